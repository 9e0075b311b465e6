package cpp

// This file is written by hand: the table of names that the grammar's
// actions keep and the token stream reads (see names.go).

// kind is what a name denotes, as far as parsing cares.
type kind uint8

const (
	kindNone         kind = iota // not known
	kindValue                    // a variable, a function, an enumerator: an Identifier
	kindType                     // a class, an enumeration, a typedef or alias, a type parameter
	kindTypeTemplate             // a class or alias template, a template template parameter
	kindFuncTemplate             // a function or variable template
	kindConcept                  // a concept
	kindNamespace                // a namespace or a namespace alias
)

func (k kind) String() string {
	return [...]string{"none", "value", "type", "type template", "function template", "concept", "namespace"}[k]
}

// tokenType returns the type of the token a name of kind k is.
func (k kind) tokenType() int {
	switch k {
	case kindType:
		return CPPParserTypeName
	case kindTypeTemplate:
		return CPPParserTemplateTypeName
	case kindFuncTemplate:
		return CPPParserTemplateName
	case kindConcept:
		return CPPParserConceptName
	case kindNamespace:
		return CPPParserNamespaceName
	}
	return CPPParserIdentifier
}

// isTemplate reports whether a name of kind k may have template arguments.
func (k kind) isTemplate() bool {
	return k == kindTypeTemplate || k == kindFuncTemplate || k == kindConcept
}

// entity is what a name denotes: its kind and, for a namespace or a class
// the file defines, its scope (nil if not known).
type entity struct {
	kind  kind
	scope *scope
	// dependent: a template's type parameter, whose members are not known
	// until it is instantiated.
	dependent bool
}

// scopeKind says what opened a scope.
type scopeKind uint8

const (
	scopeNamespace scopeKind = iota
	scopeClass
	scopeBlock    // a block, a function's parameters, a lambda, a condition
	scopeTemplate // a template's parameters
	// A function declarator's parameters, from the declarator's `)` to the
	// end of the declaration, so that what comes after them (a trailing
	// return type, noexcept, a constructor's initializers) and the
	// lookahead of the parser into the body see them.
	scopePrototype
)

// scope is a declarative region. The scopes of namespaces and classes
// live as long as the parse, reached from the entities of their names:
// a namespace that is opened again, a class whose members are defined
// outside it, a qualified name find them again.
type scope struct {
	kind  scopeKind
	names map[string]entity
	// using are the scopes whose names are found in this one: its inline
	// namespaces and the namespaces of its using-directives, or a class's
	// base classes.
	using  []*scope
	anon   *scope // the unnamed namespace in a namespace
	name   string // a class's name
	parent *scope // the namespace or class a namespace or class is in
}

// findOut looks name up in s, then in the scopes around it.
func (s *scope) findOut(name string) (entity, bool) {
	for ; s != nil; s = s.parent {
		if e, ok := s.find(name); ok {
			return e, true
		}
	}
	return entity{}, false
}

func newScope(k scopeKind) *scope { return &scope{kind: k} }

// maxUsingDepth bounds the search through using-directives and base
// classes, which may form cycles.
const maxUsingDepth = 6

// find looks name up in s and in the scopes it uses.
func (s *scope) find(name string) (entity, bool) { return s.findDepth(name, 0) }

func (s *scope) findDepth(name string, depth int) (entity, bool) {
	if e, ok := s.names[name]; ok {
		return e, true
	}
	if depth < maxUsingDepth {
		for _, u := range s.using {
			if e, ok := u.findDepth(name, depth+1); ok {
				return e, true
			}
		}
	}
	return entity{}, false
}

// use makes the names of u found in s.
func (s *scope) use(u *scope) {
	if u == nil || u == s {
		return
	}
	for _, v := range s.using {
		if v == u {
			return
		}
	}
	s.using = append(s.using, u)
}

// table is the stack of scopes the parser is in, the global scope at the
// bottom.
type table struct {
	stack  []*scope
	global *scope
	free   []*scope // block scopes to use again
	// gen counts the changes of the table, so that what was found in it
	// can be kept until it changes.
	gen uint32
}

func newTable() *table {
	g := newScope(scopeNamespace)
	for _, name := range predefinedTypes {
		g.declare(name, entity{kind: kindType})
	}
	for _, name := range predefinedTemplates {
		g.declare(name, entity{kind: kindTypeTemplate})
	}
	return &table{stack: []*scope{g}, global: g}
}

// predefinedTypes are the type names GCC declares itself (in C++ mode, the
// _FloatN types are types only from GCC 13 on: before, glibc declares
// them as typedefs, which then hide these).
var predefinedTypes = []string{"__int128_t", "__uint128_t", "__builtin_ms_va_list", "__builtin_sysv_va_list",
	"_Float16", "_Float32", "_Float64", "_Float128", "_Float32x", "_Float64x", "_Float128x", "__bf16", "__fp16"}

// predefinedTemplates are the class templates GCC declares itself.
var predefinedTemplates = []string{"__type_pack_element"}

func (s *scope) declare(name string, e entity) {
	if s.names == nil {
		s.names = map[string]entity{}
	}
	s.names[name] = e
}

// lookup finds name from the innermost scope out.
func (t *table) lookup(name string) (entity, bool) {
	for i := len(t.stack) - 1; i >= 0; i-- {
		if e, ok := t.stack[i].find(name); ok {
			return e, true
		}
	}
	return entity{}, false
}

func (t *table) top() *scope { return t.stack[len(t.stack)-1] }

// declarative returns the scope that declarations go to: the innermost
// one that is not a template's parameters.
func (t *table) declarative() *scope {
	for i := len(t.stack) - 1; i > 0; i-- {
		if k := t.stack[i].kind; k != scopeTemplate && k != scopePrototype {
			return t.stack[i]
		}
	}
	return t.global
}

// templated reports whether a declaration made now is a template: the
// innermost scope but for the parameters of its declarator holds a
// template's parameters.
func (t *table) templated() bool {
	for i := len(t.stack) - 1; i > 0; i-- {
		if k := t.stack[i].kind; k != scopePrototype {
			return k == scopeTemplate
		}
	}
	return false
}

// namespaceScope returns the innermost namespace scope.
func (t *table) namespaceScope() *scope {
	for i := len(t.stack) - 1; i > 0; i-- {
		if t.stack[i].kind == scopeNamespace {
			return t.stack[i]
		}
	}
	return t.global
}

// declare declares name in the declarative scope. A function declared
// where a function template of the name is stays a template's name.
func (t *table) declare(name string, e entity) {
	t.declareIn(t.declarative(), name, e)
}

func (t *table) declareIn(s *scope, name string, e entity) {
	if name == "" {
		return
	}
	if old, ok := s.names[name]; ok {
		if old == e || e.kind == kindValue && old.kind == kindFuncTemplate {
			return
		}
		if e.scope == nil && old.kind == e.kind {
			return
		}
	}
	s.declare(name, e)
	t.gen++
}

func (t *table) push(s *scope) {
	t.stack = append(t.stack, s)
	t.gen++
}

// pushBlock opens a block scope.
func (t *table) pushBlock(k scopeKind) {
	var s *scope
	if n := len(t.free); n > 0 {
		s, t.free = t.free[n-1], t.free[:n-1]
		s.kind = k
	} else {
		s = newScope(k)
	}
	t.push(s)
}

// pop closes the innermost scope; the global scope stays (after a syntax
// error, the actions may pop more than they pushed).
func (t *table) pop() {
	if len(t.stack) <= 1 {
		return
	}
	s := t.top()
	t.stack = t.stack[:len(t.stack)-1]
	t.gen++
	if s.kind == scopeBlock || s.kind == scopeTemplate || s.kind == scopePrototype {
		if s.names != nil || s.using != nil {
			clear(s.names)
			s.using = s.using[:0]
		}
		t.free = append(t.free, s)
	}
}
