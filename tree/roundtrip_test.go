package tree_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/build"
)

// makeTree parses src with g and builds and transforms its tree.
func makeTree(t testing.TB, g *parser.Grammar, name string, src []byte, bo build.Options, to tree.TransformOptions) (*tree.Tree, *parser.Parse) {
	t.Helper()
	p, err := g.Parse(name, src, "")
	require.NoError(t, err)
	r, err := g.Replacements()
	require.NoError(t, err)
	tr, err := build.Tree(p, r, bo)
	require.NoError(t, err)
	tr.Transform(to)
	return tr, p
}

// TestRoundTripCorpus parses every file of ../shared/corpus that a bundled
// grammar reads, and checks that the tree unparses to the file byte for
// byte, with and without hidden tokens in the tree, and with the grammar's
// islands (the scripts and styles of HTML pages) in the first case. Files
// over 3 MB are left out with -short.
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
			if testing.Short() && len(src) > 3<<20 {
				t.Skipf("%d bytes: only without -short", len(src))
			}
			race.SkipLarge(t, len(src))
			tr, p := makeTree(t, g, path, src, build.Options{Islands: g.Islands}, tree.TransformOptions{})
			assert.Empty(t, p.Errors, "a valid file")
			assert.Empty(t, tr.Warnings, "valid islands")
			assert.Equal(t, string(src), string(tr.Unparse(tree.State{})))
			// The builder taking the parse apart builds the same tree.
			consumed, p := makeTree(t, g, path, src, build.Options{Islands: g.Islands, Consume: true}, tree.TransformOptions{})
			assert.Nil(t, p.Tree, "the parse taken apart")
			assert.True(t, consumed.Sexpr(tree.State{}) == tr.Sexpr(tree.State{}), "the same tree with Consume")
			tr, _ = makeTree(t, g, path, src, build.Options{KeepHidden: true}, tree.TransformOptions{NoSqueeze: true})
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
		for _, o := range []options{{}, {b: build.Options{KeepHidden: true}}, {b: build.Options{KeepHidden: true, Consume: true}}, plain, {t: tree.TransformOptions{FlattenRecursion: true}}} {
			tr, _ := makeTree(t, g, "fuzz.json", []byte(s), o.b, o.t)
			if got := string(tr.Unparse(tree.State{})); got != s {
				t.Fatalf("unparse(%q) = %q with %+v", s, got, o)
			}
		}
	})
}
