package tree_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestInterpTrees builds the HDD trees of the same inputs from the generated
// parse and from interpreted ones (parser.NewInterpGrammar over the same
// .interp data, and the grammar loaded from its .g4 file) and checks that
// they are the same, as built and as transformed by default, and that the
// grammars have the same replacements.
func TestInterpTrees(t *testing.T) {
	json, err := parser.Lookup("json")
	require.NoError(t, err)
	inputs := map[*parser.Grammar][]string{}
	for _, g := range []*parser.Grammar{json, testgrammar.Expr} {
		err := filepath.WalkDir(filepath.Join("..", "testdata"), func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && filepath.Ext(path) == g.Extensions[0] {
				inputs[g] = append(inputs[g], path)
			}
			return err
		})
		require.NoError(t, err)
		require.NotEmpty(t, inputs[g])
	}
	if entries, err := os.ReadDir(filepath.Join("..", "..", "shared", "corpus", "json")); err == nil {
		for _, e := range entries {
			inputs[json] = append(inputs[json], filepath.Join("..", "..", "shared", "corpus", "json", e.Name()))
		}
	} else {
		t.Logf("no shared JSON corpus (it lives outside the repository): %v", err)
	}
	texts := map[*parser.Grammar][]string{
		json: {"", `{"a": 1`, `{"a" 1}`, `[1 2]`, `{"a": 1,}`, `[1,,2]`, `{"a": [1, 2}`, `]`, `[tru, @]`},
		testgrammar.Expr: {"", "x = 1 + ;", "x = (1 + 2;", "x = 1 * * 2;", "let a, , b = ;",
			"if (x) y = 1; else", "seq a : : b;", "{ x = 1; { y = 2;", "x = f(1 2, , 3);"},
	}

	sources := map[*parser.Grammar]string{json: "../grammars/JSON.g4", testgrammar.Expr: "../testdata/grammars/Expr.g4"}
	for _, gen := range []*parser.Grammar{json, testgrammar.Expr} {
		interp, err := parser.NewInterpGrammar(gen.Name, gen.Extensions, gen.Start, gen.Lexer, gen.Parser)
		require.NoError(t, err)
		loaded, err := parser.LoadGrammar([]string{sources[gen]}, parser.LoadOptions{})
		require.NoError(t, err)
		for _, in := range []*parser.Grammar{interp, loaded.Grammar} {
			in.Overrides = gen.Overrides
			testInterpTrees(t, gen, in, inputs[gen], texts[gen])
		}
	}
}

// testInterpTrees compares the trees that grammars gen (generated) and in
// (interpreted) build from the same inputs, and their replacements.
func testInterpTrees(t *testing.T, gen, in *parser.Grammar, inputs, texts []string) {
	wantRepl, err := gen.Replacements()
	require.NoError(t, err)
	gotRepl, err := in.Replacements()
	require.NoError(t, err)
	assert.Equal(t, wantRepl, gotRepl, "%s: replacements", gen.Name)

	check := func(t *testing.T, name string, src []byte) {
		want, wantParse := buildRaw(t, gen, name, src)
		got, gotParse := buildRaw(t, in, name, src)
		assert.Equal(t, len(wantParse.Errors), len(gotParse.Errors), "syntax errors")
		assert.Equal(t, want.Sexpr(tree.State{}), got.Sexpr(tree.State{}), "built tree")
		want, _ = makeTree(t, gen, name, src, fromparse.Options{}, tree.TransformOptions{})
		got, _ = makeTree(t, in, name, src, fromparse.Options{}, tree.TransformOptions{})
		assert.Equal(t, want.Sexpr(tree.State{}), got.Sexpr(tree.State{}), "transformed tree")
		assert.Equal(t, string(src), string(got.Unparse(tree.State{})))
	}
	t.Run(gen.Name, func(t *testing.T) {
		for _, path := range inputs {
			t.Run(filepath.Base(path), func(t *testing.T) {
				src, err := os.ReadFile(path)
				require.NoError(t, err)
				check(t, path, src)
			})
		}
		for _, text := range texts {
			t.Run(text, func(t *testing.T) { check(t, "in"+gen.Extensions[0], []byte(text)) })
		}
	})
}

// asBuilt are the options of no transformation: the tree as built.
var asBuilt = tree.TransformOptions{PlainLists: true, NoSqueeze: true, NoHide: true}

// buildRaw builds the HDD tree of src with g and its replacements, not
// transformed.
func buildRaw(t *testing.T, g *parser.Grammar, name string, src []byte) (*tree.Tree, *parser.Parse) {
	t.Helper()
	p, err := g.Parse(name, src, "")
	require.NoError(t, err)
	r, err := g.Replacements()
	require.NoError(t, err)
	tr, err := fromparse.Tree(p, r, fromparse.Options{Transform: asBuilt})
	require.NoError(t, err)
	return tr, p
}
