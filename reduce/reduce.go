package reduce

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
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
	Prune       Phase = iota // HDD (or HDDr): ddmin over the nodes of each level; removed nodes print their replacement
	CoarsePrune              // Coarse HDD: as Prune, over the nodes whose removal prints nothing only
	Hoist                    // replace a node by a descendant of the same rule, nearest first
	Space                    // print the text between tokens as compactly as the test allows
)

var phaseNames = [...]string{"prune", "coarse-prune", "hoist", "space"}

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

// Options configure a reduction. The zero value is HDD* with classic ddmin,
// no budgets.
type Options struct {
	// Phases run in order; nil means DefaultPhases.
	Phases []Phase
	// Algorithm walks the tree in the prune phases; HDDrOrder is the
	// traversal of HDDr.
	Algorithm Algorithm
	HDDrOrder Traversal
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

// DefaultPhases are the phases of a reduction when Options.Phases is nil.
var DefaultPhases = []Phase{Prune}

// run runs the phases.
func (r *runner) run(ctx context.Context) error {
	phases := r.opts.Phases
	if len(phases) == 0 {
		phases = DefaultPhases
	}
	for _, p := range phases {
		for pass := 1; ; pass++ {
			var changed bool
			var err error
			switch {
			case p == Hoist:
				changed, err = r.hoist(ctx, pass)
			case p == Space:
				changed, err = r.space(ctx)
			case r.opts.Algorithm == HDDr:
				changed, err = r.hddr(ctx, p == CoarsePrune, pass)
			default:
				changed, err = r.hdd(ctx, p == CoarsePrune, pass)
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
func (r *runner) hdd(ctx context.Context, coarse bool, pass int) (changed bool, err error) {
	for level := 0; ; level++ {
		nodes, more := r.tree.Level(r.best, level)
		if !more {
			return changed, nil
		}
		removed, err := r.prune(ctx, nodes, coarse)
		changed = changed || removed
		r.logf("%s pass %d level %d: %d nodes, %d bytes, %d tests", phaseName(coarse), pass, level, len(nodes), len(r.output), r.stats.Tests)
		if err != nil {
			return changed, err
		}
	}
}

// hddr runs one pass of HDDr: from the root, in the order of
// Options.HDDrOrder, ddmin over the kept children of each kept node.
func (r *runner) hddr(ctx context.Context, coarse bool, pass int) (changed bool, err error) {
	// The root is a child too, of nothing.
	if root := r.tree.Resolve(r.best, r.tree.Root); !r.best.Removed(root.ID) && !root.Is(tree.Fixed) {
		if changed, err = r.prune(ctx, []*tree.Node{root}, coarse); err != nil {
			return changed, err
		}
	}
	todo := []*tree.Node{r.tree.Root}
	visited := 0
	for len(todo) > 0 {
		var n *tree.Node
		if r.opts.HDDrOrder == DFS {
			n, todo = todo[len(todo)-1], todo[:len(todo)-1]
		} else {
			n, todo = todo[0], todo[1:]
		}
		if n = r.tree.Resolve(r.best, n); r.best.Removed(n.ID) || n.Kind == tree.Token {
			continue
		}
		visited++
		var units []*tree.Node
		for _, c := range r.tree.Children(r.best, n) {
			if !r.best.Removed(c.ID) && !c.Is(tree.Fixed) {
				units = append(units, c)
			}
		}
		removed, err := r.prune(ctx, units, coarse)
		changed = changed || removed
		if err != nil {
			return changed, err
		}
		kids := r.tree.Children(r.best, n)
		if r.opts.HDDrOrder == DFS {
			for i := len(kids) - 1; i >= 0; i-- {
				todo = append(todo, kids[i])
			}
		} else {
			todo = append(todo, kids...)
		}
	}
	r.logf("%s (hddr %s) pass %d: %d nodes visited, %d bytes, %d tests", phaseName(coarse), r.opts.HDDrOrder, pass, visited, len(r.output), r.stats.Tests)
	return changed, nil
}

func phaseName(coarse bool) Phase {
	if coarse {
		return CoarsePrune
	}
	return Prune
}

// prune runs ddmin over nodes (only those whose removal prints nothing, if
// coarse): the ones it does not keep are removed. It reports whether any
// was.
func (r *runner) prune(ctx context.Context, nodes []*tree.Node, coarse bool) (bool, error) {
	if coarse {
		nodes = emptyReplacement(nodes)
	}
	if len(nodes) == 0 {
		return false, nil
	}
	base := r.best
	// ddmin offers the same configuration again in later rounds; those it
	// offered before were not interesting (or it would have taken them), so
	// they are answered here, before their text is even made.
	failed := map[[sha256.Size]byte]bool{}
	configs := func(ctx context.Context, configs [][]int) (int, error) {
		var cands []tree.State
		var index []int
		for i, keep := range configs {
			key := configKey(keep)
			if failed[key] {
				r.stats.CacheHits++
				continue
			}
			failed[key] = true
			cands = append(cands, base.WithRemoved(removedIDs(nodes, keep)...))
			index = append(index, i)
		}
		found, err := r.first(ctx, cands)
		if found < 0 {
			return found, err
		}
		return index[found], err
	}
	keep, err := DDMin(ctx, len(nodes), configs, r.opts.DD)
	return len(keep) < len(nodes), err
}

// configKey identifies a configuration of ddmin.
func configKey(keep []int) [sha256.Size]byte {
	buf := make([]byte, 0, 4*len(keep))
	for _, k := range keep {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(k))
	}
	return sha256.Sum256(buf)
}

// hoist runs one pass of hoisting: top-down, each kept rule node is
// replaced by a visible descendant of the same rule, the nearest first, one
// test per try, for as long as one is interesting.
func (r *runner) hoist(ctx context.Context, pass int) (changed bool, err error) {
	todo := []*tree.Node{r.tree.Root}
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for {
			cur := r.tree.Resolve(r.best, n)
			if r.best.Removed(cur.ID) {
				break
			}
			cands := r.hoistCandidates(cur)
			if len(cands) == 0 {
				break
			}
			states := make([]tree.State, len(cands))
			for i, d := range cands {
				states[i] = r.best.WithHoisted(n.ID, d.ID)
			}
			found, err := r.first(ctx, states)
			if err != nil {
				return changed, err
			}
			if found < 0 {
				break
			}
			changed = true
		}
		cur := r.tree.Resolve(r.best, n)
		if r.best.Removed(cur.ID) {
			continue
		}
		kids := cur.Children
		for i := len(kids) - 1; i >= 0; i-- {
			todo = append(todo, kids[i])
		}
	}
	r.logf("hoist pass %d: %d bytes, %d tests", pass, len(r.output), r.stats.Tests)
	return changed, nil
}

// hoistCandidates returns the descendants of rule node n that could stand
// in its place: of the same rule, printed in the current best state, nearer
// ones first.
func (r *runner) hoistCandidates(n *tree.Node) []*tree.Node {
	if n.Kind != tree.Rule || n.Is(tree.Fixed) {
		return nil
	}
	var out []*tree.Node
	level := r.tree.Children(r.best, n)
	for len(level) > 0 {
		var next []*tree.Node
		for _, c := range level {
			if r.best.Removed(c.ID) {
				continue
			}
			if c.Kind == tree.Rule && c.Type == n.Type {
				out = append(out, c)
			}
			next = append(next, r.tree.Children(r.best, c)...)
		}
		level = next
	}
	return out
}

// space tries to print the text between tokens more compactly: none at
// all (but where tokens would run together), then line breaks only.
func (r *runner) space(ctx context.Context) (bool, error) {
	var cands []tree.State
	for _, sp := range []tree.Space{tree.SpaceNone, tree.SpaceLines} {
		if sp > r.best.Space {
			s := r.best
			s.Space = sp
			cands = append(cands, s)
		}
	}
	if len(cands) == 0 {
		return false, nil
	}
	found, err := r.first(ctx, cands)
	r.logf("space: %s, %d bytes, %d tests", r.best.Space, len(r.output), r.stats.Tests)
	return found >= 0, err
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
