package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/hddmintest"
)

// The tests that run benches: with external variants (shell commands)
// and, but with -short, with hddmin built from cmd/hddmin.

// TestBench runs a bench on made-up cases: one that reduces, one whose
// input is not interesting, one without an input; with hddmin variants and
// external reducers, one honest, one that fails and one whose result is
// not interesting. It checks results.json against its schema, then
// Resume.
func TestBench(t *testing.T) {
	bin := hddmin(t)
	cases := t.TempDir()
	mk := func(c, file, content string, mode os.FileMode) {
		require.NoError(t, os.MkdirAll(filepath.Join(cases, c), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(cases, c, file), []byte(content), mode))
	}
	okJSON, err := os.ReadFile(filepath.Join("..", "testdata", "cmd", "ok.json"))
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
	file := writeFile(t, t.TempDir(), "variants.json", `[
		{"name": "copy", "command": "sh -c 'cp \"$0\" \"$1\" && \"$2\" \"$1\"' {input} {output} {test}"},
		{"name": "in-place", "command": "sh -c 'printf [foo,bar] > \"$0\" && \"$1\"' {input} {test}"},
		{"name": "crash", "command": "sh -c 'exit 3' {test}"},
		{"name": "liar", "command": "sh -c 'echo {} > \"$0\"; \"$1\" \"$0\"; exit 0' {output} {test}"}
	]`)
	out := filepath.Join(t.TempDir(), "results")
	opts := Options{Out: out, Jobs: 2, Hddmin: bin,
		Variants: variants(t, file, "default,coarse,prune,space,copy,in-place,crash,liar")}
	dirs := []string{filepath.Join(cases, "ok"), filepath.Join(cases, "dull"), filepath.Join(cases, "empty")}
	res, err, log := runIn(t, context.Background(), opts, dirs...)
	require.NoError(t, err, log)
	assert.True(t, res.Failed(), "cases were skipped, runs failed: %s", log)
	assert.Contains(t, log, "skipping case dull: in.json is not interesting: exit status 1")
	assert.Contains(t, log, "skipping case empty: no input file")
	assert.Contains(t, log, "[1/6] ok, variant default, ETA unknown")

	assert.Equal(t, res, readResults(t, out), "the results returned are those written")
	byVariant := map[string]*Record{}
	for _, r := range res.Runs {
		assert.Equal(t, "ok", r.Case)
		byVariant[r.Variant] = r
	}
	require.Len(t, res.Runs, 6, "the two bad cases did not run")
	for _, v := range []string{"default", "coarse,prune,space"} {
		r := byVariant[v]
		assert.Equal(t, StatusOK, r.Status, v)
		assert.Equal(t, KindHddmin, r.Kind)
		assert.Equal(t, 2, r.Jobs)
		assert.Equal(t, "v0.0.0-test", r.Version)
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
	assert.Equal(t, StatusOK, cp.Status)
	assert.Equal(t, KindExternal, cp.Kind)
	assert.Equal(t, len(okJSON), *cp.BytesOut, "a copy")
	assert.Equal(t, 1, cp.Tests, "counted by the wrapper")
	assert.Nil(t, cp.CacheHits)

	ip := byVariant["in-place"]
	assert.Equal(t, StatusOK, ip.Status, ip.Error)
	assert.Equal(t, 1, ip.Tests)
	assert.Equal(t, []Point{{Bytes: len(okJSON)}, {Tests: 1, Bytes: 9}}, ip.Curve, "the wrapper measures the file named as the input")

	assert.Equal(t, StatusFailed, byVariant["crash"].Status)
	assert.Equal(t, 3, byVariant["crash"].ExitStatus)
	assert.Contains(t, byVariant["crash"].Error, "exit status 3")

	liar := byVariant["liar"]
	assert.Equal(t, StatusUnverified, liar.Status, "the result was tested, never taken on trust")
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
	schema, err := os.ReadFile(filepath.Join(out, "results.schema.json"))
	require.NoError(t, err)
	assert.Equal(t, Schema(), schema)

	// Again: refused without Resume; with it, nothing runs again, but a
	// case skipped before runs if it can now.
	mk("empty", "input.json", string(okJSON), 0o644)
	again, err, log := runIn(t, context.Background(), opts, dirs...)
	var usage *UsageError
	require.ErrorAs(t, err, &usage)
	assert.Nil(t, again)
	assert.Contains(t, log, "results.json exists: give --resume")
	opts.Resume = true
	opts.Variants = append(variants(t, "", "hdd"), opts.Variants...)
	again, err, log = runIn(t, context.Background(), opts, dirs...)
	require.NoError(t, err, log)
	assert.Contains(t, log, "6 runs are in results.json already")
	assert.Contains(t, log, "[1/8] ok, variant hdd,")
	assert.Contains(t, log, "[2/8] empty, variant hdd,")
	assert.Len(t, again.Runs, 14)
	assert.Equal(t, res.Runs, again.Runs[:6], "the runs done before are kept as they were")
	require.Len(t, again.Skipped, 1)
	assert.Equal(t, "dull", again.Skipped[0].Case)
}

func phaseNames(r *Record) []string {
	var names []string
	for _, p := range r.Phases {
		names = append(names, p.Phase)
	}
	return names
}

// TestBenchInterrupt interrupts a bench after its first run: that run is
// in results.json, the one under way is not.
func TestBenchInterrupt(t *testing.T) {
	bin := hddmin(t)
	dir := filepath.Join(t.TempDir(), "slow")
	require.NoError(t, os.Mkdir(dir, 0o755))
	okJSON, err := os.ReadFile(filepath.Join("..", "testdata", "cmd", "ok.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), okJSON, 0o644))
	script := "#!/bin/sh\nsleep 0.1\ngrep -q foo \"$1\" && grep -q bar \"$1\"\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "test.sh"), []byte(script), 0o755))
	out := filepath.Join(t.TempDir(), "results")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var said bytes.Buffer
	log := io.MultiWriter(&said, writerFunc(func(p []byte) {
		if strings.Contains(string(p), "[2/3]") {
			cancel()
		}
	}))
	res, err, _ := runIn(t, ctx, Options{Out: out, Repeat: 3, Hddmin: bin, Variants: variants(t, "", "default"), Log: log}, dir)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Contains(t, said.String(), "interrupted; the finished runs are in")
	require.Len(t, res.Runs, 1)
	written := readResults(t, out)
	require.Len(t, written.Runs, 1)
	assert.Equal(t, 1, written.Runs[0].Repeat)
	assert.Equal(t, StatusOK, written.Runs[0].Status)
}

// writerFunc is an io.Writer that calls it with what is written.
type writerFunc func(p []byte)

func (f writerFunc) Write(p []byte) (int, error) { f(p); return len(p), nil }

// TestBenchSameBaseName: two cases whose folders have one name (a/same and
// b/same) get results of their own, named by their parents, and Resume
// tells them apart (issue 31, item 2). Before, the second run removed the
// first one's result and both rows pointed at one file.
func TestBenchSameBaseName(t *testing.T) {
	root := t.TempDir()
	a := caseDir(t, filepath.Join(root, "a", "same"), map[string]string{"in.json": `{"x": "needle a"}`})
	b := caseDir(t, filepath.Join(root, "b", "same"), map[string]string{"in.json": `{"y": "needle b b"}`})
	opts := Options{Out: filepath.Join(root, "res"), Variants: variants(t, writeFile(t, root, "v.json", copyVariant))}
	res, err, log := runIn(t, context.Background(), opts, a, b, a)
	require.NoError(t, err, log)
	require.False(t, res.Failed(), log)
	res = readResults(t, opts.Out)
	require.Len(t, res.Runs, 2, "a case given twice runs once")
	assert.Equal(t, "a/same", res.Runs[0].Case)
	assert.Equal(t, "b/same", res.Runs[1].Case)
	assert.Equal(t, a, res.Runs[0].CasePath)
	for _, r := range res.Runs {
		got, err := os.ReadFile(filepath.Join(opts.Out, r.Output))
		require.NoError(t, err)
		want, _ := os.ReadFile(r.Input)
		assert.Equal(t, string(want), string(got), "each case has its own result")
	}
	assert.NotEqual(t, res.Runs[0].Output, res.Runs[1].Output)
	md, err := os.ReadFile(filepath.Join(opts.Out, "results.md"))
	require.NoError(t, err)
	assert.Contains(t, string(md), "## a/same")
	assert.Contains(t, string(md), "## b/same")

	// Resume with either or both: nothing runs again.
	opts.Resume = true
	for _, cases := range [][]string{{a, b}, {b}, {a}} {
		_, err, log = runIn(t, context.Background(), opts, cases...)
		require.NoError(t, err, log)
		assert.Contains(t, log, "runs are in results.json already")
		assert.NotContains(t, log, "[1/")
	}
	// A third folder of that name, alone: a name of its own.
	c := caseDir(t, filepath.Join(root, "c", "same"), nil)
	_, err, log = runIn(t, context.Background(), opts, c)
	require.NoError(t, err, log)
	res = readResults(t, opts.Out)
	require.Len(t, res.Runs, 3)
	assert.Equal(t, "same", res.Runs[2].Case, "no run of results.json is named same")
	_, err, _ = runIn(t, context.Background(), opts, caseDir(t, filepath.Join(root, "d", "same"), nil))
	require.NoError(t, err)
	res = readResults(t, opts.Out)
	require.Len(t, res.Runs, 4)
	assert.Equal(t, "d/same", res.Runs[3].Case, "same is c/same's")
}

// TestBenchResumeNull: Resume on a results.json with a null run (or one
// without what the tables read) drops it and runs it again (issue 31, item
// 15); before, hddmin bench panicked. A JSON error says where it is.
func TestBenchResumeNull(t *testing.T) {
	root := t.TempDir()
	c := caseDir(t, filepath.Join(root, "c"), nil)
	opts := Options{Out: filepath.Join(root, "res"), Variants: variants(t, writeFile(t, root, "v.json", copyVariant))}
	_, err, log := runIn(t, context.Background(), opts, c)
	require.NoError(t, err, log)
	path := filepath.Join(opts.Out, "results.json")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	opts.Resume = true
	for _, tt := range []struct{ broken, want string }{
		{strings.Replace(string(data), `"runs": [`, `"runs": [null, `, 1), "run 1 is null"},
		{strings.Replace(string(data), `"bytes_out": 20`, `"bytes_out": null`, 1), "run 1 is ok but has no bytes_out"},
		{strings.Replace(string(data), `"status": "ok"`, `"status": "fine"`, 1), `run 1 has an unknown status "fine"`},
		{regexp.MustCompile(`(?s)"runs": \[.*\],\s*"skipped"`).ReplaceAllString(string(data), `"runs": [null], "skipped"`), "run 1 is null"},
	} {
		require.NotEqual(t, string(data), tt.broken)
		require.NoError(t, os.WriteFile(path, []byte(tt.broken), 0o644))
		_, err, log = runIn(t, context.Background(), opts, c)
		require.NoError(t, err, log)
		assert.Contains(t, log, tt.want+": dropped; it runs again")
		assert.Len(t, readResults(t, opts.Out).Runs, 1)
		data, _ = os.ReadFile(path)
	}
	assert.Contains(t, log, "[1/1] c, variant copy", "the run dropped runs again")
	require.NoError(t, os.WriteFile(path, []byte("{\"format\": \"hddmin-bench/1\",\n \"runs\": [1,]}"), 0o644))
	_, err, log = runIn(t, context.Background(), opts, c)
	var usage *UsageError
	assert.ErrorAs(t, err, &usage)
	assert.Contains(t, log, path+":2:13: invalid character ']'")
	require.NoError(t, os.WriteFile(path, []byte(`{"format": "hddmin-bench/0"}`), 0o644))
	_, err, log = runIn(t, context.Background(), opts, c)
	assert.ErrorAs(t, err, &usage)
	assert.Contains(t, log, path+`: format "hddmin-bench/0", want "hddmin-bench/1"`)
}

// TestBenchMessages: the errors of hddmin bench say what to do, once
// (issue 31, item 17), and the options that cannot run are usage errors
// before any run.
func TestBenchMessages(t *testing.T) {
	root := t.TempDir()
	copies := variants(t, writeFile(t, root, "v.json", copyVariant))
	nx := caseDir(t, filepath.Join(root, "nx"), nil)
	require.NoError(t, os.Chmod(filepath.Join(nx, "test.sh"), 0o644))
	bang := caseDir(t, filepath.Join(root, "bang"), map[string]string{"test.sh": "grep -q needle \"$1\"\n", "in.json": "needle"})
	res, err, log := runIn(t, context.Background(), Options{Out: filepath.Join(root, "res"), Variants: copies}, nx, bang)
	require.NoError(t, err)
	assert.True(t, res.Failed())
	assert.Contains(t, log, "skipping case nx: test command: exec: \""+filepath.Join(nx, "test.sh")+"\": permission denied; make it executable: chmod +x "+filepath.Join(nx, "test.sh"))
	assert.Contains(t, log, "skipping case bang: test: fork/exec "+filepath.Join(bang, "test.sh")+": exec format error; "+filepath.Join(bang, "test.sh")+" has no #! line")

	// An Out that cannot be written: a usage error, said once, before any
	// run (before, status 3 and the error twice, after the input's test).
	unwritable := filepath.Join(root, "ro")
	require.NoError(t, os.Mkdir(unwritable, 0o555))
	if os.Geteuid() == 0 {
		if runtime.GOOS != "linux" {
			t.Skip("as root, no folder but /sys's is unwritable")
		}
		unwritable = "/sys/kernel"
	}
	ok := caseDir(t, filepath.Join(root, "ok"), nil)
	_, err, log = runIn(t, context.Background(), Options{Out: unwritable, Variants: copies}, ok)
	var usage *UsageError
	assert.ErrorAs(t, err, &usage)
	assert.Equal(t, 1, strings.Count(log, "cannot be written"), log)
	assert.Contains(t, log, "hddmin bench: -o "+unwritable+": the results cannot be written there: ")
	assert.NotContains(t, log, "[1/", "no run")

	for _, tt := range []struct {
		name string
		opts Options
		want string
	}{
		{"no out", Options{Variants: copies}, "no -o DIR for the results"},
		{"a baseline not run", Options{Out: filepath.Join(root, "b"), Variants: copies, Baseline: "default"}, "--baseline default is not among the variants run"},
		{"a variant hddmin refuses", Options{Out: filepath.Join(root, "v"), Variants: []Variant{{Name: "x", Flags: "--fast"}}, Hddmin: "hddmin"}, "variant x: unknown flag: --fast"},
		{"no hddmin", Options{Out: filepath.Join(root, "h"), Variants: variants(t, "", "default")}, "variant default: no hddmin binary to run it"},
		{"a launcher that is no command", Options{Out: filepath.Join(root, "l"), Variants: copies, Launcher: "'srun"}, "--launcher: unterminated ' in \"'srun\""},
	} {
		res, err, log := runIn(t, context.Background(), tt.opts, ok)
		assert.ErrorAs(t, err, &usage, tt.name)
		assert.Nil(t, res, tt.name)
		assert.Equal(t, "hddmin bench: "+tt.want+"\n", log, tt.name)
	}
}

// TestBenchDefaultRunTimeout: without RunTimeout, a run's limit comes from
// the test of its case's input, and the test of an input is itself
// bounded, and announced while it runs.
func TestBenchDefaultRunTimeout(t *testing.T) {
	root := t.TempDir()
	c := caseDir(t, filepath.Join(root, "c"), nil)
	copies := variants(t, writeFile(t, root, "v.json", copyVariant))
	res, err, log := runIn(t, context.Background(), Options{Out: filepath.Join(root, "res"), Variants: copies}, c)
	require.NoError(t, err, log)
	assert.Equal(t, minRunTimeout.Seconds(), res.Runs[0].RunTimeout, "a fast test: the least limit")
	res, err, _ = runIn(t, context.Background(), Options{Out: filepath.Join(root, "res0"), Variants: copies, RunTimeout: -1}, c)
	require.NoError(t, err)
	assert.Zero(t, res.Runs[0].RunTimeout, "a negative RunTimeout: none")

	oldNotice, oldInput := waitNotice, inputTimeout
	waitNotice, inputTimeout = 100*time.Millisecond, time.Second
	defer func() { waitNotice, inputTimeout = oldNotice, oldInput }()
	hang := caseDir(t, filepath.Join(root, "hang"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nsleep 1000\n"})
	res, err, log = runIn(t, context.Background(), Options{Out: filepath.Join(root, "res1"), Variants: copies}, hang, c)
	require.NoError(t, err)
	assert.True(t, res.Failed())
	assert.Contains(t, log, "case hang: the test of its input has run for 100ms; it is stopped after 1s, and the other cases go on meanwhile")
	assert.Contains(t, log, "skipping case hang: the test of in.json timed out after 1s: 1s is the limit of the test of an input without --run-timeout")
	assert.Contains(t, log, "[1/1] c, variant copy", "the other case runs")
}

// TestBenchInputTimeout: a test of an input that reaches its limit is
// said to have timed out, not that the input is not interesting (issue
// 42, item 9: "in.json is not interesting: timed out after 1ns"); a
// result's test that times out is not verified, and says so.
func TestBenchInputTimeout(t *testing.T) {
	root := t.TempDir()
	c := caseDir(t, filepath.Join(root, "c"), nil)
	copies := variants(t, writeFile(t, root, "v.json", copyVariant))
	res, err, log := runIn(t, context.Background(), Options{Out: filepath.Join(root, "res"), Variants: copies, RunTimeout: time.Nanosecond}, c)
	require.NoError(t, err, log)
	assert.True(t, res.Failed())
	assert.Contains(t, log, "skipping case c: the test of in.json timed out after 1ns: raise --run-timeout, or give --run-timeout 0 for no limit\n")
	assert.NotContains(t, log, "not interesting")

	r := &Record{BytesIn: 9, BytesOut: new(3), Status: StatusUnverified, Verification: "timed out after 10s"}
	assert.Equal(t, "9 -> 3 bytes, NOT VERIFIED: the test of the result timed out after 10s", r.summary())
	assert.Equal(t, "could not be verified: its test timed out after 10s", r.unverified())
	r.Verification = "exit status 1"
	assert.Equal(t, "9 -> 3 bytes, NOT VERIFIED: the test of the result ended with exit status 1", r.summary())
}

// TestBenchHangingInput: a case whose test hangs on its input holds up no
// other case: the others are tested and run meanwhile, one at a time or
// several at once (issue 42; before, every case waited for the test of
// the input to reach its limit, 5 minutes by default).
func TestBenchHangingInput(t *testing.T) {
	oldNotice, oldInput := waitNotice, inputTimeout
	waitNotice, inputTimeout = 200*time.Millisecond, 2*time.Minute
	defer func() { waitNotice, inputTimeout = oldNotice, oldInput }()
	root := t.TempDir()
	copies := variants(t, writeFile(t, root, "v.json", copyVariant))
	hang := caseDir(t, filepath.Join(root, "hang"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nsleep 1000\n"})
	a := caseDir(t, filepath.Join(root, "a"), nil)
	b := caseDir(t, filepath.Join(root, "b"), nil)
	for _, parallel := range []int{1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		var said hddmintest.SyncBuffer
		runs := 0
		log := io.MultiWriter(&said, writerFunc(func(p []byte) {
			if strings.Contains(string(p), ", copy: ") {
				if runs++; runs == 2 {
					cancel()
				}
			}
		}))
		start := time.Now()
		res, err, _ := runIn(t, ctx, Options{Out: filepath.Join(root, fmt.Sprint("res", parallel)), Variants: copies, Parallel: parallel, Log: log}, hang, a, b)
		cancel()
		assert.ErrorIs(t, err, context.Canceled)
		assert.Less(t, time.Since(start), inputTimeout, "the others did not wait for the test of hang's input")
		assert.NotContains(t, said.String(), "skipping case hang", "hang's test was still running")
		require.Len(t, res.Runs, 2, said.String())
		assert.Equal(t, []string{"a", "b"}, []string{res.Runs[0].Case, res.Runs[1].Case})
		assert.Equal(t, res.Runs, readResults(t, filepath.Join(root, fmt.Sprint("res", parallel))).Runs)
	}
}

// TestBenchExternalRefused: an external reducer that removed nothing and
// whose test never passed failed, though it exited with status 0 and its
// "result", the input, passes the test (issue 42, item 4: C-Vise with a
// test that reads $1 says it cannot run, exits 0, and was "verified"). One
// that removed nothing from an input its test passed is fine.
func TestBenchExternalRefused(t *testing.T) {
	root := t.TempDir()
	c := caseDir(t, filepath.Join(root, "c"), map[string]string{"in.json": `["needle"]`, "test.sh": "#!/bin/sh\ngrep -q needle \"$1\"\n"})
	file := writeFile(t, root, "v.json", `[
		{"name": "refuses", "command": "sh -c 'echo \"reducer cannot run because the interestingness test does not return zero\"; \"$0\"; exit 0' {test}"},
		{"name": "minimal", "command": "sh -c '\"$0\" \"$1\"' {test} {input}"}
	]`)
	res, err, log := runIn(t, context.Background(), Options{Out: filepath.Join(root, "res"), Variants: variants(t, file)}, c)
	require.NoError(t, err, log)
	require.Len(t, res.Runs, 2)
	refused := res.Runs[0]
	assert.Equal(t, StatusFailed, refused.Status, log)
	assert.Equal(t, 0, refused.ExitStatus)
	assert.Equal(t, 1, refused.Tests)
	assert.True(t, strings.HasPrefix(refused.Error, "the reducer removed nothing, and its test never passed (1 test(s), none interesting): it did not reduce "+
		"(does it run the test as the case needs it, with the candidate's path as $1?); it printed: reducer cannot run because the interestingness test does not return zero\n"), refused.Error)
	assert.True(t, res.Failed())
	minimal := res.Runs[1]
	assert.Equal(t, StatusOK, minimal.Status, minimal.Error)
	assert.Equal(t, minimal.BytesIn, *minimal.BytesOut)
}

// TestBenchRelativeOut: a relative Out works, though the runs work in
// folders of their own (it was taken relative to each run's folder, and
// every run failed: "the folder res/runs/c/default-1 does not exist").
func TestBenchRelativeOut(t *testing.T) {
	bin := hddmin(t)
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "cmd", "tiny.json"))
	require.NoError(t, err)
	test, err := os.ReadFile(filepath.Join("..", "testdata", "cmd", "has-foo-bar.sh"))
	require.NoError(t, err)
	caseDir(t, filepath.Join(dir, "c"), map[string]string{"input.json": string(data), "test.sh": string(test)})
	t.Chdir(dir)
	res, err, log := runIn(t, context.Background(), Options{Out: "res", Jobs: 1, Hddmin: bin, Variants: variants(t, "", "default")}, "c")
	require.NoError(t, err, log)
	require.Len(t, res.Runs, 1)
	assert.Equal(t, StatusOK, res.Runs[0].Status, res.Runs[0].Error)
	assert.Equal(t, res, readResults(t, filepath.Join(dir, "res")))
}

// TestBenchParallel runs two runs at once: both are recorded, in the
// order of the jobs, as one at a time would.
func TestBenchParallel(t *testing.T) {
	root := t.TempDir()
	slow := caseDir(t, filepath.Join(root, "slow"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nsleep 0.3\ngrep -q needle \"${1:-in.json}\"\n"})
	fast := caseDir(t, filepath.Join(root, "fast"), nil)
	opts := Options{Out: filepath.Join(root, "res"), Parallel: 2, Variants: variants(t, writeFile(t, root, "v.json", copyVariant))}
	res, err, log := runIn(t, context.Background(), opts, slow, fast)
	require.NoError(t, err, log)
	require.Len(t, res.Runs, 2)
	assert.Equal(t, []string{"slow", "fast"}, []string{res.Runs[0].Case, res.Runs[1].Case})
	assert.Equal(t, res, readResults(t, opts.Out))
	assert.Less(t, strings.Index(log, "[2/2] fast"), strings.Index(log, "slow, copy: "), "the second run starts before the first ends")

	// A run whose folder cannot be made stops the bench: a failure, not
	// a usage error, with the runs that ended kept, and the one under way
	// cancelled.
	broken := caseDir(t, filepath.Join(root, "broken"), nil)
	require.NoError(t, os.RemoveAll(opts.Out))
	require.NoError(t, os.MkdirAll(filepath.Join(opts.Out, "runs"), 0o755))
	writeFile(t, filepath.Join(opts.Out, "runs"), "broken", "not a folder")
	res, err, log = runIn(t, context.Background(), opts, fast, slow, broken)
	var usage *UsageError
	require.Error(t, err)
	assert.False(t, errors.As(err, &usage))
	assert.Contains(t, log, "stopped; the finished runs are in")
	require.NotNil(t, res)
	assert.NotEmpty(t, res.Runs, "a run ended before the broken one started")
	assert.Less(t, len(res.Runs), 3)
	assert.Equal(t, res, readResults(t, opts.Out))
}

// TestResultsJSON: results.json is the Results Run returns, as JSON.
func TestResultsJSON(t *testing.T) {
	root := t.TempDir()
	c := caseDir(t, filepath.Join(root, "c"), nil)
	opts := Options{Out: filepath.Join(root, "res"), Variants: variants(t, writeFile(t, root, "v.json", copyVariant))}
	res, err, _ := runIn(t, context.Background(), opts, c)
	require.NoError(t, err)
	data, err := json.MarshalIndent(res, "", "  ")
	require.NoError(t, err)
	written, err := os.ReadFile(filepath.Join(opts.Out, "results.json"))
	require.NoError(t, err)
	assert.Equal(t, string(data)+"\n", string(written))
	assert.Equal(t, Format, res.Format)
	assert.Equal(t, "v0.0.0-test", res.Version)
}
