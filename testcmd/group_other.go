//go:build !unix && !windows

package testcmd

import "os/exec"

// newGroup leaves cmd as it is: the system has no process groups that
// hddmin knows of; when cmd's context is done, its process is killed.
func newGroup(cmd *exec.Cmd) {}

// killGroup does nothing: Wait has reaped the process already.
func killGroup(pid int) {}

// termGroup does nothing: the process is killed when its time is up.
func termGroup(pid int) {}
