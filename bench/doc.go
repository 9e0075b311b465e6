// Package bench is hddmin bench: it compares ways of reducing (variants:
// hddmin with flags, or an external reducer's command) on a set of cases
// (folders with a test and an input). Run reduces every case with every
// variant, checks every result with the case's test, and keeps what each
// run did in results.json ([Results]), with results.md (a summary across
// cases against the baseline, then a table per case), results.csv (a row
// per run), summary.csv and one SVG of the reduction curves per case
// beside it. Options.Seeds runs each variant that makes random choices
// once per seed; the summary gives, for each variant, the geometric mean
// of its ratios to the baseline with a bootstrap confidence interval and
// the p-value of a Wilcoxon signed-rank test (stats.go).
//
// Bench runs hddmin as a process, the binary Options.Hddmin, with
// --report, and reads the counts of the report; an external reducer runs
// with the case's test behind a wrapper that counts its tests. Each run is
// in a folder of its own under the results' folder, in a process group of
// its own, under a time limit; results.json is written after every run,
// so that an interrupted bench loses only the runs under way, and
// Options.Resume goes on from there.
//
// The command line (cmd/hddmin) parses the flags, loads and selects the
// variants ([LoadVariants], [SelectVariants]) and maps the end of Run to
// an exit status. The messages of this package are those of hddmin bench:
// they name the flags that set each option (Options.RunTimeout is
// --run-timeout).
//
// The JSON Schema of results.json is [Schema]; a test checks it against
// the Go types of [Results], field by field.
package bench
