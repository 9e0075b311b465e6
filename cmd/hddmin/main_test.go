package main

import (
	"flag"
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/watchdog"
)

// TestMain runs the watchdog when the tests' binary is started as one
// (see watchdog): hddmin starts its own executable, which in the tests of
// this package is the test binary. Unless -short, it starts building the
// hddmin binary that many tests run, beside the tests that need none.
// After the tests, it stops the Slurm cluster they shared, if any, and
// removes the hddmin they built.
//
// Most of this package's slow tests wait (for a test's time limit, a
// signal's effect, processes to end) rather than compute: without
// -parallel, it runs 4 parallel tests a core, not go test's 1.
func TestMain(m *testing.M) {
	watchdog.RunIfChild()
	flag.Parse()
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if !given {
		flag.Set("test.parallel", strconv.Itoa(4*runtime.GOMAXPROCS(0)))
	}
	if !testing.Short() {
		hddmintest.Prebuild(".")
	}
	code := m.Run()
	afterSlurmTests()
	hddmintest.Cleanup()
	os.Exit(code)
}
