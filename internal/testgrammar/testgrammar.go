// Package testgrammar registers the grammars that exist for tests only: the
// expression language of testdata/grammars/Expr.g4. Import it for its side
// effect; the bundled registry of package parser does not include it.
package testgrammar

import (
	_ "embed"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/testgrammar/expr"
	"github.com/hddmin/hddmin/parser"
)

var (
	//go:embed expr/ExprLexer.interp
	exprLexerInterp []byte
	//go:embed expr/Expr.interp
	exprParserInterp []byte
)

// Expr is the expression grammar (extension .expr).
var Expr *parser.Grammar

func init() {
	g, err := parser.NewGrammar("expr", []string{".expr"}, "file",
		func(in antlr.CharStream) antlr.Lexer { return expr.NewExprLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return expr.NewExprParser(in) },
		exprLexerInterp, exprParserInterp)
	parser.Register(g, err)
	Expr = g
}
