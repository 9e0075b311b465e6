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
// algorithm: split factor 2, subsets then complements, both forward.
type DDOptions struct {
	// SplitFactor is the initial granularity and the factor it grows by:
	// 0 means 2; Inf starts at single units.
	SplitFactor     int
	SubsetOrder     Order
	ComplementOrder Order
	// ComplementFirst tries the complements of a round before its subsets.
	ComplementFirst bool
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

// FirstInteresting tests configurations, in order, and returns the index of
// the first interesting one, or -1 if none is. A configuration is a sorted
// list of the units kept. It may test them in parallel, but the answer must
// be the one a test in order would give.
type FirstInteresting func(ctx context.Context, configs [][]int) (int, error)

// DDMin runs ddmin (Zeller and Hildebrandt, 2002) over the units 0..n-1,
// all of which together are known to be interesting (they are never tested
// again), and returns the 1-minimal configuration it finds.
//
// Each round splits the configuration into parts and offers the subsets and
// complements to first as one list, in the order opts gives: the first
// interesting one is taken. A round with neither goes to a finer
// granularity; at single units, the configuration is 1-minimal. If it has
// one unit left, the empty configuration is tested too, which ddmin alone
// never does. On error, DDMin returns the configuration it had reached.
func DDMin(ctx context.Context, n int, first FirstInteresting, opts DDOptions) ([]int, error) {
	c := make([]int, n)
	for i := range c {
		c[i] = i
	}
	split := opts.split()
	gran := min(split, len(c))
	for len(c) >= 2 {
		parts := make([][]int, gran)
		for i := range parts {
			parts[i] = c[i*len(c)/gran : (i+1)*len(c)/gran]
		}
		var configs [][]int
		var isSubset []bool
		addSubsets := func() {
			for _, i := range indices(gran, opts.SubsetOrder) {
				configs = append(configs, parts[i])
				isSubset = append(isSubset, true)
			}
		}
		addComplements := func() {
			if gran == 2 && opts.SubsetOrder != Skip {
				return // the complements of two halves are the halves
			}
			for _, i := range indices(gran, opts.ComplementOrder) {
				comp := make([]int, 0, len(c)-len(parts[i]))
				for j, p := range parts {
					if j != i {
						comp = append(comp, p...)
					}
				}
				configs = append(configs, comp)
				isSubset = append(isSubset, false)
			}
		}
		if opts.ComplementFirst {
			addComplements()
			addSubsets()
		} else {
			addSubsets()
			addComplements()
		}
		found, err := first(ctx, configs)
		if err != nil {
			return c, err
		}
		switch {
		case found >= 0 && isSubset[found]:
			c = configs[found]
			gran = min(split, len(c))
		case found >= 0:
			c = configs[found]
			gran = min(max(gran-1, 2), len(c))
		case gran < len(c):
			if split == Inf || gran > len(c)/split {
				gran = len(c)
			} else {
				gran = min(len(c), gran*split)
			}
		default:
			return c, nil
		}
	}
	if len(c) == 1 {
		found, err := first(ctx, [][]int{{}})
		if err != nil {
			return c, err
		}
		if found == 0 {
			c = []int{}
		}
	}
	return c, nil
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
