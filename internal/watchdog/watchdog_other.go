//go:build !unix

package watchdog

import (
	"io"
	"os"

	"github.com/hddmin/hddmin/testcmd"
)

// Watchdog does nothing where there are no process groups to kill after a
// hddmin that died (Windows would need a job object): a hddmin killed
// there leaves its running tests, their folders and its lock.
type Watchdog struct{}

func Start(exe string, warn func(string, ...any)) *Watchdog { return nil }
func (w *Watchdog) Group(pid int, on bool)                  {}
func (w *Watchdog) Dir(path string, on bool)                {}
func (w *Watchdog) Lock(path string, on bool)               {}
func (w *Watchdog) Cgroup(path string, on bool)             {}
func (w *Watchdog) WatchTests(c *testcmd.Command)           {}
func (w *Watchdog) Close()                                  {}
func (w *Watchdog) RunEnv() []string                        { return nil }
func Main(id string, in io.Reader) int                      { return 0 }

// MakeRunDir makes the folder of this run's tests; without locks, the
// folders of runs that died are not found.
func MakeRunDir(tempDir string, keep bool) (string, *os.File, error) {
	dir, err := os.MkdirTemp(tempDir, RunDirPrefix)
	return dir, nil, err
}

func ReleaseRunDir(dir string, lock *os.File, keep bool) {
	if dir != "" && !keep {
		RemoveTree(dir)
	}
}
