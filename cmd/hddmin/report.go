package main

import (
	"encoding/json"
	"sync"
	"time"

	"github.com/hddmin/hddmin/internal/atomicfile"
	"github.com/hddmin/hddmin/internal/report"
	"github.com/hddmin/hddmin/reduce"
)

// writeReport writes the report of a reduction to path; tokens are the
// tokens of the input and of the result (see countTokens).
func (a *app) writeReport(path, out, grammar string, st reduce.Stats, tokens [2]int, curve []report.CurvePoint) error {
	cfg := a.cfg
	var phases []string
	set := cfg.reduce.Phases
	if cfg.reduce.Adaptive && set == nil {
		set = reduce.DefaultPhases
	}
	for _, p := range set {
		phases = append(phases, p.String())
	}
	r := report.Report{
		Version: version(), Input: cfg.input, Output: out, Grammar: grammar,
		Options: map[string]any{
			"test":               cfg.test,
			"start":              a.start,
			"grammar_files":      cfg.grammars,
			"phases":             phases,
			"adaptive":           cfg.reduce.Adaptive,
			"algorithm":          cfg.reduce.Algorithm.String(),
			"hddr_order":         cfg.reduce.HDDrOrder.String(),
			"fixpoint":           !cfg.reduce.NoFixpoint,
			"jobs":               cfg.reduce.Jobs,
			"ddmin":              cfg.reduce.DD.Variant.String(),
			"split_factor":       splitValue{&cfg.reduce.DD.SplitFactor}.String(),
			"subset_order":       cfg.reduce.DD.SubsetOrder.String(),
			"complement_order":   cfg.reduce.DD.ComplementOrder.String(),
			"complement_first":   cfg.reduce.DD.ComplementFirst,
			"complement_restart": cfg.reduce.DD.Restart,
			"ddmin_prior":        probValue{&cfg.reduce.DD.Prior, reduce.DefaultPrior, false}.value(),
			"probdd_threshold":   probValue{&cfg.reduce.DD.Threshold, 1, true}.value(),
			"probdd_history":     cfg.reduce.DD.History,
			"cdd_sizes":          cfg.reduce.DD.CDDSizes.String(),
			"seed":               cfg.reduce.DD.Seed,
			"random":             cfg.reduce.DD.Random(),
			"no_cache":           cfg.reduce.NoCache,
			"choices_mode":       cfg.choicesMode.String(),
			"flatten_recursion":  cfg.transform.FlattenRecursion,
			"squeeze_tree":       !cfg.transform.NoSqueeze,
			"hide_unremovable":   !cfg.transform.NoHide,
			"plain_lists":        cfg.transform.PlainLists,
			"flat_tokens":        cfg.transform.FlatTokens,
			"keep_hidden":        cfg.build.KeepHidden,
			"skip_whitespace":    cfg.transform.SkipWhitespace,
			"max_tests":          cfg.reduce.MaxTests,
			"max_time_seconds":   a.maxTime.Seconds(),
			"replacements":       cfg.replacements,
		},
		Steps: []report.Step{},
		Curve: curve,
		Totals: report.Totals{
			Tests: st.Tests, TestsOneJob: st.Charged, CacheHits: st.CacheHits, Interesting: st.Interesting, Timeouts: st.Timeouts,
			Cancelled: st.Cancelled, Wasted: st.Wasted, Confirms: st.Confirms, Flaky: st.Flaky,
			BytesBefore: st.BytesBefore, BytesAfter: st.BytesAfter, TokensBefore: &tokens[0], TokensAfter: &tokens[1],
			TestTimeout: st.TestTimeout.Seconds(), Seconds: st.Wall.Seconds(),
		},
	}
	if st.Stopped != nil {
		r.Totals.Stopped = st.Stopped.Error()
	}
	for _, s := range st.Steps {
		rs := report.Step{Phase: s.Phase.String(), Pass: s.Pass, Units: s.Units, Tests: s.Tests,
			CacheHits: s.CacheHits, Timeouts: s.Timeouts, BytesBefore: s.BytesBefore,
			BytesAfter: s.BytesAfter, Seconds: s.Time.Round(time.Microsecond).Seconds()}
		if s.Level >= 0 {
			level := s.Level
			rs.Level = &level
		}
		r.Steps = append(r.Steps, rs)
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(data, '\n'))
}

// curveRecorder makes the reduction curve of the progress events: a point
// whenever the size of the best result changes (a success, or a fall back
// after a flaky final check).
type curveRecorder struct {
	mu     sync.Mutex
	points []report.CurvePoint
}

func (c *curveRecorder) add(p reduce.Progress) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if n := len(c.points); n > 0 && c.points[n-1].Bytes == p.Bytes {
		return
	}
	c.points = append(c.points, report.CurvePoint{Tests: p.Tests, TestsOneJob: p.Charged, Bytes: p.Bytes,
		Seconds: p.Elapsed.Round(time.Microsecond).Seconds()})
}

func (c *curveRecorder) list() []report.CurvePoint {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]report.CurvePoint(nil), c.points...)
}
