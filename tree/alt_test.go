package tree_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestWithAlternative prints a node of one tree as parts (another
// alternative of its rule) and checks the text, the refusals (a part not
// below the node, the node itself, a part inside another), what the
// state prints as the node's children, and that the state is another
// reduction (its key, its shape).
func TestWithAlternative(t *testing.T) {
	t.Parallel()
	src := "function f(c, d) {\n  for (;;c=d) ;\n  g();\n}\n"
	tr, _ := makeTree(t, jsGrammar(t), "a.js", []byte(src), fromparse.Options{}, tree.TransformOptions{})
	loop := find(t, tr, "statement", "for(;;c=d);")
	assign := find(t, tr, "singleExpression", "c=d")
	c := find(t, tr, "singleExpression", "c")
	call := find(t, tr, "singleExpression", "g()")

	s, ok := tr.WithAlternative(tree.State{}, loop.ID(), []tree.Part{tree.NodePart(assign), tree.TextPart(";")})
	require.True(t, ok)
	assert.Equal(t, "function f(c, d) {\n  c=d;\n  g();\n}\n", string(tr.Unparse(s)), "the first part keeps the text before the node")
	parts, ok := s.Alternative(loop.ID())
	require.True(t, ok)
	assert.Equal(t, []int{assign.ID(), -1}, []int{parts[0].Node(), parts[1].Node()})
	assert.Equal(t, []*tree.Node{assign}, slices.Collect(tr.Children(s, loop)))
	assert.NotEqual(t, tree.State{}.Key(), s.Key())
	assert.False(t, s.SameShape(tree.State{}))
	assert.True(t, s.SameShape(s.WithRemoved(c.ID())))
	assert.Equal(t, "function f(c, d) {\n  0=d;\n  g();\n}\n", string(tr.Unparse(s.WithRemoved(c.ID()))), "a part prints as the state prints it: c removed, its replacement")

	for name, parts := range map[string][]tree.Part{
		"a node not below":    {tree.NodePart(call), tree.TextPart(";")},
		"the node itself":     {tree.NodePart(loop)},
		"a part in another":   {tree.NodePart(assign), tree.NodePart(c)},
		"another in a part":   {tree.NodePart(c), tree.NodePart(assign)},
		"the node's ancestor": {tree.NodePart(tr.Root())},
	} {
		_, ok := tr.WithAlternative(tree.State{}, loop.ID(), parts)
		assert.False(t, ok, name)
	}

	// A state that hoists the assignment to its left side prints that in
	// the part.
	h := s.WithHoisted(assign.ID(), c.ID())
	assert.Equal(t, "function f(c, d) {\n  c;\n  g();\n}\n", string(tr.Unparse(h)))
	levels := 0
	for d := 0; ; d++ {
		nodes, more := tr.Level(h, d)
		if !more {
			break
		}
		levels++
		assert.NotContains(t, nodes, find(t, tr, "singleExpression", "d"), "a node the alternative leaves out is not offered")
	}
	assert.Positive(t, levels)
}

// TestClosedGaps closes the gaps of tokens one by one: the hidden text
// before a token prints as SpaceNone prints it, a token of whitespace
// (a JavaScript virtual semicolon, a line break) prints nothing; a state
// that closes a gap is another reduction.
func TestClosedGaps(t *testing.T) {
	t.Parallel()
	src := "{const a\n}\nf( 1 )\n"
	tr, _ := makeTree(t, jsGrammar(t), "g.js", []byte(src), fromparse.Options{}, tree.TransformOptions{})
	var blank, one *tree.Node
	for n := range tr.Nodes() {
		switch {
		case tree.Blank(n) && blank == nil:
			blank = n
		case n.Kind() == tree.Token && n.Text() == "1":
			one = n
		}
	}
	require.NotNil(t, blank, "a virtual semicolon")
	require.NotNil(t, one)
	s := tree.State{}.WithClosed(blank.ID())
	assert.True(t, s.Closed(blank.ID()))
	assert.False(t, s.Closed(one.ID()))
	assert.Equal(t, "{const a}\nf( 1 )\n", string(tr.Unparse(s)))
	assert.Equal(t, "{const a}\nf(1 )\n", string(tr.Unparse(s.WithClosed(one.ID()))))
	assert.NotEqual(t, tree.State{}.Key(), s.Key())
	assert.False(t, s.SameShape(tree.State{}))
	assert.Equal(t, src, string(tr.Unparse(tree.State{})))
}
