package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/memlimit"
)

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
	a := &app{cfg: cfg, stdout: io.Discard, stderr: &stderr, memory: memlimit.Limit{Bytes: 100 << 20, Source: "a test's limit", Used: func() int64 {
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
