package interp

import (
	"slices"
	"sort"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
)

// tokenSet is a set of token types from EOF (-1) up: sorted, disjoint and
// non-adjacent intervals. A grammar of 60,000 keywords has sets of a few
// intervals where a bit set would take 7.5 KB each.
type tokenSet atn.IntervalSet

// makeTokenSet sorts and merges ivs (which it may reorder) into a set,
// dropping empty intervals.
func makeTokenSet(ivs []atn.Interval) tokenSet {
	ivs = slices.DeleteFunc(ivs, func(iv atn.Interval) bool { return iv.Lo > iv.Hi })
	if len(ivs) == 0 {
		return nil
	}
	return tokenSet(atn.IntervalSet(ivs).Normalize())
}

func (s tokenSet) has(t int) bool {
	if len(s) <= 8 {
		for _, iv := range s {
			if t <= iv.Hi {
				return t >= iv.Lo
			}
		}
		return false
	}
	i := sort.Search(len(s), func(i int) bool { return s[i].Hi >= t })
	return i < len(s) && s[i].Lo <= t
}

// altTable finds the alternative of an LL(1) block whose lookahead holds a
// token, by binary search: a block of thousands of alternatives (a rule
// that lists every statement of a language) takes no longer to choose than
// a block of two.
type altTable struct {
	ranges []atn.Interval // sorted, disjoint
	alts   []int          // the alternative of each range, an index into the block's alternatives
}

// newAltTable makes the table of the lookahead sets looks, which are
// disjoint, leaving out alternative skip (-1 for none).
func newAltTable(looks []tokenSet, skip int) altTable {
	type entry struct {
		iv  atn.Interval
		alt int
	}
	var all []entry
	for i, look := range looks {
		if i == skip {
			continue
		}
		for _, iv := range look {
			all = append(all, entry{iv, i})
		}
	}
	slices.SortFunc(all, func(a, b entry) int { return a.iv.Lo - b.iv.Lo })
	t := altTable{ranges: make([]atn.Interval, len(all)), alts: make([]int, len(all))}
	for i, e := range all {
		t.ranges[i], t.alts[i] = e.iv, e.alt
	}
	return t
}

// alt returns the alternative whose lookahead holds token type tok, or -1.
func (t altTable) alt(tok int) int {
	i := sort.Search(len(t.ranges), func(i int) bool { return t.ranges[i].Hi >= tok })
	if i < len(t.ranges) && t.ranges[i].Lo <= tok {
		return t.alts[i]
	}
	return -1
}

// disjoint reports whether no two of the sets share a token.
func disjoint(sets []tokenSet) bool {
	var all []atn.Interval
	for _, s := range sets {
		all = append(all, s...)
	}
	slices.SortFunc(all, func(a, b atn.Interval) int { return a.Lo - b.Lo })
	for i := 1; i < len(all); i++ {
		if all[i].Lo <= all[i-1].Hi {
			return false
		}
	}
	return true
}

// lookAnalyzer computes the LL(1) lookahead of decisions as the ANTLR tool
// does (LL1Analyzer._LOOK with an empty context, not seeing through
// predicates), on the ATN the tool analysed: the tool adds to each rule's
// stop state an epsilon transition to the follow state of every invocation
// of the rule (in state order), and an EOF transition to the stop state of
// each rule that nothing invokes. Neither is serialized; both are rebuilt
// here.
//
// What follows the stop state of a rule reached with the empty context (a
// walk that runs off the end of the decision's own rule) does not depend
// on the walk: it is the rule's follow set, computed once per rule
// (followOf), so that the work is not repeated at every decision whose
// alternative can end its rule. Without that, a grammar of n rules each
// ending in a loop, all called from one rule in a loop, took n walks
// through all n rules: 20,000 rules took minutes.
type lookAnalyzer struct {
	atn    *atn.ATN
	follow [][]int // by rule: the follow states of its invocations
	ctxs   map[lookCtx]*lookCtx

	decision *lookWalk // walks the alternatives of decisions
	summary  *lookWalk // walks from the follow states of rules

	// Follow sets by rule, with Tarjan's algorithm over the rules whose
	// stop states the walk from a rule's follow states reaches.
	follows  []*followSet // by rule: nil until computed
	index    []int        // by rule: its visit number, 0 before
	low      []int
	onStack  []bool
	stack    []int
	visits   int
	locals   [][]atn.Interval // by rule, during its strong component's visit
	deps     [][]int
	predHits []bool
}

// followSet is what can follow the stop state of a rule reached with the
// empty context.
type followSet struct {
	set  tokenSet
	pred bool // a predicate is on the way: no decision that reaches it is LL(1)
}

// lookWalk is one walker through the ATN, with the state of the walk of
// one alternative (or of a rule's follow states).
type lookWalk struct {
	an      *lookAnalyzer
	ranges  []atn.Interval // the tokens found, unsorted
	busy    map[lookKey]bool
	busyTop []int  // by state: the walk that visited it with the empty context
	walk    int    // the number of the current walk
	called  []bool // by rule: on the stack of invocations the walk made
	failed  bool   // a predicate: not LL(1)
	steps   int    // the states visited, for the tests
	// deps, if not nil, collects the rules whose stop state the walk
	// reaches with the empty context, instead of taking their follow sets.
	deps *[]int
}

// lookCtx is a stack of return states; nil is the empty stack. Contexts are
// interned, so that equal stacks are equal pointers.
type lookCtx struct {
	parent *lookCtx
	ret    int
}

type lookKey struct {
	state int
	ctx   *lookCtx
}

func newLookAnalyzer(a *atn.ATN) *lookAnalyzer {
	n := len(a.RuleStart)
	an := &lookAnalyzer{atn: a, follow: make([][]int, n), ctxs: map[lookCtx]*lookCtx{},
		follows: make([]*followSet, n), index: make([]int, n), low: make([]int, n), onStack: make([]bool, n),
		locals: make([][]atn.Interval, n), deps: make([][]int, n), predHits: make([]bool, n)}
	for _, st := range a.States {
		if st.Type == atn.StateBasic && len(st.Transitions) == 1 && st.Transitions[0].Type == atn.TransitionRule {
			t := &st.Transitions[0]
			an.follow[t.Rule] = append(an.follow[t.Rule], t.Follow)
		}
	}
	an.decision, an.summary = an.newWalk(), an.newWalk()
	return an
}

func (an *lookAnalyzer) newWalk() *lookWalk {
	return &lookWalk{an: an, busy: map[lookKey]bool{}, busyTop: make([]int, len(an.atn.States)),
		called: make([]bool, len(an.atn.RuleStart))}
}

// begin starts a new walk.
func (w *lookWalk) begin() {
	w.ranges = w.ranges[:0]
	if len(w.busy) > 0 {
		w.busy = map[lookKey]bool{}
	}
	w.walk++
	w.failed = false
}

// decisionLook returns the lookahead of each alternative of the decision
// at state s if the tool deems the decision LL(1) (every alternative has a
// lookahead without predicates, and the lookaheads are disjoint), else nil.
func (an *lookAnalyzer) decisionLook(s int) []tokenSet {
	st := &an.atn.States[s]
	if st.NonGreedy {
		return nil
	}
	looks := make([]tokenSet, len(st.Transitions))
	w := an.decision
	for i, t := range st.Transitions {
		w.begin()
		w.look(t.Target, nil)
		if w.failed || len(w.ranges) == 0 {
			return nil
		}
		looks[i] = makeTokenSet(slices.Clone(w.ranges))
		if looks[i] == nil {
			return nil
		}
	}
	if !disjoint(looks) {
		return nil
	}
	return looks
}

func (an *lookAnalyzer) push(parent *lookCtx, ret int) *lookCtx {
	k := lookCtx{parent, ret}
	if c := an.ctxs[k]; c != nil {
		return c
	}
	c := &lookCtx{parent, ret}
	an.ctxs[k] = c
	return c
}

// add adds the tokens lo..hi to the lookahead of the walk.
func (w *lookWalk) add(lo, hi int) {
	if lo <= hi {
		w.ranges = append(w.ranges, atn.Interval{Lo: lo, Hi: hi})
	}
}

// look adds to the lookahead the tokens that can follow state s in
// context ctx.
func (w *lookWalk) look(s int, ctx *lookCtx) {
	if w.failed {
		return
	}
	if ctx == nil {
		if w.busyTop[s] == w.walk {
			return
		}
		w.busyTop[s] = w.walk
	} else {
		k := lookKey{s, ctx}
		if w.busy[k] {
			return
		}
		w.busy[k] = true
	}
	w.steps++
	a := w.an.atn
	st := &a.States[s]
	if st.Type == atn.StateRuleStop {
		if ctx != nil {
			removed := w.called[st.Rule]
			w.called[st.Rule] = false
			w.look(ctx.ret, ctx.parent)
			w.called[st.Rule] = removed
			return
		}
		// With the empty context no rule is on the stack of invocations.
		if w.deps != nil {
			*w.deps = append(*w.deps, st.Rule)
			return
		}
		f := w.an.followOf(st.Rule)
		if f.pred {
			w.failed = true
			return
		}
		w.ranges = append(w.ranges, f.set...)
		return
	}
	for i := range st.Transitions {
		t := &st.Transitions[i]
		switch t.Type {
		case atn.TransitionRule:
			if w.called[t.Rule] {
				continue
			}
			w.called[t.Rule] = true
			w.look(t.Target, w.an.push(ctx, t.Follow))
			w.called[t.Rule] = false
		case atn.TransitionPredicate, atn.TransitionPrecedence:
			w.failed = true // the tool's HIT_PRED
		case atn.TransitionEpsilon, atn.TransitionAction:
			w.look(t.Target, ctx)
		case atn.TransitionWildcard:
			w.add(antlr.TokenMinUserTokenType, a.MaxTokenType)
		case atn.TransitionNotSet:
			lo := antlr.TokenMinUserTokenType
			for _, iv := range t.Set {
				if iv.Lo > lo {
					w.add(lo, min(iv.Lo-1, a.MaxTokenType))
				}
				lo = max(lo, iv.Hi+1)
			}
			w.add(lo, a.MaxTokenType)
		case atn.TransitionAtom, atn.TransitionRange:
			w.add(max(t.Lo, antlr.TokenEOF), t.Hi)
		case atn.TransitionSet:
			for _, iv := range t.Set {
				w.add(max(iv.Lo, antlr.TokenEOF), iv.Hi)
			}
		}
		if w.failed {
			return
		}
	}
}

// followOf returns the follow set of rule r: the tokens that can follow
// its stop state reached with the empty context.
func (an *lookAnalyzer) followOf(r int) *followSet {
	if an.follows[r] == nil {
		an.strong(r)
	}
	return an.follows[r]
}

// strong visits rule r in Tarjan's algorithm for the strongly connected
// components of the graph whose edges lead from a rule to the rules whose
// stop states the walk from its follow states reaches with the empty
// context. A component's rules share one follow set: their own tokens and
// the follow sets of the components they reach.
func (an *lookAnalyzer) strong(r int) {
	an.visits++
	an.index[r], an.low[r] = an.visits, an.visits
	an.stack = append(an.stack, r)
	an.onStack[r] = true

	// The walk from r's follow states, which stops at the stop states of
	// the rules it reaches.
	w := an.summary
	w.begin()
	var deps []int
	w.deps = &deps
	if len(an.follow[r]) == 0 {
		w.add(antlr.TokenEOF, antlr.TokenEOF)
	}
	for _, f := range an.follow[r] {
		w.look(f, nil)
	}
	w.deps = nil
	an.locals[r], an.deps[r], an.predHits[r] = slices.Clone(w.ranges), deps, w.failed

	for _, d := range deps {
		switch {
		case an.follows[d] != nil: // a component done
		case an.index[d] == 0:
			an.strong(d)
			an.low[r] = min(an.low[r], an.low[d])
		case an.onStack[d]:
			an.low[r] = min(an.low[r], an.index[d])
		}
	}
	if an.low[r] != an.index[r] {
		return
	}
	// r is the root of a component: the rules above it on the stack.
	i := len(an.stack) - 1
	for an.stack[i] != r {
		i--
	}
	members := an.stack[i:]
	for _, m := range members {
		an.onStack[m] = false
	}
	f := &followSet{}
	var ranges []atn.Interval
	var outside []*followSet // the follow sets of other components reached
	seen := map[*followSet]bool{}
	for _, m := range members {
		f.pred = f.pred || an.predHits[m]
		ranges = append(ranges, an.locals[m]...)
		for _, d := range an.deps[m] {
			if o := an.follows[d]; o != nil && !seen[o] {
				seen[o] = true
				outside = append(outside, o)
			}
		}
	}
	for _, o := range outside {
		f.pred = f.pred || o.pred
	}
	if len(ranges) == 0 && len(outside) == 1 {
		f.set = outside[0].set // share: a rule that only ends another
	} else {
		for _, o := range outside {
			ranges = append(ranges, o.set...)
		}
		f.set = makeTokenSet(ranges)
	}
	for _, m := range members {
		an.follows[m] = f
		an.locals[m], an.deps[m] = nil, nil
	}
	an.stack = an.stack[:i]
}
