package bench

import (
	"encoding/csv"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// This file renders the summary across cases (in results.md and
// summary.csv) and results.csv, a row per run.

// summaryMetric is a value the summary compares across cases.
type summaryMetric struct {
	name  string
	value func(*Record) (float64, bool)
}

var summaryMetrics = []summaryMetric{
	{"bytes", func(r *Record) (float64, bool) { return intValue(r.BytesOut) }},
	{"tokens", func(r *Record) (float64, bool) { return intValue(r.TokensOut) }},
	{"tests", func(r *Record) (float64, bool) { return float64(r.Tests), true }},
	{"queries", queries},
	{"time", func(r *Record) (float64, bool) { return r.WallSeconds, true }},
}

// bootstrapRounds is the number of resamples of the bootstrap.
const bootstrapRounds = 10000

// comparison is a metric of a variant against the baseline, across the
// cases where both have verified runs with the metric above 0.
type comparison struct {
	cases         int
	ratio, lo, hi float64 // the geometric mean of the ratios of the medians, and its 95% bootstrap interval
	p             float64 // Wilcoxon signed-rank, two-sided, of the paired log values
	worse, better int     // the cases where the variant's median is above and below the baseline's
	ratios        []float64
	caseNames     []string
}

// compare compares metric m of variant v with the baseline's.
func (rep *view) compare(v string, m summaryMetric) comparison {
	var cmp comparison
	var diffs []float64
	for _, c := range rep.caseNames() {
		var vs, bs *variantSummary
		for _, s := range rep.summaries(c) {
			switch s.name {
			case v:
				vs = s
			case rep.baseline:
				bs = s
			}
		}
		if vs == nil || bs == nil {
			continue
		}
		a, b := vs.column(m.value), bs.column(m.value)
		if !a.ok || !b.ok || a.median <= 0 || b.median <= 0 {
			continue
		}
		cmp.ratios = append(cmp.ratios, a.median/b.median)
		cmp.caseNames = append(cmp.caseNames, c)
		diffs = append(diffs, math.Log(a.median)-math.Log(b.median))
		switch {
		case a.median > b.median:
			cmp.worse++
		case a.median < b.median:
			cmp.better++
		}
	}
	cmp.cases = len(cmp.ratios)
	if cmp.cases == 0 {
		return cmp
	}
	cmp.ratio = geoMean(cmp.ratios)
	cmp.lo, cmp.hi = bootstrapCI(cmp.ratios, 0.95, bootstrapRounds)
	cmp.p, _ = wilcoxon(diffs)
	return cmp
}

// others returns the variants compared with the baseline: all but it, in
// order.
func (rep *view) others() []string {
	var names []string
	for _, r := range rep.res.Runs {
		if r.Variant != rep.baseline && !slices.Contains(names, r.Variant) {
			names = append(names, r.Variant)
		}
	}
	var out []string
	for _, v := range rep.variants {
		if slices.Contains(names, v) {
			out = append(out, v)
		}
	}
	for _, v := range names {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// summarySection writes the summary across cases: for each variant, the
// geometric mean of its ratios to the baseline, with the interval and the
// p-value; then the spread of the variants that ran more than once per
// case. Nothing with fewer than two cases.
func (rep *view) summarySection(sb *strings.Builder) {
	if len(rep.caseNames()) < 2 || rep.baseline == "" {
		return
	}
	fmt.Fprintf(sb, "\n## Across cases, against %s\n\n", markdownEscape(rep.baseline))
	sb.WriteString("Each cell: the geometric mean over the cases of the ratio of the variant's median to the\n")
	sb.WriteString("baseline's (below 1: less), its 95% bootstrap interval (cases resampled), and the two-sided\n")
	sb.WriteString("p-value of the Wilcoxon signed-rank test of the paired medians; cases where either median is 0\n")
	sb.WriteString("or has no verified run are left out of the cell.\n\n")
	head := []string{"variant", "cases"}
	align := []string{"---", "---:"}
	for _, m := range summaryMetrics {
		head = append(head, m.name)
		align = append(align, "---:")
	}
	sb.WriteString("| " + strings.Join(head, " | ") + " |\n|" + strings.Join(align, "|") + "|\n")
	for _, v := range rep.others() {
		row := []string{markdownEscape(v)}
		cases := 0
		var cells []string
		for _, m := range summaryMetrics {
			c := rep.compare(v, m)
			cases = max(cases, c.cases)
			if c.cases == 0 {
				cells = append(cells, "–")
				continue
			}
			cells = append(cells, fmt.Sprintf("%.2f (%.2f–%.2f), p %s", c.ratio, c.lo, c.hi, formatP(c.p)))
		}
		row = append(row, strconv.Itoa(cases))
		row = append(row, cells...)
		sb.WriteString("| " + strings.Join(row, " | ") + " |\n")
	}
	rep.spreadSection(sb)
}

// formatP renders a p-value.
func formatP(p float64) string {
	if p < 0.001 {
		return "<0.001"
	}
	return strconv.FormatFloat(p, 'f', 3, 64)
}

// spreadSection writes the spread of the variants run more than once on
// a case (seeds, repeats): per variant, over the cases, the ratio of the
// largest to the smallest value of its verified runs.
func (rep *view) spreadSection(sb *strings.Builder) {
	type spread struct {
		name       string
		runs       int
		bytes, tst []float64
		worst      [2]float64
		worstCase  [2]string
	}
	var rows []spread
	for _, v := range append([]string{rep.baseline}, rep.others()...) {
		sp := spread{name: v}
		for _, c := range rep.caseNames() {
			for _, s := range rep.summaries(c) {
				if s.name != v || len(s.verified) < 2 {
					continue
				}
				sp.runs = max(sp.runs, len(s.verified))
				for k, m := range []summaryMetric{summaryMetrics[0], summaryMetrics[2]} {
					st := s.column(m.value)
					if !st.ok || st.min <= 0 {
						continue
					}
					r := st.max / st.min
					if k == 0 {
						sp.bytes = append(sp.bytes, r)
					} else {
						sp.tst = append(sp.tst, r)
					}
					if r > sp.worst[k] {
						sp.worst[k], sp.worstCase[k] = r, c
					}
				}
			}
		}
		if sp.runs > 0 {
			rows = append(rows, sp)
		}
	}
	if len(rows) == 0 {
		return
	}
	sb.WriteString("\nSpread over the runs of a case (seeds, repeats): the largest value of the verified runs over\n")
	sb.WriteString("the smallest, as the geometric mean over the cases, and the largest with its case.\n\n")
	sb.WriteString("| variant | runs per case | bytes max÷min | largest | tests max÷min | largest |\n|---|---:|---:|---|---:|---|\n")
	for _, sp := range rows {
		cell := func(values []float64, k int) (string, string) {
			if len(values) == 0 {
				return "–", "–"
			}
			return fmt.Sprintf("%.2f", geoMean(values)), fmt.Sprintf("%.2f (%s)", sp.worst[k], sp.worstCase[k])
		}
		b1, b2 := cell(sp.bytes, 0)
		t1, t2 := cell(sp.tst, 1)
		fmt.Fprintf(sb, "| %s | %d | %s | %s | %s | %s |\n", markdownEscape(sp.name), sp.runs, b1, b2, t1, t2)
	}
}

// summaryCSV renders summary.csv: a row per variant and metric against
// the baseline.
func (rep *view) summaryCSV() []byte {
	var sb strings.Builder
	w := csv.NewWriter(&sb)
	w.Write([]string{"variant", "baseline", "metric", "cases", "geomean_ratio", "ci95_low", "ci95_high", "wilcoxon_p", "cases_worse", "cases_better"})
	for _, v := range rep.others() {
		for _, m := range summaryMetrics {
			c := rep.compare(v, m)
			if c.cases == 0 {
				continue
			}
			w.Write([]string{v, rep.baseline, m.name, strconv.Itoa(c.cases), csvFloat(c.ratio), csvFloat(c.lo), csvFloat(c.hi),
				csvFloat(c.p), strconv.Itoa(c.worse), strconv.Itoa(c.better)})
		}
	}
	w.Flush()
	return []byte(sb.String())
}

// resultsCSV renders results.csv: a row per run, the columns of the
// tables and what identifies the run; an empty cell where a value is
// unknown.
func (rep *view) resultsCSV() []byte {
	var sb strings.Builder
	w := csv.NewWriter(&sb)
	w.Write([]string{"case", "variant", "kind", "flags", "seed", "repeat", "status", "bytes_in", "bytes_out", "tokens_in", "tokens_out",
		"tests", "cache_hits", "queries", "timeouts", "wall_seconds", "reduce_seconds", "load_average", "jobs", "no_cache", "started"})
	opt := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	for _, r := range rep.res.Runs {
		q := ""
		if v, ok := queries(r); ok {
			q = strconv.Itoa(int(v))
		}
		seed := ""
		if r.Seed != 0 {
			seed = strconv.FormatUint(r.Seed, 10)
		}
		var reduce, load string
		if r.ReduceSeconds != nil {
			reduce = csvFloat(*r.ReduceSeconds)
		}
		if r.LoadAverage != nil {
			load = csvFloat(*r.LoadAverage)
		}
		flags := r.Flags
		if r.Command != "" {
			flags = r.Command
		}
		w.Write([]string{r.Case, r.Variant, string(r.Kind), flags, seed, strconv.Itoa(r.Repeat), string(r.Status),
			strconv.Itoa(r.BytesIn), opt(r.BytesOut), opt(r.TokensIn), opt(r.TokensOut), strconv.Itoa(r.Tests), opt(r.CacheHits), q,
			opt(r.Timeouts), csvFloat(r.WallSeconds), reduce, load, strconv.Itoa(r.Jobs), strconv.FormatBool(r.NoCache), r.Started})
	}
	w.Flush()
	return []byte(sb.String())
}

func csvFloat(v float64) string { return strconv.FormatFloat(v, 'g', 6, 64) }
