package analysis

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// tokenReplacements finds, for every token type that a lexer rule produces,
// the shortest printable text that the lexer reads back as exactly one token
// of that type. Candidates come from the lexer ATN, shortest first, and are
// checked with the generated lexer itself, so that keywords, modes and
// longest-match rules are taken into account.
func tokenReplacements(g *Grammar, w *watch.Watch) map[int]string {
	a := g.Lexer.ATN
	edge := func(t *atn.Transition, dist []int64) (int64, int) {
		switch {
		case t.Epsilon():
			return 0, t.Target
		case t.Type == atn.TransitionRule:
			if d := dist[a.RuleStart[t.Rule]]; d != Inf {
				return d + 1, t.Follow
			}
			return Inf, t.Follow
		case len(CharChoices(t, 1)) == 0:
			return Inf, t.Target
		}
		return 1024, t.Target
	}
	w.Begin("computing the replacements of the tokens of "+g.Name, len(a.RuleStart))
	dist := Distances(a, edge, nil, nil, w)

	out := map[int]string{}
	states, modes := StatesByRule(a), ruleModes(a)
	for rule, start := range a.RuleStart {
		w.Step()
		if a.RuleToken[rule] <= 0 || dist[start] == Inf {
			continue // a fragment, or a rule that matches nothing
		}
		types, ok := RuleTokenTypes(a, rule, states[rule])
		if !ok {
			continue // -> skip or -> more: the rule makes no token of its own
		}
		mode := modes[start]
		gen := newStringSearch(a, rule, dist)
		for tries := 0; tries < 64; tries++ {
			text, more := gen.next()
			if !more {
				break
			}
			t, ok := LexOne(g, mode, text)
			if !ok || !slices.Contains(types, t) {
				continue
			}
			if old, seen := out[t]; !seen || len(text) < len(old) {
				out[t] = text
			}
			break
		}
	}
	return out
}

// RuleTokenTypes returns the token types lexer rule, whose states are
// states, can produce: its own, or those its -> type(T) commands set. ok is
// false if the rule skips its text or passes it on with -> more.
func RuleTokenTypes(a *atn.ATN, rule int, states []int) (types []int, ok bool) {
	for _, s := range states {
		for _, t := range a.States[s].Transitions {
			if t.Type != atn.TransitionAction || t.Index < 0 || t.Index >= len(a.Actions) {
				continue
			}
			switch act := a.Actions[t.Index]; act.Type {
			case atn.ActionType:
				types = append(types, act.Arg)
			case atn.ActionSkip, atn.ActionMore:
				return nil, false
			}
		}
	}
	if len(types) == 0 {
		types = []int{a.RuleToken[rule]}
	}
	return types, true
}

// StatesByRule returns the states of each rule, by rule index.
func StatesByRule(a *atn.ATN) [][]int {
	states := make([][]int, len(a.RuleStart))
	for s, st := range a.States {
		if st.Type != atn.StateInvalid && st.Rule >= 0 && st.Rule < len(states) {
			states[st.Rule] = append(states[st.Rule], s)
		}
	}
	return states
}

// ruleModes returns, by the start state of each token rule, the first
// lexer mode in which it is a token rule (rules of no mode are absent:
// mode 0).
func ruleModes(a *atn.ATN) map[int]int {
	modes := map[int]int{}
	for m, s := range a.ModeStart {
		for _, t := range a.States[s].Transitions {
			if _, seen := modes[t.Target]; !seen {
				modes[t.Target] = m
			}
		}
	}
	return modes
}

// LexOne lexes text in lexer mode mode and returns the type of its only
// token, and false if it lexes as no token or several, or with an error.
func LexOne(g *Grammar, mode int, text string) (int, bool) {
	return lexOne(g, mode, text, false)
}

// lexOne is LexOne; with textOnly, tokens of no text do not count: a
// lexer's Go code makes them (the text grammar's PARA, PART and EOL
// around a word), never a lexer rule, which cannot match the empty
// string. The grammar's analyses count them (a replacement must parse
// alone, with them); a rewritten token's text (Relex) is checked in
// place, where they are made anew by the parse of the whole text.
func lexOne(g *Grammar, mode int, text string, textOnly bool) (int, bool) {
	t, ok := lexOneIn(g, mode, text, false, textOnly)
	if mode != 0 && (!ok || t == antlr.TokenInvalidType) {
		// A token of a pushed mode that pops it: popping the empty stack
		// of a lexer whose mode was only set ends the token with type 0
		// (the runtime swallows the panic). Push the mode instead.
		t, ok = lexOneIn(g, mode, text, true, textOnly)
	}
	return t, ok
}

func lexOneIn(g *Grammar, mode int, text string, push, textOnly bool) (int, bool) {
	lx := g.NewLexer(input.NewSource(text, ""))
	errs := &input.Collector{}
	lx.RemoveErrorListeners()
	lx.AddErrorListener(errs)
	switch {
	case push:
		lx.PushMode(mode)
	case mode != 0:
		lx.SetMode(mode)
	}
	next := func() antlr.Token {
		for range 64 {
			if t := lx.NextToken(); !textOnly || t.GetTokenType() == antlr.TokenEOF || t.GetStop() >= t.GetStart() {
				return t
			}
		}
		return nil
	}
	first := next()
	second := next()
	if first == nil || second == nil || len(errs.Errors) > 0 || first.GetTokenType() == antlr.TokenEOF || second.GetTokenType() != antlr.TokenEOF {
		return 0, false
	}
	return first.GetTokenType(), first.GetText() == text
}

// stringSearch enumerates texts that a lexer rule matches, in order of
// length, preferring letters, then digits, then other printable characters.
// It is a best-first search whose heuristic, the exact remaining cost from
// the Distances, makes every text come out no later than any longer one.
type stringSearch struct {
	a     *atn.ATN
	dist  []int64
	rule  int
	queue queue[searchItem]
	seen  map[string]bool
	pops  int
}

type searchItem struct {
	f, g  int64
	state int
	stack []int // return states of the fragments being matched
	text  string
}

// RuleTexts returns a function that returns the texts lexer rule matches,
// one a call, in order of length (see stringSearch), and false when there
// are no more or the search gives up; dist are the costs of the lexer's
// states (Distances).
func RuleTexts(a *atn.ATN, rule int, dist []int64) func() (string, bool) {
	return newStringSearch(a, rule, dist).next
}

func newStringSearch(a *atn.ATN, rule int, dist []int64) *stringSearch {
	s := &stringSearch{a: a, dist: dist, rule: rule, seen: map[string]bool{}}
	start := a.RuleStart[rule]
	s.push(searchItem{state: start, f: dist[start]})
	return s
}

func (s *stringSearch) push(it searchItem) {
	if it.f < it.g {
		return // the heuristic was Inf (it overflowed): no way to the end from here
	}
	key := it.text + "\x00" + intsKey(append([]int{it.state}, it.stack...))
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	// Of the items that cost the same, the longest text first: the
	// heuristic is exact, so this walks straight to the first complete
	// text instead of through every text of the same cost (every case
	// variant of a case-insensitive keyword).
	s.queue.push(it.f<<16-int64(min(len(it.text), 1<<16-1)), it)
}

func intsKey(xs []int) string {
	var b strings.Builder
	for _, x := range xs {
		b.WriteString(strconv.Itoa(x))
		b.WriteByte(',')
	}
	return b.String()
}

// maxSearchPops bounds the work spent on one lexer rule, maxSearchDepth
// the fragments nested in its search and maxSearchText the length of its
// texts: a fragment that calls itself after a character (F : 'a' F | 'b')
// makes ever deeper texts, and each text is a key of the search.
const (
	maxSearchPops  = 50000
	maxSearchDepth = 64
	maxSearchText  = 1024
)

// next returns the next text the rule matches.
func (s *stringSearch) next() (string, bool) {
	a := s.a
	for s.queue.len() > 0 && s.pops < maxSearchPops {
		s.pops++
		_, it := s.queue.pop()
		st := &a.States[it.state]
		if st.Type == atn.StateRuleStop {
			if len(it.stack) == 0 {
				if st.Rule == s.rule && it.text != "" {
					return it.text, true
				}
				continue
			}
			ret := it.stack[len(it.stack)-1]
			s.push(searchItem{f: it.g + s.h(ret, it.stack[:len(it.stack)-1]), g: it.g, state: ret,
				stack: it.stack[:len(it.stack)-1], text: it.text})
			continue
		}
		for i := range st.Transitions {
			t := &st.Transitions[i]
			switch {
			case t.Epsilon():
				s.push(searchItem{f: it.g + s.h(t.Target, it.stack), g: it.g, state: t.Target, stack: it.stack, text: it.text})
			case t.Type == atn.TransitionRule:
				if len(it.stack) >= maxSearchDepth {
					continue
				}
				stack := append(slices.Clip(it.stack), t.Follow)
				g := it.g + 1
				s.push(searchItem{f: g + s.h(t.Target, stack), g: g, state: t.Target, stack: stack, text: it.text})
			default:
				if len(it.text) >= maxSearchText {
					continue
				}
				g := it.g + 1024
				for _, c := range CharChoices(t, 3) {
					s.push(searchItem{f: g + s.h(t.Target, it.stack), g: g, state: t.Target, stack: it.stack, text: it.text + string(c)})
				}
			}
		}
	}
	return "", false
}

// h is the cheapest cost from state to the end of the rule, through the
// return states on the stack.
func (s *stringSearch) h(state int, stack []int) int64 {
	d := s.dist[state]
	for _, r := range stack {
		if d == Inf || s.dist[r] == Inf {
			return Inf
		}
		d += s.dist[r]
	}
	return d
}

// Preferred is the order in which characters are tried: letters, digits,
// the other printable ASCII characters, space, and the backslash last.
const Preferred = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$" +
	"!\"#%&'()*+,-./:;<=>?@[]^`{|}~ \\"

// CharChoices returns up to n characters that transition t of a lexer ATN
// matches, in order of preference: printable ASCII first (as in Preferred),
// then other printable characters, then anything else.
func CharChoices(t *atn.Transition, n int) []rune {
	var out []rune
	match := func(c rune) bool { return t.Matches(int(c), 0, utf8.MaxRune) }
	for _, c := range Preferred {
		if len(out) < n && match(c) {
			out = append(out, c)
		}
	}
	if len(out) > 0 {
		return out
	}
	var ranges atn.IntervalSet
	switch t.Type {
	case atn.TransitionAtom, atn.TransitionRange:
		ranges = atn.IntervalSet{{Lo: t.Lo, Hi: t.Hi}}
	case atn.TransitionSet:
		ranges = t.Set
	default:
		ranges = atn.IntervalSet{{Lo: 0, Hi: utf8.MaxRune}}
	}
	var fallback []rune
	for _, iv := range ranges {
		for c := max(iv.Lo, 0); c <= iv.Hi && len(out) < n; c++ {
			r := rune(c)
			if !match(r) || !utf8.ValidRune(r) {
				continue
			}
			if unicode.IsPrint(r) {
				out = append(out, r)
			} else if len(fallback) < n {
				fallback = append(fallback, r)
			}
			if c-iv.Lo > 4096 && len(fallback) > 0 {
				break // a large set of unprintable characters: one will do
			}
		}
	}
	if len(out) == 0 {
		out = fallback
	}
	return out
}
