package reduce

import (
	"cmp"
	"container/heap"
	"fmt"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/tree"
)

// Phase Alternative: a rule node printed as another alternative of its
// rule, filled with the node's own descendants (the Fuzzing Book's
// "alternative expansions": Zeller et al., The Fuzzing Book, chapter
// "Reducing Failure-Inducing Inputs", the GrammarReducer). The grammar
// says what each alternative consumes (tree.Tree.Alternatives: the ways
// through it, a block inside it taken each way, an optional part in or
// out); the phase fills each way in order: a rule from a printed
// descendant that derives it, the outermost first (else from one that a
// derivation of the rule holds, wrapped in the shortest text of the rest
// of that derivation: a name made a statement), a token from a descendant
// of its type where its text may differ (a name, a literal), and what
// none fills with the element's shortest text. So `wire [a:a] b` becomes
// `wire b` where the rule has both alternatives, and `for(;;c=d);` the
// expression statement `c=d;`. A way that takes no descendant is no
// candidate: prune prints the node's replacement already; nor is one
// whose descendants all derive the node's rule, which hoisting tries.
//
// The walk is that of Substitute and Unwrap (rewritePass): top-down, a few
// candidates a node, each shorter than the state's text and parse-checked
// before it is offered, the smallest first.

// altCap is the most candidates of Alternative offered per node: the
// fillings of one node are alike (what one fails for, the next mostly
// does too), and a text of a grammar of many alternatives (JavaScript's
// expressions) has many nodes.
var altCap = 3

const (
	altChoices  = 3    // descendants tried for one element, at most
	altFillings = 16   // fillings of one alternative of a node made, at most
	altScan     = 1024 // printed descendants of a node looked at, at most
	wrapMax     = 32   // bytes of text a wrap may add, at most
	wrapRules   = 256  // rules a search of wraps reaches, at most
)

// A dnode is a printed descendant of the node whose alternatives are
// filled: the node, and the index after its subtree in the list of them
// (preorder).
type dnode struct {
	n   *tree.Node
	end int
}

// A filling is a way through an alternative filled: the parts printed
// in place of the node's children, the descendants it takes, and the
// size of the text it prints (tokens only).
type filling struct {
	parts []tree.Part
	used  int
	size  int
}

// alternatives returns the candidates of Alternative for node n, which
// prints cur in state s: cur printed as a way through another alternative
// of the rule of n's place (tree.Node.Outer), filled from the descendants
// cur prints (see the top of this file). Of the fillings, the smallest
// first, the first rewriteLook that print a text not seen are made, and
// the first rewriteCap of those that parse are the candidates.
func (pl *planner) alternatives(s tree.State, n, cur *tree.Node) []rewrite {
	rule := n.Outer()
	if rule < 0 || cur.Kind() != tree.Rule || cur.Is(tree.Fixed) {
		return nil
	}
	alts := pl.tree.Alternatives(rule)
	if len(alts) < 2 {
		return nil
	}
	taken := 0
	if _, rewritten := s.Alternative(cur.ID()); cur.Type() == rule && !rewritten {
		taken = cur.Alt()
	}
	v := pl.view(s)
	desc := pl.descendants(s, cur)
	if len(desc) == 0 {
		return nil
	}
	f := &filler{pl: pl, v: v, desc: desc}
	for _, alt := range alts {
		if alt.Alt != taken {
			f.fill(alt.Elements)
		}
	}
	own := v.size(cur)
	total := v.size(v.t.Root())
	fills := slices.DeleteFunc(f.out, func(x filling) bool { return x.used == 0 || x.size >= own || hoisting(x, rule, pl.tree) })
	slices.SortStableFunc(fills, func(a, b filling) int { return cmp.Compare(a.size, b.size) })
	fresh := pl.freshText(v)
	seen, tried := map[string]bool{}, map[string]bool{}
	var out []rewrite
	made := 0
	for _, x := range fills {
		if len(out) == altCap || made == rewriteLook || total-own+x.size >= len(v.text) {
			break
		}
		k, nodes := f.key(x.parts), nodeKey(x.parts)
		if seen[k] || tried[nodes] {
			continue
		}
		seen[k] = true
		c, ok := pl.tree.WithAlternative(s, cur.ID(), x.parts)
		if !ok {
			continue
		}
		made++
		if fresh(c) {
			tried[nodes] = true
			var next []*tree.Node
			for _, p := range x.parts {
				if id := p.Node(); id >= 0 {
					next = append(next, pl.tree.Node(id))
				}
			}
			out = append(out, rewrite{state: c, next: next})
		}
	}
	return out
}

// nodeKey returns a string that is the same for fillings that take the
// same descendants in the same order: of those, only the smallest that
// parses is offered (a descendant wrapped in +, - or ~, in a throw or a
// break, fails as it does in the smallest wrap, mostly).
func nodeKey(parts []tree.Part) string {
	var b strings.Builder
	for _, p := range parts {
		if id := p.Node(); id >= 0 {
			fmt.Fprintf(&b, "%d,", id)
		}
	}
	return b.String()
}

// hoisting reports whether the descendants filling x takes all derive
// rule: hoisting tries each in the node's place, with less text around
// it ({;} for a statement is the statement ; hoisted, in a block).
func hoisting(x filling, rule int32, t *tree.Tree) bool {
	for _, p := range x.parts {
		if id := p.Node(); id >= 0 && !t.Node(id).Derives(rule) {
			return false
		}
	}
	return true
}

// descendants returns the nodes below cur that state s prints, in
// preorder, at most altScan, each with the end of its subtree among them.
func (pl *planner) descendants(s tree.State, cur *tree.Node) []dnode {
	var out []dnode
	var walk func(n *tree.Node)
	walk = func(n *tree.Node) {
		for c := range pl.tree.Children(s, n) {
			if len(out) >= altScan {
				return
			}
			if s.Removed(c.ID()) {
				continue
			}
			i := len(out)
			out = append(out, dnode{n: c})
			walk(c)
			out[i].end = len(out)
		}
	}
	walk(cur)
	return out
}

// A filler fills the ways through the alternatives of one node.
type filler struct {
	pl   *planner
	v    *view
	desc []dnode
	out  []filling
	// The filling being made (see fill), and the length f.out may grow to.
	parts []tree.Part
	limit int
}

// fill adds to f.out the fillings of the way els, at most altFillings.
func (f *filler) fill(els []tree.Element) {
	f.parts, f.limit = f.parts[:0], len(f.out)+altFillings
	f.step(els, 0, 0, 0, 0, -1, 0)
}

// step fills els[k:] from descendant pos on, the parts so far in
// f.parts, having taken used descendants and printed size bytes; group is
// the Opt of the optional part being filled (-1 for none) and groupUsed
// the descendants taken in it.
func (f *filler) step(els []tree.Element, k, pos, used, size int, group int32, groupUsed int) {
	if len(f.out) >= f.limit {
		return
	}
	if k < len(els) && group >= 0 && els[k].Opt != group || k == len(els) && group >= 0 {
		// The end of an optional part: it is printed only if it takes a
		// descendant (else leaving it out prints less).
		if groupUsed == 0 {
			return
		}
		group = -1
	}
	if k == len(els) {
		f.out = append(f.out, filling{parts: slices.Clone(f.parts), used: used, size: size})
		return
	}
	e := &els[k]
	if e.Opt != 0 && group < 0 {
		// An optional part: left out, or printed.
		j := k
		for j < len(els) && els[j].Opt == e.Opt {
			j++
		}
		f.step(els, j, pos, used, size, -1, 0)
		f.step(els, k, pos, used, size, e.Opt, 0)
		return
	}
	mark := len(f.parts)
	add := func(parts ...tree.Part) { f.parts = append(f.parts[:mark], parts...) }
	took := 0
	if e.Rule >= 0 {
		for _, i := range f.ruleCands(e.Rule, pos) {
			d := f.desc[i]
			add(tree.NodePart(d.n))
			f.step(els, k+1, d.end, used+1, size+f.v.size(d.n), group, groupUsed+1)
			took++
		}
		if took == 0 {
			for _, w := range f.wrapCands(e.Rule, pos) {
				d := f.desc[w.at]
				var parts []tree.Part
				for _, t := range w.wrap.pre {
					parts = append(parts, tree.TextPart(t))
				}
				parts = append(parts, tree.NodePart(d.n))
				for _, t := range w.wrap.post {
					parts = append(parts, tree.TextPart(t))
				}
				add(parts...)
				f.step(els, k+1, d.end, used+1, size+f.v.size(d.n)+w.wrap.cost, group, groupUsed+1)
				took++
			}
		}
	} else {
		for _, i := range f.tokenCands(e, pos) {
			d := f.desc[i]
			add(tree.NodePart(d.n))
			f.step(els, k+1, d.end, used+1, size+f.v.size(d.n), group, groupUsed+1)
			took++
		}
	}
	if !e.NoText {
		for _, text := range append([]string{e.Text}, e.Others...) {
			add(tree.TextPart(text))
			f.step(els, k+1, pos, used, size+len(text), group, groupUsed)
		}
	}
	f.parts = f.parts[:mark]
}

// ruleCands returns the descendants from pos on that derive rule, the
// outermost only, at most altChoices, by index into f.desc.
func (f *filler) ruleCands(rule int32, pos int) []int {
	var out []int
	for i := pos; i < len(f.desc) && len(out) < altChoices; {
		if f.desc[i].n.Derives(rule) {
			out = append(out, i)
			i = f.desc[i].end
			continue
		}
		i++
	}
	return out
}

// tokenCands returns the first token from pos on that token element e
// matches, by index into f.desc, if its text may differ from e's (a name,
// a literal), which is what a descendant brings (a token of fixed text
// prints e's text); one, not a few as for a rule: one name is as good as
// another where a name is all that an alternative takes (goto p;).
func (f *filler) tokenCands(e *tree.Element, pos int) []int {
	var out []int
	for i := pos; i < len(f.desc) && len(out) < 1; i++ {
		n := f.desc[i].n
		if n.Kind() == tree.Token && !n.Is(tree.Fixed) && !n.Is(tree.Hidden) && !n.Is(tree.Unit) && e.Matches(n.Type()) {
			out = append(out, i)
		}
	}
	return out
}

// A wrapCand is a descendant that a derivation of a rule holds: its index
// into f.desc, and the wrap.
type wrapCand struct {
	at   int
	wrap *wrap
}

// wrapCands returns the outermost descendants from pos on that a
// derivation of rule holds (see planner.wraps), at most altChoices.
func (f *filler) wrapCands(rule int32, pos int) []wrapCand {
	ws := f.pl.wraps(rule)
	if len(ws.rules) == 0 && len(ws.tokens) == 0 {
		return nil
	}
	var out []wrapCand
	for i := pos; i < len(f.desc) && len(out) < altChoices; {
		if w := ws.of(f.desc[i].n); w != nil {
			out = append(out, wrapCand{i, w})
			i = f.desc[i].end
			continue
		}
		i++
	}
	return out
}

// key returns a string that is the same for fillings that print the
// same.
func (f *filler) key(parts []tree.Part) string {
	var b strings.Builder
	for _, p := range parts {
		if id := p.Node(); id >= 0 {
			b.WriteString(f.v.tokens(f.pl.tree.Node(id)))
		} else {
			b.WriteString(p.Text() + "\x00")
		}
	}
	return b.String()
}

// A wrap is a derivation of a rule that holds a node of another rule (or
// a token) and is otherwise as short as the grammar allows: the texts
// before the node and after it, and their length.
type wrap struct {
	pre, post []string
	cost      int
}

// wraps are the wraps of one rule: by the rule, and by the token type,
// they hold.
type wraps struct {
	rules  map[int32]*wrap
	tokens []tokenWrap
}

// A tokenWrap is the wrap of a token: the element that takes it.
type tokenWrap struct {
	el   *tree.Element
	wrap *wrap
}

// of returns the cheapest wrap of ws that holds node n, or nil.
func (ws *wraps) of(n *tree.Node) *wrap {
	var best *wrap
	consider := func(w *wrap) {
		if w != nil && (best == nil || w.cost < best.cost) {
			best = w
		}
	}
	if n.Kind() == tree.Rule {
		consider(ws.rules[n.Type()])
	}
	for _, r := range n.Squeezed() {
		consider(ws.rules[r])
	}
	if n.Kind() == tree.Token && !n.Is(tree.Fixed) && !n.Is(tree.Hidden) && !n.Is(tree.Unit) {
		for _, tw := range ws.tokens {
			if tw.el.Matches(n.Type()) {
				consider(tw.wrap)
				break // the cheapest first
			}
		}
	}
	return best
}

// wraps returns the wraps of rule: the shortest derivations of rule that
// hold one node of another rule, or one token, the rest of each
// alternative on the way the shortest text of each element it needs
// (optional parts left out), adding at most wrapMax bytes; a search from
// rule over the alternatives of the rules it reaches (Dijkstra's), at
// most wrapRules.
func (pl *planner) wraps(rule int32) *wraps {
	if ws, ok := pl.memo.wraps[rule]; ok {
		return ws
	}
	ws := &wraps{rules: map[int32]*wrap{}}
	dist := map[int32]*wrap{rule: {}}
	done := map[int32]bool{}
	q := &wrapQueue{{rule, 0}}
	for q.Len() > 0 && len(done) < wrapRules {
		x := heap.Pop(q).(wrapItem).rule
		if done[x] {
			continue
		}
		done[x] = true
		here := dist[x]
		if x != rule {
			ws.rules[x] = here
		}
		for _, alt := range pl.tree.Alternatives(x) {
			els := alt.Elements
			for k := range els {
				e := &els[k]
				if e.Opt != 0 {
					continue
				}
				pre, post, extra, ok := around(els, k)
				if !ok || here.cost+extra > wrapMax {
					continue
				}
				w := &wrap{pre: append(slices.Clone(here.pre), pre...), post: append(post, here.post...), cost: here.cost + extra}
				if e.Rule < 0 {
					ws.tokens = append(ws.tokens, tokenWrap{e, w})
					continue
				}
				if old, seen := dist[e.Rule]; !done[e.Rule] && (!seen || w.cost < old.cost) {
					dist[e.Rule] = w
					heap.Push(q, wrapItem{e.Rule, w.cost})
				}
			}
		}
	}
	slices.SortStableFunc(ws.tokens, func(a, b tokenWrap) int { return cmp.Compare(a.wrap.cost, b.wrap.cost) })
	if pl.memo.wraps == nil {
		pl.memo.wraps = map[int32]*wraps{}
	}
	pl.memo.wraps[rule] = ws
	return ws
}

// around returns the texts of the elements of a way that element k needs
// around it (the optional ones left out), and their length; ok is false
// if one of them has no text.
func around(els []tree.Element, k int) (pre, post []string, n int, ok bool) {
	for i, e := range els {
		if i == k || e.Opt != 0 {
			continue
		}
		if e.NoText {
			return nil, nil, 0, false
		}
		n += len(e.Text)
		if e.Text == "" {
			continue
		}
		if i < k {
			pre = append(pre, e.Text)
		} else {
			post = append(post, e.Text)
		}
	}
	return pre, post, n, true
}

// A wrapItem is a rule in the queue of the search of wraps, by its cost.
type wrapItem struct {
	rule int32
	cost int
}

type wrapQueue []wrapItem

func (q wrapQueue) Len() int { return len(q) }
func (q wrapQueue) Less(i, j int) bool {
	return q[i].cost < q[j].cost || q[i].cost == q[j].cost && q[i].rule < q[j].rule
}
func (q wrapQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *wrapQueue) Push(x any)   { *q = append(*q, x.(wrapItem)) }
func (q *wrapQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}
