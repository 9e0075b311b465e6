package fromparse

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hddmin/hddmin/internal/cancel"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
)

// maxIslandDepth bounds how deep islands nest (an island in an island
// ...: at most 8), so that an island that parses its own text again cannot
// recurse without end.
const maxIslandDepth = 8

// grafter puts the trees of islands (see Options.Islands) in place of
// the nodes that hold their text.
//
// An island's tree is built from its own parse by the same builder as any
// tree, then grafted under a node that stands where the host's node stood,
// with the host's replacement: the island's root, with the text of the
// host's node around the island (the quotes of an attribute) as fixed
// leaves on either side. The node types of each island grammar are moved
// to a range of their own, so that no rule of one grammar is taken for a
// rule of another (by flattening, list detection or hoisting).
type grafter struct {
	ctx      context.Context
	root     *tree.Node // the root of the tree
	warnings []string   // the problems found with the islands
	tb       *tree.Builder
	src      string // the whole input: token Starts are offsets in it
	file     string
	opts     Options
	host     *builder                               // the builder of the tree
	builders map[*parser.Grammar]*builder           // the builder of each island grammar
	offsets  map[string]int                         // the type offset of each island grammar
	relex    map[int]func(int, string) bool         // the Relex of each island grammar, by offset
	apart    map[int]func(int, string, string) bool // the Apart of each island grammar, by offset
	alts     map[int]func(int32) []tree.Alternative // the alternatives of each island grammar, by offset
	wrappers map[*tree.Node]bool                    // the nodes islands are grafted under
}

// graftIslands replaces the nodes of the tree whose root is root, built
// by host from p, that islands apply to by the trees of their text, and
// returns the root. It adds the warnings of the islands to info, and makes
// its Relex, Apart and Alternatives those of the islands' grammars too.
func graftIslands(host *builder, root *tree.Node, p *parser.Parse, info *tree.Info) *tree.Node {
	gr := &grafter{ctx: host.ctx, root: root, tb: host.tb, src: p.Text(), file: p.File, opts: host.opts, host: host,
		builders: map[*parser.Grammar]*builder{},
		offsets:  map[string]int{}, wrappers: map[*tree.Node]bool{}, relex: map[int]func(int, string) bool{},
		apart: map[int]func(int, string, string) bool{}, alts: map[int]func(int32) []tree.Alternative{}}
	gr.graft(root, p.Grammar.Name, 0)
	info.Warnings = append(info.Warnings, gr.warnings...)
	relex, islands := info.Relex, gr.relex
	info.Relex = func(typ int, text string) bool {
		off := typ &^ (1<<24 - 1)
		if typ < 0 || off == 0 {
			return relex(typ, text)
		}
		f := islands[off]
		return f != nil && f(typ-off, text)
	}
	hostApart, apart := info.Apart, gr.apart
	info.Apart = func(typ int, left, right string) bool {
		off := typ &^ (1<<24 - 1)
		if typ < 0 || off == 0 {
			return hostApart != nil && hostApart(typ, left, right)
		}
		f := apart[off]
		return f != nil && f(typ-off, left, right)
	}
	hostAlts, alts := info.Alternatives, gr.alts
	info.Alternatives = func(rule int32) []tree.Alternative {
		off := int(rule) &^ (1<<24 - 1)
		if rule < 0 || off == 0 {
			return hostAlts(rule)
		}
		f := alts[off]
		if f == nil {
			return nil
		}
		return f(rule)
	}
	return gr.root
}

// graft grafts the islands found under root, a node of grammar host, and,
// in their trees, the islands of their own grammars.
func (gr *grafter) graft(root *tree.Node, host string, depth int) {
	named := map[string]bool{} // the names of the nodes islands of host may apply to
	for _, is := range gr.opts.Islands {
		if is.Host == "" || is.Host == host {
			named[is.Token+is.Rule] = true
		}
	}
	var todo []found
	tree.Inspect(root, func(n *tree.Node) bool {
		if !named[n.Name().String()] || n.Kind() == tree.Quantifier || n.Flags()&(tree.Error|tree.Missing|tree.Hidden) != 0 {
			return true
		}
		text, ok := gr.text(n)
		if !ok {
			return true
		}
		for _, is := range gr.opts.Islands {
			if s, e, ok := is.Applies(host, n.Kind() == tree.Token, n.Name().String(), text, func(rule string) (string, bool) {
				return gr.before(n, rule)
			}); ok {
				if !is.Plain {
					todo = append(todo, found{n, is, text, s, e})
				}
				return false
			}
		}
		return true
	})
	for _, f := range todo {
		lang, err := f.is.Language()
		if err != nil {
			gr.warnf(f.n, "island grammar %s: %v; the text stays as it is", strings.Join(f.is.Grammar, " "), err)
			continue
		}
		if sub := gr.island(f, lang); sub != nil && depth+1 < maxIslandDepth {
			gr.graft(sub, lang.Name, depth+1)
		}
	}
}

// found is a node an island applies to: its text, and where the island's
// text is in it.
type found struct {
	n    *tree.Node
	is   *parser.Island
	text string
	s, e int
}

// island parses the island's text of f.n with grammar lang and grafts its
// tree in the node's place. It returns the root of the island's tree, or
// nil if the text stays as it is.
func (gr *grafter) island(f found, lang *parser.Grammar) *tree.Node {
	n, text, s, e := f.n, f.text, f.s, f.e
	first := firstToken(n)
	base := int(first.Start()) + s
	stays := func(err error) *tree.Node {
		gr.warnf(first, "%s island: %v; the text stays as it is", lang.Name, err)
		return nil
	}
	src, at := text[s:e], []int(nil)
	if f.is.Decode == "html" {
		src, at = decodeHTML(src)
	}
	p, err := lang.ParseContext(gr.ctx, gr.file, []byte(src), f.is.Start)
	if gr.ctx.Err() != nil {
		cancel.Stop()
	}
	if err != nil {
		return stays(err)
	}
	repl, err := lang.Replacements()
	if err != nil {
		return stays(err)
	}
	if len(p.Errors) > 0 {
		e := p.Errors[0]
		line, col := gr.position(base, e.Line, e.Column)
		if at != nil {
			line, col = gr.position(base+at[offsetOf(src, e.Line, e.Column)], 1, 1)
		}
		gr.warnings = append(gr.warnings, fmt.Sprintf("%s:%d:%d: %s island: %d syntax error(s), the first: %s; reducing the tree error recovery built",
			gr.file, line, col, lang.Name, len(p.Errors), e.Msg))
	}
	root, tail, err := gr.builder(lang, repl).island(p)
	if err != nil {
		if gr.ctx.Err() != nil {
			cancel.Stop()
		}
		return stays(err)
	}
	tb := gr.tb
	if at != nil {
		tail = encode(tb, root, tail, text[s:e], at)
	}
	off := gr.offset(lang.Name)
	gr.relex[off] = p.Grammar.Relex
	gr.apart[off] = p.Grammar.Apart
	if gr.alts[off] == nil {
		ib := gr.builder(lang, repl)
		gr.alts[off] = alternativesOf(ib.atn, ib.repl, int32(off))
	}
	tree.Inspect(root, func(c *tree.Node) bool {
		tb.SetType(c, c.Type()+int32(off))
		if c.Kind() == tree.Token && c.Start() >= 0 {
			tb.SetStart(c, c.Start()+int32(base))
		}
		return true
	})
	w := tb.New(tree.Rule, n.Name(), int32(off-1))
	tb.SetRepl(w, n.Repl())
	tb.AddFlags(w, n.Flags()&(tree.Fixed|tree.NoRepl))
	tb.SetGroup(w, n.Group())
	leaf := func(text, pre string, at int) *tree.Node {
		leaf := tb.New(tree.Token, n.Name(), int32(off-2))
		tb.AddFlags(leaf, tree.Fixed)
		tb.SetStart(leaf, int32(at))
		tb.SetRepl(leaf, tree.ReplOf(text))
		tb.SetTexts(leaf, pre, text)
		return leaf
	}
	var kids []*tree.Node
	if s > 0 {
		kids = append(kids, leaf(text[:s], first.Pre(), int(first.Start())))
	} else if t := firstToken(root); t != nil {
		tb.SetTexts(t, first.Pre()+t.Pre(), t.Text())
	} else {
		kids = append(kids, leaf("", first.Pre(), int(first.Start())))
	}
	kids = append(kids, root)
	if tail != "" || e < len(text) {
		kids = append(kids, leaf(text[e:], tail, int(first.Start())+e))
	}
	tb.SetChildren(w, kids)
	gr.replace(n, w)
	gr.wrappers[w] = true
	return root
}

// builder returns the builder of the trees of islands of grammar lang,
// with its replacements repl. There is one a grammar, not one an island:
// it keeps the names and replacements of the grammar's rules and tokens,
// and the scratch memory of its replays (32 of the ATN's states); and it
// makes its nodes with the host's tree.Builder (see builder.tb).
func (gr *grafter) builder(lang *parser.Grammar, repl *parser.Replacements) *builder {
	b, ok := gr.builders[lang]
	if !ok {
		h := gr.host
		b = &builder{ctx: h.ctx, repl: repl, stop: h.stop, tb: h.tb, noUnits: true,
			opts: Options{KeepHidden: h.opts.KeepHidden, IdentifierTokens: h.opts.IdentifierTokens, Consume: true}}
		gr.builders[lang] = b
	}
	return b
}

// encode gives the tokens of the island tree under root, parsed from a
// decoded text, the texts and offsets they have in text, which was
// decoded: at[i] is the offset in text of offset i of the decoded text
// (see decodeHTML). It returns the tail of the tree (the text after its
// last token) in text.
func encode(tb *tree.Builder, root *tree.Node, tail, text string, at []int) string {
	tree.Inspect(root, func(c *tree.Node) bool {
		if c.Kind() == tree.Token && c.Start() >= 0 {
			start, end := int(c.Start()), int(c.Start())+len(c.Text())
			pre := at[start-len(c.Pre())]
			tb.SetText(c, text[pre:at[end]], at[start]-pre)
			tb.SetStart(c, int32(at[start]))
		}
		return true
	})
	return text[at[len(at)-1-len(tail)]:]
}

// offsetOf returns the byte offset in s of line and column (1-based, the
// column in characters).
func offsetOf(s string, line, col int) int {
	i := 0
	for ; line > 1; line-- {
		nl := strings.IndexByte(s[i:], '\n')
		if nl < 0 {
			return len(s)
		}
		i += nl + 1
	}
	for ; col > 1 && i < len(s); col-- {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return i
}

// replace puts node w in n's place.
func (gr *grafter) replace(n, w *tree.Node) {
	if n.Parent() == nil {
		gr.root = w
		return
	}
	gr.tb.Replace(n, w)
}

// offset returns the amount by which the node types of island grammar name
// are moved: a range of 2^24 types of its own, above the host's.
func (gr *grafter) offset(name string) int {
	off, ok := gr.offsets[name]
	if !ok {
		off = (len(gr.offsets) + 1) << 24
		gr.offsets[name] = off
	}
	return off
}

// text returns the source text of n, from its first token to the end of
// its last one, without the text before its first token; false if n has
// no token from the source.
func (gr *grafter) text(n *tree.Node) (string, bool) {
	if n.Kind() == tree.Token {
		return n.Text(), n.Start() >= 0
	}
	first, last := firstToken(n), lastToken(n)
	if first == nil {
		return "", false
	}
	return gr.src[first.Start() : int(last.Start())+len(last.Text())], true
}

// before returns the source text from the start of the nearest node of
// rule above n, in n's own island, to the start of n.
func (gr *grafter) before(n *tree.Node, rule string) (string, bool) {
	for a := n.Parent(); a != nil && !gr.wrappers[a]; a = a.Parent() {
		if a.Kind() != tree.Rule || a.Name().String() != rule {
			continue
		}
		af, nf := firstToken(a), firstToken(n)
		if af == nil || nf == nil {
			return "", false
		}
		return gr.src[af.Start():nf.Start()], true
	}
	return "", false
}

// firstToken and lastToken return the first and last token below n (or n
// itself) that has text from the source, or nil.
func firstToken(n *tree.Node) *tree.Node {
	var first *tree.Node
	tree.Inspect(n, func(c *tree.Node) bool {
		if first == nil && c.Kind() == tree.Token && c.Start() >= 0 && !c.Is(tree.Missing) {
			first = c
		}
		return first == nil
	})
	return first
}

func lastToken(n *tree.Node) *tree.Node {
	for n.Kind() != tree.Token {
		var next *tree.Node
		for i := n.NumChildren() - 1; i >= 0 && next == nil; i-- {
			if c := n.Child(i); firstToken(c) != nil {
				next = c
			}
		}
		if next == nil {
			return nil
		}
		n = next
	}
	return n
}

// warnf adds a warning about node n to the tree's, with n's position.
func (gr *grafter) warnf(n *tree.Node, format string, args ...any) {
	line, col := gr.position(int(firstToken(n).Start()), 1, 1)
	gr.warnings = append(gr.warnings, fmt.Sprintf("%s:%d:%d: ", gr.file, line, col)+fmt.Sprintf(format, args...))
}

// position returns the line and column in the input of the place at line
// and column (1-based, columns in characters) of the text that starts at
// byte offset base.
func (gr *grafter) position(base, line, col int) (int, int) {
	before := gr.src[:base]
	l := 1 + strings.Count(before, "\n")
	if line > 1 {
		return l + line - 1, col
	}
	return l, utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + col
}
