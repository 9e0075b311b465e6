package g4

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
)

// root is the module's root, from this package's folder.
const root = "../.."

// TestBundledInterp compiles the grammars whose generated code is in the
// repository and compares the .interp files with the ones the ANTLR tool
// wrote beside that code, byte for byte: the serialized ATN, the names and
// their order must all be the tool's.
func TestBundledInterp(t *testing.T) {
	tests := []struct {
		name          string
		files         []string
		lexer, parser string // the tool's .interp files
	}{
		{"json", []string{"grammars/JSON.g4"}, "parser/json/JSONLexer.interp", "parser/json/JSON.interp"},
		{"expr", []string{"testdata/grammars/Expr.g4"}, "internal/testgrammar/expr/ExprLexer.interp", "internal/testgrammar/expr/Expr.interp"},
		{"c", []string{"grammars/C.g4"}, "parser/c/CLexer.interp", "parser/c/C.interp"},
		{"javascript", []string{"grammars/JavaScriptLexer.g4", "grammars/JavaScriptParser.g4"},
			"parser/javascript/JavaScriptLexer.interp", "parser/javascript/JavaScriptParser.interp"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var paths []string
			for _, f := range tt.files {
				paths = append(paths, filepath.Join(root, f))
			}
			g, err := (&Loader{}).Load(paths...)
			require.NoError(t, err)
			assertInterp(t, filepath.Join(root, tt.lexer), g.Lexer)
			assertInterp(t, filepath.Join(root, tt.parser), g.Parser)
		})
	}
}

// TestFeatureInterp compiles the grammars of testdata/g4/features, which
// exercise every feature of the language that action-free grammars use, and
// compares the .interp files with the tool's in testdata/g4/features/ref
// (written by reference.sh there).
func TestFeatureInterp(t *testing.T) {
	dir := filepath.Join(root, "testdata/g4/features")
	tests := [][]string{
		{"TemplateLexer.g4", "TemplateParser.g4"},
		{"Lexical.g4"},
		{"Calc.g4"},
		{"Imports.g4"},
		{"Actions.g4"},
	}
	for _, files := range tests {
		t.Run(files[0], func(t *testing.T) {
			t.Parallel()
			var paths []string
			for _, f := range files {
				paths = append(paths, filepath.Join(dir, f))
			}
			g, err := (&Loader{}).Load(paths...)
			require.NoError(t, err)
			assertInterp(t, filepath.Join(dir, "ref", g.LexerName+".interp"), g.Lexer)
			assertInterp(t, filepath.Join(dir, "ref", g.ParserName+".interp"), g.Parser)
		})
	}
}

// assertInterp compares a compiled .interp with the tool's file, and on a
// difference shows where the two first part.
func assertInterp(t *testing.T, want string, got []byte) {
	t.Helper()
	data, err := os.ReadFile(want)
	require.NoError(t, err)
	if string(data) == string(got) {
		return
	}
	wl, gl := strings.Split(string(data), "\n"), strings.Split(string(got), "\n")
	for i := 0; i < min(len(wl), len(gl)); i++ {
		if wl[i] != gl[i] {
			if strings.HasPrefix(wl[i], "[") {
				assert.Fail(t, "serialized ATNs differ", "%s: %s", want, atnDiff(wl[i], gl[i]))
				return
			}
			assert.Fail(t, "interp files differ", "%s: line %d: want %q, got %q", want, i+1, wl[i], gl[i])
			return
		}
	}
	assert.Equal(t, len(wl), len(gl), "%s: number of lines", want)
}

// atnDiff says where two serialized ATNs first differ.
func atnDiff(want, got string) string {
	w := strings.Split(strings.Trim(want, "[]"), ", ")
	g := strings.Split(strings.Trim(got, "[]"), ", ")
	for i := 0; i < min(len(w), len(g)); i++ {
		if w[i] != g[i] {
			lo := max(0, i-12)
			return fmt.Sprintf("at value %d: want ...%v..., got ...%v...", i, w[lo:min(len(w), i+12)], g[lo:min(len(g), i+12)])
		}
	}
	return fmt.Sprintf("lengths %d and %d", len(w), len(g))
}

// BenchmarkLoad compiles each grammar of the grammars-v4 test data (the
// parser or combined grammar, which finds its lexer): the time to load a
// grammar at run time, before its first use.
func BenchmarkLoad(b *testing.B) {
	dirs, _ := filepath.Glob(filepath.Join(root, "../shared/grammars-v4/*/"))
	if len(dirs) == 0 {
		b.Skip("no ../shared/grammars-v4 beside the module")
	}
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.g4"))
		if len(files) == 0 {
			continue
		}
		file := files[0]
		for _, f := range files {
			if strings.HasSuffix(f, "Parser.g4") {
				file = f
			}
		}
		b.Run(filepath.Base(dir), func(b *testing.B) {
			for b.Loop() {
				if _, err := (&Loader{}).Load(file); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestLoadErrors loads each grammar of testdata/g4/errors, which have the
// errors the ANTLR tool refuses (and a few warnings), and compares every
// message with its golden file (go test -update rewrites them).
func TestLoadErrors(t *testing.T) {
	dir := filepath.Join(root, "testdata/g4/errors")
	files, err := filepath.Glob(filepath.Join(dir, "*.g4"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		if strings.HasSuffix(f, "Lexer.g4") {
			continue // loaded through its parser's tokenVocab
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			g, err := (&Loader{}).Load(f)
			var out strings.Builder
			if err != nil {
				var list ErrorList
				require.ErrorAs(t, err, &list, "errors in grammars are an ErrorList")
				out.WriteString(err.Error())
			} else {
				out.WriteString("no error\n")
				out.WriteString(g.Warnings.Error())
			}
			got := strings.ReplaceAll(out.String(), dir+string(filepath.Separator), "") + "\n"
			golden.Check(t, strings.TrimSuffix(f, ".g4")+".golden", []byte(got))
		})
	}
}
