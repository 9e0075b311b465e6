package cpp

// This file is written by hand; the rest of the package is generated from
// grammars/CPP.g4 by the ANTLR tool, but for names.go, scopes.go,
// actions.go and generate.go.

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// NewLexer returns a lexer for C++ that reads raw string literals whole.
func NewLexer(input antlr.CharStream) *CPPLexer {
	l := NewCPPLexer(input)
	l.Virt = l // so that the base lexer calls our Emit
	return l
}

// Emit makes the token the lexer just matched. A raw string literal's
// rule ends at the first `)D"` for any delimiter D; where D is not the
// delimiter the literal began with, the literal goes on to the first
// `)D"` that has it (and its user-defined suffix), or to the end of the
// input.
func (l *CPPLexer) Emit() antlr.Token {
	if l.GetType() == CPPLexerRawStringLiteral {
		l.readRawString()
	}
	return l.BaseLexer.Emit()
}

func (l *CPPLexer) readRawString() {
	text := l.GetText()
	q := strings.Index(text, "R\"")
	open := strings.IndexByte(text, '(')
	if q < 0 || open < q {
		return
	}
	end := ")" + text[q+2:open] + "\""
	body := strings.TrimRightFunc(text, isSuffixChar)
	if strings.HasSuffix(body, end) && len(body) >= open+len(end) {
		return
	}
	// Read on from the end of the match: the text matched after the
	// first `)D"` is a suffix, which cannot hold the `)` of the end.
	input := l.GetInputStream()
	tail := []byte(text)
	for !strings.HasSuffix(string(tail), end) {
		c := input.LA(1)
		if c == antlr.TokenEOF {
			return
		}
		l.Interpreter.Consume(input)
		tail = append(tail[max(0, len(tail)-len(end)):], byte(c))
		if c >= 0x80 {
			tail = append(tail[:0], 0) // no part of the end
		}
	}
	for c := input.LA(1); c != antlr.TokenEOF && c < 0x80 && isSuffixChar(rune(c)); c = input.LA(1) {
		l.Interpreter.Consume(input)
	}
}

func isSuffixChar(c rune) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
