package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/watchdog"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// fakeTest is a test without processes: decide says what a candidate is.
type fakeTest struct {
	setup   testSetup
	decide  func(ctx context.Context, candidate []byte) (reduce.Outcome, string, error)
	output  string // what the test prints
	calls   atomic.Int32
	aborted atomic.Bool
}

func (f *fakeTest) Run(ctx context.Context, candidate []byte, out io.Writer) (reduce.Outcome, string, error) {
	f.calls.Add(1)
	if out != nil {
		io.WriteString(out, f.output)
	}
	return f.decide(ctx, candidate)
}

func (f *fakeTest) Abort() { f.aborted.Store(true) }

// hasFooBar is the fake of has-foo-bar.sh.
func hasFooBar(_ context.Context, c []byte) (reduce.Outcome, string, error) {
	if bytes.Contains(c, []byte("foo")) && bytes.Contains(c, []byte("bar")) {
		return reduce.Interesting, "exit status 0", nil
	}
	return reduce.NotInteresting, "exit status 1", nil
}

// seam runs the command with the fake test f, from folder dir, with stdin.
func seam(t *testing.T, f *fakeTest, dir, stdin string, args ...string) (code int, stderr string) {
	t.Helper()
	if dir != "" {
		t.Chdir(dir)
	}
	var out, errOut bytes.Buffer
	code = runWith(context.Background(), args, strings.NewReader(stdin), &out, &errOut, func(s testSetup) (testRunner, error) {
		f.setup = s
		return f, nil
	})
	return code, errOut.String()
}

// TestOutputsChecked: every write the run would do over the input, the
// test, or another output, and every output that cannot be written, is
// refused before the first test, with exit status 2.
func TestOutputsChecked(t *testing.T) {
	tests := []struct {
		name string
		args func(dir string) []string // the flags; INPUT is dir/in.json
		want string
	}{
		{"report is the input", func(d string) []string { return []string{"--report", "in.json"} }, "--report in.json is the input"},
		{"report is the input, through a link", func(d string) []string {
			os.Symlink("in.json", filepath.Join(d, "link.json"))
			return []string{"--report", "link.json"}
		}, "--report link.json is the input"},
		{"report is the default output", func(d string) []string { return []string{"--report", "in.reduced.json"} }, "--report in.reduced.json is the output"},
		{"report is -o", func(d string) []string { return []string{"-o", "x.json", "--report", "./x.json"} }, "--report ./x.json is the output"},
		{"output is the test", func(d string) []string { return []string{"-o", "t.sh"} }, "the output t.sh is a file of the test"},
		{"output in a missing folder", func(d string) []string { return []string{"-o", "/nonexistent/dir/x"} }, "the folder /nonexistent/dir does not exist"},
		{"output is a directory", func(d string) []string { os.Mkdir(filepath.Join(d, "sub"), 0o755); return []string{"-o", "sub"} }, "the output sub is a directory"},
		{"output under /dev", func(d string) []string { return []string{"-o", "/dev/null"} }, "under /dev"},
		{"output in a file", func(d string) []string { return []string{"-o", "in.json/x"} }, "does not exist"},
		{"temp dir missing", func(d string) []string { return []string{"--temp-dir", "nosuch"} }, "--temp-dir nosuch"},
		{"report in a missing folder", func(d string) []string { return []string{"--report", "/nonexistent/r.json"} }, "--report /nonexistent/r.json: the folder"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "in.json")
			orig := []byte(`{"a": "foo", "b": "bar", "c": [1, 2]}`)
			require.NoError(t, os.WriteFile(in, orig, 0o644))
			require.NoError(t, os.WriteFile(filepath.Join(dir, "t.sh"), []byte("#!/bin/sh\n"), 0o755))
			f := &fakeTest{decide: hasFooBar}
			args := append(tt.args(dir), "-t", "./t.sh", "in.json")
			code, stderr := seam(t, f, dir, "", args...)
			assert.Equal(t, exitUsage, code, stderr)
			assert.Contains(t, stderr, tt.want)
			assert.Zero(t, f.calls.Load(), "no test ran")
			now, _ := os.ReadFile(in)
			assert.Equal(t, orig, now, "the input is untouched")
			left, _ := filepath.Glob(filepath.Join(dir, "*reduced*"))
			assert.Empty(t, left)
		})
	}
}

// TestOutputLocked: a second run on the same output is refused while the
// first holds it, and may go on once it is released.
func TestOutputLocked(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.json")
	require.NoError(t, os.WriteFile(in, []byte(`["foo", "bar", 1]`), 0o644))
	lock, err := lockOutput(filepath.Join(dir, "in.reduced.json"), "-o")
	require.NoError(t, err)
	f := &fakeTest{decide: hasFooBar}
	code, stderr := seam(t, f, dir, "", "-t", "true", "in.json")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "is writing in.reduced.json")
	assert.Contains(t, stderr, "-o")
	unlockOutput(lock)
	code, stderr = seam(t, f, "", "", "-t", "true", "in.json")
	assert.Equal(t, exitReduced, code, stderr)
	_, err = os.Stat(filepath.Join(dir, ".in.reduced.json.lock"))
	assert.True(t, os.IsNotExist(err), "the lock file is removed")
}

// TestInputFailures: the ways the test of the input can fail, each with
// its exit status and a message that says what to do.
func TestInputFailures(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		decide func(ctx context.Context, c []byte) (reduce.Outcome, string, error)
		output string
		code   int
		want   []string
	}{
		{"not interesting", nil,
			func(context.Context, []byte) (reduce.Outcome, string, error) {
				return reduce.NotInteresting, "exit status 127", nil
			}, "./myprog: not found\n", exitNotInteresting,
			[]string{"in.json is not interesting: the test ended with exit status 127", "temporary directory", "./myprog: not found"}},
		{"not interesting, silent", nil,
			func(context.Context, []byte) (reduce.Outcome, string, error) {
				return reduce.NotInteresting, "exit status 1", nil
			}, "", exitNotInteresting, []string{"It printed nothing"}},
		{"test cannot run", nil,
			func(context.Context, []byte) (reduce.Outcome, string, error) {
				return reduce.NotInteresting, "", errors.New("test: fork: out of memory")
			}, "", exitUsage, []string{"fork: out of memory"}},
		{"timed out", []string{"--timeout", "50ms"},
			func(ctx context.Context, _ []byte) (reduce.Outcome, string, error) {
				<-ctx.Done()
				return reduce.NotInteresting, "signal: killed", ctx.Err()
			}, "", exitNotInteresting, []string{"the test of in.json timed out after 50ms", "--timeout"}},
		// Long enough for the setup to end first on a loaded machine.
		{"max time", []string{"--max-time", "500ms", "--timeout", "0"},
			func(ctx context.Context, _ []byte) (reduce.Outcome, string, error) {
				<-ctx.Done()
				return reduce.NotInteresting, "signal: killed", ctx.Err()
			}, "", exitInterrupted, []string{"--max-time 500ms ran out while testing the input; nothing written"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), []byte(`["foo", "bar"]`), 0o644))
			f := &fakeTest{decide: tt.decide, output: tt.output}
			code, stderr := seam(t, f, dir, "", append(tt.args, "-t", "./t.sh", "in.json")...)
			assert.Equal(t, tt.code, code, stderr)
			for _, w := range tt.want {
				assert.Contains(t, stderr, w)
			}
			assert.Equal(t, int32(1), f.calls.Load(), "the test ran once")
			_, err := os.Stat(filepath.Join(dir, "in.reduced.json"))
			assert.True(t, os.IsNotExist(err), "nothing written")
		})
	}
}

// TestInterruptedInputTest: a signal during the test of the input is exit
// status 130, never "not interesting".
func TestInterruptedInputTest(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), []byte(`["foo", "bar"]`), 0o644))
	t.Chdir(dir)
	ctx, cancel := context.WithCancel(context.Background())
	f := &fakeTest{decide: func(ctx context.Context, _ []byte) (reduce.Outcome, string, error) {
		cancel()
		return reduce.NotInteresting, "signal: terminated", ctx.Err()
	}}
	var stderr bytes.Buffer
	code := runWith(ctx, []string{"-t", "true", "in.json"}, nil, io.Discard, &stderr, func(testSetup) (testRunner, error) { return f, nil })
	assert.Equal(t, exitInterrupted, code)
	assert.Contains(t, stderr.String(), "interrupted while testing the input; nothing written")
	assert.NotContains(t, stderr.String(), "not interesting")
}

// TestWriteFailure: when a best result so far cannot be written, the run
// stops at once with exit status 3 and says why.
func TestWriteFailure(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.json")
	require.NoError(t, os.WriteFile(in, []byte(`{"a": "foo", "b": "bar", "c": [1, 2, 3]}`), 0o644))
	outDir := filepath.Join(dir, "out")
	require.NoError(t, os.Mkdir(outDir, 0o755))
	f := &fakeTest{}
	f.decide = func(ctx context.Context, c []byte) (reduce.Outcome, string, error) {
		if f.calls.Load() == 2 {
			os.RemoveAll(outDir) // the disk goes away after the test of the input
		}
		return hasFooBar(ctx, c)
	}
	code, stderr := seam(t, f, dir, "", "-j", "1", "-t", "true", "-o", filepath.Join(outDir, "o.json"), "in.json")
	assert.Equal(t, exitInternal, code, stderr)
	assert.Contains(t, stderr, "cannot write the best result so far to "+filepath.Join(outDir, "o.json"))
	assert.Less(t, int(f.calls.Load()), 10, "it stopped at the first failed write")
}

// TestStdinInput: INPUT - reads standard input and needs -o.
func TestStdinInput(t *testing.T) {
	dir := t.TempDir()
	f := &fakeTest{decide: hasFooBar}
	code, stderr := seam(t, f, dir, `{"x": "foo", "y": "bar", "z": 1}`, "-t", "true", "-")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "needs -o")
	code, stderr = seam(t, f, "", `{"x": "foo", "y": "bar", "z": 1}`, "-t", "true", "-o", "r.json", "-")
	require.Equal(t, exitReduced, code, stderr)
	got, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	assert.Contains(t, string(got), "foo")
	assert.Equal(t, "r.json", f.setup.name, "the candidate is named after the output")
	_, err = os.Stat(filepath.Join(dir, "-"))
	assert.True(t, os.IsNotExist(err))
}

// TestTestSetup: the test's words and temporary folder are absolute, since
// the test runs elsewhere; --keep-temps says where the folders are.
func TestTestSetup(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), []byte(`["foo", "bar"]`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "check.sh"), []byte("exit 0\n"), 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "tmp"), 0o755))
	t.Setenv("TMPDIR", "tmp")
	f := &fakeTest{decide: hasFooBar}
	code, stderr := seam(t, f, dir, "", "--keep-temps", "-t", "sh check.sh -x nosuch", "in.json")
	require.Equal(t, exitReduced, code, stderr)
	real, _ := filepath.EvalSymlinks(dir)
	words := f.setup.words
	for i := range words {
		if filepath.IsAbs(words[i]) {
			words[i], _ = filepath.EvalSymlinks(words[i])
		}
	}
	assert.Equal(t, []string{"sh", filepath.Join(real, "check.sh"), "-x", "nosuch"}, words)
	tmp, _ := filepath.EvalSymlinks(f.setup.tempDir)
	assert.Equal(t, filepath.Join(real, "tmp"), filepath.Dir(tmp), "the run's folder in TMPDIR, made absolute")
	assert.True(t, strings.HasPrefix(filepath.Base(tmp), watchdog.RunDirPrefix), tmp)
	assert.Contains(t, stderr, "keeping the directory of every test: "+filepath.Join(f.setup.tempDir, "hddmin-*"))
}

// TestTestLookup: a test named without ./ that is a file here, or that is
// not executable, gets an error that says what to give instead.
func TestTestLookup(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), []byte(`["foo", "bar"]`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "t.sh"), []byte("#!/bin/sh\n"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "nx.sh"), []byte("#!/bin/sh\n"), 0o644))
	t.Chdir(dir)
	code, _, stderr := hddmin(t, "-t", "t.sh", "in.json")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "give -t ./t.sh")
	if os.Geteuid() != 0 {
		code, _, stderr = hddmin(t, "-t", "./nx.sh", "in.json")
		assert.Equal(t, exitUsage, code)
		assert.Contains(t, stderr, "chmod +x")
	}
}

// TestSecondSignal: the hard stop (a second signal) aborts the tests.
func TestSecondSignal(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "in.json"), []byte(`["foo", "bar", 1, 2]`), 0o644))
	t.Chdir(dir)
	ctx, cancel := context.WithCancel(context.Background())
	hard := make(chan struct{})
	f := &fakeTest{}
	f.decide = func(ctx context.Context, c []byte) (reduce.Outcome, string, error) {
		if f.calls.Load() == 1 {
			return reduce.Interesting, "exit status 0", nil
		}
		cancel()
		close(hard)
		<-ctx.Done()
		for !f.aborted.Load() {
			runtime.Gosched()
		}
		return reduce.NotInteresting, "signal: killed", testcmd.ErrAborted
	}
	var stderr bytes.Buffer
	code := runWith(withHardStop(ctx, hard), []string{"-j", "1", "-t", "true", "in.json"}, nil, io.Discard, &stderr, func(testSetup) (testRunner, error) { return f, nil })
	assert.Equal(t, exitInterrupted, code, stderr.String())
	assert.True(t, f.aborted.Load())
}
