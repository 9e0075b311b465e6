package tree_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

func jsGrammar(t testing.TB) *parser.Grammar {
	t.Helper()
	g, err := parser.Lookup("javascript")
	require.NoError(t, err)
	return g
}

// TestJavaScriptStatementLists checks that statements are the elements of
// lists: each statement of a program or a block is a quantifier instance of
// its own, with the empty replacement, so that statements vanish one by one.
func TestJavaScriptStatementLists(t *testing.T) {
	t.Parallel()
	g := jsGrammar(t)
	src := "a()\nb();\nfunction f() { c(); d() }\nif (x) { e() }\n"
	tr, p := makeTree(t, g, "s.js", []byte(src), fromparse.Options{}, tree.TransformOptions{})
	require.Empty(t, p.Errors)
	var stmts int
	tree.Inspect(tr.Root(), func(n *tree.Node) bool {
		if n.Kind() == tree.Rule && n.Name().String() == "statement" && n.Parent().Name().String() != "statement" {
			stmts++
			q := n.Parent()
			assert.Equal(t, tree.Quantifier, q.Kind(), "a statement in a list is in a quantifier node")
			assert.Equal(t, "*", q.Name().String())
			assert.Equal(t, "", q.Repl().String())
			assert.False(t, q.Is(tree.Fixed))
		}
		return true
	})
	assert.Equal(t, 7, stmts)
}

// TestJavaScriptRemovals removes each node of the trees of the corner cases
// in testdata/javascript, one at a time, and parses the text the tree then
// unparses to again: the replacements of the grammar and the context the
// lexer follows must agree. Where the text does not parse, the removal made
// what JavaScript itself rejects (a statement that now starts with function,
// class or {, a line that now continues the one before); those cases are
// listed in testdata/javascript/removals.golden, each checked by hand
// against a JavaScript parser.
func TestJavaScriptRemovals(t *testing.T) {
	g := jsGrammar(t)
	files, err := filepath.Glob(filepath.Join("..", "testdata", "javascript", "*.js"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var report strings.Builder
	for _, path := range files {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		tr, p := makeTree(t, g, path, src, fromparse.Options{}, tree.TransformOptions{})
		require.Empty(t, p.Errors)
		for n := range tr.Nodes() {
			if n.Is(tree.Fixed) || n == tr.Root() {
				continue
			}
			out := tr.Unparse(tree.State{}.WithRemoved(n.ID()))
			q, err := g.Parse("removed.js", out, "")
			require.NoError(t, err)
			if len(q.Errors) == 0 {
				continue
			}
			e := q.Errors[0]
			msg, _, _ := strings.Cut(e.Msg, " expecting")
			fmt.Fprintf(&report, "%s: removing %s %q: %d:%d: %s\n\t%s\n", filepath.Base(path), n.Name(), n.Repl(),
				e.Line, e.Column, msg, strings.Split(string(out), "\n")[e.Line-1])
		}
	}
	golden.Check(t, filepath.Join("..", "testdata", "javascript", "removals.golden"), []byte(report.String()))
}

// TestJavaScriptSyntaxErrors parses inputs that are not JavaScript, as
// crash inputs often are: the errors are reported, and the tree that error
// recovery built still unparses to the input, invalid part included.
func TestJavaScriptSyntaxErrors(t *testing.T) {
	g := jsGrammar(t)
	tests := []struct {
		name  string
		input string
		error string // in the first error
	}{
		// The trigger of ../shared/bench/njs-internalerror-async.
		{"arrow without body", "function f(){`${function(){return n=>}}`}", "1:38: no viable alternative at input 'n=>}'"},
		{"unterminated string", "x = 'abc\ny()", "token recognition error"},
		{"unterminated template", "x = `abc${y}", "1:12: mismatched input '}' expecting {TemplateMiddle, TemplateTail}"},
		{"unterminated regex", "x = /abc\ny()", "1:5: extraneous input '/'"},
		{"unterminated comment", "x()\n/* abc", "2:1: unterminated comment"},
		{"stray brace", "}} a(); {", "1:1: mismatched input '}'"},
		{"stray paren", "f(a));\n)", "extraneous input ')'"},
		{"missing operand", "x = ;\ny = 1 +\n", "1:5: "},
		{"unknown character", "a @ b", "token recognition error at: '@'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			for _, o := range []options{{}, {b: fromparse.Options{KeepHidden: true}}, plain, {t: tree.TransformOptions{FlattenRecursion: true}}} {
				tr, p := makeTree(t, g, "bad.js", []byte(tt.input), o.b, o.t)
				require.NotEmpty(t, p.Errors)
				assert.Contains(t, p.Errors[0].Error(), tt.error)
				assert.Equal(t, tt.input, string(tr.Unparse(tree.State{})))
			}
		})
	}
}

// FuzzJavaScriptUnparse checks that any input, JavaScript or not, parses
// without a panic and comes back byte for byte from its tree.
func FuzzJavaScriptUnparse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "javascript", "*.js"))
	for _, path := range files {
		src, err := os.ReadFile(path)
		require.NoError(f, err)
		for _, line := range strings.Split(string(src), "\n") {
			f.Add(line)
		}
	}
	for _, s := range []string{"`${`${", "}`", "a\n++\nb", "x = /[/", "?.5:", "#!", "/*", "'\\", "class { static {", "for (a in b", "\u2028\u00a0\ufeff", "\xff\xfe"} {
		f.Add(s)
	}
	g := jsGrammar(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range []options{{}, {b: fromparse.Options{KeepHidden: true}}, plain, {t: tree.TransformOptions{FlattenRecursion: true}}} {
			tr, _ := makeTree(t, g, "fuzz.js", []byte(s), o.b, o.t)
			if got := string(tr.Unparse(tree.State{})); got != s {
				t.Fatalf("unparse(%q) = %q with %+v", s, got, o)
			}
		}
	})
}

// TestRemovalsNeverGrow checks that on broken inputs, where error recovery
// conjures tokens that print nothing, no removal the reduction may try
// makes the text longer (an empty JSON file once "reduced" to "0").
func TestRemovalsNeverGrow(t *testing.T) {
	json, err := parser.Lookup("json")
	require.NoError(t, err)
	tests := []struct {
		name  string
		g     *parser.Grammar
		input string
	}{
		{"empty json", json, ""},
		{"lone brace", json, "{"},
		{"member without value", json, `{"a": }`},
		{"array without element", json, "[1, ]"},
		{"js missing operand", jsGrammar(t), "x = ;\ny = 1 +\n"},
		{"js arrow without body", jsGrammar(t), "f(n=>)"},
		{"js empty call", jsGrammar(t), "if () {}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, p := makeTree(t, tt.g, "bad", []byte(tt.input), fromparse.Options{}, tree.TransformOptions{})
			require.NotEmpty(t, p.Errors)
			for n := range tr.Nodes() {
				if n.Is(tree.Fixed) {
					continue
				}
				text := tr.Unparse(tree.State{}.WithRemoved(n.ID()))
				assert.LessOrEqual(t, len(text), len(tt.input), "removing %s gives %q", n.Name(), text)
			}
		})
	}
}
