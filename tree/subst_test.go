package tree_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// substSource is the input of the substitution tests: a variable, its
// use inside a function, and a call of the function.
const substSource = "var uv = process.binding('uv');\nfunction f() { uv.errname(0); g(); }\nf();\n"

// nodeText returns the token texts of n's subtree, as the source has them.
func nodeText(n *tree.Node) string {
	var b strings.Builder
	tree.Inspect(n, func(m *tree.Node) bool {
		if m.Kind() == tree.Token {
			b.WriteString(m.Text())
		}
		return true
	})
	return b.String()
}

// find returns the first node, in preorder, named name whose tokens read
// text.
func find(t *testing.T, tr *tree.Tree, name, text string) *tree.Node {
	t.Helper()
	for n := range tree.Preorder(tr.Root()) {
		if n.Name().String() == name && nodeText(n) == text {
			return n
		}
	}
	require.Failf(t, "no node", "%s %q", name, text)
	return nil
}

// TestSubstitution substitutes, splices and erases nodes of one tree and
// checks the text, the refusals (a node printed inside what is printed
// in its place) and that what is printed twice is offered once.
func TestSubstitution(t *testing.T) {
	t.Parallel()
	tr, p := makeTree(t, jsGrammar(t), "s.js", []byte(substSource), fromparse.Options{}, tree.TransformOptions{})
	require.Empty(t, p.Errors)
	require.NotNil(t, tr.Parses())
	use := find(t, tr, "singleExpression", "uv")
	init := find(t, tr, "singleExpression", "process.binding('uv')")
	arg := find(t, tr, "singleExpression", "'uv'")
	call := find(t, tr, "singleExpression", "uv.errname(0)")
	decl := find(t, tr, "*", "varuv=process.binding('uv');") // the statement's list member
	fn := find(t, tr, "*", "functionf(){uv.errname(0);g();}")
	body := find(t, tr, "*", "uv.errname(0);") // the first statement of the body

	type step func(tree.State) (tree.State, bool)
	sub := func(id, by *tree.Node) step {
		return func(s tree.State) (tree.State, bool) { return tr.WithSubstituted(s, id.ID(), by.ID()) }
	}
	splice := func(id, first *tree.Node) step {
		return func(s tree.State) (tree.State, bool) { return tr.WithSpliced(s, id.ID(), first.ID()) }
	}
	remove := func(n *tree.Node) step {
		return func(s tree.State) (tree.State, bool) { return s.WithRemoved(n.ID()), true }
	}
	erase := func(n *tree.Node) step {
		return func(s tree.State) (tree.State, bool) { return s.WithErased(n.ID()), true }
	}
	for _, tc := range []struct {
		name  string
		steps []step
		want  string // the text; "" if the last step is refused
	}{
		{"use by initializer", []step{sub(use, init)},
			"var uv = process.binding('uv');\nfunction f() {process.binding('uv').errname(0); g(); }\nf();\n"},
		{"inlined", []step{sub(use, init), remove(decl)},
			"\nfunction f() {process.binding('uv').errname(0); g(); }\nf();\n"},
		{"hoisting", []step{sub(call, use)},
			"var uv = process.binding('uv');\nfunction f() {uv; g(); }\nf();\n"},
		{"a node by itself", []step{sub(use, use)}, ""},
		{"a node by its ancestor", []step{sub(arg, init)}, ""},
		{"a cycle", []step{sub(use, init), sub(arg, call)}, ""},
		{"no cycle", []step{sub(arg, call)},
			"var uv = process.binding(uv.errname(0));\nfunction f() { uv.errname(0); g(); }\nf();\n"},
		{"a cycle through a splice", []step{splice(fn, body), sub(use, init), sub(arg, call)}, ""},
		{"unwrapped", []step{splice(fn, body)},
			"var uv = process.binding('uv');uv.errname(0); g();\nf();\n"},
		{"unwrapped and pruned", []step{splice(fn, body), remove(body)},
			"var uv = process.binding('uv'); g();\nf();\n"},
		{"not the first of its run", []step{splice(fn, body.Parent().Child(slicesIndex(body)+1))}, ""},
		{"a member by its own run", []step{splice(body, body)}, ""},
		{"erased", []step{erase(decl), erase(use)},
			"\nfunction f() {.errname(0); g(); }\nf();\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, ok := tree.State{}, true
			for _, st := range tc.steps {
				if s, ok = st(s); !ok {
					break
				}
			}
			if tc.want == "" {
				assert.False(t, ok, "the last step is refused")
				return
			}
			require.True(t, ok)
			assert.Equal(t, tc.want, string(tr.Unparse(s)))
			// Every node the state prints is offered once at most.
			seen := map[int]bool{}
			for d := 0; ; d++ {
				nodes, more := tr.Level(s, d)
				if !more {
					break
				}
				for _, n := range nodes {
					assert.False(t, seen[n.ID()], "node %d offered twice", n.ID())
					seen[n.ID()] = true
				}
			}
		})
	}
}

func slicesIndex(n *tree.Node) int {
	return slices.Index(slices.Collect(n.Parent().Children()), n)
}

// TestSubstitutionKeys checks that keys and shapes tell substitutions,
// splices and erasures apart, and only them.
func TestSubstitutionKeys(t *testing.T) {
	t.Parallel()
	var s tree.State
	tr, _ := makeTree(t, jsGrammar(t), "s.js", []byte(substSource), fromparse.Options{}, tree.TransformOptions{})
	use := find(t, tr, "singleExpression", "uv").ID()
	init := find(t, tr, "singleExpression", "process.binding('uv')").ID()
	fn := find(t, tr, "*", "functionf(){uv.errname(0);g();}").ID()
	body := find(t, tr, "*", "uv.errname(0);").ID()
	subst, ok := tr.WithSubstituted(s, use, init)
	require.True(t, ok)
	spliced, ok := tr.WithSpliced(s, fn, body)
	require.True(t, ok)
	both, ok := tr.WithSpliced(subst, fn, body)
	require.True(t, ok)
	states := map[string]tree.State{
		"zero": s, "substituted": subst, "spliced": spliced, "both": both,
		"erased": s.WithErased(fn), "erased other": s.WithErased(use),
		"erased both": s.WithErased(fn, use), "hoisted": s.WithHoisted(fn, body),
		"removed": s.WithRemoved(fn),
	}
	keys := map[[32]byte]string{}
	for name, st := range states {
		k := st.Key()
		assert.NotContains(t, keys, k, "%s has the key of %s", name, keys[k])
		keys[k] = name
		for other, st2 := range states {
			if other != name && other != "zero" && name != "zero" && other != "removed" && name != "removed" {
				assert.False(t, st.SameShape(st2), "%s and %s", name, other)
			}
		}
	}
	// The same steps in another order are the same state.
	again, _ := tr.WithSubstituted(spliced, use, init)
	assert.Equal(t, both.Key(), again.Key())
	assert.True(t, both.SameShape(again.WithRemoved(3)))
	assert.Equal(t, s.WithErased(use, fn).Key(), s.WithErased(fn).WithErased(use).Key())
	// States are values.
	_, ok = subst.Spliced(fn)
	assert.False(t, ok)
	first, ok := both.Spliced(fn)
	assert.True(t, ok)
	assert.Equal(t, body, first)
	by, ok := subst.Substituted(use)
	assert.True(t, ok)
	assert.Equal(t, init, by)
}

// TestParses checks the parse check tree/fromparse gives the tree.
func TestParses(t *testing.T) {
	t.Parallel()
	tr, _ := makeTree(t, jsGrammar(t), "s.js", []byte(substSource), fromparse.Options{}, tree.TransformOptions{})
	assert.True(t, tr.Parses()([]byte("f(); g();")))
	assert.False(t, tr.Parses()([]byte("f(; g();")))
	// An input with a syntax error: texts with no more errors pass.
	broken, p := makeTree(t, jsGrammar(t), "b.js", []byte("f(;\ng();\n"), fromparse.Options{}, tree.TransformOptions{})
	require.NotEmpty(t, p.Errors)
	assert.True(t, broken.Parses()([]byte("g();")))
	assert.True(t, broken.Parses()([]byte("f(;")))
	assert.False(t, broken.Parses()([]byte("f(; g(; h(;")))
}
