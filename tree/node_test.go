package tree_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hddmin/hddmin/tree"
)

// TestNodeFields checks the fields that share one pointer: a token's text
// and the text before it, and another node's children.
func TestNodeFields(t *testing.T) {
	src := "  foo bar"
	tests := []struct {
		name      string
		set       func(n *tree.Node)
		pre, text string
	}{
		{"part of a source", func(n *tree.Node) { n.SetText(src[0:5], 2) }, "  ", "foo"},
		{"no text before", func(n *tree.Node) { n.SetText(src[2:5], 0) }, "", "foo"},
		{"only text before", func(n *tree.Node) { n.SetText(src[5:6], 1) }, " ", ""},
		{"nothing", func(n *tree.Node) { n.SetText("", 0) }, "", ""},
		{"two strings", func(n *tree.Node) { n.SetTexts("\n", "bar") }, "\n", "bar"},
		{"text alone", func(n *tree.Node) { n.SetTexts("", "bar") }, "", "bar"},
		{"text before alone", func(n *tree.Node) { n.SetTexts("\t", "") }, "\t", ""},
	}
	for _, tt := range tests {
		n := &tree.Node{Kind: tree.Token}
		n.SetText("old", 1)
		tt.set(n)
		assert.Equal(t, tt.pre, n.Pre(), tt.name)
		assert.Equal(t, tt.text, n.Text(), tt.name)
		assert.Nil(t, n.Children(), tt.name)
	}

	a, b := &tree.Node{Kind: tree.Token}, &tree.Node{Kind: tree.Token}
	r := &tree.Node{Kind: tree.Rule}
	assert.Nil(t, r.Children())
	r.SetChildren([]*tree.Node{a, b})
	assert.Equal(t, []*tree.Node{a, b}, r.Children())
	assert.Equal(t, "", r.Text())
	assert.Equal(t, "", r.Pre())
	kids := r.Children()
	kids[1] = a // the node's own slice
	assert.Same(t, a, r.Children()[1])
	_ = append(kids, b) // copies: no room to grow
	assert.Len(t, r.Children(), 2)
	r.SetChildren(nil)
	assert.Nil(t, r.Children())

	assert.Panics(t, func() { a.SetChildren([]*tree.Node{b}) }, "a token has no children")
	assert.Panics(t, func() { r.SetText("x", 0) }, "a rule has no text")
}
