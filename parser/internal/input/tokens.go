package input

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// Buffer is the token stream of a parse: what the runtime's
// CommonTokenStream does on the default channel, over all the tokens of
// the input, lexed before the parse. The tokens are where the lexer put
// them, in the slabs of its tokenSource (token i is the i%size-th of slab
// i/size, for the size of its slabs): no slice of 16 bytes a token is made, and a slab the
// parse has released (see parser.Parse.ReleaseTokens) is freed whole.
// (CommonTokenStream grows its slice one append at a time: on 10 MB of
// JSON, 2.5 million tokens, that copying took 0.8 s.)
type Buffer struct {
	source   *stoppingLexer
	slabs    [][]token // nil once released
	n        int       // the number of tokens, EOF last
	index    int       // the current token, on the default channel
	released int       // the tokens before are gone (see parser.Parse.ReleaseTokens)
	shift    uint      // a slab holds 1<<shift tokens
}

// Released returns the number of tokens at the start that the parse has
// forgotten (see parser.Parse.ReleaseTokens): a stream that keeps tokens by
// index, like the C parser's, may forget them too.
func (b *Buffer) Released() int { return b.released }

// newBuffer lexes all the tokens of source.
func newBuffer(source *stoppingLexer) *Buffer {
	b := &Buffer{source: source}
	for ; ; b.n++ {
		t := source.NextToken()
		t.SetTokenIndex(b.n)
		if t.GetTokenType() == antlr.TokenEOF {
			break
		}
	}
	b.n++
	b.slabs, b.shift = source.tokens.slabs, source.tokens.shift
	source.tokens.slabs = nil // the buffer's now: releasing a slab frees it
	b.index = b.onChannel(0)
	return b
}

// token returns token i, which must not be released.
func (b *Buffer) token(i int) *token { return &b.slabs[i>>b.shift][i&(1<<b.shift-1)] }

// Forget forgets the tokens before i, and frees each slab they fill (see
// parser.Parse.ReleaseTokens).
func (b *Buffer) Forget(i int) {
	i = min(i, b.n)
	for s := b.released >> b.shift; s < i>>b.shift; s++ {
		b.slabs[s] = nil
	}
	b.released = max(b.released, i)
}

// Tokens returns all the tokens, or nil once some were released or the
// buffer was dropped.
func (b *Buffer) Tokens() []antlr.Token {
	if b.released > 0 || b.slabs == nil {
		return nil
	}
	all := make([]antlr.Token, b.n)
	for i := range all {
		all[i] = b.token(i)
	}
	return all
}

// Drop lets the buffer's tokens go: Tokens returns nil after.
func (b *Buffer) Drop() { b.slabs = nil }

// onChannel returns the index of the first token on the default channel
// from i on (EOF is on it), or -1 past the end.
func (b *Buffer) onChannel(i int) int {
	for ; i < b.n; i++ {
		if b.token(i).channel == antlr.TokenDefaultChannel {
			return i
		}
	}
	return -1
}

// onChannelBefore returns the index of the last token on the default
// channel at or before i, or -1 (also if it was released).
func (b *Buffer) onChannelBefore(i int) int {
	for i >= b.released && b.token(i).channel != antlr.TokenDefaultChannel {
		i--
	}
	if i < b.released {
		return -1
	}
	return i
}

func (b *Buffer) Consume() {
	if b.index >= b.n-1 && b.LA(1) == antlr.TokenEOF {
		panic("cannot consume EOF")
	}
	if b.index+1 < b.n {
		b.index = b.onChannel(b.index + 1)
	}
}

func (b *Buffer) LA(i int) int { return b.LT(i).GetTokenType() }

func (b *Buffer) LT(k int) antlr.Token {
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
		return b.token(i)
	}
	i := b.index
	for n := 1; n < k; n++ {
		if i+1 < b.n {
			i = b.onChannel(i + 1)
		}
	}
	return b.token(i)
}

func (b *Buffer) Mark() int             { return 0 }
func (b *Buffer) Release(int)           {}
func (b *Buffer) Index() int            { return b.index }
func (b *Buffer) Seek(i int)            { b.index = b.onChannel(i) }
func (b *Buffer) Size() int             { return b.n }
func (b *Buffer) GetSourceName() string { return b.source.GetSourceName() }
func (b *Buffer) Reset()                { b.Seek(0) }
func (b *Buffer) Get(i int) antlr.Token { return b.token(i) }

func (b *Buffer) GetTokenSource() antlr.TokenSource { return b.source }

// SetTokenSource is not supported: the tokens are lexed once.
func (b *Buffer) SetTokenSource(antlr.TokenSource) {
	panic("parser: a token buffer's source cannot change")
}

func (b *Buffer) GetAllText() string {
	return b.GetTextFromInterval(antlr.NewInterval(0, b.n-1))
}

func (b *Buffer) GetTextFromTokens(start, end antlr.Token) string {
	if start == nil || end == nil {
		return ""
	}
	return b.GetTextFromInterval(antlr.NewInterval(start.GetTokenIndex(), end.GetTokenIndex()))
}

func (b *Buffer) GetTextFromRuleContext(ctx antlr.RuleContext) string {
	return b.GetTextFromInterval(ctx.GetSourceInterval())
}

func (b *Buffer) GetTextFromInterval(in antlr.Interval) string {
	if in.Start < 0 || in.Stop < 0 {
		return ""
	}
	var s strings.Builder
	for i := max(in.Start, b.released); i <= min(in.Stop, b.n-1); i++ {
		if b.token(i).typ == antlr.TokenEOF {
			break
		}
		s.WriteString(b.token(i).GetText())
	}
	return s.String()
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
