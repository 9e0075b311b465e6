package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/hddmin/hddmin/internal/watchdog"
	"github.com/hddmin/hddmin/testcmd"
)

// DefaultVariants are the variants hddmin bench runs without --variants:
// the default and the two classic algorithms.
var DefaultVariants = []string{"default", "hdd*", "coarse-hdd*+flatten"}

// Options are what Run runs, and how. The zero value of each field but
// Out (and Hddmin, for variants of hddmin's flags) is a sensible default.
type Options struct {
	// Out is the folder of results.json, results.md, the curves and the
	// runs' files (-o); Run makes it if need be.
	Out string
	// Variants are the variants to run, in order.
	Variants []Variant
	// Baseline is the variant the tables compare with; "" for the first.
	Baseline string
	// Repeat is how many times each variant runs on each case; 0 for
	// once.
	Repeat int
	// Seeds, if any, run each variant that makes random choices (ProbDD,
	// CDD, random orders: ParsedFlags.Random) once per seed, with hddmin's
	// --seed (--seeds); the others run once, as without seeds.
	Seeds []uint64
	// NoCache gives every run of hddmin --no-cache: its tests count every
	// query (it needs Jobs 1).
	NoCache bool
	// Jobs is hddmin's -j for every run; 0 for hddmin's default.
	Jobs int
	// Resume keeps the runs of an existing results.json and runs only the
	// others; without it, an existing results.json is refused, so that no
	// finished run is lost.
	Resume bool
	// RunTimeout is the time limit of a run (--run-timeout): 0 for the
	// default, 2000 times the test of the case's input and at least 30
	// minutes; negative for none. The test of a case's input has the same
	// limit, or 5 minutes by default; one that runs past 10 seconds holds
	// up no other case.
	RunTimeout time.Duration
	// Launcher, if set, is a command that runs every run, and every test
	// of an input or a result, as 'srun --quiet --ntasks=1' (a Slurm job
	// each): Out, the cases and Hddmin must be on a filesystem the nodes
	// share.
	Launcher string
	// Parallel is how many runs run at once; 0 for one.
	Parallel int

	// Hddmin is the hddmin binary that runs the variants of hddmin's
	// flags.
	Hddmin string
	// ParseFlags, if set, parses hddmin's flags, so that a variant or a
	// case's hddmin.args that hddmin would refuse is refused before any
	// run.
	ParseFlags FlagParser
	// Watchdog, if set, is started as the watchdog of the bench: an
	// executable that runs the watchdog when HDDMIN_WATCHDOG is set, as
	// hddmin does. If the bench dies, it kills the runs and removes the
	// folders of the tests.
	Watchdog string
	// Version is the version of hddmin that results.json records.
	Version string
	// Log gets a line as each run starts and ends, and the errors; nil
	// for none.
	Log io.Writer
}

// A UsageError is the error of options that cannot run: a variant that
// hddmin does not take, a --baseline that is not among the variants, a
// results' folder that cannot be written or whose results.json exists
// without Resume. No run has started.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Run runs every variant of opts on every case, the folders dirs, but the
// runs results.json has already (with opts.Resume). The input of each
// case is tested first: a folder that is no case, or whose input is not
// interesting, is skipped, and Results.Skipped says why. Every result is
// tested with its case's test. Run writes results.json, with results.md
// and the curves, after every run, and returns the results.
//
// Run writes its progress and its errors to opts.Log as it goes: the
// error it returns has been written there already. It is a *UsageError if
// the options cannot run (the Results are nil then), ctx's error if ctx
// was done (the finished runs are in results.json), or else a failure of
// the bench itself or of its launcher, which stopped it.
func Run(ctx context.Context, dirs []string, opts Options) (*Results, error) {
	b := &bencher{opts: opts, random: map[string]bool{}}
	err := b.run(ctx, dirs)
	var usage *UsageError
	if errors.As(err, &usage) {
		return nil, err
	}
	return b.results, err
}

// bencher carries one Run.
type bencher struct {
	opts    Options
	results *Results
	machine Machine
	launch  *testcmd.Launcher  // Launcher's, or nil
	dog     *watchdog.Watchdog // kills the runs if bench dies
	logMu   sync.Mutex         // one line at a time: tests of inputs log beside the runs
	random  map[string]bool    // the variants, by name, that make random choices (Options.Seeds)
}

func (b *bencher) logf(format string, args ...any) {
	b.logMu.Lock()
	defer b.logMu.Unlock()
	if b.opts.Log != nil {
		fmt.Fprintf(b.opts.Log, "hddmin bench: "+format+"\n", args...)
	}
}

// usage says err and returns it as a *UsageError.
func (b *bencher) usage(err error) error {
	b.logf("%v", err)
	return &UsageError{err}
}

// repeat is Options.Repeat, at least 1.
func (b *bencher) repeat() int { return max(b.opts.Repeat, 1) }

func (b *bencher) run(ctx context.Context, dirs []string) error {
	if b.opts.Out == "" {
		return b.usage(errors.New("no -o DIR for the results"))
	}
	out, err := filepath.Abs(b.opts.Out)
	if err != nil {
		return b.usage(fmt.Errorf("-o %s: %v", b.opts.Out, err))
	}
	b.opts.Out = out
	for _, v := range b.opts.Variants {
		if err := v.Check(b.opts.ParseFlags); err != nil {
			return b.usage(err)
		}
		if v.Command == "" && b.opts.Hddmin == "" {
			return b.usage(fmt.Errorf("variant %s: no hddmin binary to run it", v.Name))
		}
		b.random[v.Name] = v.random(b.opts.ParseFlags)
	}
	if b.opts.NoCache && b.opts.Jobs != 1 {
		return b.usage(errors.New("--no-cache runs hddmin's tests one at a time: give -j 1"))
	}
	if slices.Contains(b.opts.Seeds, 0) {
		return b.usage(errors.New("--seeds: 0 is no seed; give seeds from 1 on"))
	}
	if b.opts.Baseline != "" && !slices.ContainsFunc(b.opts.Variants, func(v Variant) bool { return v.Name == b.opts.Baseline }) {
		return b.usage(fmt.Errorf("--baseline %s is not among the variants run", b.opts.Baseline))
	}
	if err := b.openResults(); err != nil {
		return b.usage(err)
	}
	if err := b.setupLauncher(); err != nil {
		return b.usage(err)
	}
	b.machine = machineInfo()
	b.results.Machine = b.machine
	b.results.Version = b.opts.Version

	var cases []Case
	for _, dir := range dirs {
		c, err := ReadCase(dir, b.opts.ParseFlags)
		if err != nil {
			b.skip(filepath.Base(filepath.Clean(dir)), dir, err.Error())
			continue
		}
		if !slices.ContainsFunc(cases, func(o Case) bool { return o.Dir == c.Dir }) {
			b.remote(&c)
			cases = append(cases, c)
		}
	}
	b.nameCases(cases)
	if b.opts.Watchdog != "" {
		b.dog = watchdog.Start(b.opts.Watchdog, b.logf)
		defer b.dog.Close()
	}
	if err := b.runCases(ctx, cases); err != nil {
		return err // said already
	}
	if err := b.write(); err != nil {
		b.logf("%v", err)
		return err
	}
	b.logf("results in %s", filepath.Join(b.opts.Out, "results.md"))
	return nil
}

// skip records a case that cannot run, and says why.
func (b *bencher) skip(name, path, reason string) {
	b.logf("skipping case %s: %s", name, reason)
	b.results.Skipped = slices.DeleteFunc(b.results.Skipped, func(s Skip) bool { return s.Case == name && s.Path == path })
	b.results.Skipped = append(b.results.Skipped, Skip{Case: name, Path: path, Reason: reason})
}

// job is a run to do: a case, a variant, the seed (0 for none) and the
// repeat (from 1).
type job struct {
	c      *Case
	v      Variant
	seed   uint64
	repeat int
}

// seeds returns the seeds variant v runs with: Options.Seeds if it makes
// random choices, else only 0, no seed.
func (b *bencher) seeds(v Variant) []uint64 {
	if len(b.opts.Seeds) == 0 || !b.random[v.Name] {
		return []uint64{0}
	}
	return b.opts.Seeds
}

// runCases runs every variant on every case, Repeat times, but for the
// runs results.json has already, up to Parallel runs at once, and records
// each as it ends, in the order the runs started (as one at a time
// would). The input of each case with runs to do is tested first, one
// case after the other: a case whose input is not interesting is skipped.
// A test of an input that runs longer than waitNotice holds up no other
// case: it goes on beside the next tests and the runs, and its case's
// runs come once it has passed. An interruption cancels the runs and the
// tests under way (on the cluster too) and keeps the finished runs; so
// does a failure of bench or of the launcher, which it returns. An error
// has been said already.
func (b *bencher) runCases(parent context.Context, cases []Case) error {
	type plan struct {
		c    *Case
		todo []job
	}
	var plans []plan
	done := 0
	for i := range cases {
		var todo []job
		for _, v := range b.opts.Variants {
			for _, seed := range b.seeds(v) {
				for r := 1; r <= b.repeat(); r++ {
					if b.results.find(&cases[i], v, seed, r) == nil {
						todo = append(todo, job{&cases[i], v, seed, r})
					} else {
						done++
					}
				}
			}
		}
		if len(todo) > 0 {
			plans = append(plans, plan{&cases[i], todo})
		}
	}
	if done > 0 {
		b.logf("%d runs are in results.json already", done)
	}
	ctx, cancel := context.WithCancel(parent)
	defer cancel()

	// The tests of the inputs, one at a time, each until it ends or has
	// run for waitNotice; each sends its plan's index and its error (ctx's
	// once ctx is done). settled is closed when each has ended or been
	// set aside: the runs start then, not beside the tests of the inputs,
	// which would slow them.
	type checked struct {
		i   int
		err error
	}
	checks := make(chan checked, len(plans))
	settled := make(chan struct{})
	var checking sync.WaitGroup
	defer checking.Wait() // nothing writes to the log once runCases is done
	checking.Add(1)
	go func() {
		defer checking.Done()
		defer close(settled)
		for i := range plans {
			if ctx.Err() != nil {
				checks <- checked{i, ctx.Err()}
				continue
			}
			ended := make(chan struct{})
			checking.Add(1)
			go func() {
				defer checking.Done()
				defer close(ended)
				checks <- checked{i, b.checkInput(ctx, plans[i].c)}
			}()
			select {
			case <-ended:
			case <-time.After(waitNotice):
			case <-ctx.Done():
			}
		}
	}()

	type ended struct {
		i   int
		r   *Record
		err error
	}
	results := make(chan ended)
	base := b.results.Runs
	var (
		queue    []job     // the runs of the cases whose input passed, in the order of the cases
		queued   []int     // the plan of each run of queue
		started  []*Record // the runs started, in order; nil until each ends
		pending  = len(plans)
		running  = 0
		failure  error
		finished = 0
	)
	start := func() {
		j := queue[0]
		queue, queued = queue[1:], queued[1:]
		i := len(started)
		started = append(started, nil)
		running++
		eta := "ETA unknown"
		if d, ok := b.eta(append([]job{j}, queue...)); ok {
			eta = "ETA " + (d / time.Duration(max(b.opts.Parallel, 1))).Round(time.Second).String()
		}
		b.logf("[%d/%d] %s, variant %s%s, %s", i+1, i+1+len(queue), j.c.Name, j.v.Name, b.repeatNote(j), eta)
		go func() {
			r, err := b.runOne(ctx, j)
			results <- ended{i, r, err}
		}()
	}
	fail := func(err error) {
		if failure == nil {
			failure = err
			cancel()
		}
	}
	for {
		if settled == nil {
			for ctx.Err() == nil && len(queue) > 0 && running < max(b.opts.Parallel, 1) {
				start()
			}
		}
		if pending == 0 && running == 0 && settled == nil && (len(queue) == 0 || ctx.Err() != nil) {
			break
		}
		select {
		case <-settled:
			settled = nil
			// The cases skipped are in results.json before the runs.
			if err := b.write(); err != nil {
				fail(err)
			}
		case c := <-checks:
			pending--
			p := plans[c.i]
			if c.err != nil {
				if ctx.Err() == nil {
					b.skip(p.c.Name, p.c.Dir, c.err.Error())
				}
				continue
			}
			// A case skipped by an earlier bench (its test's program was
			// missing, say) runs now.
			b.results.Skipped = slices.DeleteFunc(b.results.Skipped, func(s Skip) bool { return s.Path == p.c.Dir || s.Case == p.c.Name })
			at := len(queued)
			for at > 0 && queued[at-1] > c.i {
				at--
			}
			queue = slices.Insert(queue, at, p.todo...)
			queued = slices.Insert(queued, at, slices.Repeat([]int{c.i}, len(p.todo))...)
		case e := <-results:
			running--
			if e.err != nil {
				if parent.Err() == nil && !errors.Is(e.err, context.Canceled) {
					fail(e.err)
				}
				continue
			}
			started[e.i] = e.r
			finished++
			b.logf("%s, %s: %s", e.r.Case, e.r.Variant, e.r.summary())
			b.results.Runs = append(slices.Clone(base), slices.DeleteFunc(slices.Clone(started), func(r *Record) bool { return r == nil })...)
			if err := b.write(); err != nil {
				fail(err)
			}
		}
	}
	switch {
	case parent.Err() != nil:
		return b.interrupted(parent)
	case failure != nil:
		b.logf("%v", failure)
		if finished < len(started)+len(queue) {
			b.logf("stopped; the finished runs are in %s (run again with --resume to go on)", filepath.Join(b.opts.Out, "results.json"))
		}
		return failure
	}
	return nil
}

// repeatNote is the note of the seed and the repeat of j in the line
// that starts it, if each variant runs more than once.
func (b *bencher) repeatNote(j job) string {
	note := ""
	if j.seed != 0 {
		note = fmt.Sprintf(" (seed %d", j.seed)
	}
	if b.repeat() > 1 {
		if note == "" {
			note = " ("
		} else {
			note += ", "
		}
		note += fmt.Sprintf("repeat %d of %d", j.repeat, b.repeat())
	}
	if note != "" {
		note += ")"
	}
	return note
}

// eta estimates the time jobs will take: each as long as the runs of its
// case and variant in results.json took on average, else those of its
// case, else all runs. It reports false if there are no runs yet.
func (b *bencher) eta(jobs []job) (time.Duration, bool) {
	mean := func(keep func(r *Record) bool) (float64, bool) {
		sum, n := 0.0, 0
		for _, r := range b.results.Runs {
			if keep(r) {
				sum += r.WallSeconds
				n++
			}
		}
		return sum / float64(max(n, 1)), n > 0
	}
	all, ok := mean(func(*Record) bool { return true })
	if !ok {
		return 0, false
	}
	total := 0.0
	for _, j := range jobs {
		if m, ok := mean(func(r *Record) bool { return r.Case == j.c.Name && r.Variant == j.v.Name }); ok {
			total += m
		} else if m, ok := mean(func(r *Record) bool { return r.Case == j.c.Name }); ok {
			total += m
		} else {
			total += all
		}
	}
	return time.Duration(total * float64(time.Second)), true
}

// interrupted is the end of an interrupted bench: the finished runs are
// written (by run), the current one is dropped. It returns ctx's error.
func (b *bencher) interrupted(ctx context.Context) error {
	b.logf("interrupted; the finished runs are in %s (run again with --resume to go on)", filepath.Join(b.opts.Out, "results.json"))
	return ctx.Err()
}
