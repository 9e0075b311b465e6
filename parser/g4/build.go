package g4

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

// builder builds the ATN of a grammar the way the ANTLR tool's ATN
// factories do, state by state in the same order, with the same
// shortcuts, so that the serialized ATN is the tool's.
type builder struct {
	ld    *loader
	g     *grammar
	a     *atn
	lexer bool
	rule  *rule // the rule being built

	closures    []closure // the (...)* and (...)+ blocks, for checks
	actionIndex map[lexerAction]int
}

// closure is the body of a (...)* or (...)+ block.
type closure struct {
	rule       *rule
	start, end *state
	pos        Pos
}

// handle is a fragment of ATN under construction: where it starts and
// ends.
type handle struct{ left, right *state }

// buildATN builds the ATN of g.
func (ld *loader) buildATN(g *grammar) *atn {
	errs := len(ld.errs)
	b := &builder{ld: ld, g: g, lexer: g.kind == kindLexer, actionIndex: map[lexerAction]int{}}
	b.a = &atn{lexer: b.lexer, maxTokenType: g.vocab.maxTokenType()}
	a := b.a
	if b.lexer {
		for range g.modes {
			s := b.newState(stateTokenStart)
			a.modeStart = append(a.modeStart, s)
			b.defineDecision(s)
		}
		for _, r := range g.rules {
			t, ok := g.vocab.tokenType[r.name]
			if !ok {
				t = tokenInvalid
			}
			a.ruleToken = append(a.ruleToken, t)
		}
	}
	for _, r := range g.rules {
		start, stop := b.newState(stateRuleStart), b.newState(stateRuleStop)
		start.rule, stop.rule = r.index, r.index
		start.leftRecursive = r.leftRecursive
		a.ruleStart = append(a.ruleStart, start)
		a.ruleStop = append(a.ruleStop, stop)
	}
	for _, r := range g.rules {
		ld.w.Step()
		b.rule = r
		h := b.block(r.block, nil)
		b.epsilon(a.ruleStart[r.index], h.left, false)
		b.epsilon(h.right, a.ruleStop[r.index], false)
	}
	if b.lexer {
		for i, m := range g.modes {
			for _, r := range g.rules {
				if r.mode == m && !r.fragment {
					b.epsilon(a.modeStart[i], a.ruleStart[r.index], false)
				}
			}
		}
		b.optimizeSets()
	} else {
		b.addFollowLinks()
		b.addEOFTransitions()
	}
	a.compact()
	b.checkClosures()
	b.checkLeftRecursion()
	if len(ld.errs) == errs { // a rule that failed to build may look endless
		b.checkEndless()
	}
	return a
}

func (b *builder) newState(typ stateType) *state {
	s := &state{num: len(b.a.states), typ: typ, rule: -1, decision: -1}
	if b.rule != nil {
		s.rule = b.rule.index
	}
	b.a.states = append(b.a.states, s)
	return s
}

func (b *builder) newBasic() *state { return b.newState(stateBasic) }

func (b *builder) defineDecision(s *state) {
	s.decision = len(b.a.decisions)
	b.a.decisions = append(b.a.decisions, s)
}

// epsilon adds an epsilon transition from s to t, first if prepend.
func (b *builder) epsilon(s, t *state, prepend bool) {
	if s == nil {
		return
	}
	if prepend {
		s.trans = append([]*transition{epsilonTo(t)}, s.trans...)
		return
	}
	s.add(epsilonTo(t))
}

// block builds a block: its alternatives, then, if it has several or a
// suffix, its start and end states and the loop or bypass of the suffix.
func (b *builder) block(blk *block, ebnf *ebnf) handle {
	alts := make([]handle, 0, len(blk.Alts))
	for _, alt := range blk.Alts {
		alts = append(alts, b.alternative(alt))
	}
	if ebnf == nil {
		if len(alts) == 1 {
			return alts[0]
		}
		start := b.newState(stateBlockStart)
		b.defineDecision(start)
		return b.makeBlock(start, alts)
	}
	switch ebnf.Kind {
	case ebnfOptional:
		start := b.newState(stateBlockStart)
		b.defineDecision(start)
		h := b.makeBlock(start, alts)
		start.nonGreedy = !ebnf.Greedy
		b.epsilon(start, h.right, !ebnf.Greedy)
		return h
	case ebnfStar:
		start := b.newState(stateStarBlockStart)
		if len(alts) > 1 {
			b.defineDecision(start)
		}
		return b.star(ebnf, b.makeBlock(start, alts))
	default:
		start := b.newState(statePlusBlockStart)
		if len(alts) > 1 {
			b.defineDecision(start)
		}
		return b.plus(ebnf, b.makeBlock(start, alts))
	}
}

// makeBlock links start to each alternative and each alternative to a new
// end state, removing the epsilon edges at the alternatives' tails.
func (b *builder) makeBlock(start *state, alts []handle) handle {
	end := b.newState(stateBlockEnd)
	start.end = end
	for _, alt := range alts {
		b.epsilon(start, alt.left, false)
		b.epsilon(alt.right, end, false)
		b.removeTailEpsilons(alt.left)
	}
	return handle{start, end}
}

// star builds (blk)*: a loop entry that decides between the block and the
// exit, and a loop back from the block's end to the entry.
func (b *builder) star(ebnf *ebnf, blk handle) handle {
	b.closures = append(b.closures, closure{b.rule, blk.left, blk.right, ebnf.Pos})
	entry := b.newState(stateStarLoopEntry)
	entry.nonGreedy = !ebnf.Greedy
	b.defineDecision(entry)
	end := b.newState(stateLoopEnd)
	loop := b.newState(stateStarLoopBack)
	end.loopBack = loop
	if ebnf.Greedy {
		b.epsilon(entry, blk.left, false)
		b.epsilon(entry, end, false)
	} else {
		b.epsilon(entry, end, false)
		b.epsilon(entry, blk.left, false)
	}
	b.epsilon(blk.right, loop, false)
	b.epsilon(loop, entry, false)
	return handle{entry, end}
}

// plus builds (blk)+: the block, then a loop back state that decides
// between another pass and the exit.
func (b *builder) plus(ebnf *ebnf, blk handle) handle {
	b.closures = append(b.closures, closure{b.rule, blk.left, blk.right, ebnf.Pos})
	loop := b.newState(statePlusLoopBack)
	loop.nonGreedy = !ebnf.Greedy
	b.defineDecision(loop)
	end := b.newState(stateLoopEnd)
	end.loopBack = loop
	b.epsilon(blk.right, loop, false)
	if ebnf.Greedy {
		b.epsilon(loop, blk.left, false)
		b.epsilon(loop, end, false)
	} else {
		b.epsilon(loop, end, false)
		b.epsilon(loop, blk.left, false)
	}
	return handle{blk.left, end}
}

// alternative builds one alternative: its elements in a chain, then its
// lexer commands.
func (b *builder) alternative(alt *alt) handle {
	var h handle
	if len(alt.Elements) == 0 {
		h = b.epsilonHandle()
	} else {
		els := make([]handle, 0, len(alt.Elements))
		for _, e := range alt.Elements {
			els = append(els, b.element(e))
		}
		h = b.chain(els)
	}
	if len(alt.Commands) == 0 {
		return h
	}
	cmds := make([]handle, 0, len(alt.Commands))
	for _, c := range alt.Commands {
		cmds = append(cmds, b.command(c))
	}
	ch := b.chain(cmds)
	b.epsilon(h.right, ch.left, false)
	return handle{h.left, ch.right}
}

func (b *builder) epsilonHandle() handle {
	left, right := b.newBasic(), b.newBasic()
	b.epsilon(left, right, false)
	return handle{left, right}
}

// chain links the elements of an alternative. Where an element is a single
// transition between two basic states, the next element starts at its
// right state's place and that state goes.
func (b *builder) chain(els []handle) handle {
	for i := 0; i < len(els)-1; i++ {
		el := els[i]
		var tr *transition
		if len(el.left.trans) == 1 {
			tr = el.left.trans[0]
		}
		isRule := tr != nil && tr.typ == transRule
		if el.left.typ == stateBasic && el.right != nil && el.right.typ == stateBasic && tr != nil &&
			(isRule && tr.follow == el.right || tr.target == el.right) {
			next := els[i+1]
			if isRule {
				tr.follow = next.left
			} else {
				tr.target = next.left
			}
			b.a.removeState(el.right)
		} else {
			b.epsilon(el.right, els[i+1].left, false)
		}
	}
	return handle{els[0].left, els[len(els)-1].right}
}

// removeTailEpsilons walks the ATN from s as the tool's TailEpsilonRemover
// does (depth-first along transition targets, which for a rule transition
// is the called rule's start) and, at every basic state p whose one
// transition leads to a basic state q whose one transition is an epsilon
// edge to a block end or loop back state r, skips q: p leads to r.
func (b *builder) removeTailEpsilons(s *state) {
	visited := map[*state]bool{}
	type frame struct {
		s *state
		i int
	}
	var stack []frame
	push := func(s *state) {
		if visited[s] {
			return
		}
		visited[s] = true
		b.skipTail(s)
		stack = append(stack, frame{s: s})
	}
	push(s)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i >= len(f.s.trans) {
			stack = stack[:len(stack)-1]
			continue
		}
		t := f.s.trans[f.i]
		f.i++
		push(t.target)
	}
}

func (b *builder) skipTail(p *state) {
	if p.typ != stateBasic || len(p.trans) != 1 {
		return
	}
	t := p.trans[0]
	q := t.target
	if t.typ == transRule {
		q = t.follow
	}
	if q.typ != stateBasic || len(q.trans) != 1 || q.trans[0].typ != transEpsilon {
		return
	}
	switch r := q.trans[0].target; r.typ {
	case stateBlockEnd, statePlusLoopBack, stateStarLoopBack:
		if t.typ == transRule {
			t.follow = r
		} else {
			t.target = r
		}
		b.a.removeState(q)
	}
}

// element builds one element of an alternative.
func (b *builder) element(e element) handle {
	switch e := e.(type) {
	case *labeled:
		return b.element(e.Element)
	case *ref:
		switch {
		case !e.Token():
			return b.ruleRef(e)
		case b.lexer && e.Name == "EOF":
			return b.single(rangeTo(nil, tokenEOF, tokenEOF))
		case b.lexer:
			return b.ruleRef(e)
		}
		return b.single(rangeTo(nil, b.g.vocab.typeOf(e.Name), b.g.vocab.typeOf(e.Name)))
	case *literal:
		if b.lexer {
			return b.stringLiteral(e)
		}
		t := b.g.vocab.typeOf(e.Text)
		return b.single(rangeTo(nil, t, t))
	case *charRange:
		return b.charRange(e)
	case *charSet:
		return b.single(&transition{typ: transSet, set: b.charSet(e)})
	case *wildcard:
		return b.single(&transition{typ: transWildcard})
	case *setElem:
		return b.set(e)
	case *block:
		return b.block(e, nil)
	case *ebnf:
		return b.block(e.Block, e)
	case *action:
		if e.Predicate {
			return b.predicate(e)
		}
		return b.action(e)
	}
	panic("g4: unknown element type")
}

// single builds left -t-> right for a transition t whose target is unset.
func (b *builder) single(t *transition) handle {
	left, right := b.newBasic(), b.newBasic()
	t.target = right
	left.add(t)
	return handle{left, right}
}

func (b *builder) ruleRef(e *ref) handle {
	r := b.g.byName[e.Name]
	left, right := b.newBasic(), b.newBasic()
	left.add(&transition{typ: transRule, target: b.a.ruleStart[r.index], follow: right, rule: r.index, index: precedence(e.Options)})
	return handle{left, right}
}

// precedence returns the value of option p (precedence), or 0.
func precedence(opts []*option) int {
	if o := optionValue(opts, "p"); o != nil {
		if n, err := strconv.Atoi(o.Value); err == nil {
			return n
		}
	}
	return 0
}

func (b *builder) predicate(e *action) handle {
	if optionValue(e.Options, "p") != nil {
		return b.single(&transition{typ: transPrecedence, index: precedence(e.Options)})
	}
	return b.single(&transition{typ: transPredicate, rule: b.rule.index, index: b.g.predIndex[e], dep: contextDependent(e.Text)})
}

func (b *builder) action(e *action) handle {
	if b.lexer {
		return b.lexerAction(lexerAction{typ: actionCustom, arg1: b.rule.index, arg2: b.g.actionIndex[e]})
	}
	return b.single(&transition{typ: transAction, rule: b.rule.index, index: -1})
}

func (b *builder) lexerAction(act lexerAction) handle {
	i, ok := b.actionIndex[act]
	if !ok {
		i = len(b.a.actions)
		b.actionIndex[act] = i
		b.a.actions = append(b.a.actions, act)
	}
	return b.single(&transition{typ: transAction, rule: b.rule.index, index: i})
}

// contextDependent reports whether a predicate's code refers to attributes
// ($x, $x.y, $x::y), which the tool records in the ATN.
func contextDependent(code string) bool {
	rs := []rune(code)
	for i := 0; i < len(rs); i++ {
		switch {
		case rs[i] == '\\':
			i++
		case rs[i] == '/' && i+1 < len(rs) && rs[i+1] == '*':
			for i += 2; i+1 < len(rs) && !(rs[i] == '*' && rs[i+1] == '/'); i++ {
			}
			i++
		case rs[i] == '/' && i+1 < len(rs) && rs[i+1] == '/':
			for ; i < len(rs) && rs[i] != '\n'; i++ {
			}
		case rs[i] == '$' && i+1 < len(rs) && (unicode.IsLetter(rs[i+1]) || rs[i+1] == '_'):
			return true
		}
	}
	return false
}

// set builds a set of tokens or characters, or its complement.
func (b *builder) set(e *setElem) handle {
	var set intervalSet
	for _, x := range e.Elements {
		if !b.lexer {
			var name string
			switch x := x.(type) {
			case *ref:
				name = x.Name
			case *literal:
				name = x.Text
			}
			t := b.g.vocab.typeOf(name)
			set.add(t, t)
			continue
		}
		switch x := x.(type) {
		case *charRange:
			lo, hi, ok := b.rangeBounds(x)
			if ok {
				b.addChars(&set, lo, hi)
			}
		case *charSet:
			set.addSet(b.charSet(x))
		case *literal:
			if c := charValue(x.Text); c != -1 {
				b.addChars(&set, c, c)
			} else {
				b.errorf(x.Pos, "multi-character literals are not allowed in lexer sets: %s", x.Text)
			}
		case *ref:
			b.errorf(x.Pos, "rule reference %s is not currently supported in a set", x.Name)
		}
	}
	switch {
	case e.Invert:
		return b.single(&transition{typ: transNotSet, set: set})
	case b.lexer:
		return b.single(setTo(nil, set))
	}
	return b.single(&transition{typ: transSet, set: set})
}

func (b *builder) errorf(pos Pos, format string, args ...any) {
	b.ld.errorf(b.rule.file, pos, format, args...)
}

// stringLiteral builds a lexer literal: a chain of one transition per
// character.
func (b *builder) stringLiteral(e *literal) handle {
	left := b.newBasic()
	s, ok := literalString(e.Text)
	if !ok {
		b.errorf(e.Pos, "invalid escape sequence in %s", e.Text)
		return handle{left, left}
	}
	prev, right := left, left
	for _, c := range s {
		right = b.newBasic()
		prev.add(b.charTransition(right, int(c), int(c)))
		prev = right
	}
	return handle{left, right}
}

// charRange builds a lexer range 'a'..'z'.
func (b *builder) charRange(e *charRange) handle {
	left, right := b.newBasic(), b.newBasic()
	if lo, hi, ok := b.rangeBounds(e); ok {
		left.add(b.charTransition(right, lo, hi))
	}
	return handle{left, right}
}

// rangeBounds returns the bounds of a range, or reports why it has none.
func (b *builder) rangeBounds(e *charRange) (lo, hi int, ok bool) {
	lo, hi = charValue(e.From.Text), charValue(e.To.Text)
	ok = true
	if lo == -1 {
		b.errorf(e.From.Pos, "multi-character literals are not allowed in lexer sets: %s", e.From.Text)
		ok = false
	}
	if hi == -1 {
		b.errorf(e.To.Pos, "multi-character literals are not allowed in lexer sets: %s", e.To.Text)
		ok = false
	}
	if ok && hi < lo {
		b.errorf(e.Pos, "string literals and sets cannot be empty: %s..%s", e.From.Text, e.To.Text)
		ok = false
	}
	return lo, hi, ok
}

// charTransition matches the characters lo..hi, and their other case in a
// case-insensitive rule.
func (b *builder) charTransition(target *state, lo, hi int) *transition {
	if b.rule.caseInsensitive {
		if c := caseRanges(lo, hi); !c.single() {
			var set intervalSet
			set.add(c.lowerFrom, c.lowerTo)
			set.add(c.upperFrom, c.upperTo)
			return &transition{typ: transSet, target: target, set: set}
		}
	}
	return rangeTo(target, lo, hi)
}

// addChars adds lo..hi to set, and their other case in a case-insensitive
// rule.
func (b *builder) addChars(set *intervalSet, lo, hi int) {
	if b.rule.caseInsensitive {
		if c := caseRanges(lo, hi); !c.single() {
			set.add(c.lowerFrom, c.lowerTo)
			set.add(c.upperFrom, c.upperTo)
			return
		}
	}
	set.add(lo, hi)
}

// caseBounds are the lower- and upper-case forms of a range's bounds.
type caseBounds struct {
	lowerFrom, upperFrom, lowerTo, upperTo int
	mixed                                  bool // one bound is lower case, the other not
}

func caseRanges(from, to int) caseBounds {
	c := caseBounds{
		lowerFrom: int(unicode.ToLower(rune(from))), upperFrom: int(unicode.ToUpper(rune(from))),
		lowerTo: int(unicode.ToLower(rune(to))), upperTo: int(unicode.ToUpper(rune(to))),
	}
	lowerFrom, lowerTo := c.lowerFrom == from, c.lowerTo == to
	c.mixed = lowerFrom != lowerTo
	return c
}

// single reports whether the range has no distinct other case to add.
func (c caseBounds) single() bool {
	return c.lowerFrom == c.upperFrom && c.lowerTo == c.upperTo || c.mixed ||
		c.lowerTo-c.lowerFrom != c.upperTo-c.upperFrom
}

// charSet returns the characters of a lexer set [a-z\p{L}].
func (b *builder) charSet(e *charSet) intervalSet {
	rs := []rune(e.Text)
	rs = rs[1 : len(rs)-1]
	var set intervalSet
	const (
		none = iota
		prevChar
		prevProperty
	)
	mode, inRange, prev := none, false, 0
	var prevSet intervalSet
	flush := func() {
		switch mode {
		case prevChar:
			b.addChars(&set, prev, prev)
		case prevProperty:
			set.addSet(prevSet)
		}
	}
	toChar := func(c int) {
		if inRange {
			if prev > c {
				b.errorf(e.Pos, "string literals and sets cannot be empty: %s", rangeText(prev, c))
			} else {
				b.addChars(&set, prev, c)
			}
			mode, inRange = none, false
			return
		}
		flush()
		mode, prev = prevChar, c
	}
	n := len(rs)
	for i := 0; i < n; {
		c := rs[i]
		switch {
		case c == '\\':
			esc := parseEscape(rs, i)
			switch esc.kind {
			case escapeInvalid:
				b.errorf(e.Pos, "invalid escape sequence %s", string(rs[i:min(n, i+max(esc.length, 2))]))
				return nil
			case escapeCodePoint:
				toChar(esc.cp)
			case escapeUnsupported:
				b.errorf(e.Pos, "Unicode property %s is not supported by hddmin (its code points are not in Go's tables); list the characters in the set instead", string(rs[i:i+esc.length]))
				return nil
			case escapeProperty:
				if inRange {
					b.errorf(e.Pos, "unicode property escapes not allowed in lexer charset range: %s", e.Text)
					return nil
				}
				flush()
				mode, prevSet = prevProperty, esc.set
			}
			i += esc.length
			continue
		case c == '-' && !inRange && i != 0 && i != n-1 && mode != none:
			if mode == prevProperty {
				b.errorf(e.Pos, "unicode property escapes not allowed in lexer charset range: %s", e.Text)
				return nil
			}
			inRange = true
		default:
			toChar(int(c))
		}
		i++
	}
	flush()
	if len(set) == 0 {
		b.errorf(e.Pos, "string literals and sets cannot be empty: []")
	}
	return set
}

func rangeText(lo, hi int) string {
	return "'" + string(rune(lo)) + "'..'" + string(rune(hi)) + "'"
}

// command builds a lexer command -> name(arg).
func (b *builder) command(c *command) handle {
	act, ok := b.commandAction(c)
	if !ok {
		return b.epsilonHandle()
	}
	return b.lexerAction(act)
}

// commandAction returns the action of a lexer command, or reports why it
// has none.
func (b *builder) commandAction(c *command) (lexerAction, bool) {
	commands := map[string]bool{ // name -> takes an argument
		"skip": false, "more": false, "popMode": false,
		"mode": true, "pushMode": true, "type": true, "channel": true,
	}
	name := c.Name
	takesArg, known := commands[name]
	if !known && name != "" {
		// The tool makes -> Channel(X) the target code of -> channel(X),
		// which does the same.
		name = strings.ToLower(name[:1]) + name[1:]
		takesArg, known = commands[name]
	}
	switch {
	case !known:
		b.errorf(c.Pos, "lexer command %s does not exist or is not supported", c.Name)
		return lexerAction{}, false
	case takesArg && !c.HasArg:
		b.errorf(c.Pos, "missing argument for lexer command %s", c.Name)
		return lexerAction{}, false
	case !takesArg && c.HasArg:
		b.errorf(c.Pos, "lexer command %s does not take any arguments", c.Name)
		return lexerAction{}, false
	}
	switch name {
	case "skip":
		return lexerAction{typ: actionSkip}, true
	case "more":
		return lexerAction{typ: actionMore}, true
	case "popMode":
		return lexerAction{typ: actionPopMode}, true
	case "mode", "pushMode":
		m, ok := b.modeValue(c)
		typ := actionMode
		if name == "pushMode" {
			typ = actionPushMode
		}
		return lexerAction{typ: typ, arg1: m}, ok
	case "type":
		t, ok := b.typeValue(c)
		return lexerAction{typ: actionType, arg1: t}, ok
	default:
		ch, ok := b.channelValue(c)
		return lexerAction{typ: actionChannel, arg1: ch}, ok
	}
}

func (b *builder) modeValue(c *command) (int, bool) {
	switch {
	case c.Arg == defaultMode:
		return 0, true
	case commonConstants[c.Arg]:
		b.errorf(c.ArgPos, "cannot use or declare mode with reserved name %s", c.Arg)
		return 0, false
	}
	for i, m := range b.g.modes {
		if m == c.Arg {
			return i, true
		}
	}
	if n, err := strconv.Atoi(c.Arg); err == nil {
		return n, true
	}
	b.errorf(c.ArgPos, "%s is not a recognized mode name", c.Arg)
	return 0, false
}

func (b *builder) typeValue(c *command) (int, bool) {
	switch {
	case c.Arg == "EOF":
		return tokenEOF, true
	case commonConstants[c.Arg]:
		b.errorf(c.ArgPos, "cannot use or declare token with reserved name %s", c.Arg)
		return 0, false
	}
	if t := b.g.vocab.typeOf(c.Arg); t != tokenInvalid {
		return t, true
	}
	if n, err := strconv.Atoi(c.Arg); err == nil {
		return n, true
	}
	b.errorf(c.ArgPos, "%s is not a recognized token name", c.Arg)
	return 0, false
}

func (b *builder) channelValue(c *command) (int, bool) {
	switch c.Arg {
	case "HIDDEN":
		return 1, true
	case "DEFAULT_TOKEN_CHANNEL":
		return 0, true
	}
	if commonConstants[c.Arg] {
		b.errorf(c.ArgPos, "cannot use or declare channel with reserved name %s", c.Arg)
		return 0, false
	}
	if v, ok := b.g.vocab.channelValue[c.Arg]; ok {
		return v, true
	}
	if n, err := strconv.Atoi(c.Arg); err == nil {
		return n, true
	}
	b.errorf(c.ArgPos, "%s is not a recognized channel name", c.Arg)
	return 0, false
}

// addFollowLinks links the stop state of every rule to the states after
// its calls (not serialized; the checks use them).
func (b *builder) addFollowLinks() {
	for _, p := range b.a.states {
		if p != nil && p.typ == stateBasic && len(p.trans) == 1 && p.trans[0].typ == transRule {
			t := p.trans[0]
			b.epsilon(b.a.ruleStop[t.rule], t.follow, false)
		}
	}
}

// addEOFTransitions gives the rules nothing calls an EOF transition out of
// their stop state, to one shared state: the tool's last state.
func (b *builder) addEOFTransitions() {
	target := b.newBasic()
	for _, stop := range b.a.ruleStop {
		if len(stop.trans) == 0 {
			stop.add(&transition{typ: transAtom, target: target, lo: tokenEOF})
		}
	}
}

// optimizeSets merges, in the lexer rules' decisions, runs of adjacent
// alternatives that each match one character or set straight to the
// block's end into one set transition, as the tool does.
func (b *builder) optimizeSets() {
	for _, d := range b.a.decisions {
		if d.rule >= 0 && !isTokenName(b.g.rules[d.rule].name) {
			continue
		}
		var alts intervalSet
		for i, eps := range d.trans {
			if eps.typ != transEpsilon || len(eps.target.trans) != 1 {
				continue
			}
			t := eps.target.trans[0]
			if t.target.typ != stateBlockEnd {
				continue
			}
			switch t.typ {
			case transAtom, transRange, transSet:
				alts.add(i, i)
			}
		}
		for k := len(alts) - 1; k >= 0; k-- {
			run := alts[k]
			if run.hi-run.lo+1 <= 1 {
				continue
			}
			end := d.trans[run.lo].target.trans[0].target
			var set intervalSet
			for j := run.lo; j <= run.hi; j++ {
				set.addSet(d.trans[j].target.trans[0].label())
			}
			d.trans[run.lo].target.trans[0] = setTo(end, set)
			for j := run.lo + 1; j <= run.hi; j++ {
				b.a.removeState(d.trans[j].target)
			}
			d.trans = append(d.trans[:run.lo+1], d.trans[run.hi+1:]...)
		}
	}
}

// checkClosures reports the (...)* and (...)+ blocks whose body can match
// the empty string (the parser would loop forever; the tool refuses them)
// or start with EOF, and warns about lexer rules that match the empty
// string.
func (b *builder) checkClosures() {
	a := b.a
	nullable := a.nullable()
	for _, c := range b.closures {
		b.ld.w.Check()
		pos := c.pos
		if pos.Line == 0 {
			pos = c.rule.def.Pos
		}
		if a.reachesFree(c.start, c.end, nullable) {
			if c.rule.leftRecursive && c.pos.Line == 0 {
				b.ld.errorf(c.rule.file, pos, "left recursive rule %s contains a left recursive alternative which can be followed by the empty string", c.rule.name)
			} else {
				b.ld.errorf(c.rule.file, pos, "rule %s contains a closure with at least one alternative that can match an empty string", c.rule.name)
			}
		}
		if !b.lexer && a.firstMatchesEOF(c.start, c.end, nullable) {
			b.ld.errorf(c.rule.file, pos, "rule %s contains a closure with at least one alternative that can match EOF", c.rule.name)
		}
	}
	if b.lexer {
		for _, r := range b.g.rules {
			if !r.fragment && nullable[r.index] {
				b.ld.warnf(r.file, r.def.Pos, "non-fragment lexer rule %s can match the empty string", r.name)
			}
		}
	}
}

// checkLeftRecursion reports rules that call each other, or themselves,
// without consuming input between: the sets of mutually left-recursive
// rules that the rewrite of direct left recursion cannot handle.
func (b *builder) checkLeftRecursion() {
	a := b.a
	var cycles [][]int
	onStack := make([]bool, len(a.ruleStart))
	addCycle := func(caller, callee int) {
		found := false
		for i, c := range cycles {
			if containsInt(c, callee) {
				if !containsInt(c, caller) {
					cycles[i] = append(cycles[i], caller)
				}
				found = true
			}
			if containsInt(c, caller) {
				if !containsInt(cycles[i], callee) {
					cycles[i] = append(cycles[i], callee)
				}
				found = true
			}
		}
		if !found {
			cycles = append(cycles, []int{caller, callee})
		}
	}
	budget := 1 << 20 // the walk is exponential in the worst case; it ends early on huge grammars
	var check func(rule int, s *state, visited map[*state]bool) bool
	check = func(rule int, s *state, visited map[*state]bool) bool {
		if s.typ == stateRuleStop {
			return true
		}
		if visited[s] || budget <= 0 {
			return false
		}
		if budget%1024 == 0 {
			b.ld.w.Check()
		}
		budget--
		visited[s] = true
		reachesStop := false
		for _, t := range s.trans {
			switch {
			case t.typ == transRule:
				if onStack[t.rule] {
					addCycle(rule, t.rule)
					continue
				}
				onStack[t.rule] = true
				nullable := check(t.rule, t.target, map[*state]bool{})
				onStack[t.rule] = false
				if nullable && check(rule, t.follow, visited) {
					reachesStop = true
				}
			case t.epsilonLike():
				if check(rule, t.target, visited) {
					reachesStop = true
				}
			}
		}
		return reachesStop
	}
	for r, start := range a.ruleStart {
		onStack[r] = true
		check(r, start, map[*state]bool{})
		onStack[r] = false // check leaves the rest as it found it: all false
	}
	for _, c := range cycles {
		sort.Ints(c)
		c = slices.Compact(c)
		names := make([]string, len(c))
		for i, r := range c {
			names[i] = b.g.rules[r].name
		}
		first := b.g.rules[c[0]]
		if len(c) == 1 {
			b.ld.errorf(first.file, first.def.Pos, "rule %s is left-recursive in a way ANTLR cannot rewrite: it can call itself before consuming input, but not as the first element of an alternative", first.name)
			continue
		}
		b.ld.errorf(first.file, first.def.Pos, "rules %s are mutually left-recursive (each can call the next before consuming input)", strings.Join(names, ", "))
	}
}

// checkEndless reports the rules that can never end (see endless): an
// error where a rule that can end reaches them, else a warning (see
// EndlessUsed).
func (b *builder) checkEndless() {
	endless := b.a.endless(b.ld.w.Check)
	calls := make([][]int, len(endless))        // by rule: the rules it calls
	endlessCalls := make([][]int, len(endless)) // by endless rule: the endless rules it calls
	for _, s := range b.a.states {
		if s == nil || s.rule < 0 {
			continue
		}
		for _, t := range s.trans {
			if t.typ != transRule || containsInt(calls[s.rule], t.rule) {
				continue
			}
			calls[s.rule] = append(calls[s.rule], t.rule)
			if endless[s.rule] && endless[t.rule] {
				endlessCalls[s.rule] = append(endlessCalls[s.rule], t.rule)
			}
		}
	}
	tokens := make([]bool, len(endless))
	for _, r := range b.g.rules {
		tokens[r.index] = b.lexer && !r.fragment
	}
	used := EndlessUsed(endless, calls, tokens)
	for _, r := range b.g.rules {
		switch {
		case !endless[r.index]:
		case used[r.index]:
			b.ld.errorf(r.file, r.def.Pos, "%s", EndlessMessage(r.name, b.ruleNames(endlessCalls[r.index])))
		default:
			b.ld.warnf(r.file, r.def.Pos, "%s%s", EndlessMessage(r.name, b.ruleNames(endlessCalls[r.index])), EndlessUnused)
		}
	}
}

// ruleNames returns the names of the rules of the indexes rules.
func (b *builder) ruleNames(rules []int) []string {
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = b.g.rules[r].name
	}
	return names
}
