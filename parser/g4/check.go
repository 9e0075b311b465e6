package g4

import (
	"fmt"
	"sort"
	"strings"
)

// The analyses of the finished ATN behind the checks the ANTLR tool makes
// on it (the builder's checkClosures, checkLeftRecursion and checkEndless,
// in build.go): closures that can loop without consuming input, mutual
// left recursion, and lexer rules that match the empty string.

// nullable returns, for every rule, whether it can match the empty string.
func (a *atn) nullable() []bool {
	nullable := make([]bool, len(a.ruleStart))
	for changed := true; changed; {
		changed = false
		for r := range a.ruleStart {
			if !nullable[r] && a.reachesFree(a.ruleStart[r], a.ruleStop[r], nullable) {
				nullable[r], changed = true, true
			}
		}
	}
	return nullable
}

// reachesFree reports whether state to can be reached from state from
// without consuming input: along epsilon edges, predicates and actions, and
// calls of rules that can match the empty string.
func (a *atn) reachesFree(from, to *state, nullable []bool) bool {
	seen := map[*state]bool{from: true}
	work := []*state{from}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if s == to {
			return true
		}
		if s.typ == stateRuleStop {
			continue
		}
		for _, t := range s.trans {
			next := t.target
			switch {
			case t.typ == transRule:
				if !nullable[t.rule] {
					continue
				}
				next = t.follow
			case !t.epsilonLike():
				continue
			}
			if !seen[next] {
				seen[next] = true
				work = append(work, next)
			}
		}
	}
	return false
}

// firstMatchesEOF reports whether the first symbol matched from state from,
// before state to, can be EOF.
func (a *atn) firstMatchesEOF(from, to *state, nullable []bool) bool {
	seen := map[*state]bool{from: true}
	work := []*state{from}
	push := func(s *state) {
		if !seen[s] {
			seen[s] = true
			work = append(work, s)
		}
	}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if s == to || s.typ == stateRuleStop {
			continue
		}
		for _, t := range s.trans {
			switch {
			case t.typ == transRule:
				push(t.target)
				if nullable[t.rule] {
					push(t.follow)
				}
			case t.epsilonLike():
				push(t.target)
			case t.typ == transAtom || t.typ == transRange || t.typ == transSet:
				if t.label().contains(tokenEOF) {
					return true
				}
			}
		}
	}
	return false
}

func containsInt(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// endless returns, for every rule, whether it can never end: whether no
// finite input takes it from its start to its stop state (e : '(' e ')' ;
// with no other alternative, or rules that can only call each other). The
// tool accepts such rules; a parse of them fails only on the input, after
// recursing as deep as the input goes. A state can end if a transition
// leads to a state that can end: any transition but a rule call, and a
// rule call if the rule can end and so can the state after it. The states
// that can end are found backwards from the stop states, each once. It
// calls check every 1,024 states (it takes a second on 20,000 rules on a
// loaded machine).
func (a *atn) endless(check func()) []bool {
	type edge struct {
		from *state
		rule int // -1 for a transition that is no rule call
	}
	// By state number (the states are compacted: a.states[i].num == i).
	preds := make([][]edge, len(a.states))      // by target (a rule call: by its follow state)
	callers := make([][]edge, len(a.ruleStart)) // by rule: the calls of it, from and follow state
	for i, s := range a.states {
		if i%1024 == 0 {
			check()
		}
		if s == nil || s.typ == stateRuleStop {
			continue
		}
		for _, t := range s.trans {
			if t.typ == transRule {
				preds[t.follow.num] = append(preds[t.follow.num], edge{s, t.rule})
				callers[t.rule] = append(callers[t.rule], edge{t.follow, t.rule})
				continue
			}
			preds[t.target.num] = append(preds[t.target.num], edge{s, -1})
		}
	}
	ends := make([]bool, len(a.states))
	var work []*state
	mark := func(s *state) {
		if !ends[s.num] {
			ends[s.num] = true
			work = append(work, s)
		}
	}
	for _, s := range a.ruleStop {
		mark(s)
	}
	for n := 0; len(work) > 0; n++ {
		if n%1024 == 0 {
			check()
		}
		s := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range preds[s.num] {
			if e.rule < 0 || ends[a.ruleStart[e.rule].num] {
				mark(e.from)
			}
		}
		if s.typ == stateRuleStart && s.rule >= 0 && a.ruleStart[s.rule] == s {
			// The rule can end: its calls whose follow state can end can too.
			for _, c := range callers[s.rule] {
				if ends[c.from.num] {
					for _, e := range preds[c.from.num] {
						if e.rule == s.rule {
							mark(e.from)
						}
					}
				}
			}
		}
	}
	out := make([]bool, len(a.ruleStart))
	for r, s := range a.ruleStart {
		out[r] = !ends[s.num]
	}
	return out
}

// EndlessUsed returns, for every rule, whether it is entered other than
// as a parse's start rule: a lexer's token rule (tokens[r]), which the
// lexer tries at every token, or a rule that a rule that can end, or a
// token rule, reaches through rule calls (calls[r] are the rules r calls).
// An endless rule so entered is an error, since the lexer or a parse of
// that rule may enter it and never leave; one that is not could only be a
// parser's start rule, and is a warning, as the ANTLR tool accepts it
// (issue 42, item 13).
func EndlessUsed(endless []bool, calls [][]int, tokens []bool) []bool {
	used := make([]bool, len(endless))
	var work []int
	for r, e := range endless {
		if tokens != nil && tokens[r] {
			used[r] = true
		}
		if !e || used[r] {
			work = append(work, r)
		}
	}
	seen := make([]bool, len(endless))
	for len(work) > 0 {
		r := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range calls[r] {
			if c != r {
				used[c] = true
			}
			if !seen[c] && endless[c] {
				seen[c] = true
				work = append(work, c)
			}
		}
	}
	return used
}

// EndlessUnused ends the message of an endless rule that no rule that can
// end reaches (see EndlessUsed): a warning.
const EndlessUnused = "; no rule that can end uses it, so only a parse that starts with it would enter it"

// EndlessMessage says why rule, which calls the endless rules calls (by
// name), can never end: the message of a .g4 rule and of an .interp one.
func EndlessMessage(rule string, calls []string) string {
	var names []string
	self := false
	for _, c := range calls {
		if c == rule {
			self = true
		} else {
			names = append(names, c)
		}
	}
	sort.Strings(names)
	switch {
	case !self && len(names) == 0:
		return fmt.Sprintf("rule %s can never end: no finite input matches it", rule)
	case self && len(names) == 0:
		return fmt.Sprintf("rule %s can never end: each of its alternatives calls %s again, so no finite input matches it", rule, rule)
	case self:
		names = append([]string{rule}, names...)
	case len(names) == 1:
		return fmt.Sprintf("rule %s can never end: each of its alternatives calls %s, which can never end, so no finite input matches it", rule, names[0])
	}
	return fmt.Sprintf("rule %s can never end: each of its alternatives calls one of %s, which can never end, so no finite input matches it", rule, strings.Join(names, ", "))
}
