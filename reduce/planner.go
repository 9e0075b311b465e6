package reduce

import (
	"crypto/sha256"

	"github.com/hddmin/hddmin/tree"
)

// A planner makes the plans of a reduction. It sees the tree, the options
// that shape the plans and its memo, and nothing else: no cache, no
// statistics, no test. So a plan cannot depend on what was tested, only on
// the states it is given, and the parallel runner may iterate any plan
// ahead of time and again: it yields the same.
type planner struct {
	tree   *tree.Tree
	phases *[numPhases]phaseRow // phaseTable; tests script phases of their own
	opts   planOptions
	memo   memo
}

// planOptions are the options that shape the plans.
type planOptions struct {
	algorithm  Algorithm
	hddrOrder  Traversal
	noFixpoint bool
	dd         DDOptions
	choices    ChoiceReader
}

func newPlanner(t *tree.Tree, o *Options) *planner {
	return &planner{tree: t, phases: &phaseTable, opts: planOptions{algorithm: o.Algorithm, hddrOrder: o.HDDrOrder, noFixpoint: o.NoFixpoint, dd: o.DD, choices: o.Choices}}
}

// reduction is the plan of the whole reduction opts describes, from
// state s.
func (pl *planner) reduction(opts *Options, s tree.State) plan {
	switch {
	case opts.Adaptive && opts.Phases == nil:
		return pl.adaptive(DefaultPhases, s)
	case opts.Adaptive:
		return pl.adaptive(opts.Phases, s)
	case opts.Phases == nil:
		return pl.sequence([]Phase{Prune}, s)
	}
	return pl.sequence(opts.Phases, s)
}

// sequence is the plan of the phases, in order, from state s: each runs
// pass after pass to its fixpoint.
func (pl *planner) sequence(phases []Phase, s tree.State) plan {
	if len(phases) == 0 {
		return done
	}
	return pl.passes(phases[0], 1, s, func(t tree.State) plan { return pl.sequence(phases[1:], t) })
}

// passes is the plan of phase p from pass on, in state s: a pass, then,
// if it changed the state and phases run to their fixpoint, the next
// pass, else end's plan in the state the phase ended in.
//
// Invariant: every pass starts from the state the pass before it ended in.
func (pl *planner) passes(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	key := s.Key()
	return pl.phases[p].sweep(pl, p, pass, s, func(t tree.State) plan {
		if !pl.opts.noFixpoint && t.Key() != key {
			return pl.passes(p, pass+1, t, end)
		}
		return end(t)
	})
}

// memo keeps what the rewrite phases compute about a state, for
// the plans that are iterated again (the parallel runner speculates on
// them), and the outcome of the parse check of every text.
type memo struct {
	parsed  map[[sha256.Size]byte]bool
	relexed map[relexKey]bool // the answers of Tree.Relex (rewrite_tokens.go)
	view    *view
	sizes   map[[sha256.Size]byte]int        // the size of the text of states, by key (schedule.go)
	choices map[[sha256.Size]byte]*choiceSeq // the choice sequences of texts, by their SHA-256 (choices.go)
	wraps   map[int32]*wraps                 // the wraps of rules (rewrite_alt.go)
	// identTypes are the token types of the tree's identifiers
	// (rewrite_tokens.go).
	identTypes []int
}
