// Package hddmin is the root of the hddmin module. The tool is cmd/hddmin;
// the library is in the packages parser, tree, tree/fromparse and reduce, and
// testcmd runs a test command as a reduce.Tester.
//
// The lexers and parsers under parser/ are generated from grammars/ by
//
//	go generate .
//
// which needs Java 17 and the ANTLR tool (see grammars/antlr.sh). The
// generated code is committed, so building and testing need neither.
package hddmin

//go:generate grammars/antlr.sh json grammars/JSON.g4
//go:generate grammars/antlr.sh c grammars/C.g4
//go:generate grammars/antlr.sh cpp grammars/CPP.g4
//go:generate grammars/antlr.sh javascript grammars/JavaScriptLexer.g4 grammars/JavaScriptParser.g4
//go:generate grammars/antlr.sh css grammars/CSS.g4
//go:generate grammars/antlr.sh html grammars/HTMLLexer.g4 grammars/HTMLParser.g4
//go:generate grammars/antlr.sh text grammars/TextLexer.g4 grammars/TextParser.g4

// The grammar of the tests, generated outside parser/.
//go:generate env ANTLR_OUT=internal/testgrammar/expr grammars/antlr.sh expr testdata/grammars/Expr.g4
