package tree

import "slices"

// Substitution and splicing generalise hoisting. Hoisting prints a
// descendant of a node in its place; substitution prints any node there,
// one from elsewhere in the tree too (a variable's use replaced by its
// initializer), and splicing prints a run of list members in place of a
// list member (a function body's statements in place of the statement
// that held the function). A node printed in two places is one node: a
// removal inside it shows in both.
//
// A substitution must not make the text infinite: node X printed as Y,
// where the printing of Y, through the substitutions and splices of the
// state, comes back to X. WithSubstituted and WithSpliced refuse those,
// and a node's ancestors, which always would be.

// Substituted returns the node printed in place of node id, if any: a
// descendant (hoisting) or a node from elsewhere (substitution).
func (s State) Substituted(id int) (int, bool) { return s.Hoisted(id) }

// Spliced returns the first member of the run printed in place of node
// id, if any; -1 if nothing is printed in its place (see WithErased).
func (s State) Spliced(id int) (int, bool) {
	first, ok := s.spliced[id]
	return first, ok
}

// WithSubstituted returns s with node by printed in place of node id. It
// refuses (ok false) what would print id again inside by: by is id or an
// ancestor of id, or the printing of by in s comes back to id.
func (t *Tree) WithSubstituted(s State, id, by int) (State, bool) {
	if Encloses(t.nodes[by], t.nodes[id]) || t.reaches(s, by, id) {
		return s, false
	}
	return s.WithHoisted(id, by), true
}

// WithSpliced returns s with the run of list members that starts with
// first (see Run) printed in place of list member id, as members of id's
// list. It refuses (ok false) a node that is not the first of its run,
// and what would print id again: first's run holds id or an ancestor of
// it, or its printing in s comes back to id. Splicing is meant for lists
// without separators; the caller checks that the two lists take the same
// members.
func (t *Tree) WithSpliced(s State, id, first int) (State, bool) {
	f := t.nodes[first]
	if RunFirst(f) != f {
		return s, false
	}
	for _, m := range t.run(f) {
		if Encloses(m, t.nodes[id]) || t.reaches(s, m.ID(), id) {
			return s, false
		}
	}
	s.spliced = with(s.spliced, first, id)
	return s, true
}

// WithErased returns s with nothing printed in place of the nodes ids:
// not their replacement, no text at all. Which erasures keep the text
// well-formed is the caller's to check (Tree.Parses).
func (s State) WithErased(ids ...int) State {
	if len(ids) == 0 {
		return s
	}
	s.spliced = with(s.spliced, -1, ids...)
	return s
}

// Run returns the run of list members that m belongs to, from m on: its
// consecutive siblings of the same Group, or, for an instance of a * or +
// block in no Group, the consecutive instances of that block. Any other
// node is a run of its own.
func (t *Tree) Run(m *Node) []*Node { return slices.Clone(t.run(m)) }

// run is Run, a part of the children of m's parent, which the caller
// must not modify.
func (t *Tree) run(m *Node) []*Node {
	if m.parent == nil || !ListMember(m) {
		return []*Node{m}
	}
	kids := m.parent.kids()
	i := slices.Index(kids, m)
	j := i
	for j < len(kids) && sameRun(kids[j], m) {
		j++
	}
	return kids[i:j]
}

// RunFirst returns the first member of the run of m (see Run).
func RunFirst(m *Node) *Node {
	if m.parent == nil || !ListMember(m) {
		return m
	}
	kids := m.parent.kids()
	i := slices.Index(kids, m)
	for i > 0 && sameRun(kids[i-1], m) {
		i--
	}
	return kids[i]
}

// ListMember reports whether m is a list member (see Node.Group) or an
// instance of a * or + block: a node of a run (see Run).
func ListMember(m *Node) bool {
	return m.group != 0 || m.kind == Quantifier && (m.name == Star || m.name == Plus)
}

// sameRun reports whether a is in the run of list member m.
func sameRun(a, m *Node) bool {
	if m.group != 0 {
		return a.group == m.group
	}
	return a.group == 0 && a.kind == Quantifier && a.name == m.name && a.typ == m.typ
}

// Encloses reports whether node a is node d or one of its ancestors.
func Encloses(a, d *Node) bool {
	for ; d != nil; d = d.parent {
		if d == a {
			return true
		}
	}
	return false
}

// reaches reports whether printing node from in state s, removals
// ignored (they may be undone), would print node to: whether the
// substitutions and splices of s lead from one to the other.
func (t *Tree) reaches(s State, from, to int) bool {
	seen := map[int]bool{}
	var walk func(n *Node) bool
	walk = func(n *Node) bool {
		if n.ID() == to {
			return true
		}
		if seen[n.ID()] {
			return false
		}
		seen[n.ID()] = true
		if h, ok := s.hoisted[n.ID()]; ok {
			return walk(t.nodes[h])
		}
		if first, ok := s.spliced[n.ID()]; ok {
			if first < 0 {
				return false
			}
			for _, m := range t.run(t.nodes[first]) {
				if walk(m) {
					return true
				}
			}
			return false
		}
		for _, c := range t.kidsOf(s, n) {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return walk(t.nodes[from])
}
