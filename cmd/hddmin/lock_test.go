//go:build unix

package main

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// snapshot is what a folder holds: each file's kind, size, content and
// modification time, by name.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		st, err := os.Lstat(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		if rel == "." {
			return nil // its time changes with the check that the output can be written (a temporary file)
		}
		desc := st.Mode().String() + " " + st.ModTime().Format(time.RFC3339Nano)
		if st.Mode().IsRegular() {
			data, _ := os.ReadFile(path)
			desc += " " + string(data)
		}
		out[rel] = desc
		return nil
	}))
	return out
}

// TestLockPlanted: a lock file planted where hddmin takes the lock of its
// output (a symbolic link, a hard link, a FIFO, a file of someone else's)
// is refused, and nothing is written through it or anywhere else but the
// output, its temporary file, its lock and the report (issue 31, item 1).
// Before, the PID went into the file the link named.
func TestLockPlanted(t *testing.T) {
	tests := []struct {
		name  string
		plant func(t *testing.T, lock, victim string)
		want  string
	}{
		{"symbolic link", func(t *testing.T, lock, victim string) { require.NoError(t, os.Symlink(victim, lock)) }, "is a symbolic link"},
		{"dangling symbolic link", func(t *testing.T, lock, victim string) {
			require.NoError(t, os.Symlink(victim+".new", lock))
		}, "is a symbolic link"},
		{"hard link", func(t *testing.T, lock, victim string) { require.NoError(t, os.Link(victim, lock)) }, "has 2 links"},
		{"FIFO", func(t *testing.T, lock, victim string) { require.NoError(t, mkfifo(lock)) }, "is not a plain file"},
		{"a file that holds no process ID", func(t *testing.T, lock, victim string) {
			require.NoError(t, os.WriteFile(lock, []byte("KEEP ME TOO\n"), 0o644))
		}, "holds something other than a process ID"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			victim := writeFile(t, dir, "victim.txt", "KEEP ME\n", 0o644)
			in := writeFile(t, dir, "in.json", `{"a": ["needle", 1]}`, 0o644)
			test := writeFile(t, dir, "t.sh", "#!/bin/sh\ngrep -q needle \"$1\"\n", 0o755)
			tt.plant(t, filepath.Join(dir, ".out.json.lock"), victim)
			before := snapshot(t, dir)
			done := make(chan struct{})
			go func() {
				defer close(done)
				code, _, stderr := hddmin(t, "-q", "-o", filepath.Join(dir, "out.json"), "-t", test, in)
				assert.Equal(t, exitUsage, code)
				assert.Contains(t, stderr, "the lock file "+filepath.Join(dir, ".out.json.lock")+" of the output")
				assert.Contains(t, stderr, tt.want)
			}()
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				t.Fatal("hddmin hangs on the planted lock")
			}
			assert.Equal(t, before, snapshot(t, dir), "nothing written in the folder")
		})
	}
}

// TestLockWritesOnlyItsFiles: a run writes, in the output's folder, only
// the output, the report and its lock and temporary files, all gone but
// the output and the report at the end; a stale lock (a regular file with
// a process ID, left by a run killed with SIGKILL) is taken over.
func TestLockWritesOnlyItsFiles(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, t.TempDir(), "in.json", `{"a": ["needle", 1]}`, 0o644)
	test := writeFile(t, t.TempDir(), "t.sh", "#!/bin/sh\ngrep -q needle \"$1\"\n", 0o755)
	writeFile(t, dir, "victim.txt", "KEEP ME\n", 0o644)
	writeFile(t, dir, ".out.json.lock", "999999999\n", 0o644) // stale
	before := snapshot(t, dir)
	code, _, stderr := hddmin(t, "-q", "-o", filepath.Join(dir, "out.json"), "--report", filepath.Join(dir, "r.json"), "-t", test, in)
	require.Equal(t, exitReduced, code, stderr)
	after := snapshot(t, dir)
	assert.Contains(t, after, "out.json")
	assert.Contains(t, after, "r.json")
	delete(after, "out.json")
	delete(after, "r.json")
	delete(before, ".out.json.lock")
	assert.Equal(t, before, after, "the stale lock is gone, nothing else changed")
}

// TestReportLocked: two runs given one --report (and two outputs) cannot
// both write it: the second is refused while the first runs (issue 31,
// item 3), and told to give another --report (issue 42, item 8). Before,
// both ended with status 0, the last writer winning.
func TestReportLocked(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"a": ["needle", 1]}`, 0o644)
	report := filepath.Join(dir, "report.json")
	lock, err := lockOutput(report, "--report") // as the first run holds it
	require.NoError(t, err)
	defer unlockOutput(lock)
	code, _, stderr := hddmin(t, "-q", "-o", filepath.Join(dir, "two.json"), "--report", report, "-t", writeFile(t, dir, "t.sh", "#!/bin/sh\ngrep -q needle \"$1\"\n", 0o755), in)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "is writing "+report+": wait for it to end, or give this run another report with --report\n",
		"the advice names --report, not -o (issue 42, item 8)")
	_, err = os.Stat(report)
	assert.ErrorIs(t, err, fs.ErrNotExist)
	_, err = os.Stat(filepath.Join(dir, "two.json"))
	assert.ErrorIs(t, err, fs.ErrNotExist, "nothing written")
}

// TestLongOutputNames: an output name of up to 255 bytes, the most a file
// name can have, is taken: its temporary file and its lock have shorter
// names (issue 31, item 17). Before, names of 244 bytes and more were
// refused.
func TestLongOutputNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"a": ["needle", 1]}`, 0o644)
	test := writeFile(t, dir, "t.sh", "#!/bin/sh\ngrep -q needle \"$1\"\n", 0o755)
	for _, n := range []int{200, 243, 244, 250, 255} {
		name := strings.Repeat("é", (n-5)/2) + strings.Repeat("x", (n-5)%2) + ".json"
		require.Len(t, name, n)
		out := filepath.Join(dir, name)
		code, _, stderr := hddmin(t, "-q", "-o", out, "--report", out+"", "-t", test, in)
		assert.Equal(t, exitUsage, code, "--report the output is refused: %s", stderr)
		code, _, stderr = hddmin(t, "-q", "-o", out, "-t", test, in)
		require.Equal(t, exitReduced, code, "%d bytes: %s", n, stderr)
		data, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Contains(t, string(data), "needle")
		left, _ := filepath.Glob(filepath.Join(dir, ".*"))
		assert.Empty(t, left, "no lock or temporary file left")
	}
	// Two long names with one prefix have two locks.
	a, b := strings.Repeat("a", 250)+"1.json", strings.Repeat("a", 250)+"2.json"
	assert.NotEqual(t, lockName(a), lockName(b))
	assert.LessOrEqual(t, len(filepath.Base(lockName(a))), 255)
}

// TestNewlineInNames: a file name with a line break keeps every message on
// one line: each line hddmin prints starts with "hddmin: " (issue 31, item
// 17).
func TestNewlineInNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := writeFile(t, dir, "in\nput.json", `{"a": ["needle", 1,]}`, 0o644)
	test := writeFile(t, dir, "t.sh", "#!/bin/sh\ngrep -q needle \"$1\"\n", 0o755)
	for _, args := range [][]string{
		{"-t", test, in},
		{"-t", test, "--report", filepath.Join(dir, "re\nport.json"), "-o", filepath.Join(dir, "o\nut.json"), in},
		{"-t", test, "-o", filepath.Join(dir, "no\nsuch", "x.json"), in},
	} {
		code, _, stderr := hddmin(t, args...)
		require.NotEqual(t, exitInternal, code, stderr)
		for _, line := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
			// Messages, and syntax errors, which begin with the input's name.
			ok := strings.HasPrefix(line, "hddmin: ") || strings.HasPrefix(line, `"`+dir)
			assert.True(t, ok, "a line of its own: %q in\n%s", line, stderr)
		}
		assert.Contains(t, stderr, `\n`)
	}
}

// TestTestFormatHint: a test the system cannot run (a script without its
// #! line) is an error that says so (issue 31, item 17); before, "exec
// format error" alone.
func TestTestFormatHint(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"a": ["needle", 1]}`, 0o644)
	test := writeFile(t, dir, "t.sh", "grep -q needle \"$1\"\n", 0o755)
	code, _, stderr := hddmin(t, "-t", test, "-o", filepath.Join(dir, "out.json"), in)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "exec format error; "+test+" has no #! line: start a script with one, such as #!/bin/sh")
}

// TestInputWaitNotice: a test that hangs on the input, with no --timeout,
// is announced while hddmin waits for it, and Ctrl-C still stops it
// (issue 31, item 7). Before, hddmin waited in silence.
func TestInputWaitNotice(t *testing.T) {
	old := inputWaitNotice
	inputWaitNotice = 200 * time.Millisecond
	defer func() { inputWaitNotice = old }()
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"a": ["needle", 1]}`, 0o644)
	test := writeFile(t, dir, "t.sh", "#!/bin/sh\nsleep 1000\n", 0o755)
	ctx, cancel := context.WithCancel(context.Background())
	stderr := &hookBuffer{}
	stderr.onWrite = func(s string) {
		if strings.Contains(s, "has no time limit") {
			cancel()
		}
	}
	start := time.Now()
	code := run(ctx, []string{"-t", test, "-o", filepath.Join(dir, "out.json"), in}, strings.NewReader(""), &bytes.Buffer{}, stderr)
	assert.Equal(t, exitInterrupted, code)
	assert.Contains(t, stderr.String(), "hddmin: the test of "+in+" has run for 200ms and has no time limit (--timeout is not given): waiting for it; Ctrl-C stops hddmin, --timeout D bounds each test")
	assert.Contains(t, stderr.String(), "interrupted while testing the input")
	assert.Less(t, time.Since(start), 30*time.Second)

	// With --timeout, nothing to announce: the test is bounded.
	code, _, errs := hddmin(t, "--timeout", "500ms", "-t", test, "-o", filepath.Join(dir, "out.json"), in)
	assert.Equal(t, exitNotInteresting, code)
	assert.NotContains(t, errs, "has no time limit")
}

// hookBuffer is a buffer that calls onWrite with what is written.
type hookBuffer struct {
	bytes.Buffer
	onWrite func(string)
}

func (b *hookBuffer) Write(p []byte) (int, error) {
	n, err := b.Buffer.Write(p)
	if b.onWrite != nil {
		b.onWrite(string(p))
	}
	return n, err
}
