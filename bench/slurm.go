package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/hddmin/hddmin/internal/shell"
	"github.com/hddmin/hddmin/internal/tail"
	"github.com/hddmin/hddmin/testcmd"
)

// This file is hddmin bench on a cluster: Options.Launcher runs every run
// (a case, a variant, a repeat) as a job of its own (srun outside an
// allocation, a job step inside one), and the tests of the cases' inputs
// and results too; Options.Parallel runs several runs at once. The
// results are gathered here as a local bench gathers them.

// setupLauncher makes the Launcher of Options.Launcher, if given.
func (b *bencher) setupLauncher() error {
	words, err := shell.Launcher(b.opts.Launcher)
	if err != nil || words == nil {
		return err
	}
	b.launch, err = testcmd.NewLauncher(words)
	return err
}

// remote sets up c to run its tests through the launcher, in a folder of
// the results' folder: the nodes see it, since they write the runs'
// results there.
func (b *bencher) remote(c *Case) {
	if b.launch != nil {
		c.launch, c.tempDir = b.launch, filepath.Join(b.opts.Out, "tmp")
	}
}

// launchFailed reports whether err is the failure of the launcher to run
// a run, which stops hddmin bench rather than being recorded: the run
// never ran, and --resume runs it once the cluster can.
func launchFailed(err error) bool {
	var lerr *testcmd.LaunchError
	return errors.As(err, &lerr)
}

// runTimed is runTimed through the launcher, if there is one: the run's
// wall time and load average are measured where it runs, and the node it
// ran on is recorded.
func (b *bencher) runTimed(ctx context.Context, r *Record, limit time.Duration, argv []string, workDir, logDir string) (int, string, error) {
	if b.launch == nil {
		return runTimed(ctx, b.dog, r, limit, argv, workDir, logDir)
	}
	r.Argv = argv
	rctx, cancel := runContext(ctx, limit)
	defer cancel()
	r.Launcher = b.opts.Launcher
	log, err := os.Create(filepath.Join(logDir, "stderr.txt"))
	if err != nil {
		return -1, "", err
	}
	defer log.Close()
	var t tail.Buffer
	start := time.Now()
	e, err := b.launch.Run(rctx, argv, testcmd.RunOptions{Dir: workDir, Out: io.MultiWriter(log, &t)})
	r.WallSeconds = roundSeconds(time.Since(start))
	if ctx.Err() == nil && errors.Is(context.Cause(rctx), errRunTimeout) {
		r.ExitStatus, r.Status = -1, StatusTimeout
		r.Error = fmt.Sprintf("stopped after %v (the time limit of a run, --run-timeout)", limit)
		return -1, t.String(), nil
	}
	if err != nil {
		r.ExitStatus = -1
		return -1, t.String(), err
	}
	if e.Seconds > 0 {
		r.WallSeconds = roundSeconds(time.Duration(e.Seconds * float64(time.Second)))
	}
	r.LoadAverage, r.Node, r.ExitStatus = e.Load, e.Node, e.Status
	return e.Status, t.String(), nil
}
