package parser_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
)

// TestTokenPositions checks the line and column of every token of a parse,
// which the parser's tokens find from their offsets, against those the
// runtime's lexer gives its own tokens on the runtime's input stream: on
// the test inputs of each bundled grammar, and on copies of them with
// multi-byte code points, invalid bytes and line ends put in at random.
func TestTokenPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	noise := []string{"é", "€", "😀", "\xff", "\xc3", "\r\n", "\n", "\r", "\t"}
	for _, name := range []string{"c", "javascript", "json", "html", "css"} {
		g, err := parser.Lookup(name)
		require.NoError(t, err)
		for _, path := range testdataFiles(t, g.Extensions[0]) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			broken := []byte{}
			for _, b := range src {
				if rng.IntN(200) == 0 {
					broken = append(broken, noise[rng.IntN(len(noise))]...)
				}
				broken = append(broken, b)
			}
			for _, in := range [][]byte{src, broken} {
				p, err := g.Parse(path, in, "")
				require.NoError(t, err)
				lexer := g.NewLexer(antlr.NewInputStream(string(in)))
				lexer.RemoveErrorListeners()
				for i, tok := range p.Tokens() {
					want := lexer.NextToken()
					require.Equal(t, want.GetTokenType(), tok.GetTokenType(), "%s: token %d", path, i)
					require.Equal(t, [2]int{want.GetLine(), want.GetColumn()}, [2]int{tok.GetLine(), tok.GetColumn()},
						"%s: token %d %q", path, i, tok.GetText())
				}
			}
		}
	}
}
