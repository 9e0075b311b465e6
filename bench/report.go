package bench

import (
	"fmt"
	"html"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// This file renders results: results.md, a table per case, and the
// curves, an SVG per case.

// view is what results.md and the curves show: the results, with the
// variants in the order of variants (those results.json holds besides
// come after them), compared with baseline.
type view struct {
	res      *Results
	variants []string
	baseline string
}

// view returns the view of b's results.
func (b *bencher) view() *view {
	r := &view{res: b.results, baseline: b.opts.Baseline}
	for _, v := range b.opts.Variants {
		r.variants = append(r.variants, v.Name)
	}
	if r.baseline == "" && len(r.variants) > 0 {
		r.baseline = r.variants[0]
	}
	return r
}

// variantSummary is what the runs of a variant on a case add up to.
type variantSummary struct {
	name     string
	runs     []*Record // all of them
	verified []*Record // those whose result passed the test
}

// stat is a column of the tables: the median and the range of a value
// over the verified runs of a variant. ok is false if no run has it.
type stat struct {
	median, min, max float64
	ok               bool
}

func newStat(values []float64) stat {
	if len(values) == 0 {
		return stat{}
	}
	v := slices.Sorted(slices.Values(values))
	n := len(v)
	m := v[n/2]
	if n%2 == 0 {
		m = (v[n/2-1] + v[n/2]) / 2
	}
	return stat{median: m, min: v[0], max: v[n-1], ok: true}
}

// column returns the stat of a value of the verified runs; value returns
// false where a run does not have it.
func (s *variantSummary) column(value func(*Record) (float64, bool)) stat {
	var values []float64
	for _, r := range s.verified {
		if v, ok := value(r); ok {
			values = append(values, v)
		}
	}
	return newStat(values)
}

// tableColumn is a column of the tables.
type tableColumn struct {
	title    string
	decimals int
	value    func(*Record) (float64, bool)
	ratio    bool // has a column of the ratio to the baseline
}

func intValue(p *int) (float64, bool) {
	if p == nil {
		return 0, false
	}
	return float64(*p), true
}

// queries returns the queries of a run: its tests and its cache hits,
// every candidate a reducer without a cache would test (false where the
// cache hits are unknown).
func queries(r *Record) (float64, bool) {
	if r.CacheHits == nil {
		return 0, false
	}
	return float64(r.Tests + *r.CacheHits), true
}

var tableColumns = []tableColumn{
	{"bytes", 0, func(r *Record) (float64, bool) { return intValue(r.BytesOut) }, true},
	{"tokens", 0, func(r *Record) (float64, bool) { return intValue(r.TokensOut) }, false},
	{"tests", 0, func(r *Record) (float64, bool) { return float64(r.Tests), true }, true},
	{"queries", 0, queries, true},
	{"cache hits", 0, func(r *Record) (float64, bool) { return intValue(r.CacheHits) }, false},
	{"timeouts", 0, func(r *Record) (float64, bool) { return intValue(r.Timeouts) }, false},
	{"wall s", 1, func(r *Record) (float64, bool) { return r.WallSeconds, true }, true},
}

// caseNames returns the cases of the runs, in the order they first ran.
func (rep *view) caseNames() []string {
	var names []string
	for _, r := range rep.res.Runs {
		if !slices.Contains(names, r.Case) {
			names = append(names, r.Case)
		}
	}
	return names
}

// summaries returns a summary per variant run on case c: the variants
// asked for first, in their order, then any others results.json holds.
func (rep *view) summaries(c string) []*variantSummary {
	var out []*variantSummary
	get := func(name string) *variantSummary {
		for _, s := range out {
			if s.name == name {
				return s
			}
		}
		out = append(out, &variantSummary{name: name})
		return out[len(out)-1]
	}
	for _, v := range rep.variants {
		if slices.ContainsFunc(rep.res.Runs, func(r *Record) bool { return r.Case == c && r.Variant == v }) {
			get(v)
		}
	}
	for _, r := range rep.res.Runs {
		if r.Case != c {
			continue
		}
		s := get(r.Variant)
		s.runs = append(s.runs, r)
		if r.Status == StatusOK {
			s.verified = append(s.verified, r)
		}
	}
	return out
}

// markdown renders results.md: the machine, then a table per case with a
// row per variant, the best value of each column in bold, and the ratios
// to the baseline; then the runs that failed and the cases skipped.
func (rep *view) markdown() string {
	var sb strings.Builder
	m := rep.res.Machine
	fmt.Fprintf(&sb, "# hddmin bench results\n\n")
	fmt.Fprintf(&sb, "hddmin %s; %s, %d cores, %s", rep.res.Version, m.CPU, m.Cores, m.OS)
	if m.Distro != "" {
		fmt.Fprintf(&sb, " (%s)", m.Distro)
	}
	fmt.Fprintf(&sb, "; updated %s.\n\n", rep.res.Updated)
	fmt.Fprintf(&sb, "Values are the median of the verified runs of a variant, with the range in\n")
	fmt.Fprintf(&sb, "parentheses when the runs differ; the best of each column is in bold; the\n")
	fmt.Fprintf(&sb, "ratios are to the median of the baseline variant; \"wall s\" is the whole run;\n")
	fmt.Fprintf(&sb, "\"tokens\" are the result's, by the grammar's lexer; \"queries\" are the tests and the\n")
	fmt.Fprintf(&sb, "cache hits, every candidate a reducer without a cache would test.\n")
	rep.summarySection(&sb)
	for _, c := range rep.caseNames() {
		rep.caseSection(&sb, c, rep.baseline)
	}
	if len(rep.res.Skipped) > 0 {
		sb.WriteString("\n## Cases skipped\n\n")
		for _, s := range rep.res.Skipped {
			fmt.Fprintf(&sb, "- %s (%s): %s\n", s.Case, s.Path, firstLine(s.Reason))
		}
	}
	return sb.String()
}

// caseSection writes the section of results.md for case c: its input, the
// table of its variants with the ratios to variant base, and the runs not
// counted.
func (rep *view) caseSection(sb *strings.Builder, c, base string) {
	sums := rep.summaries(c)
	fmt.Fprintf(sb, "\n## %s\n\n", c)
	for _, r := range rep.res.Runs {
		if r.Case == c {
			fmt.Fprintf(sb, "%s, %s bytes. Curves: [%s.svg](%s.svg).\n\n", filepath.Base(r.Input), thousands(r.BytesIn), fileName(c), fileName(c))
			break
		}
	}
	var baseSum *variantSummary
	for _, s := range sums {
		if s.name == base {
			baseSum = s
		}
	}
	sb.WriteString(tableHead(base))
	stats := make([][]stat, len(sums))
	for i, s := range sums {
		for _, col := range tableColumns {
			stats[i] = append(stats[i], s.column(col.value))
		}
	}
	for i, s := range sums {
		sb.WriteString(tableRow(s, stats, i, baseSum))
	}
	if notes := notCounted(sums); len(notes) > 0 {
		sb.WriteString("\nNot counted:\n\n" + strings.Join(notes, "\n") + "\n")
	}
}

// tableHead returns the header of a case's table, with the ratios to
// variant base.
func tableHead(base string) string {
	header := []string{"variant"}
	align := []string{"---"}
	for _, col := range tableColumns {
		header = append(header, col.title)
		align = append(align, "---:")
	}
	for _, col := range tableColumns {
		if col.ratio {
			header = append(header, col.title+" ÷ "+markdownEscape(base))
			align = append(align, "---:")
		}
	}
	header = append(header, "verified")
	align = append(align, "---:")
	return "| " + strings.Join(header, " | ") + " |\n" + "|" + strings.Join(align, "|") + "|\n"
}

// tableRow returns the row of variant s, the i-th of stats (the columns
// of every variant), with the best values in bold and the ratios to
// baseSum (nil if the baseline has no runs).
func tableRow(s *variantSummary, stats [][]stat, i int, baseSum *variantSummary) string {
	row := []string{markdownEscape(s.name)}
	for k, col := range tableColumns {
		cell := formatStat(stats[i][k], col.decimals)
		if stats[i][k].ok && isBest(stats, i, k) {
			cell = "**" + cell + "**"
		}
		row = append(row, cell)
	}
	for k, col := range tableColumns {
		if !col.ratio {
			continue
		}
		cell := "–"
		if baseSum != nil {
			bs := baseSum.column(col.value)
			if st := stats[i][k]; st.ok && bs.ok && bs.median > 0 {
				cell = fmt.Sprintf("%.2f", st.median/bs.median)
			}
		}
		row = append(row, cell)
	}
	row = append(row, fmt.Sprintf("%d/%d", len(s.verified), len(s.runs)))
	return "| " + strings.Join(row, " | ") + " |\n"
}

// notCounted lists the runs of sums that failed or whose result did not
// pass the test.
func notCounted(sums []*variantSummary) []string {
	var notes []string
	for _, s := range sums {
		for _, r := range s.runs {
			switch r.Status {
			case StatusFailed:
				notes = append(notes, fmt.Sprintf("- %s, %s: failed: %s", markdownEscape(r.Variant), runName(r), firstLine(r.Error)))
			case StatusUnverified:
				notes = append(notes, fmt.Sprintf("- %s, %s: the result (%d bytes) %s", markdownEscape(r.Variant), runName(r), *r.BytesOut, r.unverified()))
			case StatusTimeout:
				best := "no result"
				if r.BytesOut != nil {
					best = fmt.Sprintf("its best result so far, %d bytes, %s", *r.BytesOut, firstLine(r.Verification))
				}
				notes = append(notes, fmt.Sprintf("- %s, %s: timed out after %.0f s; %s", markdownEscape(r.Variant), runName(r), r.WallSeconds, best))
			}
		}
	}
	return notes
}

// isBest reports whether stats[i][k] has the lowest median of column k,
// and some other row a higher one.
func isBest(stats [][]stat, i, k int) bool {
	higher := false
	for j := range stats {
		if !stats[j][k].ok {
			continue
		}
		if stats[j][k].median < stats[i][k].median {
			return false
		}
		higher = higher || stats[j][k].median > stats[i][k].median
	}
	return higher
}

// formatStat renders a stat: its median, and its range if the runs differ.
func formatStat(s stat, decimals int) string {
	if !s.ok {
		return "–"
	}
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', decimals, 64) }
	if f(s.min) == f(s.max) {
		return f(s.median)
	}
	return fmt.Sprintf("%s (%s–%s)", f(s.median), f(s.min), f(s.max))
}

func markdownEscape(s string) string {
	return strings.NewReplacer("*", `\*`, "|", `\|`, "_", `\_`).Replace(s)
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// The geometry of the curves' SVG, in pixels.
const (
	svgWidth       = 760
	svgHeight      = 440
	svgLeft        = 70  // the y axis' labels
	svgRight       = 210 // the lines' labels
	svgTop         = 40  // the title
	svgBottom      = 50  // the x axis' labels
	svgLabelHeight = 14  // the least distance of two lines' labels
)

// svgColors tell the lines apart (Okabe and Ito's palette, which
// colour-blind readers can tell apart too, then more).
var svgColors = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999999", "#8C564B", "#7F7F00"}

// curvesSVG draws the reduction curves of a case: the bytes of the best
// result (log scale) against the tests run, a line per variant (its first
// verified run, else its first run), labelled at its end with its name and
// result.
func curvesSVG(c string, sums []*variantSummary) string {
	type line struct {
		name   string
		points []Point // steps: the size holds until the next point
		end    Point
		color  string
		labelY float64
	}
	var lines []*line
	maxTests, maxBytes, minBytes := 1, 1, math.MaxInt
	for i, s := range sums {
		runs := s.verified
		if len(runs) == 0 {
			runs = s.runs
		}
		if len(runs) == 0 || len(runs[0].Curve) == 0 {
			continue
		}
		r := runs[0]
		l := &line{name: s.name, points: r.Curve, color: svgColors[i%len(svgColors)]}
		l.end = Point{Tests: r.Tests, Bytes: r.Curve[len(r.Curve)-1].Bytes}
		if r.BytesOut != nil {
			// An external reducer that tests candidates in parallel may
			// find smaller ones than it keeps: the line stops at its result.
			l.end.Bytes = *r.BytesOut
			l.points = slices.DeleteFunc(slices.Clone(l.points), func(p Point) bool { return p.Bytes < l.end.Bytes })
			if len(l.points) == 0 {
				l.points = r.Curve[:1]
			}
		}
		if r.Status != StatusOK {
			l.name += " (" + string(r.Status) + ")"
		}
		for _, p := range append(slices.Clone(l.points), l.end) {
			maxTests = max(maxTests, p.Tests)
			maxBytes = max(maxBytes, p.Bytes)
			minBytes = min(minBytes, max(p.Bytes, 1))
		}
		lines = append(lines, l)
	}
	if minBytes == math.MaxInt {
		minBytes = 1
	}
	plotW := float64(svgWidth - svgLeft - svgRight)
	plotH := float64(svgHeight - svgTop - svgBottom)
	// The y axis runs from the decade below the smallest result to a
	// little above the input; the x axis to a whole number of steps.
	loExp := math.Floor(math.Log10(float64(minBytes)))
	hiExp := math.Max(math.Log10(float64(maxBytes))+0.1, loExp+1)
	step := math.Ceil(niceCeil(float64(maxTests) / 6)) // whole tests: 2.5 becomes 3
	xMax := math.Ceil(float64(maxTests)/step) * step
	x := func(tests int) float64 { return svgLeft + plotW*float64(tests)/xMax }
	y := func(bytes int) float64 {
		v := math.Log10(float64(max(bytes, 1)))
		return svgTop + plotH*(hiExp-v)/(hiExp-loExp)
	}

	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		svgWidth, svgHeight, svgWidth, svgHeight)
	fmt.Fprintf(&sb, `<rect width="%d" height="%d" fill="white"/>`+"\n", svgWidth, svgHeight)
	fmt.Fprintf(&sb, `<text x="%d" y="22" font-size="15" font-weight="bold">%s: bytes left against tests run</text>`+"\n", svgLeft, html.EscapeString(c))
	// The grid and the axes' labels.
	for e := loExp; e <= hiExp; e++ {
		v := math.Pow(10, e)
		yy := y(int(v))
		fmt.Fprintf(&sb, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", svgLeft, yy, svgLeft+plotW, yy)
		fmt.Fprintf(&sb, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%s</text>`+"\n", svgLeft-6, yy, byteLabel(v))
		for k := 2; k < 10 && e+math.Log10(float64(k)) <= hiExp; k++ {
			yk := y(int(v * float64(k)))
			fmt.Fprintf(&sb, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#999"/>`+"\n", svgLeft, yk, svgLeft+4, yk)
		}
	}
	for t := 0.0; t <= xMax+step/2; t += step {
		xx := x(int(math.Round(t)))
		fmt.Fprintf(&sb, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", xx, svgTop, xx, svgTop+plotH)
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" text-anchor="middle">%d</text>`+"\n", xx, svgTop+plotH+18, int(math.Round(t)))
	}
	fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%.1f" height="%.1f" fill="none" stroke="#333"/>`+"\n", svgLeft, svgTop, plotW, plotH)
	fmt.Fprintf(&sb, `<text x="%.1f" y="%d" text-anchor="middle">tests run</text>`+"\n", svgLeft+plotW/2, svgHeight-10)
	fmt.Fprintf(&sb, `<text x="16" y="%.1f" text-anchor="middle" transform="rotate(-90 16 %.1f)">bytes left (log scale)</text>`+"\n", svgTop+plotH/2, svgTop+plotH/2)

	// The labels go right of the plot, at the height of their line's end,
	// moved apart where they would overlap.
	order := slices.Clone(lines)
	slices.SortStableFunc(order, func(a, b *line) int { return int(math.Round(y(a.end.Bytes) - y(b.end.Bytes))) })
	next := math.Inf(-1)
	for _, l := range order {
		l.labelY = math.Max(y(l.end.Bytes), next)
		next = l.labelY + svgLabelHeight
	}
	if n := len(order); n > 0 && order[n-1].labelY > svgTop+plotH {
		shift := order[n-1].labelY - (svgTop + plotH)
		for _, l := range order {
			l.labelY -= shift
		}
	}
	for _, l := range lines {
		var pts []string
		prev := l.points[0]
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(prev.Tests), y(prev.Bytes)))
		for _, p := range append(slices.Clone(l.points[1:]), l.end) {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(p.Tests), y(prev.Bytes)), fmt.Sprintf("%.1f,%.1f", x(p.Tests), y(p.Bytes)))
			prev = p
		}
		fmt.Fprintf(&sb, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", l.color, strings.Join(pts, " "))
		ex, ey := x(l.end.Tests), y(l.end.Bytes)
		fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`+"\n", ex, ey, l.color)
		lx := svgLeft + plotW + 8
		fmt.Fprintf(&sb, `<polyline fill="none" stroke="%s" stroke-dasharray="2,3" points="%.1f,%.1f %.1f,%.1f %.1f,%.1f"/>`+"\n",
			l.color, ex+3, ey, lx-4, ey, lx, l.labelY)
		fmt.Fprintf(&sb, `<text x="%.1f" y="%.1f" dominant-baseline="middle" fill="%s">%s: %d B</text>`+"\n",
			lx+2, l.labelY, l.color, html.EscapeString(l.name), l.end.Bytes)
	}
	sb.WriteString("</svg>\n")
	return sb.String()
}

// niceCeil returns the smallest of 1, 2, 2.5 and 5 times a power of ten
// that is at least v.
func niceCeil(v float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*p >= v {
			return m * p
		}
	}
	return 10 * p
}

// byteLabel renders a power of ten of bytes: 1, 10, 100, 1k, 10k, ...
func byteLabel(v float64) string {
	switch {
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'f', -1, 64) + "M"
	case v >= 1e3:
		return strconv.FormatFloat(v/1e3, 'f', -1, 64) + "k"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// thousands renders n with commas between groups of three digits.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// runName names a run of a variant on a case: its seed, if any, and its
// repeat.
func runName(r *Record) string {
	if r.Seed != 0 {
		return fmt.Sprintf("seed %d, run %d", r.Seed, r.Repeat)
	}
	return fmt.Sprintf("run %d", r.Repeat)
}
