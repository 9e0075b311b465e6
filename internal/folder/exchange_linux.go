//go:build linux && (amd64 || arm64 || riscv64 || 386 || arm)

package folder

import (
	"syscall"
	"unsafe"
)

// renameExchange is renameat2's flag that swaps the two names.
const renameExchange = 1 << 1

// exchange swaps the names a and b at once (renameat2 with
// RENAME_EXCHANGE); it fails where the kernel or the file system has no
// such call.
func exchange(a, b string) error {
	pa, err := syscall.BytePtrFromString(a)
	if err != nil {
		return err
	}
	pb, err := syscall.BytePtrFromString(b)
	if err != nil {
		return err
	}
	const atFDCWD = -100
	fd := atFDCWD
	_, _, errno := syscall.Syscall6(sysRenameat2, uintptr(fd), uintptr(unsafe.Pointer(pa)),
		uintptr(fd), uintptr(unsafe.Pointer(pb)), renameExchange, 0)
	if errno != 0 {
		return errno
	}
	return nil
}
