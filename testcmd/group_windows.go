//go:build windows

package testcmd

import (
	"os"
	"os/exec"
	"syscall"
)

// newGroup makes cmd start a process group of its own; when cmd's context
// is done, its process is terminated (Windows has no SIGTERM to ask it to
// end).
func newGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: syscall.CREATE_NEW_PROCESS_GROUP}
	cmd.Cancel = func() error { return cmd.Process.Kill() }
}

// killGroup terminates the process pid, if it is still there. Its children
// are not followed: that would take a job object.
func killGroup(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill()
		p.Release()
	}
}

// termGroup terminates the process pid (Windows has no SIGTERM).
func termGroup(pid int) { killGroup(pid) }
