// Package bundle registers the grammars that come with hddmin (json,
// javascript, c, cpp, css, html, text) with package parser, by name and file
// extension, and HTML's islands. Import it for its side effect where
// parser.Lookup and parser.ForFile must find them; packages parser, tree
// and reduce do not, so that a program that brings its own grammar links
// none of the bundled ones. A grammar's .interp data is decoded and checked
// on its first Lookup, not at init.
package bundle

import (
	_ "embed"
	"path/filepath"
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/c"
	"github.com/hddmin/hddmin/parser/cpp"
	"github.com/hddmin/hddmin/parser/css"
	"github.com/hddmin/hddmin/parser/html"
	"github.com/hddmin/hddmin/parser/javascript"
	"github.com/hddmin/hddmin/parser/json"
	"github.com/hddmin/hddmin/parser/text"
)

func init() {
	register("json", "json", []string{".json"},
		func(in antlr.CharStream) antlr.Lexer { return json.NewJSONLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return json.NewJSONParser(in) },
		json.LexerInterp, json.ParserInterp, nil, nil, nil)
	register("javascript", "program", []string{".js", ".mjs", ".cjs"},
		func(in antlr.CharStream) antlr.Lexer { return javascript.NewJavaScriptLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return javascript.NewJavaScriptParser(in) },
		javascript.LexerInterp, javascript.ParserInterp, nil, nil, javascript.Semantics{})
	register("css", "styleSheet", []string{".css"},
		func(in antlr.CharStream) antlr.Lexer { return css.NewLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return css.NewCSSParser(in) },
		css.LexerInterp, css.ParserInterp, nil, nil, nil)
	register("html", "document", []string{".html", ".htm", ".xhtml"},
		func(in antlr.CharStream) antlr.Lexer { return html.NewHTMLLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return html.NewHTMLParser(in) },
		html.LexerInterp, html.ParserInterp, htmlOverrides, htmlIslands, html.Semantics{})
	// Preprocessed C with the GNU extensions (grammars/C.g4).
	register("c", "translationUnit", []string{".c", ".i", ".h"},
		func(in antlr.CharStream) antlr.Lexer { return c.NewLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return c.NewParser(in) },
		c.LexerInterp, c.ParserInterp, cOverrides, nil, c.Semantics{})
	// Preprocessed GNU C++ (grammars/CPP.g4). Extensions are looked up
	// without case, so .C is C's .c.
	register("cpp", "translationUnit", []string{".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".ii"},
		func(in antlr.CharStream) antlr.Lexer { return cpp.NewLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return cpp.NewParser(in) },
		cpp.LexerInterp, cpp.ParserInterp, cppOverrides, nil, nil)
	// Any text: lines, paragraphs, indentation, brackets and quotes
	// (grammars/TextLexer.g4, grammars/TextParser.g4), for the inputs no
	// other grammar reads.
	register("text", "text", []string{".txt", ".text"},
		func(in antlr.CharStream) antlr.Lexer { return text.NewTextLexer(in) },
		func(in antlr.TokenStream) antlr.Parser { return text.NewTextParser(in) },
		text.LexerInterp, text.ParserInterp, textOverrides, nil, text.Semantics{})
}

// extensions are the file name extensions of the bundled grammars.
var extensions []string

// Fallback is the name of the grammar of the files whose extension no
// bundled grammar reads: text.
const Fallback = "text"

// ForFile returns the bundled grammar for the extension of path, as
// parser.ForFile does; for a name with an extension that no bundled grammar
// reads, or with none, it returns the text grammar, and fallback true.
func ForFile(path string) (g *parser.Grammar, fallback bool, err error) {
	if slices.Contains(extensions, strings.ToLower(filepath.Ext(path))) {
		g, err = parser.ForFile(path)
		return g, false, err
	}
	g, err = parser.Lookup(Fallback)
	return g, true, err
}

// register registers a bundled grammar, built on its first use; sem are
// the semantics of its Go code, for the generator.
func register(name, start string, exts []string,
	newLexer func(antlr.CharStream) antlr.Lexer, newParser func(antlr.TokenStream) antlr.Parser,
	lexerInterp, parserInterp []byte, overrides map[string]string, islands []byte, sem parser.Semantics) {
	extensions = append(extensions, exts...)
	parser.RegisterLazy(name, exts, func() (*parser.Grammar, error) {
		g, err := parser.NewGrammar(name, exts, start, newLexer, newParser, lexerInterp, parserInterp)
		if err != nil {
			return nil, err
		}
		g.Overrides = overrides
		g.Semantics = sem
		if islands != nil {
			if g.Islands, err = parser.ReadIslands(name+" islands", islands); err != nil {
				return nil, err
			}
		}
		return g, nil
	})
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

// textOverrides let a line and the blank lines between two paragraphs
// go on their own: the header of a block without the lines indented under
// it, two paragraphs joined. The grammar gives them no shorter text, as
// the lexer makes a line break and blank lines only in context.
var textOverrides = map[string]string{
	"line":  "",
	"BLANK": "",
	"MORE":  "",
}

// cppOverrides replace the shortest texts of the C++ grammar where they
// would not compile with g++ (in its default mode, gnu++17, and in the
// strict c++11 of most crash reports) where the rule stands, or where a
// longer text compiles in more places: GNU attributes go anywhere, [[]]
// only in C++11's places; __typeof__ is a keyword in every mode.
var cppOverrides = map[string]string{
	"constructorDeclarator":   "operator int()",       // ~a(): a destructor of another class
	"bitField":                ":1",                   // :0: no name for a zero width
	"declaratorTail":          "__attribute__(())",    // [[]]
	"declModifier":            "__attribute__(())",    // [[]]
	"typeQualifier":           "__attribute__(())",    // [[]]
	"attributeSpecifier":      "__attribute__(())",    // [[]]
	"attribute":               "unused",               // ':'
	"attributeName":           "unused",               // ':'
	"balancedToken":           "0",                    // ':'
	"definingTypeSpecifier":   "struct a",             // enum a: not declared; int: no more a type specifier
	"elaboratedTypeSpecifier": "struct a",             // enum a: not declared
	"simpleTypeSpecifier":     "__typeof__(0)",        // typeof(0): not in c++11
	"typeofSpecifier":         "__typeof__(0)",        // typeof(0): not in c++11
	"arraySuffix":             "[1]",                  // []: no size for a definition
	"exceptionSpecification":  "noexcept",             // throw(): not in C++20
	"initializer":             "{}",                   // (): declares a function
	"linkageSpecification":    `extern"C"{}`,          // extern"";: no such language
	"usingDirective":          "using namespace std;", // a: not declared (g++ declares std)
	"staticAssertDeclaration": `static_assert(1,"");`, // static_assert(0);: fails, and C++17 only
	"templateArgument":        "int",                  // 0: most arguments are types
	"requiresClause":          "requires true",        // requires a: not declared
	"constraintExpression":    "true",
	"constraintPrimary":       "true",
	"requiresExpression":      "requires{0;}", // requires{}: no requirement
	"asmQualifier":            "volatile",     // goto: needs goto labels
	"asmOperands":             `"r"(0)`,       // ""(0): no constraint
	"asmOperand":              `"r"(0)`,
	"asmClobbers":             `"memory"`, // "": no such register
	"asmLabel":                `asm("a")`, // asm(""): no symbol for the assembler
}

// htmlIslands are the islands of HTML pages: scripts, event handler
// attributes and javascript: URLs are JavaScript (JSON for the JSON types
// of script), style elements and attributes CSS.
//
//go:embed html_islands.json
var htmlIslands []byte

// htmlOverrides replace the shortest texts of the HTML grammar that would
// run into what follows them: an unclosed quote (an attribute value that
// must stay is ""), a doctype or bogus comment without its >, a < (of
// text, or of a script's or style's text, which is a space instead); and
// an end tag may go (the element then ends where the page implies).
var htmlOverrides = map[string]string{
	"endTag":         "",
	"attributeValue": `""`,
	"ATTR_VALUE":     `""`,
	"attribute":      "a",
	"DOCTYPE":        "<!doctype>",
	"BOGUS_COMMENT":  "<!>",
	"TEXT":           "a",
	"SCRIPT_TEXT":    " ",
	"STYLE_TEXT":     " ",
	"RAW_TEXT":       " ",
}
