package main

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
)

// countTokens returns the number of tokens of text on the default channel
// (no whitespace, no comments, no EOF), as the grammar's lexer reads it:
// the size of an input as the papers on reduction count it. A text the
// lexer cannot read counts its characters that no token took as one
// token each.
func countTokens(g *parser.Grammar, text []byte) int {
	lx := g.NewLexer(antlr.NewInputStream(string(text)))
	lx.RemoveErrorListeners()
	n := 0
	for {
		tok := lx.NextToken()
		if tok == nil || tok.GetTokenType() == antlr.TokenEOF {
			return n
		}
		if tok.GetChannel() == antlr.TokenDefaultChannel {
			n++
		}
	}
}
