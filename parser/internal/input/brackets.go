package input

import (
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
)

// Brackets are the pairs of tokens that a grammar uses as brackets, which
// error recovery keeps together (see package parser's error strategy): an
// opener and the closer it calls for enclose a group, which recovery skips
// whole or not at all, and a closer whose opener a rule being parsed
// holds is left to that rule.
//
// The pairs are the literal tokens '(' and ')', '[' and ']', '{' and '}'
// of the parser's vocabulary, and any other two literal tokens that the
// grammar only ever uses as a pair around one rule reference, as in
// block : 'begin' statements 'end' ; (see NewBrackets).
type Brackets struct {
	// pair is by token type + 1 (EOF is -1): 0 for a token that is no
	// bracket, k for an opener of pair k (from 1), -k for its closer.
	pair  []int16
	pairs int
}

// NewBrackets finds the brackets of a parser from its literal token names
// (as in its .interp: "'('", with the quotes) and its ATN. A is nil for
// the literal pairs alone.
func NewBrackets(literalNames []string, a *atn.ATN) *Brackets {
	b := &Brackets{pair: make([]int16, len(literalNames)+1)}
	add := func(open, close []int) {
		if len(open) == 0 || len(close) == 0 || b.pairs == 1<<15-1 {
			return
		}
		b.pairs++
		for _, t := range open {
			b.pair[t+1] = int16(b.pairs)
		}
		for _, t := range close {
			b.pair[t+1] = -int16(b.pairs)
		}
	}
	byText := func(text string) []int {
		var types []int
		for t, n := range literalNames {
			if n == text {
				types = append(types, t)
			}
		}
		return types
	}
	for _, p := range [][2]string{{"'('", "')'"}, {"'['", "']'"}, {"'{'", "'}'"}} {
		add(byText(p[0]), byText(p[1]))
	}
	if a != nil {
		for _, p := range wrappingPairs(a) {
			if t := p[0]; t < len(literalNames) && literalNames[t] != "" && b.pair[t+1] == 0 &&
				p[1] < len(literalNames) && literalNames[p[1]] != "" && b.pair[p[1]+1] == 0 {
				add([]int{p[0]}, []int{p[1]})
			}
		}
	}
	return b
}

// Pair returns k > 0 if token type t opens a group of pair k, -k if it
// closes one, and 0 if it is no bracket.
func (b *Brackets) Pair(t int) int {
	if t+1 < 0 || t+1 >= len(b.pair) {
		return 0
	}
	return int(b.pair[t+1])
}

// Count returns the number of pairs.
func (b *Brackets) Count() int { return b.pairs }

// wrappingPairs returns the pairs of token types (a, b) that the parser's
// ATN only ever matches as "a r b", r a rule reference: every transition
// on a leads to a state whose only transition invokes a rule, whose
// follow state leads, through epsilon transitions alone, to a transition
// on b; every transition on b is reached that way; and no set, range,
// complement or wildcard matches a or b.
func wrappingPairs(a *atn.ATN) [][2]int {
	const many = -2
	closer := map[int]int{}   // by opener candidate: its closer, or many
	reached := map[int]bool{} // the states of the closers' transitions found after an opener
	var others []atn.Interval // the token types that sets and ranges match
	// after returns the token type and the state of the atom transition that
	// epsilon transitions alone lead to from s, or -1.
	after := func(s int) (int, int) {
		for steps := 0; steps <= len(a.States); steps++ {
			st := &a.States[s]
			if len(st.Transitions) != 1 {
				break
			}
			switch t := &st.Transitions[0]; t.Type {
			case atn.TransitionEpsilon:
				s = t.Target
				continue
			case atn.TransitionAtom:
				return t.Lo, s
			}
			break
		}
		return -1, -1
	}
	for s := range a.States {
		for i := range a.States[s].Transitions {
			switch t := &a.States[s].Transitions[i]; t.Type {
			case atn.TransitionNotSet, atn.TransitionWildcard:
				return nil
			case atn.TransitionRange:
				others = append(others, atn.Interval{Lo: t.Lo, Hi: t.Hi})
			case atn.TransitionSet:
				others = append(others, t.Set...)
			case atn.TransitionAtom:
				open, c := t.Lo, -1
				if tgt := &a.States[t.Target]; len(tgt.Transitions) == 1 && tgt.Transitions[0].Type == atn.TransitionRule {
					var cs int
					if c, cs = after(tgt.Transitions[0].Follow); c >= 0 {
						reached[cs] = true
					}
				}
				if old, seen := closer[open]; c <= 0 || c == open || seen && old != c {
					closer[open] = many
				} else {
					closer[open] = c
				}
			}
		}
	}
	other := func(x int) bool {
		return slices.ContainsFunc(others, func(iv atn.Interval) bool { return iv.Lo <= x && x <= iv.Hi })
	}
	closing := map[int]int{} // by closer: how many openers close with it
	for _, c := range closer {
		closing[c]++
	}
	var out [][2]int
	for open, c := range closer {
		if c == many || open <= 0 || other(open) || other(c) || closing[c] != 1 || closing[open] > 0 || closer[c] != many {
			continue
		}
		ok := true
		for s := range a.States {
			for i := range a.States[s].Transitions {
				if t := &a.States[s].Transitions[i]; t.Type == atn.TransitionAtom && t.Lo == c && !reached[s] {
					ok = false
				}
			}
		}
		if ok {
			out = append(out, [2]int{open, c})
		}
	}
	slices.SortFunc(out, func(x, y [2]int) int { return x[0] - y[0] })
	return out
}

// Groups finds the extent of bracket groups in a token stream, from a
// position on: the closer that matches each opener. It is made at the
// first syntax error of a parse (NewGroups) and reads each token once.
//
// Groups nest as brackets do: a closer closes the innermost open opener
// of its pair, and any opener opened after that one is left unclosed; a
// closer of a pair that no opener holds open, in the parse before or
// since, is stray and closes nothing ({ ) } is one group). So an unclosed
// opener's group never runs past the closer of a group around it.
type Groups struct {
	b     *Brackets
	from  int
	match []int32 // by token index - from: the matching closer of an opener, -1 if none
}

// NewGroups finds the groups of the tokens of ts from index from on, on
// the default channel. Open are the pairs of the brackets open before
// from, the innermost last; it returns the index of the closer that
// closes each of them, or -1.
func NewGroups(b *Brackets, ts antlr.TokenStream, from int, open []int) (*Groups, []int) {
	g := &Groups{b: b, from: from, match: make([]int32, max(ts.Size()-from, 0))}
	ends := make([]int, len(open))
	type opener struct{ index, pair int } // index < 0: -1 - its place in open
	stack := make([]opener, 0, len(open))
	count := make([]int, b.pairs+1)
	for i, k := range open {
		stack = append(stack, opener{-1 - i, k})
		count[k]++
	}
	end := func(o opener, at int) {
		if o.index < 0 {
			ends[-1-o.index] = at
		} else {
			g.match[o.index-from] = int32(at)
		}
	}
	unclose := func(n int) {
		for _, o := range stack[n:] {
			end(o, -1)
			count[o.pair]--
		}
		stack = stack[:n]
	}
	for i := from; i < ts.Size(); i++ {
		t := ts.Get(i)
		g.match[i-from] = -1
		if t.GetChannel() != antlr.TokenDefaultChannel {
			continue
		}
		switch k := b.Pair(t.GetTokenType()); {
		case k > 0:
			stack = append(stack, opener{i, k})
			count[k]++
		case k < 0 && count[-k] == 0:
			// A stray closer: no opener of its pair is open, neither
			// here nor in the parse before (open), so it closes nothing.
		case k < 0:
			n := len(stack) - 1
			for stack[n].pair != -k {
				n--
			}
			unclose(n + 1)
			end(stack[n], i)
			count[-k]--
			stack = stack[:n]
		}
	}
	unclose(0)
	return g, ends
}

// End returns the index of the closer that closes the group the opener at
// index i opens, or -1 if it is unclosed (or i is before the first token
// g knows or no opener).
func (g *Groups) End(i int) int {
	if i < g.from || i-g.from >= len(g.match) {
		return -1
	}
	return int(g.match[i-g.from])
}

// SkippedChannel is the channel of the tokens that error recovery took
// out of a parse (see Skip): the parser passes over them as over hidden
// tokens, and the tree has them as hidden text, but they are no
// whitespace or comment: they are in error.
const SkippedChannel = 1<<31 - 2

// Skip takes the token t out of the parse that reads it (puts it on
// SkippedChannel): the token stream passes over it from then on. It
// reports false for a token that no lexer of package input made.
func Skip(t antlr.Token) bool {
	tk, ok := t.(*token)
	if ok {
		tk.channel = SkippedChannel
	}
	return ok
}

// Unskip puts a token that Skip took out back on the default channel.
func Unskip(t antlr.Token) {
	if tk, ok := t.(*token); ok && tk.channel == SkippedChannel {
		tk.channel = antlr.TokenDefaultChannel
	}
}

// LexerTexts returns, by token type (0..n-1), the one text that the
// lexer's rules can give a token of that type, or "" if it is not one
// fixed text: the rule that makes it matches one string and nothing
// else, and no command of it changes the type or channel. Parsers name
// such tokens by their rule when the rule has an action ('{' with
// {this.openBrace();} is OpenBrace, with no literal name): NewBrackets
// takes them as brackets all the same.
func LexerTexts(lexer *atn.ATN, n int) []string {
	texts := make([]string, n)
	rules := make([]int, n) // by type: how many rules make it
	for r, start := range lexer.RuleStart {
		typ := lexer.RuleToken[r]
		if typ <= 0 || typ >= n {
			continue
		}
		rules[typ]++
		if text, ok := fixedText(lexer, start); ok && rules[typ] == 1 {
			texts[typ] = text
		} else {
			texts[typ] = ""
		}
	}
	for t, k := range rules {
		if k > 1 {
			texts[t] = ""
		}
	}
	return texts
}

// fixedText follows the lexer rule that starts at state s while each state
// has one transition, and returns the text it matches if it is one fixed
// string, with no command that changes the token's type or channel.
func fixedText(a *atn.ATN, s int) (string, bool) {
	var text []rune
	for steps := 0; steps <= len(a.States); steps++ {
		st := &a.States[s]
		if st.Type == atn.StateRuleStop {
			return string(text), len(text) > 0
		}
		if len(st.Transitions) != 1 {
			return "", false
		}
		switch t := &st.Transitions[0]; t.Type {
		case atn.TransitionEpsilon:
		case atn.TransitionAction:
			if t.Index >= 0 && t.Index < len(a.Actions) {
				switch a.Actions[t.Index].Type {
				case atn.ActionType, atn.ActionChannel, atn.ActionSkip, atn.ActionMore:
					return "", false
				}
			}
		case atn.TransitionAtom:
			text = append(text, rune(t.Lo))
		case atn.TransitionRange:
			if t.Lo != t.Hi {
				return "", false
			}
			text = append(text, rune(t.Lo))
		default:
			return "", false
		}
		s = st.Transitions[0].Target
	}
	return "", false
}
