package reduce

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
)

// Order is the order in which ddmin tries the subsets or complements of a
// round.
type Order uint8

const (
	Forward  Order = iota // first part first
	Backward              // last part first
	Skip                  // not at all
	Random                // in an order drawn from DDOptions.Seed, anew for every round
)

func (o Order) String() string {
	switch o {
	case Forward:
		return "forward"
	case Backward:
		return "backward"
	case Skip:
		return "skip"
	case Random:
		return "random"
	}
	return "Order(?)"
}

// ParseOrder parses an Order name.
func ParseOrder(s string) (Order, error) {
	for o := Forward; o <= Random; o++ {
		if strings.EqualFold(s, o.String()) {
			return o, nil
		}
	}
	return 0, fmt.Errorf("unknown order %q (want forward, backward, skip or random)", s)
}

// Inf is the SplitFactor that starts ddmin at single units.
const Inf = math.MaxInt

// DDOptions are the options of ddmin. The zero value is the classic
// algorithm (split factor 2, subsets then complements, both forward) with
// one change: after an interesting complement, the next round tries its
// complements from the part where the last one was found, wrapping around,
// instead of from the first part (see Restart).
type DDOptions struct {
	// Variant is the algorithm: ddmin (the zero value) or one of its
	// successors (see DDVariant). SplitFactor, ComplementFirst and Restart
	// are ddmin's; the orders are ddmin's and WDD's.
	Variant DDVariant
	// SplitFactor is the initial granularity and the factor it grows by:
	// 0 means 2; Inf starts at single units.
	SplitFactor     int
	SubsetOrder     Order
	ComplementOrder Order
	// ComplementFirst tries the complements of a round before its subsets.
	ComplementFirst bool
	// Restart makes every round try its complements from the first part
	// in ComplementOrder, as the classic algorithm does. Without it, the
	// parts before the one just removed, which were tested in vain a
	// moment ago, come last: on a long list with removable stretches spread
	// over it, one sweep removes them instead of one restart each.
	Restart bool

	// Prior is the probability that a unit is needed before any test, of
	// ProbDD, WProbDD and CDD: the one hyper-parameter of ProbDD (its
	// paper's p0). 0 means DefaultPrior.
	Prior float64
	// Threshold is the probability at which ProbDD and WProbDD stop trying
	// a unit: 0 means 1, only the units known to be needed (a unit that
	// failed alone); Perses and the ProbDD authors' code use 0.8.
	Threshold float64
	// History is the test-history inference of the ProbDD authors' HDD
	// code (not in the paper's pseudo-code), for ProbDD and WProbDD: a
	// removal that failed keeps a needed unit (the test being monotone),
	// so once all of its units but one are removed by later removals, that
	// one is needed.
	History bool
	// CDDSizes is the rule of CDD's sizes of parts, round after round.
	CDDSizes CDDSizeRule
	// Seed, if not 0, draws the random choices of the variants: the order
	// among units of equal probability (ProbDD, WProbDD) or counter (CDD),
	// which the papers break at random, and the Random orders. With 0,
	// ties are broken by position and the Random orders are drawn from a
	// fixed seed: the results are those of earlier versions.
	Seed uint64

	// salt tells apart the plans of ddmin over different lists (the
	// levels of the tree), for the random choices (see allRounds).
	salt uint64
}

// DefaultPrior is DDOptions.Prior's default: the ProbDD paper's 0.1,
// which its authors' code and CDD's use too (Perses uses 0.25).
const DefaultPrior = 0.1

// prior returns the prior of ProbDD, WProbDD and CDD.
func (o DDOptions) prior() float64 {
	if o.Prior == 0 {
		return DefaultPrior
	}
	return o.Prior
}

// threshold returns the probability at which ProbDD stops trying a unit.
func (o DDOptions) threshold() float64 {
	if o.Threshold == 0 {
		return 1
	}
	return o.Threshold
}

// DDVariant is an algorithm of the ddmin family: what runs over the units
// of each HDD level (and in DDMin).
type DDVariant uint8

const (
	Classic DDVariant = iota // ddmin (Zeller and Hildebrandt, 2002), with the options of DDOptions
	ProbDD                   // probabilistic delta debugging (Wang et al., FSE 2021): see probDD
	CDD                      // counter-based delta debugging (Zhang et al., ICSE 2025): see cddRounds
	WDD                      // Wddmin, weighted delta debugging (Zhou et al., ICSE 2025): see wddRounds
	WProbDD                  // WProbDD, ProbDD weighted (Zhou et al., ICSE 2025): see probDD
)

var ddVariantNames = [...]string{"ddmin", "probdd", "cdd", "wdd", "wprobdd"}

func (v DDVariant) String() string {
	if int(v) < len(ddVariantNames) {
		return ddVariantNames[v]
	}
	return fmt.Sprintf("DDVariant(%d)", v)
}

// ParseDDVariant parses the name of a DDVariant.
func ParseDDVariant(s string) (DDVariant, error) {
	for v, name := range ddVariantNames {
		if strings.EqualFold(s, name) {
			return DDVariant(v), nil
		}
	}
	return 0, fmt.Errorf("unknown ddmin variant %q (want %s)", s, strings.Join(ddVariantNames[:], ", "))
}

// Weighted reports whether the variant needs the weights of the units
// (WDD and WProbDD): the prune phases give them (the tokens each node
// prints), DDMin and the choices phase have none.
func (v DDVariant) Weighted() bool { return v == WDD || v == WProbDD }

// Random reports whether the options make a random choice, which Seed
// draws: ProbDD, WProbDD and CDD (their ties) and the Random orders.
func (o DDOptions) Random() bool {
	switch o.Variant {
	case ProbDD, WProbDD, CDD:
		return true
	}
	return o.SubsetOrder == Random || o.ComplementOrder == Random
}

// CDDSizeRule is how CDD sizes the parts of round r, from p_r = Prior /
// (1 - 1/e)^r (1 once that reaches 1; the last round has parts of 1).
type CDDSizeRule uint8

const (
	CDDRound  CDDSizeRule = iota // the paper's closed form -1/ln(1 - p_r), rounded: 9, 6, 3, 2, 1 at Prior 0.1
	CDDArgmax                    // Perses: the integer s of greatest s * (1 - p_r)^s, the larger of equals: 10, 6, 3, 2, 1
	CDDDecay                     // the CDD artifact's: the closed form of round 0, rounded, then times 1 - 1/e, rounded down, each round: 9, 5, 3, 1
)

var cddSizeNames = [...]string{"round", "argmax", "decay"}

func (r CDDSizeRule) String() string {
	if int(r) < len(cddSizeNames) {
		return cddSizeNames[r]
	}
	return fmt.Sprintf("CDDSizeRule(%d)", r)
}

// ParseCDDSizeRule parses the name of a CDDSizeRule.
func ParseCDDSizeRule(s string) (CDDSizeRule, error) {
	for r, name := range cddSizeNames {
		if strings.EqualFold(s, name) {
			return CDDSizeRule(r), nil
		}
	}
	return 0, fmt.Errorf("unknown rule of CDD sizes %q (want %s)", s, strings.Join(cddSizeNames[:], ", "))
}

// Validate checks the options.
func (o DDOptions) Validate() error {
	if int(o.Variant) >= len(ddVariantNames) {
		return fmt.Errorf("%v: no such ddmin variant", o.Variant)
	}
	if o.SplitFactor != 0 && o.SplitFactor < 2 {
		return fmt.Errorf("split factor %d: want 2 or more, or inf", o.SplitFactor)
	}
	if o.SubsetOrder > Random || o.ComplementOrder > Random {
		return fmt.Errorf("%v, %v: no such order", o.SubsetOrder, o.ComplementOrder)
	}
	if o.SubsetOrder == Skip && o.ComplementOrder == Skip {
		return fmt.Errorf("ddmin cannot skip both subsets and complements")
	}
	if !(o.Prior >= 0 && o.Prior < 1) {
		return fmt.Errorf("prior %v: want a probability above 0 and below 1", o.Prior)
	}
	if !(o.Threshold >= 0 && o.Threshold <= 1) {
		return fmt.Errorf("threshold %v: want a probability above 0, at most 1", o.Threshold)
	}
	if o.Threshold != 0 && o.Threshold <= o.prior() {
		return fmt.Errorf("threshold %v: want it above the prior, %v (no unit would ever be tried)", o.Threshold, o.prior())
	}
	if int(o.CDDSizes) >= len(cddSizeNames) {
		return fmt.Errorf("%v: no such rule of CDD sizes", o.CDDSizes)
	}
	return nil
}

func (o DDOptions) split() int {
	if o.SplitFactor == 0 {
		return 2
	}
	return o.SplitFactor
}

// ErrNoWeights is DDMin's error for a variant that needs the weights of
// the units (WDD, WProbDD): DDMinWeighted takes them.
var ErrNoWeights = errors.New("the ddmin variant needs the weights of the units")

// DDMin runs ddmin (Zeller and Hildebrandt, 2002) over the units 0..n-1,
// all of which together are known to be interesting (they are never tested
// again), and returns the 1-minimal configuration it finds. test tells
// whether a configuration (a sorted list of the units kept) is
// interesting; an error stops ddmin, which returns it with the
// configuration it had reached.
//
// Each round splits the configuration into parts and tests the subsets and
// complements as one list, in the order opts gives: the first interesting
// one is taken. A round with neither goes to a finer granularity; at single
// units, the configuration is 1-minimal. If it has one unit left, the empty
// configuration is tested too, which ddmin alone never does.
//
// With opts.Variant, DDMin runs that variant instead; for WDD and WProbDD,
// which need the weights of the units, it returns ErrNoWeights (see
// DDMinWeighted).
//
// DDMin walks the plan of ddmin (rounds) one test at a time, as the
// reduction walks its plan (see plan).
func DDMin(ctx context.Context, n int, test func(ctx context.Context, config []int) (bool, error), opts DDOptions) ([]int, error) {
	if opts.Variant.Weighted() {
		return allUnits(n), fmt.Errorf("%v: %w (use DDMinWeighted)", opts.Variant, ErrNoWeights)
	}
	return walkConfigs(ctx, n, allRounds(n, opts, nil, 0), test)
}

// DDMinWeighted is DDMin over units of the weights given (one each, at
// least 1 is taken for less), for every variant: WDD and WProbDD use
// them, the others ignore them.
func DDMinWeighted(ctx context.Context, weights []int, test func(ctx context.Context, config []int) (bool, error), opts DDOptions) ([]int, error) {
	n := len(weights)
	return walkConfigs(ctx, n, allRounds(n, opts, weights, 0), test)
}

// walkConfigs walks plan p of ddmin over n units one test at a time.
func walkConfigs(ctx context.Context, n int, p configPlan, test func(ctx context.Context, config []int) (bool, error)) ([]int, error) {
	c := allUnits(n)
	// Invariant: c is interesting (all units, or the configuration last accepted), and p is ddmin from c on.
	for p != nil {
		var next configPlan
		for it := range p {
			if it.rest != nil {
				next = it.rest
				break
			}
			ok, err := test(ctx, it.config)
			if err != nil {
				return c, err
			}
			if ok {
				c, next = it.config, it.then
				break
			}
		}
		p = next
	}
	return c, nil
}

// A configPlan is ddmin from some round on, for as long as no
// configuration is interesting: it yields the configurations of the round
// in the order they are tested, each with the plan that follows if it is
// the first interesting one (nil when ddmin ends there), and last, unless
// ddmin ends when all of them fail, an item with only rest set: the plan of
// the rounds that follow. A plan may be iterated more than once.
type configPlan func(yield func(ddItem) bool)

// A ddItem is what a configPlan yields: a configuration and then, or rest.
type ddItem struct {
	config []int
	then   configPlan
	rest   configPlan
}

// rounds is ddmin from granularity gran (and complement offset) on, for a
// configuration c: the plan of ddmin, the one definition of every variant
// of it that DDOptions selects. With c a single unit, it offers the empty
// configuration.
func rounds(c []int, gran, offset int, opts DDOptions) configPlan {
	return func(yield func(ddItem) bool) {
		switch {
		case len(c) == 1:
			yield(ddItem{config: []int{}})
			return
		case len(c) == 0 || gran > len(c):
			return
		}
		configs, parts := round(c, gran, offset, opts)
		for i, cfg := range configs {
			next, g, o := successor(cfg, parts[i], gran, opts)
			if !yield(ddItem{config: cfg, then: rounds(next, g, o, opts)}) {
				return
			}
		}
		if g := finer(gran, len(c), opts.split()); g <= len(c) {
			yield(ddItem{rest: rounds(c, g, 0, opts)})
		}
	}
}

// round returns the configurations of one round of ddmin over c at
// granularity gran, in the order of opts, and for each the part it is: p
// for the subset of part p, -1-p for its complement. Complements start at
// part offset.
func round(c []int, gran, offset int, opts DDOptions) (configs [][]int, parts []int) {
	split := partition(c, gran)
	var rng *rand.Rand
	if opts.SubsetOrder == Random || opts.ComplementOrder == Random {
		rng = newRand(opts.Seed, opts.salt, uint64(gran), uint64(offset), hashUnits(c))
	}
	var subs, comps [][]int
	var subParts, compParts []int
	for _, i := range indices(gran, opts.SubsetOrder, rng) {
		subs = append(subs, split[i])
		subParts = append(subParts, i)
	}
	if gran > 2 || opts.SubsetOrder == Skip { // the complements of two halves are the halves
		for _, j := range indices(gran, opts.ComplementOrder, rng) {
			i := (j + offset) % gran
			comp := make([]int, 0, len(c)-len(split[i]))
			for k, p := range split {
				if k != i {
					comp = append(comp, p...)
				}
			}
			comps = append(comps, comp)
			compParts = append(compParts, -1-i)
		}
	}
	if opts.ComplementFirst {
		return append(comps, subs...), append(compParts, subParts...)
	}
	return append(subs, comps...), append(subParts, compParts...)
}

// partition splits configuration c into gran parts of near-equal counts,
// in order.
func partition(c []int, gran int) [][]int {
	split := make([][]int, gran)
	for i := range split {
		split[i] = c[i*len(c)/gran : (i+1)*len(c)/gran]
	}
	return split
}

// finer returns the granularity after gran for a configuration of n units,
// or a value above n if there is none.
func finer(gran, n, split int) int {
	if gran >= n {
		return n + 1
	}
	if split == Inf || gran > n/split {
		return n
	}
	return min(n, gran*split)
}

// successor returns the configuration, granularity and complement offset
// ddmin goes on with when config, part of a round at granularity gran (as
// round numbers parts), is the first interesting one.
func successor(config []int, part, gran int, opts DDOptions) ([]int, int, int) {
	if part >= 0 { // a subset
		return config, min(opts.split(), len(config)), 0
	}
	gran = min(max(gran-1, 2), len(config))
	if opts.Restart {
		return config, gran, 0
	}
	return config, gran, (-1 - part) % max(gran, 1)
}

// allUnits returns the configuration of all n units.
func allUnits(n int) []int {
	c := make([]int, n)
	for i := range c {
		c[i] = i
	}
	return c
}

// allRounds is the plan of ddmin, or of the variant opts selects, over n
// units; weights, if not nil, are the weights of the units, which WDD and
// WProbDD need; salt tells this list apart from others (a hash of its
// nodes), so that random choices differ between lists.
func allRounds(n int, opts DDOptions, weights []int, salt uint64) configPlan {
	opts.salt = salt
	if opts.Variant.Weighted() && weights == nil {
		panic("reduce: " + opts.Variant.String() + " without weights (Options.Validate refuses it)")
	}
	switch opts.Variant {
	case ProbDD, WProbDD:
		return newProbDD(n, opts, weights)
	case CDD:
		return newCDD(n, opts)
	case WDD:
		return newWDD(n, opts, weights)
	}
	return rounds(allUnits(n), min(opts.split(), n), 0, opts)
}

// indices returns 0..n-1 in order o (Random draws it from rng).
func indices(n int, o Order, rng *rand.Rand) []int {
	if o == Skip {
		return nil
	}
	if o == Random {
		return rng.Perm(n)
	}
	out := make([]int, n)
	for i := range out {
		out[i] = i
		if o == Backward {
			out[i] = n - 1 - i
		}
	}
	return out
}

// newRand returns the random source of a choice of a plan: seeded by the
// options' seed and by values that identify the choice, so that a plan
// iterated again makes the same choice (plans are values).
func newRand(seed uint64, vals ...uint64) *rand.Rand {
	h := splitmix(seed)
	for _, v := range vals {
		h = splitmix(h ^ v)
	}
	return rand.New(rand.NewPCG(h, splitmix(h)))
}

// hashUnits returns a hash of a configuration.
func hashUnits(c []int) uint64 {
	h := uint64(len(c))
	for _, u := range c {
		h = splitmix(h ^ uint64(u))
	}
	return h
}

// splitmix is the finalizer of SplitMix64: a bijection of 64-bit words
// that mixes every bit into every other.
func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
