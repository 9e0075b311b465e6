package atn

import (
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
)

// Endless returns, for every rule of a, whether it can never end: no
// finite input takes it from its start to its stop state (e : '(' e ')' ;
// with no other alternative). The ANTLR tool accepts such rules; a parse of
// one fails only on the input, after recursing as deep as the input goes.
// A state can end if a transition leads to a state that can end: any
// transition but a rule call, and a rule call if the rule can end and so
// can the state after it. The states that can end are found backwards from
// the stop states, each once. Package g4 makes the same check on the
// grammars it compiles, with their rules' positions.
func (a *ATN) Endless() []bool {
	ends := reachStop(a, func(*Transition) bool { return true })
	out := make([]bool, len(a.RuleStart))
	for r, s := range a.RuleStart {
		out[r] = !ends[s]
	}
	return out
}

// reachStop returns, by state, whether the state can reach the stop state
// of its rule through the transitions that take says it may, and the calls
// of rules that can reach their stop states so.
func reachStop(a *ATN, take func(*Transition) bool) []bool {
	type edge struct{ from, rule int }         // rule -1: no rule call
	preds := make([][]edge, len(a.States))     // by target (a rule call: by its follow state)
	callers := make([][]int, len(a.RuleStart)) // by rule: the follow states of its calls
	for s := range a.States {
		st := &a.States[s]
		if st.Type == StateRuleStop {
			continue
		}
		for _, t := range st.Transitions {
			switch {
			case t.Type == TransitionRule:
				preds[t.Follow] = append(preds[t.Follow], edge{s, t.Rule})
				callers[t.Rule] = append(callers[t.Rule], t.Follow)
			case take(&t):
				preds[t.Target] = append(preds[t.Target], edge{s, -1})
			}
		}
	}
	ends := make([]bool, len(a.States))
	var work []int
	mark := func(s int) {
		if !ends[s] {
			ends[s] = true
			work = append(work, s)
		}
	}
	for _, s := range a.RuleStop {
		mark(s)
	}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range preds[s] {
			if e.rule < 0 || ends[a.RuleStart[e.rule]] {
				mark(e.from)
			}
		}
		if st := &a.States[s]; st.Type == StateRuleStart && a.RuleStart[st.Rule] == s {
			// The rule can end: so can its calls whose follow state can.
			for _, f := range callers[st.Rule] {
				if ends[f] {
					for _, e := range preds[f] {
						if e.rule == st.Rule {
							mark(e.from)
						}
					}
				}
			}
		}
	}
	return ends
}

// free reports whether transition t can be taken without consuming
// input: an epsilon, predicate or action, and a transition that matches
// EOF, which the runtime's lexer and prediction take as an epsilon at the
// end of the input.
func free(t *Transition) bool {
	return t.Epsilon() || t.Type != TransitionNotSet && t.Type != TransitionWildcard && t.Matches(antlr.TokenEOF, 0, utf8.MaxRune)
}

// epsilonCycle returns a state on a cycle of the ATN that consumes no
// input, if there is one: a loop whose body can match nothing, or a rule
// that can call itself before it matches anything (left recursion that
// was not rewritten). The runtime's closure recurses without end on such
// a cycle. The ANTLR tool refuses both; only a corrupt .interp has them.
// A call of a rule that can match nothing counts as a step to the state
// after the call, as well as one into the rule.
func epsilonCycle(a *ATN) (int, bool) {
	empty := reachStop(a, func(t *Transition) bool { return free(t) })
	const (
		unseen = iota
		onPath
		done
	)
	color := make([]uint8, len(a.States))
	type frame struct {
		out  []int // the states a step leads to
		next int   // the index in out of the next one to take
	}
	edges := func(s int) []int {
		var succ []int
		st := &a.States[s]
		if st.Type == StateRuleStop {
			return succ
		}
		for _, t := range st.Transitions {
			switch {
			case t.Type == TransitionRule:
				succ = append(succ, t.Target)
				if empty[t.Target] {
					succ = append(succ, t.Follow)
				}
			case free(&t):
				succ = append(succ, t.Target)
			}
		}
		return succ
	}
	for root := range a.States {
		if color[root] != unseen {
			continue
		}
		stack := []frame{{edges(root), 0}}
		states := []int{root} // the states of the frames
		color[root] = onPath
		for len(stack) > 0 {
			f := &stack[len(stack)-1]
			if f.next == len(f.out) {
				color[states[len(states)-1]] = done
				stack, states = stack[:len(stack)-1], states[:len(states)-1]
				continue
			}
			next := f.out[f.next]
			f.next++
			switch color[next] {
			case onPath:
				return next, true
			case unseen:
				color[next] = onPath
				stack, states = append(stack, frame{edges(next), 0}), append(states, next)
			}
		}
	}
	return 0, false
}

// EOFClosures returns, by rule of a parser ATN, whether the rule holds a
// (...)* or (...)+ block with an alternative that can start with EOF. The
// ANTLR tool refuses such a closure (package g4 too); only a corrupt
// .interp has one. At the end of the input the runtime enters it again and
// again: matching EOF reads nothing, and error recovery conjures what the
// rest of the body wants.
//
// A rule can start with EOF if a path of transitions that read nothing
// from its start leads to a transition that matches EOF, or to the call of
// a rule that can; the calls of rules that can match nothing are stepped
// over as well as into. Both are found once per rule, so the check is
// linear in the ATN but for closures nested in closures.
func (a *ATN) EOFClosures() []bool {
	ends := reachStop(a, func(t *Transition) bool { return t.Epsilon() })
	nullable := func(r int) bool { return ends[a.RuleStart[r]] }
	matchesEOF := func(t *Transition) bool {
		return !t.Epsilon() && t.Type != TransitionRule && t.Type != TransitionNotSet && t.Type != TransitionWildcard &&
			t.Matches(antlr.TokenEOF, 0, 0)
	}
	// first walks from the states of from, through transitions that read
	// nothing, to state to (excluded) and the rule's stop state; it calls
	// call for every rule called on the way and returns whether it met a
	// transition that matches EOF or a call for which call returns true.
	seen := make([]int, len(a.States)) // the walk that last saw the state, plus one
	walks := 0
	first := func(from, to int, call func(rule int) bool) bool {
		walks++
		work := []int{from}
		seen[from] = walks
		push := func(s int) {
			if seen[s] != walks {
				seen[s] = walks
				work = append(work, s)
			}
		}
		for len(work) > 0 {
			s := work[len(work)-1]
			work = work[:len(work)-1]
			if s == to || a.States[s].Type == StateRuleStop {
				continue
			}
			for i := range a.States[s].Transitions {
				t := &a.States[s].Transitions[i]
				switch {
				case t.Type == TransitionRule:
					if call(t.Rule) {
						return true
					}
					if nullable(t.Rule) {
						push(t.Follow)
					}
				case t.Epsilon():
					push(t.Target)
				case matchesEOF(t):
					return true
				}
			}
		}
		return false
	}
	// startsEOF[r]: rule r can start with EOF. The rules whose start calls
	// a rule are found by a walk per rule, and a rule that can start with
	// EOF makes its callers so, backwards.
	startsEOF := make([]bool, len(a.RuleStart))
	callers := make([][]int, len(a.RuleStart)) // by rule: the rules that can call it first
	var work []int
	for r, s := range a.RuleStart {
		if first(s, -1, func(q int) bool { callers[q] = append(callers[q], r); return false }) {
			startsEOF[r] = true
			work = append(work, r)
		}
	}
	for len(work) > 0 {
		q := work[len(work)-1]
		work = work[:len(work)-1]
		for _, r := range callers[q] {
			if !startsEOF[r] {
				startsEOF[r] = true
				work = append(work, r)
			}
		}
	}
	out := make([]bool, len(a.RuleStart))
	for s := range a.States {
		st := &a.States[s]
		if (st.Type == StateStarBlockStart || st.Type == StatePlusBlockStart) && !out[st.Rule] &&
			first(s, st.End, func(q int) bool { return startsEOF[q] }) {
			out[st.Rule] = true
		}
	}
	return out
}

// EndsWithEOF returns, by rule of a parser ATN, whether the rule always
// ends with EOF: it cannot reach its end without matching EOF (itself or
// in a rule it calls), and it can end.
func (a *ATN) EndsWithEOF() []bool {
	ends := reachStop(a, func(t *Transition) bool {
		return t.Type != TransitionAtom || t.Lo != antlr.TokenEOF
	})
	endless := a.Endless()
	out := make([]bool, len(a.RuleStart))
	for r, s := range a.RuleStart {
		out[r] = !ends[s] && !endless[r]
	}
	return out
}
