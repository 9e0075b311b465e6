package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hddmin/hddmin/internal/cgroup"
	"github.com/hddmin/hddmin/internal/report"
	"github.com/hddmin/hddmin/internal/shell"
	"github.com/hddmin/hddmin/internal/tail"
	"github.com/hddmin/hddmin/internal/watchdog"
)

// This file runs a run: hddmin with a variant's flags, or an external
// reducer, in a folder of its own, then the test of its result.

// a failure of bench itself, or an interruption (ctx is done): the run is
// not recorded.
func (b *bencher) runOne(ctx context.Context, j job) (*Record, error) {
	name := fileName(j.v.Name)
	if j.seed != 0 {
		name += "-s" + strconv.FormatUint(j.seed, 10)
	}
	dir := filepath.Join(b.opts.Out, "runs", j.c.Name, name+"-"+strconv.Itoa(j.repeat))
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	r := &Record{
		Case: j.c.Name, CasePath: j.c.Dir, CaseFlags: j.c.FlagsText, Input: j.c.Input, Variant: j.v.Name, Flags: j.v.Flags, Command: j.v.Command,
		Seed: j.seed, Repeat: j.repeat, Version: b.results.Version, Started: time.Now().UTC().Format(time.RFC3339),
		LoadAverage: loadAverage(), BytesIn: j.c.Size, Argv: []string{}, Phases: []Phase{}, Curve: []Point{},
		RunTimeout: j.c.runTimeout.Seconds(),
	}
	output := filepath.Join(dir, filepath.Base(j.c.Input))
	var err error
	if j.v.Command != "" {
		r.Kind = KindExternal
		err = b.runExternal(ctx, j, dir, &output, r)
	} else {
		r.Kind = KindHddmin
		err = b.runHddmin(ctx, j, dir, output, r)
	}
	if err != nil {
		return nil, err
	}
	if rel, err := filepath.Rel(b.opts.Out, output); err == nil {
		r.Output = rel
	}
	data, n, err := j.c.result(output)
	if r.Status == StatusFailed || err != nil {
		if r.Status != StatusTimeout {
			r.Status = StatusFailed
		}
		if err != nil && r.Error == "" {
			r.Error = "no result: " + err.Error()
		}
		return r, nil
	}
	r.BytesOut = &n
	ok, ended, err := runCaseTest(ctx, b.dog, j.c, data, j.c.verifyTimeout)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	var timeout *testTimeout
	if errors.As(err, &timeout) {
		ok, ended, err = false, timeout.Error(), nil
	}
	if err != nil {
		return nil, err
	}
	r.Verification = ended
	switch {
	case r.Status == StatusTimeout: // the best result so far, verified, but not counted
	case ok:
		r.Status = StatusOK
	default:
		r.Status = StatusUnverified
	}
	return r, nil
}

// runLogged runs argv in workDir, in a process group of its own, with
// what it prints to logDir/stderr.txt, and returns its exit status (-1 if
// it did not start) and the end of what it printed. When ctx is done, the
// group gets an interrupt, and a kill 10 seconds later; whatever is left
// of the group when the command ends is killed.
func runLogged(ctx context.Context, dog *watchdog.Watchdog, argv []string, workDir, logDir string, ownCgroup bool) (int, string, error) {
	log, err := os.Create(filepath.Join(logDir, "stderr.txt"))
	if err != nil {
		return -1, "", err
	}
	defer log.Close()
	var t tail.Buffer
	newCmd := func() *exec.Cmd {
		cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
		cmd.Dir = workDir
		cmd.Stdout = io.MultiWriter(log, &t)
		cmd.Stderr = cmd.Stdout
		cmd.Env = append(os.Environ(), dog.RunEnv()...)
		// The run is in a folder of its own: a relative TMPDIR would name a
		// folder there.
		if tmp := os.Getenv("TMPDIR"); tmp != "" && !filepath.IsAbs(tmp) {
			if abs, err := filepath.Abs(tmp); err == nil {
				cmd.Env = append(cmd.Env, "TMPDIR="+abs)
			}
		}
		childGroup(cmd)
		cmd.WaitDelay = 10 * time.Second
		return cmd
	}
	cmd := newCmd()
	// Where the system lets bench, an external reducer's run has a cgroup
	// of its own too, which no process of the run leaves (a test that
	// calls env -i setsid, say), known to the watchdog before the run
	// starts. Not a run of hddmin, whose tests have cgroups of their own,
	// and whose watchdog, in the run's cgroup, would die with it and leave
	// the folder of its tests behind.
	var cg *cgroup.Group
	if ownCgroup {
		cg = cgroup.New()
	}
	if cg != nil && cmd.SysProcAttr != nil {
		dog.Cgroup(cg.Path(), true)
		cg.Attach(cmd.SysProcAttr)
	} else {
		cg.Kill()
		cg = nil
	}
	err = cmd.Start()
	if err != nil && cg != nil && ctx.Err() == nil {
		cg.Detach(cmd.SysProcAttr) // the system takes no process into a new cgroup
		dog.Cgroup(cg.Path(), false)
		cg = nil
		cmd = newCmd()
		err = cmd.Start()
	}
	if err == nil {
		dog.Group(cmd.Process.Pid, true)
		err = cmd.Wait()
		endGroup(cmd.Process.Pid)
		dog.Group(cmd.Process.Pid, false)
	}
	if cg != nil {
		cg.Kill()
		dog.Cgroup(cg.Path(), false)
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, t.String(), nil
	case errors.As(err, &exit):
		return exit.ExitCode(), t.String(), nil
	}
	return -1, t.String(), err
}

// errRunTimeout is the cause of the end of a run that reached its time
// limit.
var errRunTimeout = errors.New("the run reached its time limit")

// runContext returns the context of a run: ctx, ended with errRunTimeout
// after limit (if any).
func runContext(ctx context.Context, limit time.Duration) (context.Context, context.CancelFunc) {
	if limit > 0 {
		return context.WithTimeoutCause(ctx, limit, errRunTimeout)
	}
	return ctx, func() {}
}

// runTimed is runLogged, with argv, the wall time and the exit status
// recorded in r, under the time limit of the case (if any). A run that
// reaches it is stopped, and recorded with the status timeout.
func runTimed(ctx context.Context, dog *watchdog.Watchdog, r *Record, limit time.Duration, argv []string, workDir, logDir string) (int, string, error) {
	r.Argv = argv
	rctx, cancel := runContext(ctx, limit)
	defer cancel()
	start := time.Now()
	code, printed, err := runLogged(rctx, dog, argv, workDir, logDir, r.Kind == KindExternal)
	r.WallSeconds = roundSeconds(time.Since(start))
	r.ExitStatus = code
	if ctx.Err() == nil && errors.Is(context.Cause(rctx), errRunTimeout) {
		r.Status = StatusTimeout
		r.Error = fmt.Sprintf("stopped after %v (the time limit of a run, --run-timeout)", limit)
	}
	return code, printed, err
}

// runHddmin runs hddmin with the variant's flags, and reads the counts of
// its --report.
func (b *bencher) runHddmin(ctx context.Context, j job, dir, output string, r *Record) error {
	flags, err := shell.Split(j.v.Flags)
	if err != nil {
		return err
	}
	reportPath := filepath.Join(dir, "report.json")
	argv := append([]string{b.opts.Hddmin}, flags...)
	if b.opts.Jobs > 0 {
		argv = append(argv, "-j", strconv.Itoa(b.opts.Jobs))
	}
	if j.seed != 0 {
		argv = append(argv, "--seed", strconv.FormatUint(j.seed, 10))
	}
	if b.opts.NoCache {
		argv = append(argv, "--no-cache")
		r.NoCache = true
	}
	argv = append(argv, j.c.Flags...)
	argv = append(argv, "-q", "-t", j.c.Test, "-o", output, "--report", reportPath, j.c.Input)
	code, printed, err := b.runTimed(ctx, r, j.c.runTimeout, argv, dir, dir)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if launchFailed(err) {
		return err
	}
	if r.Status == StatusTimeout {
		return nil // its best result so far is verified, its counts are lost
	}
	if err != nil {
		r.Status, r.Error = StatusFailed, err.Error()
		return nil
	}
	if code != 0 {
		r.Status, r.Error = StatusFailed, fmt.Sprintf("exit status %d: %s", code, strings.TrimSpace(printed))
		return nil
	}
	data, err := os.ReadFile(reportPath)
	if err != nil {
		r.Status, r.Error = StatusFailed, "no report: "+err.Error()
		return nil
	}
	var rep report.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return fmt.Errorf("%s: %v", reportPath, err)
	}
	tot := rep.Totals
	r.Tests = tot.Tests
	r.TestsOneJob, r.CacheHits, r.Timeouts = &tot.TestsOneJob, &tot.CacheHits, &tot.Timeouts
	r.Cancelled, r.Wasted = &tot.Cancelled, &tot.Wasted
	r.Flaky, r.Stopped = tot.Flaky, tot.Stopped
	r.ReduceSeconds = &tot.Seconds
	r.TokensIn, r.TokensOut = tot.TokensBefore, tot.TokensAfter
	if jobs, ok := rep.Options["jobs"].(float64); ok {
		r.Jobs = int(jobs)
	}
	for _, s := range rep.Steps {
		k := slices.IndexFunc(r.Phases, func(p Phase) bool { return p.Phase == s.Phase })
		if k < 0 {
			r.Phases = append(r.Phases, Phase{Phase: s.Phase, BytesBefore: s.BytesBefore})
			k = len(r.Phases) - 1
		}
		p := &r.Phases[k]
		p.Tests += s.Tests
		p.CacheHits += s.CacheHits
		p.Timeouts += s.Timeouts
		p.Seconds += s.Seconds
		p.BytesAfter = s.BytesAfter
	}
	for i := range r.Phases {
		r.Phases[i].Seconds = roundSeconds(time.Duration(r.Phases[i].Seconds * float64(time.Second)))
	}
	for _, s := range rep.Steps {
		r.Steps = append(r.Steps, Step{Phase: s.Phase, Pass: s.Pass, Level: s.Level, Units: s.Units, Tests: s.Tests,
			CacheHits: s.CacheHits, Timeouts: s.Timeouts, BytesBefore: s.BytesBefore, BytesAfter: s.BytesAfter, Seconds: s.Seconds})
	}
	for _, p := range rep.Curve {
		r.Curve = append(r.Curve, Point{Tests: p.Tests, Bytes: p.Bytes, Seconds: p.Seconds})
	}
	return nil
}

// runExternal runs an external reducer: its command with {input} (a copy
// of the input under its own name, in a folder of its own where the
// command runs), {test} (the case's test behind a wrapper that counts the
// tests and the size of each interesting candidate) and {output} (where
// the result goes; without {output} in the command, the reducer is taken
// to reduce {input} in place, as C-Reduce and C-Vise do).
func (b *bencher) runExternal(ctx context.Context, j job, dir string, output *string, r *Record) error {
	work := filepath.Join(dir, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		return err
	}
	name := filepath.Base(j.c.Input)
	input := filepath.Join(work, name)
	data, err := j.c.text()
	if err != nil {
		return err
	}
	if j.c.fold != nil {
		err = j.c.fold.Materialize(input, data)
	} else {
		err = os.WriteFile(input, data, 0o644)
	}
	if err != nil {
		return err
	}
	log := filepath.Join(dir, "tests.log")
	wrapper := filepath.Join(dir, "counting-test.sh")
	if err := os.WriteFile(wrapper, []byte(countingWrapper(j.c.Test, name, log)), 0o755); err != nil {
		return err
	}
	words, err := shell.Split(j.v.Command)
	if err != nil {
		return err
	}
	if !strings.Contains(j.v.Command, "{output}") {
		*output = input
	}
	// {input} is the input's name in the folder the command runs in:
	// C-Vise takes no other.
	fill := strings.NewReplacer("{input}", name, "{test}", wrapper, "{output}", *output)
	for i, w := range words {
		words[i] = fill.Replace(w)
	}
	code, printed, err := b.runTimed(ctx, r, j.c.runTimeout, words, work, dir)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if launchFailed(err) {
		return err
	}
	tl, lerr := readTestLog(log, j.c.Size)
	r.Tests, r.Curve = tl.tests, tl.curve
	switch {
	case r.Status == StatusTimeout:
	case err != nil:
		r.Status, r.Error = StatusFailed, err.Error()
	case code != 0:
		r.Status, r.Error = StatusFailed, fmt.Sprintf("exit status %d: %s", code, strings.TrimSpace(printed))
	case lerr != nil:
		r.Status, r.Error = StatusFailed, lerr.Error()
	case tl.passed == 0 && unchanged(*output, data):
		// A reducer that refused to work may still exit with status 0
		// (C-Vise 2.7, when its test fails on the input): its "result" is
		// the input, which passes the test. A reducer whose every test
		// failed has found nothing, whatever it says.
		r.Status = StatusFailed
		r.Error = fmt.Sprintf("the reducer removed nothing, and its test never passed (%d test(s), none interesting): it did not reduce (does it run the test as the case needs it, with the candidate's path as $1?)", tl.tests)
		if p := strings.TrimSpace(printed); p != "" {
			r.Error += "; it printed: " + p
		}
	}
	return nil
}

// unchanged reports whether the file at path holds data.
func unchanged(path string, data []byte) bool {
	got, err := os.ReadFile(path)
	return err == nil && bytes.Equal(got, data)
}

// countingWrapper is a test script that runs test with its arguments and
// appends a line to log: the test's exit status and the size of the
// candidate (its argument, else the file name in the working directory,
// as C-Reduce runs tests; the bytes of its files for a folder), -1 if
// there is none.
func countingWrapper(test, name, log string) string {
	return fmt.Sprintf(`#!/bin/sh
# hddmin bench: counts the tests of an external reducer.
f=${1:-%s}
%s "$@"
s=$?
if [ -d "$f" ]; then
	n=$(find "$f" -type f -exec cat {} + 2>/dev/null | wc -c) || n=-1
else
	n=$( (wc -c < "$f") 2>/dev/null ) || n=-1
fi
echo "$s $n" >> %s
exit $s
`, shell.Quote(name), shell.Quote(test), shell.Quote(log))
}

// testLog is what the log of a counting wrapper says: the number of
// tests, how many passed, and the curve of the sizes of the interesting
// candidates that were smaller than all before them.
type testLog struct {
	tests, passed int
	curve         []Point
}

// readTestLog reads the log of a counting wrapper, whose curve starts at
// size.
func readTestLog(path string, size int) (testLog, error) {
	tl := testLog{curve: []Point{{Bytes: size}}}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return tl, errors.New("the reducer ran no test")
	}
	if err != nil {
		return tl, err
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	best := size
	for i, line := range lines {
		f := strings.Fields(line)
		if len(f) != 2 {
			tl.tests = i
			return tl, fmt.Errorf("%s: line %d: %q", path, i+1, line)
		}
		if f[0] == "0" {
			tl.passed++
		}
		n, err := strconv.Atoi(f[1])
		if f[0] == "0" && err == nil && n >= 0 && n < best {
			best = n
			tl.curve = append(tl.curve, Point{Tests: i + 1, Bytes: n})
		}
	}
	tl.tests = len(lines)
	return tl, nil
}

// fileName makes a variant's name a file name.
func fileName(name string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '*':
			return 'S'
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '+', r == '.', r == '_':
			return r
		}
		return '_'
	}, name)
}

func roundSeconds(d time.Duration) float64 {
	return d.Round(time.Millisecond).Seconds()
}
