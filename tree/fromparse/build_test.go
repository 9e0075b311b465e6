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
