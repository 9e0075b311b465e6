//go:build linux

package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/long"
	"github.com/hddmin/hddmin/internal/race"
)

// TestKill9 kills hddmin, and hddmin bench, with SIGKILL at random
// moments, -j 4, with tests that ignore SIGTERM and leave children that
// ignore it too, and checks that no process of theirs is left (the tests,
// their children, bench's hddmin, the watchdogs), nor a folder of the
// tests, nor a lock (issue 31, item 8). Before, the tests and bench's
// hddmin ran on for good. HDDMIN_KILLS sets the number of kills (6, 20
// with -tags long), half of them of bench; HDDMIN_KILL_SEED the seed of
// the moments.
func TestKill9(t *testing.T) {
	t.Parallel() // waits for processes to end, mostly
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if race.Enabled {
		t.Skip("kills a built hddmin: the same without -race")
	}
	bin := binary(t)
	kills := 6
	if long.Enabled {
		kills = 20
	}
	if n, err := strconv.Atoi(os.Getenv("HDDMIN_KILLS")); err == nil {
		kills = n
	}
	seed := uint64(time.Now().UnixNano())
	if s, err := strconv.ParseUint(os.Getenv("HDDMIN_KILL_SEED"), 10, 64); err == nil {
		seed = s
	}
	t.Logf("seed %d (HDDMIN_KILL_SEED)", seed)
	rng := rand.New(rand.NewPCG(seed, 0))
	test := `#!/bin/sh
trap "" TERM
sh -c 'trap "" TERM; sleep 1000' >/dev/null 2>&1 &
sleep 0.2
grep -q foo "$1" && grep -q bar "$1"
`
	leftTotal, tempsTotal, locksTotal := 0, 0, 0
	for i := range kills {
		bench := i%2 == 1
		dir := t.TempDir()
		writeFile(t, dir, "in.json", `{"a": [1, "foo", 3], "b": {"c": "bar", "d": [4, 5]}, "e": [6, 7, 8, 9]}`+"\n", 0o644)
		writeFile(t, dir, "test.sh", test, 0o755)
		require.NoError(t, os.Mkdir(filepath.Join(dir, "tmp"), 0o755))
		args := []string{"-j", "4", "-t", "./test.sh", "in.json"}
		if bench {
			args = []string{"bench", "-j", "4", "--variants", "default", "-o", "res", "."}
		}
		marker := fmt.Sprintf("HDDMIN_KILL_ROW=%d-%d", os.Getpid(), i)
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), marker, "TMPDIR="+filepath.Join(dir, "tmp"))
		require.NoError(t, cmd.Start())
		wait := time.Duration(rng.Int64N(int64(2500 * time.Millisecond)))
		if bench {
			wait += 500 * time.Millisecond // past the test of the input
		}
		time.Sleep(wait)
		running := leftProcesses(marker)
		require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
		cmd.Wait()
		left := leftProcesses(marker) // waits up to 5 s for them to go
		var temps []string
		deadline := time.Now().Add(5 * time.Second)
		for {
			temps, _ = filepath.Glob(filepath.Join(dir, "tmp", "*"))
			if len(temps) == 0 || time.Now().After(deadline) {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
		var locks []string
		filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
			if err == nil && strings.HasSuffix(path, ".lock") && !strings.Contains(path, string(filepath.Separator)+"tmp"+string(filepath.Separator)) {
				locks = append(locks, path)
			}
			return nil
		})
		t.Logf("kill %d (%s) after %v, %d processes running: %d left, %d test folders left, %d locks left",
			i+1, map[bool]string{false: "hddmin", true: "hddmin bench"}[bench], wait.Round(time.Millisecond), running, left, len(temps), len(locks))
		assert.Zero(t, left, "processes left after kill %d", i+1)
		assert.Empty(t, temps, "test folders left after kill %d", i+1)
		assert.Empty(t, locks, "locks left after kill %d", i+1)
		leftTotal += left
		tempsTotal += len(temps)
		locksTotal += len(locks)
	}
	t.Logf("%d kills: %d processes, %d test folders, %d locks left in all", kills, leftTotal, tempsTotal, locksTotal)
}
