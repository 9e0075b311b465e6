package input

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSourceStream walks the runtime's InputStream and sourceStream in step
// over random texts (multi-byte code points and invalid bytes included):
// they must see the same code points at every lookahead and lookbehind, and
// give the same text for every span.
func TestSourceStream(t *testing.T) {
	t.Parallel()
	pieces := []string{"a", "b", "\n", "é", "€", "😀", "\xff", "\xc3", "\xe2\x82", "\x80", " "}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		var b strings.Builder
		for range rng.IntN(30) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		text := b.String()
		runes := antlr.NewInputStream(text)
		bytes := newSourceStream(text, "x")
		require.Equal(t, len(text), bytes.Size())
		var offsets []int // rune index -> byte offset
		for {
			offsets = append(offsets, bytes.Index())
			for k := -3; k <= 6; k++ {
				require.Equal(t, runes.LA(k), bytes.LA(k), "%q at rune %d, LA(%d)", text, runes.Index(), k)
			}
			if runes.LA(1) == antlr.TokenEOF {
				require.Equal(t, antlr.TokenEOF, bytes.LA(1))
				break
			}
			runes.Consume()
			bytes.Consume()
		}
		n := len(offsets) - 1 // runes
		assert.Equal(t, n, runes.Size(), "%q", text)
		for range 20 {
			i, j := rng.IntN(n+1), rng.IntN(n+1)
			i, j = min(i, j), max(i, j)
			// A token's text: runes i to j-1, bytes offsets[i] to offsets[j]-1.
			// The runtime's stream has U+FFFD for an invalid byte, sourceStream
			// the byte.
			valid := func(s string) string { return string([]rune(s)) }
			assert.Equal(t, runes.GetText(i, j-1), valid(bytes.GetText(offsets[i], offsets[j]-1)), "%q [%d,%d)", text, i, j)
			assert.Equal(t, text[offsets[i]:offsets[j]], bytes.GetText(offsets[i], offsets[j]-1))
			// The runtime's lexer error: up to and with the code point at j.
			if j < n {
				assert.Equal(t, runes.GetText(i, j), valid(bytes.GetText(offsets[i], offsets[j])), "%q [%d,%d]", text, i, j)
			}
		}
		// Seek back and forth, as the lexer does after a longest match.
		for range 10 {
			i := rng.IntN(n + 1)
			runes.Seek(i)
			bytes.Seek(offsets[i])
			for k := 1; k <= 3; k++ {
				assert.Equal(t, runes.LA(k), bytes.LA(k), "%q after seek to rune %d, LA(%d)", text, i, k)
			}
		}
	}
}
