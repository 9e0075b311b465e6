package target

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/interp"
)

// awk is the state of a lexer of grammars-v4's awk, whose awkLexerBase
// tells a regular expression from a division as JavaScript's does: a /
// after an expression (IsNotAfterExpr false) divides.
type awk struct{ lastToken }

// awkAfterExpr are the tokens that end an expression.
var awkAfterExpr = []string{"WORD", "NUMBER", "STRING", "BUILTIN_FUNC_NAME", "INCR", "DECR", "Rp", "Rb"}

func init() {
	lexerBases = append(lexerBases, &lexerBase[awk]{
		name:    "awkLexerBase",
		classes: []string{"awkLexerBase"},
		new:     func() *awk { return &awk{lastToken{types: &tokenTypes{}}} },
		preds: map[string]func(*awk, *interp.Lexer, []string) bool{
			"IsNotAfterExpr": func(s *awk, l *interp.Lexer, _ []string) bool { return !s.lastIs(l, awkAfterExpr...) },
		},
		nextToken: func(s *awk, l *interp.Lexer) antlr.Token { return keepLast(&s.lastToken, l) },
	})
}
