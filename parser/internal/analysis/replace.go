package analysis

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/space"
	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
)

// Replacements are the shortest texts a grammar allows in place of each
// token, each rule and each pass through a (...)+ loop body. A token or rule
// without an entry has no known replacement and cannot be removed.
type Replacements struct {
	Tokens map[int]string // by token type
	Rules  map[int]string // by parser rule index
	Plus   map[int]string // by the PlusBlockStart state of the loop
}

// Rule returns the replacement of parser rule r.
func (r *Replacements) Rule(rule int) (string, bool) {
	s, ok := r.Rules[rule]
	return s, ok
}

// Token returns the replacement of token type t.
func (r *Replacements) Token(t int) (string, bool) {
	s, ok := r.Tokens[t]
	return s, ok
}

// Analyze computes the replacements of g under w. Overrides map rule
// names, token names (symbolic, or literal with its quotes as in the
// grammar) to the text to use instead of the computed one; they take part
// in the fixpoint.
func Analyze(w *watch.Watch, g *Grammar, overrides map[string]string) (*Replacements, error) {
	r := &Replacements{Tokens: map[int]string{}, Rules: map[int]string{}, Plus: map[int]string{}}
	fixedRules, err := r.override(g, overrides)
	if err != nil {
		return nil, err
	}
	for t, text := range tokenReplacements(g, w) {
		if _, ok := r.Tokens[t]; !ok {
			r.Tokens[t] = text
		}
	}
	r.Tokens[antlr.TokenEOF] = ""

	w.Begin("computing the replacements of the rules of "+g.Name, len(g.Parser.ATN.RuleStart))
	an := &analysis{r: r, a: g.Parser.ATN, tokenChoice: tokenChoices(g.Parser.ATN, r.Tokens, w)}
	an.dist = Distances(an.a, an.edge, fixedRules, r.Rules, w)
	for rule := range an.a.RuleStart {
		w.Step()
		an.ruleText(rule, nil)
	}
	for s, st := range an.a.States {
		if s%4096 == 0 {
			w.Check()
		}
		if st.Type == atn.StatePlusBlockStart {
			if t, ok := an.text(s, st.End, nil); ok {
				r.Plus[s] = t
			}
		}
	}
	return r, nil
}

// override sets the replacements that overrides give, by rule or token
// name, and returns the rules it set.
func (r *Replacements) override(g *Grammar, overrides map[string]string) (map[int]bool, error) {
	fixedRules := map[int]bool{}
	for name, text := range overrides {
		found := false
		if i := slices.Index(g.Parser.RuleNames, name); i >= 0 {
			r.Rules[i], fixedRules[i], found = text, true, true
		}
		for t := range g.Parser.SymbolicNames {
			if t > 0 && (g.Parser.SymbolicNames[t] == name || t < len(g.Parser.LiteralNames) && g.Parser.LiteralNames[t] == name) {
				r.Tokens[t], found = text, true
			}
		}
		if !found {
			return nil, fmt.Errorf("replacements: grammar %s has no rule or token %q", g.Name, name)
		}
	}
	return fixedRules, nil
}

// A choice is the cheapest token a consuming transition can match, and
// its cost.
type choice struct {
	cost int64
	tok  int
}

// tokenChoices returns the cheapest token each consuming transition of a
// can match, given the tokens' replacements.
func tokenChoices(a *atn.ATN, tokens map[int]string, w *watch.Watch) map[*atn.Transition]choice {
	maxSym := a.MaxTokenType
	// The tokens with a replacement, cheapest first, and of those that cost
	// the same the lowest type first: the first of them that a transition
	// matches is its choice.
	var order []choice
	for tok, s := range tokens {
		if tok >= 1 && tok <= maxSym {
			order = append(order, choice{Cost(s), tok})
		}
	}
	slices.SortFunc(order, func(x, y choice) int {
		if x.cost != y.cost {
			return cmp.Compare(x.cost, y.cost)
		}
		return x.tok - y.tok
	})
	out := map[*atn.Transition]choice{}
	for s := range a.States {
		if s%4096 == 0 {
			w.Check()
		}
		for i := range a.States[s].Transitions {
			t := &a.States[s].Transitions[i]
			if t.Epsilon() || t.Type == atn.TransitionRule {
				continue
			}
			best := choice{Inf, 0}
			if t.Matches(antlr.TokenEOF, 1, maxSym) { // atoms and sets that name EOF
				// EOF prints nothing, but matches only at the end of the
				// input: a derivation takes it only if nothing else will do.
				best = choice{EOFCost, antlr.TokenEOF}
			}
			if c, ok := cheapestMatch(t, tokens, order, maxSym); ok && c.cost < best.cost {
				best = c
			}
			out[t] = best
		}
	}
	return out
}

// cheapestMatch returns the cheapest token with a replacement that t
// matches, the lowest type of those that cost the same. A transition that
// matches few types tries each; one that matches many (a set, ~x, .)
// walks the tokens from the cheapest: either way no transition looks at
// more than a few hundred tokens in practice, where trying every type for
// every transition took minutes for 60,000 keywords.
func cheapestMatch(t *atn.Transition, tokens map[int]string, order []choice, maxSym int) (choice, bool) {
	var ivs atn.IntervalSet
	switch t.Type {
	case atn.TransitionAtom, atn.TransitionRange:
		ivs = atn.IntervalSet{{Lo: t.Lo, Hi: t.Hi}}
	case atn.TransitionSet:
		ivs = t.Set
	}
	size := 0
	for _, iv := range ivs {
		size += max(0, min(iv.Hi, maxSym)-max(iv.Lo, 1)+1)
	}
	if ivs != nil && size <= 256 {
		best, found := choice{Inf, 0}, false
		for _, iv := range ivs {
			for tok := max(iv.Lo, 1); tok <= min(iv.Hi, maxSym); tok++ {
				if s, ok := tokens[tok]; ok && (!found || Cost(s) < best.cost) {
					best, found = choice{Cost(s), tok}, true
				}
			}
		}
		return best, found
	}
	for _, c := range order {
		if t.Matches(c.tok, 1, maxSym) {
			return c, true
		}
	}
	return choice{}, false
}

// An analysis builds the replacement strings of rules and (...)+ blocks
// along the cheapest paths of the parser's ATN.
type analysis struct {
	r           *Replacements
	a           *atn.ATN
	tokenChoice map[*atn.Transition]choice
	dist        []int64 // per state, the cost of the cheapest path to its rule's stop
}

// edge returns the cost of transition t, with the costs of rules in dist,
// and the state it leads to. Costs are 1024 per byte of text and 1 per
// token or rule invocation, so that every derivation is strictly costlier
// than its parts and the shortest derivations are well-founded.
func (an *analysis) edge(t *atn.Transition, dist []int64) (int64, int) {
	switch {
	case t.Epsilon():
		return 0, t.Target
	case t.Type == atn.TransitionRule:
		if d := dist[an.a.RuleStart[t.Rule]]; d != Inf {
			return d + 1, t.Follow
		}
		return Inf, t.Follow
	default:
		if c := an.tokenChoice[t].cost; c != Inf {
			return c + 1, t.Target
		}
		return Inf, t.Target
	}
}

// ruleText returns the replacement of rule, computing it if need be;
// stack holds the rules being computed.
func (an *analysis) ruleText(rule int, stack []int) (string, bool) {
	if s, ok := an.r.Rules[rule]; ok {
		return s, true
	}
	if an.dist[an.a.RuleStart[rule]] == Inf || slices.Contains(stack, rule) {
		return "", false
	}
	s, ok := an.text(an.a.RuleStart[rule], an.a.RuleStop[rule], append(stack, rule))
	if ok {
		an.r.Rules[rule] = s
	}
	return s, ok
}

// text returns the text of the cheapest path from state from to state to.
func (an *analysis) text(from, to int, stack []int) (string, bool) {
	path := cheapestPath(an.a, from, to, func(t *atn.Transition) (int64, int) { return an.edge(t, an.dist) })
	if path == nil {
		return "", false
	}
	var parts []string
	for _, t := range path {
		switch {
		case t.Epsilon():
		case t.Type == atn.TransitionRule:
			s, ok := an.ruleText(t.Rule, stack)
			if !ok {
				return "", false
			}
			parts = append(parts, s)
		default:
			parts = append(parts, an.r.Tokens[an.tokenChoice[t].tok])
		}
	}
	return joinTexts(parts...), true
}

// joinTexts concatenates the texts of consecutive tokens, with a space wherever
// the two would otherwise run together into other tokens.
func joinTexts(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if p == "" {
			continue
		}
		if b.Len() > 0 && space.Needed(b.String()[b.Len()-1], p[0]) {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return b.String()
}
