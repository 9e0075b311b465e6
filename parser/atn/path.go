package atn

// A Child is a child of a rule context, as a path through the rule's ATN
// consumes it: a rule context, by the transition that invokes its rule,
// or a token, by a transition that matches its type.
type Child struct {
	Rule     int32 // a rule context's rule; -1 for a token
	Invoking int32 // a rule context's invoking state
	Type     int32 // a token's type
}

// A Step is a state of a path that PathSearch found, and the child that
// the transition into it consumed.
type Step struct {
	State    int32
	Consumed int32 // the index of the child consumed; -1 for none
	kids     int32 // the children consumed up to State
	next     int32 // the next transition out of State to try; on a path, the one taken plus one
}

// Out returns the index, in the transitions of the step's state, of the
// transition the path takes out of it. The last step of a path takes none.
func (s Step) Out() int { return int(s.next) - 1 }

// A PathSearch finds the path a rule context took through its rule's ATN:
// a path of transitions from the rule's start to its stop state that
// consumes the context's children in order. ANTLR's parse tree does not
// say which block or loop body consumed which child; the path does. It is
// the memory of the searches over one ATN, which a PathSearch keeps from
// one to the next.
type PathSearch struct {
	a      *ATN
	gen    uint32
	flat   []uint32 // [i*states+state], i < flatDepth: the search that last visited (state, i)
	deep   map[int64]uint32
	stack  []Step
	kids   []Child
	stop   int
	strict bool // rule children must be invoked from their invoking state
	best   int  // the most children any path consumed
}

// flatDepth is the number of children consumed up to which the visited
// pairs go to the flat table: by far the most.
const flatDepth = 32

// NewPathSearch returns a search of paths through a.
func NewPathSearch(a *ATN) *PathSearch {
	return &PathSearch{a: a, flat: make([]uint32, flatDepth*len(a.States)), deep: map[int64]uint32{}}
}

// Path returns the path from state start (a rule's start state, or the
// loop of a left-recursive rule whose first child is the context so far)
// to state stop (the rule's stop state) that consumes kids, the children
// of a context, with rule children invoked from their invoking states;
// else one that consumes them with rule children invoked from anywhere;
// else, for a context that error recovery cut short, one from start that
// consumes as many of the children as any path can, up to where it
// consumed the last of them. consumed is the number of children the path
// consumes. The path is the search's memory: it is valid until the next
// search. Memory that the search of a long list grew is let go at the end
// (on 11 MB of JSON, an array of 150,000 records: 54 MB), which a
// PathSearch kept for long would otherwise keep.
//
// The search is depth-first, in the order of the transitions (ANTLR's
// order of alternatives, greedy loops entering first), over (state,
// children consumed) pairs, each visited once.
func (s *PathSearch) Path(start, stop int, kids []Child) (path []Step, consumed int) {
	s.kids, s.stop, s.strict = kids, stop, true
	defer s.trim()
	if path, ok := s.search(start, len(kids)); ok {
		return path, len(kids)
	}
	s.strict = false
	if path, ok := s.search(start, len(kids)); ok {
		return path, len(kids)
	}
	consumed = s.best
	path, _ = s.search(start, consumed)
	return path, consumed
}

// search finds a path from start consuming the first goal children,
// ending at the stop state if goal is all of them. The path is the
// search's stack.
func (s *PathSearch) search(start, goal int) ([]Step, bool) {
	n := len(s.kids)
	s.gen++
	stack := append(s.stack[:0], Step{State: int32(start), Consumed: -1})
	s.visit(start, 0)
	s.best = 0
	defer func() { s.stack = stack[:0] }()
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if int(f.kids) == goal && (goal < n || int(f.State) == s.stop) {
			return stack, true
		}
		st := &s.a.States[f.State]
		if int(f.next) >= len(st.Transitions) {
			stack = stack[:len(stack)-1]
			continue
		}
		t := &st.Transitions[f.next]
		f.next++
		next, i, consumed := s.step(int(f.State), t, int(f.kids))
		if next < 0 {
			continue
		}
		// Past the flat table, only the states with a choice are marked:
		// the others lead to one, one transition at a time, and a search
		// that comes back to such a state stops at the next state with a
		// choice (every cycle of the ATN has one), with the same result
		// and half the pairs to keep (a list of 300,000 JSON records
		// marked a million).
		if (i < flatDepth || len(s.a.States[next].Transitions) > 1) && !s.visit(next, i) {
			continue
		}
		s.best = max(s.best, i)
		stack = append(stack, Step{State: int32(next), Consumed: int32(consumed), kids: int32(i)})
	}
	return nil, false
}

// step follows transition t out of state with i children consumed. It
// returns the next state (-1 if t cannot be taken), the children consumed
// then, and the index of the child t consumed (-1 for none).
func (s *PathSearch) step(state int, t *Transition, i int) (next, ni, consumed int) {
	if t.Epsilon() {
		return t.Target, i, -1
	}
	if i >= len(s.kids) {
		return -1, i, -1
	}
	k := &s.kids[i]
	if t.Type == TransitionRule {
		if int(k.Rule) != t.Rule || s.strict && int(k.Invoking) != state {
			return -1, i, -1
		}
		return t.Follow, i + 1, i
	}
	if k.Rule >= 0 || !t.Matches(int(k.Type), 1, s.a.MaxTokenType) {
		return -1, i, -1
	}
	return t.Target, i + 1, i
}

// visit marks (state, i) visited by the current search and reports
// whether it was not already. The pairs are marked with the search's
// number, so that nothing is cleared between searches.
func (s *PathSearch) visit(state, i int) bool {
	if i < flatDepth {
		k := i*len(s.a.States) + state
		if s.flat[k] == s.gen {
			return false
		}
		s.flat[k] = s.gen
		return true
	}
	k := int64(i)<<32 | int64(state)
	if s.deep[k] == s.gen {
		return false
	}
	s.deep[k] = s.gen
	return true
}

// trim drops the memory that the search of a long list grew.
func (s *PathSearch) trim() {
	s.kids = nil
	if len(s.deep) > 1<<12 {
		s.deep = map[int64]uint32{}
	}
	if cap(s.stack) > 1<<12 {
		s.stack = nil
	}
}
