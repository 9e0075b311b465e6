package atn

import (
	"fmt"
)

// atnVersion is the only serialization version the reader accepts.
const atnVersion = 4

// ReadATN decodes a serialized ATN of format version 4 (ANTLR 4.10 and later).
func ReadATN(data []int32) (atn *ATN, err error) {
	return readATN(data, nil)
}

// readATN is ReadATN that calls check, if not nil, every 65,536 numbers.
func readATN(data []int32, check func()) (atn *ATN, err error) {
	r := &atnReader{data: data, check: check}
	defer func() {
		if e := recover(); e != nil {
			if re, ok := e.(atnError); ok {
				atn, err = nil, re
				return
			}
			panic(e)
		}
	}()
	return r.read(), nil
}

type atnError string

func (e atnError) Error() string { return "the ATN: " + string(e) }

type atnReader struct {
	data  []int32
	pos   int
	check func()
}

func (r *atnReader) next() int {
	if r.pos%65536 == 0 && r.check != nil {
		r.check()
	}
	if r.pos >= len(r.data) {
		panic(atnError(fmt.Sprintf("it ends too early, after %d numbers: cut short?", len(r.data))))
	}
	v := int(r.data[r.pos])
	r.pos++
	return v
}

// count reads the number of items of a list of which each takes at least
// size numbers: no more than are left.
func (r *atnReader) count(what string, size int) int {
	n := r.next()
	if n < 0 || n > (len(r.data)-r.pos)/size {
		panic(atnError(fmt.Sprintf("%d %s, with %d numbers left", n, what, len(r.data)-r.pos)))
	}
	return n
}

func (r *atnReader) state(a *ATN, n int) int {
	if n < 0 || n >= len(a.States) {
		panic(atnError(fmt.Sprintf("state number %d out of range (%d states)", n, len(a.States))))
	}
	return n
}

func (r *atnReader) read() *ATN {
	if v := r.next(); v != atnVersion {
		panic(atnError(fmt.Sprintf("serialization version %d, want %d", v, atnVersion)))
	}
	a := &ATN{}
	switch r.next() {
	case 0:
		a.Lexer = true
	case 1:
	default:
		panic(atnError("unknown grammar type"))
	}
	a.MaxTokenType = r.next()
	if a.MaxTokenType < 0 {
		panic(atnError(fmt.Sprintf("the largest token type is %d", a.MaxTokenType)))
	}

	a.States = make([]State, r.count("states", 1))
	for i := range a.States {
		s := &a.States[i]
		typ := r.next()
		if typ < 0 || typ > int(StateLoopEnd) {
			panic(atnError(fmt.Sprintf("state %d: unknown type %d", i, typ)))
		}
		s.Type = StateType(typ)
		if s.Type == StateInvalid {
			continue
		}
		s.Rule = r.next()
		s.End, s.LoopBack = -1, -1
		switch s.Type {
		case StateLoopEnd:
			s.LoopBack = r.state(a, r.next())
		case StateBlockStart, StatePlusBlockStart, StateStarBlockStart:
			s.End = r.state(a, r.next())
		}
	}
	for n := r.next(); n > 0; n-- {
		a.States[r.state(a, r.next())].NonGreedy = true
	}
	for n := r.next(); n > 0; n-- {
		a.States[r.state(a, r.next())].Precedence = true
	}

	perRule := 1
	if a.Lexer {
		perRule = 2
	}
	nrules := r.count("rules", perRule)
	a.RuleStart = make([]int, nrules)
	a.RuleStop = make([]int, nrules)
	for i := range a.RuleStart {
		a.RuleStart[i] = r.state(a, r.next())
		if a.Lexer {
			a.RuleToken = append(a.RuleToken, r.next())
		}
	}
	for i := range a.RuleStop {
		a.RuleStop[i] = -1
	}
	for i, s := range a.States {
		min := 0
		if s.Type == StateTokenStart {
			min = -1 // a mode's start is in no rule
		}
		if s.Type != StateInvalid && (s.Rule < min || s.Rule >= nrules) {
			panic(atnError(fmt.Sprintf("state %d: rule %d out of range (%d rules)", i, s.Rule, nrules)))
		}
		if s.Type == StateRuleStop {
			a.RuleStop[s.Rule] = i
		}
	}
	for i, s := range a.RuleStart {
		if st := &a.States[s]; st.Type != StateRuleStart || st.Rule != i {
			panic(atnError(fmt.Sprintf("rule %d starts at state %d, a %s state of rule %d", i, s, st.Type, st.Rule)))
		}
		if a.RuleStop[i] < 0 {
			panic(atnError(fmt.Sprintf("rule %d has no stop state", i)))
		}
	}

	for n := r.next(); n > 0; n-- {
		s := r.state(a, r.next())
		if a.States[s].Type != StateTokenStart {
			panic(atnError(fmt.Sprintf("a mode starts at state %d, a %s state", s, a.States[s].Type)))
		}
		a.ModeStart = append(a.ModeStart, s)
	}

	var sets []IntervalSet
	for n := r.next(); n > 0; n-- {
		var set IntervalSet
		intervals := r.next()
		if r.next() != 0 {
			set = append(set, Interval{-1, -1})
		}
		for ; intervals > 0; intervals-- {
			lo := r.next()
			hi := r.next()
			if !a.symbols(lo, hi) {
				panic(atnError(fmt.Sprintf("set %d: the interval %d..%d %s", len(sets), lo, hi, a.symbolRange())))
			}
			set = append(set, Interval{lo, hi})
		}
		sets = append(sets, set.Normalize())
	}

	for n := r.next(); n > 0; n-- {
		src, trg := r.state(a, r.next()), r.state(a, r.next())
		tt := r.next()
		if tt < 0 || tt > int(TransitionPrecedence) {
			panic(atnError(fmt.Sprintf("edge %d->%d: unknown transition type %d", src, trg, tt)))
		}
		typ := TransitionType(tt)
		arg1, arg2, arg3 := r.next(), r.next(), r.next()
		t := Transition{Type: typ, Target: trg}
		if (typ == TransitionAtom && arg3 == 0 && !a.symbols(arg1, arg1)) || (typ == TransitionRange && !a.symbols(arg1, arg2)) {
			what := fmt.Sprintf("the range %d..%d", arg1, arg2)
			if typ == TransitionAtom {
				what = fmt.Sprintf("the atom %d", arg1)
			}
			panic(atnError(fmt.Sprintf("edge %d->%d: %s %s", src, trg, what, a.symbolRange())))
		}
		switch typ {
		case TransitionEpsilon:
		case TransitionRange:
			t.Lo, t.Hi = arg1, arg2
			if arg3 != 0 {
				t.Lo = -1
			}
		case TransitionAtom:
			t.Lo, t.Hi = arg1, arg1
			if arg3 != 0 {
				t.Lo, t.Hi = -1, -1
			}
		case TransitionRule:
			t.Target, t.Follow, t.Rule, t.Index = r.state(a, arg1), trg, arg2, arg3
			if t.Rule < 0 || t.Rule >= nrules || t.Target != a.RuleStart[t.Rule] {
				panic(atnError(fmt.Sprintf("edge %d->%d: calls rule %d at state %d, not its start", src, trg, t.Rule, t.Target)))
			}
		case TransitionPredicate, TransitionAction:
			t.Rule, t.Index = arg1, arg2
		case TransitionPrecedence:
			if a.Lexer {
				// The tool writes them only in the rules of a parser it
				// rewrote; the runtime's lexer panics at one, and its
				// NextToken swallows the panic and returns an empty token
				// again and again.
				panic(atnError(fmt.Sprintf("edge %d->%d: a precedence predicate in a lexer", src, trg)))
			}
			t.Index = arg1
		case TransitionSet, TransitionNotSet:
			if arg1 < 0 || arg1 >= len(sets) {
				panic(atnError(fmt.Sprintf("edge %d->%d: set %d out of range", src, trg, arg1)))
			}
			t.Set = sets[arg1]
		case TransitionWildcard:
		default:
			panic(atnError(fmt.Sprintf("edge %d->%d: unknown transition type %d", src, trg, typ)))
		}
		if a.States[src].Type == StateInvalid || a.States[t.Target].Type == StateInvalid {
			panic(atnError(fmt.Sprintf("edge %d->%d: from or to a removed state", src, t.Target)))
		}
		a.States[src].Transitions = append(a.States[src].Transitions, t)
	}

	for n := r.next(); n > 0; n-- {
		s := r.state(a, r.next())
		switch a.States[s].Type {
		case StateBlockStart, StatePlusBlockStart, StateStarBlockStart, StateTokenStart, StateStarLoopEntry, StatePlusLoopBack:
		default:
			panic(atnError(fmt.Sprintf("decision %d at state %d, a %s state", len(a.Decisions), s, a.States[s].Type)))
		}
		a.Decisions = append(a.Decisions, s)
	}
	if a.Lexer {
		for n := r.next(); n > 0; n-- {
			typ, d1, d2 := r.next(), r.next(), r.next()
			act := LexerAction{Type: LexerActionType(typ), Arg: d1, Arg2: d2}
			switch {
			case typ < 0 || typ > int(ActionType):
				panic(atnError(fmt.Sprintf("lexer action %d: unknown type %d", len(a.Actions), typ)))
			case (act.Type == ActionMode || act.Type == ActionPushMode) && (d1 < 0 || d1 >= len(a.ModeStart)):
				panic(atnError(fmt.Sprintf("lexer action %d: mode %d out of range (%d modes)", len(a.Actions), d1, len(a.ModeStart))))
			}
			a.Actions = append(a.Actions, act)
		}
		for i, st := range a.States {
			for _, t := range st.Transitions {
				if t.Type == TransitionAction && (t.Index < 0 || t.Index >= len(a.Actions)) {
					panic(atnError(fmt.Sprintf("state %d: lexer action %d out of range (%d actions)", i, t.Index, len(a.Actions))))
				}
			}
		}
	}
	if s, ok := epsilonCycle(a); ok {
		panic(atnError(fmt.Sprintf("state %d of rule %d is on a loop that matches no input", s, a.States[s].Rule)))
	}
	if r.pos != len(r.data) {
		panic(atnError(fmt.Sprintf("%d values left after the end", len(r.data)-r.pos)))
	}
	return a
}
