package cpp

import _ "embed"

// The .interp files the ANTLR tool wrote beside this package's code
// (vocabulary, rule names, serialized ATN), which package parser reads for
// its analysis of the grammar.
var (
	//go:embed CPPLexer.interp
	LexerInterp []byte
	//go:embed CPP.interp
	ParserInterp []byte
)
