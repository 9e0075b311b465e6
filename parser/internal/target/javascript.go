package target

import (
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/interp"
)

// The base classes of grammars-v4's javascript/javascript. The lexer's
// tells a regular expression from a division by the token before it
// (IsRegexPossible), follows strict mode ("use strict" at the start of a
// body, IsStrictMode) and the braces of template strings
// (IsInTemplateString); the parser's looks at the tokens around the
// current one: the text of the last and the next, a line break before
// the next (automatic semicolons).

// lastToken is the state every lexer base that looks back has: the last
// token on the default channel, kept by nextToken.
type lastToken struct {
	last  antlr.Token
	types *tokenTypes
}

// keepLast is the nextToken of such a base.
func keepLast(s *lastToken, l *interp.Lexer) antlr.Token {
	next := l.Super()
	if next.GetChannel() == antlr.TokenDefaultChannel {
		s.last = next
	}
	return next
}

// lastIs reports whether the last token is of one of the types named.
func (s *lastToken) lastIs(l *interp.Lexer, names ...string) bool {
	if s.last == nil {
		return false
	}
	typ := s.last.GetTokenType()
	return slices.ContainsFunc(names, func(n string) bool { return s.types.of(l, n) == typ })
}

// javascript is the state of a lexer of javascript/javascript.
type javascript struct {
	lastToken
	scopeStrictModes                   []bool
	useStrictDefault, useStrictCurrent bool
	currentDepth                       int
	templateDepthStack                 []int
}

// jsNotBeforeRegex are the tokens after which a / is a division: a
// regular expression may follow any other.
var jsNotBeforeRegex = []string{"Identifier", "NullLiteral", "BooleanLiteral", "This", "CloseBracket", "CloseParen",
	"OctalIntegerLiteral", "DecimalLiteral", "HexIntegerLiteral", "StringLiteral", "PlusPlus", "MinusMinus"}

func init() {
	type js = javascript
	lexerBases = append(lexerBases, &lexerBase[js]{
		name:    "JavaScriptLexerBase",
		classes: []string{"JavaScriptLexerBase"},
		new:     func() *js { return &js{lastToken: lastToken{types: &tokenTypes{}}} },
		preds: map[string]func(*js, *interp.Lexer, []string) bool{
			"IsStartOfFile": func(s *js, _ *interp.Lexer, _ []string) bool { return s.last == nil },
			"IsStrictMode":  func(s *js, _ *interp.Lexer, _ []string) bool { return s.useStrictCurrent },
			"IsInTemplateString": func(s *js, _ *interp.Lexer, _ []string) bool {
				n := len(s.templateDepthStack)
				return n > 0 && s.templateDepthStack[n-1] == s.currentDepth
			},
			"IsRegexPossible": func(s *js, l *interp.Lexer, _ []string) bool {
				return !s.lastIs(l, jsNotBeforeRegex...)
			},
		},
		actions: map[string]func(*js, *interp.Lexer, []string){
			"ProcessOpenBrace": func(s *js, _ *interp.Lexer, _ []string) {
				s.currentDepth++
				n := len(s.scopeStrictModes)
				s.useStrictCurrent = s.useStrictDefault
				if n > 0 && s.scopeStrictModes[n-1] {
					s.useStrictCurrent = true
				}
				s.scopeStrictModes = append(s.scopeStrictModes, s.useStrictCurrent)
			},
			"ProcessCloseBrace": func(s *js, _ *interp.Lexer, _ []string) {
				s.useStrictCurrent = s.useStrictDefault
				if n := len(s.scopeStrictModes); n > 0 {
					s.useStrictCurrent = s.scopeStrictModes[n-1]
					s.scopeStrictModes = s.scopeStrictModes[:n-1]
				}
				s.currentDepth--
			},
			"ProcessTemplateOpenBrace": func(s *js, _ *interp.Lexer, _ []string) {
				s.currentDepth++
				s.templateDepthStack = append(s.templateDepthStack, s.currentDepth)
			},
			"ProcessTemplateCloseBrace": func(s *js, _ *interp.Lexer, _ []string) {
				if n := len(s.templateDepthStack); n > 0 {
					s.templateDepthStack = s.templateDepthStack[:n-1]
				}
				s.currentDepth--
			},
			"ProcessStringLiteral": func(s *js, l *interp.Lexer, _ []string) {
				if s.last != nil && !s.lastIs(l, "OpenBrace") {
					return
				}
				if text := l.GetText(); text == `"use strict"` || text == `'use strict'` {
					if n := len(s.scopeStrictModes); n > 0 {
						s.scopeStrictModes = s.scopeStrictModes[:n-1]
					}
					s.useStrictCurrent = true
					s.scopeStrictModes = append(s.scopeStrictModes, true)
				}
			},
		},
		nextToken: func(s *js, l *interp.Lexer) antlr.Token { return keepLast(&s.lastToken, l) },
	})
	parserBases = append(parserBases, &parserBase[parserTypes]{
		name:    "JavaScriptParserBase",
		classes: []string{"JavaScriptParserBase"},
		new:     func() *parserTypes { return &parserTypes{} },
		preds: map[string]func(*parserTypes, antlr.Parser, []string) bool{
			"p":    prevIs,
			"prev": prevIs,
			"n":    nextIs,
			"next": nextIs,
			"notLineTerminator": func(s *parserTypes, p antlr.Parser, _ []string) bool {
				return !s.lineTerminatorAhead(p)
			},
			"lineTerminatorAhead": func(s *parserTypes, p antlr.Parser, _ []string) bool {
				return s.lineTerminatorAhead(p)
			},
			"notOpenBraceAndNotFunction": func(s *parserTypes, p antlr.Parser, _ []string) bool {
				typ := p.GetTokenStream().LT(1).GetTokenType()
				return typ != s.of(p, "OpenBrace") && typ != s.of(p, "Function_")
			},
			"closeBrace": func(s *parserTypes, p antlr.Parser, _ []string) bool {
				return p.GetTokenStream().LT(1).GetTokenType() == s.of(p, "CloseBrace")
			},
		},
	})
}

// parserTypes is the state of a parser base that needs token types by
// name: found once.
type parserTypes struct{ types map[string]int }

func (s *parserTypes) of(p antlr.Parser, name string) int {
	if t, ok := s.types[name]; ok {
		return t
	}
	if s.types == nil {
		s.types = map[string]int{}
	}
	t := antlr.TokenInvalidType
	if i := slices.Index(p.GetSymbolicNames(), name); i >= 0 {
		t = i
	}
	s.types[name] = t
	return t
}

// prevIs and nextIs: the text of the last token, of the next one, is the
// argument.
func prevIs(_ *parserTypes, p antlr.Parser, args []string) bool {
	t := p.GetTokenStream().LT(-1)
	return t != nil && len(args) == 1 && t.GetText() == args[0]
}

func nextIs(_ *parserTypes, p antlr.Parser, args []string) bool {
	t := p.GetTokenStream().LT(1)
	return t != nil && len(args) == 1 && t.GetText() == args[0]
}

// lineTerminatorAhead reports whether a line break comes before the
// current token: a LineTerminator just before it (but for whitespace),
// or a multi-line comment that holds one.
func (s *parserTypes) lineTerminatorAhead(p antlr.Parser) bool {
	in := p.GetTokenStream()
	i := p.GetCurrentToken().GetTokenIndex() - 1
	if i < 0 {
		return false
	}
	ahead := in.Get(i)
	if ahead.GetChannel() != antlr.TokenHiddenChannel {
		return false
	}
	if ahead.GetTokenType() == s.of(p, "LineTerminator") {
		return true
	}
	if ahead.GetTokenType() == s.of(p, "WhiteSpaces") {
		i = p.GetCurrentToken().GetTokenIndex() - 2
		if i < 0 {
			return false
		}
		ahead = in.Get(i)
	}
	text, typ := ahead.GetText(), ahead.GetTokenType()
	return typ == s.of(p, "MultiLineComment") && containsLineBreak(text) || typ == s.of(p, "LineTerminator")
}

func containsLineBreak(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' || s[i] == '\r' {
			return true
		}
	}
	return false
}
