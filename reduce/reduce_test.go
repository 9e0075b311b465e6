package reduce_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/internal/seed"
	_ "github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/internal/treetest"
	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// jsonTree builds the transformed tree of a JSON text.
func jsonTree(t testing.TB, src []byte, bo fromparse.Options, to tree.TransformOptions) *tree.Tree {
	t.Helper()
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	return buildTree(t, g, src, bo, to)
}

// buildTree builds the transformed tree of src in grammar g.
func buildTree(t testing.TB, g *parser.Grammar, src []byte, bo fromparse.Options, to tree.TransformOptions) *tree.Tree {
	t.Helper()
	tr, _ := buildTreeFrom(t, g, "", src, bo, to)
	return tr
}

// buildTreeFrom builds the transformed tree of src in grammar g from rule
// start (the grammar's if empty), and returns it with the parse.
func buildTreeFrom(t testing.TB, g *parser.Grammar, start string, src []byte, bo fromparse.Options, to tree.TransformOptions) (*tree.Tree, *parser.Parse) {
	t.Helper()
	p, err := g.Parse("in", src, start)
	require.NoError(t, err)
	r, err := g.Replacements()
	require.NoError(t, err)
	bo.Transform = to
	tr, err := fromparse.Tree(p, r, bo)
	require.NoError(t, err)
	return tr, p
}

// parseFile reads the file at path and parses it with the grammar of its
// extension.
func parseFile(t *testing.T, path string) ([]byte, *parser.Grammar, *parser.Parse) {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	g, err := parser.ForFile(path)
	require.NoError(t, err)
	p, err := g.Parse(path, src, "")
	require.NoError(t, err)
	return src, g, p
}

// randomOracle is a random but repeatable interestingness (see
// seed.Oracle).
func randomOracle(src []byte, salt, density uint64) func([]byte) bool {
	return seed.Oracle(src, salt, density)
}

// testerOf is the tester that finds the texts f accepts interesting.
func testerOf(f func([]byte) bool) reduce.Tester {
	return reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
		if f(c) {
			return reduce.Interesting, nil
		}
		return reduce.NotInteresting, nil
	})
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
	expr := []string{"g(", "/ 0"}
	tests := []struct {
		name  string // of the golden file
		input string
		test  reduce.Tester
		opts  reduce.Options
		to    tree.TransformOptions
		bo    fromparse.Options
	}{
		{name: "nested", input: "nested.json", test: contains(true, "foo", "bar")},
		{name: "nested-hdd", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{NoFixpoint: true}},
		{name: "nested-retries", input: "nested.json", test: contains(true, "retries")},
		{name: "nested-coarse", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{Phases: []reduce.Phase{reduce.CoarsePrune}}},
		{name: "nested-hddr-bfs", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{Algorithm: reduce.HDDr}},
		{name: "nested-hddr-dfs", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{Algorithm: reduce.HDDr, HDDrOrder: reduce.DFS}},
		{name: "nested-hoist", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{Phases: []reduce.Phase{reduce.Prune, reduce.Hoist}}},
		{name: "nested-space", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{Phases: []reduce.Phase{reduce.CoarsePrune, reduce.Prune, reduce.Space}}},
		{name: "nested-plain", input: "nested.json", test: contains(true, "foo", "bar"), to: tree.TransformOptions{PlainLists: true}},
		{name: "array", input: "array.json", test: contains(true, "foo", "bar")},
		{name: "array-split-inf", input: "array.json", test: contains(true, "foo", "bar"), opts: reduce.Options{DD: reduce.DDOptions{SplitFactor: reduce.Inf}}},
		{name: "array-subset-skip", input: "array.json", test: contains(true, "foo", "bar"), opts: reduce.Options{DD: reduce.DDOptions{SubsetOrder: reduce.Skip}}},
		{name: "array-complement-first", input: "array.json", test: contains(true, "foo", "bar"), opts: reduce.Options{DD: reduce.DDOptions{ComplementFirst: true, ComplementOrder: reduce.Backward}}},
		{name: "syntax-error", input: "syntax-error.json", test: contains(false, "foo", "bar")},
		{name: "whitespace", input: "whitespace.json", test: contains(true, "foo", "bar")},
		{name: "whitespace-keep-hidden", input: "whitespace.json", test: contains(true, "foo", "bar"), bo: fromparse.Options{KeepHidden: true}},
		{name: "program", input: "program.expr", test: contains(false, expr...)},
		{name: "program-coarse-flatten", input: "program.expr", test: contains(false, expr...), opts: reduce.Options{Phases: []reduce.Phase{reduce.CoarsePrune}}, to: tree.TransformOptions{FlattenRecursion: true}},
		{name: "program-hoist", input: "program.expr", test: contains(false, expr...), opts: reduce.Options{Phases: []reduce.Phase{reduce.Prune, reduce.Hoist}}},
		{name: "nested-shrink", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Options{Phases: []reduce.Phase{reduce.Prune, reduce.Shrink}}},
		{name: "program-shrink", input: "program.expr", test: contains(false, expr...), opts: reduce.Options{Phases: []reduce.Phase{reduce.Prune, reduce.Shrink}}},
		{name: "program-hddr", input: "program.expr", test: contains(false, expr...), opts: reduce.Options{Algorithm: reduce.HDDr, HDDrOrder: reduce.DFS}},
		{name: "program-seq", input: "program.expr", test: contains(false, "seq", "r"), to: tree.TransformOptions{FlattenRecursion: true}},
		{name: "nested-recommended", input: "nested.json", test: contains(true, "foo", "bar"), opts: reduce.Recommended()},
		{name: "program-recommended", input: "program.expr", test: contains(false, expr...), opts: reduce.Recommended()},
		{name: "program-keep-hidden", input: "program.expr", test: contains(false, "bug", "g("), bo: fromparse.Options{KeepHidden: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "testdata", "reduce", tt.input))
			require.NoError(t, err)
			g, err := parser.ForFile(tt.input)
			require.NoError(t, err)
			tr := buildTree(t, g, src, tt.bo, tt.to)
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

// randomVariant picks options of a reduction at random.
func randomVariant(rng *rand.Rand) (reduce.Options, fromparse.Options, tree.TransformOptions) {
	var opts reduce.Options
	for range rng.IntN(4) + 1 {
		opts.Phases = append(opts.Phases, reduce.Phase(rng.IntN(5)))
	}
	opts.Algorithm = reduce.Algorithm(rng.IntN(2))
	opts.HDDrOrder = reduce.Traversal(rng.IntN(2))
	opts.NoFixpoint = rng.IntN(4) == 0
	opts.DD = ddOptions[rng.IntN(len(ddOptions))]
	bo := fromparse.Options{KeepHidden: rng.IntN(4) == 0}
	to := tree.TransformOptions{
		PlainLists:       rng.IntN(3) == 0,
		NoSqueeze:        rng.IntN(3) == 0,
		NoHide:           rng.IntN(3) == 0,
		FlattenRecursion: rng.IntN(2) == 0,
		SkipWhitespace:   bo.KeepHidden && rng.IntN(2) == 0,
	}
	return opts, bo, to
}

// tested counts the tests of each content.
type tested map[string]int

// assertTestedOnce checks that a reduction with a deterministic test, which
// ended in res, tested each content once (seen), but for the final check
// of the result.
func assertTestedOnce(t *testing.T, seen tested, res *reduce.Result, variant string) {
	t.Helper()
	for c, k := range seen {
		want := 1
		if c == string(res.Output) && res.Stats.Confirms > 0 {
			want = 2
		}
		assert.Equal(t, want, k, "content %q tested %d times (%s)", c, k, variant)
	}
	assert.Equal(t, len(seen)+res.Stats.Confirms, res.Stats.Tests, variant)
	assert.LessOrEqual(t, res.Stats.Confirms, 1, "a deterministic test is never flaky")
	assert.False(t, res.Stats.Flaky, variant)
}

// TestReduceRandom reduces JSON and Expr inputs with random variants and
// testers that answer at random (the same for the same content), and checks
// the promises: the result is interesting and is the text of the final
// state, no content is tested twice, every candidate of a valid input
// parses, and (for HDD* and HDDr* pruning last) the result is 1-tree-minimal:
// removing any one node still in it is not interesting.
func TestReduceRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 3))
	inputs, _ := filepath.Glob(filepath.Join("..", "testdata", "reduce", "*.*"))
	var sources []string
	for _, in := range inputs {
		if !strings.HasSuffix(in, ".golden") {
			sources = append(sources, in)
		}
	}
	require.NotEmpty(t, sources)
	for i := range iterations(150) {
		path := sources[i%len(sources)]
		src, g, p := parseFile(t, path)
		valid := len(p.Errors) == 0
		opts, bo, to := randomVariant(rng)
		variant := fmt.Sprintf("%s %+v %+v %+v", path, opts, bo, to)
		tr := buildTree(t, g, src, bo, to)
		interesting := randomOracle(src, rng.Uint64(), uint64(rng.IntN(3)+2))
		seen := tested{}
		test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
			seen[string(c)]++
			if valid {
				cp, err := g.Parse("candidate", c, "")
				require.NoError(t, err)
				require.Empty(t, cp.Errors, "candidate %q does not parse (%s)", c, variant)
			}
			if interesting(c) {
				return reduce.Interesting, nil
			}
			return reduce.NotInteresting, nil
		})
		res, err := reduce.Reduce(context.Background(), tr, test, opts)
		require.NoError(t, err, variant)
		require.True(t, interesting(res.Output), variant)
		assert.Equal(t, string(res.Output), string(tr.Unparse(res.State)), variant)
		assertTestedOnce(t, seen, res, variant)
		if last := opts.Phases[len(opts.Phases)-1]; last != reduce.Prune || opts.NoFixpoint {
			continue
		}
		treetest.AssertMinimal(t, tr, res.State, res.Output, interesting, variant)
	}
}
