package reduce_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
)

// jsonTree builds the transformed tree of a JSON text.
func jsonTree(t testing.TB, src []byte, bo tree.BuildOptions, to tree.TransformOptions) *tree.Tree {
	t.Helper()
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	p, err := g.Parse("in.json", src, "")
	require.NoError(t, err)
	r, err := g.Replacements()
	require.NoError(t, err)
	tr, err := tree.Build(p, r, bo)
	require.NoError(t, err)
	tr.Transform(to)
	return tr
}

// contains is a tester: interesting iff the candidate has every one of
// words, and is valid JSON if valid is set.
func contains(valid bool, words ...string) reduce.Tester {
	return reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
		if valid && !json.Valid(c) {
			return reduce.NotInteresting, nil
		}
		for _, w := range words {
			if !bytes.Contains(c, []byte(w)) {
				return reduce.NotInteresting, nil
			}
		}
		return reduce.Interesting, nil
	})
}

// TestReduceGolden reduces the inputs of testdata/reduce with simple
// testers and compares the result and the counts with golden files.
func TestReduceGolden(t *testing.T) {
	tests := []struct {
		name  string // of the golden file
		input string
		test  reduce.Tester
		opts  reduce.Options
	}{
		{"nested", "nested.json", contains(true, "foo", "bar"), reduce.Options{}},
		{"nested-hdd", "nested.json", contains(true, "foo", "bar"), reduce.Options{NoFixpoint: true}},
		{"nested-retries", "nested.json", contains(true, "retries"), reduce.Options{}},
		{"array", "array.json", contains(true, "foo", "bar"), reduce.Options{}},
		{"array-split-inf", "array.json", contains(true, "foo", "bar"), reduce.Options{DD: reduce.DDOptions{SplitFactor: reduce.Inf}}},
		{"syntax-error", "syntax-error.json", contains(false, "foo", "bar"), reduce.Options{}},
		{"whitespace", "whitespace.json", contains(true, "foo", "bar"), reduce.Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "testdata", "reduce", tt.input))
			require.NoError(t, err)
			tr := jsonTree(t, src, tree.BuildOptions{}, tree.TransformOptions{})
			res, err := reduce.Reduce(context.Background(), tr, tt.test, tt.opts)
			require.NoError(t, err)
			o, err := tt.test.Test(context.Background(), res.Output)
			require.NoError(t, err)
			assert.Equal(t, reduce.Interesting, o)
			got := fmt.Sprintf("%s\n-- %d -> %d bytes, %d tests, %d cache hits\n",
				res.Output, res.Stats.BytesBefore, res.Stats.BytesAfter, res.Stats.Tests, res.Stats.CacheHits)
			golden.Check(t, filepath.Join("..", "testdata", "reduce", tt.name+".golden"), []byte(got))
		})
	}
}

// TestReduceRandom reduces JSON inputs with testers that answer at random
// (the same for the same content), and checks the promises of HDD*: the
// result is interesting, no content is tested twice, every candidate
// parses, and the result is 1-tree-minimal: removing any one node still in
// it is not interesting.
func TestReduceRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed(t), 3))
	inputs, _ := filepath.Glob(filepath.Join("..", "testdata", "reduce", "*.json"))
	require.NotEmpty(t, inputs)
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	for i := range iterations(60) {
		path := inputs[i%len(inputs)]
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		p, err := g.Parse(path, src, "")
		require.NoError(t, err)
		valid := len(p.Errors) == 0
		bo := tree.BuildOptions{}
		to := tree.TransformOptions{PlainLists: rng.IntN(3) == 0, NoSqueeze: rng.IntN(3) == 0, NoHide: rng.IntN(3) == 0}
		tr := jsonTree(t, src, bo, to)
		salt, density := rng.Uint64(), uint64(rng.IntN(3)+2)
		interesting := func(c []byte) bool {
			if bytes.Equal(c, src) {
				return true
			}
			h := fnv.New64a()
			fmt.Fprint(h, salt)
			h.Write(c)
			return h.Sum64()%density == 0
		}
		seen := map[string]int{}
		test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
			seen[string(c)]++
			if valid {
				cp, err := g.Parse("candidate.json", c, "")
				require.NoError(t, err)
				assert.Empty(t, cp.Errors, "candidate %q does not parse (%+v %+v)", c, bo, to)
			}
			if interesting(c) {
				return reduce.Interesting, nil
			}
			return reduce.NotInteresting, nil
		})
		opts := reduce.Options{DD: ddOptions[rng.IntN(len(ddOptions))]}
		res, err := reduce.Reduce(context.Background(), tr, test, opts)
		require.NoError(t, err)
		require.True(t, interesting(res.Output))
		assert.Equal(t, string(res.Output), string(tr.Unparse(res.State)))
		for c, k := range seen {
			assert.Equal(t, 1, k, "content %q tested %d times", c, k)
		}
		assert.Equal(t, len(seen), res.Stats.Tests)
		for d := 0; ; d++ {
			nodes, more := tr.Level(res.State, d)
			if !more {
				break
			}
			for _, n := range nodes {
				c := tr.Unparse(res.State.WithRemoved(n.ID))
				assert.True(t, bytes.Equal(c, res.Output) || !interesting(c),
					"%s (%+v %+v %+v): removing node %d (%s) of %q leaves %q, interesting", path, bo, to, opts.DD, n.ID, n.Name, res.Output, c)
			}
		}
	}
}
