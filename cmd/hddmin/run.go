package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/spf13/pflag"

	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/internal/jsonpos"
	"github.com/hddmin/hddmin/internal/memlimit"
	"github.com/hddmin/hddmin/internal/progress"
	"github.com/hddmin/hddmin/internal/report"
	"github.com/hddmin/hddmin/internal/shell"
	"github.com/hddmin/hddmin/internal/watchdog"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/bundle" // the bundled grammars
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
	choicesMode  parser.ChoiceMode
	noIslands    bool
	launcher     string // --launcher CMD

	reduce    reduce.Options
	build     fromparse.Options
	transform tree.TransformOptions

	fs *pflag.FlagSet // the flags, which validate asks what was given
}

// newFlagSet declares the flags into cfg.
func newFlagSet(cfg *config) *pflag.FlagSet {
	fs := pflag.NewFlagSet("hddmin", pflag.ContinueOnError)
	fs.SortFlags = false
	cfg.fs = fs
	cfg.reduce = reduce.Recommended()
	fs.StringVarP(&cfg.test, "test", "t", "", "the interestingness test `command`; it gets the candidate file as its last argument and exits 0 if it is interesting")
	fs.StringArrayVarP(&cfg.grammars, "grammar", "g", nil, "the `grammar`: a bundled name, a .g4 file or an .interp file the ANTLR tool wrote; repeat for a lexer and a parser (default: from the input's file extension; text where none reads it); PATTERN=GRAMMAR for the files PATTERN matches, as '*.h=c'")
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
	fs.Var(ddVariantValue{&cfg.reduce.DD.Variant}, "ddmin", "the ddmin inside the prune phases: ddmin, probdd (probabilistic), cdd (counter-based), wdd (Wddmin: parts split by weight, the tokens of each node) or wprobdd (probdd weighted)")
	fs.Var(probValue{&cfg.reduce.DD.Prior, reduce.DefaultPrior, false}, "ddmin-prior", "probdd, wprobdd and cdd: the probability `p` that a node is needed before any test (the papers' p0; Perses uses 0.25)")
	fs.Var(probValue{&cfg.reduce.DD.Threshold, 1, true}, "probdd-threshold", "probdd and wprobdd: stop trying a node once its probability reaches `t` (Perses and the ProbDD authors' code: 0.8)")
	fs.BoolVar(&cfg.reduce.DD.History, "probdd-history", false, "probdd and wprobdd: the ProbDD authors' test-history inference (a failed removal whose other nodes went since keeps its last one)")
	fs.Var(cddSizesValue{&cfg.reduce.DD.CDDSizes}, "cdd-sizes", "cdd: the sizes of its parts, round after round: round (the closed form, rounded: 9,6,3,2,1 at p 0.1), argmax (Perses: 10,6,3,2,1) or decay (the CDD artifact's: 9,5,3,1)")
	fs.Uint64Var(&cfg.reduce.DD.Seed, "seed", 0, "draw the random choices from seed `n`: the ties of probdd, wprobdd and cdd, and random orders (0: ties in input order, as without the flag)")
	fs.Var(splitValue{&cfg.reduce.DD.SplitFactor}, "split-factor", "ddmin's initial granularity and growth factor: 2 or more, or inf for single units")
	fs.Var(orderValue{&cfg.reduce.DD.SubsetOrder}, "subset-order", "ddmin's order of subsets: forward, backward, skip or random (see --seed)")
	fs.Var(orderValue{&cfg.reduce.DD.ComplementOrder}, "complement-order", "ddmin's order of complements: forward, backward, skip or random (see --seed); forward with --phase")
	fs.BoolVar(&cfg.reduce.DD.ComplementFirst, "complement-first", false, "ddmin tries complements before subsets")
	fs.BoolVar(&cfg.reduce.DD.Restart, "complement-restart", false, "ddmin tries each round's complements from the first part, not from where the last round removed one")
	fs.Var(choiceModeValue{&cfg.choicesMode}, "choices-mode", fmt.Sprintf("how --phase choices makes a text of the entries it keeps: %v (each run left out replaced by a marker that completes its rule cheaply), %v (the entries left out deleted) or %v (deleted, and a sequence that runs out is not tested, as the Hypothesis reducer does)", parser.ChoicesMarker, parser.ChoicesDelete, parser.ChoicesReject))
	fs.BoolVar(&cfg.reduce.NoCache, "no-cache", false, "test every candidate, even a text tested before, so that tests count queries as reducers without a cache do (needs -j 1)")

	fs.StringVar(&cfg.dump, "dump", "", "print `what` and exit without testing: tree (the HDD tree), antlr (the ANTLR parse tree) or text (the unparsed text)")
	fs.BoolVarP(&cfg.quiet, "quiet", "q", false, "print nothing but errors")
	fs.BoolVarP(&cfg.verbose, "verbose", "v", false, "print a line for every stage of the setup and every level reduced")
	fs.BoolVar(&cfg.version, "version", false, "print the version and exit")
	return fs
}

const usageHead = `Usage: hddmin [flags] -t TEST INPUT

hddmin shrinks INPUT to a small text that still makes TEST succeed (exit 0),
keeping it well-formed in its grammar. The result goes to NAME.reduced.EXT;
INPUT is never modified. INPUT may be a folder: its files are reduced
together, into the folder INPUT.reduced.

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
		if !fs.Changed("complement-order") {
			cfg.reduce.DD.ComplementOrder = reduce.Forward // the published algorithms' order
		}
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

// checkVariantFlags refuses the flags of a ddmin variant given with
// another variant, and --seed where nothing is random: they would change
// nothing, and a comparison made with them would not be what it says.
func checkVariantFlags(fs *pflag.FlagSet, dd reduce.DDOptions) error {
	for _, f := range []struct {
		flag     string
		variants []reduce.DDVariant
	}{
		{"ddmin-prior", []reduce.DDVariant{reduce.ProbDD, reduce.WProbDD, reduce.CDD}},
		{"probdd-threshold", []reduce.DDVariant{reduce.ProbDD, reduce.WProbDD}},
		{"probdd-history", []reduce.DDVariant{reduce.ProbDD, reduce.WProbDD}},
		{"cdd-sizes", []reduce.DDVariant{reduce.CDD}},
	} {
		if fs.Changed(f.flag) && !slices.Contains(f.variants, dd.Variant) {
			var names []string
			for _, v := range f.variants {
				names = append(names, v.String())
			}
			return fmt.Errorf("--%s is an option of --ddmin %s, not of --ddmin %v", f.flag, strings.Join(names, " or "), dd.Variant)
		}
	}
	if dd.Seed != 0 && !dd.Random() {
		return fmt.Errorf("--seed %d: nothing is random with --ddmin %v and these orders (the seed draws the ties of probdd, wprobdd and cdd, and random orders)", dd.Seed, dd.Variant)
	}
	return nil
}

// validate checks the combinations of flags.
func (cfg *config) validate() error {
	switch cfg.dump {
	case "", "tree", "antlr", "text":
	default:
		return fmt.Errorf("--dump %q: want tree, antlr or text", cfg.dump)
	}
	if _, err := folder.ParseGrammarFlags(cfg.grammars); err != nil {
		return err
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
	if cfg.fs != nil && cfg.fs.Changed("choices-mode") && !slices.Contains(cfg.reduce.Phases, reduce.Choices) {
		return errors.New("--choices-mode is an option of the choices phase: give --phase ...,choices")
	}
	if cfg.reduce.NoCache && cfg.reduce.Jobs > 1 {
		return fmt.Errorf("--no-cache tests one candidate at a time: give -j 1 (not %d)", cfg.reduce.Jobs)
	}
	if cfg.reduce.DD.Variant.Weighted() && slices.Contains(cfg.reduce.Phases, reduce.Choices) {
		return fmt.Errorf("--ddmin %v splits by the weight of tree nodes, and the choices phase has none: give another --ddmin, or leave choices out of --phase", cfg.reduce.DD.Variant)
	}
	if cfg.fs != nil {
		if err := checkVariantFlags(cfg.fs, cfg.reduce.DD); err != nil {
			return err
		}
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
	app := &app{cfg: cfg, stdin: stdin, stdout: stdout, stderr: stderr, maxTime: cfg.reduce.MaxTime, newTest: newTest,
		memory: memlimit.Find()}
	return app.run(ctx)
}

// app carries one run of the command.
type app struct {
	cfg            *config
	stdin          io.Reader
	stdout, stderr io.Writer
	test           testRunner         // the test, once it is set up
	out            *outputs           // the files the run writes, once checked
	runDir         string             // the folder of the tests' folders
	runLock        *os.File           // held while the run uses runDir (see watchdog.MakeRunDir)
	dog            *watchdog.Watchdog // cleans up if hddmin dies
	start          string             // the start rule the parse uses
	grammar        *parser.Grammar    // the grammar of the input, once loaded
	maxTime        time.Duration      // --max-time as given
	result         *reduce.Result     // the result of the reduction, once there is one

	// newTest, if set, makes the test instead of newCommand, which runs
	// processes (a testing seam).
	newTest func(testSetup) (testRunner, error)
	// onStage, if set, is called as each stage of the setup begins (a
	// testing seam).
	onStage func(stage string)
	// memory is the memory limit the run keeps within (see memlimit.Watch);
	// none if zero.
	memory memlimit.Limit
	// folder is INPUT's files when INPUT is a folder (see folder.go).
	folder *folderRun
	// progress is the progress line of the reduction while it is shown:
	// logf clears it before a line of its own.
	progress atomic.Pointer[progress.Printer]
	// stageName is the stage of the setup that began last (see stage).
	stageName atomic.Pointer[string]
	// setupMu is held while setupTest runs, so that boundSetup does not
	// release what it is taking.
	setupMu sync.Mutex
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
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	go memlimit.Watch(ctx, a.memory, stop)
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
	if a.cfg.quiet {
		return
	}
	if p := a.progress.Load(); p != nil {
		p.Println(fmt.Sprintf("hddmin: "+format, args...))
		return
	}
	fmt.Fprintf(a.stderr, "hddmin: "+format+"\n", args...)
}

// beginSetup returns the context of the setup (reading, parsing,
// building the tree): ctx, ended by --max-time too; and starts
// boundSetup beside it, until end is called (once the setup is over, or
// on return).
func (a *app) beginSetup(ctx context.Context) (setup context.Context, end func()) {
	cancel := context.CancelFunc(func() {})
	setup = ctx
	if a.cfg.reduce.MaxTime > 0 {
		setup, cancel = context.WithTimeout(ctx, a.cfg.reduce.MaxTime)
	}
	done := make(chan struct{})
	go a.boundSetup(ctx, setup, done)
	return setup, sync.OnceFunc(func() {
		close(done)
		cancel()
	})
}

// reduce is the command's work: read, parse, build, then dump or reduce.
func (a *app) reduce(ctx context.Context) error {
	if a.isFolderInput() {
		return a.reduceFolder(ctx)
	}
	cfg := a.cfg
	// Setup (reading, parsing, building the tree) stops at the first
	// signal, and counts against --max-time.
	started := time.Now()
	setup, endSetup := a.beginSetup(ctx)
	defer endSetup()
	src, err := a.readInput()
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	if err := a.memory.Fits(len(src)); err != nil {
		return fail(exitUsage, "%s: %v", a.inputName(), err)
	}
	if cfg.dump == "" {
		if err := a.setupTest(); err != nil {
			return fail(exitUsage, "%v", err)
		}
		defer a.cleanup()
	}
	source, err := a.source(setup, src)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	in, err := fromparse.Load(source)
	var stopped *fromparse.Stopped
	var option *fromparse.OptionError
	switch {
	case errors.As(err, &stopped):
		return a.stopped(ctx, stopped.Stage)
	case in != nil && len(in.Errors) > 0:
		a.reportSyntaxErrors(in.Errors)
		a.noteByteOrderMark(src, in.Tree, in.Errors, in.Grammar.Name)
		if errors.Is(err, parser.ErrSyntax) {
			return fail(exitUsage, "%s: %d syntax error(s) in grammar %s (--strict)", a.inputName(), len(in.Errors), in.Grammar.Name)
		}
		if cfg.dump == "" {
			a.logf("warning: %s: %d syntax error(s) in grammar %s; reducing the tree error recovery built",
				a.inputName(), len(in.Errors), in.Grammar.Name)
		}
	}
	switch {
	case err == nil:
	case errors.Is(err, fromparse.ErrRoundTrip):
		return err
	case errors.As(err, &option):
		return fail(exitUsage, "%v", a.optionError(option))
	default:
		var list g4.ErrorList
		if errors.As(err, &list) {
			return fail(exitUsage, "grammar %s: %d error(s)\n%v", strings.Join(cfg.grammars, " "), len(list), err)
		}
		return fail(exitUsage, "%v", err)
	}
	a.start, a.grammar = in.Start, in.Grammar
	if in.Tree != nil {
		a.reportIslands(in.Tree.Warnings())
	}
	switch cfg.dump {
	case "antlr":
		fmt.Fprintln(a.stdout, in.Parse.String())
		return nil
	case "tree":
		fmt.Fprint(a.stdout, in.Tree.Sexpr(tree.State{}))
		return nil
	case "text":
		a.stdout.Write(in.Tree.Unparse(tree.State{}))
		return nil
	}
	if cfg.reduce.MaxTime > 0 {
		left := cfg.reduce.MaxTime - time.Since(started)
		if left <= 0 {
			return a.stopped(ctx, "transforming the tree of "+a.inputName())
		}
		cfg.reduce.MaxTime = left
	}
	cfg.reduce.Choices = in.Grammar.RegeneratorMode(in.Start, cfg.choicesMode) // for --phase choices
	endSetup()
	return a.minimize(ctx, in.Tree, src)
}

// setupGrace is how long the setup has to stop once it should (a signal,
// --max-time, the memory limit) before boundSetup ends hddmin.
var setupGrace = 500 * time.Millisecond

// boundSetup ends hddmin, from beside the setup (reading, loading the
// grammar, parsing, building the tree), if the setup has not stopped
// setupGrace after setup is done: the lexer matching one token of 50 MB,
// say, does not look at the context, and --max-time was overshot by 15
// s (issue 42). The setup writes nothing, so there is nothing to save:
// it says why it stopped, and where, as the setup itself would, releases
// what setupTest took, and exits. It does so only where ctx carries an
// exit (see withExit: the command's, not the tests' runs in the process).
func (a *app) boundSetup(ctx, setup context.Context, done <-chan struct{}) {
	exit := exitFunc(ctx)
	if exit == nil {
		return
	}
	select {
	case <-done:
		return
	case <-setup.Done():
	}
	select {
	case <-done:
		return
	case <-time.After(setupGrace):
	}
	a.setupMu.Lock() // not while setupTest runs; it is never released
	err := a.stopped(ctx, a.currentStage())
	var f *failure
	errors.As(err, &f)
	if f.code != exitInterrupted || !a.cfg.quiet {
		fmt.Fprintf(a.stderr, "hddmin: %v\n", f.err)
	}
	if a.dog != nil {
		a.cleanup()
	}
	exit(f.code)
}

// source is what fromparse.Load needs to make the tree of src, the
// input, as the flags say.
func (a *app) source(ctx context.Context, src []byte) (fromparse.Source, error) {
	cfg := a.cfg
	s := fromparse.Source{
		Context: ctx, File: a.inputName(), Text: src,
		GrammarFiles: a.grammarSpecs(a.cfgName()), Load: parser.LoadOptions{Libs: cfg.grammarLibs,
			Progress: a.loadProgress("loading the grammar " + strings.Join(cfg.grammars, " "))},
		Start: cfg.start, NoIslands: cfg.noIslands, Build: cfg.build, Transform: cfg.transform,
		Strict: cfg.strict, ParseOnly: cfg.dump == "antlr",
		Stage: func(stage string) { a.stage(stage) },
		Warn:  func(w string) { a.logf("%s", w) },
	}
	if len(s.GrammarFiles) == 0 {
		name := a.cfgName()
		g, fallback, err := bundle.ForFile(name)
		if err != nil {
			return s, err
		}
		if fallback {
			a.logf("%s: reading %s as text (lines, paragraphs, indentation, brackets, quotes); give a grammar with -g NAME (bundled: %s) or -g FILE.g4",
				noGrammar(name), a.inputName(), strings.Join(parser.Names(), ", "))
		}
		s.Grammar = g
	}
	var err error
	if s.Replacements, err = a.replacements(); err != nil {
		return s, err
	}
	if cfg.dump != "antlr" {
		if s.Islands, err = a.islands(); err != nil {
			return s, err
		}
	}
	return s, nil
}

// noGrammar says that no bundled grammar reads a file called name.
func noGrammar(name string) string {
	if ext := filepath.Ext(name); ext != "" {
		return fmt.Sprintf("no grammar for %q files", ext)
	}
	return "no grammar for files without an extension"
}

// optionError says which flag an option error of fromparse.Load is
// about.
func (a *app) optionError(e *fromparse.OptionError) error {
	switch e.Option {
	case "IdentifierTokens":
		return fmt.Errorf("--identifier-tokens: %v", e.Err)
	case "Replacements":
		return fmt.Errorf("--replacements %s: %s", a.cfg.replacements, strings.TrimPrefix(e.Err.Error(), "replacements: "))
	case "Islands":
		return e.Err // each error says where it is
	case "Start":
		return fmt.Errorf("%v; choose the start rule with --start", e.Err)
	}
	return e
}

// stage names a stage of the setup as it begins, for messages; with -v
// it says so (parsing a large input takes a while).
func (a *app) stage(name string) string {
	a.stageName.Store(&name)
	if a.cfg.verbose {
		a.logf("%s", name)
	}
	if a.onStage != nil {
		a.onStage(name)
	}
	return name
}

// currentStage is the stage of the setup that began last, or "".
func (a *app) currentStage() string {
	if p := a.stageName.Load(); p != nil {
		return *p
	}
	return ""
}

// stopped is the failure of a run stopped before the reduction began, in
// stage: by a signal (ctx is done), or because --max-time ran out.
func (a *app) stopped(ctx context.Context, stage string) error {
	if stage == "" { // before the first stage: the grammar is a bundled one
		stage = "getting ready to parse " + a.inputName()
	}
	if oom := memlimit.Cause(ctx); oom != nil {
		return fail(exitInternal, "%v, while %s; nothing written", oom, stage)
	}
	if ctx.Err() != nil {
		return fail(exitInterrupted, "interrupted while %s; nothing written", stage)
	}
	return fail(exitInterrupted, "--max-time %v ran out while %s; nothing written", a.maxTime, stage)
}

// replacements returns the overrides of the --replacements file, or nil.
func (a *app) replacements() (map[string]string, error) {
	if a.cfg.replacements == "" {
		return nil, nil
	}
	data, err := os.ReadFile(a.cfg.replacements)
	if err != nil {
		return nil, err
	}
	var overrides map[string]string
	if err := json.Unmarshal(data, &overrides); err != nil {
		return nil, fmt.Errorf("%v (want a JSON object of strings)", jsonpos.Error(a.cfg.replacements, data, err))
	}
	return overrides, nil
}

// islands returns the islands of the --islands file, or nil.
func (a *app) islands() ([]*parser.Island, error) {
	if a.cfg.islands == "" {
		return nil, nil
	}
	data, err := os.ReadFile(a.cfg.islands)
	if err != nil {
		return nil, err
	}
	return parser.ReadIslands(a.cfg.islands, data)
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

// inputName is the name of INPUT in messages (quoted if it has a line
// break, see shown).
func (a *app) inputName() string {
	if a.fromStdin() {
		return "<stdin>"
	}
	return shown(a.cfg.input)
}

// setupTest makes the test and checks the outputs, before any test runs:
// it takes the locks of the outputs, makes the folder of the tests (in
// which each test gets a folder of its own) and starts the watchdog that
// cleans up all three if hddmin dies (see package watchdog). cleanup
// undoes it. It holds setupMu (see boundSetup).
func (a *app) setupTest() error {
	a.setupMu.Lock()
	defer a.setupMu.Unlock()
	cfg := a.cfg
	words, err := testWords(cfg.test)
	if err != nil {
		return err
	}
	out, err := a.planOutputs(testFiles(words))
	if err != nil {
		return err
	}
	a.out = out
	name := filepath.Base(cfg.input)
	if a.fromStdin() {
		name = filepath.Base(cfg.output)
	}
	tempDir := cfg.tempDir
	if tempDir == "" {
		tempDir = os.TempDir()
	}
	if tempDir, err = filepath.Abs(tempDir); err == nil {
		a.runDir, a.runLock, err = watchdog.MakeRunDir(tempDir, cfg.keepTemps)
	}
	if err != nil {
		a.cleanup()
		if cfg.tempDir != "" {
			return fmt.Errorf("--temp-dir %s: the tests' directories cannot be made there: %v", shown(cfg.tempDir), err)
		}
		return fmt.Errorf("the tests' temporary directories cannot be made (set TMPDIR, or give --temp-dir): %v", err)
	}
	a.dog = watchdog.Start("", a.logf)
	for _, l := range out.locks {
		a.dog.Lock(l.Name(), true)
	}
	if !cfg.keepTemps {
		a.dog.Dir(a.runDir, true)
	}
	newTest := a.newTest
	if newTest == nil {
		newTest = newCommand
	}
	launcher, err := shell.Launcher(cfg.launcher)
	if err != nil {
		a.cleanup()
		return err
	}
	test, err := newTest(testSetup{words: words, name: name, tempDir: a.runDir, keepTemps: cfg.keepTemps, launcher: launcher, dog: a.dog,
		write: a.writeCandidate()})
	if err != nil {
		a.cleanup()
		return err
	}
	a.test = test
	if cfg.keepTemps {
		a.logf("keeping the directory of every test: %s", shown(filepath.Join(a.runDir, "hddmin-*")))
	}
	return nil
}

// cleanup releases what setupTest took: the locks, the folder of the
// tests (but with --keep-temps), the watchdog.
func (a *app) cleanup() {
	if a.out != nil {
		for _, l := range a.out.locks {
			a.dog.Lock(l.Name(), false)
		}
		a.out.release()
	}
	watchdog.ReleaseRunDir(a.runDir, a.runLock, a.cfg.keepTemps)
	a.dog.Dir(a.runDir, false)
	a.runDir, a.runLock = "", nil
	a.dog.Close()
	a.dog = nil
}

// minimize runs the reduction and writes the result.
func (a *app) minimize(ctx context.Context, t *tree.Tree, src []byte) error {
	cfg := a.cfg
	out := a.out.result
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
	// A result that cannot be written stops the reduction; so does a test
	// that cannot run (its folder cannot be made: the temporary folder is
	// full or read-only), at once: every later test would fail the same
	// way, and be counted as cancelled.
	rctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	prog := progress.New(a.stderr, cfg.verbose, reduce.Progress{Bytes: a.size(src), Level: -1, Stats: reduce.Stats{BytesBefore: a.size(src)}})
	tester := &inputTester{run: a.test,
		failed: func(err error) { stop(&testFailure{err}) },
		tested: func() { prog.InputTested() },
	}
	opts := cfg.reduce
	var writeErr error
	opts.OnImprove = func(text []byte) {
		if err := a.writeResult(out, text); err != nil && writeErr == nil {
			writeErr = err
			stop(err)
		}
	}
	curve := report.NewCurve(a.size(src))
	opts.Progress = curve.Add
	if !cfg.quiet {
		opts.Progress = func(p reduce.Progress) {
			curve.Add(p)
			prog.Update(p)
		}
		opts.Log = prog.Log
	}
	jobs := fmt.Sprintf("%d jobs", opts.Jobs)
	if opts.Jobs == 1 {
		jobs = "1 job"
	}
	if cfg.launcher != "" {
		jobs += ", through " + cfg.launcher
	}
	a.logf("reducing %s with %s, %s", a.describe(t, src), shown(cfg.test), jobs)
	if a.folder != nil {
		a.folder.count.Count(&opts)
	}
	if !cfg.quiet {
		// From now on the progress line is on a terminal: the lines of
		// logf clear it first (the first frame was drawn over by the
		// line above, issue 42, item 10).
		prog.Start()
		a.progress.Store(prog)
		if opts.TestTimeout <= 0 {
			defer a.waitNotice(tester)()
		}
	}
	res, err := reduce.Reduce(rctx, t, tester, opts)
	a.progress.Store(nil)
	if a.folder != nil {
		a.folder.count.CountResult(res)
	}
	prog.Done()
	a.result = res
	var failed *testFailure
	if errors.As(context.Cause(rctx), &failed) && ctx.Err() == nil && writeErr == nil {
		return a.testFailed(res, failed.err)
	}
	if writeErr != nil {
		if res != nil {
			a.logf("%s: %v", a.inputName(), res.Stats)
		}
		return fail(exitInternal, "cannot write the best result so far to %s: %v; stopped (the input is untouched)", shown(out), writeErr)
	}
	if res == nil {
		return a.inputFailed(ctx, err, tester)
	}
	if err := a.writeResult(out, res.Output); err != nil {
		a.logf("%s: %v", a.inputName(), res.Stats)
		return fail(exitInternal, "cannot write the result to %s: %v", shown(out), err)
	}
	if cfg.report != "" {
		var tokens [2]int
		if a.folder != nil {
			tokens = [2]int{a.folder.countTokens(src), a.folder.countTokens(res.Output)}
		} else {
			tokens = [2]int{countTokens(a.grammar, src), countTokens(a.grammar, res.Output)}
		}
		if err := a.writeReport(cfg.report, out, t.Grammar(), res.Stats, tokens, curve.Points()); err != nil {
			return fail(exitInternal, "cannot write the report to %s: %v (the result is in %s)", shown(cfg.report), err, shown(out))
		}
	}
	a.logf("%s: %v; written to %s", a.inputName(), res.Stats, shown(out))
	if res.Stats.Flaky {
		fmt.Fprintf(a.stderr, "hddmin: warning: the test is flaky: the result it found last did not pass it again; %s holds the newest result that did\n", shown(out))
	}
	if res.Stats.Stopped != nil && ctx.Err() == nil {
		a.logf("stopped early: %v", res.Stats.Stopped)
	}
	if oom := memlimit.Cause(ctx); oom != nil {
		return fail(exitInternal, "%v; stopped, the best result so far is in %s", oom, out)
	}
	if ctx.Err() != nil {
		return fail(exitInterrupted, "interrupted; the best result so far is in %s", shown(out))
	}
	if err != nil {
		// A test that could not run (a launcher that failed) stops the
		// reduction.
		return fail(exitInternal, "%v; stopped, the best result so far is in %s", err, shown(out))
	}
	return nil
}

// testFailure is the cause of a reduction stopped by a test that could not
// run.
type testFailure struct{ err error }

func (f *testFailure) Error() string { return f.err.Error() }

// testFailed ends a reduction stopped by a test that could not run, with
// err: the best result so far is kept, and the message says what to do.
func (a *app) testFailed(res *reduce.Result, err error) error {
	if res == nil {
		return fail(exitUsage, "%v", a.testHint(err))
	}
	out := a.out.result
	if werr := a.writeResult(out, res.Output); werr != nil {
		return fail(exitInternal, "a test could not run: %v; and the best result so far cannot be written to %s: %v", a.testHint(err), shown(out), werr)
	}
	a.logf("%s: %v", a.inputName(), res.Stats)
	return fail(exitInternal, "a test could not run: %v; stopped, the best result so far is in %s", a.testHint(err), shown(out))
}

// testHint adds to the error of a test that could not run what to do
// about it.
func (a *app) testHint(err error) error {
	switch {
	case errors.Is(err, syscall.ENOEXEC):
		return fmt.Errorf("%w; %s", err, shell.NoShebang(a.cfg.test))
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT), errors.Is(err, syscall.EROFS),
		errors.Is(err, fs.ErrPermission), errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(a.runDir)
		if dir == "." {
			dir = "the temporary directory"
		}
		return fmt.Errorf("%w; the tests' temporary folder %s is full, read-only or gone: free space there, or give --temp-dir DIR (or set TMPDIR) for a folder with room", err, shown(dir))
	}
	return err
}

// waitNotice says, on stderr, that the test of the input has run for a
// while, when it has no time limit (no --timeout): a test that hangs on
// the input would otherwise leave hddmin silent for good. It returns the
// function that ends the watch.
func (a *app) waitNotice(tester *inputTester) func() {
	done, told := make(chan struct{}), make(chan struct{})
	notice := inputWaitNotice
	go func() {
		defer close(told)
		select {
		case <-done:
			return
		case <-time.After(notice):
		}
		if tester.done.Load() {
			return
		}
		a.logf("the test of %s has run for %v and has no time limit (--timeout is not given): waiting for it; Ctrl-C stops hddmin, --timeout D bounds each test",
			a.inputName(), notice)
	}()
	return func() { close(done); <-told } // the notice is written before what follows
}

// inputWaitNotice is how long the test of the input runs before hddmin
// says it is waiting for it.
var inputWaitNotice = 10 * time.Second

// inputFailed is the error of a reduction that ended at the test of the
// input, with err.
func (a *app) inputFailed(ctx context.Context, err error, tester *inputTester) error {
	name := a.inputName()
	ended, output := tester.first()
	switch {
	case memlimit.Cause(ctx) != nil:
		return fail(exitInternal, "%v, while testing the input; nothing written", memlimit.Cause(ctx))
	case ctx.Err() != nil:
		return fail(exitInterrupted, "interrupted while testing the input; nothing written")
	case errors.Is(err, reduce.ErrMaxTime):
		return fail(exitInterrupted, "--max-time %v ran out while testing the input; nothing written", a.maxTime)
	case errors.Is(err, reduce.ErrInputTimedOut):
		return fail(exitNotInteresting, "the test of %s timed out after %v: raise --timeout, or give --timeout 0 for no limit", name, a.cfg.reduce.TestTimeout)
	case errors.Is(err, reduce.ErrNotInteresting):
		msg := fmt.Sprintf("%s is not interesting: the test ended with %s, and interesting is exit status 0.\n", name, ended)
		msg += fmt.Sprintf("The test runs as '%s DIR/%s' in DIR, a fresh temporary directory that holds a copy of the input: paths in the test are relative to DIR, not to this folder.", shown(a.cfg.test), shown(filepath.Base(a.cfgName())))
		if output == "" {
			return fail(exitNotInteresting, "%s\nIt printed nothing.", msg)
		}
		return fail(exitNotInteresting, "%s\nIts output:\n%s", msg, output)
	}
	return fail(exitUsage, "%v", a.testHint(err))
}

// cfgName is the file name the candidates have.
func (a *app) cfgName() string {
	if a.fromStdin() {
		return a.cfg.output
	}
	return a.cfg.input
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
