package interp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// panickyMatch is a lexer simulator that panics, as the runtime does at a
// precedence predicate in a lexer, before it reads a '+'.
type panickyMatch struct{ antlr.ILexerATNSimulator }

func (p panickyMatch) Match(input antlr.CharStream, mode int) int {
	if input.LA(1) == '+' {
		panic("Precedence predicates are not supported in lexers.")
	}
	return p.ILexerATNSimulator.Match(input, mode)
}

// TestLexerPanicSkips: a match that panics with what is not a recognition
// error before it reads anything (the runtime's NextToken swallows such a
// panic and returns an empty token, which made the lexer of a corrupt
// .interp return them forever) is a token recognition error: the lexer
// skips the character and goes on to the end.
func TestLexerPanicSkips(t *testing.T) {
	read := func(file string) *atn.Interp {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "internal", "testgrammar", "expr", file))
		require.NoError(t, err)
		in, err := atn.ReadInterp(data)
		require.NoError(t, err)
		return in
	}
	newLexer, _, err := New("Expr", read("ExprLexer.interp"), read("Expr.interp"), nil)
	require.NoError(t, err)
	l, ok := newLexer(input.NewSource("1+2", "")).(*interpLexer)
	require.True(t, ok, "an interpreted grammar's lexer is an interpLexer")
	sim := l.Interpreter.(*progressSimulator)
	sim.ILexerATNSimulator = panickyMatch{sim.ILexerATNSimulator}
	errs := &input.Collector{}
	l.RemoveErrorListeners()
	l.AddErrorListener(errs)
	var texts []string
	for range 10 { // "1+2" has 3 tokens and EOF; more is the loop
		tok := l.NextToken()
		if tok.GetTokenType() == antlr.TokenEOF {
			break
		}
		texts = append(texts, tok.GetText())
	}
	assert.Equal(t, []string{"1", "2"}, texts)
	require.Len(t, errs.Errors, 1)
	assert.Contains(t, errs.Errors[0].Msg, "token recognition error at: '+'")
}
