package javascript

import (
	"unicode"

	"github.com/antlr4-go/antlr/v4"
)

// JavaScriptLexerBase is the hand-written base of the generated lexer. The
// generated rules know no context; this base follows the token stream, the
// way a JavaScript parser would see it, closely enough to decide what the
// specification leaves to the syntactic context:
//
//   - a / is the start of a regular expression literal where an operand may
//     start, and a division operator after one (ECMA-262, 12.1);
//   - a } that closes a template substitution continues the template;
//   - a ? before .digit is a conditional, not optional chaining;
//   - { opens a block or a body (OpenBrace) where a statement may start or a
//     body follows, and an object literal or pattern (ObjectBrace) where an
//     expression may start;
//   - function and class start a declaration where a statement may start,
//     and an expression (FunctionExpression, ClassExpression) elsewhere;
//   - in is ForIn at the top of a for statement's head before its first ;
//   - a ( that opens the parameters of an arrow function, found by the =>
//     after its ), is ArrowParen;
//   - automatic semicolon insertion (12.10): a VirtualSemicolon token, with
//     no text, goes before a token that follows a line break and cannot
//     continue the statement, before a } that closes a block, and after
//     return, break, continue, throw and yield at the end of a line.
//
// It also skips whitespace and comments itself, without making tokens of
// them, so that it can look at the next character before choosing the mode
// to lex the next token in. The parser then needs no predicates.
//
// The context is a stack of the open brackets, each with its kind, and a few
// facts about the last token. It is a heuristic where the language itself
// needs a full parse; the tests in parser/javascript_test.go list the corners
// it is meant to get right.
type JavaScriptLexerBase struct {
	*antlr.BaseLexer

	hooked   bool
	external bool // SetMode was called from outside: lex plainly
	newline  bool // a line terminator came before the token being lexed
	lineEnd  int  // the index after the first line terminator, or comment with one, before it

	// The tokens made but not returned yet. A ( is held back, with all
	// that follows it, until the token after its ) shows whether it opens
	// the parameters of an arrow function. Positions are counted from the
	// start of the input: queue[i] is token number done+i.
	queue  []antlr.Token
	done   int   // the tokens returned
	parens []int // the ( whose ) has not come
	closed int   // the ( whose ) is the last token, or -1

	st lexState
}

// lexState is what the lexer knows of the context after the last token.
type lexState struct {
	frames []frame

	prev, prevPrev int // the types of the last two tokens (0 at the start)
	prevStop       int // the index of the last character of the last token
	endLine        int // the line and column after the last token
	endColumn      int

	exprEnd    bool // the last token ends an operand: a / after it divides
	stmtStart  bool // a statement may start here: function and class declare
	braceBlock bool // a { here opens a block or body rather than an object
	restricted bool // return, break, continue, throw or yield: a line break ends the statement
	modifier   bool // get, set, static, async or * before a member name: no semicolon after it
	member     bool // a name follows (after . or ?.): keywords are names
	property   bool // a property or class member starts here: keywords are names
	asyncStmt  bool // the last token is async where a statement may start
	module     bool // inside an import or export declaration
	bindNext   bool // a binding name of a declaration, or a label, follows
	binding    bool // the last token is the name a declaration binds: only = or , continue it
	arrow      bool // the last token is =>
	arrowEnd   bool // the last token closes the block body of an arrow function
	params     bool // the last token closes a parameter list
}

// frame is an open bracket.
type frame struct {
	kind    frameKind
	ternary int32     // the conditionals whose : is still to come at this level
	body    frameKind // the body of the function or class whose head this level is in, if any
	forHead bool      // the head of a for statement, before its first ;
	decl    bool      // a var, let or const declaration: a comma starts a binding
}

// frameKind is the kind of an open bracket.
type frameKind uint8

const (
	frameNone      frameKind = iota // no pending body
	frameTop                        // the input: statements
	frameBlock                      // a block, a switch, or the body of a declaration or method: statements
	frameFuncExpr                   // the body of a function expression: statements
	frameArrow                      // the block body of an arrow function: statements
	frameClass                      // the body of a class declaration: members
	frameClassExpr                  // the body of a class expression: members
	frameObject                     // an object literal or pattern, an import or export clause
	frameParen                      // parentheses in an expression
	frameControl                    // the parentheses after if, while, for, with or switch
	frameParams                     // a parameter list
	frameBracket                    // square brackets
	frameTemplate                   // a template substitution
)

// statements reports whether statements or class members, which automatic
// semicolon insertion ends, are what the frame holds.
func (k frameKind) statements() bool {
	return k == frameTop || k == frameBlock || k == frameFuncExpr || k == frameArrow || k == frameClass || k == frameClassExpr
}

func (k frameKind) class() bool { return k == frameClass || k == frameClassExpr }

func (k frameKind) brace() bool {
	return k == frameBlock || k == frameFuncExpr || k == frameArrow || k == frameClass || k == frameClassExpr || k == frameObject
}

func (k frameKind) paren() bool { return k == frameParen || k == frameControl || k == frameParams }

// SetMode sets the lexer mode. Called from outside, it also turns off the
// context: the lexer then lexes tokens of that mode plainly (the replacement
// analysis of package parser lexes single tokens so).
func (l *JavaScriptLexerBase) SetMode(m int) {
	l.external = m != antlr.LexerDefaultMode
	l.BaseLexer.SetMode(m)
}

// NextToken returns the next token, a virtual semicolon before it if
// automatic semicolon insertion puts one there.
func (l *JavaScriptLexerBase) NextToken() antlr.Token {
	if !l.hooked {
		l.hooked = true
		l.Virt = l // so that the base lexer calls our Emit
		l.st.frames = append(l.st.frames[:0], frame{kind: frameTop})
		l.st.endLine = 1
		l.st.prevStop = -1
		l.st.atStatement()
		l.closed = -1
	}
	if l.external {
		return l.BaseLexer.NextToken()
	}
	for l.ready() == 0 {
		l.lex()
	}
	t := l.queue[0]
	l.queue = l.queue[1:]
	l.done++
	return t
}

// ready returns how many tokens at the front of the queue may be returned:
// those before the first ( that is not decided yet.
func (l *JavaScriptLexerBase) ready() int {
	switch {
	case len(l.parens) > 0:
		return l.parens[0] - l.done
	case l.closed >= 0:
		return l.closed - l.done
	}
	return len(l.queue)
}

// lex makes the next token, and a virtual semicolon before it if one goes
// there, and adds them to the queue.
func (l *JavaScriptLexerBase) lex() {
	l.newline = l.skipHidden()
	mode := antlr.LexerDefaultMode
	in := l.GetInputStream()
	switch in.LA(1) {
	case '/':
		if !l.st.exprEnd {
			mode = JavaScriptLexerRegularExpression
		}
	case '}':
		if l.st.top().kind == frameTemplate {
			mode = JavaScriptLexerTemplateContinuation
		}
	case '?':
		if in.LA(2) == '.' && isDigit(in.LA(3)) {
			mode = JavaScriptLexerConditional
		}
	}
	l.BaseLexer.SetMode(mode)
	t := l.BaseLexer.NextToken() // Emit queues the tokens
	l.BaseLexer.SetMode(antlr.LexerDefaultMode)
	if t.GetTokenType() == antlr.TokenEOF {
		l.enqueue(t)
		l.parens = l.parens[:0]
	}
}

// enqueue adds token t to the queue. If t follows the ) of a (, it decides
// whether that ( opens the parameters of an arrow function (ArrowParen).
func (l *JavaScriptLexerBase) enqueue(t antlr.Token) {
	if l.closed >= 0 {
		if t.GetTokenType() == JavaScriptLexerArrow {
			i := l.closed - l.done
			p := l.queue[i]
			l.queue[i] = l.GetTokenFactory().Create(l.GetTokenSourceCharStreamPair(), JavaScriptLexerArrowParen, "",
				antlr.TokenDefaultChannel, p.GetStart(), p.GetStop(), p.GetLine(), p.GetColumn())
		}
		l.closed = -1
	}
	n := l.done + len(l.queue) // t's number
	switch t.GetTokenType() {
	case JavaScriptLexerOpenParen:
		l.parens = append(l.parens, n)
	case JavaScriptLexerCloseParen:
		if k := len(l.parens); k > 0 {
			l.closed = l.parens[k-1]
			l.parens = l.parens[:k-1]
		}
	}
	l.queue = append(l.queue, t)
}

// Emit makes the token the rules matched, with its type chosen by context,
// and decides whether a virtual semicolon goes before it.
func (l *JavaScriptLexerBase) Emit() antlr.Token {
	typ := l.GetType()
	if !l.external && typ != antlr.TokenEOF {
		newline := l.newline || l.TokenStartLine > l.st.endLine
		if l.st.needsSemicolon(typ, newline) {
			// The semicolon holds the line break that made it, if there is
			// one, so that the break stays with the statement it ends.
			stop := l.st.prevStop
			if l.newline && l.lineEnd > stop {
				stop = l.lineEnd - 1
			}
			l.enqueue(l.GetTokenFactory().Create(l.GetTokenSourceCharStreamPair(), JavaScriptLexerVirtualSemicolon, "",
				antlr.TokenDefaultChannel, l.st.prevStop+1, stop, l.st.endLine, l.st.endColumn))
			l.st.semicolon()
		}
		typ = l.st.token(typ)
		l.st.prevStop = l.GetCharIndex() - 1
		l.st.endLine = l.GetLine()
		l.st.endColumn = l.GetCharPositionInLine()
	}
	t := l.GetTokenFactory().Create(l.GetTokenSourceCharStreamPair(), typ, "", antlr.TokenDefaultChannel,
		l.TokenStartCharIndex, l.GetCharIndex()-1, l.TokenStartLine, l.TokenStartColumn)
	l.EmitToken(t)
	if !l.external && typ != antlr.TokenEOF {
		l.enqueue(t)
	}
	return t
}

// skipHidden skips whitespace and comments (ECMA-262, 12.2 to 12.4) and
// reports whether they held a line terminator; l.lineEnd is then the index
// after the first one (after the comment, for a comment with one in it).
func (l *JavaScriptLexerBase) skipHidden() (newline bool) {
	in := l.GetInputStream()
	sim, _ := l.Interpreter.(*antlr.LexerATNSimulator)
	consume := func() {
		if sim != nil {
			sim.Consume(in)
		} else {
			in.Consume()
		}
	}
	for {
		c := in.LA(1)
		switch {
		case c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029:
			consume()
			if c == '\r' && in.LA(1) == '\n' {
				consume()
			}
			if !newline {
				newline, l.lineEnd = true, in.Index()
			}
		case c == ' ' || c == '\t' || c == 0x0B || c == 0x0C || c == 0xA0 || c == 0xFEFF ||
			c > 0x7f && unicode.Is(unicode.Zs, rune(c)):
			consume()
		case c == '/' && in.LA(2) == '/', c == '#' && in.LA(2) == '!' && in.Index() == 0:
			for c = in.LA(1); c != antlr.TokenEOF && !isLineTerminator(c); c = in.LA(1) {
				consume()
			}
		case c == '/' && in.LA(2) == '*':
			n, nl := commentLength(in)
			if n < 0 {
				l.GetErrorListenerDispatch().SyntaxError(l, nil, l.GetLine(), l.GetCharPositionInLine(),
					"unterminated comment", nil)
				for in.LA(1) != antlr.TokenEOF {
					consume()
				}
				return newline
			}
			for ; n > 0; n-- {
				consume()
			}
			if nl && !newline {
				newline, l.lineEnd = true, in.Index()
			}
		default:
			return newline
		}
	}
}

// commentLength returns the length of the /* */ comment at the input's
// position, or -1 if it does not end, and whether it holds a line break.
func commentLength(in antlr.CharStream) (n int, newline bool) {
	for i := 3; ; i++ {
		switch c := in.LA(i); {
		case c == antlr.TokenEOF:
			return -1, newline
		case c == '*' && in.LA(i+1) == '/':
			return i + 1, newline
		case isLineTerminator(c):
			newline = true
		}
	}
}

func isLineTerminator(c int) bool { return c == '\n' || c == '\r' || c == 0x2028 || c == 0x2029 }

func isDigit(c int) bool { return '0' <= c && c <= '9' }

func (s *lexState) top() *frame { return &s.frames[len(s.frames)-1] }

func (s *lexState) push(k frameKind) { s.frames = append(s.frames, frame{kind: k}) }

// pop closes the innermost open bracket that match accepts, and the ones
// inside it, and returns its kind; it returns frameNone and closes nothing
// if no open bracket matches.
func (s *lexState) pop(match func(frameKind) bool) frameKind {
	for i := len(s.frames) - 1; i > 0; i-- {
		if k := s.frames[i].kind; match(k) {
			s.frames = s.frames[:i]
			return k
		}
	}
	return frameNone
}

// needsSemicolon reports whether automatic semicolon insertion puts a
// semicolon before a token of type typ, which follows a line break if
// newline is set.
func (s *lexState) needsSemicolon(typ int, newline bool) bool {
	if s.prev == 0 || !s.top().kind.statements() {
		return false
	}
	ends := s.exprEnd || s.restricted || s.prev == JavaScriptLexerDebugger
	if typ == JavaScriptLexerCloseBrace {
		return ends
	}
	if !newline || typ == JavaScriptLexerSemicolon {
		return false
	}
	if s.restricted {
		return true
	}
	if s.modifier && s.prev != JavaScriptLexerAsync || !ends {
		return false // get, set and static may be followed by a line break, async not
	}
	return !s.continues(typ)
}

// continues reports whether a token of type typ after the end of an operand
// continues the expression, so that a line break before it does not end the
// statement.
func (s *lexState) continues(typ int) bool {
	if s.binding {
		return typ == JavaScriptLexerAssign || typ == JavaScriptLexerComma
	}
	if s.arrowEnd {
		// An arrow function ends an assignment expression: only what may
		// follow one continues it.
		switch typ {
		case JavaScriptLexerComma, JavaScriptLexerCloseParen, JavaScriptLexerCloseBracket, JavaScriptLexerColon:
			return true
		}
		return false
	}
	switch typ {
	case JavaScriptLexerOpenBrace:
		// A body after a parameter list or a class head, in any layout.
		return s.params || s.top().body.class()
	case JavaScriptLexerExtends:
		return s.top().body.class()
	case JavaScriptLexerFrom, JavaScriptLexerAs:
		return s.module
	case JavaScriptLexerOpenParen, JavaScriptLexerOpenBracket, JavaScriptLexerDot, JavaScriptLexerQuestionMarkDot,
		JavaScriptLexerQuestionMark, JavaScriptLexerColon, JavaScriptLexerComma, JavaScriptLexerCloseParen,
		JavaScriptLexerCloseBracket, JavaScriptLexerArrow, JavaScriptLexerNoSubstitutionTemplate,
		JavaScriptLexerTemplateHead, JavaScriptLexerIn, JavaScriptLexerInstanceof:
		return true
	}
	return isBinaryOperator(typ)
}

// isBinaryOperator reports whether typ is a binary or assignment operator.
func isBinaryOperator(typ int) bool {
	switch typ {
	case JavaScriptLexerAssign, JavaScriptLexerPlus, JavaScriptLexerMinus, JavaScriptLexerMultiply,
		JavaScriptLexerDivide, JavaScriptLexerModulus, JavaScriptLexerPower, JavaScriptLexerNullishCoalescing,
		JavaScriptLexerLeftShift, JavaScriptLexerRightShift, JavaScriptLexerUnsignedRightShift,
		JavaScriptLexerLessThan, JavaScriptLexerGreaterThan, JavaScriptLexerLessThanEquals,
		JavaScriptLexerGreaterThanEquals, JavaScriptLexerEquals, JavaScriptLexerNotEquals,
		JavaScriptLexerStrictEquals, JavaScriptLexerStrictNotEquals, JavaScriptLexerBitAnd,
		JavaScriptLexerBitXor, JavaScriptLexerBitOr, JavaScriptLexerAnd, JavaScriptLexerOr:
		return true
	}
	return typ >= JavaScriptLexerMultiplyAssign && typ <= JavaScriptLexerNullishAssign
}

// isWord reports whether typ is a keyword or an identifier: something that
// is a name after a dot or at the start of a property.
func isWord(typ int) bool {
	return typ >= JavaScriptLexerBreak && typ <= JavaScriptLexerIdentifier ||
		typ == JavaScriptLexerNullLiteral || typ == JavaScriptLexerTrue || typ == JavaScriptLexerFalse
}

// semicolon moves the state past a virtual semicolon.
func (s *lexState) semicolon() {
	s.prevPrev, s.prev = s.prev, JavaScriptLexerVirtualSemicolon
	s.atStatement()
}

// atStatement sets the state for the start of a statement, or of a class
// member in a class body.
func (s *lexState) atStatement() {
	top := s.top()
	top.body = frameNone
	top.forHead, top.decl = false, false
	s.exprEnd, s.restricted, s.modifier, s.member, s.asyncStmt = false, false, false, false, false
	s.module, s.arrow, s.arrowEnd, s.params, s.bindNext, s.binding = false, false, false, false, false, false
	s.stmtStart, s.braceBlock, s.property = true, true, top.kind.class()
}

// token moves the state past a token of type typ and returns the type to
// give the token.
func (s *lexState) token(typ int) int {
	was := *s
	s.prevPrev, s.prev = was.prev, typ
	s.exprEnd, s.stmtStart, s.braceBlock, s.restricted = false, false, false, false
	s.modifier, s.member, s.property, s.asyncStmt, s.arrow, s.params = false, false, false, false, false, false
	s.arrowEnd, s.bindNext, s.binding = false, false, false
	top := s.top()

	// Names: after a dot, and at the start of a property or class member,
	// any word is a name, an Identifier; get, set, static and async stay
	// themselves there, as they may be modifiers.
	if was.member && isWord(typ) {
		s.prev = JavaScriptLexerIdentifier // a name, whatever the word
		s.exprEnd, s.braceBlock = true, true
		return JavaScriptLexerIdentifier
	}
	if was.property {
		switch typ {
		case JavaScriptLexerGet, JavaScriptLexerSet, JavaScriptLexerStatic, JavaScriptLexerAsync, JavaScriptLexerMultiply:
			// Modifiers, or the name itself: what follows says which.
			s.property, s.modifier, s.braceBlock = true, true, true
			s.exprEnd = typ != JavaScriptLexerMultiply
			return typ
		case JavaScriptLexerStringLiteral, JavaScriptLexerNumericLiteral, JavaScriptLexerBigIntLiteral,
			JavaScriptLexerPrivateName:
			s.exprEnd, s.braceBlock = true, true
			return typ
		}
		if isWord(typ) {
			s.prev = JavaScriptLexerIdentifier
			s.exprEnd, s.braceBlock = true, true
			return JavaScriptLexerIdentifier
		}
	}

	if was.bindNext && isWord(typ) {
		s.exprEnd, s.braceBlock, s.binding = true, true, true
		return typ
	}

	switch typ {
	case JavaScriptLexerSemicolon:
		if top.kind.statements() {
			s.atStatement()
		} else {
			top.forHead = false
		}
	case JavaScriptLexerOpenBrace:
		switch {
		case !was.braceBlock:
			s.push(frameObject)
			s.property = true
			return JavaScriptLexerObjectBrace
		case top.body != frameNone:
			k := top.body
			top.body = frameNone
			s.push(k)
		case was.arrow:
			s.push(frameArrow)
		default:
			s.push(frameBlock)
		}
		s.stmtStart, s.braceBlock = true, true
		s.property = s.top().kind.class()
	case JavaScriptLexerCloseBrace:
		switch s.pop(frameKind.brace) {
		case frameBlock, frameClass, frameNone:
			s.stmtStart, s.braceBlock = true, true
			s.property = s.top().kind.class()
		case frameArrow:
			s.exprEnd, s.braceBlock, s.arrowEnd = true, true, true
		default:
			s.exprEnd, s.braceBlock = true, true
		}
	case JavaScriptLexerOpenParen:
		switch {
		case top.body == frameBlock || top.body == frameFuncExpr || top.kind.class() || top.kind == frameObject ||
			was.prev == JavaScriptLexerCatch:
			s.push(frameParams)
		case was.prev == JavaScriptLexerIf || was.prev == JavaScriptLexerWhile || was.prev == JavaScriptLexerWith ||
			was.prev == JavaScriptLexerSwitch:
			s.push(frameControl)
		case was.prev == JavaScriptLexerFor || was.prev == JavaScriptLexerAwait && was.prevPrev == JavaScriptLexerFor:
			s.push(frameControl)
			s.top().forHead = true
		default:
			s.push(frameParen)
		}
	case JavaScriptLexerCloseParen:
		switch s.pop(frameKind.paren) {
		case frameControl:
			s.stmtStart, s.braceBlock = true, true
		case frameParams:
			s.exprEnd, s.braceBlock, s.params = true, true, true
		default:
			s.exprEnd, s.braceBlock = true, true
		}
	case JavaScriptLexerOpenBracket:
		s.push(frameBracket)
	case JavaScriptLexerCloseBracket:
		s.pop(func(k frameKind) bool { return k == frameBracket })
		s.exprEnd, s.braceBlock = true, true
	case JavaScriptLexerTemplateHead:
		s.push(frameTemplate)
	case JavaScriptLexerTemplateTail:
		s.pop(func(k frameKind) bool { return k == frameTemplate })
		s.exprEnd, s.braceBlock = true, true
	case JavaScriptLexerIdentifier, JavaScriptLexerNumericLiteral, JavaScriptLexerBigIntLiteral,
		JavaScriptLexerStringLiteral, JavaScriptLexerNoSubstitutionTemplate, JavaScriptLexerRegularExpressionLiteral,
		JavaScriptLexerPrivateName, JavaScriptLexerThis, JavaScriptLexerSuper, JavaScriptLexerNullLiteral,
		JavaScriptLexerTrue, JavaScriptLexerFalse, JavaScriptLexerStatic, JavaScriptLexerGet, JavaScriptLexerSet,
		JavaScriptLexerAs, JavaScriptLexerFrom:
		s.exprEnd, s.braceBlock = true, true
	case JavaScriptLexerAsync:
		s.exprEnd, s.braceBlock, s.asyncStmt = true, true, was.stmtStart
	case JavaScriptLexerPlusPlus, JavaScriptLexerMinusMinus:
		// Postfix after an operand, else prefix.
		s.exprEnd, s.braceBlock = was.exprEnd, was.exprEnd
	case JavaScriptLexerArrow:
		s.arrow, s.braceBlock = true, true
	case JavaScriptLexerQuestionMark:
		top.ternary++
	case JavaScriptLexerColon:
		switch {
		case top.ternary > 0:
			top.ternary--
		case top.kind.statements() && !top.kind.class():
			s.stmtStart, s.braceBlock = true, true // after a label, case or default
		}
	case JavaScriptLexerDot, JavaScriptLexerQuestionMarkDot:
		s.member = true
	case JavaScriptLexerComma:
		s.property = top.kind == frameObject
		s.bindNext = top.decl
	case JavaScriptLexerVar, JavaScriptLexerLet, JavaScriptLexerConst:
		top.decl, s.bindNext = true, true
	case JavaScriptLexerFunction:
		if was.stmtStart || was.asyncStmt {
			top.body = frameBlock
			return JavaScriptLexerFunction
		}
		top.body = frameFuncExpr
		return JavaScriptLexerFunctionExpression
	case JavaScriptLexerClass:
		s.braceBlock = true
		if was.stmtStart {
			top.body = frameClass
			return JavaScriptLexerClass
		}
		top.body = frameClassExpr
		return JavaScriptLexerClassExpression
	case JavaScriptLexerIn:
		if top.forHead {
			return JavaScriptLexerForIn
		}
	case JavaScriptLexerReturn, JavaScriptLexerThrow, JavaScriptLexerYield:
		s.restricted = true
	case JavaScriptLexerBreak, JavaScriptLexerContinue:
		s.restricted, s.bindNext = true, true // a label may follow
	case JavaScriptLexerElse, JavaScriptLexerDo, JavaScriptLexerTry, JavaScriptLexerFinally:
		s.stmtStart, s.braceBlock = true, true
	case JavaScriptLexerCatch:
		s.braceBlock = true
	case JavaScriptLexerImport:
		s.module = was.stmtStart
	case JavaScriptLexerExport:
		s.module, s.stmtStart = true, true
	case JavaScriptLexerDefault:
		s.stmtStart = was.prev == JavaScriptLexerExport
	}
	return typ
}
