package parser_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/c"
	"github.com/hddmin/hddmin/tree"
)

func cGrammar(t *testing.T) *parser.Grammar {
	t.Helper()
	g, err := parser.Lookup("c")
	require.NoError(t, err)
	return g
}

// TestCCorpusSLL checks that SLL prediction alone parses the C corpus: the
// grammar must not depend on full-context prediction for real code.
func TestCCorpusSLL(t *testing.T) {
	for _, path := range corpusFiles(t) {
		if g, _ := parser.ForFile(path); g.Name != "c" {
			continue
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			race.SkipLarge(t, len(src))
			p, err := cGrammar(t).Parse(path, src, "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			assert.Equal(t, "SLL", p.Mode)
		})
	}
}

// TestCGolden parses the hard corners of C under ../testdata/c and compares
// their HDD trees (built and transformed with the default options) with
// the golden files beside them. Every input is valid C (GCC 12 compiles
// it), parses without errors in SLL mode to the tree full LL prediction
// builds, and unparses byte for byte.
func TestCGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "c", "*.[ci]"))
	require.NoError(t, err)
	goldenTrees(t, "c", files, func(t *testing.T, p *parser.Parse) {
		assert.Equal(t, "SLL", p.Mode)
		assert.Equal(t, p.String(), parseLL(p.Source), "full LL prediction builds another tree")
	})
}

// parseLL parses src with full LL prediction alone.
func parseLL(src []byte) string {
	tokens := antlr.NewCommonTokenStream(c.NewLexer(antlr.NewInputStream(string(src))), antlr.TokenDefaultChannel)
	tokens.Fill()
	p := c.NewParser(tokens)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	return parser.StringTree(p.TranslationUnit(), p.GetRuleNames())
}

// TestCTypedefNames checks that a name parses as a type exactly where it is
// a typedef name in scope.
func TestCTypedefNames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, src string
		decl      bool // T * x is a declaration
	}{
		{"typedef", "typedef int T; void f(void) { T * x; }", true},
		{"object", "int T, x; void f(void) { T * x; }", false},
		{"hidden in a block", "typedef int T; void f(void) { int T; T * x; }", false},
		{"visible again after the block", "typedef int T; void f(void) { { int T; } T * x; }", true},
		{"hidden by a parameter", "typedef int T; void f(int T) { T * x; }", false},
		{"a prototype's parameter hides nothing", "typedef int T; void g(int T); void f(void) { T * x; }", true},
		{"hidden by a for declaration", "typedef int T; void f(void) { for (int T;;) T * x; }", false},
		{"visible after the for", "typedef int T; void f(void) { for (int T;;); T * x; }", true},
		{"hidden by an enumerator", "typedef int T; void f(void) { enum { T }; T * x; }", false},
		{"typedef in a block", "void f(void) { typedef int T; T * x; }", true},
		{"block typedef gone", "int T, x; void g(void) { typedef int T; } void f(void) { T * x; }", false},
		{"typedef of a hidden name", "int T; void f(void) { typedef char T; T * x; }", true},
		{"typedef of a pointer to function", "typedef int (*T)(int a); void f(void) { T * x; }", true},
		{"second declarator", "typedef int A, *T; void f(void) { T * x; }", true},
		{"predefined", "typedef __int128_t T; void f(void) { T * x; }", true},
	}
	g := cGrammar(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p, err := g.ParseStrict("t.c", []byte(tt.src), "")
			require.NoError(t, err)
			s := p.String()
			if tt.decl {
				assert.Contains(t, s, "(declaration (declarationSpecifiers T) (initDeclarator (declarator (pointer *) x)) ;)", s)
			} else {
				assert.Contains(t, s, "(statement (expression (expr (expr T) * (expr x))) ;)", s)
			}
		})
	}
}

// TestCReplacements checks the replacements that make HDD work well on C:
// an expression becomes 0, a name a, a statement ;, a type int.
func TestCReplacements(t *testing.T) {
	g := cGrammar(t)
	r, err := g.Replacements()
	require.NoError(t, err)
	for rule, want := range map[string]string{
		"translationUnit": "", "externalDeclaration": ";", "declaration": "int;",
		"statement": ";", "compoundStatement": "{}", "structDeclaration": ";",
		"expression": "0", "expr": "0", "initializer": "0",
		"declarationSpecifiers": "int", "typeSpecifier": "int", "typeName": "int",
		"declarator": "a", "initDeclarator": "a", "parameterList": "void", "parameterDeclaration": "int",
		"functionDefinition": "void a(){}", "declarationModifier": "const", "attributeSpecifier": "__attribute__(())",
	} {
		got, ok := r.Rule(g.RuleIndex(rule))
		assert.True(t, ok, rule)
		assert.Equal(t, want, got, rule)
	}
	for tok, want := range map[string]string{
		"Identifier": "a", "Constant": "0", "StringLiteral": `""`, "CharacterConstant": "'a'", "'int'": "int",
	} {
		got, ok := r.Token(tokenType(t, g, tok))
		assert.True(t, ok, tok)
		assert.Equal(t, want, got, tok)
	}
	_, ok := r.Token(tokenType(t, g, "TypedefName"))
	assert.False(t, ok, "a typedef name has no replacement: no text is one in every scope")
}

// TestCReplacementsCompile compiles the replacement of each rule in a place
// where the rule stands, with GCC if it is installed.
func TestCReplacementsCompile(t *testing.T) {
	cc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("no gcc")
	}
	g := cGrammar(t)
	r, err := g.Replacements()
	require.NoError(t, err)
	// Where each rule stands; % is the replacement.
	places := map[string]string{
		"externalDeclaration":     "%",
		"functionDefinition":      "%",
		"declaration":             "%",
		"declarationSpecifiers":   "% x;",
		"declarationModifier":     "% int x; void f(%, int y) { % int z; }",
		"typeSpecifier":           "% x;",
		"typeQualifier":           "% int x;",
		"structOrUnionSpecifier":  "% *x;",
		"memberList":              "struct s %;",
		"structDeclaration":       "struct s { int x; % };",
		"structDeclarator":        "struct s { int %; };",
		"enumSpecifier":           "% *x;",
		"enumeratorList":          "enum e %;",
		"enumerator":              "enum e { % };",
		"typeofSpecifier":         "% x;",
		"alignmentSpecifier":      "% int x;",
		"initDeclarator":          "int %;",
		"declarator":              "int %;",
		"pointer":                 "int %x;",
		"declaratorSuffix":        "int x%;",
		"parameterList":           "int f(%);",
		"parameterDeclaration":    "int f(%);",
		"identifierList":          "int f(%) { return 0; }",
		"typeName":                "int x = sizeof(%);",
		"abstractDeclarator":      "int x = sizeof(int %);",
		"initializer":             "int x = %;",
		"designatedInitializer":   "int x[] = { % };",
		"staticAssertDeclaration": "% void f(void) { % }",
		"attributeSpecifier":      "% int x %; void f(void) { % ; }",
		"attribute":               "int x __attribute__((%));",
		"attributeName":           "int x __attribute__((%));",
		"asmStatement":            "% void f(void) { % }",
		"asmQualifier":            `void f(void) { asm % (""); }`,
		"asmOperand":              `void f(int x) { asm("" : : %); }`,
		"asmClobbers":             `void f(void) { asm("" : : : %); }`,
		"asmLabel":                "int x %;",
		"statement":               "void f(void) { % }",
		"secondaryBlock":          "void f(void) { if (1) % }",
		"label":                   "void f(int x) { switch (x) { % ; } }",
		"compoundStatement":       "void f(void) %",
		"localLabelDeclaration":   "void f(void) { % a: ; }",
		"expression":              "int x; void f(void) { x = %; }",
		"expr":                    "int x; void f(void) { x = %; }",
		"genericAssociation":      "int x = _Generic(0, %);",
		"stringLiteral":           "char *s = %;",
	}
	dir := t.TempDir()
	for rule, place := range places {
		repl, ok := r.Rule(g.RuleIndex(rule))
		require.True(t, ok, rule)
		src := strings.ReplaceAll(place, "%", repl) + "\n"
		file := filepath.Join(dir, rule+".c")
		require.NoError(t, os.WriteFile(file, []byte(src), 0o644))
		out, err := exec.Command(cc, "-std=gnu17", "-w", "-c", "-o", os.DevNull, file).CombinedOutput()
		assert.NoError(t, err, "rule %s: %q does not compile in %q:\n%s", rule, repl, src, out)
	}
}

// TestCLists checks that the elements of C's lists go one by one: removing
// one leaves valid C around the others.
func TestCLists(t *testing.T) {
	g := cGrammar(t)
	tests := []struct {
		src  string
		unit string // the tokens of the quantifier node to remove, joined by spaces
		want string
	}{
		{"int a, b, c;", ", b", "int a, c;"},
		{"int a, b, c;", "a", "int b, c;"},
		{"int a; int b; int c;", "int b ;", "int a; int c;"},
		{"void f(void) { a(); int b; c(); }", "int b ;", "void f(void) { a(); c(); }"},
		{"int f(int a, int b);", "int a", "int f( int b);"},
		{"struct s { int a; int b; };", "int a ;", "struct s { int b; };"},
		{"enum e { A, B, C };", ", B", "enum e { A, C };"},
		{"int x[] = { 1, 2, 3 };", ", 2", "int x[] = { 1, 3 };"},
		{"void f(void) { g(1, 2, 3); }", ", 3", "void f(void) { g(1, 2); }"},
		{"static const int x;", "const", "static int x;"},
		{"int x __attribute__((a, b));", "a", "int x __attribute__(( b));"},
		{"struct s { int a; } x;", "{ int a ; }", "struct s x;"},
	}
	for _, tt := range tests {
		t.Run(tt.src+" -"+tt.unit, func(t *testing.T) {
			p, err := g.ParseStrict("t.c", []byte(tt.src), "")
			require.NoError(t, err)
			tr := hddTree(t, p)
			var unit *tree.Node
			for n := range tree.Preorder(tr.Root()) {
				if n.Kind() == tree.Quantifier && tokenText(n) == tt.unit {
					unit = n
					break
				}
			}
			require.NotNil(t, unit, "no quantifier node holds %q", tt.unit)
			assert.Equal(t, tt.want, string(tr.Unparse(tree.State{}.WithRemoved(unit.ID()))))
		})
	}
}

// tokenText returns the texts of the tokens under n, joined by spaces.
func tokenText(n *tree.Node) string {
	var texts []string
	for m := range tree.Preorder(n) {
		if m.Kind() == tree.Token {
			texts = append(texts, m.Text())
		}
	}
	return strings.Join(texts, " ")
}

// FuzzCUnparse checks that any input, valid C or not, parses without a
// panic (the grammar's actions see the partial trees of error recovery)
// and comes back byte for byte from its tree.
func FuzzCUnparse(f *testing.F) {
	fuzzUnparse(f, "c", "fuzz.c", filepath.Join("..", "testdata", "c", "*.[ci]"),
		"typedef int T; T", "int f(T x) { T * y; }", "struct { int a } s;", "int (", "void f() { {{ }", "#pragma\n#", "a: }")
}
