// Package memlimit finds the memory a process may use (its rlimits, its
// cgroup, the machine), tunes the Go runtime to it, and stops a run that
// nears it before the runtime dies.
package memlimit

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"
)

// Tune lets the heap grow by half of what is live before the
// collector runs, not by all of it (unless GOGC says otherwise), and gives
// the Go runtime a soft memory limit of three quarters of the memory the
// process may use (see find), unless GOMEMLIMIT sets one. Most
// of what a large input takes lives from the parse to the end: the parse,
// then the HDD tree (about 30 bytes a byte of JSON). With the default GOGC
// of 100 the peak would be twice that; with 50 it is 1.5 times, for a
// collection every 15 or so candidates of a 10 MB input, whose tests take
// far longer. Near the limit the collector works harder still.
func Tune() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	if os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	if lim := find(systemLimits()); lim.Bytes > 0 {
		debug.SetMemoryLimit(lim.Bytes / 4 * 3)
	}
}

// A Limit is the most memory the process may use, from the
// tightest of the limits it runs under, and what the process uses of it.
type Limit struct {
	Bytes  int64  // the memory the process may use from now on, 0 if no limit is known
	Source string // where the limit comes from, for messages: "RLIMIT_AS", "the cgroup's memory.max"
	// Used returns the memory the process uses now, as the limit counts
	// it (its address space for RLIMIT_AS, its resident memory for a
	// cgroup or the machine), less what it used when the limit was read.
	Used func() int64
}

// MinBytesPerByte is the least memory a byte of input takes: the input
// read, its text in the parser (shared by the tree's tokens), the
// unparsed text that checks the tree and the first candidate. Most
// inputs take 25 to 110 (docs/robustness.md: 27 for JSON of long
// strings, but a file that is one long string takes little more than
// this), long lists of tiny elements up to 500 (about 1,000 bytes an
// element: 490 for an array of one-digit numbers): an input that needs more than the limit even at this rate is
// refused before it is parsed, and the rest is Watch's.
const MinBytesPerByte = 4

// minAddressSpace is the least address space that RLIMIT_AS must leave
// beyond what the process has reserved at its start: the three heap
// arenas StopAt keeps free, and one to work in. With less, the runtime
// can die reserving the next arena (or a thread's stack) before Watch
// sees any use: under ulimit -v 1.3 GB, which left 26 to 100 MB (what
// the runtime reserves at its start varies from run to run), a parse of
// 3 MB of JSON died with 12 MB in use, once in two runs.
const minAddressSpace = 4 * arenaBytes

// Fits returns an error if an input of size bytes cannot be reduced
// within the limit, or if the limit is RLIMIT_AS and leaves too little
// address space for the runtime to grow its heap at all.
func (m Limit) Fits(size int) error {
	if m.Source == "RLIMIT_AS" && m.Bytes > 0 && m.Bytes < minAddressSpace {
		return fmt.Errorf("%s leaves %s of address space beyond what the Go runtime reserved at its start, and its heap grows %s at a time: it needs %s or more; raise ulimit -v by %s, or limit memory with ulimit -d or a cgroup, which count what is used, not reserved",
			m.Source, MB(m.Bytes), MB(arenaBytes), MB(minAddressSpace), MB(minAddressSpace-m.Bytes))
	}
	if m.Bytes <= 0 || int64(size)*MinBytesPerByte <= m.Bytes {
		return nil
	}
	return fmt.Errorf("%s is too large for the memory limit: it needs %s or more (%d bytes a byte at the least, 25 to 110 for most inputs, up to 500 for long lists of tiny elements), and %s leaves %s; raise the limit, or reduce a part of the input",
		MB(int64(size)), MB(int64(size)*MinBytesPerByte), MinBytesPerByte, m.Source, MB(m.Bytes))
}

// ErrOutOfMemory is the cause of a run stopped by Watch.
var ErrOutOfMemory = errors.New("out of memory")

// OutOfMemory is the error of a run stopped because it neared its
// memory limit.
type OutOfMemory struct {
	Used  int64
	Limit Limit
}

func (e *OutOfMemory) Error() string {
	return fmt.Sprintf("out of memory: %s used of the %s that %s leaves", MB(e.Used), MB(e.Limit.Bytes), e.Limit.Source)
}

func (e *OutOfMemory) Unwrap() error { return ErrOutOfMemory }

// Watch stops the run of ctx (through stop, with an *OutOfMemory)
// when the memory it uses passes lim.StopAt, before the Go runtime fails
// to get more and dies with a dump, the tests left running and their
// folders left behind: the run then ends as an interrupted one does, the
// best result so far written. The soft limit (Tune) has the
// collector work hard from three quarters on, so what passes seven
// eighths is live. It looks every 20 ms until ctx is done, every 2 ms
// once half of StopAt is used (a parse takes hundreds of MB a second).
func Watch(ctx context.Context, lim Limit, stop context.CancelCauseFunc) {
	if lim.Bytes <= 0 || lim.Used == nil {
		return
	}
	at := lim.StopAt()
	for {
		wait := 20 * time.Millisecond
		if used := lim.Used(); used > at {
			stop(&OutOfMemory{Used: used, Limit: lim})
			return
		} else if used > at/2 {
			wait = 2 * time.Millisecond
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
	}
}

// arenaBytes is how much address space the Go runtime reserves at once
// when its heap grows: a heap arena, 64 MB on 64-bit Linux.
const arenaBytes = 64 << 20

// StopAt is the use at which Watch stops the run: seven eighths of
// the limit, and at least 64 MB below it (a parse takes hundreds of MB a
// second, and on a busy machine the watch may not run for a tenth of
// one: 3 MB of records under ulimit -d 250000, which leaves 150 MB, died
// in the runtime's dump at a load of 28). A limit of address space
// (RLIMIT_AS) counts what the runtime reserves, in arenas of 64 MB at a
// time: one reservation that does not fit kills the program, so the run
// stops three arenas below the limit. Under small limits, at a quarter of
// the limit at the least.
func (m Limit) StopAt() int64 {
	margin := int64(arenaBytes)
	if m.Source == "RLIMIT_AS" {
		margin = 3 * arenaBytes
	}
	return min(m.Bytes/8*7, max(m.Bytes-margin, m.Bytes/4))
}

// MB formats a number of bytes in megabytes.
func MB(n int64) string {
	if n < 10<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d MB", (n+1<<19)>>20)
}

// limits are what find reads: a testing seam.
type limits struct {
	// rlimit returns the soft limit of RLIMIT_AS or RLIMIT_DATA ("AS",
	// "DATA"), and false if there is none.
	rlimit func(resource string) (uint64, bool)
	// readFile reads a file of /proc or /sys.
	readFile func(name string) ([]byte, error)
	// goMemory returns the memory the Go runtime holds (mapped and not
	// released), where /proc/self/status cannot be read.
	goMemory func() int64
}

// Find returns the tightest of the limits this process runs under (see
// find).
func Find() Limit { return find(systemLimits()) }

// systemLimits reads the limits of this process.
func systemLimits() limits {
	return limits{rlimit: rlimit, readFile: os.ReadFile, goMemory: goMemory}
}

// find returns the tightest of the limits the process runs
// under: the soft RLIMIT_AS (less the address space the process has
// already: a Go program reserves hundreds of MB at its start) and
// RLIMIT_DATA (likewise), the memory.max of its cgroup and of the
// cgroups above it (cgroup v2), or memory.limit_in_bytes (v1), and the
// machine's memory.
func find(l limits) Limit {
	status := func(field string) (int64, bool) {
		data, err := l.readFile("/proc/self/status")
		if err != nil {
			return 0, false
		}
		return statusField(data, field)
	}
	// Used returns the memory counted by field of /proc/self/status, less
	// what it is now, or the Go runtime's.
	used := func(field string) func() int64 {
		if base, ok := status(field); ok {
			return func() int64 {
				n, _ := status(field)
				return n - base
			}
		}
		base := l.goMemory()
		return func() int64 { return l.goMemory() - base }
	}
	var best Limit
	consider := func(bytes int64, source, field string) {
		if bytes > 0 && (best.Bytes == 0 || bytes < best.Bytes) {
			best = Limit{Bytes: bytes, Source: source, Used: used(field)}
		}
	}
	for _, r := range []struct{ resource, field string }{{"AS", "VmSize"}, {"DATA", "VmData"}} {
		cur, ok := l.rlimit(r.resource)
		if !ok || cur >= 1<<62 {
			continue
		}
		now, _ := status(r.field)
		// A limit already passed leaves nothing: 1 byte, so that it counts.
		consider(max(int64(cur)-now, 1), "RLIMIT_"+r.resource, r.field)
		if r.resource == "AS" && best.Source == "RLIMIT_AS" {
			// The heap grows first in the address space the runtime has
			// reserved already, which VmSize counts from the start: what
			// the runtime holds is counted too.
			vm, base := best.Used, l.goMemory()
			best.Used = func() int64 { return max(vm(), l.goMemory()-base) }
		}
	}
	if bytes, source := cgroupLimit(l.readFile); bytes > 0 {
		// The cgroup counts the pages of the process that are resident:
		// its tests' too, which the soft limit leaves room for.
		rss, _ := status("VmRSS")
		consider(max(bytes-rss, 1), source, "VmRSS")
	}
	if data, err := l.readFile("/proc/meminfo"); err == nil {
		if total, ok := statusField(data, "MemTotal"); ok {
			rss, _ := status("VmRSS")
			consider(total-rss, "the machine's memory", "VmRSS")
		}
	}
	return best
}

// statusField returns the value, in bytes, of a field of /proc/self/status
// or /proc/meminfo ("VmSize:   1786244 kB").
func statusField(data []byte, field string) (int64, bool) {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), field+":")
		if !ok {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
		return kb << 10, err == nil
	}
	return 0, false
}

// cgroupLimit returns the memory limit of the process's cgroup, the least
// of its own and its ancestors' (cgroup v2 memory.max; v1
// memory.limit_in_bytes), and where it comes from; 0 if there is none.
// A container often sees its own cgroup as the root of /sys/fs/cgroup:
// that one is read too.
func cgroupLimit(readFile func(string) ([]byte, error)) (int64, string) {
	data, err := readFile("/proc/self/cgroup")
	if err != nil {
		return 0, ""
	}
	var best int64
	var source string
	read := func(file, name string) {
		text, err := readFile(file)
		if err != nil {
			return
		}
		n, err := strconv.ParseInt(strings.TrimSpace(string(text)), 10, 64)
		// "max" in v2; v1 says no limit with a huge number.
		if err == nil && n > 0 && n < 1<<62 && (best == 0 || n < best) {
			best, source = n, "the cgroup's "+name
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		// hierarchy-ID:controllers:path
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 || !strings.HasPrefix(parts[2], "/") {
			continue
		}
		var root, file string
		switch {
		case parts[0] == "0" && parts[1] == "":
			root, file = "/sys/fs/cgroup", "memory.max"
		case strings.Contains(","+parts[1]+",", ",memory,"):
			root, file = "/sys/fs/cgroup/memory", "memory.limit_in_bytes"
		default:
			continue
		}
		for dir := path.Clean(parts[2]); ; dir = path.Dir(dir) {
			read(path.Join(root, dir, file), file)
			if dir == "/" {
				break
			}
		}
	}
	return best, source
}

// goMemory returns the memory the Go runtime has mapped and not released.
func goMemory() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}

// Cause returns the error of a run that Watch stopped, or
// nil.
func Cause(ctx context.Context) *OutOfMemory {
	var oom *OutOfMemory
	if errors.As(context.Cause(ctx), &oom) {
		return oom
	}
	return nil
}
