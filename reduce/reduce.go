package reduce

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/hddmin/hddmin/tree"
)

// Algorithm is the way the prune phases walk the tree.
type Algorithm uint8

const (
	HDD  Algorithm = iota // level by level, ddmin over all the nodes of a level (Misherghi and Su)
	HDDr                  // node by node, ddmin over the children of each (recursive HDD)
)

func (a Algorithm) String() string {
	switch a {
	case HDD:
		return "hdd"
	case HDDr:
		return "hddr"
	}
	return fmt.Sprintf("Algorithm(%d)", a)
}

// ParseAlgorithm parses an Algorithm name.
func ParseAlgorithm(s string) (Algorithm, error) {
	for a := HDD; a <= HDDr; a++ {
		if strings.EqualFold(s, a.String()) {
			return a, nil
		}
	}
	return 0, fmt.Errorf("unknown algorithm %q (want hdd or hddr)", s)
}

// Traversal is the order in which HDDr visits the nodes.
type Traversal uint8

const (
	BFS Traversal = iota // breadth first: all nodes of a depth before the next
	DFS                  // depth first, in preorder
)

func (o Traversal) String() string {
	switch o {
	case BFS:
		return "bfs"
	case DFS:
		return "dfs"
	}
	return fmt.Sprintf("Traversal(%d)", o)
}

// ParseTraversal parses a Traversal name.
func ParseTraversal(s string) (Traversal, error) {
	for o := BFS; o <= DFS; o++ {
		if strings.EqualFold(s, o.String()) {
			return o, nil
		}
	}
	return 0, fmt.Errorf("unknown order %q (want bfs or dfs)", s)
}

// Options configure a reduction. The zero value is HDD* with classic ddmin
// (but see DDOptions.Restart) and no budgets; Recommended returns the
// options the hddmin command starts from.
type Options struct {
	// Phases run in order, each to its fixpoint; nil means Prune alone:
	// HDD*. With Adaptive, they are the set the schedule draws on (nil:
	// DefaultPhases), in the order of its first cycle.
	Phases []Phase
	// Adaptive runs the phases in cycles, as often and in the order that
	// what they remove on this input says, until none changes the result
	// (schedule.go): the default of the command (Recommended).
	Adaptive bool
	// Algorithm walks the tree in the prune phases; HDDrOrder is the
	// traversal of HDDr.
	Algorithm Algorithm
	HDDrOrder Traversal
	// NoFixpoint runs each phase once (HDD) instead of to its fixpoint (HDD*).
	NoFixpoint bool
	// DD are the options of ddmin.
	DD DDOptions
	// Choices reads texts as choice sequences, for Phase Choices, which
	// offers nothing without it.
	Choices ChoiceReader
	// NoCache tests every candidate, even one whose text was tested
	// before: the count of tests is then that of queries, as reducers
	// without a cache count them (Stats.Tests plus Stats.CacheHits
	// otherwise, for a test that gives the same answer every time). It
	// needs Jobs 1: the parallel runner works on the cache.
	NoCache bool
	// Jobs is the number of tests that may run at once; 0 or 1 runs them
	// one by one. The result and the sequence of results committed to are
	// the same for any Jobs; the Tester must be safe for concurrent use.
	Jobs int
	// TestTimeout limits each test; a test that runs out of it is
	// TimedOut, not interesting. 0 derives it from the test of the input:
	// ten times as long, at least a second. A negative value is no limit.
	TestTimeout time.Duration
	// MaxTests and MaxTime stop the reduction, with the best result so far,
	// after that many tests or that much time (the tests running are
	// stopped too); 0 is no limit. MaxTests counts the tests a one-job run
	// runs (the test of the input and the final check included), so that
	// the result is the same for any Jobs; tests run ahead of need in
	// parallel are not charged, but none starts once as many tests have run
	// as MaxTests.
	MaxTests int
	MaxTime  time.Duration
	// OnImprove, if set, is called with the text of each new best result.
	OnImprove func(output []byte)
	// Progress, if set, is called after every test and at every step.
	Progress func(Progress)
	// Log, if set, receives a line at the end of each step.
	Log func(format string, args ...any)

	// trace, if set, sees every batch before it is tested (for tests).
	trace func(batch)
	// from, if set, is the state the reduction starts from instead of the
	// unreduced tree (for tests).
	from *tree.State
}

// Timeout rules of Options.TestTimeout = 0.
const (
	TimeoutFactor = 10
	MinTimeout    = time.Second
)

// Validate checks the options.
func (o *Options) Validate() error {
	if o.MaxTests < 0 || o.MaxTime < 0 || o.Jobs < 0 {
		return fmt.Errorf("jobs and budgets must not be negative")
	}
	for _, p := range o.Phases {
		if !p.Valid() {
			return fmt.Errorf("%v: no such phase (want %s)", p, strings.Join(PhaseNames(), ", "))
		}
	}
	if o.Algorithm > HDDr || o.HDDrOrder > DFS {
		return fmt.Errorf("algorithm %v, order %v: no such algorithm or order", o.Algorithm, o.HDDrOrder)
	}
	if o.DD.Variant.Weighted() && slices.Contains(o.Phases, Choices) {
		return fmt.Errorf("ddmin variant %v weighs the nodes of the tree, and the choices phase has none (its units are the entries of a choice sequence): %w", o.DD.Variant, ErrNoWeights)
	}
	if o.NoCache && o.Jobs > 1 {
		return errors.New("no cache: the tests run one at a time (jobs 1)")
	}
	return o.DD.Validate()
}

// Result is the outcome of a reduction.
type Result struct {
	State  tree.State // the reduced state of the tree
	Output []byte     // its text, which the test found interesting
	Stats  Stats
}

// Reduce reduces tree t with the test, and returns the smallest interesting
// text it found. It tests the unreduced text first and returns
// ErrNotInteresting if that is not interesting.
//
// When a budget runs out, Reduce returns the best result so far with a nil
// error and the budget in Stats.Stopped. When ctx is done, it returns the
// best result so far and ctx.Err().
func Reduce(ctx context.Context, t *tree.Tree, test Tester, opts Options) (*Result, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	r := newRunner(t, test, &opts)
	if opts.from != nil {
		r.origin = *opts.from
	}
	orig := t.Unparse(r.origin)
	r.stats.BytesBefore = len(orig)
	r.output = orig
	// The input is tested first, with the timeout if one is given, and its
	// time sets the timeout if not.
	if opts.TestTimeout > 0 {
		r.timeout = opts.TestTimeout
	}
	// MaxTime bounds the whole reduction, the tests running included: they
	// run under tctx, which ends when it runs out.
	tctx := ctx
	if opts.MaxTime > 0 {
		var cancel context.CancelFunc
		tctx, cancel = context.WithTimeoutCause(ctx, opts.MaxTime, ErrMaxTime)
		defer cancel()
	}
	outOfTime := func() bool { return ctx.Err() == nil && errors.Is(context.Cause(tctx), ErrMaxTime) }
	start := time.Now()
	o, err := r.runTest(tctx, orig)
	if err != nil {
		if outOfTime() {
			err = ErrMaxTime
		}
		return nil, fmt.Errorf("test of the input: %w", err)
	}
	key := sha256.Sum256(orig)
	r.record(key, o)
	r.charge(key)
	switch o {
	case TimedOut:
		return nil, fmt.Errorf("%w after %v", ErrInputTimedOut, r.timeout)
	case NotInteresting:
		return nil, fmt.Errorf("%w (the test says: %s)", ErrNotInteresting, o)
	}
	if opts.TestTimeout == 0 {
		r.timeout = max(TimeoutFactor*time.Since(start), MinTimeout)
	}
	r.stats.TestTimeout = r.timeout
	r.best, r.output = r.origin, orig

	err = r.walk(tctx, r.plans.reduction(&opts, r.best))
	if err != nil && outOfTime() {
		err = ErrMaxTime
	}
	r.ground()
	r.stats.Wasted = len(r.cache) - len(r.asked)
	// The result is tested once more, unless time ran out: MaxTime bounds
	// the final check too.
	if err == nil || errors.Is(err, ErrMaxTests) {
		if cerr := r.confirm(tctx); cerr != nil && err == nil {
			err = cerr
			if outOfTime() {
				err = ErrMaxTime
			}
		}
	}
	res := &Result{State: r.best, Output: r.output, Stats: r.stats}
	res.Stats.BytesAfter = len(r.output)
	res.Stats.Wall = time.Since(r.start)
	switch {
	case errors.Is(err, ErrMaxTests), errors.Is(err, ErrMaxTime):
		res.Stats.Stopped = err
		err = nil
	case err != nil && ctx.Err() != nil:
		res.Stats.Stopped = ctx.Err()
		err = ctx.Err()
	}
	return res, err
}

// Recommended returns the options of the command: every phase of
// DefaultPhases, scheduled by what they remove (Adaptive), and ddmin
// without subsets, which almost never succeed on structured input
// (skipping them saved 25 to 45% of the tests, with the same results),
// its complements tried from the last part back: a part can go only once
// the parts that use what it declares are gone, and in most languages
// they come after it (declare before use), so the last parts go first
// and the sweep back removes one part per test where the forward order
// tests every part before each one it removes (on the declarations of
// preprocessed C++ crash reports, 43 to 59% fewer tests for the level of
// the top-level declarations). docs/variants.md and docs/cpp-crashes.md
// have the measurements.
func Recommended() Options {
	return Options{Adaptive: true, DD: DDOptions{SubsetOrder: Skip, ComplementOrder: Backward}}
}
