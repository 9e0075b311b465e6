package g4

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// The checks the ANTLR tool makes on the finished ATN: closures that can
// loop without consuming input, mutual left recursion, and lexer rules
// that match the empty string.

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

// checkClosures reports the (...)* and (...)+ blocks whose body can match
// the empty string (the parser would loop forever; the tool refuses them)
// or start with EOF, and warns about lexer rules that match the empty
// string.
func (b *builder) checkClosures() {
	a := b.a
	nullable := a.nullable()
	for _, c := range b.closures {
		b.ld.w.Check()
		pos := c.pos
		if pos.Line == 0 {
			pos = c.rule.def.Pos
		}
		if a.reachesFree(c.start, c.end, nullable) {
			if c.rule.leftRecursive && c.pos.Line == 0 {
				b.ld.errorf(c.rule.file, pos, "left recursive rule %s contains a left recursive alternative which can be followed by the empty string", c.rule.name)
			} else {
				b.ld.errorf(c.rule.file, pos, "rule %s contains a closure with at least one alternative that can match an empty string", c.rule.name)
			}
		}
		if !b.lexer && a.firstMatchesEOF(c.start, c.end, nullable) {
			b.ld.errorf(c.rule.file, pos, "rule %s contains a closure with at least one alternative that can match EOF", c.rule.name)
		}
	}
	if b.lexer {
		for _, r := range b.g.rules {
			if !r.fragment && nullable[r.index] {
				b.ld.warnf(r.file, r.def.Pos, "non-fragment lexer rule %s can match the empty string", r.name)
			}
		}
	}
}

// checkLeftRecursion reports rules that call each other, or themselves,
// without consuming input between: the sets of mutually left-recursive
// rules that the rewrite of direct left recursion cannot handle.
func (b *builder) checkLeftRecursion() {
	a := b.a
	var cycles [][]int
	onStack := make([]bool, len(a.ruleStart))
	addCycle := func(caller, callee int) {
		found := false
		for i, c := range cycles {
			if containsInt(c, callee) {
				if !containsInt(c, caller) {
					cycles[i] = append(cycles[i], caller)
				}
				found = true
			}
			if containsInt(c, caller) {
				if !containsInt(cycles[i], callee) {
					cycles[i] = append(cycles[i], callee)
				}
				found = true
			}
		}
		if !found {
			cycles = append(cycles, []int{caller, callee})
		}
	}
	budget := 1 << 20 // the walk is exponential in the worst case; it ends early on huge grammars
	var check func(rule int, s *state, visited map[*state]bool) bool
	check = func(rule int, s *state, visited map[*state]bool) bool {
		if s.typ == stateRuleStop {
			return true
		}
		if visited[s] || budget <= 0 {
			return false
		}
		if budget%1024 == 0 {
			b.ld.w.Check()
		}
		budget--
		visited[s] = true
		reachesStop := false
		for _, t := range s.trans {
			switch {
			case t.typ == transRule:
				if onStack[t.rule] {
					addCycle(rule, t.rule)
					continue
				}
				onStack[t.rule] = true
				nullable := check(t.rule, t.target, map[*state]bool{})
				onStack[t.rule] = false
				if nullable && check(rule, t.follow, visited) {
					reachesStop = true
				}
			case t.epsilonLike():
				if check(rule, t.target, visited) {
					reachesStop = true
				}
			}
		}
		return reachesStop
	}
	for r, start := range a.ruleStart {
		onStack[r] = true
		check(r, start, map[*state]bool{})
		onStack[r] = false // check leaves the rest as it found it: all false
	}
	for _, c := range cycles {
		sort.Ints(c)
		c = slices.Compact(c)
		names := make([]string, len(c))
		for i, r := range c {
			names[i] = b.g.rules[r].name
		}
		first := b.g.rules[c[0]]
		if len(c) == 1 {
			b.ld.errorf(first.file, first.def.Pos, "rule %s is left-recursive in a way ANTLR cannot rewrite: it can call itself before consuming input, but not as the first element of an alternative", first.name)
			continue
		}
		b.ld.errorf(first.file, first.def.Pos, "rules %s are mutually left-recursive (each can call the next before consuming input)", strings.Join(names, ", "))
	}
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

// checkEndless reports the rules that can never end (see endless).
func (b *builder) checkEndless() {
	endless := b.a.endless(b.ld.w.Check)
	calls := make([][]int, len(endless)) // by endless rule: the endless rules it calls
	for _, s := range b.a.states {
		if s == nil || s.rule < 0 || !endless[s.rule] {
			continue
		}
		for _, t := range s.trans {
			if t.typ == transRule && endless[t.rule] && !containsInt(calls[s.rule], t.rule) {
				calls[s.rule] = append(calls[s.rule], t.rule)
			}
		}
	}
	for _, r := range b.g.rules {
		if endless[r.index] {
			b.ld.errorf(r.file, r.def.Pos, "%s", EndlessMessage(r.name, b.ruleNames(calls[r.index])))
		}
	}
}

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

// ruleNames returns the names of the rules of the indexes rules.
func (b *builder) ruleNames(rules []int) []string {
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = b.g.rules[r].name
	}
	return names
}
