package reduce

import (
	"slices"

	"github.com/hddmin/hddmin/tree"
)

// The chain phase: deep nesting cut in a few tests. A chain is a run of
// nested nodes of one rule, each the only nearest node of that rule under
// the one before (100,000 nested arrays, blocks or parentheses): HDD would
// spend a level, and at least a test, on each, and hoisting a test per
// node, the nearest first. Here the top of the chain is replaced by its
// deepest node if that is interesting (the failure is at the bottom: one
// test), else by the deepest one that is, found by bisection: the test is
// taken to be monotone along the chain (if the failure is inside a node,
// it is inside every node above it).

const (
	chainMin  = 16 // the nodes below the top of a chain worth the phase
	chainLook = 8  // how deep under a node of a chain the next is looked for
)

// chainPass is the sweep of Chain: in state s, each chain of at least
// chainMin nodes below its top, top-down, cut by bisection.
func (pl *planner) chainPass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		heads := pl.chainHeads(s)
		if len(heads) == 0 {
			end(s)(yield)
			return
		}
		if yield(begins(p, pass, -1, len(heads))) {
			pl.cutChains(s, heads, end)(yield)
		}
	}
}

// cutChains is the plan of the rest of a pass of Chain, in state s, with
// the tops of the chains still to cut.
func (pl *planner) cutChains(s tree.State, heads []*tree.Node, end func(tree.State) plan) plan {
	for i, h := range heads {
		if chain := pl.chain(s, h); len(chain) > chainMin {
			rest := heads[i+1:]
			return pl.bisect(s, h, chain, 0, len(chain)-1, true, func(t tree.State) plan { return pl.cutChains(t, rest, end) })
		}
	}
	return end(s)
}

// bisect is the plan of the search for the deepest node of chain that can
// stand in place of node h (which prints chain[0]) in state s, between
// chain[lo], which can (or is h itself), and chain[hi]; first says that
// chain[hi], the bottom, is tried before the bisection. Invariant:
// chain[lo] is printed in h's place in s, and no node below chain[hi] can
// be.
func (pl *planner) bisect(s tree.State, h *tree.Node, chain []*tree.Node, lo, hi int, first bool, after func(tree.State) plan) plan {
	if lo >= hi {
		return after(s)
	}
	mid := (lo + hi + 1) / 2
	if first {
		mid = hi
	}
	c := s.WithHoisted(h.ID(), chain[mid].ID()) // in place of chain[lo]
	return func(yield func(item) bool) {
		offer(yield, 1, func(int) (tree.State, plan) { return c, pl.bisect(c, h, chain, mid, hi, false, after) },
			func() plan { return pl.bisect(s, h, chain, lo, mid-1, false, after) })
	}
}

// chainHeads returns the rule nodes that start a chain in state s, in
// preorder: the walk skips the nodes of each chain it finds.
func (pl *planner) chainHeads(s tree.State) []*tree.Node {
	var heads []*tree.Node
	var walk func(n *tree.Node)
	walk = func(n *tree.Node) {
		cur := pl.tree.Resolve(s, n)
		if s.Removed(cur.ID()) {
			return
		}
		if chain := pl.chain(s, n); len(chain) > chainMin {
			heads = append(heads, n)
			for c := range pl.tree.Children(s, chain[len(chain)-1]) {
				walk(c)
			}
			return
		}
		for c := range pl.tree.Children(s, cur) {
			walk(c)
		}
	}
	walk(pl.tree.Root())
	return heads
}

// chain returns the chain that starts at the node printed in place of n
// in state s: that node, then, for as long as there is exactly one, the
// nearest printed node that derives the rule of n's place (see
// tree.Node.Outer) under the last, no more than chainLook levels down.
func (pl *planner) chain(s tree.State, n *tree.Node) []*tree.Node {
	top, rule := pl.tree.Resolve(s, n), n.Outer()
	if rule < 0 || top.Is(tree.Fixed) {
		return nil
	}
	chain := []*tree.Node{top}
	for {
		next := pl.nearestOfRule(s, chain[len(chain)-1], rule)
		if next == nil {
			return chain
		}
		chain = append(chain, next)
	}
}

// nearestOfRule returns the one printed node that derives rule typ nearest under n
// in state s, at most chainLook levels down, or nil if there is none or
// more than one at that depth.
func (pl *planner) nearestOfRule(s tree.State, n *tree.Node, typ int32) *tree.Node {
	level := slices.Collect(pl.tree.Children(s, n))
	for range chainLook {
		var found *tree.Node
		var next []*tree.Node
		for _, c := range level {
			if s.Removed(c.ID()) {
				continue
			}
			if c.Derives(typ) {
				if found != nil {
					return nil
				}
				found = c
				continue
			}
			next = slices.AppendSeq(next, pl.tree.Children(s, c))
		}
		if found != nil {
			return found
		}
		level = next
	}
	return nil
}
