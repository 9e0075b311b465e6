package input

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/antlr4-go/antlr/v4"
)

// SyntaxError is one error the lexer or parser reported.
type SyntaxError struct {
	File   string
	Line   int // 1-based
	Column int // 1-based, in characters
	Msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}

// Collector is an ANTLR error listener that records syntax errors.
type Collector struct {
	*antlr.DefaultErrorListener
	File   string // the input, in the errors
	Errors []*SyntaxError
	Bail   bool // panic with Bailout at the first error (the SLL pass)
}

// Bailout is the panic of a Collector that bails out: package parser's
// one internal panic, which stops the SLL pass of a parse at its first
// error, and Grammar.Parse recovers.
type Bailout struct{}

// SyntaxError records an error, or bails out.
func (c *Collector) SyntaxError(_ antlr.Recognizer, _ interface{}, line, column int, msg string, _ antlr.RecognitionException) {
	if c.Bail {
		panic(Bailout{})
	}
	c.Errors = append(c.Errors, &SyntaxError{File: c.File, Line: line, Column: column + 1, Msg: msg})
}

// NewSource returns the character stream of src, an input called name,
// as the lexers read it (see Lex).
func NewSource(src, name string) antlr.CharStream { return newSourceStream(src, name) }

// Lex returns the tokens of src, an input called file, lexed by a lexer
// of newLexer, its errors going to errs if not nil. stop stops it between
// tokens.
func Lex(newLexer func(antlr.CharStream) antlr.Lexer, src, file string, errs antlr.ErrorListener, stop Stopper) *Buffer {
	input := newSourceStream(src, file)
	lexer := newLexer(input)
	lexer.RemoveErrorListeners()
	if errs != nil {
		lexer.AddErrorListener(errs)
	}
	compact := &tokenSource{stream: input, shift: slabShift(len(src))}
	stoppable := &stoppingLexer{Lexer: lexer, stop: stop, tokens: compact}
	compact.lexer = stoppable
	return newBuffer(stoppable)
}

// A Stopper stops a parse when its context is done: Check, called at
// every token, decision, match and error recovery, panics with Stopped,
// which Grammar.ParseContext recovers. Some steps of a pathological parse take
// milliseconds each, so it looks every time, at a flag that a goroutine
// sets when the context is done: an atomic load is the whole cost on the
// parser's hot path.
type Stopper struct {
	flag *atomic.Bool // nil: the context can never be done
}

// NewStopper returns the Stopper of a parse and the function that ends
// its watch of ctx.
func NewStopper(ctx context.Context) (Stopper, func()) {
	if ctx.Done() == nil {
		return Stopper{}, func() {}
	}
	s := Stopper{flag: new(atomic.Bool)}
	if ctx.Err() != nil {
		s.flag.Store(true)
		return s, func() {}
	}
	end := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			s.flag.Store(true)
		case <-end:
		}
	}()
	return s, func() { close(end) }
}

// Stopped is the panic of a cancelled parse.
type Stopped struct{}

// Check panics with Stopped if the context is done.
func (s Stopper) Check() {
	if s.flag != nil && s.flag.Load() {
		panic(Stopped{})
	}
}

// stoppingLexer is a lexer that a Stopper stops between tokens, and that
// gives the parser compact tokens (see token).
type stoppingLexer struct {
	antlr.Lexer
	stop   Stopper
	tokens *tokenSource
}

func (l *stoppingLexer) NextToken() antlr.Token {
	l.stop.Check()
	t := l.Lexer.NextToken()
	if l.tokens.pair == nil {
		l.tokens.pair = t.GetSource()
	}
	return l.tokens.compact(t)
}

// GetTokenFactory is the factory of the tokens error recovery conjures.
func (l *stoppingLexer) GetTokenFactory() antlr.TokenFactory { return l.tokens }

// Detach returns a copy of t, a token of a Buffer, that is an object of
// its own: a token is one of a slab, and keeps the whole slab alive as
// long as anything refers to it. A token not made by Lex is returned as
// it is.
func Detach(t antlr.Token) antlr.Token {
	if c, ok := t.(*token); ok {
		d := *c
		return &d
	}
	return t
}

// Span returns the byte range of token t in a source of size bytes.
// Conjured tokens (token index -1) have an empty span.
func Span(t antlr.Token, size int) (start, end int) {
	if t.GetTokenType() == antlr.TokenEOF {
		return size, size
	}
	if t.GetTokenIndex() < 0 {
		s := min(max(t.GetStart(), 0), size)
		return s, s
	}
	return t.GetStart(), t.GetStop() + 1
}
