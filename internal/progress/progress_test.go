package progress

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/reduce"
)

// syncBuffer is a bytes.Buffer safe for a writer and a reader at once.
type syncBuffer = hddmintest.SyncBuffer

// TestProgressTicks: on a terminal the progress line says "testing the
// input" until the input's test ends, not the first phase, and its clock
// moves while no test ends (issue 31, item 18).
func TestProgressTicks(t *testing.T) {
	t.Setenv("COLUMNS", "200")
	var out syncBuffer
	var clock sync.Mutex
	now := time.Unix(1000, 0)
	p := &Printer{w: &out, terminal: true, tick: 5 * time.Millisecond, testingInput: true,
		latest: reduce.Progress{Bytes: 53, Level: -1, Stats: reduce.Stats{BytesBefore: 53}},
		now: func() time.Time {
			clock.Lock()
			defer clock.Unlock()
			now = now.Add(time.Second) // a second a frame
			return now
		}}
	p.Start()
	frames := func() []string {
		var lines []string
		for _, l := range strings.Split(out.String(), "\r") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
		return lines
	}
	assert.Eventually(t, func() bool { return len(frames()) >= 3 }, 5*time.Second, time.Millisecond, "the line is drawn again with no event")
	f := frames()
	assert.True(t, strings.HasPrefix(f[0], "testing the input | 53 bytes (100.00%) | 0 tests"), f[0])
	assert.NotEqual(t, f[0][strings.LastIndex(f[0], "|"):], f[2][strings.LastIndex(f[2], "|"):], "the clock moves: %q", f)

	p.InputTested()
	p.Update(reduce.Progress{Phase: reduce.Prune, Pass: 1, Level: 2, Bytes: 20, Stats: reduce.Stats{BytesBefore: 53, Tests: 4}})
	n := len(frames())
	assert.Eventually(t, func() bool { return len(frames()) > n+1 }, 5*time.Second, time.Millisecond)
	last := frames()[len(frames())-1]
	assert.True(t, strings.HasPrefix(last, "prune pass 1 level 2 | 20 bytes"), last)
	p.Done()
	n = len(out.String())
	time.Sleep(30 * time.Millisecond)
	assert.Len(t, out.String(), n, "no frame after done")
}

// TestFit: a line is cut to fewer columns than the terminal has, so that
// it never wraps.
func TestFit(t *testing.T) {
	tests := []struct {
		line  string
		width int
		want  string
	}{
		{"abc", 80, "abc"},
		{"abcdef", 4, "abc"},
		{"abcd", 4, "abc"},
		{"ééé", 3, "éé"},
		{"abc", 0, ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, fit(tt.line, tt.width))
	}
}
