package tree_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/cancel"
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestBuildContext: building and transforming a tree stop when the context
// is done, at once if it is done before, and in the middle of a large tree
// (the deadline here is a small part of what the build takes).
func TestBuildContext(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	src := []byte("[" + strings.Repeat(`{"a": [1, "x", true]}, `, 40000) + "0]")
	p, err := g.Parse("big.json", src, "")
	require.NoError(t, err)
	require.Empty(t, p.Errors)
	repl, err := g.Replacements()
	require.NoError(t, err)

	done, cancel := context.WithCancel(context.Background())
	cancel()
	tr, err := fromparse.TreeContext(done, p, repl, fromparse.Options{})
	assert.Nil(t, tr)
	assert.ErrorIs(t, err, context.Canceled)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	tr, err = fromparse.TreeContext(ctx, p, repl, fromparse.Options{})
	assert.Nil(t, tr)
	assert.ErrorIs(t, err, context.DeadlineExceeded)

	b := tree.NewBuilder()
	_, err = b.Finish(done, b.New(tree.Rule, tree.NameOf("r"), 0), tree.Info{}, tree.TransformOptions{})
	assert.ErrorIs(t, err, context.Canceled, "finishing a tree")
}

// TestLongLists: finding lists is linear in the number of siblings. A run
// of * instances that ends with no element (here 200,000 statements before
// EOF) was scanned again from each of its instances: quadratic, minutes for
// a file of 80,000 top-level JavaScript statements.
func TestLongLists(t *testing.T) {
	n := 200000
	if race.Enabled {
		n = 50000 // still minutes if quadratic
	}
	src := []byte(strings.Repeat("x = 1;\n", n))
	p, err := testgrammar.Expr.Parse("long.expr", src, "")
	require.NoError(t, err)
	require.Empty(t, p.Errors)
	repl, err := testgrammar.Expr.Replacements()
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	tr, err := fromparse.TreeContext(ctx, p, repl, fromparse.Options{})
	require.NoError(t, err, "the build and a linear pass take a few seconds")
	assert.Equal(t, src, tr.Unparse(tree.State{}))
}

// TestTransformChecks: building, transforming a tree and unparsing it
// look at the context at every node of every pass (squeeze, hide, renumber
// and the rest), so that they stop soon after it is done. Each looked at
// it only in finding lists, and 100 MB of JSON went on for 22 s.
func TestTransformChecks(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	src := []byte("[" + strings.Repeat(`{"a": [1, "x", true], "b": {"c": null}}, `, 2000) + "0]")
	p, err := g.Parse("big.json", src, "")
	require.NoError(t, err)
	repl, err := g.Replacements()
	require.NoError(t, err)
	var checks atomic.Int64
	ctx := cancel.Counting(context.Background(), &checks)
	tr, err := fromparse.TreeContext(ctx, p, repl, fromparse.Options{Transform: tree.TransformOptions{FlattenRecursion: true, SkipWhitespace: true}})
	require.NoError(t, err)
	nodes := int64(tr.NumNodes())
	t.Logf("%d nodes, %d checks building and transforming", nodes, checks.Load())
	// The build checks at every rule; then flatten, lists, squeeze, hide,
	// skip whitespace and the numbering; squeeze and lists check at rules
	// only, not tokens (a third of the nodes).
	assert.GreaterOrEqual(t, checks.Load(), 5*nodes)

	checks.Store(0)
	_, err = tr.UnparseContext(ctx, tree.State{})
	require.NoError(t, err)
	assert.GreaterOrEqual(t, checks.Load(), int64(tr.NumNodes())/2, "unparsing checks at every node it visits (most)")

	done, stop := context.WithCancel(context.Background())
	stop()
	_, err = tr.UnparseContext(done, tree.State{})
	assert.ErrorIs(t, err, context.Canceled)
}
