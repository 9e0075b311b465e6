package parser_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// hddTree builds the HDD tree of parse p with its grammar's replacements,
// and transforms it, all with the default options.
func hddTree(t testing.TB, p *parser.Parse) *tree.Tree {
	t.Helper()
	r, err := p.Grammar.Replacements()
	require.NoError(t, err)
	tr, err := fromparse.Tree(p, r, fromparse.Options{})
	require.NoError(t, err)
	return tr
}

// loadTree makes the tree of src with g as hddmin does (fromparse.Load:
// parse, build, transform, and the check that the tree unparses to src),
// with the default options and without islands.
func loadTree(t testing.TB, g *parser.Grammar, file string, src []byte) *fromparse.Loaded {
	t.Helper()
	in, err := fromparse.Load(fromparse.Source{Grammar: g, File: file, Text: src, NoIslands: true})
	require.NoError(t, err)
	return in
}

// goldenTrees parses each of files with grammar name, checks that it has
// no syntax errors and that its tree unparses byte for byte, and compares
// the tree with the golden file beside it (NAME.tree); then also, if not
// nil, checks what else the grammar promises of the parse.
func goldenTrees(t *testing.T, name string, files []string, also func(*testing.T, *parser.Parse)) {
	g, err := parser.Lookup(name)
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			in := loadTree(t, g, path, src) // which checks the round trip
			assert.Empty(t, in.Errors)
			golden.Check(t, strings.TrimSuffix(path, filepath.Ext(path))+".tree", []byte(in.Tree.String()))
			if also != nil {
				p, err := g.Parse(path, src, "")
				require.NoError(t, err)
				also(t, p)
			}
		})
	}
}

// fuzzUnparse checks that any input parses in grammar name without a panic
// and comes back byte for byte from its tree. The files that glob matches
// and seeds start the corpus; file names the inputs.
func fuzzUnparse(f *testing.F, name, file, glob string, seeds ...string) {
	files, err := filepath.Glob(glob)
	require.NoError(f, err)
	for _, path := range files {
		src, err := os.ReadFile(path)
		require.NoError(f, err)
		f.Add(string(src))
	}
	for _, s := range seeds {
		f.Add(s)
	}
	g, err := parser.Lookup(name)
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, s string) {
		in := loadTree(t, g, file, []byte(s)) // which checks the round trip
		if got := string(in.Tree.Unparse(tree.State{})); got != s {
			t.Fatalf("unparse(%q) = %q", s, got)
		}
	})
}
