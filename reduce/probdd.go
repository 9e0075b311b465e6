package reduce

import (
	"cmp"
	"math"
	"slices"
)

// The plans of ProbDD, WProbDD and CDD: ddmin's successors that remove
// the units least likely to be needed, as many at once as the expected
// gain says, and learn from each failure.

// probDD is the part of ProbDD's plan that does not change from round to
// round: the options and the weights of the units (WProbDD's; nil for
// ProbDD).
type probDD struct {
	opts    DDOptions
	weights []int // by unit
}

// newProbDD is the plan of ProbDD (or WProbDD, with weights) over n units.
func newProbDD(n int, opts DDOptions, weights []int) configPlan {
	d := &probDD{opts: opts}
	if opts.Variant == WProbDD {
		d.weights = weights
	}
	p := make([]float64, n)
	for i := range p {
		p[i] = opts.prior()
	}
	return d.rounds(allUnits(n), p, nil, 0)
}

// rounds is ProbDD's plan from configuration c, whose units are needed
// with probabilities p (by index into c), after k tests; history holds
// the removals that failed, as the units of each not removed since (with
// DDOptions.History). Of the units still tried (p below the threshold,
// 1 by default), ProbDD takes them in order of p, the least likely first
// (in order among equals, where the paper breaks ties at random: a
// DDOptions.Seed shuffles them), and removes the first s together, for
// the s that maximizes the expected gain s * prod(1 - p_i). WProbDD takes
// them in order of (1 - p) * weight, the greatest first, and maximizes
// the weight removed times prod(1 - p_i) (Zhou et al., ICSE 2025). If the
// removal fails, each of its units is needed with probability p_i / (1 -
// prod(1 - p_j)) now (Bayes: one of them at least is needed); a unit that
// failed alone is needed for sure. It ends when no unit is tried. The
// empty configuration is offered like any other.
func (d *probDD) rounds(c []int, p []float64, history [][]int, k uint64) configPlan {
	threshold := d.opts.threshold()
	var order []int // indices into c, in the order of the gain
	for i := range c {
		if p[i] < threshold {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return nil
	}
	if d.opts.Seed != 0 {
		rng := newRand(d.opts.Seed, d.opts.salt, k)
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	best := d.choose(c, p, order)
	drop := order[:best]
	none := 1.0
	for _, i := range drop {
		none *= 1 - p[i]
	}
	config := make([]int, 0, len(c)-best)
	keptP := make([]float64, 0, len(c)-best)
	failed := slices.Clone(p)
	removed := make([]int, 0, best) // the units dropped, in order
	for i, u := range c {
		if slices.Contains(drop, i) {
			failed[i] = min(p[i]/(1-none), 1)
			if best == 1 {
				failed[i] = 1
			}
			removed = append(removed, u)
			continue
		}
		config = append(config, u)
		keptP = append(keptP, p[i])
	}
	var failHistory, passHistory [][]int
	if d.opts.History {
		failHistory = append(slices.Clone(history), removed)
		passHistory, keptP = inferNeeded(history, removed, config, keptP)
	}
	return func(yield func(ddItem) bool) {
		if yield(ddItem{config: config, then: d.rounds(config, keptP, passHistory, k+1)}) {
			yield(ddItem{rest: d.rounds(c, failed, failHistory, k+1)})
		}
	}
}

// choose sorts order (indices into c, the units tried, in an order that
// breaks ties) by the gain of removing each, and returns how many of the
// first to remove together: ProbDD's or WProbDD's choice.
func (d *probDD) choose(c []int, p []float64, order []int) int {
	best, gain, keep := 0, 0.0, 1.0
	if d.weights == nil {
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(p[a], p[b]) })
		for s, i := range order {
			keep *= 1 - p[i]
			if g := float64(s+1) * keep; g > gain {
				best, gain = s+1, g
			}
		}
		return max(best, 1)
	}
	w := func(i int) float64 { return float64(max(d.weights[c[i]], 1)) }
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare((1-p[b])*w(b), (1-p[a])*w(a)), cmp.Compare(p[a], p[b]))
	})
	weight := 0.0
	for s, i := range order {
		keep *= 1 - p[i]
		weight += w(i)
		if g := weight * keep; g > gain {
			best, gain = s+1, g
		}
	}
	return max(best, 1)
}

// inferNeeded is the test-history inference of the ProbDD authors' code,
// after the units removed were removed for good: every failed removal of
// history loses them, and one left with a single unit makes that unit
// needed (probability 1 in p, by index into config); the removals that
// hold a needed unit are forgotten (they are explained). It returns the
// history and the probabilities after.
func inferNeeded(history [][]int, removed, config []int, p []float64) ([][]int, []float64) {
	var out [][]int
	needed := map[int]bool{}
	for _, h := range history {
		left := slices.DeleteFunc(slices.Clone(h), func(u int) bool { return slices.Contains(removed, u) })
		switch {
		case len(left) == len(h):
			out = append(out, h)
		case len(left) == 1:
			needed[left[0]] = true
		case len(left) > 1:
			out = append(out, left)
		}
	}
	if len(needed) == 0 {
		return out, p
	}
	out = slices.DeleteFunc(out, func(h []int) bool {
		return slices.ContainsFunc(h, func(u int) bool { return needed[u] })
	})
	p = slices.Clone(p)
	for i, u := range config {
		if needed[u] {
			p[i] = 1
		}
	}
	return out, p
}

// newCDD is the plan of CDD over n units.
func newCDD(n int, opts DDOptions) configPlan {
	c := allUnits(n)
	return cddRounds(c, 0, cddOrder(c, 0, opts), 0, opts)
}

// cddRounds is CDD's plan from configuration c, in round r, from position
// at of the round's order of units (order, the units of c not yet tried
// in this round after at): ProbDD's probabilities, which all units not
// removed share from round to round, replaced by a counter. Round r
// removes the parts of size cddSize(r), one at a time, the units in order
// of position (shuffled by DDOptions.Seed, as units of equal counter are
// in the paper); the round of size 1 is the last.
func cddRounds(c []int, r int, order []int, at int, opts DDOptions) configPlan {
	size := cddSize(r, opts.prior(), opts.CDDSizes)
	if at >= len(order) {
		if size == 1 || len(c) == 0 {
			return nil
		}
		return cddRounds(c, r+1, cddOrder(c, r+1, opts), 0, opts)
	}
	end := min(at+size, len(order))
	part := order[at:end]
	config := slices.DeleteFunc(slices.Clone(c), func(u int) bool { return slices.Contains(part, u) })
	rest := append(slices.Clone(order[:at]), order[end:]...)
	return func(yield func(ddItem) bool) {
		if yield(ddItem{config: config, then: cddRounds(config, r, rest, at, opts)}) {
			yield(ddItem{rest: cddRounds(c, r, order, end, opts)})
		}
	}
}

// cddOrder returns the order in which round r of CDD tries the units of
// c: their order, or with a seed, a random one.
func cddOrder(c []int, r int, opts DDOptions) []int {
	order := slices.Clone(c)
	if opts.Seed != 0 {
		rng := newRand(opts.Seed, opts.salt, uint64(r), hashUnits(c))
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	return order
}

// cddSize is the size of the parts of CDD's round r, from the prior, by
// rule: from p_r = prior / (1 - 1/e)^r, the size that maximizes the
// expected gain s * (1 - p_r)^s, whose real maximum is at -1/ln(1 - p_r);
// 1 once p_r reaches 1.
func cddSize(r int, prior float64, rule CDDSizeRule) int {
	if rule == CDDDecay {
		s := math.Round(-1 / math.Log(1-prior))
		for range r {
			s = math.Floor(s * (1 - 1/math.E))
		}
		return max(1, int(s))
	}
	p := prior / math.Pow(1-1/math.E, float64(r))
	if p >= 1 {
		return 1
	}
	if rule == CDDRound {
		return max(1, int(math.Round(-1/math.Log(1-p))))
	}
	// CDDArgmax: the gain rises to its maximum, then falls; of two sizes
	// within 1e-6 of each other, Perses takes the larger.
	const eps = 1e-6
	best, gain := 1, 0.0
	for s := 1; s < 1<<24; s++ {
		g := float64(s) * math.Pow(1-p, float64(s))
		switch {
		case g > gain+eps:
			best, gain = s, g
		case math.Abs(g-gain) <= eps:
			best = s
		default:
			return best
		}
	}
	return best
}
