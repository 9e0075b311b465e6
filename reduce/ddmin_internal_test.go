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
	c, p := allUnits(n), allRounds(n, opts, nil, 0)
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

// TestPartition checks ddmin's split: the parts cover the configuration
// in order, none is empty, and their sizes differ by one at most.
func TestPartition(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		n := rng.IntN(40) + 1
		c := rng.Perm(60)[:n]
		slices.Sort(c)
		gran := rng.IntN(n) + 1
		split := partition(c, gran)
		require.Len(t, split, gran)
		var all []int
		lo, hi := n, 0
		for _, p := range split {
			require.NotEmpty(t, p, "c %v gran %d", c, gran)
			all = append(all, p...)
			lo, hi = min(lo, len(p)), max(hi, len(p))
		}
		require.Equal(t, c, all)
		require.LessOrEqual(t, hi-lo, 1)
	}
}

// TestDDVariantsFamily runs ProbDD, CDD, WDD and WProbDD (with random
// weights), with and without their options, over random monotone tests,
// through DDMin's plans: every result is interesting, and but with a
// threshold below 1, which stops trying units before they are known to
// be needed, it holds the needed units alone (WDD is 1-minimal; ProbDD
// and CDD try every unit alone at least once).
func TestDDVariantsFamily(t *testing.T) {
	variants := []struct {
		opts    DDOptions
		minimal bool
	}{
		{DDOptions{Variant: ProbDD, SubsetOrder: Skip}, true},
		{DDOptions{Variant: ProbDD, SubsetOrder: Skip, Seed: 7, History: true}, true},
		{DDOptions{Variant: ProbDD, SubsetOrder: Skip, Prior: 0.25, Threshold: 0.8}, false},
		{DDOptions{Variant: CDD, SubsetOrder: Skip}, true},
		{DDOptions{Variant: CDD, SubsetOrder: Skip, Seed: 3, CDDSizes: CDDArgmax, Prior: 0.01}, true},
		{DDOptions{Variant: CDD, SubsetOrder: Skip, CDDSizes: CDDDecay}, true},
		{DDOptions{Variant: WDD, SubsetOrder: Skip}, true},
		{DDOptions{Variant: WDD, SubsetOrder: Forward}, true},
		{DDOptions{Variant: WDD, SubsetOrder: Skip, ComplementOrder: Random, Seed: 5}, true},
		{DDOptions{Variant: WProbDD, SubsetOrder: Skip}, true},
		{DDOptions{Variant: WProbDD, SubsetOrder: Skip, Seed: 9, History: true, Prior: 0.25}, true},
		{DDOptions{SubsetOrder: Random, ComplementOrder: Random, Seed: 11}, true},
		{DDOptions{SubsetOrder: Skip, ComplementOrder: Random, Seed: 13, Restart: true}, true},
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range Iterations(300) {
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
		for _, v := range variants {
			opts := v.opts
			require.NoError(t, opts.Validate())
			c, p := allUnits(n), allRounds(n, opts, weights, 0)
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
			assert.True(t, interesting(c), "%+v", opts)
			if v.minimal {
				// Monotone test: the needed units are all that is left.
				assert.Len(t, c, len(needed), "%+v: %v, needed %v", opts, c, needed)
			}
			if opts.SubsetOrder == Skip {
				assert.LessOrEqual(t, tests, 4*n+10, "%+v", opts)
			}
		}
	}
}

func TestDDVariantNames(t *testing.T) {
	for v := Classic; v <= WProbDD; v++ {
		got, err := ParseDDVariant(v.String())
		require.NoError(t, err)
		assert.Equal(t, v, got)
	}
	_, err := ParseDDVariant("nosuch")
	assert.ErrorContains(t, err, "ddmin, probdd, cdd, wdd, wprobdd")
	assert.Error(t, DDOptions{Variant: 9}.Validate())
}
