package fromparse

import (
	"github.com/hddmin/hddmin/parser/atn"
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
	children := b.children[:0]
	for i, it := range items {
		if !it.skip {
			match = append(match, i)
			children = append(children, atn.Child{Rule: it.ruleIndex, Invoking: it.invoking, Type: it.token})
		}
	}
	if b.paths == nil {
		b.paths = atn.NewPathSearch(a)
	}
	path, _ := b.paths.Path(start, a.RuleStop[rule], children)
	if alt := a.Taken(rule, start, path); alt > 0 {
		b.tb.SetAlt(parent, alt)
	}
	b.children = children[:0]
	if cap(children) > 1<<12 {
		b.children = nil
	}

	// Walk the path, opening a quantifier node at every pass into a block
	// body and closing it at the block's end. The children of the open
	// nodes are in placed, each open node's from its from on.
	placed := append(b.placed[:0], pre...)
	stack := append(b.opens[:0], open{end: -1}) // the parent's
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
			return // a pass that consumed nothing: no node
		}
		q := b.tb.New(tree.Quantifier, top.name, top.state)
		b.tb.SetChildren(q, b.plus(b.errorRegions(placed[top.from:])))
		placed = append(placed[:top.from], q)
	}
	for k, step := range path {
		state := int(step.State)
		for len(stack) > 1 && state == stack[len(stack)-1].end {
			closeTop()
		}
		if k+1 == len(path) {
			continue // the end: no transition taken
		}
		if name, ok := b.quantifier(state); ok {
			stack = append(stack, open{name: name, state: int32(state), end: a.States[state].End, from: len(placed)})
		}
		if c := path[k+1].Consumed; c >= 0 {
			place(match[c]) // the child the transition out of state consumed
		}
	}
	for len(stack) > 1 {
		closeTop()
	}
	place(len(kids) - 1)
	return b.plus(b.errorRegions(placed)) // scratch memory: tree.Builder.SetChildren copies it
}

// open is a node structure is placing children under: the parent (at
// the bottom of the stack), or the quantifier node of a pass through the
// block that state starts, made when the pass ends if it consumed
// anything (on spaceship-eq16.cpp, 203,000 of the 847,000 nodes made
// were quantifiers of passes that consumed nothing, dropped: 11 MB that
// stayed in the tree's slabs); with
// the state that ends the block, and where its children start in the
// children placed so far.
type open struct {
	name      tree.Name // the quantifier node's (see quantifier)
	state     int32
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

// quantifier returns the name of the quantifier node of a pass through
// the block that state starts, if it is the body of a ?, * or + block.
func (b *builder) quantifier(state int) (tree.Name, bool) {
	switch b.atn.States[state].Type {
	case atn.StatePlusBlockStart:
		return tree.Plus, true
	case atn.StateStarBlockStart:
		return tree.Star, true
	case atn.StateBlockStart:
		if b.atn.Optional(state) {
			return tree.Optional, true
		}
	}
	return 0, false
}
