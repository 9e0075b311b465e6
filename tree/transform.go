package tree

import (
	"context"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/internal/cancel"
)

// TransformOptions switch the tree transformations (Hodován, Kiss and
// Gyimóthy, AST 2017 and ICSME 2017), run once on a tree just built:
//
//   - squeezeTree: a node with one child whose replacement equals its own
//     is replaced by that child, bottom-up: unit chains collapse, and HDD
//     has fewer levels to test.
//   - hideUnremovableTokens: a token whose text is its replacement is
//     fixed: removing it changes nothing, so ddmin never sees it.
//   - flattenTreeRecursion: a left- or right-recursive list (r: r x | y)
//     becomes the siblings a * loop would have made, the new groups with
//     the empty replacement.
//   - skipWhitespace (with hidden tokens built into the tree):
//     whitespace-only tokens are not offered to ddmin.
//
// The zero value is the default: squeezeTree and hideUnremovableTokens on,
// the others off.
type TransformOptions struct {
	// PlainLists leaves lists unmarked, as Picireny builds them: the first
	// element of a separated list stays, and a removed first + instance
	// prints a minimal element always.
	PlainLists       bool
	NoSqueeze        bool // keep unit chains (no squeezeTree)
	NoHide           bool // offer tokens that equal their replacement to ddmin (no hideUnremovableTokens)
	FlattenRecursion bool // flattenTreeRecursion
	SkipWhitespace   bool // with KeepHidden: whitespace-only hidden tokens are not offered to ddmin
	// FlatTokens makes the tree its root over its tokens, each of which may
	// go to nothing: the prune phase is then plain ddmin over the tokens,
	// the baseline that HDD improves on (its candidates need not parse).
	// The other transformations do not apply.
	FlatTokens bool
}

// Transform applies the transformations opts selects, in the order
// flatten, lists, squeeze, hide, skip whitespace (or flat tokens alone).
// It is meant to run once, on a tree just built.
func (t *Tree) Transform(opts TransformOptions) {
	t.TransformContext(context.Background(), opts)
}

// TransformContext is Transform, stopped when ctx is done: it then returns
// ctx.Err(), and the tree is of no use.
func (t *Tree) TransformContext(ctx context.Context, opts TransformOptions) (err error) {
	defer cancel.Recover(ctx, &err)
	t.stop = cancel.New(ctx)
	defer func() { t.stop = nil }()
	if opts.FlatTokens {
		flatTokens(t.Root)
		t.Renumber()
		return nil
	}
	if opts.FlattenRecursion {
		flatten(t.Root)
	}
	if !opts.PlainLists {
		t.markLists(t.Root)
	}
	if !opts.NoSqueeze {
		t.Root = squeeze(t.Root)
	}
	if !opts.NoHide {
		hideUnremovable(t.Root)
	}
	if opts.SkipWhitespace {
		skipWhitespace(t.Root)
	}
	t.Renumber()
	return nil
}

// flatTokens makes the tokens under root its children, removable to
// nothing but for those that print nothing already (EOF, conjured ones).
func flatTokens(root *Node) {
	var tokens []*Node
	Inspect(root, func(n *Node) bool {
		if n.Kind == Token {
			n.Parent, n.Group = root, 0
			n.Flags &^= Separated | SepAfter | Required
			if n.Text() != "" {
				n.Repl = EmptyRepl
				n.Flags &^= Fixed | NoRepl
			}
			tokens = append(tokens, n)
		}
		return true
	})
	root.SetChildren(tokens)
}

// squeeze replaces a node that has exactly one child with the same
// replacement by that child, bottom-up (squeezeTree). List members stay: the
// list they belong to depends on them.
func squeeze(n *Node) *Node {
	if n.Kind == Token {
		return n
	}
	kids := n.Children()
	for i, c := range kids {
		kids[i] = squeeze(c)
	}
	if len(kids) == 1 && n.Group == 0 {
		c := kids[0]
		if c.Repl == n.Repl && c.Is(NoRepl) == n.Is(NoRepl) {
			c.Parent = n.Parent
			var rules []int32
			if n.Kind == Rule {
				rules = append(rules, n.Type)
			}
			c.squeezed = internRules(append(rules, c.Squeezed()...))
			return c
		}
	}
	return n
}

// hideUnremovable fixes the tokens whose text is their replacement
// (hideUnremovableTokens): removing them changes nothing.
func hideUnremovable(root *Node) {
	Inspect(root, func(n *Node) bool {
		if n.Kind == Token && !n.Is(Hidden) && n.Text() == n.Repl.String() {
			n.Flags |= Fixed
		}
		return true
	})
}

// skipWhitespace fixes the hidden tokens that are only whitespace.
func skipWhitespace(root *Node) {
	Inspect(root, func(n *Node) bool {
		if n.Is(Hidden) && strings.TrimSpace(n.Text()) == "" {
			n.Flags |= Fixed
		}
		return true
	})
}

// flatten turns left- and right-recursive chains of a rule into the shape a
// loop would have given them (flattenTreeRecursion): r → r x y becomes
// r → (children of the inner r) (x y), and r → x y r becomes
// r → (x y) (children of the inner r). The new quantifier nodes have the
// empty replacement.
func flatten(n *Node) {
	kids := n.Children()
	for _, c := range kids {
		flatten(c)
	}
	k := len(kids)
	if n.Kind != Rule || k < 2 {
		return
	}
	first, last := kids[0], kids[k-1]
	switch {
	case sameRule(first, n):
		rest := wrap(kids[1:])
		n.SetChildren(append(append([]*Node{}, first.Children()...), rest))
	case sameRule(last, n):
		rest := wrap(kids[:k-1])
		n.SetChildren(append([]*Node{rest}, last.Children()...))
	}
}

func sameRule(c, n *Node) bool { return c.Kind == Rule && c.Type == n.Type && c.Group == 0 }

// wrap returns nodes as one quantifier node with the empty replacement, or
// the node itself if it is a lone non-list quantifier node already.
func wrap(nodes []*Node) *Node {
	if len(nodes) == 1 && nodes[0].Kind == Quantifier && nodes[0].Group == 0 {
		nodes[0].Repl = EmptyRepl
		return nodes[0]
	}
	w := &Node{Kind: Quantifier, Name: Star, Type: -1, Start: -1}
	w.SetChildren(slices.Clone(nodes))
	return w
}
