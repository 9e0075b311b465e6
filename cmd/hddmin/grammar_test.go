package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
)

// testdata returns the path of a file under the module's testdata.
func testdata(parts ...string) string {
	path, _ := filepath.Abs(filepath.Join(append([]string{"..", "..", "testdata"}, parts...)...))
	return path
}

// copyFile copies src into dir and returns the copy's path.
func copyFile(t *testing.T, src, dir string) string {
	t.Helper()
	data, err := os.ReadFile(src)
	require.NoError(t, err)
	dst := filepath.Join(dir, filepath.Base(src))
	require.NoError(t, os.WriteFile(dst, data, 0o644))
	return dst
}

func TestGrammarFileDump(t *testing.T) {
	dir := testdata("g4", "features")
	code, stdout, stderr := hddmin(t, "-g", filepath.Join(dir, "Calc.g4"), "--dump", "antlr", filepath.Join(dir, "calc.txt"))
	require.Equal(t, 0, code, stderr)
	want, err := os.ReadFile(filepath.Join(dir, "calc.txt.antlr-tree"))
	require.NoError(t, err)
	assert.Equal(t, string(want), stdout, "the tree the ANTLR tool prints")

	// A lexer and a parser grammar, given both.
	code, stdout, stderr = hddmin(t, "-g", filepath.Join(dir, "TemplateLexer.g4"), "-g", filepath.Join(dir, "TemplateParser.g4"),
		"--dump", "antlr", filepath.Join(dir, "template.txt"))
	require.Equal(t, 0, code, stderr)
	want, err = os.ReadFile(filepath.Join(dir, "template.txt.antlr-tree"))
	require.NoError(t, err)
	assert.Equal(t, string(want), stdout)
}

func TestGrammarFileWarnings(t *testing.T) {
	dir := testdata("g4", "features")
	code, _, stderr := hddmin(t, "-g", filepath.Join(dir, "Actions.g4"), "--dump", "antlr", filepath.Join(dir, "actions.txt"))
	require.Equal(t, 0, code, stderr)
	// A warning for each code no built-in covers, with its place and rule.
	assert.Contains(t, stderr, "Actions.g4:19:14: warning: action {setText(getText().trim());} is skipped: no built-in equivalent; in lexer rule NUM\n")
	assert.Contains(t, stderr, "Actions.g4:13:7: warning: predicate {depth < 10}? is taken as true: no built-in equivalent; parser rule elem may choose an alternative the grammar's code would not\n")
	assert.Equal(t, 5, strings.Count(stderr, "warning:"), stderr)
	code, _, stderr = hddmin(t, "-q", "-g", filepath.Join(dir, "Actions.g4"), "--dump", "antlr", filepath.Join(dir, "actions.txt"))
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stderr, "-q: no warnings")
}

func TestGrammarFileErrors(t *testing.T) {
	in := input(t, "tiny.json")
	errs := testdata("g4", "errors")
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"undefined rule", []string{"-g", filepath.Join(errs, "UndefinedRule.g4")},
			[]string{"UndefinedRule.g4:2:19: reference to undefined rule: itme", "UndefinedRule.g4:4:13: reference to undefined rule: SPACES"}},
		{"syntax error", []string{"-g", filepath.Join(errs, "Syntax.g4")},
			[]string{"Syntax.g4:3:19: syntax error: mismatched input ';' expecting ')' or '|'"}},
		{"missing tokenVocab", []string{"-g", filepath.Join(errs, "MissingVocab.g4")},
			[]string{"MissingVocab.g4:2:24: cannot find the lexer grammar NoSuchLexer.g4 that tokenVocab names"}},
		{"mutual left recursion", []string{"-g", filepath.Join(errs, "Mutual.g4")},
			[]string{"Mutual.g4:2:1: rules expr, term, factor are mutually left-recursive"}},
		{"empty closure", []string{"-g", filepath.Join(errs, "EmptyClosure.g4")},
			[]string{"EmptyClosure.g4:2:21: rule list contains a closure with at least one alternative that can match an empty string"}},
		{"no such file", []string{"-g", filepath.Join(errs, "Nowhere.g4")},
			[]string{"Nowhere.g4: cannot read the grammar"}},
		{"lexer alone", []string{"-g", testdata("g4", "features", "TemplateLexer.g4")},
			[]string{"is a lexer grammar: give the parser grammar too"}},
		{"unknown start rule", []string{"-g", testdata("g4", "features", "Calc.g4"), "--start", "nope"},
			[]string{`grammar Calc has no rule "nope"`}},
		{"three grammars", []string{"-g", "a.g4", "-g", "b.g4", "-g", "c.g4"},
			[]string{"-g given 3 times"}},
		{"lib without grammar", []string{"--grammar-lib", errs},
			[]string{"--grammar-lib needs a grammar file"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := hddmin(t, append(tt.args, "--dump", "antlr", in)...)
			assert.Equal(t, 2, code)
			assert.Empty(t, stdout)
			for _, w := range tt.want {
				assert.Contains(t, stderr, w)
			}
			assert.NotContains(t, stderr, "panic")
		})
	}
}

func TestGrammarLib(t *testing.T) {
	features := testdata("g4", "features")
	root, lib := t.TempDir(), t.TempDir()
	g := copyFile(t, filepath.Join(features, "Imports.g4"), root)
	for _, f := range []string{"Statements.g4", "Words.g4", "Spaces.g4"} {
		copyFile(t, filepath.Join(features, f), lib)
	}
	in := copyFile(t, filepath.Join(features, "imports.txt"), root)
	code, _, stderr := hddmin(t, "-g", g, "--dump", "antlr", in)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "Imports.g4:5:8: cannot find the imported grammar Statements.g4")
	code, stdout, stderr := hddmin(t, "-g", g, "--grammar-lib", lib, "--dump", "antlr", in)
	require.Equal(t, 0, code, stderr)
	want, err := os.ReadFile(filepath.Join(features, "imports.txt.antlr-tree"))
	require.NoError(t, err)
	assert.Equal(t, string(want), stdout)
}

// TestGrammarFileReduce reduces SQL, a language hddmin does not bundle,
// with the sqlite grammar of ../shared/grammars-v4 read at run time: the
// result must pass the test and parse without error.
func TestGrammarFileReduce(t *testing.T) {
	t.Parallel()
	grammar, _ := filepath.Abs("../../../shared/grammars-v4/sqlite/SQLiteParser.g4")
	if _, err := os.Stat(grammar); err != nil {
		t.Skipf("no %s: the grammars-v4 test data is not beside the module", grammar)
	}
	tests := []struct {
		name, script string
		needs        string // a command the test script runs
	}{
		{"grep", "aggregate-in-where.sh", ""},
		{"sqlite3", "misuse.sh", "sqlite3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.needs != "" {
				if testing.Short() {
					t.Skip("the grep case reduces the same way; -short runs it alone")
				}
				if _, err := exec.LookPath(tt.needs); err != nil {
					t.Skipf("no %s on this machine (Debian package %s)", tt.needs, tt.needs)
				}
			}
			dir := t.TempDir()
			in := copyFile(t, testdata("sql", "shop.sql"), dir)
			script := testdata("sql", tt.script)
			out := filepath.Join(dir, "out.sql")
			code, _, stderr := hddmin(t, "-g", grammar, "--start", "parse", "-t", script, "-o", out, in)
			require.Equal(t, 0, code, stderr)
			assert.Contains(t, stderr, "grammar SQLiteParser, start rule parse")
			got, err := os.ReadFile(out)
			require.NoError(t, err)
			orig, _ := os.ReadFile(in)
			assert.Less(t, len(got), len(orig)/10, "reduced to under a tenth: %s", got)
			assert.NoError(t, exec.Command(script, out).Run(), "the result passes the test")
			g, err := parser.LoadGrammar([]string{grammar}, parser.LoadOptions{})
			require.NoError(t, err)
			p, err := g.Parse(out, got, "parse")
			require.NoError(t, err)
			assert.Empty(t, p.Errors, "the result parses: %s", got)
			assert.True(t, strings.Contains(strings.ToLower(string(got)), "max"))
		})
	}
}

// TestGrammarInterpFiles reads a grammar from the .interp files the ANTLR
// tool wrote: the parser's finds the lexer's beside it.
func TestGrammarInterpFiles(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"JSON.interp", "JSONLexer.interp"} {
		copyFile(t, filepath.Join("..", "..", "parser", "json", f), dir)
	}
	in := input(t, "ok.json")
	code, stdout, stderr := hddmin(t, "-g", filepath.Join(dir, "JSON.interp"), "--dump", "antlr", in)
	require.Equal(t, 0, code, stderr)
	_, want, _ := hddmin(t, "--dump", "antlr", in)
	assert.Equal(t, want, stdout, "the tree of the bundled json grammar")

	require.NoError(t, os.Remove(filepath.Join(dir, "JSONLexer.interp")))
	code, _, stderr = hddmin(t, "-g", filepath.Join(dir, "JSON.interp"), "--dump", "antlr", in)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "cannot find its lexer's .interp")
}
