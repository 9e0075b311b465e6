package reduce

import (
	"cmp"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/tree"
)

// The sweeps of the prune phases (HDD, Coarse HDD, HDDr), of hoisting
// and of the space phase: each returns the plan of one pass (see sweep in
// phase.go); the planner runs the passes to the fixpoint.

// prune is the sweep of Prune and CoarsePrune: HDD or HDDr, as
// Options.Algorithm says.
func (pl *planner) prune(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	coarse := p == CoarsePrune
	if pl.opts.algorithm == HDDr {
		return pl.hddrPass(coarse, pass, s, end)
	}
	return pl.hdd(coarse, pass, 0, s, end)
}

// hdd is the plan of a pass of HDD (Coarse HDD if coarse: over the nodes
// whose removal prints nothing only) from level on, in state s: ddmin over
// the nodes of each level, from the root down. Where s prints no node
// twice, the levels are walked one from the last (Tree.Top, Tree.Below),
// so that a level costs what its nodes do, whatever its depth; else each
// level is found from the root (Tree.Level).
func (pl *planner) hdd(coarse bool, pass, level int, s tree.State, end func(tree.State) plan) plan {
	if pl.tree.Duplicates(s) {
		return pl.hddLevels(coarse, pass, level, s, end)
	}
	return pl.hddFrom(coarse, pass, level, pl.tree.Top(s), s, end)
}

// hddFrom is hdd from level on, whose printed nodes in state s are
// printed.
func (pl *planner) hddFrom(coarse bool, pass, level int, printed []*tree.Node, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		printed := printed // the plan's own stays as it is: plans are values
		// Invariant: printed are the printed nodes of level l in s, and the
		// levels from level to l-1 have no node to offer.
		for l := level; len(printed) > 0; l++ {
			nodes := offered(printed, coarse)
			if len(nodes) == 0 {
				printed = pl.tree.Below(s, printed)
				continue
			}
			if !yield(begins(phaseName(coarse), pass, l, 0)) {
				return
			}
			next := func(t tree.State) plan {
				var kept []*tree.Node
				for _, n := range printed {
					if !t.Removed(n.ID()) {
						kept = append(kept, n)
					}
				}
				return pl.hddFrom(coarse, pass, l+1, pl.tree.Below(t, kept), t, end)
			}
			pl.ddmin(s, nodes, next)(yield)
			return
		}
		end(s)(yield)
	}
}

// offered returns the nodes of a level that ddmin is offered: those not
// Fixed (and with coarse, only those whose removal prints nothing).
func offered(printed []*tree.Node, coarse bool) []*tree.Node {
	var nodes []*tree.Node
	for _, n := range printed {
		if !n.Is(tree.Fixed) {
			nodes = append(nodes, n)
		}
	}
	if coarse {
		nodes = emptyReplacement(nodes)
	}
	return nodes
}

// hddLevels is hdd from level on, each level found from the root.
func (pl *planner) hddLevels(coarse bool, pass, level int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		// Invariant: the levels from level to l-1 have no node to offer in s.
		for l := level; ; l++ {
			nodes, more := pl.tree.Level(s, l)
			if !more {
				break
			}
			if coarse {
				nodes = emptyReplacement(nodes)
			}
			if len(nodes) == 0 {
				continue // nothing to try: no step to report
			}
			if !yield(begins(phaseName(coarse), pass, l, 0)) {
				return
			}
			next := func(t tree.State) plan { return pl.hddLevels(coarse, pass, l+1, t, end) }
			pl.ddmin(s, nodes, next)(yield)
			return
		}
		end(s)(yield)
	}
}

// hddrPass is the plan of a pass of HDDr (see hdd for coarse) in state s: from the root, in the order of Options.HDDrOrder, ddmin over the kept
// children of each kept node.
func (pl *planner) hddrPass(coarse bool, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		if !yield(begins(phaseName(coarse), pass, -1, 0)) {
			return
		}
		var todo worklist
		next := func(t tree.State) plan {
			return pl.hddr(coarse, t, todo.push(pl.opts.hddrOrder, pl.tree.Root()), end)
		}
		// The root is a child too, of nothing.
		root := pl.tree.Resolve(s, pl.tree.Root())
		if s.Removed(root.ID()) || root.Is(tree.Fixed) {
			next(s)(yield)
			return
		}
		pl.pruneNodes(coarse, s, []*tree.Node{root}, next)(yield)
	}
}

// hddr is the plan of the rest of a pass of HDDr, in state s, with the
// nodes whose children are still to be pruned in todo.
func (pl *planner) hddr(coarse bool, s tree.State, todo worklist, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		todo := todo
		for {
			n, rest, ok := todo.pop()
			if !ok {
				break
			}
			todo = rest
			if n = pl.tree.Resolve(s, n); s.Removed(n.ID()) || n.Kind() == tree.Token {
				continue
			}
			var kept []*tree.Node
			for c := range pl.tree.Children(s, n) {
				if !s.Removed(c.ID()) && !c.Is(tree.Fixed) {
					kept = append(kept, c)
				}
			}
			if coarse {
				kept = emptyReplacement(kept)
			}
			if len(kept) == 0 {
				todo = todo.push(pl.opts.hddrOrder, slices.Collect(pl.tree.Children(s, n))...)
				continue
			}
			next := func(t tree.State) plan {
				return pl.hddr(coarse, t, rest.push(pl.opts.hddrOrder, slices.Collect(pl.tree.Children(t, n))...), end)
			}
			pl.ddmin(s, kept, next)(yield)
			return
		}
		end(s)(yield)
	}
}

// A worklist is a list of nodes that plans share: it is never modified,
// push and pop return a new one. Popped in the order of a Traversal, it is
// a queue (BFS) or a stack (DFS).
type worklist struct {
	front *cons // popped first
	back  *cons // a queue's last nodes, the last first
}

type cons struct {
	n    *tree.Node
	next *cons
}

// push returns w with nodes added: at the end of a queue (BFS), or on top
// of a stack (DFS), the first on top.
func (w worklist) push(o Traversal, nodes ...*tree.Node) worklist {
	if o == DFS {
		for i := len(nodes) - 1; i >= 0; i-- {
			w.front = &cons{nodes[i], w.front}
		}
		return w
	}
	for _, n := range nodes {
		w.back = &cons{n, w.back}
	}
	return w
}

// pop returns the node to visit first, and w without it.
func (w worklist) pop() (*tree.Node, worklist, bool) {
	if w.front == nil {
		for c := w.back; c != nil; c = c.next {
			w.front = &cons{c.n, w.front}
		}
		w.back = nil
	}
	if w.front == nil {
		return nil, w, false
	}
	return w.front.n, worklist{front: w.front.next, back: w.back}, true
}

func phaseName(coarse bool) Phase {
	if coarse {
		return CoarsePrune
	}
	return Prune
}

// pruneNodes is the plan of ddmin over nodes (only those whose removal
// prints nothing, if coarse) from state s, then after's in the state it
// ends in.
func (pl *planner) pruneNodes(coarse bool, s tree.State, nodes []*tree.Node, after func(tree.State) plan) plan {
	if coarse {
		nodes = emptyReplacement(nodes)
	}
	if len(nodes) == 0 {
		return after(s)
	}
	return pl.ddmin(s, nodes, after)
}

// ddmin is the plan of ddmin over nodes, from state s, in which all are
// kept: the nodes that the configuration it ends with does not keep are
// removed; then after's plan, in that state.
func (pl *planner) ddmin(s tree.State, nodes []*tree.Node, after func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		if yield(units(len(nodes), true)) {
			configs := allRounds(len(nodes), pl.opts.dd, pl.weights(s, nodes), nodesSalt(nodes))
			configCandidates(configs, s, after, func(config []int) (tree.State, bool) {
				return s.WithRemoved(removedIDs(nodes, config)...), true
			})(yield)
		}
	}
}

// nodesSalt returns a hash of the IDs of nodes, which tells apart the
// lists ddmin runs over, for its random choices (see allRounds).
func nodesSalt(nodes []*tree.Node) uint64 {
	h := uint64(len(nodes))
	for _, n := range nodes {
		h = splitmix(h ^ uint64(n.ID()))
	}
	return h
}

// configCandidates turns configs, a plan of ddmin, into a plan of
// candidates: make returns the state of a configuration, or false if it
// is not to be tested (it counts as not interesting); cur is the state of
// the configuration ddmin has reached, and after says what follows the
// end of ddmin in a state.
func configCandidates(configs configPlan, cur tree.State, after func(tree.State) plan, make func([]int) (tree.State, bool)) plan {
	if configs == nil {
		return after(cur)
	}
	return func(yield func(item) bool) {
		for it := range configs {
			if it.rest != nil {
				yield(item{rest: configCandidates(it.rest, cur, after, make)})
				return
			}
			s, ok := make(it.config)
			if !ok {
				continue
			}
			if !yield(item{state: s, then: configCandidates(it.then, s, after, make)}) {
				return
			}
		}
		yield(item{rest: after(cur)})
	}
}

// hoistPass is the plan of a pass of hoisting (phase Hoist or Shrink) in
// state s: top-down, each kept rule node is replaced by a visible
// descendant of the same rule, one test per try, for as long as one is
// interesting. Hoist tries the nearest first, Shrink the smallest.
func (pl *planner) hoistPass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		if yield(begins(p, pass, -1, 0)) {
			pl.hoist(p, s, []*tree.Node{pl.tree.Root()}, nil, end)(yield)
		}
	}
}

// hoist is the plan of the rest of a pass of hoisting, in state s (see
// hoistNext for todo and retry).
func (pl *planner) hoist(p Phase, s tree.State, todo []*tree.Node, retry *tree.Node, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		n, cands, during, after, ok := pl.hoistNext(p, s, todo, retry)
		if !ok {
			end(s)(yield)
			return
		}
		offer(yield, len(cands), func(i int) (tree.State, plan) { return cands[i], pl.hoist(p, cands[i], during, n, end) },
			func() plan { return pl.hoist(p, s, after, nil, end) })
	}
}

// hoistNext returns what hoisting tries next from state s, with the work
// list todo (a stack, which it does not modify) and the node to try again
// (or nil): the node, its candidates, the work list while it is tried, and
// the work list after it if none of its candidates is interesting; ok is
// false at the end of the pass.
func (pl *planner) hoistNext(p Phase, s tree.State, todo []*tree.Node, retry *tree.Node) (n *tree.Node, cands []tree.State, during, after []*tree.Node, ok bool) {
	owned := false
	for {
		n, retry = retry, nil
		if n == nil {
			if len(todo) == 0 {
				return nil, nil, nil, nil, false
			}
			n, todo = todo[len(todo)-1], todo[:len(todo)-1]
		}
		cur := pl.tree.Resolve(s, n)
		if s.Removed(cur.ID()) {
			continue
		}
		ds := pl.hoistCandidates(s, n, cur)
		if p == Shrink {
			pl.smallestFirst(s, ds)
		}
		for _, d := range ds {
			cands = append(cands, s.WithHoisted(n.ID(), d.ID()))
		}
		if len(cands) > 0 {
			return n, cands, todo, pushChildren(slices.Clone(todo), cur), true
		}
		if !owned {
			// todo may be shared with plans: push onto a copy of it.
			todo, owned = slices.Clone(todo), true
		}
		todo = pushChildren(todo, cur)
	}
}

// pushChildren pushes the children of n onto the stack todo, the first on
// top.
func pushChildren(todo []*tree.Node, n *tree.Node) []*tree.Node {
	for i := n.NumChildren() - 1; i >= 0; i-- {
		todo = append(todo, n.Child(i))
	}
	return todo
}

// hoistCandidates returns the descendants of node cur, printed in place
// of node n in state s, that could stand in n's place: the printed nodes
// that derive its rule (tree.Node.Outer), nearer ones first.
func (pl *planner) hoistCandidates(s tree.State, n, cur *tree.Node) []*tree.Node {
	rule := n.Outer()
	if rule < 0 || cur.Is(tree.Fixed) {
		return nil
	}
	var out []*tree.Node
	level := slices.Collect(pl.tree.Children(s, cur))
	for len(level) > 0 {
		var next []*tree.Node
		for _, c := range level {
			if s.Removed(c.ID()) {
				continue
			}
			if c.Derives(rule) {
				out = append(out, c)
			}
			next = slices.AppendSeq(next, pl.tree.Children(s, c))
		}
		level = next
	}
	return out
}

// smallestFirst sorts the candidates ds of the shrink phase by the number
// of nodes they print in state s, the fewest first (the nearest first
// among equals): the Fuzzing Book's "replace a subtree by a smaller
// subtree of the same kind", smallest first, for any rule.
func (pl *planner) smallestFirst(s tree.State, ds []*tree.Node) {
	size := make(map[*tree.Node]int, len(ds))
	for _, d := range ds {
		size[d] = pl.printed(s, d)
	}
	slices.SortStableFunc(ds, func(a, b *tree.Node) int { return cmp.Compare(size[a], size[b]) })
}

// printed returns the number of nodes that n prints in state s: a removed
// node prints its replacement, a hoisted one its descendant.
func (pl *planner) printed(s tree.State, n *tree.Node) int {
	k := 1
	for c := range pl.tree.Children(s, n) {
		if s.Removed(c.ID()) {
			k++
		} else {
			k += pl.printed(s, c)
		}
	}
	return k
}

// space is the plan of a pass of the space phase in state s: the text
// between tokens printed as compactly as the test allows, none at all (but
// where tokens would run together), then line breaks only; where neither
// is interesting, ddmin over the gaps that still print something (see
// tree.State.Closed: the hidden text before a token, a token of
// whitespace), so that the gaps the test needs stay and the others close.
// A pass after a successful one finds the gaps its spacing left (the
// tokens of whitespace) and runs ddmin over those.
func (pl *planner) space(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		cands := spacings(s)
		gaps := pl.gaps(s)
		if len(cands) == 0 && len(gaps) == 0 {
			end(s)(yield)
			return
		}
		if !yield(begins(p, pass, -1, len(cands))) {
			return
		}
		narrow := func(s tree.State) plan { return pl.narrow(s, 0, end) }
		if len(cands) == 0 {
			pl.closeGaps(s, gaps, narrow)(yield)
			return
		}
		for _, c := range cands {
			if !yield(item{state: c, then: end(c)}) {
				return
			}
		}
		yield(item{rest: pl.closeGaps(s, gaps, narrow)})
	}
}

// narrow is the plan of the rest of a pass of the space phase in state
// s, once the gaps are closed: the tokens of spaces and tabs (a line's
// indentation, where a grammar makes it a token) narrowed, one width at
// a time, every token of that text at once, so that lines indented alike
// stay alike, to one more than the next narrower width, so that the
// widths keep their order (an indented block stays inside the one
// before). From the narrowest, widths[i:] still to try; one test each.
func (pl *planner) narrow(s tree.State, i int, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		widths := pl.indentWidths(s)
		for ; i < len(widths); i++ {
			k := 1
			if i > 0 {
				k = len(widths[i-1].text) + 1
			}
			w := widths[i]
			if k >= len(w.text) {
				continue
			}
			c := s.WithText(w.text[:k], w.ids...)
			if !pl.parses(pl.tree.Unparse(c)) {
				continue
			}
			next := i + 1
			offer(yield, 1, func(int) (tree.State, plan) { return c, pl.narrow(c, next, end) },
				func() plan { return pl.narrow(s, next, end) })
			return
		}
		end(s)(yield)
	}
}

// An indent is a text of spaces and tabs that tokens print, and their IDs.
type indent struct {
	text string
	ids  []int
}

// indentWidths returns the texts of the tokens of spaces and tabs that
// state s prints (tree.Blank, without a line break), the narrowest first.
func (pl *planner) indentWidths(s tree.State) []indent {
	var out []indent
	for _, n := range pl.printedTokens(s, 0) {
		text := s.TokenText(n)
		if !tree.Blank(n) || s.Closed(n.ID()) || strings.Trim(text, " \t") != "" {
			continue
		}
		i := slices.IndexFunc(out, func(w indent) bool { return w.text == text })
		if i < 0 {
			out = append(out, indent{text: text})
			i = len(out) - 1
		}
		out[i].ids = append(out[i].ids, n.ID())
	}
	slices.SortStableFunc(out, func(a, b indent) int { return cmp.Compare(len(a.text), len(b.text)) })
	return out
}

// maxGaps is the most gaps the space phase runs ddmin over: on a large
// text, where all at once failed, one at a time waits for the text to be
// small (the final round of the default runs every phase once more).
const maxGaps = 128

// closeGaps is the plan of ddmin over gaps, the tokens whose gaps are
// open in state s: a configuration keeps the gaps of its tokens open and
// closes the others; one whose text does not parse is not tested. Then
// end's plan.
func (pl *planner) closeGaps(s tree.State, gaps []*tree.Node, end func(tree.State) plan) plan {
	if len(gaps) == 0 {
		return end(s)
	}
	return func(yield func(item) bool) {
		if !yield(units(len(gaps), true)) {
			return
		}
		var weights []int // a gap weighs one token in the weighted variants
		if pl.opts.dd.Variant.Weighted() {
			weights = make([]int, len(gaps))
			for i := range weights {
				weights[i] = 1
			}
		}
		configCandidates(allRounds(len(gaps), pl.opts.dd, weights, nodesSalt(gaps)), s, end, func(config []int) (tree.State, bool) {
			c := s.WithClosed(removedIDs(gaps, config)...)
			return c, pl.parses(pl.tree.Unparse(c))
		})(yield)
	}
}

// gaps returns the tokens that state s prints whose gaps are open, in
// order: closing the gap of each alone prints a shorter text. None if
// there are more than maxGaps that may be.
func (pl *planner) gaps(s tree.State) []*tree.Node {
	var maybe []*tree.Node
	for _, n := range pl.printedTokens(s, 0) {
		if s.Closed(n.ID()) || n.Start() < 0 {
			continue
		}
		pre := n.Pre()
		switch s.Space {
		case tree.SpaceLines:
			if !strings.Contains(pre, "\n") {
				pre = ""
			}
		case tree.SpaceNone:
			pre = ""
		}
		// A token of whitespace is a gap, narrowed (see narrow) or not.
		if text := s.TokenText(n); pre != "" || tree.Blank(n) && text != "" && strings.TrimSpace(text) == "" {
			maybe = append(maybe, n)
		}
	}
	if len(maybe) > maxGaps {
		return nil
	}
	size := pl.size(s)
	var out []*tree.Node
	for _, n := range maybe {
		if len(pl.tree.Unparse(s.WithClosed(n.ID()))) < size {
			out = append(out, n)
		}
	}
	return out
}

// spacings returns the candidates of the space phase from state s that
// print all the text between tokens at once.
func spacings(s tree.State) []tree.State {
	var cands []tree.State
	for _, sp := range []tree.Space{tree.SpaceNone, tree.SpaceLines} {
		if sp > s.Space {
			c := s
			c.Space = sp
			cands = append(cands, c)
		}
	}
	return cands
}

// weights returns the weights of nodes in state s for WDD and WProbDD
// (nil for the other variants): the tokens each prints in s, as the WDD
// paper weighs a node, counted anew at every level, so that what pruning
// removed no longer weighs. A removed node counts one token if its
// replacement prints something.
func (pl *planner) weights(s tree.State, nodes []*tree.Node) []int {
	if !pl.opts.dd.Variant.Weighted() {
		return nil
	}
	out := make([]int, len(nodes))
	if len(nodes) == 1 {
		return out // one node: no weight decides anything
	}
	for i, n := range nodes {
		out[i] = pl.tokens(s, n)
	}
	return out
}

// tokens returns the number of tokens that node n prints in state s.
func (pl *planner) tokens(s tree.State, n *tree.Node) int {
	switch {
	case s.Removed(n.ID()):
		if n.Repl() == tree.EmptyRepl {
			return 0
		}
		return 1
	case n.Kind() == tree.Token:
		return 1
	}
	k := 0
	for c := range pl.tree.Children(s, n) {
		k += pl.tokens(s, c)
	}
	return k
}

// emptyReplacement returns the nodes whose removal prints nothing: those
// with the empty replacement, and list members.
func emptyReplacement(nodes []*tree.Node) []*tree.Node {
	var out []*tree.Node
	for _, n := range nodes {
		if n.Repl() == tree.EmptyRepl || n.Group() != 0 {
			out = append(out, n)
		}
	}
	return out
}

// removedIDs returns the IDs of the nodes not in keep (a sorted list of
// indices into nodes).
func removedIDs(nodes []*tree.Node, keep []int) []int {
	ids := make([]int, 0, len(nodes)-len(keep))
	k := 0
	for i, n := range nodes {
		if k < len(keep) && keep[k] == i {
			k++
			continue
		}
		ids = append(ids, n.ID())
	}
	return ids
}
