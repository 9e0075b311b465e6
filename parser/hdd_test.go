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
	tr.Transform(tree.TransformOptions{})
	return tr
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
			p, err := g.Parse(path, src, "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			tr := hddTree(t, p)
			assert.Equal(t, string(src), string(tr.Unparse(tree.State{})))
			golden.Check(t, strings.TrimSuffix(path, filepath.Ext(path))+".tree", []byte(tr.String()))
			if also != nil {
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
		p, err := g.Parse(file, []byte(s), "")
		require.NoError(t, err)
		if got := string(hddTree(t, p).Unparse(tree.State{})); got != s {
			t.Fatalf("unparse(%q) = %q", s, got)
		}
	})
}
