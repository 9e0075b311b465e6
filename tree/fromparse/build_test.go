package fromparse

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
	"github.com/hddmin/hddmin/tree"
)

// watcher is a parser.RuleListener that passes the parse on to a builder
// and calls exit on each context the parser finishes around the
// builder's own ExitRule.
type watcher struct {
	*builder
	exit func(ctx antlr.ParserRuleContext, builderExit func())
}

func (w watcher) ExitRule(ctx antlr.ParserRuleContext) {
	w.exit(ctx, func() { w.builder.ExitRule(ctx) })
}

// TestBuildWhileParsing checks that a builder that parses a JSON array of
// records builds each record as the parser finishes it, and frees its
// parse then (its context's children are cleared) and its separator's
// token (a copy of its own): the parse of a JSON file is one item of its
// root, and used to wait for the end whole. The trees are the same (see
// TestBuilderParse in package tree).
func TestBuildWhileParsing(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	var b strings.Builder
	b.WriteString(`{"records": [`)
	for i := range 500 {
		fmt.Fprintf(&b, `{"id": %d, "tags": ["a", "b"]},`+"\n", i)
	}
	b.WriteString("1, [2]]}")
	repl, err := g.Replacements()
	require.NoError(t, err)
	bld := New(context.Background(), repl, Options{})
	bld.b.opts.Consume = true
	bld.b.built = map[antlr.ParserRuleContext]*tree.Node{}
	var built, kept, detached, seen int
	w := watcher{bld.b, func(ctx antlr.ParserRuleContext, builderExit func()) {
		parent, _ := ctx.GetParent().(antlr.ParserRuleContext)
		if parent == nil || parent.GetChildCount() < 3 || bld.b.g.Parser.RuleNames[ctx.GetRuleIndex()] != "value" ||
			bld.b.g.Parser.RuleNames[parent.GetRuleIndex()] != "array" {
			builderExit()
			return
		}
		size := ctx.GetStop().GetTokenIndex() - ctx.GetStart().GetTokenIndex()
		if text := bld.b.src[ctx.GetStart().GetStart() : ctx.GetStop().GetStop()+1]; size < minNested && text != "1" && text != "[2]" {
			builderExit()
			return // a tag
		}
		kids := parent.GetChildren()
		comma := kids[len(kids)-2].(antlr.TerminalNode).GetSymbol()
		builderExit()
		if now := kids[len(kids)-2].(antlr.TerminalNode).GetSymbol(); now != comma {
			if now.GetStart() == comma.GetStart() && now.GetTokenIndex() == comma.GetTokenIndex() && now.GetText() == "," {
				detached++
			}
		}
		if !slices.ContainsFunc(ctx.GetChildren(), func(c antlr.Tree) bool { return c != nil }) {
			built++
		} else {
			kept++
		}
		seen++
	}}
	p, err := g.ParseListening(context.Background(), "records.json", []byte(b.String()), "", w)
	require.NoError(t, err)
	require.Empty(t, p.Errors)
	assert.Equal(t, 501, seen, "the values of the array but its first")
	assert.Equal(t, 499, built, "the records, built as they were parsed")
	assert.Equal(t, 2, kept, "1 and [2]: too small to be built apart")
	assert.Equal(t, 499, detached, "the commas before the records")
	tr, err := bld.Tree(p)
	require.NoError(t, err)
	assert.Equal(t, b.String(), string(tr.Unparse(tree.State{})))
}

// TestBuildNestedItems checks that in a grammar with actions (C++,
// JavaScript) a builder that parses builds the contexts of the rules of
// the root's items as the parser finishes them where they nest too (a
// namespace's and a class's declarations, a function's statements), and
// frees their parse then, and no other context below the root's items.
func TestBuildNestedItems(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, grammar, item, open, elem, close string
	}{
		{"namespace.cpp", "cpp", "declaration", "namespace n {\n", "struct S%d { int a; int f() { return a + %d; } };\n", "}\nint x;\n"},
		{"functions.js", "javascript", "statement", "function g() {\n", "function f%d() { var a = %d; if (a) { a = a + 1; } return a; }\n", "}\nvar x;\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := parser.Lookup(tt.grammar)
			require.NoError(t, err)
			require.False(t, pure(g), "a grammar with actions")
			var src strings.Builder
			src.WriteString(tt.open)
			for i := range 200 {
				fmt.Fprintf(&src, tt.elem, i, i)
			}
			src.WriteString(tt.close)
			repl, err := g.Replacements()
			require.NoError(t, err)
			bld := New(context.Background(), repl, Options{})
			bld.b.opts.Consume = true
			bld.b.built = map[antlr.ParserRuleContext]*tree.Node{}
			var built, nested int
			w := watcher{bld.b, func(ctx antlr.ParserRuleContext, builderExit func()) {
				parent, _ := ctx.GetParent().(antlr.ParserRuleContext)
				if parent == nil || parent.GetParent() == nil || ctx.GetStart() == nil || ctx.GetStop() == nil {
					builderExit()
					return // the root, or an item of the root
				}
				size := ctx.GetStop().GetTokenIndex() - ctx.GetStart().GetTokenIndex()
				line, col := ctx.GetStart().GetLine(), ctx.GetStart().GetColumn()
				builderExit()
				gone := !slices.ContainsFunc(ctx.GetChildren(), func(c antlr.Tree) bool { return c != nil })
				item := g.Parser.RuleNames[ctx.GetRuleIndex()] == tt.item
				assert.Equal(t, item && size >= minNested, gone, "%s at %d:%d, %d tokens", g.Parser.RuleNames[ctx.GetRuleIndex()], line, col, size+1)
				if item {
					nested++
				}
				if gone {
					built++
				}
			}}
			p, err := g.ParseListening(context.Background(), tt.name, []byte(src.String()), "", w)
			require.NoError(t, err)
			require.Empty(t, p.Errors)
			// C++: each struct and its member function (not `int a;`);
			// JavaScript: each function and its if (not the others).
			assert.Equal(t, 400, built, "of %d nested %s contexts, those of %d tokens or more built as parsed", nested, tt.item, minNested)
			tr, err := bld.Tree(p)
			require.NoError(t, err)
			assert.Equal(t, src.String(), string(tr.Unparse(tree.State{})))
		})
	}
}
