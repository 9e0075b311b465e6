package reduce_test

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// schedInput is a small JSON document (480 bytes) with a lot to remove.
var schedInput = func() []byte {
	var b bytes.Buffer
	b.WriteString(`{"name": "widget", "items": [`)
	for i := range 8 {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, `{"id": %d, "tags": ["a", "b", "c"], "ok": %v}`, i, i%2 == 0)
	}
	b.WriteString(`], "meta": {"owner": "x", "crash": "boom", "n": [1, 2, 3, 4, 5]}}`)
	return b.Bytes()
}()

// BenchmarkScheduler measures the reducer's own cost per test, with a test
// that costs nothing, for few and for many jobs: the cost per test must
// stay bounded whatever the number of jobs (it once grew with the tree of
// guesses a parallel call surveys at every move: 6 ms per test at 64
// jobs, minutes per test at 1000).
//
//	go test ./reduce -run '^$' -bench Scheduler
func BenchmarkScheduler(b *testing.B) {
	test := contains(false, "boom", "widget")
	for _, jobs := range []int{1, 4, 64, 1000} {
		b.Run(fmt.Sprintf("j%d", jobs), func(b *testing.B) {
			var tests int
			for b.Loop() {
				b.StopTimer()
				tr := jsonTree(b, schedInput, fromparse.Options{}, tree.TransformOptions{})
				b.StartTimer()
				res, err := reduce.Reduce(context.Background(), tr, test, reduce.Options{Jobs: jobs, Phases: reduce.Recommended().Phases, DD: reduce.Recommended().DD})
				if err != nil {
					b.Fatal(err)
				}
				if string(res.Output) != `{"name":"widget","meta":{"crash":"boom"}}` && len(res.Output) > 50 {
					b.Fatalf("output %q", res.Output)
				}
				tests += res.Stats.Tests
			}
			b.ReportMetric(float64(tests)/float64(b.N), "tests/op")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(tests), "ns/test")
		})
	}
}
