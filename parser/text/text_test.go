package text_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
	"github.com/hddmin/hddmin/parser/text"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

func grammar(t testing.TB) *parser.Grammar {
	t.Helper()
	g, err := parser.Lookup("text")
	require.NoError(t, err)
	return g
}

// parse parses src with the text grammar and checks that it has no syntax
// error and that its tokens are what checkTokens wants.
func parse(t testing.TB, src string) *parser.Parse {
	t.Helper()
	p, err := grammar(t).Parse("in.txt", []byte(src), "")
	require.NoError(t, err)
	require.Empty(t, p.Errors, "syntax errors in %q", src)
	checkTokens(t, src, p.Tokens())
	return p
}

// checkTokens checks the tokens of src: in order, they cover it exactly;
// every INDENT has its DEDENT, every OPEN its CLOSE, of the kind that
// closes it.
func checkTokens(t testing.TB, src string, toks []antlr.Token) {
	t.Helper()
	var b strings.Builder
	var opens []string
	indents := 0
	for _, tk := range toks {
		if tk.GetTokenType() == antlr.TokenEOF {
			require.Equal(t, len(src), tk.GetStart(), "EOF at the end of %q", src)
			break
		}
		require.Equal(t, b.Len(), tk.GetStart(), "token %v of %q starts where the one before it ends", tk, src)
		s := tk.GetText()
		b.WriteString(s)
		switch tk.GetTokenType() {
		case text.TextLexerOPEN:
			opens = append(opens, s)
		case text.TextLexerCLOSE:
			require.NotEmpty(t, opens, "%v of %q closes nothing", tk, src)
			want := map[string]string{"(": ")", "[": "]", "{": "}", "<": ">", `"`: `"`, "'": "'", "`": "`"}[opens[len(opens)-1]]
			require.Equal(t, want, s, "%v of %q closes %s", tk, src, opens[len(opens)-1])
			opens = opens[:len(opens)-1]
		case text.TextLexerINDENT:
			indents++
			require.Empty(t, s)
		case text.TextLexerDEDENT:
			indents--
			require.GreaterOrEqual(t, indents, 0, "%v of %q", tk, src)
			require.Empty(t, s)
		case text.TextLexerGAP, text.TextLexerPARA, text.TextLexerEOL, text.TextLexerPART:
			require.Empty(t, s)
		case text.TextLexerSEP:
			require.Contains(t, []string{",", ";"}, s)
		case text.TextLexerBLANK, text.TextLexerMORE:
			require.NotEmpty(t, s)
			require.Empty(t, strings.Trim(s, " \t\f\v\r\n"), "%v of %q: a blank line", tk, src)
			require.LessOrEqual(t, strings.Count(s, "\n")+strings.Count(s, "\r")-strings.Count(s, "\r\n"), 1, "%v of %q: one line", tk, src)
		}
	}
	assert.Equal(t, src, b.String(), "the tokens of %q", src)
	assert.Empty(t, opens, "unclosed groups in %q", src)
	assert.Zero(t, indents, "unclosed blocks in %q", src)
}

// roundTrip checks that the tree of src, built and transformed in each of
// the ways hddmin offers, prints src back.
func roundTrip(t testing.TB, src string) {
	t.Helper()
	p := parse(t, src)
	g := grammar(t)
	repl, err := g.Replacements()
	require.NoError(t, err)
	for _, o := range []struct {
		b fromparse.Options
		t tree.TransformOptions
	}{
		{}, {b: fromparse.Options{KeepHidden: true}}, {t: tree.TransformOptions{NoSqueeze: true}},
		{t: tree.TransformOptions{PlainLists: true}}, {t: tree.TransformOptions{FlatTokens: true}},
	} {
		o.b.Transform = o.t
		tr, err := fromparse.Tree(p, repl, o.b)
		require.NoError(t, err)
		require.Equal(t, src, string(tr.Unparse(tree.State{})), "with %+v", o)
	}
}

// odd are inputs of every kind that must parse: broken brackets and
// quotes, line breaks of each kind, blanks of each kind, bytes that are no
// UTF-8, control characters.
var odd = []string{
	"",
	"\n",
	"\n\n\n",
	"   ",
	" \t \n\t\n",
	"a",
	"a\n",
	"no final line break",
	"a\r\nb\r\n",
	"a\rb\rc",
	"a\r\n\r\nb",
	"(",
	")",
	"((((",
	"))))\n((((",
	"(a [b) c]",
	"a) b( c",
	"}{",
	"{\n",
	"\n}",
	"f(\n",
	"x = [\n  1,\n  2\n]\n",
	"f(g(\n  a\n), b)\n",
	"if (a) {\n  b;\n} else {\n  c;\n}\n",
	"{\n\n  a\n\n}\n",
	"(\n)",
	"(\n\n)",
	"{ a\n  b }",
	"\"",
	"'",
	"`",
	"\"unclosed\nstring\"",
	"it's a dog's life",
	`"a\"b" 'c\'d'`,
	`"a (b" c)`,
	"<a <b> c>",
	"x < y && z > w\n",
	"a <\nb >",
	"\tif x:\n        y\n\tz\n",
	"  a\nb\n    c\n  d\n",
	"a\n    b\n  c\n        d\ne\n",
	"a:\n\n  b\n\n  c\nd\n",
	"a\n  b\n\n\n",
	"\n\n  a\n",
	"\xff\xfe\x00\x01",
	"a\x00b \x00 c\n",
	"\xc3(\xa9)\xe2\x82",
	"caf\u00e9 \u2028 \U0001F600\n",
	"\f\v a \f\n",
	"\\\n\\\\\"x\"",
	"a \n b \n",
	"x = (\n    1 +\n  2)\ny\n",
	"(a\n(b\nc)\nd)",
	"- a\n  - b\n    c: [1, 2]\n- d: {e: f}\n",
}

func TestOddInputs(t *testing.T) {
	t.Parallel()
	for _, src := range odd {
		roundTrip(t, src)
	}
}

// TestTrees compares the trees of the inputs of testdata/text with their
// golden files (-update rewrites them).
func TestTrees(t *testing.T) {
	t.Parallel()
	inputs, err := filepath.Glob(filepath.Join("..", "..", "testdata", "text", "*.in"))
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	g := grammar(t)
	repl, err := g.Replacements()
	require.NoError(t, err)
	for _, in := range inputs {
		src, err := os.ReadFile(in)
		require.NoError(t, err)
		p := parse(t, string(src))
		tr, err := fromparse.Tree(p, repl, fromparse.Options{})
		require.NoError(t, err)
		golden.Check(t, strings.TrimSuffix(in, ".in")+".tree", []byte(tr.Sexpr(tree.State{})))
	}
}

// TestPairs checks which brackets and quotes pair up.
func TestPairs(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, src string
		want      string // the OPEN and CLOSE tokens, in order
	}{
		{"nested", "(a [b] {c})", "( [ ] { } )"},
		{"unclosed inner", "(a [b)", "( )"},
		{"stray closer", "a) (b)", "( )"},
		{"crossing", "(a [b) c]", "( )"},
		{"across lines", "f(a,\n  b\n)", "( )"},
		{"across lines, the first last", "f(\n  a, b)", "( )"},
		{"across lines, neither", "(a\nb)", ""},
		{"angles on a line", "<a> b\n<c\nd>", "< >"},
		{"angle inside parens", "(a < b)", "( )"},
		{"quotes", `"a" 'b' ` + "`c`", "\" \" ' ' ` `"},
		{"quote on one line only", "\"a\nb\"", ""},
		{"apostrophe", "it's 'x'", "' '"},
		{"escaped quote", `"a\"b"`, `" "`},
		{"escaped backslash", `"a\\" b"`, `" "`},
		{"brackets inside quotes", `("(" x)`, `( " " )`},
		{"pairs inside quotes", `"(a)" (`, `" ( ) "`},
		{"quote inside brackets", `(a ")" b)`, `( " " )`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, tk := range parse(t, tt.src).Tokens() {
				if typ := tk.GetTokenType(); typ == text.TextLexerOPEN || typ == text.TextLexerCLOSE {
					got = append(got, tk.GetText())
				}
			}
			assert.Equal(t, tt.want, strings.Join(got, " "))
		})
	}
}

// TestLayout checks the structural tokens: lines, paragraphs and blocks.
func TestLayout(t *testing.T) {
	t.Parallel()
	names := map[int]string{text.TextLexerNL: "NL", text.TextLexerEOL: "EOL", text.TextLexerBLANK: "BLANK", text.TextLexerMORE: "MORE", text.TextLexerINDENT: "INDENT",
		text.TextLexerDEDENT: "DEDENT", text.TextLexerPARA: "PARA", text.TextLexerGAP: "GAP",
		text.TextLexerINDENTATION: "_", text.TextLexerOPEN: "OPEN", text.TextLexerCLOSE: "CLOSE"}
	tests := []struct {
		name, src, want string
	}{
		{"lines", "a b\nc", "PARA a GAP b NL c EOL"},
		{"parts", "f(a, b,)\n x;y ,", "PARA f OPEN a , GAP b , CLOSE NL INDENT PARA _ x ; y , EOL DEDENT"},
		{"paragraphs", "a\n\nb\n", "PARA a NL BLANK PARA b NL"},
		{"blank lines at the ends", "\n\na\n\n", "BLANK BLANK PARA a NL BLANK"},
		{"block", "a\n  b\nc\n", "PARA a NL INDENT PARA _ b NL DEDENT c NL"},
		{"blank line in a block", "a\n  b\n\n  c\n", "PARA a NL INDENT PARA _ b NL BLANK PARA _ c NL DEDENT"},
		{"blank lines between paragraphs", "a\n\n \n\nb", "PARA a NL BLANK PARA MORE MORE b EOL"},
		{"blank line after a block", "a\n  b\n\nc\n", "PARA a NL INDENT PARA _ b NL DEDENT BLANK PARA c NL"},
		{"blank line before a block", "a\n\n  b\n", "PARA a NL INDENT BLANK PARA _ b NL DEDENT"},
		{"return to no level", "a\n    b\n  c\n", "PARA a NL INDENT PARA _ b NL DEDENT INDENT PARA _ c NL DEDENT"},
		{"first line indented", "  a\nb\n  c\n", "PARA _ a NL b NL _ c NL"},
		{"tabs", "a\n\tb\n        c\n", "PARA a NL INDENT PARA _ b NL _ c NL DEDENT"},
		{"trailing blanks", "a  \nb", "PARA a NL b EOL"},
		{"brackets on two lines", "f(a,\n  b)\n", "PARA f ( a , NL INDENT PARA _ b ) NL DEDENT"},
		{"brackets around lines", "f(\n  b)\n", "PARA f OPEN PARA NL _ b EOL CLOSE NL"},
		{"closer first", "{\n  a\n}\n", "PARA OPEN PARA NL _ a NL CLOSE NL"},
		{"blank line before the closer", "{\n  a\n\n  }\n", "PARA OPEN PARA NL _ a NL BLANK CLOSE NL"},
		{"blank lines only", " \n\n", "BLANK BLANK"},
		{"blanks only", " \t", ""},
		{"block in brackets", "{\n  a\n    b\n}", "PARA OPEN PARA NL _ a NL INDENT PARA _ b NL DEDENT CLOSE EOL"},
		{"after the closer", "{\n  a\n} b\n", "PARA OPEN PARA NL _ a NL CLOSE GAP b NL"},
		{"nested on two lines", "f(g(\n  a\n), b)\n", "PARA f ( g OPEN PARA NL _ a NL CLOSE , GAP b ) NL"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			blanks := false // the token before is hidden blanks
			for _, tk := range parse(t, tt.src).Tokens() {
				typ := tk.GetTokenType()
				switch {
				case typ == antlr.TokenEOF || tk.GetChannel() != antlr.TokenDefaultChannel:
				case typ == text.TextLexerGAP && !blanks || typ == text.TextLexerPART:
					// A GAP goes between every two items, and a PART begins
					// every part; the GAPs after blanks are shown.
				case names[typ] != "":
					got = append(got, names[typ])
				default:
					got = append(got, tk.GetText())
				}
				blanks = tk.GetTokenType() == text.TextLexerBlank
			}
			assert.Equal(t, tt.want, strings.Join(got, " "))
		})
	}
}

// iterations returns n, or a tenth of it with -short and under the race
// detector (which needs the runs, not their number: parsing is one
// goroutine).
func iterations(n int) int {
	if testing.Short() || race.Enabled {
		return max(n/10, 1)
	}
	return n
}

// randomText returns a random text of up to n pieces, each drawn from
// pieces of every kind the lexer tells apart.
func randomText(rng *rand.Rand, n int) string {
	pieces := []string{"a", "bc", "1", "_", "é", "\xff", "\x00", ".", ",", ":", "->", "\\", "#",
		"(", ")", "[", "]", "{", "}", "<", ">", `"`, "'", "`",
		" ", "  ", "\t", "\n", "\n", "\n", "\r\n", "\r", "\n  ", "\n    ", "\n\t", "\n\n"}
	var b strings.Builder
	for range rng.IntN(n + 1) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestRandomTexts parses random texts (seeded: HDDMIN_SEED replays):
// each parses with no error, its tokens are well formed, and its trees
// print it back.
func TestRandomTexts(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(seed.Seed(t), 40))
	for range iterations(2000) {
		roundTrip(t, randomText(rng, 60))
	}
}

// FuzzText checks that any input parses with no error, with well-formed
// tokens, and comes back byte for byte from its trees.
func FuzzText(f *testing.F) {
	for _, s := range odd {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		roundTrip(t, s)
	})
}
