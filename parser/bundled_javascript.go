package parser

import (
	_ "embed"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/javascript"
)

var (
	//go:embed javascript/JavaScriptLexer.interp
	javascriptLexerInterp []byte
	//go:embed javascript/JavaScriptParser.interp
	javascriptParserInterp []byte
)

func init() {
	g, err := NewGrammar("javascript", []string{".js", ".mjs", ".cjs"}, "program",
		func(in antlr.CharStream) antlr.Lexer { return javascript.NewJavaScriptLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return javascript.NewJavaScriptParser(in) },
		javascriptLexerInterp, javascriptParserInterp)
	Register(g, err)
}
