package g4

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
)

// sharedGrammars is the folder of grammars-v4 grammars used as test data;
// it is not available everywhere.
const sharedGrammars = "/work/shared/grammars-v4"

// TestRead reads each grammar of testdata/g4/read and compares the dump of
// its tree, and its errors if any, with the golden file beside it.
func TestRead(t *testing.T) {
	t.Parallel()
	paths, err := filepath.Glob(filepath.Join("..", "..", "testdata", "g4", "read", "*.g4"))
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			f, err := read(filepath.Base(path), src, nil)
			require.NotNil(t, f)
			got := dump(f)
			if err != nil {
				got += "errors:\n" + err.Error() + "\n"
			}
			golden.Check(t, strings.TrimSuffix(path, ".g4")+".golden", []byte(got))
		})
	}
}

// TestReadErrors checks the message of each kind of syntax error.
func TestReadErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		src  string
		want string // the errors, one a line
	}{
		{"missing semi before rule", "grammar X;\na : A\nb : B ;\n",
			"X.g4:3:1: syntax error: missing ';' at 'b'"},
		{"missing semi at end", "grammar X;\na : A",
			"X.g4:2:6: syntax error: missing ';' at end of file"},
		{"missing semi after header", "grammar X\na : A ;",
			"X.g4:2:1: syntax error: missing ';' at 'a'"},
		{"extraneous", "grammar X;\na : A ) ;",
			"X.g4:2:7: syntax error: extraneous input ')' expecting ';' or '|'"},
		{"extraneous in header", "grammar X Y;",
			"X.g4:1:11: syntax error: extraneous input 'Y' expecting ';'"},
		{"no header", "a : A ;",
			"X.g4:1:1: syntax error: mismatched input 'a' expecting 'grammar', 'lexer grammar' or 'parser grammar'"},
		{"empty file", "",
			"X.g4:1:1: syntax error: unexpected end of file, expecting 'grammar', 'lexer grammar' or 'parser grammar'"},
		{"lexer without grammar", "lexer X;",
			"X.g4:1:7: syntax error: mismatched input 'X' expecting 'grammar'"},
		{"keyword as grammar name", "grammar mode;",
			"X.g4:1:9: syntax error: mismatched input 'mode' expecting the grammar name ('mode' is a keyword)"},
		{"repeated options", "grammar X;\noptions {a=b;}\noptions {c=d;}\nimport A;\nimport B;\nimport C;\ntokens {A}\ntokens {B}\n",
			"X.g4:3:1: repeated grammar prequel spec (options, tokens, or import); please merge\n" +
				"X.g4:5:1: repeated grammar prequel spec (options, tokens, or import); please merge\n" +
				"X.g4:8:1: repeated grammar prequel spec (options, tokens, or import); please merge"},
		{"option without value", "grammar X;\noptions { a = ; }",
			"X.g4:2:15: syntax error: mismatched input ';' expecting an option value (a name, a string literal, an integer or an action)"},
		{"option without semi", "grammar X;\noptions { a = b }",
			"X.g4:2:17: syntax error: mismatched input '}' expecting ';'"},
		{"semantic predicate as option", "grammar X;\noptions { a = {x}?; }",
			"X.g4:2:15: syntax error: mismatched input '{x}?' expecting an option value (a name, a string literal, an integer or an action)"},
		{"trailing comma in tokens", "grammar X;\ntokens { A, }",
			"X.g4:2:13: syntax error: mismatched input '}' expecting a token name"},
		{"empty channels", "lexer grammar X;\nchannels { }",
			"X.g4:2:12: syntax error: mismatched input '}' expecting a channel name"},
		{"named action without action", "grammar X;\n@header ;",
			"X.g4:2:9: syntax error: mismatched input ';' expecting an action"},
		{"prequel after rules", "grammar X;\na : A ;\n@members {}\n",
			"X.g4:3:1: syntax error: '@' after the rules: options, imports, tokens, channels and named actions come before the first rule"},
		{"parser rule in mode", "lexer grammar X;\nA : 'a' ;\nmode M;\nb : A ;\nB : 'b' ;",
			"X.g4:4:1: syntax error: parser rule b in mode M: parser rules come before the first mode"},
		{"keyword as rule name", "grammar X;\nmode : A ;",
			"X.g4:2:1: syntax error: 'mode' is a keyword and cannot name a rule"},
		{"keyword as rule reference", "grammar X;\na : b parser ;",
			"X.g4:2:7: syntax error: unexpected 'parser': it is a keyword and cannot name a rule"},
		{"fragment parser rule", "lexer grammar X;\nfragment a : 'a' ;",
			"X.g4:2:10: syntax error: fragment rule a must be a lexer rule, with an upper-case first letter"},
		{"char set in parser rule", "grammar X;\na : [abc] ;",
			"X.g4:2:5: syntax error: unexpected '[abc]': character sets are allowed only in lexer rules, and arguments only after rule references"},
		{"negated char set in parser rule", "grammar X;\na : ~[abc] ;",
			"X.g4:2:6: syntax error: unexpected '[abc]': character sets are allowed only in lexer rules, and arguments only after rule references"},
		{"command in parser rule", "grammar X;\na : A -> skip ;",
			"X.g4:2:7: syntax error: unexpected '->': lexer commands are allowed only in lexer rules"},
		{"label in lexer rule", "lexer grammar X;\nA : x='a' ;",
			"X.g4:2:6: syntax error: unexpected '=': labels are not allowed in lexer rules"},
		{"alt label in lexer rule", "lexer grammar X;\nA : 'a' # L ;",
			"X.g4:2:9: syntax error: unexpected '#': alternative labels are allowed only in parser rules"},
		{"alt label in block", "grammar X;\na : (A # L | B) ;",
			"X.g4:2:8: syntax error: unexpected '#': alternative labels are allowed only on the outermost alternatives of a rule"},
		{"suffix on action", "grammar X;\na : {x}* ;",
			"X.g4:2:8: syntax error: extraneous input '*' expecting ';' or '|'"},
		{"unclosed block", "grammar X;\na : (A | B ;",
			"X.g4:2:12: syntax error: mismatched input ';' expecting ')' or '|'"},
		{"empty not set", "grammar X;\na : ~() ;",
			"X.g4:2:7: syntax error: mismatched input ')' expecting a token name or a string literal"},
		{"rule ref in set", "grammar X;\na : ~(A | b) ;",
			"X.g4:2:11: syntax error: mismatched input 'b' expecting a token name or a string literal"},
		{"range without end", "lexer grammar X;\nA : 'a'.. ;",
			"X.g4:2:11: syntax error: mismatched input ';' expecting a string literal after '..'"},
		{"label without element", "grammar X;\na : x= ;",
			"X.g4:2:8: syntax error: mismatched input ';' expecting an element"},
		{"command argument", "lexer grammar X;\nA : 'a' -> channel('x') ;",
			"X.g4:2:20: syntax error: mismatched input ''x'' expecting a name or an integer"},
		{"lexer block with colon", "lexer grammar X;\nA : ( : 'a') ;",
			"X.g4:2:7: syntax error: mismatched input ':' expecting ')' or '|'"},
		{"stray token", "grammar X;\na : A ;\n) b : B ;",
			"X.g4:3:1: syntax error: mismatched input ')' expecting a rule, a mode or end of file"},
		{"unexpected character", "grammar X;\na : A % ;",
			"X.g4:2:7: syntax error: unexpected character '%'"},
		{"lone slash", "grammar X;\na : A / ;",
			"X.g4:2:7: syntax error: unexpected character '/'"},
		{"control character", "grammar X;\na : A \x01 ;",
			"X.g4:2:7: syntax error: unexpected character '\\x01'"},
		{"unterminated string", "grammar X;\na : 'abc ;\n",
			"X.g4:2:5: unterminated string literal\n" +
				"X.g4:3:1: syntax error: missing ';' at end of file"},
		{"invalid escape", "lexer grammar X;\nA : 'a\\qb' ;",
			"X.g4:2:7: invalid escape sequence \\q"},
		{"short unicode escape", "lexer grammar X;\nA : '\\u12' ;",
			"X.g4:2:6: invalid escape sequence \\u12"},
		{"long unicode escape", "lexer grammar X;\nA : '\\u{1234567}' ;",
			"X.g4:2:6: invalid escape sequence \\u{1234567}"},
		{"empty unicode escape", "lexer grammar X;\nA : '\\u{}' ;",
			"X.g4:2:6: invalid escape sequence \\u{"},
		{"unterminated comment", "grammar X;\na : A ; /* b",
			"X.g4:2:9: unterminated comment: no */ closes the comment that starts here"},
		{"unterminated action", "grammar X;\na : {x ;",
			"X.g4:2:5: unterminated action: no '}' closes the '{' here\n" +
				"X.g4:2:9: syntax error: missing ';' at end of file"},
		{"unterminated argument", "grammar X;\na[int x : A ;",
			"X.g4:2:2: unterminated argument action: no ']' closes the '[' here\n" +
				"X.g4:2:14: syntax error: unexpected end of file, expecting ':'"},
		{"char set across lines", "lexer grammar X;\nA : [ab\n] ;",
			"X.g4:2:5: unterminated character set: no ']' closes the '[' on its line\n" +
				"X.g4:3:1: syntax error: unexpected character ']'"},
		{"deep nesting", "grammar X;\na : " + strings.Repeat("(", 2000) + "A" + strings.Repeat(")", 2000) + " ;",
			"X.g4:2:1005: syntax error: blocks nested too deeply (more than 1000 levels of parentheses)"},
		{"several errors", "grammar X;\na : ) ;\nb : ( ;\nc : C ;\nd : ] ;",
			"X.g4:2:5: syntax error: extraneous input ')' expecting ';' or '|'\n" +
				"X.g4:3:7: syntax error: mismatched input ';' expecting ')' or '|'\n" +
				"X.g4:5:5: syntax error: unexpected character ']'"},
		{"long token", "grammar X;\na : A {" + strings.Repeat("x", 100) + "} ) ;\nb : ) ) ;",
			"X.g4:2:110: syntax error: extraneous input ')' expecting ';' or '|'\n" +
				"X.g4:3:5: syntax error: mismatched input ')' expecting ';' or '|'"},
		{"long token quoted", "grammar X;\na : A ;\n{" + strings.Repeat("x", 100) + "\n}",
			"X.g4:3:1: syntax error: mismatched input '{" + strings.Repeat("x", 39) + "...' expecting a rule, a mode or end of file"},
		{"scope without name", "grammar X;\n@lexer:: {}",
			"X.g4:2:10: syntax error: mismatched input '{}' expecting an action name"},
		{"predicate as named action", "grammar X;\n@members {}?",
			"X.g4:2:10: syntax error: mismatched input '{}?' expecting an action"},
		{"catch in lexer rule", "lexer grammar X;\nA : 'a' ; catch [E e] {}",
			"X.g4:2:11: syntax error: mismatched input 'catch' expecting a rule, a mode or end of file"},
		{"missing colon", "grammar X;\na A ;",
			"X.g4:2:3: syntax error: mismatched input 'A' expecting ':'"},
		{"returns without argument", "grammar X;\na returns x : A ;",
			"X.g4:2:11: syntax error: mismatched input 'x' expecting an argument action"},
		{"empty element options", "grammar X;\na : A<x=> ;",
			"X.g4:2:9: syntax error: mismatched input '>' expecting an option value (a name, a string literal, an integer or an action)"},
		{"too many errors", "grammar X;\n" + strings.Repeat("%", 20),
			"X.g4:2:1: syntax error: unexpected character '%'\n" +
				"X.g4:2:2: syntax error: unexpected character '%'\n" +
				"X.g4:2:3: syntax error: unexpected character '%'\n" +
				"X.g4:2:4: syntax error: unexpected character '%'\n" +
				"X.g4:2:5: syntax error: unexpected character '%'\n" +
				"X.g4:2:6: syntax error: unexpected character '%'\n" +
				"X.g4:2:7: syntax error: unexpected character '%'\n" +
				"X.g4:2:8: syntax error: unexpected character '%'\n" +
				"X.g4:2:9: syntax error: unexpected character '%'\n" +
				"X.g4:2:10: syntax error: unexpected character '%'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, err := read("X.g4", []byte(tt.src), nil)
			require.NotNil(t, f)
			require.Error(t, err)
			var list ErrorList
			require.True(t, errors.As(err, &list), "the error is an ErrorList")
			assert.Equal(t, tt.want, err.Error())
		})
	}
}

// TestReadPositions checks that columns count characters, that a tab is
// one column, that \r\n ends a line and that a byte order mark is skipped.
func TestReadPositions(t *testing.T) {
	t.Parallel()
	src := "\uFEFFgrammar X;\r\n\ta : 'é' \t'ü' B ;\r\n/* é\r\n */ c : D ;"
	f, err := read("X.g4", []byte(src), nil)
	require.NoError(t, err)
	assert.Equal(t, Pos{1, 9}, f.NamePos)
	require.Len(t, f.Rules, 2)
	elems := f.Rules[0].Block.Alts[0].Elements
	require.Len(t, elems, 3)
	assert.Equal(t, Pos{2, 6}, elems[0].Position())
	assert.Equal(t, Pos{2, 11}, elems[1].Position())
	assert.Equal(t, Pos{2, 15}, elems[2].Position())
	assert.Equal(t, Pos{4, 5}, f.Rules[1].Pos)
}

// TestReadInvalidUTF8 checks that invalid UTF-8 reads as U+FFFD, which
// names may hold, as the tool reads it.
func TestReadInvalidUTF8(t *testing.T) {
	t.Parallel()
	f, err := read("X.g4", []byte("grammar X;\na\xff : \xfe B ;\n// \xff\n"), nil)
	require.NoError(t, err)
	require.Len(t, f.Rules, 1)
	assert.Equal(t, "a\uFFFD", f.Rules[0].Name)
	assert.Equal(t, &ref{Name: "\uFFFD", Pos: Pos{2, 6}}, f.Rules[0].Block.Alts[0].Elements[0])
	assert.Equal(t, Pos{2, 8}, f.Rules[0].Block.Alts[0].Elements[1].Position())
}

// TestReadShared reads the grammars-v4 grammars of the shared test data.
func TestReadShared(t *testing.T) {
	t.Parallel()
	paths := sharedGrammarFiles(t)
	if paths == nil {
		t.Skipf("%s is absent: no grammars-v4 grammars to read", sharedGrammars)
	}
	for _, path := range paths {
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			start := time.Now()
			f, err := read(path, src, nil)
			t.Logf("read in %v", time.Since(start))
			require.NoError(t, err)
			assert.NotEmpty(t, f.Rules)
		})
	}
}

// sharedGrammarFiles returns the .g4 files under sharedGrammars, or nil if
// it is absent.
func sharedGrammarFiles(tb testing.TB) []string {
	tb.Helper()
	if _, err := os.Stat(sharedGrammars); err != nil {
		return nil
	}
	var paths []string
	err := filepath.WalkDir(sharedGrammars, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".g4") {
			paths = append(paths, path)
		}
		return err
	})
	require.NoError(tb, err)
	return paths
}

// BenchmarkRead reads the largest shared grammar.
func BenchmarkRead(b *testing.B) {
	path := filepath.Join(sharedGrammars, "sqlite", "SQLiteParser.g4")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Skipf("%s is absent: %v", path, err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		if _, err := read(path, src, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzRead checks that Read never panics and returns a tree whose
// elements are all there.
func FuzzRead(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "g4", "*", "*.g4"))
	seeds = append(seeds, sharedGrammarFiles(f)...)
	for _, path := range seeds {
		src, err := os.ReadFile(path)
		require.NoError(f, err)
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := read("fuzz.g4", src, nil)
		require.NotNil(t, file)
		_ = dump(file)
		if err == nil {
			return
		}
		var list ErrorList
		require.True(t, errors.As(err, &list))
		require.NotEmpty(t, list)
		for _, e := range list {
			assert.Positive(t, e.Pos.Line, "%v", e)
			assert.Positive(t, e.Pos.Col, "%v", e)
		}
	})
}

// dump returns a file's tree as S-expressions, a rule and an alternative a
// line, each node with its position after an @.
func dump(f *grammarFile) string {
	d := &dumper{}
	d.printf("(grammar %s %s@%s", f.Kind, f.Name, dumpPos(f.NamePos))
	d.indent++
	if len(f.Options) > 0 {
		d.line()
		d.printf("(options%s)", dumpOptions(f.Options))
	}
	for _, imp := range f.Imports {
		d.line()
		if imp.Alias != "" {
			d.printf("(import %s=%s@%s)", imp.Alias, imp.Name, dumpPos(imp.Pos))
		} else {
			d.printf("(import %s@%s)", imp.Name, dumpPos(imp.Pos))
		}
	}
	if f.Tokens != nil {
		d.line()
		d.printf("(tokens%s)", dumpIdents(f.Tokens))
	}
	if f.Channels != nil {
		d.line()
		d.printf("(channels%s)", dumpIdents(f.Channels))
	}
	for _, a := range f.Actions {
		d.line()
		d.printf("%s", dumpNamed(a))
	}
	if f.Modes != nil {
		d.line()
		d.printf("(modes%s)", dumpIdents(f.Modes))
	}
	for _, r := range f.Rules {
		d.line()
		d.rule(r)
	}
	d.printf(")\n")
	return d.b.String()
}

// dumper writes the dump of a tree, indented.
type dumper struct {
	b      strings.Builder
	indent int
}

func (d *dumper) printf(format string, args ...any) { fmt.Fprintf(&d.b, format, args...) }

func (d *dumper) line() {
	d.b.WriteByte('\n')
	d.b.WriteString(strings.Repeat("  ", d.indent))
}

func dumpPos(p Pos) string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

func dumpIdents(ids []*ident) string {
	var b strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&b, " %s@%s", id.Name, dumpPos(id.Pos))
	}
	return b.String()
}

var dumpValueKinds = [...]string{valueName: "name", valueString: "string", valueInt: "int", valueAction: "action", valueNone: "none"}

func dumpOptions(opts []*option) string {
	var b strings.Builder
	for _, o := range opts {
		if o.Kind == valueNone {
			fmt.Fprintf(&b, " (%s@%s)", o.Name, dumpPos(o.Pos))
			continue
		}
		fmt.Fprintf(&b, " (%s@%s %s %s@%s)", o.Name, dumpPos(o.Pos), dumpValueKinds[o.Kind], dumpText(o.Value), dumpPos(o.ValuePos))
	}
	return b.String()
}

// dumpText quotes the text of actions, which may span lines.
func dumpText(s string) string {
	if strings.ContainsAny(s, "\n\r\t\"\\ ") {
		return strconv.Quote(s)
	}
	return s
}

func dumpNamed(a *namedAction) string {
	if a.Scope != "" {
		return fmt.Sprintf("(@%s %s::%s %s)", dumpPos(a.Pos), a.Scope, a.Name, dumpText(a.Text))
	}
	return fmt.Sprintf("(@%s %s %s)", dumpPos(a.Pos), a.Name, dumpText(a.Text))
}

func dumpAction(a *action) string {
	if a == nil {
		return "nil"
	}
	return fmt.Sprintf("%s@%s", dumpText(a.Text), dumpPos(a.Pos))
}

func (d *dumper) rule(r *ruleDecl) {
	d.printf("(rule %s@%s", r.Name, dumpPos(r.Pos))
	if r.Fragment {
		d.printf(" fragment")
	}
	if r.Mode != "" {
		d.printf(" mode=%s", r.Mode)
	}
	d.printf(" end@%s", dumpPos(r.End))
	d.indent++
	if r.Args != nil {
		d.line()
		d.printf("(args %s)", dumpAction(r.Args))
	}
	if r.Returns != nil {
		d.line()
		d.printf("(returns %s)", dumpAction(r.Returns))
	}
	if r.Throws != nil {
		d.line()
		d.printf("(throws%s)", dumpIdents(r.Throws))
	}
	if r.Locals != nil {
		d.line()
		d.printf("(locals %s)", dumpAction(r.Locals))
	}
	if r.Options != nil {
		d.line()
		d.printf("(options%s)", dumpOptions(r.Options))
	}
	for _, a := range r.Actions {
		d.line()
		d.printf("%s", dumpNamed(a))
	}
	d.line()
	d.block(r.Block, true)
	for _, c := range r.Catches {
		d.line()
		d.printf("(catch %s %s)", dumpAction(c.Args), dumpAction(c.Action))
	}
	if r.Finally != nil {
		d.line()
		d.printf("(finally %s)", dumpAction(r.Finally))
	}
	d.printf(")")
	d.indent--
}

// block prints a block, its alternatives a line each if it has several
// or multi is set.
func (d *dumper) block(b *block, multi bool) {
	if b == nil {
		d.printf("nil")
		return
	}
	d.printf("(block@%s", dumpPos(b.Pos))
	if b.Options != nil {
		d.printf(" (options%s)", dumpOptions(b.Options))
	}
	for _, a := range b.Actions {
		d.printf(" %s", dumpNamed(a))
	}
	if len(b.Alts) == 1 && !multi {
		d.printf(" ")
		d.alt(b.Alts[0])
	} else {
		d.indent++
		for _, a := range b.Alts {
			d.line()
			d.alt(a)
		}
		d.indent--
	}
	d.printf(")")
}

func (d *dumper) alt(a *alt) {
	d.printf("(alt@%s", dumpPos(a.Pos))
	if a.Options != nil {
		d.printf(" (options%s)", dumpOptions(a.Options))
	}
	d.indent++
	for _, e := range a.Elements {
		d.printf(" ")
		d.element(e)
	}
	d.indent--
	if a.Label != nil {
		d.printf(" (# %s@%s)", a.Label.Name, dumpPos(a.Label.Pos))
	}
	for _, c := range a.Commands {
		d.printf(" (-> %s@%s", c.Name, dumpPos(c.Pos))
		if c.HasArg {
			d.printf(" %s@%s", c.Arg, dumpPos(c.ArgPos))
		}
		d.printf(")")
	}
	d.printf(")")
}

func (d *dumper) element(e element) {
	switch e := e.(type) {
	case *ref:
		d.printf("(ref %s@%s", e.Name, dumpPos(e.Pos))
		if e.Args != nil {
			d.printf(" %s", dumpAction(e.Args))
		}
		d.printf("%s)", dumpOptions(e.Options))
	case *literal:
		d.literal(e)
	case *charRange:
		d.printf("(range@%s ", dumpPos(e.Pos))
		d.literal(e.From)
		d.printf(" ")
		d.literal(e.To)
		d.printf(")")
	case *charSet:
		d.printf("(charset %s@%s)", e.Text, dumpPos(e.Pos))
	case *wildcard:
		d.printf("(wildcard@%s%s)", dumpPos(e.Pos), dumpOptions(e.Options))
	case *setElem:
		kind := "set"
		if e.Invert {
			kind = "not"
		}
		d.printf("(%s@%s", kind, dumpPos(e.Pos))
		for _, x := range e.Elements {
			d.printf(" ")
			d.element(x)
		}
		d.printf(")")
	case *block:
		d.block(e, false)
	case *ebnf:
		nongreedy := ""
		if !e.Greedy {
			nongreedy = "?"
		}
		d.printf("(%s%s@%s ", e.Kind, nongreedy, dumpPos(e.Pos))
		d.block(e.Block, false)
		d.printf(")")
	case *labeled:
		op := "="
		if e.List {
			op = "+="
		}
		d.printf("(%s%s@%s ", e.Label.Name, op, dumpPos(e.Label.Pos))
		d.element(e.Element)
		d.printf(")")
	case *action:
		kind := "action"
		if e.Predicate {
			kind = "pred"
		}
		d.printf("(%s %s%s)", kind, dumpAction(e), dumpOptions(e.Options))
	default:
		d.printf("(unknown %T)", e)
	}
}

func (d *dumper) literal(l *literal) {
	d.printf("(lit %s@%s%s)", l.Text, dumpPos(l.Pos), dumpOptions(l.Options))
}
