package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/bench"
	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/slurmtest"
)

// afterSlurmTests stops the cluster the tests shared and removes their
// binary (see TestMain).
func afterSlurmTests() {
	slurmtest.StopShared()
	hddmintest.Cleanup()
}

// sharedBinary builds hddmin once for the tests that run it on a cluster:
// the nodes run it too.
func sharedBinary(t *testing.T) string {
	t.Helper()
	return hddmintest.Binary(t, ".")
}

// slurm returns the test cluster (skipping t if there can be none) and
// hddmin's binary. The tests that run reductions and benches through it
// run once, without -race: hddmin runs as a process there. t runs in
// parallel with the tests of no cluster (see oneSlurmTest).
func slurm(t *testing.T) (*slurmtest.Cluster, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs reductions on a Slurm cluster")
	}
	if race.Enabled {
		t.Skip("the same without -race: hddmin runs as a process")
	}
	oneSlurmTest(t)
	return slurmtest.Shared(t), sharedBinary(t)
}

// slurmTests is held by the test of this package that runs on a Slurm
// cluster.
var slurmTests sync.Mutex

// oneSlurmTest makes t a parallel test that runs while no other test of
// a cluster does: they wait for Slurm, mostly, and some check that the
// queue is empty once hddmin has ended.
func oneSlurmTest(t *testing.T) {
	t.Parallel()
	slurmTests.Lock()
	t.Cleanup(slurmTests.Unlock)
}

// run runs hddmin's binary with args in dir, with env added to the
// cluster's environment, and returns its exit status and stderr.
func runBin(t *testing.T, c *slurmtest.Cluster, dir string, env []string, bin string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(c.Env(), env...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil {
		require.ErrorAs(t, err, &exit, stderr.String())
		return exit.ExitCode(), stderr.String()
	}
	return 0, stderr.String()
}

func emptyQueue(t *testing.T, c *slurmtest.Cluster) {
	t.Helper()
	q, err := c.WaitEmpty(2 * time.Second)
	require.NoError(t, err)
	assert.Empty(t, q, "left in the queue 2 s after hddmin ended")
}

// TestSlurmInterrupt: SIGINT in the middle of a reduction through Slurm
// cancels its tests on the cluster: hddmin exits 130 with an interesting
// result written, and the queue is empty within 2 s, whether the tests
// are jobs or steps of the allocation hddmin runs in.
func TestSlurmInterrupt(t *testing.T) {
	c, bin := slurm(t)
	for _, tt := range []struct {
		name     string
		wrap     []string
		launcher string
	}{
		{"jobs", nil, "srun --quiet --ntasks=1"},
		{"steps", []string{"salloc", "--quiet", "--ntasks=5"}, "srun --quiet --nodes=1 --ntasks=1 --exact"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := input(t, "ok.json")
			out := filepath.Join(filepath.Dir(in), "out.json")
			argv := append(append(tt.wrap, bin), "-j", "4", "--launcher", tt.launcher, "-t", testScript("slow-foo-bar.sh"), "-o", out, in)
			cmd := exec.Command(argv[0], argv[1:]...)
			cmd.Env = append(c.Env(), "HDDMIN_TEST_SLEEP=0.5")
			var stderr strings.Builder
			cmd.Stderr = &stderr
			require.NoError(t, cmd.Start())
			defer cmd.Process.Kill()
			require.Eventually(t, func() bool {
				_, err := os.Stat(out)
				return err == nil
			}, 60*time.Second, 20*time.Millisecond, "no result written")
			// Tests are running now: those after the first improvement.
			time.Sleep(500 * time.Millisecond)
			if tt.wrap == nil {
				require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
			} else {
				// salloc runs hddmin: the signal goes to hddmin, as a
				// terminal's Ctrl-C would.
				p, err := os.FindProcess(childPid(t, cmd.Process.Pid, bin))
				require.NoError(t, err)
				require.NoError(t, p.Signal(syscall.SIGINT))
			}
			err := cmd.Wait()
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit, stderr.String())
			assert.Equal(t, 130, exit.ExitCode(), stderr.String())
			assert.Contains(t, stderr.String(), "interrupted; the best result so far is in "+out)
			emptyQueue(t, c)
			assert.NoError(t, exec.Command(testScript("has-foo-bar.sh"), out).Run(), "the result is interesting")
		})
	}
}

// childPid returns the pid of the process that runs bin among the
// children of parent.
func childPid(t *testing.T, parent int, bin string) int {
	t.Helper()
	var pid int
	require.Eventually(t, func() bool {
		entries, _ := filepath.Glob("/proc/[0-9]*/stat")
		for _, e := range entries {
			data, err := os.ReadFile(e)
			if err != nil {
				continue
			}
			// pid (comm) state ppid ...
			s := string(data)
			f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
			if len(f) < 2 || f[1] != strconv.Itoa(parent) {
				continue
			}
			dir := filepath.Dir(e)
			if exe, err := os.Readlink(filepath.Join(dir, "exe")); err == nil && exe == bin {
				pid, _ = strconv.Atoi(filepath.Base(dir))
				return true
			}
		}
		return false
	}, 20*time.Second, 20*time.Millisecond, "no hddmin under salloc")
	return pid
}

// TestSlurmMaxTime: --max-time running out stops the tests running on
// the cluster: nothing is left in the queue. (A test that runs out of
// --timeout is cancelled as these are: see testcmd's
// TestSlurmLauncherCancel, with a test deaf to SIGTERM.)
func TestSlurmMaxTime(t *testing.T) {
	c, bin := slurm(t)
	in := input(t, "ok.json")
	dir := filepath.Dir(in)
	code, stderr := runBin(t, c, dir, []string{"HDDMIN_TEST_SLEEP=1"}, bin, "-j", "4", "--launcher", "srun --quiet --ntasks=1",
		"--max-time", "4s", "-t", testScript("slow-foo-bar.sh"), "-o", filepath.Join(dir, "max-time.json"), in)
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "stopped early: time budget used up")
	emptyQueue(t, c)

}

// TestSlurmNotScheduled: a test that Slurm will not run is an error that
// says why, not an input that is not interesting.
func TestSlurmNotScheduled(t *testing.T) {
	c, bin := slurm(t)
	in := input(t, "ok.json")
	code, stderr := runBin(t, c, filepath.Dir(in), nil, bin, "--launcher", "srun --quiet --ntasks=1 --partition=closed",
		"-t", testScript("has-foo-bar.sh"), in)
	assert.Equal(t, exitUsage, code, stderr)
	assert.Contains(t, stderr, "hddmin: test: srun --quiet --ntasks=1 --partition=closed: Slurm will not start job")
	assert.Contains(t, stderr, "it waits with reason PartitionDown (the test never ran; the job is cancelled)")
	assert.NotContains(t, stderr, "not interesting")
	emptyQueue(t, c)
}

// TestLauncherFails: a launcher that fails in the middle of a reduction
// stops it with an error that says what failed, the best result so far
// written (no cluster: a launcher that runs the test here, then fails).
func TestLauncherFails(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := sharedBinary(t)
	dir := t.TempDir()
	count := filepath.Join(dir, "count")
	launcher := filepath.Join(dir, "launch")
	require.NoError(t, os.WriteFile(launcher, []byte(`#!/bin/sh
n=$(cat `+count+` 2>/dev/null || echo 0); echo $((n + 1)) > `+count+`
if [ $n -ge 5 ]; then echo "srun: error: Unable to allocate resources: Requested node configuration is not available" >&2; exit 1; fi
exec "$@"
`), 0o755))
	in := input(t, "ok.json")
	out := filepath.Join(dir, "out.json")
	cmd := exec.Command(bin, "-j", "1", "--launcher", launcher, "-t", testScript("has-foo-bar.sh"), "-o", out, in)
	stderr, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%s", stderr)
	assert.Equal(t, exitInternal, exit.ExitCode(), "%s", stderr)
	assert.Contains(t, string(stderr), "hddmin: a test could not run: test: launch: it ended (exit status 1) before the command started: srun: error: Unable to allocate resources: Requested node configuration is not available; stopped, the best result so far is in "+out)
	assert.NoError(t, exec.Command(testScript("has-foo-bar.sh"), out).Run(), "the result is interesting")
}

// TestSlurmBench: hddmin bench of two cases and two variants through
// Slurm, runs at once, interrupted once a run has finished (nothing is
// left in the queue) and resumed, gives the results of the bench here.
func TestSlurmBench(t *testing.T) {
	c, bin := slurm(t)
	cases := t.TempDir()
	for name, file := range map[string]string{"alpha": "ok.json", "beta": "tiny.json"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "cmd", file))
		require.NoError(t, err)
		require.NoError(t, os.MkdirAll(filepath.Join(cases, name), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(cases, name, "input.json"), data, 0o644))
		test, err := os.ReadFile(testScript("slow-foo-bar.sh"))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(cases, name, "test.sh"), test, 0o755))
	}
	caseDirs := []string{filepath.Join(cases, "alpha"), filepath.Join(cases, "beta")}
	args := func(out string, extra ...string) []string {
		return append(append([]string{"bench", "--variants", "default,hdd*", "-j", "2", "-o", out}, extra...), caseDirs...)
	}
	local := filepath.Join(t.TempDir(), "local")
	code, stderr := runBin(t, c, cases, []string{"HDDMIN_TEST_SLEEP=0"}, bin, args(local)...)
	require.Equal(t, 0, code, stderr)
	want := readResults(t, local)
	require.Len(t, want.Runs, 4)

	// Through Slurm, two runs at once, interrupted once a run is done.
	cluster := filepath.Join(t.TempDir(), "cluster")
	launcher := "srun --quiet --ntasks=1 --cpus-per-task=2"
	cmd := exec.Command(bin, args(cluster, "--launcher", launcher, "--parallel", "2")...)
	cmd.Env = append(c.Env(), "HDDMIN_TEST_SLEEP=0.3")
	var errOut strings.Builder
	cmd.Stderr = &errOut
	require.NoError(t, cmd.Start())
	defer cmd.Process.Kill()
	require.Eventually(t, func() bool {
		data, err := os.ReadFile(filepath.Join(cluster, "results.json"))
		var res bench.Results
		return err == nil && json.Unmarshal(data, &res) == nil && len(res.Runs) > 0
	}, 120*time.Second, 50*time.Millisecond, "no run finished")
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT))
	err := cmd.Wait()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, errOut.String())
	assert.Equal(t, exitInterrupted, exit.ExitCode(), errOut.String())
	emptyQueue(t, c)
	first := readResults(t, cluster)
	require.NotEmpty(t, first.Runs)
	require.Less(t, len(first.Runs), 4, "interrupted before the end")

	// Resumed, four runs at once.
	code, stderr = runBin(t, c, cases, []string{"HDDMIN_TEST_SLEEP=0"}, bin, args(cluster, "--launcher", launcher, "--parallel", "4", "--resume")...)
	require.Equal(t, 0, code, stderr)
	emptyQueue(t, c)
	assert.Contains(t, stderr, strconv.Itoa(len(first.Runs))+" runs are in results.json already")
	got := readResults(t, cluster)
	require.Len(t, got.Runs, 4)
	find := func(r *bench.Record) *bench.Record { // the run of r's case, variant and repeat
		for _, o := range got.Runs {
			if o.Case == r.Case && o.CasePath == r.CasePath && o.Variant == r.Variant && o.Flags == r.Flags && o.Repeat == r.Repeat {
				return o
			}
		}
		return nil
	}
	for _, r := range first.Runs {
		kept := find(r)
		require.NotNil(t, kept)
		assert.Equal(t, r.Started, kept.Started, "a finished run is kept")
	}
	nodes := map[string]bool{}
	for _, l := range want.Runs {
		r := find(l)
		require.NotNil(t, r, l.Case+", "+l.Variant)
		assert.Equal(t, bench.StatusOK, r.Status)
		assert.Equal(t, *l.BytesOut, *r.BytesOut, r.Case+", "+r.Variant)
		assert.Equal(t, *l.TestsOneJob, *r.TestsOneJob, r.Case+", "+r.Variant)
		assert.Equal(t, readFile(t, filepath.Join(local, l.Output)), readFile(t, filepath.Join(cluster, r.Output)), "the same bytes")
		assert.Equal(t, launcher, r.Launcher)
		assert.Regexp(t, `^n[1-4]$`, r.Node)
		nodes[r.Node] = true
		assert.Regexp(t, `^exit status 0 on n[1-4]$`, r.Verification)
	}
	assert.Greater(t, len(nodes), 1, "the runs spread over the nodes: %v", nodes)
	assert.Empty(t, validateResults(t, []byte(readFile(t, filepath.Join(cluster, "results.json")))))
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}
