package memlimit

import (
	"io/fs"
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
			got := find(l)
			assert.Equal(t, tc.bytes, got.Bytes)
			assert.Equal(t, tc.source, got.Source)
			if tc.bytes > 0 {
				assert.Equal(t, int64(0), got.Used(), "the use counts from now")
			}
		})
	}
}

// TestMemoryFits checks that an input is refused before it is parsed
// when even the least memory a byte takes would not fit the limit.
func TestMemoryFits(t *testing.T) {
	t.Parallel()
	assert.NoError(t, Limit{}.Fits(1<<30), "no limit")
	lim := Limit{Bytes: 300 << 20, Source: "RLIMIT_AS"}
	assert.NoError(t, lim.Fits(75<<20))
	err := lim.Fits(80 << 20)
	require.Error(t, err)
	assert.Equal(t, "80 MB is too large for the memory limit: it needs 320 MB or more (4 bytes a byte at the least, 25 to 110 for most inputs, up to 500 for long lists of tiny elements), and RLIMIT_AS leaves 300 MB; raise the limit, or reduce a part of the input", err.Error())
	// Under RLIMIT_AS, a few arenas of address space are needed whatever
	// the input (issue 42, item 5: the runtime died under ulimit -v 1.3
	// GB, 100 MB left, parsing with 12 MB in use).
	err = Limit{Bytes: 100 << 20, Source: "RLIMIT_AS"}.Fits(10)
	require.Error(t, err)
	assert.Equal(t, "RLIMIT_AS leaves 100 MB of address space beyond what the Go runtime reserved at its start, and its heap grows 64 MB at a time: it needs 256 MB or more; raise ulimit -v by 156 MB, or limit memory with ulimit -d or a cgroup, which count what is used, not reserved", err.Error())
	assert.NoError(t, Limit{Bytes: 256 << 20, Source: "RLIMIT_AS"}.Fits(10))
	assert.NoError(t, Limit{Bytes: 100 << 20, Source: "RLIMIT_DATA"}.Fits(10), "a limit of what is used needs no arena to spare")
}

// TestStopAt: Watch stops a run at seven eighths of its limit, at
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
		assert.Equal(t, tt.want, Limit{Bytes: tt.bytes, Source: tt.source}.StopAt(), "%d MB, %s", tt.bytes>>20, tt.source)
	}
}
