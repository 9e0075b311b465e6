// Package report is the JSON document hddmin --report writes, and hddmin
// bench reads: the counts of a reduction, step by step, and its curve.
package report

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
