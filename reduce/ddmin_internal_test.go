package reduce

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
)

// Iterations is n, or fewer with -short (for the tests of reduce_test too).
func Iterations(n int) int {
	if testing.Short() {
		return max(n/10, 1)
	}
	return n
}

// DDVariants are the ddmin variants the property tests cover; all of them
// promise 1-minimality.
var DDVariants = []DDOptions{
	{},
	{SplitFactor: 3},
	{SplitFactor: Inf},
	{SubsetOrder: Skip},
	{SubsetOrder: Backward, ComplementOrder: Backward},
	{ComplementFirst: true},
	{SplitFactor: 4, SubsetOrder: Skip, ComplementOrder: Backward},
	{Restart: true},
	{SubsetOrder: Skip, ComplementOrder: Backward, Restart: true},
}

// TestDDMinPlans checks the plans ddmin gives with each round: following
// the plans of the first round with the oracle's answers (the next
// configuration if one is not interesting, what follows it if it is) must
// offer exactly the configurations that ddmin then offers, in order, to
// its end.
func TestDDMinPlans(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 5))
	for _, opts := range DDVariants {
		t.Run(fmt.Sprintf("%+v", opts), func(t *testing.T) {
			for range Iterations(200) {
				n := rng.IntN(30) + 1
				salt, density := rng.Uint64(), rng.IntN(4)+2
				interesting := func(c []int) bool {
					h := fnv.New64a()
					fmt.Fprint(h, salt, c)
					return h.Sum64()%uint64(density) == 0
				}
				var offered [][]int // what ddmin offers up to each winner
				var plan configPlan
				first := func(_ context.Context, r ddRound) (int, error) {
					if plan == nil {
						plan = roundPlan(r)
					}
					for i, c := range r.configs {
						offered = append(offered, c)
						if interesting(c) {
							return i, nil
						}
					}
					return -1, nil
				}
				_, err := ddmin(context.Background(), n, first, opts)
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

// roundPlan is the plan of a round: its configurations, each with its
// then, and then its ahead.
func roundPlan(r ddRound) configPlan {
	return func(yield func([]int, func() configPlan) bool) {
		for i, c := range r.configs {
			if !yield(c, func() configPlan { return r.then(i) }) {
				return
			}
		}
		if r.ahead != nil {
			r.ahead(yield)
		}
	}
}

// TestDDMinResumes checks where the round after an interesting complement
// starts: at the part after the removed one, or (Restart) at the first.
func TestDDMinResumes(t *testing.T) {
	for _, tt := range []struct {
		opts DDOptions
		want []int // the first configuration of the third round
	}{
		{DDOptions{SubsetOrder: Skip}, []int{0, 1, 2}},
		{DDOptions{SubsetOrder: Skip, Restart: true}, []int{1, 2, 4, 5}},
		{DDOptions{SubsetOrder: Skip, ComplementOrder: Backward}, []int{0, 4, 5}},
	} {
		t.Run(fmt.Sprintf("%+v", tt.opts), func(t *testing.T) {
			// 6 units, 0, 1 and 5 needed. Round 1 (2 halves) fails; round 2
			// has the parts {0} {1 2} {3} {4 5} and finds {3} removable;
			// round 3 splits 0 1 2 4 5 into {0} {1 2} {4 5}.
			var rounds [][][]int
			first := func(ctx context.Context, r ddRound) (int, error) {
				rounds = append(rounds, r.configs)
				for i, c := range r.configs {
					if slices.Contains(c, 0) && slices.Contains(c, 1) && slices.Contains(c, 5) {
						return i, nil
					}
				}
				return -1, nil
			}
			got, err := ddmin(context.Background(), 6, first, tt.opts)
			require.NoError(t, err)
			assert.Equal(t, []int{0, 1, 5}, got)
			require.GreaterOrEqual(t, len(rounds), 3)
			assert.Equal(t, tt.want, rounds[2][0])
		})
	}
}
