// Package progress draws the progress line of a reduction on a terminal,
// and its log lines elsewhere.
package progress

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/hddmin/hddmin/reduce"
)

// Printer shows how a reduction goes on stderr: on a terminal, one
// line rewritten in place; elsewhere, a plain line at the end of a step, at
// most one a second unless verbose.
//
// On a terminal the line is drawn again every second (tick) with the time
// since the start, so that the clock moves while a long test runs; until
// the test of the input has ended it says "testing the input".
type Printer struct {
	mu           sync.Mutex
	w            io.Writer
	terminal     bool
	verbose      bool
	last         time.Time // when a line was last printed
	shown        bool      // a terminal line is on screen
	width        int       // its length
	latest       reduce.Progress
	testingInput bool // the test of the input has not ended yet

	began time.Time     // when the reduction began
	stop  chan struct{} // ends the ticking
	tick  time.Duration // how often the line is drawn again; 0 for a second
	now   func() time.Time
}

// New returns a Printer that writes to w: one line drawn in place on a
// terminal, plain lines elsewhere (every log line if verbose). Its line
// starts at first and says "testing the input" until InputTested.
func New(w io.Writer, verbose bool, first reduce.Progress) *Printer {
	return &Printer{w: w, terminal: isTerminal(w), verbose: verbose, latest: first, testingInput: true}
}

// Start begins the reduction's clock and, on a terminal, draws the line
// now and every tick until Done.
func (p *Printer) Start() {
	if p.now == nil {
		p.now = time.Now
	}
	p.began = p.now()
	if !p.terminal {
		return
	}
	tick := p.tick
	if tick == 0 {
		tick = time.Second
	}
	stop := make(chan struct{})
	p.mu.Lock()
	p.stop = stop
	p.draw()
	p.mu.Unlock()
	go func() {
		t := time.NewTicker(tick)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				p.mu.Lock()
				p.draw()
				p.mu.Unlock()
			}
		}
	}()
}

// InputTested says that the test of the input has ended.
func (p *Printer) InputTested() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.testingInput = false
}

// isTerminal reports whether w is a character device.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// Update receives every progress event of the reduction.
func (p *Printer) Update(pr reduce.Progress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.latest = pr
	if !p.terminal || time.Since(p.last) < 100*time.Millisecond {
		return
	}
	p.draw()
}

// draw draws the line of the latest progress, with the time since the
// start; p.mu is held.
func (p *Printer) draw() {
	if p.stop == nil {
		return // done, or never started
	}
	p.last = time.Now()
	pr := p.latest
	pr.Elapsed = max(pr.Elapsed, p.now().Sub(p.began))
	where := ""
	if p.testingInput {
		where = "testing the input"
	}
	cols := p.columns()
	line := fit(progressLine(pr, where), cols)
	pad := max(min(p.width, cols-1)-len(line), 0)
	fmt.Fprintf(p.w, "\r%s%s", line, strings.Repeat(" ", pad))
	p.width, p.shown = len(line), true
}

// Log prints a line of the reduction's log: every one if verbose, else at
// most one a second, and none on a terminal (the progress line says it).
func (p *Printer) Log(format string, args ...any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.verbose && (p.terminal || time.Since(p.last) < time.Second) {
		return
	}
	p.clear()
	fmt.Fprintf(p.w, "hddmin: "+format+"\n", args...)
	p.last = time.Now()
}

// Println prints a line of hddmin's own (a notice), after clearing the
// terminal line; the next tick draws it again below.
func (p *Printer) Println(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clear()
	fmt.Fprintln(p.w, line)
}

// clear removes the terminal line, before other output.
func (p *Printer) clear() {
	if p.shown {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
		p.shown = false
	}
}

// Done stops the ticking and clears the progress line for good.
func (p *Printer) Done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stop != nil {
		close(p.stop)
		p.stop = nil
	}
	p.clear()
}

// columns returns the width of the terminal, which may change while
// hddmin runs: the size the terminal reports, else $COLUMNS, else 80.
func (p *Printer) columns() int {
	if f, ok := p.w.(*os.File); ok {
		if n := terminalWidth(f); n > 0 {
			return n
		}
	}
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	return 80
}

// fit cuts line to fewer than width columns, so that the terminal does not
// wrap it: a wrapped line cannot be rewritten in place.
func fit(line string, width int) string {
	if utf8.RuneCountInString(line) < width {
		return line
	}
	r := []rune(line)
	return string(r[:max(width-1, 0)])
}

// progressLine renders a progress event: phase, level, size, tests, speed,
// time; where, if not "", says where the reduction is instead of the phase
// ("testing the input").
func progressLine(pr reduce.Progress, where string) string {
	if where == "" {
		where = pr.Phase.String()
		if pr.Pass > 0 {
			where += fmt.Sprintf(" pass %d", pr.Pass)
		}
		if pr.Level >= 0 && pr.Pass > 0 {
			where += fmt.Sprintf(" level %d", pr.Level)
		}
	}
	pct := 100.0
	if pr.BytesBefore > 0 {
		pct = 100 * float64(pr.Bytes) / float64(pr.BytesBefore)
	}
	rate := 0.0
	if s := pr.Elapsed.Seconds(); s > 0 {
		rate = float64(pr.Tests) / s
	}
	return fmt.Sprintf("%s | %d bytes (%.2f%%) | %d tests, %d cached, %d timed out | %.1f tests/s | %s",
		where, pr.Bytes, pct, pr.Tests, pr.CacheHits, pr.Timeouts, rate, pr.Elapsed.Round(time.Second))
}
