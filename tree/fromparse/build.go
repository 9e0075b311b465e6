// Package fromparse makes the HDD tree (package tree) of an ANTLR parse
// (package parser): a node for each rule context, each token and each
// matched instance of a ?, * or + block, found by replaying the rule's ATN
// over the children of its context (replay.go), every byte of the input in
// a token's text or the text before it, and the trees of islands, text of
// another language, grafted in (island.go). A Builder may parse the input
// itself and build the items of the root (C's declarations) as the parser
// finishes them, so that a large parse is never in memory whole.
//
// Load is the whole way from an input to its reducible tree, as the
// command takes it: the grammar, the replacements, the islands (read and
// checked before the parse), the parse, the build, the transformations and
// the check that the tree unparses to the input.
//
// Every tree is made by a tree.Builder and finished by it, transformed as
// Options.Transform says: what the functions here return never changes.
//
// It is apart from package tree so that the tree and the reduction
// (package reduce) need no parser: a program that makes its trees some
// other way links no ANTLR. Its tests are with package tree's
// (tree/*_test.go: round trips, islands, the interpreting parser's trees),
// but for those that look inside a build (build_test.go).
package fromparse

import (
	"context"
	"fmt"
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/cancel"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/tree"
)

// Options select how a parse becomes a tree. The zero value is the
// default.
type Options struct {
	// KeepHidden builds hidden-channel tokens (whitespace, comments) into the
	// tree as removable leaves with the empty replacement.
	KeepHidden bool
	// Islands are the nodes whose text is parsed again with another
	// grammar, and whose place the tree of that parse takes (see
	// parser.Island): the first island of the list that applies to a node
	// is used. Inside an island, the islands whose host is its grammar
	// apply. An island whose text does not parse is the tree error
	// recovery built, or stays text; tree.Tree.Warnings says so.
	Islands []*parser.Island
	// Consume lets the builder take the parse apart as it reads it (see
	// parser.Parse.Take): each rule context is freed once its nodes are
	// built, so that the parse and the tree of a large input are not in
	// memory at once. The parse has no tree and no tokens after.
	Consume bool
	// Transform selects the transformations of the tree, which finish it
	// (see tree.Builder.Finish).
	Transform tree.TransformOptions
	// IdentifierTokens name the token types (by symbolic name) that are
	// identifiers (tree.Ident), for the grammars where the lexer cannot
	// tell (see parser.TokenClasses): they replace the grammar's own, in
	// the input's grammar and in each island grammar that has a token of
	// one of the names, and are no literals there.
	IdentifierTokens []string
}

// Tree makes the HDD tree of a parse, with the replacements repl of its
// grammar, transformed as opts.Transform says: a finished tree (see
// tree.Builder).
func Tree(p *parser.Parse, repl *parser.Replacements, opts Options) (*tree.Tree, error) {
	return TreeContext(context.Background(), p, repl, opts)
}

// TreeContext is Tree, stopped when ctx is done: it then returns
// ctx.Err() and no tree.
func TreeContext(ctx context.Context, p *parser.Parse, repl *parser.Replacements, opts Options) (*tree.Tree, error) {
	if p.Tree == nil {
		return nil, fmt.Errorf("build tree: the parse has no tree")
	}
	return New(ctx, repl, opts).Tree(p)
}

// A Builder builds the tree of one input, from its parse (Tree), and
// while it is parsed if it parses it itself (Parse).
type Builder struct{ b *builder }

// New returns a builder of trees with the replacements repl of their
// grammar; it stops when ctx is done.
func New(ctx context.Context, repl *parser.Replacements, opts Options) *Builder {
	return &Builder{&builder{ctx: ctx, repl: repl, opts: opts, stop: cancel.New(ctx), tb: tree.NewBuilder()}}
}

// Parse parses src with grammar g from rule start (the grammar's own if
// empty), as parser.Grammar.ParseContext does, and builds the nodes of the
// items of the start rule as the parser finishes each: the contexts of
// the root but its first, and but the large ones (see ExitRule): C's
// declarations, a script's statements; a JSON value is one item, built
// by Tree. Their parse is freed then, so that the parse of an input of
// many items is never in memory whole. Tree builds the rest, and takes the
// parse apart as Options.Consume does.
func (bb *Builder) Parse(g *parser.Grammar, file string, src []byte, start string) (p *parser.Parse, err error) {
	b := bb.b
	defer cancel.Recover(b.ctx, &err)
	b.opts.Consume = true
	b.built = map[antlr.ParserRuleContext]*tree.Node{}
	return g.ParseListening(b.ctx, file, src, start, b)
}

// Tree builds the tree of p, a parse of Parse or any other, and finishes
// it (see tree.Builder.Finish) with the transformations of
// Options.Transform; it returns ctx.Err() and no tree if ctx is done.
func (bb *Builder) Tree(p *parser.Parse) (t *tree.Tree, err error) {
	b := bb.b
	defer cancel.Recover(b.ctx, &err)
	if p.Tree == nil {
		return nil, fmt.Errorf("build tree: the parse has no tree")
	}
	if b.p != p {
		b.Begin(p)
	}
	return b.finish(p)
}

// Begin readies the builder for parse p (parser.RuleListener): a parse
// begun again in LL mode voids what was built of the first.
func (b *builder) Begin(p *parser.Parse) {
	if b.g != p.Grammar || b.ruleNames == nil {
		b.g, b.atn, b.pure = p.Grammar, p.Grammar.Parser.ATN, pure(p.Grammar)
		b.channels = namedChannels(p.Grammar)
		b.classes()
		b.names()
		b.paths = nil
	}
	b.p, b.src = p, p.Text()
	if !b.pure {
		b.items = itemRules(b.atn, p.Grammar.RuleIndex(p.Start))
	}
	clear(b.built)
	b.unitSpans = nil
	if b.channels && !b.opts.KeepHidden && !b.noUnits {
		b.unitSpans = unitSpans(p)
	}
}

// ExitRule builds the nodes of a context the parser has finished
// (parser.RuleListener) if it is an item of the root, not its first: the
// actions of a grammar read the parse of the item they are in (C's
// typedef names: the declarator of the declaration), never one before.
// An item of more than a sixteenth of the tokens waits for the end of the
// parse too: built at once, the few large items of typescript.js (its
// namespaces) took 10% more memory at the peak, not less.
//
// In a grammar without actions and predicates (see pure), nothing reads
// a context once it is finished: any context of minNested tokens or more
// below the root's items is built as it is finished as well. The parse of
// a JSON file is one item, and its whole parse waited for the end: on 11
// MB of small records, the parse and the tree made a peak of 89 bytes a
// byte; built as they are finished, the records' parse is freed as the
// parser goes. In a grammar with actions, the contexts of minNested
// tokens or more of the rules of the root's items (see itemRules) are,
// wherever they nest: C++'s libstdc++ is a few namespaces of thousands
// of declarations each, and typescript.js a few namespaces of statements,
// whose parse waited for the end whole (spaceship-eq16.cpp: 113 MB live
// at the end of the parse, not 121; typescript.js, hddmin --dump text:
// a peak of 347 to 364 MB, not 501 to 524).
func (b *builder) ExitRule(ctx antlr.ParserRuleContext) {
	parent, ok := ctx.GetParent().(antlr.ParserRuleContext)
	if !ok {
		return
	}
	start, stop := ctx.GetStart(), ctx.GetStop()
	if start == nil || stop == nil {
		return
	}
	size := stop.GetTokenIndex() - start.GetTokenIndex()
	nested := parent.GetParent() != nil
	switch {
	case !nested && (parent.GetChild(0) == ctx || size > b.p.NumTokens()/16):
		return // the first item, or a large one: at the end of the parse (see above)
	case nested && (size < minNested || !b.pure && !b.items[ctx.GetRuleIndex()]):
		return
	}
	b.built[ctx] = b.rule(ctx)
	// The context stays, a child of its parent until the parent is built,
	// but its first and last tokens need not: each would keep the slab of
	// tokens it was allocated in (package parser); nor do the tokens of
	// the parent before it (a list's separators). The parse forgets the
	// tokens before it, unless the hidden ones are needed at the end.
	ctx.SetStart(nil)
	ctx.SetStop(nil)
	if nested {
		b.detachBefore(parent, ctx)
	}
	if !b.opts.KeepHidden {
		b.p.ReleaseTokens(start.GetTokenIndex())
	}
}

// itemRules returns the rules that rule start calls, by rule index: the
// rules of the root's items (C's external declarations, C++'s
// declarations, a script's statements), which may nest (a namespace's
// declarations, a function's statements). What lets ExitRule build the
// root's items as they are finished in a grammar with actions lets it
// build those nested in them too: an action reads the item it is in,
// never one before.
func itemRules(a *atn.ATN, start int) []bool {
	items := make([]bool, len(a.RuleStart))
	for _, s := range a.States {
		if s.Rule != start {
			continue
		}
		for _, t := range s.Transitions {
			if t.Type == atn.TransitionRule {
				items[t.Rule] = true
			}
		}
	}
	return items
}

// minNested is the least number of tokens (less one) of a context below
// the root's items that ExitRule builds as it is finished: smaller ones
// are built with the context they are in, which saves a map entry each.
const minNested = 8

// detachBefore gives the tokens of parent between ctx, one of its
// children, and the context child before it (the separator before an
// element of a list) copies of their own (parser.Parse.Detach), so that
// they keep no slab of tokens alive while the parent is being parsed.
func (b *builder) detachBefore(parent, ctx antlr.ParserRuleContext) {
	kids := parent.GetChildren()
	i := len(kids) - 1
	for i >= 0 && kids[i] != antlr.Tree(ctx) {
		i--
	}
	for i--; i >= 0; i-- {
		var leaf antlr.TerminalNode
		switch c := kids[i].(type) {
		case antlr.ErrorNode:
			leaf = antlr.NewErrorNodeImpl(b.p.Detach(c.GetSymbol()))
		case antlr.TerminalNode:
			leaf = antlr.NewTerminalNodeImpl(b.p.Detach(c.GetSymbol()))
		default:
			return
		}
		leaf.SetParent(parent)
		kids[i] = leaf
	}
}

// pure reports whether the parser of grammar g has no actions and no
// predicates: no code of the grammar's reads the parse as it is made.
func pure(g *parser.Grammar) bool {
	for _, s := range g.Parser.ATN.States {
		for _, t := range s.Transitions {
			if t.Type == atn.TransitionAction || t.Type == atn.TransitionPredicate {
				return false
			}
		}
	}
	return true
}

// finish makes the tree of p from its root context and the nodes built
// already (ExitRule), taking the parse apart if the options say so,
// grafts the islands and finishes the tree.
func (b *builder) finish(p *parser.Parse) (*tree.Tree, error) {
	info := tree.Info{Size: len(p.Source), Grammar: p.Grammar.Name, Relex: p.Grammar.Relex, Apart: p.Grammar.Apart,
		Parses:       parses(p), // before the builder may take the parse apart
		Alternatives: alternativesOf(b.atn, b.repl, 0)}
	root, tail := b.build(p)
	info.Tail = tail
	if len(b.opts.Islands) > 0 {
		root = graftIslands(b, root, p, &info)
	}
	tb := b.tb
	b.tb = tree.NewBuilder() // for the next tree
	if b.transforming != nil {
		b.transforming()
	}
	return tb.Finish(b.ctx, root, info, b.opts.Transform)
}

// island builds the nodes of p, the parse of an island, with the
// tree.Builder of its host: it returns the island tree's root and the text
// after its last token, or ctx.Err() if ctx is done.
func (b *builder) island(p *parser.Parse) (root *tree.Node, tail string, err error) {
	defer cancel.Recover(b.ctx, &err)
	if p.Tree == nil {
		return nil, "", fmt.Errorf("build tree: the parse has no tree")
	}
	if b.p != p {
		b.Begin(p)
	}
	root, tail = b.build(p)
	return root, tail, nil
}

// build makes the nodes of p from its root context and the nodes built
// already (ExitRule), taking the parse apart if the options say so. It
// returns the root and the source text after the last token.
func (b *builder) build(p *parser.Parse) (root *tree.Node, tail string) {
	if b.opts.KeepHidden {
		b.tokens = p.Tokens()
	}
	ctx := p.Tree
	if b.opts.Consume {
		ctx = p.Take()
	}
	root = b.ruleOf(ctx)
	tail = b.attachText(root)
	if len(p.Errors) > 0 {
		b.fixGrowing(root)
	}
	return root, tail
}

// ruleOf returns the node of a rule context: the one ExitRule built, or
// one built now.
func (b *builder) ruleOf(ctx antlr.ParserRuleContext) *tree.Node {
	if n, ok := b.built[ctx]; ok {
		delete(b.built, ctx)
		return n
	}
	return b.rule(ctx)
}

// parses returns the tree's parse check (tree.Tree.Parses): a text
// parses if the grammar of p, from the start rule of p, finds no more
// syntax errors in it than in p's input (none, for an input without
// errors). Islands are not parsed again: the host grammar decides. It
// keeps the grammar and a few values, not p, whose memory the tree does
// not need.
func parses(p *parser.Parse) func([]byte) bool {
	g, file, start, limit := p.Grammar, p.File, p.Grammar.Parser.RuleNames[p.Tree.GetRuleIndex()], len(p.Errors)
	return func(text []byte) bool {
		q, err := g.Parse(file, text, start)
		return err == nil && len(q.Errors) <= limit
	}
}

type builder struct {
	ctx  context.Context
	p    *parser.Parse
	g    *parser.Grammar
	atn  *atn.ATN
	pure bool // the grammar has no actions and predicates (see pure)
	repl *parser.Replacements
	opts Options
	stop *cancel.Canceller
	src  string // the source, once: texts are substrings of it, not copies
	// tokens are the parse's tokens, for the hidden ones (KeepHidden).
	tokens []antlr.Token

	literal, ident map[int]bool // the token types that are literals, identifiers
	ruleNames      []tree.Name  // by rule index
	tokenNames     []tree.Name  // by token type + 1 (EOF is -1)
	ruleRepls      []repl       // by rule index
	tokenRepls     []repl       // by token type + 1
	plusRepls      map[int]repl // by the + block's start state, as met

	built map[antlr.ParserRuleContext]*tree.Node // the nodes of items built during the parse, not taken yet
	// items are the rules the start rule calls, by rule index (see
	// itemRules): in a grammar with actions, the contexts of those rules
	// are built as they are finished wherever they are.
	items []bool

	// The replays' search, with its memory, and the children a replay
	// consumes (the scratch memory of structure).
	paths    *atn.PathSearch
	children []atn.Child

	placed []*tree.Node // the scratch memory of structure: the children placed so far
	opens  []open       // and the nodes open
	// tb makes the nodes. The builders of the islands of a tree share
	// their host's (see grafter.builder): the nodes are one tree's, and a
	// page of 100,000 small scripts would otherwise take a slab of nodes
	// for each script, 64 KB of which the script's tree uses a few hundred
	// bytes.
	tb *tree.Builder
	// transforming, if set, is called when the nodes are built, before
	// the transformations (Load's stage).
	transforming func()

	// channels is set if the grammar's lexer sends tokens to a channel of
	// their own (see namedChannels); unitSpans are then those of the
	// parse, which become Unit tokens (see units.go), unless noUnits (an
	// island's builder).
	channels  bool
	noUnits   bool
	unitSpans []unitSpan
}

// A repl is an interned replacement, if the grammar gives one (ok).
type repl struct {
	r  tree.Repl
	ok bool
}

func replOf(r string, ok bool) repl { return repl{tree.ReplOf(r), ok} }

// names interns the names and the replacements of the grammar's rules
// and tokens, once, not once a node.
func (b *builder) names() {
	b.ruleNames = make([]tree.Name, len(b.g.Parser.RuleNames))
	b.ruleRepls = make([]repl, len(b.g.Parser.RuleNames))
	for i, name := range b.g.Parser.RuleNames {
		b.ruleNames[i] = tree.NameOf(name)
		b.ruleRepls[i] = replOf(b.repl.Rule(i))
	}
	types := max(len(b.g.Parser.SymbolicNames), len(b.g.Parser.LiteralNames))
	b.tokenNames = make([]tree.Name, types+1)
	b.tokenRepls = make([]repl, types+1)
	for typ := range b.tokenNames {
		b.tokenNames[typ] = tree.NameOf(b.g.TokenName(typ - 1))
		b.tokenRepls[typ] = replOf(b.repl.Token(typ - 1))
	}
	b.plusRepls = map[int]repl{}
}

// plusRepl returns the replacement of a pass through the + block that
// starts at state.
func (b *builder) plusRepl(state int) repl {
	r, ok := b.plusRepls[state]
	if !ok {
		text, has := b.repl.Plus[state]
		r = replOf(text, has)
		b.plusRepls[state] = r
	}
	return r
}

// tokenName returns the name of token type typ.
func (b *builder) tokenName(typ int) tree.Name {
	if typ+1 < len(b.tokenNames) {
		return b.tokenNames[typ+1]
	}
	return tree.NameOf(b.g.TokenName(typ))
}

// tokenRepl returns the replacement of token type typ.
func (b *builder) tokenRepl(typ int) repl {
	if typ+1 < len(b.tokenRepls) {
		return b.tokenRepls[typ+1]
	}
	return replOf(b.repl.Token(typ))
}

// classes sets the token types that are literals and identifiers: the
// grammar's (parser.TokenClasses), or the identifiers that
// Options.IdentifierTokens name.
func (b *builder) classes() {
	c := b.g.TokenClasses()
	b.literal, b.ident = c.Literals, c.Identifiers
	if len(b.opts.IdentifierTokens) == 0 {
		return
	}
	ids, _ := b.g.IdentifierTypes(b.opts.IdentifierTokens)
	if len(ids) == 0 {
		return // none is this grammar's
	}
	b.ident, b.literal = ids, map[int]bool{}
	for t := range c.Literals {
		if !ids[t] {
			b.literal[t] = true
		}
	}
}

// tokenFlags returns the flags of a token of type typ: Literal, Ident.
func (b *builder) tokenFlags(typ int) tree.Flags {
	switch {
	case b.ident[typ]:
		return tree.Ident
	case b.literal[typ]:
		return tree.Literal
	}
	return 0
}

// rule builds the node of a rule context and, recursively, its subtree.
func (b *builder) rule(ctx antlr.ParserRuleContext) *tree.Node {
	b.stop.Check()
	idx := ctx.GetRuleIndex()
	n := b.tb.New(tree.Rule, b.ruleNames[idx], int32(idx))
	if r := b.ruleRepls[idx]; r.ok {
		b.tb.SetRepl(n, r.r)
	} else {
		b.tb.AddFlags(n, tree.Fixed|tree.NoRepl)
	}
	children := ctx.GetChildren()
	kids := make([]*tree.Node, 0, len(children))
	items := make([]replayItem, 0, len(children))
	for i, c := range children {
		if b.opts.Consume {
			children[i] = nil // the context's own slice: c is freed once built
		}
		var k *tree.Node
		item := replayItem{ruleIndex: -1, invoking: -1}
		switch c := c.(type) {
		case antlr.ParserRuleContext:
			k = b.ruleOf(c)
			item.ruleIndex, item.invoking = int32(c.GetRuleIndex()), int32(c.GetInvokingState())
		case antlr.ErrorNode:
			k = b.token(c.GetSymbol())
			if c.GetSymbol().GetTokenIndex() < 0 {
				b.tb.AddFlags(k, tree.Missing|tree.Fixed)
				item.token = int32(c.GetSymbol().GetTokenType())
			} else {
				b.tb.AddFlags(k, tree.Error|tree.Fixed)
				item.skip = true
			}
		case antlr.TerminalNode:
			k = b.token(c.GetSymbol())
			item.token = int32(c.GetSymbol().GetTokenType())
		default:
			panic(fmt.Sprintf("tree: unexpected parse tree node %T", c))
		}
		kids = append(kids, k)
		items = append(items, item)
	}
	b.tb.SetChildren(n, b.structure(idx, kids, items, n))
	return n
}

// fixGrowing fixes the nodes below n whose text is shorter than their
// replacement, and returns the length of n's text. Only error recovery
// makes such nodes (a token it conjured prints nothing); replacing one would
// make the input larger.
func (b *builder) fixGrowing(n *tree.Node) int {
	if n.Kind() == tree.Token {
		return len(n.Text())
	}
	b.stop.Check()
	size := 0
	for c := range n.Children() {
		size += b.fixGrowing(c)
	}
	if size < len(n.Repl().String()) {
		b.tb.AddFlags(n, tree.Fixed)
	}
	return size
}

// token makes the leaf of a token; its text is set by attachText.
func (b *builder) token(t antlr.Token) *tree.Node {
	typ := t.GetTokenType()
	n := b.tb.New(tree.Token, b.tokenName(typ), int32(typ))
	b.tb.AddFlags(n, b.tokenFlags(typ))
	if typ == antlr.TokenEOF {
		b.tb.AddFlags(n, tree.Fixed)
		b.tb.SetStart(n, int32(len(b.p.Source)))
	}
	if r := b.tokenRepl(typ); r.ok {
		b.tb.SetRepl(n, r.r)
	} else {
		b.tb.AddFlags(n, tree.Fixed|tree.NoRepl)
	}
	if t.GetTokenIndex() >= 0 && typ != antlr.TokenEOF {
		start, end := b.p.Span(t)
		b.tb.SetStart(n, int32(start))
		b.tb.SetText(n, b.src[start:end], 0)
	}
	return n
}

// skipped is the name of the leaves of text no token covers (KeepHidden).
var skipped = tree.NameOf("<skipped>")

// attachText gives every token under root the source text before it,
// builds hidden text into the tree if asked, and returns what follows the
// last token (the tree's tail): every byte of the source ends up in the
// tree.
func (b *builder) attachText(root *tree.Node) (tail string) {
	src := b.src
	var hidden []antlr.Token // hidden tokens, in order, for KeepHidden
	if b.opts.KeepHidden {
		for _, tok := range b.tokens {
			if tok.GetChannel() != antlr.TokenDefaultChannel && tok.GetTokenType() != antlr.TokenEOF {
				hidden = append(hidden, tok)
			}
		}
	}
	prev := 0
	// gap returns the text between prev and end as leaves: a leaf for each
	// hidden token, and one for each run of text no token covers (what a
	// lexer skipped).
	gap := func(end int) []*tree.Node {
		var leaves []*tree.Node
		for prev < end {
			next, tokEnd := end, end
			var tok antlr.Token
			if len(hidden) > 0 {
				if s, e := b.p.Span(hidden[0]); s < end {
					next, tokEnd, tok = s, e, hidden[0]
				}
			}
			if prev < next {
				leaf := b.tb.New(tree.Token, skipped, -1)
				b.tb.AddFlags(leaf, tree.Hidden)
				b.tb.SetStart(leaf, int32(prev))
				b.tb.SetText(leaf, src[prev:next], 0)
				leaves = append(leaves, leaf)
			}
			if tok != nil {
				typ := tok.GetTokenType()
				leaf := b.tb.New(tree.Token, b.tokenName(typ), int32(typ))
				b.tb.AddFlags(leaf, tree.Hidden|b.tokenFlags(typ))
				b.tb.SetStart(leaf, int32(next))
				b.tb.SetText(leaf, src[next:tokEnd], 0)
				leaves = append(leaves, leaf)
				hidden = hidden[1:]
			}
			prev = tokEnd
		}
		return leaves
	}
	var units []*tree.Node
	unitsBefore := func(at int) {
		for len(b.unitSpans) > 0 && b.unitSpans[0].start < at && b.unitSpans[0].start >= prev {
			u := b.unitSpans[0]
			b.unitSpans = b.unitSpans[1:]
			var n *tree.Node
			n, prev = b.unit(u, prev)
			units = append(units, n)
		}
	}
	var fill func(n *tree.Node)
	fill = func(n *tree.Node) {
		b.stop.Check()
		if n.Kind() == tree.Token {
			if !n.Is(tree.Missing) {
				unitsBefore(int(n.Start()))
				end := int(n.Start()) + len(n.Text())
				b.tb.SetText(n, src[prev:end], int(n.Start())-prev)
				prev = end
			}
			return
		}
		if !b.opts.KeepHidden {
			for c := range n.Children() {
				fill(c)
			}
			return
		}
		var kids []*tree.Node
		for c := range n.Children() {
			if c.Kind() == tree.Token && !c.Is(tree.Missing) {
				kids = append(kids, gap(int(c.Start()))...)
			}
			fill(c)
			kids = append(kids, c)
		}
		b.tb.SetChildren(n, kids)
	}
	fill(root)
	if b.opts.KeepHidden {
		b.tb.SetChildren(root, append(slices.Collect(root.Children()), gap(len(src))...))
	}
	unitsBefore(len(src) + 1)
	if len(units) > 0 && root.Kind() != tree.Token {
		b.tb.SetChildren(root, append(slices.Collect(root.Children()), units...))
	}
	return src[prev:]
}
