//go:build unix

package watchdog

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStaleRunDirs: the folder of a run that died with its watchdog (its
// lock free) is removed by the next run; that of a run alive, or kept by
// --keep-temps, stays.
func TestStaleRunDirs(t *testing.T) {
	tmp := t.TempDir()
	dead, lock, err := MakeRunDir(tmp, false)
	require.NoError(t, err)
	require.NoError(t, os.MkdirAll(filepath.Join(dead, "hddmin-1"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dead, "hddmin-1", "in.json"), nil, 0o644))
	lock.Close() // as the kernel does when the run dies
	alive, aliveLock, err := MakeRunDir(tmp, false)
	require.NoError(t, err)
	defer ReleaseRunDir(alive, aliveLock, false)
	kept, keptLock, err := MakeRunDir(tmp, true)
	require.NoError(t, err)
	ReleaseRunDir(kept, keptLock, true)

	next, nextLock, err := MakeRunDir(tmp, false)
	require.NoError(t, err)
	defer ReleaseRunDir(next, nextLock, false)
	_, err = os.Stat(dead)
	assert.True(t, os.IsNotExist(err), "the dead run's folder is removed")
	assert.DirExists(t, alive)
	assert.DirExists(t, kept)
}

// TestRemoveTree removes a folder that holds a read-only folder, which
// os.RemoveAll alone cannot empty (but as root).
func TestRemoveTree(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "run")
	ro := filepath.Join(dir, "a", "ro")
	require.NoError(t, os.MkdirAll(ro, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(ro, "f"), []byte("x"), 0o644))
	require.NoError(t, os.Chmod(ro, 0o500))
	RemoveTree(dir)
	_, err := os.Stat(dir)
	assert.True(t, os.IsNotExist(err), "removed: %v", err)
}

// TestRunDirsRace: runs that make their folders in one temporary directory
// at once never remove each other's (a failure of TestBenchRelativeOutput
// under load: a run's folder vanished, "stat /tmp/hddmin-run-N: no such
// file or directory", removed by another run between the creation of its
// lock file and its lock).
func TestRunDirsRace(t *testing.T) {
	tmp := t.TempDir()
	n := 300
	if testing.Short() {
		n = 50
	}
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			for range n {
				dir, lock, err := MakeRunDir(tmp, false)
				if err != nil {
					errs <- err
					return
				}
				if _, err := os.Stat(dir); err != nil {
					errs <- err
					return
				}
				ReleaseRunDir(dir, lock, false)
			}
			errs <- nil
		}()
	}
	for range 8 {
		assert.NoError(t, <-errs, "a run's folder was removed by another")
	}
}
