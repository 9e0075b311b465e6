package bench

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
)

func TestReadTestLog(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, log     string
		tests, passed int
		curve         []Point
		err           string
	}{
		{name: "successes make the curve", log: "0 90\n1 50\n0 60\n0 95\n0 40\n", tests: 5, passed: 4,
			curve: []Point{{Bytes: 100}, {Tests: 1, Bytes: 90}, {Tests: 3, Bytes: 60}, {Tests: 5, Bytes: 40}}},
		{name: "no candidate file", log: "0 -1\n0 10\n", tests: 2, passed: 2, curve: []Point{{Bytes: 100}, {Tests: 2, Bytes: 10}}},
		{name: "wc's padding", log: "0     7\n", tests: 1, passed: 1, curve: []Point{{Bytes: 100}, {Tests: 1, Bytes: 7}}},
		{name: "none passed", log: "1 100\n2 100\n", tests: 2, curve: []Point{{Bytes: 100}}},
		{name: "a broken line", log: "0 7\ngarbage\n", tests: 1, passed: 1, curve: []Point{{Bytes: 100}, {Tests: 1, Bytes: 7}}, err: "line 2"},
		{name: "no log", tests: 0, curve: []Point{{Bytes: 100}}, err: "ran no test"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "tests.log")
			if tt.log != "" {
				require.NoError(t, os.WriteFile(path, []byte(tt.log), 0o644))
			}
			tl, err := readTestLog(path, 100)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
			} else {
				assert.NoError(t, err)
			}
			assert.Equal(t, testLog{tests: tt.tests, passed: tt.passed, curve: tt.curve}, tl)
		})
	}
}

func TestStat(t *testing.T) {
	t.Parallel()
	tests := []struct {
		values []float64
		want   stat
		text   string
	}{
		{nil, stat{}, "–"},
		{[]float64{5}, stat{5, 5, 5, true}, "5"},
		{[]float64{7, 3, 5}, stat{5, 3, 7, true}, "5 (3–7)"},
		{[]float64{4, 1, 2, 9}, stat{3, 1, 9, true}, "3 (1–9)"},
		{[]float64{2, 2, 2}, stat{2, 2, 2, true}, "2"},
	}
	for _, tt := range tests {
		got := newStat(tt.values)
		assert.Equal(t, tt.want, got, "%v", tt.values)
		assert.Equal(t, tt.text, formatStat(got, 0), "%v", tt.values)
	}
	assert.Equal(t, "1,234,567", thousands(1234567))
	assert.Equal(t, "999", thousands(999))
	assert.Equal(t, "1,000", thousands(1000))
}

// fixedBench is a bencher with made-up results: two cases, three variants,
// two repeats, one of them failed and one not verified.
func fixedBench() *bencher {
	n := func(v int) *int { return &v }
	f := func(v float64) *float64 { return &v }
	run := func(c, v string, repeat, out, tests int, wall float64, curve ...Point) *Record {
		return &Record{Case: c, Input: "/cases/" + c + "/input.json", Variant: v, Kind: KindHddmin, Repeat: repeat,
			Status: StatusOK, BytesIn: 1000, BytesOut: n(out), Tests: tests, CacheHits: n(tests / 2), Timeouts: n(0),
			WallSeconds: wall, ReduceSeconds: f(wall - 0.1), Curve: append([]Point{{Bytes: 1000}}, curve...)}
	}
	res := &Results{
		Format: Format, Version: "v1.2.3 go1.26", Updated: "2026-11-24T08:00:00Z",
		Machine: Machine{CPU: "Test CPU", Cores: 2, OS: "linux", Arch: "amd64"},
		Runs: []*Record{
			run("alpha", "default", 1, 20, 50, 2.0, Point{Tests: 5, Bytes: 300}, Point{Tests: 30, Bytes: 40}, Point{Tests: 45, Bytes: 20}),
			run("alpha", "default", 2, 20, 54, 2.4, Point{Tests: 5, Bytes: 300}, Point{Tests: 47, Bytes: 20}),
			run("alpha", "hdd*", 1, 35, 80, 3.0, Point{Tests: 10, Bytes: 500}, Point{Tests: 70, Bytes: 35}),
			run("alpha", "hdd*", 2, 35, 82, 3.2, Point{Tests: 10, Bytes: 500}, Point{Tests: 72, Bytes: 35}),
			run("alpha", "cvise", 1, 18, 400, 30.0, Point{Tests: 100, Bytes: 100}, Point{Tests: 390, Bytes: 18}),
			{Case: "alpha", Input: "/cases/alpha/input.json", Variant: "cvise", Kind: KindExternal, Repeat: 2, Status: StatusFailed,
				BytesIn: 1000, Error: "exit status 1: cvise: killed\nmore", Curve: []Point{{Bytes: 1000}}},
			run("beta", "default", 1, 1, 10, 0.5, Point{Tests: 3, Bytes: 1}),
			run("beta", "default", 2, 1, 10, 0.5, Point{Tests: 3, Bytes: 1}),
			run("beta", "hdd*", 1, 7, 12, 0.6, Point{Tests: 4, Bytes: 7}),
			run("beta", "hdd*", 2, 0, 12, 0.6, Point{Tests: 4, Bytes: 0}),
		},
		Skipped: []Skip{{Case: "gamma", Path: "cases/gamma", Reason: "input.json is not interesting: exit status 1"}},
	}
	for _, r := range res.Runs {
		r.Argv, r.Phases = []string{"hddmin", r.Input}, []Phase{}
	}
	res.Runs[len(res.Runs)-1].Status = StatusUnverified
	res.Runs[len(res.Runs)-1].Verification = "exit status 1"
	res.Runs[4].CacheHits, res.Runs[4].Timeouts = nil, nil
	return &bencher{
		opts:    Options{Variants: []Variant{{Name: "default"}, {Name: "hdd*"}, {Name: "cvise", Command: "cvise {test} {input}"}}},
		results: res,
	}
}

// TestBenchOutputs compares results.md and the curves of made-up results
// with golden files (go test ./bench -run BenchOutputs -update rewrites
// them).
func TestBenchOutputs(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	v := b.view()
	golden.Check(t, filepath.Join("..", "testdata", "bench", "results.md"), []byte(v.markdown()))
	golden.Check(t, filepath.Join("..", "testdata", "bench", "alpha.svg"), []byte(curvesSVG("alpha", v.summaries("alpha"))))

	b.opts.Baseline = "hdd*"
	md := b.view().markdown()
	assert.Contains(t, md, "| bytes ÷ hdd\\* |", "the ratios are to the baseline")
	assert.Contains(t, md, "| default | 20 | – | **52 (50–54)** | **78 (75–81)** | **26 (25–27)** | 0 | **2.2 (2.0–2.4)** | 0.57 | 0.64 | 0.64 | 0.71 | 2/2 |")
	// The summary across the two cases: default's tests are 52/81 and
	// 10/12 of hdd*'s, whose geometric mean is sqrt(0.642 * 0.833) = 0.73.
	assert.Contains(t, md, "## Across cases, against hdd\\*")
	assert.Contains(t, md, "| default | 2 | 0.29 (0.14–0.57), p 0.500 | – | 0.73 (0.64–0.83), p 0.500 |")
}

func TestCurvesSVGBounds(t *testing.T) {
	t.Parallel()
	// Every point of every line, and every label, is inside the picture,
	// whatever the sizes: a result of 0 bytes, one test, many labels at
	// the same height.
	b := fixedBench()
	for _, r := range b.results.Runs {
		r.Case = "c"
	}
	for i := range 8 {
		b.results.Runs = append(b.results.Runs, &Record{Case: "c", Variant: fmt.Sprintf("v%d", i), Status: StatusOK,
			BytesIn: 5, BytesOut: new(int), Tests: 1, Curve: []Point{{Bytes: 5}, {Tests: 1, Bytes: 0}}})
	}
	svg := curvesSVG("c", b.view().summaries("c"))
	for _, attr := range []string{` x="`, ` y="`, ` cx="`, ` cy="`, ` points="`} {
		for _, part := range strings.Split(svg, attr)[1:] {
			value, _, _ := strings.Cut(part, `"`)
			for _, num := range strings.FieldsFunc(value, func(r rune) bool { return r == ',' || r == ' ' }) {
				var v float64
				_, err := fmt.Sscan(num, &v)
				require.NoError(t, err, "%s%s", attr, value)
				assert.True(t, v >= 0 && v <= svgWidth && !math.IsNaN(v), "%s%s is outside the picture", attr, value)
			}
		}
	}
	assert.Equal(t, 11, strings.Count(svg, "<circle"), "a line per variant")

	// A line stops at its result: an external reducer's wrapper may have
	// seen smaller interesting candidates that the reducer did not keep.
	ext := &Record{Case: "d", Variant: "ext", Status: StatusOK, BytesIn: 1000, BytesOut: new(int), Tests: 9,
		Curve: []Point{{Bytes: 1000}, {Tests: 4, Bytes: 10}, {Tests: 6, Bytes: 8}}}
	*ext.BytesOut = 10
	b.results.Runs = []*Record{ext}
	svg = curvesSVG("d", b.view().summaries("d"))
	// From 1000 bytes, down to 10 at test 4, across to test 9; no step to 8.
	assert.Contains(t, svg, `stroke-width="2" points="70.0,56.7 262.0,56.7 262.0,390.0 502.0,390.0 502.0,390.0"/>`)
	assert.Contains(t, svg, ">ext: 10 B<")
}

func TestBenchETA(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	alpha, beta, gamma := &Case{Name: "alpha"}, &Case{Name: "beta"}, &Case{Name: "gamma"}
	tests := []struct {
		name string
		jobs []job
		want float64 // seconds
	}{
		{"same variant", []job{{c: alpha, v: Variant{Name: "hdd*"}, repeat: 3}}, 3.1},
		{"same case", []job{{c: beta, v: Variant{Name: "cvise"}, repeat: 1}}, 0.55},
		{"a new case", []job{{c: gamma, v: Variant{Name: "default"}, repeat: 1}}, 42.8 / 10},
		{"all", []job{{c: alpha, v: Variant{Name: "default"}, repeat: 3}, {c: alpha, v: Variant{Name: "cvise"}, repeat: 3}}, 2.2 + 15},
	}
	for _, tt := range tests {
		got, ok := b.eta(tt.jobs)
		require.True(t, ok)
		assert.InDelta(t, tt.want, got.Seconds(), 1e-6, tt.name)
	}
	b.results.Runs = nil
	_, ok := b.eta([]job{{c: alpha, v: Variant{Name: "hdd*"}, repeat: 1}})
	assert.False(t, ok, "no runs yet")
}

// TestBenchFailed: the exit status is 1 for a skipped case or a run not
// verified, not for a folder that is no case (../shared/bench/tools).
func TestBenchFailed(t *testing.T) {
	t.Parallel()
	ok := &Record{Status: StatusOK}
	tests := []struct {
		name string
		res  Results
		want bool
	}{
		{"all verified", Results{Runs: []*Record{ok, ok}}, false},
		{"a folder without test.sh", Results{Runs: []*Record{ok}, Skipped: []Skip{{Case: "tools", Reason: errNoTest.Error()}}}, false},
		{"an input not interesting", Results{Runs: []*Record{ok}, Skipped: []Skip{{Case: "dull", Reason: "input.json is not interesting: exit status 1"}}}, true},
		{"a run failed", Results{Runs: []*Record{ok, {Status: StatusFailed}}}, true},
		{"a result not verified", Results{Runs: []*Record{{Status: StatusUnverified}}}, true},
		{"a run timed out", Results{Runs: []*Record{{Status: StatusTimeout}}}, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.res.Failed(), tt.name)
	}
}
