package interp

import (
	"fmt"
	"slices"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"

	"github.com/antlr4-go/antlr/v4"
)

// The interpreting parser runs each rule as a program of ops compiled from
// the rule's ATN (compileRules). Each op does what the code the ANTLR tool
// generates for Go does for the same element or block (the templates of
// tool/resources/org/antlr/v4/tool/templates/codegen/Go/Go.stg, 4.13.1):
// the same SetState, Sync and HasError checks, the same prediction, the
// same error exits. The tool picks a block's template by its LL(1) analysis
// of the block's decision (AnalysisPipeline, LL1Analyzer.getDecisionLookahead),
// which decisionLook repeats: error recovery differs between the LL(1)
// templates and the adaptive ones, so the interpreter must choose as the
// tool did to build the same trees.

// opKind is the kind of a step of a compiled rule.
type opKind uint8

const (
	opMatch            opKind = iota // match token arg (MatchToken)
	opMatchSet                       // match a token in set (MatchSet)
	opMatchNotSet                    // match a token not in set (MatchNotSet)
	opWildcard                       // match any token (Wildcard)
	opRule                           // invoke rule arg with precedence prec (InvokeRule)
	opPred                           // a semantic predicate: true (SemPred)
	opPrecPred                       // a precedence predicate, first step of an operator alternative of a left-recursive rule
	opSetStop                        // set the stop token after the primary alternatives of a left-recursive rule
	opAltBlock                       // choose an alternative by adaptive prediction (AltBlock)
	opLL1AltBlock                    // choose an alternative by LA(1) (LL1AltBlock)
	opOptionalBlock                  // (...)? by adaptive prediction (OptionalBlock)
	opLL1OptionalBlock               // (...)? by LA(1) (LL1OptionalBlock, LL1OptionalBlockSingleAlt)
	opStarBlock                      // (...)* by adaptive prediction (StarBlock)
	opLL1StarBlock                   // (...)* by LA(1) (LL1StarBlockSingleAlt)
	opPlusBlock                      // (...)+ by adaptive prediction (PlusBlock)
	opLL1PlusBlock                   // (...)+ by LA(1) (LL1PlusBlockSingleAlt)
)

var opKindNames = [...]string{"match", "match-set", "match-not-set", "wildcard", "rule", "pred",
	"prec-pred", "set-stop", "alt-block", "ll1-alt-block", "optional-block", "ll1-optional-block",
	"star-block", "ll1-star-block", "plus-block", "ll1-plus-block"}

func (k opKind) String() string {
	if int(k) < len(opKindNames) {
		return opKindNames[k]
	}
	return fmt.Sprintf("opKind(%d)", k)
}

// op is one step of a compiled rule.
type op struct {
	kind  opKind
	state int // the state the step sets first (p.SetState); (...)+: the block start
	arg   int // opMatch: the token type; opRule: the rule; opPrecPred: the precedence; blocks: the decision
	prec  int // opRule: the precedence argument of a left-recursive rule
	set   tokenSet

	// Blocks. alts are by alternative number - 1, the order of the decision
	// state's transitions; the bypass alternative of (...)? is empty.
	// Loops have one alternative, their body.
	alts     [][]op
	looks    []tokenSet // LL(1) blocks: the lookahead of each alternative
	table    altTable   // LL(1) alternative and optional blocks: the alternative of each token
	bypass   int        // (...)?: the index of the bypass alternative
	outer    bool       // the alternatives of the rule's own block (EnterOuterAlt)
	loopBack int        // loops: the loop-back state
	enter    int        // adaptive loops: the alternative that enters the body
	exit     int        // adaptive loops: the alternative that leaves the loop
	precLoop bool       // (...)*: the operator loop of a left-recursive rule
}

// rulePlan is a compiled rule.
type rulePlan struct {
	start     int  // the RuleStart state
	recursive bool // left-recursive: runs with a precedence
	outerAlt  bool // one alternative: EnterOuterAlt(ctx, 1) at entry
	body      []op
}

// compileRules compiles every rule of a parser ATN.
func compileRules(in *atn.Interp, w *watch.Watch) ([]rulePlan, error) {
	c := &compiler{atn: in.ATN, decision: make([]int, len(in.ATN.States)), active: make([]bool, len(in.ATN.States))}
	for i := range c.decision {
		c.decision[i] = -1
	}
	for d, s := range in.ATN.Decisions {
		c.decision[s] = d
	}
	an := newLookAnalyzer(in.ATN)
	c.looks = make([][]tokenSet, len(in.ATN.Decisions))
	w.Begin("analysing the decisions of the parser", len(in.ATN.Decisions))
	for d, s := range in.ATN.Decisions {
		w.Step()
		c.looks[d] = an.decisionLook(s)
	}
	plans := make([]rulePlan, len(in.ATN.RuleStart))
	w.Begin("compiling the rules of the parser", len(plans))
	for r := range plans {
		w.Step()
		p, err := c.rule(r)
		if err != nil {
			return nil, fmt.Errorf("rule %s: %w", in.RuleNames[r], err)
		}
		plans[r] = p
	}
	return plans, nil
}

// compiler turns the ATN of a rule into ops, recognizing the shapes the
// tool's ParserATNFactory builds for each construct of a grammar.
type compiler struct {
	atn      *atn.ATN
	decision []int        // by state: its decision number, or -1
	looks    [][]tokenSet // by decision: the LL(1) lookahead, nil if not LL(1)
	active   []bool       // by state: a block or loop being compiled, which cannot nest in itself
}

// enter marks the block or loop at state s as being compiled, and fails if
// it is already: a corrupt ATN whose blocks nest in a cycle.
func (c *compiler) enter(s int) error {
	if c.active[s] {
		return fmt.Errorf("state %d: a block nested in itself", s)
	}
	c.active[s] = true
	return nil
}

func (c *compiler) rule(r int) (rulePlan, error) {
	a := c.atn
	start := a.RuleStart[r]
	st := &a.States[start]
	if len(st.Transitions) != 1 || a.RuleStop[r] < 0 {
		return rulePlan{}, fmt.Errorf("state %d: a malformed rule start", start)
	}
	body, err := c.seq(st.Transitions[0].Target, a.RuleStop[r], -1)
	if err != nil {
		return rulePlan{}, err
	}
	p := rulePlan{start: start, recursive: st.Precedence, outerAlt: true, body: body}
	// A rule of several alternatives is one block whose end returns: the
	// generated code enters the outer alternative in each branch. (A rule
	// that is one block in parentheses compiles to the same ATN; the runtime
	// makes nothing of the difference.)
	if !p.recursive && len(body) == 1 && (body[0].kind == opAltBlock || body[0].kind == opLL1AltBlock) {
		end := a.States[body[0].state].End
		if t := a.States[end].Transitions; len(t) == 1 && t[0].Target == a.RuleStop[r] {
			p.outerAlt, body[0].outer = false, true
		}
	}
	return p, nil
}

// seq compiles the path from state s up to state stop or stop2 (-1 for
// none): the elements of an alternative, in order.
func (c *compiler) seq(s, stop, stop2 int) ([]op, error) {
	a := c.atn
	var ops []op
	// Invariant: s is the state after the last compiled element.
	for steps := 0; s != stop && s != stop2; steps++ {
		if steps > len(a.States) {
			return nil, fmt.Errorf("state %d: a cycle that is no loop", s)
		}
		st := &a.States[s]
		switch st.Type {
		case atn.StateBlockStart:
			if err := c.enter(s); err != nil {
				return nil, err
			}
			o, err := c.block(s)
			c.active[s] = false
			if err != nil {
				return nil, err
			}
			ops = append(ops, o)
			s = st.End
			continue
		case atn.StateStarLoopEntry:
			if a.PrecedenceLoop(s) {
				ops = append(ops, op{kind: opSetStop})
			}
			if err := c.enter(s); err != nil {
				return nil, err
			}
			o, next, err := c.star(s)
			c.active[s] = false
			if err != nil {
				return nil, err
			}
			ops, s = append(ops, o), next
			continue
		case atn.StatePlusBlockStart:
			if err := c.enter(s); err != nil {
				return nil, err
			}
			o, next, err := c.plus(s)
			c.active[s] = false
			if err != nil {
				return nil, err
			}
			ops, s = append(ops, o), next
			continue
		case atn.StateBasic, atn.StateBlockEnd, atn.StateLoopEnd:
		default:
			return nil, fmt.Errorf("state %d: unexpected %s state", s, st.Type)
		}
		if len(st.Transitions) != 1 {
			return nil, fmt.Errorf("state %d: %d transitions out of a %s state", s, len(st.Transitions), st.Type)
		}
		t := &st.Transitions[0]
		switch t.Type {
		case atn.TransitionEpsilon, atn.TransitionAction:
		case atn.TransitionAtom:
			ops = append(ops, op{kind: opMatch, state: s, arg: t.Lo})
		case atn.TransitionRange, atn.TransitionSet:
			ops = append(ops, op{kind: opMatchSet, state: s, set: c.tokenSet(t)})
		case atn.TransitionNotSet:
			ops = append(ops, op{kind: opMatchNotSet, state: s, set: c.tokenSet(t)})
		case atn.TransitionWildcard:
			ops = append(ops, op{kind: opWildcard, state: s})
		case atn.TransitionRule:
			ops = append(ops, op{kind: opRule, state: s, arg: t.Rule, prec: t.Index})
			s = t.Follow
			continue
		case atn.TransitionPredicate:
			ops = append(ops, op{kind: opPred, state: s})
		case atn.TransitionPrecedence:
			ops = append(ops, op{kind: opPrecPred, state: s, arg: t.Index})
		default:
			return nil, fmt.Errorf("state %d: unexpected %s transition", s, t.Type)
		}
		s = t.Target
	}
	return ops, nil
}

// tokenSet returns the symbols of a set, range or atom transition.
func (c *compiler) tokenSet(t *atn.Transition) tokenSet {
	switch t.Type {
	case atn.TransitionRange, atn.TransitionAtom:
		return makeTokenSet([]atn.Interval{{Lo: t.Lo, Hi: t.Hi}})
	}
	return makeTokenSet(slices.Clone(t.Set))
}

// block compiles the block that starts at state s: a choice between its
// alternatives, a (...)? block, or the body of a loop of more than one
// alternative.
func (c *compiler) block(s int) (op, error) {
	st := &c.atn.States[s]
	d := c.decision[s]
	if d < 0 || len(st.Transitions) < 2 {
		return op{}, fmt.Errorf("state %d: a block without a decision", s)
	}
	o := op{state: s, arg: d, bypass: -1, alts: make([][]op, len(st.Transitions))}
	for i, t := range st.Transitions {
		if t.Type != atn.TransitionEpsilon {
			return op{}, fmt.Errorf("state %d: a block entered by a %s transition", s, t.Type)
		}
		if t.Target == st.End && st.Type == atn.StateBlockStart {
			o.bypass = i
			continue
		}
		alt, err := c.seq(t.Target, st.End, -1)
		if err != nil {
			return op{}, err
		}
		o.alts[i] = alt
	}
	o.looks = c.looks[d]
	switch {
	case o.bypass >= 0 && o.looks != nil:
		o.kind = opLL1OptionalBlock
		o.table = newAltTable(o.looks, o.bypass)
	case o.bypass >= 0:
		o.kind = opOptionalBlock
	case o.looks != nil:
		o.kind = opLL1AltBlock
		o.table = newAltTable(o.looks, -1)
	default:
		o.kind = opAltBlock
	}
	return o, nil
}

// body compiles the body of a loop: the block that starts at state s and
// ends at its block end, which leads to the loop-back state.
func (c *compiler) body(s int) (body []op, loopBack int, err error) {
	st := &c.atn.States[s]
	if st.End < 0 || len(c.atn.States[st.End].Transitions) != 1 {
		return nil, 0, fmt.Errorf("state %d: a loop block without its end", s)
	}
	loopBack = c.atn.States[st.End].Transitions[0].Target
	if len(st.Transitions) > 1 {
		o, err := c.block(s)
		return []op{o}, loopBack, err
	}
	if len(st.Transitions) != 1 || st.Transitions[0].Type != atn.TransitionEpsilon {
		return nil, 0, fmt.Errorf("state %d: a malformed loop block", s)
	}
	body, err = c.seq(st.Transitions[0].Target, st.End, loopBack)
	return body, loopBack, err
}

// star compiles the (...)* loop whose entry is state s and returns it and
// the state after the loop.
func (c *compiler) star(s int) (op, int, error) {
	st := &c.atn.States[s]
	d := c.decision[s]
	if d < 0 || len(st.Transitions) != 2 {
		return op{}, 0, fmt.Errorf("state %d: a malformed (...)* loop", s)
	}
	enter, exit := 0, 1 // the greedy order: enter first
	if st.NonGreedy {
		enter, exit = 1, 0
	}
	bs := st.Transitions[enter].Target
	if c.atn.States[bs].Type != atn.StateStarBlockStart {
		return op{}, 0, fmt.Errorf("state %d: a (...)* loop without its block", s)
	}
	body, loopBack, err := c.body(bs)
	if err != nil {
		return op{}, 0, err
	}
	o := op{kind: opStarBlock, state: s, arg: d, alts: [][]op{body}, loopBack: loopBack,
		enter: enter + 1, exit: exit + 1, precLoop: c.atn.PrecedenceLoop(s)}
	if look := c.looks[d]; look != nil {
		o.kind, o.looks = opLL1StarBlock, look
	}
	return o, st.Transitions[exit].Target, nil
}

// plus compiles the (...)+ loop whose block starts at state s and returns
// it and the state after the loop.
func (c *compiler) plus(s int) (op, int, error) {
	body, loopBack, err := c.body(s)
	if err != nil {
		return op{}, 0, err
	}
	lb := &c.atn.States[loopBack]
	d := c.decision[loopBack]
	if lb.Type != atn.StatePlusLoopBack || d < 0 || len(lb.Transitions) != 2 {
		return op{}, 0, fmt.Errorf("state %d: a (...)+ loop without its loop back", s)
	}
	enter, exit := 0, 1
	if lb.NonGreedy {
		enter, exit = 1, 0
	}
	o := op{kind: opPlusBlock, state: s, arg: d, alts: [][]op{body}, loopBack: loopBack,
		enter: enter + 1, exit: exit + 1}
	if look := c.looks[d]; look != nil {
		o.kind, o.looks = opLL1PlusBlock, look
	}
	return o, lb.Transitions[exit].Target, nil
}

// RuleParser is a parser that parses from a rule given by its index: the
// interpreting parser, which has no method per rule.
type RuleParser interface {
	antlr.Parser
	ParseRule(rule int) antlr.ParserRuleContext
}

// interpParser is the parser of an interpreted grammar. It embeds a
// BaseParser as generated parsers do, and runs the compiled rules with it.
type interpParser struct {
	*antlr.BaseParser
	sh *Recognizers

	// The nesting of rules since the parser last moved in the input: a
	// rule nested deeper than the grammar has rules, at one token, called
	// itself without reading anything, as only a broken ATN makes it.
	depth, atIndex, baseDepth int
}

// Loops is the panic of a parse whose rules call themselves without
// reading input (at a token's line and column, from 1 and from 0), which
// package parser recovers.
type Loops struct {
	Rule      string
	Line, Col int
}

// NewParser returns a parser of the grammar.
func (sh *Recognizers) NewParser(input antlr.TokenStream) antlr.Parser {
	p := &interpParser{BaseParser: antlr.NewBaseParser(input), sh: sh}
	p.Interpreter = antlr.NewParserATNSimulator(p, sh.parseATN, sh.parseDFA, sh.parseCache)
	p.RuleNames = sh.parser.RuleNames
	p.LiteralNames = sh.parseLiteral
	p.SymbolicNames = sh.parseSymbolic
	p.GrammarFileName = sh.name
	return p
}

// Sempred evaluates a semantic predicate, in prediction and in parsing:
// every predicate is true, as its code cannot run here.
func (p *interpParser) Sempred(antlr.RuleContext, int, int) bool { return true }

// Action runs a parser action: it does nothing.
func (p *interpParser) Action(antlr.RuleContext, int, int) {}

// ParseRule parses the input from rule, as the generated method of the rule
// does when called from outside the parser. Grammar.Parse calls it.
func (p *interpParser) ParseRule(rule int) antlr.ParserRuleContext {
	return p.rule(rule, 0)
}

// frame is the state of one invocation of a rule: the locals of the
// generated rule function.
type frame struct {
	rule        int
	start       int
	recursive   bool
	ctx         antlr.ParserRuleContext // localctx
	parent      antlr.ParserRuleContext // _parentctx
	parentState int                     // _parentState
}

// newContext makes the context of an invocation of rule, as the generated
// NewXContext(p, parent, invokingState) does.
func newContext(parent antlr.ParserRuleContext, invokingState, rule int) antlr.ParserRuleContext {
	ctx := antlr.NewBaseParserRuleContext(parent, invokingState)
	ctx.RuleIndex = rule
	return ctx
}

// rule runs rule r with precedence prec (for a left-recursive rule): the
// generated rule function (RuleFunction, LeftRecursiveRuleFunction).
func (p *interpParser) rule(r, prec int) antlr.ParserRuleContext {
	plan := &p.sh.rules[r]
	if i := p.GetTokenStream().Index(); i != p.atIndex || p.depth < p.baseDepth {
		p.atIndex, p.baseDepth = i, p.depth
	} else if p.depth-p.baseDepth > 2*len(p.sh.rules)+16 {
		t := p.GetCurrentToken()
		panic(Loops{p.GetRuleNames()[r], t.GetLine(), t.GetColumn()})
	}
	p.depth++
	defer func() { p.depth-- }()
	f := frame{rule: r, start: plan.start, recursive: plan.recursive,
		parent: p.GetParserRuleContext(), parentState: p.GetState()}
	f.ctx = newContext(f.parent, f.parentState, r)
	if plan.recursive {
		p.EnterRecursionRule(f.ctx, plan.start, r, prec)
	} else {
		p.EnterRule(f.ctx, plan.start, r)
	}
	if plan.outerAlt {
		p.EnterOuterAlt(f.ctx, 1)
	}
	p.run(&f, plan.body) // on an error, the rule ends here (goto errorExit)
	if p.HasError() {
		v := p.GetError()
		f.ctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	if plan.recursive {
		p.UnrollRecursionContexts(f.parent)
	} else {
		p.ExitRule()
	}
	return f.ctx
}

// predict runs adaptive prediction at decision d.
func (p *interpParser) predict(d int) int {
	return p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), d, p.GetParserRuleContext())
}

// sync sets the state and synchronizes, as generated code does before each
// block and loop iteration.
func (p *interpParser) sync(state int) {
	p.SetState(state)
	p.GetErrorHandler().Sync(p)
}

// matchWildcard is what generated code's MatchWildcard does, without the
// runtime's crash: BaseParser.MatchWildcard adds the token RecoverInline
// returns to the tree without checking it, and that token is nil when
// recovery fails (a wildcard at the end of the input). As in generated
// code, the rule goes on after it.
func (p *interpParser) matchWildcard() {
	if p.GetCurrentToken().GetTokenType() > 0 {
		p.GetErrorHandler().ReportMatch(p)
		p.Consume()
		return
	}
	t := p.GetErrorHandler().RecoverInline(p)
	if t != nil && !p.HasError() && p.BuildParseTrees && t.GetTokenIndex() == -1 {
		p.GetParserRuleContext().AddErrorNode(t)
	}
}

// run runs ops and reports false if one of them ended the rule with an
// error (the generated code's goto errorExit).
func (p *interpParser) run(f *frame, ops []op) bool {
	for i := range ops {
		o := &ops[i]
		switch o.kind {
		case opMatch:
			p.SetState(o.state)
			p.Match(o.arg)
			if p.HasError() {
				return false
			}
		case opMatchSet, opMatchNotSet:
			p.SetState(o.state)
			la := p.GetTokenStream().LA(1)
			var ok bool
			if o.kind == opMatchSet {
				ok = o.set.has(la)
			} else {
				ok = la > 0 && !o.set.has(la)
			}
			if ok {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			} else {
				p.GetErrorHandler().RecoverInline(p)
			}
		case opWildcard:
			p.SetState(o.state)
			p.matchWildcard()
		case opRule:
			p.SetState(o.state)
			p.rule(o.arg, o.prec)
		case opPred:
			p.SetState(o.state)
		case opPrecPred:
			if f.recursive {
				f.ctx = newContext(f.parent, f.parentState, f.rule)
				p.PushNewRecursionContext(f.ctx, f.start, f.rule)
			}
			p.SetState(o.state)
			if !p.Precpred(p.GetParserRuleContext(), o.arg) {
				p.SetError(antlr.NewFailedPredicateException(p,
					fmt.Sprintf("p.Precpred(p.GetParserRuleContext(), %d)", o.arg), ""))
				return false
			}
		case opSetStop:
			p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
		default:
			if !p.runBlock(f, o) {
				return false
			}
		}
	}
	return true
}

// runAlt runs alternative i of a block.
func (p *interpParser) runAlt(f *frame, o *op, i int) bool {
	if o.outer {
		p.EnterOuterAlt(f.ctx, i+1)
	}
	return p.run(f, o.alts[i])
}

// runBlock runs a block op, as the template of its kind in generated code
// would.
func (p *interpParser) runBlock(f *frame, o *op) bool {
	switch o.kind {
	case opAltBlock:
		return p.altBlock(f, o)
	case opLL1AltBlock:
		return p.ll1AltBlock(f, o)
	case opOptionalBlock:
		return p.optionalBlock(f, o)
	case opLL1OptionalBlock:
		return p.ll1OptionalBlock(f, o)
	case opStarBlock:
		return p.starBlock(f, o)
	case opLL1StarBlock:
		return p.ll1StarBlock(f, o)
	case opPlusBlock:
		return p.plusBlock(f, o)
	case opLL1PlusBlock:
		return p.ll1PlusBlock(f, o)
	}
	panic(fmt.Sprintf("parser: interpreter: op %s is no block", o.kind))
}

// syncAt syncs at state and reports whether the parse may go on.
func (p *interpParser) syncAt(state int) bool {
	p.sync(state)
	return !p.HasError()
}

// altBlock: (a | b | ...), predicted.
func (p *interpParser) altBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	alt := p.predict(o.arg)
	if alt == antlr.ATNInvalidAltNumber {
		return false
	}
	if alt >= 1 && alt <= len(o.alts) {
		return p.runAlt(f, o, alt-1)
	}
	return true
}

// ll1AltBlock: (a | b | ...), chosen by the next token.
func (p *interpParser) ll1AltBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	if i := o.table.alt(p.GetTokenStream().LA(1)); i >= 0 {
		return p.runAlt(f, o, i)
	}
	p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
	return false
}

// optionalBlock: (...)?, predicted. No HasError check after the sync;
// prediction runs again for each alternative tried.
func (p *interpParser) optionalBlock(f *frame, o *op) bool {
	p.sync(o.state)
	for i := range o.alts {
		if i == o.bypass {
			continue
		}
		if p.predict(o.arg) == i+1 {
			return p.run(f, o.alts[i])
		} else if p.HasError() {
			return false
		}
	}
	return true
}

// ll1OptionalBlock: (...)?, chosen by the next token.
func (p *interpParser) ll1OptionalBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	if i := o.table.alt(p.GetTokenStream().LA(1)); i >= 0 {
		return p.run(f, o.alts[i])
	}
	return true
}

// starBlock: (...)*, predicted before each pass.
func (p *interpParser) starBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	alt := p.predict(o.arg)
	if p.HasError() {
		return false
	}
	for alt != o.exit && alt != antlr.ATNInvalidAltNumber {
		if alt == o.enter {
			if o.precLoop && p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			if !p.run(f, o.alts[0]) {
				return false
			}
		}
		if !p.syncAt(o.loopBack) {
			return false
		}
		alt = p.predict(o.arg)
		if p.HasError() {
			return false
		}
	}
	return true
}

// ll1StarBlock: (...)*, for as long as the next token starts a pass.
func (p *interpParser) ll1StarBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	for o.looks[0].has(p.GetTokenStream().LA(1)) {
		if !p.run(f, o.alts[0]) || !p.syncAt(o.loopBack) {
			return false
		}
	}
	return true
}

// plusBlock: (...)+, predicted after each pass.
func (p *interpParser) plusBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	for alt := o.enter; alt != o.exit && alt != antlr.ATNInvalidAltNumber; {
		if alt != o.enter {
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			return false
		}
		if !p.run(f, o.alts[0]) {
			return false
		}
		p.sync(o.loopBack) // no HasError check here
		alt = p.predict(o.arg)
		if p.HasError() {
			return false
		}
	}
	return true
}

// ll1PlusBlock: (...)+, again for as long as the next token starts a pass.
func (p *interpParser) ll1PlusBlock(f *frame, o *op) bool {
	if !p.syncAt(o.state) {
		return false
	}
	for ok := true; ok; ok = o.looks[0].has(p.GetTokenStream().LA(1)) {
		if !p.run(f, o.alts[0]) || !p.syncAt(o.loopBack) {
			return false
		}
	}
	return true
}
