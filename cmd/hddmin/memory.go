package main

import (
	"bufio"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

// limitMemory gives the Go runtime a soft memory limit of three quarters
// of the machine's memory, unless GOMEMLIMIT sets one. By default the heap
// may grow to twice what is live before the collector runs, and the parse
// tree and the HDD tree of a large input (about 70 bytes a byte of JSON)
// would then need twice the memory they use; near the limit the collector
// works harder instead.
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	if total := totalMemory(); total > 0 {
		debug.SetMemoryLimit(total / 4 * 3)
	}
}

// totalMemory returns the machine's memory in bytes (from /proc/meminfo),
// or 0 if it cannot tell.
func totalMemory() int64 {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemTotal:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}
