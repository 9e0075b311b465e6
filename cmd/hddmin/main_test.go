package main

import (
	"os"
	"testing"

	"github.com/hddmin/hddmin/internal/watchdog"
)

// TestMain runs the watchdog when the tests' binary is started as one
// (see watchdog): hddmin starts its own executable, which in the tests of
// this package is the test binary. After the tests, it stops the Slurm
// cluster they shared, if any.
func TestMain(m *testing.M) {
	watchdog.RunIfChild()
	code := m.Run()
	afterSlurmTests()
	os.Exit(code)
}
