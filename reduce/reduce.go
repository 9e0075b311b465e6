package reduce

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
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

// Options configure a reduction. The zero value is HDD* with classic ddmin
// (but see DDOptions.Restart) and no budgets; Recommended returns the
// options the hddmin command starts from.
type Options struct {
	// Phases run in order; nil means Prune alone: HDD*.
	Phases []Phase
	// Algorithm walks the tree in the prune phases; HDDrOrder is the
	// traversal of HDDr.
	Algorithm Algorithm
	HDDrOrder Traversal
	// NoFixpoint runs each phase once (HDD) instead of to its fixpoint (HDD*).
	NoFixpoint bool
	// DD are the options of ddmin.
	DD DDOptions
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
	r.best, r.output = tree.State{}, orig

	err = r.run(tctx)
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

// Recommended returns the options that did best on the cases of
// ../shared/bench (docs/variants.md): the phases coarse-prune, prune, hoist
// and space, and ddmin without subsets. Coarse HDD* first removes the
// large pieces whose removal prints nothing, for few tests; HDD* then
// replaces what is left by minimal text; hoisting unwraps what HDD
// cannot remove (a crash inside a function inside a call); space squeezes
// the whitespace and comments that the tree keeps between tokens. Subsets
// almost never succeed on structured input: skipping them saved 25 to 45%
// of the tests, with the same results.
func Recommended() Options {
	return Options{
		Phases: []Phase{CoarsePrune, Prune, Hoist, Space},
		DD:     DDOptions{SubsetOrder: Skip},
	}
}

// run runs the phases.
func (r *runner) run(ctx context.Context) error {
	phases := r.opts.Phases
	if len(phases) == 0 {
		phases = []Phase{Prune}
	}
	for i, p := range phases {
		r.phaseEnd = func(s tree.State) plan { return r.phasesFrom(phases[i+1:], s) }
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

// phasesFrom is the plan of the phases from state s, as far as it is
// known: up to a prune phase of HDDr, which is not planned.
func (r *runner) phasesFrom(phases []Phase, s tree.State) plan {
	if len(phases) == 0 {
		return noCandidates
	}
	end := func(s tree.State) plan { return r.phasesFrom(phases[1:], s) }
	switch {
	case phases[0] == Hoist:
		return r.hoistPlan(s, s, []*tree.Node{r.tree.Root}, nil, end)
	case phases[0] == Space:
		return r.spacePlan(s, end)
	case r.opts.Algorithm == HDD:
		return r.levelsAfter(-1, phases[0] == CoarsePrune, s, s, end)
	}
	return noCandidates // HDDr: not planned
}

// noCandidates is the plan of a reduction that has ended.
func noCandidates(func(tree.State, func() plan) bool) {}

// hdd runs one pass of HDD (or Coarse HDD) over the levels of the tree and
// reports whether it removed anything.
func (r *runner) hdd(ctx context.Context, coarse bool, pass int) (changed bool, err error) {
	start := r.best
	for level := 0; ; level++ {
		nodes, more := r.tree.Level(r.best, level)
		if !more {
			return changed, nil
		}
		if coarse {
			nodes = emptyReplacement(nodes)
		}
		if len(nodes) == 0 {
			continue // nothing to try: no step to report
		}
		r.beginStep(phaseName(coarse), pass, level)
		r.after = func(s tree.State) plan { return r.levelsAfter(level, coarse, start, s, r.phaseEnd) }
		removed, units, err := r.prune(ctx, nodes, coarse)
		r.after = nil
		changed = changed || removed
		r.endStep(units)
		if err != nil {
			return changed, err
		}
	}
}

// hddr runs one pass of HDDr: from the root, in the order of
// Options.HDDrOrder, ddmin over the kept children of each kept node.
func (r *runner) hddr(ctx context.Context, coarse bool, pass int) (changed bool, err error) {
	r.beginStep(phaseName(coarse), pass, -1)
	units := 0
	defer func() { r.endStep(units) }()
	// The root is a child too, of nothing.
	if root := r.tree.Resolve(r.best, r.tree.Root); !r.best.Removed(root.ID) && !root.Is(tree.Fixed) {
		var n int
		changed, n, err = r.prune(ctx, []*tree.Node{root}, coarse)
		units += n
		if err != nil {
			return changed, err
		}
	}
	todo := []*tree.Node{r.tree.Root}
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
		var kept []*tree.Node
		for _, c := range r.tree.Children(r.best, n) {
			if !r.best.Removed(c.ID) && !c.Is(tree.Fixed) {
				kept = append(kept, c)
			}
		}
		removed, k, err := r.prune(ctx, kept, coarse)
		units += k
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
// was, and how many nodes ddmin had.
func (r *runner) prune(ctx context.Context, nodes []*tree.Node, coarse bool) (bool, int, error) {
	if coarse {
		nodes = emptyReplacement(nodes)
	}
	if len(nodes) == 0 {
		return false, 0, nil
	}
	base := r.best
	// ddmin offers the same configuration again in later rounds; those
	// tested before were not interesting (or it would have taken them), so
	// they are answered here, before their text is even made. (Those after
	// the winner of a round were not tested: they are offered again.)
	failed := map[[sha256.Size]byte]bool{}
	state := func(keep []int) tree.State { return base.WithRemoved(removedIDs(nodes, keep)...) }
	configs := func(ctx context.Context, round ddRound) (int, error) {
		var b batch
		var index []int
		var keys [][sha256.Size]byte
		for i, keep := range round.configs {
			key := configKey(keep)
			if failed[key] {
				r.stats.CacheHits++
				continue
			}
			b.cands = append(b.cands, state(keep))
			index = append(index, i)
			keys = append(keys, key)
		}
		b.ahead = r.levelPlan(base, nodes, round.ahead, failed, r.best, r.after)
		if round.then != nil {
			b.then = func(i int) plan { return r.levelPlan(base, nodes, round.then(index[i]), failed, b.cands[i], r.after) }
		}
		found, err := r.first(ctx, b)
		if err != nil {
			return -1, err
		}
		tried := keys
		if found >= 0 {
			tried = keys[:found]
		}
		for _, key := range tried {
			failed[key] = true
		}
		if found < 0 {
			return found, nil
		}
		return index[found], nil
	}
	keep, err := ddmin(ctx, len(nodes), configs, r.opts.DD)
	return len(keep) < len(nodes), len(nodes), err
}

// levelsAfter is the plan of HDD after level, from state base, in a pass
// that started from state start: the next levels, the next pass if this
// one removed anything, else phaseEnd's plan. Parallel runs test ahead
// from it.
func (r *runner) levelsAfter(level int, coarse bool, start, base tree.State, phaseEnd func(tree.State) plan) plan {
	return func(yield func(tree.State, func() plan) bool) {
		for l := level + 1; ; l++ {
			nodes, more := r.tree.Level(base, l)
			if !more {
				break
			}
			if coarse {
				nodes = emptyReplacement(nodes)
			}
			if len(nodes) == 0 {
				continue
			}
			after := func(s tree.State) plan { return r.levelsAfter(l, coarse, start, s, phaseEnd) }
			r.levelPlan(base, nodes, allRounds(len(nodes), r.opts.DD), nil, base, after)(yield)
			return
		}
		if base.Count() > start.Count() && !r.opts.NoFixpoint {
			r.levelsAfter(-1, coarse, base, base, phaseEnd)(yield)
		} else {
			phaseEnd(base)(yield)
		}
	}
}

// levelPlan turns a plan of ddmin over nodes into one of candidates, from
// state base, without the configurations in failed; end is the state
// ddmin ends with if none is interesting, and after (if not nil) says what
// follows the end of ddmin in a state.
func (r *runner) levelPlan(base tree.State, nodes []*tree.Node, configs configPlan, failed map[[sha256.Size]byte]bool, end tree.State, after func(tree.State) plan) plan {
	return func(yield func(tree.State, func() plan) bool) {
		if configs == nil {
			configs = noPlan
		}
		for keep, then := range configs {
			if failed[configKey(keep)] {
				continue
			}
			s := base.WithRemoved(removedIDs(nodes, keep)...)
			var next func() plan
			switch {
			case then != nil:
				next = func() plan { return r.levelPlan(base, nodes, then(), failed, s, after) }
			case after != nil:
				next = func() plan { return after(s) }
			}
			if !yield(s, next) {
				return
			}
		}
		if after != nil {
			after(end)(yield)
		}
	}
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
	r.beginStep(Hoist, pass, -1)
	tries := 0
	defer func() { r.endStep(tries) }()
	start := r.best
	todo, retry := []*tree.Node{r.tree.Root}, (*tree.Node)(nil)
	for {
		n, cands, during, after, ok := r.hoistNext(r.best, todo, retry)
		if !ok {
			return changed, nil
		}
		tries += len(cands)
		b := batch{cands: cands,
			ahead: r.hoistPlan(start, r.best, after, nil, r.phaseEnd),
			then:  func(i int) plan { return r.hoistPlan(start, cands[i], during, n, r.phaseEnd) }}
		found, err := r.first(ctx, b)
		if err != nil {
			return changed, err
		}
		if found < 0 {
			todo, retry = after, nil
			continue
		}
		changed = true
		todo, retry = during, n
	}
}

// hoistNext returns what hoisting tries next from state s, with the work
// list todo (a stack, which it does not modify) and the node to try again
// (or nil): the node, its candidates, the work list while it is tried, and
// the work list after it if none of its candidates is interesting; ok is
// false at the end of the pass.
func (r *runner) hoistNext(s tree.State, todo []*tree.Node, retry *tree.Node) (n *tree.Node, cands []tree.State, during, after []*tree.Node, ok bool) {
	owned := false
	for {
		n, retry = retry, nil
		if n == nil {
			if len(todo) == 0 {
				return nil, nil, nil, nil, false
			}
			n, todo = todo[len(todo)-1], todo[:len(todo)-1]
		}
		cur := r.tree.Resolve(s, n)
		if s.Removed(cur.ID) {
			continue
		}
		for _, d := range r.hoistCandidates(s, cur) {
			cands = append(cands, s.WithHoisted(n.ID, d.ID))
		}
		if len(cands) > 0 {
			return n, cands, todo, pushChildren(slices.Clone(todo), cur), true
		}
		if !owned {
			// todo may be shared with plans: push onto a copy of it.
			todo, owned = slices.Clone(todo), true
		}
		todo = pushChildren(todo, cur)
	}
}

// pushChildren pushes the children of n onto the stack todo, the first on
// top.
func pushChildren(todo []*tree.Node, n *tree.Node) []*tree.Node {
	for i := len(n.Children) - 1; i >= 0; i-- {
		todo = append(todo, n.Children[i])
	}
	return todo
}

// hoistPlan is the plan of hoisting from state s on, in a pass that
// started from state start (see hoistNext for todo and retry): the rest of
// the pass, the next pass if this one hoisted anything, else end's plan.
func (r *runner) hoistPlan(start, s tree.State, todo []*tree.Node, retry *tree.Node, end func(tree.State) plan) plan {
	return func(yield func(tree.State, func() plan) bool) {
		for {
			n, cands, during, after, ok := r.hoistNext(s, todo, retry)
			if !ok {
				break
			}
			for _, c := range cands {
				if !yield(c, func() plan { return r.hoistPlan(start, c, during, n, end) }) {
					return
				}
			}
			todo, retry = after, nil
		}
		if !s.SameShape(start) && !r.opts.NoFixpoint {
			r.hoistPlan(s, s, []*tree.Node{r.tree.Root}, nil, end)(yield)
		} else {
			end(s)(yield)
		}
	}
}

// hoistCandidates returns the descendants of rule node n that could stand
// in its place: of the same rule, printed in state s, nearer ones first.
func (r *runner) hoistCandidates(s tree.State, n *tree.Node) []*tree.Node {
	if n.Kind != tree.Rule || n.Is(tree.Fixed) {
		return nil
	}
	var out []*tree.Node
	level := r.tree.Children(s, n)
	for len(level) > 0 {
		var next []*tree.Node
		for _, c := range level {
			if s.Removed(c.ID) {
				continue
			}
			if c.Kind == tree.Rule && c.Type == n.Type {
				out = append(out, c)
			}
			next = append(next, r.tree.Children(s, c)...)
		}
		level = next
	}
	return out
}

// space tries to print the text between tokens more compactly: none at
// all (but where tokens would run together), then line breaks only.
func (r *runner) space(ctx context.Context) (bool, error) {
	cands := spacings(r.best)
	if len(cands) == 0 {
		return false, nil
	}
	r.beginStep(Space, 1, -1)
	b := batch{cands: cands,
		ahead: r.phaseEnd(r.best),
		then:  func(i int) plan { return r.spacePlan(cands[i], r.phaseEnd) }}
	found, err := r.first(ctx, b)
	r.endStep(len(cands))
	return found >= 0, err
}

// spacings returns the candidates of the space phase from state s.
func spacings(s tree.State) []tree.State {
	var cands []tree.State
	for _, sp := range []tree.Space{tree.SpaceNone, tree.SpaceLines} {
		if sp > s.Space {
			c := s
			c.Space = sp
			cands = append(cands, c)
		}
	}
	return cands
}

// spacePlan is the plan of the space phase from state s, then end's.
func (r *runner) spacePlan(s tree.State, end func(tree.State) plan) plan {
	return func(yield func(tree.State, func() plan) bool) {
		for _, c := range spacings(s) {
			if !yield(c, func() plan { return r.spacePlan(c, end) }) {
				return
			}
		}
		end(s)(yield)
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
