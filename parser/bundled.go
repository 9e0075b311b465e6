package parser

import (
	_ "embed"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/json"
)

// The bundled grammars. Each one's .interp files are embedded from its
// generated package.

var (
	//go:embed json/JSONLexer.interp
	jsonLexerInterp []byte
	//go:embed json/JSON.interp
	jsonParserInterp []byte
)

func init() {
	Register(NewGrammar("json", []string{".json"}, "json",
		func(in antlr.CharStream) antlr.Lexer { return json.NewJSONLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return json.NewJSONParser(in) },
		jsonLexerInterp, jsonParserInterp))
}
