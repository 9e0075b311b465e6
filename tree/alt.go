package tree

import (
	"encoding/binary"
	"maps"
	"slices"
)

// Alternatives: a rule node printed as another alternative of its rule,
// filled with nodes from below it and minimal texts (the Fuzzing Book's
// "alternative expansions"). The grammar says what an alternative consumes
// (Tree.Alternatives); the reduction (package reduce) picks the nodes, and
// a State prints them (Tree.WithAlternative).

// An Element is a rule or a token that an alternative of a rule consumes
// (see Tree.Alternatives).
type Element struct {
	Rule   int32      // the rule, as a rule node's Type; -1 for a token
	Tokens [][2]int32 // a token's types, as a token node's Type: closed ranges, in order; nil for a rule
	Text   string     // the shortest text the grammar allows for it (its replacement)
	// Others are other texts a token of several types may take, in the
	// order of their length: where the shortest text does not fit (an
	// empty end of a statement where no line break ends it), another may.
	Others []string
	// Opt is 0 for an element the alternative needs; the elements of one
	// pass through an optional part of it (a ? block, a * loop) share an
	// Opt of their own, and are printed or left out together.
	Opt int32
	// NoText is set if the grammar gives the element no text: it must be
	// a node.
	NoText bool
}

// Matches reports whether token type typ is one of e's.
func (e *Element) Matches(typ int32) bool {
	for _, r := range e.Tokens {
		if r[0] <= typ && typ <= r[1] {
			return true
		}
	}
	return false
}

// An Alternative is a way through an alternative of a rule: the elements
// it consumes, in order.
type Alternative struct {
	Alt      int // the alternative's number, from 1, as Node.Alt gives it
	Elements []Element
}

// Alternatives returns the ways through the alternatives of rule (a rule
// node's Type), or nil if the tree's builder gave none (see
// Info.Alternatives). The slice is shared: do not modify it.
func (t *Tree) Alternatives(rule int32) []Alternative {
	if t.alternatives == nil {
		return nil
	}
	return t.alternatives(rule)
}

// Alt returns the number of the alternative of its rule that rule node n
// took in the parse, from 1; 0 if unknown (see Builder.SetAlt).
func (n *Node) Alt() int {
	if n.kind != Rule {
		return 0
	}
	return int(n.pre)
}

// SetAlt sets the number of the alternative of its rule that rule node n
// took (see Node.Alt).
func (b *Builder) SetAlt(n *Node, alt int) {
	if n.kind != Rule {
		panic("tree: only a rule node takes an alternative")
	}
	b.change(n).pre = int32(alt)
}

// A Part is a piece of what a State prints in place of a node printed as
// another alternative: a node (as the state prints it), or a text.
type Part struct {
	node int32 // the node's ID; -1 for a text
	text string
}

// NodePart is the part that prints node n.
func NodePart(n *Node) Part { return Part{node: n.id} }

// TextPart is the part that prints text.
func TextPart(text string) Part { return Part{node: -1, text: text} }

// Node returns the ID of the node p prints, or -1 if p is a text.
func (p Part) Node() int { return int(p.node) }

// Text returns the text p prints, if it is a text.
func (p Part) Text() string { return p.text }

// Alternative returns the parts printed in place of the children of node
// id, if s prints it as another alternative (see WithAlternative). The
// slice is shared: do not modify it.
func (s State) Alternative(id int) ([]Part, bool) {
	parts, ok := s.alts[id]
	return parts, ok
}

// WithAlternative returns s with node id printed as parts, in place of
// its children: its nodes are printed as s prints them, its texts as
// they are, with a space between two pieces that would run together. A
// part's node must be below node id, and no part's node may be below
// another's; it refuses (ok false) parts that are not, and what would
// print id again inside a part (see WithSubstituted). Which parts make a
// text of the grammar is the caller's to check (Tree.Parses).
func (t *Tree) WithAlternative(s State, id int, parts []Part) (State, bool) {
	n := t.nodes[id]
	var nodes []*Node
	for _, p := range parts {
		if p.node < 0 {
			continue
		}
		m := t.nodes[p.node]
		if m == n || !Encloses(n, m) || t.reaches(s, int(p.node), id) {
			return s, false
		}
		for _, o := range nodes {
			if Encloses(o, m) || Encloses(m, o) {
				return s, false
			}
		}
		nodes = append(nodes, m)
	}
	c := make(map[int][]Part, len(s.alts)+1)
	maps.Copy(c, s.alts)
	c[id] = slices.Clip(slices.Clone(parts))
	s.alts = c
	return s, true
}

// hashAlts adds the alternatives of s to h, if it has any.
func (s State) hashAlts(h interface{ Write([]byte) (int, error) }) {
	if len(s.alts) == 0 {
		return
	}
	var buf [8]byte
	for _, id := range slices.Sorted(maps.Keys(s.alts)) {
		parts := s.alts[id]
		binary.LittleEndian.PutUint64(buf[:], uint64(id)<<32|uint64(len(parts)))
		h.Write(buf[:])
		for _, p := range parts {
			binary.LittleEndian.PutUint64(buf[:], uint64(uint32(p.node))<<32|uint64(len(p.text)))
			h.Write(buf[:])
			h.Write([]byte(p.text))
		}
	}
	binary.LittleEndian.PutUint64(buf[:], uint64(len(s.alts)))
	h.Write(buf[:])
	h.Write([]byte("alternatives"))
}

// sameAlts reports whether s and t print the same nodes as other
// alternatives, with the same parts.
func (s State) sameAlts(t State) bool {
	return maps.EqualFunc(s.alts, t.alts, slices.Equal[[]Part])
}

// altKids returns the nodes of the parts of node n, if s prints it as
// another alternative.
func (t *Tree) altKids(s State, n *Node) ([]*Node, bool) {
	parts, ok := s.alts[n.ID()]
	if !ok {
		return nil, false
	}
	out := make([]*Node, 0, len(parts))
	for _, p := range parts {
		if p.node >= 0 {
			out = append(out, t.nodes[p.node])
		}
	}
	return out, true
}
