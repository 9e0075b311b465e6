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
// around it apart.
//
// # Model
//
// A Tree is immutable once built and transformed. A reduction of it is a
// State: the set of nodes replaced by their replacement, the nodes
// replaced by another node (hoisting a descendant, substituting any node
// that does not print them again), the list members replaced by a run of
// list members or by nothing (splicing), and the tokens printed with a
// text of their own (see State and subst.go). States are values, cheap to copy;
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
	"sync"
	"unsafe"

	"github.com/hddmin/hddmin/internal/cancel"
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
)

// Node is a node of the tree. Large inputs make trees of millions of nodes,
// so a node takes 56 bytes: offsets, types and groups are 32-bit (an input
// is at most 2 GiB, see package parser), the name and the replacement are
// interned, and one pointer serves a token's text (and the text before it,
// one string, a part of the source) and another node's children: a token
// has no children, and no other node has a text. Children, SetChildren,
// Text, Pre and SetText read and write them; a node's Kind must be set
// first and never change.
type Node struct {
	id int32 // see ID
	// Type is the rule index of a rule, the token type of a token, and the
	// ATN state that starts the block of a quantifier.
	Type int32
	// Start is the byte offset of a token in the source; -1 for missing
	// tokens, and for rules and quantifiers.
	Start int32
	// Group is non-zero for the members of a list: consecutive siblings
	// with the same Group form one list.
	Group int32
	// Name is the rule name, the token name, or "?", "*" or "+".
	Name Name
	// Repl is the replacement: the text printed for the node when it is removed.
	Repl  Repl
	Kind  Kind
	Flags Flags
	// A token: data is the first byte of its Pre and Text, size their
	// length, pre the length of Pre. Any other node: data is the first of
	// its size children, in an array no other node's children share
	// beyond them. nil when there is nothing.
	pre, size int32
	squeezed  int32 // the rules of the nodes squeezed into it, interned (see Squeezed)
	data      unsafe.Pointer

	Parent *Node
}

// ID is the index of n in Tree.Nodes (preorder).
func (n *Node) ID() int { return int(n.id) }

// Children returns the children of n, in order; nil for a token. The
// slice is the node's own: setting an element changes the tree, and
// appending to it copies it (it has no room to grow).
func (n *Node) Children() []*Node {
	if n.Kind == Token || n.data == nil {
		return nil
	}
	return unsafe.Slice((**Node)(n.data), n.size)
}

// SetChildren makes kids the children of n, which must not be a token.
// The node keeps kids' array, not a copy.
func (n *Node) SetChildren(kids []*Node) {
	if n.Kind == Token {
		panic("tree: a token has no children")
	}
	n.data, n.size = nil, 0
	if len(kids) > 0 {
		n.data, n.size = unsafe.Pointer(unsafe.SliceData(kids)), int32(len(kids))
	}
}

// Text is the text of a token.
func (n *Node) Text() string {
	if n.Kind != Token || n.size == n.pre {
		return ""
	}
	return unsafe.String((*byte)(unsafe.Add(n.data, n.pre)), n.size-n.pre)
}

// Pre is the source text between the previous token of the tree and a
// token: whitespace, comments, anything the parser did not see.
func (n *Node) Pre() string {
	if n.Kind != Token || n.pre == 0 {
		return ""
	}
	return unsafe.String((*byte)(n.data), n.pre)
}

// SetText sets the text of token n to s[pre:] and the text before it to
// s[:pre]. A builder passes the part of the source from the end of the
// previous token to the end of this one, which costs nothing; see
// SetTexts for texts from elsewhere.
func (n *Node) SetText(s string, pre int) {
	if n.Kind != Token {
		panic("tree: only a token has a text")
	}
	n.data, n.size, n.pre = nil, int32(len(s)), int32(pre)
	if len(s) > 0 {
		n.data = unsafe.Pointer(unsafe.StringData(s))
	}
}

// SetTexts sets the text of a token and the text before it, copying them
// into one string unless one of them is empty.
func (n *Node) SetTexts(pre, text string) {
	switch {
	case pre == "":
		n.SetText(text, 0)
	case text == "":
		n.SetText(pre, len(pre))
	default:
		n.SetText(pre+text, len(pre))
	}
}

// Squeezed returns the rules of the nodes that squeezeTree replaced by n,
// the outermost first: n stands where a node of each was. Do not modify
// the list.
func (n *Node) Squeezed() []int32 { return (*ruleLists.list.Load())[n.squeezed] }

// Outer returns the rule whose place n takes: the outermost rule squeezed
// into it, else its own if it is a rule node; -1 for a token or a
// quantifier that stands for no rule. A node may be replaced by any node
// that derives that rule (see Derives).
func (n *Node) Outer() int32 {
	if sq := n.Squeezed(); len(sq) > 0 {
		return sq[0]
	}
	if n.Kind == Rule {
		return n.Type
	}
	return -1
}

// Derives reports whether n is a text of rule r: a node of rule r, or a
// node a node of rule r was squeezed into.
func (n *Node) Derives(r int32) bool {
	if n.Kind == Rule && n.Type == r {
		return true
	}
	for _, x := range n.Squeezed() {
		if x == r {
			return true
		}
	}
	return false
}

// Is reports whether all of flags f are set on n.
func (n *Node) Is(f Flags) bool { return n.Flags&f == f }

// Tree is an HDD tree.
type Tree struct {
	Root  *Node
	Nodes []*Node // by ID, in preorder
	// Tail is the source text after the last token of the tree.
	Tail string
	// Size is the length of the source.
	Size int
	// Grammar is the name of the grammar the tree was parsed with.
	Grammar string
	// Warnings are the problems found with islands (see fromparse.Options),
	// each with its place in the input.
	Warnings []string
	// Relex, if set, reports whether text lexes back as exactly one token
	// of node type typ (Node.Type of a token, in its own grammar: islands
	// included): the check of a token's new text (State.WithText) before
	// it is tested. Without it, no token's text is rewritten.
	Relex func(typ int, text string) bool
	// Parses, if set, reports whether a text parses in the tree's grammar,
	// from the rule of its root, with no more syntax errors than the
	// input had: the check of the rewrites whose re-lexing cannot tell (a
	// parser that tells names apart by their text). It must be safe for
	// concurrent use; package tree/fromparse sets it. Nil accepts every text.
	Parses func(text []byte) bool
	// Apart, if set, reports whether a token of node type typ (-1 for
	// another text: a replacement, text before a token) with text left,
	// followed directly by the text right, still lexes apart, so that the
	// unparser needs no space between them where the byte rule would put
	// one (see package internal/space). It must be safe for concurrent
	// use; package tree/fromparse sets it. The unparser asks it once for
	// each pair of texts (see apart).
	Apart func(typ int, left, right string) bool

	apartMemo sync.Map          // apartKey -> bool
	groups    int32             // the last list group number handed out
	stop      *cancel.Canceller // while TransformContext runs
}

// Inspect traverses the subtree of n in preorder, calling f for each node;
// it does not descend into the children of a node for which f returns false.
func Inspect(n *Node, f func(*Node) bool) {
	if !f(n) {
		return
	}
	for _, c := range n.Children() {
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
			for _, c := range n.Children() {
				if !walk(c) {
					return false
				}
			}
			return true
		}
		walk(n)
	}
}

// Renumber sets the IDs and parents of the nodes in preorder and fills
// t.Nodes. A builder calls it when it has made a tree or changed its shape
// (package tree/fromparse); every transformation ends with it. Once a tree is
// reduced, its shape must not change.
func (t *Tree) Renumber() {
	t.Nodes = t.Nodes[:0]
	t.Root.Parent = nil
	Inspect(t.Root, func(n *Node) bool {
		n.id = int32(len(t.Nodes))
		t.Nodes = append(t.Nodes, n)
		for _, c := range n.Children() {
			c.Parent = n
		}
		return true
	})
}
