package reduce

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tested walks plan p of ddmin over n units with interesting as the test
// and returns the result and every configuration tested, in order.
func tested(n int, p configPlan, interesting func([]int) bool) (result []int, configs [][]int) {
	result, _ = walkConfigs(context.Background(), n, p, func(_ context.Context, c []int) (bool, error) {
		configs = append(configs, c)
		return interesting(c), nil
	})
	return result, configs
}

// needs returns the monotone test that wants the units given.
func needs(units ...int) func([]int) bool {
	return func(c []int) bool {
		for _, u := range units {
			if !slices.Contains(c, u) {
				return false
			}
		}
		return true
	}
}

// TestCDDSizes: the sizes of CDD's rounds by each rule, at the prior
// 0.1 of the papers and 0.25 of Perses: the closed form rounded, Perses'
// integer argmax (which takes 10 where 9 and 10 have the same gain), and
// the decay of the CDD artifact.
func TestCDDSizes(t *testing.T) {
	t.Parallel()
	sizes := func(prior float64, rule CDDSizeRule) []int {
		var out []int
		for r := range 6 {
			out = append(out, cddSize(r, prior, rule))
		}
		return out
	}
	assert.Equal(t, []int{9, 6, 3, 2, 1, 1}, sizes(0.1, CDDRound))
	assert.Equal(t, []int{10, 6, 3, 2, 1, 1}, sizes(0.1, CDDArgmax))
	assert.Equal(t, []int{9, 5, 3, 1, 1, 1}, sizes(0.1, CDDDecay))
	// p0 0.25: -1/ln(0.75) = 3.48; p1 = 0.396, 1.99; p2 = 0.626: 1.
	assert.Equal(t, []int{3, 2, 1, 1, 1, 1}, sizes(0.25, CDDRound))
	assert.Equal(t, []int{4, 2, 1, 1, 1, 1}, sizes(0.25, CDDArgmax), "3 * 0.75^3 = 1.2656 < 4 * 0.75^4 = 1.2656...: equal within 1e-6")
	assert.Equal(t, []int{3, 1, 1, 1, 1, 1}, sizes(0.25, CDDDecay))
	for _, rule := range []CDDSizeRule{CDDRound, CDDArgmax, CDDDecay} {
		got, err := ParseCDDSizeRule(rule.String())
		require.NoError(t, err)
		assert.Equal(t, rule, got)
	}
	_, err := ParseCDDSizeRule("floor")
	assert.ErrorContains(t, err, "round, argmax, decay")
}

// TestCDDPrior: the prior sets CDD's first size, and so its first test.
func TestCDDPrior(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		prior float64
		rule  CDDSizeRule
		first int // units removed by the first test
	}{
		{0.1, CDDRound, 9}, {0.1, CDDArgmax, 10}, {0.01, CDDRound, 99}, {0.25, CDDRound, 3},
	} {
		_, configs := tested(200, allRounds(200, DDOptions{Variant: CDD, Prior: tt.prior, CDDSizes: tt.rule}, nil, 0), needs(150))
		require.NotEmpty(t, configs)
		assert.Len(t, configs[0], 200-tt.first, "prior %v, %v", tt.prior, tt.rule)
		assert.Equal(t, allUnits(200)[tt.first:], configs[0])
	}
}

// TestWddminTrace follows Wddmin on four units of weights 3, 1, 1, 1, of
// which 1 and 3 are needed, test by test, as the paper's algorithm (and
// Perses') runs it: the first split puts the heavy unit alone; a
// partition is interesting and becomes the list; its split by weight
// takes the unit that crosses the half when that is nearer; complements
// restart from the first partition; the one-unit partitions dropped by
// the splits are tried last.
func TestWddminTrace(t *testing.T) {
	t.Parallel()
	weights := []int{3, 1, 1, 1}
	got, configs := tested(4, allRounds(4, DDOptions{Variant: WDD}, weights, 0), needs(1, 3))
	assert.Equal(t, []int{1, 3}, got)
	want := [][]int{
		{0}, {1, 2, 3}, // the split {0} {1 2 3}: the second partition is interesting
		{1, 2}, {3}, {3}, {1, 2}, // {1 2} {3}: subsets, then complements
		{1}, {2}, {2, 3}, {1, 3}, // {1} {2} ({3} dropped): {2} goes
		{3},      // the complement of {1} in {1 3}; then {1} splits to nothing
		{1}, {3}, // the dropped units, 3 then 1, each tried alone
	}
	assert.Equal(t, want, configs)

	// Without subsets, as the default runs ddmin.
	got, configs = tested(4, allRounds(4, DDOptions{Variant: WDD, SubsetOrder: Skip}, weights, 0), needs(1, 3))
	assert.Equal(t, []int{1, 3}, got)
	assert.Equal(t, [][]int{
		{1, 2, 3}, {}, // the complement of {0}, then of {1 2 3} in {1 2 3}
		{3}, {1, 2}, // {1 2} {3}
		{2, 3}, {1, 3}, // {1} {2}, {3} dropped but kept: {2} goes
		{3},      // {1} alone
		{1}, {3}, // the dropped units
	}, configs)
}

// TestWddminSplit: a partition is cut where its weight is halved, the
// cutting unit going to the side that leaves the halves nearer.
func TestWddminSplit(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		weights []int
		cut     int
	}{
		{[]int{1, 1}, 1},
		{[]int{1, 1, 1, 1}, 2},
		{[]int{1, 1, 1}, 2},       // half 1.5: 1 + 1 = 2 is as near as 1
		{[]int{5, 1, 1, 1, 1}, 1}, // the heavy unit alone
		{[]int{1, 1, 1, 1, 8}, 4},
		{[]int{0, 0, 0, 9}, 3}, // weights of 0 count as 1
		{[]int{2, 3, 4, 1}, 2},
	} {
		d := &wdd{weights: tt.weights}
		assert.Equal(t, tt.cut, d.cut(allUnits(len(tt.weights))), "%v", tt.weights)
	}
}

// TestProbDDHistory: with the authors' test-history inference, a failed
// removal of which all units but one went since makes that one needed,
// and ProbDD saves the test that would find it alone; the result is the
// same.
func TestProbDDHistory(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	saved, lost := 0, 0
	for range Iterations(300) {
		n := rng.IntN(60) + 2
		var need []int
		for range rng.IntN(4) + 1 {
			need = append(need, rng.IntN(n))
		}
		test := needs(need...)
		plain, plainTests := tested(n, allRounds(n, DDOptions{Variant: ProbDD}, nil, 0), test)
		hist, histTests := tested(n, allRounds(n, DDOptions{Variant: ProbDD, History: true}, nil, 0), test)
		require.Equal(t, plain, hist)
		switch {
		case len(histTests) < len(plainTests):
			saved++
		case len(histTests) > len(plainTests):
			lost++
		}
	}
	assert.Positive(t, saved, "the inference saves tests")
	assert.Zero(t, lost, "it never costs a test on a monotone test")
}

// TestInferNeeded checks the inference itself on a history.
func TestInferNeeded(t *testing.T) {
	t.Parallel()
	history := [][]int{{1, 2, 3}, {4, 5}, {6, 7}}
	config := []int{0, 3, 4, 5, 6}
	p := []float64{0.1, 0.2, 0.3, 0.3, 0.4}
	// {1 2} and {7} went: {3} is all that is left of the first removal,
	// and {6} of the third.
	h, got := inferNeeded(history, []int{1, 2, 7}, config, p)
	assert.Equal(t, [][]int{{4, 5}}, h)
	assert.Equal(t, []float64{0.1, 1, 0.3, 0.3, 1}, got)
	assert.Equal(t, []float64{0.1, 0.2, 0.3, 0.3, 0.4}, p, "p is not modified")
}

// TestProbDDThreshold: a threshold below 1 stops trying units whose
// probability reached it, so ProbDD ends sooner, maybe with units that
// could go.
func TestProbDDThreshold(t *testing.T) {
	t.Parallel()
	test := needs(3, 17, 40)
	_, full := tested(60, allRounds(60, DDOptions{Variant: ProbDD}, nil, 0), test)
	got, early := tested(60, allRounds(60, DDOptions{Variant: ProbDD, Threshold: 0.5}, nil, 0), test)
	assert.True(t, test(got))
	assert.Less(t, len(early), len(full))
}

// TestSeeds: with Seed 0 the variants break ties by position, as they did
// before seeds; a seed draws them, the same way every time the plan is
// iterated, and other seeds draw them otherwise; the results stay
// interesting.
func TestSeeds(t *testing.T) {
	t.Parallel()
	test := needs(5, 30, 31)
	for _, opts := range []DDOptions{
		{Variant: ProbDD}, {Variant: CDD}, {Variant: WProbDD}, {SubsetOrder: Random},
		{SubsetOrder: Skip, ComplementOrder: Random}, {Variant: WDD, ComplementOrder: Random},
	} {
		t.Run(fmt.Sprint(opts.Variant, opts.SubsetOrder, opts.ComplementOrder), func(t *testing.T) {
			weights := make([]int, 40)
			for i := range weights {
				weights[i] = 1 + i%3
			}
			runs := map[string]bool{}
			for seed := range uint64(6) {
				o := opts
				o.Seed = seed
				got, a := tested(40, allRounds(40, o, weights, 9), test)
				_, b := tested(40, allRounds(40, o, weights, 9), test)
				assert.True(t, test(got))
				assert.Equal(t, a, b, "seed %d: a plan is a value", seed)
				runs[fmt.Sprint(a)] = true
			}
			assert.Greater(t, len(runs), 2, "seeds draw different runs")
		})
	}
	// Seed 0: by position, as before seeds: ProbDD's first removal is of
	// the first units.
	_, configs := tested(40, allRounds(40, DDOptions{Variant: ProbDD}, nil, 0), test)
	assert.Equal(t, allUnits(40)[9:], configs[0])
}

// TestRandom: which options make random choices.
func TestRandom(t *testing.T) {
	t.Parallel()
	assert.False(t, DDOptions{}.Random())
	assert.False(t, DDOptions{Variant: WDD}.Random())
	assert.True(t, DDOptions{Variant: ProbDD}.Random())
	assert.True(t, DDOptions{Variant: CDD}.Random())
	assert.True(t, DDOptions{Variant: WProbDD}.Random())
	assert.True(t, DDOptions{ComplementOrder: Random}.Random())
}

// TestWeightedDDMin: DDMin refuses the variants that need weights;
// DDMinWeighted runs them.
func TestWeightedDDMin(t *testing.T) {
	t.Parallel()
	test := func(_ context.Context, c []int) (bool, error) { return needs(2, 5)(c), nil }
	for _, v := range []DDVariant{WDD, WProbDD} {
		_, err := DDMin(context.Background(), 8, test, DDOptions{Variant: v})
		assert.ErrorIs(t, err, ErrNoWeights)
		got, err := DDMinWeighted(context.Background(), []int{1, 1, 5, 1, 1, 1, 1, 1}, test, DDOptions{Variant: v})
		require.NoError(t, err)
		assert.Equal(t, []int{2, 5}, got)
	}
	got, err := DDMinWeighted(context.Background(), make([]int, 8), test, DDOptions{})
	require.NoError(t, err)
	assert.Equal(t, []int{2, 5}, got)
}

// TestValidateVariants checks the options of the variants.
func TestValidateVariants(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		opts DDOptions
		want string // "" for valid
	}{
		{DDOptions{Variant: ProbDD, Prior: 0.25, Threshold: 0.8}, ""},
		{DDOptions{Prior: 1}, "prior 1"},
		{DDOptions{Prior: -0.1}, "prior -0.1"},
		{DDOptions{Threshold: 1.5}, "threshold 1.5"},
		{DDOptions{Threshold: 0.05}, "above the prior"},
		{DDOptions{Prior: 0.5, Threshold: 0.5}, "above the prior"},
		{DDOptions{CDDSizes: 7}, "no such rule"},
		{DDOptions{SubsetOrder: 9}, "no such order"},
	} {
		err := tt.opts.Validate()
		if tt.want == "" {
			assert.NoError(t, err)
		} else {
			assert.ErrorContains(t, err, tt.want)
		}
	}
	err := (&Options{Phases: []Phase{Prune, Choices}, DD: DDOptions{Variant: WDD}}).Validate()
	assert.True(t, errors.Is(err, ErrNoWeights), "%v", err)
	assert.NoError(t, (&Options{Phases: []Phase{Prune}, DD: DDOptions{Variant: WDD}}).Validate())
	assert.ErrorContains(t, (&Options{NoCache: true, Jobs: 2}).Validate(), "no cache")
	for o := Forward; o <= Random; o++ {
		got, err := ParseOrder(o.String())
		require.NoError(t, err)
		assert.Equal(t, o, got)
	}
}
