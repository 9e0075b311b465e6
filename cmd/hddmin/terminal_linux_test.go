package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openPTY opens a pseudo-terminal: its master, which reads what is
// written to the terminal, and its slave, the terminal.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		m.Close()
		t.Skipf("unlockpt: %v", e)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		m.Close()
		t.Skipf("ptsname: %v", e)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		m.Close()
		t.Skipf("open the terminal: %v", err)
	}
	t.Cleanup(func() { s.Close(); m.Close() })
	return m, s
}

// screen renders what a terminal shows of out: a carriage return goes
// back to the start of the line, a line break to the next line, and the
// other characters write over what is there.
func screen(out string) []string {
	var lines []string
	line, col := []rune{}, 0
	for _, r := range out {
		switch r {
		case '\r':
			col = 0
		case '\n':
			lines = append(lines, strings.TrimRight(string(line), " "))
			line, col = []rune{}, 0
		default:
			if col < len(line) {
				line[col] = r
			} else {
				line = append(line, r)
			}
			col++
		}
	}
	if len(line) > 0 {
		lines = append(lines, strings.TrimRight(string(line), " "))
	}
	return lines
}

func TestScreen(t *testing.T) {
	assert.Equal(t, []string{"abc", "xyc"}, screen("abc\nabc\rxy"))
	assert.Equal(t, []string{"frame 2", "done"}, screen("\rframe 1\rframe 2\ndone\n"))
	assert.Equal(t, []string{"frame 1hddmin: x"}, screen("\rframe 1hddmin: x\n"))
}

// TestTerminalLines: on a terminal, every line of hddmin's own begins at
// the start of a line of the screen: the progress line is cleared first
// (issue 42, item 10: the first frame was drawn, then the "reducing" line
// written after it, on the same line).
func TestTerminalLines(t *testing.T) {
	t.Setenv("COLUMNS", "200")
	master, slave := openPTY(t)
	var out bytes.Buffer
	var mu sync.Mutex
	read := make(chan struct{})
	go func() {
		defer close(read)
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			mu.Lock()
			out.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"a": [1, "foo", 3], "b": {"c": "bar", "d": [4, 5]}}`, 0o644)
	test := writeFile(t, dir, "t.sh", "#!/bin/sh\nsleep 0.05\ngrep -q foo \"$1\" && grep -q bar \"$1\"\n", 0o755)
	code := run(context.Background(), []string{"-j", "1", "-t", test, in}, strings.NewReader(""), io.Discard, slave)
	require.Equal(t, exitReduced, code)
	slave.Close()
	master.Close()
	<-read
	mu.Lock()
	text := out.String()
	mu.Unlock()
	lines := screen(text)
	var own []string
	for _, l := range lines {
		if strings.Contains(l, "hddmin: ") {
			own = append(own, l)
			assert.True(t, strings.HasPrefix(l, "hddmin: "), "a line of hddmin's begins the line of the screen: %q", l)
		}
	}
	require.NotEmpty(t, own, "%q", text)
	assert.True(t, strings.HasPrefix(own[0], "hddmin: reducing "+filepath.Base(in)) || strings.HasPrefix(own[0], "hddmin: reducing "+in), own[0])
	assert.Contains(t, text, "| 0 tests", "a progress frame was drawn")
}
