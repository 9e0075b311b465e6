package text_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/text"
)

// TestReplay reads the choice sequence of the parse of texts of every kind
// and generates from it: the generator, following the lexer's decisions
// (Semantics), makes the text again, byte for byte.
func TestReplay(t *testing.T) {
	t.Parallel()
	inputs := append([]string(nil), odd...)
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "text", "*.in"))
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		inputs = append(inputs, string(src))
	}
	rng := rand.New(rand.NewPCG(seed.Seed(t), 41))
	for range iterations(1000) {
		inputs = append(inputs, randomText(rng, 40))
	}
	g := grammar(t)
	for _, src := range inputs {
		if !utf8.ValidString(src) {
			continue // the generator makes code points; invalid bytes are no code point
		}
		p := parse(t, src)
		c, err := p.Choices()
		require.NoError(t, err, "%q", src)
		out, err := g.Generate(c.Source(), parser.GenerateOptions{})
		require.NoError(t, err, "%q", src)
		assert.Equal(t, src, string(out.Text), "the text made again from its choices")
	}
}

// TestGenerate generates random texts (seeded), and checks that the
// lexer reads each with the structure the generator made (its tokens,
// but for the texts of empty lines between paragraphs, which the lexer
// hides), and that the text made again from the choices of its parse is
// the text. A bracket or quote that the generator leaves unpaired may pair
// with a later one, which the generator cannot foresee (a bracket that
// would close an open group is another), and a backslash may escape the
// quote that closes a group: those texts are left out of the first check.
func TestGenerate(t *testing.T) {
	g := grammar(t)
	var made []string
	text.TraceGen(func(typ int, s string) {
		if typ == text.TextLexerBLANK || typ == text.TextLexerMORE {
			s = ""
		}
		made = append(made, fmt.Sprintf("%d%q", typ, s))
	})
	defer text.TraceGen(nil)
	s := seed.Seed(t)
	n, checked := iterations(2000), 0
	for i := range uint64(n) {
		made = made[:0]
		out, err := g.Generate(parser.RandomSource(s+i, 200), parser.GenerateOptions{MaxDepth: 10})
		require.NoError(t, err)
		if !utf8.Valid(out.Text) {
			continue // the generator makes code points; invalid bytes are no code point
		}
		p := parse(t, string(out.Text))
		stray := false
		for _, m := range made {
			stray = stray || strings.HasPrefix(m, fmt.Sprint(text.TextLexerBRACKET)) && strings.ContainsAny(m, `([{<"'`+"`") ||
				strings.HasPrefix(m, fmt.Sprint(text.TextLexerPUNCT)) && strings.HasSuffix(m, `\\"`)
		}
		// (Blank lines alone are hidden text to the lexer, no BLANK.)
		if !stray && out.DeadEnds == 0 && strings.TrimSpace(string(out.Text)) != "" {
			checked++
			var read []string
			for _, tk := range p.Tokens() {
				if tk.GetChannel() == antlr.TokenDefaultChannel {
					s := tk.GetText()
					if typ := tk.GetTokenType(); typ == antlr.TokenEOF || typ == text.TextLexerBLANK || typ == text.TextLexerMORE {
						s = ""
					}
					read = append(read, fmt.Sprintf("%d%q", tk.GetTokenType(), s))
				}
			}
			require.Equal(t, strings.Join(made, " "), strings.Join(read, " "), "the tokens of %q", out.Text)
		}
		c, err := p.Choices()
		require.NoError(t, err)
		again, err := g.Generate(c.Source(), parser.GenerateOptions{})
		require.NoError(t, err)
		require.Equal(t, string(out.Text), string(again.Text), "made again from its parse")
	}
	assert.Greater(t, checked, n/10, "texts with brackets left unpaired, or blank lines only")
}
