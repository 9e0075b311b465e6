package input

import (
	"fmt"

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
// error, and parser.Grammar.Parse recovers.
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
