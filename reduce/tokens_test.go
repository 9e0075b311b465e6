package reduce_test

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestFlatTokensIsTokenDDmin checks the baseline of TransformOptions.FlatTokens:
// the tree is its root over the input's tokens in order, and prune on it
// ends 1-minimal over the tokens (each removable token left is needed),
// with random tests, in the bundled grammars, broken inputs included.
func TestFlatTokensIsTokenDDmin(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 30))
	inputs := []string{"cmd/broken.json", "reduce/nested.json", "javascript/asi.js", "c/casts.c", "css/features.css"}
	for i := range iterations(2 * len(inputs)) {
		path := filepath.Join("..", "testdata", inputs[i%len(inputs)])
		src, g, p := parseFile(t, path)
		var want []string // the texts of the tokens, in order
		for _, tok := range p.Tokens() {
			if tok.GetChannel() == 0 && tok.GetTokenType() >= 0 {
				want = append(want, tok.GetText())
			}
		}
		tr := buildTree(t, g, src, fromparse.Options{}, tree.TransformOptions{FlatTokens: true})
		require.Equal(t, string(src), string(tr.Unparse(tree.State{})), path)
		var got []string
		for c := range tr.Root().Children() {
			require.Equal(t, tree.Token, c.Kind(), path)
			if !c.Is(tree.Missing) && c.Type() >= 0 { // not EOF
				got = append(got, c.Text())
			}
		}
		require.Equal(t, want, got, "%s: the root's children are the tokens", path)

		interesting := randomOracle(src, rng.Uint64(), uint64(rng.IntN(3)+2))
		opts := reduce.Recommended()
		opts.Phases = []reduce.Phase{reduce.Prune}
		res, err := reduce.Reduce(context.Background(), tr, testerOf(interesting), opts)
		require.NoError(t, err, path)
		assert.True(t, interesting(res.Output), path)
		for c := range tr.Root().Children() {
			if res.State.Removed(c.ID()) || c.Is(tree.Fixed) {
				continue
			}
			less := tr.Unparse(res.State.WithRemoved(c.ID()))
			assert.False(t, interesting(less) && len(less) < len(res.Output),
				"%s: %q is interesting without token %q: the result %q is not 1-minimal", path, less, c.Text(), res.Output)
		}
	}
}
