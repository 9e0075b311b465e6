package target

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/interp"
)

// csharp is the state of a lexer of grammars-v4's csharp/v6, whose
// CSharpLexerBase reads interpolated strings ($"..." and $@"..."): the
// braces of an expression inside one (its } ends it and returns to the
// string), a : that starts its format, and the string's kind (regular or
// verbatim) for the characters inside.
type csharp struct {
	level       int    // the interpolated strings open
	verbatims   []bool // the kind of each, innermost last
	curlyLevels []int  // the braces open in each expression, innermost last
	verbatim    bool   // the innermost is verbatim
}

func init() {
	type cs = csharp
	lexerBases = append(lexerBases, &lexerBase[cs]{
		name:    "CSharpLexerBase",
		classes: []string{"CSharpLexerBase"},
		new:     func() *cs { return &cs{} },
		actions: map[string]func(*cs, *interp.Lexer, []string){
			"OnInterpolatedRegularStringStart":   func(s *cs, _ *interp.Lexer, _ []string) { s.open(false) },
			"OnInterpolatedVerbatiumStringStart": func(s *cs, _ *interp.Lexer, _ []string) { s.open(true) },
			"OnOpenBrace": func(s *cs, _ *interp.Lexer, _ []string) {
				if n := len(s.curlyLevels); s.level > 0 && n > 0 {
					s.curlyLevels[n-1]++
				}
			},
			"OnCloseBrace": func(s *cs, l *interp.Lexer, _ []string) {
				n := len(s.curlyLevels)
				if s.level == 0 || n == 0 {
					return
				}
				s.curlyLevels[n-1]--
				if s.curlyLevels[n-1] == 0 {
					s.curlyLevels = s.curlyLevels[:n-1]
					l.Skip()
					popMode(l)
				}
			},
			"OnColon": func(s *cs, l *interp.Lexer, _ []string) {
				if s.level > 0 && formatAhead(l.GetInputStream()) {
					l.SetMode(modeOf(l, "INTERPOLATION_FORMAT"))
				}
			},
			"OpenBraceInside": func(s *cs, _ *interp.Lexer, _ []string) { s.curlyLevels = append(s.curlyLevels, 1) },
			"OnDoubleQuoteInside": func(s *cs, _ *interp.Lexer, _ []string) {
				s.level--
				if n := len(s.verbatims); n > 0 {
					s.verbatims = s.verbatims[:n-1]
				}
				s.verbatim = len(s.verbatims) > 0 && s.verbatims[len(s.verbatims)-1]
			},
			"OnCloseBraceInside": func(s *cs, _ *interp.Lexer, _ []string) {
				if n := len(s.curlyLevels); n > 0 {
					s.curlyLevels = s.curlyLevels[:n-1]
				}
			},
		},
		preds: map[string]func(*cs, *interp.Lexer, []string) bool{
			"IsRegularCharInside":          func(s *cs, _ *interp.Lexer, _ []string) bool { return !s.verbatim },
			"IsVerbatiumDoubleQuoteInside": func(s *cs, _ *interp.Lexer, _ []string) bool { return s.verbatim },
		},
	})
	parserBases = append(parserBases, &parserBase[parserTypes]{
		name:    "CSharpParserBase",
		classes: []string{"CSharpParserBase"},
		new:     func() *parserTypes { return &parserTypes{} },
		preds: map[string]func(*parserTypes, antlr.Parser, []string) bool{
			"$adjacent": adjacent,
			// Another declarator after a comma, but for a var declaration
			// (var a = 1, b = 2; is not C#).
			"IsLocalVariableDeclaration": func(_ *parserTypes, p antlr.Parser, _ []string) bool {
				ctx := p.GetParserRuleContext()
				names := p.GetRuleNames()
				if ctx == nil || ruleName(names, ctx.GetRuleIndex()) != "local_variable_declaration" {
					return false
				}
				for _, c := range ctx.GetChildren() {
					if r, ok := c.(antlr.ParserRuleContext); ok && ruleName(names, r.GetRuleIndex()) == "local_variable_type" {
						return r.GetText() != "var"
					}
				}
				return true
			},
		},
	})
}

// open starts an interpolated string.
func (s *csharp) open(verbatim bool) {
	s.level++
	s.verbatims = append(s.verbatims, verbatim)
	s.verbatim = verbatim
}

// formatAhead reports whether the : just read starts the format of an
// interpolation: a } comes before any other : or ). (Java's loop does not
// stop at the end of the input; this one does, with no format.)
func formatAhead(in antlr.CharStream) bool {
	for i := 1; ; i++ {
		switch in.LA(i) {
		case '}':
			return true
		case ':', ')', antlr.TokenEOF:
			return false
		}
	}
}

func ruleName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return ""
	}
	return names[i]
}

// adjacent is the predicate $first.index + 1 == $second.index where it
// follows its two labeled tokens (first = '>' second = '>' {...}?, as
// csharp's right_shift): the last two tokens matched have nothing
// between them, hidden tokens included.
func adjacent(_ *parserTypes, p antlr.Parser, _ []string) bool {
	in := p.GetTokenStream()
	a, b := in.LT(-2), in.LT(-1)
	return a != nil && b != nil && a.GetTokenIndex()+1 == b.GetTokenIndex()
}
