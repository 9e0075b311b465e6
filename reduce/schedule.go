package reduce

import (
	"cmp"
	"crypto/sha256"
	"slices"

	"github.com/hddmin/hddmin/tree"
)

// The adaptive schedule (Options.Adaptive): the phases run in cycles,
// each to its fixpoint, in an order and as often as what they yield on
// this input says, until none can change the result.
//
//   - The first cycle runs every phase once, in the order of the set
//     (DefaultPhases: the cheap and coarse first, the phases that cost a
//     test per token last, when the text is small).
//   - A phase whose cost grows with the printed tokens (Cost CostToken)
//     waits while the candidates it would offer (its row's estimate)
//     outnumber the candidates offered so far and tokenFloor: it runs
//     once the others have made the text small, or not at all on a text
//     that stays large, so that it can at most double the tests.
//   - A phase whose pass costs a few tests whatever the size (CostOnce:
//     space) runs again at once, before the next phase of the cycle,
//     whenever the text is at most half as long as when its last run
//     ended: what pruning leaves of a large text is spaced before the
//     phases that cost a test per node run on it (else the final round
//     spaces it and runs them all again).
//   - Each later cycle runs the phases that removed bytes in their last
//     run, the most bytes per candidate first, each only if the state
//     changed since its last run (else its candidates are known already).
//     A phase that removed nothing is demoted: it is left out of these
//     cycles.
//   - When a cycle leaves the text as long as it was, a final round
//     gives every phase of the set one more run from the state it is in,
//     in the order of the set: those demoted early too (a phase that
//     found nothing on the whole text may find something on the small
//     one: space, where one gap mattered, or hoisting, once a piece that
//     stood in the way went), and those that wait for the text to be
//     small, if they may run (their estimate within the candidates
//     offered so far: a phase that costs a test per token never more
//     than doubles the tests, so on a result that stays large it may
//     not run, the one exception). A phase whose last run ended in the
//     state is not due: it is at its fixpoint there. If the round removes
//     bytes, the cycles go on; if it changes the state and not its size,
//     another final round follows (at most maxIdle of those in a row).
//     The reduction ends after a final round that changes nothing: the
//     result is a fixpoint of every phase of the set (that may run).
//
// What a phase yields is counted in candidates offered, not in tests run:
// the plans cannot see the cache (see planner), and a candidate answered
// from it costs nothing but is counted. The counts are a function of the
// states the reduction went through, so the schedule is the same for any
// number of jobs.

// maxIdle is the most final rounds in a row that may change the state
// without making the text smaller: every phase goes one way (more nodes
// removed, shorter texts), but a change of the same size (a literal
// printed as another of its length) could otherwise let two phases take
// turns for long.
const maxIdle = 4

// tokenFloor is the number of candidates a CostToken phase may offer
// before any other phase has offered as many.
const tokenFloor = 256

// DefaultPhases are the phases of the adaptive schedule when
// Options.Phases is nil, in the order of its first cycle: Chain, Space,
// CoarsePrune, Prune, Hoist, Substitute, Unwrap, Alternative, Pair,
// Literal, Rename, Window. The rows of phaseTable say which and in what
// order (their first); Shrink, which tries the candidates of Hoist in
// another order, and Choices, research, are left out.
var DefaultPhases = defaultPhases()

// A phaseLog is what the schedule knows of one phase on this input.
type phaseLog struct {
	runs  int               // runs so far
	total int               // the bytes its runs removed
	paid  int               // the bytes its last run removed
	cost  int               // the candidates its last run offered
	size  int               // the size of the text when its last run ended
	after [sha256.Size]byte // the key of the state its last run ended in
}

// cycle kinds
const (
	firstCycle = iota
	paidCycle
	lastCycle
)

// A schedule is where the adaptive schedule is: a value, never modified
// (the plans that hold it may be iterated again).
type schedule struct {
	set     []Phase
	logs    []phaseLog        // by index into set
	offered int               // the candidates offered so far
	queue   []int             // the phases of the cycle still to run, by index into set
	kind    int               // the kind of the cycle
	size    int               // the size of the text when the cycle began
	key     [sha256.Size]byte // the key of the state when the cycle began
	idle    int               // the final rounds in a row that left the size as it was
}

// adaptive is the plan of the adaptive schedule of the phases set, from
// state s.
func (pl *planner) adaptive(set []Phase, s tree.State) plan {
	sc := schedule{set: set, logs: make([]phaseLog, len(set)), kind: firstCycle, size: pl.size(s)}
	for i := range set {
		sc.queue = append(sc.queue, i)
	}
	return pl.cycles(sc, s)
}

// cycles is the plan of the schedule from sc, in state s: the next phase
// due, then the schedule after it.
func (pl *planner) cycles(sc schedule, s tree.State) plan {
	i, sc, ok := pl.next(sc, s)
	if !ok {
		return done
	}
	before := pl.size(s)
	return tally(pl.passes(sc.set[i], 1, s, finish), sc.offered, func(t tree.State, offered int) plan {
		logs := slices.Clone(sc.logs)
		paid := before - pl.size(t)
		logs[i] = phaseLog{runs: logs[i].runs + 1, total: logs[i].total + paid, paid: paid, cost: offered - sc.offered, size: pl.size(t), after: t.Key()}
		next := sc
		next.logs, next.offered = logs, offered
		return pl.cycles(next, t)
	})
}

// next returns the phase to run next from state s, by index into sc.set,
// and the schedule as it is when that phase starts; ok is false when the
// reduction is over: a final round changed nothing.
func (pl *planner) next(sc schedule, s tree.State) (int, schedule, bool) {
	key := s.Key()
	if i, ok := pl.halved(sc, s, key); ok {
		return i, sc, true
	}
	for {
		for len(sc.queue) > 0 {
			i := sc.queue[0]
			sc.queue = sc.queue[1:]
			if pl.due(sc, i, s, key) {
				return i, sc, true
			}
		}
		size := pl.size(s)
		switch {
		case size < sc.size:
			sc.kind, sc.idle = paidCycle, 0
			sc.queue = paying(sc)
		case sc.kind != lastCycle || sc.key != key && sc.idle < maxIdle:
			if sc.kind == lastCycle {
				sc.idle++
			}
			sc.kind = lastCycle
			sc.queue = nil
			for i := range sc.set {
				sc.queue = append(sc.queue, i)
			}
		default:
			return 0, sc, false
		}
		sc.size, sc.key = size, key
	}
}

// halved returns a phase of sc whose pass costs a few tests whatever the
// size (CostOnce: space) that is to run again at once in state s, whose
// key is key: the text is at most half as long as when its last run
// ended. What pruning leaves of a large text is spaced before the phases
// that cost a test per node run on it, not after them in the final
// round, which would run them all again on the spaced text.
func (pl *planner) halved(sc schedule, s tree.State, key [sha256.Size]byte) (int, bool) {
	size := pl.size(s)
	for i, l := range sc.logs {
		if pl.phases[sc.set[i]].cost == CostOnce && l.runs > 0 && 2*size <= l.size && l.after != key {
			return i, true
		}
	}
	return 0, false
}

// paying returns the phases of sc that removed bytes in their last run,
// the most bytes per candidate first.
func paying(sc schedule) []int {
	var out []int
	for i, l := range sc.logs {
		if l.paid > 0 {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		la, lb := sc.logs[a], sc.logs[b]
		return cmp.Compare(lb.paid*max(la.cost, 1), la.paid*max(lb.cost, 1))
	})
	return out
}

// due reports whether phase i of sc is to run in state s, whose key is
// key: it did not end its last run in s, and, if its cost grows with the
// tokens, the candidates it would offer are not more than those offered so
// far.
func (pl *planner) due(sc schedule, i int, s tree.State, key [sha256.Size]byte) bool {
	l := sc.logs[i]
	if l.runs > 0 && l.after == key {
		return false
	}
	row := pl.phases[sc.set[i]]
	if row.estimate != nil && row.estimate(pl, s) > max(tokenFloor, sc.offered) {
		return false
	}
	return true
}

// size returns the size of the text of state s.
func (pl *planner) size(s tree.State) int {
	key := s.Key()
	if n, ok := pl.memo.sizes[key]; ok {
		return n
	}
	if pl.memo.sizes == nil {
		pl.memo.sizes = map[[sha256.Size]byte]int{}
	}
	n := len(pl.tree.Unparse(s))
	pl.memo.sizes[key] = n
	return n
}

// finish is the plan that ends a run of a phase in state t, for tally.
func finish(t tree.State) plan {
	return func(yield func(item) bool) { yield(item{state: t, end: true}) }
}

// tally is plan p, a run of a phase that ends with finish, with its
// candidates counted: offered were before p. Where p ends, in state t, it
// goes on with cont(t, the candidates offered by then). Along the
// candidates that a run commits to, it counts those before each and the
// winner; along the rest of a batch, all of the batch.
func tally(p plan, offered int, cont func(t tree.State, offered int) plan) plan {
	if p == nil {
		return nil
	}
	return func(yield func(item) bool) {
		k := offered
		for it := range p {
			switch {
			case it.end:
				cont(it.state, k)(yield)
				return
			case it.rest != nil:
				yield(item{rest: tally(it.rest, k, cont)})
				return
			case it.mark != nil:
				if !yield(it) {
					return
				}
			default:
				k++
				if !yield(item{state: it.state, then: tally(it.then, k, cont)}) {
					return
				}
			}
		}
	}
}
