package g4

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// read parses one grammar file, calling check (if not nil) before each
// rule. path names the file in errors. The error, if any, is an ErrorList
// of syntax errors with file:line:col positions.
//
// read accepts the syntax of ANTLR 4.13 grammars, as the ANTLR tool's own
// grammar of grammars does. It returns the tree of the file even with
// errors: then it holds the parts that could be read, rules that failed
// left out.
func read(path string, src []byte, check func()) (*grammarFile, error) {
	p := &parser{path: path, f: &grammarFile{Path: path}, check: check}
	p.s.init(string(src), p.lexError)
	p.grammar()
	return p.f, p.errs.err()
}

const (
	// maxErrors is how many errors read reports before it gives up.
	maxErrors = 10
	// maxDepth is how deeply blocks may nest.
	maxDepth = 1000
)

// bailout is the panic that abandons the construct being parsed after a
// syntax error; try recovers it.
type bailout struct{}

// parser is a recursive-descent parser of one grammar file.
type parser struct {
	path string
	f    *grammarFile
	s    scanner

	tok      token // the current token
	ahead    token // the token after it, if hasAhead
	hasAhead bool
	prevLine int       // the line on which the token before tok ends
	prevKind tokenKind // the kind of the token before tok

	// elems and alts are stacks of the elements and alternatives being
	// read, copied out when complete to spare growing slices.
	elems []element
	alts  []*alt

	lexer bool   // in a lexer rule
	mode  string // the mode of the rules being read; "" before any mode
	depth int    // how many blocks enclose the current token

	errs  ErrorList
	seen  map[Error]bool // the errors reported, to report each once
	quiet bool           // skipping tokens after an error: lexical errors are not reported
	stop  bool           // too many errors: give up
	check func()         // called before each rule, if not nil: panics to stop the read
}

// next moves to the next token.
func (p *parser) next() {
	p.prevLine, p.prevKind = p.tok.after.line, p.tok.kind
	if p.hasAhead {
		p.tok, p.hasAhead = p.ahead, false
		return
	}
	p.tok = p.s.scan()
}

// peek returns the token after the current one.
func (p *parser) peek() token {
	if !p.hasAhead {
		p.ahead, p.hasAhead = p.s.scan(), true
	}
	return p.ahead
}

// setLexer tells the scanner whether a lexer rule is being read, where '['
// starts a character set rather than an argument action. A token already
// scanned after the current one is scanned again.
func (p *parser) setLexer(lexer bool) {
	p.lexer = lexer
	if p.s.lexerRule != lexer {
		p.s.lexerRule = lexer
		if p.hasAhead {
			p.hasAhead = false
			p.s.scanState = p.tok.after
		}
	}
}

// errorAt reports an error at pos. After maxErrors errors it gives up.
func (p *parser) errorAt(pos Pos, format string, args ...any) {
	e := Error{File: p.path, Pos: pos, Msg: fmt.Sprintf(format, args...)}
	if p.seen[e] {
		return
	}
	if p.seen == nil {
		p.seen = map[Error]bool{}
	}
	p.seen[e] = true
	p.errs = append(p.errs, &e)
	if len(p.errs) >= maxErrors {
		p.stop = true
		panic(bailout{})
	}
}

// lexError reports an error of the scanner.
func (p *parser) lexError(pos Pos, format string, args ...any) {
	if !p.quiet {
		p.errorAt(pos, format, args...)
	}
}

// fail reports a syntax error at pos and abandons the construct being
// parsed.
func (p *parser) fail(pos Pos, format string, args ...any) {
	p.errorAt(pos, format, args...)
	panic(bailout{})
}

// try runs parse, which parses one construct. After a syntax error in it,
// try skips tokens up to the start of a rule (or the end of the file).
func (p *parser) try(parse func()) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok || p.stop {
				panic(r)
			}
			p.resync()
		}
	}()
	parse()
}

// resync skips tokens up to the start of a rule, a mode or the end of the
// file. It skips at least the current token unless that starts a rule.
func (p *parser) resync() {
	p.quiet = true
	defer func() { p.quiet = false }()
	for {
		if p.prevKind == tSemi {
			// Perhaps a rule: scan what follows as in that kind of rule.
			switch p.tok.kind {
			case tTokenRef, tFragment:
				p.setLexer(true)
			case tRuleRef:
				p.setLexer(false)
			}
		}
		if p.atRuleStart(false) {
			return
		}
		p.next()
	}
}

// atRuleStart reports whether the current token starts a rule or a mode,
// or ends the file. With afterRule, the token follows a rule that may
// have lost its ';', and catch and finally also count.
func (p *parser) atRuleStart(afterRule bool) bool {
	switch p.tok.kind {
	case tEOF:
		return true
	case tFragment:
		return p.peek().kind == tTokenRef
	case tMode:
		k := p.peek().kind
		return k == tTokenRef || k == tRuleRef
	case tCatch, tFinally:
		return afterRule && !p.lexer
	case tTokenRef:
		k := p.peek().kind
		return k == tColon || k == tOptions
	case tRuleRef:
		switch p.peek().kind {
		case tColon, tReturns, tThrows, tLocals, tOptions, tAt:
			return true
		case tArg:
			return p.prevKind == tSemi
		}
	}
	return false
}

// quoteToken returns a token as messages show it.
func quoteToken(t token) string {
	if t.kind == tEOF {
		return "end of file"
	}
	return "'" + cutText(t.text) + "'"
}

// failExpecting reports that the current token is not what was expected,
// and abandons the construct being parsed.
func (p *parser) failExpecting(expected string) {
	if p.tok.kind == tEOF {
		p.fail(p.tok.pos, "syntax error: unexpected end of file, expecting %s", expected)
	}
	if isKeyword(p.tok.kind) && strings.Contains(expected, "name") {
		p.fail(p.tok.pos, "syntax error: mismatched input %s expecting %s (%s is a keyword)", quoteToken(p.tok), expected, quoteToken(p.tok))
	}
	p.fail(p.tok.pos, "syntax error: mismatched input %s expecting %s", quoteToken(p.tok), expected)
}

func isKeyword(k tokenKind) bool { return tOptions <= k && k <= tMode }

// expect consumes a token of kind k and returns it. If another token
// stands before one of kind k, it reports that token extraneous and skips
// it.
func (p *parser) expect(k tokenKind) token {
	if p.tok.kind != k && p.tok.kind != tEOF && p.peek().kind == k {
		p.errorAt(p.tok.pos, "syntax error: extraneous input %s expecting %s", quoteToken(p.tok), k)
		p.next()
	}
	if p.tok.kind != k {
		p.failExpecting(k.String())
	}
	t := p.tok
	p.next()
	return t
}

// expectSemi consumes a ';' that ends a statement. A ';' missing at the
// end of a line is reported, and parsing goes on as if it were there.
func (p *parser) expectSemi() {
	if p.tok.kind != tSemi && p.tok.pos.Line > p.prevLine && p.peek().kind != tSemi {
		p.errorAt(p.tok.pos, "syntax error: missing ';' at %s", quoteToken(p.tok))
		return
	}
	p.expect(tSemi)
}

// ident consumes a name: a token or a rule name.
func (p *parser) ident(what string) ident {
	if p.tok.kind != tTokenRef && p.tok.kind != tRuleRef {
		p.failExpecting(what)
	}
	id := ident{Name: identName(p.tok.text), Pos: p.tok.pos}
	p.next()
	return id
}

// identName returns the text of an identifier, with invalid UTF-8 replaced by
// U+FFFD as the tool reads it.
func identName(text string) string {
	if utf8.ValidString(text) {
		return text
	}
	return strings.ToValidUTF8(text, "\uFFFD")
}

// qid consumes a qualified name, a.b.c.
func (p *parser) qid(what string) ident {
	id := p.ident(what)
	for p.tok.kind == tDot {
		p.next()
		id.Name += "." + p.ident("a name after '.'").Name
	}
	return id
}

// grammar parses the whole file.
func (p *parser) grammar() {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
		}
	}()
	p.next()
	p.try(p.header)
	p.prequels()
	for p.tok.kind != tEOF {
		if p.check != nil {
			p.check()
		}
		switch k := p.tok.kind; {
		case k == tRuleRef || k == tTokenRef || k == tFragment:
			p.try(p.rule)
		case k == tMode && p.peek().kind != tColon:
			p.try(p.modeSpec)
		case k == tOptions || k == tImport || k == tTokens || k == tChannels || k == tAt:
			p.errorAt(p.tok.pos, "syntax error: %s after the rules: options, imports, tokens, channels and named actions come before the first rule", quoteToken(p.tok))
			p.try(func() { p.prequel(map[tokenKind]int{}) })
		case isKeyword(k) && p.peek().kind == tColon:
			p.try(func() {
				p.fail(p.tok.pos, "syntax error: %s is a keyword and cannot name a rule", quoteToken(p.tok))
			})
		default:
			p.try(func() { p.failExpecting("a rule, a mode or end of file") })
		}
	}
}

// header parses grammar X;, lexer grammar X; or parser grammar X;.
func (p *parser) header() {
	switch p.tok.kind {
	case tGrammar:
		p.f.Kind = kindCombined
	case tLexer:
		p.f.Kind = kindLexer
		p.next()
	case tParser:
		p.f.Kind = kindParser
		p.next()
	default:
		p.failExpecting("'grammar', 'lexer grammar' or 'parser grammar'")
	}
	p.expect(tGrammar)
	id := p.ident("the grammar name")
	p.f.Name, p.f.NamePos = id.Name, id.Pos
	p.expectSemi()
}

// prequels parses the options, imports, tokens, channels and named actions
// before the rules.
func (p *parser) prequels() {
	count := map[tokenKind]int{}
	for {
		switch p.tok.kind {
		case tOptions, tImport, tTokens, tChannels, tAt:
			p.try(func() { p.prequel(count) })
		default:
			return
		}
	}
}

// prequel parses one of the prequels, counting them by kind in count to
// report repeated ones.
func (p *parser) prequel(count map[tokenKind]int) {
	k, pos := p.tok.kind, p.tok.pos
	if count[k]++; count[k] == 2 && k != tChannels && k != tAt {
		p.errorAt(pos, "repeated grammar prequel spec (options, tokens, or import); please merge")
	}
	switch k {
	case tOptions:
		p.f.Options = append(p.f.Options, p.optionsSpec()...)
	case tImport:
		p.next()
		for {
			imp := &importDecl{}
			id := p.ident("a grammar name")
			if p.tok.kind == tAssign {
				p.next()
				imp.Alias = id.Name
				id = p.ident("a grammar name")
			}
			imp.Name, imp.Pos = id.Name, id.Pos
			p.f.Imports = append(p.f.Imports, imp)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
		p.expectSemi()
	case tTokens:
		p.next()
		if p.tok.kind != tRBrace {
			p.f.Tokens = append(p.f.Tokens, p.idList("a token name")...)
		}
		p.expect(tRBrace)
	case tChannels:
		p.next()
		p.f.Channels = append(p.f.Channels, p.idList("a channel name")...)
		p.expect(tRBrace)
	case tAt:
		a := &namedAction{Pos: pos}
		p.next()
		switch {
		case p.tok.kind == tLexer || p.tok.kind == tParser:
			a.Scope = p.tok.text
			p.next()
			p.expect(tColonColon)
		case p.peek().kind == tColonColon:
			a.Scope = p.ident("an action scope").Name
			p.next()
		}
		a.Name = p.ident("an action name").Name
		a.Text = p.expect(tAction).text
		p.f.Actions = append(p.f.Actions, a)
	}
}

// idList parses names separated by commas.
func (p *parser) idList(what string) []*ident {
	var list []*ident
	for {
		id := p.ident(what)
		list = append(list, &id)
		if p.tok.kind != tComma {
			return list
		}
		p.next()
	}
}

// optionsSpec parses options { name = value; ... }.
func (p *parser) optionsSpec() []*option {
	p.next()
	var opts []*option
	for p.tok.kind == tTokenRef || p.tok.kind == tRuleRef {
		id := p.ident("an option name")
		p.expect(tAssign)
		o := &option{Name: id.Name, Pos: id.Pos}
		p.optionValue(o)
		opts = append(opts, o)
		p.expectSemi()
	}
	if p.tok.kind != tRBrace {
		p.failExpecting("an option name or '}'")
	}
	p.next()
	return opts
}

// optionValue parses the value of an option into o.
func (p *parser) optionValue(o *option) {
	o.ValuePos = p.tok.pos
	switch p.tok.kind {
	case tTokenRef, tRuleRef:
		o.Kind, o.Value = valueName, p.qid("a name").Name
		return
	case tString:
		o.Kind = valueString
	case tInt:
		o.Kind = valueInt
	case tAction:
		o.Kind = valueAction
	default:
		p.failExpecting("an option value (a name, a string literal, an integer or an action)")
	}
	o.Value = p.tok.text
	p.next()
}

// elementOptions parses <name = value, name, ...> if it stands at the
// current token.
func (p *parser) elementOptions() []*option {
	if p.tok.kind != tLT {
		return nil
	}
	p.next()
	var opts []*option
	if p.tok.kind != tGT {
		for {
			id := p.ident("an option name")
			o := &option{Name: id.Name, Pos: id.Pos}
			if p.tok.kind == tAssign {
				p.next()
				p.optionValue(o)
			} else {
				for p.tok.kind == tDot {
					p.next()
					o.Name += "." + p.ident("a name after '.'").Name
				}
				o.Kind = valueNone
			}
			opts = append(opts, o)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	p.expect(tGT)
	return opts
}

// action consumes an action or argument action of kind k.
func (p *parser) action(k tokenKind) *action {
	if p.tok.kind != k {
		p.failExpecting(k.String())
	}
	a := &action{Text: p.tok.text, Pos: p.tok.pos}
	p.next()
	return a
}

// namedAction parses @name {...} in a rule or a block.
func (p *parser) namedAction() *namedAction {
	a := &namedAction{Pos: p.tok.pos}
	p.next()
	a.Name = p.ident("an action name").Name
	a.Text = p.expect(tAction).text
	return a
}

// rule parses a rule; then the rules after it belong to the current mode.
func (p *parser) rule() {
	var r *ruleDecl
	if p.tok.kind == tRuleRef {
		if p.mode != "" {
			p.errorAt(p.tok.pos, "syntax error: parser rule %s in mode %s: parser rules come before the first mode", p.tok.text, p.mode)
		}
		r = p.parserRule()
	} else {
		r = p.lexerRule()
		r.Mode = p.mode
	}
	p.f.Rules = append(p.f.Rules, r)
}

// parserRule parses a parser rule with its header and exception handlers.
func (p *parser) parserRule() *ruleDecl {
	p.setLexer(false)
	r := &ruleDecl{Name: identName(p.tok.text), Pos: p.tok.pos}
	p.next()
	if p.tok.kind == tArg {
		r.Args = p.action(tArg)
	}
	if p.tok.kind == tReturns {
		p.next()
		r.Returns = p.action(tArg)
	}
	if p.tok.kind == tThrows {
		p.next()
		for {
			id := p.qid("an exception name")
			r.Throws = append(r.Throws, &id)
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	if p.tok.kind == tLocals {
		p.next()
		r.Locals = p.action(tArg)
	}
	for {
		if p.tok.kind == tOptions {
			r.Options = append(r.Options, p.optionsSpec()...)
		} else if p.tok.kind == tAt {
			r.Actions = append(r.Actions, p.namedAction())
		} else {
			break
		}
	}
	colon := p.expect(tColon)
	r.Block = p.alternatives(colon.pos, true)
	r.End = p.endRule()
	for p.tok.kind == tCatch {
		p.next()
		c := &catchClause{Args: p.action(tArg)}
		c.Action = p.action(tAction)
		r.Catches = append(r.Catches, c)
	}
	if p.tok.kind == tFinally {
		p.next()
		r.Finally = p.action(tAction)
	}
	return r
}

// lexerRule parses a lexer rule.
func (p *parser) lexerRule() *ruleDecl {
	p.setLexer(true)
	r := &ruleDecl{}
	if p.tok.kind == tFragment {
		r.Fragment = true
		p.next()
	}
	if p.tok.kind != tTokenRef {
		if p.tok.kind == tRuleRef {
			p.fail(p.tok.pos, "syntax error: fragment rule %s must be a lexer rule, with an upper-case first letter", p.tok.text)
		}
		p.failExpecting("a lexer rule name")
	}
	r.Name, r.Pos = identName(p.tok.text), p.tok.pos
	p.next()
	if p.tok.kind == tOptions {
		r.Options = p.optionsSpec()
	}
	colon := p.expect(tColon)
	r.Block = p.alternatives(colon.pos, true)
	r.End = p.endRule()
	return r
}

// endRule consumes the ';' that ends a rule and returns its position. A
// ';' missing before the next rule is reported, and parsing goes on.
func (p *parser) endRule() Pos {
	pos := p.tok.pos
	switch {
	case p.tok.kind == tSemi:
		p.next()
	case p.atRuleStart(true):
		p.errorAt(pos, "syntax error: missing ';' at %s", quoteToken(p.tok))
	default:
		p.endAlternatives(tSemi)
	}
	return pos
}

// endAlternatives reports what stands after the alternatives of a rule or
// block instead of close, ';' or ')'. If the token after it is close, it
// reports it extraneous and skips it; otherwise it abandons the rule.
func (p *parser) endAlternatives(close tokenKind) {
	t := p.tok
	switch {
	case t.kind == tArg && !p.lexer:
		p.failArg()
	case t.kind == tRArrow && !p.lexer:
		p.fail(t.pos, "syntax error: unexpected '->': lexer commands are allowed only in lexer rules")
	case t.kind == tPound && p.lexer:
		p.fail(t.pos, "syntax error: unexpected '#': alternative labels are allowed only in parser rules")
	case t.kind == tPound:
		p.fail(t.pos, "syntax error: unexpected '#': alternative labels are allowed only on the outermost alternatives of a rule")
	case (t.kind == tAssign || t.kind == tPlusAssign) && p.lexer:
		p.fail(t.pos, "syntax error: unexpected %s: labels are not allowed in lexer rules", quoteToken(t))
	case isKeyword(t.kind) && t.kind != tOptions && t.kind != tTokens && t.kind != tChannels:
		p.fail(t.pos, "syntax error: unexpected %s: it is a keyword and cannot name a rule", quoteToken(t))
	case t.kind != tEOF && p.peek().kind == close:
		p.errorAt(t.pos, "syntax error: extraneous input %s expecting %s or '|'", quoteToken(t), close)
		p.next()
		p.next()
		return
	}
	p.failExpecting(close.String() + " or '|'")
}

// alternatives parses alternatives separated by '|', the body of a rule
// (top) or of a block. pos is the position of the block.
func (p *parser) alternatives(pos Pos, top bool) *block {
	base := len(p.alts)
	defer func() { p.alts = p.alts[:base] }()
	for {
		p.alts = append(p.alts, p.alternative(top))
		if p.tok.kind != tOr {
			break
		}
		p.next()
	}
	return &block{Pos: pos, Alts: append([]*alt(nil), p.alts[base:]...)}
}

// alternative parses one alternative.
func (p *parser) alternative(top bool) *alt {
	a := &alt{Pos: p.tok.pos}
	if !p.lexer {
		a.Options = p.elementOptions()
	}
	if p.startsElement() {
		base := len(p.elems)
		for p.startsElement() {
			e := p.element()
			p.elems = append(p.elems, e)
		}
		a.Elements = append([]element(nil), p.elems[base:]...)
		clear(p.elems[base:])
		p.elems = p.elems[:base]
	}
	if top && !p.lexer && p.tok.kind == tPound {
		p.next()
		id := p.ident("an alternative label")
		a.Label = &id
	}
	if p.lexer && p.tok.kind == tRArrow {
		p.next()
		for {
			a.Commands = append(a.Commands, p.command())
			if p.tok.kind != tComma {
				break
			}
			p.next()
		}
	}
	return a
}

// command parses a lexer command, as in skip or channel(HIDDEN).
func (p *parser) command() *command {
	c := &command{Pos: p.tok.pos}
	if p.tok.kind == tMode {
		c.Name = "mode"
		p.next()
	} else {
		c.Name = p.ident("a lexer command").Name
	}
	if p.tok.kind == tLParen {
		p.next()
		c.ArgPos, c.HasArg = p.tok.pos, true
		switch p.tok.kind {
		case tTokenRef, tRuleRef:
			c.Arg = identName(p.tok.text)
		case tInt:
			c.Arg = p.tok.text
		default:
			p.failExpecting("a name or an integer")
		}
		p.next()
		p.expect(tRParen)
	}
	return c
}

// startsElement reports whether the current token starts an element. A
// name followed by ':' starts the next rule instead.
func (p *parser) startsElement() bool {
	switch p.tok.kind {
	case tString, tDot, tNot, tLParen, tAction, tSempred:
		return true
	case tCharSet:
		return p.lexer
	case tTokenRef, tRuleRef:
		return p.peek().kind != tColon
	}
	return false
}

// element parses an element with its suffix.
func (p *parser) element() element {
	switch p.tok.kind {
	case tAction, tSempred:
		a := &action{Text: p.tok.text, Pos: p.tok.pos, Predicate: p.tok.kind == tSempred}
		p.next()
		a.Options = p.elementOptions()
		return a
	case tLParen:
		return p.suffix(p.block())
	case tTokenRef, tRuleRef:
		if k := p.peek().kind; !p.lexer && (k == tAssign || k == tPlusAssign) {
			l := &labeled{Label: ident{Name: identName(p.tok.text), Pos: p.tok.pos}, List: k == tPlusAssign}
			p.next()
			p.next()
			if p.tok.kind == tLParen {
				l.Element = p.block()
			} else {
				l.Element = p.atom()
			}
			return p.suffix(l)
		}
	}
	return p.suffix(p.atom())
}

// suffix parses an EBNF suffix after e if there is one: ?, * or +, each
// optionally followed by ? for a non-greedy loop.
func (p *parser) suffix(e element) element {
	var kind ebnfKind
	switch p.tok.kind {
	case tQuestion:
		kind = ebnfOptional
	case tStar:
		kind = ebnfStar
	case tPlus:
		kind = ebnfPlus
	default:
		return e
	}
	pos := p.tok.pos
	p.next()
	greedy := p.tok.kind != tQuestion
	if !greedy {
		p.next()
	}
	if b, ok := e.(*block); ok {
		return &ebnf{Pos: pos, Kind: kind, Greedy: greedy, Block: b}
	}
	// The nodes around e, in one allocation.
	n := &struct {
		ebnf  ebnf
		block block
		alt   alt
		alts  [1]*alt
		elems [1]element
	}{}
	n.elems[0] = e
	n.alt = alt{Pos: e.Position(), Elements: n.elems[:]}
	n.alts[0] = &n.alt
	n.block = block{Pos: e.Position(), Alts: n.alts[:]}
	n.ebnf = ebnf{Pos: pos, Kind: kind, Greedy: greedy, Block: &n.block}
	return &n.ebnf
}

// block parses a parenthesized block.
func (p *parser) block() *block {
	pos := p.tok.pos
	if p.depth++; p.depth > maxDepth {
		p.fail(pos, "syntax error: blocks nested too deeply (more than %d levels of parentheses)", maxDepth)
	}
	defer func() { p.depth-- }()
	p.next()
	var opts []*option
	var actions []*namedAction
	switch {
	case p.lexer && p.tok.kind == tOptions:
		opts = p.optionsSpec()
		p.expect(tColon)
	case !p.lexer && (p.tok.kind == tOptions || p.tok.kind == tAt || p.tok.kind == tColon):
		if p.tok.kind == tOptions {
			opts = p.optionsSpec()
		}
		for p.tok.kind == tAt {
			actions = append(actions, p.namedAction())
		}
		p.expect(tColon)
	}
	b := p.alternatives(pos, false)
	b.Options, b.Actions = opts, actions
	if p.tok.kind != tRParen {
		p.endAlternatives(tRParen)
	} else {
		p.next()
	}
	return b
}

// atom parses an element without suffix that is not a block, an action
// or a labeled element.
func (p *parser) atom() element {
	t := p.tok
	switch t.kind {
	case tString:
		if p.peek().kind == tRange {
			return p.rangeElement()
		}
		p.next()
		return &literal{Text: t.text, Pos: t.pos, Options: p.elementOptions()}
	case tTokenRef:
		p.next()
		return &ref{Name: identName(t.text), Pos: t.pos, Options: p.elementOptions()}
	case tRuleRef:
		p.next()
		r := &ref{Name: identName(t.text), Pos: t.pos}
		if !p.lexer {
			if p.tok.kind == tArg {
				r.Args = p.action(tArg)
			}
			r.Options = p.elementOptions()
		}
		return r
	case tNot:
		return p.notSet()
	case tDot:
		p.next()
		return &wildcard{Pos: t.pos, Options: p.elementOptions()}
	case tCharSet:
		p.next()
		return &charSet{Text: t.text, Pos: t.pos}
	case tArg:
		p.failArg()
	}
	p.failExpecting("an element")
	return nil
}

// failArg reports an argument action where it cannot stand, which is
// likely meant as a character set.
func (p *parser) failArg() {
	p.fail(p.tok.pos, "syntax error: unexpected %s: character sets are allowed only in lexer rules, and arguments only after rule references", quoteToken(p.tok))
}

// rangeElement parses 'a'..'z'.
func (p *parser) rangeElement() *charRange {
	from := &literal{Text: p.tok.text, Pos: p.tok.pos}
	p.next()
	p.next() // ..
	if p.tok.kind != tString {
		p.failExpecting("a string literal after '..'")
	}
	to := &literal{Text: p.tok.text, Pos: p.tok.pos}
	p.next()
	return &charRange{From: from, To: to, Pos: from.Pos}
}

// notSet parses ~x and ~(x | y | ...).
func (p *parser) notSet() *setElem {
	s := &setElem{Pos: p.tok.pos, Invert: true}
	p.next()
	if p.tok.kind != tLParen {
		s.Elements = append(s.Elements, p.setElement())
		return s
	}
	p.next()
	for {
		s.Elements = append(s.Elements, p.setElement())
		if p.tok.kind != tOr {
			break
		}
		p.next()
	}
	if p.tok.kind != tRParen {
		p.failExpecting("')' or '|'")
	}
	p.next()
	return s
}

// setElement parses an element of a set: a token, a literal, a range or
// a character set.
func (p *parser) setElement() element {
	t := p.tok
	switch t.kind {
	case tTokenRef:
		p.next()
		return &ref{Name: identName(t.text), Pos: t.pos, Options: p.elementOptions()}
	case tString:
		if p.peek().kind == tRange {
			return p.rangeElement()
		}
		p.next()
		return &literal{Text: t.text, Pos: t.pos, Options: p.elementOptions()}
	case tCharSet:
		p.next()
		return &charSet{Text: t.text, Pos: t.pos}
	case tArg:
		p.failArg()
	}
	if p.lexer {
		p.failExpecting("a token name, a string literal, a range or a character set")
	}
	p.failExpecting("a token name or a string literal")
	return nil
}

// modeSpec parses mode NAME;.
func (p *parser) modeSpec() {
	p.next()
	id := p.ident("a mode name")
	p.f.Modes = append(p.f.Modes, &id)
	p.mode = id.Name
	p.expectSemi()
}
