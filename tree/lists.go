package tree

import "slices"

// markLists finds the lists of the tree (see the package documentation)
// and marks their members, bottom-up.
func (t *Tree) markLists(n *Node) {
	t.stop.Check()
	for _, c := range n.Children() {
		t.markLists(c)
	}
	if n.Kind != Token {
		n.SetChildren(t.lists(n.Children(), n))
	}
}

// lists marks the lists among the children kids of container and returns
// the children, with the lone elements of separated lists wrapped.
func (t *Tree) lists(kids []*Node, container *Node) []*Node {
	runEnd := 0 // the end of the last run of * instances found
	for i := 0; i < len(kids); i++ {
		t.stop.Check()
		if kids[i].Group != 0 {
			continue
		}
		var j int
		switch k := kids[i]; {
		case k.Kind == Quantifier && k.Name == Plus:
			j = plusRun(kids, i)
		case element(k) && i+1 < len(kids) && kids[i+1].Kind == Quantifier && kids[i+1].Name == Star:
			j = separatedBefore(kids, i)
		case k.Kind == Quantifier && k.Name == Star:
			if i >= runEnd { // where the run of these instances ends, once a run
				runEnd = starRun(kids, i)
			}
			var skip int
			if j, skip = separatedAfter(kids, i, runEnd); j < 0 {
				i = skip
				continue
			}
		}
		if j <= i {
			continue
		}
		t.group(kids, i, j, container)
		i = j - 1
	}
	return kids
}

// plusRun returns the end of the run of + instances of one block that
// starts at kids[i].
func plusRun(kids []*Node, i int) int {
	j := i + 1
	for j < len(kids) && kids[j].Kind == Quantifier && kids[j].Name == Plus && kids[j].Type == kids[i].Type {
		j++
	}
	return j
}

// starRun returns the end of the run of * instances of one block, not in
// a list yet, that starts at kids[i].
func starRun(kids []*Node, i int) int {
	j := i + 1
	for j < len(kids) && kids[j].Kind == Quantifier && kids[j].Name == Star && kids[j].Group == 0 && kids[j].Type == kids[i].Type {
		j++
	}
	return j
}

// separatedBefore finds x (sep x)*: the element kids[i], then * instances
// of one block each ending with an element like it. It wraps the first
// element, marks the members Separated and returns the list's end, or i
// if there is no such list.
func separatedBefore(kids []*Node, i int) int {
	k, j := kids[i], i+1
	for j < len(kids) && kids[j].Kind == Quantifier && kids[j].Group == 0 &&
		kids[j].Type == kids[i+1].Type && shaped(kids[j], k, true) {
		j++
	}
	if j == i+1 {
		return i
	}
	kids[i] = wrapElement(k, kids[i+1].Type)
	for _, m := range kids[i:j] {
		m.Flags |= Separated
	}
	return j
}

// separatedAfter finds (x sep)* x: * instances from kids[i] to the end of
// their run, each starting with an element like the one that ends the run.
// It wraps that last element, marks the members Separated and SepAfter and
// returns the list's end; or -1 and the index to go on after, if there is
// no such list.
func separatedAfter(kids []*Node, i, runEnd int) (end, skip int) {
	j := runEnd
	if j == len(kids) || !element(kids[j]) {
		return -1, j - 1 // no run of these instances ends with an element
	}
	last := kids[j]
	if f := slices.IndexFunc(kids[i:j], func(m *Node) bool { return !shaped(m, last, false) }); f >= 0 {
		return -1, i + f // every run that holds this instance fails the same way
	}
	w := wrapElement(last, kids[i].Type)
	kids[j] = w
	j++
	for _, m := range kids[i:j] {
		m.Flags |= Separated | SepAfter
	}
	// The minimal element the list prints when all are removed is the first
	// member's replacement, by convention.
	kids[i].Repl, w.Repl = w.Repl, EmptyRepl
	kids[i].Flags |= w.Flags & (Fixed | NoRepl)
	w.Flags &^= Fixed | NoRepl
	return j, 0
}

// group makes kids[i:j], children of container, a list.
func (t *Tree) group(kids []*Node, i, j int, container *Node) {
	t.groups++
	required := container.Kind != Quantifier || container.Name == Plus || i > 0 || j < len(kids)
	for _, m := range kids[i:j] {
		m.Group = t.groups
		if required {
			m.Flags |= Required
		}
	}
	if !required {
		kids[i].Repl = EmptyRepl
		kids[i].Flags &^= Fixed | NoRepl
	}
}

// element reports whether n can be the lone element of a separated list.
func element(n *Node) bool {
	return n.Kind != Quantifier && n.Group == 0 && !n.Is(Error) && !n.Is(Missing) && !n.Is(Hidden)
}

// shaped reports whether quantifier instance q is an element of a
// separated list like x: separator tokens and then a node of the same rule
// or token type as x, or (with sepBefore false) that node and then
// separator tokens.
func shaped(q, x *Node, sepBefore bool) bool {
	kids := q.Children()
	n := len(kids)
	if n < 2 {
		return false
	}
	elem, seps := kids[n-1], kids[:n-1]
	if !sepBefore {
		elem, seps = kids[0], kids[1:]
	}
	if elem.Kind != x.Kind || elem.Type != x.Type || !element(elem) {
		return false
	}
	for _, c := range seps {
		if c.Kind != Token {
			return false
		}
	}
	return true
}

// wrapElement wraps the lone element x of a separated list into a
// quantifier node of the list's block. It stands for the minimal element
// when the whole list goes.
func wrapElement(x *Node, block int32) *Node {
	w := &Node{Kind: Quantifier, Name: Star, Type: block, Start: -1, Repl: x.Repl,
		Flags: x.Flags & NoRepl, Parent: x.Parent}
	w.SetChildren([]*Node{x})
	if w.Is(NoRepl) {
		w.Flags |= Fixed
	}
	x.Parent = w
	return w
}
