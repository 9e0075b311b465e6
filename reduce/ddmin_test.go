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
func iterations(n int) int { return reduce.Iterations(n) }

// ddOptions are the ddmin variants the property tests cover.
var ddOptions = reduce.DDVariants

// oracle wraps a predicate on configurations as the test of DDMin, and
// counts the tests of each configuration.
type oracle struct {
	interesting func(config []int) bool
	tested      map[string]int
}

func newOracle(f func([]int) bool) *oracle {
	return &oracle{interesting: f, tested: map[string]int{}}
}

func (o *oracle) test(_ context.Context, c []int) (bool, error) {
	o.tested[fmt.Sprint(c)]++
	return o.interesting(c), nil
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
				got, err := reduce.DDMin(context.Background(), n, o.test, opts)
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
				got, err := reduce.DDMin(context.Background(), n, o.test, opts)
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

func TestDDMinStopsOnError(t *testing.T) {
	calls := 0
	boom := fmt.Errorf("boom")
	test := func(context.Context, []int) (bool, error) {
		calls++
		if calls == 1 {
			return true, nil // keep the first half
		}
		return false, boom
	}
	got, err := reduce.DDMin(context.Background(), 8, test, reduce.DDOptions{})
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
