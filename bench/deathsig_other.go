//go:build unix && !linux

package bench

import "syscall"

// deathSignal does nothing: only Linux can tie a process to its parent's
// death; the watchdog kills the run's group.
func deathSignal(a *syscall.SysProcAttr) {}
