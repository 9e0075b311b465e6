package reduce_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// BenchmarkOverhead measures what the reducer itself spends per test
// (making candidates, unparsing, hashing, caching, bookkeeping), apart from
// the test, on trees of two sizes built from ../shared/corpus: preact (13
// thousand nodes) and d3 (334 thousand). The test is in-process: a
// candidate is interesting if it keeps three words of the file; its own
// time is subtracted. One job; a run stops after 300 tests at most.
// Picireny spends about 4 ms per test at 11 thousand nodes and 53 ms at
// 540 thousand.
//
//	go test ./reduce -run '^$' -bench Overhead -benchtime 1x
func BenchmarkOverhead(b *testing.B) {
	for _, c := range []struct {
		file  string
		words []string
	}{
		{"js/preact.module.js", []string{"createElement", "Fragment", "hydrate"}},
		{"js/d3.js", []string{"scaleLinear", "forceSimulation", "geoPath"}},
	} {
		path := filepath.Join("..", "..", "shared", "corpus", c.file)
		src, err := os.ReadFile(path)
		if err != nil {
			b.Skipf("no corpus: %v", err)
		}
		g, err := parser.ForFile(path)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(path), func(b *testing.B) {
			var testTime time.Duration
			test := reduce.TesterFunc(func(_ context.Context, cand []byte) (reduce.Outcome, error) {
				start := time.Now()
				defer func() { testTime += time.Since(start) }()
				for _, w := range c.words {
					if !bytes.Contains(cand, []byte(w)) {
						return reduce.NotInteresting, nil
					}
				}
				return reduce.Interesting, nil
			})
			var nodes, tests int
			var wall time.Duration
			var allocs, alloced uint64
			for b.Loop() {
				b.StopTimer()
				tr := buildTree(b, g, src, fromparse.Options{}, tree.TransformOptions{})
				nodes = tr.NumNodes()
				testTime = 0
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				b.StartTimer()
				start := time.Now()
				res, err := reduce.Reduce(context.Background(), tr, test, reduce.Options{Jobs: 1, MaxTests: 300,
					Phases: reduce.Recommended().Phases, DD: reduce.Recommended().DD})
				wall += time.Since(start) - testTime
				b.StopTimer()
				runtime.ReadMemStats(&after)
				if err != nil {
					b.Fatal(err)
				}
				tests += res.Stats.Tests
				allocs += after.Mallocs - before.Mallocs
				alloced += after.TotalAlloc - before.TotalAlloc
				b.StartTimer()
			}
			b.ReportMetric(float64(nodes), "nodes")
			b.ReportMetric(float64(tests)/float64(b.N), "tests")
			b.ReportMetric(float64(wall.Microseconds())/float64(tests), "µs/test")
			b.ReportMetric(float64(allocs)/float64(tests), "allocs/test")
			b.ReportMetric(float64(alloced)/float64(tests), "B/test")
		})
	}
}
