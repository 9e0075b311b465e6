package text

import _ "embed"

// The .interp files the ANTLR tool wrote beside this package's code
// (vocabulary, rule names, serialized ATN), which package parser reads for
// its analysis of the grammar.
var (
	//go:embed TextLexer.interp
	LexerInterp []byte
	//go:embed TextParser.interp
	ParserInterp []byte
)
