package target_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/grammarsv4"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// v4Env names a checkout of grammars-v4 whose examples have their Java
// trees beside them (javatrees/javatrees.sh makes them), for the
// grammars that ../shared/grammars-v4 does not hold.
const v4Env = "HDDMIN_GRAMMARS_V4"

// exact are the grammars of grammars-v4 whose target code runs built in,
// each checked on its examples against the trees of the Java target with
// the grammar's Java base classes.
var exact = []struct {
	dir      string   // in grammars-v4
	grammars []string // the files to load
	start    string
	examples []string // its examples, as patterns of filepath.Glob
	// positionsOnly are examples whose syntax errors are checked by
	// place, not by message: the tokens the message says were expected
	// are not Java's (the tree is).
	positionsOnly []string
}{
	{"python/python3", []string{"Python3Lexer.g4", "Python3Parser.g4"}, "file_input", []string{"small/*.py", "large/*.py"}, nil},
	{"javascript/javascript", []string{"JavaScriptLexer.g4", "JavaScriptParser.g4"}, "program", []string{"examples/*.js"}, nil},
	{"lua", []string{"LuaLexer.g4", "LuaParser.g4"}, "start_", []string{"examples/*.lua", "examples/lua-5.4.6-tests/*.lua"}, nil},
	{"php", []string{"PhpLexer.g4", "PhpParser.g4"}, "htmlDocument", []string{"examples/*.php"}, nil},
	{"csharp/v6", []string{"CSharpLexer.g4", "CSharpParser.g4"}, "compilation_unit", []string{"examples/*.cs", "examples/*.txt"},
		[]string{"issue-2612.txt"}},
	{"javadoc", []string{"JavadocLexer.g4", "JavadocParser.g4"}, "documentation", []string{"examples/javadoc/*.java"}, nil},
	{"velocity", []string{"VTLLexer.g4", "VTLParser.g4"}, "parse", []string{"examples/*.vm"}, nil},
	{"pgn", []string{"PGN.g4"}, "parse", []string{"examples/*.pgn"}, nil},
	{"awk", []string{"awkLexer.g4", "awkParser.g4"}, "program", []string{"examples/*.awk", "examples/*/*.awk", "examples/*/*/*.awk"}, nil},
}

// v4Dir returns the folder of grammar dir: in ../shared/grammars-v4, else
// in the checkout $HDDMIN_GRAMMARS_V4; it skips the test if neither has it.
func v4Dir(t *testing.T, dir string) string {
	t.Helper()
	if d := filepath.Join(grammarsv4.Root(), dir); isDir(d) {
		return d
	}
	if root := os.Getenv(v4Env); root != "" {
		d := filepath.Join(root, dir)
		if !isDir(d) {
			t.Fatalf("$%s=%s has no %s", v4Env, root, dir)
		}
		return d
	}
	t.Skipf("grammars-v4's %s is neither in %s nor in $%s (a checkout of github.com/antlr/grammars-v4 whose examples have their Java trees beside them: see javatrees/javatrees.sh)", dir, grammarsv4.Root(), v4Env)
	return ""
}

// loadV4 loads the grammar files of grammars-v4's dir (see v4Dir), whose
// target code must all run built in (no warning), and returns the folder
// and the grammar.
func loadV4(t *testing.T, dir string, grammars []string) (string, *parser.Grammar) {
	t.Helper()
	dir = v4Dir(t, dir)
	var files []string
	for _, f := range grammars {
		files = append(files, filepath.Join(dir, f))
	}
	loaded, err := parser.LoadGrammar(files, parser.LoadOptions{})
	require.NoError(t, err)
	require.Empty(t, loaded.Warnings, "all the target code runs built in")
	return dir, loaded.Grammar
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// TestExact loads each grammar of exact at run time: its target code is
// all covered (no warning), and every example parses to the tree of the
// Java target, with its syntax errors (none but where Java finds some
// too), and builds a tree that unparses to it.
func TestExact(t *testing.T) {
	for _, g := range exact {
		t.Run(g.dir, func(t *testing.T) {
			dir, grammar := loadV4(t, g.dir, g.grammars)
			var examples []string
			for _, e := range g.examples {
				found, err := filepath.Glob(filepath.Join(dir, e))
				require.NoError(t, err)
				examples = append(examples, found...)
			}
			require.NotEmpty(t, examples)
			for _, f := range examples {
				src, err := os.ReadFile(f)
				require.NoError(t, err)
				want, err := os.ReadFile(f + ".antlr-tree")
				if os.IsNotExist(err) {
					t.Fatalf("%s has no Java tree beside it: make them with javatrees/javatrees.sh", f)
				}
				require.NoError(t, err)
				p, err := grammar.Parse(f, src, g.start)
				require.NoError(t, err)
				javaErrors, _ := os.ReadFile(f + ".antlr-errors")
				var errors strings.Builder
				for _, e := range p.Errors {
					fmt.Fprintf(&errors, "%d:%d: %s\n", e.Line, e.Column, e.Msg)
				}
				if slices.Contains(g.positionsOnly, filepath.Base(f)) {
					assert.Equal(t, places(string(javaErrors)), places(errors.String()), f)
				} else {
					assert.Equal(t, string(javaErrors), errors.String(), f)
				}
				assert.Equal(t, strings.TrimSuffix(string(want), "\n"), javaDecoded(p.String()), f)

				in, err := fromparse.Load(fromparse.Source{File: f, Text: src, Grammar: grammar, Start: g.start})
				require.NoError(t, err, f)
				assert.True(t, bytes.Equal(src, in.Tree.Unparse(tree.State{})), f)
			}
		})
	}
}

// javaDecoded is s with each byte that is not UTF-8 replaced by U+FFFD,
// as Java decodes an example (pgn's hold Latin-1 names); a tree here
// keeps the input's bytes.
func javaDecoded(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[:n])
		}
		s = s[n:]
	}
	return b.String()
}

// places returns the line:column of each line of errors.
func places(errors string) []string {
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(errors), "\n") {
		if i := strings.Index(line, ": "); i >= 0 {
			out = append(out, line[:i])
		}
	}
	return out
}

// TestPython3LexerBase: the built-in Python3LexerBase makes INDENT and
// DEDENT of the indentation, joins lines inside brackets, skips blank
// and comment lines, and closes the blocks open at the end of the input
// (with a NEWLINE first if the last line has no line break); the tree
// built from the tokens unparses to the input.
func TestPython3LexerBase(t *testing.T) {
	t.Parallel()
	loaded, err := parser.LoadGrammar([]string{"testdata/IndentLexer.g4", "testdata/IndentParser.g4"}, parser.LoadOptions{})
	require.NoError(t, err)
	require.Empty(t, loaded.Warnings)
	g := loaded.Grammar
	// The Java trees are those of javatrees/javatrees.sh with the Java
	// class of grammars-v4 (the texts of the tokens are the Java class's:
	// a NEWLINE before an indentation is its last space, a DEDENT the
	// character before it, the EOF of an input with blocks open its last
	// five characters).
	tests := []struct {
		name, src   string
		want, java  string
		syntaxError bool
	}{
		{"flat", "a\nb\n", "NAME NEWLINE NAME NEWLINE EOF", `(file (stmt a \n) (stmt b \n) <EOF>)`, false},
		{"a block", "a:\n  b\nc\n", "NAME COLON NEWLINE INDENT NAME NEWLINE DEDENT NAME NEWLINE EOF",
			`(file (stmt a :      (stmt b \n) \n) (stmt c \n) <EOF>)`, false},
		{"nested, closed at once", "a:\n  b:\n    c\nd\n", "NAME COLON NEWLINE INDENT NAME COLON NEWLINE INDENT NAME NEWLINE DEDENT DEDENT NAME NEWLINE EOF",
			`(file (stmt a :      (stmt b :        (stmt c \n) \n) \n) (stmt d \n) <EOF>)`, false},
		{"open at the end, no line break", "a:\n  b", "NAME COLON NEWLINE INDENT NAME NEWLINE DEDENT EOF",
			`(file (stmt a :      (stmt b b) b) :\n  b)`, false},
		{"blank and comment lines", "a:\n\n  # note\n  b\n\n", "NAME COLON NEWLINE INDENT NAME NEWLINE DEDENT NEWLINE EOF",
			`(file (stmt a :      (stmt b \n) \n) \n <EOF>)`, false},
		{"a call over lines", "f(a\n   b\n c)\n", "NAME OPEN NAME NAME NAME CLOSE NEWLINE EOF", `(file (stmt f (args ( a b c )) \n) <EOF>)`, false},
		{"tabs", "a:\n\tb\n        c\n", "NAME COLON NEWLINE INDENT NAME NEWLINE NAME NEWLINE DEDENT EOF",
			`(file (stmt a : \t \t (stmt b  ) (stmt c \n) \n) <EOF>)`, false},
		{"indented first line", "  a\n", "NEWLINE INDENT NAME NEWLINE DEDENT EOF", `(file      (stmt a \n) \n <EOF>)`, true},
	}
	for _, tt := range tests {
		p, err := g.Parse("in", []byte(tt.src), "")
		require.NoError(t, err)
		assert.Equal(t, tt.syntaxError, len(p.Errors) > 0, "%s: %v", tt.name, p.Errors)
		var names []string
		for _, tok := range p.Tokens() {
			if tok.GetChannel() == 0 {
				names = append(names, g.TokenName(tok.GetTokenType()))
			}
		}
		assert.Equal(t, tt.want, strings.Join(names, " "), tt.name)
		assert.Equal(t, tt.java, p.String(), tt.name)
		in, err := fromparse.Load(fromparse.Source{File: "in", Text: []byte(tt.src), Grammar: g})
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.src, string(in.Tree.Unparse(tree.State{})), tt.name)
	}
}

// TestWarnings: the code no built-in covers is a warning that says what
// happens instead and names the rules it affects: a lexer predicate that
// decides between tokens, an action, a parser predicate, a superClass.
func TestWarnings(t *testing.T) {
	t.Parallel()
	loaded, err := parser.LoadGrammar([]string{"testdata/Guess.g4"}, parser.LoadOptions{})
	require.NoError(t, err)
	var got []string
	for _, w := range loaded.Warnings {
		got = append(got, w.Error())
	}
	assert.Equal(t, []string{
		"testdata/Guess.g4:13:26: warning: predicate {this.regexPossible()}? is taken as true: no built-in equivalent; lexer rule REGEX may match where the grammar's code would not, and the input be read as other tokens than the grammar means",
		"testdata/Guess.g4:15:17: warning: action {this.countName();} is skipped: no built-in equivalent; in lexer rule NAME",
		"testdata/Guess.g4:11:9: warning: predicate {this.isFancy()}? is taken as true: no built-in equivalent; parser rule expr may choose an alternative the grammar's code would not",
		"testdata/Guess.g4:7:18: warning: superClass GuessParserBase: no built-in equivalent; the parser runs without it",
	}, got)
}

// TestLexerBases: the tokens the built-in lexer bases make where the
// grammar's code decides: awk's / after an expression divides (without
// the base, (cols/2) + (length(str)/2) is one regular expression), and
// before one starts a regular expression; PHP's ?> ends PHP's mode and
// stands for a missing semicolon, and a script element's content is
// script; in C#'s interpolated strings, a string inside an expression
// may hold a }, the } after the expression returns to the string, and a
// : starts a format; the predicates any lexer may hold, with a base or
// not: javadoc's * not before / ({_input.LA(1) != '/'}?), pgn's %
// escape only first on its line ({getCharPositionInLine() == 0}?); Lua's
// comments end at the closing bracket of their level, or at the line's
// end.
func TestLexerBases(t *testing.T) {
	tests := []struct {
		dir      string
		grammars []string
		src      string
		want     string // the tokens' names, on every channel
	}{
		{"awk", []string{"awkLexer.g4", "awkParser.g4"}, "{ x = (cols/2) + (length(str)/2) }",
			"Lc WORD Eq Lp WORD Slash NUMBER Rp Plus Lp BUILTIN_FUNC_NAME Lp WORD Rp Slash NUMBER Rp Rc EOF"},
		{"awk", []string{"awkLexer.g4", "awkParser.g4"}, "$0 ~ /a/ { n = n / 2 }",
			"Dollar NUMBER Sq ERE Lc WORD Eq WORD Slash NUMBER Rc EOF"},
		{"php", []string{"PhpLexer.g4", "PhpParser.g4"}, "<p>x</p><?php echo 1 ?><script>a</script>",
			"HtmlOpen HtmlName HtmlClose HtmlText HtmlOpen HtmlSlash HtmlName HtmlClose PHPStart Whitespace Echo Whitespace Decimal Whitespace SemiColon HtmlScriptOpen HtmlClose ScriptText HtmlScriptClose EOF"},
		{"csharp/v6", []string{"CSharpLexer.g4", "CSharpParser.g4"}, `s = $"a{f(x) + "}"}b{n:N2}";`,
			"IDENTIFIER WHITESPACES ASSIGNMENT WHITESPACES INTERPOLATED_REGULAR_STRING_START REGULAR_STRING_INSIDE IDENTIFIER OPEN_PARENS IDENTIFIER CLOSE_PARENS WHITESPACES PLUS WHITESPACES REGULAR_STRING REGULAR_STRING_INSIDE IDENTIFIER COLON FORMAT_STRING DOUBLE_QUOTE_INSIDE SEMICOLON EOF"},
		{"javadoc", []string{"JavadocLexer.g4", "JavadocParser.g4"}, "/** a\n * b\n */",
			"JAVADOC_START SPACE NAME NEWLINE SPACE NAME NEWLINE JAVADOC_END EOF"},
		{"pgn", []string{"PGN.g4"}, "% x\n1. e4 % y\n",
			"INTEGER PERIOD SYMBOL UNEXPECTED_CHAR SYMBOL EOF"},
		{"lua", []string{"LuaLexer.g4", "LuaParser.g4"}, "--[==[ a ]] ]==] x = 1 -- [[ c\ny = 2",
			"COMMENT WS NAME WS EQ WS INT WS COMMENT NL NAME WS EQ WS INT EOF"},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			_, g := loadV4(t, tt.dir, tt.grammars)
			p, err := g.Parse("in", []byte(tt.src), "")
			require.NoError(t, err)
			var names []string
			for _, tok := range p.Tokens() {
				names = append(names, g.TokenName(tok.GetTokenType()))
			}
			assert.Equal(t, tt.want, strings.Join(names, " "), tt.src)
		})
	}
}
