package parser_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
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

// BenchmarkParse parses each corpus file and reports its speed and the
// memory of a fresh process that parses it once (see parseMemory).
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
			if m, err := peakParseMemory(path); err == nil {
				reportParseMemory(b, m, len(src))
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

// parseMemory is what a fresh process takes to parse one input (see
// TestParsePeakChild), in bytes.
type parseMemory struct {
	// Peak is the peak resident size of the process, which parsed the
	// input once: the program, the grammar's caches as the parse built
	// them, the parse, and the garbage the collector had not freed yet.
	Peak int64
	// Base is the resident size before the parse: the program itself.
	Base int64
	// Cache is the heap that outlives the parse: the grammar's caches,
	// above all the parser's prediction cache (ANTLR's DFA), which every
	// later parse with the grammar shares. It grows with what the inputs
	// ask of the grammar, not with their size: from half of
	// spaceship-eq16.cpp to all of it, 4,683 to 5,802 DFA states.
	Cache int64
	// Live is the heap the parse itself holds: its tree, tokens and
	// source.
	Live int64
	// Warm is how much a second parse of the input raised the peak
	// resident size above the size before it, with the caches built:
	// what one more input of the size costs. Zero if the kernel cannot
	// reset the peak (see resetPeak).
	Warm int64
}

// peakParseMemory runs this test binary once more, to parse path alone
// (TestParsePeakChild), and returns what that process took.
func peakParseMemory(path string) (parseMemory, error) {
	var m parseMemory
	cmd := exec.Command(os.Args[0], "-test.run=^TestParsePeakChild$")
	cmd.Env = append(os.Environ(), "HDDMIN_PEAK_FILE="+path)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return m, fmt.Errorf("%v: %s", err, out)
	}
	fields := map[string]*int64{"peak-kB ": &m.Peak, "base-kB ": &m.Base, "cache-kB ": &m.Cache, "live-kB ": &m.Live, "warm-kB ": &m.Warm}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		for prefix, v := range fields {
			if rest, ok := strings.CutPrefix(sc.Text(), prefix); ok {
				kb, err := strconv.ParseInt(rest, 10, 64)
				if err != nil {
					return m, err
				}
				*v = kb << 10
			}
		}
	}
	if m.Peak == 0 {
		return m, fmt.Errorf("no peak in %q", out)
	}
	return m, nil
}

// reportParseMemory reports m, of an input of size bytes, as the metrics
// of b: the peak in MB and per byte of input, the program and the caches
// in MB, and per byte of input the parse's live heap and what a warm
// parse added to the peak.
func reportParseMemory(b *testing.B, m parseMemory, size int) {
	b.ReportMetric(float64(m.Peak)/(1<<20), "peak-MB")
	b.ReportMetric(float64(m.Peak)/float64(size), "peak-B/B")
	b.ReportMetric(float64(m.Base)/(1<<20), "base-MB")
	b.ReportMetric(float64(m.Cache)/(1<<20), "cache-MB")
	b.ReportMetric(float64(m.Live)/float64(size), "live-B/B")
	if m.Warm > 0 {
		b.ReportMetric(float64(m.Warm)/float64(size), "warm-B/B")
	}
}

// TestParsePeakChild is the child process of peakParseMemory; it does
// nothing in a normal test run. It parses the input, prints the peak
// resident size and the heap the parse and the caches hold, then parses
// it again with the caches warm and prints by how much that raised the
// peak.
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
	fmt.Printf("base-kB %d\n", procStatus(t, "VmRSS"))
	before := liveHeap()
	start := time.Now()
	p, err := g.Parse(path, src, "")
	if err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(start)
	fmt.Printf("peak-kB %d\n", procStatus(t, "VmHWM"))
	fmt.Printf("parse-time %v\n", elapsed)
	held := liveHeap()
	runtime.KeepAlive(p)
	p = nil
	dropped := liveHeap()
	fmt.Printf("cache-kB %d\nlive-kB %d\n", (dropped-before)>>10, (held-dropped)>>10)
	debug.FreeOSMemory()
	if err := resetPeak(); err != nil {
		t.Logf("no warm peak: %v", err)
		return
	}
	rss := procStatus(t, "VmRSS")
	if _, err := g.Parse(path, src, ""); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("warm-kB %d\n", procStatus(t, "VmHWM")-rss)
}

// liveHeap returns the bytes of the heap that are live: a collection
// runs first.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// procStatus returns the field of /proc/self/status given by name, in kB.
func procStatus(t *testing.T, name string) int64 {
	t.Helper()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, name+":"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb
		}
	}
	t.Fatalf("no %s in /proc/self/status", name)
	return 0
}

// resetPeak resets the peak resident size of the process (VmHWM) to its
// resident size (Linux 4.0 and later).
func resetPeak() error {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}
