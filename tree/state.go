package tree

import (
	"crypto/sha256"
	"encoding/binary"
	"iter"
	"maps"
	"slices"
)

// Space says how the unparser prints the hidden text between tokens.
type Space uint8

const (
	SpaceKeep  Space = iota // as in the source, comments included
	SpaceLines              // a newline where the source had one, else a space where tokens would run together
	SpaceNone               // a space only where tokens would run together
)

func (s Space) String() string {
	switch s {
	case SpaceKeep:
		return "keep"
	case SpaceLines:
		return "lines"
	case SpaceNone:
		return "none"
	}
	return "Space(?)"
}

// State is a reduction of a tree: the nodes replaced by their replacement,
// the nodes replaced by another node (hoisting: a descendant; substitution:
// any node that does not print it again, see Tree.WithSubstituted), the
// list members replaced by a run of list members or by nothing (see
// Tree.WithSpliced), the tokens printed with a text of their own
// (rewriting), the rule nodes printed as another alternative of their rule
// (see Tree.WithAlternative), and how hidden text is printed: all of it
// (Space), and the gaps closed one by one (see Closed). The zero State is the
// unreduced tree. A State is a value: the With methods return a new State
// and leave the receiver as it was.
type State struct {
	removed []uint64       // bit set of node IDs
	hoisted map[int]int    // node ID -> ID of the node printed in its place
	spliced map[int]int    // node ID -> ID of the first member of the run printed in its place; -1 for nothing
	texts   map[int]string // token ID -> the text printed instead of its own
	alts    map[int][]Part // node ID -> the parts printed in place of its children (see WithAlternative)
	closed  []uint64       // bit set of the token IDs whose gap is closed (see Closed)
	Space   Space
}

// Removed reports whether node id is replaced by its replacement.
func (s State) Removed(id int) bool { return NodeSet(s.removed).has(id) }

// WithRemoved returns s with the nodes ids removed as well.
func (s State) WithRemoved(ids ...int) State {
	s.removed = NodeSet(s.removed).with(ids...)
	return s
}

// has reports whether id is in ns.
func (ns NodeSet) has(id int) bool {
	w := id >> 6
	return w < len(ns) && ns[w]&(1<<(id&63)) != 0
}

// with returns a copy of ns with ids in it too (ns itself if ids is
// empty): the sets of a State are shared between states, never modified.
func (ns NodeSet) with(ids ...int) NodeSet {
	if len(ids) == 0 {
		return ns
	}
	n := len(ns)
	for _, id := range ids {
		n = max(n, id>>6+1)
	}
	r := make(NodeSet, n)
	copy(r, ns)
	for _, id := range ids {
		r[id>>6] |= 1 << (id & 63)
	}
	return r
}

// Hoisted returns the descendant printed in place of node id, if any.
func (s State) Hoisted(id int) (int, bool) {
	d, ok := s.hoisted[id]
	return d, ok
}

// WithHoisted returns s with descendant printed in place of node id.
func (s State) WithHoisted(id, descendant int) State {
	s.hoisted = with(s.hoisted, descendant, id)
	return s
}

// with returns a copy of m with the keys ids mapped to v: the maps of a
// State are shared between states, never modified.
func with[V any](m map[int]V, v V, ids ...int) map[int]V {
	c := make(map[int]V, len(m)+len(ids))
	maps.Copy(c, m)
	for _, id := range ids {
		c[id] = v
	}
	return c
}

// Text returns the text printed for token id instead of its own, if any.
func (s State) Text(id int) (string, bool) {
	t, ok := s.texts[id]
	return t, ok
}

// WithText returns s with the tokens ids printed as text.
func (s State) WithText(text string, ids ...int) State {
	s.texts = with(s.texts, text, ids...)
	return s
}

// TokenText returns the text that token n prints in s (unless it is
// removed): its own, or the one s gives it.
func (s State) TokenText(n *Node) string {
	if t, ok := s.texts[n.ID()]; ok {
		return t
	}
	return n.Text()
}

// A NodeSet is a set of node IDs: bit id%64 of word id/64.
type NodeSet []uint64

// RemovedSet returns the set of the nodes s removes. It is shared with s:
// do not modify it.
func (s State) RemovedSet() NodeSet { return s.removed }

// Key identifies s: states with the same key are the same reduction.
func (s State) Key() [sha256.Size]byte {
	h := sha256.New()
	var buf [8]byte
	n := len(s.removed)
	for n > 0 && s.removed[n-1] == 0 {
		n--
	}
	for _, w := range s.removed[:n] {
		binary.LittleEndian.PutUint64(buf[:], w)
		h.Write(buf[:])
	}
	ids := slices.Sorted(maps.Keys(s.hoisted))
	for _, id := range ids {
		binary.LittleEndian.PutUint64(buf[:], uint64(id)<<32|uint64(uint32(s.hoisted[id])))
		h.Write(buf[:])
	}
	h.Write([]byte{byte(len(ids) >> 24), byte(len(ids) >> 16), byte(len(ids) >> 8), byte(len(ids)), byte(s.Space)})
	if len(s.spliced) > 0 {
		// Apart from the hoisted pairs by the count before: a state with
		// no splices hashes as it did before splices existed.
		for _, id := range slices.Sorted(maps.Keys(s.spliced)) {
			binary.LittleEndian.PutUint64(buf[:], uint64(id)<<32|uint64(uint32(s.spliced[id])))
			h.Write(buf[:])
		}
		binary.LittleEndian.PutUint64(buf[:], uint64(len(s.spliced)))
		h.Write(buf[:])
		h.Write([]byte("spliced"))
	}
	if len(s.texts) > 0 {
		for _, id := range slices.Sorted(maps.Keys(s.texts)) {
			binary.LittleEndian.PutUint64(buf[:], uint64(id)<<32|uint64(uint32(len(s.texts[id]))))
			h.Write(buf[:])
			h.Write([]byte(s.texts[id]))
		}
		binary.LittleEndian.PutUint64(buf[:], uint64(len(s.texts)))
		h.Write(buf[:])
		h.Write([]byte("texts"))
	}
	s.hashAlts(h)
	s.hashClosed(h)
	var k [sha256.Size]byte
	h.Sum(k[:0])
	return k
}

// Shape returns s without its removals: what SameShape compares.
func (s State) Shape() State {
	s.removed = nil
	return s
}

// SameShape reports whether s and t hoist, substitute and splice the same
// nodes, give tokens the same texts, print the same nodes as other
// alternatives and print the same spacing and gaps: whether they differ in
// removed nodes only.
func (s State) SameShape(t State) bool {
	return s.Space == t.Space && maps.Equal(s.hoisted, t.hoisted) && maps.Equal(s.spliced, t.spliced) &&
		maps.Equal(s.texts, t.texts) && s.sameAlts(t) && s.sameClosed(t)
}

// Count returns the number of removed nodes.
func (s State) Count() int {
	n := 0
	for _, w := range s.removed {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// Resolve follows the hoisting of node n in s: the node printed in its place.
func (t *Tree) Resolve(s State, n *Node) *Node {
	for {
		d, ok := s.hoisted[n.ID()]
		if !ok {
			return n
		}
		n = t.nodes[d]
	}
}

// Children returns the children of n as s prints them: hoisted and
// substituted nodes resolved, spliced ones replaced by the members of
// their run (see Tree.WithSpliced), and of a node printed as another
// alternative, the nodes of its parts (see Tree.WithAlternative). The
// removed ones are included.
func (t *Tree) Children(s State, n *Node) iter.Seq[*Node] {
	return func(yield func(*Node) bool) {
		if s.plain() {
			for _, c := range n.kids() {
				if !yield(c) {
					return
				}
			}
			return
		}
		for _, c := range t.children(s, n) {
			if !yield(c) {
				return
			}
		}
	}
}

// children is Children as a slice: n's own if s changes nothing, which
// the caller must not modify.
func (t *Tree) children(s State, n *Node) []*Node {
	if s.plain() {
		return n.kids()
	}
	kids := n.kids()
	if alt, ok := t.altKids(s, n); ok {
		kids = alt
	}
	out := make([]*Node, 0, len(kids))
	for _, c := range kids {
		out = t.appendPrinted(out, s, c)
	}
	return out
}

// plain reports whether s prints every node's children as they are: it
// hoists, substitutes, splices and prints as another alternative nothing.
func (s State) plain() bool { return len(s.hoisted) == 0 && len(s.spliced) == 0 && len(s.alts) == 0 }

// kidsOf returns the children of n that s prints in its place, before
// they are resolved: its own, or the nodes of its parts if s prints it as
// another alternative.
func (t *Tree) kidsOf(s State, n *Node) []*Node {
	if alt, ok := t.altKids(s, n); ok {
		return alt
	}
	return n.kids()
}

// appendPrinted appends to out the nodes that s prints in place of n: n
// resolved, or the members of the run spliced in its place, each resolved
// and expanded in turn.
func (t *Tree) appendPrinted(out []*Node, s State, n *Node) []*Node {
	n = t.Resolve(s, n)
	first, ok := s.spliced[n.ID()]
	if !ok {
		return append(out, n)
	}
	if first >= 0 {
		for _, m := range t.run(t.nodes[first]) {
			out = t.appendPrinted(out, s, m)
		}
	}
	return out
}

// Level returns the nodes at depth d (the root is at depth 0) of the tree as
// s prints it that are kept and may be offered to ddmin: not removed, not
// Fixed, and with no removed ancestor. A node that s prints in more than one
// place (see WithSubstituted) is offered once, at the least depth it is
// printed at. more reports whether there is any kept node at depth d,
// offered or not: whether deeper levels may exist.
func (t *Tree) Level(s State, d int) (nodes []*Node, more bool) {
	var least map[int]int // with substitutions: the least depth of each node printed
	var seen map[int]bool
	if len(s.hoisted)+len(s.spliced)+len(s.alts) > 0 {
		least, seen = map[int]int{}, map[int]bool{}
		t.InspectPrinted(s, func(n *Node, depth int) bool {
			if l, ok := least[n.ID()]; !ok || depth < l {
				least[n.ID()] = depth
			}
			return true
		})
	}
	t.walkPrinted(s, t.root, 0, func(n *Node, depth int) bool {
		if depth != d {
			return true
		}
		more = true
		if least != nil {
			if least[n.ID()] != d || seen[n.ID()] {
				return false
			}
			seen[n.ID()] = true
		}
		if !n.Is(Fixed) {
			nodes = append(nodes, n)
		}
		return false
	})
	return nodes, more
}

// Top returns the nodes at depth 0 of the tree as s prints it: the root,
// or the node printed in its place, unless it is removed. With Below, it
// walks the levels of the tree one after the other, each in the time its
// nodes take, whatever its depth.
func (t *Tree) Top(s State) []*Node {
	root := t.Resolve(s, t.root)
	if s.Removed(root.ID()) {
		return nil
	}
	return []*Node{root}
}

// Below returns the nodes that s prints as the children of nodes, in
// order, but for the removed ones: if nodes are the printed nodes at depth
// d of the tree as s prints it, the printed nodes at depth d+1. A node
// that s prints in two places (see Duplicates) is in it at each.
func (t *Tree) Below(s State, nodes []*Node) []*Node {
	var out []*Node
	for _, n := range nodes {
		for _, c := range t.children(s, n) {
			if !s.Removed(c.ID()) {
				out = append(out, c)
			}
		}
	}
	return out
}

// Duplicates reports whether s prints a node in more than one place: a
// node substituted by one from elsewhere in the tree (see
// WithSubstituted), which hoisting and splicing never do.
func (t *Tree) Duplicates(s State) bool {
	for id, by := range s.hoisted {
		if !Encloses(t.nodes[id], t.nodes[by]) {
			return true
		}
	}
	return false
}

// InspectPrinted traverses the tree as s prints it, in preorder, calling
// f for each node with its depth (the root's is 0): hoisted and
// substituted nodes resolved, spliced ones replaced by their run, removed
// ones left out. It does not descend into the children of a node for
// which f returns false. A node that s prints in two places is visited
// twice.
func (t *Tree) InspectPrinted(s State, f func(n *Node, depth int) bool) {
	t.walkPrinted(s, t.root, 0, f)
}

// walkPrinted is InspectPrinted from node n at depth.
func (t *Tree) walkPrinted(s State, n *Node, depth int, f func(*Node, int) bool) {
	n = t.Resolve(s, n)
	if first, ok := s.spliced[n.ID()]; ok {
		if first >= 0 {
			for _, m := range t.run(t.nodes[first]) {
				t.walkPrinted(s, m, depth, f)
			}
		}
		return
	}
	if s.Removed(n.ID()) || !f(n, depth) {
		return
	}
	for _, c := range t.kidsOf(s, n) {
		t.walkPrinted(s, c, depth+1, f)
	}
}
