package reduce

import (
	"context"
	"fmt"
	"math"
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
}

// Validate checks the options.
func (o DDOptions) Validate() error {
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
	p := allRounds(n, opts)
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
	split := make([][]int, gran)
	for i := range split {
		split[i] = c[i*len(c)/gran : (i+1)*len(c)/gran]
	}
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

// allRounds is the plan of ddmin over n units.
func allRounds(n int, opts DDOptions) configPlan {
	return rounds(allUnits(n), min(opts.split(), n), 0, opts)
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
