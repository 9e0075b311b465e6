package reduce

import (
	"context"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
)

// TestPlansPredict checks the plans that parallel runs test ahead from:
// following the plan of the first batch of a reduction with the outcomes
// the test gives (the next candidate after one that is not interesting,
// the plan that follows one that is) must test exactly the contents that
// the reduction tests one job at a time, in the same order, through every
// round, level, pass and phase. (A wrong plan costs only speed, so no
// other test would notice.)
func TestPlansPredict(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if env := os.Getenv("HDDMIN_SEED"); env != "" {
		var err error
		seed, err = strconv.ParseUint(env, 10, 64)
		require.NoError(t, err, "HDDMIN_SEED")
	}
	t.Logf("seed %d (set HDDMIN_SEED to replay)", seed)
	rng := rand.New(rand.NewPCG(seed, 6))
	inputs, _ := filepath.Glob(filepath.Join("..", "testdata", "reduce", "*.*"))
	dds := []DDOptions{{}, {SubsetOrder: Skip}, {SplitFactor: 3}, {ComplementFirst: true},
		{SubsetOrder: Skip, ComplementOrder: Backward}, {Restart: true}, {SplitFactor: Inf}}
	n := 0
	for _, path := range inputs {
		g, err := parser.ForFile(path)
		if err != nil {
			continue
		}
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		for range 8 {
			n++
			var opts Options
			for range rng.IntN(4) + 1 {
				opts.Phases = append(opts.Phases, Phase(rng.IntN(4)))
			}
			opts.NoFixpoint = rng.IntN(4) == 0
			opts.DD = dds[rng.IntN(len(dds))]
			to := tree.TransformOptions{FlattenRecursion: rng.IntN(2) == 0}
			salt, density := rng.Uint64(), uint64(rng.IntN(3)+2)
			interesting := func(c []byte) bool {
				h := fnv.New64a()
				fmt.Fprint(h, salt)
				h.Write(c)
				return string(c) == string(src) || h.Sum64()%density == 0
			}
			p, err := g.Parse(path, src, "")
			require.NoError(t, err)
			repl, err := g.Replacements()
			require.NoError(t, err)
			tr, err := tree.Build(p, repl, tree.BuildOptions{})
			require.NoError(t, err)
			tr.Transform(to)

			var tested []string // by the reduction; the input and the final check are left out
			var followed []string
			opts.trace = func(b batch) {
				if followed != nil {
					return
				}
				followed = follow(tr, b, src, interesting)
			}
			test := TesterFunc(func(_ context.Context, c []byte) (Outcome, error) {
				tested = append(tested, string(c))
				if interesting(c) {
					return Interesting, nil
				}
				return NotInteresting, nil
			})
			res, err := Reduce(context.Background(), tr, test, opts)
			require.NoError(t, err)
			tested = tested[1 : len(tested)-res.Stats.Confirms]
			if followed == nil {
				followed = []string{}
			}
			assert.Equal(t, tested, followed, "%s %+v %+v", path, opts, to)
		}
	}
	require.NotZero(t, n)
}

// follow follows the plan of batch b, with its candidates first, and
// returns the contents it tests, each once, in order; the input src is
// known to be interesting.
func follow(tr *tree.Tree, b batch, src []byte, interesting func([]byte) bool) []string {
	known := map[string]bool{string(src): true}
	out := []string{}
	p := plan(func(yield func(tree.State, func() plan) bool) {
		for i, s := range b.cands {
			if !yield(s, func() plan { return b.then(i) }) {
				return
			}
		}
		b.ahead(yield)
	})
	for p != nil {
		var next plan
		for s, then := range p {
			text := string(tr.Unparse(s))
			ok, seen := known[text]
			if !seen {
				ok = interesting([]byte(text))
				known[text] = ok
				out = append(out, text)
			}
			if ok {
				next = then()
				break
			}
		}
		p = next
	}
	return out
}
