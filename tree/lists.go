package tree

import "slices"

// markLists finds the lists of the tree (see the package documentation)
// and marks their members, bottom-up.
func (b *Builder) markLists(n *Node) {
	b.stop.Check()
	for _, c := range n.kids() {
		b.markLists(c)
	}
	if n.kind != Token {
		n.setKids(b.lists(n.kids(), n))
	}
}

// lists marks the lists among the children kids of container and returns
// the children, with the lone elements of separated lists wrapped.
func (b *Builder) lists(kids []*Node, container *Node) []*Node {
	runEnd := 0 // the end of the last run of * instances found
	for i := 0; i < len(kids); i++ {
		b.stop.Check()
		if kids[i].group != 0 {
			continue
		}
		var j int
		switch k := kids[i]; {
		case k.kind == Quantifier && k.name == Plus:
			j = plusRun(kids, i)
		case element(k) && i+1 < len(kids) && kids[i+1].kind == Quantifier && kids[i+1].name == Star:
			j = separatedBefore(kids, i)
		case k.kind == Quantifier && k.name == Star:
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
		b.group(kids, i, j, container)
		i = j - 1
	}
	return kids
}

// plusRun returns the end of the run of + instances of one block that
// starts at kids[i].
func plusRun(kids []*Node, i int) int {
	j := i + 1
	for j < len(kids) && kids[j].kind == Quantifier && kids[j].name == Plus && kids[j].typ == kids[i].typ {
		j++
	}
	return j
}

// starRun returns the end of the run of * instances of one block, not in
// a list yet, that starts at kids[i].
func starRun(kids []*Node, i int) int {
	j := i + 1
	for j < len(kids) && kids[j].kind == Quantifier && kids[j].name == Star && kids[j].group == 0 && kids[j].typ == kids[i].typ {
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
	for j < len(kids) && kids[j].kind == Quantifier && kids[j].group == 0 &&
		kids[j].typ == kids[i+1].typ && shaped(kids[j], k, true) {
		j++
	}
	if j == i+1 {
		return i
	}
	kids[i] = wrapElement(k, kids[i+1].typ)
	for _, m := range kids[i:j] {
		m.flags |= Separated
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
	w := wrapElement(last, kids[i].typ)
	kids[j] = w
	j++
	for _, m := range kids[i:j] {
		m.flags |= Separated | SepAfter
	}
	// The minimal element the list prints when all are removed is the first
	// member's replacement, by convention.
	kids[i].repl, w.repl = w.repl, EmptyRepl
	kids[i].flags |= w.flags & (Fixed | NoRepl)
	w.flags &^= Fixed | NoRepl
	return j, 0
}

// group makes kids[i:j], children of container, a list.
func (b *Builder) group(kids []*Node, i, j int, container *Node) {
	b.groups++
	required := container.kind != Quantifier || container.name == Plus || i > 0 || j < len(kids)
	for _, m := range kids[i:j] {
		m.group = b.groups
		if required {
			m.flags |= Required
		}
	}
	if !required {
		kids[i].repl = EmptyRepl
		kids[i].flags &^= Fixed | NoRepl
	}
}

// element reports whether n can be the lone element of a separated list.
func element(n *Node) bool {
	return n.kind != Quantifier && n.group == 0 && !n.Is(Error) && !n.Is(Missing) && !n.Is(Hidden)
}

// shaped reports whether quantifier instance q is an element of a
// separated list like x: separator tokens and then a node of the same rule
// or token type as x, or (with sepBefore false) that node and then
// separator tokens.
func shaped(q, x *Node, sepBefore bool) bool {
	kids := q.kids()
	n := len(kids)
	if n < 2 {
		return false
	}
	elem, seps := kids[n-1], kids[:n-1]
	if !sepBefore {
		elem, seps = kids[0], kids[1:]
	}
	if elem.kind != x.kind || elem.typ != x.typ || !element(elem) {
		return false
	}
	for _, c := range seps {
		if c.kind != Token {
			return false
		}
	}
	return true
}

// wrapElement wraps the lone element x of a separated list into a
// quantifier node of the list's block. It stands for the minimal element
// when the whole list goes.
func wrapElement(x *Node, block int32) *Node {
	w := &Node{kind: Quantifier, name: Star, typ: block, start: -1, repl: x.repl,
		flags: x.flags & NoRepl, parent: x.parent}
	w.setKids([]*Node{x})
	if w.Is(NoRepl) {
		w.flags |= Fixed
	}
	x.parent = w
	return w
}
