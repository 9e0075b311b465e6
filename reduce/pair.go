package reduce

import (
	"github.com/hddmin/hddmin/tree"
)

// The pair phase: members of two lists removed together. A list's member
// often goes only with its counterpart in another list of as many
// members: a table's column and the value that an insert gives it, a
// function's parameter and the argument of a call, a struct's field and
// its initializer. Removed alone, either breaks the input, so HDD keeps
// both; removed together, they may go. For every two lists (runs of list
// members, see tree.Tree.Run) that the state prints with the same number
// of members, between pairMin and pairMax, the i-th members of both, the
// last first; a candidate must parse (tree.Tree.Parses) and print a
// shorter text, as the rewrites' do.

const (
	pairMin   = 2   // the fewest members of a list paired
	pairMax   = 16  // the most
	pairLists = 64  // the lists looked at, the first in preorder
	pairLook  = 256 // the candidates made (unparsed and parse-checked) per pass
)

// pairPass is the sweep of Pair: in state s, from the first pair of
// members on.
func (pl *planner) pairPass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		if len(pl.pairs(s)) == 0 {
			end(s)(yield)
			return
		}
		if yield(begins(p, pass, -1, 0)) {
			pl.pair(s, 0, end)(yield)
		}
	}
}

// pairEstimate is the number of candidates a pass of Pair offers at most
// in state s.
func (pl *planner) pairEstimate(s tree.State) int { return min(len(pl.pairs(s)), pairLook) }

// pair is the plan of the rest of a pass of Pair, in state s, from the
// from-th pair of members on (see pairs).
func (pl *planner) pair(s tree.State, from int, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		pairs := pl.pairs(s)
		fresh := pl.freshText(pl.view(s))
		var cands []tree.State
		var at []int
		for k := from; k < len(pairs) && k < from+pairLook; k++ {
			if c := s.WithRemoved(pairs[k][0].ID(), pairs[k][1].ID()); fresh(c) {
				cands, at = append(cands, c), append(at, k)
			}
		}
		if len(cands) == 0 {
			end(s)(yield)
			return
		}
		offer(yield, len(cands), func(i int) (tree.State, plan) { return cands[i], pl.pair(cands[i], at[i], end) },
			func() plan { return end(s) })
	}
}

// pairs returns the pairs of members Pair tries in state s, in order: for
// every two lists of as many printed members (pairMin to pairMax), in
// preorder of the lists, the last members first.
func (pl *planner) pairs(s tree.State) [][2]*tree.Node {
	lists := pl.lists(s)
	var out [][2]*tree.Node
	for a := range lists {
		for b := a + 1; b < len(lists); b++ {
			la, lb := lists[a], lists[b]
			if len(la) != len(lb) {
				continue
			}
			for i := len(la) - 1; i >= 0; i-- {
				out = append(out, [2]*tree.Node{la[i], lb[i]})
			}
		}
	}
	return out
}

// lists returns the lists that state s prints, in preorder, each the
// printed members of a run that may be removed (not Fixed), if there
// are pairMin to pairMax of them; at most pairLists.
func (pl *planner) lists(s tree.State) [][]*tree.Node {
	var out [][]*tree.Node
	seen := map[int]bool{}
	pl.tree.InspectPrinted(s, func(n *tree.Node, _ int) bool {
		if seen[n.ID()] || len(out) == pairLists {
			return false
		}
		seen[n.ID()] = true
		var run []*tree.Node
		var first *tree.Node
		flush := func() {
			if len(run) >= pairMin && len(run) <= pairMax && len(out) < pairLists {
				out = append(out, run)
			}
			run, first = nil, nil
		}
		for c := range pl.tree.Children(s, n) {
			if !tree.ListMember(c) {
				flush()
				continue
			}
			if first != nil && !sameList(first, c) {
				flush()
			}
			if first == nil {
				first = c
			}
			if !s.Removed(c.ID()) && !c.Is(tree.Fixed) {
				run = append(run, c)
			}
		}
		flush()
		return true
	})
	return out
}

// sameList reports whether list members a and b, siblings as a state
// prints them, are of one list: of the same group, or instances of the
// same block.
func sameList(a, b *tree.Node) bool {
	if a.Group() != 0 || b.Group() != 0 {
		return a.Group() == b.Group()
	}
	return a.Kind() == b.Kind() && a.Name() == b.Name() && a.Type() == b.Type()
}
