package parser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/input"
	"github.com/hddmin/hddmin/parser/internal/interp"
)

// Parse is the result of parsing an input: the ANTLR parse tree, every token
// of the input (hidden ones included) and the syntax errors, if any.
//
// With syntax errors the tree is the one ANTLR's error recovery built: tokens
// it skipped are error nodes, tokens it conjured have token index -1.
type Parse struct {
	Grammar *Grammar
	File    string // the name of the input in messages
	Source  []byte
	Tree    antlr.ParserRuleContext
	Errors  []*SyntaxError
	Mode    string // "SLL" or "LL": the prediction mode that built the tree
	// Rest is the offset in Source of the first token the start rule left,
	// or -1 if it read the whole input. A start rule that does not end
	// with EOF ends where it can (python3's single_input after the first
	// statement); the tokens after it are in no rule. See Unfinished.
	Rest int
	// Start is the start rule of the parse.
	Start string

	parser antlr.Parser
	buffer *input.Buffer // the parser's token stream
	text   string        // Source, as the lexer read it
	// relex lexes the source again, for a parse started over in LL mode
	// after tokens were released (see ReleaseTokens).
	relex func() *input.Buffer
}

// ErrSyntax is wrapped by the error ParseStrict returns for an input with
// syntax errors.
var ErrSyntax = errors.New("syntax error")

// SyntaxErrors joins errs into one error that wraps ErrSyntax.
func SyntaxErrors(errs []*SyntaxError) error {
	var b strings.Builder
	for i, e := range errs {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return fmt.Errorf("%w: %d error(s)\n%s", ErrSyntax, len(errs), b.String())
}

// Parse parses src from the rule start ("" for the grammar's start rule).
// file names the input in error messages.
//
// It parses with SLL prediction first, which is fast and right for almost
// all inputs, and parses again with full LL prediction only if SLL reports an
// error. Syntax errors do not make Parse fail: they are in the result, with
// the tree that error recovery built. An error is returned only for an
// unknown start rule.
func (g *Grammar) Parse(file string, src []byte, start string) (*Parse, error) {
	return g.ParseContext(context.Background(), file, src, start)
}

// ParseContext is Parse, stopped when ctx is done: it then returns
// ctx.Err() and no parse. The lexer looks at ctx every 256 tokens, the
// parser every 256 decisions and matches.
func (g *Grammar) ParseContext(ctx context.Context, file string, src []byte, start string) (res *Parse, err error) {
	return g.ParseListening(ctx, file, src, start, nil)
}

// A RuleListener sees a parse as it is made. Begin is called when a parse
// begins, with its Parse (no tree yet; Source, Start, Text and Span are
// ready), and again if the parser starts over in LL mode (see
// Parse.Mode): what it saw before is void then. ExitRule is called for each rule context the
// parser has finished, with all its children; a listener may take them
// (see Parse.Take) once no action of the grammar will read them again.
// Some contexts are finished without a call: those of a left-recursive
// rule that another context of the rule nests, and all of a parse whose
// start rule is left-recursive (the runtime cannot take a listener there).
type RuleListener interface {
	Begin(*Parse)
	ExitRule(antlr.ParserRuleContext)
}

// ParseListening is ParseContext with l seeing the parse as it is made
// (see RuleListener); l may be nil. A panic of l ends the parse and goes
// on up to the caller.
func (g *Grammar) ParseListening(ctx context.Context, file string, src []byte, start string, l RuleListener) (res *Parse, err error) {
	if start == "" {
		start = g.StartRule()
	}
	if g.RuleIndex(start) < 0 {
		return nil, g.UnknownRule(start)
	}
	stop, endWatch := input.NewStopper(ctx)
	defer endWatch()
	defer func() {
		switch e := recover().(type) {
		case nil:
		case input.Stopped:
			res, err = nil, fmt.Errorf("parse %s: %w", file, ctx.Err())
		case tooDeep:
			res, err = nil, fmt.Errorf("%s:%d:%d: %w: more than %d rules nested", file, e.line, e.col+1, errTooDeep, maxDepth)
		case interp.Loops:
			what := "rule " + e.Rule + " calls itself without reading input"
			if e.Loop {
				what = "a loop of rule " + e.Rule + " keeps going round without reading input"
			}
			res, err = nil, fmt.Errorf("%s:%d:%d: the parser loops: %s (the grammar is broken)", file, e.Line, e.Col+1, what)
		default:
			panic(e)
		}
	}()
	if len(src) > input.MaxSource {
		return nil, fmt.Errorf("%s: %d bytes: the parser takes inputs of at most %d bytes", file, len(src), input.MaxSource)
	}
	text := string(src)
	lexErrs := &input.Collector{File: file}
	tokens := input.Lex(g.NewLexer, text, file, lexErrs, stop)
	res = &Parse{Grammar: g, File: file, Source: src, Start: start, buffer: tokens, text: text,
		relex: func() *input.Buffer { return input.Lex(g.NewLexer, text, file, nil, stop) }}
	tree, parser, ok := g.parseWith(res, start, antlr.PredictionModeSLL, nil, stop, l)
	res.Mode = "SLL"
	var parseErrs *input.Collector
	if !ok {
		stop.Check()
		parseErrs = &input.Collector{File: file}
		tree, parser, _ = g.parseWith(res, start, antlr.PredictionModeLL, parseErrs, stop, l)
		res.Mode = "LL"
	}
	res.Tree, res.parser = tree, parser
	res.Rest = -1
	if t := parser.GetTokenStream().LT(1); t != nil && t.GetTokenType() != antlr.TokenEOF {
		res.Rest = t.GetStart()
	}
	res.Errors = lexErrs.Errors
	if parseErrs != nil {
		res.Errors = append(res.Errors, parseErrs.Errors...)
	}
	sort.SliceStable(res.Errors, func(i, j int) bool {
		a, b := res.Errors[i], res.Errors[j]
		return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
	})
	return res, nil
}

// ErrUnfinished is matched (errors.Is) by the error of Parse.Unfinished.
var ErrUnfinished = errors.New("the start rule ended before the input")

// unfinishedError is the error of Parse.Unfinished.
type unfinishedError struct{ msg string }

func (e *unfinishedError) Error() string        { return e.msg }
func (e *unfinishedError) Is(target error) bool { return target == ErrUnfinished }

// Unfinished returns nil if the parse read the whole input, else an error
// that matches ErrUnfinished and says where the start rule ended (at
// file:line:col of the first token it left), how much of the input it
// left, and which rules end with EOF.
func (p *Parse) Unfinished() error {
	if p.Rest < 0 {
		return nil
	}
	line, col := p.position(p.Rest)
	left := len(p.Source) - p.Rest
	rules := "no rule of the grammar ends with EOF"
	if eof := p.Grammar.EOFRules(); len(eof) > 0 {
		rules = "the rules that end with EOF are " + strings.Join(eof, ", ")
	}
	return &unfinishedError{fmt.Sprintf("%s:%d:%d: start rule %s ended here, before the end of the input: %d of %d bytes (%.1f%%) not parsed (%s does not end with EOF; %s)",
		p.File, line, col, p.Start, left, len(p.Source), 100*float64(left)/float64(max(len(p.Source), 1)), p.Start, rules)}
}

// position returns the 1-based line and column (in characters) of byte
// offset off of the source.
func (p *Parse) position(off int) (line, col int) {
	src := p.Source[:min(off, len(p.Source))]
	line = 1 + bytes.Count(src, []byte("\n"))
	if i := bytes.LastIndexByte(src, '\n'); i >= 0 {
		src = src[i+1:]
	}
	return line, 1 + utf8.RuneCount(src)
}

// Tokens returns all the tokens the lexer produced, EOF last, in a slice
// made anew; nil once tokens were released or taken.
func (p *Parse) Tokens() []antlr.Token { return p.buffer.Tokens() }

// NumTokens returns the number of tokens the lexer produced, EOF included.
func (p *Parse) NumTokens() int { return p.buffer.Size() }

// Detach returns a copy of t, a token of p, that is an object of its
// own: a token is one of a slab (see package input), and keeps
// the whole slab alive as long as anything refers to it. A listener that
// has built the parse of a list's elements detaches the separators
// between them, which their list's context keeps until it ends. A token
// not made by p's lexer is returned as it is.
func (p *Parse) Detach(t antlr.Token) antlr.Token { return input.Detach(t) }

// ReleaseTokens lets the parse forget the tokens before index i: a
// listener (see RuleListener) calls it when it has taken the contexts
// that hold them, and the parser, past them, will not look back. Their
// memory is freed (but for tokens a context still holds), Tokens returns
// nil, and a parse that starts over in LL mode lexes the source again
// (with its errors reported once).
func (p *Parse) ReleaseTokens(i int) { p.buffer.Forget(i) }

// parseWith runs one parse of the token stream. With errs nil it bails out at
// the first syntax error and reports ok = false.
func (g *Grammar) parseWith(res *Parse, start string, mode int, errs *input.Collector, stop input.Stopper, l RuleListener) (tree antlr.ParserRuleContext, p antlr.Parser, ok bool) {
	if res.buffer.Released() > 0 {
		res.buffer = res.relex()
	}
	tokens, file := res.buffer, res.File
	tokens.Seek(0)
	if l != nil {
		l.Begin(res)
	}
	p = g.NewParser(tokens)
	p.SetErrorHandler(g.newErrorStrategy(stop, errs != nil, tokens))
	// With a parse listener, the runtime's UnrollRecursionContexts fails
	// when the start rule is left-recursive (it walks past the root): such
	// parses go without the guard.
	a := g.Parser.ATN
	if lp, ok := p.(interface{ AddParseListener(antlr.ParseTreeListener) }); ok && !a.States[a.RuleStart[g.RuleIndex(start)]].Precedence {
		lp.AddParseListener(&depthGuard{exit: l})
	}
	p.RemoveErrorListeners()
	if errs == nil {
		p.AddErrorListener(&input.Collector{File: file, Bail: true})
		defer func() {
			if e := recover(); e != nil {
				if _, isBail := e.(input.Bailout); !isBail {
					panic(e)
				}
				tree, ok = nil, false
			}
		}()
	} else {
		p.AddErrorListener(errs)
	}
	p.GetInterpreter().SetPredictionMode(mode)
	tree, err := invokeRule(p, start)
	if err != nil {
		panic(fmt.Sprintf("parser: grammar %s: %v", g.Name, err)) // RuleIndex(start) was checked
	}
	return tree, p, true
}

// errTooDeep is wrapped by the error of a parse nested deeper than hddmin
// can handle.
var errTooDeep = errors.New("nesting too deep")

// maxDepth is the deepest nesting of rule contexts a parse may have. The
// parser, the tree builder and the passes over the tree recurse as deep as
// the input nests, and Go ends a program whose stack exceeds its limit (1
// GB, 4 GB in the hddmin command) with a fatal error that nothing can
// recover: deeper inputs are refused. A million rules is 500,000 nested
// JSON arrays. It is a variable for the tests.
var maxDepth = 1_000_000

// depthGuard is a parse listener that stops a parse nested deeper than
// maxDepth.
type depthGuard struct {
	antlr.BaseParseTreeListener
	depth int
	exit  RuleListener // if not nil, told of each context finished
}

// tooDeep is the panic of a parse nested too deep, at a token's line and
// column (0-based).
type tooDeep struct{ line, col int }

func (d *depthGuard) EnterEveryRule(ctx antlr.ParserRuleContext) {
	if d.depth++; d.depth > maxDepth {
		t := ctx.GetStart()
		panic(tooDeep{t.GetLine(), t.GetColumn()})
	}
}

func (d *depthGuard) ExitEveryRule(ctx antlr.ParserRuleContext) {
	d.depth--
	if d.exit != nil {
		d.exit.ExitRule(ctx)
	}
}

// ParseStrict is Parse, but fails with all syntax errors (wrapping ErrSyntax)
// if there are any.
func (g *Grammar) ParseStrict(file string, src []byte, start string) (*Parse, error) {
	p, err := g.Parse(file, src, start)
	if err == nil && len(p.Errors) > 0 {
		err = SyntaxErrors(p.Errors)
	}
	return p, err
}

// Take returns the parse tree and removes it and the tokens from p (and
// from the parser, which every context of the tree refers to), so that
// each part of the tree can be freed as soon as its user is done with it:
// a builder that clears each context's children (GetChildren returns the
// context's own slice) once it has read them keeps no more of a large
// parse than it is reading. p.Tree is nil after, p.Tokens returns nil,
// and p.String panics.
func (p *Parse) Take() antlr.ParserRuleContext {
	tree := p.Tree
	p.Tree, p.parser = nil, nil
	p.buffer.Drop()
	return tree
}

// Text returns the source as a string (the one the tokens' texts are
// parts of: no copy).
func (p *Parse) Text() string { return p.text }

// Span returns the byte range of token t in the source. Conjured tokens
// (token index -1) have an empty span.
func (p *Parse) Span(t antlr.Token) (start, end int) { return input.Span(t, len(p.Source)) }

// String renders the parse tree as ANTLR's toStringTree does, the format of
// the reference tool's TestRig -tree.
func (p *Parse) String() string {
	return StringTree(p.Tree, p.parser.GetRuleNames())
}

// StringTree renders t as ANTLR's toStringTree does: "(rule child ...)",
// tokens by their text, with whitespace escaped as in the Java runtime.
func StringTree(t antlr.Tree, ruleNames []string) string {
	var b strings.Builder
	var walk func(t antlr.Tree)
	walk = func(t antlr.Tree) {
		label := nodeText(t, ruleNames)
		if t.GetChildCount() == 0 {
			b.WriteString(label)
			return
		}
		b.WriteByte('(')
		b.WriteString(label)
		for _, c := range t.GetChildren() {
			b.WriteByte(' ')
			walk(c)
		}
		b.WriteByte(')')
	}
	walk(t)
	return b.String()
}

var treeEscaper = strings.NewReplacer("\t", `\t`, "\n", `\n`, "\r", `\r`)

func nodeText(t antlr.Tree, ruleNames []string) string {
	switch n := t.(type) {
	case antlr.RuleContext:
		name := ruleNames[n.GetRuleIndex()]
		if alt := n.GetAltNumber(); alt != antlr.ATNInvalidAltNumber {
			return fmt.Sprintf("%s:%d", name, alt)
		}
		return name
	case antlr.ErrorNode:
		return treeEscaper.Replace(n.GetText())
	case antlr.TerminalNode:
		tok := n.GetSymbol()
		if text := tok.GetText(); tok.GetTokenType() != antlr.TokenEOF || text != "" && text != "<EOF>" {
			// An EOF with a text of its own is one a base class made,
			// whose text Java's CommonToken takes from the input.
			return treeEscaper.Replace(text)
		}
		return "<EOF>"
	}
	return fmt.Sprint(t)
}
