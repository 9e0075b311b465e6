// Package report is the JSON document hddmin --report writes, and hddmin
// bench reads: the counts of a reduction, step by step, and its curve.
package report

import (
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/hddmin/hddmin/internal/atomicfile"
	"github.com/hddmin/hddmin/reduce"
)

// Report is the document --report writes.
type Report struct {
	Version string         `json:"version"`
	Input   string         `json:"input"`
	Output  string         `json:"output"`
	Grammar string         `json:"grammar"`
	Options map[string]any `json:"options"`
	Steps   []Step         `json:"steps"`
	Totals  Totals         `json:"totals"`
	Curve   []CurvePoint   `json:"curve"`
}

// Step is a step of the reduction: a level of a phase's pass, or a whole
// pass (Level nil).
type Step struct {
	Phase       string  `json:"phase"`
	Pass        int     `json:"pass"`
	Level       *int    `json:"level,omitempty"`
	Units       int     `json:"units"`
	Tests       int     `json:"tests"`
	CacheHits   int     `json:"cache_hits"`
	Timeouts    int     `json:"timeouts"`
	BytesBefore int     `json:"bytes_before"`
	BytesAfter  int     `json:"bytes_after"`
	Seconds     float64 `json:"seconds"`
}

// Totals are the counts of the whole reduction.
type Totals struct {
	Tests       int  `json:"tests"`
	TestsOneJob int  `json:"tests_one_job"` // the tests -j 1 would have run: what --max-tests counts
	CacheHits   int  `json:"cache_hits"`
	Interesting int  `json:"interesting"`
	Timeouts    int  `json:"timeouts"`
	Cancelled   int  `json:"cancelled"`
	Wasted      int  `json:"wasted"`
	Confirms    int  `json:"confirms"`
	Flaky       bool `json:"flaky"`
	BytesBefore int  `json:"bytes_before"`
	BytesAfter  int  `json:"bytes_after"`
	// TokensBefore and TokensAfter are the tokens of the input and of the
	// result on the default channel of the grammar's lexer (nil in
	// reports written before they were counted).
	TokensBefore *int    `json:"tokens_before,omitempty"`
	TokensAfter  *int    `json:"tokens_after,omitempty"`
	TestTimeout  float64 `json:"test_timeout_seconds"`
	Seconds      float64 `json:"seconds"`
	Stopped      string  `json:"stopped,omitempty"`
}

// CurvePoint is a point of the reduction curve: the size of the best
// result once Tests tests had run to their end (TestsOneJob of them
// charged, as -j 1 would have run them), Seconds into the reduction.
type CurvePoint struct {
	Tests       int     `json:"tests"`
	TestsOneJob int     `json:"tests_one_job"`
	Bytes       int     `json:"bytes"`
	Seconds     float64 `json:"seconds"`
}

// SetStats fills the report's totals and steps from the counts of a
// reduction; tokens are the tokens of the input and of the result.
func (r *Report) SetStats(st reduce.Stats, tokens [2]int) {
	r.Totals = Totals{
		Tests: st.Tests, TestsOneJob: st.Charged, CacheHits: st.CacheHits, Interesting: st.Interesting, Timeouts: st.Timeouts,
		Cancelled: st.Cancelled, Wasted: st.Wasted, Confirms: st.Confirms, Flaky: st.Flaky,
		BytesBefore: st.BytesBefore, BytesAfter: st.BytesAfter, TokensBefore: &tokens[0], TokensAfter: &tokens[1],
		TestTimeout: st.TestTimeout.Seconds(), Seconds: st.Wall.Seconds(),
	}
	if st.Stopped != nil {
		r.Totals.Stopped = st.Stopped.Error()
	}
	r.Steps = []Step{}
	for _, s := range st.Steps {
		rs := Step{Phase: s.Phase.String(), Pass: s.Pass, Units: s.Units, Tests: s.Tests,
			CacheHits: s.CacheHits, Timeouts: s.Timeouts, BytesBefore: s.BytesBefore,
			BytesAfter: s.BytesAfter, Seconds: s.Time.Round(time.Microsecond).Seconds()}
		if s.Level >= 0 {
			level := s.Level
			rs.Level = &level
		}
		r.Steps = append(r.Steps, rs)
	}
}

// Write writes the report to path, whole or not at all.
func (r *Report) Write(path string) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(data, '\n'))
}

// A Curve records the reduction curve from a reduction's progress events:
// a point each time the size changes. It is safe for concurrent use.
type Curve struct {
	mu     sync.Mutex
	points []CurvePoint
}

// NewCurve returns a curve that starts at the input's size.
func NewCurve(bytes int) *Curve {
	return &Curve{points: []CurvePoint{{Bytes: bytes}}}
}

// Add records a progress event.
func (c *Curve) Add(p reduce.Progress) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if n := len(c.points); n > 0 && c.points[n-1].Bytes == p.Bytes {
		return
	}
	c.points = append(c.points, CurvePoint{Tests: p.Tests, TestsOneJob: p.Charged, Bytes: p.Bytes,
		Seconds: p.Elapsed.Round(time.Microsecond).Seconds()})
}

// Points returns the points so far.
func (c *Curve) Points() []CurvePoint {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.points)
}
