package gen

import (
	"context"
	"sync"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/analysis"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// Tables are what the generator knows of a grammar, computed once.
type Tables struct {
	g   *Grammar
	a   *atn.ATN // the parser's
	la  *atn.ATN // the lexer's
	sem Semantics

	repl     *analysis.Replacements
	typeText map[int]string // the cheapest text of each token type
	typeCost []int64        // by token type + 1 (EOF is -1): the cost of typeText
	edgeCost map[*atn.Transition]int64
	dist     []int64 // per parser state: the cheapest cost to its rule's stop
	distEnd  []int64 // the same, consuming nothing but EOF
	first    []genSet
	nullable []bool
	action   []int // per state: the ordinal of its action in its rule, or -1
	precOf   []int // per state: the precedence of a precedence predicate reached by epsilons, or -1

	typeRules map[int][]int // token type -> the lexer rules that make it, cheapest first
	lexDist   []int64
	chars     sync.Map      // *Transition -> *charSet
	modes     map[int][]int // token type -> the lexer modes of the rules that make it
	ruleModes []int         // lexer rule -> its mode

	relexMu        sync.Mutex
	relexCache     map[relexKey]bool
	relexModeCache map[relexKey]bool
	inMode         map[[2]int][][]int
	moreRules      []int // the lexer rules that say -> more
	cheap          map[[2]int]cheapEntry
	ruleActs       [][]atn.LexerAction // by lexer rule: its mode commands
	pairCache      map[pairKey]bool
	seps           map[int][]string // lexer mode -> the separators that lex to nothing visible
	idents         map[int]bool     // the identifier token types (analysis.Classify)
	pools          map[[2]int][]string
}

type relexKey struct {
	typ  int
	text string
}

type pairKey struct {
	mode      int
	a, sep, b string
}

// genPenalty is the cost added to token types that no lexer rule makes, so
// that a cheapest completion takes them only where nothing else will do.
const genPenalty = 64 * 1024

// A Grammar is what the generator reads of a grammar: what the analyses
// read, its replacements, its semantics, and a check of a generated text.
type Grammar struct {
	analysis.Grammar
	Replacements *analysis.Replacements
	Semantics    Semantics // nil for none
	// Check parses text from rule start and returns its syntax errors;
	// it stops when ctx is done.
	Check func(ctx context.Context, text []byte, start string) []*input.SyntaxError
}

// edge is the cost of a transition of the parser's ATN and the state it
// leads to, as in Analyze, with the rules' costs in dist.
func (t *Tables) edge(tr *atn.Transition, dist []int64) (int64, int) {
	switch {
	case tr.Epsilon():
		return 0, tr.Target
	case tr.Type == atn.TransitionRule:
		if d := dist[t.a.RuleStart[tr.Rule]]; d != analysis.Inf {
			return d + 1, tr.Follow
		}
		return analysis.Inf, tr.Follow
	}
	if c := t.edgeCost[tr]; c != analysis.Inf {
		return c + 1, tr.Target
	}
	return analysis.Inf, tr.Target
}

// edgeEnd is edge where only EOF may be consumed.
func (t *Tables) edgeEnd(tr *atn.Transition, dist []int64) (int64, int) {
	switch {
	case tr.Epsilon():
		return 0, tr.Target
	case tr.Type == atn.TransitionRule:
		return dist[t.a.RuleStart[tr.Rule]], tr.Follow
	case tr.Matches(antlr.TokenEOF, 1, t.a.MaxTokenType):
		return 1, tr.Target
	}
	return analysis.Inf, tr.Target
}

// cost returns the cost of taking transition tr out of a state: its own
// and that of the rest of the rule after it.
func (t *Tables) cost(tr *atn.Transition) int64 {
	c, next := t.edge(tr, t.dist)
	if c == analysis.Inf || t.dist[next] == analysis.Inf {
		return analysis.Inf
	}
	return c + t.dist[next]
}

// firstSets computes, for every state, the tokens that can come first on
// the way to its rule's stop, and whether the stop can be reached without
// a token.
func (t *Tables) firstSets() {
	a := t.a
	t.first = make([]genSet, len(a.States))
	t.nullable = make([]bool, len(a.States))
	for s := range a.States {
		t.first[s] = newGenSet(a.MaxTokenType)
		if a.States[s].Type == atn.StateRuleStop {
			t.nullable[s] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for s := len(a.States) - 1; s >= 0; s-- {
			st := &a.States[s]
			if st.Type == atn.StateInvalid || st.Type == atn.StateRuleStop {
				continue
			}
			for i := range st.Transitions {
				tr := &st.Transitions[i]
				var next int
				switch {
				case tr.Type == atn.TransitionRule:
					start := a.RuleStart[tr.Rule]
					changed = t.first[s].merge(t.first[start]) || changed
					if !t.nullable[start] {
						continue
					}
					next = tr.Follow
				case tr.Epsilon():
					next = tr.Target
				default:
					for typ := -1; typ <= a.MaxTokenType; typ++ {
						if !t.first[s].has(typ) && tr.Matches(typ, 1, a.MaxTokenType) {
							t.first[s].addRange(typ, typ)
							changed = true
						}
					}
					continue
				}
				changed = t.first[s].merge(t.first[next]) || changed
				if t.nullable[next] && !t.nullable[s] {
					t.nullable[s], changed = true, true
				}
			}
		}
	}
}

// findPrec returns the precedence of the precedence predicate that state
// s reaches through single epsilon transitions, or -1.
func (t *Tables) findPrec(s, steps int) int {
	st := &t.a.States[s]
	if len(st.Transitions) != 1 || steps > 8 {
		return -1
	}
	tr := &st.Transitions[0]
	switch tr.Type {
	case atn.TransitionPrecedence:
		return tr.Index
	case atn.TransitionEpsilon:
		return t.findPrec(tr.Target, steps+1)
	}
	return -1
}

// precOK reports whether the precedence predicates allow the walk into
// state s in a rule invoked with precedence prec: a precedence predicate
// there, or in every alternative of a block there, must hold.
func (t *Tables) precOK(s, prec, steps int) bool {
	if p := t.precOf[s]; p >= 0 {
		return p >= prec
	}
	st := &t.a.States[s]
	if steps > 4 || len(st.Transitions) < 2 || st.Type != atn.StateStarBlockStart && st.Type != atn.StateBlockStart && st.Type != atn.StatePlusBlockStart {
		return true
	}
	for _, tr := range st.Transitions {
		if tr.Type == atn.TransitionEpsilon && t.precOK(tr.Target, prec, steps+1) {
			return true
		}
	}
	return false
}

type cheapEntry struct {
	repl, text string
	maker      []int
}
