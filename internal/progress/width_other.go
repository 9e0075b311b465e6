//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package progress

import "os"

// terminalWidth returns 0: the width is unknown here (see columns).
func terminalWidth(f *os.File) int { return 0 }
