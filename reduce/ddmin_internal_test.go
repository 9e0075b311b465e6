package reduce

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/tree"
)

// Iterations is n, or fewer with -short or -race (for the tests of
// reduce_test too).
func Iterations(n int) int {
	if testing.Short() || race.Enabled { // the race detector needs the parallel runs, not their number
		return max(n/10, 1)
	}
	return n
}

// ReduceFrom is Reduce from state s of t instead of the unreduced tree.
func ReduceFrom(ctx context.Context, t *tree.Tree, s tree.State, test Tester, opts Options) (*Result, error) {
	opts.from = &s
	return Reduce(ctx, t, test, opts)
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

// walkRounds walks the plan of ddmin over n units as DDMin does, with
// interesting as the test, and returns the configurations of each round it
// tests, up to the first interesting one.
func walkRounds(n int, interesting func([]int) bool, opts DDOptions) (result []int, rounds [][][]int) {
	c, p := allUnits(n), allRounds(n, opts, nil)
	for p != nil {
		var next configPlan
		var tested [][]int
		for it := range p {
			if it.rest != nil {
				next = it.rest
				break
			}
			tested = append(tested, it.config)
			if interesting(it.config) {
				c, next = it.config, it.then
				break
			}
		}
		rounds = append(rounds, tested)
		p = next
	}
	return c, rounds
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
			got, rounds := walkRounds(6, func(c []int) bool {
				return slices.Contains(c, 0) && slices.Contains(c, 1) && slices.Contains(c, 5)
			}, tt.opts)
			assert.Equal(t, []int{0, 1, 5}, got)
			require.GreaterOrEqual(t, len(rounds), 3)
			assert.Equal(t, tt.want, rounds[2][0])
		})
	}
}

// TestPartition checks WDD's split by weight: the parts cover the
// configuration in order, none is empty, and a heavy unit gets a part of
// its own before the light ones are split.
func TestPartition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		n := rng.IntN(40) + 1
		c := rng.Perm(60)[:n]
		slices.Sort(c)
		weights := make([]int, 60)
		for i := range weights {
			weights[i] = rng.IntN(100)
		}
		gran := rng.IntN(n) + 1
		split := partition(c, gran, weights)
		require.Len(t, split, gran)
		var all []int
		for _, p := range split {
			require.NotEmpty(t, p, "c %v gran %d", c, gran)
			all = append(all, p...)
		}
		require.Equal(t, c, all)
	}
	w := []int{1, 1, 1, 1, 100, 1, 1, 1}
	assert.Equal(t, [][]int{{0, 1, 2, 3}, {4}, {5, 6, 7}}, partition(allUnits(8), 3, w))
}

// TestDDVariantsFamily runs ProbDD, CDD and WDD (with random weights) over
// random monotone tests, through DDMin's plans: every result is
// interesting, WDD's 1-minimal, ProbDD's and CDD's with every unit tested
// alone at least once.
func TestDDVariantsFamily(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 300 {
		n := rng.IntN(30) + 1
		needed := map[int]bool{}
		for range rng.IntN(4) {
			needed[rng.IntN(n)] = true
		}
		interesting := func(c []int) bool {
			for u := range needed {
				if !slices.Contains(c, u) {
					return false
				}
			}
			return true
		}
		weights := make([]int, n)
		for i := range weights {
			weights[i] = rng.IntN(50)
		}
		for _, v := range []DDVariant{ProbDD, CDD, WDD} {
			opts := DDOptions{Variant: v, SubsetOrder: Skip}
			c, p := allUnits(n), allRounds(n, opts, weights)
			tests := 0
			for p != nil {
				var next configPlan
				for it := range p {
					if it.rest != nil {
						next = it.rest
						break
					}
					tests++
					if interesting(it.config) {
						c, next = it.config, it.then
						break
					}
				}
				p = next
			}
			assert.True(t, interesting(c), "%v", v)
			// Monotone test: the needed units are all that is left.
			assert.Len(t, c, len(needed), "%v: %v, needed %v", v, c, needed)
			assert.LessOrEqual(t, tests, 3*n+10, "%v", v)
		}
	}
}

func TestDDVariantNames(t *testing.T) {
	for v := Classic; v <= WDD; v++ {
		got, err := ParseDDVariant(v.String())
		require.NoError(t, err)
		assert.Equal(t, v, got)
	}
	_, err := ParseDDVariant("nosuch")
	assert.ErrorContains(t, err, "ddmin, probdd, cdd, wdd")
	assert.Error(t, DDOptions{Variant: 9}.Validate())
	assert.Equal(t, []int{9, 6, 3, 2, 1, 1}, []int{cddSize(0), cddSize(1), cddSize(2), cddSize(3), cddSize(4), cddSize(5)})
}
