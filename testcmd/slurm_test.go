package testcmd_test

import (
	"context"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/slurmtest"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

func TestMain(m *testing.M) {
	code := m.Run()
	slurmtest.StopShared()
	os.Exit(code)
}

// slurmLauncher returns a Launcher of srun with flags on the test cluster.
func slurmLauncher(t *testing.T, flags ...string) (*testcmd.Launcher, *slurmtest.Cluster) {
	t.Helper()
	c := slurmtest.Shared(t)
	l, err := testcmd.NewLauncher(append([]string{"srun", "--quiet", "--ntasks=1"}, flags...))
	require.NoError(t, err)
	return l, c
}

// assertEmptyQueue asserts that the cluster's queue is empty within 2
// seconds.
func assertEmptyQueue(t *testing.T, c *slurmtest.Cluster) {
	t.Helper()
	q, err := c.WaitEmpty(2 * time.Second)
	require.NoError(t, err)
	assert.Empty(t, q, "left in the queue")
}

// TestSlurmLauncherOutcomes: tests run as Slurm jobs end as they end here.
func TestSlurmLauncherOutcomes(t *testing.T) {
	l, c := slurmLauncher(t)
	tests := []struct {
		body  string
		want  reduce.Outcome
		ended string
	}{
		{`grep -q foo "$1"`, reduce.Interesting, "exit status 0 on n"},
		{`grep -q nothere "$1"`, reduce.NotInteresting, "exit status 1 on n"},
		{`kill -SEGV $$`, reduce.NotInteresting, "signal: segmentation fault on n"},
		{`[ "$HDDMIN_JOB/$HDDMIN_JOBS" = 0/1 ] && [ -n "$SLURM_JOB_ID" ]`, reduce.Interesting, "exit status 0 on n"},
	}
	for _, tt := range tests {
		cmd, err := testcmd.New([]string{script(t, tt.body)}, "input.js")
		require.NoError(t, err)
		cmd.TempDir = t.TempDir()
		cmd.Launcher = l
		o, ended, err := cmd.Run(context.Background(), []byte("a foo b"), nil)
		require.NoError(t, err, tt.body)
		assert.Equal(t, tt.want, o, tt.body)
		assert.True(t, strings.HasPrefix(ended, tt.ended), "%s: %s", tt.body, ended)
	}
	assertEmptyQueue(t, c)
}

// TestSlurmLauncherNotScheduled: a job that Slurm rejects, or that waits
// in a partition that is down, is an error that says so.
func TestSlurmLauncherNotScheduled(t *testing.T) {
	for _, tt := range []struct {
		partition, want string
	}{
		{"nope", "Invalid partition name specified"},
		{"closed", "waits with reason PartitionDown"},
	} {
		l, c := slurmLauncher(t, "--partition="+tt.partition)
		cmd, err := testcmd.New([]string{script(t, "exit 0")}, "x")
		require.NoError(t, err)
		cmd.TempDir = t.TempDir()
		cmd.Launcher = l
		start := time.Now()
		_, _, err = cmd.Run(context.Background(), nil, nil)
		var lerr *testcmd.LaunchError
		require.ErrorAs(t, err, &lerr, tt.partition)
		assert.Contains(t, err.Error(), tt.want)
		assert.Less(t, time.Since(start), 30*time.Second)
		assertEmptyQueue(t, c)
	}
}

// TestSlurmLauncherCancel: a test cancelled while it runs (even one that
// ignores SIGTERM: Slurm kills it after KillWait), or while its job
// waits, or aborted, leaves nothing in the queue.
func TestSlurmLauncherCancel(t *testing.T) {
	dir := t.TempDir()
	started := filepath.Join(dir, "started")
	running := script(t, `touch `+started+`; sleep 60`)
	deaf := script(t, `trap "" TERM; touch `+started+`; sh -c 'trap "" TERM; sleep 60' & sleep 60`)
	tests := []struct {
		name  string
		test  string
		flags []string
		wait  func() // until the test may be cancelled
		abort bool
	}{
		{"running", running, nil, func() { waitFile(t, started) }, false},
		{"running, deaf to SIGTERM", deaf, nil, func() { waitFile(t, started) }, false},
		{"waiting", running, []string{"--begin=now+1hour"}, func() { time.Sleep(time.Second) }, false},
		{"running, aborted", running, nil, func() { waitFile(t, started) }, true},
		{"waiting, aborted", running, []string{"--begin=now+1hour"}, func() { time.Sleep(time.Second) }, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			os.Remove(started)
			l, c := slurmLauncher(t, tt.flags...)
			cmd, err := testcmd.New([]string{tt.test}, "x")
			require.NoError(t, err)
			cmd.TempDir = t.TempDir()
			cmd.Launcher = l
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() {
				_, _, err := cmd.Run(ctx, nil, nil)
				done <- err
			}()
			tt.wait()
			if tt.abort {
				cmd.Abort()
			} else {
				cancel()
			}
			select {
			case err := <-done:
				if tt.abort {
					assert.ErrorIs(t, err, testcmd.ErrAborted)
				} else {
					assert.ErrorIs(t, err, context.Canceled)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("the test did not end")
			}
			assertEmptyQueue(t, c)
		})
	}
}

// TestSlurmLauncherCancelAnyTime: tests cancelled at random moments
// (as their job is asked for, set up, or running) leave nothing in the
// queue. HDDMIN_SEED sets the seed.
func TestSlurmLauncherCancelAnyTime(t *testing.T) {
	l, c := slurmLauncher(t)
	seed := time.Now().UnixNano()
	if s := os.Getenv("HDDMIN_SEED"); s != "" {
		var err error
		seed, err = strconv.ParseInt(s, 10, 64)
		require.NoError(t, err)
	}
	t.Logf("seed %d (HDDMIN_SEED)", seed)
	rnd := rand.New(rand.NewSource(seed))
	test := script(t, "sleep 2")
	var wg sync.WaitGroup
	for range 12 {
		after := time.Duration(rnd.Int63n(int64(2 * time.Second)))
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd, err := testcmd.New([]string{test}, "x")
			if !assert.NoError(t, err) {
				return
			}
			cmd.TempDir = t.TempDir()
			cmd.Launcher = l
			ctx, cancel := context.WithTimeout(context.Background(), after)
			defer cancel()
			_, _, err = cmd.Run(ctx, nil, nil)
			if err != nil {
				assert.ErrorIs(t, err, context.DeadlineExceeded)
			}
		}()
		time.Sleep(100 * time.Millisecond)
	}
	wg.Wait()
	assertEmptyQueue(t, c)
}

// TestSlurmLauncherAllocation: inside an allocation, tests are job steps;
// a cancelled one is cancelled alone, and the allocation stays.
func TestSlurmLauncherAllocation(t *testing.T) {
	c := slurmtest.Shared(t)
	out, err := c.Command("salloc", "--no-shell", "--ntasks=4", "--job-name=hddmin-allocation").CombinedOutput()
	require.NoError(t, err, "%s", out)
	job := strings.TrimSpace(string(out))
	job = job[strings.LastIndexByte(job, ' ')+1:] // "salloc: Granted job allocation 12"
	defer func() {
		c.Command("scancel", job).Run()
		assertEmptyQueue(t, c)
	}()
	t.Setenv("SLURM_JOB_ID", job)
	l, err := testcmd.NewLauncher([]string{"srun", "--quiet", "--nodes=1", "--ntasks=1", "--exact"})
	require.NoError(t, err)

	cmd, err := testcmd.New([]string{script(t, `[ "$SLURM_JOB_ID" = `+job+` ] && [ -n "$SLURM_STEP_ID" ]`)}, "x")
	require.NoError(t, err)
	cmd.TempDir = t.TempDir()
	cmd.Launcher = l
	o, _, err := cmd.Run(context.Background(), nil, nil)
	require.NoError(t, err)
	assert.Equal(t, reduce.Interesting, o, "the test runs as a step of the allocation")

	started := filepath.Join(t.TempDir(), "started")
	cmd, err = testcmd.New([]string{script(t, `touch `+started+`; sleep 60`)}, "x")
	require.NoError(t, err)
	cmd.TempDir = t.TempDir()
	cmd.Launcher = l
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, _, err := cmd.Run(ctx, nil, nil)
		done <- err
	}()
	waitFile(t, started)
	cancel()
	assert.ErrorIs(t, <-done, context.Canceled)
	deadline := time.Now().Add(2 * time.Second)
	var q string
	for {
		q, err = c.Queue()
		require.NoError(t, err)
		if q == "job "+job+" RUNNING hddmin-allocation" || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	assert.Equal(t, "job "+job+" RUNNING hddmin-allocation", q, "the step is gone, the allocation stays")
}

// waitFile waits until path exists.
func waitFile(t *testing.T, path string) {
	t.Helper()
	require.Eventually(t, func() bool {
		_, err := os.Stat(path)
		return err == nil
	}, 30*time.Second, 10*time.Millisecond, "%s never appeared", path)
}
