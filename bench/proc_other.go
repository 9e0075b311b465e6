//go:build !unix

package bench

import (
	"os"
	"os/exec"
)

// childGroup makes a run of hddmin bench get an interrupt when its
// context is done.
func childGroup(cmd *exec.Cmd) {
	cmd.Cancel = func() error { return cmd.Process.Signal(os.Interrupt) }
}

func endGroup(pid int) {}
