//go:build unix && !linux

package testcmd

import "syscall"

// deathSignal does nothing: only Linux can tie a process to its parent's
// death. The caller's watchdog (Command.Watch) kills the test's group.
func deathSignal(a *syscall.SysProcAttr) {}
