package reduce

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Order is the order in which ddmin tries the subsets or complements of a
// round.
type Order uint8

const (
	Forward  Order = iota // first part first
	Backward              // last part first
	Skip                  // not at all
)

func (o Order) String() string {
	switch o {
	case Forward:
		return "forward"
	case Backward:
		return "backward"
	case Skip:
		return "skip"
	}
	return "Order(?)"
}

// ParseOrder parses an Order name.
func ParseOrder(s string) (Order, error) {
	for o := Forward; o <= Skip; o++ {
		if strings.EqualFold(s, o.String()) {
			return o, nil
		}
	}
	return 0, fmt.Errorf("unknown order %q (want forward, backward or skip)", s)
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
	// successors (see DDVariant). The other options are ddmin's (WDD's
	// too).
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

	// weights are the weights of the units, for WDD (see allRounds).
	weights []int
}

// DDVariant is an algorithm of the ddmin family: what runs over the units
// of each HDD level (and in DDMin).
type DDVariant uint8

const (
	Classic DDVariant = iota // ddmin (Zeller and Hildebrandt, 2002), with the options of DDOptions
	ProbDD                   // probabilistic delta debugging (Wang et al., FSE 2021): see probRounds
	CDD                      // counter-based delta debugging (Zhang et al., ICSE 2025): see cddRounds
	WDD                      // weighted delta debugging (ICSE 2025): ddmin whose parts are of equal weight, not count
)

var ddVariantNames = [...]string{"ddmin", "probdd", "cdd", "wdd"}

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

// Validate checks the options.
func (o DDOptions) Validate() error {
	if int(o.Variant) >= len(ddVariantNames) {
		return fmt.Errorf("%v: no such ddmin variant", o.Variant)
	}
	if o.SplitFactor != 0 && o.SplitFactor < 2 {
		return fmt.Errorf("split factor %d: want 2 or more, or inf", o.SplitFactor)
	}
	if o.SubsetOrder == Skip && o.ComplementOrder == Skip {
		return fmt.Errorf("ddmin cannot skip both subsets and complements")
	}
	return nil
}

func (o DDOptions) split() int {
	if o.SplitFactor == 0 {
		return 2
	}
	return o.SplitFactor
}

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
// DDMin walks the plan of ddmin (rounds) one test at a time, as the
// reduction walks its plan (see plan).
func DDMin(ctx context.Context, n int, test func(ctx context.Context, config []int) (bool, error), opts DDOptions) ([]int, error) {
	c := allUnits(n)
	p := allRounds(n, opts, nil)
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
	split := partition(c, gran, opts.weights)
	var subs, comps [][]int
	var subParts, compParts []int
	for _, i := range indices(gran, opts.SubsetOrder) {
		subs = append(subs, split[i])
		subParts = append(subParts, i)
	}
	if gran > 2 || opts.SubsetOrder == Skip { // the complements of two halves are the halves
		for _, j := range indices(gran, opts.ComplementOrder) {
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

// partition splits configuration c into gran parts, in order: of near-equal
// counts, or, with weights (by unit), of near-equal weights, each part one
// unit at least (WDD: a heavy unit is a part of its own sooner).
func partition(c []int, gran int, weights []int) [][]int {
	split := make([][]int, gran)
	if weights == nil {
		for i := range split {
			split[i] = c[i*len(c)/gran : (i+1)*len(c)/gran]
		}
		return split
	}
	total := 0
	for _, u := range c {
		total += max(weights[u], 1)
	}
	// Invariant: the parts before i hold c[:from], and the units after
	// them are enough for the parts left (one each).
	from, sum := 0, 0
	for i := range split {
		to := from + 1
		sum += max(weights[c[from]], 1)
		goal := (i + 1) * total / gran
		for to < len(c)-(gran-1-i) && sum+max(weights[c[to]], 1)/2 < goal {
			sum += max(weights[c[to]], 1)
			to++
		}
		if i == gran-1 {
			to = len(c)
		}
		split[i] = c[from:to]
		from = to
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
// units; weights, if not nil, are the weights of the units, for WDD.
func allRounds(n int, opts DDOptions, weights []int) configPlan {
	switch opts.Variant {
	case ProbDD:
		p := make([]float64, n)
		for i := range p {
			p[i] = probPrior
		}
		return probRounds(allUnits(n), p)
	case CDD:
		return cddRounds(allUnits(n), 0, 0)
	case WDD:
		if weights != nil {
			opts.weights = weights
		}
	}
	return rounds(allUnits(n), min(opts.split(), n), 0, opts)
}

// probPrior is the probability that a unit is needed before any test, of
// ProbDD and of CDD (the papers' 0.1).
const probPrior = 0.1

// probRounds is ProbDD's plan from configuration c, whose units are needed
// with probabilities p (by index into c): of the units not known to be
// needed (p < 1), taken in order of p, the least likely first (and in
// order among equals, where ProbDD shuffles), the first s are removed
// together, for the s that maximizes the expected gain s * prod(1 - p_i).
// If that fails, each of them is needed with probability p_i / (1 -
// prod(1 - p_j)) now (Bayes: one of them at least is needed); a unit that
// failed alone is needed for sure. It ends when every unit is needed. The
// empty configuration is offered like any other.
func probRounds(c []int, p []float64) configPlan {
	var order []int // indices into c, by p, then position
	for i := range c {
		if p[i] < 1 {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return nil
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(p[a], p[b]) })
	best, gain, keep := 0, 0.0, 1.0
	for s, i := range order {
		keep *= 1 - p[i]
		if g := float64(s+1) * keep; g > gain {
			best, gain = s+1, g
		}
	}
	drop := order[:best]
	none := 1.0
	for _, i := range drop {
		none *= 1 - p[i]
	}
	config := make([]int, 0, len(c)-best)
	keptP := make([]float64, 0, len(c)-best)
	failed := slices.Clone(p)
	for i, u := range c {
		if slices.Contains(drop, i) {
			failed[i] = min(p[i]/(1-none), 1)
			if best == 1 {
				failed[i] = 1
			}
			continue
		}
		config = append(config, u)
		keptP = append(keptP, p[i])
	}
	return func(yield func(ddItem) bool) {
		if yield(ddItem{config: config, then: probRounds(config, keptP)}) {
			yield(ddItem{rest: probRounds(c, failed)})
		}
	}
}

// cddRounds is CDD's plan from configuration c, in round r, from part at
// on: ProbDD's probabilities, which all units not removed share from
// round to round, replaced by a counter. Round r removes the parts of
// size s_r = -1/ln(1 - p_r), p_r = probPrior / (1 - 1/e)^r (9, 6, 3, 2,
// then 1), one at a time, in order; the round of size 1 is the last.
func cddRounds(c []int, r, at int) configPlan {
	size := cddSize(r)
	if at >= len(c) {
		if size == 1 || len(c) == 0 {
			return nil
		}
		return cddRounds(c, r+1, 0)
	}
	end := min(at+size, len(c))
	config := append(slices.Clone(c[:at]), c[end:]...)
	return func(yield func(ddItem) bool) {
		if yield(ddItem{config: config, then: cddRounds(config, r, at)}) {
			yield(ddItem{rest: cddRounds(c, r, end)})
		}
	}
}

// cddSize is the size of the parts of CDD's round r.
func cddSize(r int) int {
	p := probPrior / math.Pow(1-1/math.E, float64(r))
	if p >= 1 {
		return 1
	}
	return max(1, int(math.Round(-1/math.Log(1-p))))
}

// indices returns 0..n-1 in order o.
func indices(n int, o Order) []int {
	if o == Skip {
		return nil
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
