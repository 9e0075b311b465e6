package cpp

// This file is written by hand: the token stream that gives names their
// kinds and finds the brackets of template argument lists (see the header
// of grammars/CPP.g4).

import (
	"slices"
	"strings"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// The token types of the literals the stream looks at.
var (
	tokScope, tokLess, tokGreater, tokDot, tokArrow, tokTemplate, tokOperator     int
	tokLParen, tokRParen, tokLBracket, tokRBracket, tokLBrace, tokRBrace, tokSemi int
	tokComma, tokAssign, tokTilde, tokClass, tokStruct, tokUnion, tokEnum         int
	tokTypename, tokTypedef, tokUsing, tokNamespace, tokConcept, tokFriend        int
	tokDecltype, tokFinal, tokColon, tokStar, tokAmp, tokAndAnd, tokCaret         int
	tokRequires, tokInline, tokExtern, tokOrOr, tokOverride                       int
	tokPublic, tokProtected, tokPrivate, tokVirtual, tokExport                    int
	castKeywords, operatorTokens, keywordTypes                                    map[int]bool
)

var initTokens = sync.OnceFunc(func() {
	CPPParserInit()
	lit := func(s string) int {
		i := slices.Index(CPPParserStaticData.LiteralNames, "'"+s+"'")
		if i < 0 {
			panic("cpp: no token " + s)
		}
		return i
	}
	tokScope, tokLess, tokGreater, tokDot, tokArrow = lit("::"), lit("<"), lit(">"), lit("."), lit("->")
	tokTemplate, tokOperator = lit("template"), lit("operator")
	tokLParen, tokRParen, tokLBracket, tokRBracket = lit("("), lit(")"), lit("["), lit("]")
	tokLBrace, tokRBrace, tokSemi, tokComma, tokAssign = lit("{"), lit("}"), lit(";"), lit(","), lit("=")
	tokTilde, tokClass, tokStruct, tokUnion, tokEnum = lit("~"), lit("class"), lit("struct"), lit("union"), lit("enum")
	tokTypename, tokTypedef, tokUsing, tokNamespace = lit("typename"), lit("typedef"), lit("using"), lit("namespace")
	tokConcept, tokFriend, tokDecltype, tokFinal, tokColon = lit("concept"), lit("friend"), lit("decltype"), lit("final"), lit(":")
	tokStar, tokAmp, tokAndAnd, tokCaret = lit("*"), lit("&"), lit("&&"), lit("^")
	tokRequires, tokInline, tokExtern, tokOrOr, tokOverride = lit("requires"), lit("inline"), lit("extern"), lit("||"), lit("override")
	tokPublic, tokProtected, tokPrivate, tokVirtual, tokExport = lit("public"), lit("protected"), lit("private"), lit("virtual"), lit("export")
	castKeywords = map[int]bool{}
	for _, k := range []string{"static_cast", "dynamic_cast", "const_cast", "reinterpret_cast"} {
		castKeywords[lit(k)] = true
	}
	keywordTypes = map[int]bool{}
	for _, k := range []string{"void", "bool", "char", "char8_t", "char16_t", "char32_t", "wchar_t", "short", "int", "long",
		"signed", "__signed", "__signed__", "unsigned", "float", "double", "auto", "__int128", "__float128", "__float80", "__ibm128"} {
		keywordTypes[lit(k)] = true
	}
	operatorTokens = map[int]bool{}
	for _, op := range []string{"new", "delete", "co_await", "->", "->*", "~", "compl", "!", "not", "+", "-", "*", "/", "%",
		"^", "xor", "&", "bitand", "|", "bitor", "=", "+=", "-=", "*=", "/=", "%=", "^=", "xor_eq", "&=", "and_eq", "|=",
		"or_eq", "==", "!=", "not_eq", "<", ">", "<=", ">=", "<=>", "&&", "and", "||", "or", "<<", "<<=", ">=", "++", "--", ","} {
		operatorTokens[lit(op)] = true
	}
})

// builtinTypeTraits are GCC's built-ins that make a type of types.
var builtinTypeTraits = map[string]bool{
	"__underlying_type": true, "__remove_cv": true, "__remove_reference": true, "__remove_cvref": true,
	"__remove_pointer": true, "__add_pointer": true, "__add_lvalue_reference": true, "__add_rvalue_reference": true,
	"__decay": true, "__remove_all_extents": true, "__remove_extent": true, "__bases": true, "__direct_bases": true,
}

// isBuiltin reports whether name is that of a GCC built-in whose
// arguments may be types (or that of any other built-in, which is called
// as they are): __builtin_*, the type traits __is_* and __has_*, and a few
// more.
func isBuiltin(name string) bool {
	return strings.HasPrefix(name, "__builtin_") || strings.HasPrefix(name, "__is_") || strings.HasPrefix(name, "__has_") ||
		strings.HasPrefix(name, "__reference_") || name == "__integer_pack"
}

// nameStream is the token stream the parser reads: it gives each
// Identifier token the type of what its name denotes (names.go's header),
// each `<` that opens a template's arguments the type TemplateOpen and
// the `>` that closes them TemplateClose. The tokens themselves are not
// changed: it hands out stand-ins of the other types.
type nameStream struct {
	antlr.TokenStream
	names   *table
	prescan *prescanned
	// match maps the index of a `<` that may open a template's arguments
	// to the index of the `>` that would close them, or -1.
	match map[int]int32
	// opener maps the index of a `>` that closes arguments to that of
	// their `<`.
	opener map[int]int32
	// stand holds the stand-ins, by token index, from slabs of them, but
	// for those before forgotten (see forget).
	stand     []*retyped
	slab      []retyped
	forgotten int
	// types is the type found for a name token while the table has not
	// changed, by token index: the table's generation, then the type.
	types []uint64
	// cache is what resolve found for a name token while the table has
	// not changed (for the qualifiers of names, which many tokens look
	// back at).
	cache map[int]cached
}

type cached struct {
	gen uint32
	e   entity
	ok  bool
}

// retyped is a token seen with another type.
type retyped struct {
	antlr.Token
	typ int
}

func (r *retyped) GetTokenType() int { return r.typ }

func newNameStream(tokens antlr.TokenStream, names *table) *nameStream {
	initTokens()
	s := &nameStream{TokenStream: tokens, names: names, match: map[int]int32{}, opener: map[int]int32{},
		stand: make([]*retyped, tokens.Size()), types: make([]uint64, tokens.Size()), cache: map[int]cached{}}
	s.prescan = prescan(s)
	return s
}

// released returns the number of tokens at the start that the parse has
// forgotten.
func (s *nameStream) released() int {
	if r, ok := s.TokenStream.(interface{ Released() int }); ok {
		return r.Released()
	}
	return 0
}

// typeAt returns the lexer's type of token i, or -1 for none.
func (s *nameStream) typeAt(i int) int {
	if i < 0 || i >= s.Size() {
		return -1
	}
	return s.Get(i).GetTokenType()
}

// prev returns the index of the token on the default channel before i,
// or -1.
func (s *nameStream) prev(i int) int {
	r := s.released()
	for i--; i >= r; i-- {
		if s.Get(i).GetChannel() == antlr.TokenDefaultChannel {
			return i
		}
	}
	return -1
}

// next returns the index of the token on the default channel after i,
// or -1 after EOF.
func (s *nameStream) next(i int) int {
	n := s.Size()
	for i++; i < n; i++ {
		if s.Get(i).GetChannel() == antlr.TokenDefaultChannel {
			return i
		}
	}
	return -1
}

func (s *nameStream) LA(k int) int { return s.LT(k).GetTokenType() }

func (s *nameStream) LT(k int) antlr.Token {
	t := s.TokenStream.LT(k)
	if t == nil {
		return nil
	}
	typ := t.GetTokenType()
	i := t.GetTokenIndex()
	switch typ {
	case CPPParserIdentifier:
		typ = s.nameType(i)
	case tokLess:
		if s.isOpener(i) {
			typ = CPPParserTemplateOpen
		}
	case tokGreater:
		if o, ok := s.opener[i]; ok && s.isOpener(int(o)) {
			typ = CPPParserTemplateClose
		}
	default:
		return t
	}
	if typ == t.GetTokenType() {
		return t
	}
	if i < 0 || i >= len(s.stand) {
		return &retyped{t, typ}
	}
	r := s.stand[i]
	if r == nil || r.typ != typ {
		s.forget()
		if len(s.slab) == 0 {
			s.slab = make([]retyped, 256)
		}
		r = &s.slab[0]
		s.slab = s.slab[1:]
		*r = retyped{t, typ}
		s.stand[i] = r
	}
	return r
}

// forget drops the stand-ins of the tokens the parse has released (see
// parser.Parse.ReleaseTokens): each would keep the slab of tokens its
// token is in.
func (s *nameStream) forget() {
	if r := min(s.released(), len(s.stand)); r > s.forgotten {
		clear(s.stand[s.forgotten:r])
		s.forgotten = r
	}
}

// nameType returns the type of the name token i.
func (s *nameStream) nameType(i int) int {
	if i >= 0 && i < len(s.types) {
		if c := s.types[i]; c != 0 && uint32(c>>32) == s.names.gen {
			return int(uint32(c)) - 1
		}
	}
	e, found := s.resolve(i)
	typ := e.kind.tokenType()
	name := s.Get(i).GetText()
	n := s.next(i)
	switch {
	case !found && e.kind == kindNone && (name == "module" || name == "import") && s.moduleKeyword(i, name):
		if name == "module" {
			typ = CPPParserModuleKeyword
		} else {
			typ = CPPParserImportKeyword
		}
	case e.kind.isTemplate():
		if s.typeAt(n) == tokLess {
			if m := s.matchAt(n); m >= 0 && s.typeAt(s.next(int(m))) == tokScope {
				typ = CPPParserScopeTemplateName
			}
		}
	case !found && e.kind == kindNone && s.typeAt(n) == tokLParen && !isQualifying(s.typeAt(s.prev(i))):
		if builtinTypeTraits[name] {
			typ = CPPParserBuiltinTypeName
		} else if isBuiltin(name) {
			typ = CPPParserBuiltinName
		}
	}
	if i >= 0 && i < len(s.types) {
		s.types[i] = uint64(s.names.gen)<<32 | uint64(typ+1)
	}
	return typ
}

// resolve returns what the name token i denotes where it stands: found in
// the table (in the scope that qualifies it, if any), or else (found is
// then false) the kind the prescan found for the name: in the classes of
// the name of the scope that qualifies it, or of the classes the parser is
// in (a member used in a member function before its declaration); in any
// class after `.`, `->` or a qualifier not known; outside classes, then
// in functions, for others (a class used in its own body by the parser's
// lookahead, before the action that declares it; a function template
// called with explicit arguments, found by argument-dependent lookup).
func (s *nameStream) resolve(i int) (e entity, found bool) {
	name := s.Get(i).GetText()
	p := s.prev(i)
	switch s.typeAt(p) {
	case tokScope:
		q, known, dependent := s.qualifierOf(p)
		switch {
		case dependent:
			// A name in a class a template parameter names is not a
			// type, nor a template ([temp.res]): typename and
			// template say when it is; but a name before < in a place
			// where only a type can be is a template's, as g++ has it.
			if s.typeAt(s.next(i)) == tokLess && s.typeOnly(p) {
				return entity{kind: kindTypeTemplate}, false
			}
			return entity{}, false
		case !known:
			if s.typeAt(s.next(i)) == tokLess && s.typeOnly(p) {
				return entity{kind: kindTypeTemplate}, false
			}
			return entity{kind: s.prescan.anyMember[name]}, false
		case q.kind == scopeClass:
			if e, ok := q.find(name); ok {
				return e, true
			}
			k, _ := s.prescan.member(q.name, name)
			return entity{kind: k}, false
		default:
			if e, ok := q.find(name); ok {
				return e, true
			}
			return entity{kind: templateKind(s.prescan.outer[name])}, false
		}
	case tokDot, tokArrow:
		// A member's name, or (after the -> of a trailing return type)
		// a type's: what the table finds where the parser is, if it
		// finds a type or a template, else a template's name if any
		// class has one of that name.
		if e, ok := s.names.lookup(name); ok && e.kind != kindValue {
			return e, true
		}
		return entity{kind: templateKind(s.prescan.anyMember[name])}, false
	case tokTemplate:
		// ::template, .template and ->template name a template; an
		// explicit instantiation's `template` is not one of them.
		switch s.typeAt(s.prev(p)) {
		case tokScope, tokDot, tokArrow:
			if k := s.prescan.anyMember[name]; k == kindTypeTemplate {
				return entity{kind: k}, false
			}
			return entity{kind: kindFuncTemplate}, false
		}
	}
	// From the innermost scope out; in a class, the members the prescan
	// found in it count too (a member function's body sees the members
	// declared after it).
	st := s.names.stack
	for j := len(st) - 1; j >= 0; j-- {
		if e, ok := st[j].find(name); ok {
			return e, true
		}
		if st[j].kind == scopeClass {
			if k, ok := s.prescan.member(st[j].name, name); ok {
				return entity{kind: k}, false
			}
		}
	}
	for q := s.declaratorScope(i); q != nil; q = q.parent {
		if e, ok := q.find(name); ok {
			return e, true
		}
		if k, ok := s.prescan.member(q.name, name); ok && q.kind == scopeClass {
			return entity{kind: k}, false
		}
	}
	if k, ok := s.prescan.outer[name]; ok {
		return entity{kind: k}, false
	}
	return entity{kind: s.prescan.local[name]}, false
}

// declaratorScope returns the class whose member a qualified declarator
// names, if token i is in that declarator's parameters or after them (a
// noexcept's argument, a trailing return type): the parser's lookahead
// reads them before the action that opens the class's scope. Nil if the
// tokens before i do not look so.
func (s *nameStream) declaratorScope(i int) *scope {
	depth := 0
	for j, steps := s.prev(i), 0; j >= 0 && steps < 256; j, steps = s.prev(j), steps+1 {
		switch s.typeAt(j) {
		case tokRParen, tokRBracket:
			depth++
		case tokLBracket:
			depth--
		case tokLParen:
			if depth > 0 {
				depth--
				if depth > 0 {
					continue
				}
			}
			// j opens the parentheses that i is in, or a group before
			// it: is it a function's, whose name is qualified?
			n := s.prev(j)
			if operatorTokens[s.typeAt(n)] || s.typeAt(n) == tokGreater {
				n = s.prev(n)
			}
			if s.typeAt(n) == tokTilde {
				n = s.prev(n)
			}
			if c := s.prev(n); s.typeAt(c) == tokScope && (s.typeAt(n) == CPPParserIdentifier || s.typeAt(n) == tokOperator) {
				if q, ok := s.qualifier(c); ok && q.kind == scopeClass {
					return q
				}
				return nil
			}
		case tokSemi, tokLBrace, tokRBrace:
			return nil
		}
		if depth < 0 {
			return nil
		}
	}
	return nil
}

// moduleKeyword reports whether the name token i, module or import, begins
// a module or import declaration: it begins a declaration and is followed
// by what such a declaration has next.
func (s *nameStream) moduleKeyword(i int, name string) bool {
	switch s.typeAt(s.prev(i)) {
	case -1, tokSemi, tokRBrace, tokLBrace, tokExport, CPPParserPRAGMA:
	default:
		return false
	}
	switch s.typeAt(s.next(i)) {
	case CPPParserIdentifier, tokColon:
		return true
	case tokSemi:
		return name == "module"
	case CPPParserStringLiteral, tokLess:
		return name == "import"
	}
	return false
}

// isQualifying reports whether a token of type typ makes the name after it
// a member's: ::, . and ->.
func isQualifying(typ int) bool { return typ == tokScope || typ == tokDot || typ == tokArrow }

// templateKind returns k if it is a template's kind, else kindNone.
func templateKind(k kind) kind {
	if k.isTemplate() {
		return k
	}
	return kindNone
}

// typeOnly reports whether the nested name specifier that ends with the
// `::` at index i is in a place where only a type can be: after typename,
// or in a base clause (after :, an access specifier or virtual).
func (s *nameStream) typeOnly(i int) bool {
	for j, steps := i, 0; j >= 0 && steps < 64; steps++ {
		if s.typeAt(j) != tokScope {
			return false
		}
		q := s.prev(j)
		switch s.typeAt(q) {
		case tokGreater:
			o, ok := s.opener[q]
			if !ok {
				return false
			}
			q = s.prev(int(o))
		case CPPParserIdentifier:
		default:
			return false
		}
		switch s.typeAt(s.prev(q)) {
		case tokScope:
			j = s.prev(q)
			continue
		case tokTemplate: // ::template B<int>::
			j = s.prev(s.prev(q))
			continue
		case tokTypename, tokColon, tokPublic, tokProtected, tokPrivate, tokVirtual:
			return true
		default:
			return false
		}
	}
	return false
}

// resolveCached is resolve, kept while the table does not change: for the
// names before `::`, which each name after them looks back at.
func (s *nameStream) resolveCached(i int) (entity, bool) {
	if c, ok := s.cache[i]; ok && c.gen == s.names.gen {
		return c.e, c.ok
	}
	e, ok := s.resolve(i)
	if len(s.cache) >= 1<<14 {
		clear(s.cache)
	}
	s.cache[i] = cached{gen: s.names.gen, e: e, ok: ok}
	return e, ok
}

// qualifier returns the scope that names the `::` at index i qualifies,
// and whether it is known: the global scope after nothing that names one,
// the scope of the namespace or class before it.
func (s *nameStream) qualifier(i int) (*scope, bool) {
	q, ok, _ := s.qualifierOf(i)
	return q, ok
}

// qualifierOf is qualifier, and also says whether the qualifier is a
// template's type parameter.
func (s *nameStream) qualifierOf(i int) (*scope, bool, bool) {
	q := s.prev(i)
	switch typ := s.typeAt(q); {
	case typ == CPPParserIdentifier:
		e, ok := s.resolveCached(q)
		if ok && e.scope != nil {
			return e.scope, true, false
		}
		return nil, false, ok && e.dependent
	case typ == tokGreater:
		o, ok := s.opener[q]
		if !ok {
			return nil, false, false
		}
		n := s.prev(int(o))
		if s.typeAt(n) == tokTemplate {
			return s.names.global, true, false // template<...> ::x
		}
		if s.typeAt(n) == CPPParserIdentifier {
			if e, ok := s.resolveCached(n); ok && e.scope != nil {
				return e.scope, true, false
			}
		}
		return nil, false, false
	case typ == tokRParen, typ == tokTemplate, typ == tokTilde:
		return nil, false, false // decltype(x)::, ...
	}
	return s.names.global, true, false
}

// isOpener reports whether the `<` at index i opens a template's
// arguments: it follows a template's name, `template`, a cast keyword, an
// operator function's name or a lambda's captures, and a `>` closes it.
func (s *nameStream) isOpener(i int) bool {
	p := s.prev(i)
	switch typ := s.typeAt(p); {
	case typ == CPPParserIdentifier:
		if t := s.nameType(p); t != CPPParserTemplateName && t != CPPParserTemplateTypeName &&
			t != CPPParserConceptName && t != CPPParserScopeTemplateName {
			return false
		}
	case typ == tokTemplate, castKeywords[typ]:
	case typ == tokRBracket:
		// A template lambda: []<typename T>, [=]<class T>, []<int N>.
		n := s.typeAt(s.next(i))
		if n != tokTypename && n != tokClass && n != tokTemplate && n != CPPParserIdentifier && !keywordTypes[n] {
			return false
		}
		if n == CPPParserIdentifier {
			switch s.nameType(s.next(i)) {
			case CPPParserConceptName, CPPParserTypeName, CPPParserTemplateTypeName, CPPParserNamespaceName, CPPParserScopeTemplateName:
			default:
				return false
			}
		}
	case operatorTokens[typ] || typ == tokGreater:
		// operator< <T>, operator== <>, operator>> <>; operator() <T>
		// and operator[] <T> end with a bracket.
		q := s.prev(p)
		if typ == tokGreater && s.typeAt(q) == tokGreater {
			q = s.prev(q)
		}
		if s.typeAt(q) != tokOperator {
			return false
		}
	case typ == tokRParen:
		q := s.prev(p)
		if s.typeAt(q) != tokLParen || s.typeAt(s.prev(q)) != tokOperator {
			return false
		}
	default:
		return false
	}
	return s.matchAt(i) >= 0
}

// matchAt returns the index of the `>` that closes the template arguments
// a `<` at index i would open, or -1 if none does: the first `>` that no
// bracket nests, before a `;` or a closing bracket that no bracket nests.
func (s *nameStream) matchAt(i int) int32 {
	if m, ok := s.match[i]; ok {
		return m
	}
	m := int32(-1)
	depth := 0
	for j := s.next(i); j >= 0; j = s.next(j) {
		typ := s.typeAt(j)
		switch {
		case typ == tokLParen || typ == tokLBracket || typ == tokLBrace:
			depth++
			continue
		case typ == tokRParen || typ == tokRBracket || typ == tokRBrace:
			if depth == 0 {
				break
			}
			depth--
			continue
		case typ == tokSemi && depth == 0, typ == antlr.TokenEOF:
		case typ == tokLess && depth == 0:
			if s.isOpener(j) {
				j = int(s.match[j])
			}
			continue
		case typ == tokGreater && depth == 0:
			if s.typeAt(s.prev(j)) == tokOperator {
				continue
			}
			m = int32(j)
			if o, ok := s.opener[j]; ok && int(o) < i {
				// An enclosing list took this `>` when this `<` was not
				// known to open one (a template template parameter
				// declared in the header the scan began at): it closes
				// at a later one.
				s.opener[j] = int32(i)
				s.match[i] = m
				delete(s.match, int(o))
				s.matchAt(int(o))
				return m
			}
			s.opener[j] = int32(i)
		default:
			continue
		}
		break
	}
	s.match[i] = m
	return m
}
