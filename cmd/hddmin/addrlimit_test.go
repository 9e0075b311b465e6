package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/long"
	"github.com/hddmin/hddmin/internal/race"
)

// underLimit runs argv under the shell's ulimit opt kb (-v: RLIMIT_AS,
// -d: RLIMIT_DATA) in dir, and returns its exit status and what it printed
// on stderr.
func underLimit(t *testing.T, dir, opt string, kb int, argv ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{"-c", `ulimit ` + opt + ` "$0" && exec "$@"`, strconv.Itoa(kb)}, argv...)...)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	if exit, ok := err.(*exec.ExitError); ok {
		return exit.ExitCode(), stderr.String()
	}
	require.NoError(t, err)
	return 0, stderr.String()
}

// linuxProcess skips t with -short (it builds and runs the command),
// under -race (the command has no race detector: the test is the same
// without) and off Linux (it needs the limits as Linux counts them), and
// returns the binary of hddmin and a folder.
func linuxProcess(t *testing.T) (bin, dir string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin, which has no race detector: the same without -race")
	}
	if runtime.GOOS != "linux" {
		t.Skip("memory limits as Linux counts them")
	}
	return binary(t), t.TempDir()
}

// runtimeStartFailure matches the Go runtime's errors when it cannot
// reserve its address space at the start, before any code of hddmin's
// runs: every Go program has them under some limits (see the README);
// "pageAlloc: out of memory" came at 1.27 GB once, from runtime.schedinit.
var runtimeStartFailure = regexp.MustCompile(`^(fatal error: failed to reserve page summary memory|fatal error: out of memory allocating heap arena map|fatal error: pageAlloc: out of memory|runtime: out of memory: cannot allocate \d+-byte block \(0 in use\))\n`)

// earlyOutOfMemory matches the runtime's failure to get heap with its
// first few MB in use: near the lowest limit any Go program starts under,
// the runtime's own reservations leave no room for its heap to grow at
// all, in a package's init (ulimit -v 760000 once, 3.8 MB in use) or in
// main, whatever it does (790000 once, 3.9 MB in use, beside other tests).
var earlyOutOfMemory = regexp.MustCompile(`^runtime: out of memory: cannot allocate \d+-byte block \((\d+) in use\)\nfatal error: out of memory\n`)

// earlyHeap is the most heap in use at which an out of memory counts as
// the runtime's failure to start.
const earlyHeap = 16 << 20

// isStartFailure reports whether stderr is the Go runtime's own failure to
// start: reserving its address space, or getting its first MB of heap.
func isStartFailure(stderr string) bool {
	if runtimeStartFailure.MatchString(stderr) {
		return true
	}
	m := earlyOutOfMemory.FindStringSubmatch(stderr)
	if m == nil {
		return false
	}
	inUse, err := strconv.Atoi(m[1])
	return err == nil && inUse < earlyHeap
}

// TestStartUnderAddressLimit: hddmin, built as the README builds it (a
// static binary), starts under every ulimit -v from 0.7 to 2 GB but where
// the Go runtime cannot reserve its own address space, which it does
// before hddmin's code runs: below about 750 MB, and in one window of at
// most 150 MB above (issue 42, item 5: built with cgo, hddmin --version
// died at 0.9, 1.3 and 1.5 GB besides, with the runtime's dump of a failed
// pthread_create).
func TestStartUnderAddressLimit(t *testing.T) {
	t.Parallel()
	bin, dir := linuxProcess(t)
	step := 50_000
	if long.Enabled {
		step = 10_000
	}
	var failed []int // above 800 MB
	for kb := 700_000; kb <= 2_000_000; kb += step {
		code, stderr := underLimit(t, dir, "-v", kb, bin, "--version")
		if code == 0 {
			continue
		}
		assert.True(t, isStartFailure(stderr), "ulimit -v %d: the Go runtime's own failure, nothing else: %s", kb, firstLines(stderr, 3))
		if kb > 800_000 {
			failed = append(failed, kb)
		}
	}
	if len(failed) > 0 {
		assert.LessOrEqual(t, failed[len(failed)-1]-failed[0], 150_000, "one window of failures: %v", failed)
	}
}

// TestOutOfMemoryStages runs hddmin on 3 MB of records (40 tests) under
// ulimit -v and ulimit -d limits from too little to start with to enough:
// at every limit, it ends reduced (0), refuses the input as too large or
// the address space left as too small for the heap to grow (2), or stops
// with one line that says it ran out of memory and where (3), never with
// the Go runtime's dump; with -tags long, the limits are 50 MB
// apart, ulimit -d's too, and reach each stage: the parse and the
// reduction (issue 42, item 5: under ulimit -v the runtime
// died while parsing, a reservation of 64 MB at a time passing the limit
// between two looks at the memory used).
func TestOutOfMemoryStages(t *testing.T) {
	t.Parallel()
	bin, dir := linuxProcess(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "records.json"), recordArray(3<<20), 0o644))
	// Interesting while it holds a tag and a user that the first records
	// have: hddmin reduces to them.
	writeFile(t, dir, "t.sh", "#!/bin/sh\ngrep -q '\"tag' \"$1\" && grep -q '\"user1-' \"$1\"\n", 0o755)
	for _, lim := range []struct {
		opt      string
		from, to int // kB
		step     int
		longStep int
	}{
		// Where ulimit -v leaves less than four 64 MB arenas beyond what
		// the runtime reserves at its start (1.25 to 1.4 GB here), the
		// runtime died reserving one while parsing, 12 MB in use, before
		// memlimit.Watch could stop the run (1 of 2 long runs, at 1.3
		// GB): hddmin now refuses to start the run there.
		{"-v", 1_250_000, 2_300_000, 400_000, 50_000},
		{"-d", 50_000, 850_000, 0, 50_000}, // with -tags long: TestMemoryLimitProcess has two
	} {
		t.Run(lim.opt, func(t *testing.T) {
			if lim.step == 0 && !long.Enabled {
				t.Skip("with -tags long")
			}
			t.Parallel() // -v and -d: 25 and 17 limits with -tags long
			step := lim.step
			if long.Enabled {
				step = lim.longStep
			}
			seen := map[string]bool{}
			outs := t.TempDir()
			for kb := lim.from; kb <= lim.to; kb += step {
				if code, _ := underLimit(t, dir, lim.opt, kb, bin, "--version"); code != 0 {
					continue // the Go runtime cannot start (TestStartUnderAddressLimit)
				}
				out := filepath.Join(outs, "out.json")
				os.Remove(out)
				code, stderr := underLimit(t, dir, lim.opt, kb, bin, "-q", "-j", "2", "--max-tests", "40", "-t", "./t.sh", "-o", out, "records.json")
				where := "ulimit " + lim.opt + " " + strconv.Itoa(kb) + ": " + firstLines(stderr, 3)
				assert.NotContains(t, stderr, "goroutine ", where)
				assert.NotContains(t, stderr, "fatal error", where)
				switch code {
				case 0:
					seen["reduced"] = true
				case exitUsage:
					if strings.Contains(stderr, "of address space beyond what the Go runtime reserved") {
						seen["no room"] = true
					} else {
						assert.Contains(t, stderr, "is too large for the memory limit", where)
						seen["refused"] = true
					}
				case exitInternal:
					assert.Regexp(t, regexp.MustCompile(`^hddmin: out of memory: [^\n]*\n$`), stderr, where)
					if strings.Contains(stderr, "while parsing") {
						seen["parse"] = true
					}
					if strings.Contains(stderr, "the best result so far is in") {
						seen["reduction"] = true
						got, err := os.ReadFile(out)
						require.NoError(t, err, where)
						assert.Contains(t, string(got), `"user1-`, where)
					}
				default:
					t.Errorf("%s: exit status %d", where, code)
				}
			}
			t.Logf("%s: %v", lim.opt, seen)
			assert.True(t, seen["reduced"], "a limit is enough")
			if long.Enabled { // the limits are close enough to reach each stage
				assert.True(t, seen["parse"], "a limit stops the parse")
				assert.True(t, seen["reduction"], "a limit stops the reduction")
			}
		})
	}
}

// firstLines returns the first n lines of s.
func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n")
}

// TestIsStartFailure: the runtime's failures to start are start failures,
// and so is its out of memory with its first MB of heap in use, in init or
// in main; the same with 100 MB in use, or hddmin's own error, is not.
func TestIsStartFailure(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		stderr string
		want   bool
	}{
		{"fatal error: failed to reserve page summary memory\n\ngoroutine 1", true},
		{"runtime: out of memory: cannot allocate 4194304-byte block (0 in use)\nfatal error: out of memory\n", true},
		{"runtime: out of memory: cannot allocate 4194304-byte block (3899392 in use)\nfatal error: out of memory\n\ngoroutine 1:\ngithub.com/hddmin/hddmin/parser/internal/target.init()\n", true},
		{"runtime: out of memory: cannot allocate 4194304-byte block (3899392 in use)\nfatal error: out of memory\n\ngoroutine 1:\nmain.main()\n", true},
		{"runtime: out of memory: cannot allocate 67108864-byte block (104857600 in use)\nfatal error: out of memory\n\ngoroutine 1:\nmain.main()\n", false},
		{"hddmin: out of memory: 95 MB used of the 100 MB that RLIMIT_AS leaves\n", false},
	} {
		assert.Equal(t, tt.want, isStartFailure(tt.stderr), "%q", tt.stderr)
	}
}
