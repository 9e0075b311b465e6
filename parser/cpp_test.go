package parser_test

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/cpp"
	"github.com/hddmin/hddmin/tree"
)

func cppGrammar(t testing.TB) *parser.Grammar {
	t.Helper()
	g, err := parser.Lookup("cpp")
	require.NoError(t, err)
	return g
}

// gxx returns the path of g++-12, or skips the test.
func gxx(t testing.TB) string {
	t.Helper()
	path, err := exec.LookPath("g++-12")
	if err != nil {
		t.Skip("no g++-12 (apt-get install -y g++-12): the test compiles and preprocesses C++ with it")
	}
	return path
}

// preprocess writes src preprocessed by g++ with -E -P at the standard std
// to dir and returns the file's path.
func preprocess(t testing.TB, cc, std, src, dir, name string) string {
	t.Helper()
	out := filepath.Join(dir, name)
	cmd := exec.Command(cc, "-std="+std, "-x", "c++", "-E", "-P", "-", "-o", out)
	cmd.Stdin = strings.NewReader(src)
	msg, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", msg)
	return out
}

// stdHeaders returns the standard headers that bits/stdc++.h includes.
func stdHeaders(t testing.TB, cc string) []string {
	t.Helper()
	cmd := exec.Command(cc, "-x", "c++", "-E", "-H", "-o", filepath.Join(t.TempDir(), "out.ii"), "-")
	cmd.Stdin = strings.NewReader("#include <bits/stdc++.h>\n")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	var path string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 2 && strings.HasSuffix(f[1], "bits/stdc++.h") {
			path = f[1]
			break
		}
	}
	require.NotEmpty(t, path, "where is bits/stdc++.h? %s", out)
	text, err := os.ReadFile(path)
	require.NoError(t, err)
	var headers []string
	for _, m := range regexp.MustCompile(`(?m)^#include <([^>]+)>`).FindAllStringSubmatch(string(text), -1) {
		headers = append(headers, m[1])
	}
	require.NotEmpty(t, headers)
	return headers
}

// TestCPPHeaders parses libstdc++ as g++-12 preprocesses it (-E -P), at
// gnu++11, gnu++17 and gnu++20: every standard header that bits/stdc++.h
// includes, all in one file (the file bits/stdc++.h makes), with 0 syntax
// errors, in SLL mode alone, and the tree unparses byte for byte. With
// HDDMIN_CPP_HEADERS=each, each header is also preprocessed and parsed on
// its own (408 files, 150 MB: minutes).
func TestCPPHeaders(t *testing.T) {
	if testing.Short() {
		t.Skip("parses 3 to 4 MB of preprocessed libstdc++ three times")
	}
	cc := gxx(t)
	g := cppGrammar(t)
	dir := t.TempDir()
	headers := []string{"bits/stdc++.h"}
	if os.Getenv("HDDMIN_CPP_HEADERS") == "each" {
		headers = append(headers, stdHeaders(t, cc)...)
	}
	for _, std := range []string{"gnu++11", "gnu++17", "gnu++20"} {
		for _, h := range headers {
			t.Run(std+"/"+h, func(t *testing.T) {
				file := preprocess(t, cc, std, "#include <"+h+">\n", dir, std+"-"+strings.NewReplacer("/", "_", ".", "_").Replace(h)+".ii")
				src, err := os.ReadFile(file)
				require.NoError(t, err)
				race.SkipLarge(t, len(src))
				p, err := g.Parse(file, src, "")
				require.NoError(t, err)
				assert.Empty(t, p.Errors)
				assert.Equal(t, "SLL", p.Mode)
				in := loadTree(t, g, file, src) // which checks the round trip
				assert.Equal(t, string(src), string(in.Tree.Unparse(tree.State{})))
			})
		}
	}
}

// TestCPPGolden parses the hard corners of C++ under ../testdata/cpp and
// compares their HDD trees (built and transformed with the default
// options) with the golden files beside them. Every input is valid C++
// (g++-12 compiles it at gnu++23), parses without errors in SLL mode to
// the tree full LL prediction builds, and unparses byte for byte.
func TestCPPGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "cpp", "*.cpp"))
	require.NoError(t, err)
	goldenTrees(t, "cpp", files, func(t *testing.T, p *parser.Parse) {
		assert.Equal(t, "SLL", p.Mode)
		assert.Equal(t, p.String(), parseCPPLL(p.Source), "full LL prediction builds another tree")
	})
}

// TestCPPGoldenCompiles compiles the inputs of TestCPPGolden with g++-12.
func TestCPPGoldenCompiles(t *testing.T) {
	cc := gxx(t)
	files, err := filepath.Glob(filepath.Join("..", "testdata", "cpp", "*.cpp"))
	require.NoError(t, err)
	dir := t.TempDir()
	for _, f := range files {
		out, err := exec.Command(cc, "-std=gnu++23", "-w", "-c", "-o", filepath.Join(dir, "out.o"), f).CombinedOutput()
		assert.NoError(t, err, "%s: %s", f, out)
	}
}

// parseCPPLL parses src with full LL prediction alone.
func parseCPPLL(src []byte) string {
	tokens := antlr.NewCommonTokenStream(cpp.NewLexer(antlr.NewInputStream(string(src))), antlr.TokenDefaultChannel)
	tokens.Fill()
	p := cpp.NewParser(tokens)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	return parser.StringTree(p.TranslationUnit(), p.GetRuleNames())
}

// BenchmarkParseCPP parses the inputs of ../shared/bench/gpp-ice-spaceship-map
// (1.1 MB of libstdc++ preprocessed at c++20 with a test of GCC's) and
// gpp-ice-unify-ptrmem (729 KB), and reports the speed (MB/s) and the
// memory of a fresh process that parses each once (see parseMemory): the
// peak resident size (peak-MB, and per byte of input, peak-B/B), the
// program's own (base-MB), the caches the parse leaves (cache-MB, the
// parser's prediction cache above all), the heap the parse holds per byte
// (live-B/B) and what a second parse with the caches warm adds to the
// peak per byte (warm-B/B). The targets are 1 MB/s on 2 cores and 80 B/B.
//
//	go test ./parser -run '^$' -bench ParseCPP -benchtime 3x
func BenchmarkParseCPP(b *testing.B) {
	for _, path := range []string{
		filepath.Join("..", "..", "shared", "bench", "gpp-ice-spaceship-map", "spaceship-eq16.cpp"),
		filepath.Join("..", "..", "shared", "bench", "gpp-ice-unify-ptrmem", "ptrmem33.cpp"),
	} {
		src, err := os.ReadFile(path)
		if err != nil {
			b.Skipf("no bench case: %v", err)
		}
		b.Run(filepath.Base(path), func(b *testing.B) {
			benchParse(b, cppGrammar(b), path, src)
			m, err := peakParseMemory(path)
			if err != nil {
				b.Fatalf("peak memory: %v", err)
			}
			reportParseMemory(b, m, len(src))
		})
	}
}
