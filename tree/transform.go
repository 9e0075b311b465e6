package tree

import (
	"slices"
	"strings"

	"github.com/hddmin/hddmin/internal/cancel"
)

// TransformOptions switch the tree transformations (Hodován, Kiss and
// Gyimóthy, AST 2017 and ICSME 2017), run once on a tree just built, as
// Builder.Finish finishes it:
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
// the others off. {PlainLists: true, NoSqueeze: true, NoHide: true}
// leaves the tree as built.
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

// transform applies the transformations opts selects to the tree whose
// root is root, in the order flatten, lists, squeeze, hide, skip
// whitespace (or flat tokens alone), and returns its root. It runs once,
// on a tree just built (see Finish).
func (b *Builder) transform(root *Node, opts TransformOptions) *Node {
	if opts.FlatTokens {
		flatTokens(root, b.stop)
		return root
	}
	if opts.FlattenRecursion {
		flatten(root, b.stop)
	}
	if !opts.PlainLists {
		b.markLists(root)
	}
	if !opts.NoSqueeze {
		root = squeeze(root, b.stop)
	}
	if !opts.NoHide {
		hideUnremovable(root, b.stop)
	}
	if opts.SkipWhitespace {
		skipWhitespace(root, b.stop)
	}
	return root
}

// flatTokens makes the tokens under root its children, removable to
// nothing but for those that print nothing already (EOF, conjured ones).
func flatTokens(root *Node, stop *cancel.Canceller) {
	var tokens []*Node
	Inspect(root, func(n *Node) bool {
		stop.Check()
		if n.kind == Token {
			n.parent, n.group = root, 0
			n.flags &^= Separated | SepAfter | Required
			if n.Text() != "" {
				n.repl = EmptyRepl
				n.flags &^= Fixed | NoRepl
			}
			tokens = append(tokens, n)
		}
		return true
	})
	root.setKids(tokens)
}

// squeeze replaces a node that has exactly one child with the same
// replacement by that child, bottom-up (squeezeTree). List members stay: the
// list they belong to depends on them.
func squeeze(n *Node, stop *cancel.Canceller) *Node {
	if n.kind == Token {
		return n
	}
	stop.Check()
	kids := n.kids()
	for i, c := range kids {
		kids[i] = squeeze(c, stop)
	}
	if len(kids) == 1 && n.group == 0 {
		c := kids[0]
		if c.repl == n.repl && c.Is(NoRepl) == n.Is(NoRepl) {
			c.parent = n.parent
			var rules []int32
			if n.kind == Rule {
				rules = append(rules, n.typ)
			}
			c.squeezed = internRules(append(rules, c.Squeezed()...))
			return c
		}
	}
	return n
}

// hideUnremovable fixes the tokens whose text is their replacement
// (hideUnremovableTokens): removing them changes nothing.
func hideUnremovable(root *Node, stop *cancel.Canceller) {
	Inspect(root, func(n *Node) bool {
		stop.Check()
		if n.kind == Token && !n.Is(Hidden) && n.Text() == n.repl.String() {
			n.flags |= Fixed
		}
		return true
	})
}

// skipWhitespace fixes the hidden tokens that are only whitespace.
func skipWhitespace(root *Node, stop *cancel.Canceller) {
	Inspect(root, func(n *Node) bool {
		stop.Check()
		if n.Is(Hidden) && strings.TrimSpace(n.Text()) == "" {
			n.flags |= Fixed
		}
		return true
	})
}

// flatten turns left- and right-recursive chains of a rule into the shape a
// loop would have given them (flattenTreeRecursion): r → r x y becomes
// r → (children of the inner r) (x y), and r → x y r becomes
// r → (x y) (children of the inner r). The new quantifier nodes have the
// empty replacement.
func flatten(n *Node, stop *cancel.Canceller) {
	stop.Check()
	kids := n.kids()
	for _, c := range kids {
		flatten(c, stop)
	}
	k := len(kids)
	if n.kind != Rule || k < 2 {
		return
	}
	first, last := kids[0], kids[k-1]
	switch {
	case sameRule(first, n):
		rest := wrap(kids[1:])
		n.setKids(append(append([]*Node{}, first.kids()...), rest))
	case sameRule(last, n):
		rest := wrap(kids[:k-1])
		n.setKids(append([]*Node{rest}, last.kids()...))
	}
}

func sameRule(c, n *Node) bool { return c.kind == Rule && c.typ == n.typ && c.group == 0 }

// wrap returns nodes as one quantifier node with the empty replacement, or
// the node itself if it is a lone non-list quantifier node already.
func wrap(nodes []*Node) *Node {
	if len(nodes) == 1 && nodes[0].kind == Quantifier && nodes[0].group == 0 {
		nodes[0].repl = EmptyRepl
		return nodes[0]
	}
	w := &Node{kind: Quantifier, name: Star, typ: -1, start: -1}
	w.setKids(slices.Clone(nodes))
	return w
}
