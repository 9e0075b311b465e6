package testcmd

import "syscall"

// deathSignal asks Linux to kill the process when its parent dies
// (PR_SET_PDEATHSIG): a test never outlives a hddmin killed by SIGKILL.
// Go starts processes from threads that live as long as the program.
func deathSignal(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
