package reduce

import (
	"context"
	"crypto/sha256"
	"time"

	"github.com/hddmin/hddmin/tree"
)

// runner tests candidates of one tree: it owns the content cache, the
// stats, the budgets and the best result so far.
type runner struct {
	tree   *tree.Tree
	test   Tester
	opts   *Options
	start  time.Time
	cache  map[[sha256.Size]byte]Outcome
	stats  Stats
	best   tree.State // the last state found interesting
	output []byte     // its text
}

func newRunner(t *tree.Tree, test Tester, opts *Options) *runner {
	return &runner{tree: t, test: test, opts: opts, start: time.Now(),
		cache: map[[sha256.Size]byte]Outcome{}}
}

// check runs one test of text, through the cache.
func (r *runner) check(ctx context.Context, text []byte) (Outcome, error) {
	key := sha256.Sum256(text)
	if o, ok := r.cache[key]; ok {
		r.stats.CacheHits++
		return o, nil
	}
	if err := r.budget(ctx); err != nil {
		return NotInteresting, err
	}
	o, err := r.test.Test(ctx, text)
	if err != nil {
		if ctx.Err() != nil {
			return NotInteresting, ctx.Err()
		}
		return NotInteresting, err
	}
	r.stats.Tests++
	switch o {
	case Interesting:
		r.stats.Interesting++
	case TimedOut:
		r.stats.Timeouts++
	}
	r.cache[key] = o
	return o, nil
}

// budget returns an error if no further test may run.
func (r *runner) budget(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if r.opts.MaxTests > 0 && r.stats.Tests >= r.opts.MaxTests {
		return ErrMaxTests
	}
	if r.opts.MaxTime > 0 && time.Since(r.start) >= r.opts.MaxTime {
		return ErrMaxTime
	}
	return nil
}

// first tests the candidates in order and commits to the first interesting
// one: it becomes the best result so far.
func (r *runner) first(ctx context.Context, cands []tree.State) (int, error) {
	for i, s := range cands {
		text := r.tree.Unparse(s)
		o, err := r.check(ctx, text)
		if err != nil {
			return -1, err
		}
		if o == Interesting {
			r.commit(s, text)
			return i, nil
		}
	}
	return -1, nil
}

// commit makes s, whose text is interesting, the best result so far.
func (r *runner) commit(s tree.State, text []byte) {
	r.best, r.output = s, text
	if r.opts.OnImprove != nil {
		r.opts.OnImprove(text)
	}
}
