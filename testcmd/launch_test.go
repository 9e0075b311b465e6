package testcmd_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// fakeSrun is a launcher that runs its arguments here, as srun would on a
// node (with SLURM_JOB_ID 7, SLURM_STEP_ID 0, node fake1), or fails as
// srun fails, as FAKE_SRUN says: reject (Slurm refuses the job: nothing
// runs), lost (the launcher ends after the command started, as when a node
// dies), twice (the command runs twice: two tasks).
const fakeSrun = `
while [ "${1#-}" != "$1" ]; do shift; done # srun's flags
case ${FAKE_SRUN:-} in
reject) echo "srun: error: Unable to allocate resources: Invalid partition name specified" >&2; exit 1 ;;
lost) echo "hddmin-start 7.0 fake1 0 0.5"; echo "srun: error: Node failure on fake1" >&2; exit 1 ;;
twice) "$@"; "$@"; exit ;;
esac
echo $$ > "${0%/*}/srun.pid"
SLURM_JOB_ID=7 SLURM_STEP_ID=0 SLURMD_NODENAME=fake1 exec "$@"
`

// fakeLauncher returns a Launcher of fakeSrun, with a scancel beside it
// (a Launcher looks for scancel beside its launcher first) that appends
// its arguments to the file scancel.log there and ends the process group
// of the last fakeSrun, and a squeue that sees no jobs.
func fakeLauncher(t *testing.T) (*testcmd.Launcher, string) {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("launchers run /bin/sh")
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "scancel.log")
	for name, body := range map[string]string{
		"srun":    fakeSrun,
		"scancel": `echo "$@" >> ` + log + `; kill -TERM -$(cat "${0%/*}/srun.pid")`,
		"squeue":  `exit 0`,
	} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755))
	}
	l, err := testcmd.NewLauncher([]string{filepath.Join(dir, "srun"), "--quiet"})
	require.NoError(t, err)
	return l, log
}

// TestLauncherOutcomes: the test's own exit status decides the outcome;
// a launcher that did not run the test to its end is an error that says
// what happened, never "not interesting".
func TestLauncherOutcomes(t *testing.T) {
	tests := []struct {
		name  string
		fake  string
		body  string
		want  reduce.Outcome
		ended string
		err   string // a part of the error; "" for none
	}{
		{"interesting", "", `grep -q foo "$1"`, reduce.Interesting, "exit status 0 on fake1", ""},
		{"not interesting", "", `grep -q nothere "$1"`, reduce.NotInteresting, "exit status 1 on fake1", ""},
		{"exit 1 of the test, in the candidate's folder", "", `[ "$(pwd)" = "$(dirname "$1")" ] && exit 1`, reduce.NotInteresting, "exit status 1 on fake1", ""},
		{"a signal", "", `kill -SEGV $$`, reduce.NotInteresting, "signal: segmentation fault on fake1", ""},
		{"the environment", "", `[ "$HDDMIN_JOB/$HDDMIN_JOBS" = 0/1 ]`, reduce.Interesting, "exit status 0 on fake1", ""},
		{"job rejected", "reject", `exit 0`, reduce.NotInteresting, "", "ended (exit status 1) before the command started: srun: error: Unable to allocate resources: Invalid partition name specified"},
		{"launcher lost", "lost", `exit 0`, reduce.NotInteresting, "", "ended (exit status 1) before the command it started as step 7.0 on fake1 did: srun: error: Node failure on fake1"},
		{"run twice", "twice", `exit 0`, reduce.NotInteresting, "", "it ran the command 2 times: run it once (srun --ntasks=1)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, _ := fakeLauncher(t)
			t.Setenv("FAKE_SRUN", tt.fake)
			c, err := testcmd.New([]string{script(t, tt.body)}, "input.js")
			require.NoError(t, err)
			c.TempDir = t.TempDir()
			c.Launcher = l
			o, ended, err := c.Run(context.Background(), []byte("a foo b"), nil)
			if tt.err != "" {
				require.Error(t, err)
				var lerr *testcmd.LaunchError
				assert.ErrorAs(t, err, &lerr)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, o)
			assert.Equal(t, tt.ended, ended)
			left, _ := os.ReadDir(c.TempDir)
			assert.Empty(t, left, "temporary directories are removed")
		})
	}
}

// TestLauncherMissing: a test or a candidate that is not where the
// launcher runs the test is an error that says which.
func TestLauncherMissing(t *testing.T) {
	l, _ := fakeLauncher(t)
	_, err := l.Run(context.Background(), []string{"/no/such/test.sh", "x"}, testcmd.RunOptions{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "/no/such/test.sh is not on fake1, where the test runs")

	gone := filepath.Join(t.TempDir(), "gone", "input.json")
	_, err = l.Run(context.Background(), []string{script(t, "exit 0"), gone}, testcmd.RunOptions{Check: gone})
	require.Error(t, err)
	assert.Contains(t, err.Error(), gone+" is not on fake1")
}

// TestLauncherEnded: what the shim reports of the command's run.
func TestLauncherEnded(t *testing.T) {
	l, _ := fakeLauncher(t)
	var out strings.Builder
	e, err := l.Run(context.Background(), []string{script(t, `echo to stdout; echo to stderr >&2; sleep 0.2; exit 3`)}, testcmd.RunOptions{Out: &out})
	require.NoError(t, err)
	assert.Equal(t, 3, e.Status)
	assert.Equal(t, "fake1", e.Node)
	assert.Equal(t, "7.0", e.Step)
	assert.Contains(t, out.String(), "to stdout\n")
	assert.Contains(t, out.String(), "to stderr\n")
	assert.NotContains(t, out.String(), "hddmin-", "the shim's reports are not the command's output")
	if e.Seconds > 0 { // date +%N is GNU's
		assert.GreaterOrEqual(t, e.Seconds, 0.2)
		assert.Less(t, e.Seconds, 30.0)
	}
}

// TestLauncherCancel: a cancelled test ends soon, with the context's
// error, and so does every test after Abort.
func TestLauncherCancel(t *testing.T) {
	l, log := fakeLauncher(t)
	started := filepath.Join(t.TempDir(), "started")
	c, err := testcmd.New([]string{script(t, `touch `+started+`; sleep 30`)}, "x")
	require.NoError(t, err)
	c.TempDir = t.TempDir()
	c.Launcher = l
	// running waits until the test has started on the far side: before,
	// its job is still to be scheduled, which scancel cancels by name.
	running := func() {
		for {
			if _, err := os.Stat(started); err == nil {
				os.Remove(started)
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { running(); cancel() }()
	start := time.Now()
	_, _, err = c.Run(ctx, nil, nil)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Less(t, time.Since(start), 10*time.Second)
	uid := strconv.Itoa(os.Getuid())
	cancelled, _ := os.ReadFile(log)
	assert.Equal(t, "--quiet --user="+uid+" 7\n", string(cancelled), "the job of the test is cancelled")

	done := make(chan error, 1)
	start = time.Now()
	go func() {
		_, _, err := c.Run(context.Background(), nil, nil)
		done <- err
	}()
	running()
	c.Abort()
	select {
	case err := <-done:
		assert.ErrorIs(t, err, testcmd.ErrAborted)
	case <-time.After(20 * time.Second):
		t.Fatal("a test outlived Abort")
	}
	_, _, err = c.Run(context.Background(), nil, nil)
	assert.ErrorIs(t, err, testcmd.ErrAborted)
	cancelled, _ = os.ReadFile(log)
	assert.Equal(t, strings.Repeat("--quiet --user="+uid+" 7\n", 2), string(cancelled), "Abort cancels the job")
	assert.Less(t, time.Since(start), 10*time.Second, "the launchers end when their jobs are cancelled")
}

func TestNewLauncher(t *testing.T) {
	_, err := testcmd.NewLauncher(nil)
	assert.Error(t, err)
	_, err = testcmd.NewLauncher([]string{"no-such-launcher-hddmin"})
	assert.ErrorContains(t, err, "no-such-launcher-hddmin")
}

// processesWith returns the processes whose command line holds mark, on
// Linux (nil elsewhere).
func processesWith(mark string) []string {
	var found []string
	procs, _ := filepath.Glob("/proc/[0-9]*/cmdline")
	for _, p := range procs {
		if data, err := os.ReadFile(p); err == nil && strings.Contains(string(data), mark) {
			found = append(found, filepath.Base(filepath.Dir(p))+": "+strings.ReplaceAll(string(data), "\x00", " "))
		}
	}
	return found
}

// TestLauncherSlurmUnreachable: with a Slurm that cannot be reached (a
// launcher that never starts its job, a squeue and a scancel that wait a
// minute for the configuration), a cancelled run ends, and the lookups of
// squeue and scancel are bounded and killed whole, their children with
// them (issue 42, item 6: a squeue stayed behind after SIGINT). That they
// die with hddmin is the fault matrix's ("--launcher, Slurm unreachable").
func TestLauncherSlurmUnreachable(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("looks for the processes left in /proc")
	}
	dir := t.TempDir()
	// The children of squeue and scancel are told by their argument: a
	// minute, and digits of the test's own.
	mark := fmt.Sprintf("60.%d%d", os.Getpid(), time.Now().UnixNano()%1e6)
	for name, body := range map[string]string{
		"srun":    `exec sleep 1000`,
		"squeue":  `sleep ` + mark + `; :`,
		"scancel": `sleep ` + mark + `; :`,
	} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755))
	}
	defer testcmd.SetSlurmQueryLimit(3 * time.Second)()
	l, err := testcmd.NewLauncher([]string{filepath.Join(dir, "srun"), "--quiet"})
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 2500*time.Millisecond) // past a look at the queue
	defer cancel()
	start := time.Now()
	_, err = l.Run(ctx, []string{script(t, "exit 0")}, testcmd.RunOptions{})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Less(t, time.Since(start), 30*time.Second, "the run ends")
	assert.NotEmpty(t, processesWith(mark), "squeue is asked, and waits")
	// Each lookup has 3 s; the children of the last one die with it.
	deadline := time.Now().Add(20 * time.Second)
	for len(processesWith(mark)) > 0 && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	assert.Empty(t, processesWith(mark), "the lookups are killed, their children with them")
}
