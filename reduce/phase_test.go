package reduce

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// A witness is an input that a phase alone reduces: the grammar (a bundled
// one's name, or a .g4 file of testdata/reduce/g4), the text, and the test.
type witness struct {
	grammar string
	src     string
	test    func(text string) bool
}

// has is a test: the text holds every one of words.
func has(words ...string) func(string) bool {
	return func(text string) bool {
		for _, w := range words {
			if !strings.Contains(text, w) {
				return false
			}
		}
		return true
	}
}

// witnesses has a witness for every row of phaseTable.
var witnesses = map[Phase]witness{
	Prune:       {"json", `{"a": [1, 2, 3], "foo": true}`, has(`"foo"`)},
	CoarsePrune: {"json", `{"a": [1, 2, 3], "foo": true}`, has(`"foo"`)},
	Hoist:       {"json", `{"x": {"y": {"foo": 1}}}`, has(`"foo"`)},
	Space:       {"json", "{ \"foo\" :  1 }\n", has(`"foo"`)},
	Shrink:      {"json", `{"x": {"y": [{"foo": 1}]}}`, has(`"foo"`)},
	Substitute: {"javascript", "var uv = process.binding('uv');\n(function () { var x = 1; uv.errname(x); }());\n", func(s string) bool {
		return strings.Contains(s, "process.binding('uv').errname(") ||
			strings.Contains(s, "uv = process.binding('uv')") && strings.Contains(s, "uv.errname(")
	}},
	Unwrap: {"Blocks.g4", "f = function(a) x = a if a then y = b else return a .. 0 end end\n", func(s string) bool {
		return strings.Contains(s, "return a .. 0") || strings.Contains(s, "return a..0")
	}},
	Window:  {"javascript", "f(a, b);\n", has("f(", "b);")},
	Literal: {"javascript", "f('hello world', 12345);\n", has("f(")},
	Rename:  {"javascript", "var longName = 1; f(longName);\n", regexp.MustCompile(`var (\w+) = 1; f\((\w+)\)`).MatchString},
	Chain:   {"json", strings.Repeat("[", 40) + `"needle"` + strings.Repeat("]", 40) + "\n", has("needle")},
	Pair: {"Pairs.g4", "insert into t (a, b, z, d) values (1, 2, 3, 4);\n", func(s string) bool {
		i := strings.Index(s, "values")
		return i > 0 && strings.Contains(s[:i], "z") && strings.Count(s[:i], ",") == strings.Count(s[i:], ",")
	}},
	Choices: {"json", `{"a": [1, 2, {"b": "xyz"}], "d": "keep me"}` + "\n", has(`"keep me"`)},
	Alternative: {"Nets.g4", "module m;\nwire [a:a] b;\nendmodule\n", func(s string) bool {
		return strings.Contains(s, "wire") && strings.Contains(s, "b;")
	}},
}

// witnessTree returns the tree of phase p's witness, its grammar and its
// options for a reduction by p alone.
func witnessTree(t *testing.T, w witness) (*tree.Tree, Options) {
	t.Helper()
	var g *parser.Grammar
	if strings.HasSuffix(w.grammar, ".g4") {
		loaded, err := parser.LoadGrammar([]string{filepath.Join("..", "testdata", "reduce", "g4", w.grammar)}, parser.LoadOptions{})
		require.NoError(t, err)
		g = loaded.Grammar
	} else {
		var err error
		g, err = parser.Lookup(w.grammar)
		require.NoError(t, err)
	}
	p, err := g.Parse("witness", []byte(w.src), "")
	require.NoError(t, err)
	require.Empty(t, p.Errors)
	repl, err := g.Replacements()
	require.NoError(t, err)
	tr, err := fromparse.Tree(p, repl, fromparse.Options{})
	require.NoError(t, err)
	opts := Recommended()
	opts.Choices = g.Regenerator("")
	return tr, opts
}

// TestPhaseConformance holds every row of phaseTable to the contract of a
// phase (see the recipe in doc.go):
//
//   - it reduces its witness, alone;
//   - on the paths of a pass that a test could take (the witness's test,
//     one that takes nothing, random ones), every batch yields its marks
//     before its candidates and the rest last; a pass begins with a mark
//     of its phase and pass before its first candidate; and every path
//     ends in exactly one call of end, alone in its batch (a pass that
//     drops end stops the reduction; one that calls it after candidates
//     runs the next phase's marks into them);
//   - in the rows that declare it (phaseRow.shrinks), every candidate
//     prints less than the state it comes from.
func TestPhaseConformance(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 37))
	for p := range numPhases {
		t.Run(p.String(), func(t *testing.T) {
			w, ok := witnesses[p]
			require.True(t, ok, "phase %s has no witness: add one to witnesses", p)
			tr, opts := witnessTree(t, w)
			require.True(t, w.test(w.src), "the witness's test takes its input")

			opts.Adaptive, opts.Phases = false, []Phase{p}
			res, err := Reduce(context.Background(), tr, testerOf(func(c []byte) bool { return w.test(string(c)) }), opts)
			require.NoError(t, err)
			assert.Less(t, len(res.Output), len(w.src), "%s alone reduces its witness: %q", p, res.Output)

			pl := newPlanner(tr, &opts)
			tests := map[string]func(text string) bool{
				"witness":  w.test,
				"nothing":  func(string) bool { return false },
				"anything": func(string) bool { return true },
			}
			for i := range 4 {
				salt := rng.Uint64()
				tests[fmt.Sprint("random ", i)] = func(text string) bool { return hashOf(salt, text)%3 == 0 }
			}
			for name, test := range tests {
				checkSweep(t, pl, p, test, name)
			}
		})
	}
}

// hashOf is a hash of salt and text (FNV-1a).
func hashOf(salt uint64, text string) uint64 {
	h := uint64(14695981039346656037) ^ salt
	for i := range len(text) {
		h = (h ^ uint64(text[i])) * 1099511628211
	}
	return h
}

// testerOf is the tester that finds the texts f accepts interesting.
func testerOf(f func([]byte) bool) Tester {
	return TesterFunc(func(_ context.Context, c []byte) (Outcome, error) {
		if f(c) {
			return Interesting, nil
		}
		return NotInteresting, nil
	})
}

// maxBatches bounds the batches of a path of one pass.
const maxBatches = 5000

// checkSweep walks the path that test takes through the first pass of
// phase p from the unreduced tree, as the runner would (the first
// interesting candidate of each batch, else the rest), and checks it (see
// TestPhaseConformance).
func checkSweep(t *testing.T, pl *planner, p Phase, test func(string) bool, name string) {
	t.Helper()
	const pass = 1
	row := phaseTable[p]
	end := func(s tree.State) plan {
		return func(yield func(item) bool) { yield(item{state: s, end: true}) }
	}
	size := func(s tree.State) int { return len(pl.tree.Unparse(s)) }
	cur := tree.State{}
	begun := false
	next := row.sweep(pl, p, pass, cur, end)
	for batches := 0; ; batches++ {
		require.Less(t, batches, maxBatches, "%s, test %s: a pass that does not end", p, name)
		var items []item
		for it := range next {
			items = append(items, it)
		}
		var cands []item
		var rest plan
		finished := false
		for i, it := range items {
			last := i == len(items)-1
			switch {
			case it.mark != nil:
				assert.Empty(t, cands, "%s, test %s: a mark after candidates", p, name)
				if it.mark.begin {
					assert.Equal(t, p, it.mark.phase, "%s, test %s: the phase of a begin mark", p, name)
					assert.Equal(t, pass, it.mark.pass, "%s, test %s: the pass of a begin mark", p, name)
					begun = true
				}
			case it.rest != nil:
				assert.True(t, last, "%s, test %s: the rest is not last in its batch", p, name)
				rest = it.rest
			case it.end:
				assert.True(t, last, "%s, test %s: items after the end", p, name)
				assert.Empty(t, cands, "%s, test %s: the end in a batch of candidates", p, name)
				finished = true
			default:
				assert.True(t, begun, "%s, test %s: a candidate before the mark that begins the pass", p, name)
				if row.shrinks {
					assert.Less(t, size(it.state), size(cur), "%s, test %s: a candidate prints no less than its state", p, name)
				}
				cands = append(cands, it)
			}
		}
		if finished {
			return
		}
		next = rest
		for _, c := range cands {
			if test(string(pl.tree.Unparse(c.state))) {
				cur, next = c.state, c.then
				break
			}
		}
		if next == nil {
			t.Errorf("%s, test %s: a path without an end (after %d batches)", p, name, batches+1)
			return
		}
		if t.Failed() {
			return
		}
	}
}

// TestDefaultPhases: the rows of phaseTable number the phases of the
// default schedule 1, 2, ... without a gap or a repeat, and DefaultPhases
// lists them in that order.
func TestDefaultPhases(t *testing.T) {
	var places []int
	for p := range numPhases {
		if f := phaseTable[p].first; f > 0 {
			places = append(places, f)
		}
	}
	slices.Sort(places)
	for i, f := range places {
		assert.Equal(t, i+1, f, "the places of the default phases (phaseRow.first)")
	}
	require.Len(t, DefaultPhases, len(places))
	for i, p := range DefaultPhases {
		assert.Equal(t, i+1, phaseTable[p].first, "%s", p)
	}
	t.Logf("DefaultPhases: %v", DefaultPhases)
}

// A script is a phase of TestScheduleTrace: it removes its members of a
// list one per pass, the first it may (each may need a member of another
// phase gone first), after decoys candidates that the test rejects.
type script struct {
	name   string
	elems  []*tree.Node // the members it removes, in order
	needs  []*tree.Node // needs[i]: the member that must be gone before elems[i] may go, or nil
	decoys int
}

func (sc *script) sweep(keeper *tree.Node) sweep {
	return func(pl *planner, p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
		return func(yield func(item) bool) {
			if !yield(begins(p, pass, -1, 0)) {
				return
			}
			for i, e := range sc.elems {
				if s.Removed(e.ID()) || sc.needs[i] != nil && !s.Removed(sc.needs[i].ID()) {
					continue
				}
				var cands []tree.State
				for range sc.decoys {
					cands = append(cands, s.WithRemoved(keeper.ID(), e.ID()))
				}
				cands = append(cands, s.WithRemoved(e.ID()))
				offer(yield, len(cands), func(i int) (tree.State, plan) { return cands[i], end(cands[i]) },
					func() plan { return end(s) })
				return
			}
			end(s)(yield)
		}
	}
}

// scheduleTrace runs the adaptive schedule over scripted phases (see
// TestScheduleTrace), with a test that wants the keeper, and returns what
// happened: each pass that began, as the phase's name and the pass, and
// each member removed.
func scheduleTrace(t *testing.T) []string {
	t.Helper()
	// A list of members: the keeper K that the test wants, and those of the
	// phases: a1 a2 a3 (a short text each), b1 b2 b3 (a long one each),
	// c1 c2 c3, d1 d2 and e1.
	names := []string{"K", "a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3", "d1", "d2", "e1"}
	var b strings.Builder
	b.WriteString("[")
	for i, n := range names {
		if i > 0 {
			b.WriteString(", ")
		}
		if n[0] == 'b' {
			n += strings.Repeat("x", 40)
		}
		fmt.Fprintf(&b, "%q", n)
	}
	b.WriteString("]\n")
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	p, err := g.Parse("list.json", []byte(b.String()), "")
	require.NoError(t, err)
	repl, err := g.Replacements()
	require.NoError(t, err)
	tr, err := fromparse.Tree(p, repl, fromparse.Options{})
	require.NoError(t, err)
	member := map[string]*tree.Node{} // by name
	for n := range tr.Nodes() {
		if n.Kind() == tree.Token && n.Name().String() == "STRING" {
			m := n
			for m.Group() == 0 {
				m = m.Parent()
			}
			member[strings.TrimRight(strings.Trim(n.Text(), `"`), "x")] = m
		}
	}
	require.Len(t, member, len(names))

	// A's a(i) needs B's b(i-1) gone, B's b(i) needs a(i) gone: A and B
	// take turns. A removes 6 bytes a candidate; B 46 bytes for 10
	// candidates (9 decoys), 4.6 a candidate: more bytes a run, fewer a
	// candidate, so that A runs before B in the cycles of the phases that
	// removed bytes. C removes c1 c2 c3 in one run (5 bytes a candidate),
	// then nothing. D costs a test per token: its estimate, 50 a member
	// left, is above the floor (256) until five are left. E's e1 needs a3
	// gone: E finds nothing in the first cycle, and is demoted, but for
	// the final rounds.
	scripts := map[Phase]*script{
		Prune:   {name: "A", elems: []*tree.Node{member["a1"], member["a2"], member["a3"]}, needs: []*tree.Node{nil, member["b1"], member["b2"]}},
		Hoist:   {name: "B", elems: []*tree.Node{member["b1"], member["b2"], member["b3"]}, needs: []*tree.Node{member["a1"], member["a2"], member["a3"]}, decoys: 9},
		Space:   {name: "C", elems: []*tree.Node{member["c1"], member["c2"], member["c3"]}, needs: make([]*tree.Node, 3)},
		Literal: {name: "D", elems: []*tree.Node{member["d1"], member["d2"]}, needs: make([]*tree.Node, 2)},
		Chain:   {name: "E", elems: []*tree.Node{member["e1"]}, needs: []*tree.Node{member["a3"]}},
	}
	rows := phaseTable
	for p, sc := range scripts {
		rows[p] = phaseRow{name: sc.name, cost: CostNode, sweep: sc.sweep(member["K"])}
	}
	rows[Literal].cost = CostToken
	rows[Literal].estimate = func(pl *planner, s tree.State) int {
		left := 0
		for _, m := range member {
			if !s.Removed(m.ID()) {
				left++
			}
		}
		return 50 * left
	}
	opts := Recommended()
	pl := newPlanner(tr, &opts)
	pl.phases = &rows

	var trace []string
	cur := tree.State{}
	next := pl.adaptive([]Phase{Prune, Hoist, Space, Literal, Chain}, cur)
	for batches := 0; next != nil; batches++ {
		require.Less(t, batches, maxBatches, "a schedule that does not end")
		var cands []item
		var rest plan
		for it := range next {
			switch {
			case it.mark != nil && it.mark.begin:
				trace = append(trace, fmt.Sprint(rows[it.mark.phase].name, it.mark.pass))
			case it.rest != nil:
				rest = it.rest
			case it.mark == nil:
				cands = append(cands, it)
			}
		}
		next = rest
		for _, c := range cands {
			if strings.Contains(string(tr.Unparse(c.state)), `"K"`) {
				for _, n := range names {
					if m := member[n]; c.state.Removed(m.ID()) && !cur.Removed(m.ID()) {
						trace = append(trace, "-"+n)
					}
				}
				cur, next = c.state, c.then
				break
			}
		}
	}
	assert.Equal(t, `["K"]`+"\n", string(tr.Unparse(cur)), "every member but the keeper goes")
	return trace
}

// TestScheduleTrace pins the order of the adaptive schedule (schedule.go)
// on scripted phases: the first cycle in the order of the set, with D,
// whose cost grows with the tokens, waiting for the text to be small;
// then the cycles of the phases that removed bytes in their last run, the
// most bytes per candidate first (B before A), each only if the state
// changed since its last run; and when a cycle removes nothing, a final
// round of every phase of the set, E too, which found nothing in the
// first cycle; it goes on into more cycles while it removes anything. A
// pass that begins and offers nothing is a pass that found nothing to do.
func TestScheduleTrace(t *testing.T) {
	want := []string{
		// The first cycle: A, B, C, each to its fixpoint, in the order of
		// the set; D waits (8 members left: its estimate, 400, is above the
		// floor and the 14 candidates offered so far); E finds nothing.
		"A1", "-a1", "A2", "B1", "-b1", "B2", "C1", "-c1", "C2", "-c2", "C3", "-c3", "C4", "E1",
		// They removed bytes: A 6 for 1 candidate, C 15 for 3, B 46 for
		// 10, in that order.
		"A1", "-a2", "A2", "C1", "B1", "-b2", "B2",
		// A and B removed bytes in their last run.
		"A1", "-a3", "A2", "B1", "-b3", "B2",
		// Again; A finds nothing, and B is not due: its state is the one
		// its run ended in. The cycle removed nothing: the final round
		// runs every phase of the set, in its order, each if due: C; D,
		// whose estimate is 150 now; and E, demoted since the first
		// cycle, which finds e1 removable now that a3 is gone.
		"A1", "C1", "D1", "-d1", "D2", "-d2", "D3", "E1", "-e1", "E2",
		// The final round removed bytes: the cycles go on, with D and B,
		// whose last runs removed bytes (E is not due). Then a final round
		// again, which finds nothing: the end.
		"D1", "B1", "A1", "C1",
	}
	assert.Equal(t, want, scheduleTrace(t))
}
