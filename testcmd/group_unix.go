//go:build unix

package testcmd

import (
	"os/exec"
	"syscall"
)

// newGroup makes cmd start a process group of its own, which gets SIGTERM
// when cmd's context is done.
func newGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM) }
}

// killGroup kills the process group whose leader is pid with SIGKILL.
func killGroup(pid int) {
	syscall.Kill(-pid, syscall.SIGKILL)
}

// termGroup asks the process group whose leader is pid to end (SIGTERM).
func termGroup(pid int) {
	syscall.Kill(-pid, syscall.SIGTERM)
}
