package tree

import (
	"context"
	"strings"

	"github.com/hddmin/hddmin/internal/cancel"
	"github.com/hddmin/hddmin/internal/space"
)

// Unparse returns the text of the tree as reduced by s.
func (t *Tree) Unparse(s State) []byte {
	return t.AppendUnparse(make([]byte, 0, t.size), s)
}

// UnparseContext is Unparse, stopped when ctx is done: it then returns
// ctx.Err() and no text (a tree of 100 MB takes a second or two).
func (t *Tree) UnparseContext(ctx context.Context, s State) (text []byte, err error) {
	defer cancel.Recover(ctx, &err)
	u := &unparser{t: t, s: s, buf: make([]byte, 0, t.size), lastType: -1, stop: cancel.New(ctx)}
	return u.unparse(), nil
}

// AppendUnparse appends the text of the tree as reduced by s to buf.
//
// A kept token prints the hidden text before it and its own text; a removed
// node prints its replacement. Where a removal brings two pieces of text
// together that were not together in the source, and they would run into
// each other, a space goes between them.
func (t *Tree) AppendUnparse(buf []byte, s State) []byte {
	u := &unparser{t: t, s: s, buf: buf, next: 0, lastType: -1}
	return u.unparse()
}

func (u *unparser) unparse() []byte {
	t, s := u.t, u.s
	u.node(t.root)
	if !s.Removed(t.root.ID()) {
		u.units(-1)
	}
	switch s.Space {
	case SpaceKeep:
		u.buf = append(u.buf, t.tail...)
	case SpaceLines:
		if strings.Contains(t.tail, "\n") {
			u.buf = append(u.buf, '\n')
		}
	}
	return u.buf
}

type unparser struct {
	t    *Tree
	s    State
	buf  []byte
	unit int    // the units (Tree.Units) printed or passed
	next int    // source offset just after the last token printed; -1 after a replacement
	trim bool   // the next token drops the hidden text before it (it starts a hoisted, substituted or spliced node)
	lead string // with trim: the hidden text the next token prints instead (a node printed as another alternative keeps its own)
	stop *cancel.Canceller
	// The text the buffer ends with, the last printed, and its token type
	// (-1 for a replacement or hidden text): what separate asks Apart of.
	lastType int
	last     string
}

func (u *unparser) node(n *Node) {
	u.stop.Check()
	if n.Is(Unit) {
		return // printed where it stands in the source (see units)
	}
	if h := u.t.Resolve(u.s, n); h != n {
		// The text from n's start to h's first token is gone, the
		// whitespace before that token with it.
		n, u.trim = h, true
	}
	if first, ok := u.s.spliced[n.ID()]; ok {
		if first < 0 {
			u.replacement("")
			return
		}
		u.trim = true
		u.children(u.t.run(u.t.nodes[first]))
		return
	}
	switch {
	case u.s.Removed(n.ID()):
		u.replacement(n.repl.String())
	case n.kind == Token:
		u.token(n)
	default:
		if parts, ok := u.s.alts[n.ID()]; ok {
			u.parts(n, parts)
			return
		}
		u.children(n.kids())
	}
}

// parts prints the parts of node n printed as another alternative: each
// node without the hidden text before its first token (it starts a new
// text, as a hoisted node does), but the first, which prints the hidden
// text before n's first token, as n would have; each text as a
// replacement is printed.
func (u *unparser) parts(n *Node, parts []Part) {
	lead := ""
	if !u.trim {
		for f := n; f != nil && f.kind != Token; {
			kids := f.kids()
			f = nil
			if len(kids) > 0 {
				f = kids[0]
			}
			if f != nil && f.kind == Token {
				lead = f.Pre()
			}
		}
	}
	for _, p := range parts {
		u.trim, u.lead = true, lead
		if p.node < 0 {
			u.replacement(p.text)
		} else {
			u.node(u.t.nodes[p.node])
		}
		u.trim, u.lead, lead = false, "", ""
	}
}

func (u *unparser) children(kids []*Node) {
	for i := 0; i < len(kids); {
		k := kids[i]
		if k.group == 0 {
			u.node(k)
			i++
			continue
		}
		j := i + 1
		for j < len(kids) && kids[j].group == k.group {
			j++
		}
		last := -1 // the last member kept, for lists with separators after the elements
		for m := i; m < j; m++ {
			if !u.s.Removed(kids[m].ID()) {
				last = m
			}
		}
		printed := false
		for m := i; m < j; m++ {
			switch mem := kids[m]; {
			case u.s.Removed(mem.ID()):
				continue
			case !printed && mem.Is(Separated) && !mem.Is(SepAfter):
				elems := mem.kids()
				u.node(elems[len(elems)-1])
			case m == last && mem.Is(SepAfter):
				u.node(mem.kids()[0])
			default:
				u.node(mem)
			}
			printed = true
		}
		if !printed && k.Is(Required) {
			u.replacement(k.repl.String())
		}
		i = j
	}
}

func (u *unparser) token(n *Node) {
	if n.Is(Missing) {
		return
	}
	if n.start >= 0 {
		u.units(n.start)
	}
	pre := n.Pre()
	if u.trim {
		pre, u.trim, u.lead = u.lead, false, ""
	}
	space, closed := u.s.Space, u.s.Closed(n.ID())
	if closed {
		space = SpaceNone
	}
	pre = spaced(pre, space)
	text, rewritten := u.s.Text(n.ID())
	if !rewritten {
		text = n.Text()
		if closed && Blank(n) {
			text, rewritten = "", true
		}
	}
	u.put(n, pre, text, !rewritten && u.adjacent(n, pre))
	u.next = int(n.start) + len(n.Text())
	if rewritten {
		// A new text may run into the next one where the old did not.
		u.next = -1
	}
}

// units prints the units (Tree.Units) that stand in the source before
// offset before (all of them if it is -1) and are not printed yet, but
// the removed ones: where the text around them went, they stay. One
// that stood at the start of a line starts one, but in SpaceKeep, where
// the text before it is as in the source. Its text holds the line break
// after it (see package tree/fromparse): the line of a directive ends
// where it did.
func (u *unparser) units(before int32) {
	for ; u.unit < len(u.t.units) && (before < 0 || u.t.units[u.unit].start < before); u.unit++ {
		n := u.t.units[u.unit]
		if u.s.Removed(n.ID()) {
			continue
		}
		pre, text := n.Pre(), n.Text()
		if u.s.Space != SpaceKeep {
			pre = ""
			if strings.Contains(n.Pre(), "\n") && len(u.buf) > 0 && u.buf[len(u.buf)-1] != '\n' {
				pre = "\n"
			}
		}
		u.put(n, pre, text, u.adjacent(n, pre))
		u.next = int(n.start) + len(text)
	}
}

// adjacent reports whether token n, printed with hidden text pre before
// it, follows what is printed as it did in the source.
func (u *unparser) adjacent(n *Node, pre string) bool {
	return u.next >= 0 && u.next+len(n.Pre()) == int(n.start) && pre == n.Pre()
}

// put prints token n as pre and text, the hidden text before it and its
// text, with a space before them if they would run into what is printed
// before them and are not adjacent as in the source.
func (u *unparser) put(n *Node, pre, text string, adjacent bool) {
	if !adjacent {
		first := text
		if pre != "" {
			first = pre
		}
		u.separate(first)
	}
	u.buf = append(u.buf, pre...)
	u.buf = append(u.buf, text...)
	switch {
	case text != "":
		u.lastType, u.last = int(n.typ), text
	case pre != "":
		u.lastType, u.last = -1, pre
	}
}

// spaced returns hidden text pre as space prints it.
func spaced(pre string, space Space) string {
	switch space {
	case SpaceLines:
		if strings.Contains(pre, "\n") {
			return "\n"
		}
		return ""
	case SpaceNone:
		return ""
	}
	return pre
}

func (u *unparser) replacement(text string) {
	lead := ""
	if u.trim {
		lead = spaced(u.lead, u.s.Space) // the first part of another alternative
	}
	u.next, u.trim, u.lead = -1, false, ""
	if lead != "" {
		u.buf = append(u.buf, lead...)
		u.lastType, u.last = -1, lead
	}
	if text == "" {
		return
	}
	u.separate(text)
	u.buf = append(u.buf, text...)
	u.lastType, u.last = -1, text
}

// separate writes a space if text would run into what is printed before
// it: where the byte rule of package internal/space says it might, and,
// but between two words, the tree's lexer, if it has one (Tree.Apart),
// does not tell otherwise.
func (u *unparser) separate(text string) {
	if len(u.buf) == 0 || text == "" {
		return
	}
	a, b := u.buf[len(u.buf)-1], text[0]
	if space.Needed(a, b) && (space.Words(a, b) || !u.t.apart(u.lastType, u.last, text)) {
		u.buf = append(u.buf, ' ')
	}
}

// apartKey is a question to Tree.Apart.
type apartKey struct {
	typ         int
	left, right string
}

// maxApart is the length of the longest text apart asks Tree.Apart about:
// the pairs of tokens are few, the pairs of longer texts (comments,
// strings) many, and each answer is kept.
const maxApart = 32

// apart reports whether Tree.Apart says that left, of token type typ,
// and right, printed together, lex apart; false without it, or for texts
// too long to ask about.
func (t *Tree) apart(typ int, left, right string) bool {
	if t.apartFn == nil || left == "" || len(left) > maxApart || len(right) > maxApart {
		return false
	}
	k := apartKey{typ, left, right}
	if v, ok := t.apartMemo.Load(k); ok {
		return v.(bool)
	}
	v := t.apartFn(typ, left, right)
	t.apartMemo.Store(k, v)
	return v
}
