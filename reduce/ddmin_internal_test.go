package reduce

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
)

// Iterations is n, or fewer with -short (for the tests of reduce_test too).
func Iterations(n int) int {
	if testing.Short() {
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
	c, p := allUnits(n), allRounds(n, opts)
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
