//go:build !unix

package main

import (
	"io"
	"os"
	"os/exec"

	"github.com/hddmin/hddmin/testcmd"
)

const watchdogEnv = "HDDMIN_WATCHDOG"

// watchdog does nothing where there are no process groups to kill after a
// hddmin that died (Windows would need a job object): a hddmin killed
// there leaves its running tests, their folders and its lock.
type watchdog struct{}

func startWatchdog(warn func(string, ...any)) *watchdog { return nil }
func (w *watchdog) group(pid int, on bool)              {}
func (w *watchdog) dir(path string, on bool)            {}
func (w *watchdog) lock(path string, on bool)           {}
func (w *watchdog) watchTests(c *testcmd.Command)       {}
func (w *watchdog) close()                              {}
func (w *watchdog) env() []string                       { return nil }
func watchdogMain(id string, in io.Reader) int          { return 0 }

// makeRunDir makes the folder of this run's tests; without locks, the
// folders of runs that died are not found.
func makeRunDir(tempDir string, keep bool) (string, *os.File, error) {
	dir, err := os.MkdirTemp(tempDir, runDirPrefix)
	return dir, nil, err
}

func releaseRunDir(dir string, lock *os.File, keep bool) {
	if dir != "" && !keep {
		removeTree(dir)
	}
}

// childGroup makes a run of hddmin bench get an interrupt when its
// context is done.
func childGroup(cmd *exec.Cmd) {
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
}

func endGroup(pid int) {}
