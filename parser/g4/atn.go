package g4

// The ATN as the compiler builds it: states linked by pointers, numbered in
// the order they were made, then renumbered without the states the
// construction removed. Its serialization (serialize.go) is what the ANTLR
// tool writes, so that the runtime and package parser read it as they read
// a generated recognizer's.

// stateType is the kind of an ATN state; the values are the serialization's.
type stateType int

const (
	stateInvalid stateType = iota
	stateBasic
	stateRuleStart
	stateBlockStart
	statePlusBlockStart
	stateStarBlockStart
	stateTokenStart
	stateRuleStop
	stateBlockEnd
	stateStarLoopBack
	stateStarLoopEntry
	statePlusLoopBack
	stateLoopEnd
)

// transType is the kind of an ATN transition; the values are the
// serialization's.
type transType int

const (
	transEpsilon transType = iota + 1
	transRange
	transRule
	transPredicate
	transAtom
	transAction
	transSet
	transNotSet
	transWildcard
	transPrecedence
)

type state struct {
	num      int
	typ      stateType
	rule     int // -1 for none
	trans    []*transition
	end      *state // block starts: the block's end
	loopBack *state // loop ends: the loop's back edge
	decision int    // -1 if the state is no decision

	nonGreedy     bool
	leftRecursive bool // rule starts of left-recursive rules
}

type transition struct {
	typ    transType
	target *state
	follow *state // rule transitions: the state after the call

	rule  int // rule: the rule called; predicate, action: the rule they are in
	index int // predicate, action: their index; rule, precedence: the precedence
	lo    int // atom: the symbol; range: the first symbol
	hi    int // range: the last symbol
	set   intervalSet
	dep   bool // predicate: context-dependent
}

// epsilonLike reports whether t consumes no input.
func (t *transition) epsilonLike() bool {
	switch t.typ {
	case transEpsilon, transPredicate, transAction, transPrecedence:
		return true
	}
	return false
}

// label returns the symbols t matches (atom, range and set transitions).
func (t *transition) label() intervalSet {
	switch t.typ {
	case transAtom:
		return intervalSet{{t.lo, t.lo}}
	case transRange:
		return intervalSet{{t.lo, t.hi}}
	case transSet, transNotSet:
		return t.set
	}
	return nil
}

// lexerActionType is the kind of a lexer action; the values are the
// serialization's.
type lexerActionType int

const (
	actionChannel lexerActionType = iota
	actionCustom
	actionMode
	actionMore
	actionPopMode
	actionPushMode
	actionSkip
	actionType
)

// lexerAction is one lexer command or custom action; equal values are one
// entry of the ATN's action table.
type lexerAction struct {
	typ        lexerActionType
	arg1, arg2 int
}

type atn struct {
	lexer        bool
	maxTokenType int
	states       []*state // nil where a state was removed, until compacted
	ruleStart    []*state
	ruleStop     []*state
	ruleToken    []int // lexer: token type of each rule, 0 for none
	modeStart    []*state
	decisions    []*state
	actions      []lexerAction
}

func (a *atn) removeState(s *state) { a.states[s.num] = nil }

// compact renumbers the states without the removed ones.
func (a *atn) compact() {
	out := a.states[:0]
	for _, s := range a.states {
		if s != nil {
			s.num = len(out)
			out = append(out, s)
		}
	}
	a.states = out
}

func (s *state) add(t *transition) { s.trans = append(s.trans, t) }

func epsilonTo(target *state) *transition { return &transition{typ: transEpsilon, target: target} }

// rangeTo matches lo..hi: an atom transition for a single symbol.
func rangeTo(target *state, lo, hi int) *transition {
	if lo == hi {
		return &transition{typ: transAtom, target: target, lo: lo}
	}
	return &transition{typ: transRange, target: target, lo: lo, hi: hi}
}

// setTo matches the symbols of set: a range or atom transition if it is
// one interval.
func setTo(target *state, set intervalSet) *transition {
	if len(set) == 1 {
		return rangeTo(target, set[0].lo, set[0].hi)
	}
	return &transition{typ: transSet, target: target, set: set}
}
