package parser_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
)

// corpusFiles returns the files of ../shared/corpus that a bundled grammar
// reads (by extension), skipping the test if the corpus is absent.
func corpusFiles(tb testing.TB) []string {
	tb.Helper()
	root := filepath.Join("..", "..", "shared", "corpus")
	if _, err := os.Stat(root); err != nil {
		tb.Skipf("no corpus at %s: %v", root, err)
	}
	var files []string
	for _, dir := range []string{"json", "js", "c"} {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			continue
		}
		for _, e := range entries {
			path := filepath.Join(root, dir, e.Name())
			if _, err := parser.ForFile(path); err == nil {
				files = append(files, path)
			}
		}
	}
	return files
}

// BenchmarkParse parses each corpus file and reports its size, its speed
// and the peak memory (VmHWM) of a fresh process that parses it once.
//
//	go test ./parser -run '^$' -bench Parse -benchtime 1x
func BenchmarkParse(b *testing.B) {
	for _, path := range corpusFiles(b) {
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		g, _ := parser.ForFile(path)
		b.Run(filepath.Base(path), func(b *testing.B) {
			benchParse(b, g, path, src)
			if peak, err := peakParseMemory(path); err == nil {
				b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
			} else {
				b.Logf("peak memory: %v", err)
			}
		})
	}
}

// benchParse parses src (the text of path) b.N times, as many bytes a
// time, and stops the timer.
func benchParse(b *testing.B, g *parser.Grammar, path string, src []byte) {
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		p, err := g.Parse(path, src, "")
		if err != nil || len(p.Errors) > 0 {
			b.Fatalf("%s: %v %v", path, err, p.Errors)
		}
	}
	b.StopTimer()
}

// peakParseMemory runs this test binary once more, to parse path alone
// (TestParsePeakChild), and returns the peak resident size of that process.
func peakParseMemory(path string) (int64, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^TestParsePeakChild$")
	cmd.Env = append(os.Environ(), "HDDMIN_PEAK_FILE="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("%v: %s", err, out)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "peak-kB "); ok {
			kb, err := strconv.ParseInt(rest, 10, 64)
			return kb << 10, err
		}
	}
	return 0, fmt.Errorf("no peak in %q", out)
}

// TestParsePeakChild is the child process of peakParseMemory; it does
// nothing in a normal test run.
func TestParsePeakChild(t *testing.T) {
	path := os.Getenv("HDDMIN_PEAK_FILE")
	if path == "" {
		t.Skip("only run by BenchmarkParse")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := parser.ForFile(path)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := g.Parse(path, src, ""); err != nil {
		t.Fatal(err)
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			fmt.Printf("peak-kB %s\n", strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
		}
	}
	fmt.Printf("parse-time %v\n", time.Since(start))
}
