package main

import (
	"bufio"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
)

// limitMemory lets the heap grow by half of what is live before the
// collector runs, not by all of it (unless GOGC says otherwise), and gives
// the Go runtime a soft memory limit of three quarters of the machine's
// memory, unless GOMEMLIMIT sets one. Most of what a large input takes
// lives from the parse to the end: the parse, then the HDD tree (about 30
// bytes a byte of JSON). With the default GOGC of 100 the peak would be
// twice that; with 50 it is 1.5 times, for a collection every 15 or so
// candidates of a 10 MB input, whose tests take far longer. Near the
// limit the collector works harder still.
func limitMemory() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
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
