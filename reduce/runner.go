package reduce

import (
	"context"
	"crypto/sha256"
	"time"

	"github.com/hddmin/hddmin/tree"
)

// runner tests candidates of one tree: it owns the content cache, the
// stats, the budgets, the per-test timeout and the best result so far.
// What only parallel runs need is in its scheduler (parallel.go).
type runner struct {
	tree    *tree.Tree
	test    Tester
	opts    *Options
	start   time.Time
	timeout time.Duration // per test; 0 for none

	cache    map[[sha256.Size]byte]Outcome // the outcome of every text tested to its end
	asked    map[[sha256.Size]byte]bool    // the texts whose outcome a one-job run would know (see charge)
	stats    Stats
	step     *Step // the step running or last run, for the progress
	stepOpen bool  // whether step is running

	textKeys map[[sha256.Size]byte][sha256.Size]byte // the text keys of the candidates made, by state key
	// tried holds the states that the running ddmin tried before the
	// first interesting one of a round, by key (nil outside ddmin): it
	// offers them again in later rounds, and they are not interesting.
	tried map[[sha256.Size]byte]bool

	plans *planner // makes the plans; it sees neither the cache nor the stats

	origin  tree.State   // the state the reduction starts from: the unreduced tree
	best    tree.State   // the last state found interesting
	output  []byte       // its text
	history []tree.State // every state committed to, oldest first

	scheduler
}

func newRunner(t *tree.Tree, test Tester, opts *Options) *runner {
	return &runner{tree: t, test: test, opts: opts, start: time.Now(), plans: newPlanner(t, opts),
		cache:    map[[sha256.Size]byte]Outcome{},
		asked:    map[[sha256.Size]byte]bool{},
		textKeys: map[[sha256.Size]byte][sha256.Size]byte{},
		scheduler: scheduler{
			flights: map[[sha256.Size]byte]*flight{},
			landed:  make(chan landing),
			dying:   map[*flight]bool{},
			suspect: map[[sha256.Size]byte]bool{}}}
}

// jobs is the number of tests that may run at once.
func (r *runner) jobs() int { return max(r.opts.Jobs, 1) }

// runTest runs one test of text, with the per-test timeout. An error is
// returned if the test could not run, or ctx is done (the test was
// cancelled).
func (r *runner) runTest(ctx context.Context, text []byte) (Outcome, error) {
	tctx := ctx
	if r.timeout > 0 {
		var cancel context.CancelFunc
		tctx, cancel = context.WithTimeout(ctx, r.timeout)
		defer cancel()
	}
	o, err := r.test.Test(tctx, text)
	switch {
	case ctx.Err() != nil:
		return NotInteresting, ctx.Err()
	case tctx.Err() != nil:
		return TimedOut, nil
	}
	return o, err
}

// record counts a test that ran to its end, and caches its outcome.
func (r *runner) record(key [sha256.Size]byte, o Outcome) {
	r.cache[key] = o
	r.count(o)
}

// count counts a test that ran to its end with outcome o.
func (r *runner) count(o Outcome) {
	r.stats.Tests++
	switch o {
	case Interesting:
		r.stats.Interesting++
	case TimedOut:
		r.stats.Timeouts++
	}
	r.progress()
}

// charge counts a candidate whose outcome, with text key, the reduction
// takes: as a cache hit if a one-job run would have known it, else as a
// test that run would have run (Stats.Charged), which a parallel run may
// have run ahead of time. It returns ErrMaxTests if that test is beyond
// MaxTests: the one-job run would have stopped before it.
func (r *runner) charge(key [sha256.Size]byte) error {
	if r.asked[key] && !r.opts.NoCache {
		r.stats.CacheHits++
		return nil
	}
	if r.spent() {
		return ErrMaxTests
	}
	r.asked[key] = true
	r.stats.Charged++
	return nil
}

// spent reports whether the tests a one-job run would have run reached
// MaxTests.
func (r *runner) spent() bool {
	return r.opts.MaxTests > 0 && r.stats.Charged >= r.opts.MaxTests
}

// budget returns an error if no further test may start: ctx is done, time
// ran out, or the tests a one-job run would have run reached MaxTests. A
// test run ahead of need (ahead: any but the earliest undecided candidate)
// may not start either once as many tests have run or are running as
// MaxTests, so that a parallel run runs at most twice as many.
func (r *runner) budget(ctx context.Context, ahead bool) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if r.spent() || ahead && r.opts.MaxTests > 0 && r.stats.Tests+len(r.flights) >= r.opts.MaxTests {
		return ErrMaxTests
	}
	if r.opts.MaxTime > 0 && time.Since(r.start) >= r.opts.MaxTime {
		return ErrMaxTime
	}
	return nil
}

// first tests the candidates in order and commits to the first interesting
// one: it becomes the best result so far.
//
// With Options.Jobs above 1 it runs up to that many tests at once: not only
// the candidates, but also those that would come after them (if one of them
// is the first interesting one, or if none is), the most likely to be
// needed first (see firstParallel). Outcomes go to the cache, for the calls
// to come. The answer is always the one that tests in order give: a
// candidate wins only once all before it are known not to be interesting.
func (r *runner) first(ctx context.Context, b batch) (int, error) {
	if r.opts.trace != nil {
		r.opts.trace(b)
	}
	if r.jobs() > 1 {
		return r.firstParallel(ctx, b)
	}
	for i, s := range b.cands {
		key, text := r.key(s)
		o, hit := r.cache[key]
		if !hit || r.opts.NoCache {
			if err := r.budget(ctx, false); err != nil {
				return -1, err
			}
			if text == nil {
				text = r.tree.Unparse(s)
			}
			var err error
			if o, err = r.runTest(ctx, text); err != nil {
				return -1, err
			}
			r.record(key, o)
		}
		if err := r.charge(key); err != nil {
			return -1, err
		}
		if o == Interesting {
			if text == nil {
				text = r.tree.Unparse(s)
			}
			r.commit(s, text)
			return i, nil
		}
	}
	return -1, nil
}

// key returns the key of the text of state s, and the text if it had to
// make it to know the key: the same states come back (a configuration
// that ddmin offers again, the next call of a parallel run), and their
// text is made once.
func (r *runner) key(s tree.State) ([sha256.Size]byte, []byte) {
	sk := s.Key()
	if k, ok := r.textKeys[sk]; ok {
		return k, nil
	}
	text := r.tree.Unparse(s)
	k := sha256.Sum256(text)
	r.textKeys[sk] = k
	return k, text
}

// commit makes s, whose text is interesting, the best result so far.
func (r *runner) commit(s tree.State, text []byte) {
	r.best, r.output = s, text
	r.history = append(r.history, s)
	if r.opts.OnImprove != nil {
		r.opts.OnImprove(text)
	}
	r.progress()
}

// confirm tests the best result once more, past the cache. If it is not
// interesting now, the test is flaky: it falls back to the newest result
// that tests interesting again, the input itself at worst, and reports it.
// A final check that times out runs once more with four times the time
// (a busy machine, not a flaky test, is the likely cause).
// Its tests count against MaxTests: once that is reached, it takes the
// newest result not found failing, untested again.
func (r *runner) confirm(ctx context.Context) error {
	for k := len(r.history) - 1; k >= 0; k-- {
		s := r.history[k]
		text := r.tree.Unparse(s)
		if err := ctx.Err(); err != nil {
			return err
		}
		if r.spent() {
			r.logf("the result (%d bytes) is not tested again: the budget of %d tests is spent", len(text), r.opts.MaxTests)
			r.fallBack(k)
			return nil
		}
		o, err := r.runTest(ctx, text)
		if err != nil {
			return err
		}
		r.stats.Tests++
		r.stats.Charged++
		r.stats.Confirms++
		if o == TimedOut && r.timeout > 0 {
			// A test that passed once and now runs out of time has most
			// likely met a busy machine: it gets one more run, with four
			// times the time, before it counts as flaky.
			r.logf("the final check of the result (%d bytes) timed out after %v: it runs again with %v", len(text), r.timeout, 4*r.timeout)
			saved := r.timeout
			r.timeout *= 4
			o, err = r.runTest(ctx, text)
			r.timeout = saved
			if err != nil {
				return err
			}
			r.stats.Tests++
			r.stats.Charged++
			r.stats.Confirms++
		}
		if o == Interesting {
			r.fallBack(k)
			return nil
		}
		r.stats.Flaky = true
		r.logf("the test is flaky: a result it found interesting (%d bytes) is not interesting now (%s)", len(text), o)
	}
	r.fallBack(-1)
	return nil
}

// fallBack falls back to the result of history[k] (the input if k is -1), if
// it is not the best result already.
func (r *runner) fallBack(k int) {
	if k == len(r.history)-1 {
		return
	}
	s := r.origin
	if k >= 0 {
		s = r.history[k]
	}
	r.best, r.output = s, r.tree.Unparse(s)
	if r.opts.OnImprove != nil {
		r.opts.OnImprove(r.output)
	}
}

// mark applies mark m to the statistics of the steps.
func (r *runner) mark(m *mark) {
	if m.begin {
		r.endStep()
		r.beginStep(m.phase, m.pass, m.level)
	}
	r.step.Units += m.units
	r.tried = nil
	if m.ddmin {
		r.tried = map[[sha256.Size]byte]bool{}
	}
}

// beginStep starts the statistics of a step (a level, a pass of HDDr, of
// hoisting, of the space phase).
func (r *runner) beginStep(p Phase, pass, level int) {
	r.stats.Steps = append(r.stats.Steps, Step{Phase: p, Pass: pass, Level: level, BytesBefore: len(r.output),
		start: time.Now(), before: r.stats})
	r.step = &r.stats.Steps[len(r.stats.Steps)-1]
	r.stepOpen = true
	r.progress()
}

// endStep ends the statistics of the current step, if one is running.
func (r *runner) endStep() {
	if !r.stepOpen {
		return
	}
	r.stepOpen = false
	s := r.step
	s.Tests = r.stats.Tests - s.before.Tests
	s.CacheHits = r.stats.CacheHits - s.before.CacheHits
	s.Timeouts = r.stats.Timeouts - s.before.Timeouts
	s.BytesAfter = len(r.output)
	s.Time = time.Since(s.start)
	if s.Level >= 0 {
		r.logf("%s pass %d level %d: %d units, %d -> %d bytes, %d tests, %d cache hits",
			s.Phase, s.Pass, s.Level, s.Units, s.BytesBefore, s.BytesAfter, s.Tests, s.CacheHits)
	} else {
		r.logf("%s pass %d: %d units, %d -> %d bytes, %d tests, %d cache hits",
			s.Phase, s.Pass, s.Units, s.BytesBefore, s.BytesAfter, s.Tests, s.CacheHits)
	}
}

// progress reports the state of the reduction to Options.Progress.
func (r *runner) progress() {
	if r.opts.Progress == nil {
		return
	}
	p := Progress{Stats: r.stats, Bytes: len(r.output), Elapsed: time.Since(r.start), Level: -1}
	p.Stats.Steps = nil
	if r.step != nil {
		p.Phase, p.Pass, p.Level = r.step.Phase, r.step.Pass, r.step.Level
	}
	r.opts.Progress(p)
}

func (r *runner) logf(format string, args ...any) {
	if r.opts.Log != nil {
		r.opts.Log(format, args...)
	}
}
