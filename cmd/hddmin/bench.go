package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/pflag"

	"github.com/hddmin/hddmin/bench"
)

// This file is the command line of hddmin bench; package bench does the
// work.

// benchConfig is what the command line of hddmin bench asks for.
type benchConfig struct {
	opts         bench.Options // but the variants and the programs
	variants     []string      // names, in order
	variantsFile string
	list         bool
	dirs         []string // the case folders
}

func newBenchFlagSet(cfg *benchConfig) *pflag.FlagSet {
	o := &cfg.opts
	fs := pflag.NewFlagSet("hddmin bench", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.StringArrayVar(&cfg.variants, "variants", nil, "the variants to run, by `names` separated by commas (default: "+strings.Join(bench.DefaultVariants, ",")+"; with --variants-file, its variants)")
	fs.StringVar(&cfg.variantsFile, "variants-file", "", "a JSON `file` of more variants: [{\"name\": ..., \"flags\": ...} or {\"name\": ..., \"command\": ...}]")
	fs.BoolVar(&cfg.list, "list-variants", false, "print the variants that can be named, with their flags, and exit")
	fs.IntVar(&o.Repeat, "repeat", 1, "run each variant `n` times on each case; the tables give the median and the range")
	fs.Var(seedsValue{&o.Seeds}, "seeds", "run each variant that makes random choices (probdd, cdd, random orders) once per seed, as 1..5 or 1,4,9, with hddmin's --seed; the tables give the median and the range, the summary the spread")
	fs.BoolVar(&o.NoCache, "no-cache", false, "give every hddmin run --no-cache, so that its tests count every query (needs -j 1)")
	fs.StringVarP(&o.Out, "output", "o", "", "the `dir` of results.json, results.md, one SVG per case and the runs' files (required)")
	fs.IntVarP(&o.Jobs, "jobs", "j", 0, "hddmin's -j for every run: `n` tests at once (default: hddmin's, the number of CPUs)")
	fs.BoolVar(&o.Resume, "resume", false, "keep the runs of an existing results.json and run only the others")
	fs.StringVar(&o.Baseline, "baseline", "", "the `variant` the tables compare with (default: the first)")
	fs.StringVar(&o.Launcher, "launcher", "", "run every run, and every test of an input or a result, through this `command`, as 'srun --quiet --ntasks=1 --cpus-per-task=4' (a Slurm job each; DIR, the cases and hddmin must be on a filesystem the nodes share)")
	fs.IntVar(&o.Parallel, "parallel", 1, "run `n` runs at once (with --launcher, n jobs on the cluster; here, the runs slow each other)")
	fs.DurationVar(&o.RunTimeout, "run-timeout", 0, "stop a run after this long and record it as timed out, as in 45m; 0 for no limit (default: 2000 times the test of the case's input, at least 30m)")
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
	o := &cfg.opts
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
	switch {
	case o.Out == "":
		return nil, errors.New("no -o DIR for the results")
	case len(cfg.dirs) == 0:
		return nil, errors.New("no CASE folders")
	case o.Repeat < 1:
		return nil, fmt.Errorf("--repeat %d: want 1 or more", o.Repeat)
	case o.Jobs < 0:
		return nil, fmt.Errorf("--jobs %d: want 1 or more", o.Jobs)
	case o.Parallel < 1:
		return nil, fmt.Errorf("--parallel %d: want 1 or more", o.Parallel)
	case o.RunTimeout < 0:
		return nil, errors.New("--run-timeout must not be negative")
	}
	if fs.Changed("run-timeout") && o.RunTimeout == 0 {
		o.RunTimeout = -1 // none
	}
	// The runs happen in folders of their own: a relative -o would name
	// another folder there.
	out, err := filepath.Abs(o.Out)
	if err != nil {
		return nil, fmt.Errorf("-o %s: %v", o.Out, err)
	}
	o.Out = out
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
	return cfg.run(ctx, exe, stdout, stderr)
}

// run runs the bench cfg asks for with exe as hddmin, and returns the
// exit status.
func (cfg *benchConfig) run(ctx context.Context, exe string, stdout, stderr io.Writer) int {
	known, err := bench.LoadVariants(cfg.variantsFile)
	if err != nil {
		fmt.Fprintf(stderr, "hddmin bench: %v\n", err)
		return exitUsage
	}
	if cfg.list {
		for _, v := range known {
			if v.Command != "" {
				fmt.Fprintf(stdout, "%s\tcommand: %s\n", v.Name, v.Command)
			} else {
				fmt.Fprintf(stdout, "%s\t%s\n", v.Name, v.Flags)
			}
		}
		return exitReduced
	}
	names := cfg.variants
	if len(names) == 0 && cfg.variantsFile == "" {
		names = bench.DefaultVariants
	}
	if len(names) == 0 {
		for _, v := range known[len(bench.Builtin):] {
			names = append(names, v.Name)
		}
	}
	opts := cfg.opts
	if opts.Variants, err = bench.SelectVariants(known, names); err != nil {
		fmt.Fprintf(stderr, "hddmin bench: %v\n", err)
		return exitUsage
	}
	opts.Hddmin, opts.Watchdog, opts.ParseFlags = exe, exe, parseHddminFlags
	opts.Version, opts.Log = version(), stderr
	res, err := bench.Run(ctx, cfg.dirs, opts)
	var usage *bench.UsageError
	switch {
	case errors.As(err, &usage):
		return exitUsage
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return exitInterrupted
	case err != nil:
		return exitInternal // said already
	case res.Failed():
		return exitNotInteresting
	}
	return exitReduced
}

// parseHddminFlags is the bench's FlagParser: hddmin's own flags, with
// the checks of their combinations.
func parseHddminFlags(flags []string) (*bench.ParsedFlags, error) {
	cfg := &config{}
	fs := newFlagSet(cfg)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(flags); err != nil {
		return nil, err
	}
	p := &bench.ParsedFlags{Args: fs.Args()}
	fs.Visit(func(f *pflag.Flag) { p.Given = append(p.Given, f.Name) })
	cfg.test, cfg.input = "true", "in"
	p.Invalid = cfg.validate()
	p.Random = cfg.reduce.DD.Random()
	return p, nil
}

// seedsValue is --seeds: a range a..b, or a list separated by commas (of
// ranges too), each seed from 1 on.
type seedsValue struct{ seeds *[]uint64 }

func (v seedsValue) String() string {
	var parts []string
	for _, s := range *v.seeds {
		parts = append(parts, strconv.FormatUint(s, 10))
	}
	return strings.Join(parts, ",")
}

func (v seedsValue) Set(s string) error {
	var seeds []uint64
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "..")
		a, err := strconv.ParseUint(strings.TrimSpace(lo), 10, 64)
		b := a
		if err == nil && isRange {
			b, err = strconv.ParseUint(strings.TrimSpace(hi), 10, 64)
		}
		switch {
		case err != nil:
			return fmt.Errorf("%q: want seeds as 1..5 or 1,4,9", part)
		case a == 0:
			return fmt.Errorf("%q: seeds start at 1 (0 is no seed)", part)
		case b < a || b-a >= 10000:
			return fmt.Errorf("%q: want a range from low to high, of at most 10000 seeds", part)
		}
		for x := a; x <= b; x++ {
			if !slices.Contains(seeds, x) {
				seeds = append(seeds, x)
			}
		}
	}
	*v.seeds = seeds
	return nil
}

func (v seedsValue) Type() string { return "seeds" }
