package main

import (
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
		Curve: curve,
	}
	r.SetStats(st, tokens)
	return r.Write(path)
}
