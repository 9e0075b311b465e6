package tree_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/long"
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// makeTree parses src with g and builds and transforms its tree.
func makeTree(t testing.TB, g *parser.Grammar, name string, src []byte, bo fromparse.Options, to tree.TransformOptions) (*tree.Tree, *parser.Parse) {
	t.Helper()
	p, err := g.Parse(name, src, "")
	require.NoError(t, err)
	r, err := g.Replacements()
	require.NoError(t, err)
	bo.Transform = to
	tr, err := fromparse.Tree(p, r, bo)
	require.NoError(t, err)
	return tr, p
}

// parseTree makes the tree of src as hddmin does (fromparse.Load: the
// builder parses src itself and builds the items of the root as the
// parser finishes them), with the islands and the build options of bo.
func parseTree(t testing.TB, g *parser.Grammar, name string, src []byte, bo fromparse.Options) *tree.Tree {
	t.Helper()
	islands := bo.Islands
	bo.Islands = nil
	in, err := fromparse.Load(fromparse.Source{Grammar: g, File: name, Text: src, Islands: islands, NoIslands: true, Build: bo})
	require.NoError(t, err)
	return in.Tree
}

// parseTreeErrors is parseTree, with the syntax errors of the parse.
func parseTreeErrors(t testing.TB, g *parser.Grammar, name string, src []byte, bo fromparse.Options) (*tree.Tree, []*parser.SyntaxError) {
	t.Helper()
	islands := bo.Islands
	bo.Islands = nil
	in, err := fromparse.Load(fromparse.Source{Grammar: g, File: name, Text: src, Islands: islands, NoIslands: true, Build: bo})
	require.NoError(t, err)
	return in.Tree, in.Errors
}

// TestBuilderParse checks that the tree a fromparse.Builder builds while it
// parses is the tree of the parse built after it, on the inputs of the
// bundled grammars' tests, broken ones (whose parse starts over in LL
// mode), and the examples of grammars loaded at run time, one of them with
// a left-recursive start rule (no listener: built after the parse).
func TestBuilderParse(t *testing.T) {
	var cases []string
	for _, glob := range []string{"c/*.c", "cpp/*.cpp", "javascript/*.js", "css/*.css", "html/*.html", "reduce/*.json", "cmd/*.json"} {
		files, _ := filepath.Glob(filepath.Join("..", "testdata", glob))
		cases = append(cases, files...)
	}
	require.NotEmpty(t, cases)
	check := func(t *testing.T, g *parser.Grammar, name string, src []byte) {
		for _, hidden := range []bool{false, true} {
			want, p := makeTree(t, g, name, src, fromparse.Options{Islands: g.Islands, KeepHidden: hidden, Consume: true}, tree.TransformOptions{})
			got, errs := parseTreeErrors(t, g, name, src, fromparse.Options{Islands: g.Islands, KeepHidden: hidden})
			assert.Equal(t, want.Sexpr(tree.State{}), got.Sexpr(tree.State{}), "%s (%d syntax errors), hidden tokens %v", name, len(p.Errors), hidden)
			assert.Equal(t, p.Errors, errs, "%s: the syntax errors, hidden tokens %v", name, hidden)
			assert.Equal(t, string(src), string(got.Unparse(tree.State{})), name)
			assert.Equal(t, want.Warnings(), got.Warnings(), name)
		}
	}
	for _, path := range cases {
		g, err := parser.ForFile(path)
		require.NoError(t, err, path)
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		check(t, g, path, src)
		// A declaration, a statement or a member too many in the middle.
		mid := bytes.IndexByte(src[len(src)/2:], '\n') + len(src)/2 + 1
		if mid > len(src)/2 {
			broken := slices.Concat(src[:mid], []byte("} x ; ,\n"), src[mid:])
			check(t, g, path+" (broken)", broken)
		}
	}
	// Inputs of many items, whose tokens the parse releases slab by slab
	// (package parser), broken at the end: the parse starts over in LL
	// mode and lexes the input again.
	for _, path := range []string{"../testdata/c/attributes.c", "../testdata/cpp/declarations.cpp", "../testdata/javascript/functions.js"} {
		g, err := parser.ForFile(path)
		require.NoError(t, err, path)
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		many := bytes.Repeat(src, 30)
		check(t, g, path+" (x30)", many)
		check(t, g, path+" (x30, broken)", slices.Concat(many, []byte("} x ; ,\n"), src))
	}
	// Lists of elements large enough to be built as the parser finishes
	// them, in a grammar without actions (the first one is not: it is
	// parsed before the list's context ends), broken in the middle and at
	// the end.
	for _, tc := range []struct{ name, open, elem, sep, close string }{
		{"records.json", "[\n", `{"id": %d, "name": "n%d", "tags": ["a", "b"], "v": [1, [2, {}]]}`, ",\n", "\n]\n"},
		{"rules.css", "", ".c%d > p:hover, #i%d { color: red; margin: 0 1px 2px 3px; }", "\n", "\n"},
		{"list.html", "<ul>\n", "<li id=i%d class='x y'>item <b>%d</b> <a href=#>a</a></li>", "\n", "\n</ul>\n"},
	} {
		g, err := parser.ForFile(tc.name)
		require.NoError(t, err)
		var b strings.Builder
		b.WriteString(tc.open)
		n := 3000
		if testing.Short() || race.Enabled {
			n = 600 // still 18 slabs of tokens or more; 3,000 took 5 of the test's 7 s under -short
		}
		for i := range n {
			if i > 0 {
				b.WriteString(tc.sep)
			}
			fmt.Fprintf(&b, tc.elem, i, i)
		}
		b.WriteString(tc.close)
		src := []byte(b.String())
		check(t, g, tc.name, src)
		mid := bytes.IndexByte(src[len(src)/2:], '\n') + len(src)/2 + 1
		check(t, g, tc.name+" (broken)", slices.Concat(src[:mid], []byte("} x ; ,\n"), src[mid:]))
		check(t, g, tc.name+" (broken at the end)", slices.Concat(src, []byte("} x ; ,\n")))
	}
	root := filepath.Join("..", "..", "shared", "grammars-v4")
	if _, err := os.Stat(root); err != nil {
		t.Skipf("no grammars-v4 test data at %s: %v", root, err)
	}
	for _, file := range []string{"sqlite/SQLiteParser.g4", "tinyc/tinyc.g4", "arithmetic/arithmetic.g4", "sexpression/sexpression.g4", "csv/CSV.g4"} {
		lg, err := parser.LoadGrammar([]string{filepath.Join(root, file)}, parser.LoadOptions{})
		require.NoError(t, err, file)
		examples, _ := filepath.Glob(filepath.Join(root, filepath.Dir(file), "examples", "*"))
		for _, ex := range examples {
			if strings.HasSuffix(ex, ".antlr-tree") {
				continue
			}
			src, err := os.ReadFile(ex)
			require.NoError(t, err)
			check(t, lg.Grammar, ex, src)
		}
	}
}

// TestRoundTripCorpus parses every file of ../shared/corpus that a bundled
// grammar reads, and checks that the tree unparses to the file byte for
// byte, with and without hidden tokens in the tree, and with the grammar's
// islands (the scripts and styles of HTML pages) in the first case. Files
// over 3 MB are left out but with -tags long (typescript.js took 2 of the
// package's 5 minutes on a busy machine).
func TestRoundTripCorpus(t *testing.T) {
	root := filepath.Join("..", "..", "shared", "corpus")
	if _, err := os.Stat(root); err != nil {
		t.Skipf("no corpus at %s: %v", root, err)
	}
	files, _ := filepath.Glob(filepath.Join(root, "*", "*"))
	n := 0
	for _, path := range files {
		g, err := parser.ForFile(path)
		if err != nil {
			continue
		}
		n++
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			if !long.Enabled && len(src) > 3<<20 {
				t.Skipf("%d bytes: with -tags long", len(src))
			}
			race.SkipLarge(t, len(src))
			tr, p := makeTree(t, g, path, src, fromparse.Options{Islands: g.Islands}, tree.TransformOptions{})
			assert.Empty(t, p.Errors, "a valid file")
			assert.Empty(t, tr.Warnings(), "valid islands")
			assert.Equal(t, string(src), string(tr.Unparse(tree.State{})))
			// The builder taking the parse apart builds the same tree.
			consumed, p := makeTree(t, g, path, src, fromparse.Options{Islands: g.Islands, Consume: true}, tree.TransformOptions{})
			assert.Nil(t, p.Tree, "the parse taken apart")
			assert.True(t, consumed.Sexpr(tree.State{}) == tr.Sexpr(tree.State{}), "the same tree with Consume")
			// So does the builder that builds the items of the root as the parser finishes them.
			streamed := parseTree(t, g, path, src, fromparse.Options{Islands: g.Islands})
			assert.True(t, streamed.Sexpr(tree.State{}) == tr.Sexpr(tree.State{}), "the same tree built while parsing")
			tr, _ = makeTree(t, g, path, src, fromparse.Options{KeepHidden: true}, tree.TransformOptions{NoSqueeze: true})
			assert.Equal(t, string(src), string(tr.Unparse(tree.State{})))
		})
	}
	require.NotZero(t, n, "no corpus file has a grammar")
}

// FuzzUnparse checks that any input, valid or not, comes back byte for byte
// from its tree.
func FuzzUnparse(f *testing.F) {
	for _, s := range []string{`{"a": [1, 2.5e3, "x\n"], "b": {}}`, "[1,,2", "{\"a\" 1}", "\xff[\"\xc3\"]", "  \n", `]]`, "{\"\": [true, false, null]} x"} {
		f.Add(s)
	}
	g, err := parser.Lookup("json")
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range []options{{}, {b: fromparse.Options{KeepHidden: true}}, {b: fromparse.Options{KeepHidden: true, Consume: true}}, plain, {t: tree.TransformOptions{FlattenRecursion: true}}} {
			tr, _ := makeTree(t, g, "fuzz.json", []byte(s), o.b, o.t)
			if got := string(tr.Unparse(tree.State{})); got != s {
				t.Fatalf("unparse(%q) = %q with %+v", s, got, o)
			}
		}
	})
}
