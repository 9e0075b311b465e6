package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/report"
)

// binary builds hddmin once for the tests that run it as a process, as
// the README builds it (a static binary), and returns its path.
func binary(t testing.TB) string {
	t.Helper()
	return hddmintest.Binary(t, ".")
}

// TestInterrupt sends SIGINT to a running reduction: it must stop soon,
// exit 130, leave an interesting best result in the output, and leave the
// input as it was.
func TestInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	in := input(t, "ok.json")
	orig, _ := os.ReadFile(in)
	out := filepath.Join(t.TempDir(), "out.json")
	cmd := exec.Command(bin, "-j", "2", "-t", testScript("slow-foo-bar.sh"), "-o", out, in)
	cmd.Env = append(os.Environ(), "HDDMIN_TEST_SLEEP=0.2")
	// Wait for a first improvement, then interrupt.
	stderr := startUntilWritten(t, cmd, out, 20*time.Second)
	time.Sleep(300 * time.Millisecond)
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	start := time.Now()
	err := cmd.Wait()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, stderr.String())
	assert.Equal(t, 130, exit.ExitCode(), stderr.String())
	assert.Less(t, time.Since(start), 5*time.Second, "it stops soon")
	assert.Contains(t, stderr.String(), "interrupted; the best result so far is in "+out)
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.NoError(t, exec.Command(testScript("has-foo-bar.sh"), out).Run(), "the result is interesting: %q", got)
	now, _ := os.ReadFile(in)
	assert.Equal(t, orig, now, "the input is unchanged")
}

func TestReport(t *testing.T) {
	t.Parallel()
	in := input(t, "ok.json")
	path := filepath.Join(t.TempDir(), "report.json")
	code, _, stderr := hddmin(t, "--report", path, "--phase", "coarse-prune,prune,space", "-t", testScript("has-foo-bar.sh"), "-o", filepath.Join(t.TempDir(), "o.json"), in)
	require.Equal(t, 0, code, stderr)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var r report.Report
	require.NoError(t, json.Unmarshal(data, &r))
	assert.Equal(t, "json", r.Grammar)
	assert.Equal(t, []any{"coarse-prune", "prune", "space"}, r.Options["phases"])
	require.NotEmpty(t, r.Steps)
	sum := 1 + r.Totals.Confirms // the test of the input, and the final check
	for _, s := range r.Steps {
		sum += s.Tests
	}
	assert.Equal(t, r.Totals.Tests, sum, "the steps add up")
	assert.Equal(t, "space", r.Steps[len(r.Steps)-1].Phase)
	assert.NotNil(t, r.Steps[0].Level)
	assert.Less(t, r.Totals.BytesAfter, r.Totals.BytesBefore)
	assert.Positive(t, r.Totals.TestTimeout)

	// The curve starts at the input, falls at every success and ends at the
	// result.
	require.GreaterOrEqual(t, len(r.Curve), 2)
	assert.Equal(t, report.CurvePoint{Bytes: r.Totals.BytesBefore}, r.Curve[0])
	for i := 1; i < len(r.Curve); i++ {
		assert.Less(t, r.Curve[i].Bytes, r.Curve[i-1].Bytes, "point %d", i)
		assert.GreaterOrEqual(t, r.Curve[i].Tests, r.Curve[i-1].Tests, "point %d", i)
	}
	last := r.Curve[len(r.Curve)-1]
	assert.Equal(t, r.Totals.BytesAfter, last.Bytes)
	assert.LessOrEqual(t, last.Tests, r.Totals.Tests)
	assert.LessOrEqual(t, len(r.Curve), r.Totals.Interesting, "a point per success, and the input")
}

func TestJobsSameResult(t *testing.T) {
	t.Parallel()
	in := input(t, "ok.json")
	var outs []string
	for _, j := range []string{"1", "4"} {
		out := filepath.Join(t.TempDir(), "out.json")
		code, _, stderr := hddmin(t, "-j", j, "-t", testScript("slow-foo-bar.sh"), "-o", out, in)
		require.Equal(t, 0, code, stderr)
		data, _ := os.ReadFile(out)
		outs = append(outs, string(data))
	}
	assert.Equal(t, outs[0], outs[1])
}

func TestTestTimeout(t *testing.T) {
	t.Parallel() // waits for time limits, mostly
	if testing.Short() {
		t.Skip("waits for some 50 time limits of 1 s")
	}
	in := input(t, "tiny.json")
	out := filepath.Join(t.TempDir(), "out.json")
	// The input's test must end within the timeout on a loaded machine.
	// That hung tests and their children are killed at it, and none is
	// left, TestFaultMatrix checks ("--timeout, candidates hang").
	code, _, stderr := hddmin(t, "--timeout", "1s", "-j", "8", "-t", testScript("hang-unless-foo.sh"), "-o", out, in)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "timeouts")
	assert.Contains(t, stderr, "test timeout 1s")
	got, _ := os.ReadFile(out)
	assert.Contains(t, string(got), "foo")
	assert.Contains(t, string(got), "bar")
}

func TestTempDirs(t *testing.T) {
	t.Parallel()
	in := input(t, "ok.json")
	for _, keep := range []bool{false, true} {
		dir := t.TempDir()
		args := []string{"--temp-dir", dir, "-t", testScript("has-foo-bar.sh"), "-o", filepath.Join(t.TempDir(), "o.json"), in}
		if keep {
			args = append([]string{"--keep-temps"}, args...)
		}
		code, _, stderr := hddmin(t, args...)
		require.Equal(t, 0, code, stderr)
		left, _ := filepath.Glob(filepath.Join(dir, "hddmin-run-*", "hddmin-*", "ok.json"))
		if keep {
			assert.NotEmpty(t, left)
		} else {
			assert.Empty(t, left)
		}
	}
}

func TestMaxTests(t *testing.T) {
	in := input(t, "ok.json")
	out := filepath.Join(t.TempDir(), "o.json")
	code, _, stderr := hddmin(t, "--max-tests", "5", "-t", testScript("has-foo-bar.sh"), "-o", out, in)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "stopped early: test budget used up")
	assert.NoError(t, exec.Command(testScript("has-foo-bar.sh"), out).Run())
}

// startUntilWritten starts cmd and waits until path exists (the first
// result written), at most within; it returns the command's stderr, whole
// once cmd.Wait returns. It kills cmd and fails the test if path does not
// come in time.
func startUntilWritten(t *testing.T, cmd *exec.Cmd, path string, within time.Duration) *strings.Builder {
	t.Helper()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	deadline := time.Now().Add(within)
	for {
		if _, err := os.Stat(path); err == nil {
			return &stderr
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			cmd.Wait() // stderr is complete only now
			t.Fatalf("no result written: %s", stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
