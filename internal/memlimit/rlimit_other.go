//go:build !(linux || darwin || freebsd || netbsd || dragonfly)

package memlimit

// rlimit reports no limit where the system has no rlimits hddmin reads.
func rlimit(resource string) (uint64, bool) { return 0, false }
