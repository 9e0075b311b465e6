package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle" // the bundled grammars
	"github.com/hddmin/hddmin/parser/g4"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// Exit statuses.
const (
	exitReduced        = 0   // the result is written
	exitNotInteresting = 1   // the input does not pass the test
	exitUsage          = 2   // bad flags, unreadable or unparsable input
	exitInternal       = 3   // a bug, or a failure of the machine
	exitInterrupted    = 130 // SIGINT, SIGTERM or SIGHUP; the best result so far, if any, is written
)

// config is what the command line asks for.
type config struct {
	input        string
	test         string
	grammars     []string // -g: a bundled name, or .g4 or .interp files
	grammarLibs  []string
	start        string
	output       string
	replacements string
	dump         string
	strict       bool
	quiet        bool
	verbose      bool
	version      bool
	keepTemps    bool
	tempDir      string
	report       string
	islands      string // --islands FILE
	noIslands    bool
	launcher     string // --launcher CMD

	reduce    reduce.Options
	build     fromparse.Options
	transform tree.TransformOptions
}

// newFlagSet declares the flags into cfg.
func newFlagSet(cfg *config) *pflag.FlagSet {
	fs := pflag.NewFlagSet("hddmin", pflag.ContinueOnError)
	fs.SortFlags = false
	cfg.reduce = reduce.Recommended()
	fs.StringVarP(&cfg.test, "test", "t", "", "the interestingness test `command`; it gets the candidate file as its last argument and exits 0 if it is interesting")
	fs.StringArrayVarP(&cfg.grammars, "grammar", "g", nil, "the `grammar`: a bundled name, a .g4 file or an .interp file the ANTLR tool wrote; repeat for a lexer and a parser (default: from the input's file extension)")
	fs.StringArrayVar(&cfg.grammarLibs, "grammar-lib", nil, "a `dir` to search for imported grammars and tokenVocab lexers, after the grammar's own; repeatable")
	fs.StringVar(&cfg.start, "start", "", "the start `rule` of the grammar (default: the grammar's; for a .g4 grammar, its first parser rule)")
	fs.StringVarP(&cfg.output, "output", "o", "", "write the result to `file` (default: NAME.reduced.EXT beside the input)")
	fs.StringVar(&cfg.replacements, "replacements", "", "a JSON `file` mapping rule and token names to replacement strings")
	fs.StringVar(&cfg.islands, "islands", "", "a JSON `file` of islands: nodes whose text is parsed with another grammar (see the manual); they come before the grammar's own")
	fs.BoolVar(&cfg.noIslands, "no-islands", false, "do not parse the grammar's own islands (the scripts and styles of HTML pages)")
	fs.BoolVar(&cfg.strict, "strict", false, "refuse an input with syntax errors instead of reducing it")
	fs.IntVarP(&cfg.reduce.Jobs, "jobs", "j", runtime.NumCPU(), "run up to `n` tests at once (the result is the same for any n)")
	fs.StringVar(&cfg.launcher, "launcher", "", "run each test through this `command`, as 'srun --quiet --ntasks=1' (a Slurm job step; the nodes must share --temp-dir)")
	fs.DurationVar(&cfg.reduce.TestTimeout, "timeout", 0, "the time limit of each test, as in 30s or 2m; 0 for none (default: 10 times the test of the input, at least 1s)")
	fs.IntVar(&cfg.reduce.MaxTests, "max-tests", 0, "stop after `n` tests, with the best result so far")
	fs.DurationVar(&cfg.reduce.MaxTime, "max-time", 0, "stop after this much time from the start, with the best result so far")
	fs.BoolVar(&cfg.keepTemps, "keep-temps", false, "keep the temporary directory of every test")
	fs.StringVar(&cfg.tempDir, "temp-dir", "", "make the tests' temporary directories in `dir` (default: the system's)")
	fs.StringVar(&cfg.report, "report", "", "write a JSON report of the reduction to `file`")

	fs.Var(phasesValue{&cfg.reduce.Phases}, "phase", "the phases to run, in order, each to its fixpoint: "+strings.Join(reduce.PhaseNames(), ", "))
	fs.Var(algorithmValue{&cfg.reduce.Algorithm}, "algorithm", "how prune phases walk the tree: hdd (level by level) or hddr (node by node)")
	fs.Var(traversalValue{&cfg.reduce.HDDrOrder}, "hddr-order", "the order of hddr: bfs or dfs")
	fs.BoolVar(&cfg.reduce.NoFixpoint, "no-fixpoint", false, "run each phase once (HDD) instead of until nothing changes (HDD*)")
	fs.BoolVar(&cfg.transform.FlattenRecursion, "flatten-recursion", false, "turn left- and right-recursive chains into lists (flattenTreeRecursion)")
	fs.BoolVar(&cfg.transform.NoSqueeze, "no-squeeze-tree", false, "keep chains of single-child nodes (no squeezeTree)")
	fs.BoolVar(&cfg.transform.NoHide, "no-hide-unremovable", false, "offer tokens that equal their replacement to ddmin (no hideUnremovableTokens)")
	fs.BoolVar(&cfg.transform.PlainLists, "plain-lists", false, "build lists as Picireny does: the first element of a separated list stays")
	fs.BoolVar(&cfg.transform.FlatTokens, "flat-tokens", false, "reduce the tokens as a flat list, each removable to nothing: with --phase prune, plain token-level ddmin (a baseline; candidates need not parse)")
	fs.StringSliceVar(&cfg.build.IdentifierTokens, "identifier-tokens", nil, "the token `names` that are identifiers for the rename phase (default: those whose lexer rule matches names)")
	fs.BoolVar(&cfg.build.KeepHidden, "keep-hidden", false, "build whitespace and comments into the tree as removable leaves")
	fs.BoolVar(&cfg.transform.SkipWhitespace, "skip-whitespace", false, "with --keep-hidden: do not offer whitespace-only leaves to ddmin")
	fs.Var(ddVariantValue{&cfg.reduce.DD.Variant}, "ddmin", "the ddmin inside the prune phases: ddmin, probdd (probabilistic), cdd (counter-based) or wdd (weighted by node size)")
	fs.Var(splitValue{&cfg.reduce.DD.SplitFactor}, "split-factor", "ddmin's initial granularity and growth factor: 2 or more, or inf for single units")
	fs.Var(orderValue{&cfg.reduce.DD.SubsetOrder}, "subset-order", "ddmin's order of subsets: forward, backward or skip")
	fs.Var(orderValue{&cfg.reduce.DD.ComplementOrder}, "complement-order", "ddmin's order of complements: forward, backward or skip")
	fs.BoolVar(&cfg.reduce.DD.ComplementFirst, "complement-first", false, "ddmin tries complements before subsets")
	fs.BoolVar(&cfg.reduce.DD.Restart, "complement-restart", false, "ddmin tries each round's complements from the first part, not from where the last round removed one")

	fs.StringVar(&cfg.dump, "dump", "", "print `what` and exit without testing: tree (the HDD tree), antlr (the ANTLR parse tree) or text (the unparsed text)")
	fs.BoolVarP(&cfg.quiet, "quiet", "q", false, "print nothing but errors")
	fs.BoolVarP(&cfg.verbose, "verbose", "v", false, "print a line for every stage of the setup and every level reduced")
	fs.BoolVar(&cfg.version, "version", false, "print the version and exit")
	return fs
}

const usageHead = `Usage: hddmin [flags] -t TEST INPUT

hddmin shrinks INPUT to a small text that still makes TEST succeed (exit 0),
keeping it well-formed in its grammar. The result goes to NAME.reduced.EXT;
INPUT is never modified.

Flags:
`

const usageTail = `
Grammars: %s.

Exit status: 0 reduced, 1 the input is not interesting, 2 usage or input
error, 3 internal error, 130 interrupted (the best result so far, if any, is
written).

To compare variants of the reduction over a set of cases: hddmin bench --help.
To make random inputs of a grammar: hddmin generate --help.
`

func usage(fs *pflag.FlagSet, w io.Writer) {
	fmt.Fprint(w, usageHead)
	fmt.Fprint(w, fs.FlagUsages())
	fmt.Fprintf(w, usageTail, strings.Join(parser.Names(), ", "))
}

// parseArgs reads the command line into a config.
func parseArgs(args []string, stdout io.Writer) (*config, error) {
	cfg := &config{}
	fs := newFlagSet(cfg)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			usage(fs, stdout)
		}
		return nil, err
	}
	if fs.Changed("phase") {
		cfg.reduce.Adaptive = false // an exact list, in order
	}
	if fs.Changed("timeout") && cfg.reduce.TestTimeout == 0 {
		cfg.reduce.TestTimeout = -1 // --timeout 0: none
	}
	if cfg.version {
		return cfg, nil
	}
	if fs.NArg() != 1 {
		return nil, fmt.Errorf("want one INPUT file, got %d arguments", fs.NArg())
	}
	cfg.input = fs.Arg(0)
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return cfg, nil
}

// validate checks the combinations of flags.
func (cfg *config) validate() error {
	switch cfg.dump {
	case "", "tree", "antlr", "text":
	default:
		return fmt.Errorf("--dump %q: want tree, antlr or text", cfg.dump)
	}
	if len(cfg.grammars) > 2 {
		return fmt.Errorf("-g given %d times: give one grammar, or a lexer and a parser grammar", len(cfg.grammars))
	}
	if len(cfg.grammarLibs) > 0 && len(cfg.grammars) == 0 {
		return errors.New("--grammar-lib needs a grammar file given with -g")
	}
	if cfg.dump == "" && cfg.test == "" {
		return errors.New("no test: give the interestingness test with -t")
	}
	if cfg.quiet && cfg.verbose {
		return errors.New("-q and -v contradict each other")
	}
	if cfg.transform.SkipWhitespace && !cfg.build.KeepHidden {
		return errors.New("--skip-whitespace needs --keep-hidden")
	}
	if len(cfg.reduce.Phases) == 0 && !cfg.reduce.Adaptive {
		return errors.New("--phase: no phases")
	}
	if cfg.reduce.Jobs < 1 {
		return fmt.Errorf("--jobs %d: want 1 or more", cfg.reduce.Jobs)
	}
	if cfg.reduce.TestTimeout < -1 {
		return errors.New("--timeout must not be negative")
	}
	return cfg.reduce.Validate()
}

// run is the whole command; it returns the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(ctx, args, stdin, stdout, stderr, nil)
}

// runWith is run with the tests made by newTest (a testing seam; nil for
// processes).
func runWith(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, newTest func(testSetup) (testRunner, error)) int {
	if len(args) > 0 && args[0] == "bench" {
		return runBench(ctx, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "generate" {
		return runGenerate(ctx, args[1:], stdout, stderr)
	}
	cfg, err := parseArgs(args, stdout)
	if errors.Is(err, pflag.ErrHelp) {
		return exitReduced
	}
	if err != nil {
		fmt.Fprintf(stderr, "hddmin: %v\nRun 'hddmin --help' for usage.\n", err)
		return exitUsage
	}
	if cfg.version {
		fmt.Fprintln(stdout, "hddmin", version())
		return exitReduced
	}
	app := &app{cfg: cfg, stdin: stdin, stdout: stdout, stderr: stderr, maxTime: cfg.reduce.MaxTime, newTest: newTest}
	return app.run(ctx)
}

// app carries one run of the command.
type app struct {
	cfg            *config
	stdin          io.Reader
	stdout, stderr io.Writer
	test           testRunner     // the test, once it is set up
	out            *outputs       // the files the run writes, once checked
	start          string         // the start rule the parse uses
	maxTime        time.Duration  // --max-time as given
	result         *reduce.Result // the result of the reduction, once there is one

	// newTest, if set, makes the test instead of newCommand, which runs
	// processes (a testing seam).
	newTest func(testSetup) (testRunner, error)
	// onStage, if set, is called as each stage of the setup begins (a
	// testing seam).
	onStage func(stage string)
}

// failure is an error with the exit status it calls for.
type failure struct {
	code int
	err  error
}

func (f *failure) Error() string { return f.err.Error() }

func fail(code int, format string, args ...any) error {
	return &failure{code, fmt.Errorf(format, args...)}
}

func (a *app) run(ctx context.Context) int {
	err := a.reduce(ctx)
	var f *failure
	switch {
	case err == nil:
		return exitReduced
	case errors.As(err, &f):
		if f.code != exitInterrupted || !a.cfg.quiet {
			fmt.Fprintf(a.stderr, "hddmin: %v\n", f.err)
		}
		return f.code
	}
	fmt.Fprintf(a.stderr, "hddmin: %v\n", err)
	return exitInternal
}

func (a *app) logf(format string, args ...any) {
	if !a.cfg.quiet {
		fmt.Fprintf(a.stderr, "hddmin: "+format+"\n", args...)
	}
}

// reduce is the command's work: read, parse, build, then dump or reduce.
func (a *app) reduce(ctx context.Context) error {
	cfg := a.cfg
	// Setup (reading, parsing, building the tree) stops at the first
	// signal, and counts against --max-time.
	started := time.Now()
	setup := ctx
	if cfg.reduce.MaxTime > 0 {
		var cancel context.CancelFunc
		setup, cancel = context.WithTimeout(ctx, cfg.reduce.MaxTime)
		defer cancel()
	}
	src, err := a.readInput()
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	if cfg.dump == "" {
		if err := a.setupTest(); err != nil {
			return fail(exitUsage, "%v", err)
		}
		defer a.out.release()
	}
	g, err := a.grammar()
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	if cfg.start == "" {
		a.start = g.StartRule()
	} else {
		a.start = cfg.start
	}
	if _, unknown := g.IdentifierTypes(cfg.build.IdentifierTokens); len(unknown) > 0 {
		return fail(exitUsage, "--identifier-tokens: grammar %s has no token %s", g.Name, strings.Join(unknown, ", "))
	}
	repl, err := a.replacements(g)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	if setup.Err() != nil {
		return a.stopped(ctx, "reading the grammar")
	}
	opts := cfg.build
	if cfg.dump != "antlr" {
		if opts.Islands, err = a.islands(g); err != nil {
			return fail(exitUsage, "%v", err)
		}
	}
	opts.Consume = true
	builder := fromparse.New(setup, repl, opts)
	stage := a.stage("parsing " + cfg.input)
	var p *parser.Parse
	if cfg.dump == "antlr" {
		p, err = g.ParseContext(setup, a.inputName(), src, cfg.start) // the parse tree whole
	} else {
		p, err = builder.Parse(g, a.inputName(), src, cfg.start) // builds the root's items as it goes
	}
	if setup.Err() != nil {
		return a.stopped(ctx, stage)
	}
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	if len(p.Errors) > 0 {
		a.reportSyntaxErrors(p.Errors)
		if cfg.strict {
			return fail(exitUsage, "%s: %d syntax error(s) in grammar %s (--strict)", cfg.input, len(p.Errors), g.Name)
		}
		if cfg.dump == "" {
			a.logf("warning: %s: %d syntax error(s) in grammar %s; reducing the tree error recovery built",
				cfg.input, len(p.Errors), g.Name)
		}
	}
	if cfg.dump == "antlr" {
		fmt.Fprintln(a.stdout, p.String())
		return nil
	}
	stage = a.stage("building the tree of " + cfg.input)
	t, err := builder.Tree(p)
	if setup.Err() != nil {
		return a.stopped(ctx, stage)
	}
	if err != nil {
		return err
	}
	a.reportIslands(t.Warnings)
	stage = a.stage("transforming the tree of " + cfg.input)
	if t.TransformContext(setup, cfg.transform) != nil {
		return a.stopped(ctx, stage)
	}
	if text := t.Unparse(tree.State{}); !bytes.Equal(text, src) {
		return fmt.Errorf("internal error: the tree of %s does not unparse to the input (%d bytes, want %d)", cfg.input, len(text), len(src))
	}
	switch cfg.dump {
	case "tree":
		fmt.Fprint(a.stdout, t.Sexpr(tree.State{}))
		return nil
	case "text":
		a.stdout.Write(t.Unparse(tree.State{}))
		return nil
	}
	if cfg.reduce.MaxTime > 0 {
		left := cfg.reduce.MaxTime - time.Since(started)
		if left <= 0 {
			return a.stopped(ctx, stage)
		}
		cfg.reduce.MaxTime = left
	}
	cfg.reduce.Choices = g.Regenerator(cfg.start) // for --phase choices
	return a.minimize(ctx, t, src)
}

// stage names a stage of the setup as it begins, for messages; with -v
// it says so (parsing a large input takes a while).
func (a *app) stage(name string) string {
	if a.cfg.verbose {
		a.logf("%s", name)
	}
	if a.onStage != nil {
		a.onStage(name)
	}
	return name
}

// stopped is the failure of a run stopped before the reduction began, in
// stage: by a signal (ctx is done), or because --max-time ran out.
func (a *app) stopped(ctx context.Context, stage string) error {
	if ctx.Err() != nil {
		return fail(exitInterrupted, "interrupted while %s; nothing written", stage)
	}
	return fail(exitInterrupted, "--max-time %v ran out while %s; nothing written", a.maxTime, stage)
}

// grammar returns the grammar the flags or the input's extension choose,
// and prints the warnings of a grammar read from files.
func (a *app) grammar() (*parser.Grammar, error) {
	if len(a.cfg.grammars) == 0 {
		if a.fromStdin() {
			return parser.ForFile(a.cfg.output)
		}
		return parser.ForFile(a.cfg.input)
	}
	g, err := parser.LoadGrammar(a.cfg.grammars, parser.LoadOptions{Libs: a.cfg.grammarLibs})
	if err != nil {
		var list g4.ErrorList
		if errors.As(err, &list) {
			return nil, fmt.Errorf("grammar %s: %d error(s)\n%v", strings.Join(a.cfg.grammars, " "), len(list), err)
		}
		return nil, err
	}
	for _, w := range g.Warnings {
		a.logf("%v", w)
	}
	return g.Grammar, nil
}

// replacements returns the replacements of g, with the overrides of the
// --replacements file.
func (a *app) replacements(g *parser.Grammar) (*parser.Replacements, error) {
	if a.cfg.replacements == "" {
		return g.Replacements()
	}
	data, err := os.ReadFile(a.cfg.replacements)
	if err != nil {
		return nil, err
	}
	var overrides map[string]string
	if err := json.Unmarshal(data, &overrides); err != nil {
		return nil, fmt.Errorf("%s: want a JSON object of strings: %v", a.cfg.replacements, err)
	}
	return parser.Analyze(g, overrides)
}

// islands returns the islands of the --islands file, then g's own but
// with --no-islands.
func (a *app) islands(g *parser.Grammar) ([]*parser.Island, error) {
	var list []*parser.Island
	if a.cfg.islands != "" {
		data, err := os.ReadFile(a.cfg.islands)
		if err != nil {
			return nil, err
		}
		if list, err = parser.ReadIslands(a.cfg.islands, data); err != nil {
			return nil, err
		}
	}
	if !a.cfg.noIslands {
		list = append(list, g.Islands...)
	}
	return list, nil
}

// readInput reads INPUT, or standard input for "-".
func (a *app) readInput() ([]byte, error) {
	if a.fromStdin() {
		if a.cfg.output == "" && a.cfg.dump == "" {
			return nil, errors.New("INPUT - (standard input) needs -o FILE for the result")
		}
		data, err := io.ReadAll(a.stdin)
		if err != nil {
			return nil, fmt.Errorf("read standard input: %v", err)
		}
		return data, nil
	}
	return os.ReadFile(a.cfg.input)
}

// fromStdin reports whether INPUT is standard input.
func (a *app) fromStdin() bool { return a.cfg.input == "-" }

// inputName is the name of INPUT in messages.
func (a *app) inputName() string {
	if a.fromStdin() {
		return "<stdin>"
	}
	return a.cfg.input
}

// setupTest makes the test and checks the outputs, before any test runs.
func (a *app) setupTest() error {
	cfg := a.cfg
	words, err := testWords(cfg.test)
	if err != nil {
		return err
	}
	out, err := a.planOutputs(testFiles(words))
	if err != nil {
		return err
	}
	name := filepath.Base(cfg.input)
	if a.fromStdin() {
		name = filepath.Base(cfg.output)
	}
	tempDir := cfg.tempDir
	if tempDir == "" {
		tempDir = os.TempDir()
	}
	if tempDir, err = filepath.Abs(tempDir); err == nil {
		var dir string
		if dir, err = os.MkdirTemp(tempDir, "hddmin-"); err == nil {
			err = os.Remove(dir)
		}
	}
	if err != nil {
		out.release()
		if cfg.tempDir != "" {
			return fmt.Errorf("--temp-dir %s: the tests' directories cannot be made there: %v", cfg.tempDir, err)
		}
		return fmt.Errorf("the tests' temporary directories cannot be made (set TMPDIR, or give --temp-dir): %v", err)
	}
	newTest := a.newTest
	if newTest == nil {
		newTest = newCommand
	}
	launcher, err := launcherWords(cfg.launcher)
	if err != nil {
		out.release()
		return err
	}
	test, err := newTest(testSetup{words: words, name: name, tempDir: tempDir, keepTemps: cfg.keepTemps, launcher: launcher})
	if err != nil {
		out.release()
		return err
	}
	a.test, a.out = test, out
	if cfg.keepTemps {
		a.logf("keeping the directory of every test: %s", filepath.Join(tempDir, "hddmin-*"))
	}
	return nil
}

// minimize runs the reduction and writes the result.
func (a *app) minimize(ctx context.Context, t *tree.Tree, src []byte) error {
	cfg := a.cfg
	out := a.out.result
	tester := &inputTester{run: a.test}
	if hard := hardStop(ctx); hard != nil {
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-hard:
				a.test.Abort()
			case <-done:
			}
		}()
	}
	// A result that cannot be written stops the reduction.
	rctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	opts := cfg.reduce
	var writeErr error
	opts.OnImprove = func(text []byte) {
		if err := writeAtomic(out, text); err != nil && writeErr == nil {
			writeErr = err
			stop(err)
		}
	}
	prog := &progressPrinter{w: a.stderr, terminal: isTerminal(a.stderr), verbose: cfg.verbose}
	curve := &curveRecorder{points: []curvePoint{{Bytes: len(src)}}}
	opts.Progress = curve.add
	if !cfg.quiet {
		opts.Progress = func(p reduce.Progress) {
			curve.add(p)
			prog.update(p)
		}
		opts.Log = prog.log
	}
	jobs := fmt.Sprintf("%d jobs", opts.Jobs)
	if opts.Jobs == 1 {
		jobs = "1 job"
	}
	if cfg.launcher != "" {
		jobs += ", through " + cfg.launcher
	}
	a.logf("reducing %s (%d bytes, grammar %s, start rule %s) with %s, %s", a.inputName(), len(src), t.Grammar, a.start, cfg.test, jobs)
	res, err := reduce.Reduce(rctx, t, tester, opts)
	prog.done()
	a.result = res
	if writeErr != nil {
		if res != nil {
			a.logf("%s: %v", a.inputName(), res.Stats)
		}
		return fail(exitInternal, "cannot write the best result so far to %s: %v; stopped (the input is untouched)", out, writeErr)
	}
	if res == nil {
		return a.inputFailed(ctx, err, tester)
	}
	if err := writeAtomic(out, res.Output); err != nil {
		a.logf("%s: %v", a.inputName(), res.Stats)
		return fail(exitInternal, "cannot write the result to %s: %v", out, err)
	}
	if cfg.report != "" {
		if err := a.writeReport(cfg.report, out, t.Grammar, res.Stats, curve.list()); err != nil {
			return fail(exitInternal, "cannot write the report to %s: %v (the result is in %s)", cfg.report, err, out)
		}
	}
	a.logf("%s: %v; written to %s", a.inputName(), res.Stats, out)
	if res.Stats.Flaky {
		fmt.Fprintf(a.stderr, "hddmin: warning: the test is flaky: the result it found last did not pass it again; %s holds the newest result that did\n", out)
	}
	if res.Stats.Stopped != nil && ctx.Err() == nil {
		a.logf("stopped early: %v", res.Stats.Stopped)
	}
	if ctx.Err() != nil {
		return fail(exitInterrupted, "interrupted; the best result so far is in %s", out)
	}
	if err != nil {
		// A test that could not run (a launcher that failed) stops the
		// reduction.
		return fail(exitInternal, "%v; stopped, the best result so far is in %s", err, out)
	}
	return nil
}

// inputFailed is the error of a reduction that ended at the test of the
// input, with err.
func (a *app) inputFailed(ctx context.Context, err error, tester *inputTester) error {
	name := a.inputName()
	ended, output := tester.first()
	switch {
	case ctx.Err() != nil:
		return fail(exitInterrupted, "interrupted while testing the input; nothing written")
	case errors.Is(err, reduce.ErrMaxTime):
		return fail(exitInterrupted, "--max-time %v ran out while testing the input; nothing written", a.maxTime)
	case errors.Is(err, reduce.ErrInputTimedOut):
		return fail(exitNotInteresting, "the test of %s timed out after %v: raise --timeout, or give --timeout 0 for no limit", name, a.cfg.reduce.TestTimeout)
	case errors.Is(err, reduce.ErrNotInteresting):
		msg := fmt.Sprintf("%s is not interesting: the test ended with %s, and interesting is exit status 0.\n", name, ended)
		msg += fmt.Sprintf("The test runs as '%s DIR/%s' in DIR, a fresh temporary directory that holds a copy of the input: paths in the test are relative to DIR, not to this folder.", a.cfg.test, filepath.Base(a.cfgName()))
		if output == "" {
			return fail(exitNotInteresting, "%s\nIt printed nothing.", msg)
		}
		return fail(exitNotInteresting, "%s\nIts output:\n%s", msg, output)
	}
	return fail(exitUsage, "%v", err)
}

// cfgName is the file name the candidates have.
func (a *app) cfgName() string {
	if a.fromStdin() {
		return a.cfg.output
	}
	return a.cfg.input
}

// writeAtomic writes data to path through a temporary file and a rename, so
// that path always holds a whole result.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// version is the module's version (for a build from a checkout, Go makes
// it of the commit's time and hash, +dirty if it had changes), or the
// commit if Go gave no version, and the Go version.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	if rev := settings["vcs.revision"]; rev != "" && v == "(devel)" {
		v += " " + rev[:min(len(rev), 12)]
		if t := settings["vcs.time"]; t != "" {
			v += " " + t
		}
		if settings["vcs.modified"] == "true" {
			v += " (with changes)"
		}
	}
	return v + " " + info.GoVersion
}
