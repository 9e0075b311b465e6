package parser

import (
	"fmt"
	"github.com/hddmin/hddmin/internal/watch"
	"sort"
	"unicode"
)

// ATN is a decoded augmented transition network, as the ANTLR tool serializes
// it (format version 4) into a generated recognizer and its .interp file.
//
// The antlr4-go runtime keeps the transitions of its own ATN unexported, so the
// analysis of a grammar works on this independent decoding instead.
type ATN struct {
	Lexer        bool    // a lexer ATN (otherwise a parser ATN)
	MaxTokenType int     // the largest token type
	States       []State // by state number; Type is StateInvalid for holes
	RuleStart    []int   // rule index -> its RuleStart state
	RuleStop     []int   // rule index -> its RuleStop state
	RuleToken    []int   // lexer only: rule index -> token type (0 for fragments)
	ModeStart    []int   // lexer only: mode index -> its TokenStart state
	Decisions    []int   // decision number -> decision state
	Actions      []lexerAction
}

// StateType is the kind of an ATN state.
type StateType uint8

// The state types, with the numbers the serialization uses.
const (
	StateInvalid        StateType = iota // a hole left by the tool's optimizer
	StateBasic                           // a plain state
	StateRuleStart                       // the entry of a rule
	StateBlockStart                      // the start of a (...) or (...)? block
	StatePlusBlockStart                  // the start of the body of a (...)+ loop
	StateStarBlockStart                  // the start of the body of a (...)* loop
	StateTokenStart                      // lexer: the start of a mode
	StateRuleStop                        // the exit of a rule
	StateBlockEnd                        // the end of any block
	StateStarLoopBack                    // the back edge of a (...)* loop
	StateStarLoopEntry                   // the decision of a (...)* loop
	StatePlusLoopBack                    // the decision and back edge of a (...)+ loop
	StateLoopEnd                         // the exit of a loop
)

var stateTypeNames = [...]string{"invalid", "basic", "rule-start", "block-start",
	"plus-block-start", "star-block-start", "token-start", "rule-stop", "block-end",
	"star-loop-back", "star-loop-entry", "plus-loop-back", "loop-end"}

func (t StateType) String() string {
	if int(t) < len(stateTypeNames) {
		return stateTypeNames[t]
	}
	return fmt.Sprintf("StateType(%d)", t)
}

// State is one ATN state.
type State struct {
	Type        StateType
	Rule        int          // the rule the state belongs to
	End         int          // block starts: the matching BlockEnd state
	LoopBack    int          // LoopEnd: its loop-back state
	NonGreedy   bool         // decision states of non-greedy blocks
	Precedence  bool         // RuleStart: the rule was left-recursive
	Transitions []Transition // in the order the tool wrote them (the order of alternatives)
}

// TransitionType is the kind of an ATN transition.
type TransitionType uint8

// The transition types, with the numbers the serialization uses.
const (
	TransitionInvalid    TransitionType = iota
	TransitionEpsilon                   // no input
	TransitionRange                     // one symbol in [Lo, Hi]
	TransitionRule                      // a rule invocation: Target is its start, Follow the return state
	TransitionPredicate                 // a semantic predicate (no input)
	TransitionAtom                      // the symbol Lo
	TransitionAction                    // an action (no input)
	TransitionSet                       // one symbol in Set
	TransitionNotSet                    // one symbol not in Set
	TransitionWildcard                  // any symbol
	TransitionPrecedence                // a precedence predicate of a left-recursive rule (no input)
)

var transitionTypeNames = [...]string{"invalid", "epsilon", "range", "rule", "predicate",
	"atom", "action", "set", "not-set", "wildcard", "precedence"}

func (t TransitionType) String() string {
	if int(t) < len(transitionTypeNames) {
		return transitionTypeNames[t]
	}
	return fmt.Sprintf("TransitionType(%d)", t)
}

// Transition is one edge of the ATN.
type Transition struct {
	Type   TransitionType
	Target int         // the target state (for rule transitions: the rule's start state)
	Follow int         // rule transitions: the state after the invocation
	Rule   int         // rule transitions: the rule invoked; predicates and actions: their rule
	Index  int         // predicates and actions: their index; rule and precedence transitions: the precedence
	Lo, Hi int         // atom and range transitions (Lo = Hi for an atom); -1 is EOF
	Set    IntervalSet // set and not-set transitions
}

// Epsilon reports whether the transition consumes no input.
func (t *Transition) Epsilon() bool {
	switch t.Type {
	case TransitionEpsilon, TransitionPredicate, TransitionAction, TransitionPrecedence:
		return true
	}
	return false
}

// Matches reports whether the transition consumes symbol s, where the symbols
// of the vocabulary are minSym..maxSym (for the not-set and wildcard transitions).
func (t *Transition) Matches(s, minSym, maxSym int) bool {
	switch t.Type {
	case TransitionAtom, TransitionRange:
		return t.Lo <= s && s <= t.Hi
	case TransitionSet:
		return t.Set.Contains(s)
	case TransitionNotSet:
		return s >= minSym && s <= maxSym && !t.Set.Contains(s)
	case TransitionWildcard:
		return s >= minSym && s <= maxSym
	}
	return false
}

// Interval is a closed range of symbols.
type Interval struct{ Lo, Hi int }

// IntervalSet is a sorted list of disjoint intervals.
type IntervalSet []Interval

// Contains reports whether s is in the set.
func (set IntervalSet) Contains(s int) bool {
	i := sort.Search(len(set), func(i int) bool { return set[i].Hi >= s })
	return i < len(set) && set[i].Lo <= s
}

func normalize(set IntervalSet) IntervalSet {
	sort.Slice(set, func(i, j int) bool { return set[i].Lo < set[j].Lo })
	out := set[:0]
	for _, iv := range set {
		if n := len(out); n > 0 && iv.Lo <= out[n-1].Hi+1 {
			out[n-1].Hi = max(out[n-1].Hi, iv.Hi)
			continue
		}
		out = append(out, iv)
	}
	return out
}

// lexerActionType is the kind of a lexer command.
type lexerActionType uint8

// The lexer action types, with the numbers the serialization uses.
const (
	actionChannel  lexerActionType = iota // -> channel(N)
	actionCustom                          // {...} code
	actionMode                            // -> mode(M)
	actionMore                            // -> more
	actionPopMode                         // -> popMode
	actionPushMode                        // -> pushMode(M)
	actionSkip                            // -> skip
	actionType                            // -> type(T)
)

// lexerAction is one lexer command.
type lexerAction struct {
	Type lexerActionType
	Arg  int // channel, mode or token type; rule index for custom actions
	Arg2 int // custom actions: action index
}

// atnVersion is the only serialization version the reader accepts.
const atnVersion = 4

// ReadATN decodes a serialized ATN of format version 4 (ANTLR 4.10 and later).
func ReadATN(data []int32) (atn *ATN, err error) {
	return readATN(data, nil)
}

// readATN is ReadATN under w.
func readATN(data []int32, w *watch.Watch) (atn *ATN, err error) {
	r := &atnReader{data: data, w: w}
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
	data []int32
	pos  int
	w    *watch.Watch
}

func (r *atnReader) next() int {
	if r.pos%65536 == 0 {
		r.w.Check()
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
		sets = append(sets, normalize(set))
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
			act := lexerAction{Type: lexerActionType(typ), Arg: d1, Arg2: d2}
			switch {
			case typ < 0 || typ > int(actionType):
				panic(atnError(fmt.Sprintf("lexer action %d: unknown type %d", len(a.Actions), typ)))
			case (act.Type == actionMode || act.Type == actionPushMode) && (d1 < 0 || d1 >= len(a.ModeStart)):
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

// symbols reports whether lo..hi, an interval of a set or range or an
// atom (lo = hi) as the serialization has it, is one the tool can write:
// not empty, of symbols from 0 (EOF is a flag of its own), and for a lexer
// of code points. The token types of a parser are checked against its
// vocabulary later (checkVocabulary). A set of intervals out of order
// breaks the binary search of IntervalSet.Contains, and the checks that
// use it: a lexer's set made {-76..13, 32..-9} holds EOF for the runtime
// (whose loop at the end of the input then recursed without end) and not
// for epsilonCycle.
func (a *ATN) symbols(lo, hi int) bool {
	return 0 <= lo && lo <= hi && (!a.Lexer || hi <= unicode.MaxRune)
}

// symbolRange says what symbols says of an interval that is not one.
func (a *ATN) symbolRange() string {
	if a.Lexer {
		return fmt.Sprintf("is not of code points 0 to %d", unicode.MaxRune)
	}
	return "is not of token types from 0"
}

// Optional reports whether state s starts a (...)? block: a block whose start
// has a transition straight to its end.
func (a *ATN) Optional(s int) bool {
	st := &a.States[s]
	if st.Type != StateBlockStart {
		return false
	}
	for _, t := range st.Transitions {
		if t.Type == TransitionEpsilon && t.Target == st.End {
			return true
		}
	}
	return false
}

// PrecedenceLoop reports whether state s is the loop decision of a
// left-recursive rule: the (op operand)* loop that the tool made of the
// recursive alternatives. Each iteration of it nests a new rule context.
func (a *ATN) PrecedenceLoop(s int) bool {
	st := &a.States[s]
	if st.Type != StateStarLoopEntry || len(st.Transitions) == 0 || !a.States[a.RuleStart[st.Rule]].Precedence {
		return false
	}
	last := st.Transitions[len(st.Transitions)-1]
	end := &a.States[last.Target]
	if end.Type != StateLoopEnd || len(end.Transitions) == 0 {
		return false
	}
	return a.States[end.Transitions[0].Target].Type == StateRuleStop
}
