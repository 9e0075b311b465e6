package gen

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/analysis"
)

// A walker makes one input: it walks the parser's ATN from the start
// rule, taking at each decision the alternative that its source of
// choices picks (generation), or the one a parse took, whose rank it then
// records (replay). Both go through the same steps, so that what a replay
// records, a generation from it makes again.
type walker struct {
	t     *Tables
	opts  Options
	start int
	ctx   context.Context // Generate's; nil for a replay
	steps int             // of the walk: ctx is looked at every stepsPerLook

	src     ChoiceSource
	srcDone bool     // the source has ended: everything is cheap from here
	hid     []string // the hidden texts of the last choice drawn (or the lead)
	hidK    int      // the tokens made since
	used    []Choice
	lead    []string
	tail    string
	drawer  []*Node // by choice: the rule node that drew it

	sem   SemanticState
	stack []int // the follow states of the rules being walked
	depth int
	ended bool // EOF was made: nothing but EOF may follow
	root  *Node

	text     []byte
	tokens   int
	offsets  []genTok
	lastText string // the last token with text, for separators
	lastMode int
	lastType int
	lastAt   int // where lastText starts in text
	lastNode *Node
	modes    []int  // the lexer's mode stack
	noSep    bool   // the lexer mode has no hidden separator
	allow    []int8 // by token type + 1: the semantics' answers at this point (0 unknown, 1 yes, 2 no)
	deadEnds int    // decisions where the semantics allowed nothing

	rp *replayer // replay only
}

// genTok is where a token ends in the text, and the rule node it is in.
type genTok struct {
	end  int
	node *Node
}

// stepsPerLook is how many steps a walk makes between two looks at its
// context.
const stepsPerLook = 256

// stopped is the bail-out panic of a walk whose context is done, which
// Generate recovers.
type stopped struct{ err error }

func (t *Tables) newWalker(ctx context.Context, opts Options, start int) *walker {
	w := &walker{t: t, ctx: ctx, opts: opts, start: start, modes: []int{0}}
	if t.sem != nil {
		w.sem = t.sem.Begin()
	}
	w.allow = make([]int8, t.a.MaxTokenType+2)
	w.noSep = len(t.separators(0)) == 0
	return w
}

// generate makes an input from src.
func (w *walker) generate(src ChoiceSource) *Generated {
	w.src = src
	if l, ok := src.(interface{ lead() []string }); ok {
		w.lead = l.lead()
		w.hid = w.lead
	}
	w.root = w.rule(w.start, 0, nil, false, nil)
	if tl, ok := src.(interface{ tail() string }); ok {
		w.tail = tl.tail()
		w.text = append(w.text, w.tail...)
	}
	return &Generated{Text: w.text, Choices: w.choices(), Tokens: w.tokens, DeadEnds: w.deadEnds, Overrun: w.srcDone}
}

func (w *walker) choices() *Choices {
	return &Choices{Lead: w.lead, Seq: w.used, Tail: w.tail, Runs: w.runs()}
}

// cheapAll reports whether every decision is cheap from here on: the
// source has ended or the output is as large as allowed.
func (w *walker) cheapAll() bool {
	return w.srcDone || w.opts.MaxTokens > 0 && w.tokens >= w.opts.MaxTokens
}

// rule walks rule r, invoked with precedence prec, as a child of parent.
// cheap says whether to complete it cheaply; sc is the script of a replay.
func (w *walker) rule(r, prec int, parent *Node, cheap bool, sc *script) *Node {
	a := w.t.a
	n := &Node{Rule: r, Parent: parent, first: len(w.used)}
	if parent != nil {
		parent.Children = append(parent.Children, n)
		n.depth = parent.depth + 1
		n.regenCheap = parent.regenCheap
	}
	w.depth++
	defer func() { w.depth-- }()
	if w.opts.MaxDepth > 0 && w.depth > w.opts.MaxDepth {
		cheap = true
	}
	if w.sem != nil {
		w.sem.Enter(n)
	}
	s, stop := a.RuleStart[r], a.RuleStop[r]
	// Invariant: s is the state the walk is in; everything before it is made.
	for s != stop {
		if w.steps++; w.steps%stepsPerLook == 0 && w.ctx != nil {
			if err := w.ctx.Err(); err != nil {
				panic(stopped{err})
			}
		}
		st := &a.States[s]
		var tr *atn.Transition
		var it *replayItem
		switch {
		case sc != nil && !sc.done():
			tr, it = sc.step(s)
			if len(st.Transitions) > 1 {
				w.replayDecision(s, prec, tr, n)
			}
		case sc != nil:
			// The parse's context ends here (error recovery cut it short):
			// the rest is the cheapest completion.
			sc = nil
			if !cheap {
				w.record(Default, n)
				cheap = true
			}
			continue
		case len(st.Transitions) == 1:
			tr = &st.Transitions[0]
		default:
			tr, cheap = w.decide(s, prec, cheap, n)
		}
		switch {
		case tr.Type == atn.TransitionRule:
			var child *script
			if it != nil {
				child = w.rp.script(it.ctx)
			}
			w.stack = append(w.stack, tr.Follow)
			w.rule(tr.Rule, tr.Index, n, cheap, child)
			w.stack = w.stack[:len(w.stack)-1]
			s = tr.Follow
			continue
		case tr.Type == atn.TransitionAction:
			if w.sem != nil && w.t.action[s] >= 0 {
				w.sem.Action(n, w.t.action[s])
			}
		case tr.Epsilon():
		default:
			cheap = w.token(tr, n, cheap, it)
		}
		s = tr.Target
	}
	n.last = len(w.used)
	if w.sem != nil {
		w.sem.Exit(n)
	}
	return n
}

// candidates returns the alternatives open at decision state s, in a rule
// invoked with precedence prec, cheapest first: those whose cheapest
// completion is finite, that the precedence predicates allow, that do not
// end the input where it cannot end, and that the semantics allow (all of
// the others if they allow none).
func (w *walker) candidates(s, prec int) []cand {
	t := w.t
	st := &t.a.States[s]
	var out, all []cand
	for i := range st.Transitions {
		tr := &st.Transitions[i]
		c := t.cost(tr)
		if c == analysis.Inf || !t.transPrecOK(tr, prec) {
			continue
		}
		k := cand{i: i, cost: c}
		all = append(all, k)
		if t.onlyEOF(tr.Target) && !w.endAllowed(tr.Target) {
			continue
		}
		if (w.sem != nil || w.noSep) && !w.allows(tr.Target) {
			continue
		}
		out = append(out, k)
	}
	if len(out) == 0 {
		out = all
		w.deadEnds++
	}
	if debugGen {
		fmt.Printf("cands at %d (%s) after %q: %v of %v\n", s, t.g.Parser.RuleNames[st.Rule], w.lastText, out, all)
	}
	return sortCands(out)
}

// onlyEOF reports whether every way on from state s to its rule's stop
// consumes EOF before any other token.
func (t *Tables) onlyEOF(s int) bool {
	if t.nullable[s] {
		return false
	}
	for i, word := range t.first[s] {
		if i == 0 {
			word &^= 1 // EOF
		}
		if word != 0 {
			return false
		}
	}
	return true
}

// transPrecOK reports whether the precedence predicates allow transition
// tr of a decision in a rule invoked with precedence prec.
func (t *Tables) transPrecOK(tr *atn.Transition, prec int) bool {
	if tr.Type == atn.TransitionPrecedence {
		return tr.Index >= prec
	}
	return tr.Type != atn.TransitionEpsilon || t.precOK(tr.Target, prec, 0)
}

// endAllowed reports whether the input may end at state s: the rest of
// the rule and of every rule being walked can do with EOF alone.
func (w *walker) endAllowed(s int) bool {
	if w.t.distEnd[s] == analysis.Inf {
		return false
	}
	for _, f := range w.stack {
		if w.t.distEnd[f] == analysis.Inf {
			return false
		}
	}
	return true
}

// allows reports whether the semantics allow a token that may come first
// on the way on from state s (through the rules being walked).
func (w *walker) allows(s int) bool {
	t := w.t
	if w.allowAny(t.first[s]) {
		return true
	}
	if !t.nullable[s] {
		return false
	}
	for k := len(w.stack) - 1; k >= 0; k-- {
		f := w.stack[k]
		if w.allowAny(t.first[f]) {
			return true
		}
		if !t.nullable[f] {
			return false
		}
	}
	return w.allowed(antlr.TokenEOF)
}

func (w *walker) allowAny(set genSet) bool {
	for i, word := range set {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			word &^= 1 << b
			if w.allowed(i*64 + b - 1) {
				return true
			}
		}
	}
	return false
}

// allowed asks the semantics whether a token of type typ may come next,
// once per token type between two tokens.
func (w *walker) allowed(typ int) bool {
	if w.sem == nil && !w.noSep {
		return true
	}
	switch w.allow[typ+1] {
	case 1:
		return true
	case 2:
		return false
	}
	ok := (w.sem == nil || w.sem.Allow(typ)) && w.apartable(typ)
	w.allow[typ+1] = 2
	if ok {
		w.allow[typ+1] = 1
	}
	return ok
}

// apartable reports whether a token of type typ, with its cheapest text,
// can follow the last token without running into it, where the lexer
// mode has no hidden text to put between them (the grammar parses its
// whitespace): an alternative that starts with one that cannot is left
// out, so that whitespace comes between where it must.
func (w *walker) apartable(typ int) bool {
	if !w.noSep || w.lastText == "" || typ == antlr.TokenEOF {
		return true
	}
	text, _ := w.t.cheapText(typ, typ, w.mode())
	return text == "" || w.t.apart(w.lastMode, w.lastText, "", text)
}

// decide takes the alternative of decision state s, drawing it from the
// source unless cheap; a Default drawn makes the rest of the rule cheap.
func (w *walker) decide(s, prec int, cheap bool, n *Node) (*atn.Transition, bool) {
	st := &w.t.a.States[s]
	if w.ended {
		if tr := w.endTransition(s); tr != nil {
			return tr, cheap
		}
	}
	cands := w.candidates(s, prec)
	if len(cands) == 0 {
		panic(fmt.Sprintf("parser: generate: decision state %d of rule %s has no alternative that ends", s, w.t.g.Parser.RuleNames[st.Rule]))
	}
	k, cheap := w.pick(len(cands), cheap, n)
	return &st.Transitions[cands[k].i], cheap
}

// pick picks one of n options: the cheapest (0) if cheap, else the one
// the source draws; a Default drawn makes the rest of the rule cheap.
func (w *walker) pick(n int, cheap bool, node *Node) (int, bool) {
	if n == 1 || w.cheapAll() {
		return 0, cheap
	}
	if cheap {
		w.cutMark(node)
		return 0, cheap
	}
	c, ok := w.src.Next(n)
	if !ok {
		w.srcDone = true
		return 0, cheap
	}
	w.hid, w.hidK = c.Hidden, 0
	if c.Value < 0 {
		w.used = append(w.used, Choice{Value: Default, Hidden: c.Hidden})
		w.drawer = append(w.drawer, node)
		node.regenCheap = true
		return 0, true
	}
	v := c.Value % n
	w.used = append(w.used, Choice{Value: v, Hidden: c.Hidden})
	w.drawer = append(w.drawer, node)
	return v, cheap
}

// cutMark records a Default where the generation is cheap (a rule past
// MaxDepth) but a generation from the choices used, without the limit,
// would draw a choice: so that the choices used make the same text.
func (w *walker) cutMark(node *Node) {
	if w.rp != nil || node.regenCheap || node.Rule < 0 && node.Parent.regenCheap {
		return
	}
	w.used = append(w.used, Choice{Value: Default})
	w.drawer = append(w.drawer, node)
	node.regenCheap = true
}

// endTransition returns the transition of state s on the cheapest way to
// the end that consumes nothing but EOF, or nil.
func (w *walker) endTransition(s int) *atn.Transition {
	st := &w.t.a.States[s]
	var best *atn.Transition
	bestCost := analysis.Inf
	for i := range st.Transitions {
		tr := &st.Transitions[i]
		c, next := w.t.edgeEnd(tr, w.t.distEnd)
		if c == analysis.Inf || w.t.distEnd[next] == analysis.Inf {
			continue
		}
		if c+w.t.distEnd[next] < bestCost {
			best, bestCost = tr, c+w.t.distEnd[next]
		}
	}
	return best
}

// typeCands returns the token types that transition tr may consume here,
// cheapest first.
func (w *walker) typeCands(tr *atn.Transition) []int {
	t := w.t
	maxT := t.a.MaxTokenType
	var out, all []int
	add := func(typ int) {
		c := t.typeCost[typ+1]
		if c == analysis.Inf {
			return
		}
		all = append(all, typ)
		if typ == antlr.TokenEOF && !w.endAllowed(tr.Target) || !w.allowed(typ) {
			return
		}
		out = append(out, typ)
	}
	if tr.Type == atn.TransitionAtom {
		add(tr.Lo)
	} else {
		for typ := -1; typ <= maxT; typ++ {
			if typ != 0 && tr.Matches(typ, 1, maxT) {
				add(typ)
			}
		}
	}
	if len(out) == 0 {
		out = all
		if len(all) > 0 {
			w.deadEnds++
		}
	}
	slices.SortStableFunc(out, func(x, y int) int { return cmpInt64(t.typeCost[x+1], t.typeCost[y+1]) })
	return out
}

// token makes the token of transition tr, in rule node n.
func (w *walker) token(tr *atn.Transition, n *Node, cheap bool, it *replayItem) bool {
	pre, hidden := w.takeHidden(it)
	tok := &Node{Rule: -1, Parent: n, depth: n.depth + 1}
	if w.ended && tr.Matches(antlr.TokenEOF, 1, w.t.a.MaxTokenType) {
		tok.Type = antlr.TokenEOF
		w.emit(tok, "", pre, hidden, nil)
		return cheap
	}
	cands := w.typeCands(tr)
	if len(cands) == 0 && it != nil {
		w.rp.fail(it, "token %s has no text the generator can make", w.t.g.Parser.TokenName(it.typ))
		tok.Type = it.typ
		w.emit(tok, it.text, pre, hidden, nil)
		return cheap
	}
	if len(cands) == 0 {
		panic(fmt.Sprintf("parser: generate: a transition of rule %s matches no token type with a text (%v)", w.t.g.Parser.RuleNames[n.Rule], *tr))
	}
	if it != nil {
		k := slices.Index(cands, it.typ)
		if k < 0 {
			w.rp.fail(it, "token %s is not one the generator may make here", w.t.g.Parser.TokenName(it.typ))
			k = 0
		}
		if len(cands) > 1 {
			w.record(k, n)
		}
		tok.Type = cands[k]
	} else {
		var k int
		k, cheap = w.pick(len(cands), cheap, n)
		tok.Type = cands[k]
	}
	if tok.Type == antlr.TokenEOF {
		w.ended = true
		w.emit(tok, "", pre, hidden, nil)
		return cheap
	}
	text, rule := w.tokenText(tok.Type, cheap, hidden, tok, it)
	w.emit(tok, text, pre, hidden, rule)
	return cheap
}

// takeHidden returns the hidden text that goes before the next token, and
// whether there is one. In a replay, it is the text of the source between
// the last token and this one, recorded on the last choice.
func (w *walker) takeHidden(it *replayItem) (string, bool) {
	if w.rp != nil {
		if it == nil {
			return "", false // a token of a cheap completion
		}
		pre := w.rp.hidden(it, w.isVirtual(it.typ))
		if len(w.used) == 0 {
			w.lead = append(w.lead, pre)
		} else {
			last := &w.used[len(w.used)-1]
			last.Hidden = append(last.Hidden, pre)
		}
		return pre, true
	}
	if w.hidK < len(w.hid) {
		w.hidK++
		return w.hid[w.hidK-1], true
	}
	w.hidK++
	return "", false
}

func (w *walker) isVirtual(typ int) bool {
	if w.sem == nil || typ == antlr.TokenEOF {
		return false
	}
	tt := w.sem.TextType(typ)
	return tt < 0
}

// tokenText returns the text of a token of type typ, and the lexer rules
// that make it (see makers).
func (w *walker) tokenText(typ int, cheap, hidden bool, n *Node, it *replayItem) (string, []int) {
	t := w.t
	mode := w.mode()
	tt := typ
	if w.sem != nil {
		tt = w.sem.TextType(typ)
		if opts := w.sem.Options(typ); opts != nil {
			var k int
			if it != nil {
				k = slices.Index(opts, it.text)
				if k < 0 {
					w.rp.fail(it, "%q is not one of the texts the generator gives a %s here", it.text, t.g.Parser.TokenName(typ))
					k = 0
				}
				if len(opts) > 1 {
					w.record(k, n)
				}
			} else {
				k, _ = w.pick(len(opts), cheap, n)
			}
			return opts[k], nil
		}
		if tt < 0 {
			text, _ := w.sem.Text(typ, "", hidden)
			return text, nil
		}
	}
	var drawn string
	var rule []int
	if cheap || w.cheapAll() && it == nil {
		drawn, rule = t.cheapText(typ, tt, mode)
		if makers := t.makers(tt, mode); !w.cheapAll() && (len(makers) > 1 || len(makers) == 1 && !t.fixedText(makers[0])) {
			w.cutMark(n)
		}
	} else if pool := t.names(tt, mode); len(pool) > 0 {
		drawn, rule = w.nameText(pool, typ, tt, mode, n, it)
	} else {
		drawn, rule = w.lexText(typ, tt, mode, n, it)
	}
	text, check := drawn, true
	if w.sem != nil {
		text, check = w.sem.Text(typ, drawn, hidden)
	}
	if check && it == nil && !t.relexIn(tt, text, mode) {
		text, rule = t.cheapText(typ, tt, mode)
		if w.sem != nil {
			text, _ = w.sem.Text(typ, text, hidden)
		}
	}
	return text, rule
}

// nameText returns the text of an identifier token of type typ: one
// decision picks a name of pool, or (the value past the pool's last) a
// text drawn from its lexer rules; a Default completes it cheaply.
func (w *walker) nameText(pool []string, typ, tt, mode int, n *Node, it *replayItem) (string, []int) {
	_, maker := w.t.cheapText(typ, tt, mode)
	if it != nil {
		k := slices.Index(pool, it.text)
		if k < 0 {
			k = len(pool)
		}
		w.record(k, n)
		if k < len(pool) {
			return pool[k], maker
		}
		return w.lexText(typ, tt, mode, n, it)
	}
	k, cheap := w.pick(len(pool)+1, false, n)
	switch {
	case cheap || w.cheapAll():
		return w.t.cheapText(typ, tt, mode)
	case k < len(pool):
		return pool[k], maker
	}
	return w.lexText(typ, tt, mode, n, it)
}

// mode returns the lexer mode the next token is made in, as the rules'
// mode commands set it.
func (w *walker) mode() int { return w.modes[len(w.modes)-1] }

// lexerCommands runs the mode commands of the lexer rules of a maker.
func (w *walker) lexerCommands(maker []int) {
	for _, r := range maker {
		w.ruleCommands(r)
	}
}

func (w *walker) ruleCommands(r int) {
	for _, act := range w.t.ruleActs[r] {
		switch act.Type {
		case atn.ActionMode:
			w.modes[len(w.modes)-1] = act.Arg
		case atn.ActionPushMode:
			w.modes = append(w.modes, act.Arg)
		case atn.ActionPopMode:
			if len(w.modes) > 1 {
				w.modes = w.modes[:len(w.modes)-1]
			}
		}
	}
}

// emit adds a token to the text, with the hidden text before it, or a
// separator where it would otherwise run into the token before it; rule
// is the lexer rule that makes it, whose mode commands then run.
func (w *walker) emit(tok *Node, text, pre string, hidden bool, rule []int) {
	typ, n := tok.Type, tok.Parent
	tok.Text = text
	mode := w.mode()
	defer func() {
		w.lexerCommands(rule)
		w.noSep = len(w.t.separators(w.mode())) == 0
	}()
	if text != "" {
		if (!hidden || pre == "") && w.lastText != "" {
			// What is between the last token with text and this one: the
			// hidden text of the empty tokens after it too (the blanks a
			// replay puts before the text grammar's GAP).
			between := string(w.text[w.lastAt+len(w.lastText):]) + pre
			pre += w.separate(between, text, mode)
		}
		// A separator for the eye only where the two tokens would touch:
		// not after the text of a virtual token (the text grammar's line
		// break), which may make a space at a line's start indentation.
		if !hidden && pre == "" && w.lastText != "" && len(w.text) == w.lastAt+len(w.lastText) && w.spaced(text) {
			pre = w.spacer(text, mode)
		}
	}
	if text != "" && !w.isVirtual(typ) {
		w.lastText, w.lastMode, w.lastType, w.lastAt, w.lastNode = text, mode, typ, len(w.text)+len(pre), tok
	}
	w.text = append(append(w.text, pre...), text...)
	if typ != antlr.TokenEOF {
		w.tokens++
	}
	n.Children = append(n.Children, tok)
	w.offsets = append(w.offsets, genTok{end: len(w.text), node: n})
	if w.sem != nil {
		w.sem.Token(typ, text, pre)
	}
	clear(w.allow)
}

// spaced reports whether Options.Spacing wants a separator between the
// last token with text and text, where the lexer needs none.
func (w *walker) spaced(text string) bool {
	switch w.opts.Spacing {
	case SpaceAll:
		return true
	case SpaceWords:
		last, _ := utf8.DecodeLastRuneInString(w.lastText)
		first, _ := utf8.DecodeRuneInString(text)
		return wordRune(last) && wordRune(first)
	}
	return false
}

// wordRune reports whether r is a letter, a digit or _.
func wordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// spacer returns the first separator of mode that keeps the last token
// and text apart, or "" if there is none.
func (w *walker) spacer(text string, mode int) string {
	for _, sep := range w.t.separators(mode) {
		if w.t.apart(w.lastMode, w.lastText, sep, text) {
			return sep
		}
	}
	return ""
}

// separate returns the separator that goes between the last token with
// text and text, after pre. If none keeps them apart, the last token ran
// into what follows (an unclosed quote, a comment to the end of the
// line): it then gets the cheapest text of its type, if that helps.
func (w *walker) separate(pre, text string, mode int) string {
	t := w.t
	sep, ok := t.separator(w.lastMode, w.lastText, pre, text, mode)
	if ok {
		return sep
	}
	repl, has := t.typeText[w.lastType]
	if !has || repl == "" || repl == w.lastText {
		return sep
	}
	sep2, ok := t.separator(w.lastMode, repl, pre, text, mode)
	if !ok {
		return sep
	}
	end := w.lastAt + len(w.lastText)
	delta := len(repl) - len(w.lastText)
	w.text = append(w.text[:w.lastAt:w.lastAt], append([]byte(repl), w.text[end:]...)...)
	for i := len(w.offsets) - 1; i >= 0 && w.offsets[i].end >= end; i-- {
		w.offsets[i].end += delta
	}
	w.lastText, w.lastNode.Text = repl, repl
	return sep2
}

// record appends a value to the choices of a replay.
var debugGen = false

func (w *walker) record(v int, n *Node) {
	if debugGen {
		fmt.Printf("rec  %d in %s\n", v, w.t.g.Parser.RuleNames[n.Rule])
	}
	w.used = append(w.used, Choice{Value: v})
	w.drawer = append(w.drawer, n)
}

func (w *walker) runs() []Run {
	var out []Run
	var walk func(n *Node)
	walk = func(n *Node) {
		if n.Rule < 0 {
			return
		}
		if n.last > n.first {
			cut := 1
			if d := w.drawer[n.first]; d != nil {
				cut = d.depth - n.depth + 1
			}
			out = append(out, Run{Rule: n.Rule, Start: n.first, End: n.last, Cut: cut})
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	if w.root != nil {
		walk(w.root)
	}
	return out
}

// repair returns the choices of out with the innermost rule around its
// first syntax error not tried yet completed cheaply (see Run.Cut).
func (w *walker) repair(out *Generated, tried map[int]bool) (*Choices, bool) {
	e := out.Errors[0]
	off := offsetOf(out.Text, e.Line, e.Column)
	var node *Node
	for _, tk := range w.offsets {
		if tk.end > off {
			node = tk.node
			break
		}
	}
	if node == nil && len(w.offsets) > 0 {
		node = w.offsets[len(w.offsets)-1].node
	}
	for n := node; n != nil; n = n.Parent {
		if n.last <= n.first || tried[n.first<<20|n.depth] {
			continue
		}
		if n.last-n.first == 1 && w.used[n.first].Value == Default {
			continue
		}
		tried[n.first<<20|n.depth] = true
		cut := 1
		if d := w.drawer[n.first]; d != nil {
			cut = d.depth - n.depth + 1
		}
		return out.Choices.Cut(Run{Start: n.first, End: n.last, Cut: cut}), true
	}
	return nil, false
}

// lexText draws the text of a token of type typ, whose text is that of
// type tt (Semantics.TextType), from the lexer rules of tt in lexer mode
// mode, or, in a replay, records the choices that make it; it returns the
// text and the rules that made it (see makers). Where it takes the
// cheapest text, it is typ's, as where the walk is cheap (tokenText).
func (w *walker) lexText(typ, tt, mode int, n *Node, it *replayItem) (string, []int) {
	t := w.t
	makers := t.makers(tt, mode)
	if len(makers) == 0 {
		return t.typeText[tt], nil
	}
	if it != nil {
		res := w.rp.lexChoices(tt, mode, makers, it)
		if !res.ok {
			// A text no rule makes (or none at all: a token error
			// recovery made up): its cheapest text instead.
			if !it.conjured {
				w.rp.textMisses++
			}
			if len(makers) > 1 || !t.fixedText(makers[0]) {
				w.record(Default, n)
			}
			return t.cheapText(typ, tt, mode)
		}
		for _, v := range res.values {
			w.record(v, n)
		}
		return it.text, makers[res.rule]
	}
	u0 := len(w.used)
	k, cheap := w.pick(len(makers), false, n)
	if cheap || w.cheapAll() {
		return t.cheapText(typ, tt, mode)
	}
	maker := makers[k]
	var b strings.Builder
	for _, r := range maker {
		w.lexRule(r, n, &b)
	}
	for len(maker) == 1 && t.joins(tt) {
		more, cheap := w.pick(2, false, n)
		if more == 0 || cheap {
			break
		}
		w.lexRule(maker[0], n, &b)
	}
	// The cheapest completion of a token's text from its start (the
	// sequence ended, or its first choice was Default) is its cheapest
	// text, as a rule's is its replacement.
	if len(w.used) == u0 && w.srcDone || len(w.used) > u0 && w.used[u0].Value == Default {
		return t.cheapText(typ, tt, mode)
	}
	return b.String(), maker
}

// lexRule walks lexer rule r, drawing its decisions and characters, and
// writes the text to b. A Default drawn completes the text cheaply.
func (w *walker) lexRule(r int, n *Node, b *strings.Builder) {
	t := w.t
	la := t.la
	var stack []int
	s := la.RuleStart[r]
	cheap := false
	for {
		st := &la.States[s]
		if st.Type == atn.StateRuleStop {
			if len(stack) == 0 {
				return
			}
			s, stack = stack[len(stack)-1], stack[:len(stack)-1]
			continue
		}
		var tr *atn.Transition
		if len(st.Transitions) == 1 {
			tr = &st.Transitions[0]
		} else {
			cands := t.lexCands(s)
			if len(cands) == 0 {
				return // no way to the end: cannot happen from a state of finite cost
			}
			var k int
			k, cheap = w.pick(len(cands), cheap || len(stack) > maxFragmentDepth, n)
			tr = &st.Transitions[cands[k].i]
		}
		switch {
		case tr.Type == atn.TransitionRule:
			stack = append(stack, tr.Follow)
			s = tr.Target
		case tr.Epsilon():
			s = tr.Target
		default:
			cs := t.charSet(tr)
			if cs.size == 0 {
				return
			}
			var k int
			if cs.size > 1 {
				k, cheap = w.pick(cs.size, cheap, n)
			}
			b.WriteRune(cs.at(k))
			s = tr.Target
		}
	}
}
