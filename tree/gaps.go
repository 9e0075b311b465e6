package tree

import (
	"encoding/binary"
	"slices"
	"strings"
)

// Gaps: the hidden text before a token (whitespace, comments), and the
// text of a token that is whitespace only (a line break a lexer made a
// token of, as JavaScript's virtual semicolons), may be printed compactly
// one by one, where State.Space says how all are printed: a closed gap
// prints as SpaceNone prints it, a token of whitespace prints nothing.
// The space phase (package reduce) closes all at once if the test
// allows, else runs ddmin over them: one gap the test needs (a CSS
// descendant combinator) keeps it open, the others close.

// Closed reports whether the gap of token id is closed.
func (s State) Closed(id int) bool { return NodeSet(s.closed).has(id) }

// WithClosed returns s with the gaps of tokens ids closed as well.
func (s State) WithClosed(ids ...int) State {
	s.closed = NodeSet(s.closed).with(ids...)
	return s
}

// Blank reports whether token n's own text is whitespace only, and not
// empty: a gap of its own (see Closed).
func Blank(n *Node) bool {
	return n.kind == Token && n.Text() != "" && strings.TrimSpace(n.Text()) == "" && !n.Is(Hidden) && !n.Is(Unit)
}

// hashClosed adds the closed gaps of s to h, if it has any.
func (s State) hashClosed(h interface{ Write([]byte) (int, error) }) {
	n := len(s.closed)
	for n > 0 && s.closed[n-1] == 0 {
		n--
	}
	if n == 0 {
		return
	}
	var buf [8]byte
	for _, w := range s.closed[:n] {
		binary.LittleEndian.PutUint64(buf[:], w)
		h.Write(buf[:])
	}
	binary.LittleEndian.PutUint64(buf[:], uint64(n))
	h.Write(buf[:])
	h.Write([]byte("closed"))
}

// sameClosed reports whether s and t close the same gaps.
func (s State) sameClosed(t State) bool {
	a, b := s.closed, t.closed
	for len(a) > 0 && a[len(a)-1] == 0 {
		a = a[:len(a)-1]
	}
	for len(b) > 0 && b[len(b)-1] == 0 {
		b = b[:len(b)-1]
	}
	return slices.Equal(a, b)
}
