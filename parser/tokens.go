package parser

import (
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// tokenBuffer is the token stream of a parse: what the runtime's
// CommonTokenStream does on the default channel, over all the tokens of
// the input, lexed before the parse into a slice made once at its size.
// (CommonTokenStream grows its slice one append at a time: on 10 MB of
// JSON, 2.5 million tokens, that copying took 0.8 s.)
type tokenBuffer struct {
	source antlr.TokenSource
	tokens []antlr.Token // every token, EOF last
	index  int           // the current token, on the default channel
}

// newTokenBuffer lexes all the tokens of source.
func newTokenBuffer(source antlr.TokenSource) *tokenBuffer {
	// Chunks that grow to a million tokens, then one slice of the total.
	var chunks [][]antlr.Token
	chunk := make([]antlr.Token, 0, 1024)
	for n := 0; ; n++ {
		if len(chunk) == cap(chunk) {
			chunks = append(chunks, chunk)
			chunk = make([]antlr.Token, 0, min(2*cap(chunk), 1<<20))
		}
		t := source.NextToken()
		t.SetTokenIndex(n)
		chunk = append(chunk, t)
		if t.GetTokenType() == antlr.TokenEOF {
			break
		}
	}
	b := &tokenBuffer{source: source, tokens: slices.Concat(append(chunks, chunk)...)}
	b.index = b.onChannel(0)
	return b
}

// onChannel returns the index of the first token on the default channel
// from i on (EOF is on it), or -1 past the end.
func (b *tokenBuffer) onChannel(i int) int {
	for ; i < len(b.tokens); i++ {
		if b.tokens[i].GetChannel() == antlr.TokenDefaultChannel {
			return i
		}
	}
	return -1
}

// onChannelBefore returns the index of the last token on the default
// channel at or before i, or -1.
func (b *tokenBuffer) onChannelBefore(i int) int {
	for i >= 0 && b.tokens[i].GetChannel() != antlr.TokenDefaultChannel {
		i--
	}
	return i
}

func (b *tokenBuffer) Consume() {
	if b.index >= len(b.tokens)-1 && b.LA(1) == antlr.TokenEOF {
		panic("cannot consume EOF")
	}
	if b.index+1 < len(b.tokens) {
		b.index = b.onChannel(b.index + 1)
	}
}

func (b *tokenBuffer) LA(i int) int { return b.LT(i).GetTokenType() }

func (b *tokenBuffer) LT(k int) antlr.Token {
	switch {
	case k == 0:
		return nil
	case k < 0:
		if b.index+k < 0 {
			return nil
		}
		i := b.index
		for n := 1; n <= -k; n++ {
			i = b.onChannelBefore(i - 1)
		}
		if i < 0 {
			return nil
		}
		return b.tokens[i]
	}
	i := b.index
	for n := 1; n < k; n++ {
		if i+1 < len(b.tokens) {
			i = b.onChannel(i + 1)
		}
	}
	return b.tokens[i]
}

func (b *tokenBuffer) Mark() int             { return 0 }
func (b *tokenBuffer) Release(int)           {}
func (b *tokenBuffer) Index() int            { return b.index }
func (b *tokenBuffer) Seek(i int)            { b.index = b.onChannel(i) }
func (b *tokenBuffer) Size() int             { return len(b.tokens) }
func (b *tokenBuffer) GetSourceName() string { return b.source.GetSourceName() }
func (b *tokenBuffer) Reset()                { b.Seek(0) }
func (b *tokenBuffer) Get(i int) antlr.Token { return b.tokens[i] }

func (b *tokenBuffer) GetTokenSource() antlr.TokenSource { return b.source }

// SetTokenSource is not supported: the tokens are lexed once.
func (b *tokenBuffer) SetTokenSource(antlr.TokenSource) {
	panic("parser: a token buffer's source cannot change")
}

func (b *tokenBuffer) GetAllText() string {
	return b.GetTextFromInterval(antlr.NewInterval(0, len(b.tokens)-1))
}

func (b *tokenBuffer) GetTextFromTokens(start, end antlr.Token) string {
	if start == nil || end == nil {
		return ""
	}
	return b.GetTextFromInterval(antlr.NewInterval(start.GetTokenIndex(), end.GetTokenIndex()))
}

func (b *tokenBuffer) GetTextFromRuleContext(ctx antlr.RuleContext) string {
	return b.GetTextFromInterval(ctx.GetSourceInterval())
}

func (b *tokenBuffer) GetTextFromInterval(in antlr.Interval) string {
	if in.Start < 0 || in.Stop < 0 {
		return ""
	}
	var s strings.Builder
	for i := in.Start; i <= min(in.Stop, len(b.tokens)-1); i++ {
		if b.tokens[i].GetTokenType() == antlr.TokenEOF {
			break
		}
		s.WriteString(b.tokens[i].GetText())
	}
	return s.String()
}
