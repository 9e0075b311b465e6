package reduce

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hddmin/hddmin/tree"
)

// Phase is one step of a reduction, run to its own fixpoint unless
// Options.NoFixpoint.
type Phase uint8

const (
	Prune       Phase = iota // HDD: ddmin over each level, removed nodes print their replacement
	CoarsePrune              // Coarse HDD: as Prune, over the nodes whose replacement is empty only
)

var phaseNames = [...]string{"prune", "coarse-prune"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", p)
}

// ParsePhases parses a comma-separated list of phase names.
func ParsePhases(s string) ([]Phase, error) {
	var out []Phase
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		found := false
		for p, n := range phaseNames {
			if strings.EqualFold(name, n) {
				out, found = append(out, Phase(p)), true
			}
		}
		if !found {
			return nil, fmt.Errorf("unknown phase %q (want %s)", name, strings.Join(phaseNames[:], ", "))
		}
	}
	return out, nil
}

// Options configure a reduction. The zero value is HDD* with classic ddmin,
// no budgets.
type Options struct {
	// Phases run in order; nil means Prune alone.
	Phases []Phase
	// NoFixpoint runs each phase once (HDD) instead of to its fixpoint (HDD*).
	NoFixpoint bool
	// DD are the options of ddmin.
	DD DDOptions
	// MaxTests and MaxTime stop the reduction, with the best result so far,
	// after that many tests or that much time; 0 is no limit.
	MaxTests int
	MaxTime  time.Duration
	// OnImprove, if set, is called with the text of each new best result.
	OnImprove func(output []byte)
	// Log, if set, receives a line of progress at each level.
	Log func(format string, args ...any)
}

// Validate checks the options.
func (o *Options) Validate() error {
	if o.MaxTests < 0 || o.MaxTime < 0 {
		return fmt.Errorf("budgets must not be negative")
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
	orig := t.Unparse(tree.State{})
	r.stats.BytesBefore = len(orig)
	o, err := r.check(ctx, orig)
	if err != nil {
		return nil, fmt.Errorf("test of the input: %w", err)
	}
	if o != Interesting {
		return nil, fmt.Errorf("%w (the test says: %s)", ErrNotInteresting, o)
	}
	r.best, r.output = tree.State{}, orig

	err = r.run(ctx)
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

// run runs the phases.
func (r *runner) run(ctx context.Context) error {
	phases := r.opts.Phases
	if len(phases) == 0 {
		phases = []Phase{Prune}
	}
	for _, p := range phases {
		for pass := 1; ; pass++ {
			var changed bool
			var err error
			switch p {
			case Prune, CoarsePrune:
				changed, err = r.hdd(ctx, p, pass)
			default:
				return fmt.Errorf("reduce: unknown phase %v", p)
			}
			if err != nil {
				return err
			}
			if !changed || r.opts.NoFixpoint {
				break
			}
		}
	}
	return nil
}

// hdd runs one pass of HDD (or Coarse HDD) over the levels of the tree and
// reports whether it removed anything.
func (r *runner) hdd(ctx context.Context, p Phase, pass int) (changed bool, err error) {
	for level := 0; ; level++ {
		nodes, more := r.tree.Level(r.best, level)
		if !more {
			return changed, nil
		}
		if p == CoarsePrune {
			nodes = emptyReplacement(nodes)
		}
		if len(nodes) == 0 {
			continue
		}
		base := r.best
		configs := func(ctx context.Context, configs [][]int) (int, error) {
			cands := make([]tree.State, len(configs))
			for i, keep := range configs {
				cands[i] = base.WithRemoved(removedIDs(nodes, keep)...)
			}
			return r.first(ctx, cands)
		}
		keep, err := DDMin(ctx, len(nodes), configs, r.opts.DD)
		if len(keep) < len(nodes) {
			changed = true
		}
		r.logf("%s pass %d level %d: %d of %d nodes kept, %d bytes, %d tests",
			p, pass, level, len(keep), len(nodes), len(r.output), r.stats.Tests)
		if err != nil {
			return changed, err
		}
	}
}

// emptyReplacement returns the nodes whose removal prints nothing: those
// with the empty replacement, and list members.
func emptyReplacement(nodes []*tree.Node) []*tree.Node {
	var out []*tree.Node
	for _, n := range nodes {
		if n.Repl == "" || n.Group != 0 {
			out = append(out, n)
		}
	}
	return out
}

// removedIDs returns the IDs of the nodes not in keep (a sorted list of
// indices into nodes).
func removedIDs(nodes []*tree.Node, keep []int) []int {
	ids := make([]int, 0, len(nodes)-len(keep))
	k := 0
	for i, n := range nodes {
		if k < len(keep) && keep[k] == i {
			k++
			continue
		}
		ids = append(ids, n.ID)
	}
	return ids
}

func (r *runner) logf(format string, args ...any) {
	if r.opts.Log != nil {
		r.opts.Log(format, args...)
	}
}
