package reduce

import (
	"context"
	"crypto/sha256"
	"iter"

	"github.com/hddmin/hddmin/tree"
)

// A plan is the reduction from some point on, one batch at a time: it
// yields the candidates that a one-job run tests next, in order, each with
// the plan that follows if it is the first interesting one; and last,
// unless the reduction ends when all of them fail, an item with only rest
// set: the plan that follows then. Before the candidates come the marks of
// the statistics (a step begins, the units of ddmin or hoisting). Nothing
// is made before it is asked for, and a plan may be iterated more than
// once: the one-job runner (walk) iterates it once, the parallel runner
// speculates on it (see candidates).
//
// Every phase is a function that returns its plan (phases.go); ddmin's
// rounds are a configPlan, which the prune phases turn into candidates.
type plan func(yield func(item) bool)

// An item is what a plan yields: a candidate (state and then), a mark, or
// the rest of the plan.
type item struct {
	state tree.State
	then  plan  // a candidate's: what follows if it is the first interesting one (nil: the end)
	rest  plan  // if set, not a candidate: what follows if every candidate fails
	mark  *mark // if set, not a candidate: statistics
	end   bool  // not a candidate: a run of a phase ended in state (see tally); never seen by the runner
}

// A mark tells the statistics where the reduction is: a step begins
// (begin, with phase, pass and level), or the step has more units; ddmin
// says that a ddmin begins (see runner.tried).
type mark struct {
	begin bool
	phase Phase
	pass  int
	level int
	units int
	ddmin bool
}

// begins returns the mark that begins a step.
func begins(p Phase, pass, level, units int) item {
	return item{mark: &mark{begin: true, phase: p, pass: pass, level: level, units: units}}
}

// units returns the mark that adds n units to the step; ddmin tells that
// they begin a ddmin.
func units(n int, ddmin bool) item { return item{mark: &mark{units: n, ddmin: ddmin}} }

// offer yields a batch of n candidates, the skeleton of a step of a
// sweep: the mark of its units, then candidate i, in order, with the plan
// that follows it (cand(i)), then the plan that follows if none is
// interesting (rest()). Nothing is made before it is asked for. The plan
// that calls it yields nothing after it.
func offer(yield func(item) bool, n int, cand func(i int) (tree.State, plan), rest func() plan) {
	if !yield(units(n, false)) {
		return
	}
	for i := range n {
		s, then := cand(i)
		if !yield(item{state: s, then: then}) {
			return
		}
	}
	yield(item{rest: rest()})
}

// done is the plan of a reduction that has ended.
func done(func(item) bool) {}

// walk runs the reduction that plan p describes: it tests the candidates
// of each batch in order (first, in parallel with Options.Jobs above 1)
// and goes on with the plan that follows the first interesting one, or,
// if none is, with the rest.
func (r *runner) walk(ctx context.Context, p plan) error {
	defer r.endStep()
	// Invariant: r.best is the last state found interesting, and p is the plan of the reduction from it.
	for p != nil {
		var b batch
		for it := range p {
			switch {
			case it.mark != nil:
				if len(b.cands) > 0 {
					panic("reduce: a plan yields a mark after candidates")
				}
				r.mark(it.mark)
			case it.rest != nil:
				b.ahead = it.rest
			case it.end:
				panic("reduce: the end of a phase's run outside tally")
			default:
				b.cands = append(b.cands, it.state)
				b.thens = append(b.thens, it.then)
			}
		}
		found, err := r.firstUntried(ctx, b)
		if err != nil {
			return err
		}
		p = b.ahead
		if found >= 0 {
			p = b.thens[found]
		}
	}
	return nil
}

// firstUntried is first without the candidates that the running ddmin
// tried in an earlier round before that round's winner (runner.tried):
// they were not interesting, so they are answered before their text is
// made, and counted as cache hits, all of them, those after this batch's
// winner included.
func (r *runner) firstUntried(ctx context.Context, b batch) (int, error) {
	if r.tried == nil || r.opts.NoCache {
		return r.first(ctx, b)
	}
	var index []int
	var keys [][sha256.Size]byte
	untried := batch{ahead: b.ahead}
	for i, s := range b.cands {
		key := s.Key()
		if r.tried[key] {
			r.stats.CacheHits++
			continue
		}
		untried.cands = append(untried.cands, s)
		untried.thens = append(untried.thens, b.thens[i])
		index = append(index, i)
		keys = append(keys, key)
	}
	found, err := r.first(ctx, untried)
	if err != nil {
		return -1, err
	}
	tried := keys
	if found >= 0 {
		tried = keys[:found]
	}
	for _, key := range tried {
		r.tried[key] = true
	}
	if found < 0 {
		return -1, nil
	}
	return index[found], nil
}

// candidates returns the candidates of plan p, batch after batch, for as
// long as none is interesting, each with the plan that follows it: what
// the parallel runner speculates on.
func candidates(p plan) iter.Seq2[tree.State, plan] {
	return func(yield func(tree.State, plan) bool) {
		for p != nil {
			var rest plan
			for it := range p {
				switch {
				case it.rest != nil:
					rest = it.rest
				case it.mark == nil:
					if !yield(it.state, it.then) {
						return
					}
				}
			}
			p = rest
		}
	}
}

// batch is what first tests: candidates, the plans that follow the success
// of each (thens[i], nil for none), and the plan that follows if none is
// interesting (ahead, nil for none).
type batch struct {
	cands []tree.State
	thens []plan
	ahead plan
}

// all returns the candidates of batch b, then those that follow it.
func (b batch) all() iter.Seq2[tree.State, plan] {
	return func(yield func(tree.State, plan) bool) {
		for i, s := range b.cands {
			if !yield(s, b.thens[i]) {
				return
			}
		}
		for s, then := range candidates(b.ahead) {
			if !yield(s, then) {
				return
			}
		}
	}
}
