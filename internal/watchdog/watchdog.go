// Package watchdog cleans up after a hddmin, or a hddmin bench, that dies
// without doing it itself (SIGKILL, the out-of-memory killer, a crash):
// the process groups of its tests and runs, the tests' folders, the locks
// of its outputs. The watchdog is a second process, the program's own
// executable started with Env set, which must then run Main (hddmin's
// main does, and so do the TestMain functions of the packages whose tests
// start one). The package also makes the folder of a run's tests, which a
// later run removes if its run died with its watchdog.
package watchdog

import (
	"io/fs"
	"os"
	"path/filepath"
)

// Env is set in the environment of the watchdog process to the ID of its
// run; the program runs Main then.
const Env = "HDDMIN_WATCHDOG"

// RunDirPrefix begins the name of the folder of a run's tests in the
// temporary directory (see MakeRunDir); each test has a folder in it.
const RunDirPrefix = "hddmin-run-"

// RemoveTree removes dir and what it holds, after making the folders in
// it writable if need be: a test may leave a read-only folder.
func RemoveTree(dir string) {
	if os.RemoveAll(dir) == nil {
		return
	}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(path, 0o700)
		}
		return nil
	})
	os.RemoveAll(dir)
}

// RunIfChild runs the watchdog, and exits, if this process was started as
// one (Env is set). A program that starts watchdogs calls it first thing
// in main, and in TestMain if its tests start them.
func RunIfChild() {
	if id := os.Getenv(Env); id != "" {
		os.Exit(Main(id, os.Stdin))
	}
}
