package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
)

// TestTransformFlags: each flag of a tree transformation reaches the tree.
// The Source that hddmin loads its input with carries it, and where the
// tree's dump shows it (all but the Fixed marks of hideUnremovableTokens
// and skipWhitespace), the dump differs from the default's. Dropping the
// transformations between the flags and the load passed every other test
// of the command.
func TestTransformFlags(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "sum.js")
	require.NoError(t, os.WriteFile(js, []byte("x = 1 + 2 + 3;\n"), 0o644))
	json := input(t, "tiny.json")
	tests := []struct {
		flags []string
		input string
		want  tree.TransformOptions
		shown bool // the dump shows the difference
	}{
		{[]string{"--no-squeeze-tree"}, json, tree.TransformOptions{NoSqueeze: true}, true},
		{[]string{"--plain-lists"}, json, tree.TransformOptions{PlainLists: true}, true},
		{[]string{"--flat-tokens"}, json, tree.TransformOptions{FlatTokens: true}, true},
		{[]string{"--flatten-recursion"}, js, tree.TransformOptions{FlattenRecursion: true}, true},
		{[]string{"--no-hide-unremovable"}, json, tree.TransformOptions{NoHide: true}, false},
		{[]string{"--keep-hidden", "--skip-whitespace"}, json, tree.TransformOptions{SkipWhitespace: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.flags[len(tt.flags)-1], func(t *testing.T) {
			cfg, err := parseArgs(append(append([]string{}, tt.flags...), "--dump", "tree", tt.input), io.Discard)
			require.NoError(t, err)
			src, err := os.ReadFile(tt.input)
			require.NoError(t, err)
			a := &app{cfg: cfg, stderr: io.Discard}
			s, err := a.source(context.Background(), src)
			require.NoError(t, err)
			assert.Equal(t, tt.want, s.Transform, "the transformations hddmin loads the input with")

			code, plain, _ := hddmin(t, "--dump", "tree", tt.input)
			require.Equal(t, 0, code)
			code, dump, stderr := hddmin(t, append(append([]string{}, tt.flags...), "--dump", "tree", tt.input)...)
			require.Equal(t, 0, code, stderr)
			if tt.shown {
				assert.NotEqual(t, plain, dump, "the dump with %v", tt.flags)
			}
		})
	}
}
