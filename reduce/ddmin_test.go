package reduce_test

import (
	"context"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/reduce"
)

// iterations is n, or fewer with -short.
func iterations(n int) int {
	if testing.Short() {
		return max(n/10, 1)
	}
	return n
}

// ddOptions are the ddmin variants the property tests cover; all of them
// promise 1-minimality.
var ddOptions = []reduce.DDOptions{
	{},
	{SplitFactor: 3},
	{SplitFactor: reduce.Inf},
	{SubsetOrder: reduce.Skip},
	{SubsetOrder: reduce.Backward, ComplementOrder: reduce.Backward},
	{ComplementFirst: true},
	{SplitFactor: 4, SubsetOrder: reduce.Skip, ComplementOrder: reduce.Backward},
	{Restart: true},
	{SubsetOrder: reduce.Skip, ComplementOrder: reduce.Backward, Restart: true},
}

// oracle wraps a predicate on configurations as a FirstInteresting, and
// counts the tests of each configuration.
type oracle struct {
	interesting func(config []int) bool
	tested      map[string]int
}

func newOracle(f func([]int) bool) *oracle {
	return &oracle{interesting: f, tested: map[string]int{}}
}

func (o *oracle) first(ctx context.Context, r reduce.Round) (int, error) {
	for i, c := range r.Configs {
		o.tested[fmt.Sprint(c)]++
		if o.interesting(c) {
			return i, nil
		}
	}
	return -1, nil
}

func TestDDMinMonotone(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 1))
	for _, opts := range ddOptions {
		t.Run(fmt.Sprintf("%+v", opts), func(t *testing.T) {
			for range iterations(200) {
				n := rng.IntN(40)
				var want []int
				for i := range n {
					if rng.IntN(8) == 0 {
						want = append(want, i)
					}
				}
				// Interesting iff all of want is kept.
				o := newOracle(func(c []int) bool {
					for _, w := range want {
						if !slices.Contains(c, w) {
							return false
						}
					}
					return true
				})
				got, err := reduce.DDMin(context.Background(), n, o.first, opts)
				require.NoError(t, err)
				if want == nil {
					want = []int{}
				}
				if n == 0 {
					got = []int{}
				}
				require.Equal(t, want, got, "n=%d", n)
				all := make([]int, n)
				for i := range all {
					all[i] = i
				}
				assert.Zero(t, o.tested[fmt.Sprint(all)], "the full configuration is known interesting")
			}
		})
	}
}

// TestDDMinRandom runs ddmin against oracles that answer at random (but the
// same each time for the same configuration): the result must be interesting
// and 1-minimal. (That no content is tested twice is the business of the
// cache of Reduce: see TestReduceRandom.)
func TestDDMinRandom(t *testing.T) {
	s := seed.Seed(t)
	rng := rand.New(rand.NewPCG(s, 2))
	for _, opts := range ddOptions {
		t.Run(fmt.Sprintf("%+v", opts), func(t *testing.T) {
			for range iterations(300) {
				n := rng.IntN(30) + 1
				salt := rng.Uint64()
				density := rng.IntN(4) + 2
				interesting := func(c []int) bool {
					if len(c) == n {
						return true
					}
					h := fnv.New64a()
					fmt.Fprint(h, salt, c)
					return h.Sum64()%uint64(density) == 0
				}
				o := newOracle(interesting)
				got, err := reduce.DDMin(context.Background(), n, o.first, opts)
				require.NoError(t, err)
				require.True(t, interesting(got), "result %v is not interesting", got)
				for i := range got {
					smaller := slices.Delete(slices.Clone(got), i, i+1)
					assert.False(t, interesting(smaller), "result %v is not 1-minimal: %v is interesting", got, smaller)
				}
			}
		})
	}
}

// TestDDMinPlans checks the plans ddmin gives with each round: following
// the plans of the first round with the oracle's answers (the next
// configuration if one is not interesting, what follows it if it is) must
// offer exactly the configurations that ddmin then offers, in order, to
// its end.
func TestDDMinPlans(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 5))
	for _, opts := range ddOptions {
		t.Run(fmt.Sprintf("%+v", opts), func(t *testing.T) {
			for range iterations(200) {
				n := rng.IntN(30) + 1
				salt, density := rng.Uint64(), rng.IntN(4)+2
				interesting := func(c []int) bool {
					h := fnv.New64a()
					fmt.Fprint(h, salt, c)
					return h.Sum64()%uint64(density) == 0
				}
				var offered [][]int // what ddmin offers up to each winner
				var plan reduce.Plan
				first := func(_ context.Context, r reduce.Round) (int, error) {
					if plan == nil {
						plan = roundPlan(r)
					}
					for i, c := range r.Configs {
						offered = append(offered, c)
						if interesting(c) {
							return i, nil
						}
					}
					return -1, nil
				}
				_, err := reduce.DDMin(context.Background(), n, first, opts)
				require.NoError(t, err)
				var followed [][]int
				for plan != nil {
					p := plan
					plan = nil
					for c, then := range p {
						followed = append(followed, c)
						if interesting(c) {
							require.NotNil(t, then, "no plan after %v", c)
							plan = then()
							break
						}
					}
				}
				require.Equal(t, offered, followed, "n=%d", n)
			}
		})
	}
}

// roundPlan is the plan of a round: its configurations, each with its Then,
// and then its Ahead.
func roundPlan(r reduce.Round) reduce.Plan {
	return func(yield func([]int, func() reduce.Plan) bool) {
		for i, c := range r.Configs {
			if !yield(c, func() reduce.Plan { return r.Then(i) }) {
				return
			}
		}
		if r.Ahead != nil {
			r.Ahead(yield)
		}
	}
}

// TestDDMinResumes checks where the round after an interesting complement
// starts: at the part after the removed one, or (Restart) at the first.
func TestDDMinResumes(t *testing.T) {
	for _, tt := range []struct {
		opts reduce.DDOptions
		want []int // the first configuration of the third round
	}{
		{reduce.DDOptions{SubsetOrder: reduce.Skip}, []int{0, 1, 2}},
		{reduce.DDOptions{SubsetOrder: reduce.Skip, Restart: true}, []int{1, 2, 4, 5}},
		{reduce.DDOptions{SubsetOrder: reduce.Skip, ComplementOrder: reduce.Backward}, []int{0, 4, 5}},
	} {
		t.Run(fmt.Sprintf("%+v", tt.opts), func(t *testing.T) {
			// 6 units, 0, 1 and 5 needed. Round 1 (2 halves) fails; round 2
			// has the parts {0} {1 2} {3} {4 5} and finds {3} removable;
			// round 3 splits 0 1 2 4 5 into {0} {1 2} {4 5}.
			var rounds [][][]int
			first := func(ctx context.Context, r reduce.Round) (int, error) {
				rounds = append(rounds, r.Configs)
				for i, c := range r.Configs {
					if slices.Contains(c, 0) && slices.Contains(c, 1) && slices.Contains(c, 5) {
						return i, nil
					}
				}
				return -1, nil
			}
			got, err := reduce.DDMin(context.Background(), 6, first, tt.opts)
			require.NoError(t, err)
			assert.Equal(t, []int{0, 1, 5}, got)
			require.GreaterOrEqual(t, len(rounds), 3)
			assert.Equal(t, tt.want, rounds[2][0])
		})
	}
}

func TestDDMinStopsOnError(t *testing.T) {
	calls := 0
	boom := fmt.Errorf("boom")
	first := func(ctx context.Context, _ reduce.Round) (int, error) {
		calls++
		if calls == 1 {
			return 0, nil // keep the first half
		}
		return -1, boom
	}
	got, err := reduce.DDMin(context.Background(), 8, first, reduce.DDOptions{})
	assert.ErrorIs(t, err, boom)
	assert.Equal(t, []int{0, 1, 2, 3}, got, "the configuration reached before the error")
}

func TestDDOptionsValidate(t *testing.T) {
	assert.NoError(t, reduce.DDOptions{}.Validate())
	assert.Error(t, reduce.DDOptions{SplitFactor: 1}.Validate())
	assert.Error(t, reduce.DDOptions{SubsetOrder: reduce.Skip, ComplementOrder: reduce.Skip}.Validate())
	o, err := reduce.ParseOrder("Backward")
	assert.NoError(t, err)
	assert.Equal(t, reduce.Backward, o)
	_, err = reduce.ParseOrder("sideways")
	assert.Error(t, err)
}
