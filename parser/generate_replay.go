package parser

import (
	"fmt"
	"slices"

	"github.com/antlr4-go/antlr/v4"
	"github.com/hddmin/hddmin/parser/atn"
)

// A replayer reads the choices of a parse: for each rule context, the
// path through the rule's ATN that consumes its children (a script),
// which the walker then follows, recording the rank of every alternative
// it takes where a generation would draw one.
type replayer struct {
	w        *walker
	p        *Parse
	src      string
	prev     int // the end of the last token made, in the source
	err      error
	visits   *replayVisits
	lexCache map[relexKey]lexReplay

	textMisses int // tokens whose text no path of their lexer rules makes
}

// replayItem is a child of a rule context, to consume.
type replayItem struct {
	ctx        antlr.ParserRuleContext // a rule child; nil for a token
	tok        antlr.Token
	rule       int // a rule child's rule, else -1
	invoking   int // a rule child's invoking state, else -1
	typ        int // a token's type
	text       string
	start, end int  // a token's span in the source
	skip       bool // a token error recovery skipped: matched by nothing
	conjured   bool // a token error recovery made up
}

// A script is the path a rule context took through its rule's ATN.
type script struct {
	items []replayItem
	match []int // the indices in items of the children the path consumes
	path  []replayStep
	pos   int
}

// A replayStep is a state of a script's path and the transition taken out
// of it (nil at the end); consumes is the index in match of the child
// that transition consumed, or -1.
type replayStep struct {
	state    int
	t        *atn.Transition
	consumes int
}

func (sc *script) done() bool { return sc.pos >= len(sc.path) || sc.path[sc.pos].t == nil }

// step returns the transition the path takes out of state s, and the
// child it consumes, if any.
func (sc *script) step(s int) (*atn.Transition, *replayItem) {
	st := sc.path[sc.pos]
	if st.state != s {
		panic(fmt.Sprintf("parser: replay: the walk is in state %d, its path in state %d", s, st.state))
	}
	sc.pos++
	if st.consumes < 0 {
		return st.t, nil
	}
	return st.t, &sc.items[sc.match[st.consumes]]
}

func (w *walker) replay(p *Parse) (*Choices, error) {
	w.rp = &replayer{w: w, p: p, src: p.Text(), lexCache: map[relexKey]lexReplay{},
		visits: newReplayVisits(len(w.t.a.States))}
	sc := w.rp.script(p.Tree)
	w.root = w.rule(w.start, 0, nil, false, sc)
	if w.rp.err != nil {
		return nil, w.rp.err
	}
	w.tail = w.rp.src[w.rp.prev:]
	return w.choices(), nil
}

// fail records the first place where the walk cannot follow the parse.
func (rp *replayer) fail(it *replayItem, format string, args ...any) {
	if rp.err != nil {
		return
	}
	where := rp.p.File
	if it != nil && it.tok != nil {
		where = fmt.Sprintf("%s:%d:%d", rp.p.File, it.tok.GetLine(), it.tok.GetColumn()+1)
	}
	rp.err = fmt.Errorf("%s: %w: %s", where, ErrReplay, fmt.Sprintf(format, args...))
}

// hidden returns the text of the source between the last token made and
// item it, and moves past it. A token whose text the generator does not
// draw (virtual) takes its own text into its hidden text.
func (rp *replayer) hidden(it *replayItem, virtual bool) string {
	if it.conjured {
		return ""
	}
	start, end := max(it.start, rp.prev), max(it.end, rp.prev)
	pre := rp.src[rp.prev:start]
	if virtual {
		pre = rp.src[rp.prev:end]
	}
	rp.prev = end
	return pre
}

// replayDecision records the rank of transition tr among the alternatives
// open at decision state s.
func (w *walker) replayDecision(s, prec int, tr *atn.Transition, n *GenNode) {
	if w.ended {
		return
	}
	st := &w.t.a.States[s]
	cands := w.candidates(s, prec)
	k := slices.IndexFunc(cands, func(c cand) bool { return &st.Transitions[c.i] == tr })
	if k < 0 {
		w.rp.fail(nil, "decision %d of rule %s: the parse took an alternative the generator does not take here",
			s, w.t.g.Parser.RuleNames[st.Rule])
		return
	}
	if len(cands) > 1 {
		w.record(k, n)
	}
}

// script finds the path of rule context ctx.
func (rp *replayer) script(ctx antlr.ParserRuleContext) *script {
	a := rp.w.t.a
	rule := ctx.GetRuleIndex()
	sc := &script{items: rp.items(ctx)}
	for i, it := range sc.items {
		if !it.skip {
			sc.match = append(sc.match, i)
		}
	}
	s := &pathSearch{v: rp.visits, a: a, items: sc.items, match: sc.match, stop: a.RuleStop[rule], strict: true}
	start := a.RuleStart[rule]
	path, ok := s.search(start, len(sc.match))
	if !ok {
		s.strict = false
		path, ok = s.search(start, len(sc.match))
	}
	if !ok {
		path, _ = s.search(start, s.best)
	}
	sc.path = path
	return sc
}

// items returns the children of ctx to consume; for a left-recursive rule,
// those of the contexts it nests (the operand before each operator) first.
func (rp *replayer) items(ctx antlr.ParserRuleContext) []replayItem {
	a := rp.w.t.a
	rule := ctx.GetRuleIndex()
	chain := []antlr.ParserRuleContext{ctx}
	if a.States[a.RuleStart[rule]].Precedence {
		for c := ctx; ; {
			kids := c.GetChildren()
			if len(kids) == 0 {
				break
			}
			inner, ok := kids[0].(antlr.ParserRuleContext)
			if !ok || inner.GetRuleIndex() != rule || inner.GetInvokingState() != a.RuleStart[rule] {
				break
			}
			chain = append(chain, inner)
			c = inner
		}
	}
	var out []replayItem
	for i := len(chain) - 1; i >= 0; i-- {
		kids := chain[i].GetChildren()
		if i < len(chain)-1 {
			kids = kids[1:]
		}
		for _, k := range kids {
			out = append(out, rp.item(k))
		}
	}
	return out
}

func (rp *replayer) item(k antlr.Tree) replayItem {
	switch k := k.(type) {
	case antlr.ParserRuleContext:
		return replayItem{ctx: k, rule: k.GetRuleIndex(), invoking: k.GetInvokingState(), typ: -2}
	case antlr.ErrorNode:
		tok := k.GetSymbol()
		it := rp.tokenItem(tok)
		it.skip = tok.GetTokenIndex() >= 0
		it.conjured = !it.skip
		return it
	case antlr.TerminalNode:
		return rp.tokenItem(k.GetSymbol())
	}
	panic(fmt.Sprintf("parser: replay: a child of type %T", k))
}

func (rp *replayer) tokenItem(tok antlr.Token) replayItem {
	start, end := rp.p.Span(tok)
	return replayItem{tok: tok, rule: -1, invoking: -1, typ: tok.GetTokenType(), text: rp.src[start:end], start: start, end: end}
}

// pathSearch finds the path of a rule context through its rule's ATN.
type pathSearch struct {
	v      *replayVisits
	a      *atn.ATN
	items  []replayItem
	match  []int
	stop   int
	strict bool // rule children must be invoked from their invoking state
	best   int  // the most children any path consumed
}

type searchFrame struct {
	state, i, ti, consumed int
}

// search finds a path from start consuming the first goal children of
// match, ending at the rule's stop state if goal is all of them: a
// depth-first search in the order of the transitions (ANTLR's order of
// alternatives) over (state, children consumed) pairs, each visited once.
func (s *pathSearch) search(start, goal int) ([]replayStep, bool) {
	n := len(s.match)
	v := s.v
	v.gen++
	stack := append(v.stack[:0], searchFrame{state: start, consumed: -1})
	v.visit(start, 0)
	s.best = 0
	defer func() { v.stack = stack[:0] }()
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i == goal && (goal < n || f.state == s.stop) {
			path := make([]replayStep, len(stack))
			for k, fr := range stack {
				path[k] = replayStep{state: fr.state, consumes: -1}
				if k+1 < len(stack) {
					st := &s.a.States[fr.state]
					path[k].t = &st.Transitions[fr.ti-1]
					path[k].consumes = stack[k+1].consumed
				}
			}
			return path, true
		}
		st := &s.a.States[f.state]
		if f.ti >= len(st.Transitions) {
			stack = stack[:len(stack)-1]
			continue
		}
		t := &st.Transitions[f.ti]
		f.ti++
		next, i, consumed := s.step(f.state, t, f.i)
		if next < 0 || !v.visit(next, i) {
			continue
		}
		s.best = max(s.best, i)
		stack = append(stack, searchFrame{state: next, i: i, consumed: consumed})
	}
	return nil, false
}

// step follows transition t out of state with i children consumed.
func (s *pathSearch) step(state int, t *atn.Transition, i int) (next, ni, consumed int) {
	if t.Epsilon() {
		return t.Target, i, -1
	}
	if i >= len(s.match) {
		return -1, i, -1
	}
	it := &s.items[s.match[i]]
	if t.Type == atn.TransitionRule {
		if it.rule != t.Rule || s.strict && it.invoking != state {
			return -1, i, -1
		}
		return t.Follow, i + 1, i
	}
	if it.rule >= 0 || !t.Matches(it.typ, 1, s.a.MaxTokenType) {
		return -1, i, -1
	}
	return t.Target, i + 1, i
}

// replayVisits is the scratch memory of the path searches of one replay
// (as in package tree/fromparse): (state, children consumed) pairs
// visited by the current search, marked with its generation.
type replayVisits struct {
	gen    uint32
	states int
	flat   []uint32
	deep   map[int64]uint32
	stack  []searchFrame
}

const replayFlat = 32

func newReplayVisits(states int) *replayVisits {
	return &replayVisits{states: states, flat: make([]uint32, replayFlat*states), deep: map[int64]uint32{}}
}

// visit marks (state, i) visited and reports whether it was not already.
func (v *replayVisits) visit(state, i int) bool {
	if i < replayFlat {
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
