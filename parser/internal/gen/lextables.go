package gen

import (
	"encoding/binary"
	"slices"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/analysis"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// findText looks further than Analyze for a text that lexes alone as a
// token of type typ (a rule that matches any character, whose letters and
// digits lex as other tokens), for the types that have no replacement.
func (t *Tables) findText(typ int) (string, bool) {
	for _, c := range analysis.Preferred {
		if t.relex(typ, string(c)) {
			return string(c), true
		}
	}
	for _, rule := range t.typeRules[typ] {
		next := analysis.RuleTexts(t.la, rule, t.lexDist)
		for tries := 0; tries < 512; tries++ {
			text, more := next()
			if !more {
				break
			}
			if t.relex(typ, text) {
				return text, true
			}
		}
	}
	return "", false
}

// lexTables computes the lexer's side: the rules that make each token type
// and the cheapest cost from every lexer state to its rule's stop.
func (t *Tables) lexTables() {
	la := t.la
	t.lexDist = analysis.Distances(la, lexEdge, nil, nil, nil)
	t.typeRules = map[int][]int{}
	t.modes = map[int][]int{}
	t.ruleModes = make([]int, len(la.RuleStart))
	// The token rules are those a mode starts with; a rule whose -> type
	// command gives its type has no type of its own in the ATN (like a
	// fragment), so the modes tell them apart.
	states := analysis.StatesByRule(la)
	for m, start := range la.ModeStart {
		for _, tr := range la.States[start].Transitions {
			rule := la.States[tr.Target].Rule
			if la.States[tr.Target].Type != atn.StateRuleStart || t.lexDist[la.RuleStart[rule]] == analysis.Inf {
				continue
			}
			t.ruleModes[rule] = m
			types, ok := analysis.RuleTokenTypes(la, rule, states[rule])
			if !ok {
				if ruleSays(la, rule, atn.ActionMore) {
					t.moreRules = append(t.moreRules, rule)
				}
				continue
			}
			for _, typ := range types {
				if typ <= 0 {
					continue
				}
				if !slices.Contains(t.typeRules[typ], rule) {
					t.typeRules[typ] = append(t.typeRules[typ], rule)
				}
				if !slices.Contains(t.modes[typ], m) {
					t.modes[typ] = append(t.modes[typ], m)
				}
			}
		}
	}
	t.ruleActs = make([][]atn.LexerAction, len(la.RuleStart))
	for _, st := range la.States {
		for _, tr := range st.Transitions {
			if tr.Type != atn.TransitionAction || tr.Index < 0 || tr.Index >= len(la.Actions) {
				continue
			}
			switch act := la.Actions[tr.Index]; act.Type {
			case atn.ActionMode, atn.ActionPushMode, atn.ActionPopMode:
				t.ruleActs[st.Rule] = append(t.ruleActs[st.Rule], act)
			}
		}
	}
	for typ, rules := range t.typeRules {
		slices.SortStableFunc(rules, func(x, y int) int {
			return cmpInt64(t.lexDist[la.RuleStart[x]], t.lexDist[la.RuleStart[y]])
		})
		t.typeRules[typ] = rules
	}
}

// ruleSays reports whether lexer rule r has a command of type typ.
func ruleSays(la *atn.ATN, r int, typ atn.LexerActionType) bool {
	for _, st := range la.States {
		if st.Rule != r {
			continue
		}
		for _, tr := range st.Transitions {
			if tr.Type == atn.TransitionAction && tr.Index >= 0 && tr.Index < len(la.Actions) && la.Actions[tr.Index].Type == typ {
				return true
			}
		}
	}
	return false
}

// lexEdge is the cost of a lexer transition, as in tokenReplacements.
func lexEdge(t *atn.Transition, dist []int64) (int64, int) {
	switch {
	case t.Epsilon():
		return 0, t.Target
	case t.Type == atn.TransitionRule:
		if d := dist[t.Target]; d != analysis.Inf {
			return d + 1, t.Follow
		}
		return analysis.Inf, t.Follow
	case len(analysis.CharChoices(t, 1)) == 0:
		return analysis.Inf, t.Target
	}
	return 1024, t.Target
}

// lexCost is the cost of taking lexer transition tr and then going on to
// the stop of its rule.
func (t *Tables) lexCost(tr *atn.Transition) int64 {
	c, next := lexEdge(tr, t.lexDist)
	if c == analysis.Inf || t.lexDist[next] == analysis.Inf {
		return analysis.Inf
	}
	return c + t.lexDist[next]
}

func (t *Tables) charSet(tr *atn.Transition) *charSet {
	if cs, ok := t.chars.Load(tr); ok {
		return cs.(*charSet)
	}
	cs := newCharSet(tr)
	t.chars.Store(tr, cs)
	return cs
}

// maxFragmentDepth bounds the nesting of fragment rules in a token's text:
// deeper, the text is completed cheaply.
const maxFragmentDepth = 64

// makers returns the ways the lexer makes a token of type typ in mode,
// cheapest first: a rule of the mode that makes it, or a rule that says
// -> more and then one that makes it in the mode the first one leaves the
// lexer in. If the mode has none, all the rules that make it, in any mode
// (the base lexer of the grammar may choose modes in Go).
func (t *Tables) makers(typ, mode int) [][]int {
	k := [2]int{typ, mode}
	t.relexMu.Lock()
	out, ok := t.inMode[k]
	t.relexMu.Unlock()
	if ok {
		return out
	}
	la := t.la
	for _, r := range t.typeRules[typ] {
		if t.ruleModes[r] == mode {
			out = append(out, []int{r})
		}
	}
	for _, m := range t.moreRules {
		if t.ruleModes[m] != mode {
			continue
		}
		next := mode
		for _, act := range t.ruleActs[m] {
			if act.Type == atn.ActionMode || act.Type == atn.ActionPushMode {
				next = act.Arg
			}
		}
		for _, r := range t.typeRules[typ] {
			if t.ruleModes[r] == next {
				out = append(out, []int{m, r})
			}
		}
	}
	if len(out) == 0 {
		for _, r := range t.typeRules[typ] {
			out = append(out, []int{r})
		}
	}
	cost := func(mk []int) int64 {
		var c int64
		for _, r := range mk {
			c += t.lexDist[la.RuleStart[r]]
		}
		return c
	}
	slices.SortStableFunc(out, func(x, y []int) int { return cmpInt64(cost(x), cost(y)) })
	t.relexMu.Lock()
	t.inMode[k] = out
	t.relexMu.Unlock()
	return out
}

// cheapText returns the cheapest text of a token of type typ (whose text
// the rules of type tt make) in lexer mode mode, and the rules that make
// it: its replacement if it lexes so there, else the first text of the
// mode's rules that does.
func (t *Tables) cheapText(typ, tt, mode int) (string, []int) {
	text, ok := t.typeText[typ]
	if !ok {
		text = t.typeText[tt]
	}
	makers := t.makers(tt, mode)
	if len(makers) == 0 {
		return text, nil
	}
	k := [2]int{tt, mode}
	t.relexMu.Lock()
	c, ok := t.cheap[k]
	t.relexMu.Unlock()
	if ok && c.repl == text {
		return c.text, c.maker
	}
	c = cheapEntry{text, text, makers[0]}
	if !t.relexIn(tt, text, mode) {
	search:
		for _, mk := range makers {
			if len(mk) != 1 {
				continue
			}
			next := analysis.RuleTexts(t.la, mk[0], t.lexDist)
			for tries := 0; tries < 64; tries++ {
				s, more := next()
				if !more {
					break
				}
				if t.relexIn(tt, s, mode) {
					c = cheapEntry{text, s, mk}
					break search
				}
			}
		}
	}
	t.relexMu.Lock()
	t.cheap[k] = c
	t.relexMu.Unlock()
	return c.text, c.maker
}

// relexIn reports whether text lexes alone in mode as one token of type
// typ (see relex); in any mode of the type if no rule of mode makes it.
func (t *Tables) relexIn(typ int, text string, mode int) bool {
	if !slices.Contains(t.modes[typ], mode) {
		return t.relex(typ, text)
	}
	k := relexKey{typ<<8 | mode, text}
	t.relexMu.Lock()
	ok, seen := t.relexModeCache[k]
	t.relexMu.Unlock()
	if seen {
		return ok
	}
	if t.joins(typ) {
		ok = text != "" && t.chunks(typ, mode, text) != nil
	} else {
		ok = lexOneAhead(t.g, mode, text, typ)
	}
	t.relexMu.Lock()
	if len(t.relexModeCache) > 1<<16 {
		clear(t.relexModeCache)
	}
	t.relexModeCache[k] = ok
	t.relexMu.Unlock()
	return ok
}

// fixedText reports whether the rules of a maker make one text only:
// their walks meet no choice.
func (t *Tables) fixedText(maker []int) bool {
	for _, r := range maker {
		if !t.fixedRule(r) {
			return false
		}
	}
	return true
}

func (t *Tables) fixedRule(r int) bool {
	la := t.la
	var stack []int
	s := la.RuleStart[r]
	for steps := 0; steps < len(la.States); steps++ {
		st := &la.States[s]
		if st.Type == atn.StateRuleStop {
			if len(stack) == 0 {
				return true
			}
			s, stack = stack[len(stack)-1], stack[:len(stack)-1]
			continue
		}
		tr := &st.Transitions[0]
		if len(st.Transitions) > 1 {
			cands := t.lexCands(s)
			if len(cands) != 1 {
				return false
			}
			tr = &st.Transitions[cands[0].i]
		}
		switch {
		case tr.Type == atn.TransitionRule:
			stack = append(stack, tr.Follow)
			s = tr.Target
		case tr.Epsilon():
			s = tr.Target
		default:
			if t.charSet(tr).size != 1 {
				return false
			}
			s = tr.Target
		}
	}
	return false
}

func (t *Tables) joins(typ int) bool {
	j, ok := t.sem.(interface{ Joins(int) bool })
	return ok && j.Joins(typ)
}

// lexCands returns the transitions of lexer state s that lead to the end
// of the rule, cheapest first.
func (t *Tables) lexCands(s int) []cand {
	st := &t.la.States[s]
	var out []cand
	for i := range st.Transitions {
		if c := t.lexCost(&st.Transitions[i]); c != analysis.Inf {
			out = append(out, cand{i: i, cost: c})
		}
	}
	slices.SortStableFunc(out, func(x, y cand) int { return cmpInt64(x.cost, y.cost) })
	return out
}

// ruleChunks splits text into the longest texts that lexer rule r
// matches one after the other, as a lexer would, or returns nil.
func (t *Tables) ruleChunks(r int, text string) []string {
	var out []string
	for pos := 0; pos < len(text); {
		n := t.longestMatch(r, text[pos:])
		if n <= 0 {
			return nil
		}
		out = append(out, text[pos:pos+n])
		pos += n
	}
	return out
}

// longestMatch returns the length in bytes of the longest prefix of text
// that lexer rule r matches, or 0.
func (t *Tables) longestMatch(r int, text string) int {
	la := t.la
	type config struct {
		state int
		stack string
	}
	type item struct {
		state int
		stack []int
	}
	var cur []item
	seen := map[config]bool{}
	best := 0
	// closure adds the configurations reachable without a character.
	var closure func(it item, pos int)
	closure = func(it item, pos int) {
		k := config{it.state, stackKey(it.stack)}
		if seen[k] {
			return
		}
		seen[k] = true
		st := &la.States[it.state]
		if st.Type == atn.StateRuleStop {
			if len(it.stack) == 0 {
				best = max(best, pos)
				return
			}
			closure(item{it.stack[len(it.stack)-1], it.stack[:len(it.stack)-1]}, pos)
			return
		}
		cur = append(cur, it)
		for i := range st.Transitions {
			tr := &st.Transitions[i]
			switch {
			case tr.Type == atn.TransitionRule:
				if len(it.stack) < maxFragmentDepth {
					closure(item{tr.Target, append(slices.Clip(it.stack), tr.Follow)}, pos)
				}
			case tr.Epsilon():
				closure(item{tr.Target, it.stack}, pos)
			}
		}
	}
	closure(item{la.RuleStart[r], nil}, 0)
	for pos, c := range text {
		next := cur
		cur, seen = nil, map[config]bool{}
		for _, it := range next {
			for i := range la.States[it.state].Transitions {
				tr := &la.States[it.state].Transitions[i]
				if !tr.Epsilon() && tr.Type != atn.TransitionRule && tr.Matches(int(c), 0, utf8.MaxRune) {
					closure(item{tr.Target, it.stack}, pos+utf8.RuneLen(c))
				}
			}
		}
		if len(cur) == 0 {
			break
		}
	}
	return best
}

// chunks splits text into the tokens that the lexer makes of it in mode,
// if all are of type typ.
func (t *Tables) chunks(typ, mode int, text string) []string {
	toks, ok := lexAll(t.g, mode, text)
	if !ok {
		return nil
	}
	var out []string
	for _, tk := range toks {
		if tk.typ != typ {
			return nil
		}
		out = append(out, text[tk.start:tk.end])
	}
	return out
}

// lexFrame is a step of the search of lexPath: a lexer state, the
// characters consumed, the return states of the fragments, and the next
// transition to try (the one taken is ti-1).
type lexFrame struct {
	state, pos int
	stack      []int
	ti         int
}

type lexKey struct {
	state, pos int
	stack      string
}

func stackKey(st []int) string {
	if len(st) == 0 {
		return ""
	}
	b := make([]byte, 0, 3*len(st))
	for _, x := range st {
		b = binary.AppendUvarint(b, uint64(x))
	}
	return string(b)
}

// lexPath finds a path through lexer rule r that makes text, and returns
// the choices of its decisions and characters.
func (t *Tables) lexPath(r int, text string) ([]int, bool) {
	la := t.la
	runes := []rune(text)
	seen := map[lexKey]bool{}
	path := []lexFrame{{state: la.RuleStart[r]}}
	// A depth-first search in the order of the transitions, each (state,
	// position, stack) visited once.
	for len(path) > 0 {
		f := &path[len(path)-1]
		st := &la.States[f.state]
		if st.Type == atn.StateRuleStop {
			if len(f.stack) == 0 {
				if f.pos == len(runes) {
					return t.pathChoices(path, runes), true
				}
				path = path[:len(path)-1]
				continue
			}
			if f.ti > 0 {
				path = path[:len(path)-1]
				continue
			}
			f.ti = 1
			next := lexFrame{state: f.stack[len(f.stack)-1], pos: f.pos, stack: f.stack[:len(f.stack)-1]}
			if k := (lexKey{next.state, next.pos, stackKey(next.stack)}); !seen[k] {
				seen[k] = true
				path = append(path, next)
			}
			continue
		}
		if f.ti >= len(st.Transitions) {
			path = path[:len(path)-1]
			continue
		}
		tr := &st.Transitions[f.ti]
		f.ti++
		if len(st.Transitions) > 1 && t.lexCost(tr) == analysis.Inf {
			continue // not an alternative the generator takes
		}
		next := lexFrame{state: tr.Target, pos: f.pos, stack: f.stack}
		switch {
		case tr.Type == atn.TransitionRule:
			next.stack = append(slices.Clip(f.stack), tr.Follow)
			if len(next.stack) > maxFragmentDepth {
				continue
			}
		case tr.Epsilon():
		default:
			if f.pos >= len(runes) || !tr.Matches(int(runes[f.pos]), 0, utf8.MaxRune) {
				continue
			}
			next.pos++
		}
		k := lexKey{next.state, next.pos, stackKey(next.stack)}
		if seen[k] {
			continue
		}
		seen[k] = true
		path = append(path, next)
	}
	return nil, false
}

// pathChoices returns the choices of a path that lexPath found, as
// lexRule draws them: the rank of each decision's transition among the
// ones open, and of each character in its set.
func (t *Tables) pathChoices(path []lexFrame, runes []rune) []int {
	var out []int
	for _, f := range path[:len(path)-1] {
		st := &t.la.States[f.state]
		if st.Type == atn.StateRuleStop {
			continue
		}
		tr := &st.Transitions[f.ti-1]
		if len(st.Transitions) > 1 {
			cands := t.lexCands(f.state)
			k := slices.IndexFunc(cands, func(c cand) bool { return c.i == f.ti-1 })
			if len(cands) > 1 {
				out = append(out, k)
			}
		}
		if !tr.Epsilon() && tr.Type != atn.TransitionRule {
			if cs := t.charSet(tr); cs.size > 1 {
				out = append(out, cs.index(runes[f.pos]))
			}
		}
	}
	return out
}

// relex reports whether text lexes alone as one token of type typ (or, for
// a type whose tokens the lexer joins, as tokens of that type only).
func (t *Tables) relex(typ int, text string) bool {
	k := relexKey{typ, text}
	t.relexMu.Lock()
	ok, seen := t.relexCache[k]
	t.relexMu.Unlock()
	if seen {
		return ok
	}
	ok = false
	for _, m := range t.modes[typ] {
		if t.joins(typ) {
			ok = text != "" && t.chunks(typ, m, text) != nil
		} else {
			ok = lexOneAhead(t.g, m, text, typ)
		}
		if ok {
			break
		}
	}
	t.relexMu.Lock()
	if len(t.relexCache) > 1<<16 {
		clear(t.relexCache)
	}
	t.relexCache[k] = ok
	t.relexMu.Unlock()
	return ok
}

// lexedToken is a token of lexAll: its type and span.
type lexedToken struct {
	typ, channel int
	start, end   int
}

// lexAll lexes text in lexer mode mode (pushed, so that the tokens of the
// mode may pop it) and returns its tokens, empty ones left out; false if
// the lexer reported an error.
func lexAll(g *Grammar, mode int, text string) ([]lexedToken, bool) {
	toks, errAt := lexUntilError(g, mode, text)
	return toks, errAt < 0
}

// lexUntilError is lexAll, returning the offset of the first error the
// lexer reported (-1 if none).
func lexUntilError(g *Grammar, mode int, text string) ([]lexedToken, int) {
	lx := g.NewLexer(input.NewSource(text, ""))
	errs := &input.Collector{}
	lx.RemoveErrorListeners()
	lx.AddErrorListener(errs)
	if mode != 0 {
		lx.PushMode(mode)
	}
	var out []lexedToken
	for {
		tk := lx.NextToken()
		if tk.GetTokenType() == antlr.TokenEOF {
			break
		}
		if tk.GetStop() >= tk.GetStart() {
			out = append(out, lexedToken{tk.GetTokenType(), tk.GetChannel(), tk.GetStart(), tk.GetStop() + 1})
		}
		if len(out) > len(text)+1 {
			return nil, 0
		}
	}
	errAt := -1
	if len(errs.Errors) > 0 {
		e := errs.Errors[0]
		errAt = offsetOf([]byte(text), e.Line, e.Column)
	}
	return out, errAt
}

// separator returns what must go between a token a (made in lexer mode
// aMode) and a token b, with pre between them already, so that the lexer
// reads them apart: "" if nothing, else the first of the mode's
// separators that does it; false if none does.
func (t *Tables) separator(aMode int, a, pre, b string, bMode int) (string, bool) {
	if t.apart(aMode, a, pre, b) {
		return "", true
	}
	for _, sep := range t.separators(bMode) {
		if t.apart(aMode, a, pre+sep, b) {
			return sep, true
		}
	}
	return "", false
}

// apart reports whether the lexer, in mode, reads a+sep+b with a token
// ending where a ends.
func (t *Tables) apart(mode int, a, sep, b string) bool {
	k := pairKey{mode, a, sep, b}
	t.relexMu.Lock()
	ok, seen := t.pairCache[k]
	t.relexMu.Unlock()
	if seen {
		return ok
	}
	// b may be in another mode, which the lexer may not reach by itself
	// (a base lexer in Go chooses it): what happens from its start on
	// does not matter, as long as nothing runs across the end of a. (The
	// separator may go into b's token: an HTML = takes the spaces
	// around it.)
	// A lexer in Go may also look past b (HTML's `</title` is an end tag
	// only where a space, `/` or `>` follows, as the text after it will
	// make sure; at the end of the input it is text): where a+sep+b runs
	// together, a+sep+b and a space are tried too.
	ok = t.lexApart(mode, a, sep, b) || b != "" && t.lexApart(mode, a, sep, b+" ")
	t.relexMu.Lock()
	if len(t.pairCache) > 1<<16 {
		clear(t.pairCache)
	}
	t.pairCache[k] = ok
	t.relexMu.Unlock()
	return ok
}

// lexApart relexes a+sep+b in mode: no token may run across the end of
// a, one must end there, and a lexer error may come only after sep.
func (t *Tables) lexApart(mode int, a, sep, b string) bool {
	toks, errAt := lexUntilError(t.g, mode, a+sep+b)
	x, y := len(a), len(a)+len(sep)
	if errAt >= 0 && errAt < y {
		return false
	}
	ends := false
	for _, tk := range toks {
		if tk.start < x && tk.end > x {
			return false
		}
		ends = ends || tk.end == x
	}
	return ends
}

// lexOneAhead reports whether text lexes in mode as one token of type
// typ, alone or followed by a space: a lexer in Go may look past a token
// (HTML's `</title` is an end tag only where a space, `/` or `>` follows
// it, and text at the end of the input), and the generator puts a token
// before the next one, or a separator where they would run together.
func lexOneAhead(g *Grammar, mode int, text string, typ int) bool {
	if got, ok := analysis.LexOne(&g.Grammar, mode, text); ok && got == typ {
		return true
	}
	if text == "" {
		return false
	}
	toks, errAt := lexUntilError(g, mode, text+" ")
	return (errAt < 0 || errAt >= len(text)) && len(toks) > 0 &&
		toks[0].typ == typ && toks[0].start == 0 && toks[0].end == len(text)
}

// separators returns the texts that lex to nothing but hidden tokens in
// lexer mode mode: a space, a line break, a tab.
func (t *Tables) separators(mode int) []string {
	t.relexMu.Lock()
	seps, ok := t.seps[mode]
	t.relexMu.Unlock()
	if ok {
		return seps
	}
	for _, sep := range []string{" ", "\n", "\t", "\r\n"} {
		toks, ok := lexAll(t.g, mode, sep)
		if !ok {
			continue
		}
		hidden := true
		for _, tk := range toks {
			hidden = hidden && tk.channel != antlr.TokenDefaultChannel
		}
		if hidden {
			seps = append(seps, sep)
		}
	}
	t.relexMu.Lock()
	t.seps[mode] = seps
	t.relexMu.Unlock()
	return seps
}

// offsetOf returns the byte offset of line and column (from 1, in
// characters) in text.
func offsetOf(text []byte, line, col int) int {
	off := 0
	for l := 1; l < line && off < len(text); off++ {
		if text[off] == '\n' {
			l++
		}
	}
	for c := 1; c < col && off < len(text); c++ {
		_, size := utf8.DecodeRune(text[off:])
		off += size
	}
	return off
}

// namePool are the names the generator draws an identifier from, most of
// the time, so that a generated input uses a few names often (a variable
// declared and used, a table and its columns) rather than a new random
// word each time.
var namePool = []string{"a", "b", "c", "x", "y", "i", "foo", "bar", "name", "value"}

// names returns the names of namePool that lex as one token of type tt in
// mode, if tt is an identifier type; nil otherwise.
func (t *Tables) names(tt, mode int) []string {
	if !t.idents[tt] {
		return nil
	}
	k := [2]int{tt, mode}
	t.relexMu.Lock()
	pool, ok := t.pools[k]
	t.relexMu.Unlock()
	if ok {
		return pool
	}
	for _, name := range namePool {
		if t.relexIn(tt, name, mode) {
			pool = append(pool, name)
		}
	}
	t.relexMu.Lock()
	t.pools[k] = pool
	t.relexMu.Unlock()
	return pool
}
