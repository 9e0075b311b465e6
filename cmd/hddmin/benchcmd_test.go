package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
)

func TestFindCase(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		files []string // "dir/" makes a folder
		input string   // the input found, or
		err   string   // the error
	}{
		{name: "one input", files: []string{"test.sh", "crash.js", "README.txt"}, input: "crash.js"},
		{name: "input.* among known results", files: []string{"test.sh", "input.css", "known-small.css", "creduce-result.css", "upstream/"}, input: "input.css"},
		{name: "notes and hidden files are no inputs", files: []string{"test.sh", "a.c", "NOTES.md", ".hidden", "README"}, input: "a.c"},
		{name: "no test.sh", files: []string{"crash.js"}, err: "no test.sh"},
		{name: "test.sh is a folder", files: []string{"test.sh/", "crash.js"}, err: "no test.sh"},
		{name: "no input", files: []string{"test.sh", "README.txt"}, err: "no input file"},
		{name: "two inputs", files: []string{"test.sh", "a.json", "b.json"}, err: "several input files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "case")
			require.NoError(t, os.Mkdir(dir, 0o755))
			for _, f := range tt.files {
				if name, ok := strings.CutSuffix(f, "/"); ok {
					require.NoError(t, os.Mkdir(filepath.Join(dir, name), 0o755))
				} else {
					require.NoError(t, os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o755))
				}
			}
			c, err := findCase(dir)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, "case", c.name)
			assert.Equal(t, filepath.Join(dir, tt.input), c.input)
			assert.Equal(t, filepath.Join(dir, "test.sh"), c.test)
			assert.Equal(t, 1, c.size)
		})
	}
	_, err := findCase(filepath.Join(t.TempDir(), "missing"))
	assert.ErrorContains(t, err, "not a readable folder")
}

func TestSelectVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		lists []string
		want  []string
		err   string
	}{
		{name: "plain", lists: []string{"default,hdd*,coarse-hdd*+flatten"}, want: []string{"default", "hdd*", "coarse-hdd*+flatten"}},
		{name: "names with commas", lists: []string{"coarse,prune,space,hdd*"}, want: []string{"coarse,prune,space", "hdd*"}},
		{name: "the longest name wins", lists: []string{"coarse,prune,hoist,space+skip,default"}, want: []string{"coarse,prune,hoist,space+skip", "default"}},
		{name: "repeated flags and names", lists: []string{"hdd", "default,hdd"}, want: []string{"hdd", "default"}},
		{name: "unknown", lists: []string{"default,hdd**"}, err: `no variant "hdd**"`},
		{name: "a part of a name", lists: []string{"coarse"}, err: `no variant "coarse"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := selectVariants(builtinVariants, tt.lists)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			var names []string
			for _, v := range got {
				names = append(names, v.name)
			}
			assert.Equal(t, tt.want, names)
		})
	}
}

func TestLoadVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, file string
		want       []variant // after the built-in ones
		err        string
	}{
		{name: "flags and a command", file: `[{"name": "mine", "flags": "--phase prune"}, {"name": "cvise", "command": "cvise {test} {input}"}]`,
			want: []variant{{name: "mine", flags: "--phase prune"}, {name: "cvise", command: "cvise {test} {input}"}}},
		{name: "empty flags", file: `[{"name": "plain", "flags": ""}]`, want: []variant{{name: "plain"}}},
		{name: "both", file: `[{"name": "x", "flags": "", "command": "y {test}"}]`, err: "not both or neither"},
		{name: "neither", file: `[{"name": "x"}]`, err: "not both or neither"},
		{name: "no name", file: `[{"flags": ""}]`, err: "has no name"},
		{name: "a built-in name", file: `[{"name": "hdd*", "flags": ""}]`, err: "hdd* is defined already"},
		{name: "unknown field", file: `[{"name": "x", "flag": ""}]`, err: "unknown field"},
		{name: "not an array", file: `{"name": "x"}`, err: "want a JSON array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "v.json")
			require.NoError(t, os.WriteFile(path, []byte(tt.file), 0o644))
			got, err := loadVariants(path)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, builtinVariants, got[:len(builtinVariants)])
			assert.Equal(t, tt.want, got[len(builtinVariants):])
		})
	}
}

func TestVariantCheck(t *testing.T) {
	t.Parallel()
	for _, v := range builtinVariants {
		assert.NoError(t, v.check(), "built-in variant %s", v.name)
	}
	tests := []struct {
		v   variant
		err string
	}{
		{variant{name: "typo", flags: "--phase prun"}, "variant typo"},
		{variant{name: "unknown flag", flags: "--fast"}, "unknown flag"},
		{variant{name: "output", flags: "-o x.json"}, "--output is hddmin bench's to give"},
		{variant{name: "test", flags: "-t ./t.sh"}, "--test is hddmin bench's to give"},
		{variant{name: "report", flags: "--report r.json"}, "--report is hddmin bench's to give"},
		{variant{name: "file", flags: "--phase prune in.json"}, "the flags name a file"},
		{variant{name: "combination", flags: "--skip-whitespace"}, "--skip-whitespace needs --keep-hidden"},
		{variant{name: "quote", flags: "--phase 'prune"}, "unterminated"},
		{variant{name: "no test", command: "cvise {input}"}, "has no {test}"},
	}
	for _, tt := range tests {
		assert.ErrorContains(t, tt.v.check(), tt.err, tt.v.name)
	}
	assert.NoError(t, variant{name: "ok", command: "cvise --not-c {test} {input}"}.check())
}

func TestReadTestLog(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, log string
		tests     int
		curve     []benchPoint
		err       string
	}{
		{name: "successes make the curve", log: "0 90\n1 50\n0 60\n0 95\n0 40\n", tests: 5,
			curve: []benchPoint{{Bytes: 100}, {Tests: 1, Bytes: 90}, {Tests: 3, Bytes: 60}, {Tests: 5, Bytes: 40}}},
		{name: "no candidate file", log: "0 -1\n0 10\n", tests: 2, curve: []benchPoint{{Bytes: 100}, {Tests: 2, Bytes: 10}}},
		{name: "wc's padding", log: "0     7\n", tests: 1, curve: []benchPoint{{Bytes: 100}, {Tests: 1, Bytes: 7}}},
		{name: "a broken line", log: "0 7\ngarbage\n", tests: 1, curve: []benchPoint{{Bytes: 100}, {Tests: 1, Bytes: 7}}, err: "line 2"},
		{name: "no log", tests: 0, curve: []benchPoint{{Bytes: 100}}, err: "ran no test"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "tests.log")
			if tt.log != "" {
				require.NoError(t, os.WriteFile(path, []byte(tt.log), 0o644))
			}
			n, curve, err := readTestLog(path, 100)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
			} else {
				assert.NoError(t, err)
			}
			assert.Equal(t, tt.tests, n)
			assert.Equal(t, tt.curve, curve)
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
	run := func(c, v string, repeat, out, tests int, wall float64, curve ...benchPoint) *benchRun {
		return &benchRun{Case: c, Input: "/cases/" + c + "/input.json", Variant: v, Kind: "hddmin", Repeat: repeat,
			Status: statusOK, BytesIn: 1000, BytesOut: n(out), Tests: tests, CacheHits: n(tests / 2), Timeouts: n(0),
			WallSeconds: wall, ReduceSeconds: f(wall - 0.1), Curve: append([]benchPoint{{Bytes: 1000}}, curve...)}
	}
	res := &benchResults{
		Format: benchFormat, Version: "v1.2.3 go1.26", Updated: "2026-11-24T08:00:00Z",
		Machine: benchMachine{CPU: "Test CPU", Cores: 2, OS: "linux", Arch: "amd64"},
		Runs: []*benchRun{
			run("alpha", "default", 1, 20, 50, 2.0, benchPoint{Tests: 5, Bytes: 300}, benchPoint{Tests: 30, Bytes: 40}, benchPoint{Tests: 45, Bytes: 20}),
			run("alpha", "default", 2, 20, 54, 2.4, benchPoint{Tests: 5, Bytes: 300}, benchPoint{Tests: 47, Bytes: 20}),
			run("alpha", "hdd*", 1, 35, 80, 3.0, benchPoint{Tests: 10, Bytes: 500}, benchPoint{Tests: 70, Bytes: 35}),
			run("alpha", "hdd*", 2, 35, 82, 3.2, benchPoint{Tests: 10, Bytes: 500}, benchPoint{Tests: 72, Bytes: 35}),
			run("alpha", "cvise", 1, 18, 400, 30.0, benchPoint{Tests: 100, Bytes: 100}, benchPoint{Tests: 390, Bytes: 18}),
			{Case: "alpha", Input: "/cases/alpha/input.json", Variant: "cvise", Kind: "external", Repeat: 2, Status: statusFailed,
				BytesIn: 1000, Error: "exit status 1: cvise: killed\nmore", Curve: []benchPoint{{Bytes: 1000}}},
			run("beta", "default", 1, 1, 10, 0.5, benchPoint{Tests: 3, Bytes: 1}),
			run("beta", "default", 2, 1, 10, 0.5, benchPoint{Tests: 3, Bytes: 1}),
			run("beta", "hdd*", 1, 7, 12, 0.6, benchPoint{Tests: 4, Bytes: 7}),
			run("beta", "hdd*", 2, 0, 12, 0.6, benchPoint{Tests: 4, Bytes: 0}),
		},
		Skipped: []benchSkip{{Case: "gamma", Path: "cases/gamma", Reason: "input.json is not interesting: exit status 1"}},
	}
	for _, r := range res.Runs {
		r.Argv, r.Phases = []string{"hddmin", r.Input}, []benchPhase{}
	}
	res.Runs[len(res.Runs)-1].Status = statusUnverified
	res.Runs[len(res.Runs)-1].Verification = "exit status 1"
	res.Runs[4].CacheHits, res.Runs[4].Timeouts = nil, nil
	return &bencher{
		cfg:      &benchConfig{},
		variants: []variant{{name: "default"}, {name: "hdd*"}, {name: "cvise", command: "cvise {test} {input}"}},
		results:  res,
	}
}

// TestBenchOutputs compares results.md and the curves of made-up results
// with golden files (go test ./cmd/hddmin -run BenchOutputs -update
// rewrites them).
func TestBenchOutputs(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	golden.Check(t, filepath.Join("..", "..", "testdata", "cmd", "bench", "results.md"), []byte(b.markdown()))
	golden.Check(t, filepath.Join("..", "..", "testdata", "cmd", "bench", "alpha.svg"), []byte(curvesSVG("alpha", b.summaries("alpha"))))

	b.cfg.baseline = "hdd*"
	md := b.markdown()
	assert.Contains(t, md, "| bytes ÷ hdd\\* |", "the ratios are to --baseline")
	assert.Contains(t, md, "| default | 20 | **52 (50–54)** | **26 (25–27)** | 0 | **2.2 (2.0–2.4)** | 0.57 | 0.64 | 0.71 | 2/2 |")
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
		b.results.Runs = append(b.results.Runs, &benchRun{Case: "c", Variant: fmt.Sprintf("v%d", i), Status: statusOK,
			BytesIn: 5, BytesOut: new(int), Tests: 1, Curve: []benchPoint{{Bytes: 5}, {Tests: 1, Bytes: 0}}})
	}
	svg := curvesSVG("c", b.summaries("c"))
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
	ext := &benchRun{Case: "d", Variant: "ext", Status: statusOK, BytesIn: 1000, BytesOut: new(int), Tests: 9,
		Curve: []benchPoint{{Bytes: 1000}, {Tests: 4, Bytes: 10}, {Tests: 6, Bytes: 8}}}
	*ext.BytesOut = 10
	b.results.Runs = []*benchRun{ext}
	svg = curvesSVG("d", b.summaries("d"))
	// From 1000 bytes, down to 10 at test 4, across to test 9; no step to 8.
	assert.Contains(t, svg, `stroke-width="2" points="70.0,56.7 262.0,56.7 262.0,390.0 502.0,390.0 502.0,390.0"/>`)
	assert.Contains(t, svg, ">ext: 10 B<")
}

// TestBench runs hddmin bench on made-up cases: one that reduces, one whose
// input is not interesting, one without an input; with hddmin variants and
// external reducers, one honest, one that fails and one whose result is
// not interesting. It checks results.json against its schema, then
// --resume.
func TestBench(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	cases := t.TempDir()
	mk := func(c, file, content string, mode os.FileMode) {
		require.NoError(t, os.MkdirAll(filepath.Join(cases, c), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(cases, c, file), []byte(content), mode))
	}
	okJSON, err := os.ReadFile(filepath.Join("..", "..", "testdata", "cmd", "ok.json"))
	require.NoError(t, err)
	// The test takes the candidate as its argument, or input.json in its
	// folder, as those of ../shared/bench do (for C-Reduce).
	hasFooBar := "#!/bin/sh\nf=${1:-input.json}\ngrep -q foo \"$f\" && grep -q bar \"$f\"\n"
	mk("ok", "input.json", string(okJSON), 0o644)
	mk("ok", "known-small.json", `["foo","bar"]`, 0o644)
	mk("ok", "test.sh", hasFooBar, 0o755)
	mk("dull", "in.json", string(okJSON), 0o644)
	mk("dull", "test.sh", "#!/bin/sh\nexit 1\n", 0o755)
	mk("empty", "test.sh", hasFooBar, 0o755)
	variants := filepath.Join(t.TempDir(), "variants.json")
	require.NoError(t, os.WriteFile(variants, []byte(`[
		{"name": "copy", "command": "sh -c 'cp \"$0\" \"$1\" && \"$2\" \"$1\"' {input} {output} {test}"},
		{"name": "in-place", "command": "sh -c 'printf [foo,bar] > \"$0\" && \"$1\"' {input} {test}"},
		{"name": "crash", "command": "sh -c 'exit 3' {test}"},
		{"name": "liar", "command": "sh -c 'echo {} > \"$0\"; \"$1\" \"$0\"; exit 0' {output} {test}"}
	]`), 0o644))
	out := filepath.Join(t.TempDir(), "results")
	args := []string{"--variants-file", variants, "--variants", "default,coarse,prune,space,copy,in-place,crash,liar",
		"-j", "2", "-o", out, filepath.Join(cases, "ok"), filepath.Join(cases, "dull"), filepath.Join(cases, "empty")}
	b := &bencher{exe: bin, stdout: &bytes.Buffer{}, stderr: &bytes.Buffer{}}
	var err2 error
	b.cfg, err2 = parseBenchArgs(args, b.stdout)
	require.NoError(t, err2)
	code := b.run(context.Background())
	stderr := b.stderr.(*bytes.Buffer).String()
	assert.Equal(t, exitNotInteresting, code, "cases were skipped, runs failed: %s", stderr)
	assert.Contains(t, stderr, "skipping case dull: in.json is not interesting: exit status 1")
	assert.Contains(t, stderr, "skipping case empty: no input file")
	assert.Contains(t, stderr, "[1/6] ok, variant default, ETA unknown")

	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	require.NoError(t, err)
	assert.Empty(t, validateSchema(t, benchSchema, data))
	var res benchResults
	require.NoError(t, json.Unmarshal(data, &res))
	byVariant := map[string]*benchRun{}
	for _, r := range res.Runs {
		assert.Equal(t, "ok", r.Case)
		byVariant[r.Variant] = r
	}
	require.Len(t, res.Runs, 6, "the two bad cases did not run")
	for _, v := range []string{"default", "coarse,prune,space"} {
		r := byVariant[v]
		assert.Equal(t, statusOK, r.Status, v)
		assert.Equal(t, "hddmin", r.Kind)
		assert.Equal(t, 2, r.Jobs)
		assert.Less(t, *r.BytesOut, r.BytesIn, v)
		assert.Equal(t, *r.BytesOut, r.Curve[len(r.Curve)-1].Bytes, v)
		assert.NotEmpty(t, r.Phases, v)
		assert.Positive(t, r.Tests, v)
		got, err := os.ReadFile(filepath.Join(out, r.Output))
		require.NoError(t, err)
		assert.Len(t, got, *r.BytesOut)
	}
	assert.Equal(t, []string{"coarse-prune", "prune", "space"}, phaseNames(byVariant["coarse,prune,space"]))

	cp := byVariant["copy"]
	assert.Equal(t, statusOK, cp.Status)
	assert.Equal(t, "external", cp.Kind)
	assert.Equal(t, len(okJSON), *cp.BytesOut, "a copy")
	assert.Equal(t, 1, cp.Tests, "counted by the wrapper")
	assert.Nil(t, cp.CacheHits)

	ip := byVariant["in-place"]
	assert.Equal(t, statusOK, ip.Status, ip.Error)
	assert.Equal(t, 1, ip.Tests)
	assert.Equal(t, []benchPoint{{Bytes: len(okJSON)}, {Tests: 1, Bytes: 9}}, ip.Curve, "the wrapper measures the file named as the input")

	assert.Equal(t, statusFailed, byVariant["crash"].Status)
	assert.Equal(t, 3, byVariant["crash"].ExitStatus)
	assert.Contains(t, byVariant["crash"].Error, "exit status 3")

	liar := byVariant["liar"]
	assert.Equal(t, statusUnverified, liar.Status, "the result was tested, never taken on trust")
	assert.Equal(t, "exit status 1", liar.Verification)
	assert.Equal(t, 3, *liar.BytesOut)

	require.Len(t, res.Skipped, 2)
	md, err := os.ReadFile(filepath.Join(out, "results.md"))
	require.NoError(t, err)
	assert.Contains(t, string(md), "- liar, run 1: the result (3 bytes) does not pass the test: exit status 1")
	assert.Contains(t, string(md), "- dull (")
	svg, err := os.ReadFile(filepath.Join(out, "ok.svg"))
	require.NoError(t, err)
	assert.Contains(t, string(svg), ">coarse,prune,space: ")

	// Again: refused without --resume; with it, nothing runs again, but a
	// case skipped before runs if it can now.
	mk("empty", "input.json", string(okJSON), 0o644)
	b.stderr = &bytes.Buffer{}
	b.cfg, _ = parseBenchArgs(args, b.stdout)
	assert.Equal(t, exitUsage, b.run(context.Background()))
	assert.Contains(t, b.stderr.(*bytes.Buffer).String(), "results.json exists: give --resume")
	b.stderr = &bytes.Buffer{}
	b.cfg, _ = parseBenchArgs(append([]string{"--resume", "--variants", "hdd"}, args...), b.stdout)
	b.run(context.Background())
	stderr = b.stderr.(*bytes.Buffer).String()
	assert.Contains(t, stderr, "6 runs are in results.json already")
	assert.Contains(t, stderr, "[1/8] ok, variant hdd,")
	assert.Contains(t, stderr, "[2/8] empty, variant hdd,")
	data, err = os.ReadFile(filepath.Join(out, "results.json"))
	require.NoError(t, err)
	var again benchResults
	require.NoError(t, json.Unmarshal(data, &again))
	assert.Len(t, again.Runs, 14)
	assert.Equal(t, res.Runs, again.Runs[:6], "the runs done before are kept as they were")
	require.Len(t, again.Skipped, 1)
	assert.Equal(t, "dull", again.Skipped[0].Case)
}

func phaseNames(r *benchRun) []string {
	var names []string
	for _, p := range r.Phases {
		names = append(names, p.Phase)
	}
	return names
}

// TestBenchInterrupt interrupts a bench after its first run: that run is
// in results.json, the one under way is not.
func TestBenchInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	dir := filepath.Join(t.TempDir(), "slow")
	require.NoError(t, os.Mkdir(dir, 0o755))
	okJSON, err := os.ReadFile(filepath.Join("..", "..", "testdata", "cmd", "ok.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), okJSON, 0o644))
	script := "#!/bin/sh\nsleep 0.1\ngrep -q foo \"$1\" && grep -q bar \"$1\"\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "test.sh"), []byte(script), 0o755))
	out := filepath.Join(t.TempDir(), "results")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr hookBuffer
	b := &bencher{exe: bin, stdout: &bytes.Buffer{}, stderr: &stderr}
	b.cfg, err = parseBenchArgs([]string{"--repeat", "3", "-o", out, "--variants", "default", dir}, b.stdout)
	require.NoError(t, err)
	stderr.onWrite = func(s string) {
		if strings.Contains(s, "[2/3]") {
			cancel()
		}
	}
	assert.Equal(t, exitInterrupted, b.run(ctx))
	assert.Contains(t, stderr.String(), "interrupted; the finished runs are in")
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	require.NoError(t, err)
	var res benchResults
	require.NoError(t, json.Unmarshal(data, &res))
	require.Len(t, res.Runs, 1)
	assert.Equal(t, 1, res.Runs[0].Repeat)
	assert.Equal(t, statusOK, res.Runs[0].Status)
}

// hookBuffer is a buffer that calls onWrite with what is written.
type hookBuffer struct {
	bytes.Buffer
	onWrite func(string)
}

func (b *hookBuffer) Write(p []byte) (int, error) {
	n, err := b.Buffer.Write(p)
	if b.onWrite != nil {
		b.onWrite(string(p))
	}
	return n, err
}

// validateSchema checks the JSON document data against schema and returns
// the violations. It knows the keywords bench-results.schema.json uses
// ($ref to $defs, type, enum, properties, required, additionalProperties
// false, items, minimum) and fails the test on any other, so that the
// schema cannot say more than is checked.
func validateSchema(t *testing.T, schema, data []byte) []string {
	t.Helper()
	var root map[string]any
	require.NoError(t, json.Unmarshal(schema, &root))
	var doc any
	require.NoError(t, json.Unmarshal(data, &doc))
	v := &validator{t: t, root: root}
	v.check(root, doc, "$")
	return v.errs
}

type validator struct {
	t    *testing.T
	root map[string]any
	errs []string
}

var schemaKeywords = []string{"$schema", "$id", "$defs", "$ref", "title", "description", "type", "enum",
	"properties", "required", "additionalProperties", "items", "minimum"}

func (v *validator) errorf(path, format string, args ...any) {
	v.errs = append(v.errs, path+": "+fmt.Sprintf(format, args...))
}

func (v *validator) check(schema map[string]any, doc any, path string) {
	for k := range schema {
		if !slices.Contains(schemaKeywords, k) {
			v.t.Fatalf("schema at %s: keyword %s is not known to the validator", path, k)
		}
	}
	if ref, ok := schema["$ref"].(string); ok {
		name, ok := strings.CutPrefix(ref, "#/$defs/")
		require.True(v.t, ok, "$ref %s", ref)
		def, ok := v.root["$defs"].(map[string]any)[name].(map[string]any)
		require.True(v.t, ok, "$ref %s", ref)
		v.check(def, doc, path)
		return
	}
	if typ, ok := schema["type"]; ok {
		var types []string
		switch typ := typ.(type) {
		case string:
			types = []string{typ}
		case []any:
			for _, x := range typ {
				types = append(types, x.(string))
			}
		}
		if !slices.ContainsFunc(types, func(want string) bool { return hasType(doc, want) }) {
			v.errorf(path, "%v is not of type %v", doc, types)
			return
		}
	}
	if enum, ok := schema["enum"].([]any); ok && !slices.Contains(enum, doc) {
		v.errorf(path, "%v is not one of %v", doc, enum)
	}
	if min, ok := schema["minimum"].(float64); ok {
		if n, ok := doc.(float64); ok && n < min {
			v.errorf(path, "%v is less than %v", n, min)
		}
	}
	if obj, ok := doc.(map[string]any); ok {
		props, _ := schema["properties"].(map[string]any)
		if req, ok := schema["required"].([]any); ok {
			for _, r := range req {
				if _, ok := obj[r.(string)]; !ok {
					v.errorf(path, "no %s", r)
				}
			}
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p, ok := props[k].(map[string]any); ok {
				v.check(p, obj[k], path+"."+k)
			} else if schema["additionalProperties"] == false {
				v.errorf(path, "property %s is not in the schema", k)
			}
		}
	}
	if arr, ok := doc.([]any); ok {
		if items, ok := schema["items"].(map[string]any); ok {
			for i, x := range arr {
				v.check(items, x, fmt.Sprintf("%s[%d]", path, i))
			}
		}
	}
}

func hasType(doc any, typ string) bool {
	switch typ {
	case "object":
		_, ok := doc.(map[string]any)
		return ok
	case "array":
		_, ok := doc.([]any)
		return ok
	case "string":
		_, ok := doc.(string)
		return ok
	case "boolean":
		_, ok := doc.(bool)
		return ok
	case "null":
		return doc == nil
	case "number":
		_, ok := doc.(float64)
		return ok
	case "integer":
		n, ok := doc.(float64)
		return ok && n == math.Trunc(n)
	}
	return false
}

// TestSchemaValidator checks that the validator finds what is wrong, on
// made-up results and broken copies of them.
func TestSchemaValidator(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	good, err := json.Marshal(b.results)
	require.NoError(t, err)
	assert.Empty(t, validateSchema(t, benchSchema, good), "the made-up results are valid")
	tests := []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"missing field", func(m map[string]any) { delete(m, "machine") }, "$: no machine"},
		{"extra field", func(m map[string]any) { m["extra"] = 1 }, "property extra is not in the schema"},
		{"wrong format", func(m map[string]any) { m["format"] = "hddmin-bench/0" }, "$.format: hddmin-bench/0 is not one of"},
		{"a run's status", func(m map[string]any) { runAt(m, 0)["status"] = "fine" }, "$.runs[0].status: fine is not one of"},
		{"not an integer", func(m map[string]any) { runAt(m, 1)["tests"] = 1.5 }, "$.runs[1].tests: 1.5 is not of type [integer]"},
		{"negative", func(m map[string]any) { runAt(m, 2)["wall_seconds"] = -1.0 }, "$.runs[2].wall_seconds: -1 is less than 0"},
		{"null where none may be", func(m map[string]any) { runAt(m, 3)["bytes_in"] = nil }, "$.runs[3].bytes_in: <nil> is not of type [integer]"},
		{"a curve point", func(m map[string]any) {
			runAt(m, 0)["curve"].([]any)[1].(map[string]any)["bytes"] = "many"
		}, "$.runs[0].curve[1].bytes: many is not of type [integer]"},
		{"a phase", func(m map[string]any) {
			runAt(m, 0)["phases"] = []any{map[string]any{"phase": "prune"}}
		}, "$.runs[0].phases[0]: no tests"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m map[string]any
			require.NoError(t, json.Unmarshal(good, &m))
			tt.change(m)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			errs := validateSchema(t, benchSchema, data)
			assert.True(t, slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, tt.want) }), "want %q in %q", tt.want, errs)
		})
	}
}

func runAt(m map[string]any, i int) map[string]any {
	return m["runs"].([]any)[i].(map[string]any)
}

func TestBenchETA(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	alpha, beta, gamma := &benchCase{name: "alpha"}, &benchCase{name: "beta"}, &benchCase{name: "gamma"}
	tests := []struct {
		name string
		jobs []benchJob
		want float64 // seconds
	}{
		{"same variant", []benchJob{{alpha, variant{name: "hdd*"}, 3}}, 3.1},
		{"same case", []benchJob{{beta, variant{name: "cvise"}, 1}}, 0.55},
		{"a new case", []benchJob{{gamma, variant{name: "default"}, 1}}, 42.8 / 10},
		{"all", []benchJob{{alpha, variant{name: "default"}, 3}, {alpha, variant{name: "cvise"}, 3}}, 2.2 + 15},
	}
	for _, tt := range tests {
		got, ok := b.eta(tt.jobs)
		require.True(t, ok)
		assert.InDelta(t, tt.want, got.Seconds(), 1e-6, tt.name)
	}
	b.results.Runs = nil
	_, ok := b.eta([]benchJob{{alpha, variant{name: "hdd*"}, 1}})
	assert.False(t, ok, "no runs yet")
}

// TestBenchResultsInDocs checks the results files of docs/benchmarks.md
// against the schema: real runs of every case, not made-up data.
func TestBenchResultsInDocs(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "..", "docs", "bench", "results*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.Empty(t, validateSchema(t, benchSchema, data), f)
		var res benchResults
		require.NoError(t, json.Unmarshal(data, &res))
		assert.NotEmpty(t, res.Runs, f)
	}
}

// TestBenchFailed: the exit status is 1 for a skipped case or a run not
// verified, not for a folder that is no case (../shared/bench/tools).
func TestBenchFailed(t *testing.T) {
	ok := &benchRun{Status: statusOK}
	tests := []struct {
		name string
		res  benchResults
		want bool
	}{
		{"all verified", benchResults{Runs: []*benchRun{ok, ok}}, false},
		{"a folder without test.sh", benchResults{Runs: []*benchRun{ok}, Skipped: []benchSkip{{Case: "tools", Reason: errNoTest.Error()}}}, false},
		{"an input not interesting", benchResults{Runs: []*benchRun{ok}, Skipped: []benchSkip{{Case: "dull", Reason: "input.json is not interesting: exit status 1"}}}, true},
		{"a run failed", benchResults{Runs: []*benchRun{ok, {Status: statusFailed}}}, true},
		{"a result not verified", benchResults{Runs: []*benchRun{{Status: statusUnverified}}}, true},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.res.failed(), tt.name)
	}
}
