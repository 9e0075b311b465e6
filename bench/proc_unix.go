//go:build unix

package bench

import (
	"os/exec"
	"syscall"
)

// childGroup makes a run of hddmin bench (a hddmin, an external reducer)
// start a process group of its own, which gets SIGINT when the run's
// context is done, and which Linux kills if bench dies.
func childGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	deathSignal(cmd.SysProcAttr)
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGINT) }
}

// endGroup kills what is left of the process group pid.
func endGroup(pid int) { syscall.Kill(-pid, syscall.SIGKILL) }
