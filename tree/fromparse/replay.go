package fromparse

import (
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
)

// replayItem describes one child of a rule context for the replay.
type replayItem struct {
	ruleIndex int32 // the rule of a rule context, else -1
	invoking  int32 // the invoking state of a rule context, else -1
	token     int32 // the token type of a token
	skip      bool  // a token skipped by error recovery: matched by nothing
}

// structure groups the children of a rule context into quantifier nodes.
//
// ANTLR's parse tree does not say which ?, * or + block matched which
// children. structure finds out by replaying the children over the rule's
// ATN: it searches for a path from the rule's start to its stop state that
// consumes the children in order (rule children pinned to the rule
// transition at their invoking state), and every pass of the path through
// the body of a block becomes a quantifier node holding what the pass
// consumed. For a context that error recovery cut short, the path consumes
// the longest prefix it can and the rest stays flat.
func (b *builder) structure(rule int, kids []*tree.Node, items []replayItem, parent *tree.Node) []*tree.Node {
	a := b.atn
	start := a.RuleStart[rule]
	var pre []*tree.Node // children consumed before the replay starts
	// A left-recursive rule: each iteration of its (op operand)* loop nests
	// the context so far as the first child of a new context.
	if a.States[start].Precedence && len(items) > 0 && int(items[0].ruleIndex) == rule {
		for s := range a.States {
			if a.States[s].Rule == rule && a.PrecedenceLoop(s) {
				start = s
				pre, kids, items = kids[:1], kids[1:], items[1:]
				break
			}
		}
	}

	// The children to match, without the skipped tokens.
	var match []int
	for i, it := range items {
		if !it.skip {
			match = append(match, i)
		}
	}
	if b.visits == nil {
		b.visits = newVisits(len(a.States))
	}
	r := &replayer{visits: b.visits, a: a, items: items, match: match, stop: a.RuleStop[rule], strict: true}
	path, ok := r.search(start, len(match))
	if !ok {
		r.strict = false
		path, ok = r.search(start, len(match))
	}
	consumed := len(match)
	if !ok {
		consumed = r.best
		path, _ = r.search(start, consumed)
	}
	b.visits.trim()

	// Walk the path, opening a quantifier node at every pass into a block
	// body and closing it at the block's end. The children of the open
	// nodes are in placed, each open node's from its from on.
	placed := append(b.placed[:0], pre...)
	stack := append(b.opens[:0], open{node: parent, end: -1})
	defer func() {
		b.placed, b.opens = placed[:0], stack[:0]
		if cap(placed) > 1<<12 {
			b.placed = nil
		}
		if cap(stack) > 1<<12 {
			b.opens = nil
		}
	}()
	next := 0 // the next child of kids to place
	place := func(upto int) {
		for ; next <= upto && next < len(kids); next++ {
			placed = append(placed, kids[next])
		}
	}
	closeTop := func() {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(placed) == top.from {
			return
		}
		b.tb.SetChildren(top.node, b.plus(b.errorRegions(placed[top.from:])))
		placed = append(placed[:top.from], top.node)
	}
	for k, step := range path {
		state := int(step.state)
		for len(stack) > 1 && state == stack[len(stack)-1].end {
			closeTop()
		}
		if k+1 == len(path) {
			continue // the end: no transition taken
		}
		if q := b.quantifier(state); q != nil {
			stack = append(stack, open{node: q, end: a.States[state].End, from: len(placed)})
		}
		if c := path[k+1].consumed; c >= 0 {
			place(match[c]) // the child the transition out of state consumed
		}
	}
	for len(stack) > 1 {
		closeTop()
	}
	place(len(kids) - 1)
	return b.plus(b.errorRegions(placed)) // scratch memory: tree.Builder.SetChildren copies it
}

// open is a node structure is placing children under: the node, the
// state that ends its block, and where its children start in the
// children placed so far.
type open struct {
	node      *tree.Node
	end, from int
}

// plus gives the first instance of each run of + instances among kids the
// replacement of one pass through the loop body (the others may vanish,
// one must stay: see package tree).
func (b *builder) plus(kids []*tree.Node) []*tree.Node {
	for i, k := range kids {
		if k.Kind() != tree.Quantifier || k.Name() != tree.Plus || i > 0 && kids[i-1].Kind() == tree.Quantifier && kids[i-1].Type() == k.Type() {
			continue
		}
		if r := b.plusRepl(int(k.Type())); r.ok {
			b.tb.SetRepl(k, r.r)
		} else {
			b.tb.AddFlags(k, tree.Fixed|tree.NoRepl)
		}
	}
	return kids
}

// errorRegions groups each run of tokens that error recovery skipped into
// an error region: a node with the empty replacement, whose tokens, each
// with the empty replacement too, may go one by one. No token of a broken
// input is beyond the reach of the reduction: a region the test does not
// need goes in one piece, and the tokens of one it needs are reduced as
// plain token-level ddmin would. kids may be scratch memory: a region's
// children are a copy (see tree.Builder.SetChildren).
func (b *builder) errorRegions(kids []*tree.Node) []*tree.Node {
	var out []*tree.Node
	for i := 0; i < len(kids); i++ {
		if kids[i].Kind() != tree.Token || !kids[i].Is(tree.Error) {
			if out != nil {
				out = append(out, kids[i])
			}
			continue
		}
		j := i
		for j < len(kids) && kids[j].Kind() == tree.Token && kids[j].Is(tree.Error) {
			b.tb.ClearFlags(kids[j], tree.Fixed|tree.NoRepl)
			b.tb.SetRepl(kids[j], tree.EmptyRepl)
			j++
		}
		if out == nil {
			out = append(make([]*tree.Node, 0, len(kids)), kids[:i]...)
		}
		region := b.tb.New(tree.Quantifier, tree.ErrorRegion, -1)
		b.tb.SetChildren(region, kids[i:j])
		out = append(out, region)
		i = j - 1
	}
	if out == nil {
		return kids
	}
	return out
}

// quantifier returns a new quantifier node if state starts the body of a
// ?, * or + block, else nil.
func (b *builder) quantifier(state int) *tree.Node {
	var name tree.Name
	switch b.atn.States[state].Type {
	case parser.StatePlusBlockStart:
		name = tree.Plus
	case parser.StateStarBlockStart:
		name = tree.Star
	case parser.StateBlockStart:
		if !b.atn.Optional(state) {
			return nil
		}
		name = tree.Optional
	default:
		return nil
	}
	return b.tb.New(tree.Quantifier, name, int32(state))
}

type replayer struct {
	visits *visits
	a      *parser.ATN
	items  []replayItem
	match  []int // indices into items of the children to consume
	stop   int
	strict bool // rule children must be invoked from their invoking state
	best   int  // the most children any path consumed
}

// search finds a path from start consuming the first goal children of match,
// ending at the rule's stop state if goal is all of them. It is a depth-first
// search in the order of the transitions (which is ANTLR's order of
// alternatives, greedy loops entering first) over (state, children consumed)
// pairs, each visited once. The path is the search's stack, from start to
// the goal: the state of each frame, and the child the transition into it
// consumed (an index in match, or -1); it is valid until the next search.
func (r *replayer) search(start, goal int) ([]frame, bool) {
	n := len(r.match)
	v := r.visits
	v.gen++
	stack := append(v.stack[:0], frame{state: int32(start), consumed: -1})
	v.visit(start, 0)
	r.best = 0
	defer func() { v.stack = stack[:0] }()
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if int(f.i) == goal && (goal < n || int(f.state) == r.stop) {
			return stack, true
		}
		st := &r.a.States[f.state]
		if int(f.ti) >= len(st.Transitions) {
			stack = stack[:len(stack)-1]
			continue
		}
		t := &st.Transitions[f.ti]
		f.ti++
		next, i, consumed := r.step(int(f.state), t, int(f.i))
		if next < 0 {
			continue
		}
		// Past the flat table, only the states with a choice are marked:
		// the others lead to one, one transition at a time, and a search
		// that comes back to such a state stops at the next state with a
		// choice (every cycle of the ATN has one), with the same result
		// and half the pairs to keep (a list of 300,000 JSON records
		// marked a million).
		if (i < flatDepth || len(r.a.States[next].Transitions) > 1) && !v.visit(next, i) {
			continue
		}
		r.best = max(r.best, i)
		stack = append(stack, frame{state: int32(next), i: int32(i), consumed: int32(consumed)})
	}
	return nil, false
}

// frame is a step of the depth-first search of the replay: a state, the
// children consumed when it was reached, the next of its transitions to
// try, and the child the transition into it consumed (-1 for none). A
// list of 300,000 elements (an array of JSON records) makes a path of
// more than a million frames: they are 16 bytes.
type frame struct {
	state, i, ti, consumed int32
}

// visits is the scratch memory of the replay searches of one build: the
// (state, children consumed) pairs visited by the current search, marked
// with its generation, so that nothing is cleared between searches. Pairs
// with few children consumed, by far the most, go to a flat table.
type visits struct {
	gen    uint32
	states int
	flat   []uint32 // [i*states+state], i < flatDepth
	deep   map[int64]uint32
	stack  []frame
}

const flatDepth = 32

// trim drops the scratch memory that the search of a long list grew (on
// 11 MB of JSON, an array of 150,000 records: 54 MB), which the builder
// would otherwise keep as long as it is kept.
func (v *visits) trim() {
	if len(v.deep) > 1<<12 {
		v.deep = map[int64]uint32{}
	}
	if cap(v.stack) > 1<<12 {
		v.stack = nil
	}
}

func newVisits(states int) *visits {
	return &visits{states: states, flat: make([]uint32, flatDepth*states), deep: map[int64]uint32{}}
}

// visit marks (state, i) visited and reports whether it was not already.
func (v *visits) visit(state, i int) bool {
	if i < flatDepth {
		k := i*v.states + state
		if v.flat[k] == v.gen {
			return false
		}
		v.flat[k] = v.gen
		return true
	}
	k := int64(i)<<32 | int64(state)
	if v.deep[k] == v.gen {
		return false
	}
	v.deep[k] = v.gen
	return true
}

// step follows transition t out of state with i children consumed. It
// returns the next state (-1 if t cannot be taken), the children consumed
// then, and the index of the child t consumed (-1 for none).
func (r *replayer) step(state int, t *parser.Transition, i int) (next, ni, consumed int) {
	if t.Epsilon() {
		return t.Target, i, -1
	}
	if i >= len(r.match) {
		return -1, i, -1
	}
	it := r.items[r.match[i]]
	if t.Type == parser.TransitionRule {
		if int(it.ruleIndex) != t.Rule || r.strict && int(it.invoking) != state {
			return -1, i, -1
		}
		return t.Follow, i + 1, i
	}
	if it.ruleIndex >= 0 || !t.Matches(int(it.token), 1, r.a.MaxTokenType) {
		return -1, i, -1
	}
	return t.Target, i + 1, i
}
