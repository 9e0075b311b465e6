// Package testcmd runs an interestingness test as an external command: the
// C-Reduce convention, exit status 0 for interesting. It is the edge of
// hddmin where processes live; package reduce sees a reduce.Tester only.
//
// On Unix each test runs in a process group of its own, killed whole when
// the test is cancelled or times out; on Linux the test's process also
// dies with the program that started it (Command.Watch is for the rest of
// its group), and, where the system lets the program make cgroups, the
// test runs in a cgroup of its own, killed whole when the test ends: a
// process that left the group and cleared its environment (env -i setsid)
// goes too (Command.WatchCgroup; package internal/cgroup). On Windows the
// test gets a process
// group of its own too, but only the test's own process is killed: its
// children must end by themselves.
//
// A Command with a Launcher runs its test elsewhere: through srun, as a
// Slurm job step (or a job of its own), cancelled on the cluster when the
// test is; a test the launcher could not run is an error, never an
// outcome (see Launcher).
package testcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/hddmin/hddmin/internal/cgroup"
	"github.com/hddmin/hddmin/reduce"
)

// Command is a reduce.Tester that runs an external command: Args, then the path of
// the candidate, written under the name Name into a fresh temporary
// directory, which is also the command's working directory. Exit status 0
// means interesting (the C-Reduce convention). When the context of a test
// is done, the command and everything it started are killed, and Test
// returns the context's error; Reduce turns its own time limit into the
// outcome TimedOut.
//
// The command's environment has HDDMIN_JOB, the job slot the test runs in
// (0 to HDDMIN_JOBS-1; see reduce.Slot), and HDDMIN_JOBS, so that a test can send
// its work to one of that many machines.
type Command struct {
	Args    []string // the command and its first arguments
	Name    string   // the file name of the candidate (the input's base name)
	TempDir string   // where the temporary directories go; "" for the system's
	// KeepTemps leaves the temporary directories behind.
	KeepTemps bool
	// Output, if set, receives what the command writes to stdout and stderr.
	Output io.Writer
	// Launcher, if set, runs the command elsewhere (srun: a Slurm job
	// step): TempDir must then be a folder the far side sees at the same
	// path. A test the launcher could not run to its end is an error
	// (*LaunchError), never an outcome.
	Launcher *Launcher
	// Env are variables ("NAME=value") added to the test's environment.
	Env []string
	// Write, if set, writes the candidate to path in place of
	// os.WriteFile: a folder's files (package internal/folder), say.
	Write func(path string, candidate []byte) error
	// Watch, if set, is told of each test's process group as it starts
	// (running true) and once it is gone (false), so that a watchdog can
	// kill the groups of a program that died before it could.
	Watch func(pid int, running bool)
	// WatchCgroup, if set, is told of each test's cgroup (its folder), as
	// Watch is of its process group: a watchdog kills the cgroups too (see
	// package internal/cgroup).
	WatchCgroup func(path string, running bool)
	// NoCgroups, if set, runs the tests without cgroups of their own, as
	// where the system has none (a testing seam).
	NoCgroups bool

	mu      sync.Mutex
	running map[int]runningTest // by process group
	aborted bool
}

// runningTest is a test that runs: its directory and its cgroup (nil for
// none).
type runningTest struct {
	dir string
	cg  *cgroup.Group
}

// cgroup makes the cgroup of a test, or returns nil where there is none.
func (c *Command) cgroup() *cgroup.Group {
	if c.NoCgroups {
		return nil
	}
	return cgroup.New()
}

// killDelay is how long a cancelled test has between SIGTERM and SIGKILL.
const killDelay = 250 * time.Millisecond

// ErrAborted is the error of the tests of a Command after Abort.
var ErrAborted = errors.New("test: aborted")

// New returns a Command for args, whose program is looked up now
// (relative paths made absolute), so that a missing program is an error
// before any test runs.
func New(args []string, name string) (*Command, error) {
	if len(args) == 0 || args[0] == "" {
		return nil, errors.New("no test command")
	}
	prog := args[0]
	if strings.ContainsRune(prog, filepath.Separator) {
		abs, err := filepath.Abs(prog)
		if err != nil {
			return nil, err
		}
		prog = abs
	}
	path, err := exec.LookPath(prog)
	if err != nil {
		return nil, fmt.Errorf("test command: %w", err)
	}
	return &Command{Args: append([]string{path}, args[1:]...), Name: name}, nil
}

// Test runs the command on candidate.
func (c *Command) Test(ctx context.Context, candidate []byte) (reduce.Outcome, error) {
	o, _, err := c.Run(ctx, candidate, c.Output)
	return o, err
}

// Run runs the command on candidate as Test does, with its output (stdout
// and stderr) to out if out is not nil, and says how it ended ("exit status
// 1", "signal: segmentation fault", ...).
func (c *Command) Run(ctx context.Context, candidate []byte, out io.Writer) (reduce.Outcome, string, error) {
	if c.isAborted() {
		return reduce.NotInteresting, "", ErrAborted
	}
	dir, err := os.MkdirTemp(c.TempDir, "hddmin-")
	if err != nil {
		return reduce.NotInteresting, "", fmt.Errorf("test: %w", err)
	}
	if !c.KeepTemps {
		defer removeAll(dir)
	}
	file := filepath.Join(dir, c.Name)
	write := c.Write
	if write == nil {
		write = func(path string, data []byte) error { return os.WriteFile(path, data, 0o644) }
	}
	if err := write(file, candidate); err != nil {
		return reduce.NotInteresting, "", fmt.Errorf("test: %w", err)
	}
	if c.Launcher != nil {
		return c.runLaunched(ctx, dir, file, out)
	}

	newCmd := func() *exec.Cmd {
		cmd := exec.CommandContext(ctx, c.Args[0], append(c.Args[1:len(c.Args):len(c.Args)], file)...)
		cmd.Dir = dir
		cmd.Stdout, cmd.Stderr = out, out
		slot, jobs := reduce.Slot(ctx)
		cmd.Env = append(os.Environ(), fmt.Sprintf("HDDMIN_JOB=%d", slot), fmt.Sprintf("HDDMIN_JOBS=%d", jobs))
		cmd.Env = append(cmd.Env, c.Env...)
		// The test runs in a process group of its own. When ctx is done (a
		// timeout, a cancellation) the group is asked to end (SIGTERM on
		// Unix), the test's process is killed if it is still there after
		// killDelay, and the whole group when that process is gone:
		// children that ignore SIGTERM included.
		newGroup(cmd)
		cmd.WaitDelay = killDelay
		return cmd
	}
	cmd := newCmd()
	// Where the system lets hddmin, the test also runs in a cgroup of its
	// own, which no process it starts leaves: one that left the group and
	// cleared its environment (env -i setsid) is killed with the rest.
	// The watchdog knows of the cgroup before the test starts: a hddmin
	// killed in between leaves nothing in it.
	cg := c.cgroup()
	watchCgroup := func(on bool) {
		if cg != nil && c.WatchCgroup != nil {
			c.WatchCgroup(cg.Path(), on)
		}
	}
	if cg != nil {
		watchCgroup(true)
		cg.Attach(cmd.SysProcAttr)
	}
	err = cmd.Start()
	if err != nil && cg != nil && ctx.Err() == nil {
		// The system takes no process into a new cgroup: without it.
		cg.Detach(cmd.SysProcAttr)
		watchCgroup(false)
		cg = nil
		cmd = newCmd()
		err = cmd.Start()
	}
	if err != nil {
		cg.Kill()
		watchCgroup(false)
		if ctx.Err() != nil {
			return reduce.NotInteresting, "", ctx.Err()
		}
		return reduce.NotInteresting, "", fmt.Errorf("test: %w", err)
	}
	pid := cmd.Process.Pid
	if c.Watch != nil {
		c.Watch(pid, true)
	}
	if !c.track(pid, dir, cg) {
		killGroup(pid) // Abort came between Start and now
		cg.Kill()
	}
	err = cmd.Wait()
	killGroup(pid) // whatever the test left behind
	cg.Kill()
	c.untrack(pid)
	if c.Watch != nil {
		c.Watch(pid, false)
	}
	watchCgroup(false)
	ended := "exit status 0"
	if cmd.ProcessState != nil {
		ended = cmd.ProcessState.String()
	}
	var exit *exec.ExitError
	switch {
	case c.isAborted():
		return reduce.NotInteresting, ended, ErrAborted
	case ctx.Err() != nil:
		return reduce.NotInteresting, ended, ctx.Err()
	case err == nil:
		return reduce.Interesting, ended, nil
	case errors.As(err, &exit):
		return reduce.NotInteresting, ended, nil
	case errors.Is(err, exec.ErrWaitDelay):
		// It exited with status 0, but a child kept its output open.
		return reduce.Interesting, ended + " (a child kept its output open)", nil
	}
	return reduce.NotInteresting, ended, fmt.Errorf("test: %w", err)
}

// runLaunched runs the test on file through c.Launcher.
func (c *Command) runLaunched(ctx context.Context, dir, file string, out io.Writer) (reduce.Outcome, string, error) {
	slot, jobs := reduce.Slot(ctx)
	env := []string{fmt.Sprintf("HDDMIN_JOB=%d", slot), fmt.Sprintf("HDDMIN_JOBS=%d", jobs)}
	argv := append(c.Args[:len(c.Args):len(c.Args)], file)
	e, err := c.Launcher.Run(ctx, argv, RunOptions{Dir: dir, Env: env, Check: file, Out: out})
	switch {
	case c.isAborted() || errors.Is(err, ErrLauncherAborted):
		return reduce.NotInteresting, "", ErrAborted
	case ctx.Err() != nil:
		return reduce.NotInteresting, "", ctx.Err()
	case err != nil:
		return reduce.NotInteresting, "", fmt.Errorf("test: %w", err)
	case e.Status == 0:
		return reduce.Interesting, e.String(), nil
	}
	return reduce.NotInteresting, e.String(), nil
}

// Abort kills the process groups of the tests running at once (SIGKILL on
// Unix; through a Launcher, their steps and jobs are cancelled),
// removes their directories unless KeepTemps is set, and makes every test
// from now on fail with ErrAborted: for a command that must stop now,
// without the grace period of a cancellation.
func (c *Command) Abort() {
	if c.Launcher != nil {
		c.Launcher.Abort()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.aborted = true
	for pid, r := range c.running {
		killGroup(pid)
		r.cg.Kill()
		if !c.KeepTemps {
			removeAll(r.dir)
		}
	}
}

func (c *Command) isAborted() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.aborted
}

// track records a running test; it reports false if the command was
// aborted.
func (c *Command) track(pid int, dir string, cg *cgroup.Group) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.running == nil {
		c.running = map[int]runningTest{}
	}
	c.running[pid] = runningTest{dir, cg}
	return !c.aborted
}

func (c *Command) untrack(pid int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.running, pid)
}

// removeAll removes dir and what it holds, after making the directories
// in it writable if need be: a test may leave a read-only directory.
func removeAll(dir string) {
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
