package reduce_test

import (
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

// rewriteInputs are the inputs of the rewrite tests: those of
// testdata/reduce, and small programs of the other bundled grammars.
func rewriteInputs(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, glob := range []string{"reduce/*.*", "javascript/functions.js", "javascript/statements.js",
		"javascript/asi.js", "c/statements.c", "c/casts.c", "css/features.css"} {
		files, _ := filepath.Glob(filepath.Join("..", "testdata", glob))
		for _, f := range files {
			if !strings.HasSuffix(f, ".golden") {
				out = append(out, f)
			}
		}
	}
	require.NotEmpty(t, out)
	return out
}

// rewritePhases returns a few of the rewrite phases at random, repeats
// allowed: the structural ones and those of rewrite_tokens.go together.
func rewritePhases(rng *rand.Rand) []reduce.Phase {
	var phases []reduce.Phase
	for range rng.IntN(3) + 1 {
		all := []reduce.Phase{reduce.Substitute, reduce.Unwrap, reduce.Window, reduce.Literal, reduce.Rename}
		phases = append(phases, all[rng.IntN(len(all))])
	}
	return phases
}

// TestRewriteCandidatesParse reduces inputs of the bundled grammars with
// random testers (see checkRewrites), and checks that the rewrite phases
// made a text smaller at least once.
func TestRewriteCandidatesParse(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 20))
	sources := rewriteInputs(t)
	shrunk := map[reduce.Phase]int{}
	for i := range iterations(4 * len(sources)) {
		path := sources[i%len(sources)]
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		g, err := parser.ForFile(path)
		require.NoError(t, err)
		checkRewritesOf(t, rng, g, "", path, src, shrunk, i == 0)
	}
	// The first run rewrites the whole input, which has nodes that a
	// smaller node of their rule can stand for (see rewriteInputs), with a
	// test that takes every text that parses: it must shrink, however few
	// the runs. Each phase has a test of its own that it shrinks
	// (TestSubstituteInlines, TestWindowErases).
	assert.NotZero(t, shrunk[reduce.Substitute]+shrunk[reduce.Unwrap]+shrunk[reduce.Window], "no rewrite made a text smaller")
}

// TestRewriteLoadedGrammars is TestRewriteCandidatesParse with grammars of
// ../shared/grammars-v4 loaded at run time from their .g4 files, on their
// examples.
func TestRewriteLoadedGrammars(t *testing.T) {
	root := filepath.Join("..", "..", "shared", "grammars-v4")
	if _, err := os.Stat(root); err != nil {
		t.Skipf("no grammars-v4 test data at %s: %v", root, err)
	}
	rng := rand.New(rand.NewPCG(seed.Seed(t), 22))
	shrunk := map[reduce.Phase]int{}
	for _, gr := range []struct{ file, start string }{
		{"sqlite/SQLiteParser.g4", "parse"}, {"tinyc/tinyc.g4", "program"},
		{"arithmetic/arithmetic.g4", "file_"}, {"sexpression/sexpression.g4", "sexpr"},
	} {
		g, err := parser.LoadGrammar([]string{filepath.Join(root, gr.file)}, parser.LoadOptions{})
		require.NoError(t, err)
		examples, _ := filepath.Glob(filepath.Join(root, filepath.Dir(gr.file), "examples", "*"))
		n := 0
		for _, ex := range examples {
			if strings.HasSuffix(ex, ".antlr-tree") || n == 3 {
				continue
			}
			src, err := os.ReadFile(ex)
			require.NoError(t, err)
			if len(src) > 4000 {
				continue // the rewrites are for small results
			}
			// The first example of each grammar whole: pruned by a random
			// test first, an example may leave nothing to rewrite.
			checkRewritesOf(t, rng, g.Grammar, gr.start, ex, src, shrunk, n == 0)
			n++
		}
		require.NotZero(t, n, gr.file)
	}
	assert.NotZero(t, shrunk[reduce.Substitute]+shrunk[reduce.Unwrap]+shrunk[reduce.Window], "no rewrite made a text smaller")
}

// checkRewrites reduces src with a tester that answers at random (the
// same for the same content): first with prune, half the time, to make
// it small, then, from the result parsed again, with rewrite phases. It
// checks that every candidate of the rewrites parses with no more syntax
// errors than their input (none, for a valid input), that no content is
// tested twice, and that the result is the text of the final state, and
// counts in shrunk the steps of each phase that made the text smaller.
func checkRewrites(t *testing.T, rng *rand.Rand, g *parser.Grammar, start, path string, src []byte, shrunk map[reduce.Phase]int) {
	t.Helper()
	checkRewritesOf(t, rng, g, start, path, src, shrunk, false)
}

// checkRewritesOf is checkRewrites; whole makes it reduce the whole src
// (no pruning first) with substitute and unwrap among the phases, so that
// there is something for them to rewrite.
func checkRewritesOf(t *testing.T, rng *rand.Rand, g *parser.Grammar, start, path string, src []byte, shrunk map[reduce.Phase]int, whole bool) {
	t.Helper()
	_, bo, to := randomVariant(rng)
	density := uint64(rng.IntN(2) + 2)
	if whole {
		density = 1 // every text that parses: the rewrites must shrink it
	}
	interesting := randomOracle(src, rng.Uint64(), density)
	tr, q := buildTreeFrom(t, g, start, src, bo, to)
	if rng.IntN(2) == 0 && !whole {
		opts := reduce.Recommended()
		opts.Phases = []reduce.Phase{reduce.Prune}
		res, err := reduce.Reduce(context.Background(), tr, testerOf(interesting), opts)
		require.NoError(t, err)
		src = res.Output
	}
	tr, p := buildTreeFrom(t, g, start, src, bo, to)
	if len(p.Errors) > len(q.Errors) {
		return // pruning broke the text (a C typedef name gone): the rewrites need a parse
	}
	opts := reduce.Recommended()
	opts.Phases = rewritePhases(rng)
	if whole {
		opts.Phases = append([]reduce.Phase{reduce.Substitute, reduce.Unwrap}, opts.Phases...)
	}
	variant := fmt.Sprintf("%s %v %+v %+v", path, opts.Phases, bo, to)
	seen := tested{}
	test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
		seen[string(c)]++
		cp, err := g.Parse("candidate", c, start)
		require.NoError(t, err)
		require.LessOrEqual(t, len(cp.Errors), len(p.Errors), "candidate %q does not parse (%s)", c, variant)
		if interesting(c) {
			return reduce.Interesting, nil
		}
		return reduce.NotInteresting, nil
	})
	res, err := reduce.Reduce(context.Background(), tr, test, opts)
	require.NoError(t, err, variant)
	assert.True(t, interesting(res.Output), variant)
	assert.Equal(t, string(res.Output), string(tr.Unparse(res.State)), variant)
	assertTestedOnce(t, seen, res, variant)
	for _, st := range res.Stats.Steps {
		if st.BytesAfter < st.BytesBefore {
			shrunk[st.Phase]++
		}
	}
}

// TestRewriteJobsDeterministic reduces inputs with the rewrite phases with
// 1 and with 4 jobs and checks that the results and the sequences of
// results committed to are the same (see TestJobsDeterministic).
func TestRewriteJobsDeterministic(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 21))
	sources := rewriteInputs(t)
	for i := range iterations(len(sources)) {
		path := sources[i%len(sources)]
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		g, err := parser.ForFile(path)
		require.NoError(t, err)
		_, bo, to := randomVariant(rng)
		opts := reduce.Recommended()
		opts.Phases = rewritePhases(rng)
		salt, density := rng.Uint64(), uint64(rng.IntN(2)+2)
		assertJobsAgree(t, g, src, bo, to, opts, salt, density)
	}
}

// TestSubstituteInlines checks the example of the substitute phase: a
// variable's use replaced by its initializer, the declaration gone, and
// the function around the statement unwrapped.
func TestSubstituteInlines(t *testing.T) {
	t.Parallel()
	src := []byte("var uv = process.binding('uv');\n(function () { var x = 1; uv.errname(x); }());\n")
	g, err := parser.Lookup("javascript")
	require.NoError(t, err)
	for _, tc := range []struct {
		phases []reduce.Phase
		want   string
	}{
		{[]reduce.Phase{reduce.Prune, reduce.Hoist}, "var uv = process.binding('uv');uv.errname();\n"},
		{[]reduce.Phase{reduce.Prune, reduce.Substitute}, "process.binding('uv').errname();\n"},
		{[]reduce.Phase{reduce.Prune, reduce.Unwrap}, "var uv = process.binding('uv'); uv.errname();\n"},
		{[]reduce.Phase{reduce.Prune, reduce.Substitute, reduce.Unwrap}, "process.binding('uv').errname();\n"},
	} {
		t.Run(fmt.Sprint(tc.phases), func(t *testing.T) {
			opts := reduce.Recommended()
			opts.Phases = tc.phases
			// Interesting: the call of errname on the binding, by any name.
			test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
				s := string(c)
				direct := strings.Contains(s, "process.binding('uv').errname(")
				named := strings.Contains(s, "uv = process.binding('uv')") && strings.Contains(s, "uv.errname(")
				if direct || named {
					return reduce.Interesting, nil
				}
				return reduce.NotInteresting, nil
			})
			res, err := reduce.Reduce(context.Background(), buildTree(t, g, src, fromparse.Options{}, tree.TransformOptions{}), test, opts)
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(res.Output))
		})
	}
}

// TestWindowErases checks the window phase alone: the only way to shrink
// the call is to erase two adjacent tokens, an argument and its comma.
func TestWindowErases(t *testing.T) {
	t.Parallel()
	g, err := parser.Lookup("javascript")
	require.NoError(t, err)
	opts := reduce.Recommended()
	opts.Phases = []reduce.Phase{reduce.Window}
	test := testerOf(func(c []byte) bool { return strings.Contains(string(c), "f(") && strings.Contains(string(c), "b);") })
	res, err := reduce.Reduce(context.Background(), buildTree(t, g, []byte("f(a, b);\n"), fromparse.Options{}, tree.TransformOptions{}), test, opts)
	require.NoError(t, err)
	assert.Equal(t, "f( b);\n", string(res.Output))
}

// TestSubstituteThroughSqueezed checks that a node squeezed into a token
// keeps the rules of its place: the type name FieldOptions, squeezed from
// type and named into its identifier, is replaced by the keyword type of
// another field (the test wants every field typed by a keyword or by
// FieldOptions, and both names), which prune, printing the identifier's
// replacement, cannot do.
func TestSubstituteThroughSqueezed(t *testing.T) {
	t.Parallel()
	g, err := parser.LoadGrammar([]string{filepath.Join("..", "testdata", "reduce", "g4", "Fields.g4")}, parser.LoadOptions{})
	require.NoError(t, err)
	src := []byte("message M {\n  FieldOptions options = 1;\n  bool enabled = 2;\n}\n")
	types := regexp.MustCompile(`(\w+) (options|enabled) =`)
	test := testerOf(func(c []byte) bool {
		m := types.FindAllSubmatch(c, -1)
		if len(m) != 2 || string(m[0][2]) != "options" || string(m[1][2]) != "enabled" {
			return false
		}
		for _, f := range m {
			if k := string(f[1]); k != "FieldOptions" && k != "string" && k != "int32" && k != "bool" {
				return false
			}
		}
		return true
	})
	tr, _ := buildTreeFrom(t, g.Grammar, "", src, fromparse.Options{}, tree.TransformOptions{})
	res, err := reduce.Reduce(context.Background(), tr, test, reduce.Recommended())
	require.NoError(t, err)
	assert.NotContains(t, string(res.Output), "FieldOptions")
	assert.Contains(t, string(res.Output), "bool options")
}

// TestUnwrapForeign checks that a list member may be replaced by an
// instance of another block it holds, of another rule, where the text
// parses: a statement by the return statement of its else branch (in a
// grammar loaded at run time, the block a list of statements and an
// optional return), which neither hoisting (another rule) nor unwrapping
// members of its own kind can do.
func TestUnwrapForeign(t *testing.T) {
	t.Parallel()
	g, err := parser.LoadGrammar([]string{filepath.Join("..", "testdata", "reduce", "g4", "Blocks.g4")}, parser.LoadOptions{})
	require.NoError(t, err)
	src := []byte("f = function(a) x = a if a then y = b else return a .. 0 end end\n")
	test := testerOf(func(c []byte) bool {
		return strings.Contains(string(c), "return a .. 0") || strings.Contains(string(c), "return a..0")
	})
	tr, _ := buildTreeFrom(t, g.Grammar, "", src, fromparse.Options{}, tree.TransformOptions{})
	opts := reduce.Recommended()
	opts.Adaptive, opts.Phases = false, []reduce.Phase{reduce.Unwrap}
	res, err := reduce.Reduce(context.Background(), tr, test, opts)
	require.NoError(t, err)
	assert.NotContains(t, string(res.Output), "if", "%s", res.Output)
}

// TestPair: a test that wants as many values as columns keeps every
// column and every value from the other phases; Pair removes them two at
// a time.
func TestPair(t *testing.T) {
	t.Parallel()
	g, err := parser.LoadGrammar([]string{filepath.Join("..", "testdata", "reduce", "g4", "Pairs.g4")}, parser.LoadOptions{})
	require.NoError(t, err)
	src := []byte("insert into t (a, b, z, d) values (1, 2, 3, 4);\n")
	count := func(s, sep string) int { return strings.Count(s, sep) }
	test := testerOf(func(c []byte) bool {
		s := string(c)
		i := strings.Index(s, "values")
		return i > 0 && strings.Contains(s[:i], "z") && count(s[:i], ",") == count(s[i:], ",")
	})
	var others []reduce.Phase
	for _, p := range reduce.DefaultPhases {
		if p != reduce.Pair {
			others = append(others, p)
		}
	}
	for _, c := range []struct {
		phases []reduce.Phase
		kept   bool // whether commas are left in the result
	}{
		{others, true},
		{[]reduce.Phase{reduce.Pair}, false},
	} {
		tr, _ := buildTreeFrom(t, g.Grammar, "", src, fromparse.Options{}, tree.TransformOptions{})
		opts := reduce.Recommended()
		opts.Adaptive, opts.Phases = false, c.phases
		res, err := reduce.Reduce(context.Background(), tr, test, opts)
		require.NoError(t, err)
		assert.Equal(t, c.kept, count(string(res.Output), ",") > 0, "%v: %s", c.phases, res.Output)
	}
}
