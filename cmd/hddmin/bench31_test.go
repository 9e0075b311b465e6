package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/bench"
	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/jsonschema"
	"github.com/hddmin/hddmin/internal/long"
	"github.com/hddmin/hddmin/internal/race"
)

// The tests of hddmin bench for issues 30 and 31.

// benchCaseDir writes a case: in.json (or the files given) and test.sh,
// interesting if the candidate holds needle.
var benchCaseDir = hddmintest.CaseDir

// runBenchIn runs hddmin bench in process, with bin as the hddmin it runs.
func runBenchIn(t *testing.T, ctx context.Context, bin string, args ...string) (int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cfg, err := parseBenchArgs(args, &stdout)
	if err != nil {
		return exitUsage, err.Error()
	}
	return cfg.run(ctx, bin, &stdout, &stderr), stderr.String()
}

// readResults reads results.json of out, and checks it against the
// schema.
func readResults(t *testing.T, out string) *bench.Results {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	require.NoError(t, err)
	assert.Empty(t, validateResults(t, data))
	var res bench.Results
	require.NoError(t, json.Unmarshal(data, &res))
	return &res
}

// validateResults returns the violations of the schema of results.json in
// data.
func validateResults(t *testing.T, data []byte) []string {
	t.Helper()
	errs, err := jsonschema.Validate(bench.Schema(), data)
	require.NoError(t, err)
	return errs
}

// copyVariant is an external reducer that copies the input: fast.
const copyVariant = hddmintest.CopyVariant

// TestBenchRunTimeout: a case whose test hangs on its input is skipped
// after the time limit and the other cases run; a run that reaches the
// time limit (an external reducer that hangs, a slow hddmin run) is
// stopped and recorded as timed out, with its best result so far verified
// (issue 31, items 5 and 6). Before, hddmin bench waited for ever. It
// runs hddmin bench as a process, whose environment marks the processes
// of its runs.
func TestBenchRunTimeout(t *testing.T) {
	t.Parallel() // waits for the time limits, mostly
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin, which has no race detector: the same without -race")
	}
	bin := binary(t)
	root := t.TempDir()
	marker := "HDDMIN_BENCH_TIMEOUT_TEST=" + filepath.Base(root)
	hang := benchCaseDir(t, filepath.Join(root, "hang"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nsleep 1000\n"})
	slow := benchCaseDir(t, filepath.Join(root, "slow"), map[string]string{
		"in.json": `{"a": [1, "needle", 3], "b": {"c": "x", "d": [4, 5, 6, 7, 8]}, "e": [9, 10, 11]}`,
		"test.sh": "#!/bin/sh\nf=${1:-in.json}\n[ \"$(basename \"$PWD\")\" = work ] || sleep 0.3\ngrep -q needle \"$f\"\n"})
	variants := writeFile(t, root, "v.json", `[{"name": "stuck", "command": "sh -c 'sleep 100000' {test} {input}"}]`, 0o644)
	out := filepath.Join(root, "res")
	start := time.Now()
	cmd := exec.Command(bin, "bench", "--variants-file", variants, "--variants", "stuck,default", "-j", "1",
		"--run-timeout", "5s", "-o", out, hang, slow)
	cmd.Env = append(os.Environ(), marker)
	var errOut strings.Builder
	cmd.Stderr = &errOut
	code := 0
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit)
		code = exit.ExitCode()
	}
	stderr := errOut.String()
	took := time.Since(start)
	assert.Equal(t, exitNotInteresting, code, stderr)
	assert.Contains(t, stderr, "skipping case hang: the test of in.json timed out after 5s: raise --run-timeout")
	assert.Less(t, took, 90*time.Second)
	res := readResults(t, out)
	require.Len(t, res.Runs, 2, stderr)
	for _, r := range res.Runs {
		assert.Equal(t, bench.StatusTimeout, r.Status, "%s: %s", r.Variant, r.Error)
		assert.Equal(t, 5.0, r.RunTimeout)
		assert.Contains(t, r.Error, "stopped after 5s")
		assert.Less(t, r.WallSeconds, 20.0, r.Variant)
	}
	stuck, def := res.Runs[0], res.Runs[1]
	require.NotNil(t, stuck.BytesOut, "the input in place, untouched")
	require.NotNil(t, def.BytesOut, "hddmin wrote its best result so far")
	assert.Less(t, *def.BytesOut, def.BytesIn)
	assert.Equal(t, "exit status 0", def.Verification, "the best result so far is verified")
	md, err := os.ReadFile(filepath.Join(out, "results.md"))
	require.NoError(t, err)
	assert.Contains(t, string(md), "- stuck, run 1: timed out after ")
	assert.Equal(t, 0, leftProcesses(marker), "no process of the runs is left")
}

// TestBenchCaseArgs: a case with hddmin.args runs with its flags, its
// grammar files relative to its folder, and its input the file the line
// names; results.json says which flags (issue 30).
func TestBenchCaseArgs(t *testing.T) {
	calc, err := os.ReadFile(filepath.Join("..", "..", "testdata", "g4", "features", "Calc.g4"))
	require.NoError(t, err)
	root := t.TempDir()
	c := benchCaseDir(t, filepath.Join(root, "calc"), map[string]string{
		"grammar/Calc.g4": "", "prog.calc": "a = 1;\nb = f(a, 2) * 3;\nx = 10 + b ^ 2 - g(y);\n", "other.calc": "z = 1;\n",
		"hddmin.args": "-g grammar/Calc.g4 --start program prog.calc\n",
		"test.sh":     "#!/bin/sh\ngrep -q 'g(y)' \"$1\"\n",
	})
	require.NoError(t, os.WriteFile(filepath.Join(c, "grammar", "Calc.g4"), calc, 0o644))
	got, err := bench.ReadCase(c, parseHddminFlags)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(c, "prog.calc"), got.Input, "the input named, not one found")
	assert.Equal(t, []string{"-g", filepath.Join(c, "grammar", "Calc.g4"), "--start", "program"}, got.Flags)
	assert.Equal(t, "-g grammar/Calc.g4 --start program", got.FlagsText)

	if !testing.Short() {
		bin := binary(t)
		out := filepath.Join(root, "res")
		code, stderr := runBenchIn(t, context.Background(), bin, "--variants", "default", "-j", "1", "-o", out, c)
		require.Equal(t, exitReduced, code, stderr)
		r := readResults(t, out).Runs[0]
		assert.Equal(t, bench.StatusOK, r.Status, r.Error)
		assert.Equal(t, "-g grammar/Calc.g4 --start program", r.CaseFlags)
		assert.Contains(t, strings.Join(r.Argv, " "), " -g "+filepath.Join(c, "grammar", "Calc.g4")+" --start program ")
		result, err := os.ReadFile(filepath.Join(out, r.Output))
		require.NoError(t, err)
		assert.Contains(t, string(result), "g(y)")
		assert.Less(t, len(result), 30)
	}

	tests := []struct{ name, args, err string }{
		{"empty", "\n", "hddmin.args: empty"},
		{"two lines", "-g a.g4\nin.x\n", "want one line"},
		{"a flag of bench's", "-o x in.x", "--output is hddmin bench's to give"},
		{"unknown flag", "--fast in.x", "unknown flag: --fast"},
		{"no input", "-g a.g4", "flag needs an argument"},
		{"a flag last", "--strict", "is not the name of a file"},
		{"a missing input", "nosuch.x", "nosuch.x: no such file"},
		{"an input in a folder", "-g a.g4 sub/in.x", "is not the name of a file of the case"},
	}
	for _, tt := range tests {
		dir := benchCaseDir(t, filepath.Join(root, "bad", strings.ReplaceAll(tt.name, " ", "-")), map[string]string{"hddmin.args": tt.args, "in.x": "x"})
		_, err := bench.ReadCase(dir, parseHddminFlags)
		assert.ErrorContains(t, err, tt.err, tt.name)
	}
}

// TestBenchSharedCaseArgs reads the cases of ../shared/bench with grammars
// loaded at run time as hddmin bench does: their hddmin.args are hddmin's
// flags.
func TestBenchSharedCaseArgs(t *testing.T) {
	for _, tt := range []struct{ name, input, start string }{
		{"sqlite-sakila-view", "input.sql", "parse"},
		{"toml-cargo-dupheader", "input.toml", "document"},
	} {
		dir := filepath.Join("..", "..", "..", "shared", "bench", tt.name)
		if _, err := os.Stat(dir); err != nil {
			t.Skipf("no ../shared/bench: %v", err)
		}
		c, err := bench.ReadCase(dir, parseHddminFlags)
		require.NoError(t, err)
		abs, _ := filepath.Abs(dir)
		assert.Equal(t, filepath.Join(abs, tt.input), c.Input)
		require.Len(t, c.Flags, 6)
		assert.True(t, filepath.IsAbs(c.Flags[1]) && filepath.IsAbs(c.Flags[3]), "%v", c.Flags)
		assert.Equal(t, []string{"--start", tt.start}, c.Flags[4:])
		// The flags are hddmin's: the grammar loads, the input parses.
		code, _, stderr := hddmin(t, append(c.Flags, "--dump", "text", c.Input)...)
		assert.Equal(t, exitReduced, code, stderr)
	}
}

// TestBenchDocCommands runs the hddmin bench commands of the README,
// docs/benchmarks.md and docs/variants.md exactly as they are written, each document in a
// folder laid out as they assume (./hddmin, cases/*/ with the cases they
// name, or one if they name none, and a folder that is no case,
// my-variants.json), with small cases
// (issue 31, item 0). Before, the relative -o made every run fail.
func TestBenchDocCommands(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin: the same without -race")
	}
	bin := binary(t)
	for _, doc := range []string{"README.md", filepath.Join("docs", "benchmarks.md"), filepath.Join("docs", "variants.md")} {
		t.Run(filepath.Base(doc), func(t *testing.T) {
			t.Parallel() // each in a folder of its own
			cmds := benchCommands(t, filepath.Join("..", "..", doc))
			require.NotEmpty(t, cmds)
			root := t.TempDir()
			work := filepath.Join(root, "work")
			named := 0
			for _, line := range cmds { // the cases named
				for _, m := range regexp.MustCompile(`\bcases/([\w.-]+)`).FindAllStringSubmatch(line, -1) {
					benchCaseDir(t, filepath.Join(work, "cases", m[1]), nil)
					named++
				}
			}
			if named == 0 { // cases/*/ finds a case
				benchCaseDir(t, filepath.Join(work, "cases", "tiny"), nil)
			}
			require.NoError(t, os.MkdirAll(filepath.Join(work, "cases", "tools"), 0o755))
			writeFile(t, work, "my-variants.json", copyVariant, 0o644)
			data, err := os.ReadFile(bin)
			require.NoError(t, err)
			writeFile(t, work, "hddmin", string(data), 0o755)
			for _, line := range cmds {
				cmd := exec.Command("sh", "-c", line)
				cmd.Dir = work
				cmd.Env = append(os.Environ(), "PATH="+work+string(os.PathListSeparator)+os.Getenv("PATH"))
				printed, err := cmd.CombinedOutput()
				assert.NoError(t, err, "%s\n%s", line, printed)
				assert.NotContains(t, string(printed), "failed", line)
			}
			results, _ := filepath.Glob(filepath.Join(work, "results*", "results.json"))
			require.NotEmpty(t, results)
			for _, r := range results {
				res := readResults(t, filepath.Dir(r))
				for _, run := range res.Runs {
					assert.Equal(t, bench.StatusOK, run.Status, "%s: %s", run.Variant, run.Error)
				}
			}
		})
	}
}

// benchCommands returns the lines of the sh code blocks of a Markdown
// file that run hddmin bench (not --list-variants, which the text shows
// inline).
func benchCommands(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var out []string
	for _, block := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(string(data), -1) {
		for _, line := range strings.Split(block[1], "\n") {
			if regexp.MustCompile(`^(\./)?hddmin bench `).MatchString(line) {
				out = append(out, line)
			}
		}
	}
	return out
}

// TestBenchCVise runs the manual's C-Vise variant, as written there, on a
// small case, where C-Vise is installed (issue 31, item 17: C-Vise 2.7
// refuses an {input} with a folder in its path), with -tags long; and on a
// case whose test C-Vise cannot run (issue 42, item 4).
func TestBenchCVise(t *testing.T) {
	if testing.Short() {
		t.Skip("runs C-Vise")
	}
	if _, err := exec.LookPath("cvise"); err != nil {
		t.Skip("no cvise")
	}
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	m := regexp.MustCompile(`\{"name": "cvise", "command": "([^"]*)"\}`).FindSubmatch(doc)
	require.NotNil(t, m, "the manual's C-Vise variant")
	root := t.TempDir()
	variants := writeFile(t, root, "v.json", `[{"name": "cvise", "command": "`+string(m[1])+`"}]`, 0o644)
	if long.Enabled { // C-Vise's reduction takes a minute on a busy machine
		c := benchCaseDir(t, filepath.Join(root, "c"), map[string]string{"in.json": `{"a": [1, 2, "needle", 3], "b": {"c": 4}}` + "\n"})
		code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", filepath.Join(root, "res"), c)
		require.Equal(t, exitReduced, code, stderr)
		r := readResults(t, filepath.Join(root, "res")).Runs[0]
		assert.Equal(t, bench.StatusOK, r.Status, r.Error)
		assert.Less(t, *r.BytesOut, r.BytesIn)
		assert.Positive(t, r.Tests)
	}

	// A test that reads $1, which C-Vise does not give: C-Vise says it
	// cannot run, and exits with status 0; the run is a failure, not "21
	// -> 21 bytes, verified" (issue 42, item 4).
	dollar1 := benchCaseDir(t, filepath.Join(root, "dollar1"), map[string]string{"in.json": `{"a": [1, "needle"]}` + "\n",
		"test.sh": "#!/bin/sh\ngrep -q needle \"$1\"\n"})
	code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", filepath.Join(root, "res1"), dollar1)
	require.Equal(t, exitNotInteresting, code, stderr)
	r := readResults(t, filepath.Join(root, "res1")).Runs[0]
	assert.Equal(t, bench.StatusFailed, r.Status)
	assert.Equal(t, 0, r.ExitStatus, "C-Vise exits with status 0")
	assert.Contains(t, r.Error, "the reducer removed nothing, and its test never passed")
	assert.Contains(t, r.Error, "C-Vise cannot run because the interestingness test does not return")
	assert.Contains(t, stderr, "dollar1, cvise: failed: the reducer removed nothing")
}
