package css

import "github.com/antlr4-go/antlr/v4"

// NewLexer returns a lexer of CSS that reads a UTF-8 byte order mark at the
// start of the input as a hidden BOM token. CSS Syntax decodes the input
// before it makes tokens, and the decoding drops the mark (section 3.2);
// a lexer rule cannot tell the start of the input, and anywhere else
// U+FEFF is a character of an identifier.
func NewLexer(input antlr.CharStream) antlr.Lexer {
	return &lexer{CSSLexer: NewCSSLexer(input)}
}

type lexer struct {
	*CSSLexer
	started bool
}

// NextToken returns the next token: first the BOM, if the input starts
// with one.
func (l *lexer) NextToken() antlr.Token {
	if !l.started {
		l.started = true
		in := l.GetInputStream()
		if start := in.Index(); start == 0 && in.LA(1) == '\uFEFF' {
			l.Interpreter.Consume(in)
			return l.GetTokenFactory().Create(l.GetTokenSourceCharStreamPair(), CSSParserBOM, "",
				antlr.TokenHiddenChannel, start, in.Index()-1, 1, 0)
		}
	}
	return l.CSSLexer.NextToken()
}
