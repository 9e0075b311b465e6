package javascript

// This file is written by hand: what the base lexer decides, told to the
// generator of package parser (parser.Grammar.Generate).

import (
	"strings"
	"sync"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
)

// Semantics tell hddmin's generator what the base lexer decides by
// context, with the base lexer's own state machine (lexState) run over the
// tokens generated: a token type is allowed next only if the lexer would
// give that type to its text there (an object brace only where an
// expression starts, a regular expression only where an operand does, a
// name for a keyword after a dot, ...), and a virtual semicolon only where
// the lexer inserts one: after the end of a statement, before a token that
// cannot continue it (its text is a line break).
type Semantics struct{}

// VirtualText gives the text of a virtual semicolon, which no lexer rule
// makes: a line break.
func (Semantics) VirtualText(typ int) (string, bool) {
	if typ == JavaScriptLexerVirtualSemicolon {
		return "\n", true
	}
	return "", false
}

// Begin returns the state of a new generation: the lexer's at the start
// of the input.
func (Semantics) Begin() parser.SemanticState {
	g := &genState{}
	g.st.frames = append(g.st.frames, frame{kind: frameTop})
	g.st.endLine = 1
	g.st.prevStop = -1
	g.st.atStatement()
	return g
}

// genState is the lexer's state after the tokens generated so far.
type genState struct {
	st lexState
	// A virtual semicolon was generated: the lexer inserts it before the
	// next token, which must be one that cannot continue the statement.
	pending bool
}

// keywords maps the text of each word token (keywords, literals, the
// contextual words) to its type.
var keywords = sync.OnceValue(func() map[string]int {
	JavaScriptLexerInit()
	m := map[string]int{}
	for typ, lit := range JavaScriptLexerLexerStaticData.LiteralNames {
		if len(lit) > 2 && lit[0] == '\'' && isWordText(lit[1:len(lit)-1]) {
			if _, dup := m[lit[1:len(lit)-1]]; !dup {
				m[lit[1:len(lit)-1]] = typ
			}
		}
	}
	return m
})

func isWordText(s string) bool {
	for _, c := range s {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return s != ""
}

// rawType returns the type the lexer's rules give a token of type typ
// with text text, before the base lexer retypes it by context.
func rawType(typ int, text string) int {
	switch typ {
	case JavaScriptLexerObjectBrace:
		return JavaScriptLexerOpenBrace
	case JavaScriptLexerFunctionExpression:
		return JavaScriptLexerFunction
	case JavaScriptLexerClassExpression:
		return JavaScriptLexerClass
	case JavaScriptLexerForIn:
		return JavaScriptLexerIn
	case JavaScriptLexerArrowParen:
		return JavaScriptLexerOpenParen
	case JavaScriptLexerIdentifier:
		if k, ok := keywords()[text]; ok {
			return k
		}
	}
	return typ
}

// simulate returns the type the lexer gives the next token, raw of type
// raw, and whether it inserts a virtual semicolon before it, as Emit
// does, on a copy of the state.
func (g *genState) simulate(raw int, newline bool) (typ int, semicolon bool) {
	s := g.st
	s.frames = append([]frame(nil), g.st.frames...)
	s.resync(raw, newline)
	semicolon = s.needsSemicolon(raw, newline)
	if semicolon {
		s.semicolon()
	}
	return s.token(raw), semicolon
}

// Allow reports whether the lexer would give a token of type typ that
// type here.
func (g *genState) Allow(typ int) bool {
	s := &g.st
	switch typ {
	case JavaScriptLexerVirtualSemicolon:
		return !g.pending && s.prev != 0 && s.top().kind.statements() &&
			(s.exprEnd || s.restricted || s.prev == JavaScriptLexerDebugger)
	case antlr.TokenEOF:
		return !g.pending // no semicolon is inserted before the end
	}
	raw := rawType(typ, "")
	// The modes the lexer chooses before a token.
	switch raw {
	case JavaScriptLexerDivide, JavaScriptLexerDivideAssign:
		if !s.exprEnd {
			return false
		}
	case JavaScriptLexerRegularExpressionLiteral:
		if s.exprEnd {
			return false
		}
	case JavaScriptLexerCloseBrace:
		if s.top().kind == frameTemplate {
			return false
		}
	case JavaScriptLexerTemplateMiddle, JavaScriptLexerTemplateTail:
		if s.top().kind != frameTemplate {
			return false
		}
	}
	got, semicolon := g.simulate(raw, g.pending)
	if semicolon != g.pending {
		return false
	}
	if typ == JavaScriptLexerArrowParen {
		return got == JavaScriptLexerOpenParen // retyped by what follows its )
	}
	return got == typ
}

// TextType: a virtual semicolon's text is made here; the others' by the
// lexer rules of their own type.
func (g *genState) TextType(typ int) int {
	if typ == JavaScriptLexerVirtualSemicolon {
		return -1
	}
	return typ
}

// Options: none; the lexer rules make every text.
func (g *genState) Options(int) []string { return nil }

// Text returns the text of a token: a virtual semicolon is a line break,
// or nothing where hidden text of its own comes before it (a replay puts
// the line break there); a keyword drawn for an identifier stays if the
// lexer makes it a name here.
func (g *genState) Text(typ int, drawn string, hidden bool) (string, bool) {
	switch typ {
	case JavaScriptLexerVirtualSemicolon:
		if hidden {
			return "", false
		}
		return "\n", false
	case JavaScriptLexerIdentifier:
		if raw := rawType(typ, drawn); raw != typ {
			if got, semicolon := g.simulate(raw, g.pending); got == JavaScriptLexerIdentifier && semicolon == g.pending {
				return drawn, false
			}
		}
	}
	return drawn, true
}

// Token moves the state past a token, as Emit does.
func (g *genState) Token(typ int, text, before string) {
	switch typ {
	case JavaScriptLexerVirtualSemicolon:
		g.pending = true
		return
	case antlr.TokenEOF:
		return
	}
	newline := g.pending || strings.ContainsAny(before, "\r\n\u2028\u2029")
	s := &g.st
	raw := rawType(typ, text)
	s.resync(raw, newline)
	if s.needsSemicolon(raw, newline) {
		s.semicolon()
	}
	s.token(raw)
	g.pending = false
}

// Enter, Exit and Action: the lexer knows nothing of rules.
func (g *genState) Enter(*parser.GenNode)       {}
func (g *genState) Exit(*parser.GenNode)        {}
func (g *genState) Action(*parser.GenNode, int) {}
