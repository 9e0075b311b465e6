package reduce

import "slices"

// The plan of Wddmin (Zhou, Xu, Zhang, Tian and Sun, "WDD: Weighted delta
// debugging", ICSE 2025), as its authors' code and Perses'
// WeightedDeltaDebugger run it.

// wdd is the part of Wddmin's plan that does not change: the options and
// the weights of the units.
type wdd struct {
	opts    DDOptions
	weights []int // by unit
}

// newWDD is the plan of Wddmin over n units of the weights given.
func newWDD(n int, opts DDOptions, weights []int) configPlan {
	d := &wdd{opts: opts, weights: weights}
	c := allUnits(n)
	return d.rounds(c, [][]int{c}, nil)
}

// weight returns the weight of unit u, at least 1.
func (d *wdd) weight(u int) int { return max(d.weights[u], 1) }

// rounds is Wddmin from configuration c, partitioned into parts (runs of
// c, in order) by the iteration before, with singles the units that the
// splits dropped as partitions of one. While c has more units than
// partitions, each partition is split in two of near-equal weight (a
// partition of one unit is dropped, to singles); then each partition is
// tried as a subset (in SubsetOrder; one that is interesting is the new
// configuration, a partition of its own), then the complements (see
// complements). The partitions that survive keep their boundaries, and
// are split again. Last, checkSingles. With one unit left, the empty
// configuration is offered, as by ddmin (see rounds).
func (d *wdd) rounds(c []int, parts [][]int, singles []int) configPlan {
	if len(c) <= 1 {
		return rounds(c, 1, 0, d.opts)
	}
	if len(c) <= len(parts) {
		return d.checkSingles(c, singles)
	}
	split, singles := d.split(parts, singles)
	if len(split) < 2 {
		return d.checkSingles(c, singles)
	}
	return func(yield func(ddItem) bool) {
		if d.opts.SubsetOrder != Skip {
			rng := newRand(d.opts.Seed, d.opts.salt, 1, hashUnits(c), uint64(len(split)))
			for _, i := range indices(len(split), d.opts.SubsetOrder, rng) {
				p := split[i]
				if !yield(ddItem{config: p, then: d.rounds(p, [][]int{p}, singles)}) {
					return
				}
			}
		}
		if d.opts.ComplementOrder == Skip {
			yield(ddItem{rest: d.rounds(c, split, singles)})
			return
		}
		d.complements(c, split, singles)(yield)
	}
}

// complements tries the complement of each partition of c, in
// ComplementOrder: the first that is interesting removes its partition,
// and the partitions left are tried again from the first (Wddmin
// restarts, whatever DDOptions.Restart says). When none is interesting,
// the partitions are split again (rounds).
func (d *wdd) complements(c []int, parts [][]int, singles []int) configPlan {
	return func(yield func(ddItem) bool) {
		rng := newRand(d.opts.Seed, d.opts.salt, 2, hashUnits(c), uint64(len(parts)))
		for _, i := range indices(len(parts), d.opts.ComplementOrder, rng) {
			// c less the partition: the units of the partitions that
			// splits dropped stay.
			comp := slices.DeleteFunc(slices.Clone(c), func(u int) bool { return slices.Contains(parts[i], u) })
			left := slices.Delete(slices.Clone(parts), i, i+1)
			if !yield(ddItem{config: comp, then: d.complements(comp, left, singles)}) {
				return
			}
		}
		yield(ddItem{rest: d.rounds(c, parts, singles)})
	}
}

// split splits each partition in two of near-equal weight: the first
// takes units while its weight stays below half the partition's, and the
// unit that crosses the half if that brings it nearer (a partition of two
// units is split into its units). A partition of one unit is dropped, and
// its unit added to singles.
func (d *wdd) split(parts [][]int, singles []int) ([][]int, []int) {
	var out [][]int
	singles = slices.Clip(singles)
	for _, p := range parts {
		switch len(p) {
		case 0:
		case 1:
			if !slices.Contains(singles, p[0]) {
				singles = append(singles, p[0])
			}
		default:
			i := d.cut(p)
			out = append(out, p[:i], p[i:])
		}
	}
	return out, singles
}

// cut returns where split cuts partition p (of two units or more): an
// index from 1 to len(p)-1.
func (d *wdd) cut(p []int) int {
	total := 0
	for _, u := range p {
		total += d.weight(u)
	}
	half := float64(total) / 2
	sum := float64(d.weight(p[0]))
	i := 1
	for ; i < len(p); i++ {
		w := float64(d.weight(p[i]))
		if sum+w > half {
			if half-sum >= sum+w-half {
				i++
			}
			break
		}
		sum += w
	}
	return min(max(i, 1), len(p)-1)
}

// checkSingles is Wddmin's last pass, which makes its result 1-minimal:
// each unit of singles still in c is tried alone, as the complement of
// its partition, in the order the splits dropped them; after a removal,
// the pass starts again from the first.
func (d *wdd) checkSingles(c, singles []int) configPlan {
	singles = slices.DeleteFunc(slices.Clone(singles), func(u int) bool { return !slices.Contains(c, u) })
	if len(singles) == 0 {
		return nil
	}
	return func(yield func(ddItem) bool) {
		for i, u := range singles {
			comp := slices.DeleteFunc(slices.Clone(c), func(v int) bool { return v == u })
			left := slices.Delete(slices.Clone(singles), i, i+1)
			if !yield(ddItem{config: comp, then: d.checkSingles(comp, left)}) {
				return
			}
		}
	}
}
