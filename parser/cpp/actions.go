package cpp

// This file is written by hand: the actions of grammars/CPP.g4, which keep
// the table of names (scopes.go) that the token stream reads (names.go).

import (
	"slices"

	"github.com/antlr4-go/antlr/v4"
)

// NewParser returns a parser for C++ that reads its tokens through a
// stream that gives names their kinds and finds the brackets of template
// arguments (see the header of grammars/CPP.g4); the actions of the
// grammar keep the stream's table of names. Each parser has its own table.
func NewParser(tokens antlr.TokenStream) *CPPParser {
	if tokens == nil {
		return NewCPPParser(nil)
	}
	names := newTable()
	s := newNameStream(tokens, names)
	p := NewCPPParser(s)
	p.names, p.stream = names, s
	return p
}

// CPPBaseParser is what the generated CPPParser is built on (the
// superClass option of the grammar): the table of names that the actions
// of the grammar keep, and the stream that reads it.
type CPPBaseParser struct {
	*antlr.BaseParser
	names  *table
	stream *nameStream
	// lastClass is the scope of the class specifier that ended last.
	lastClass *scope
	// marks are the depths of the table when the open rules that pop the
	// scopes opened within them began (see markScopes).
	marks []mark
}

type mark struct {
	ctx   antlr.ParserRuleContext
	depth int
}

// markScopes is called when a rule begins whose end closes the scopes
// opened within it and left open: those of function parameters, of the
// class that qualifies a declarator's name (see enterPrototype and
// enterQualified), and those a syntax error left open (a declaration, a
// parameter, a type-id).
func (p *CPPBaseParser) markScopes() {
	p.marks = append(p.marks, mark{p.ctx(), len(p.table().stack)})
}

// popToMark is called when such a rule ends. A rule that a syntax error
// ended left its mark: the marks above the rule's own are dropped.
func (p *CPPBaseParser) popToMark() {
	ctx := p.ctx()
	for k := len(p.marks) - 1; k >= 0; k-- {
		if p.marks[k].ctx != ctx {
			continue
		}
		t := p.table()
		for len(t.stack) > p.marks[k].depth {
			if debugPop != nil && t.top().kind == scopeNamespace && ctx.GetRuleIndex() != CPPParserRULE_namespaceDefinition {
				debugPop(ctx.GetRuleIndex(), p.GetCurrentToken().GetLine())
			}
			t.pop()
		}
		p.marks = p.marks[:k]
		return
	}
}

// enterPrototype is called after a function declarator's parameters: it
// opens a scope with them in it.
func (p *CPPBaseParser) enterPrototype() {
	t := p.table()
	t.pushBlock(scopePrototype)
	p.declareParameterList(p.ctx())
}

// table returns the table of names, made on first use for a parser that
// NewParser did not make (its stream then gives no names kinds).
func (p *CPPBaseParser) table() *table {
	if p.names == nil {
		p.names = newTable()
	}
	return p.names
}

func (p *CPPBaseParser) ctx() antlr.ParserRuleContext { return p.GetParserRuleContext() }

// resolve returns what the name token t denotes, if the table knows.
func (p *CPPBaseParser) resolve(t antlr.Token) (entity, bool) {
	if p.stream == nil || t == nil || t.GetTokenIndex() < 0 {
		return entity{}, false
	}
	return p.stream.resolve(t.GetTokenIndex())
}

// pushScope opens a block scope, which popScope closes at the end of the
// rule.
func (p *CPPBaseParser) pushScope() {
	p.markScopes()
	p.table().pushBlock(scopeBlock)
}

func (p *CPPBaseParser) popScope() { p.popToMark() }

// enterTemplate opens the scope of a template's parameters, which the end
// of the declaration closes.
func (p *CPPBaseParser) enterTemplate() { p.table().pushBlock(scopeTemplate) }

// declareInit is called after the declarator of an init-declarator, a
// condition or a range-for: the name it declares is a type if the
// declaration says typedef, a template if the declaration is one, and a
// value otherwise. A friend declares nothing here, nor does a constructor
// (a declaration without a type), nor a qualified name.
func (p *CPPBaseParser) declareInit() {
	ctx := p.ctx()
	specs := firstRule(ctx, CPPParserRULE_declSpecifiers)
	if ctx.GetRuleIndex() == CPPParserRULE_declaratorHead {
		// declaratorHead < initDeclarator? < declarationRest < simpleDeclaration
		for up := ctx.GetParent(); up != nil; up = up.GetParent() {
			if sd, ok := up.(antlr.ParserRuleContext); ok && sd.GetRuleIndex() == CPPParserRULE_simpleDeclaration {
				specs = firstRule(sd, CPPParserRULE_declSpecifiers)
				break
			}
			if r, ok := up.(antlr.ParserRuleContext); !ok || r.GetRuleIndex() != CPPParserRULE_initDeclarator && r.GetRuleIndex() != CPPParserRULE_declarationRest {
				break
			}
		}
	}
	t := p.table()
	typedef, friend, typed := specifiers(specs)
	if friend {
		return
	}
	for _, d := range declaredNames(lastRule(ctx, CPPParserRULE_declarator)) {
		switch {
		case d.qualified || d.token == nil:
		case typedef:
			t.declare(d.token.GetText(), entity{kind: kindType, scope: p.specifiedScope(specs)})
		case !typed && (d.token.GetTokenType() == CPPParserTypeName || d.token.GetTokenType() == CPPParserTemplateTypeName):
			// a constructor or a deduction guide
		case t.templated():
			t.declare(d.token.GetText(), entity{kind: kindFuncTemplate})
		default:
			t.declare(d.token.GetText(), entity{kind: kindValue})
		}
	}
}

// specifiedScope returns the scope of the class that decl-specifiers
// name, if known.
func (p *CPPBaseParser) specifiedScope(specs antlr.ParserRuleContext) *scope {
	def := firstRule(specs, CPPParserRULE_definingTypeSpecifier)
	if def == nil || def.GetChildCount() == 0 {
		return nil
	}
	if c, ok := def.GetChild(0).(antlr.ParserRuleContext); ok {
		switch c.GetRuleIndex() {
		case CPPParserRULE_classSpecifier, CPPParserRULE_enumSpecifier:
			return p.lastClass
		case CPPParserRULE_elaboratedTypeSpecifier:
			def = c
		}
	}
	if t := lastNameToken(def); t != nil {
		e, _ := p.resolve(t)
		return e.scope
	}
	return nil
}

// declareElaborated is called after an elaborated type specifier: struct
// X or enum X declares X as a type where the name is not known yet, and
// template<...> struct X as a class template.
func (p *CPPBaseParser) declareElaborated() {
	ctx := p.ctx()
	if firstRule(ctx, CPPParserRULE_nestedNameSpecifier) != nil || firstRule(ctx, CPPParserRULE_templateArgs) != nil {
		return
	}
	name := firstRule(ctx, CPPParserRULE_anyName)
	if name == nil {
		return
	}
	t := p.table()
	text := name.GetText()
	e, ok := t.lookup(text)
	switch {
	case t.templated() && firstToken(ctx, tokEnum) == nil:
		if !ok || e.kind != kindTypeTemplate {
			t.declare(text, entity{kind: kindTypeTemplate, scope: e.scope})
		}
	case !ok:
		t.declare(text, entity{kind: kindType})
	}
}

// enterFunction is called before a function's body: it opens the scope of
// the body, with the parameters in it.
func (p *CPPBaseParser) enterFunction() {
	_, params := p.functionDeclarator()
	p.pushScope()
	p.declareParameterList(params)
}

// enterQualified is called after a declarator's qualified name (or a
// constructor's): what follows it (the parameters, the body) sees the
// names of the class or namespace that qualifies it, until the end of the
// declaration.
func (p *CPPBaseParser) enterQualified() {
	ctx := p.ctx()
	nns := firstRule(ctx, CPPParserRULE_nestedNameSpecifier)
	if nns == nil {
		nns = lastRule(ctx, CPPParserRULE_nestedNamePart)
	}
	if nns == nil || p.stream == nil {
		return
	}
	if last := lastScopeToken(nns); last != nil {
		if s, ok := p.stream.qualifier(last.GetTokenIndex()); ok {
			p.pushChain(s)
		}
	}
}

// pushChain pushes s and the namespaces and classes around it that are
// not on the table's stack, the outermost first, so that lookups from
// within s find the names of all of them.
func (p *CPPBaseParser) pushChain(s *scope) {
	t := p.table()
	var chain []*scope
	for ; s != nil && s != t.global; s = s.parent {
		if slices.Contains(t.stack, s) {
			break
		}
		chain = append(chain, s)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		t.push(chain[i])
	}
}

// exitFunction closes what enterFunction opened.
func (p *CPPBaseParser) exitFunction() { p.popToMark() }

// functionDeclarator returns the declarator-id (or constructor
// declarator) of the function whose body is being parsed, and its
// parameters.
func (p *CPPBaseParser) functionDeclarator() (id, params antlr.ParserRuleContext) {
	parent, ok := p.ctx().GetParent().(antlr.ParserRuleContext)
	if !ok {
		return nil, nil
	}
	if c := firstRule(parent, CPPParserRULE_constructorDeclarator); c != nil {
		return c, firstRule(c, CPPParserRULE_parametersAndQualifiers)
	}
	head := firstRule(parent, CPPParserRULE_declaratorHead)
	for d := lastRule(head, CPPParserRULE_declarator); d != nil; {
		if id := firstRule(d, CPPParserRULE_declaratorId); id != nil {
			return id, firstRule(d, CPPParserRULE_parametersAndQualifiers)
		}
		inner := firstRule(d, CPPParserRULE_declarator)
		if inner != nil && firstRule(inner, CPPParserRULE_ptrOperator) == nil &&
			firstRule(inner, CPPParserRULE_parametersAndQualifiers) == nil && firstRule(inner, CPPParserRULE_arraySuffix) == nil {
			// (f)(int): the parentheses hold the name alone
			return firstRule(inner, CPPParserRULE_declaratorId), firstRule(d, CPPParserRULE_parametersAndQualifiers)
		}
		d = inner
	}
	return nil, nil
}

// lastScopeToken returns the last `::` under a nestedNameSpecifier or a
// nestedNamePart.
func lastScopeToken(ctx antlr.ParserRuleContext) antlr.Token {
	if ctx.GetRuleIndex() == CPPParserRULE_nestedNameSpecifier {
		if part := lastRule(ctx, CPPParserRULE_nestedNamePart); part != nil {
			return lastToken(part, tokScope)
		}
		return lastToken(ctx, tokScope)
	}
	return lastToken(ctx, tokScope)
}

// declareParameterList declares the parameters of a parametersAndQualifiers
// or of a context with a parameterList.
func (p *CPPBaseParser) declareParameterList(ctx antlr.ParserRuleContext) {
	list := firstRule(ctx, CPPParserRULE_parameterList)
	for _, param := range ruleChildren(list, CPPParserRULE_parameterDeclaration) {
		p.declareParam(param)
	}
}

// declareParam declares the name of a parameter declaration as a value in
// the innermost scope.
func (p *CPPBaseParser) declareParam(param antlr.ParserRuleContext) {
	t := p.table()
	for _, d := range declaredNames(firstRule(param, CPPParserRULE_declarator)) {
		if !d.qualified && d.token != nil {
			t.declareIn(t.top(), d.token.GetText(), entity{kind: kindValue})
		}
	}
}

// declareParameters is called after the parameters of a lambda or a
// requires-expression.
func (p *CPPBaseParser) declareParameters() { p.declareParameterList(p.ctx()) }

// declareParameter is called after a template's value parameter or a
// handler's exception declaration.
func (p *CPPBaseParser) declareParameter() {
	p.declareParam(firstRule(p.ctx(), CPPParserRULE_parameterDeclaration))
}

// declareTypeParameter is called after a template's type parameter: a
// type, or a template if it has a template header.
func (p *CPPBaseParser) declareTypeParameter() {
	tp := firstRule(p.ctx(), CPPParserRULE_typeParameter)
	name := firstRule(tp, CPPParserRULE_anyName)
	if name == nil {
		return
	}
	k := kindType
	if first, ok := tp.GetChild(0).(antlr.TerminalNode); ok && first.GetSymbol().GetTokenType() == tokTemplate {
		k = kindTypeTemplate
	}
	t := p.table()
	t.declareIn(t.top(), name.GetText(), entity{kind: k, dependent: true})
}

// enterNamespace is called before a namespace's body: it opens the scope
// of each namespace named (the one of the same name in the namespace it
// is in, or a new one), or the unnamed namespace's. An inline or unnamed
// namespace's names are found in the namespace around it.
func (p *CPPBaseParser) enterNamespace() {
	ctx := p.ctx()
	t := p.table()
	p.markScopes()
	inline := false
	n := 0
	for _, c := range ctx.GetChildren() {
		switch c := c.(type) {
		case antlr.TerminalNode:
			if c.GetSymbol().GetTokenType() == tokInline {
				inline = true
			}
		case antlr.ParserRuleContext:
			if c.GetRuleIndex() != CPPParserRULE_anyName {
				continue
			}
			outer := t.declarative()
			name := c.GetText()
			e, ok := outer.names[name]
			if !ok || e.kind != kindNamespace || e.scope == nil {
				e = entity{kind: kindNamespace, scope: newScope(scopeNamespace)}
				e.scope.parent = outer
				t.declareIn(outer, name, e)
			}
			if inline {
				outer.use(e.scope)
				inline = false
			}
			t.push(e.scope)
			n++
		}
	}
	if n == 0 {
		outer := t.declarative()
		if outer.anon == nil {
			outer.anon = newScope(scopeNamespace)
			outer.anon.parent = outer
			outer.use(outer.anon)
		}
		t.push(outer.anon)
	}
}

// exitNamespace closes what enterNamespace opened.
func (p *CPPBaseParser) exitNamespace() {
	p.popToMark()
	if debugScopes != nil {
		debugScopes(p.GetCurrentToken().GetLine()*100000+p.ctx().GetStart().GetLine(), len(p.table().stack))
	}
}

// declareNamespaceAlias is called after a namespace alias definition.
func (p *CPPBaseParser) declareNamespaceAlias() {
	names := ruleChildren(p.ctx(), CPPParserRULE_anyName)
	if len(names) < 2 {
		return
	}
	e, _ := p.resolve(lastNameToken(names[len(names)-1]))
	p.table().declare(names[0].GetText(), entity{kind: kindNamespace, scope: e.scope})
}

// usingDirective is called after a using-directive: the namespace's names
// are found in the scope it is in.
func (p *CPPBaseParser) usingDirective() {
	names := ruleChildren(p.ctx(), CPPParserRULE_anyName)
	if len(names) == 0 {
		return
	}
	if e, ok := p.resolve(lastNameToken(names[len(names)-1])); ok && e.scope != nil {
		t := p.table()
		t.declarative().use(e.scope)
		t.gen++
	}
}

// declareUsing is called after a using-declarator: the name denotes in
// this scope what it denotes where the declarator finds it (a type if it
// says typename, else what the prescan found, if it is not known).
func (p *CPPBaseParser) declareUsing() {
	ctx := p.ctx()
	name := firstRule(ctx, CPPParserRULE_anyName)
	if name == nil {
		return
	}
	tok := lastNameToken(name)
	e, found := p.resolve(tok)
	if !found && firstToken(ctx, tokTypename) != nil {
		e = entity{kind: kindType}
	}
	if e.kind == kindNone {
		e.kind = kindValue
	}
	p.table().declare(tok.GetText(), e)
}

// declareAlias is called after an alias declaration: a type, or a
// template if it is one.
func (p *CPPBaseParser) declareAlias() {
	ctx := p.ctx()
	name := firstRule(ctx, CPPParserRULE_anyName)
	if name == nil {
		return
	}
	t := p.table()
	k := kindType
	if t.templated() {
		k = kindTypeTemplate
	}
	var s *scope
	if id := firstRule(ctx, CPPParserRULE_typeId); id != nil {
		s = p.specifiedScope(id)
	}
	t.declare(name.GetText(), entity{kind: k, scope: s})
}

// declareConcept is called after a concept's name.
func (p *CPPBaseParser) declareConcept() {
	if name := firstRule(p.ctx(), CPPParserRULE_anyName); name != nil {
		p.table().declare(name.GetText(), entity{kind: kindConcept})
	}
}

// owner returns the scope where the name token t is declared, and what it
// declares there, if the table knows: the scope that qualifies it, or the
// innermost that declares it.
func (p *CPPBaseParser) owner(t antlr.Token) (*scope, entity, bool) {
	if p.stream == nil || t == nil || t.GetTokenIndex() < 0 {
		return nil, entity{}, false
	}
	name := t.GetText()
	if q := p.stream.prev(t.GetTokenIndex()); p.stream.typeAt(q) == tokScope {
		s, ok := p.stream.qualifier(q)
		if !ok {
			return nil, entity{}, false
		}
		e, ok := s.names[name]
		return s, e, ok
	}
	st := p.table().stack
	for i := len(st) - 1; i >= 0; i-- {
		if e, ok := st[i].names[name]; ok {
			return st[i], e, true
		}
	}
	return nil, entity{}, false
}

// enterClass is called before a class's members: it declares the class's
// name (a template's if the class is one), opens its scope (the one it
// had, for a class declared before or specialized), makes its bases'
// names found in it, and declares its name in it too (the injected class
// name).
func (p *CPPBaseParser) enterClass() {
	ctx := p.ctx()
	t := p.table()
	var cls *scope
	head := firstRule(ctx, CPPParserRULE_classHeadName)
	name := firstRule(head, CPPParserRULE_anyName)
	var e entity
	if name != nil {
		qualified := firstRule(head, CPPParserRULE_nestedNameSpecifier) != nil
		special := firstRule(head, CPPParserRULE_templateArgs) != nil
		text := name.GetText()
		if !qualified && !special {
			outer := t.declarative()
			old, ok := outer.names[text]
			if ok && old.kind == kindValue {
				// A class named as a variable or a function of its
				// scope: the name stays theirs (struct stat, stat()).
				p.markScopes()
				cls = newScope(scopeClass)
				cls.name, cls.parent = text, outer
				t.push(cls)
				return
			}
			k := kindType
			if t.templated() || ok && old.kind == kindTypeTemplate {
				k = kindTypeTemplate
			}
			if ok && old.scope != nil && (old.kind == kindType || old.kind == kindTypeTemplate) {
				cls = old.scope
			} else {
				cls = newScope(scopeClass)
				cls.name = text
				cls.parent = outer
			}
			e = entity{kind: k, scope: cls}
			t.declareIn(outer, text, e)
		} else if owner, old, ok := p.owner(lastNameToken(name)); ok && (old.kind == kindType || old.kind == kindTypeTemplate) {
			if old.scope == nil {
				// declared before (class A::B;), defined now
				old.scope = newScope(scopeClass)
				old.scope.parent = owner
				owner.declare(text, old)
				t.gen++
			}
			cls, e = old.scope, old
		}
	}
	if cls == nil {
		cls = newScope(scopeClass)
		cls.parent = t.declarative()
	}
	if name != nil && cls.name == "" {
		cls.name = name.GetText()
	}
	if base := firstRule(ctx, CPPParserRULE_baseClause); base != nil {
		for _, b := range ruleChildren(base, CPPParserRULE_baseSpecifier) {
			cd := firstRule(b, CPPParserRULE_classOrDecltype)
			if n := firstRule(cd, CPPParserRULE_anyName); n != nil {
				if be, ok := p.resolve(lastNameToken(n)); ok && be.scope != nil {
					cls.use(be.scope)
				}
			}
		}
	}
	if name != nil && e.kind != kindNone {
		cls.declare(name.GetText(), e)
	}
	// A class defined outside the class or namespace that qualifies its
	// name sees that one's names.
	p.markScopes()
	if nns := firstRule(head, CPPParserRULE_nestedNameSpecifier); nns != nil && p.stream != nil {
		if last := lastScopeToken(nns); last != nil {
			if q, ok := p.stream.qualifier(last.GetTokenIndex()); ok {
				p.pushChain(q)
			}
		}
	}
	t.push(cls)
}

// exitClass closes what enterClass opened.
func (p *CPPBaseParser) exitClass() {
	t := p.table()
	if t.top().kind == scopeClass {
		p.lastClass = t.top()
	}
	p.popToMark()
}

// enterEnum is called before an enumeration's enumerators: it declares its
// name.
func (p *CPPBaseParser) enterEnum() {
	ctx := p.ctx()
	p.lastClass = nil
	if firstRule(ctx, CPPParserRULE_nestedNameSpecifier) != nil {
		return
	}
	if name := firstRule(ctx, CPPParserRULE_anyName); name != nil {
		p.table().declare(name.GetText(), entity{kind: kindType})
	}
}

// declareEnumerator is called after an enumerator's name: the name of a
// value, in the scope around an unscoped enumeration.
func (p *CPPBaseParser) declareEnumerator() {
	ctx := p.ctx()
	enum, ok := ctx.GetParent().(antlr.ParserRuleContext)
	if !ok || firstToken(enum, tokClass) != nil || firstToken(enum, tokStruct) != nil {
		return
	}
	if name := firstRule(ctx, CPPParserRULE_anyName); name != nil {
		p.table().declare(name.GetText(), entity{kind: kindValue})
	}
}

// specifiers reports whether decl-specifiers say typedef, friend, and
// whether they have a type.
func specifiers(specs antlr.ParserRuleContext) (typedef, friend, typed bool) {
	if specs == nil {
		return
	}
	for _, c := range specs.GetChildren() {
		m, ok := c.(antlr.ParserRuleContext)
		if !ok {
			if t, ok := c.(antlr.TerminalNode); ok && keywordTypes[t.GetSymbol().GetTokenType()] {
				typed = true
			}
			continue
		}
		switch m.GetRuleIndex() {
		case CPPParserRULE_declModifier:
			if t, ok := m.GetChild(0).(antlr.TerminalNode); ok {
				switch t.GetSymbol().GetTokenType() {
				case tokTypedef:
					typedef = true
				case tokFriend:
					friend = true
				}
			}
		case CPPParserRULE_definingTypeSpecifier:
			typed = true
		}
	}
	return
}

// declared is a name a declarator declares.
type declared struct {
	token     antlr.Token // the name; nil for an operator's, a destructor's, a specialization's
	qualified bool
}

// declaredNames returns the names a declarator declares: one, or those of
// a structured binding.
func declaredNames(d antlr.ParserRuleContext) []declared {
	for d != nil {
		if id := firstRule(d, CPPParserRULE_declaratorId); id != nil {
			if firstToken(id, tokTilde) != nil || firstRule(id, CPPParserRULE_templateArgs) != nil {
				return nil
			}
			name := lastNameToken(id)
			if name == nil {
				return nil
			}
			return []declared{{name, firstRule(id, CPPParserRULE_nestedNamePart) != nil}}
		}
		if firstToken(d, tokLBracket) != nil && firstRule(d, CPPParserRULE_declarator) == nil {
			var out []declared
			for _, n := range ruleChildren(d, CPPParserRULE_anyName) {
				out = append(out, declared{token: lastNameToken(n)})
			}
			return out
		}
		d = firstRule(d, CPPParserRULE_declarator)
	}
	return nil
}

// ruleChildren returns the children of ctx of a rule.
func ruleChildren(ctx antlr.ParserRuleContext, rule int) []antlr.ParserRuleContext {
	if ctx == nil {
		return nil
	}
	var out []antlr.ParserRuleContext
	for _, c := range ctx.GetChildren() {
		if c, ok := c.(antlr.ParserRuleContext); ok && c.GetRuleIndex() == rule {
			out = append(out, c)
		}
	}
	return out
}

func firstRule(ctx antlr.ParserRuleContext, rule int) antlr.ParserRuleContext {
	if ctx == nil {
		return nil
	}
	for _, c := range ctx.GetChildren() {
		if c, ok := c.(antlr.ParserRuleContext); ok && c.GetRuleIndex() == rule {
			return c
		}
	}
	return nil
}

func lastRule(ctx antlr.ParserRuleContext, rule int) antlr.ParserRuleContext {
	if ctx == nil {
		return nil
	}
	kids := ctx.GetChildren()
	for i := len(kids) - 1; i >= 0; i-- {
		if c, ok := kids[i].(antlr.ParserRuleContext); ok && c.GetRuleIndex() == rule {
			return c
		}
	}
	return nil
}

// firstToken returns the first token child of ctx of a (lexer) type.
func firstToken(ctx antlr.ParserRuleContext, typ int) antlr.Token {
	if ctx == nil {
		return nil
	}
	for _, c := range ctx.GetChildren() {
		if t, ok := c.(antlr.TerminalNode); ok && t.GetSymbol().GetTokenType() == typ {
			return t.GetSymbol()
		}
	}
	return nil
}

// lastToken returns the last token child of ctx of a type.
func lastToken(ctx antlr.ParserRuleContext, typ int) antlr.Token {
	if ctx == nil {
		return nil
	}
	kids := ctx.GetChildren()
	for i := len(kids) - 1; i >= 0; i-- {
		if t, ok := kids[i].(antlr.TerminalNode); ok && t.GetSymbol().GetTokenType() == typ {
			return t.GetSymbol()
		}
	}
	return nil
}

// lastNameToken returns the last name token under ctx (in an anyName, a
// typeNameSpecifier, ...), or nil.
func lastNameToken(ctx antlr.ParserRuleContext) antlr.Token {
	if ctx == nil {
		return nil
	}
	kids := ctx.GetChildren()
	for i := len(kids) - 1; i >= 0; i-- {
		switch c := kids[i].(type) {
		case antlr.TerminalNode:
			switch c.GetSymbol().GetTokenType() {
			case CPPParserIdentifier, CPPParserTypeName, CPPParserTemplateTypeName, CPPParserTemplateName,
				CPPParserScopeTemplateName, CPPParserConceptName, CPPParserNamespaceName,
				CPPParserBuiltinName, CPPParserBuiltinTypeName:
				return c.GetSymbol()
			}
		case antlr.ParserRuleContext:
			if c.GetRuleIndex() == CPPParserRULE_anyName {
				return lastNameToken(c)
			}
		}
	}
	return nil
}

// debugScopes, if set, is told the depth of the table at the end of each
// namespace definition (a development probe).
var debugScopes func(line, depth int)

var debugPop func(rule, line int)
