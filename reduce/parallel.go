package reduce

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"iter"
	"time"

	"github.com/hddmin/hddmin/tree"
)

// Parallel runs. A call to first with more than one job sees the
// reduction ahead of it as a tree of guesses: its candidates in order,
// then what the reduction offers if all of them fail; and under each
// guess, what it offers if that guess is the first interesting one, and so
// on down, across ddmin's rounds, HDD's levels and passes, and the prune
// phases. Every guess is needed with a probability, computed from the
// outcomes known so far and the estimated chance that a guess of unknown
// outcome is interesting (see class); the tests run are those of the
// guesses most likely to be needed, however deep. When a guess turns out
// interesting, the guesses under it become as likely to be needed as it
// was, so a chain of successes runs ahead as fast as its tests end.

// scheduler is the state of parallel runs: the tests running in the
// background, and what the runner learns from their outcomes to rank the
// guesses it may test next.
type scheduler struct {
	flights  map[[sha256.Size]byte]*flight // the tests running in the background
	landed   chan landing                  // where they end
	dying    map[*flight]bool              // flights cancelled that have not landed
	suspect  map[[sha256.Size]byte]bool    // texts whose test timed out beside others (see take)
	loner    *flight                       // a suspect test running alone, if any
	typical  time.Duration                 // how long tests take, on average lately
	launches int                           // tests started in the background
	slots    []bool                        // the job slots, and whether a running test holds each

	tested, won [classes]int // per class, guesses tested and those found interesting (see hazard)
	failures    []failure    // removals found not interesting (see doomed)
	cleared     tree.NodeSet // the nodes that removals found interesting removed (see isCleared)
}

// A flight is a test running in the background.
type flight struct {
	key    [sha256.Size]byte
	cancel context.CancelFunc
	ahead  bool    // started for a guess, not for a candidate of the running call
	guess  *guess  // what it is needed for, while the call that made it runs
	need   float64 // the need of its guess when that call ended
	of     *guess  // what it was started for, to learn from (see land)
	seq    int     // the order of launches
	slot   int     // its job slot (see Slot); -1 once given back
	alone  bool    // nothing else ran while it did (see suspect)
	start  time.Time
}

// priority is the probability that the outcome of flight f is needed.
func (f *flight) priority() float64 {
	switch {
	case !f.ahead:
		return 1
	case f.guess != nil:
		return f.guess.need
	}
	return f.need
}

// landing is the end of a flight.
type landing struct {
	f   *flight
	o   Outcome
	err error
}

// launch starts a test of text in the background.
func (r *runner) launch(ctx context.Context, key [sha256.Size]byte, text []byte, ahead bool, g *guess) *flight {
	tctx, cancel := context.WithCancel(ctx)
	r.launches++
	f := &flight{key: key, cancel: cancel, ahead: ahead, guess: g, of: g, seq: r.launches, start: time.Now(), slot: r.takeSlot()}
	tctx = withSlot(tctx, f.slot, r.jobs())
	r.flights[key] = f
	go func() {
		o, err := r.runTest(tctx, text)
		r.landed <- landing{f, o, err}
	}()
	return f
}

// land waits for the end of one flight and records its outcome. It returns
// the error of a test asked for that could not run.
func (r *runner) land() error {
	d := <-r.landed
	f := d.f
	f.cancel()
	if f == r.loner {
		r.loner = nil
	}
	if r.dying[f] {
		// Cancelled: its content may be running again already.
		delete(r.dying, f)
		if d.err == nil && !f.ahead {
			r.take(f, d.o) // it ended before the cancellation
		} else {
			r.stats.Cancelled++
		}
		return nil
	}
	delete(r.flights, f.key)
	r.giveSlot(f)
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
	if !r.take(f, d.o) {
		return nil
	}
	if took := time.Since(f.start); r.typical == 0 {
		r.typical = took
	} else {
		r.typical += (took - r.typical) / 8
	}
	if g := f.of; g != nil {
		// Learn how often guesses of its class are interesting, and what
		// fails.
		c := r.class(g)
		r.tested[c]++
		if d.o == Interesting {
			r.won[c]++
		}
		switch {
		case g.removes == nil:
		case d.o == Interesting:
			for _, x := range g.removes {
				for len(r.cleared) <= x.i {
					r.cleared = append(r.cleared, 0)
				}
				r.cleared[x.i] |= x.bits
			}
		case g.state.SameShape(r.best):
			// What it removes beyond the best result so far, which the
			// guesses of this call and of the calls to come remove too.
			// (Nothing beyond: the test is not monotone, or flaky.)
			if extra := minus(g.state.RemovedSet(), r.best.RemovedSet()); extra != nil {
				r.failures = append(r.failures, failure{g.state.Shape(), extra})
			}
		}
	}
	return nil
}

// take records the outcome o of flight f, unless f timed out beside other
// tests: then the load they put on the machine may be what made it time
// out, which a one-job run would not see, so its content is suspect: it is
// not tested ahead again, and tested again alone when its outcome is
// needed (see firstParallel). It reports whether o was recorded.
func (r *runner) take(f *flight, o Outcome) bool {
	if o == TimedOut && !f.alone {
		r.suspect[f.key] = true
		r.count(o)
		return false
	}
	delete(r.suspect, f.key)
	r.record(f.key, o)
	return true
}

// abort cancels flight f. It lands later, and counts for nothing but the
// statistics; its content is free to be tested again at once.
func (r *runner) abort(f *flight) {
	f.cancel()
	delete(r.flights, f.key)
	r.giveSlot(f)
	r.dying[f] = true
}

// takeSlot returns the lowest job slot no running test holds. A cancelled
// test gives its slot back at once, while its process may still be
// ending.
func (r *runner) takeSlot() int {
	for n, used := range r.slots {
		if !used {
			r.slots[n] = true
			return n
		}
	}
	r.slots = append(r.slots, true)
	return len(r.slots) - 1
}

// giveSlot gives the slot of flight f back.
func (r *runner) giveSlot(f *flight) {
	if f.slot >= 0 && f.slot < len(r.slots) {
		r.slots[f.slot] = false
	}
	f.slot = -1
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
// place of a test far less likely to be needed (see staleNeed) that has
// not run half as long as tests take. A preempted test loses its
// progress, and its processes were started for nothing.
func (r *runner) preempt(need float64) bool {
	var victim *flight
	for _, f := range r.flights {
		if !f.ahead || need < 1 && time.Since(f.start) > r.typical/2 {
			continue
		}
		if victim == nil || f.priority() < victim.priority() || f.priority() == victim.priority() && f.seq > victim.seq {
			victim = f
		}
	}
	if victim == nil || need < 1 && (need < staleNeed || victim.priority() > need*staleNeed) {
		return false
	}
	r.abort(victim)
	return true
}

// staleNeed is how likely a test must be needed to take the slot of a
// running test, which must be that many times less likely to be needed.
const staleNeed = 0.1

// A guess is a candidate whose outcome a parallel call may need.
type guess struct {
	state tree.State
	text  []byte            // made when needed (see text)
	key   [sha256.Size]byte // of its text
	then  plan              // what follows its success (nil: the end)
	next  *source           // then's guesses, once one is wanted
	need  float64           // the probability that its outcome is needed
	succ  float64           // the probability that it is needed and interesting
	cand  bool              // a candidate of the call, not a guess ahead of it

	// What it removes from the state it follows (nil if it is more than a
	// removal), that state's removed nodes, and whether it is doomed to
	// fail, as far as the first seen failures tell (see doomed).
	removes []word
	parent  tree.NodeSet
	doomed  bool
	seen    int
}

// A source is a plan being pulled: its guesses so far, in order.
type source struct {
	parent  tree.State // the state its guesses follow
	guesses []*guess
	pull    func() (tree.State, plan, bool) // nil once exhausted
	stop    func()
}

func newSource(parent tree.State, guesses iter.Seq2[tree.State, plan]) *source {
	s := &source{parent: parent}
	s.pull, s.stop = iter.Pull2(guesses)
	return s
}

// close stops s and the sources under it.
func (s *source) close() {
	if s.stop != nil {
		s.stop()
	}
	for _, g := range s.guesses {
		if g.next != nil {
			g.next.close()
		}
	}
}

// more pulls the next guess of s, if there is one.
func (r *runner) more(s *source) (*guess, bool) {
	if s.pull == nil {
		return nil, false
	}
	st, then, ok := s.pull()
	if !ok {
		s.pull = nil
		return nil, false
	}
	g := &guess{state: st, then: then}
	g.key, g.text = r.key(st)
	if st.SameShape(s.parent) {
		parent := s.parent.RemovedSet()
		if len(minus(parent, st.RemovedSet())) == 0 {
			g.removes, g.parent = minus(st.RemovedSet(), parent), parent
			if g.removes == nil {
				g.removes = []word{}
			}
		}
	}
	s.guesses = append(s.guesses, g)
	return g, true
}

// needed reports whether guess g is the earliest undecided candidate of
// its call, whose outcome is needed for sure: the candidates before it are
// known not to be interesting (though they may not be settled yet), so
// its need is exactly 1.
func (g *guess) needed() bool { return g.cand && g.need == 1 }

// text returns the text of guess g.
func (r *runner) text(g *guess) []byte {
	if g.text == nil {
		g.text = r.tree.Unparse(g.state)
	}
	return g.text
}

// A move is what a parallel call may do next: test a guess, pull the next
// guess of a source, or open the source that follows the success of a
// guess.
type move struct {
	need  float64
	test  *guess
	pull  *source
	after *guess
}

// survey computes the need of the guesses of s and of the sources under
// them, where base is the probability that the first guess of s is needed,
// and keeps in best the most needed move, if it is needed more than best
// already is. It looks no further than the guesses needed more than that
// move: the needs of the others stay as an earlier survey left them (they
// only rank the tests to preempt), so that a survey costs what the guesses
// needed more than its move cost, not what the whole tree does. With best
// nil, it computes every need and keeps no move.
func (r *runner) survey(s *source, base float64, best *move) {
	prob := base
	for _, g := range s.guesses {
		if best != nil && prob <= best.need {
			return // every guess from here on, and under it, is needed less
		}
		g.need = prob
		o, known := r.cache[g.key]
		_, running := r.flights[g.key]
		switch {
		case known && o == Interesting:
			g.succ, prob = prob, 0
		case known:
			g.succ = 0
		default:
			p := r.hazard(r.class(g))
			g.succ = prob * p
			prob *= 1 - p
			if best != nil && !running && g.need > best.need && (!r.suspect[g.key] || g.needed()) {
				*best = move{need: g.need, test: g}
			}
		}
		switch {
		case g.next != nil:
			r.survey(g.next, g.succ, best)
		case best != nil && g.then != nil && g.succ > best.need:
			*best = move{need: g.succ, after: g}
		}
	}
	if best != nil && s.pull != nil && prob > best.need {
		*best = move{need: prob, pull: s}
	}
}

// minNeed is how likely a guess must be needed for a parallel call to
// test it, pull it or open what follows it: below that, its test is run
// for nothing more than 19 times in 20, and with many jobs the tree of
// such guesses, which grows exponentially with its depth, would be pulled
// and surveyed for tests of little use. It caps the jobs that are of use:
// with more jobs than guesses needed that much, some stay idle (on a
// 480-byte JSON file, -j 64 and -j 1000 both ran 170 to 180 tests, -j 1
// 34).
const minNeed = 0.05

// hazard estimates the probability that a guess of class c is interesting,
// from the guesses of that class tested so far (their class as it was when
// their test ended), starting from a prior guess.
func (r *runner) hazard(c int) float64 {
	const prior = 2
	rate := [classes]float64{0.2, 0.3, 0.02, 0.9}[c]
	return min(max((float64(r.won[c])+prior*rate)/(float64(r.tested[c])+prior), 0.02), 0.9)
}

// The classes of guesses (see class).
const (
	classOther   = iota // more than a removal of nodes
	classRemoval        // a removal of nodes from the state it follows
	classDoomed         // a removal of all the nodes a failure removes, and more
	classCleared        // a removal of nodes that successes removed
	classes
)

// class sorts guess g by what predicts its outcome.
func (r *runner) class(g *guess) int {
	switch {
	case g.removes == nil:
		return classOther
	case r.doomed(g):
		return classDoomed
	case r.isCleared(g):
		return classCleared
	}
	return classRemoval
}

// isCleared reports whether guess g removes only nodes that interesting
// removals removed: if the nodes matter independently of each other, g
// is interesting too.
func (r *runner) isCleared(g *guess) bool {
	for _, x := range g.removes {
		if x.i >= len(r.cleared) || x.bits&^r.cleared[x.i] != 0 {
			return false
		}
	}
	return true
}

// A failure is a state found not interesting: its shape (see
// tree.State.SameShape), and the nodes it removes beyond the best result
// so far when it was found.
type failure struct {
	shape tree.State
	extra []word
}

// doomed reports whether guess g removes all that a failure removes and
// the state it follows keeps: if the test is monotone (removing more never
// makes a failure come back), g is not interesting either. Failures are
// the states found not interesting that differ from g in removed nodes
// only; g.seen of them were checked before.
func (r *runner) doomed(g *guess) bool {
	for ; !g.doomed && g.seen < len(r.failures); g.seen++ {
		fail := r.failures[g.seen]
		if !fail.shape.SameShape(g.state) {
			continue
		}
		g.doomed = true
		k := 0 // g.removes[k:] may hold the words of fail from here on
		for _, x := range fail.extra {
			w := x.bits
			if x.i < len(g.parent) {
				w &^= g.parent[x.i]
			}
			for k < len(g.removes) && g.removes[k].i < x.i {
				k++
			}
			if k < len(g.removes) && g.removes[k].i == x.i {
				w &^= g.removes[k].bits
			}
			if w != 0 {
				g.doomed = false
				break
			}
		}
	}
	return g.doomed
}

// A word is a word of a set of node IDs that is not zero: the bits of
// nodes 64*i to 64*i+63.
type word struct {
	i    int
	bits uint64
}

// minus returns the words of the nodes in s and not in t.
func minus(s, t tree.NodeSet) []word {
	var out []word
	for i, w := range s {
		if i < len(t) {
			w &^= t[i]
		}
		if w != 0 {
			out = append(out, word{i, w})
		}
	}
	return out
}

// firstParallel is first with more than one job. Its candidates, followed
// by b.ahead, are the first guesses of the tree; b.thens[i] follows the
// success of candidate i; deeper, the plans say what follows. It starts
// the tests of the guesses most likely to be needed while there is room,
// settles its candidates in order as their outcomes come in, and waits for
// the next test to end.
func (r *runner) firstParallel(ctx context.Context, b batch) (int, error) {
	if len(b.cands) == 0 {
		return -1, nil
	}
	c := &call{r: r, b: b, root: newSource(r.best, b.all())}
	// Invariant: every candidate before c.lowest is known not to be interesting, and none is committed to.
	for {
		c.start(ctx)
		if found, done, err := c.settle(); done {
			return found, err
		}
		if len(r.flights) == 0 {
			// Nothing runs, and the next candidate may not start.
			c.end()
			if c.stop == nil {
				// The earliest undecided candidate always has a move: never
				// report it not interesting untested.
				return -1, fmt.Errorf("reduce: internal error: candidate %d of %d undecided, and no test to run", c.lowest+1, len(b.cands))
			}
			return -1, c.stop
		}
		if err := r.land(); err != nil {
			c.end()
			r.ground()
			return -1, err
		}
	}
}

// A call is a parallel call of first: its batch, the tree of guesses that
// starts with its candidates, and how far they are settled.
type call struct {
	r      *runner
	b      batch
	root   *source
	lowest int   // every candidate before it is known not to be interesting
	stop   error // why the earliest undecided candidate may not start
}

// start starts the tests of the guesses most likely to be needed while
// there is room for them: it makes the best move the survey finds until
// the jobs are busy or no move is needed enough.
func (c *call) start(ctx context.Context) {
	r := c.r
	for c.stop == nil && r.loner == nil {
		m := move{need: minNeed}
		r.survey(c.root, 1, &m)
		switch {
		case m.after != nil:
			m.after.next = newSource(m.after.state, candidates(m.after.then))
		case m.pull != nil:
			c.pull(m.pull)
		case m.test == nil || !c.launch(ctx, m):
			return
		}
	}
}

// pull pulls the next guess of source s, and those after it while they
// are known not to be interesting. A guess whose text runs already
// takes that test over.
func (c *call) pull(s *source) {
	for {
		g, ok := c.r.more(s)
		if !ok {
			return
		}
		g.cand = s == c.root && len(c.root.guesses) <= len(c.b.cands)
		if f, ok := c.r.flights[g.key]; ok {
			f.ahead = f.ahead && !g.cand
			f.guess = g
		}
		// A guess known not to be interesting (a configuration that
		// ddmin offers again, most often) changes no need: the next
		// survey would pull from s again, so it is pulled now.
		if o, known := c.r.cache[g.key]; !known || o == Interesting {
			return
		}
	}
}

// launch starts the test of move m, if the budgets and the jobs allow, and
// reports whether it did.
func (c *call) launch(ctx context.Context, m move) bool {
	r, g := c.r, m.test
	// The earliest undecided candidate, which holds everything up, runs
	// unless the budget of the one-job run is spent; the others run ahead
	// of need.
	needed := g.needed()
	if err := r.budget(ctx, !needed); err != nil {
		if needed || g.cand && !errors.Is(err, ErrMaxTests) {
			c.stop = err
		}
		return false
	}
	if needed && r.suspect[g.key] {
		// It timed out beside other tests: it runs again alone.
		r.ground()
		r.loner = r.launch(ctx, g.key, r.text(g), false, g)
		r.loner.alone = true
		return false
	}
	if len(r.flights) >= r.jobs() && !r.preempt(m.need) {
		return false
	}
	r.launch(ctx, g.key, r.text(g), !g.cand, g)
	return true
}

// settle settles the candidates in order as far as their outcomes are
// known, and reports whether the call is done: a candidate was found
// interesting (committed to, and returned), none was, or the budget
// stopped it.
func (c *call) settle() (found int, done bool, err error) {
	r, n := c.r, len(c.b.cands)
	for ; c.lowest < n && c.lowest < len(c.root.guesses); c.lowest++ {
		g := c.root.guesses[c.lowest]
		o, ok := r.cache[g.key]
		if !ok {
			return -1, false, nil
		}
		if err := r.charge(g.key); err != nil {
			c.end()
			return -1, true, err
		}
		if o == Interesting {
			c.end()
			r.commit(c.b.cands[c.lowest], r.text(g))
			return c.lowest, true, nil
		}
	}
	if c.lowest == n {
		c.end()
		return -1, true, nil
	}
	return -1, false, nil
}

// end hands the running tests over to the calls to come: the need they
// have now, with the outcome of this call known, ranks them until a guess
// of a later call claims them.
func (c *call) end() {
	c.r.survey(c.root, 1, nil)
	for _, f := range c.r.flights {
		if f.guess != nil {
			f.need = f.guess.need
		}
		f.ahead, f.guess = true, nil
	}
	c.root.close()
}
