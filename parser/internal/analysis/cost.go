package analysis

import (
	"math"
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
)

// A Grammar is what the analyses read of a grammar: its name, for
// messages, the .interp data of its lexer and parser, and its lexer, which
// checks candidate texts by lexing them back.
type Grammar struct {
	Name     string
	Lexer    *atn.Interp
	Parser   *atn.Interp
	NewLexer func(antlr.CharStream) antlr.Lexer
}

// Inf is the cost of what cannot be done: no derivation, no path.
const Inf = int64(math.MaxInt64)

// EOFCost is the cost of EOF in a derivation: more than any text.
const EOFCost = int64(1) << 40

// Cost is the cost of a text in a derivation: 1024 a byte. A token or a
// rule invocation adds 1 (see analysis.edge), so that every derivation
// costs strictly more than its parts.
func Cost(s string) int64 { return int64(len(s)) * 1024 }

// Distances computes, for every state, the cost of the cheapest path to the
// stop state of its rule, where edge gives the cost and next state of a
// transition and rule invocations cost what the invoked rule costs. It
// iterates to the fixpoint. Rules in fixed have the cost of their text.
func Distances(a *atn.ATN, edge func(*atn.Transition, []int64) (int64, int), fixed map[int]bool, texts map[int]string, w *watch.Watch) []int64 {
	dist := make([]int64, len(a.States))
	for i := range dist {
		dist[i] = Inf
	}
	for rule, stop := range a.RuleStop {
		if stop >= 0 {
			dist[stop] = 0
		}
		if fixed[rule] {
			dist[a.RuleStart[rule]] = Cost(texts[rule])
		}
	}
	for changed := true; changed; {
		changed = false
		for s := len(a.States) - 1; s >= 0; s-- {
			if s%4096 == 0 {
				w.Check()
			}
			st := &a.States[s]
			if st.Type == atn.StateInvalid || st.Type == atn.StateRuleStop || st.Type == atn.StateRuleStart && fixed[st.Rule] {
				continue
			}
			for i := range st.Transitions {
				c, next := edge(&st.Transitions[i], dist)
				if c == Inf || dist[next] == Inf {
					continue
				}
				if d := c + dist[next]; d < dist[s] {
					dist[s], changed = d, true
				}
			}
		}
	}
	return dist
}

// cheapestPath returns the transitions of a cheapest path from state from to
// state to within one rule (Dijkstra, ties to the earlier alternative), or
// nil if there is none. edge gives the cost of a transition and the
// state it leads to.
func cheapestPath(a *atn.ATN, from, to int, edge func(*atn.Transition) (int64, int)) []*atn.Transition {
	type via struct {
		prev int
		t    *atn.Transition
	}
	best := map[int]int64{from: 0}
	back := map[int]via{}
	done := map[int]bool{}
	var q queue[int]
	q.push(0, from)
	for q.len() > 0 {
		cost, state := q.pop()
		if done[state] {
			continue
		}
		done[state] = true
		if state == to {
			var path []*atn.Transition
			for s := to; s != from; s = back[s].prev {
				path = append(path, back[s].t)
			}
			slices.Reverse(path)
			return path
		}
		st := &a.States[state]
		for i := range st.Transitions {
			t := &st.Transitions[i]
			c, next := edge(t)
			if c == Inf {
				continue
			}
			if b, seen := best[next]; !seen || cost+c < b {
				best[next] = cost + c
				back[next] = via{state, t}
				q.push(cost+c, next)
			}
		}
	}
	return nil
}
