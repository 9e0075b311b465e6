package parser_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/atn"
)

// interpOf returns the interpreted twin of a bundled grammar: the same
// .interp data, no generated code.
func interpOf(tb testing.TB, g *parser.Grammar) *parser.Grammar {
	tb.Helper()
	ig, err := parser.NewInterpGrammar(g.Name, g.Extensions, g.Start, g.Lexer, g.Parser)
	require.NoError(tb, err)
	return ig
}

// jsonGrammar returns the bundled JSON grammar.
func jsonGrammar(tb testing.TB) *parser.Grammar {
	tb.Helper()
	g, err := parser.Lookup("json")
	require.NoError(tb, err)
	return g
}

// testdataFiles returns the files under ../testdata with extension ext.
func testdataFiles(tb testing.TB, ext string) []string {
	tb.Helper()
	var files []string
	err := filepath.WalkDir(filepath.Join("..", "testdata"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(path) == ext {
			files = append(files, path)
		}
		return err
	})
	require.NoError(tb, err)
	require.NotEmpty(tb, files, "no %s files in testdata", ext)
	return files
}

// sharedCorpus returns the files of ../../shared/corpus/dir, skipping the
// test if the corpus is absent.
func sharedCorpus(tb testing.TB, dir string) []string {
	tb.Helper()
	root := filepath.Join("..", "..", "shared", "corpus", dir)
	entries, err := os.ReadDir(root)
	if err != nil {
		tb.Skipf("no corpus at %s (it lives outside the repository): %v", root, err)
	}
	var files []string
	for _, e := range entries {
		if !e.IsDir() {
			files = append(files, filepath.Join(root, e.Name()))
		}
	}
	return files
}

// dumpTree renders a parse tree with everything the interpreter must get
// right: each context's rule, invoking state and start and stop tokens,
// each terminal's token (index and type) and whether it is an error node.
func dumpTree(t antlr.Tree, ruleNames []string) string {
	var b strings.Builder
	tok := func(tk antlr.Token) string {
		if tk == nil {
			return "nil"
		}
		return fmt.Sprintf("%d:%d", tk.GetTokenIndex(), tk.GetTokenType())
	}
	var walk func(t antlr.Tree, depth int)
	walk = func(t antlr.Tree, depth int) {
		b.WriteString(strings.Repeat("  ", depth))
		switch n := t.(type) {
		case antlr.ParserRuleContext:
			fmt.Fprintf(&b, "%s invoking=%d start=%s stop=%s", ruleNames[n.GetRuleIndex()],
				n.GetInvokingState(), tok(n.GetStart()), tok(n.GetStop()))
		case antlr.ErrorNode:
			fmt.Fprintf(&b, "error %s %q", tok(n.GetSymbol()), n.GetText())
		case antlr.TerminalNode:
			fmt.Fprintf(&b, "token %s %q", tok(n.GetSymbol()), n.GetText())
		default:
			fmt.Fprintf(&b, "%T", t)
		}
		b.WriteByte('\n')
		for _, c := range t.GetChildren() {
			walk(c, depth+1)
		}
	}
	walk(t, 0)
	return b.String()
}

// dumpTokens renders the tokens of a parse.
func dumpTokens(toks []antlr.Token) string {
	var b strings.Builder
	for _, t := range toks {
		fmt.Fprintf(&b, "%d %d ch%d %d..%d %d:%d %q\n", t.GetTokenIndex(), t.GetTokenType(), t.GetChannel(),
			t.GetStart(), t.GetStop(), t.GetLine(), t.GetColumn(), t.GetText())
	}
	return b.String()
}

func errorStrings(p *parser.Parse) []string {
	var out []string
	for _, e := range p.Errors {
		out = append(out, e.Error())
	}
	return out
}

// missingTokens returns the default-channel tokens of p (EOF aside) that
// are not in its tree: error recovery must keep every token, as a terminal
// or an error node.
func missingTokens(p *parser.Parse) []string {
	seen := map[int]bool{}
	var walk func(t antlr.Tree)
	walk = func(t antlr.Tree) {
		if n, ok := t.(antlr.TerminalNode); ok {
			seen[n.GetSymbol().GetTokenIndex()] = true
		}
		for _, c := range t.GetChildren() {
			walk(c)
		}
	}
	walk(p.Tree)
	var missing []string
	for _, tk := range p.Tokens() {
		if tk.GetChannel() == antlr.TokenDefaultChannel && tk.GetTokenType() != antlr.TokenEOF && !seen[tk.GetTokenIndex()] {
			missing = append(missing, fmt.Sprintf("%d %q", tk.GetTokenIndex(), tk.GetText()))
		}
	}
	return missing
}

// sameParse parses src with the generated grammar gen and its interpreted
// twin in, from rule start, and asserts that the two parses are the same.
// It returns the interpreted parse.
func sameParse(t *testing.T, gen, in *parser.Grammar, file string, src []byte, start string) *parser.Parse {
	t.Helper()
	want, err := gen.Parse(file, src, start)
	require.NoError(t, err)
	got, err := in.Parse(file, src, start)
	require.NoError(t, err)
	assert.Equal(t, want.String(), got.String(), "%s: tree", file)
	rules := gen.Parser.RuleNames
	assert.Equal(t, dumpTree(want.Tree, rules), dumpTree(got.Tree, rules), "%s: contexts", file)
	assert.Equal(t, dumpTokens(want.Tokens()), dumpTokens(got.Tokens()), "%s: tokens", file)
	assert.Equal(t, errorStrings(want), errorStrings(got), "%s: errors", file)
	assert.Equal(t, want.Mode, got.Mode, "%s: prediction mode", file)
	return got
}

// TestInterpGrammar checks what NewInterpGrammar checks, and that the
// grammar it makes parses from its start rule.
func TestInterpGrammar(t *testing.T) {
	json := jsonGrammar(t)
	tests := []struct {
		name   string
		lexer  *atn.Interp
		parser *atn.Interp
		start  string
		err    string
	}{
		{name: "ok", lexer: json.Lexer, parser: json.Parser, start: "value"},
		{name: "first rule", lexer: json.Lexer, parser: json.Parser},
		{name: "swapped", lexer: json.Parser, parser: json.Lexer, err: "swapped"},
		{name: "two parsers", lexer: json.Parser, parser: json.Parser, err: "swapped"},
		{name: "no lexer", parser: json.Parser, err: "a lexer and a parser"},
		{name: "unknown start", lexer: json.Lexer, parser: json.Parser, start: "nope", err: `no start rule "nope"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g, err := parser.NewInterpGrammar("j", []string{".j"}, tt.start, tt.lexer, tt.parser)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, "j", g.Name)
			assert.Equal(t, []string{".j"}, g.Extensions)
			p, err := g.Parse("in.j", []byte(`{"a": [1, true]}`), "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			want := `(json (value (object { (member "a" : (value (array [ (value 1) , (value true) ]))) })) <EOF>)`
			if tt.start == "value" {
				want = `(value (object { (member "a" : (value (array [ (value 1) , (value true) ]))) }))`
			}
			assert.Equal(t, want, p.String())
			_, err = g.Parse("in.j", nil, "nope")
			assert.Error(t, err)
		})
	}
}

// TestInterpFiles compares the interpreted parse of every JSON and Expr
// file of testdata and of the shared JSON corpus with the generated one.
func TestInterpFiles(t *testing.T) {
	for _, tc := range []struct {
		name  string
		gen   *parser.Grammar
		files func(t *testing.T) []string
	}{
		{"json/testdata", jsonGrammar(t), func(t *testing.T) []string { return testdataFiles(t, ".json") }},
		{"expr/testdata", testgrammar.Expr, func(t *testing.T) []string { return testdataFiles(t, ".expr") }},
		{"json/corpus", jsonGrammar(t), func(t *testing.T) []string { return sharedCorpus(t, "json") }},
	} {
		in := interpOf(t, tc.gen)
		t.Run(tc.name, func(t *testing.T) {
			for _, path := range tc.files(t) {
				t.Run(filepath.Base(path), func(t *testing.T) {
					src, err := os.ReadFile(path)
					require.NoError(t, err)
					p := sameParse(t, tc.gen, in, path, src, "")
					assert.Empty(t, missingTokens(p))
				})
			}
		})
	}
}

// TestInterpErrors compares the parses of inputs with syntax errors:
// missing, extra and wrong tokens, truncated and empty inputs, lexer
// errors, start rules other than the first.
//
// The trees must be equal here too: generated code recovers differently
// in an LL(1) block (a switch on LA(1), with its own Sync calls) than in an
// adaptive one, and the interpreter compiles each block to the template the
// tool chose for it, by the tool's own LL(1) analysis. No difference is
// left to allow for.
func TestInterpErrors(t *testing.T) {
	json, expr := jsonGrammar(t), testgrammar.Expr
	tests := []struct {
		name  string
		g     *parser.Grammar
		input string
		start string
	}{
		{name: "json empty", g: json, input: ""},
		{name: "json space", g: json, input: "  \n"},
		{name: "json truncated object", g: json, input: `{"a": 1`},
		{name: "json truncated member", g: json, input: `{"a":`},
		{name: "json truncated array", g: json, input: `[1, [2, [3`},
		{name: "json missing colon", g: json, input: `{"a" 1}`},
		{name: "json missing comma", g: json, input: `[1 2]`},
		{name: "json missing members comma", g: json, input: `{"a":1 "b":2}`},
		{name: "json missing value", g: json, input: `{"a": }`},
		{name: "json missing close", g: json, input: `{"a": [1, 2}`},
		{name: "json extra comma", g: json, input: `{"a": 1,}`},
		{name: "json double comma", g: json, input: `[1,,2]`},
		{name: "json extra close", g: json, input: `{"a": 1}}`},
		{name: "json two values", g: json, input: `1 2`},
		{name: "json lone close", g: json, input: `]`},
		{name: "json opens", g: json, input: `[[[[`},
		{name: "json bad literal", g: json, input: `[tru, nul]`},
		{name: "json lexer error", g: json, input: "[1, @, 2]"},
		{name: "json key not string", g: json, input: `{1: 2, "b": 3}`},
		{name: "json wrong start", g: json, input: `{"a": 1} 2`, start: "value"},
		{name: "json member start", g: json, input: `"a" 1`, start: "member"},
		{name: "expr empty", g: expr, input: ""},
		{name: "expr missing operand", g: expr, input: "x = 1 + ;"},
		{name: "expr missing rhs", g: expr, input: "x = ;"},
		{name: "expr missing semicolon", g: expr, input: "x = 1 y = 2;"},
		{name: "expr missing paren", g: expr, input: "x = (1 + 2;"},
		{name: "expr extra paren", g: expr, input: "x = (1 + 2));"},
		{name: "expr two operands", g: expr, input: "x = 1 2;"},
		{name: "expr two operators", g: expr, input: "x = 1 * * 2;"},
		{name: "expr power", g: expr, input: "x = 1 ^ ^ 2 ^;"},
		{name: "expr unary", g: expr, input: "x = - - ;"},
		{name: "expr call", g: expr, input: "x = f(1,;"},
		{name: "expr call args", g: expr, input: "x = f(1 2, , 3);"},
		{name: "expr no lhs", g: expr, input: "= 1;"},
		{name: "expr truncated", g: expr, input: "x = 1"},
		{name: "expr truncated block", g: expr, input: "{ x = 1; { y = 2;"},
		{name: "expr empty block", g: expr, input: "{ }"},
		{name: "expr lone close", g: expr, input: "} x = 1;"},
		{name: "expr dangling else", g: expr, input: "if (x) y = 1; else"},
		{name: "expr if without paren", g: expr, input: "if x y = 1; else z = 2;"},
		{name: "expr list", g: expr, input: "let a, , b = 1, c = ;"},
		{name: "expr list item", g: expr, input: "let a = ;"},
		{name: "expr seq", g: expr, input: "seq a : : b ;"},
		{name: "expr seq end", g: expr, input: "seq a : ;"},
		{name: "expr print", g: expr, input: "print ;"},
		{name: "expr print list", g: expr, input: "print 1, , 2 3;"},
		{name: "expr lexer error", g: expr, input: "x = 1 # 2;"},
		{name: "expr comment", g: expr, input: "x = /* 1 */ ;"},
		{name: "expr expr start", g: expr, input: "1 + * 2", start: "expr"},
		{name: "expr list start", g: expr, input: "a, b c", start: "list"},
		{name: "expr stmt start", g: expr, input: "x = 1; y = 2;", start: "stmt"},
	}
	interp := map[*parser.Grammar]*parser.Grammar{json: interpOf(t, json), expr: interpOf(t, expr)}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := sameParse(t, tt.g, interp[tt.g], "in", []byte(tt.input), tt.start)
			assert.NotNil(t, p.Tree)
			if tt.start == "" {
				// A start rule without EOF stops where it can
				// (generated or not), leaving the rest of the input.
				assert.Empty(t, missingTokens(p))
			}
		})
	}
	// The error files of testdata (TestInterpFiles compares them too):
	// these must have errors, and recovery must keep every token.
	for _, path := range []string{"cmd/broken.json", "reduce/syntax-error.json", "tree/errors.json", "tree/errors.expr"} {
		t.Run(path, func(t *testing.T) {
			path = filepath.Join("..", "testdata", path)
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			g := json
			if filepath.Ext(path) == ".expr" {
				g = expr
			}
			p := sameParse(t, g, interp[g], path, src, "")
			assert.NotEmpty(t, p.Errors)
			assert.Empty(t, missingTokens(p))
		})
	}
}

// TestInterpMutants compares the parses of random mutants of valid inputs
// (tokens deleted, duplicated, swapped or replaced by other tokens of the
// grammar): error recovery must be the same as well.
func TestInterpMutants(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 1))
	n := 300
	if testing.Short() {
		n = 30
	}
	for _, tc := range []struct {
		gen   *parser.Grammar
		seeds []string
		words []string
	}{
		{jsonGrammar(t),
			[]string{`{"a": [1, 2.5e3, true], "b": {"c": null, "d": [{}, []]}, "e": "x"}`},
			[]string{"{", "}", "[", "]", ",", ":", `"k"`, "1", "true", "null", "@"}},
		{testgrammar.Expr,
			[]string{"x = 1 + 2 * -f(a, b) ^ 2 ^ 3; print x, y; { if (a) b = 1; else { c = (2); } } let a, b = 1, c; seq a : b = 2 : c;"},
			[]string{"x", "1", "=", ";", "+", "*", "^", "-", "(", ")", ",", "{", "}", "if", "else", "print", "let", "seq", ":", "#"}},
	} {
		in := interpOf(t, tc.gen)
		t.Run(tc.gen.Name, func(t *testing.T) {
			for _, s := range tc.seeds {
				p, err := tc.gen.Parse("seed", []byte(s), "")
				require.NoError(t, err)
				require.Empty(t, p.Errors)
				var words []string
				for _, tk := range p.Tokens() {
					if tk.GetChannel() == antlr.TokenDefaultChannel && tk.GetTokenType() != antlr.TokenEOF {
						words = append(words, tk.GetText())
					}
				}
				for i := 0; i < n; i++ {
					m := mutate(rng, words, tc.words)
					src := strings.Join(m, " ")
					if !t.Run(strconv.Itoa(i), func(t *testing.T) {
						p := sameParse(t, tc.gen, in, "mutant", []byte(src), "")
						assert.Empty(t, missingTokens(p))
					}) {
						t.Logf("mutant %d: %q", i, src)
					}
				}
			}
		})
	}
}

// mutate returns words with one to four random edits.
func mutate(rng *rand.Rand, words, vocab []string) []string {
	m := append([]string(nil), words...)
	for edits := 1 + rng.IntN(4); edits > 0 && len(m) > 0; edits-- {
		i := rng.IntN(len(m))
		switch rng.IntN(5) {
		case 0: // delete
			m = append(m[:i], m[i+1:]...)
		case 1: // duplicate
			m = append(m[:i+1], m[i:]...)
		case 2: // swap with the next
			if i+1 < len(m) {
				m[i], m[i+1] = m[i+1], m[i]
			}
		case 3: // replace
			m[i] = vocab[rng.IntN(len(vocab))]
		case 4: // truncate
			m = m[:i]
		}
	}
	return m
}

// TestInterpConcurrent parses with one interpreted grammar from 8
// goroutines at once: the static data it shares (ATN, DFA and context
// caches) must stand it (run with -race).
func TestInterpConcurrent(t *testing.T) {
	gen := jsonGrammar(t)
	in := interpOf(t, gen)
	var inputs [][]byte
	for _, path := range testdataFiles(t, ".json") {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		inputs = append(inputs, src)
	}
	want := make([]string, len(inputs))
	for i, src := range inputs {
		p, err := gen.Parse("in.json", src, "")
		require.NoError(t, err)
		want[i] = p.String() + fmt.Sprint(errorStrings(p))
	}
	var wg sync.WaitGroup
	got := make([][]string, 8)
	for w := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 5 {
				for i := range inputs {
					src := inputs[(i+w+k)%len(inputs)]
					p, err := in.Parse("in.json", src, "")
					if err != nil {
						got[w] = append(got[w], err.Error())
						continue
					}
					if s := p.String() + fmt.Sprint(errorStrings(p)); s != want[(i+w+k)%len(inputs)] {
						got[w] = append(got[w], s)
					}
				}
			}
		}()
	}
	wg.Wait()
	for w := range got {
		assert.Empty(t, got[w], "goroutine %d: parses that differ", w)
	}
}

// BenchmarkInterpParse parses the JSON corpus with the generated JSON
// parser and with the interpreted one, each file with one then the other,
// so that both see the same load.
//
//	go test ./parser -run '^$' -bench InterpParse -count 5
func BenchmarkInterpParse(b *testing.B) {
	gen := jsonGrammar(b)
	in, err := parser.LoadGrammar([]string{"../grammars/JSON.g4"}, parser.LoadOptions{})
	require.NoError(b, err)
	for _, path := range sharedCorpus(b, "json") {
		src, err := os.ReadFile(path)
		require.NoError(b, err)
		for _, g := range []struct {
			name string
			g    *parser.Grammar
		}{{"generated", gen}, {"loaded", in.Grammar}} {
			b.Run(filepath.Base(path)+"/"+g.name, func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				for b.Loop() {
					p, err := g.g.Parse(path, src, "")
					if err != nil || len(p.Errors) > 0 {
						b.Fatalf("%s: %v %v", path, err, p.Errors)
					}
				}
			})
		}
	}
}
