package html

import _ "embed"

// The .interp files the ANTLR tool wrote beside this package's code
// (vocabulary, rule names, serialized ATN), which package parser reads for
// its analysis of the grammar.
var (
	//go:embed HTMLLexer.interp
	LexerInterp []byte
	//go:embed HTMLParser.interp
	ParserInterp []byte
)
