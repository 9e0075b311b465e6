package reduce

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Command is a Tester that runs an external command: Args, then the path of
// the candidate, written under the name Name into a fresh temporary
// directory, which is also the command's working directory. Exit status 0
// means interesting (the C-Reduce convention). When the context of a test
// is done, the command and everything it started are killed, and Test
// returns the context's error; Reduce turns its own time limit into the
// outcome TimedOut.
type Command struct {
	Args    []string // the command and its first arguments
	Name    string   // the file name of the candidate (the input's base name)
	TempDir string   // where the temporary directories go; "" for the system's
	// KeepTemps leaves the temporary directories behind.
	KeepTemps bool
	// Output, if set, receives what the command writes to stdout and stderr.
	Output io.Writer
}

// killDelay is how long a cancelled test has between SIGTERM and SIGKILL.
const killDelay = 250 * time.Millisecond

// NewCommand returns a Command for args, whose program is looked up now
// (relative paths made absolute), so that a missing program is an error
// before any test runs.
func NewCommand(args []string, name string) (*Command, error) {
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
func (c *Command) Test(ctx context.Context, candidate []byte) (Outcome, error) {
	dir, err := os.MkdirTemp(c.TempDir, "hddmin-")
	if err != nil {
		return NotInteresting, fmt.Errorf("test: %w", err)
	}
	if !c.KeepTemps {
		defer os.RemoveAll(dir)
	}
	file := filepath.Join(dir, c.Name)
	if err := os.WriteFile(file, candidate, 0o644); err != nil {
		return NotInteresting, fmt.Errorf("test: %w", err)
	}

	cmd := exec.CommandContext(ctx, c.Args[0], append(c.Args[1:len(c.Args):len(c.Args)], file)...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = c.Output, c.Output
	// The test runs in a process group of its own. When ctx is done (a
	// timeout, a cancellation) the group gets SIGTERM, the test's leader SIGKILL if it
	// is still there after killDelay, and the whole group SIGKILL when the
	// leader is gone: children that ignore SIGTERM included.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM) }
	cmd.WaitDelay = killDelay
	err = cmd.Run()
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) // whatever the test left behind
	}
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return NotInteresting, ctx.Err()
	case err == nil:
		return Interesting, nil
	case errors.As(err, &exit):
		return NotInteresting, nil
	case errors.Is(err, exec.ErrWaitDelay):
		return Interesting, nil // it exited with status 0, but a child kept its output open
	}
	return NotInteresting, fmt.Errorf("test: %w", err)
}
