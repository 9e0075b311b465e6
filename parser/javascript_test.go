package parser_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
)

func jsGrammar(t testing.TB) *parser.Grammar {
	t.Helper()
	g, err := parser.Lookup("javascript")
	require.NoError(t, err)
	return g
}

// contextTokens are the token types that the base lexer chooses by context;
// the golden files name them.
var contextTokens = map[string]bool{
	"OpenBrace": true, "ObjectBrace": true, "Function": true, "FunctionExpression": true,
	"Class": true, "ClassExpression": true, "In": true, "ForIn": true, "ArrowParen": true,
	"Divide": true, "DivideAssign": true, "RegularExpressionLiteral": true,
	"TemplateHead": true, "TemplateMiddle": true, "TemplateTail": true, "NoSubstitutionTemplate": true,
}

// TestJavaScriptGolden parses each testdata/javascript/*.js, a collection of
// the corners of the language, and compares, statement by statement, the
// tokens (with the types the lexer chose by context) and the parse tree
// with NAME.js.golden. The inputs are valid JavaScript: they must parse
// without errors and with SLL prediction alone.
func TestJavaScriptGolden(t *testing.T) {
	g := jsGrammar(t)
	files, err := filepath.Glob(filepath.Join("..", "testdata", "javascript", "*.js"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			p, err := g.Parse(path, src, "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			assert.Equal(t, "SLL", p.Mode)
			golden.Check(t, path+".golden", []byte(renderStatements(p)))
		})
	}
}

// renderStatements prints each top-level statement of a parse: its text,
// its tokens and its parse tree.
func renderStatements(p *parser.Parse) string {
	var b strings.Builder
	tokens := p.Tokens()
	for _, c := range p.Tree.GetChildren() {
		stmt, ok := c.(antlr.ParserRuleContext)
		if !ok {
			continue
		}
		first, last := stmt.GetStart().GetTokenIndex(), stmt.GetStop().GetTokenIndex()
		start, _ := p.Span(tokens[first])
		_, end := p.Span(tokens[last])
		text := strings.TrimRight(string(p.Source[start:end]), " \t\r\n") // a virtual semicolon holds a line break
		for i, line := range strings.Split(text, "\n") {
			if i == 0 {
				b.WriteString("== ")
			} else {
				b.WriteString("   ")
			}
			b.WriteString(line + "\n")
		}
		b.WriteString("tokens:")
		for _, tok := range tokens[first : last+1] {
			b.WriteString(" " + jsTokenText(p, tok))
		}
		b.WriteString("\ntree: " + parser.StringTree(stmt, p.Grammar.Parser.RuleNames) + "\n")
	}
	return b.String()
}

// tokenText shows a token by its text, with its type where the lexer chose
// it by context; a virtual semicolon is <;>.
func jsTokenText(p *parser.Parse, tok antlr.Token) string {
	name := p.Grammar.TokenName(tok.GetTokenType())
	start, end := p.Span(tok)
	text := strings.ReplaceAll(string(p.Source[start:end]), "\n", `\n`)
	switch {
	case name == "VirtualSemicolon":
		return "<;>"
	case tok.GetTokenType() == antlr.TokenEOF:
		return "<EOF>"
	case contextTokens[name]:
		return name + "(" + text + ")"
	}
	return text
}

// TestJavaScriptCorpus parses every JavaScript file of ../shared/corpus and
// checks that it parses without errors with SLL prediction alone: the full
// LL pass, many times slower, never runs on valid code. Files over 3 MB are
// left out with -short.
func TestJavaScriptCorpus(t *testing.T) {
	g := jsGrammar(t)
	n := 0
	for _, path := range corpusFiles(t) {
		if gr, _ := parser.ForFile(path); gr != g {
			continue
		}
		n++
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			if testing.Short() && len(src) > 3<<20 {
				t.Skipf("%d bytes: only without -short", len(src))
			}
			race.SkipLarge(t, len(src))
			p, err := g.Parse(path, src, "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			assert.Equal(t, "SLL", p.Mode)
		})
	}
	require.NotZero(t, n, "no JavaScript file in the corpus")
}

// TestJavaScriptReplacements checks the replacements that matter most for
// reducing JavaScript: an identifier becomes a, an expression 0, a
// statement the empty statement, a declaration one with a name.
func TestJavaScriptReplacements(t *testing.T) {
	g := jsGrammar(t)
	r, err := g.Replacements()
	require.NoError(t, err)
	tokens := map[string]string{
		"Identifier": "a", "NumericLiteral": "0", "StringLiteral": `""`, "NoSubstitutionTemplate": "``",
		"RegularExpressionLiteral": "/a/", "BigIntLiteral": "0n", "PrivateName": "#a",
		"ObjectBrace": "{", "FunctionExpression": "function", "ForIn": "in", "TemplateMiddle": "}${",
	}
	for name, want := range tokens {
		got, ok := r.Token(tokenType(t, g, name))
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	_, ok := r.Token(tokenType(t, g, "VirtualSemicolon"))
	assert.False(t, ok, "a virtual semicolon has no text to replace it with")
	rules := map[string]string{
		"program": "", "statement": ";", "singleExpression": "0", "expression": "0", "ident": "a",
		"block": "{}", "bindingElement": "a", "parameters": "()", "templateLiteral": "``",
		"functionDeclaration": "function a(){}", "classDeclaration": "class a{}", "classElement": ";",
	}
	for name, want := range rules {
		got, ok := r.Rule(g.RuleIndex(name))
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
}

// TestJavaScriptHTMLComments: scripts may hold the HTML-like comments of
// ECMA-262 Annex B.1.1, which pages wrap their inline scripts in: <!--
// starts a line comment anywhere, --> only first on its line.
func TestJavaScriptHTMLComments(t *testing.T) {
	tests := []struct{ src, want string }{
		{"<!--\nold();\n//-->", "old ( ) ;"},
		{"a(); <!-- the rest of the line\nb()", "a ( ) ; b ( )"},
		{"x = 1\n--> a comment\ny()", "x = 1 y ( )"},
		{"  /* c */ --> at the start\nz", "z"},
		{"a-->b", "a -- > b"},
		{"a\n /* x */ -->b\nc", "a c"},
	}
	g, err := parser.Lookup("javascript")
	require.NoError(t, err)
	for _, tt := range tests {
		p, err := g.Parse("in.js", []byte(tt.src), "")
		require.NoError(t, err)
		assert.Empty(t, p.Errors, tt.src)
		var words []string
		for _, tok := range p.Tokens() {
			if tok.GetChannel() == antlr.TokenDefaultChannel && tok.GetTokenType() != antlr.TokenEOF && tok.GetText() != "" && strings.TrimSpace(tok.GetText()) != "" {
				words = append(words, tok.GetText())
			}
		}
		assert.Equal(t, tt.want, strings.Join(words, " "), tt.src)
	}
}

// TestJavaScriptLocalErrors injects one broken line into a real library at
// several places and checks that the syntax errors stay near it: the lexer
// must not carry a bracket left open by the break to the end of the file
// (before the lexer resynchronized, a } too many gave up to 330 errors, one
// for each later function declaration).
func TestJavaScriptLocalErrors(t *testing.T) {
	path := filepath.Join("..", "..", "shared", "corpus", "js", "lodash.js")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("no corpus file: %v", err)
	}
	race.SkipLarge(t, len(src)*12)
	lines := strings.SplitAfter(string(src), "\n")
	// Places: five return statements spread over the file, where a line of
	// code may go (not inside a comment).
	var returns []int
	for i, l := range lines {
		if s := strings.TrimSpace(l); strings.HasPrefix(s, "return ") && strings.HasSuffix(s, ";") && len(l) > len(s)+1 {
			returns = append(returns, i)
		}
	}
	require.Greater(t, len(returns), 100)
	g := jsGrammar(t)
	for _, broken := range []string{"} }", "}", "{", "(", ")", "[", "var = ;", "if (", "function (", `"unterminated`, "a b c;", "/ x"} {
		for k := range 5 {
			at := returns[k*(len(returns)-1)/4]
			text := strings.Join(lines[:at], "") + broken + "\n" + strings.Join(lines[at:], "")
			p, err := g.Parse("lodash.js", []byte(text), "")
			require.NoError(t, err)
			assert.NotEmpty(t, p.Errors, "%q at line %d", broken, at+1)
			assert.LessOrEqual(t, len(p.Errors), 8, "%q at line %d: %v", broken, at+1, p.Errors)
		}
	}
}
