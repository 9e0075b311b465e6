package tree

import "slices"

// Units: text that a grammar's lexer sends to a channel of its own, not
// the parser's and not the hidden one (a shader's #version, a pragma), is
// not hidden text: it means something, and the text around it does not
// carry it. Package tree/fromparse makes a Unit token of each (but for
// whitespace), a child of the root, after its other children: offered to
// ddmin at the first level, removable by itself (its replacement is
// empty), and printed where it stands in the source, before the first
// token printed that stood after it, whatever was removed, hoisted or
// respaced around it. A candidate loses it only if it removes it.

// Units returns the Unit tokens of the tree, in the order of the source.
func (t *Tree) Units() []*Node { return slices.Clone(t.units) }
