package interp

import (
	"fmt"

	"github.com/antlr4-go/antlr/v4"
)

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
	sh *recognizers

	hooks      ParserHooks // the built-in target code, or nil
	predicates []string    // the code of the predicates, by index, for messages

	// The nesting of rules since the parser last moved in the input: a
	// rule nested deeper than the grammar has rules, at one token, called
	// itself without reading anything, as only a broken ATN makes it.
	depth, atIndex, baseDepth int
}

// Loops is the panic of a parse whose rules call themselves without
// reading input, or whose loop (Loop) keeps going round without reading
// any, at a token's line and column (from 1 and from 0), which package
// parser recovers. Only a broken ATN does either.
type Loops struct {
	Rule      string
	Line, Col int
	Loop      bool
}

// passes follows the passes of one run of a loop: where the last began,
// and how many in a row began where the one before did.
type passes struct{ last, same int }

// maxSamePasses is how many passes in a row a loop may begin at the token
// where the pass before began. A pass may read nothing on a broken input:
// error recovery conjures the tokens it misses (at the end of the input, a
// + loop's first pass), and the error strategy's state changes from one
// such pass to the next; but once a few passes in a row have read nothing,
// the next begins as they did, and so does every one after it.
const maxSamePasses = 3

// pass begins a pass of a loop of rule r, and ends the parse with a Loops
// panic if the loop keeps going round without reading input (a corrupted
// .interp whose loop's error recovery read nothing looped for ever,
// issue 42, item 3).
func (p *interpParser) pass(ps *passes, r int) {
	i := p.GetTokenStream().Index()
	if i != ps.last {
		ps.last, ps.same = i, 0
		return
	}
	if ps.same++; ps.same >= maxSamePasses {
		t := p.GetCurrentToken()
		panic(Loops{Rule: p.GetRuleNames()[r], Line: t.GetLine(), Col: t.GetColumn(), Loop: true})
	}
}

// newParser returns a parser of the grammar, with the hooks that hooks
// makes, if not nil, and the code of its predicates.
func (sh *recognizers) newParser(input antlr.TokenStream, hooks func() ParserHooks, predicates []string) antlr.Parser {
	p := &interpParser{BaseParser: antlr.NewBaseParser(input), sh: sh}
	p.Interpreter = antlr.NewParserATNSimulator(p, sh.parseATN, sh.parseDFA, sh.parseCache)
	p.RuleNames = sh.parser.RuleNames
	p.LiteralNames = sh.parseLiteral
	p.SymbolicNames = sh.parseSymbolic
	p.GrammarFileName = sh.name
	if hooks != nil {
		p.hooks, p.predicates = hooks(), predicates
	}
	return p
}

// ParseRule parses the input from rule, as the generated method of the rule
// does when called from outside the parser. parser.Grammar.Parse calls it.
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
		panic(Loops{Rule: p.GetRuleNames()[r], Line: t.GetLine(), Col: t.GetColumn()})
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
			if !p.predicate(o) {
				return false
			}
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
	ps := passes{last: -1}
	for alt != o.exit && alt != antlr.ATNInvalidAltNumber {
		p.pass(&ps, f.rule)
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
	ps := passes{last: -1}
	for o.looks[0].has(p.GetTokenStream().LA(1)) {
		p.pass(&ps, f.rule)
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
	ps := passes{last: -1}
	for alt := o.enter; alt != o.exit && alt != antlr.ATNInvalidAltNumber; {
		p.pass(&ps, f.rule)
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
	ps := passes{last: -1}
	for ok := true; ok; ok = o.looks[0].has(p.GetTokenStream().LA(1)) {
		p.pass(&ps, f.rule)
		if !p.run(f, o.alts[0]) || !p.syncAt(o.loopBack) {
			return false
		}
	}
	return true
}

// ParserHooks are the built-in target code of one parser: its predicates
// (rule and index as the runtime gives them) and actions. Embed
// BaseParserHooks for the defaults.
type ParserHooks interface {
	Sempred(p antlr.Parser, ctx antlr.RuleContext, rule, index int) bool
	Action(p antlr.Parser, ctx antlr.RuleContext, rule, index int)
}

// BaseParserHooks are the defaults of ParserHooks: every predicate true,
// no action.
type BaseParserHooks struct{}

func (BaseParserHooks) Sempred(antlr.Parser, antlr.RuleContext, int, int) bool { return true }
func (BaseParserHooks) Action(antlr.Parser, antlr.RuleContext, int, int)       {}

// Sempred evaluates a semantic predicate, in prediction and in parsing,
// through the built-in target code; without it every predicate is true.
func (p *interpParser) Sempred(ctx antlr.RuleContext, rule, index int) bool {
	return p.hooks == nil || p.hooks.Sempred(p, ctx, rule, index)
}

// Action runs a parser action through the built-in target code; without
// it, it does nothing.
func (p *interpParser) Action(ctx antlr.RuleContext, rule, index int) {
	if p.hooks != nil {
		p.hooks.Action(p, ctx, rule, index)
	}
}

// predicate evaluates the predicate of o where the parse passes it, as
// generated code does: a false one is a FailedPredicateException. Without
// built-in target code, every predicate is true.
func (p *interpParser) predicate(o *op) bool {
	if p.hooks == nil || p.hooks.Sempred(p, p.GetParserRuleContext(), o.prec, o.arg) {
		return true
	}
	text := fmt.Sprintf("predicate %d", o.arg)
	if o.arg >= 0 && o.arg < len(p.predicates) {
		text = p.predicates[o.arg]
	}
	p.SetError(antlr.NewFailedPredicateException(p, text, ""))
	return false
}
