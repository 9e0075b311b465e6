package tree

import (
	"strconv"
	"strings"
)

// String returns the tree as an S-expression (see Sexpr).
func (t *Tree) String() string { return t.Sexpr(State{}) }

// Sexpr returns the tree as reduced by s as an S-expression (see Dump).
func (t *Tree) Sexpr(s State) string { return t.Dump(s, false) }

// Dump returns the tree as reduced by s as an S-expression, a node with
// children on a line of its own, indented by depth, with the leaves that
// follow it: (rule ...) for rules, (? ...),
// (* ...) and (+ ...) for quantifier instances, with a comma after the
// operator for members of separated lists (*, ...), or a comma and a <
// where the separators come after the elements (*,< ...), and tokens as quoted
// text. Removed nodes print as [replacement]; tokens error recovery skipped
// as <error "text">, tokens it conjured as <missing NAME>; hidden tokens
// built into the tree are prefixed with ~, tokens printed with a text of
// their own (State.WithText) are that text followed by *; a run spliced in
// place of a node prints as <splice member...>, an erased node as
// <splice>. With marks, Fixed nodes (those
// never offered to ddmin) are followed by a !.
func (t *Tree) Dump(s State, marks bool) string {
	var b strings.Builder
	var walk func(n *Node, depth int)
	walk = func(n *Node, depth int) {
		n = t.Resolve(s, n)
		if s.Removed(n.ID()) {
			b.WriteString("[" + quote(n.repl.String()) + "]")
			return
		}
		if first, ok := s.spliced[n.ID()]; ok {
			// A run spliced in: its members, between <splice ...>.
			b.WriteString("<splice")
			if first >= 0 {
				for _, m := range t.run(t.nodes[first]) {
					b.WriteString("\n" + strings.Repeat("  ", depth+1))
					walk(m, depth+1)
				}
			}
			b.WriteByte('>')
			return
		}
		if n.kind == Token {
			if text, ok := s.Text(n.ID()); ok {
				b.WriteString(quote(text) + "*") // rewritten
			} else {
				b.WriteString(tokenLabel(n))
			}
			if marks && n.Is(Fixed) {
				b.WriteByte('!')
			}
			return
		}
		b.WriteByte('(')
		b.WriteString(n.name.String())
		switch {
		case n.Is(SepAfter):
			b.WriteString(",<")
		case n.Is(Separated):
			b.WriteByte(',')
		}
		inline := true // tokens go on the line of what precedes them, if that is a token or the name
		for _, c := range n.kids() {
			c = t.Resolve(s, c)
			if leaf := c.kind == Token || s.Removed(c.ID()); leaf && inline {
				b.WriteByte(' ')
			} else {
				b.WriteString("\n" + strings.Repeat("  ", depth+1))
				inline = leaf
			}
			walk(c, depth+1)
		}
		b.WriteByte(')')
		if marks && n.Is(Fixed) {
			b.WriteByte('!')
		}
	}
	walk(t.root, 0)
	b.WriteByte('\n')
	return b.String()
}

func tokenLabel(n *Node) string {
	switch {
	case n.Is(Missing):
		return "<missing " + n.name.String() + ">"
	case n.Is(Error):
		return "<error " + quote(n.Text()) + ">"
	case n.Is(Hidden):
		return "~" + quote(n.Text())
	case n.Is(Unit):
		return "#" + quote(n.Text())
	case n.name.String() == "EOF" && n.Text() == "":
		return "EOF"
	}
	return quote(n.Text())
}

// quote quotes s as a Go string, with backquotes if that reads better.
func quote(s string) string {
	if strings.Contains(s, `"`) && strconv.CanBackquote(s) {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}
