package gen

import (
	"fmt"
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// A replayer reads the choices of a parse: for each rule context, the
// path through the rule's ATN that consumes its children (a script),
// which the walker then follows, recording the rank of every alternative
// it takes where a generation would draw one.
type replayer struct {
	w        *walker
	file     string // the input, in messages
	src      string
	prev     int // the end of the last token made, in the source
	err      error
	paths    *atn.PathSearch
	lexCache map[relexKey]lexReplay

	textMisses int // tokens whose text no path of their lexer rules makes
}

// replayItem is a child of a rule context, to consume.
type replayItem struct {
	ctx        antlr.ParserRuleContext // a rule child; nil for a token
	tok        antlr.Token
	rule       int // a rule child's rule, else -1
	invoking   int // a rule child's invoking state, else -1
	typ        int // a token's type
	text       string
	start, end int  // a token's span in the source
	skip       bool // a token error recovery skipped: matched by nothing
	conjured   bool // a token error recovery made up
}

// A script is the path a rule context took through its rule's ATN.
type script struct {
	items []replayItem
	match []int // the indices in items of the children the path consumes
	path  []replayStep
	pos   int
}

// A replayStep is a state of a script's path and the transition taken out
// of it (nil at the end); consumes is the index in match of the child
// that transition consumed, or -1.
type replayStep struct {
	state    int
	t        *atn.Transition
	consumes int
}

func (sc *script) done() bool { return sc.pos >= len(sc.path) || sc.path[sc.pos].t == nil }

// step returns the transition the path takes out of state s, and the
// child it consumes, if any.
func (sc *script) step(s int) (*atn.Transition, *replayItem) {
	st := sc.path[sc.pos]
	if st.state != s {
		panic(fmt.Sprintf("parser: replay: the walk is in state %d, its path in state %d", s, st.state))
	}
	sc.pos++
	if st.consumes < 0 {
		return st.t, nil
	}
	return st.t, &sc.items[sc.match[st.consumes]]
}

func (w *walker) replay(tree antlr.ParserRuleContext, file, text string) (*Choices, error) {
	w.rp = &replayer{w: w, file: file, src: text, lexCache: map[relexKey]lexReplay{},
		paths: atn.NewPathSearch(w.t.a)}
	sc := w.rp.script(tree)
	w.root = w.rule(w.start, 0, nil, false, sc)
	if w.rp.err != nil {
		return nil, w.rp.err
	}
	w.tail = w.rp.src[w.rp.prev:]
	return w.choices(), nil
}

// fail records the first place where the walk cannot follow the parse.
func (rp *replayer) fail(it *replayItem, format string, args ...any) {
	if rp.err != nil {
		return
	}
	where := rp.file
	if it != nil && it.tok != nil {
		where = fmt.Sprintf("%s:%d:%d", rp.file, it.tok.GetLine(), it.tok.GetColumn()+1)
	}
	rp.err = fmt.Errorf("%s: %w: %s", where, ErrReplay, fmt.Sprintf(format, args...))
}

// hidden returns the text of the source between the last token made and
// item it, and moves past it. A token whose text the generator does not
// draw (virtual) takes its own text into its hidden text.
func (rp *replayer) hidden(it *replayItem, virtual bool) string {
	if it.conjured {
		return ""
	}
	start, end := max(it.start, rp.prev), max(it.end, rp.prev)
	pre := rp.src[rp.prev:start]
	if virtual {
		pre = rp.src[rp.prev:end]
	}
	rp.prev = end
	return pre
}

// replayDecision records the rank of transition tr among the alternatives
// open at decision state s.
func (w *walker) replayDecision(s, prec int, tr *atn.Transition, n *Node) {
	if w.ended {
		return
	}
	st := &w.t.a.States[s]
	cands := w.candidates(s, prec)
	k := slices.IndexFunc(cands, func(c cand) bool { return &st.Transitions[c.i] == tr })
	if k < 0 {
		w.rp.fail(nil, "decision %d of rule %s: the parse took an alternative the generator does not take here",
			s, w.t.g.Parser.RuleNames[st.Rule])
		return
	}
	if len(cands) > 1 {
		w.record(k, n)
	}
}

// script finds the path of rule context ctx.
func (rp *replayer) script(ctx antlr.ParserRuleContext) *script {
	a := rp.w.t.a
	rule := ctx.GetRuleIndex()
	sc := &script{items: rp.items(ctx)}
	var kids []atn.Child
	for i, it := range sc.items {
		if !it.skip {
			sc.match = append(sc.match, i)
			kids = append(kids, atn.Child{Rule: int32(it.rule), Invoking: int32(it.invoking), Type: int32(it.typ)})
		}
	}
	path, _ := rp.paths.Path(a.RuleStart[rule], a.RuleStop[rule], kids)
	if path == nil {
		return sc
	}
	sc.path = make([]replayStep, len(path))
	for k, st := range path {
		sc.path[k] = replayStep{state: int(st.State), consumes: -1}
		if k+1 < len(path) {
			sc.path[k].t = &a.States[st.State].Transitions[st.Out()]
			sc.path[k].consumes = int(path[k+1].Consumed)
		}
	}
	return sc
}

// items returns the children of ctx to consume; for a left-recursive rule,
// those of the contexts it nests (the operand before each operator) first.
func (rp *replayer) items(ctx antlr.ParserRuleContext) []replayItem {
	a := rp.w.t.a
	rule := ctx.GetRuleIndex()
	chain := []antlr.ParserRuleContext{ctx}
	if a.States[a.RuleStart[rule]].Precedence {
		for c := ctx; ; {
			kids := c.GetChildren()
			if len(kids) == 0 {
				break
			}
			inner, ok := kids[0].(antlr.ParserRuleContext)
			if !ok || inner.GetRuleIndex() != rule || inner.GetInvokingState() != a.RuleStart[rule] {
				break
			}
			chain = append(chain, inner)
			c = inner
		}
	}
	var out []replayItem
	for i := len(chain) - 1; i >= 0; i-- {
		kids := chain[i].GetChildren()
		if i < len(chain)-1 {
			kids = kids[1:]
		}
		for _, k := range kids {
			out = append(out, rp.item(k))
		}
	}
	return out
}

func (rp *replayer) item(k antlr.Tree) replayItem {
	switch k := k.(type) {
	case antlr.ParserRuleContext:
		return replayItem{ctx: k, rule: k.GetRuleIndex(), invoking: k.GetInvokingState(), typ: -2}
	case antlr.ErrorNode:
		tok := k.GetSymbol()
		it := rp.tokenItem(tok)
		it.skip = tok.GetTokenIndex() >= 0
		it.conjured = !it.skip
		return it
	case antlr.TerminalNode:
		return rp.tokenItem(k.GetSymbol())
	}
	panic(fmt.Sprintf("parser: replay: a child of type %T", k))
}

func (rp *replayer) tokenItem(tok antlr.Token) replayItem {
	start, end := input.Span(tok, len(rp.src))
	return replayItem{tok: tok, rule: -1, invoking: -1, typ: tok.GetTokenType(), text: rp.src[start:end], start: start, end: end}
}

// lexReplay is the choices that make a token's text: the rule's rank
// among the rules of its type, the decisions and characters of the path
// through it.
type lexReplay struct {
	ok     bool
	rule   int
	values []int
}

// lexChoices returns the choices that make the text of a token of the
// replay, of the type tt whose rules make it.
func (rp *replayer) lexChoices(tt, mode int, makers [][]int, it *replayItem) lexReplay {
	if it.conjured {
		return lexReplay{}
	}
	key := relexKey{tt<<8 | mode, it.text}
	if r, ok := rp.lexCache[key]; ok {
		return r
	}
	t := rp.w.t
	var res lexReplay
	for k, mk := range makers {
		var parts []string
		var rules []int
		switch {
		case len(mk) == 1 && t.joins(tt):
			parts = t.ruleChunks(mk[0], it.text)
			for range parts {
				rules = append(rules, mk[0])
			}
		case len(mk) == 1:
			parts, rules = []string{it.text}, mk
		default:
			n := t.longestMatch(mk[0], it.text)
			if n <= 0 || n >= len(it.text) {
				continue
			}
			parts, rules = []string{it.text[:n], it.text[n:]}, mk
		}
		var values []int
		if len(makers) > 1 {
			values = append(values, k)
		}
		ok := len(parts) > 0
		for i, part := range parts {
			v, found := t.lexPath(rules[i], part)
			if !found {
				ok = false
				break
			}
			values = append(values, v...)
			if len(mk) == 1 && t.joins(tt) {
				if i < len(parts)-1 {
					values = append(values, 1)
				} else {
					values = append(values, 0)
				}
			}
		}
		if ok {
			res = lexReplay{ok: true, rule: k, values: values}
			break
		}
	}
	if len(rp.lexCache) < 1<<20 {
		rp.lexCache[key] = res
	}
	return res
}
