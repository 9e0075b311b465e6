package tree_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/html"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// The external suites (third-party, read from ../shared/suites, never
// copied here): html5lib-tests and css-parsing-tests.
func suitesRoot(t *testing.T, name string) string {
	t.Helper()
	root := filepath.Join("..", "..", "shared", "suites", name)
	if _, err := os.Stat(root); err != nil {
		t.Skipf("no %s at %s (the suites live outside the repository, see ../shared/suites/README.md): %v", name, root, err)
	}
	return root
}

// A suiteInput is one input of an external suite: where it comes from
// (file#n, n counted from 1) and its bytes.
type suiteInput struct {
	id  string
	src []byte
}

// suiteSample is the share of a suite's inputs run under -race or -short,
// where the whole of it takes too long (see TestHTML5lib).
const suiteSample = 10

// sample returns the inputs to run: all of them, or under -race and
// -short a random tenth (the seed is logged; HDDMIN_SEED sets it).
func sample(t *testing.T, inputs []suiteInput) ([]suiteInput, bool) {
	t.Helper()
	if !race.Enabled && !testing.Short() {
		return inputs, false
	}
	s := seed.Seed(t)
	rng := rand.New(rand.NewPCG(s, 0))
	var some []suiteInput
	for _, in := range inputs {
		if rng.IntN(suiteSample) == 0 {
			some = append(some, in)
		}
	}
	t.Logf("under -race or -short: a sample of %d of the %d inputs (about one in %d)", len(some), len(inputs), suiteSample)
	return some, true
}

// html5libInputs returns the documents of html5lib's tree-construction
// tests (the #data section of each test in tree-construction/*.dat and
// tree-construction/scripted/*.dat) and the inputs of its tokenizer tests
// (the input of each test in tokenizer/*.test), and the raw texts that the
// tree of each document has (see rawTexts), by the document's id.
func html5libInputs(t *testing.T, root string) (docs, tokens []suiteInput, texts map[string][]string) {
	t.Helper()
	dats, err := filepath.Glob(filepath.Join(root, "tree-construction", "*.dat"))
	require.NoError(t, err)
	scripted, err := filepath.Glob(filepath.Join(root, "tree-construction", "scripted", "*.dat"))
	require.NoError(t, err)
	texts = map[string][]string{}
	for _, path := range append(dats, scripted...) {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		name, _ := filepath.Rel(root, path)
		for i, test := range datTests(t, name, string(data)) {
			id := fmt.Sprintf("%s#%d", name, i+1)
			docs = append(docs, suiteInput{id, []byte(test.data)})
			if !test.fragment && !test.scriptOn {
				texts[id] = rawTexts(test.document)
			}
		}
	}
	tests, err := filepath.Glob(filepath.Join(root, "tokenizer", "*.test"))
	require.NoError(t, err)
	for _, path := range tests {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		var file map[string][]struct {
			Input         string `json:"input"`
			DoubleEscaped bool   `json:"doubleEscaped"`
		}
		require.NoError(t, json.Unmarshal(data, &file), path)
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range file {
				if !yield(k) {
					return
				}
			}
		})
		for _, key := range keys {
			for i, test := range file[key] {
				src := []byte(test.Input)
				if test.DoubleEscaped {
					src = unescapeUTF16(t, test.Input)
				}
				tokens = append(tokens, suiteInput{fmt.Sprintf("%s:%s#%d", filepath.Base(path), key, i+1), src})
			}
		}
	}
	require.NotEmpty(t, docs, "no tree-construction tests under %s", root)
	require.NotEmpty(t, tokens, "no tokenizer tests under %s", root)
	return docs, tokens, texts
}

// A datTest is a test of html5lib's tree construction: its document, the
// lines of the tree it makes, and whether it is parsed as a fragment or
// with scripting on (where <noscript> holds raw text).
type datTest struct {
	data               string
	document           []string
	fragment, scriptOn bool
}

// datTests reads the tests of a .dat file: each starts with a line
// "#data", whose data is the lines up to the line "#errors" without the
// last newline; the sections after it start with lines #new-errors,
// #document-fragment, #script-off, #script-on and #document, whose tree runs
// to the next test.
func datTests(t *testing.T, name, text string) []datTest {
	t.Helper()
	var tests []datTest
	var data []string // the lines of the last test's data
	section := ""
	for line := range strings.SplitSeq(text, "\n") {
		if section == "#data" {
			if line == "#errors" {
				tests[len(tests)-1].data = strings.Join(data, "\n")
				section = line
			} else {
				data = append(data, line)
			}
			continue
		}
		switch line {
		case "#data":
			tests = append(tests, datTest{})
			data, section = nil, line
			continue
		case "#errors", "#new-errors", "#document-fragment", "#script-off", "#script-on", "#document":
			if len(tests) > 0 {
				last := &tests[len(tests)-1]
				last.fragment = last.fragment || line == "#document-fragment"
				last.scriptOn = last.scriptOn || line == "#script-on"
			}
			section = line
			continue
		}
		if section == "#document" {
			tests[len(tests)-1].document = append(tests[len(tests)-1].document, line)
		}
	}
	require.NotEqual(t, "#data", section, "%s: the last test has no #errors line", name)
	return tests
}

// rawTexts returns the texts of the HTML script and style elements of a
// tree of html5lib's tree-construction tests, in document order ("" for
// an element without text). An element is a line "| <script>" (indented
// by two spaces a level), its attributes the lines `|   name="value"`
// below it, a text a line `|   "...`, whose text may go on
// over the lines after it up to a line that ends with `"` before the next
// line of the tree.
func rawTexts(document []string) []string {
	var texts []string
	for i := 0; i < len(document); i++ {
		line := document[i]
		name := strings.TrimLeft(strings.TrimPrefix(line, "|"), " ")
		if !strings.HasPrefix(line, "| ") || name != "<script>" && name != "<style>" {
			continue
		}
		indent := len(line) - len(name)
		child := "|" + strings.Repeat(" ", indent+1)
		for i+1 < len(document) && strings.HasPrefix(document[i+1], child) && !strings.HasPrefix(document[i+1], child+`"`) {
			i++ // an attribute
		}
		text := ""
		if i+1 < len(document) && strings.HasPrefix(document[i+1], child+`"`) {
			var lines []string
			for j := i + 1; j < len(document); j++ {
				lines = append(lines, document[j])
				next := j+1 == len(document) || strings.HasPrefix(document[j+1], "| ") || document[j+1] == ""
				if strings.HasSuffix(document[j], `"`) && (j > i+1 || len(document[j]) > indent+3) && next {
					break
				}
			}
			text = strings.Join(lines, "\n")
			text = text[indent+3 : len(text)-1]
		}
		texts = append(texts, text)
	}
	return texts
}

// unescapeUTF16 reads the \uHHHH escapes of a doubleEscaped html5lib input:
// UTF-16 code units, whose pairs are one character and whose lone
// surrogates are written as UTF-8 would write their code point (the input
// is bytes, and these are the bytes a browser's decoder turns into U+FFFD).
func unescapeUTF16(t *testing.T, s string) []byte {
	t.Helper()
	var out []byte
	for len(s) > 0 {
		if !strings.HasPrefix(s, `\u`) || len(s) < 6 {
			r, n := utf8.DecodeRuneInString(s)
			out = utf8.AppendRune(out, r)
			s = s[n:]
			continue
		}
		u, err := strconv.ParseUint(s[2:6], 16, 16)
		require.NoError(t, err, "a \\u escape")
		s = s[6:]
		if utf16.IsSurrogate(rune(u)) && u < 0xdc00 && strings.HasPrefix(s, `\u`) && len(s) >= 6 {
			if v, err := strconv.ParseUint(s[2:6], 16, 16); err == nil && v >= 0xdc00 && v < 0xe000 {
				out = utf8.AppendRune(out, utf16.DecodeRune(rune(u), rune(v)))
				s = s[6:]
				continue
			}
		}
		if utf16.IsSurrogate(rune(u)) {
			out = append(out, 0xe0|byte(u>>12), 0x80|byte(u>>6)&0x3f, 0x80|byte(u)&0x3f)
		} else {
			out = utf8.AppendRune(out, rune(u))
		}
	}
	return out
}

// suiteResult is what running a suite's inputs found: the inputs with
// syntax errors in the host grammar, and those whose islands warn.
type suiteResult struct {
	inputs   int
	errors   []string // id: the first error
	warnings []string // id: the first warning
}

// runSuite parses each input with grammar g from rule start, builds its
// tree with the grammar's islands, and checks that the tree unparses to
// the input byte for byte; a panic fails the test with the input's id.
// Also, if not nil, looks at each parse first.
func runSuite(t *testing.T, g *parser.Grammar, start string, inputs []suiteInput, also func(suiteInput, *parser.Parse)) suiteResult {
	t.Helper()
	r, err := g.Replacements()
	require.NoError(t, err)
	res := suiteResult{inputs: len(inputs)}
	for _, in := range inputs {
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Errorf("%s: panic: %v\ninput: %q", in.id, e, in.src)
				}
			}()
			p, err := g.Parse(in.id, in.src, start)
			if !assert.NoError(t, err, in.id) {
				return
			}
			if len(p.Errors) > 0 {
				res.errors = append(res.errors, brief(p.Errors[0].Error()))
			}
			if also != nil {
				also(in, p)
			}
			tr, err := fromparse.Tree(p, r, fromparse.Options{Islands: g.Islands})
			if !assert.NoError(t, err, in.id) {
				return
			}
			if len(tr.Warnings()) > 0 {
				res.warnings = append(res.warnings, brief(tr.Warnings()[0]))
			}
			if got := tr.Unparse(tree.State{}); !bytes.Equal(got, in.src) {
				t.Errorf("%s: the tree does not unparse to the input\ninput: %q\ngot:   %q", in.id, in.src, got)
			}
		}()
	}
	return res
}

// brief returns the start of an error or a warning, which names the input
// (file#n:line:col: ...), without what was expected there: the list is
// long, and changes with any change of the grammar.
func brief(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	s, _, _ = strings.Cut(s, " expecting ")
	s, _, _ = strings.Cut(s, "; reducing the tree")
	return s
}

// TestHTML5lib runs the inputs of html5lib-tests through the html grammar
// with its islands: the 1,796 documents of the tree-construction tests and
// the 6,810 inputs of the tokenizer tests. Each unparses from its tree
// byte for byte, without a panic. The inputs with syntax errors (in the
// page, or in its scripts and styles) are logged and listed in
// testdata/suites/html5lib.errors (-update rewrites it), so that an input
// that parsed before and fails now shows in the diff; so are the documents
// whose script and style elements hold other texts than in the suite's
// trees (documents parsed whole and with scripting off; the lexer takes
// every <script> and <style> for one, in SVG and MathML too). Under -race
// and -short a tenth of the inputs runs, and the list is not compared.
func TestHTML5lib(t *testing.T) {
	root := suitesRoot(t, "html5lib-tests")
	docs, tokens, texts := html5libInputs(t, root)
	g := lookup(t, "html")
	var lists, differ []string
	compared := 0
	compare := func(in suiteInput, p *parser.Parse) {
		want, ok := texts[in.id]
		if !ok {
			return
		}
		compared++
		if got := scriptTexts(p.Tree); !slices.Equal(want, got) {
			t.Logf("%s: the script and style texts are %q, not %q", in.id, got, want)
			differ = append(differ, in.id+"\n")
		}
	}
	for _, set := range []struct {
		name   string
		inputs []suiteInput
		also   func(suiteInput, *parser.Parse)
	}{{"tree-construction documents", docs, compare}, {"tokenizer inputs", tokens, nil}} {
		inputs, sampled := sample(t, set.inputs)
		res := runSuite(t, g, "", inputs, set.also)
		t.Logf("html5lib %s: %d of %d without a syntax error; %d with island warnings", set.name,
			res.inputs-len(res.errors), res.inputs, len(res.warnings))
		if sampled {
			continue
		}
		lists = append(lists, fmt.Sprintf("# %s with syntax errors: %d of %d\n", set.name, len(res.errors), res.inputs))
		for _, e := range res.errors {
			lists = append(lists, e+"\n")
		}
		lists = append(lists, fmt.Sprintf("# %s with island warnings: %d of %d\n", set.name, len(res.warnings), res.inputs))
		for _, w := range res.warnings {
			lists = append(lists, w+"\n")
		}
		if set.also != nil {
			lists = append(lists, fmt.Sprintf("# %s whose script and style texts differ from the suite's: %d of %d\n", set.name, len(differ), compared))
			lists = append(lists, differ...)
		}
	}
	t.Logf("html5lib documents whose script and style texts differ from the suite's trees: %d of %d", len(differ), compared)
	if lists != nil {
		golden.Check(t, filepath.Join("..", "testdata", "suites", "html5lib.errors"), []byte(strings.Join(lists, "")))
	}
}

// scriptTexts returns the texts of the script and style elements of an
// HTML parse tree, in document order, as the standard's input stream has
// them: newlines are line feeds, and a NUL is U+FFFD.
func scriptTexts(root antlr.Tree) []string {
	texts := []string{}
	normal := strings.NewReplacer("\r\n", "\n", "\r", "\n", "\x00", "\uFFFD")
	var walk func(antlr.Tree)
	walk = func(n antlr.Tree) {
		switch n := n.(type) {
		case *html.ScriptElementContext, *html.StyleElementContext:
			text := ""
			for _, c := range n.(antlr.ParserRuleContext).GetChildren() {
				if c, ok := c.(antlr.TerminalNode); ok {
					if typ := c.GetSymbol().GetTokenType(); typ == html.HTMLLexerSCRIPT_TEXT || typ == html.HTMLLexerSTYLE_TEXT {
						text = normal.Replace(c.GetText())
					}
				}
			}
			texts = append(texts, text)
		}
		for i := range n.GetChildCount() {
			walk(n.GetChild(i))
		}
	}
	walk(root)
	return texts
}

// cssSuiteFiles are the files of css-parsing-tests and the rule each
// input is parsed from: style sheets and rule lists from styleSheet,
// declaration lists from declarationList (a style attribute's rule), and
// the lone component values (colors, An+B, value lists), which no rule of
// the grammar reads alone, from styleSheet for the round trip only (their
// syntax errors are not counted).
var cssSuiteFiles = []struct {
	file, start string
	count       bool
}{
	{"stylesheet.json", "styleSheet", true},
	{"stylesheet_bytes.json", "styleSheet", true},
	{"rule_list.json", "styleSheet", true},
	{"one_rule.json", "styleSheet", true},
	{"declaration_list.json", "declarationList", true},
	{"one_declaration.json", "declarationList", true},
	{"component_value_list.json", "styleSheet", false},
	{"one_component_value.json", "styleSheet", false},
	{"An+B.json", "styleSheet", false},
	{"color3.json", "styleSheet", false},
	{"color3_hsl.json", "styleSheet", false},
	{"color3_keywords.json", "styleSheet", false},
}

// cssInputs returns the inputs of one file of css-parsing-tests (a JSON
// array of inputs and expected results), each with whether the expected
// result has an error in it. The inputs of stylesheet_bytes.json are bytes,
// one a character (U+0000 to U+00FF).
func cssInputs(t *testing.T, path string) (inputs []suiteInput, suiteErr map[string]bool) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var items []json.RawMessage
	require.NoError(t, json.Unmarshal(data, &items), path)
	require.True(t, len(items)%2 == 0, "%s: inputs and results come in pairs", path)
	suiteErr = map[string]bool{}
	for i := 0; i < len(items); i += 2 {
		var src []byte
		var s string
		if err := json.Unmarshal(items[i], &s); err == nil {
			src = []byte(s)
		} else {
			var b struct {
				Bytes string `json:"css_bytes"`
			}
			require.NoError(t, json.Unmarshal(items[i], &b), "%s: input %d", path, i/2+1)
			for _, r := range b.Bytes {
				require.Less(t, r, rune(0x100), "%s: input %d: css_bytes are bytes", path, i/2+1)
				src = append(src, byte(r))
			}
		}
		id := fmt.Sprintf("%s#%d", filepath.Base(path), i/2+1)
		inputs = append(inputs, suiteInput{id, src})
		suiteErr[id] = hasError(items[i+1])
	}
	return inputs, suiteErr
}

// hasError reports whether an expected result of css-parsing-tests has an
// error node (["error", "invalid"], ["error", ")"], ...) in it.
func hasError(result json.RawMessage) bool {
	var v any
	if json.Unmarshal(result, &v) != nil {
		return false
	}
	var walk func(any) bool
	walk = func(v any) bool {
		list, ok := v.([]any)
		if !ok {
			return false
		}
		if len(list) > 0 && list[0] == "error" {
			return true
		}
		return slices.ContainsFunc(list, walk)
	}
	return walk(v)
}

// TestCSSParsingTests runs the inputs of css-parsing-tests through the css
// grammar: each unparses from its tree byte for byte, without a panic. The
// style sheets and declaration lists with syntax errors are logged and
// listed in testdata/suites/css-parsing-tests.errors (-update rewrites it),
// each marked with whether the suite itself finds an error there (an
// invalid rule or declaration; a block that the end of the input closes
// is a parse error the suite does not show). The lone component values
// are parsed as style sheets, for the round trip only.
func TestCSSParsingTests(t *testing.T) {
	root := suitesRoot(t, "css-parsing-tests")
	g := lookup(t, "css")
	var list []string
	total, failed, agreed := 0, 0, 0
	for _, f := range cssSuiteFiles {
		inputs, suiteErr := cssInputs(t, filepath.Join(root, f.file))
		inputs, sampled := sample(t, inputs)
		res := runSuite(t, g, f.start, inputs, nil)
		if !f.count {
			t.Logf("%s: %d inputs, for the round trip", f.file, res.inputs)
			continue
		}
		total += res.inputs
		failed += len(res.errors)
		for _, e := range res.errors {
			id, _, _ := strings.Cut(e, ":")
			verdict := "the suite finds no error"
			if suiteErr[id] {
				verdict = "the suite finds an error too"
				agreed++
			}
			list = append(list, fmt.Sprintf("%s (%s)\n", e, verdict))
		}
		t.Logf("%s from %s: %d of %d without a syntax error", f.file, f.start, res.inputs-len(res.errors), res.inputs)
		if sampled {
			list = nil
		}
	}
	t.Logf("css-parsing-tests style sheets and declaration lists: %d of %d without a syntax error; of the %d with one, the suite finds an error in %d",
		total-failed, total, failed, agreed)
	if !race.Enabled && !testing.Short() {
		golden.Check(t, filepath.Join("..", "testdata", "suites", "css-parsing-tests.errors"),
			[]byte(fmt.Sprintf("# style sheets and declaration lists with syntax errors: %d of %d\n", failed, total)+strings.Join(list, "")))
	}
}
