package reduce_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestNoCache: with Options.NoCache every candidate is tested: the same
// result, and as many tests as the run with the cache has tests and cache
// hits, at most (the hits it counts for configurations ddmin tried before
// include some after a round's winner, which a run without the cache
// never reaches), and more than its tests; for every variant of the ddmin
// family, seeded where it is random.
func TestNoCache(t *testing.T) {
	src := []byte(`{"a": [1, 2, 3, {"b": "foo"}, 4], "c": {"d": "bar", "e": [5, 6, 7]}, "f": [8, 9]}`)
	for _, dd := range []reduce.DDOptions{
		{SubsetOrder: reduce.Forward, Restart: true},
		{Variant: reduce.ProbDD, Seed: 3},
		{Variant: reduce.CDD, Seed: 3},
		{Variant: reduce.WDD, SubsetOrder: reduce.Forward},
		{Variant: reduce.WProbDD, Prior: 0.25},
	} {
		t.Run(dd.Variant.String(), func(t *testing.T) {
			opts := reduce.Options{DD: dd, Jobs: 1}
			cached, err := reduce.Reduce(context.Background(), jsonTree(t, src, fromparse.Options{}, tree.TransformOptions{}), contains(true, "foo", "bar"), opts)
			require.NoError(t, err)
			opts.NoCache = true
			all, err := reduce.Reduce(context.Background(), jsonTree(t, src, fromparse.Options{}, tree.TransformOptions{}), contains(true, "foo", "bar"), opts)
			require.NoError(t, err)
			assert.Equal(t, string(cached.Output), string(all.Output))
			assert.Zero(t, all.Stats.CacheHits)
			assert.Greater(t, all.Stats.Tests, cached.Stats.Tests)
			assert.LessOrEqual(t, all.Stats.Tests, cached.Stats.Tests+cached.Stats.CacheHits)
		})
	}
}
