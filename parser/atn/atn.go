package atn

import (
	"fmt"
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
	Actions      []LexerAction
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

// Normalize sorts the intervals of set and merges those that overlap or
// touch, in place, and returns the result (which shares set's memory).
func (set IntervalSet) Normalize() IntervalSet {
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

// LexerActionType is the kind of a lexer command.
type LexerActionType uint8

// The lexer action types, with the numbers the serialization uses.
const (
	ActionChannel  LexerActionType = iota // -> channel(N)
	ActionCustom                          // {...} code
	ActionMode                            // -> mode(M)
	ActionMore                            // -> more
	ActionPopMode                         // -> popMode
	ActionPushMode                        // -> pushMode(M)
	ActionSkip                            // -> skip
	ActionType                            // -> type(T)
)

var actionNames = [...]string{"channel", "custom", "mode", "more", "pop-mode", "push-mode", "skip", "type"}

func (t LexerActionType) String() string {
	if int(t) < len(actionNames) {
		return actionNames[t]
	}
	return fmt.Sprintf("LexerActionType(%d)", t)
}

// LexerAction is one lexer command.
type LexerAction struct {
	Type LexerActionType
	Arg  int // channel, mode or token type; rule index for custom actions
	Arg2 int // custom actions: action index
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
