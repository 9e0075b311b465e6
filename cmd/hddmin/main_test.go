package main

import (
	"os"
	"testing"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/watchdog"
)

// TestMain runs the watchdog when the tests' binary is started as one
// (see watchdog): hddmin starts its own executable, which in the tests of
// this package is the test binary. After the tests, it stops the Slurm
// cluster they shared, if any, and removes the hddmin they built.
func TestMain(m *testing.M) {
	watchdog.RunIfChild()
	code := m.Run()
	afterSlurmTests()
	hddmintest.Cleanup()
	os.Exit(code)
}
