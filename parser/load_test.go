package parser

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/grammarsv4"
	"github.com/hddmin/hddmin/internal/race"
)

// grammarsV4 is the folder of the grammars-v4 test data, beside the module.
var grammarsV4 = grammarsv4.Root()

// TestGrammarsV4 loads each grammar of the grammars-v4 test data from its
// .g4 files and parses every example: the parse tree must be exactly the
// one the reference ANTLR tool printed (X.antlr-tree). -short and -race
// parse the smallest example of each.
func TestGrammarsV4(t *testing.T) {
	trees := 0
	for _, gr := range grammarsv4.List(t) {
		t.Run(gr.Dir, func(t *testing.T) {
			g, err := LoadGrammar([]string{filepath.Join(grammarsV4, gr.Dir, gr.File)}, LoadOptions{})
			require.NoError(t, err)
			examples, err := filepath.Glob(filepath.Join(grammarsV4, gr.Dir, "examples", "*.antlr-tree"))
			require.NoError(t, err)
			require.NotEmpty(t, examples)
			if testing.Short() || race.Enabled {
				examples = smallestExample(t, examples)
			}
			for _, treeFile := range examples {
				input := strings.TrimSuffix(treeFile, ".antlr-tree")
				t.Run(filepath.Base(input), func(t *testing.T) {
					src, err := os.ReadFile(input)
					require.NoError(t, err)
					want, err := os.ReadFile(treeFile)
					require.NoError(t, err)
					p, err := g.Parse(input, src, gr.Start)
					require.NoError(t, err)
					assert.Empty(t, p.Errors)
					if assert.Equal(t, strings.TrimRight(string(want), "\n"), p.String()) {
						trees++
					}
				})
			}
		})
	}
	t.Logf("%d reference trees equal", trees)
}

// smallestExample returns the tree file of the smallest input of
// examples, for -short: one example a grammar (scss's basic.scss, 230 lines,
// took 5 s of the package's 36).
func smallestExample(t *testing.T, examples []string) []string {
	best, size := "", int64(-1)
	for _, treeFile := range examples {
		fi, err := os.Stat(strings.TrimSuffix(treeFile, ".antlr-tree"))
		require.NoError(t, err)
		if size < 0 || fi.Size() < size {
			best, size = treeFile, fi.Size()
		}
	}
	return []string{best}
}

// TestLoadJSONCorpus loads the bundled JSON grammar from its .g4 file and
// parses every JSON file of the corpus with it and with the generated
// parser: the trees must be equal.
func TestLoadJSONCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../shared/corpus/json/*.json")
	if len(files) == 0 {
		t.Skip("no ../shared/corpus/json beside the module")
	}
	loaded, err := LoadGrammar([]string{"../grammars/JSON.g4"}, LoadOptions{})
	require.NoError(t, err)
	bundled, err := Lookup("json")
	require.NoError(t, err)
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		want, err := bundled.Parse(f, src, "")
		require.NoError(t, err)
		got, err := loaded.Parse(f, src, "")
		require.NoError(t, err)
		assert.Equal(t, want.String(), got.String(), f)
		assert.Equal(t, want.Errors, got.Errors, f)
	}
}

// TestFeatures loads the grammars of testdata/g4/features, which exercise
// every feature of action-free grammars, and parses their inputs: the trees
// must be the ones the ANTLR tool's TestRig printed (reference.sh there).
func TestFeatures(t *testing.T) {
	dir := "../testdata/g4/features"
	tests := []struct {
		grammar []string
		start   string
		input   string
	}{
		{[]string{"TemplateParser.g4"}, "document", "template.txt"},
		{[]string{"TemplateLexer.g4", "TemplateParser.g4"}, "document", "template.txt"},
		{[]string{"Lexical.g4"}, "items", "lexical.txt"},
		{[]string{"Calc.g4"}, "program", "calc.txt"},
		{[]string{"Imports.g4"}, "script", "imports.txt"},
		{[]string{"Actions.g4"}, "list", "actions.txt"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.grammar, "+"), func(t *testing.T) {
			t.Parallel()
			var paths []string
			for _, f := range tt.grammar {
				paths = append(paths, filepath.Join(dir, f))
			}
			g, err := LoadGrammar(paths, LoadOptions{})
			require.NoError(t, err)
			src, err := os.ReadFile(filepath.Join(dir, tt.input))
			require.NoError(t, err)
			want, err := os.ReadFile(filepath.Join(dir, tt.input+".antlr-tree"))
			require.NoError(t, err)
			p, err := g.Parse(tt.input, src, tt.start)
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			assert.Equal(t, strings.TrimRight(string(want), "\n"), p.String())
		})
	}
}

// TestActionsWarning checks that a grammar with actions and predicates
// loads with one warning that says where they are.
func TestActionsWarning(t *testing.T) {
	g, err := LoadGrammar([]string{"../testdata/g4/features/Actions.g4"}, LoadOptions{})
	require.NoError(t, err)
	var msgs []string
	for _, w := range g.Warnings {
		msgs = append(msgs, w.Error())
	}
	// One warning for each code no built-in covers, with its place and
	// the rule it is in (see package parser/internal/target).
	assert.Equal(t, []string{
		"../testdata/g4/features/Actions.g4:19:14: warning: action {setText(getText().trim());} is skipped: no built-in equivalent; in lexer rule NUM",
		"../testdata/g4/features/Actions.g4:9:11: warning: action {depth++;} is skipped: no built-in equivalent; in parser rule list",
		"../testdata/g4/features/Actions.g4:9:46: warning: action {depth--;} is skipped: no built-in equivalent; in parser rule list",
		"../testdata/g4/features/Actions.g4:13:7: warning: predicate {depth < 10}? is taken as true: no built-in equivalent; parser rule elem may choose an alternative the grammar's code would not",
		"../testdata/g4/features/Actions.g4:14:11: warning: action {depth += 0;} is skipped: no built-in equivalent; in parser rule elem",
	}, msgs)
}

// TestLoadGrammarSpecs checks how -g values are told apart: bundled names,
// .g4 files, .interp files, and mistakes.
func TestLoadGrammarSpecs(t *testing.T) {
	interpDir := t.TempDir()
	for _, f := range []string{"JSON.interp", "JSONLexer.interp"} {
		data, err := os.ReadFile(filepath.Join("json", f))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(interpDir, f), data, 0o644))
	}
	tests := []struct {
		name    string
		specs   []string
		grammar string // the loaded grammar's name, or "" for an error
		err     string
	}{
		{"bundled", []string{"json"}, "json", ""},
		{"bundled case", []string{"JSON"}, "json", ""},
		{"g4", []string{"../grammars/JSON.g4"}, "JSON", ""},
		{"interp finds its lexer", []string{filepath.Join(interpDir, "JSON.interp")}, "JSON", ""},
		{"interp pair", []string{filepath.Join(interpDir, "JSONLexer.interp"), filepath.Join(interpDir, "JSON.interp")}, "JSON", ""},
		{"lexer interp alone", []string{filepath.Join(interpDir, "JSONLexer.interp")}, "", "is a lexer's .interp"},
		{"unknown name", []string{"cobol"}, "", `unknown grammar "cobol"`},
		{"missing file", []string{"nowhere/X.g4"}, "", "cannot read the grammar"},
		{"mixed kinds", []string{"../grammars/JSON.g4", filepath.Join(interpDir, "JSON.interp")}, "", "different kinds"},
		{"three", []string{"a.g4", "b.g4", "c.g4"}, "", "got 3"},
		{"not a grammar", []string{"../testdata/example/config.json"}, "", "not a grammar file"},
		{"a parser and a combined grammar", []string{"../testdata/g4/features/TemplateParser.g4", "../grammars/JSON.g4"}, "",
			"../testdata/g4/features/TemplateParser.g4 is a parser grammar and ../grammars/JSON.g4 a combined grammar: give one combined grammar, or a lexer and a parser grammar"},
		{"two combined grammars", []string{"../testdata/g4/features/Calc.g4", "../grammars/JSON.g4"}, "",
			"../testdata/g4/features/Calc.g4 and ../grammars/JSON.g4 are both combined grammars"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := LoadGrammar(tt.specs, LoadOptions{})
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.grammar, g.Name)
			p, err := g.Parse("x.json", []byte(`{"a": [1, true]}`), "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
		})
	}
}

// memFiles serves grammar files from memory, for LoadOptions.ReadFile.
func memFiles(files map[string]string) func(string) ([]byte, error) {
	return func(name string) ([]byte, error) {
		if src, ok := files[filepath.Base(name)]; ok {
			return []byte(src), nil
		}
		return nil, os.ErrNotExist
	}
}

// TestEmptyTokens checks that a token rule that can match the empty string,
// which the ANTLR tool only warns about, cannot make the lexer loop: the
// tool's own lexers emit empty tokens, or skip nothing, without end at the
// first character no rule matches. Here that character is a token
// recognition error.
func TestEmptyTokens(t *testing.T) {
	tests := []struct {
		name, grammar, input, tree, err string
	}{
		{"empty token", "grammar G; start : (A | B)* EOF ; A : 'a'* ; B : 'b' ;", "abxb",
			"(start a b b <EOF>)", "in:1:3: token recognition error at: 'x'"},
		{"empty skip", "grammar G; start : B* EOF ; B : 'b' ; WS : [ ]* -> skip ;", "b bx b",
			"(start b b b <EOF>)", "in:1:4: token recognition error at: 'x'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := LoadGrammar([]string{"G.g4"}, LoadOptions{ReadFile: memFiles(map[string]string{"G.g4": tt.grammar})})
			require.NoError(t, err)
			require.NotEmpty(t, g.Warnings, "the tool's warning: a rule can match the empty string")
			p, err := g.Parse("in", []byte(tt.input), "")
			require.NoError(t, err)
			assert.Equal(t, tt.tree, p.String())
			require.Len(t, p.Errors, 1)
			assert.Equal(t, tt.err, p.Errors[0].Error())
		})
	}
	// An empty token that changes modes is allowed: it is how some grammars
	// switch modes without consuming.
	files := map[string]string{
		"L.g4": "lexer grammar L; A : 'a' -> pushMode(M) ; mode M; ENTER : [ ]* -> popMode ; B : 'b' ;",
		"P.g4": "parser grammar P; options { tokenVocab = L; } start : (A ENTER? B?)* EOF ;",
	}
	g, err := LoadGrammar([]string{"P.g4"}, LoadOptions{ReadFile: memFiles(files)})
	require.NoError(t, err)
	p, err := g.Parse("in", []byte("aab"), "")
	require.NoError(t, err)
	assert.Empty(t, p.Errors)
	assert.Equal(t, "(start a  a b <EOF>)", p.String(), "a, an empty ENTER, a, b")
}

// grammarName finds the name of a grammar in its file.
var grammarName = regexp.MustCompile(`(?m)^\s*(?:(?:lexer|parser)\s+)?grammar\s+(\w+)\s*;`)

// FuzzLoadGrammar feeds random and mutated grammars (a lexer grammar, which
// may be empty, and a parser or combined grammar) to LoadGrammar: it must
// return a grammar or an error, never panic or hang, and a grammar it
// returns must parse an input and give replacements. Seeds: the grammars of
// grammars-v4 (if beside the module) and of testdata/g4.
func FuzzLoadGrammar(f *testing.F) {
	dirs, _ := filepath.Glob(filepath.Join(grammarsV4, "*"))
	dirs = append(dirs, "../testdata/g4/features", "../testdata/g4/errors", "../testdata/grammars")
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.g4"))
		var lexers, others [][]byte
		for _, file := range files {
			src, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			if strings.Contains(string(src), "lexer grammar") {
				lexers = append(lexers, src)
			} else {
				others = append(others, src)
			}
		}
		for _, g := range others {
			lexer := []byte{}
			if len(lexers) > 0 {
				lexer = lexers[0]
			}
			f.Add(lexer, g)
		}
	}
	f.Fuzz(func(t *testing.T, lexer, grammar []byte) {
		name := "G" // the grammar's own name, for the loader to find its file
		if m := grammarName.FindSubmatch(grammar); m != nil {
			name = string(m[1])
		}
		read := func(path string) ([]byte, error) {
			if filepath.Base(path) == name+".g4" {
				return grammar, nil
			}
			if len(lexer) > 0 && filepath.Ext(path) == ".g4" {
				return lexer, nil
			}
			return nil, os.ErrNotExist
		}
		g, err := LoadGrammar([]string{name + ".g4"}, LoadOptions{ReadFile: read})
		if err != nil {
			return
		}
		_, err = g.Parse("input", []byte("a b 1 (x) [y] {z}; 'q' \"s\" -- // /* */ <t/>\n"), "")
		require.NoError(t, err)
		_, err = g.Replacements()
		require.NoError(t, err)
	})
}

// BenchmarkLoadGrammar loads each grammar of the grammars-v4 test data from
// its .g4 files and computes its replacements: all the work before the
// first parse of a run-time grammar.
func BenchmarkLoadGrammar(b *testing.B) {
	for _, gr := range grammarsv4.List(b) {
		b.Run(gr.Dir, func(b *testing.B) {
			for b.Loop() {
				g, err := LoadGrammar([]string{filepath.Join(grammarsV4, gr.Dir, gr.File)}, LoadOptions{})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := g.Replacements(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkParseV4 parses the examples of each grammars-v4 grammar with the
// grammar loaded at run time (once, outside the timing).
func BenchmarkParseV4(b *testing.B) {
	for _, gr := range grammarsv4.List(b) {
		g, err := LoadGrammar([]string{filepath.Join(grammarsV4, gr.Dir, gr.File)}, LoadOptions{})
		require.NoError(b, err)
		examples, _ := filepath.Glob(filepath.Join(grammarsV4, gr.Dir, "examples", "*.antlr-tree"))
		var srcs [][]byte
		size := 0
		for _, e := range examples {
			src, err := os.ReadFile(strings.TrimSuffix(e, ".antlr-tree"))
			require.NoError(b, err)
			srcs = append(srcs, src)
			size += len(src)
		}
		b.Run(gr.Dir, func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				for _, src := range srcs {
					if _, err := g.Parse("example", src, gr.Start); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// TestLoadedReplacements checks replacements that run-time grammars need:
// long keywords of case-insensitive lexers (the search once walked every
// case variant and gave up at 17 letters), and tokens of a pushed mode that
// pop it.
func TestLoadedReplacements(t *testing.T) {
	files := map[string]string{
		"KLexer.g4": `lexer grammar KLexer;
options { caseInsensitive = true; }
KEYWORD : 'current_timestamp_with_zone' ;
ID : [a-z_]+ ;
OPEN : '=' -> pushMode(VALUE) ;
WS : [ \t\r\n]+ -> skip ;
mode VALUE;
NUMBER : [0-9]+ -> popMode ;
WORD : 'yes' -> popMode ;
`,
		"KParser.g4": `parser grammar KParser;
options { tokenVocab = KLexer; }
start : (KEYWORD | ID | OPEN value)* EOF ;
value : NUMBER | WORD ;
`}
	g, err := LoadGrammar([]string{"KParser.g4"}, LoadOptions{ReadFile: memFiles(files)})
	require.NoError(t, err)
	r, err := g.Replacements()
	require.NoError(t, err)
	want := map[string]string{"KEYWORD": "current_timestamp_with_zone", "ID": "a", "OPEN": "=", "NUMBER": "0", "WORD": "yes"}
	for tt := 1; tt <= g.Parser.ATN.MaxTokenType; tt++ {
		name := g.TokenName(tt)
		if w, ok := want[name]; ok {
			got, ok := r.Token(tt)
			assert.True(t, ok, name)
			assert.Equal(t, w, got, name)
			delete(want, name)
		}
	}
	assert.Empty(t, want, "tokens not found")
}

// TestLoadedOverrides checks that --replacements names the rules and tokens
// of a run-time grammar as of a bundled one, literals with their quotes.
func TestLoadedOverrides(t *testing.T) {
	g, err := LoadGrammar([]string{"../testdata/g4/features/Calc.g4"}, LoadOptions{})
	require.NoError(t, err)
	r, err := Analyze(g.Grammar, map[string]string{"expr": "42", "ID": "zz", "'^'": "**"})
	require.NoError(t, err)
	got, ok := r.Rule(g.RuleIndex("expr"))
	assert.True(t, ok)
	assert.Equal(t, "42", got)
	stat, _ := r.Rule(g.RuleIndex("stat"))
	assert.Equal(t, "42", stat, "a statement is an expression: the override takes part in the fixpoint")
	for tt := 1; tt <= g.Parser.ATN.MaxTokenType; tt++ {
		switch g.TokenName(tt) {
		case "ID":
			s, _ := r.Token(tt)
			assert.Equal(t, "zz", s)
		case "'^'":
			s, _ := r.Token(tt)
			assert.Equal(t, "**", s)
		}
	}
	_, err = Analyze(g.Grammar, map[string]string{"nope": "x"})
	assert.ErrorContains(t, err, `no rule or token "nope"`)
}

// TestUnfinished: a start rule that does not end with EOF stops before
// the end of the input; the parse says where, and which rules end with
// EOF. A rule that ends with EOF reads the whole input.
func TestUnfinished(t *testing.T) {
	g, err := LoadGrammar([]string{"../testdata/g4/start/Script.g4"}, LoadOptions{})
	require.NoError(t, err)
	assert.Equal(t, []string{"file_input", "eval_input"}, g.EOFRules())
	src, err := os.ReadFile("../testdata/g4/start/script.txt")
	require.NoError(t, err)

	p, err := g.Parse("script.txt", src, "")
	require.NoError(t, err)
	assert.Empty(t, p.Errors)
	assert.Equal(t, 6, p.Rest, "the offset of foo")
	err = p.Unfinished()
	assert.ErrorIs(t, err, ErrUnfinished)
	assert.EqualError(t, err, "script.txt:2:1: start rule single_input ended here, before the end of the input: 18 of 24 bytes (75.0%) not parsed (single_input does not end with EOF; the rules that end with EOF are file_input, eval_input)")

	p, err = g.Parse("script.txt", src, "file_input")
	require.NoError(t, err)
	assert.Equal(t, -1, p.Rest)
	assert.NoError(t, p.Unfinished())
}

// TestGrammarLibs: a library folder that does not exist, or is a file, is
// an error, and so are library folders for a grammar that is no .g4 file.
func TestGrammarLibs(t *testing.T) {
	_, err := LoadGrammar([]string{"../grammars/JSON.g4"}, LoadOptions{Libs: []string{"../testdata/nosuch"}})
	assert.EqualError(t, err, "grammar library folder ../testdata/nosuch: no such file or directory")
	_, err = LoadGrammar([]string{"../grammars/JSON.g4"}, LoadOptions{Libs: []string{"../grammars/C.g4"}})
	assert.EqualError(t, err, "grammar library folder ../grammars/C.g4 is not a folder")
	_, err = LoadGrammar([]string{"json/JSON.interp"}, LoadOptions{Libs: []string{"../grammars"}})
	assert.EqualError(t, err, "grammar library folders are for .g4 grammars, and json/JSON.interp is not one")
	_, err = LoadGrammar([]string{"../grammars/JSON.g4"}, LoadOptions{Libs: []string{"../grammars"}})
	assert.NoError(t, err)
}

// TestUnknownRule: a start rule the grammar does not have is an error
// that says if it is a token, and names the rules that could be meant.
func TestUnknownRule(t *testing.T) {
	g, err := LoadGrammar([]string{"../testdata/g4/start/Script.g4"}, LoadOptions{})
	require.NoError(t, err)
	tests := []struct{ start, want string }{
		{"NAME", `grammar Script has no rule "NAME": NAME is a token, not a parser rule; did you mean expr (a NAME alone is one)?`},
		{"NEWLINE", `grammar Script has no rule "NEWLINE": NEWLINE is a token, not a parser rule; did you mean single_input (a NEWLINE alone is one)?`},
		{"=", `grammar Script has no rule "=": = is a token, not a parser rule; the rules that end with EOF, which read a whole input: file_input, eval_input`},
		{"stmts", `grammar Script has no rule "stmts"; did you mean stmt?`},
		{"File_Input", `grammar Script has no rule "File_Input"; did you mean file_input?`},
		{"program", `grammar Script has no rule "program"; the rules that end with EOF, which read a whole input: file_input, eval_input`},
	}
	for _, tt := range tests {
		_, err := g.Parse("x", []byte("a = 1\n"), tt.start)
		assert.EqualError(t, err, tt.want)
	}
}
