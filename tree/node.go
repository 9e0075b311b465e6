// Package tree is the tree that Hierarchical Delta Debugging reduces.
//
// A Tree is built from an ANTLR parse (package tree/fromparse). It has a node
// for each parser rule context (Rule), each token (Token) and each matched
// instance of a ?, * or + sub-expression of a rule (Quantifier): an
// extended-CFG tree, in which the elements of a list are siblings rather
// than a chain of nested rule nodes, so that one level of HDD offers them
// all to ddmin at once.
//
// Every node has a replacement, the shortest text the grammar allows in its
// place: a token's, the shortest string its lexer rule matches (that lexes
// back as the same type); a rule's, its shortest derivation; a ? or *
// instance's, the empty string; and of the instances of a + loop, the
// first gets one minimal pass through the loop's body and the others the
// empty string, so that a loop never loses its last element (giving all
// of them the empty string makes texts the grammar rejects). Replacements
// are computed from the grammar once, as a fixpoint (package parser).
// Unparsing prints a kept node's text and a removed node's replacement;
// whenever the replacements are right, the text of any State parses.
//
// Every token keeps the source text before it (whitespace, comments), so
// that unparsing the unreduced tree gives the input back byte for byte; a
// removed stretch leaves at most the separator that keeps the tokens
// around it apart. Text that a lexer sends to a channel of its own (a
// directive) is a token of its own, a unit, printed where it stands in
// the source whatever goes around it (units.go).
//
// # Model
//
// A Tree is immutable once built and transformed: a Builder makes it and
// finishes it (package tree/fromparse holds the program's Builders), and
// after that its nodes are read through their methods, nothing hands out
// what could change them, and a Builder panics on a node of a finished
// tree. A reduction of it is a State: the set of nodes replaced by their replacement, the nodes
// replaced by another node (hoisting a descendant, substituting any node
// that does not print them again), the list members replaced by a run of
// list members or by nothing (splicing), the tokens printed with a text
// of their own (see State and subst.go), the rule nodes printed as
// another alternative of their rule, filled with their descendants and
// texts (alt.go), and the gaps between tokens closed one by one
// (gaps.go). States are values, cheap to copy;
// candidates are States, and Unparse renders any State of the tree, so that
// tests may run in parallel on one tree.
//
// # Lists
//
// Three kinds of sibling runs form a list (a group) whose elements may
// vanish one by one: the instances of a (...)+ loop; a separated list
// `x (sep x)*`, whose first element is wrapped in a quantifier node of its
// own; and, after flattenTreeRecursion, a list `(x sep)* x` with the
// separators after the elements, whose last element is wrapped. Of the
// first kept element of a separated list (the last of the second kind) only
// the element is printed, not its separator; when no element of a list that
// the grammar requires is kept, one minimal element (the replacement of the
// first member) is printed instead. Picireny keeps the first element of
// such lists and prints a removed first `+` instance as a minimal element
// always; TransformOptions.PlainLists gives that behaviour.
package tree

import (
	"iter"
	"slices"
	"sync"
	"unsafe"
)

// Kind is the kind of a node.
type Kind uint8

const (
	Rule       Kind = iota // a parser rule context
	Token                  // a token
	Quantifier             // one matched instance of a ?, * or + block
)

func (k Kind) String() string {
	switch k {
	case Rule:
		return "rule"
	case Token:
		return "token"
	case Quantifier:
		return "quantifier"
	}
	return "Kind(?)"
}

// Flags mark special nodes.
type Flags uint16

const (
	Fixed     Flags = 1 << iota // never offered to ddmin: kept unless an ancestor goes
	NoRepl                      // the grammar gives no replacement (always Fixed too)
	Error                       // a token that error recovery skipped
	Missing                     // a token that error recovery conjured: it prints nothing
	Hidden                      // a hidden-channel token built into the tree (KeepHidden)
	Separated                   // a member of a separated list: its last child is the element
	SepAfter                    // with Separated: the separators come after, the first child is the element
	Required                    // a list member: the list needs one element when all are removed
	Literal                     // a token whose text may become any shorter text of its type (see Tree.Relex)
	Ident                       // an identifier: its occurrences may be renamed together (see Tree.Relex)
	Unit                        // text on a channel of its own (a directive): printed where it stands in the source, whatever goes around it (see Tree.Units)
)

// Node is a node of the tree. A node is made and changed by a Builder
// only; once its tree is finished (Builder.Finish) it never changes, and
// its fields are read through its methods. Large inputs make trees of
// millions of nodes, so a node takes 56 bytes: offsets, types and groups
// are 32-bit (an input is at most 2 GiB, see package parser), the name and
// the replacement are interned, and one pointer serves a token's text (and
// the text before it, one string, a part of the source) and another
// node's children: a token has no children, and no other node has a text.
type Node struct {
	id    int32 // see ID
	typ   int32 // see Type
	start int32 // see Start
	group int32 // see Group
	name  Name
	repl  Repl
	kind  Kind
	// frozen marks the nodes of a finished tree: a Builder refuses to
	// change them (it fits in the padding after kind).
	frozen bool
	flags  Flags
	// A token: data is the first byte of its Pre and Text, size their
	// length, pre the length of Pre. Any other node: data is the first of
	// its size children, in an array no other node's children share
	// beyond them, nil when there is nothing; and, for a rule node, pre is
	// the alternative of its rule it took (see Alt).
	pre, size int32
	squeezed  int32 // the rules of the nodes squeezed into it, interned (see Squeezed)
	data      unsafe.Pointer

	parent *Node
}

// ID is the index of n in its tree (see Tree.Node), in preorder.
func (n *Node) ID() int { return int(n.id) }

// Kind is the kind of n.
func (n *Node) Kind() Kind { return n.kind }

// Type is the rule index of a rule, the token type of a token, and the
// ATN state that starts the block of a quantifier.
func (n *Node) Type() int32 { return n.typ }

// Start is the byte offset of a token in the source; -1 for missing
// tokens, and for rules and quantifiers.
func (n *Node) Start() int32 { return n.start }

// Group is non-zero for the members of a list: consecutive siblings with
// the same Group form one list.
func (n *Node) Group() int32 { return n.group }

// Name is the rule name, the token name, or "?", "*" or "+".
func (n *Node) Name() Name { return n.name }

// Repl is the replacement: the text printed for the node when it is
// removed.
func (n *Node) Repl() Repl { return n.repl }

// Flags are the flags of n.
func (n *Node) Flags() Flags { return n.flags }

// Parent is the parent of n; nil for the root.
func (n *Node) Parent() *Node { return n.parent }

// NumChildren returns the number of children of n; 0 for a token.
func (n *Node) NumChildren() int {
	if n.kind == Token {
		return 0
	}
	return int(n.size)
}

// Child returns the i-th child of n (0 <= i < n.NumChildren()).
func (n *Node) Child(i int) *Node { return n.kids()[i] }

// Children returns the children of n, in order; none for a token.
func (n *Node) Children() iter.Seq[*Node] {
	return func(yield func(*Node) bool) {
		for _, c := range n.kids() {
			if !yield(c) {
				return
			}
		}
	}
}

// kids returns the children of n: the node's own slice, which only a
// Builder may change.
func (n *Node) kids() []*Node {
	if n.kind == Token || n.data == nil {
		return nil
	}
	return unsafe.Slice((**Node)(n.data), n.size)
}

// setKids makes kids the children of n, which must not be a token. The
// node keeps kids' array, not a copy.
func (n *Node) setKids(kids []*Node) {
	if n.kind == Token {
		panic("tree: a token has no children")
	}
	n.data, n.size = nil, 0
	if len(kids) > 0 {
		n.data, n.size = unsafe.Pointer(unsafe.SliceData(kids)), int32(len(kids))
	}
}

// Text is the text of a token.
func (n *Node) Text() string {
	if n.kind != Token || n.size == n.pre {
		return ""
	}
	return unsafe.String((*byte)(unsafe.Add(n.data, n.pre)), n.size-n.pre)
}

// Pre is the source text between the previous token of the tree and a
// token: whitespace, comments, anything the parser did not see.
func (n *Node) Pre() string {
	if n.kind != Token || n.pre == 0 {
		return ""
	}
	return unsafe.String((*byte)(n.data), n.pre)
}

// setText sets the text of token n to s[pre:] and the text before it to
// s[:pre] (see Builder.SetText).
func (n *Node) setText(s string, pre int) {
	if n.kind != Token {
		panic("tree: only a token has a text")
	}
	n.data, n.size, n.pre = nil, int32(len(s)), int32(pre)
	if len(s) > 0 {
		n.data = unsafe.Pointer(unsafe.StringData(s))
	}
}

// Squeezed returns the rules of the nodes that squeezeTree replaced by n,
// the outermost first: n stands where a node of each was.
func (n *Node) Squeezed() []int32 { return slices.Clone(n.squeezedRules()) }

// squeezedRules is Squeezed, the interned list itself.
func (n *Node) squeezedRules() []int32 { return (*ruleLists.list.Load())[n.squeezed] }

// Outer returns the rule whose place n takes: the outermost rule squeezed
// into it, else its own if it is a rule node; -1 for a token or a
// quantifier that stands for no rule. A node may be replaced by any node
// that derives that rule (see Derives).
func (n *Node) Outer() int32 {
	if sq := n.squeezedRules(); len(sq) > 0 {
		return sq[0]
	}
	if n.kind == Rule {
		return n.typ
	}
	return -1
}

// Derives reports whether n is a text of rule r: a node of rule r, or a
// node a node of rule r was squeezed into.
func (n *Node) Derives(r int32) bool {
	if n.kind == Rule && n.typ == r {
		return true
	}
	return slices.Contains(n.squeezedRules(), r)
}

// Is reports whether all of flags f are set on n.
func (n *Node) Is(f Flags) bool { return n.flags&f == f }

// Tree is an HDD tree, made by a Builder; once finished, nothing changes
// it.
type Tree struct {
	root     *Node
	nodes    []*Node // by ID, in preorder
	tail     string
	size     int
	grammar  string
	warnings []string
	relex    func(typ int, text string) bool
	parses   func(text []byte) bool
	apartFn  func(typ int, left, right string) bool
	// alternatives gives the ways through the alternatives of a rule (see
	// Alternatives).
	alternatives func(rule int32) []Alternative
	units        []*Node // the Unit tokens, by Start

	apartMemo sync.Map // apartKey -> bool
}

// Root is the root of the tree.
func (t *Tree) Root() *Node { return t.root }

// Node returns the node whose ID is id (0 <= id < t.NumNodes()).
func (t *Tree) Node(id int) *Node { return t.nodes[id] }

// NumNodes returns the number of nodes of the tree.
func (t *Tree) NumNodes() int { return len(t.nodes) }

// Nodes returns the nodes of the tree in the order of their IDs
// (preorder).
func (t *Tree) Nodes() iter.Seq[*Node] { return slices.Values(t.nodes) }

// Tail is the source text after the last token of the tree.
func (t *Tree) Tail() string { return t.tail }

// Size is the length of the source.
func (t *Tree) Size() int { return t.size }

// Grammar is the name of the grammar the tree was parsed with.
func (t *Tree) Grammar() string { return t.grammar }

// Warnings are the problems found with islands (see fromparse.Options),
// each with its place in the input.
func (t *Tree) Warnings() []string { return slices.Clone(t.warnings) }

// Relex returns the tree's re-lexing check, or nil: whether text lexes
// back as exactly one token of node type typ (Node.Type of a token, in
// its own grammar: islands included), the check of a token's new text
// (State.WithText) before it is tested. Without it, no token's text is
// rewritten.
func (t *Tree) Relex() func(typ int, text string) bool { return t.relex }

// Parses returns the tree's parse check, or nil: whether a text parses in
// the tree's grammar, from the rule of its root, with no more syntax
// errors than the input had, the check of the rewrites whose re-lexing
// cannot tell (a parser that tells names apart by their text). It is safe
// for concurrent use; package tree/fromparse sets it. Nil accepts every
// text.
func (t *Tree) Parses() func(text []byte) bool { return t.parses }

// Apart returns the tree's spacing check, or nil: whether a token of node
// type typ (-1 for another text: a replacement, text before a token) with
// text left, followed directly by the text right, still lexes apart, so
// that the unparser needs no space between them where the byte rule would
// put one (see package internal/space). It is safe for concurrent use;
// package tree/fromparse sets it. The unparser asks it once for each pair
// of texts (see apart).
func (t *Tree) Apart() func(typ int, left, right string) bool { return t.apartFn }

// Inspect traverses the subtree of n in preorder, calling f for each node;
// it does not descend into the children of a node for which f returns false.
func Inspect(n *Node, f func(*Node) bool) {
	if !f(n) {
		return
	}
	for _, c := range n.kids() {
		Inspect(c, f)
	}
}

// Preorder returns the nodes of the subtree of n in preorder.
func Preorder(n *Node) iter.Seq[*Node] {
	return func(yield func(*Node) bool) {
		var walk func(*Node) bool
		walk = func(n *Node) bool {
			if !yield(n) {
				return false
			}
			for _, c := range n.kids() {
				if !walk(c) {
					return false
				}
			}
			return true
		}
		walk(n)
	}
}
