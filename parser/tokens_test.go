package parser

import (
	"math/rand/v2"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/internal/testgrammar/expr"
)

// TestTokenBuffer walks a tokenBuffer and the runtime's CommonTokenStream
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
	for _, in := range inputs {
		common := antlr.NewCommonTokenStream(expr.NewExprLexer(antlr.NewInputStream(in)), antlr.TokenDefaultChannel)
		common.Fill()
		input := newSourceStream(in, "x")
		source := &tokenSource{stream: input}
		lexer := &stoppingLexer{Lexer: expr.NewExprLexer(input), tokens: source}
		source.lexer = lexer
		buffer := newTokenBuffer(lexer)
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
