//go:build linux || darwin || freebsd || netbsd || dragonfly

package memlimit

import "syscall"

// rlimit returns the soft limit of RLIMIT_AS or RLIMIT_DATA ("AS",
// "DATA"), and false if there is none.
func rlimit(resource string) (uint64, bool) {
	r := map[string]int{"AS": syscall.RLIMIT_AS, "DATA": syscall.RLIMIT_DATA}[resource]
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(r, &lim); err != nil {
		return 0, false
	}
	cur := uint64(lim.Cur) // int64 on some systems; infinity is all ones or 1<<63-1
	return cur, cur < 1<<62
}
