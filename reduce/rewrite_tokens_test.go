package reduce_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// tokenRewriteInputs are inputs of every bundled grammar with literals and
// identifiers to rewrite.
var tokenRewriteInputs = []string{
	"reduce/nested.json", "reduce/program.expr", "javascript/templates.js", "javascript/regex.js",
	"javascript/functions.js", "javascript/classes.js", "c/casts.c", "c/statements.c",
	"css/features.css", "html/features.html",
}

// rewriteVariant picks the phases of a reduction that rewrites tokens:
// the literal and rename phases in some order, alone, after pruning or
// hoisting, or before them.
func rewriteVariant(rng *rand.Rand) reduce.Options {
	var opts reduce.Options
	rewrites := []reduce.Phase{reduce.Literal, reduce.Rename}
	if rng.IntN(2) == 0 {
		rewrites = rewrites[:1]
		if rng.IntN(2) == 0 {
			rewrites[0] = reduce.Rename
		}
	} else if rng.IntN(2) == 0 {
		rewrites[0], rewrites[1] = rewrites[1], rewrites[0]
	}
	others := []reduce.Phase{reduce.CoarsePrune, reduce.Prune, reduce.Hoist, reduce.Space}
	before, after := rng.IntN(3), rng.IntN(2)
	for range before {
		opts.Phases = append(opts.Phases, others[rng.IntN(len(others))])
	}
	opts.Phases = append(opts.Phases, rewrites...)
	for range after {
		opts.Phases = append(opts.Phases, others[rng.IntN(len(others))])
	}
	opts.NoFixpoint = rng.IntN(4) == 0
	opts.DD = ddOptions[rng.IntN(len(ddOptions))]
	return opts
}

// rewriteTree builds the tree of a rewrite input, with its grammar's
// islands, and tells whether the input parses without errors.
func rewriteTree(t *testing.T, path string, src []byte) (*tree.Tree, *parser.Grammar, bool) {
	g, err := parser.ForFile(path)
	require.NoError(t, err)
	p, err := g.Parse(path, src, "")
	require.NoError(t, err)
	tr := buildTree(t, g, src, fromparse.Options{Islands: g.Islands}, tree.TransformOptions{})
	return tr, g, len(p.Errors) == 0
}

// TestRewriteRandom reduces inputs of every bundled grammar with the
// literal and rename phases and testers that answer at random (among the
// texts that parse), and checks that every candidate of the rewrites
// parses with the grammar, that a rewritten token's
// text is offered once, and that the result is interesting and the text
// of its state.
func TestRewriteRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 20))
	rewritten := 0
	for i := range iterations(3 * len(tokenRewriteInputs)) {
		rel := tokenRewriteInputs[i%len(tokenRewriteInputs)]
		path := filepath.Join("..", "testdata", rel)
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		tr, g, valid := rewriteTree(t, path, src)
		require.True(t, valid, "%s parses", rel)
		opts := rewriteVariant(rng)
		density := uint64(rng.IntN(3) + 2)
		if i == 0 {
			// The first run takes every text that parses, and runs the
			// rewrites alone: they must make it smaller, whatever the
			// seed and however few the runs (-short).
			opts.Phases, density = []reduce.Phase{reduce.Literal, reduce.Rename}, 1
		}
		variant := fmt.Sprintf("%s %+v", rel, opts)
		interesting := randomOracle(src, rng.Uint64(), density)
		// The other phases may offer texts that do not parse (hoisting
		// does in JavaScript): the test finds them not interesting, so
		// that the rewrites start from texts that parse, and the texts
		// the rewrites offer must all parse.
		parses := func(c []byte) bool {
			cp, err := g.Parse("candidate", c, "")
			require.NoError(t, err)
			return len(cp.Errors) == 0
		}
		seen := tested{}
		var phase reduce.Phase
		opts.Progress = func(p reduce.Progress) { phase = p.Phase }
		test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
			seen[string(c)]++
			ok := parses(c)
			if phase == reduce.Literal || phase == reduce.Rename {
				require.True(t, ok, "candidate %q of %s does not parse (%s)", c, phase, variant)
			}
			if ok && interesting(c) {
				return reduce.Interesting, nil
			}
			return reduce.NotInteresting, nil
		})
		res, err := reduce.Reduce(context.Background(), tr, test, opts)
		require.NoError(t, err, variant)
		require.True(t, interesting(res.Output), variant)
		assert.Equal(t, string(res.Output), string(tr.Unparse(res.State)), variant)
		assertTestedOnce(t, seen, res, variant)
		for _, st := range res.Stats.Steps {
			if (st.Phase == reduce.Literal || st.Phase == reduce.Rename) && st.BytesAfter < st.BytesBefore {
				rewritten++
			}
		}
	}
	assert.Positive(t, rewritten, "no rewrite phase ever made a text smaller")
}

// TestRenameUnused checks that a name taken for unused is in no word of
// the text: a removed node prints its replacement, which may be a name.
func TestRenameUnused(t *testing.T) {
	g, err := parser.Lookup("javascript")
	require.NoError(t, err)
	src := []byte("f(seedBytes | x);")
	tr := buildTree(t, g, src, fromparse.Options{}, tree.TransformOptions{})
	// The test wants one name after the | (x, or a, the replacement of
	// its expression), and another name before it.
	re := regexp.MustCompile(`^f\(([A-Za-z]+) *\| *([a-z])\);$`)
	test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
		if m := re.FindSubmatch(c); m != nil && !bytes.Equal(m[1], m[2]) {
			return reduce.Interesting, nil
		}
		return reduce.NotInteresting, nil
	})
	res, err := reduce.Reduce(context.Background(), tr, test, reduce.Options{Phases: []reduce.Phase{reduce.Prune, reduce.Rename}})
	require.NoError(t, err)
	m := re.FindSubmatch(res.Output)
	require.NotNil(t, m, "%s", res.Output)
	// x's expression prints its replacement, a: the shortest name in no
	// word of the text is b.
	assert.Equal(t, "a", string(m[2]), "%s", res.Output)
	assert.Equal(t, "b", string(m[1]), "seedBytes renamed: %s", res.Output)
}

// TestLiteralInPlace: a regular expression that the parse of the text
// reads as divisions, once hoisting put it after a name (a / re /
// g.exec(y)), is shortened only to texts that still parse there: the
// literal phase relexes the token alone, and parses the text.
func TestLiteralInPlace(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "in.js")
	src := []byte("a\nwhile (x) /re/g.exec(y)\n")
	tr, g, valid := rewriteTree(t, path, src)
	require.True(t, valid)
	var literal, unparsed []string
	var phase reduce.Phase
	opts := reduce.Recommended()
	opts.Adaptive, opts.Phases = false, []reduce.Phase{reduce.Hoist, reduce.Literal}
	opts.Progress = func(p reduce.Progress) { phase = p.Phase }
	test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
		p, err := g.Parse("candidate", c, "")
		require.NoError(t, err)
		if phase == reduce.Literal {
			literal = append(literal, string(c))
			if len(p.Errors) > 0 {
				unparsed = append(unparsed, string(c))
			}
		}
		if text := string(c); strings.HasPrefix(text, "a") && strings.Contains(text, "exec") {
			return reduce.Interesting, nil
		}
		return reduce.NotInteresting, nil
	})
	res, err := reduce.Reduce(context.Background(), tr, test, opts)
	require.NoError(t, err)
	assert.NotContains(t, string(res.Output), "while")
	assert.NotEmpty(t, literal, "the literal phase tests shorter texts")
	assert.Empty(t, unparsed, "candidates of literal that do not parse")
}

// TestRenameRetyped: names whose type the parser's Go code changed where
// they are declared (C++'s class and template names are TypeName and
// TemplateTypeName tokens, never Identifier) are renamed as identifiers
// are, all their occurrences at once, to a text that lexes as an
// identifier.
func TestRenameRetyped(t *testing.T) {
	t.Parallel()
	g, err := parser.Lookup("cpp")
	require.NoError(t, err)
	tests := []struct{ name, src, want string }{
		{"class", "class BadTuple{};BadTuple a;", "class b{};b a;"},
		{"template", "template<class T>struct Box{T x;};Box<int>a;", "template<class T>struct b{T x;};b<int>a;"},
		{"namespace", "namespace Outer{int x;}int a=Outer::x;", "namespace b{int x;}int a=b::x;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			tr := buildTree(t, g, []byte(tt.src), fromparse.Options{}, tree.TransformOptions{})
			test := testerOf(func(c []byte) bool {
				p, err := g.Parse("candidate", c, "")
				return err == nil && len(p.Errors) == 0 && bytes.Count(c, []byte(";")) == strings.Count(tt.src, ";")
			})
			res, err := reduce.Reduce(context.Background(), tr, test, reduce.Options{Phases: []reduce.Phase{reduce.Rename}})
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(res.Output))
		})
	}
}
