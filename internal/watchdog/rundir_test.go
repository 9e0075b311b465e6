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

// TestRunDirsConcurrent: runs that start while others clean stale folders
// never lose their own folder. A lock file made under its final name and
// locked a moment later could be taken, in that moment, by a cleaner that
// then removed a live run's folder (seen under load as "stat
// /tmp/hddmin-run-...: no such file or directory").
func TestRunDirsConcurrent(t *testing.T) {
	tmp := t.TempDir()
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
				cleanStaleRunDirs(tmp)
			}
		}
	}()
	n := 2000
	if testing.Short() {
		n = 200
	}
	lost := 0
	for range n {
		dir, lock, err := MakeRunDir(tmp, false)
		if err != nil {
			lost++ // removed while it was being made
			continue
		}
		if _, err := os.Stat(dir); err != nil {
			lost++
		}
		ReleaseRunDir(dir, lock, false)
	}
	close(stop)
	<-done
	assert.Zero(t, lost, "run folders removed by a concurrent cleaner, of %d", n)
}
