package tree_test

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
)

// A shape is a node of a hand-made tree: a token (X and Y, of types 1
// and 3, and the separator ",", of type 2), a rule, or an instance of the
// ?, * or + block that starts at state block.
type shape struct {
	kind  tree.Kind
	name  string // a token's text, a rule's name, or "*" or "+"
	block int32
	kids  []shape
}

func tok(text string) shape                 { return shape{kind: tree.Token, name: text} }
func rule(name string, kids ...shape) shape { return shape{kind: tree.Rule, name: name, kids: kids} }
func plus(block int32, kids ...shape) shape { return shape{tree.Quantifier, "+", block, kids} }
func star(block int32, kids ...shape) shape { return shape{tree.Quantifier, "*", block, kids} }

// build makes the nodes of s with b: a token's replacement is its text.
func (s shape) build(b *tree.Builder) *tree.Node {
	switch s.kind {
	case tree.Token:
		n := b.New(tree.Token, tree.NameOf(s.name), map[string]int32{"X": 1, ",": 2, "Y": 3}[s.name])
		b.SetText(n, s.name, 0)
		b.SetRepl(n, tree.ReplOf(s.name))
		return n
	case tree.Quantifier:
		n := b.New(tree.Quantifier, tree.NameOf(s.name), s.block)
		b.SetChildren(n, buildAll(b, s.kids))
		return n
	}
	n := b.New(tree.Rule, tree.NameOf(s.name), 0)
	b.SetChildren(n, buildAll(b, s.kids))
	return n
}

func buildAll(b *tree.Builder, shapes []shape) []*tree.Node {
	var out []*tree.Node
	for _, s := range shapes {
		out = append(out, s.build(b))
	}
	return out
}

// TestListRules checks list detection (lists.go) on the rules, with trees
// made by hand: which siblings form one list, whatever shapes the bundled
// grammars make. groups are the lists of the root's children, by index of
// child: the members of each group, in order; the other children are in
// no list. A lone element of a separated list is wrapped (the root then
// has as many children).
func TestListRules(t *testing.T) {
	X, Y, sep := tok("X"), tok("Y"), tok(",")
	tests := []struct {
		name      string
		kids      []shape
		groups    [][]int
		separated []int // the children marked Separated
	}{
		{"a + run", []shape{plus(3, X), plus(3, X), plus(3, X)}, [][]int{{0, 1, 2}}, nil},
		{"two adjacent + runs of different blocks", []shape{plus(3, X), plus(3, X), plus(5, X), plus(5, X)}, [][]int{{0, 1}, {2, 3}}, nil},
		{"+ runs of different blocks, one instance each", []shape{plus(3, X), plus(5, X)}, [][]int{{0}, {1}}, nil},
		{"a + run cut by a token", []shape{plus(3, X), Y, plus(3, X)}, [][]int{{0}, {2}}, nil},
		{"x (sep x)*", []shape{X, star(7, sep, X), star(7, sep, X)}, [][]int{{0, 1, 2}}, []int{0, 1, 2}},
		{"x (sep x)* and another block after it", []shape{X, star(7, sep, X), star(9, sep, X)}, [][]int{{0, 1}}, []int{0, 1}},
		{"x (sep y)*: not like x", []shape{X, star(7, sep, Y)}, nil, nil},
		{"(x sep)* x", []shape{star(7, X, sep), star(7, X, sep), X}, [][]int{{0, 1, 2}}, []int{0, 1, 2}},
		{"a * run without an element after it", []shape{star(7, X, sep), star(7, X, sep)}, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := tree.NewBuilder()
			root := rule("r", tt.kids...).build(b)
			tr, err := b.Finish(context.Background(), root, tree.Info{}, tree.TransformOptions{NoSqueeze: true, NoHide: true})
			require.NoError(t, err)
			kids := slices.Collect(tr.Root().Children())
			require.Len(t, kids, len(tt.kids))
			var groups [][]int
			var separated []int
			byGroup := map[int32]int{}
			for i, k := range kids {
				if k.Is(tree.Separated) {
					separated = append(separated, i)
				}
				if k.Group() == 0 {
					continue
				}
				g, ok := byGroup[k.Group()]
				if !ok {
					g = len(groups)
					byGroup[k.Group()] = g
					groups = append(groups, nil)
				}
				groups[g] = append(groups[g], i)
			}
			assert.Equal(t, tt.groups, groups, "the lists")
			assert.Equal(t, tt.separated, separated, "the members of separated lists")
			for _, k := range kids {
				if k.Group() != 0 {
					assert.True(t, k.Is(tree.Required), "%s: a list of the root is required", k.Name())
				}
			}
		})
	}
}
