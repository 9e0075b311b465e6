package reduce_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// deepInputs are inputs nested depth deep with a needle at the bottom, in
// three bundled grammars: arrays in JSON, blocks in CSS, parentheses in
// JavaScript.
func deepInputs(depth int) []struct{ name, grammar, src string } {
	return []struct{ name, grammar, src string }{
		{"json-arrays", "json", strings.Repeat("[", depth) + `"needle"` + strings.Repeat("]", depth) + "\n"},
		{"css-blocks", "css", strings.Repeat("a{", depth) + "color:needle;" + strings.Repeat("}", depth) + "\n"},
		{"js-parens", "javascript", "x=" + strings.Repeat("(", depth) + "needle" + strings.Repeat(")", depth) + ";\n"},
		// The needle in the middle: the chain below it goes by HDD.
		{"json-middle", "json", strings.Repeat("[", depth) + `"needle",` + strings.Repeat("[", 10) + strings.Repeat("]", depth+10) + "\n"},
	}
}

// reduceDeep reduces src of grammar with the default options and a test
// that wants the needle.
func reduceDeep(t testing.TB, grammar, src string) *reduce.Result {
	g, err := parser.Lookup(grammar)
	require.NoError(t, err)
	p, err := g.Parse("deep", []byte(src), "")
	require.NoError(t, err)
	require.Empty(t, p.Errors)
	repl, err := g.Replacements()
	require.NoError(t, err)
	tr, err := fromparse.Tree(p, repl, fromparse.Options{})
	require.NoError(t, err)
	res, err := reduce.Reduce(context.Background(), tr, testerOf(func(c []byte) bool { return strings.Contains(string(c), "needle") }), reduce.Recommended())
	require.NoError(t, err)
	return res
}

// TestDeepChains checks that deep nesting costs a few tests, not one or
// more per level: 3,000 levels with the needle at the bottom end in a
// text of at most 40 bytes, in fewer tests than the levels' logarithm
// allows a bisection, a few times over.
func TestDeepChains(t *testing.T) {
	const depth = 3000
	for _, in := range deepInputs(depth) {
		t.Run(in.name, func(t *testing.T) {
			res := reduceDeep(t, in.grammar, in.src)
			assert.LessOrEqual(t, len(res.Output), 40, "%q", res.Output)
			assert.Less(t, res.Stats.Tests, 80, "tests")
		})
	}
}

// BenchmarkDeep reduces 100,000 nested arrays (JSON), blocks (CSS) and
// 50,000 nested parentheses (JavaScript), the needle at the bottom, with
// the default options: the target is at most 40 bytes within 60 s each,
// parsing included.
//
//	go test ./reduce -run '^$' -bench Deep -benchtime 1x
func BenchmarkDeep(b *testing.B) {
	for _, in := range deepInputs(100000) {
		if in.grammar == "javascript" {
			in = deepInputs(50000)[2]
		}
		b.Run(in.name, func(b *testing.B) {
			for range b.N {
				start := time.Now()
				res := reduceDeep(b, in.grammar, in.src)
				b.ReportMetric(float64(len(res.Output)), "bytes")
				b.ReportMetric(float64(res.Stats.Tests), "tests")
				b.ReportMetric(time.Since(start).Seconds(), "s")
				if len(res.Output) > 40 {
					b.Errorf("%s: %d bytes: %s", in.name, len(res.Output), fmt.Sprintf("%.60q", res.Output))
				}
			}
		})
	}
}
