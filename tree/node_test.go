package tree_test

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
)

// TestNodeFields checks the fields that share one pointer: a token's text
// and the text before it, and another node's children.
func TestNodeFields(t *testing.T) {
	src := "  foo bar"
	b := tree.NewBuilder()
	tests := []struct {
		name      string
		set       func(n *tree.Node)
		pre, text string
	}{
		{"part of a source", func(n *tree.Node) { b.SetText(n, src[0:5], 2) }, "  ", "foo"},
		{"no text before", func(n *tree.Node) { b.SetText(n, src[2:5], 0) }, "", "foo"},
		{"only text before", func(n *tree.Node) { b.SetText(n, src[5:6], 1) }, " ", ""},
		{"nothing", func(n *tree.Node) { b.SetText(n, "", 0) }, "", ""},
		{"two strings", func(n *tree.Node) { b.SetTexts(n, "\n", "bar") }, "\n", "bar"},
		{"text alone", func(n *tree.Node) { b.SetTexts(n, "", "bar") }, "", "bar"},
		{"text before alone", func(n *tree.Node) { b.SetTexts(n, "\t", "") }, "\t", ""},
	}
	for _, tt := range tests {
		n := b.New(tree.Token, tree.NameOf("T"), 1)
		b.SetText(n, "old", 1)
		tt.set(n)
		assert.Equal(t, tt.pre, n.Pre(), tt.name)
		assert.Equal(t, tt.text, n.Text(), tt.name)
		assert.Equal(t, 0, n.NumChildren(), tt.name)
	}

	x, y := b.New(tree.Token, tree.NameOf("X"), 1), b.New(tree.Token, tree.NameOf("Y"), 2)
	r := b.New(tree.Rule, tree.NameOf("r"), 0)
	assert.Equal(t, 0, r.NumChildren())
	kids := []*tree.Node{x, y}
	b.SetChildren(r, kids)
	kids[1] = x // SetChildren copies
	assert.Equal(t, []*tree.Node{x, y}, slices.Collect(r.Children()))
	assert.Equal(t, 2, r.NumChildren())
	assert.Same(t, y, r.Child(1))
	assert.Same(t, r, x.Parent(), "SetChildren sets the parents")
	assert.Equal(t, "", r.Text())
	assert.Equal(t, "", r.Pre())
	b.SetChildren(r, nil)
	assert.Equal(t, 0, r.NumChildren())

	assert.Panics(t, func() { b.SetChildren(x, []*tree.Node{y}) }, "a token has no children")
	assert.Panics(t, func() { b.SetText(r, "x", 0) }, "a rule has no text")
}

// TestFinished: a finished tree does not change. Its Builder is done, and
// no other Builder changes its nodes or takes them into a tree of its own;
// what the tree hands out are copies.
func TestFinished(t *testing.T) {
	b := tree.NewBuilder()
	r := b.New(tree.Rule, tree.NameOf("r"), 0)
	x := b.New(tree.Token, tree.NameOf("X"), 1)
	b.SetText(x, "x", 0)
	b.AddFlags(x, tree.Literal)
	b.SetChildren(r, []*tree.Node{x})
	tr, err := b.Finish(context.Background(), r, tree.Info{Tail: "\n", Warnings: []string{"w"}}, tree.TransformOptions{NoSqueeze: true})
	require.NoError(t, err)
	assert.Equal(t, "x\n", string(tr.Unparse(tree.State{})))
	assert.Equal(t, 2, tr.NumNodes())
	assert.Same(t, x, tr.Node(1))
	assert.Equal(t, []*tree.Node{r, x}, slices.Collect(tr.Nodes()))

	changes := []struct {
		name   string
		change func(b *tree.Builder)
	}{
		{"flags", func(b *tree.Builder) { b.AddFlags(x, tree.Fixed) }},
		{"cleared flags", func(b *tree.Builder) { b.ClearFlags(x, tree.Literal) }},
		{"text", func(b *tree.Builder) { b.SetText(x, "y", 0) }},
		{"type", func(b *tree.Builder) { b.SetType(x, 2) }},
		{"start", func(b *tree.Builder) { b.SetStart(x, 3) }},
		{"group", func(b *tree.Builder) { b.SetGroup(x, 1) }},
		{"replacement", func(b *tree.Builder) { b.SetRepl(x, tree.ReplOf("z")) }},
		{"children", func(b *tree.Builder) { b.SetChildren(r, nil) }},
		{"a child of a new node", func(b *tree.Builder) { b.SetChildren(b.New(tree.Rule, tree.NameOf("s"), 1), []*tree.Node{x}) }},
		{"replaced", func(b *tree.Builder) { b.Replace(x, b.New(tree.Token, tree.NameOf("Y"), 2)) }},
		{"finished again", func(b *tree.Builder) { _, _ = b.Finish(context.Background(), r, tree.Info{}, tree.TransformOptions{}) }},
	}
	for _, c := range changes {
		assert.Panics(t, func() { c.change(b) }, "%s, by the tree's Builder", c.name)
		assert.Panics(t, func() { c.change(tree.NewBuilder()) }, "%s, by another Builder", c.name)
	}
	other := tree.NewBuilder()
	s := other.New(tree.Rule, tree.NameOf("s"), 1)
	other.SetChildren(s, []*tree.Node{other.New(tree.Token, tree.NameOf("Y"), 2)})
	assert.Panics(t, func() { _, _ = other.Finish(context.Background(), r, tree.Info{}, tree.TransformOptions{}) }, "a finished tree's root")

	tr.Warnings()[0] = "changed"
	assert.Equal(t, []string{"w"}, tr.Warnings(), "a copy")
	tr.Run(x)[0] = r
	assert.Equal(t, []*tree.Node{x}, tr.Run(x), "a copy")
	assert.Equal(t, "x\n", string(tr.Unparse(tree.State{})))
	assert.Equal(t, tree.Literal, x.Flags())
}
