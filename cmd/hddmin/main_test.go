package main

import (
	"os"
	"testing"
)

// TestMain runs the watchdog when the tests' binary is started as one
// (see watchdog): hddmin starts its own executable, which in the tests of
// this package is the test binary. After the tests, it stops the Slurm
// cluster they shared, if any.
func TestMain(m *testing.M) {
	if id := os.Getenv(watchdogEnv); id != "" {
		os.Exit(watchdogMain(id, os.Stdin))
	}
	code := m.Run()
	afterSlurmTests()
	os.Exit(code)
}
