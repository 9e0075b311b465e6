package tree_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestDumpGolden dumps the trees of the inputs in testdata/tree, as built
// (.raw.tree) and as transformed by default (.tree).
func TestDumpGolden(t *testing.T) {
	_ = testgrammar.Expr
	inputs, _ := filepath.Glob(filepath.Join("..", "testdata", "tree", "*.*"))
	for _, path := range inputs {
		if strings.HasSuffix(path, ".tree") {
			continue
		}
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			g, err := parser.ForFile(path)
			require.NoError(t, err)
			// Each transform alone, then all the default ones.
			none := tree.TransformOptions{PlainLists: true, NoSqueeze: true, NoHide: true}
			raw, p := makeTree(t, g, path, src, fromparse.Options{}, none)
			errs := ""
			for _, e := range p.Errors {
				errs += "; " + e.Error() + "\n"
			}
			golden.Check(t, path+".raw.tree", []byte(errs+raw.Dump(tree.State{}, true)))
			for _, step := range []struct {
				name string
				set  func(*tree.TransformOptions)
			}{
				{"lists", func(o *tree.TransformOptions) { o.PlainLists = false }},
				{"squeeze", func(o *tree.TransformOptions) { o.NoSqueeze = false }},
				{"hide", func(o *tree.TransformOptions) { o.NoHide = false }},
				{"flatten", func(o *tree.TransformOptions) { o.FlattenRecursion = true }},
			} {
				opts := none
				step.set(&opts)
				tr, _ := makeTree(t, g, path, src, fromparse.Options{}, opts)
				golden.Check(t, path+"."+step.name+".tree", []byte(tr.Dump(tree.State{}, true)))
				assert.Equal(t, string(src), string(tr.Unparse(tree.State{})), step.name)
			}
			tr, _ := makeTree(t, g, path, src, fromparse.Options{}, tree.TransformOptions{})
			golden.Check(t, path+".tree", []byte(tr.String()))
			flat, _ := makeTree(t, g, path, src, fromparse.Options{}, tree.TransformOptions{FlattenRecursion: true})
			golden.Check(t, path+".flat.tree", []byte(flat.String()))
			assert.Equal(t, string(src), string(flat.Unparse(tree.State{})))
			assert.Equal(t, string(src), string(tr.Unparse(tree.State{})))
		})
	}
}

// remove returns the IDs of the nodes for which pick is true.
func remove(tr *tree.Tree, pick func(*tree.Node) bool) []int {
	var ids []int
	for n := range tr.Nodes() {
		if pick(n) {
			ids = append(ids, n.ID())
		}
	}
	return ids
}

// member returns a picker of list members whose text (unparsed alone)
// contains s.
func member(tr *tree.Tree, s string) func(*tree.Node) bool {
	return func(n *tree.Node) bool {
		return n.Group() != 0 && strings.Contains(text(n), s)
	}
}

// text is the source text of a subtree, without the hidden text before it.
func text(n *tree.Node) string {
	var b strings.Builder
	tree.Inspect(n, func(m *tree.Node) bool {
		if m.Kind() == tree.Token {
			if b.Len() > 0 {
				b.WriteString(m.Pre())
			}
			b.WriteString(m.Text())
		}
		return true
	})
	return b.String()
}

// blockMember returns a picker of the children of a { block } (the +
// instances, or what squeezeTree left of them) whose text contains s.
func blockMember(s string) func(*tree.Node) bool {
	return func(n *tree.Node) bool {
		return n.Kind() != tree.Token && n.Parent() != nil && n.Parent().Name().String() == "stmt" &&
			strings.HasPrefix(text(n.Parent()), "{") && strings.Contains(text(n), s)
	}
}

// options are the build and transform options of a test.
type options struct {
	b fromparse.Options
	t tree.TransformOptions
}

var plain = options{t: tree.TransformOptions{PlainLists: true}}

func TestUnparseStates(t *testing.T) {
	json, err := parser.Lookup("json")
	require.NoError(t, err)
	js, err := parser.Lookup("javascript")
	require.NoError(t, err)
	tests := []struct {
		name  string
		g     *parser.Grammar
		input string
		opts  options
		pick  func(tr *tree.Tree) func(*tree.Node) bool
		space tree.Space
		want  string
	}{
		{"first element", json, "[1, 2, 3]", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return member(tr, "1") }, 0, "[ 2, 3]"},
		{"middle element", json, "[1, 2, 3]", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return member(tr, "2") }, 0, "[1, 3]"},
		{"all elements of an optional list", json, "[1, 2, 3]", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return func(n *tree.Node) bool { return n.Group() != 0 } }, 0, "[]"},
		{"first member, plain lists", json, `{"a": 1, "b": 2}`, plain,
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Name().String() == "member" && strings.Contains(text(n), `"a"`) }
			}, 0, `{"":0, "b": 2}`},
		{"first member", json, `{"a": 1, "b": 2}`, options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return member(tr, `"a"`) }, 0, `{ "b": 2}`},
		{"value replaced", json, `{"a": [1, 2]}`, options{},
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Name().String() == "array" }
			}, 0, `{"a":[]}`},
		{"+ loop, some removed", testgrammar.Expr, "{ a = 1; b = 2; c = 3; }", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return member(tr, "a = 1") }, 0, "{ b = 2; c = 3; }"},
		{"+ loop, all removed", testgrammar.Expr, "{ a = 1; b = 2; }", options{},
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Name().String() == "+" }
			}, 0, "{a=a; }"},
		{"+ loop, plain lists", testgrammar.Expr, "{ a = 1; b = 2; }", plain,
			func(tr *tree.Tree) func(*tree.Node) bool { return blockMember("") }, 0, "{a=a; }"},
		{"+ loop, first removed, plain lists", testgrammar.Expr, "{ a = 1; b = 2; }", plain,
			func(tr *tree.Tree) func(*tree.Node) bool { return blockMember("a = 1") }, 0, "{a=a; b = 2; }"},
		{"separated args", testgrammar.Expr, "print f(1), g(2), h(3);", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return member(tr, "f(1)") }, 0, "print g(2), h(3);"},
		{"required list, all removed", testgrammar.Expr, "print f(1), g(2);", options{},
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Group() != 0 && n.Parent().Name().String() == "args" }
			}, 0, "print a;"},
		{"words kept apart", testgrammar.Expr, "print (a) ;", options{},
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Name().String() == "expr" && strings.HasPrefix(text(n), "(") }
			}, 0, "print a ;"},
		{"space none", json, "{ \"a\" : [ 1 ,\n 2 ] }\n", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return func(*tree.Node) bool { return false } }, tree.SpaceNone, `{"a":[1,2]}`},
		{"space lines", json, "{ \"a\" : [ 1 ,\n 2 ] }\n", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return func(*tree.Node) bool { return false } }, tree.SpaceLines, "{\"a\":[1,\n2]}\n"},
		{"space none keeps words apart", testgrammar.Expr, "print  a ,\n b ;", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return func(*tree.Node) bool { return false } }, tree.SpaceNone, "print a,b;"},
		// Two operator characters need a space only where the lexer would
		// join them: "- -" and "/ /" (a comment), not "? -" or "> <".
		{"operators apart where the lexer joins them", js, "x = a - -b ? -c : d / /re/;\n", options{},
			func(tr *tree.Tree) func(*tree.Node) bool { return func(*tree.Node) bool { return false } }, tree.SpaceNone, "x=a- -b?-c:d/ /re/;"},
		{"text no token covers is a leaf too", json, "[1, @2]", options{b: fromparse.Options{KeepHidden: true}},
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Is(tree.Hidden) && n.Text() == "@" }
			}, 0, "[1, 2]"},
		{"hidden leaves", testgrammar.Expr, "x = 1; /* note */ y = 2;", options{b: fromparse.Options{KeepHidden: true}},
			func(tr *tree.Tree) func(*tree.Node) bool {
				return func(n *tree.Node) bool { return n.Is(tree.Hidden) && strings.HasPrefix(n.Text(), "/*") }
			}, 0, "x = 1;  y = 2;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, _ := makeTree(t, tt.g, "in", []byte(tt.input), tt.opts.b, tt.opts.t)
			ids := remove(tr, tt.pick(tr))
			s := tree.State{Space: tt.space}.WithRemoved(ids...)
			got := string(tr.Unparse(s))
			assert.Equal(t, tt.want, got)
			p, err := tt.g.Parse("out", []byte(got), "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors, "the output parses")
			for n := range tr.Nodes() {
				if tt.opts.b.KeepHidden && n.Kind() == tree.Token && !n.Is(tree.Hidden) {
					assert.Empty(t, n.Pre(), "with KeepHidden, all hidden text is in leaves")
				}
			}
		})
	}
}

func TestStateIsAValue(t *testing.T) {
	var s tree.State
	s1 := s.WithRemoved(3, 70)
	s2 := s1.WithRemoved(5)
	assert.False(t, s.Removed(3))
	assert.True(t, s1.Removed(3) && s1.Removed(70) && !s1.Removed(5))
	assert.True(t, s2.Removed(3) && s2.Removed(5) && s2.Removed(70))
	assert.Equal(t, 3, s2.Count())
	h := s2.WithHoisted(1, 2)
	_, ok := s2.Hoisted(1)
	assert.False(t, ok)
	d, ok := h.Hoisted(1)
	assert.True(t, ok)
	assert.Equal(t, 2, d)
}

func TestStateKeys(t *testing.T) {
	var s tree.State
	base := s.WithRemoved(3)
	more := base.WithRemoved(5, 130)
	assert.Equal(t, tree.NodeSet{1<<3 | 1<<5, 0, 1 << 2}, more.RemovedSet())
	assert.True(t, more.SameShape(base))
	spaced := more
	spaced.Space = tree.SpaceNone
	assert.False(t, spaced.SameShape(more))
	assert.False(t, more.WithHoisted(1, 2).SameShape(more))
	assert.True(t, more.Shape().SameShape(more))
	assert.Zero(t, more.WithHoisted(1, 2).Shape().Count())
	assert.True(t, more.WithHoisted(1, 2).Shape().SameShape(s.WithHoisted(1, 2)))

	// Keys tell states apart, and only them.
	keys := map[[32]byte]string{}
	for name, st := range map[string]tree.State{
		"zero": s, "base": base, "more": more, "spaced": spaced,
		"hoisted": more.WithHoisted(1, 2), "hoisted other": more.WithHoisted(1, 4),
		"hoisted twice": more.WithHoisted(1, 2).WithHoisted(7, 9),
		"far":           s.WithRemoved(200),
	} {
		k := st.Key()
		assert.NotContains(t, keys, k, "%s has the key of %s", name, keys[k])
		keys[k] = name
	}
	// A removal past the end, undone by nothing, is the same state as
	// the words it leaves: trailing zero words do not count.
	assert.Equal(t, base.Key(), base.WithRemoved(3).Key())
	assert.Equal(t, more.WithHoisted(1, 2).Key(), more.WithHoisted(1, 2).Key())
}

// TestLevelsBelow checks that walking the levels one from the last (Top,
// Below) finds the nodes Level finds from the root, on random states of
// removals, hoists and splices: those of every depth, in order, where no
// node is printed twice (Duplicates is false), the only states HDD walks
// that way.
func TestLevelsBelow(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 31))
	js, err := parser.Lookup("javascript")
	require.NoError(t, err)
	src, err := os.ReadFile(filepath.Join("..", "testdata", "javascript", "functions.js"))
	require.NoError(t, err)
	tr, _ := makeTree(t, js, "functions.js", src, fromparse.Options{}, tree.TransformOptions{})
	nodes := slices.Collect(tr.Nodes())
	for range 200 {
		var s tree.State
		for range rng.IntN(8) {
			n := nodes[rng.IntN(len(nodes))]
			switch rng.IntN(3) {
			case 0:
				s = s.WithRemoved(n.ID())
			case 1:
				// a descendant of the same rule: hoisting
				for _, d := range nodes[n.ID()+1:] {
					if !tree.Encloses(n, d) {
						break
					}
					if d.Kind() == n.Kind() && d.Type() == n.Type() && rng.IntN(3) == 0 {
						s = s.WithHoisted(n.ID(), d.ID())
						break
					}
				}
			case 2:
				if tree.ListMember(n) {
					for _, d := range nodes[n.ID()+1:] {
						if !tree.Encloses(n, d) {
							break
						}
						if tree.ListMember(d) && tree.RunFirst(d) == d {
							if c, ok := tr.WithSpliced(s, n.ID(), d.ID()); ok {
								s = c
							}
							break
						}
					}
				}
			}
		}
		require.False(t, tr.Duplicates(s))
		printed := tr.Top(s)
		for d := 0; ; d++ {
			want, more := tr.Level(s, d)
			var got []*tree.Node
			for _, n := range printed {
				if !n.Is(tree.Fixed) {
					got = append(got, n)
				}
			}
			require.Equal(t, more, len(printed) > 0, "depth %d", d)
			require.Equal(t, ids(want), ids(got), "depth %d", d)
			if !more {
				break
			}
			printed = tr.Below(s, printed)
		}
	}
	// A substitution prints a node twice.
	var call, other *tree.Node
	for n := range tr.Nodes() {
		if n.Name().String() == "singleExpression" && !n.Is(tree.Fixed) {
			if call == nil {
				call = n
			} else if !tree.Encloses(call, n) && !tree.Encloses(n, call) {
				other = n
				break
			}
		}
	}
	require.NotNil(t, other)
	s, ok := tr.WithSubstituted(tree.State{}, call.ID(), other.ID())
	require.True(t, ok)
	assert.True(t, tr.Duplicates(s))
}

func ids(nodes []*tree.Node) []int {
	out := []int{}
	for _, n := range nodes {
		out = append(out, n.ID())
	}
	return out
}
