package testcmd_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// script writes an executable shell script and returns its path.
func script(t *testing.T, body string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "test.sh")
	require.NoError(t, os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755))
	return path
}

func TestCommand(t *testing.T) {
	tests := []struct {
		name    string
		body    string
		timeout time.Duration
		want    reduce.Outcome
	}{
		{"exit 0", `grep -q foo "$1"`, 0, reduce.Interesting},
		{"exit 1", `grep -q nothere "$1"`, 0, reduce.NotInteresting},
		{"signal", `kill -SEGV $$`, 0, reduce.NotInteresting},
		{"file name and directory", `[ "$(basename "$1")" = input.js ] && [ "$(dirname "$1")" = "$(pwd)" ]`, 0, reduce.Interesting},
		{"timeout", `sleep 10`, 200 * time.Millisecond, reduce.NotInteresting},
		{"child ignoring SIGTERM", `sh -c 'trap "" TERM; sleep 10' & wait`, 200 * time.Millisecond, reduce.NotInteresting},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, err := testcmd.New([]string{script(t, tt.body)}, "input.js")
			require.NoError(t, err)
			c.TempDir = t.TempDir()
			ctx := context.Background()
			if tt.timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tt.timeout)
				defer cancel()
			}
			start := time.Now()
			o, err := c.Test(ctx, []byte("a foo b"))
			if tt.timeout > 0 {
				assert.ErrorIs(t, err, context.DeadlineExceeded)
			} else {
				require.NoError(t, err)
				assert.Equal(t, tt.want, o)
			}
			assert.Less(t, time.Since(start), 5*time.Second, "the test was not killed")
			left, _ := os.ReadDir(c.TempDir)
			assert.Empty(t, left, "temporary directories are removed")
		})
	}
}

func TestCommandArgsAndOutput(t *testing.T) {
	path := script(t, `echo "args: $*"; [ "$1" = -x ]`)
	c, err := testcmd.New([]string{path, "-x"}, "in.c")
	require.NoError(t, err)
	var out bytes.Buffer
	c.Output = &out
	c.KeepTemps = true
	c.TempDir = t.TempDir()
	o, err := c.Test(context.Background(), []byte("int x;"))
	require.NoError(t, err)
	assert.Equal(t, reduce.Interesting, o)
	assert.Contains(t, out.String(), "args: -x ")
	assert.True(t, strings.HasSuffix(strings.TrimSpace(out.String()), "/in.c"))
	kept, _ := filepath.Glob(filepath.Join(c.TempDir, "*", "in.c"))
	require.Len(t, kept, 1, "KeepTemps keeps the candidate")
	data, _ := os.ReadFile(kept[0])
	assert.Equal(t, "int x;", string(data))
}

func TestCommandErrors(t *testing.T) {
	_, err := testcmd.New([]string{"no-such-command-hddmin"}, "x")
	assert.Error(t, err)
	_, err = testcmd.New(nil, "x")
	assert.Error(t, err)
	notExec := filepath.Join(t.TempDir(), "t.sh")
	require.NoError(t, os.WriteFile(notExec, []byte("exit 0"), 0o644))
	_, err = testcmd.New([]string{notExec}, "x")
	assert.Error(t, err, "not executable")

	// A cancelled context is an error, not an outcome.
	c, err := testcmd.New([]string{script(t, "sleep 10")}, "x")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err = c.Test(ctx, nil)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}

func TestCommandLeaderIgnoringSIGTERM(t *testing.T) {
	c, err := testcmd.New([]string{script(t, `trap "" TERM; sleep 10 & sleep 10; wait`)}, "x")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = c.Test(ctx, nil)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Less(t, time.Since(start), 5*time.Second)
}

func TestCommandEnvironment(t *testing.T) {
	c, err := testcmd.New([]string{script(t, `echo "job $HDDMIN_JOB of $HDDMIN_JOBS"`)}, "x")
	require.NoError(t, err)
	var out bytes.Buffer
	o, ended, err := c.Run(context.Background(), nil, &out)
	require.NoError(t, err)
	assert.Equal(t, reduce.Interesting, o)
	assert.Equal(t, "exit status 0", ended)
	assert.Equal(t, "job 0 of 1\n", out.String(), "outside a reduction: slot 0 of 1")

	_, ended, err = mustCommand(t, script(t, "exit 3")).Run(context.Background(), nil, nil)
	require.NoError(t, err)
	assert.Equal(t, "exit status 3", ended)
}

// TestCommandReadOnlyDirectory: a test that leaves a read-only directory
// behind does not make its temporary directory stay. Root removes it
// whatever its mode: run as another user, the test can fail.
func TestCommandReadOnlyDirectory(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Log("run as root: the directory's mode does not stop its removal")
	}
	c, err := testcmd.New([]string{script(t, `mkdir -p d/e && touch d/e/f && chmod 500 d/e d`)}, "x")
	require.NoError(t, err)
	c.TempDir = t.TempDir()
	o, err := c.Test(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, reduce.Interesting, o)
	left, _ := os.ReadDir(c.TempDir)
	assert.Empty(t, left, "temporary directories are removed")
}

// TestCommandAbort: Abort kills the running tests at once, SIGTERM or not,
// removes their directories, and fails every later test.
func TestCommandAbort(t *testing.T) {
	c, err := testcmd.New([]string{script(t, `trap "" TERM; touch started; sleep 30`)}, "x")
	require.NoError(t, err)
	c.TempDir = t.TempDir()
	done := make(chan error, 2)
	for range 2 {
		go func() {
			_, err := c.Test(context.Background(), nil)
			done <- err
		}()
	}
	require.Eventually(t, func() bool {
		started, _ := filepath.Glob(filepath.Join(c.TempDir, "*", "started"))
		return len(started) == 2
	}, 20*time.Second, 10*time.Millisecond)
	c.Abort()
	for range 2 {
		select {
		case err := <-done:
			assert.ErrorIs(t, err, testcmd.ErrAborted)
		case <-time.After(20 * time.Second):
			t.Fatal("a test outlived Abort")
		}
	}
	left, _ := os.ReadDir(c.TempDir)
	assert.Empty(t, left, "temporary directories are removed")
	_, err = c.Test(context.Background(), nil)
	assert.ErrorIs(t, err, testcmd.ErrAborted)
}

func mustCommand(t *testing.T, args ...string) *testcmd.Command {
	t.Helper()
	c, err := testcmd.New(args, "x")
	require.NoError(t, err)
	return c
}
