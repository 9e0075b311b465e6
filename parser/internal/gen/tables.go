package gen

import (
	"slices"
	"sync"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/analysis"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// Semantics tell the generator what a grammar's Go code decides about a
// parse, which the ATNs do not say: which identifiers are typedef names
// (C), which token types the lexer gives a { or a / by context and where
// it inserts semicolons (JavaScript), which elements an end tag closes
// (HTML). A grammar without Go code has none (Grammar.Semantics nil).
type Semantics interface {
	// VirtualText returns a text for a token type that has no
	// replacement (see Analyze): one that no lexer rule makes but Go code
	// does (a typedef name, an implied end tag), or one whose text the Go
	// code retypes when it stands alone (an HTML start tag without its
	// >); false for other types. It is the text of the type's cheapest
	// completions; a type that no lexer rule makes costs more, so that
	// they take it only where nothing else will do.
	VirtualText(typ int) (string, bool)
	// Begin returns the state of a new generation.
	Begin() SemanticState
}

// A SemanticState follows one generation (or the reading of a parse's
// choices) token by token and rule by rule.
type SemanticState interface {
	// Allow reports whether a token of type typ may come next.
	Allow(typ int) bool
	// TextType returns the token type whose lexer rules make the text of
	// a token of type typ (typ itself for most), or -1 if Text makes it.
	TextType(typ int) int
	// Options returns the texts a token of type typ may have, if the
	// Go code allows only a few (the typedef names in scope); nil if
	// its lexer rules make it.
	Options(typ int) []string
	// Text returns the text of a token of type typ, given the text drawn
	// for it from the lexer rules of TextType(typ) ("" if none); hidden
	// says whether hidden text of its own goes before the token. check
	// says whether the text must still lex alone as TextType(typ).
	Text(typ int, drawn string, hidden bool) (text string, check bool)
	// Token tells that a token of type typ was made, with text before it.
	Token(typ int, text, before string)
	// Enter and Exit tell that the invocation of a rule begins and ends.
	Enter(n *Node)
	Exit(n *Node)
	// Action tells that the generation passed the k-th action (in the
	// order of the ATN's states) of the rule of n.
	Action(n *Node, k int)
}

// Node is a node of the tree a generation builds as it goes: a rule's
// invocation, whose children are the rules it invoked and its tokens, or a
// token. A left-recursive rule is one node with all its operators and
// operands (ANTLR nests a context per operator).
type Node struct {
	Rule     int // the rule; -1 for a token
	Type     int // a token's type
	Text     string
	Parent   *Node
	Children []*Node

	first, last int // the choices drawn within the node: [first, last)
	depth       int
	// regenCheap: a generation from the choices used is cheap here (a
	// Default was drawn or recorded); see walker.cutMark.
	regenCheap bool
}

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
	// Check parses text from rule start and returns its syntax errors.
	Check func(text []byte, start string) []*input.SyntaxError
}

// NewTables computes the tables of the generator for g.
func NewTables(g *Grammar) *Tables {
	repl := g.Replacements
	t := &Tables{g: g, a: g.Parser.ATN, la: g.Lexer.ATN, sem: g.Semantics, repl: repl,
		typeText: map[int]string{}, relexCache: map[relexKey]bool{}, pairCache: map[pairKey]bool{},
		relexModeCache: map[relexKey]bool{}, inMode: map[[2]int][][]int{}, cheap: map[[2]int]cheapEntry{},
		seps: map[int][]string{}}
	a := t.a
	t.typeCost = make([]int64, a.MaxTokenType+2)
	for typ := -1; typ <= a.MaxTokenType; typ++ {
		t.typeCost[typ+1] = analysis.Inf
	}
	for typ, text := range repl.Tokens {
		if typ >= -1 && typ <= a.MaxTokenType {
			t.typeText[typ], t.typeCost[typ+1] = text, analysis.Cost(text)
		}
	}
	t.typeCost[0] = analysis.EOFCost
	t.lexTables()
	for typ := 1; typ <= a.MaxTokenType; typ++ {
		if _, ok := t.typeText[typ]; !ok && len(t.typeRules[typ]) > 0 {
			if text, ok := t.findText(typ); ok {
				t.typeText[typ], t.typeCost[typ+1] = text, analysis.Cost(text)
			}
		}
	}
	if t.sem != nil {
		for typ := 1; typ <= a.MaxTokenType; typ++ {
			if _, ok := t.typeText[typ]; ok {
				continue
			}
			if text, ok := t.sem.VirtualText(typ); ok {
				t.typeText[typ], t.typeCost[typ+1] = text, analysis.Cost(text)
				if len(t.typeRules[typ]) == 0 {
					t.typeCost[typ+1] += genPenalty
				}
			}
		}
	}
	t.edgeCost = map[*atn.Transition]int64{}
	for s := range a.States {
		for i := range a.States[s].Transitions {
			tr := &a.States[s].Transitions[i]
			if tr.Epsilon() || tr.Type == atn.TransitionRule {
				continue
			}
			best := analysis.Inf
			for typ := -1; typ <= a.MaxTokenType; typ++ {
				if c := t.typeCost[typ+1]; c < best && tr.Matches(typ, 1, a.MaxTokenType) {
					best = c
				}
			}
			t.edgeCost[tr] = best
		}
	}
	t.dist = analysis.Distances(a, t.edge, nil, nil, nil)
	t.distEnd = analysis.Distances(a, t.edgeEnd, nil, nil, nil)
	t.firstSets()
	t.action = make([]int, len(a.States))
	t.precOf = make([]int, len(a.States))
	ord := map[int]int{}
	for s := range a.States {
		t.action[s], t.precOf[s] = -1, -1
		for _, tr := range a.States[s].Transitions {
			if tr.Type == atn.TransitionAction {
				t.action[s] = ord[a.States[s].Rule]
				ord[a.States[s].Rule]++
			}
		}
	}
	for s := range a.States {
		t.precOf[s] = t.findPrec(s, 0)
	}
	return t
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

// genSet is a set of token types from EOF (-1) up, as a bit set: bit t+1
// stands for type t. The generator's first sets are dense and updated in
// place until a fixpoint, where the parser's interval sets (tokenSet) are
// built once.
type genSet []uint64

func newGenSet(maxType int) genSet { return make(genSet, (maxType+2)/64+1) }

func (s genSet) has(t int) bool {
	i := uint(t + 1)
	return i>>6 < uint(len(s)) && s[i>>6]&(1<<(i&63)) != 0
}

// addRange adds the types lo..hi, clipped to the set's range.
func (s genSet) addRange(lo, hi int) {
	lo, hi = max(lo, -1), min(hi, len(s)*64-2)
	for t := lo; t <= hi; t++ {
		i := uint(t + 1)
		s[i>>6] |= 1 << (i & 63)
	}
}

// merge adds o to s and reports whether s changed.
func (s genSet) merge(o genSet) bool {
	changed := false
	for i := range min(len(s), len(o)) {
		if o[i]&^s[i] != 0 {
			s[i] |= o[i]
			changed = true
		}
	}
	return changed
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
		gen := analysis.NewStringSearch(t.la, rule, t.lexDist)
		for tries := 0; tries < 512; tries++ {
			text, more := gen.Next()
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

func cmpInt64(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
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

// A charSet is the characters a lexer transition matches, in the order of
// the choices: the analysis.Preferred characters (see analysis.Preferred), then the others
// by code point; surrogates are left out, as no input holds them.
type charSet struct {
	pref []rune
	ivs  atn.IntervalSet
	rest []int // per interval: its characters that are not in pref
	size int
}

func (t *Tables) charSet(tr *atn.Transition) *charSet {
	if cs, ok := t.chars.Load(tr); ok {
		return cs.(*charSet)
	}
	cs := newCharSet(tr)
	t.chars.Store(tr, cs)
	return cs
}

func newCharSet(tr *atn.Transition) *charSet {
	var ivs atn.IntervalSet
	switch tr.Type {
	case atn.TransitionAtom, atn.TransitionRange:
		ivs = atn.IntervalSet{{Lo: tr.Lo, Hi: tr.Hi}}
	case atn.TransitionSet:
		ivs = slices.Clone(tr.Set)
	case atn.TransitionNotSet:
		lo := 0
		for _, iv := range tr.Set {
			if iv.Lo > lo {
				ivs = append(ivs, atn.Interval{Lo: lo, Hi: iv.Lo - 1})
			}
			lo = max(lo, iv.Hi+1)
		}
		if lo <= utf8.MaxRune {
			ivs = append(ivs, atn.Interval{Lo: lo, Hi: utf8.MaxRune})
		}
	case atn.TransitionWildcard:
		ivs = atn.IntervalSet{{Lo: 0, Hi: utf8.MaxRune}}
	}
	// Clip to the valid runes.
	var clipped atn.IntervalSet
	for _, iv := range ivs {
		lo, hi := max(iv.Lo, 0), min(iv.Hi, utf8.MaxRune)
		for _, part := range []atn.Interval{{Lo: lo, Hi: min(hi, 0xD7FF)}, {Lo: max(lo, 0xE000), Hi: hi}} {
			if part.Lo <= part.Hi {
				clipped = append(clipped, part)
			}
		}
	}
	cs := &charSet{ivs: clipped}
	isPref := map[rune]bool{}
	for _, c := range analysis.Preferred {
		if clipped.Contains(int(c)) {
			cs.pref = append(cs.pref, c)
			isPref[c] = true
		}
	}
	cs.size = len(cs.pref)
	for _, iv := range clipped {
		n := iv.Hi - iv.Lo + 1
		for c := iv.Lo; c <= iv.Hi && c < 128; c++ {
			if isPref[rune(c)] {
				n--
			}
		}
		cs.rest = append(cs.rest, n)
		cs.size += n
	}
	return cs
}

// at returns the k-th character of the set.
func (cs *charSet) at(k int) rune {
	if k < len(cs.pref) {
		return cs.pref[k]
	}
	k -= len(cs.pref)
	for i, iv := range cs.ivs {
		if k >= cs.rest[i] {
			k -= cs.rest[i]
			continue
		}
		for c := iv.Lo; ; c++ {
			if c < 128 && isPreferred(rune(c)) {
				continue
			}
			if k == 0 {
				return rune(c)
			}
			if c >= 128 {
				return rune(c + k)
			}
			k--
		}
	}
	panic("parser: generate: a character index past the end of its set")
}

// index returns the position of c in the set, or -1.
func (cs *charSet) index(c rune) int {
	if i := slices.Index(cs.pref, c); i >= 0 {
		return i
	}
	k := len(cs.pref)
	for i, iv := range cs.ivs {
		if int(c) > iv.Hi {
			k += cs.rest[i]
			continue
		}
		if int(c) < iv.Lo {
			return -1
		}
		for x := iv.Lo; x < int(c); x++ {
			if x < 128 && isPreferred(rune(x)) {
				continue
			}
			if x >= 128 {
				return k + int(c) - x
			}
			k++
		}
		return k
	}
	return -1
}

var preferredSet = func() [128]bool {
	var set [128]bool
	for _, c := range analysis.Preferred {
		set[c] = true
	}
	return set
}()

func isPreferred(c rune) bool { return c >= 0 && c < 128 && preferredSet[c] }
