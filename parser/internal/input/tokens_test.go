package input

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/internal/testgrammar/expr"
	"github.com/hddmin/hddmin/parser/json"
)

// TestTokenBuffer walks a Buffer and the runtime's CommonTokenStream
// over the same inputs (hidden whitespace and comments among the tokens)
// with the same random moves, and checks that they agree on every token.
func TestTokenBuffer(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 9))
	inputs := []string{"", " ", "x = 1;", "  x = 1 ;\n\n y = (2 + 3) * x ; ", "x = 1; y = 2; z = x + y;", "1 +", "/* a */ x = /* b */ 1 /* c */;"}
	index := func(tok antlr.Token) int {
		if tok == nil {
			return -2
		}
		return tok.GetTokenIndex()
	}
	for i, in := range inputs {
		common := antlr.NewCommonTokenStream(expr.NewExprLexer(antlr.NewInputStream(in)), antlr.TokenDefaultChannel)
		common.Fill()
		input := newSourceStream(in, "x")
		// Slabs of 1, 2 and 4 tokens, and of the size a source of its length gets.
		shift := [...]uint{0, 1, 2, slabShift(len(in))}[i%4]
		source := &tokenSource{stream: input, shift: shift}
		lexer := &stoppingLexer{Lexer: expr.NewExprLexer(input), tokens: source}
		source.lexer = lexer
		buffer := newBuffer(lexer)
		require.Equal(t, common.Size(), buffer.Size(), "%q", in)
		for range 200 {
			switch rng.IntN(4) {
			case 0:
				if common.LA(1) != antlr.TokenEOF {
					common.Consume()
					buffer.Consume()
				}
			case 1:
				i := rng.IntN(common.Size())
				common.Seek(i)
				buffer.Seek(i)
			case 2:
				k := rng.IntN(7) - 3
				require.Equal(t, index(common.LT(k)), index(buffer.LT(k)), "%q: LT(%d) at %d", in, k, common.Index())
			case 3:
				i, j := rng.IntN(common.Size()), rng.IntN(common.Size())
				require.Equal(t, common.GetTextFromInterval(antlr.NewInterval(i, j)), buffer.GetTextFromInterval(antlr.NewInterval(i, j)))
			}
			require.Equal(t, common.Index(), buffer.Index(), "%q", in)
		}
		require.Equal(t, common.GetAllText(), buffer.GetAllText())
	}
}

// TestTokenSlabs checks the size of the slabs that hold the tokens of an
// input: small for a small source (an island of a page: a script of a
// few dozen tokens took a slab of 1,024), at most slabTokens, and that
// a parse of more tokens than a slab holds reads them all back.
func TestTokenSlabs(t *testing.T) {
	for _, tc := range []struct {
		n         int
		least, at int // the slab size
	}{
		{0, 16, 16}, {30, 16, 16}, {100, 16, 64}, {1000, 256, 512}, {5000, 1024, 1024}, {1 << 20, 1024, 1024},
	} {
		size := 1 << slabShift(tc.n)
		require.True(t, size >= tc.least && size <= tc.at, "%d bytes: slabs of %d tokens", tc.n, size)
	}
	src := "[" + strings.Repeat("1, 2,\n", 100) + "3]"
	var errs Collector
	b := Lex(func(in antlr.CharStream) antlr.Lexer { return json.NewJSONLexer(in) }, src, "x.json", &errs, Stopper{})
	require.Empty(t, errs.Errors)
	require.Greater(t, len(b.slabs), 1, "several slabs")
	require.Len(t, b.slabs[0], 1<<slabShift(len(src)))
	var text strings.Builder
	for _, tok := range b.Tokens() {
		if tok.GetTokenType() != antlr.TokenEOF {
			text.WriteString(tok.GetText())
		}
	}
	require.Equal(t, strings.Join(strings.Fields(src), ""), strings.Join(strings.Fields(text.String()), ""))
}
