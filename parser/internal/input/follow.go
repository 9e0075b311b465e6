package input

import (
	"slices"
	"sync"

	"github.com/hddmin/hddmin/parser/atn"
)

// Follows computes what error recovery needs to know of a parser's ATN:
// the token types that can come next at a state within its rule, as the
// runtime's ATN.NextTokens(s, nil) does, and whether the rule can end
// there without another token. It works on the project's own reading of
// the ATN (the runtime's keeps its transitions to itself), computes the
// first sets of all rules on first use and each state's next tokens on
// demand, and is safe for concurrent use: the parses of a grammar share
// it.
type Follows struct {
	a *atn.ATN

	mu       sync.Mutex
	first    []atn.IntervalSet // by rule: the tokens a match of it can start with
	nullable []bool            // by rule: it can match no token
	next     map[int]*Next     // by state
	seen     []uint32          // by state: the walk that visited it
	walk     uint32
}

// Next is what can come next at a state within its rule.
type Next struct {
	Set atn.IntervalSet // token types, EOF (-1) included
	End bool            // the rule can end without another token
}

// NewFollows returns the follow sets of a parser's ATN.
func NewFollows(a *atn.ATN) *Follows { return &Follows{a: a} }

// Next returns what can come next at state s within its rule.
func (f *Follows) Next(s int) *Next {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.first == nil {
		f.firsts()
	}
	if n := f.next[s]; n != nil {
		return n
	}
	set, end := f.from(s)
	n := &Next{Set: set, End: end}
	f.next[s] = n
	return n
}

// Invoked returns what can come next in the rule that invoked a rule at
// state s (a state whose transition invokes a rule: a context's invoking
// state), after the rule returns; nil if s invokes no rule.
func (f *Follows) Invoked(s int) *Next {
	if s < 0 || s >= len(f.a.States) {
		return nil
	}
	st := &f.a.States[s]
	if len(st.Transitions) != 1 || st.Transitions[0].Type != atn.TransitionRule {
		return nil
	}
	return f.Next(st.Transitions[0].Follow)
}

// firsts computes the first sets of all rules, as a fixpoint: a rule's
// set is what its start state leads to, through the first sets of the
// rules it invokes (and past those that can match nothing), so a rule is
// computed again whenever a rule it invokes grows.
func (f *Follows) firsts() {
	a := f.a
	n := len(a.RuleStart)
	f.first, f.nullable = make([]atn.IntervalSet, n), make([]bool, n)
	f.next, f.seen = map[int]*Next{}, make([]uint32, len(a.States))
	callers := make([][]int, n)
	for _, st := range a.States {
		for _, t := range st.Transitions {
			if t.Type == atn.TransitionRule && t.Rule < n && !slices.Contains(callers[t.Rule], st.Rule) {
				callers[t.Rule] = append(callers[t.Rule], st.Rule)
			}
		}
	}
	queued := make([]bool, n)
	queue := make([]int, 0, n)
	for r := n - 1; r >= 0; r-- {
		queue, queued[r] = append(queue, r), true
	}
	// Invariant: the sets only grow, and every rule whose set may grow is
	// queued.
	for len(queue) > 0 {
		r := queue[len(queue)-1]
		queue, queued[r] = queue[:len(queue)-1], false
		set, end := f.from(a.RuleStart[r])
		if slices.Equal(set, f.first[r]) && end == f.nullable[r] {
			continue
		}
		f.first[r], f.nullable[r] = set, end
		for _, c := range callers[r] {
			if !queued[c] {
				queue, queued[c] = append(queue, c), true
			}
		}
	}
}

// from walks from state s within its rule, with the first sets known so
// far, and returns the token types it meets and whether it reaches the
// rule's stop state.
func (f *Follows) from(s int) (atn.IntervalSet, bool) {
	a := f.a
	f.walk++
	var set atn.IntervalSet
	end := false
	stack := []int{s}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if s < 0 || s >= len(a.States) || f.seen[s] == f.walk {
			continue
		}
		f.seen[s] = f.walk
		st := &a.States[s]
		if st.Type == atn.StateRuleStop {
			end = true
			continue
		}
		for i := range st.Transitions {
			switch t := &st.Transitions[i]; t.Type {
			case atn.TransitionRule:
				if t.Rule >= 0 && t.Rule < len(f.first) {
					set = append(set, f.first[t.Rule]...)
					if f.nullable[t.Rule] {
						stack = append(stack, t.Follow)
					}
				}
			case atn.TransitionEpsilon, atn.TransitionAction, atn.TransitionPredicate, atn.TransitionPrecedence:
				stack = append(stack, t.Target)
			case atn.TransitionAtom, atn.TransitionRange:
				set = append(set, atn.Interval{Lo: t.Lo, Hi: t.Hi})
			case atn.TransitionSet:
				set = append(set, t.Set...)
			case atn.TransitionNotSet:
				lo := 1
				for _, iv := range t.Set {
					if iv.Lo > lo {
						set = append(set, atn.Interval{Lo: lo, Hi: min(iv.Lo-1, a.MaxTokenType)})
					}
					lo = max(lo, iv.Hi+1)
				}
				if lo <= a.MaxTokenType {
					set = append(set, atn.Interval{Lo: lo, Hi: a.MaxTokenType})
				}
			case atn.TransitionWildcard:
				set = append(set, atn.Interval{Lo: 1, Hi: a.MaxTokenType})
			}
		}
	}
	if len(set) == 0 {
		return nil, end
	}
	return slices.Clip(set.Normalize()), end
}
