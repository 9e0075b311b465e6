package parser

import (
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// Error recovery keeps a syntax error local: one unknown construct costs
// its statement or its bracket group, never the rest of the input. It is
// the strategy of every parse, by a generated parser or by the
// interpreting one (which calls the error strategy where generated code
// does), so bundled grammars and grammars loaded at run time recover
// alike.
//
// The runtime's default recovery resynchronizes at any token that can
// follow a rule being parsed, anywhere up the stack of rules: inside a
// class body it stops at a token that only the namespace around the class
// expects, the class ends there, a "}" of a block inside the broken
// construct closes the namespace, and the rest of the input is one flat
// run of error tokens. Here brackets (see input.Brackets: the literal
// tokens ( ) [ ] { }, and other pairs the grammar only uses around a rule
// reference) bound what recovery does:
//
//   - A bracket group is skipped whole: an opener and everything up to the
//     closer that matches it in the input (nesting counted, input.Groups).
//     An opener that nothing closes is one token.
//   - A closer is never skipped while a rule on the stack holds its opener
//     (the parser matched the opener and not yet its closer): the rule
//     that holds it takes it. A rule that fails holding an opener skips to
//     the opener's closer before it ends, so that its group ends with it. A
//     closer whose opener no rule holds is stray and skipped.
//   - Recovery resynchronizes at a token that can go on within the
//     innermost open group: one that can follow the rules on the stack up
//     to the rule that holds the group's opener, not past it (nothing
//     outside the group can go on before its closer): the next statement
//     or member of the list the error is in, or the group's closer.
//   - Where a rule expects a closer and the input has it further on, the
//     tokens before it are skipped rather than a closer conjured (which
//     would leave the real one to close a group around); where a rule
//     expects an opener and the input has one further on before any
//     closer, the tokens before it are skipped rather than an opener
//     conjured (namespace std __attribute__ ((...)) { ... }).
//   - Single-token deletion never deletes a closer of an open group or an
//     opener whose group closes.
//
// Recovery always makes progress: a rule that fails at the same token in
// the same state with the same stack of rules as before (a loop that
// calls it again and again without reading) skips one token first.
//
// A parse that bails out at its first syntax error (the SLL pass of
// Grammar.Parse) uses the runtime's recovery, which only reports.

// skippedChannel is the channel of the tokens that error recovery took
// out of a parse: it took the token where a prediction failed out of the
// input, for the prediction to try again without it (see the strategy
// above). The parse tree has no node of them, and the tree of package
// tree has them as hidden text (whitespace and comments are on other
// channels); they are in error all the same.
const skippedChannel = input.SkippedChannel

// newErrorStrategy returns the error strategy of a parse; recovering is
// false for a parse that bails out at its first syntax error.
func (g *Grammar) newErrorStrategy(stop input.Stopper, recovering bool, tokens *input.Buffer) *errorStrategy {
	s := &errorStrategy{DefaultErrorStrategy: antlr.NewDefaultErrorStrategy(), stop: stop, atn: g.Parser.ATN, tokens: tokens}
	if recovering {
		g.recoveryOnce.Do(func() {
			g.brackets = input.NewBrackets(g.bracketNames(), g.Parser.ATN)
			g.follows = input.NewFollows(g.Parser.ATN)
		})
		s.brackets, s.follows = g.brackets, g.follows
		s.count = make([]int32, s.brackets.Count()+1)
		s.errAt = map[int]antlr.ParserRuleContext{}
		s.noOpener = map[int][2]int{}
		s.hollow = map[int][]antlr.Token{}
	}
	return s
}

// bracketNames returns the literal names of the parser's tokens, with the
// fixed text of a token that its lexer rule gives one (see
// input.LexerTexts) where the name is missing.
func (g *Grammar) bracketNames() []string {
	names := slices.Clone(g.Parser.LiteralNames)
	if g.Lexer == nil || g.Lexer.ATN == nil {
		return names
	}
	for t, text := range input.LexerTexts(g.Lexer.ATN, len(names)) {
		if text != "" && names[t] == "" {
			names[t] = "'" + text + "'"
		}
	}
	return names
}

// errorStrategy is the runtime's default error strategy with these
// changes: a stopper looks at the context at every step (parsers call
// Sync before every decision and ReportMatch after every token matched,
// and the rest in error recovery); recovery at the end of the input takes
// constant time: a missing token is conjured at once, and resynchronizing
// does nothing (the runtime computes what may follow through every rule
// being parsed, to check that the token is missing indeed and to know
// where to resynchronize; at the end of an input with a deep unclosed
// nesting, every level pays for the depth of all); and in a parse that
// recovers, recovery keeps to bracket groups as the comment above says.
type errorStrategy struct {
	*antlr.DefaultErrorStrategy
	stop input.Stopper
	atn  *atn.ATN

	tokens *input.Buffer // the tokens the parser reads (through its own stream, maybe)

	// A parse that recovers; nil in one that bails out.
	brackets *input.Brackets
	follows  *input.Follows
	open     []openBracket // the brackets open, innermost last
	count    []int32       // by pair: how many of open are of it
	groups   *input.Groups // the input's groups, from the first recovery on
	// The rules that failed at token errIndex since the last match, the
	// last by state (see failsafe).
	errIndex  int
	errAt     map[int]antlr.ParserRuleContext
	probe     *antlr.BaseParser // see predicts
	decisions map[int]int       // by decision state: its decision
	// By token type: a range [from, to) of token indices from which no
	// opener of that type comes before a closer (see skipTo).
	noOpener map[int][2]int
	// By opener: the tokens of its group that skipOffending took out until
	// the parser matches it.
	hollow map[int][]antlr.Token
}

// openBracket is an opener that the parser matched (or recovery conjured)
// and whose closer it has not matched yet.
type openBracket struct {
	index    int // the token's index; a conjured opener's: the token it was conjured before
	end      int // the index of its closer in the input, -1 if none, unknownEnd before the first recovery
	pair     int
	conjured bool
	ctx      antlr.ParserRuleContext // the rule that matched or conjured it
	closed   int                     // the place in open of the innermost bracket up to this one that the input closes (end >= 0), or -1
}

const unknownEnd = -2

// parent returns the parent of a rule context, or nil.
func parent(c antlr.ParserRuleContext) antlr.ParserRuleContext {
	p, _ := c.GetParent().(antlr.ParserRuleContext)
	return p
}

// startIndex returns the index of the first token of a rule context.
func startIndex(c antlr.ParserRuleContext) int {
	if t := c.GetStart(); t != nil {
		return t.GetTokenIndex()
	}
	return -1
}

// Sync checks the next token before a decision, as the runtime's does
// (single-token deletion at the start of a block, resynchronization at
// the back edge of a loop), with one change at the back edge of a loop:
// the runtime does nothing where the rule can end after the loop, nor at
// all once in error recovery, and the loop then ends at a token that
// nothing can take but the closer of a group around it, which then skips
// the rest of the group. Here the loop resynchronizes (staying in it)
// unless the token can go on within the innermost open group (see
// resyncSet).
func (s *errorStrategy) Sync(p antlr.Parser) {
	s.stop.Check()
	if s.brackets == nil {
		s.DefaultErrorStrategy.Sync(p)
		return
	}
	s.tokens.Rewound() // a prediction may follow: see skipOffending
	state := p.GetState()
	kind := s.atn.States[state].Type
	loopBack := kind == atn.StateStarLoopBack || kind == atn.StatePlusLoopBack
	if !loopBack && s.InErrorRecoveryMode(p) {
		return
	}
	la := p.GetTokenStream().LA(1)
	if q, ok := p.(withinRule); ok {
		next := q.GetExpectedTokensWithinCurrentRule()
		if contains(next, la) || !loopBack && contains(next, antlr.TokenEpsilon) {
			return
		}
	} else if next := s.follows.Next(state); next.Set.Contains(la) || !loopBack && next.End {
		return
	}
	switch kind {
	case atn.StateBlockStart, atn.StateStarBlockStart, atn.StatePlusBlockStart, atn.StateStarLoopEntry:
		if s.singleTokenDeletion(p) != nil {
			return
		}
		p.SetError(antlr.NewInputMisMatchException(p))
	case atn.StatePlusLoopBack, atn.StateStarLoopBack:
		if la == antlr.TokenEOF {
			return // nothing to skip: the loop ends (see Recover)
		}
		s.begin(p)
		set := s.resyncSet(p, state)
		if set.Contains(la) {
			return
		}
		if k := s.brackets.Pair(la); k < 0 && s.innermost(-k) >= 0 {
			return // the loop ends, and the rule that holds the opener takes it
		}
		s.ReportUnwantedToken(p)
		s.begin(p)
		s.resync(p, set, false)
	}
}

// withinRule is a parser that says what can come next within the
// current rule, as antlr.BaseParser does (cached by the runtime, state by
// state).
type withinRule interface {
	GetExpectedTokensWithinCurrentRule() *antlr.IntervalSet
}

// contains reports whether the runtime's set holds t.
func contains(set *antlr.IntervalSet, t int) bool {
	for _, iv := range set.GetIntervals() {
		if iv.Contains(t) {
			return true
		}
	}
	return false
}

func (s *errorStrategy) ReportMatch(p antlr.Parser) {
	s.stop.Check()
	if s.brackets != nil {
		if len(s.errAt) > 0 {
			clear(s.errAt)
		}
		t := p.GetCurrentToken()
		if len(s.hollow) > 0 {
			s.restore(t.GetTokenIndex())
		}
		s.bracket(p, t.GetTokenType(), t.GetTokenIndex(), false)
	}
	s.DefaultErrorStrategy.ReportMatch(p)
}

func (s *errorStrategy) ReportError(p antlr.Parser, e antlr.RecognitionException) {
	s.stop.Check()
	s.DefaultErrorStrategy.ReportError(p, e)
}

// Recover resynchronizes after an error, before the rule that failed
// returns. At the end of the input there is nothing to skip, and it
// returns at once, without computing what may follow through every rule
// (the runtime does, at every level of a deep unclosed nesting).
func (s *errorStrategy) Recover(p antlr.Parser, e antlr.RecognitionException) {
	s.stop.Check()
	ts := p.GetTokenStream()
	if ts.LA(1) == antlr.TokenEOF {
		return
	}
	if s.brackets == nil {
		s.DefaultErrorStrategy.Recover(p, e)
		return
	}
	s.begin(p)
	cur := p.GetParserRuleContext()
	i := len(s.open)
	for i > 0 && s.owner(p, &s.open[i-1]) == cur {
		i--
	}
	if _, ok := e.(*antlr.NoViableAltException); ok && i == len(s.open) && s.skipOffending(p) {
		return
	}
	s.failsafe(p)
	// The groups the failing rule opened end with it: skip to the closer
	// of the outermost.
	if i < len(s.open) {
		if end := s.open[i].end; end >= ts.Index() {
			s.consumeThrough(p, end)
		}
		s.popTo(i)
	}
	s.resync(p, s.resyncSet(p, -1), true)
}

func (s *errorStrategy) RecoverInline(p antlr.Parser) antlr.Token {
	s.stop.Check()
	if p.GetTokenStream().LA(1) == antlr.TokenEOF {
		if t := s.missingAtEOF(p); t != nil {
			return t
		}
	}
	if s.brackets == nil {
		return s.DefaultErrorStrategy.RecoverInline(p)
	}
	s.begin(p)
	if t := s.skipTo(p, true); t != nil {
		return t
	}
	if t := s.singleTokenDeletion(p); t != nil {
		p.Consume()
		return t
	}
	if t := s.skipTo(p, false); t != nil {
		return t
	}
	if s.SingleTokenInsertion(p) {
		t := s.GetMissingSymbol(p)
		s.bracket(p, t.GetTokenType(), p.GetTokenStream().Index(), true)
		return t
	}
	p.SetError(antlr.NewInputMisMatchException(p))
	return nil
}

// maxTaken is the most tokens (a group counts as one) that skipOffending
// takes out of the input to repair one failed prediction: error repair
// is a small edit, or none.
const maxTaken = 4

// skipOffending repairs a failed prediction that read past the current
// token: no alternative goes on at the token where the prediction failed
// (the offending token), but one went as far. Where the offending token
// is inside a group that the prediction entered (its opener is at or
// after the current token), it takes the group's contents out of the
// input (the brackets stay) and predicts again: with the group empty, the
// prediction gets past it (struct S { ... }; whose body holds a member
// the grammar does not know), and the contents come back when the parser
// matches the opener (see ReportMatch), so that the error is met again
// inside the group, and recovered from there: it costs a member of the
// body, not the struct. Otherwise it takes the offending token (an
// opener: with its group) out of the input for good (input.Skip), and
// predicts again (namespace std __attribute__ ((...)) { ... }: with
// __attribute__ and the group after it taken out, the namespace parses).
// Up to maxTaken times; if a prediction succeeds, the rule ends without
// reading, and the loop around it predicts again over the rest. It
// reports false, and takes nothing out, if the predictions keep failing,
// or fail at the current token, at the end of the input or at a closer
// of no group the prediction entered.
func (s *errorStrategy) skipOffending(p antlr.Parser) bool {
	d := s.decision(p.GetState())
	if d < 0 {
		return false
	}
	ts := p.GetTokenStream()
	here := ts.Index()
	var taken []antlr.Token
	var hollowed []int // the openers of the groups emptied
	from := s.tokens.Rewound()
	for range maxTaken {
		if from <= here || from >= ts.Size() {
			break
		}
		off := ts.Get(from)
		if off.GetTokenType() == antlr.TokenEOF {
			break
		}
		if open := s.enclosing(ts, here, from); open >= 0 {
			for i := open + 1; i < s.groups.End(open); i++ {
				if t := ts.Get(i); t.GetChannel() == antlr.TokenDefaultChannel && input.Skip(t) {
					taken = append(taken, t)
				}
			}
			hollowed = append(hollowed, open)
		} else {
			k := s.brackets.Pair(off.GetTokenType())
			if k < 0 {
				break
			}
			to := from
			if k > 0 {
				to = max(to, s.groups.End(from))
			}
			for i := from; i <= to; i++ {
				if t := ts.Get(i); t.GetChannel() == antlr.TokenDefaultChannel {
					if !input.Skip(t) {
						break
					}
					taken = append(taken, t)
				}
			}
		}
		if s.predicts(p, d) {
			clear(s.errAt)
			s.keepHollow(hollowed, taken)
			return true
		}
		from = s.tokens.Rewound()
	}
	for _, t := range taken {
		input.Unskip(t)
	}
	return false
}

// keepHollow keeps the tokens taken out of the groups emptied (by their
// openers) to put them back when the parser matches the opener of the
// outermost group that holds them (see restore); the other tokens taken
// are out for good.
func (s *errorStrategy) keepHollow(openers []int, taken []antlr.Token) {
	for _, t := range taken {
		i, outer := t.GetTokenIndex(), -1
		for _, o := range openers {
			if o < i && i < s.groups.End(o) && (outer < 0 || o < outer) {
				outer = o
			}
		}
		if outer >= 0 {
			s.hollow[outer] = append(s.hollow[outer], t)
		}
	}
}

// enclosing returns the index of the opener of the innermost group that
// holds the token at index i and opens at or after index from, with its
// closer in the input; -1 if there is none.
func (s *errorStrategy) enclosing(ts antlr.TokenStream, from, i int) int {
	depth := 0
	for j := i - 1; j >= from; j-- {
		t := ts.Get(j)
		if t.GetChannel() != antlr.TokenDefaultChannel {
			continue
		}
		switch k := s.brackets.Pair(t.GetTokenType()); {
		case k < 0:
			depth++
		case k > 0 && depth > 0:
			depth--
		case k > 0:
			if end := s.groups.End(j); end >= i {
				return j
			}
		}
	}
	return -1
}

// restore puts back the contents of the group that the opener at index
// open opens, if skipOffending took them out for a prediction to get past
// the group (see there): the parser has matched the opener.
func (s *errorStrategy) restore(open int) {
	for _, t := range s.hollow[open] {
		input.Unskip(t)
	}
	delete(s.hollow, open)
}

// predicts reports whether the parser's prediction at decision d
// succeeds at the current token, in the current context. The runtime sets
// the error of a failed prediction on the parser it is given, which is
// not the one parsing here.
func (s *errorStrategy) predicts(p antlr.Parser, d int) bool {
	if s.probe == nil {
		s.probe = antlr.NewBaseParser(p.GetTokenStream())
	}
	alt := p.GetInterpreter().AdaptivePredict(s.probe, p.GetTokenStream(), d, p.GetParserRuleContext())
	s.probe.SetError(nil)
	return alt != antlr.ATNInvalidAltNumber
}

// decision returns the decision that the parser predicts at state (as
// generated code and the interpreter set it before they predict): the
// decision of the state, or of the loop entry a (...)* loop's back edge
// leads to; -1 for none.
func (s *errorStrategy) decision(state int) int {
	if s.decisions == nil {
		s.decisions = make(map[int]int, len(s.atn.Decisions))
		for d, st := range s.atn.Decisions {
			s.decisions[st] = d
		}
	}
	if d, ok := s.decisions[state]; ok {
		return d
	}
	if st := &s.atn.States[state]; st.Type == atn.StateStarLoopBack && len(st.Transitions) == 1 {
		if d, ok := s.decisions[st.Transitions[0].Target]; ok {
			return d
		}
	}
	return -1
}

// bracket keeps the open brackets when the parser matches or recovery
// conjures a token of type typ at index.
func (s *errorStrategy) bracket(p antlr.Parser, typ, index int, conjured bool) {
	switch k := s.brackets.Pair(typ); {
	case k > 0:
		end := unknownEnd
		if s.groups != nil {
			end = -1
			if !conjured {
				end = s.groups.End(index)
			}
		}
		s.open = append(s.open, openBracket{index: index, end: end, pair: k, conjured: conjured, ctx: p.GetParserRuleContext(), closed: s.closedBelow(len(s.open), end)})
		s.count[k]++
	case k < 0:
		if i := s.innermost(-k); i >= 0 {
			s.popTo(i)
		}
	}
}

// innermost returns the place in open of the innermost open bracket of
// pair k, or -1.
func (s *errorStrategy) innermost(k int) int {
	if s.count[k] == 0 {
		return -1
	}
	i := len(s.open) - 1
	for s.open[i].pair != k {
		i--
	}
	return i
}

// popTo forgets the open brackets from place i in open on.
func (s *errorStrategy) popTo(i int) {
	for _, o := range s.open[i:] {
		s.count[o.pair]--
	}
	clear(s.open[i:])
	s.open = s.open[:i]
}

// owner returns the rule on the parser's stack that holds open bracket
// o: the rule that matched it if it is still being parsed, else the
// innermost rule that began before it (a rule that matched an opener and
// ended, as lbrace : '{' ; does, leaves it to the rule that invoked it).
// Rules that began after it are skipped: it is not theirs.
func (s *errorStrategy) owner(p antlr.Parser, o *openBracket) antlr.ParserRuleContext {
	for c := p.GetParserRuleContext(); c != nil; c = parent(c) {
		if c == o.ctx {
			return c
		}
		if i := startIndex(c); i < o.index || i == o.index && !o.conjured {
			return c
		}
	}
	return nil
}

// begin finds the groups of the input from the current token on, at the
// first recovery of the parse.
func (s *errorStrategy) begin(p antlr.Parser) {
	if s.groups != nil {
		return
	}
	pairs := make([]int, len(s.open))
	for i, o := range s.open {
		pairs[i] = o.pair
	}
	var ends []int
	s.groups, ends = input.NewGroups(s.brackets, p.GetTokenStream(), p.GetTokenStream().Index(), pairs)
	for i, e := range ends {
		s.open[i].end = e
		s.open[i].closed = s.closedBelow(i, e)
	}
}

// closedBelow returns the closed field of an open bracket at place i in
// open whose closer is at end.
func (s *errorStrategy) closedBelow(i, end int) int {
	switch {
	case end >= 0:
		return i
	case i > 0:
		return s.open[i-1].closed
	}
	return -1
}

// resyncSet returns the token types at which recovery stops: those that
// can come next at state (-1 for none) in the current rule, and those
// that can follow the invocation of each rule on the stack, from the
// current one up to the one that holds the innermost open bracket that the
// input closes: a token that can only follow that rule cannot come before
// the closer.
func (s *errorStrategy) resyncSet(p antlr.Parser, state int) atn.IntervalSet {
	var holder antlr.ParserRuleContext
	// An opener that nothing closes in the input (or that recovery
	// conjured) bounds nothing: what follows it is no group.
	if n := len(s.open); n > 0 && s.open[n-1].closed >= 0 {
		holder = s.owner(p, &s.open[s.open[n-1].closed])
	}
	var set atn.IntervalSet
	if state >= 0 {
		set = append(set, s.follows.Next(state).Set...)
	}
	var last *input.Next
	for c := p.GetParserRuleContext(); c != nil && c != holder && c.GetInvokingState() >= 0; c = parent(c) {
		if n := s.follows.Invoked(c.GetInvokingState()); n != nil && n != last {
			set, last = append(set, n.Set...), n
		}
	}
	return set.Normalize()
}

// resync skips tokens up to one of set, to a closer that a rule on the
// stack holds the opener of (exiting: a rule above the current one, which
// is about to end), or to the end of the input. It skips a bracket group
// whole.
func (s *errorStrategy) resync(p antlr.Parser, set atn.IntervalSet, exiting bool) {
	ts := p.GetTokenStream()
	cur := p.GetParserRuleContext()
	for {
		s.stop.Check()
		t := ts.LT(1)
		typ := t.GetTokenType()
		if typ == antlr.TokenEOF {
			return
		}
		k := s.brackets.Pair(typ)
		if k < 0 {
			if i := s.innermost(-k); i >= 0 {
				if o := s.owner(p, &s.open[i]); o != nil && (!exiting || o != cur) {
					return
				}
			}
			s.consume(p)
			continue
		}
		if set.Contains(typ) {
			return
		}
		if k > 0 {
			if end := s.groups.End(t.GetTokenIndex()); end >= 0 {
				s.consumeThrough(p, end)
				continue
			}
		}
		s.consume(p)
	}
}

// consume skips the current token (an error node of the tree: the parser
// is in error recovery).
func (s *errorStrategy) consume(p antlr.Parser) {
	if k := s.brackets.Pair(p.GetTokenStream().LA(1)); k < 0 {
		if i := s.innermost(-k); i >= 0 {
			s.popTo(i)
		}
	}
	p.Consume()
}

// consumeThrough skips the tokens up to the one at index end, included:
// a group, whose brackets balance.
func (s *errorStrategy) consumeThrough(p antlr.Parser, end int) {
	ts := p.GetTokenStream()
	for n := 0; ts.Index() <= end && ts.LA(1) != antlr.TokenEOF; n++ {
		if n&255 == 255 {
			s.stop.Check()
		}
		p.Consume()
	}
}

// failsafe skips a token if the rule that failed is not one that was
// being parsed when a rule failed before at this token in the same state:
// the parser then entered rules again without reading, and came back to
// the same state (a loop that calls a rule again and again, or a
// recursion through conjured tokens). The rules that fail one after the
// other as the stack unwinds at one token (each an ancestor of the one
// before) are no loop, and skip nothing: the token may be a closer that a
// rule further up takes.
func (s *errorStrategy) failsafe(p antlr.Parser) {
	ts := p.GetTokenStream()
	if ts.Index() != s.errIndex {
		s.errIndex = ts.Index()
		clear(s.errAt)
	}
	cur, state := p.GetParserRuleContext(), p.GetState()
	if before := s.errAt[state]; before != nil && !isAncestor(cur, before) {
		s.consume(p)
		s.errIndex = ts.Index()
		clear(s.errAt)
	}
	s.errAt[state] = cur
}

// isAncestor reports whether rule context a is b or one of its ancestors.
func isAncestor(a, b antlr.ParserRuleContext) bool {
	start := startIndex(a)
	for c := b; c != nil && startIndex(c) >= start; c = parent(c) {
		if c == a {
			return true
		}
	}
	return false
}

// singleTokenDeletion is the runtime's SingleTokenDeletion, which never
// deletes a closer whose opener is open, or an opener whose group closes:
// recovery keeps groups whole.
func (s *errorStrategy) singleTokenDeletion(p antlr.Parser) antlr.Token {
	ts := p.GetTokenStream()
	if !contains(p.GetExpectedTokens(), ts.LA(2)) {
		return nil
	}
	s.begin(p)
	switch k := s.brackets.Pair(ts.LA(1)); {
	case k < 0 && s.innermost(-k) >= 0, k > 0 && s.groups.End(ts.Index()) >= 0:
		return nil
	}
	s.ReportUnwantedToken(p)
	s.consume(p)
	t := p.GetCurrentToken()
	s.ReportMatch(p)
	return t
}

// skipTo recovers from a mismatched bracket by skipping tokens, where the
// state matches one bracket alone: a closer (closer true) whose opener is
// open, and whose closer comes further on in the input; or an opener,
// which comes further on before any closer (groups between skipped
// whole). It returns the bracket, matched, or nil.
func (s *errorStrategy) skipTo(p antlr.Parser, closer bool) antlr.Token {
	st := &s.atn.States[p.GetState()]
	if len(st.Transitions) != 1 || st.Transitions[0].Type != atn.TransitionAtom {
		return nil
	}
	want := st.Transitions[0].Lo
	k := s.brackets.Pair(want)
	ts := p.GetTokenStream()
	here := ts.Index()
	target := -1
	switch {
	case closer && k < 0:
		i := s.innermost(-k)
		if i < 0 || s.open[i].end < here || ts.Get(s.open[i].end).GetTokenType() != want {
			return nil
		}
		target = s.open[i].end
	case !closer && k > 0:
		if r, ok := s.noOpener[want]; ok && r[0] <= here && here < r[1] {
			return nil
		}
		for i := here; i >= 0 && i < ts.Size(); {
			t := ts.Get(i)
			typ := t.GetTokenType()
			if t.GetChannel() != antlr.TokenDefaultChannel {
				i++
				continue
			}
			if typ == want {
				target = i
				break
			}
			kind := s.brackets.Pair(typ)
			if typ == antlr.TokenEOF || kind < 0 {
				s.noOpener[want] = [2]int{here, i}
				return nil
			}
			if end := s.groups.End(i); kind > 0 && end >= 0 {
				i = end
			}
			i++
		}
		if target < 0 {
			return nil
		}
	default:
		return nil
	}
	s.ReportUnwantedToken(p)
	for n := 0; ts.Index() < target; n++ {
		if n&255 == 255 {
			s.stop.Check()
		}
		p.Consume()
	}
	t := p.GetCurrentToken()
	s.ReportMatch(p)
	p.Consume()
	return t
}

// missingAtEOF conjures the token that the parser's state matches, at the
// end of the input, and reports it missing (once, as the runtime does, until
// a token matches). It returns nil if the state matches no one token.
func (s *errorStrategy) missingAtEOF(p antlr.Parser) antlr.Token {
	st := &s.atn.States[p.GetState()]
	if len(st.Transitions) == 0 {
		return nil
	}
	t := st.Transitions[0]
	var typ int
	switch t.Type {
	case atn.TransitionAtom:
		typ = t.Lo
	case atn.TransitionSet:
		typ = t.Set[0].Lo
	default:
		return nil
	}
	if typ <= 0 {
		return nil
	}
	s.ReportMissingToken(p)
	text := "<missing undefined>"
	if ln := p.GetLiteralNames(); typ < len(ln) {
		text = "<missing " + ln[typ] + ">"
	}
	current := p.GetCurrentToken()
	if prev := p.GetTokenStream().LT(-1); prev != nil {
		current = prev
	}
	return p.GetTokenFactory().Create(current.GetSource(), typ, text, antlr.TokenDefaultChannel, -1, -1, current.GetLine(), current.GetColumn())
}
