package reduce

import (
	"cmp"
	"crypto/sha256"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/tree"
)

// The structural rewrites: phases Substitute, Unwrap, Alternative
// (rewrite_alt.go) and Window (see the package documentation). Their candidates are filtered by the tree's
// parse check (tree.Tree.Parses) before they are offered: a candidate
// that does not parse is never tested, and is not counted.
//
// Substitute and Unwrap walk the tree as the state prints it, top-down
// like hoisting, and offer for each node a few candidates, smallest text
// first, one test each; after an interesting one the walk goes on inside
// what the node prints now. Every candidate prints a shorter text than the
// state it comes from, so each phase ends.

const (
	rewriteCap   = 4  // candidates offered per node, at most
	rewriteLook  = 16 // candidates made (unparsed and parse-checked) per node, at most
	windowTokens = 64 // Window runs on results of fewer tokens than this
)

// parses reports whether text passes the tree's parse check.
func (pl *planner) parses(text []byte) bool {
	if pl.tree.Parses() == nil {
		return true
	}
	if pl.memo.parsed == nil {
		pl.memo.parsed = map[[sha256.Size]byte]bool{}
	}
	key := sha256.Sum256(text)
	ok, seen := pl.memo.parsed[key]
	if !seen {
		ok = pl.tree.Parses()(text)
		pl.memo.parsed[key] = ok
	}
	return ok
}

// A view is what the rewrites know of a state: its text, the printed size
// of its nodes, and its printed nodes by the rules they derive (a node
// squeezed into another derives the other's rule too: see
// tree.Node.Derives).
type view struct {
	key   [sha256.Size]byte
	s     tree.State
	t     *tree.Tree
	text  []byte
	sizes map[int]int
	texts map[int]string
	rules map[int][]*tree.Node // printed nodes, by the rules they derive, in preorder
}

// view returns the view of state s.
func (pl *planner) view(s tree.State) *view {
	key := s.Key()
	if v := pl.memo.view; v != nil && v.key == key {
		return v
	}
	v := &view{key: key, s: s, t: pl.tree, text: pl.tree.Unparse(s),
		sizes: map[int]int{}, texts: map[int]string{}, rules: map[int][]*tree.Node{}}
	seen := map[int]bool{}
	pl.tree.InspectPrinted(s, func(n *tree.Node, _ int) bool {
		if seen[n.ID()] {
			return false
		}
		seen[n.ID()] = true
		for _, r := range n.Squeezed() {
			v.rules[int(r)] = append(v.rules[int(r)], n)
		}
		if n.Kind() == tree.Rule {
			v.rules[int(n.Type())] = append(v.rules[int(n.Type())], n)
		}
		return true
	})
	pl.memo.view = v
	return v
}

// size returns the bytes of the tokens node n prints (no hidden text).
func (v *view) size(n *tree.Node) int {
	n = v.t.Resolve(v.s, n)
	if k, ok := v.sizes[n.ID()]; ok {
		return k
	}
	k := 0
	switch {
	case v.s.Removed(n.ID()):
		k = len(n.Repl().String())
	case n.Kind() == tree.Token:
		k = len(n.Text())
	default:
		for c := range v.t.Children(v.s, n) {
			k += v.size(c)
		}
	}
	v.sizes[n.ID()] = k
	return k
}

// tokens returns the text of the tokens node n prints, one NUL after
// each: equal for nodes that print the same.
func (v *view) tokens(n *tree.Node) string {
	n = v.t.Resolve(v.s, n)
	if x, ok := v.texts[n.ID()]; ok {
		return x
	}
	var b strings.Builder
	switch {
	case v.s.Removed(n.ID()):
		b.WriteString(n.Repl().String() + "\x00")
	case n.Kind() == tree.Token:
		b.WriteString(n.Text() + "\x00")
	default:
		for c := range v.t.Children(v.s, n) {
			b.WriteString(v.tokens(c))
		}
	}
	v.texts[n.ID()] = b.String()
	return v.texts[n.ID()]
}

// A rewrite is a candidate of Substitute or Unwrap: the state, and the
// nodes the walk goes on with if it is interesting.
type rewrite struct {
	state tree.State
	next  []*tree.Node
}

// rewritePass is the plan of a pass of phase p (Substitute, Unwrap or
// Alternative) in state s.
func (pl *planner) rewritePass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		if yield(begins(p, pass, -1, 0)) {
			pl.rewrite(p, s, []*tree.Node{pl.tree.Root()}, end)(yield)
		}
	}
}

// rewrite is the plan of the rest of a pass of phase p, in state s, with
// the nodes still to visit on the stack todo (which it does not modify).
func (pl *planner) rewrite(p Phase, s tree.State, todo []*tree.Node, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		cands, during, after, ok := pl.rewriteNext(p, s, todo)
		if !ok {
			end(s)(yield)
			return
		}
		offer(yield, len(cands), func(i int) (tree.State, plan) {
			c := cands[i]
			return c.state, pl.rewrite(p, c.state, pushNodes(slices.Clone(during), c.next), end)
		}, func() plan { return pl.rewrite(p, s, after, end) })
	}
}

// rewriteNext returns the candidates of the next node of the walk that
// has any, from state s and the stack todo: the candidates, the stack
// while they are tried, and the stack after the node if none is
// interesting; ok is false at the end of the pass.
func (pl *planner) rewriteNext(p Phase, s tree.State, todo []*tree.Node) (cands []rewrite, during, after []*tree.Node, ok bool) {
	owned := false
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		cur := pl.tree.Resolve(s, n)
		if _, spliced := s.Spliced(cur.ID()); spliced || s.Removed(cur.ID()) {
			continue
		}
		switch p {
		case Substitute:
			cands = pl.substitutions(s, n, cur)
		case Alternative:
			cands = pl.alternatives(s, n, cur)
		default:
			cands = pl.unwraps(s, cur)
		}
		kids := slices.Collect(pl.tree.Children(s, cur))
		if len(cands) > 0 {
			return cands, todo, pushNodes(slices.Clone(todo), kids), true
		}
		if !owned {
			todo, owned = slices.Clone(todo), true // todo may be shared with plans
		}
		todo = pushNodes(todo, kids)
	}
	return nil, nil, nil, false
}

// pushNodes pushes nodes onto the stack todo, the first on top.
func pushNodes(todo, nodes []*tree.Node) []*tree.Node {
	for i := len(nodes) - 1; i >= 0; i-- {
		todo = append(todo, nodes[i])
	}
	return todo
}

// An option is a rewrite not made yet: node by printed in place of the
// node, and donor, if set, removed; est is the size of the text it
// prints (tokens only), to order the options.
type option struct {
	by, donor *tree.Node
	est       int
}

// substitutions returns the candidates of Substitute for node n, which
// prints cur in state s: cur replaced by another printed node that
// derives the rule of n's place (tree.Node.Outer: through squeezed
// chains, a bare token may stand for a rule), anywhere in the tree but
// among cur's ancestors, as hoisting replaces a node by a descendant of
// its rule (the position accepts the rule, by the derivation the parse
// found). A copy: the other node prints
// fewer tokens than cur. A move: the other node's nearest enclosing list
// member, or nearest enclosing node that prints nothing when removed, is
// removed too (a variable's use replaced by its initializer, the
// declaration gone), and the text is shorter. Of the options, the
// smallest first, the first rewriteLook that print a text not seen are
// made, and the first rewriteCap of those that parse are the candidates.
func (pl *planner) substitutions(s tree.State, n, cur *tree.Node) []rewrite {
	rule := n.Outer()
	if rule < 0 || cur.Is(tree.Fixed) {
		return nil
	}
	v := pl.view(s)
	total, own := v.size(v.t.Root()), v.size(cur)
	var opts []option
	for _, y := range v.rules[int(rule)] {
		if y == cur {
			continue
		}
		est := total - own + v.size(y)
		if v.size(y) < own {
			opts = append(opts, option{by: y, est: est})
		}
		for _, d := range pl.donors(s, y, n, cur) {
			if e := est - v.size(d); e < total {
				opts = append(opts, option{by: y, donor: d, est: e})
			}
		}
	}
	slices.SortStableFunc(opts, func(a, b option) int { return cmp.Compare(a.est, b.est) })
	return pl.rewrites(v, opts, func(o option) (tree.State, []*tree.Node, bool) {
		c, ok := pl.tree.WithSubstituted(s, n.ID(), o.by.ID())
		if o.donor != nil {
			c = c.WithRemoved(o.donor.ID())
		}
		return c, []*tree.Node{o.by}, ok
	})
}

// freshText returns the filter of the candidates made from the state of
// view v: a candidate passes if its text is shorter than v's, was not
// passed before, and passes the parse check.
func (pl *planner) freshText(v *view) func(tree.State) bool {
	seen := map[[sha256.Size]byte]bool{}
	return func(c tree.State) bool {
		text := pl.tree.Unparse(c)
		key := sha256.Sum256(text)
		if len(text) >= len(v.text) || seen[key] || !pl.parses(text) {
			return false
		}
		seen[key] = true
		return true
	}
}

// rewrites turns options, in order, into at most rewriteCap candidates: an
// option whose node prints the same tokens as one before it (with the
// same donor) is skipped, and of the others the first rewriteLook are
// made, and kept if their text is shorter than v's, not seen before,
// and parses.
func (pl *planner) rewrites(v *view, opts []option, state func(option) (tree.State, []*tree.Node, bool)) []rewrite {
	type seenKey struct {
		tokens string
		donor  *tree.Node
	}
	seen := map[seenKey]bool{}
	fresh := pl.freshText(v)
	var out []rewrite
	made := 0
	for _, o := range opts {
		if len(out) == rewriteCap || made == rewriteLook {
			break
		}
		k := seenKey{v.tokens(o.by), o.donor}
		if seen[k] {
			continue
		}
		seen[k] = true
		c, next, ok := state(o)
		if !ok {
			continue
		}
		made++
		if fresh(c) {
			out = append(out, rewrite{state: c, next: next})
		}
	}
	return out
}

// donors returns the nodes whose removal may go with printing y in place
// of node n, which prints cur: y's nearest enclosing list member, and its
// nearest enclosing node with the empty replacement, if they are
// removable, kept and printed in s, and hold neither n nor y's place
// inside cur.
func (pl *planner) donors(s tree.State, y, n, cur *tree.Node) []*tree.Node {
	var out []*tree.Node
	member, empty := false, false
	for d := y.Parent(); d != nil && !(member && empty); d = d.Parent() {
		if d == cur || tree.Encloses(d, n) || s.Removed(d.ID()) {
			break
		}
		if _, sp := s.Spliced(d.ID()); sp || pl.tree.Resolve(s, d) != d || d.Is(tree.Fixed) {
			continue
		}
		switch {
		case tree.ListMember(d) && !member:
			member = true
			if !slices.Contains(out, d) {
				out = append(out, d)
			}
		case !tree.ListMember(d) && d.Repl() == tree.EmptyRepl && !empty:
			empty = true
			out = append(out, d)
		}
	}
	return out
}

// unwraps returns the candidates of Unwrap for list member cur in state
// s: cur replaced by a run of list members it holds (printed, nearest
// first), of the same kind as cur: members of the same block of the
// grammar, or of blocks whose instances hold the same rules and tokens (a
// function body's statements in place of the statement that holds the
// function); then by the instances of other blocks it holds, of another
// rule, whose text parses in its place (an if statement replaced by the
// return statement of its else branch). Lists with separators are left
// alone.
func (pl *planner) unwraps(s tree.State, cur *tree.Node) []rewrite {
	if !plainMember(cur) || cur.Is(tree.Fixed) {
		return nil
	}
	v := pl.view(s)
	var opts, foreign []option
	runs := map[*tree.Node]bool{}
	level := slices.Collect(pl.tree.Children(s, cur))
	for len(level) > 0 {
		var next []*tree.Node
		for _, c := range level {
			if s.Removed(c.ID()) {
				continue
			}
			f := tree.RunFirst(c)
			switch {
			case runs[f] || c.Kind() != tree.Quantifier || c.Is(tree.Separated):
			case plainMember(c) && sameItem(cur, c):
				runs[f] = true
				opts = append(opts, option{by: f})
			default:
				runs[f] = true
				foreign = append(foreign, option{by: f})
			}
			next = slices.AppendSeq(next, pl.tree.Children(s, c))
		}
		level = next
	}
	opts = append(opts, foreign...)
	return pl.rewrites(v, opts, func(o option) (tree.State, []*tree.Node, bool) {
		c, ok := pl.tree.WithSpliced(s, cur.ID(), o.by.ID())
		return c, pl.tree.Run(o.by), ok
	})
}

// plainMember reports whether n is a member of a list without
// separators: an instance of a * or + block.
func plainMember(n *tree.Node) bool {
	return n.Kind() == tree.Quantifier && (n.Name() == tree.Star || n.Name() == tree.Plus) && !n.Is(tree.Separated)
}

// sameItem reports whether list members a and b are of the same kind:
// instances of one block, or instances that hold the same sequence of
// rules and tokens (hidden tokens aside).
func sameItem(a, b *tree.Node) bool {
	if a.Type() == b.Type() {
		return true
	}
	sig := func(n *tree.Node) [][2]int {
		var out [][2]int
		for c := range n.Children() {
			if !c.Is(tree.Hidden) {
				out = append(out, [2]int{int(c.Kind()), int(c.Type())})
			}
		}
		return out
	}
	return slices.Equal(sig(a), sig(b))
}

// windowPass is the plan of a pass of phase Window in state s: if s
// prints fewer than windowTokens tokens, every window of three adjacent
// tokens, then of two, erased (see tree.State.WithErased), where the text
// still parses, one test each.
func (pl *planner) windowPass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		if n := len(pl.printedTokens(s, 0)); n >= windowTokens || n < 2 {
			end(s)(yield)
			return
		}
		if yield(begins(p, pass, -1, 0)) {
			pl.window(s, 0, end)(yield)
		}
	}
}

// windowEstimate is the number of candidates a pass of Window offers at
// most in state s.
func (pl *planner) windowEstimate(s tree.State) int {
	if n := len(pl.printedTokens(s, 0)); n < windowTokens && n >= 2 {
		return 2*n - 3
	}
	return 0
}

// window is the plan of the rest of a pass of Window, in state s, from
// window from on (see windows).
func (pl *planner) window(s tree.State, from int, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		toks := pl.printedTokens(s, 0)
		wins := windows(len(toks))
		fresh := pl.freshText(pl.view(s))
		var cands []tree.State
		var at []int
		for w := from; w < len(wins); w++ {
			var ids []int
			for _, t := range toks[wins[w][0]:wins[w][1]] {
				ids = append(ids, t.ID())
			}
			if c := s.WithErased(ids...); fresh(c) {
				cands, at = append(cands, c), append(at, w)
			}
		}
		if len(cands) == 0 {
			end(s)(yield)
			return
		}
		offer(yield, len(cands), func(i int) (tree.State, plan) { return cands[i], pl.window(cands[i], at[i], end) },
			func() plan { return end(s) })
	}
}

// windows returns the windows of Window over n tokens, in the order they
// are tried: [i, i+3) from the first token on, then [i, i+2).
func windows(n int) [][2]int {
	var out [][2]int
	for _, k := range []int{3, 2} {
		for i := 0; i+k <= n; i++ {
			out = append(out, [2]int{i, i + k})
		}
	}
	return out
}

// printedTokens returns the tokens that state s prints with flags f (all
// for 0), in order, each once: not the hidden ones, nor the units (see
// tree.Tree.Units), nor those that print nothing. Those error recovery skipped are in: a skipped string is still
// a string, and a shorter one is skipped as well (a broken input's
// literals and names shrink too).
func (pl *planner) printedTokens(s tree.State, f tree.Flags) []*tree.Node {
	var out []*tree.Node
	seen := map[int]bool{}
	pl.tree.InspectPrinted(s, func(n *tree.Node, _ int) bool {
		if n.Kind() == tree.Token && !seen[n.ID()] && n.Text() != "" && !n.Is(tree.Missing) && !n.Is(tree.Hidden) && !n.Is(tree.Unit) && n.Is(f) {
			seen[n.ID()] = true
			out = append(out, n)
		}
		return n.Kind() != tree.Token
	})
	return out
}
