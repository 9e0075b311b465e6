package reduce

import (
	"context"
	"crypto/sha256"
	"errors"
	"iter"
	"math"
	"time"

	"github.com/hddmin/hddmin/tree"
)

// runner tests candidates of one tree: it owns the content cache, the
// stats, the budgets, the per-test timeout and the best result so far.
type runner struct {
	flights  map[[sha256.Size]byte]*flight // the tests running in the background
	landed   chan landing                  // where they end
	dying    map[*flight]bool              // flights cancelled that have not landed
	unasked  map[[sha256.Size]byte]bool    // outcomes of tests run ahead that no one asked for yet
	tree     *tree.Tree
	test     Tester
	opts     *Options
	start    time.Time
	timeout  time.Duration // per test; 0 for none
	cache    map[[sha256.Size]byte]Outcome
	stats    Stats
	best     tree.State           // the last state found interesting
	output   []byte               // its text
	history  []tree.State         // every state committed to, oldest first
	step     *Step                // the step running, for the progress
	after    iter.Seq[tree.State] // what the pass offers after the current ddmin, if it removes nothing
	launches int                  // tests started in the background

	calls, won int // parallel calls, and those with an interesting candidate
}

func newRunner(t *tree.Tree, test Tester, opts *Options) *runner {
	return &runner{tree: t, test: test, opts: opts, start: time.Now(),
		cache:   map[[sha256.Size]byte]Outcome{},
		flights: map[[sha256.Size]byte]*flight{},
		landed:  make(chan landing),
		dying:   map[*flight]bool{},
		unasked: map[[sha256.Size]byte]bool{}}
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
	r.stats.Tests++
	switch o {
	case Interesting:
		r.stats.Interesting++
	case TimedOut:
		r.stats.Timeouts++
	}
	r.cache[key] = o
	r.progress()
}

// budget returns an error if no further test may start while running
// tests are still running.
func (r *runner) budget(ctx context.Context, running int) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if r.opts.MaxTests > 0 && r.stats.Tests+running >= r.opts.MaxTests {
		return ErrMaxTests
	}
	if r.opts.MaxTime > 0 && time.Since(r.start) >= r.opts.MaxTime {
		return ErrMaxTime
	}
	return nil
}

// batch is what first tests: candidates, and what comes after them.
type batch struct {
	cands []tree.State
	// ahead lists the candidates the reduction offers next if none of cands
	// is interesting, and then(i) those it offers next if cands[i] is the
	// first interesting one. Either may be nil.
	ahead iter.Seq[tree.State]
	then  func(i int) iter.Seq[tree.State]
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
	if r.jobs() > 1 {
		return r.firstParallel(ctx, b)
	}
	for i, s := range b.cands {
		text := r.tree.Unparse(s)
		key := sha256.Sum256(text)
		o, hit := r.cache[key]
		if hit {
			r.stats.CacheHits++
		} else {
			if err := r.budget(ctx, 0); err != nil {
				return -1, err
			}
			var err error
			if o, err = r.runTest(ctx, text); err != nil {
				return -1, err
			}
			r.record(key, o)
		}
		if o == Interesting {
			r.commit(s, text)
			return i, nil
		}
	}
	return -1, nil
}

// A flight is a test running in the background (parallel runs).
type flight struct {
	key    [sha256.Size]byte
	cancel context.CancelFunc
	ahead  bool    // started for a candidate that no call has asked for yet
	src    *source // what it was started for, while that call runs
	index  int     // its place in src
	seq    int     // the order of launches
}

// need is the probability that the outcome of flight f will be needed.
func (f *flight) need(p float64) float64 {
	if !f.ahead {
		return 1
	}
	if f.src == nil {
		return 0 // left from an earlier call
	}
	return f.src.need(f.index, p)
}

// landing is the end of a flight.
type landing struct {
	f   *flight
	o   Outcome
	err error
}

// launch starts a test of text in the background.
func (r *runner) launch(ctx context.Context, key [sha256.Size]byte, text []byte, ahead bool, src *source, index int) {
	tctx, cancel := context.WithCancel(ctx)
	r.launches++
	f := &flight{key: key, cancel: cancel, ahead: ahead, src: src, index: index, seq: r.launches}
	r.flights[key] = f
	go func() {
		o, err := r.runTest(tctx, text)
		r.landed <- landing{f, o, err}
	}()
}

// land waits for the end of one flight and records its outcome. It returns
// the error of a test asked for that could not run.
func (r *runner) land() error {
	d := <-r.landed
	f := d.f
	f.cancel()
	if r.dying[f] {
		// Cancelled: its content may be running again already.
		delete(r.dying, f)
		if d.err == nil && !f.ahead {
			r.record(f.key, d.o) // it ended before the cancellation
		} else {
			r.stats.Cancelled++
		}
		return nil
	}
	delete(r.flights, f.key)
	switch {
	case errors.Is(d.err, context.Canceled) && !f.ahead:
		r.stats.Cancelled++
		return nil
	case d.err != nil:
		if f.ahead {
			r.stats.Cancelled++
			return nil // it will fail again if anyone asks for it
		}
		return d.err
	}
	r.record(f.key, d.o)
	if f.ahead {
		r.unasked[f.key] = true
	}
	return nil
}

// abort cancels flight f. It lands later, and counts for nothing but the
// statistics; its content is free to be tested again at once.
func (r *runner) abort(f *flight) {
	f.cancel()
	delete(r.flights, f.key)
	r.dying[f] = true
}

// ground cancels every flight and waits for them all to land.
func (r *runner) ground() {
	for _, f := range r.flights {
		r.abort(f)
	}
	for len(r.dying) > 0 {
		r.land()
	}
}

// preempt cancels a test running ahead to make room for one whose outcome
// is needed with probability need, if that is worth it: to start the
// earliest undecided candidate, which holds everything up (need 1), or in
// place of a test left from an earlier call. A preempted test loses its
// progress, so tests more likely to be needed than others do not take
// their slots otherwise.
func (r *runner) preempt(need, p float64) bool {
	var victim *flight
	for _, f := range r.flights {
		if !f.ahead {
			continue
		}
		if victim == nil || f.need(p) < victim.need(p) || f.need(p) == victim.need(p) && f.seq > victim.seq {
			victim = f
		}
	}
	if victim == nil || need < 1 && (victim.src != nil || need < staleNeed) {
		return false
	}
	r.abort(victim)
	return true
}

// staleNeed is how likely a test must be needed to take the slot of a test
// left from an earlier call.
const staleNeed = 0.1

// known returns the outcome of the candidate with text key if there is one,
// and marks a test that ran ahead of time as used.
func (r *runner) known(key [sha256.Size]byte) (Outcome, bool) {
	o, ok := r.cache[key]
	if ok {
		delete(r.unasked, key)
	}
	return o, ok
}

// source is a list of candidates that may be needed after the candidates
// of a call to firstParallel: what follows the success of one of them, or
// the failure of all.
type source struct {
	next    func() (tree.State, bool) // nil once exhausted
	stop    func()
	pulled  int        // items taken from next
	peek    tree.State // the item pulled but not started yet
	peeked  bool
	base    float64 // the probability that its first item is needed
	started int     // tests started for it
}

// need is the probability that item i of s is needed: its first item's
// probability, times that of the failure of the i items before it.
func (s *source) need(i int, p float64) float64 {
	return s.base * math.Pow(1-p, float64(i))
}

// head returns the next item of s to consider, if there is one.
func (s *source) head() (tree.State, int, bool) {
	if !s.peeked {
		if s.next == nil {
			return tree.State{}, 0, false
		}
		st, ok := s.next()
		if !ok {
			s.next = nil
			return tree.State{}, 0, false
		}
		s.peek, s.peeked = st, true
		s.pulled++
	}
	return s.peek, s.pulled - 1, true
}

func newSource(seq iter.Seq[tree.State]) *source {
	s := &source{}
	if seq != nil {
		s.next, s.stop = iter.Pull(seq)
	}
	return s
}

func (s *source) close() {
	if s.stop != nil {
		s.stop()
	}
}

// successRate estimates the probability that each of n undecided
// candidates is interesting, from the calls so far: the share q of calls
// that had an interesting candidate, spread evenly over the n, so that
// 1-(1-p)^n = q.
func (r *runner) successRate(n int) float64 {
	q := (float64(r.won) + 1) / (float64(r.calls) + 2)
	return min(max(1-math.Pow(1-q, 1/float64(max(n, 1))), 0.02), 0.9)
}

// firstParallel is first with more than one job. It runs the candidates,
// and the candidates of its sources, by the probability that each is
// needed, where p is the estimated probability that a candidate is
// interesting: candidate k of the call is needed if none of the undecided
// ones before it is interesting; item i of the source that follows the
// success of candidate k, if k is the first interesting one and the i
// items before are not; item i of the source that follows if none is, if
// none of the undecided candidates is and the i items before are not.
func (r *runner) firstParallel(ctx context.Context, b batch) (int, error) {
	n := len(b.cands)
	texts := make([][]byte, n)
	keys := make([][sha256.Size]byte, n)
	decided := make([]bool, n) // known not interesting
	started := make([]bool, n) // known, running or started
	lowest := 0                // every candidate before it is known not to be interesting
	succ := make([]*source, n) // what follows the success of each, made when first needed
	fail := newSource(b.ahead)
	defer func() {
		for _, f := range r.flights {
			f.src = nil // the sources die with this call
		}
		fail.close()
		for _, s := range succ {
			if s != nil {
				s.close()
			}
		}
	}()
	// A test running since an earlier call (on the branch of its winner,
	// most often) may be one of these candidates: claim it before it looks
	// stale and is preempted.
	for k := range min(n, 2*r.jobs()) {
		texts[k] = r.tree.Unparse(b.cands[k])
		keys[k] = sha256.Sum256(texts[k])
		if f, ok := r.flights[keys[k]]; ok && f.ahead {
			f.ahead, f.src = false, nil
		}
	}
	var stop error
	for {
		p := r.successRate(n - lowest)
		// The probabilities, from what is known now.
		undecided := 1.0 // of the candidates so far all failing
		for k := range n {
			if succ[k] != nil {
				succ[k].base = 0
			}
			if k < lowest || decided[k] {
				continue
			}
			if succ[k] == nil && b.then != nil && k < lowest+r.jobs() {
				succ[k] = newSource(b.then(k))
			}
			if succ[k] != nil {
				succ[k].base = undecided * p
			}
			undecided *= 1 - p
		}
		fail.base = undecided

		// Start the most likely tests while there is room for them.
		for stop == nil {
			// The best of: the next candidate not started, the next item
			// of each source.
			best, bestNeed := -1, 0.0
			var bestSrc *source
			prob := 1.0
			for k := lowest; k < n; k++ {
				if !started[k] {
					best, bestNeed = k, prob
					break
				}
				if !decided[k] {
					prob *= 1 - p
				}
			}
			for _, s := range append([]*source{fail}, succ...) {
				if s == nil || s.base == 0 {
					continue
				}
				if _, i, ok := s.head(); ok && s.need(i, p) > bestNeed {
					best, bestNeed, bestSrc = -1, s.need(i, p), s
				}
			}
			if bestNeed == 0 {
				break
			}
			if len(r.flights) >= r.jobs() && !r.preempt(bestNeed, p) {
				break
			}
			if bestSrc == nil {
				// A candidate of the call.
				k := best
				if texts[k] == nil {
					texts[k] = r.tree.Unparse(b.cands[k])
					keys[k] = sha256.Sum256(texts[k])
				}
				started[k] = true
				if _, ok := r.cache[keys[k]]; ok {
					r.stats.CacheHits++
				} else if f, ok := r.flights[keys[k]]; ok {
					r.stats.CacheHits++
					f.ahead, f.src = false, nil
				} else if stop = r.budget(ctx, len(r.flights)); stop == nil {
					r.launch(ctx, keys[k], texts[k], false, nil, 0)
				} else {
					started[k] = false
				}
				continue
			}
			st, i, _ := bestSrc.head()
			bestSrc.peeked = false
			text := r.tree.Unparse(st)
			key := sha256.Sum256(text)
			if _, ok := r.cache[key]; ok {
				continue
			}
			if _, ok := r.flights[key]; ok {
				continue
			}
			if r.budget(ctx, len(r.flights)) != nil {
				break
			}
			r.launch(ctx, key, text, true, bestSrc, i)
		}

		// Settle the candidates in order.
		for lowest < n && started[lowest] {
			o, ok := r.known(keys[lowest])
			if !ok {
				break
			}
			if o == Interesting {
				r.calls++
				r.won++
				// The tests still running are not needed now, but what
				// comes next may need them (outcomes go by content): they
				// run on, to be preempted when their slots are wanted.
				for _, f := range r.flights {
					f.ahead = true
				}
				r.commit(b.cands[lowest], texts[lowest])
				return lowest, nil
			}
			decided[lowest] = true
			lowest++
		}
		for k := lowest; k < n; k++ {
			if started[k] && !decided[k] {
				if o, ok := r.cache[keys[k]]; ok && o != Interesting {
					decided[k] = true
				}
			}
		}
		if lowest == n {
			r.calls++
			return -1, nil
		}
		if len(r.flights) == 0 {
			// Nothing runs, and the next candidate may not start.
			return -1, stop
		}
		if err := r.land(); err != nil {
			r.ground()
			return -1, err
		}
	}
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
func (r *runner) confirm(ctx context.Context) error {
	for k := len(r.history) - 1; k >= 0; k-- {
		s := r.history[k]
		text := r.tree.Unparse(s)
		if err := ctx.Err(); err != nil {
			return err
		}
		o, err := r.runTest(ctx, text)
		if err != nil {
			return err
		}
		r.stats.Tests++
		r.stats.Confirms++
		if o == Interesting {
			if k < len(r.history)-1 {
				r.best, r.output = s, text
				if r.opts.OnImprove != nil {
					r.opts.OnImprove(text)
				}
			}
			return nil
		}
		r.stats.Flaky = true
		r.logf("the test is flaky: a result it found interesting (%d bytes) is not interesting now (%s)", len(text), o)
	}
	if len(r.history) > 0 {
		// Nothing passes again: the input, which passed first, is all there is.
		r.best, r.output = tree.State{}, r.tree.Unparse(tree.State{})
		if r.opts.OnImprove != nil {
			r.opts.OnImprove(r.output)
		}
	}
	return nil
}

// beginStep starts the statistics of a step (a level, a pass of HDDr, of
// hoisting, of the space phase).
func (r *runner) beginStep(p Phase, pass, level int) {
	r.stats.Steps = append(r.stats.Steps, Step{Phase: p, Pass: pass, Level: level, BytesBefore: len(r.output),
		start: time.Now(), before: r.stats})
	r.step = &r.stats.Steps[len(r.stats.Steps)-1]
	r.progress()
}

// endStep ends the statistics of the current step.
func (r *runner) endStep(units int) {
	s := r.step
	s.Units = units
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
