package tree_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// tokensNamed returns the tokens of tr called name, in order.
func tokensNamed(tr *tree.Tree, name string) []*tree.Node {
	var out []*tree.Node
	for n := range tr.Nodes() {
		if n.Kind() == tree.Token && n.Name().String() == name {
			out = append(out, n)
		}
	}
	return out
}

// TestRewrittenTexts checks that a token printed with a text of its own
// prints it, apart from its neighbours where the new text would run into
// them, and that the text is part of the state: its key, its shape.
func TestRewrittenTexts(t *testing.T) {
	src := []byte("x = 1.5 .e; yy(x)+2\n")
	g := lookup(t, "javascript")
	tr, _ := makeTree(t, g, "a.js", src, fromparse.Options{}, tree.TransformOptions{})
	ids := tokensNamed(tr, "Identifier")
	nums := tokensNamed(tr, "NumericLiteral")
	require.Len(t, ids, 4)
	require.Len(t, nums, 2)
	for _, n := range ids {
		assert.True(t, n.Is(tree.Ident), "%s is an identifier", n.Text())
	}
	for _, n := range nums {
		assert.True(t, n.Is(tree.Literal), "%s is a literal", n.Text())
	}

	var s tree.State
	x := s.WithText("a", ids[0].ID(), ids[3].ID())
	assert.Equal(t, "a = 1.5 .e; yy(a)+2\n", string(tr.Unparse(x)))
	_, ok := s.Text(ids[0].ID())
	assert.False(t, ok, "WithText leaves the state it is called on as it was")
	one := s.WithText("1", nums[0].ID())
	assert.Equal(t, "x = 1 .e; yy(x)+2\n", string(tr.Unparse(one)))
	// Printed together, 1 and .e would be a number: a space keeps them apart.
	squeezed := one
	squeezed.Space = tree.SpaceNone
	assert.Equal(t, "x=1 .e;yy(x)+2", string(tr.Unparse(squeezed)))
	assert.Equal(t, "1", one.TokenText(nums[0]))
	assert.Equal(t, "1.5", s.TokenText(nums[0]))
	assert.Contains(t, tr.Sexpr(one), `"1"*`)

	assert.False(t, one.SameShape(s))
	assert.True(t, one.WithRemoved(3).SameShape(one))
	assert.True(t, one.WithRemoved(3).Shape().SameShape(one))
	keys := map[[32]byte]string{}
	for name, st := range map[string]tree.State{
		"zero": s, "one": one, "x": x, "x other": s.WithText("b", ids[0].ID(), ids[3].ID()),
		"x first": s.WithText("a", ids[0].ID()), "empty": s.WithText("", nums[0].ID()),
	} {
		k := st.Key()
		assert.NotContains(t, keys, k, "%s has the key of %s", name, keys[k])
		keys[k] = name
	}
	assert.Equal(t, one.Key(), s.WithText("1", nums[0].ID()).Key())
}

// TestRelexHook checks the re-lexing hook that build gives a tree: by
// the grammar of each token, islands included.
func TestRelexHook(t *testing.T) {
	g := lookup(t, "html")
	src := []byte(`<p class=x>hi</p><script>var abc = "s";</script>`)
	tr, _ := makeTree(t, g, "a.html", src, fromparse.Options{Islands: g.Islands}, tree.TransformOptions{})
	require.NotNil(t, tr.Relex())
	ids := tokensNamed(tr, "Identifier")
	require.Len(t, ids, 1, "the script's variable")
	assert.True(t, ids[0].Is(tree.Ident))
	assert.True(t, tr.Relex()(int(ids[0].Type()), "a"))
	assert.False(t, tr.Relex()(int(ids[0].Type()), "var"), "a keyword of the island's grammar")
	strs := tokensNamed(tr, "StringLiteral")
	require.Len(t, strs, 1)
	assert.True(t, strs[0].Is(tree.Literal))
	assert.True(t, tr.Relex()(int(strs[0].Type()), `""`))
	attrs := tokensNamed(tr, "ATTR_NAME")
	require.NotEmpty(t, attrs)
	assert.True(t, tr.Relex()(int(attrs[0].Type()), "a"), "the host's token, in its tag mode")
	assert.False(t, tr.Relex()(int(attrs[0].Type()), "a b"))

	// Named on the command line, identifiers are those and no others.
	js := lookup(t, "javascript")
	named, _ := makeTree(t, js, "a.js", []byte(`var abc = "s";`), fromparse.Options{IdentifierTokens: []string{"StringLiteral"}}, tree.TransformOptions{})
	assert.True(t, tokensNamed(named, "StringLiteral")[0].Is(tree.Ident))
	assert.False(t, tokensNamed(named, "StringLiteral")[0].Is(tree.Literal))
	assert.False(t, tokensNamed(named, "Identifier")[0].Is(tree.Ident))
}
