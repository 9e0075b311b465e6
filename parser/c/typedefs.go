package c

// This file is written by hand; the rest of the package is generated from
// grammars/C.g4 by the ANTLR tool.

import (
	"slices"

	"github.com/antlr4-go/antlr/v4"
)

// NewLexer returns a lexer for C that keeps the text of every identifier in
// its token, since the parser looks names up often.
func NewLexer(input antlr.CharStream) *CLexer {
	l := NewCLexer(input)
	l.Virt = l // so that the base lexer calls our Emit
	return l
}

// Emit makes the token the lexer just matched.
func (l *CLexer) Emit() antlr.Token {
	if l.GetType() == CLexerIdentifier {
		l.SetText(l.GetText())
	}
	return l.BaseLexer.Emit()
}

// NewParser returns a parser for C that tells typedef names from other
// identifiers. It reads tokens through a stream that returns an Identifier
// token as a TypedefName token while the name is a typedef name in the
// parser's current scope; the actions of the grammar keep the table of names
// (see CBaseParser). Each parser has its own table.
func NewParser(tokens antlr.TokenStream) *CParser {
	if tokens == nil {
		return NewCParser(nil)
	}
	names := newNameTable()
	p := NewCParser(&typedefStream{TokenStream: tokens, names: names, retyped: map[int]antlr.Token{}})
	p.names = names
	p.typedefKeyword = slices.Index(p.LiteralNames, "'typedef'")
	return p
}

// predefinedTypes are the typedef names GCC declares itself, and C23's
// bool, which is a keyword there and a typedef name or a macro for _Bool
// before.
var predefinedTypes = []string{"__int128_t", "__uint128_t", "__builtin_ms_va_list", "__builtin_sysv_va_list", "bool"}

// CBaseParser is what the generated CParser is built on (the superClass
// option of the grammar): the table of names that the actions of the
// grammar keep.
type CBaseParser struct {
	*antlr.BaseParser
	names          *nameTable
	typedefKeyword int // the token type of 'typedef'
}

// table returns the table of names, made on first use for a parser that
// NewParser did not make (it then reads no typedef names at all).
func (p *CBaseParser) table() *nameTable {
	if p.names == nil {
		p.names = newNameTable()
	}
	return p.names
}

// pushScope opens a block scope.
func (p *CBaseParser) pushScope() { p.table().push() }

// popScope closes the innermost block scope.
func (p *CBaseParser) popScope() { p.table().pop() }

// declareInit is called after the declarator of an init-declarator: the
// name it declares is a typedef name if the declaration's specifiers say
// typedef, and an ordinary identifier otherwise.
func (p *CBaseParser) declareInit() {
	ctx := p.GetParserRuleContext()
	name := declaredName(lastRuleChild(ctx, CParserRULE_declarator))
	typedef := false
	if decl, ok := ctx.GetParent().(antlr.ParserRuleContext); ok && decl.GetRuleIndex() == CParserRULE_declaration {
		typedef = p.saysTypedef(firstRuleChild(decl, CParserRULE_declarationSpecifiers))
	}
	p.table().declare(name, typedef)
}

// declareEnumerator is called after the name of an enumerator, an ordinary
// identifier.
func (p *CBaseParser) declareEnumerator() {
	ctx := p.GetParserRuleContext()
	if ctx.GetChildCount() > 0 {
		if t, ok := ctx.GetChild(0).(antlr.TerminalNode); ok {
			p.table().declare(t.GetText(), false)
		}
	}
}

// enterFunction is called after the declarator of a function definition:
// it declares the function and opens the scope of its body, with the
// parameters in it.
func (p *CBaseParser) enterFunction() {
	d := lastRuleChild(p.GetParserRuleContext(), CParserRULE_declarator)
	names := p.table()
	names.declare(declaredName(d), false)
	names.push()
	for _, param := range functionParameters(d) {
		names.declare(declaredName(firstRuleChild(param, CParserRULE_declarator)), false)
	}
}

// exitFunction closes the scope of a function body.
func (p *CBaseParser) exitFunction() { p.table().pop() }

// saysTypedef reports whether declaration specifiers include typedef.
func (p *CBaseParser) saysTypedef(specs antlr.ParserRuleContext) bool {
	if specs == nil {
		return false
	}
	for _, c := range specs.GetChildren() {
		m, ok := c.(antlr.ParserRuleContext)
		if !ok || m.GetRuleIndex() != CParserRULE_declarationModifier || m.GetChildCount() != 1 {
			continue
		}
		if t, ok := m.GetChild(0).(antlr.TerminalNode); ok && t.GetSymbol().GetTokenType() == p.typedefKeyword {
			return true
		}
	}
	return false
}

// declaredName returns the identifier a declarator declares, or "" for none.
func declaredName(d antlr.ParserRuleContext) string {
	if d == nil {
		return ""
	}
	for _, c := range d.GetChildren() {
		switch c := c.(type) {
		case antlr.TerminalNode:
			if typ := c.GetSymbol().GetTokenType(); typ == CParserIdentifier || typ == CParserTypedefName {
				return c.GetText()
			}
		case antlr.ParserRuleContext:
			if c.GetRuleIndex() == CParserRULE_declarator {
				return declaredName(c)
			}
		}
	}
	return ""
}

// functionParameters returns the parameter declarations of the function a
// declarator declares: those of the first suffix after the name.
func functionParameters(d antlr.ParserRuleContext) []antlr.ParserRuleContext {
	if d == nil {
		return nil
	}
	named := false
	for _, c := range d.GetChildren() {
		switch c := c.(type) {
		case antlr.TerminalNode:
			if typ := c.GetSymbol().GetTokenType(); typ == CParserIdentifier || typ == CParserTypedefName {
				named = true
			}
		case antlr.ParserRuleContext:
			switch {
			case c.GetRuleIndex() == CParserRULE_declarator:
				return functionParameters(c)
			case named && c.GetRuleIndex() == CParserRULE_declaratorSuffix:
				var params []antlr.ParserRuleContext
				if list := firstRuleChild(c, CParserRULE_parameterList); list != nil {
					for _, pc := range list.GetChildren() {
						if pc, ok := pc.(antlr.ParserRuleContext); ok && pc.GetRuleIndex() == CParserRULE_parameterDeclaration {
							params = append(params, pc)
						}
					}
				}
				return params
			}
		}
	}
	return nil
}

func firstRuleChild(ctx antlr.ParserRuleContext, rule int) antlr.ParserRuleContext {
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

func lastRuleChild(ctx antlr.ParserRuleContext, rule int) antlr.ParserRuleContext {
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

// nameTable says which names are typedef names, scope by scope. Only the
// names that matter are in it: typedef names, and ordinary identifiers
// that hide a typedef name of an outer scope.
type nameTable struct {
	typedef map[string]bool // a name's meaning in the current scope: typedef name or not
	undo    []binding       // what the open scopes changed, to restore when they close
	marks   []int           // len(undo) when each open scope was opened
}

// binding is a name's meaning before a scope changed it.
type binding struct {
	name           string
	typedef, known bool
}

func newNameTable() *nameTable {
	t := &nameTable{typedef: map[string]bool{}}
	for _, name := range predefinedTypes {
		t.typedef[name] = true
	}
	return t
}

func (t *nameTable) isTypedef(name string) bool { return t.typedef[name] }

// declare makes name a typedef name or an ordinary identifier in the
// current scope.
func (t *nameTable) declare(name string, typedef bool) {
	old, known := t.typedef[name]
	if name == "" || old == typedef && (known || !typedef) {
		return
	}
	if len(t.marks) > 0 {
		t.undo = append(t.undo, binding{name, old, known})
	}
	t.typedef[name] = typedef
}

func (t *nameTable) push() { t.marks = append(t.marks, len(t.undo)) }

func (t *nameTable) pop() {
	if len(t.marks) == 0 {
		return // unbalanced after a syntax error
	}
	mark := t.marks[len(t.marks)-1]
	t.marks = t.marks[:len(t.marks)-1]
	for i := len(t.undo) - 1; i >= mark; i-- {
		b := t.undo[i]
		if b.known {
			t.typedef[b.name] = b.typedef
		} else {
			delete(t.typedef, b.name)
		}
	}
	t.undo = t.undo[:mark]
}

// typedefStream is the token stream the parser reads: it returns an
// Identifier token as a TypedefName token while its name is a typedef name.
// The tokens themselves are not changed; retyped holds the TypedefName
// stand-ins, by token index, but for those of the tokens the parse has
// released (see parser.Parse.ReleaseTokens): a large input has tens of
// thousands, and each would keep the memory of its neighbours too.
type typedefStream struct {
	antlr.TokenStream
	names   *nameTable
	retyped map[int]antlr.Token
	next    int // when len(retyped) reaches it, forget the released
}

func (s *typedefStream) LT(k int) antlr.Token {
	t := s.TokenStream.LT(k)
	if t == nil || t.GetTokenType() != CParserIdentifier || !s.names.isTypedef(t.GetText()) {
		return t
	}
	i := t.GetTokenIndex()
	r, ok := s.retyped[i]
	if !ok {
		r = typedefToken{t}
		s.retyped[i] = r
		if len(s.retyped) >= s.next {
			s.forget()
		}
	}
	return r
}

// forget deletes the stand-ins of the tokens the parse has released.
func (s *typedefStream) forget() {
	if r, ok := s.TokenStream.(interface{ Released() int }); ok {
		released := r.Released()
		for i := range s.retyped {
			if i < released {
				delete(s.retyped, i)
			}
		}
	}
	s.next = 2 * max(len(s.retyped), 512)
}

func (s *typedefStream) LA(k int) int {
	return s.LT(k).GetTokenType()
}

// typedefToken is an Identifier token seen as a TypedefName token.
type typedefToken struct{ antlr.Token }

func (typedefToken) GetTokenType() int { return CParserTypedefName }
