package parser

import (
	_ "embed"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/c"
)

// The C grammar: preprocessed C with the GNU extensions (grammars/C.g4).

var (
	//go:embed c/CLexer.interp
	cLexerInterp []byte
	//go:embed c/C.interp
	cParserInterp []byte
)

func init() {
	g, err := NewGrammar("c", []string{".c", ".i", ".h"}, "translationUnit",
		func(in antlr.CharStream) antlr.Lexer { return c.NewLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return c.NewParser(in) },
		cLexerInterp, cParserInterp)
	if g != nil {
		g.Overrides = cOverrides
	}
	Register(g, err)
}

// cOverrides replace the shortest texts of the C grammar where they would
// not compile with GCC in its default mode (gnu17), or would not compile in
// every place the rule stands.
var cOverrides = map[string]string{
	"declarationModifier":     "const",                 // auto: not at file scope
	"functionDefinition":      "void a(){}",            // a{}: no function declarator
	"parameterList":           "void",                  // ...: C23 only
	"alignmentSpecifier":      "_Alignas(0)",           // alignas: C23 only
	"staticAssertDeclaration": `_Static_assert(1,"");`, // static_assert(0);: C23 only, and fails
	"attributeSpecifier":      "__attribute__(())",     // [[]]: C23 only (GCC 10 and later)
	"asmQualifier":            "volatile",              // goto: needs goto labels
	"asmClobbers":             `"memory"`,              // "": no such register
	"asmLabel":                `asm("a")`,              // asm(""): no symbol for the assembler
}
