package tree

import (
	"cmp"
	"context"
	"slices"
	"unsafe"

	"github.com/hddmin/hddmin/internal/cancel"
)

// A Builder makes a Tree. It is the one way to make nodes, set their
// fields and link them; Finish transforms the tree, numbers its nodes and
// hands it over, and from then on nothing changes the tree: its nodes are
// read through their methods, and a Builder panics on a node of a
// finished tree. That is what the reduction relies on: a State is a set
// of node IDs, the outcome cache keys on what a State prints, and
// parallel tests unparse States of one tree at once.
//
// Package tree/fromparse holds the Builders of the program: it builds the
// tree of a parse, grafts the trees of islands and finishes it with the
// transformations the command asks for. Tests make small trees with one.
//
// A Builder allocates nodes and child lists many at a time: a tree has
// millions of nodes, and an allocation each costs time and memory. Its
// slabs are as large as the largest small object of the Go allocator (32
// KB): a larger slab takes fresh pages from the system, while these reuse
// the pages of a parse freed while the tree is built (see
// fromparse.Options.Consume); on 11 MB of JSON, 10% fewer page faults and
// a third less system time than slabs of 4,096 nodes.
type Builder struct {
	nodeSlab []Node  // nodes are allocated from here
	listSlab []*Node // child lists are allocated from here (see SetChildren)
	groups   int32   // the last list group number handed out (see markLists)
	stop     *cancel.Canceller
	done     bool // Finish has run
}

// NewBuilder returns a Builder of one tree.
func NewBuilder() *Builder { return &Builder{} }

// slabNodes is the number of nodes in a slab (32 KB).
const slabNodes = 32 << 10 / int(unsafe.Sizeof(Node{}))

// slabLists is the number of child pointers in a slab (32 KB).
const slabLists = 32 << 10 / 8

// New returns a new node of kind k with name and type typ (see
// Node.Type), no replacement, no flags, no children and no text, and
// Start -1.
func (b *Builder) New(k Kind, name Name, typ int32) *Node {
	b.live()
	if len(b.nodeSlab) == 0 {
		b.nodeSlab = make([]Node, slabNodes)
	}
	n := &b.nodeSlab[0]
	b.nodeSlab = b.nodeSlab[1:]
	n.kind, n.name, n.typ, n.start = k, name, typ, -1
	return n
}

// live panics if b has finished its tree.
func (b *Builder) live() {
	if b.done {
		panic("tree: a Builder is done once its tree is finished")
	}
}

// change returns n, ready to be changed: it panics if n is a node of a
// finished tree, which nothing changes.
func (b *Builder) change(n *Node) *Node {
	b.live()
	if n.frozen {
		panic("tree: a node of a finished tree does not change")
	}
	return n
}

// SetType sets n's type (see Node.Type).
func (b *Builder) SetType(n *Node, typ int32) { b.change(n).typ = typ }

// SetStart sets n's offset in the source (see Node.Start).
func (b *Builder) SetStart(n *Node, start int32) { b.change(n).start = start }

// SetGroup sets n's list group (see Node.Group).
func (b *Builder) SetGroup(n *Node, g int32) { b.change(n).group = g }

// SetRepl sets n's replacement.
func (b *Builder) SetRepl(n *Node, r Repl) { b.change(n).repl = r }

// AddFlags sets flags f of n.
func (b *Builder) AddFlags(n *Node, f Flags) { b.change(n).flags |= f }

// ClearFlags clears flags f of n.
func (b *Builder) ClearFlags(n *Node, f Flags) { b.change(n).flags &^= f }

// SetChildren makes a copy of kids the children of n, which must not be
// a token, and n their parent.
func (b *Builder) SetChildren(n *Node, kids []*Node) {
	b.change(n).setKids(b.list(kids))
	for _, c := range kids {
		b.change(c).parent = n
	}
}

// list returns a copy of kids with no room to grow. Child lists come from
// slabs too: allocated one by one they would land in the spans of the
// parse that package tree/fromparse frees, and keep those from being
// reused for the tree's slabs.
func (b *Builder) list(kids []*Node) []*Node {
	if len(kids) == 0 {
		return nil
	}
	if len(kids) > cap(b.listSlab)-len(b.listSlab) {
		if len(kids) > slabLists/4 {
			return slices.Clip(slices.Clone(kids))
		}
		b.listSlab = make([]*Node, 0, slabLists)
	}
	i := len(b.listSlab)
	b.listSlab = append(b.listSlab, kids...)
	return b.listSlab[i:len(b.listSlab):len(b.listSlab)]
}

// Replace puts node w in the place of n among the children of n's parent.
// It panics if n has no parent.
func (b *Builder) Replace(n, w *Node) {
	p := n.parent
	if p == nil {
		panic("tree: Replace of a node without a parent")
	}
	i := slices.Index(p.kids(), n)
	if i < 0 {
		panic("tree: a node is not among its parent's children")
	}
	b.change(p).kids()[i] = w
	b.change(w).parent = p
}

// SetText sets the text of token n to s[pre:] and the text before it to
// s[:pre]. A builder passes the part of the source from the end of the
// previous token to the end of this one, which costs nothing; see
// SetTexts for texts from elsewhere.
func (b *Builder) SetText(n *Node, s string, pre int) { b.change(n).setText(s, pre) }

// SetTexts sets the text of token n and the text before it, copying them
// into one string unless one of them is empty.
func (b *Builder) SetTexts(n *Node, pre, text string) {
	switch {
	case pre == "":
		b.SetText(n, text, 0)
	case text == "":
		b.SetText(n, pre, len(pre))
	default:
		b.SetText(n, pre+text, len(pre))
	}
}

// Info is what a tree holds besides its nodes (see the methods of Tree of
// the same names).
type Info struct {
	Tail     string
	Size     int
	Grammar  string
	Warnings []string
	Relex    func(typ int, text string) bool
	Parses   func(text []byte) bool
	Apart    func(typ int, left, right string) bool
	// Alternatives gives the ways through the alternatives of a rule, by
	// its rule nodes' Type (see Tree.Alternatives); it must be safe for
	// concurrent use and give the same slice each time.
	Alternatives func(rule int32) []Alternative
}

// Finish makes the tree whose root is root, with info, applies the
// transformations opts selects (see TransformOptions), numbers the nodes
// in preorder and returns the tree, which from then on never changes. It
// stops when ctx is done, and returns ctx.Err() and no tree. The Builder
// is done after it, whatever it returns.
func (b *Builder) Finish(ctx context.Context, root *Node, info Info, opts TransformOptions) (_ *Tree, err error) {
	b.live()
	b.done = true
	defer cancel.Recover(ctx, &err)
	b.stop = cancel.New(ctx)
	defer func() { b.stop = nil }()
	if root.frozen {
		panic("tree: a node of a finished tree does not change")
	}
	root = b.transform(root, opts)
	t := &Tree{root: root, tail: info.Tail, size: info.Size, grammar: info.Grammar, warnings: slices.Clip(info.Warnings),
		relex: info.Relex, parses: info.Parses, apartFn: info.Apart, alternatives: info.Alternatives}
	// The list is sized to the nodes of the tree, not to those made:
	// squeezeTree drops 15% of a C++ tree's (chains of rules), whose 8
	// bytes each the list would keep for the life of the tree.
	size := 0
	Inspect(root, func(*Node) bool {
		size++
		return true
	})
	t.nodes = make([]*Node, 0, size)
	root.parent = nil
	Inspect(root, func(n *Node) bool {
		b.stop.Check()
		if n.frozen {
			panic("tree: a node of a finished tree does not change")
		}
		n.id = int32(len(t.nodes))
		n.frozen = true
		t.nodes = append(t.nodes, n)
		for _, c := range n.kids() {
			c.parent = n
		}
		if n.Is(Unit) {
			t.units = append(t.units, n)
		}
		return true
	})
	slices.SortStableFunc(t.units, func(a, b *Node) int { return cmp.Compare(a.start, b.start) })
	return t, nil
}
