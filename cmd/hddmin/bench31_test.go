package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
)

// The tests of hddmin bench for issues 30 and 31.

// benchCaseDir writes a case: in.json (or the files given) and test.sh,
// interesting if the candidate holds needle.
func benchCaseDir(t *testing.T, dir string, files map[string]string) string {
	t.Helper()
	require.NoError(t, os.MkdirAll(dir, 0o755))
	if files == nil {
		files = map[string]string{"in.json": `{"a": ["needle", 1]}`}
	}
	if _, ok := files["test.sh"]; !ok {
		files["test.sh"] = "#!/bin/sh\nf=${1:-in.json}\ngrep -q needle \"$f\"\n"
	}
	for name, data := range files {
		mode := os.FileMode(0o644)
		if strings.HasSuffix(name, ".sh") {
			mode = 0o755
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(data), mode))
	}
	return dir
}

// runBenchIn runs hddmin bench in process, with bin as the hddmin it runs.
func runBenchIn(t *testing.T, ctx context.Context, bin string, args ...string) (int, string) {
	t.Helper()
	var stderr bytes.Buffer
	b := &bencher{exe: bin, stdout: &bytes.Buffer{}, stderr: &stderr}
	var err error
	b.cfg, err = parseBenchArgs(args, b.stdout)
	if err != nil {
		return exitUsage, err.Error()
	}
	return b.run(ctx), stderr.String()
}

// readResults reads results.json of out.
func readResults(t *testing.T, out string) *benchResults {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	require.NoError(t, err)
	assert.Empty(t, validateSchema(t, benchSchema, data))
	var res benchResults
	require.NoError(t, json.Unmarshal(data, &res))
	return &res
}

// copyVariant is an external reducer that copies the input: fast.
const copyVariant = `[{"name": "copy", "command": "sh -c 'cp \"$0\" \"$1\" && \"$2\" \"$1\"' {input} {output} {test}"}]`

// TestBenchSameBaseName: two cases whose folders have one name (a/same and
// b/same) get results of their own, named by their parents, and --resume
// tells them apart (issue 31, item 2). Before, the second run removed the
// first one's result and both rows pointed at one file.
func TestBenchSameBaseName(t *testing.T) {
	root := t.TempDir()
	a := benchCaseDir(t, filepath.Join(root, "a", "same"), map[string]string{"in.json": `{"x": "needle a"}`})
	b := benchCaseDir(t, filepath.Join(root, "b", "same"), map[string]string{"in.json": `{"y": "needle b b"}`})
	variants := writeFile(t, root, "v.json", copyVariant, 0o644)
	out := filepath.Join(root, "res")
	code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", out, a, b, a)
	require.Equal(t, exitReduced, code, stderr)
	res := readResults(t, out)
	require.Len(t, res.Runs, 2, "a case given twice runs once")
	assert.Equal(t, "a/same", res.Runs[0].Case)
	assert.Equal(t, "b/same", res.Runs[1].Case)
	assert.Equal(t, a, res.Runs[0].CasePath)
	for _, r := range res.Runs {
		got, err := os.ReadFile(filepath.Join(out, r.Output))
		require.NoError(t, err)
		want, _ := os.ReadFile(r.Input)
		assert.Equal(t, string(want), string(got), "each case has its own result")
	}
	assert.NotEqual(t, res.Runs[0].Output, res.Runs[1].Output)
	md, err := os.ReadFile(filepath.Join(out, "results.md"))
	require.NoError(t, err)
	assert.Contains(t, string(md), "## a/same")
	assert.Contains(t, string(md), "## b/same")

	// --resume with either or both: nothing runs again.
	for _, cases := range [][]string{{a, b}, {b}, {a}} {
		code, stderr = runBenchIn(t, context.Background(), "/nonexistent", append([]string{"--resume", "--variants-file", variants, "-o", out}, cases...)...)
		require.Equal(t, exitReduced, code, stderr)
		assert.Contains(t, stderr, "runs are in results.json already")
		assert.NotContains(t, stderr, "[1/")
	}
	// A third folder of that name, alone: a name of its own.
	c := benchCaseDir(t, filepath.Join(root, "c", "same"), nil)
	code, stderr = runBenchIn(t, context.Background(), "/nonexistent", "--resume", "--variants-file", variants, "-o", out, c)
	require.Equal(t, exitReduced, code, stderr)
	res = readResults(t, out)
	require.Len(t, res.Runs, 3)
	assert.Equal(t, "same", res.Runs[2].Case, "no run of results.json is named same")
	code, _ = runBenchIn(t, context.Background(), "/nonexistent", "--resume", "--variants-file", variants, "-o", out, benchCaseDir(t, filepath.Join(root, "d", "same"), nil))
	require.Equal(t, exitReduced, code)
	res = readResults(t, out)
	require.Len(t, res.Runs, 4)
	assert.Equal(t, "d/same", res.Runs[3].Case, "same is c/same's")
}

// TestBenchResumeNull: --resume on a results.json with a null run (or one
// without what the tables read) drops it and runs it again (issue 31, item
// 15); before, hddmin bench panicked. A JSON error says where it is.
func TestBenchResumeNull(t *testing.T) {
	root := t.TempDir()
	c := benchCaseDir(t, filepath.Join(root, "c"), nil)
	variants := writeFile(t, root, "v.json", copyVariant, 0o644)
	out := filepath.Join(root, "res")
	code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", out, c)
	require.Equal(t, exitReduced, code, stderr)
	path := filepath.Join(out, "results.json")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, tt := range []struct{ broken, want string }{
		{strings.Replace(string(data), `"runs": [`, `"runs": [null, `, 1), "run 1 is null"},
		{strings.Replace(string(data), `"bytes_out": 20`, `"bytes_out": null`, 1), "run 1 is ok but has no bytes_out"},
		{regexp.MustCompile(`(?s)"runs": \[.*\],\s*"skipped"`).ReplaceAllString(string(data), `"runs": [null], "skipped"`), "run 1 is null"},
	} {
		require.NotEqual(t, string(data), tt.broken)
		require.NoError(t, os.WriteFile(path, []byte(tt.broken), 0o644))
		code, stderr = runBenchIn(t, context.Background(), "/nonexistent", "--resume", "--variants-file", variants, "-o", out, c)
		require.Equal(t, exitReduced, code, stderr)
		assert.Contains(t, stderr, tt.want+": dropped; it runs again")
		assert.Len(t, readResults(t, out).Runs, 1)
		data, _ = os.ReadFile(path)
	}
	assert.Contains(t, stderr, "[1/1] c, variant copy", "the run dropped runs again")
	require.NoError(t, os.WriteFile(path, []byte("{\"format\": \"hddmin-bench/1\",\n \"runs\": [1,]}"), 0o644))
	code, stderr = runBenchIn(t, context.Background(), "/nonexistent", "--resume", "--variants-file", variants, "-o", out, c)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, path+":2:13: invalid character ']'")
}

// TestBenchMessages: the errors of hddmin bench say what to do, once
// (issue 31, item 17).
func TestBenchMessages(t *testing.T) {
	root := t.TempDir()
	variants := writeFile(t, root, "v.json", copyVariant, 0o644)
	nx := benchCaseDir(t, filepath.Join(root, "nx"), nil)
	require.NoError(t, os.Chmod(filepath.Join(nx, "test.sh"), 0o644))
	bang := benchCaseDir(t, filepath.Join(root, "bang"), map[string]string{"test.sh": "grep -q needle \"$1\"\n", "in.json": "needle"})
	code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", filepath.Join(root, "res"), nx, bang)
	assert.Equal(t, exitNotInteresting, code)
	assert.Contains(t, stderr, "skipping case nx: test command: exec: \""+filepath.Join(nx, "test.sh")+"\": permission denied; make it executable: chmod +x "+filepath.Join(nx, "test.sh"))
	assert.Contains(t, stderr, "skipping case bang: test: fork/exec "+filepath.Join(bang, "test.sh")+": exec format error; "+filepath.Join(bang, "test.sh")+" has no #! line")

	// An -o that cannot be written: a usage error, said once, before any
	// run (before, status 3 and the error twice, after the input's test).
	unwritable := filepath.Join(root, "ro")
	require.NoError(t, os.Mkdir(unwritable, 0o555))
	if os.Geteuid() == 0 {
		if runtime.GOOS != "linux" {
			t.Skip("as root, no folder but /sys's is unwritable")
		}
		unwritable = "/sys/kernel"
	}
	code, stderr = runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", unwritable, benchCaseDir(t, filepath.Join(root, "ok"), nil))
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, 1, strings.Count(stderr, "cannot be written"), stderr)
	assert.Contains(t, stderr, "hddmin bench: -o "+unwritable+": the results cannot be written there: ")
	assert.NotContains(t, stderr, "[1/", "no run")
}

// TestBenchRunTimeout: a case whose test hangs on its input is skipped
// after the time limit and the other cases run; a run that reaches the
// time limit (an external reducer that hangs, a slow hddmin run) is
// stopped and recorded as timed out, with its best result so far verified
// (issue 31, items 5 and 6). Before, hddmin bench waited for ever.
func TestBenchRunTimeout(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	root := t.TempDir()
	marker := "HDDMIN_BENCH_TIMEOUT_TEST=" + filepath.Base(root)
	t.Setenv("HDDMIN_BENCH_TIMEOUT_TEST", filepath.Base(root))
	hang := benchCaseDir(t, filepath.Join(root, "hang"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nsleep 1000\n"})
	slow := benchCaseDir(t, filepath.Join(root, "slow"), map[string]string{
		"in.json": `{"a": [1, "needle", 3], "b": {"c": "x", "d": [4, 5, 6, 7, 8]}, "e": [9, 10, 11]}`,
		"test.sh": "#!/bin/sh\nf=${1:-in.json}\n[ \"$(basename \"$PWD\")\" = work ] || sleep 0.3\ngrep -q needle \"$f\"\n"})
	variants := writeFile(t, root, "v.json", `[{"name": "stuck", "command": "sh -c 'sleep 100000' {test} {input}"}]`, 0o644)
	out := filepath.Join(root, "res")
	start := time.Now()
	code, stderr := runBenchIn(t, context.Background(), bin, "--variants-file", variants, "--variants", "stuck,default", "-j", "1",
		"--run-timeout", "5s", "-o", out, hang, slow)
	took := time.Since(start)
	assert.Equal(t, exitNotInteresting, code, stderr)
	assert.Contains(t, stderr, "skipping case hang: in.json is not interesting: timed out after 5s")
	assert.Less(t, took, 90*time.Second)
	res := readResults(t, out)
	require.Len(t, res.Runs, 2, stderr)
	for _, r := range res.Runs {
		assert.Equal(t, statusTimeout, r.Status, "%s: %s", r.Variant, r.Error)
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

// TestBenchDefaultRunTimeout: without --run-timeout, a run's limit comes
// from the test of its case's input, and the test of an input is itself
// bounded, and announced while it runs.
func TestBenchDefaultRunTimeout(t *testing.T) {
	root := t.TempDir()
	c := benchCaseDir(t, filepath.Join(root, "c"), nil)
	variants := writeFile(t, root, "v.json", copyVariant, 0o644)
	code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", filepath.Join(root, "res"), c)
	require.Equal(t, exitReduced, code, stderr)
	r := readResults(t, filepath.Join(root, "res")).Runs[0]
	assert.Equal(t, minRunTimeout.Seconds(), r.RunTimeout, "a fast test: the least limit")
	code, _ = runBenchIn(t, context.Background(), "/nonexistent", "--run-timeout", "0", "--variants-file", variants, "-o", filepath.Join(root, "res0"), c)
	require.Equal(t, exitReduced, code)
	assert.Zero(t, readResults(t, filepath.Join(root, "res0")).Runs[0].RunTimeout, "--run-timeout 0: none")

	oldNotice, oldInput := waitNotice, inputTimeout
	waitNotice, inputTimeout = 100*time.Millisecond, time.Second
	defer func() { waitNotice, inputTimeout = oldNotice, oldInput }()
	hang := benchCaseDir(t, filepath.Join(root, "hang"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nsleep 1000\n"})
	code, stderr = runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", filepath.Join(root, "res1"), hang, c)
	assert.Equal(t, exitNotInteresting, code)
	assert.Contains(t, stderr, "case hang: the test of its input has run for 100ms; it is stopped after 1s")
	assert.Contains(t, stderr, "skipping case hang: in.json is not interesting: timed out after 1s")
	assert.Contains(t, stderr, "[1/1] c, variant copy", "the other case runs")
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
	got, err := findCase(c)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(c, "prog.calc"), got.input, "the input named, not one found")
	assert.Equal(t, []string{"-g", filepath.Join(c, "grammar", "Calc.g4"), "--start", "program"}, got.flags)
	assert.Equal(t, "-g grammar/Calc.g4 --start program", got.flagsText)

	if !testing.Short() {
		bin := binary(t)
		out := filepath.Join(root, "res")
		code, stderr := runBenchIn(t, context.Background(), bin, "--variants", "default", "-j", "1", "-o", out, c)
		require.Equal(t, exitReduced, code, stderr)
		r := readResults(t, out).Runs[0]
		assert.Equal(t, statusOK, r.Status, r.Error)
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
		_, err := findCase(dir)
		assert.ErrorContains(t, err, tt.err, tt.name)
	}
}

// TestBenchSharedCaseArgs reads the cases of ../shared/bench with grammars
// loaded at run time as hddmin bench does.
func TestBenchSharedCaseArgs(t *testing.T) {
	for _, tt := range []struct{ name, input, start string }{
		{"sqlite-sakila-view", "input.sql", "parse"},
		{"toml-cargo-dupheader", "input.toml", "document"},
	} {
		dir := filepath.Join("..", "..", "..", "shared", "bench", tt.name)
		if _, err := os.Stat(dir); err != nil {
			t.Skipf("no ../shared/bench: %v", err)
		}
		c, err := findCase(dir)
		require.NoError(t, err)
		abs, _ := filepath.Abs(dir)
		assert.Equal(t, filepath.Join(abs, tt.input), c.input)
		require.Len(t, c.flags, 6)
		assert.True(t, filepath.IsAbs(c.flags[1]) && filepath.IsAbs(c.flags[3]), "%v", c.flags)
		assert.Equal(t, []string{"--start", tt.start}, c.flags[4:])
		// The flags are hddmin's: the grammar loads, the input parses.
		code, _, stderr := hddmin(t, append(c.flags, "--dump", "text", c.input)...)
		assert.Equal(t, exitReduced, code, stderr)
	}
}

// TestBenchDocCommands runs the hddmin bench commands of the README,
// docs/benchmarks.md and docs/variants.md exactly as they are written, each document in a
// folder laid out as they assume (./hddmin, ../shared/bench/*/ with a
// folder that is no case, cases/*/, my-variants.json), with small cases
// (issue 31, item 0). Before, the relative -o made every run fail.
func TestBenchDocCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin: the same without -race")
	}
	bin := binary(t)
	for _, doc := range []string{"README.md", filepath.Join("docs", "benchmarks.md"), filepath.Join("docs", "variants.md")} {
		t.Run(filepath.Base(doc), func(t *testing.T) {
			cmds := benchCommands(t, filepath.Join("..", "..", doc))
			require.NotEmpty(t, cmds)
			root := t.TempDir()
			work := filepath.Join(root, "work")
			benchCaseDir(t, filepath.Join(root, "shared", "bench", "tiny"), nil)
			for _, line := range cmds { // the cases named
				for _, m := range regexp.MustCompile(`\.\./shared/bench/([\w.-]+)`).FindAllStringSubmatch(line, -1) {
					benchCaseDir(t, filepath.Join(root, "shared", "bench", m[1]), nil)
				}
			}
			require.NoError(t, os.MkdirAll(filepath.Join(root, "shared", "bench", "tools"), 0o755))
			benchCaseDir(t, filepath.Join(work, "cases", "tiny"), nil)
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
					assert.Equal(t, statusOK, run.Status, "%s: %s", run.Variant, run.Error)
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
// small case, where C-Vise is installed (issue 31, item 17): C-Vise 2.7
// refuses an {input} with a folder in its path.
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
	c := benchCaseDir(t, filepath.Join(root, "c"), map[string]string{"in.json": `{"a": [1, 2, "needle", 3], "b": {"c": 4}}` + "\n"})
	variants := writeFile(t, root, "v.json", `[{"name": "cvise", "command": "`+string(m[1])+`"}]`, 0o644)
	code, stderr := runBenchIn(t, context.Background(), "/nonexistent", "--variants-file", variants, "-o", filepath.Join(root, "res"), c)
	require.Equal(t, exitReduced, code, stderr)
	r := readResults(t, filepath.Join(root, "res")).Runs[0]
	assert.Equal(t, statusOK, r.Status, r.Error)
	assert.Less(t, *r.BytesOut, r.BytesIn)
	assert.Positive(t, r.Tests)
}
