package main

import (
	"context"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFindMemoryLimit reads the limits of a made-up process: the
// tightest of RLIMIT_AS and RLIMIT_DATA (less what the process has
// already), the memory.max of its cgroup v2 and of those above it, the
// memory.limit_in_bytes of its cgroup v1, and the machine's memory.
func TestFindMemoryLimit(t *testing.T) {
	t.Parallel()
	const status = "Name:\thddmin\nVmSize:\t 1000000 kB\nVmData:\t  100000 kB\nVmRSS:\t   10000 kB\n"
	const meminfo = "MemTotal:       24000000 kB\nMemFree:        1000 kB\n"
	kb := func(n int64) int64 { return n << 10 }
	for _, tc := range []struct {
		name   string
		rlimit map[string]uint64
		files  map[string]string
		bytes  int64
		source string
	}{
		{"none", nil, map[string]string{}, 0, ""},
		{"the machine", nil, map[string]string{"/proc/self/status": status, "/proc/meminfo": meminfo},
			kb(24000000 - 10000), "the machine's memory"},
		{"RLIMIT_AS", map[string]uint64{"AS": uint64(kb(1500000)), "DATA": uint64(kb(2000000))},
			map[string]string{"/proc/self/status": status, "/proc/meminfo": meminfo}, kb(500000), "RLIMIT_AS"},
		{"RLIMIT_DATA", map[string]uint64{"AS": uint64(kb(1500000)), "DATA": uint64(kb(300000))},
			map[string]string{"/proc/self/status": status, "/proc/meminfo": meminfo}, kb(200000), "RLIMIT_DATA"},
		{"an rlimit already passed", map[string]uint64{"DATA": uint64(kb(50000))},
			map[string]string{"/proc/self/status": status}, 1, "RLIMIT_DATA"},
		{"cgroup v2, the tightest above", nil, map[string]string{
			"/proc/self/status": status, "/proc/meminfo": meminfo,
			"/proc/self/cgroup": "0::/user.slice/job.scope\n",
			"/sys/fs/cgroup/user.slice/job.scope/memory.max": "max\n",
			"/sys/fs/cgroup/user.slice/memory.max":           "1073741824\n",
		}, 1<<30 - kb(10000), "the cgroup's memory.max"},
		{"cgroup v2 in a container", nil, map[string]string{
			"/proc/self/status":         status,
			"/proc/self/cgroup":         "0::/\n",
			"/sys/fs/cgroup/memory.max": "536870912\n",
		}, 512<<20 - kb(10000), "the cgroup's memory.max"},
		{"cgroup v1", nil, map[string]string{
			"/proc/self/status": status, "/proc/meminfo": meminfo,
			"/proc/self/cgroup": "12:cpu,cpuacct:/x\n4:memory:/docker/abc\n",
			"/sys/fs/cgroup/memory/docker/abc/memory.limit_in_bytes": "268435456\n",
			"/sys/fs/cgroup/memory/memory.limit_in_bytes":            "9223372036854771712\n",
		}, 256<<20 - kb(10000), "the cgroup's memory.limit_in_bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			l := limits{
				rlimit: func(r string) (uint64, bool) { n, ok := tc.rlimit[r]; return n, ok },
				readFile: func(name string) ([]byte, error) {
					if s, ok := tc.files[name]; ok {
						return []byte(s), nil
					}
					return nil, fs.ErrNotExist
				},
				goMemory: func() int64 { return 0 },
			}
			got := findMemoryLimit(l)
			assert.Equal(t, tc.bytes, got.bytes)
			assert.Equal(t, tc.source, got.source)
			if tc.bytes > 0 {
				assert.Equal(t, int64(0), got.used(), "the use counts from now")
			}
		})
	}
}

// TestMemoryFits checks that an input is refused before it is parsed
// when even the least memory a byte takes would not fit the limit.
func TestMemoryFits(t *testing.T) {
	t.Parallel()
	assert.NoError(t, memoryLimit{}.fits(1<<30), "no limit")
	lim := memoryLimit{bytes: 300 << 20, source: "RLIMIT_AS"}
	assert.NoError(t, lim.fits(75<<20))
	err := lim.fits(80 << 20)
	require.Error(t, err)
	assert.Equal(t, "80 MB is too large for the memory limit: it needs 320 MB or more (4 bytes a byte at the least, 25 to 110 for most inputs, up to 500 for long lists of tiny elements), and RLIMIT_AS leaves 300 MB; raise the limit, or reduce a part of the input", err.Error())
}

// TestOutOfMemoryKeepsBest runs a reduction whose memory (a made-up
// count) passes its limit once the first smaller result is written: the
// run must stop with a one-line error and exit status 3, the best result
// in the output, no test folder left.
func TestOutOfMemoryKeepsBest(t *testing.T) {
	in := input(t, "ok.json")
	orig, err := os.ReadFile(in)
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "out.json")
	temp := t.TempDir()
	cfg, err := parseArgs([]string{"-q", "-j", "2", "-t", testScript("slow-foo-bar.sh"), "--temp-dir", temp, "-o", out, in}, io.Discard)
	require.NoError(t, err)
	var stderr strings.Builder
	a := &app{cfg: cfg, stdout: io.Discard, stderr: &stderr, memory: memoryLimit{bytes: 100 << 20, source: "a test's limit", used: func() int64 {
		if _, err := os.Stat(out); err == nil {
			return 95 << 20
		}
		return 10 << 20
	}}}
	assert.Equal(t, exitInternal, a.run(context.Background()))
	assert.Equal(t, "hddmin: out of memory: 95 MB used of the 100 MB that a test's limit leaves; stopped, the best result so far is in "+out+"\n", stderr.String())
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(got), "foo")
	assert.Contains(t, string(got), "bar")
	assert.Less(t, len(got), len(orig))
	left, err := os.ReadDir(temp)
	require.NoError(t, err)
	assert.Empty(t, left, "test folders left")
	now, _ := os.ReadFile(in)
	assert.Equal(t, orig, now, "the input untouched")
}

// TestMemoryLimitProcess runs hddmin under an RLIMIT_DATA (set with the
// shell's ulimit -d): 50 MB of JSON under 200 MB (less the 100 MB or so
// the program has at its start) is refused before it is parsed; 3 MB of
// records, which take about 200 MB, under 250 MB stop while parsing with
// a one-line error, not the Go runtime's out-of-memory dump, and leave
// no result, lock or test folder behind.
func TestMemoryLimitProcess(t *testing.T) {
	bin, dir := linuxProcess(t)
	records, large := filepath.Join(dir, "records.json"), filepath.Join(dir, "large.json")
	require.NoError(t, os.WriteFile(records, recordArray(3<<20), 0o644))
	require.NoError(t, os.WriteFile(large, []byte("["+strings.Repeat("1,", 25<<20)+"1]"), 0o644))
	for _, tc := range []struct {
		name  string
		in    string
		kb    int // the limit
		code  int
		error string
	}{
		{"refused", large, 200_000, exitUsage, "is too large for the memory limit"},
		{"stopped", records, 250_000, exitInternal, "out of memory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			temp, outDir := t.TempDir(), t.TempDir()
			out := filepath.Join(outDir, "out.json")
			code, stderr := underLimit(t, dir, "-d", tc.kb, bin, "-t", testScript("has-foo-bar.sh"), "--temp-dir", temp, "-o", out, tc.in)
			assert.Equal(t, tc.code, code, "stderr: %s", stderr)
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			assert.Len(t, lines, 1, "one line: %s", stderr)
			assert.Contains(t, lines[0], "hddmin: ")
			assert.Contains(t, lines[0], tc.error)
			assert.NotContains(t, stderr, "goroutine")
			for _, d := range []string{temp, outDir} {
				left, err := os.ReadDir(d)
				require.NoError(t, err)
				assert.Empty(t, left, "left in %s", d)
			}
		})
	}
}

// TestStopAt: watchMemory stops a run at seven eighths of its limit, at
// least 64 MB below it, and under RLIMIT_AS three heap arenas of 64 MB
// below it, since one reservation of the runtime that does not fit kills
// the program (issue 42, item 5); at a quarter of a small limit at the
// least.
func TestStopAt(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		bytes  int64
		source string
		want   int64
	}{
		{800 << 20, "RLIMIT_DATA", 700 << 20},
		{800 << 20, "the cgroup's memory.max", 700 << 20},
		{150 << 20, "RLIMIT_DATA", 86 << 20},
		{60 << 20, "RLIMIT_DATA", 15 << 20},
		{800 << 20, "RLIMIT_AS", 608 << 20},
		{4000 << 20, "RLIMIT_AS", 3500 << 20},
		{200 << 20, "RLIMIT_AS", 50 << 20},
	} {
		assert.Equal(t, tt.want, memoryLimit{bytes: tt.bytes, source: tt.source}.stopAt(), "%d MB, %s", tt.bytes>>20, tt.source)
	}
}
