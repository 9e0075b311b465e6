package main

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// benchSchema is the JSON Schema of results.json, written beside it.
//
//go:embed bench-results.schema.json
var benchSchema []byte

// benchFormat names the format of results.json (its "format" field); it
// changes when a field changes meaning or goes.
const benchFormat = "hddmin-bench/1"

// defaultBenchVariants are the variants hddmin bench runs without
// --variants: the default and the two classic algorithms.
var defaultBenchVariants = []string{"default", "hdd*", "coarse-hdd*+flatten"}

// benchConfig is what the command line of hddmin bench asks for.
type benchConfig struct {
	variants     []string // names, in order
	variantsFile string
	list         bool
	repeat       int
	out          string
	jobs         int // hddmin's -j; 0 for its default
	resume       bool
	baseline     string
	runTimeout   time.Duration // --run-timeout; 0 for the default
	noRunTimeout bool          // --run-timeout 0
	dirs         []string      // the case folders
	launcher     string        // --launcher: run every run (and test) through it (bench_slurm.go)
	parallel     int           // --parallel: runs at once
}

func newBenchFlagSet(cfg *benchConfig) *pflag.FlagSet {
	fs := pflag.NewFlagSet("hddmin bench", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.StringArrayVar(&cfg.variants, "variants", nil, "the variants to run, by `names` separated by commas (default: "+strings.Join(defaultBenchVariants, ",")+"; with --variants-file, its variants)")
	fs.StringVar(&cfg.variantsFile, "variants-file", "", "a JSON `file` of more variants: [{\"name\": ..., \"flags\": ...} or {\"name\": ..., \"command\": ...}]")
	fs.BoolVar(&cfg.list, "list-variants", false, "print the variants that can be named, with their flags, and exit")
	fs.IntVar(&cfg.repeat, "repeat", 1, "run each variant `n` times on each case; the tables give the median and the range")
	fs.StringVarP(&cfg.out, "output", "o", "", "the `dir` of results.json, results.md, one SVG per case and the runs' files (required)")
	fs.IntVarP(&cfg.jobs, "jobs", "j", 0, "hddmin's -j for every run: `n` tests at once (default: hddmin's, the number of CPUs)")
	fs.BoolVar(&cfg.resume, "resume", false, "keep the runs of an existing results.json and run only the others")
	fs.StringVar(&cfg.baseline, "baseline", "", "the `variant` the tables compare with (default: the first)")
	fs.StringVar(&cfg.launcher, "launcher", "", "run every run, and every test of an input or a result, through this `command`, as 'srun --quiet --ntasks=1 --cpus-per-task=4' (a Slurm job each; DIR, the cases and hddmin must be on a filesystem the nodes share)")
	fs.IntVar(&cfg.parallel, "parallel", 1, "run `n` runs at once (with --launcher, n jobs on the cluster; here, the runs slow each other)")
	fs.DurationVar(&cfg.runTimeout, "run-timeout", 0, "stop a run after this long and record it as timed out, as in 45m; 0 for no limit (default: 2000 times the test of the case's input, at least 30m)")
	return fs
}

const benchUsageHead = `Usage: hddmin bench [flags] -o DIR CASE...

hddmin bench reduces every CASE with every variant, checks every result
with the case's test, and writes results.json, results.md and one SVG of
the reduction curves per case to DIR. A CASE is a folder with test.sh and
one input file (input.* if there are several), or with hddmin.args: the
flags the case needs (-g, --start...) and the input's name, on one line.

Flags:
`

const benchUsageTail = `
Exit status: 0 every run ended verified, 1 a case was skipped (a folder
without test.sh is listed, but is no case) or a run failed, timed out or
was not verified (results.json says which), 2 usage error, 130
interrupted (the finished runs are in results.json; --resume goes on).
`

// parseBenchArgs reads the command line of hddmin bench.
func parseBenchArgs(args []string, stdout io.Writer) (*benchConfig, error) {
	cfg := &benchConfig{}
	fs := newBenchFlagSet(cfg)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprint(stdout, benchUsageHead)
			fmt.Fprint(stdout, fs.FlagUsages())
			fmt.Fprint(stdout, benchUsageTail)
		}
		return nil, err
	}
	cfg.dirs = fs.Args()
	if cfg.list {
		return cfg, nil
	}
	if fs.Changed("run-timeout") && cfg.runTimeout == 0 {
		cfg.noRunTimeout = true
	}
	switch {
	case cfg.out == "":
		return nil, errors.New("no -o DIR for the results")
	case len(cfg.dirs) == 0:
		return nil, errors.New("no CASE folders")
	case cfg.repeat < 1:
		return nil, fmt.Errorf("--repeat %d: want 1 or more", cfg.repeat)
	case cfg.jobs < 0:
		return nil, fmt.Errorf("--jobs %d: want 1 or more", cfg.jobs)
	case cfg.parallel < 1:
		return nil, fmt.Errorf("--parallel %d: want 1 or more", cfg.parallel)
	case cfg.runTimeout < 0:
		return nil, errors.New("--run-timeout must not be negative")
	}
	// The runs happen in folders of their own: a relative -o would name
	// another folder there.
	out, err := filepath.Abs(cfg.out)
	if err != nil {
		return nil, fmt.Errorf("-o %s: %v", cfg.out, err)
	}
	cfg.out = out
	return cfg, nil
}

// runBench is hddmin bench; it returns the exit status.
func runBench(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg, err := parseBenchArgs(args, stdout)
	if errors.Is(err, pflag.ErrHelp) {
		return exitReduced
	}
	if err != nil {
		fmt.Fprintf(stderr, "hddmin bench: %v\nRun 'hddmin bench --help' for usage.\n", err)
		return exitUsage
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "hddmin bench: cannot find the hddmin binary to run: %v\n", err)
		return exitInternal
	}
	b := &bencher{cfg: cfg, exe: exe, stdout: stdout, stderr: stderr}
	return b.run(ctx)
}

// bencher carries one run of hddmin bench.
type bencher struct {
	cfg            *benchConfig
	exe            string // the hddmin binary the runs of hddmin variants start
	stdout, stderr io.Writer

	variants []variant // the ones to run, in order
	results  *benchResults
	machine  benchMachine
	launch   *testcmd.Launcher // --launcher's, or nil
	dog      *watchdog         // kills the runs if bench dies
}

func (b *bencher) logf(format string, args ...any) {
	fmt.Fprintf(b.stderr, "hddmin bench: "+format+"\n", args...)
}

func (b *bencher) run(ctx context.Context) int {
	known, err := loadVariants(b.cfg.variantsFile)
	if err != nil {
		b.logf("%v", err)
		return exitUsage
	}
	if b.cfg.list {
		for _, v := range known {
			if v.command != "" {
				fmt.Fprintf(b.stdout, "%s\tcommand: %s\n", v.name, v.command)
			} else {
				fmt.Fprintf(b.stdout, "%s\t%s\n", v.name, v.flags)
			}
		}
		return exitReduced
	}
	names := b.cfg.variants
	if len(names) == 0 && b.cfg.variantsFile == "" {
		names = defaultBenchVariants
	}
	if len(names) == 0 {
		for _, v := range known[len(builtinVariants):] {
			names = append(names, v.name)
		}
	}
	if b.variants, err = selectVariants(known, names); err != nil {
		b.logf("%v", err)
		return exitUsage
	}
	for _, v := range b.variants {
		if err := v.check(); err != nil {
			b.logf("%v", err)
			return exitUsage
		}
	}
	if b.cfg.baseline != "" && !slices.ContainsFunc(b.variants, func(v variant) bool { return v.name == b.cfg.baseline }) {
		b.logf("--baseline %s is not among the variants run", b.cfg.baseline)
		return exitUsage
	}
	if err := b.openResults(); err != nil {
		b.logf("%v", err)
		return exitUsage
	}
	if err := b.setupLauncher(); err != nil {
		b.logf("%v", err)
		return exitUsage
	}
	b.machine = machineInfo()
	b.results.Machine = b.machine
	b.results.Version = version()

	var cases []benchCase
	for _, dir := range b.cfg.dirs {
		c, err := findCase(dir)
		if err != nil {
			b.skip(filepath.Base(filepath.Clean(dir)), dir, err.Error())
			continue
		}
		if !slices.ContainsFunc(cases, func(o benchCase) bool { return o.dir == c.dir }) {
			b.remote(&c)
			cases = append(cases, c)
		}
	}
	b.nameCases(cases)
	b.dog = startWatchdog(b.logf)
	defer b.dog.close()
	code := b.runCases(ctx, cases)
	if code == exitInternal {
		return code // a failure to write the results, said already
	}
	if err := b.write(); err != nil {
		b.logf("%v", err)
		return exitInternal
	}
	b.logf("results in %s", filepath.Join(b.cfg.out, "results.md"))
	if code == exitReduced && b.results.failed() {
		code = exitNotInteresting
	}
	return code
}

// failed reports whether r has a case skipped (but a folder that is no
// case, without test.sh) or a run that did not end verified.
func (r *benchResults) failed() bool {
	return slices.ContainsFunc(r.Skipped, func(s benchSkip) bool { return s.Reason != errNoTest.Error() }) ||
		slices.ContainsFunc(r.Runs, func(run *benchRun) bool { return run.Status != statusOK })
}

// errNoTest is why a folder without test.sh is not a case. It is listed
// with the skipped cases, but, as ../shared/bench/tools shows, a folder
// given among cases may be none: it does not make the exit status 1.
var errNoTest = errors.New("no test.sh")

// skip records a case that cannot run, and says why.
func (b *bencher) skip(name, path, reason string) {
	b.logf("skipping case %s: %s", name, reason)
	b.results.Skipped = slices.DeleteFunc(b.results.Skipped, func(s benchSkip) bool { return s.Case == name && s.Path == path })
	b.results.Skipped = append(b.results.Skipped, benchSkip{Case: name, Path: path, Reason: reason})
}

// benchJob is a run to do: a case, a variant and the repeat (from 1).
type benchJob struct {
	c      *benchCase
	v      variant
	repeat int
}

// runCases runs every variant on every case, --repeat times, but for the
// runs results.json has already. The input of each case with runs to do is
// tested first: a case whose input is not interesting is skipped. It
// returns the exit status.
func (b *bencher) runCases(ctx context.Context, cases []benchCase) int {
	var jobs []benchJob
	done := 0
	for i := range cases {
		var todo []benchJob
		for _, v := range b.variants {
			for r := 1; r <= b.cfg.repeat; r++ {
				if b.results.find(&cases[i], v, r) == nil {
					todo = append(todo, benchJob{&cases[i], v, r})
				} else {
					done++
				}
			}
		}
		if len(todo) == 0 {
			continue
		}
		if err := b.checkInput(ctx, &cases[i]); err != nil {
			if ctx.Err() != nil {
				return b.interrupted()
			}
			b.skip(cases[i].name, cases[i].dir, err.Error())
			continue
		}
		// A case skipped by an earlier bench (its test's program was
		// missing, say) runs now.
		b.results.Skipped = slices.DeleteFunc(b.results.Skipped, func(s benchSkip) bool { return s.Path == cases[i].dir || s.Case == cases[i].name })
		jobs = append(jobs, todo...)
	}
	if done > 0 {
		b.logf("%d runs are in results.json already", done)
	}
	if err := b.write(); err != nil {
		b.logf("%v", err)
		return exitInternal
	}
	if b.cfg.parallel > 1 {
		return b.runParallel(ctx, jobs)
	}
	for i, j := range jobs {
		eta := "ETA unknown"
		if d, ok := b.eta(jobs[i:]); ok {
			eta = "ETA " + d.Round(time.Second).String()
		}
		rep := ""
		if b.cfg.repeat > 1 {
			rep = fmt.Sprintf(" (repeat %d of %d)", j.repeat, b.cfg.repeat)
		}
		b.logf("[%d/%d] %s, variant %s%s, %s", i+1, len(jobs), j.c.name, j.v.name, rep, eta)
		r, err := b.runOne(ctx, j)
		if ctx.Err() != nil {
			return b.interrupted()
		}
		if err != nil {
			b.logf("%v", err)
			return exitInternal
		}
		b.logf("%s, %s: %s", j.c.name, j.v.name, r.summary())
		b.results.Runs = append(b.results.Runs, r)
		if err := b.write(); err != nil {
			b.logf("%v", err)
			return exitInternal
		}
	}
	return exitReduced
}

// eta estimates the time jobs will take: each as long as the runs of its
// case and variant in results.json took on average, else those of its
// case, else all runs. It reports false if there are no runs yet.
func (b *bencher) eta(jobs []benchJob) (time.Duration, bool) {
	mean := func(keep func(r *benchRun) bool) (float64, bool) {
		sum, n := 0.0, 0
		for _, r := range b.results.Runs {
			if keep(r) {
				sum += r.WallSeconds
				n++
			}
		}
		return sum / float64(max(n, 1)), n > 0
	}
	all, ok := mean(func(*benchRun) bool { return true })
	if !ok {
		return 0, false
	}
	total := 0.0
	for _, j := range jobs {
		if m, ok := mean(func(r *benchRun) bool { return r.Case == j.c.name && r.Variant == j.v.name }); ok {
			total += m
		} else if m, ok := mean(func(r *benchRun) bool { return r.Case == j.c.name }); ok {
			total += m
		} else {
			total += all
		}
	}
	return time.Duration(total * float64(time.Second)), true
}

// interrupted is the end of an interrupted bench: the finished runs are
// written (by run), the current one is dropped.
func (b *bencher) interrupted() int {
	b.logf("interrupted; the finished runs are in %s (run again with --resume to go on)", filepath.Join(b.cfg.out, "results.json"))
	return exitInterrupted
}

// benchCase is a case: a folder with test.sh and one input.
type benchCase struct {
	name  string // its name in results.json: the folder's, with as many of its parents as tell it apart (see nameCases)
	dir   string // absolute
	input string // absolute
	test  string // absolute
	size  int
	// flags are hddmin's flags of hddmin.args (paths made absolute), and
	// flagsText the same as the file gives them.
	flags     []string
	flagsText string

	verifyTimeout time.Duration // the time limit of the test of a result
	runTimeout    time.Duration // the time limit of a run; 0 for none

	launch  *testcmd.Launcher // runs the case's test, if not nil (see bencher.remote)
	tempDir string            // where the test's folders go ("" for the system's)
}

// caseArgs is the file of a case that gives the flags hddmin needs for it
// and the name of its input.
const caseArgs = "hddmin.args"

// findCase reads the case in dir: test.sh and the input named in
// hddmin.args, else the one input file, the one named input.* if there
// are several (known results beside it, as in ../shared/bench). README
// files, .txt and .md files, hidden files and folders are not inputs.
func findCase(dir string) (benchCase, error) {
	c := benchCase{name: filepath.Base(filepath.Clean(dir))}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return c, err
	}
	c.dir = abs
	entries, err := os.ReadDir(dir)
	if err != nil {
		return c, fmt.Errorf("not a readable folder: %v", err)
	}
	var inputs []string
	hasTest, hasArgs := false, false
	for _, e := range entries {
		name := e.Name()
		switch {
		case name == "test.sh":
			hasTest = !e.IsDir()
		case name == caseArgs:
			hasArgs = true
		case e.IsDir() || strings.HasPrefix(name, ".") || strings.HasPrefix(strings.ToUpper(name), "README"),
			strings.HasSuffix(name, ".txt"), strings.HasSuffix(name, ".md"):
		default:
			inputs = append(inputs, name)
		}
	}
	if !hasTest {
		return c, errNoTest
	}
	c.test = filepath.Join(c.dir, "test.sh")
	if hasArgs {
		name, err := c.readArgs()
		if err != nil {
			return c, err
		}
		inputs = []string{name}
	}
	if len(inputs) > 1 {
		inputs = slices.DeleteFunc(inputs, func(n string) bool { return !strings.HasPrefix(n, "input.") })
		if len(inputs) != 1 {
			return c, errors.New("several input files and not one of them named input.*")
		}
	}
	if len(inputs) == 0 {
		return c, errors.New("no input file")
	}
	c.input = filepath.Join(c.dir, inputs[0])
	st, err := os.Stat(c.input)
	if err != nil {
		return c, err
	}
	if !st.Mode().IsRegular() {
		return c, fmt.Errorf("the input %s is not a regular file", inputs[0])
	}
	c.size = int(st.Size())
	return c, nil
}

// readArgs reads the case's hddmin.args: hddmin's flags, then the input's
// name, split as a shell would, on one line. The files the flags name are
// relative to the case's folder. It returns the input's name.
func (c *benchCase) readArgs() (string, error) {
	path := filepath.Join(c.dir, caseArgs)
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	text := strings.TrimSpace(string(data))
	if strings.ContainsAny(text, "\n\r") {
		return "", fmt.Errorf("%s: want one line: the flags, then the input's name", caseArgs)
	}
	words, err := splitWords(text)
	if err != nil {
		return "", fmt.Errorf("%s: %v", caseArgs, err)
	}
	if len(words) == 0 {
		return "", fmt.Errorf("%s: empty: want the flags, then the input's name", caseArgs)
	}
	input := words[len(words)-1]
	flags := words[:len(words)-1]
	if input == "" || strings.HasPrefix(input, "-") || strings.ContainsRune(input, filepath.Separator) {
		return "", fmt.Errorf("%s: the last word, %q, is not the name of a file of the case", caseArgs, input)
	}
	if err := checkFlags(flags); err != nil {
		return "", fmt.Errorf("%s: %v", caseArgs, err)
	}
	c.flags = absoluteFlags(flags, c.dir)
	c.flagsText = strings.TrimSpace(strings.TrimSuffix(text, input))
	if strings.HasSuffix(c.flagsText, "'") || strings.HasSuffix(c.flagsText, `"`) {
		c.flagsText = shellJoin(flags)
	}
	return input, nil
}

// pathFlags are hddmin's flags whose value is a file or a folder.
var pathFlags = map[string]bool{"-g": true, "--grammar": true, "--grammar-lib": true, "--islands": true, "--replacements": true}

// absoluteFlags returns flags with the files they name made absolute,
// relative to dir; a bundled grammar's name given to -g stays as it is.
func absoluteFlags(flags []string, dir string) []string {
	out := slices.Clone(flags)
	fix := func(flag, v string) string {
		if v == "" || filepath.IsAbs(v) {
			return v
		}
		if (flag == "-g" || flag == "--grammar") && filepath.Ext(v) == "" && !strings.ContainsRune(v, filepath.Separator) {
			return v // a bundled grammar
		}
		return filepath.Join(dir, v)
	}
	for i := 0; i < len(out); i++ {
		w := out[i]
		if name, v, ok := strings.Cut(w, "="); ok && pathFlags[name] {
			out[i] = name + "=" + fix(name, v)
			continue
		}
		if pathFlags[w] && i+1 < len(out) {
			out[i+1] = fix(w, out[i+1])
			i++
			continue
		}
		if strings.HasPrefix(w, "-g") && !strings.HasPrefix(w, "--") && len(w) > 2 {
			out[i] = "-g" + fix("-g", w[2:])
		}
	}
	return out
}

// checkFlags refuses flags that hddmin does not take, or that hddmin
// bench gives itself.
func checkFlags(flags []string) error {
	cfg := &config{}
	fs := newFlagSet(cfg)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(flags); err != nil {
		return err
	}
	for _, f := range []string{"test", "output", "report", "dump", "version", "help", "quiet", "verbose"} {
		if fs.Changed(f) {
			return fmt.Errorf("--%s is hddmin bench's to give", f)
		}
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("the flags name a file (%s)", fs.Arg(0))
	}
	return nil
}

// shellJoin quotes words for sh where they need it.
func shellJoin(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if w == "" || strings.ContainsAny(w, " \t'\"\\$`*?[]{}();&|<>#~") {
			out[i] = shellQuote(w)
		}
	}
	return strings.Join(out, " ")
}

// nameCases names the cases for results.json: a case with runs in
// results.json by the name they have there; any other by its folder's
// name, but, where two cases would share a name (a/same, b/same), or a
// case would take the name of another folder's runs, by as many of the
// folder's parents as tell them apart, so that no two cases ever share a
// result or its files.
func (b *bencher) nameCases(cases []benchCase) {
	parts := make([][]string, len(cases))
	depth := make([]int, len(cases))
	fixed := make([]string, len(cases))
	for i, c := range cases {
		parts[i] = strings.FieldsFunc(filepath.ToSlash(c.dir), func(r rune) bool { return r == '/' })
		depth[i] = 1
		for _, r := range b.results.Runs {
			if r.casePath() == c.dir {
				fixed[i] = r.Case
				break
			}
		}
	}
	name := func(i int) string {
		p := parts[i]
		switch {
		case fixed[i] != "":
			return fixed[i]
		case depth[i] > len(p):
			return fmt.Sprintf("%s#%d", strings.Join(p, "/"), depth[i]-len(p)+1)
		}
		return strings.Join(p[len(p)-depth[i]:], "/")
	}
	taken := func(i int) bool { // by another case, or by another folder's runs
		n := fileName(name(i))
		for j := range cases {
			if j != i && fileName(name(j)) == n {
				return true
			}
		}
		for _, r := range b.results.Runs {
			if fileName(r.Case) == n && r.casePath() != cases[i].dir {
				return true
			}
		}
		return false
	}
	// Invariant: each round makes the names that clash longer, but those
	// results.json gives, which clash with none; a name that clashes with
	// no other stays.
	for {
		var clash []int
		for i := range cases {
			if fixed[i] == "" && taken(i) {
				clash = append(clash, i)
			}
		}
		if len(clash) == 0 {
			break
		}
		for _, i := range clash {
			depth[i]++
		}
	}
	for i := range cases {
		cases[i].name = name(i)
	}
}

// checkInput runs the case's test on its input, as hddmin does, and sets
// the time limits of the runs and of the verifications from it. The test
// of the input is bounded too (by --run-timeout, or inputTimeout): a case
// whose test hangs is skipped, and the others run.
func (b *bencher) checkInput(ctx context.Context, c *benchCase) error {
	data, err := os.ReadFile(c.input)
	if err != nil {
		return err
	}
	limit := inputTimeout
	switch {
	case b.cfg.noRunTimeout:
		limit = 0
	case b.cfg.runTimeout > 0:
		limit = b.cfg.runTimeout
	}
	start := time.Now()
	waited, told := make(chan struct{}), make(chan struct{})
	defer func() { close(waited); <-told }() // the notice is written before what follows
	notice := waitNotice
	go func() {
		defer close(told)
		select {
		case <-waited:
		case <-time.After(notice):
			if limit > 0 {
				b.logf("case %s: the test of its input has run for %v; it is stopped after %v", c.name, notice, limit)
			} else {
				b.logf("case %s: the test of its input has run for %v, with no time limit (--run-timeout 0)", c.name, notice)
			}
		}
	}()
	ok, ended, err := runCaseTest(ctx, b.dog, c, data, limit)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%s is not interesting: %s", filepath.Base(c.input), ended)
	}
	took := time.Since(start)
	c.verifyTimeout = max(10*time.Second, 20*took)
	switch {
	case b.cfg.noRunTimeout:
	case b.cfg.runTimeout > 0:
		c.runTimeout = b.cfg.runTimeout
	default:
		c.runTimeout = max(minRunTimeout, runTimeoutFactor*took)
	}
	return nil
}

// The time limits of hddmin bench: the default time limit of a run
// (runTimeoutFactor times the test of the input, at least minRunTimeout),
// that of the test of a case's input, and when a test of an input still
// running is announced (variables for the tests).
const (
	minRunTimeout    = 30 * time.Minute
	runTimeoutFactor = 2000
)

var (
	inputTimeout = 5 * time.Minute
	waitNotice   = 10 * time.Second
)

// runCaseTest runs the test of c on text, as hddmin runs a test: the text
// under the input's name in a fresh temporary directory. It reports
// whether text is interesting and how the test ended, with the end of its
// output if it was not.
func runCaseTest(ctx context.Context, dog *watchdog, c *benchCase, text []byte, timeout time.Duration) (bool, string, error) {
	cmd, err := testcmd.New([]string{c.test}, filepath.Base(c.input))
	if err != nil {
		return false, "", caseTestHint(c.test, err)
	}
	dog.watchTests(cmd)
	// The test gets the candidate's path in its own folder: a relative
	// TMPDIR would not name it from there.
	if cmd.TempDir, err = filepath.Abs(os.TempDir()); err != nil {
		return false, "", err
	}
	// The test's folder goes in one of bench's own, which the watchdog
	// removes if bench dies before it can.
	if cmd.TempDir, err = os.MkdirTemp(cmd.TempDir, "hddmin-case-"); err != nil {
		return false, "", err
	}
	dog.dir(cmd.TempDir, true)
	defer func(dir string) {
		os.RemoveAll(dir)
		dog.dir(dir, false)
	}(cmd.TempDir)
	cmd.Launcher = c.launch
	if c.tempDir != "" {
		if err := os.MkdirAll(c.tempDir, 0o755); err != nil {
			return false, "", err
		}
		cmd.TempDir = c.tempDir
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	var out tail
	o, ended, err := cmd.Run(ctx, text, &out)
	if errors.Is(err, context.DeadlineExceeded) {
		return false, fmt.Sprintf("timed out after %v", timeout), nil
	}
	if err != nil {
		return false, "", caseTestHint(c.test, err)
	}
	if o != reduce.Interesting {
		if s := strings.TrimSpace(out.String()); s != "" {
			ended += ": " + s
		}
		return false, ended, nil
	}
	return true, ended, nil
}

// caseTestHint adds to an error of a case's test what to do about it.
func caseTestHint(test string, err error) error {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%w; make it executable: chmod +x %s", err, test)
	case errors.Is(err, syscall.ENOEXEC):
		return fmt.Errorf("%w; %s", err, noShebang(test))
	}
	return err
}

// Statuses of a run.
const (
	statusOK         = "ok"         // the reducer ended well and its result passes the test
	statusUnverified = "unverified" // the reducer ended well, but its result does not pass the test
	statusFailed     = "failed"     // the reducer failed (its exit status), or left no result
	statusTimeout    = "timeout"    // the run reached its time limit (--run-timeout) and was stopped
)

// runOne runs j, verifies its result and returns its record. An error is
// a failure of bench itself, or an interruption (ctx is done): the run is
// not recorded.
func (b *bencher) runOne(ctx context.Context, j benchJob) (*benchRun, error) {
	dir := filepath.Join(b.cfg.out, "runs", j.c.name, fileName(j.v.name)+"-"+strconv.Itoa(j.repeat))
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	r := &benchRun{
		Case: j.c.name, CasePath: j.c.dir, CaseFlags: j.c.flagsText, Input: j.c.input, Variant: j.v.name, Flags: j.v.flags, Command: j.v.command,
		Repeat: j.repeat, Version: b.results.Version, Started: time.Now().UTC().Format(time.RFC3339),
		LoadAverage: loadAverage(), BytesIn: j.c.size, Argv: []string{}, Phases: []benchPhase{}, Curve: []benchPoint{},
		RunTimeout: j.c.runTimeout.Seconds(),
	}
	output := filepath.Join(dir, filepath.Base(j.c.input))
	var err error
	if j.v.command != "" {
		r.Kind = "external"
		err = b.runExternal(ctx, j, dir, &output, r)
	} else {
		r.Kind = "hddmin"
		err = b.runHddmin(ctx, j, dir, output, r)
	}
	if err != nil {
		return nil, err
	}
	if rel, err := filepath.Rel(b.cfg.out, output); err == nil {
		r.Output = rel
	}
	data, err := os.ReadFile(output)
	if r.Status == statusFailed || err != nil {
		if r.Status != statusTimeout {
			r.Status = statusFailed
		}
		if err != nil && r.Error == "" {
			r.Error = "no result: " + err.Error()
		}
		return r, nil
	}
	n := len(data)
	r.BytesOut = &n
	ok, ended, err := runCaseTest(ctx, b.dog, j.c, data, j.c.verifyTimeout)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	r.Verification = ended
	switch {
	case r.Status == statusTimeout: // the best result so far, verified, but not counted
	case ok:
		r.Status = statusOK
	default:
		r.Status = statusUnverified
	}
	return r, nil
}

// runLogged runs argv in workDir, in a process group of its own, with
// what it prints to logDir/stderr.txt, and returns its exit status (-1 if
// it did not start) and the end of what it printed. When ctx is done, the
// group gets an interrupt, and a kill 10 seconds later; whatever is left
// of the group when the command ends is killed.
func runLogged(ctx context.Context, dog *watchdog, argv []string, workDir, logDir string) (int, string, error) {
	log, err := os.Create(filepath.Join(logDir, "stderr.txt"))
	if err != nil {
		return -1, "", err
	}
	defer log.Close()
	var t tail
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = workDir
	cmd.Stdout = io.MultiWriter(log, &t)
	cmd.Stderr = cmd.Stdout
	cmd.Env = append(os.Environ(), dog.env()...)
	// The run is in a folder of its own: a relative TMPDIR would name a
	// folder there.
	if tmp := os.Getenv("TMPDIR"); tmp != "" && !filepath.IsAbs(tmp) {
		if abs, err := filepath.Abs(tmp); err == nil {
			cmd.Env = append(cmd.Env, "TMPDIR="+abs)
		}
	}
	childGroup(cmd)
	cmd.WaitDelay = 10 * time.Second
	err = cmd.Start()
	if err == nil {
		dog.group(cmd.Process.Pid, true)
		err = cmd.Wait()
		endGroup(cmd.Process.Pid)
		dog.group(cmd.Process.Pid, false)
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return 0, t.String(), nil
	case errors.As(err, &exit):
		return exit.ExitCode(), t.String(), nil
	}
	return -1, t.String(), err
}

// errRunTimeout is the cause of the end of a run that reached its time
// limit.
var errRunTimeout = errors.New("the run reached its time limit")

// runTimed is runLogged, with argv, the wall time and the exit status
// recorded in r, under the time limit of the case (if any). A run that
// reaches it is stopped, and recorded with the status timeout.
func runTimed(ctx context.Context, dog *watchdog, r *benchRun, limit time.Duration, argv []string, workDir, logDir string) (int, string, error) {
	r.Argv = argv
	rctx := ctx
	if limit > 0 {
		var cancel context.CancelFunc
		rctx, cancel = context.WithTimeoutCause(ctx, limit, errRunTimeout)
		defer cancel()
	}
	start := time.Now()
	code, printed, err := runLogged(rctx, dog, argv, workDir, logDir)
	r.WallSeconds = roundSeconds(time.Since(start))
	r.ExitStatus = code
	if ctx.Err() == nil && errors.Is(context.Cause(rctx), errRunTimeout) {
		r.Status = statusTimeout
		r.Error = fmt.Sprintf("stopped after %v (the time limit of a run, --run-timeout)", limit)
	}
	return code, printed, err
}

// runHddmin runs hddmin with the variant's flags, and reads the counts of
// its --report.
func (b *bencher) runHddmin(ctx context.Context, j benchJob, dir, output string, r *benchRun) error {
	flags, err := splitWords(j.v.flags)
	if err != nil {
		return err
	}
	reportPath := filepath.Join(dir, "report.json")
	argv := append([]string{b.exe}, flags...)
	if b.cfg.jobs > 0 {
		argv = append(argv, "-j", strconv.Itoa(b.cfg.jobs))
	}
	argv = append(argv, j.c.flags...)
	argv = append(argv, "-q", "-t", j.c.test, "-o", output, "--report", reportPath, j.c.input)
	code, printed, err := b.runTimed(ctx, r, j.c.runTimeout, argv, dir, dir)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if launchFailed(err) {
		return err
	}
	if r.Status == statusTimeout {
		return nil // its best result so far is verified, its counts are lost
	}
	if err != nil {
		r.Status, r.Error = statusFailed, err.Error()
		return nil
	}
	if code != 0 {
		r.Status, r.Error = statusFailed, fmt.Sprintf("exit status %d: %s", code, strings.TrimSpace(printed))
		return nil
	}
	data, err := os.ReadFile(reportPath)
	if err != nil {
		r.Status, r.Error = statusFailed, "no report: "+err.Error()
		return nil
	}
	var rep report
	if err := json.Unmarshal(data, &rep); err != nil {
		return fmt.Errorf("%s: %v", reportPath, err)
	}
	tot := rep.Totals
	r.Tests = tot.Tests
	r.TestsOneJob, r.CacheHits, r.Timeouts = &tot.TestsOneJob, &tot.CacheHits, &tot.Timeouts
	r.Cancelled, r.Wasted = &tot.Cancelled, &tot.Wasted
	r.Flaky, r.Stopped = tot.Flaky, tot.Stopped
	r.ReduceSeconds = &tot.Seconds
	if jobs, ok := rep.Options["jobs"].(float64); ok {
		r.Jobs = int(jobs)
	}
	for _, s := range rep.Steps {
		k := slices.IndexFunc(r.Phases, func(p benchPhase) bool { return p.Phase == s.Phase })
		if k < 0 {
			r.Phases = append(r.Phases, benchPhase{Phase: s.Phase, BytesBefore: s.BytesBefore})
			k = len(r.Phases) - 1
		}
		p := &r.Phases[k]
		p.Tests += s.Tests
		p.CacheHits += s.CacheHits
		p.Timeouts += s.Timeouts
		p.Seconds += s.Seconds
		p.BytesAfter = s.BytesAfter
	}
	for i := range r.Phases {
		r.Phases[i].Seconds = roundSeconds(time.Duration(r.Phases[i].Seconds * float64(time.Second)))
	}
	for _, p := range rep.Curve {
		r.Curve = append(r.Curve, benchPoint{Tests: p.Tests, Bytes: p.Bytes, Seconds: p.Seconds})
	}
	return nil
}

// runExternal runs an external reducer: its command with {input} (a copy
// of the input under its own name, in a folder of its own where the
// command runs), {test} (the case's test behind a wrapper that counts the
// tests and the size of each interesting candidate) and {output} (where
// the result goes; without {output} in the command, the reducer is taken
// to reduce {input} in place, as C-Reduce and C-Vise do).
func (b *bencher) runExternal(ctx context.Context, j benchJob, dir string, output *string, r *benchRun) error {
	work := filepath.Join(dir, "work")
	if err := os.Mkdir(work, 0o755); err != nil {
		return err
	}
	name := filepath.Base(j.c.input)
	input := filepath.Join(work, name)
	data, err := os.ReadFile(j.c.input)
	if err != nil {
		return err
	}
	if err := os.WriteFile(input, data, 0o644); err != nil {
		return err
	}
	log := filepath.Join(dir, "tests.log")
	wrapper := filepath.Join(dir, "counting-test.sh")
	if err := os.WriteFile(wrapper, []byte(countingWrapper(j.c.test, name, log)), 0o755); err != nil {
		return err
	}
	words, err := splitWords(j.v.command)
	if err != nil {
		return err
	}
	if !strings.Contains(j.v.command, "{output}") {
		*output = input
	}
	// {input} is the input's name in the folder the command runs in:
	// C-Vise takes no other.
	fill := strings.NewReplacer("{input}", name, "{test}", wrapper, "{output}", *output)
	for i, w := range words {
		words[i] = fill.Replace(w)
	}
	code, printed, err := b.runTimed(ctx, r, j.c.runTimeout, words, work, dir)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if launchFailed(err) {
		return err
	}
	tests, curve, lerr := readTestLog(log, j.c.size)
	r.Tests, r.Curve = tests, curve
	switch {
	case r.Status == statusTimeout:
	case err != nil:
		r.Status, r.Error = statusFailed, err.Error()
	case code != 0:
		r.Status, r.Error = statusFailed, fmt.Sprintf("exit status %d: %s", code, strings.TrimSpace(printed))
	case lerr != nil:
		r.Status, r.Error = statusFailed, lerr.Error()
	}
	return nil
}

// countingWrapper is a test script that runs test with its arguments and
// appends a line to log: the test's exit status and the size of the
// candidate (its argument, else the file name in the working directory,
// as C-Reduce runs tests), -1 if there is none.
func countingWrapper(test, name, log string) string {
	return fmt.Sprintf(`#!/bin/sh
# hddmin bench: counts the tests of an external reducer.
f=${1:-%s}
%s "$@"
s=$?
n=$( (wc -c < "$f") 2>/dev/null ) || n=-1
echo "$s $n" >> %s
exit $s
`, shellQuote(name), shellQuote(test), shellQuote(log))
}

// shellQuote quotes s for sh.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// readTestLog reads the log of a counting wrapper: the number of tests,
// and the curve of the sizes of the interesting candidates that were
// smaller than all before them, from size.
func readTestLog(path string, size int) (int, []benchPoint, error) {
	curve := []benchPoint{{Bytes: size}}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, curve, errors.New("the reducer ran no test")
	}
	if err != nil {
		return 0, curve, err
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	best := size
	for i, line := range lines {
		f := strings.Fields(line)
		if len(f) != 2 {
			return i, curve, fmt.Errorf("%s: line %d: %q", path, i+1, line)
		}
		n, err := strconv.Atoi(f[1])
		if f[0] == "0" && err == nil && n >= 0 && n < best {
			best = n
			curve = append(curve, benchPoint{Tests: i + 1, Bytes: n})
		}
	}
	return len(lines), curve, nil
}

// fileName makes a variant's name a file name.
func fileName(name string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '*':
			return 'S'
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '+', r == '.', r == '_':
			return r
		}
		return '_'
	}, name)
}

func roundSeconds(d time.Duration) float64 {
	return d.Round(time.Millisecond).Seconds()
}

// loadVariants returns the built-in variants and those of file (if not
// ""), a JSON array of objects with a name and either flags or a command.
func loadVariants(file string) ([]variant, error) {
	all := slices.Clone(builtinVariants)
	if file == "" {
		return all, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("--variants-file: %v", err)
	}
	var list []struct {
		Name    string  `json:"name"`
		Flags   *string `json:"flags"`
		Command *string `json:"command"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&list); err != nil {
		return nil, fmt.Errorf("%s: want a JSON array of {\"name\": ..., \"flags\": ...} or {\"name\": ..., \"command\": ...}: %v", file, err)
	}
	for i, e := range list {
		switch {
		case e.Name == "":
			return nil, fmt.Errorf("%s: variant %d has no name", file, i+1)
		case (e.Flags == nil) == (e.Command == nil):
			return nil, fmt.Errorf("%s: variant %s: give flags or a command, not both or neither", file, e.Name)
		case slices.ContainsFunc(all, func(v variant) bool { return v.name == e.Name }):
			return nil, fmt.Errorf("%s: variant %s is defined already", file, e.Name)
		}
		v := variant{name: e.Name}
		if e.Flags != nil {
			v.flags = *e.Flags
		} else {
			v.command = *e.Command
		}
		all = append(all, v)
	}
	return all, nil
}

// selectVariants returns the variants of known that lists names. Each
// list is separated by commas, but a name may hold commas too
// ("coarse,prune"): the longest run of items that names a variant wins.
func selectVariants(known []variant, lists []string) ([]variant, error) {
	byName := map[string]variant{}
	for _, v := range known {
		byName[v.name] = v
	}
	var out []variant
	seen := map[string]bool{}
	for _, list := range lists {
		items := strings.Split(list, ",")
		for i := 0; i < len(items); {
			j := len(items)
			for ; j > i; j-- {
				if _, ok := byName[strings.Join(items[i:j], ",")]; ok {
					break
				}
			}
			if j == i {
				return nil, fmt.Errorf("--variants: no variant %q (hddmin bench --list-variants lists them)", items[i])
			}
			name := strings.Join(items[i:j], ",")
			if !seen[name] {
				seen[name] = true
				out = append(out, byName[name])
			}
			i = j
		}
	}
	return out, nil
}

// check refuses a variant that hddmin bench cannot run: flags hddmin does
// not take or that bench gives itself, a command without {test}.
func (v variant) check() error {
	if v.command != "" {
		if !strings.Contains(v.command, "{test}") {
			return fmt.Errorf("variant %s: the command has no {test}", v.name)
		}
		_, err := splitWords(v.command)
		return err
	}
	words, err := splitWords(v.flags)
	if err != nil {
		return fmt.Errorf("variant %s: %v", v.name, err)
	}
	cfg := &config{}
	fs := newFlagSet(cfg)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(words); err != nil {
		return fmt.Errorf("variant %s: %v", v.name, err)
	}
	for _, f := range []string{"test", "output", "report", "dump", "version", "help"} {
		if fs.Changed(f) {
			return fmt.Errorf("variant %s: --%s is hddmin bench's to give", v.name, f)
		}
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("variant %s: the flags name a file (%s)", v.name, fs.Arg(0))
	}
	cfg.test, cfg.input = "true", "in"
	if err := cfg.validate(); err != nil {
		return fmt.Errorf("variant %s: %v", v.name, err)
	}
	return nil
}
