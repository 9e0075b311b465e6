package interp

import (
	"fmt"
	"slices"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
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
