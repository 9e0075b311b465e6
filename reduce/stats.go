package reduce

import (
	"fmt"
	"time"
)

// Stats are the counts of a reduction.
type Stats struct {
	Tests       int           // tests executed
	CacheHits   int           // candidates answered from the content cache, without a test
	Interesting int           // tests that were interesting
	Timeouts    int           // tests that timed out
	BytesBefore int           // the size of the input
	BytesAfter  int           // the size of the result
	Wall        time.Duration // the time the reduction took
	Stopped     error         // why the reduction stopped early (a budget, the context), or nil
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
	return out + fmt.Sprintf(", %s", s.Wall.Round(time.Millisecond))
}
