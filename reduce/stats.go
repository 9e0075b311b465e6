package reduce

import (
	"fmt"
	"time"
)

// Stats are the counts of a reduction.
type Stats struct {
	Tests       int           // tests run to their end (wasted and confirming ones included)
	Charged     int           // the tests a one-job run would have run: what MaxTests counts (Tests, with one job)
	CacheHits   int           // candidates answered without a test of their own: same content, or a configuration tried before
	Interesting int           // tests that were interesting
	Timeouts    int           // tests that ran out of time
	Cancelled   int           // parallel runs: tests stopped because a candidate before them won
	Wasted      int           // parallel runs: tests whose outcome no candidate needed (run ahead of time, or after a candidate that won)
	Confirms    int           // tests of the final check of the result (see Flaky)
	Flaky       bool          // the final check failed: the result is the newest one that passed it again
	BytesBefore int           // the size of the input
	BytesAfter  int           // the size of the result
	TestTimeout time.Duration // the time limit of each test (0: none)
	Wall        time.Duration // the time the reduction took
	Stopped     error         // why the reduction stopped early (a budget, the context), or nil
	Steps       []Step        // per phase, pass and level (levels with nothing to try left out)
}

// Step are the counts of one step of a reduction: a level of an HDD pass,
// or a whole pass of the other phases (Level -1).
type Step struct {
	Phase       Phase
	Pass        int
	Level       int
	Units       int // the nodes offered to ddmin (or tried as hoists, or spacings)
	Tests       int
	CacheHits   int
	Timeouts    int
	BytesBefore int
	BytesAfter  int
	Time        time.Duration

	start  time.Time
	before Stats
}

// Progress is what Options.Progress receives: the counts so far and where
// the reduction is.
type Progress struct {
	Stats
	Phase   Phase
	Pass    int
	Level   int // -1 outside HDD levels
	Bytes   int // the size of the best result so far
	Elapsed time.Duration
}

// String summarizes the stats on one line.
func (s Stats) String() string {
	pct := 100.0
	if s.BytesBefore > 0 {
		pct = 100 * float64(s.BytesAfter) / float64(s.BytesBefore)
	}
	out := fmt.Sprintf("%d -> %d bytes (%.2f%%), %d tests, %d cache hits", s.BytesBefore, s.BytesAfter, pct, s.Tests, s.CacheHits)
	if s.Timeouts > 0 {
		out += fmt.Sprintf(", %d timeouts", s.Timeouts)
	}
	if s.Cancelled > 0 || s.Wasted > 0 {
		out += fmt.Sprintf(", %d cancelled, %d wasted", s.Cancelled, s.Wasted)
	}
	out += fmt.Sprintf(", %s", s.Wall.Round(time.Millisecond))
	if s.TestTimeout > 0 {
		out += fmt.Sprintf(" (test timeout %s)", s.TestTimeout.Round(time.Millisecond))
	}
	return out
}
