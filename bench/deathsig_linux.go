package bench

import "syscall"

// deathSignal asks Linux to kill a run of hddmin bench when bench dies
// (PR_SET_PDEATHSIG); a hddmin run then leaves its own watchdog to clean
// up after it.
func deathSignal(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
