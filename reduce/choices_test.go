package reduce

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// choiceInputs returns the inputs of the choices tests: the JSON of
// testdata/reduce, and the corpus files of up to 6 KB (read from
// ../shared/corpus, if it is there).
func choiceInputs(t *testing.T) []string {
	t.Helper()
	inputs, err := filepath.Glob(filepath.Join("..", "testdata", "reduce", "*.json"))
	require.NoError(t, err)
	corpus, _ := filepath.Glob(filepath.Join("..", "..", "shared", "corpus", "*", "*"))
	for _, path := range corpus {
		if st, err := os.Stat(path); err == nil && st.Size() <= 6<<10 {
			if _, err := parser.ForFile(path); err == nil {
				inputs = append(inputs, path)
			}
		}
	}
	return inputs
}

// asBuilt are the options of no transformation: the tree as built.
var asBuilt = tree.TransformOptions{PlainLists: true, NoSqueeze: true, NoHide: true}

// choiceTree parses src with g and returns its tree, untransformed.
func choiceTree(t *testing.T, g *parser.Grammar, path string, src []byte) (*tree.Tree, *parser.Parse) {
	t.Helper()
	p, err := g.Parse(path, src, "")
	require.NoError(t, err)
	repl, err := g.Replacements()
	require.NoError(t, err)
	tr, err := fromparse.Tree(p, repl, fromparse.Options{Transform: asBuilt})
	require.NoError(t, err)
	return tr, p
}

// TestChoicesProperties runs Phase Choices with random oracles, seeded
// (HDDMIN_SEED replays), on the inputs of choiceInputs: every candidate
// parses with no syntax error and is shorter than the state it comes
// from, no text is tested twice, the result is the last text found
// interesting and parses, and the input's own sequence, all of it kept,
// makes the input again. An input with syntax errors is left as it is.
func TestChoicesProperties(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if env := os.Getenv("HDDMIN_SEED"); env != "" {
		var err error
		seed, err = strconv.ParseUint(env, 10, 64)
		require.NoError(t, err, "HDDMIN_SEED")
	}
	t.Logf("seed %d (set HDDMIN_SEED to replay)", seed)
	rng := rand.New(rand.NewPCG(seed, 32))
	maxTests := 200
	if testing.Short() {
		maxTests = 60
	}
	inputs := choiceInputs(t)
	require.NotEmpty(t, inputs)
	for _, path := range inputs {
		t.Run(filepath.Base(path), func(t *testing.T) {
			g, err := parser.ForFile(path)
			require.NoError(t, err)
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			tr, p := choiceTree(t, g, path, src)
			read := ChoiceReader(g.Regenerator(""))
			n, make, err := read(src)
			if len(p.Errors) > 0 {
				require.ErrorIs(t, err, parser.ErrSyntax)
			} else {
				require.NoError(t, err)
				again, ok := make(allUnits(n))
				assert.True(t, ok)
				assert.Equal(t, string(src), string(again), "the input's own sequence")
			}

			salt, density := rng.Uint64(), uint64(rng.IntN(3)+2)
			interesting := func(c []byte) bool {
				h := fnv.New64a()
				fmt.Fprint(h, salt)
				h.Write(c)
				return string(c) == string(src) || h.Sum64()%density == 0
			}
			tested := map[string]int{}
			var last []byte
			test := TesterFunc(func(_ context.Context, c []byte) (Outcome, error) {
				tested[string(c)]++
				if interesting(c) {
					last = c
					return Interesting, nil
				}
				return NotInteresting, nil
			})
			candidates := 0
			opts := Options{Phases: []Phase{Choices}, Choices: read, MaxTests: maxTests, DD: DDOptions{SubsetOrder: Skip}}
			opts.trace = func(b batch) {
				for _, s := range b.cands {
					candidates++
					text := tr.Unparse(s)
					cp, err := g.Parse(path, text, "")
					require.NoError(t, err)
					assert.Empty(t, cp.Errors, "%s: a candidate does not parse: %q", path, text)
				}
			}
			res, err := Reduce(context.Background(), tr, test, opts)
			require.NoError(t, err)
			for text, k := range tested {
				if text != string(res.Output) { // the final check tests the result again
					assert.Equal(t, 1, k, "%q tested twice", text)
				}
			}
			assert.Equal(t, string(last), string(res.Output), "the result is the last text found interesting")
			assert.LessOrEqual(t, len(res.Output), len(src))
			if len(p.Errors) > 0 {
				assert.Zero(t, candidates, "an input with syntax errors gets no candidates")
				assert.Equal(t, string(src), string(res.Output))
				return
			}
			rp, err := g.Parse(path, res.Output, "")
			require.NoError(t, err)
			assert.Empty(t, rp.Errors, "the result parses")
			t.Logf("%d -> %d bytes, %d candidates, %d tests", len(src), len(res.Output), candidates, res.Stats.Tests)
		})
	}
}

// TestChoicesReduces: on a JSON document whose test wants one string,
// Phase Choices removes what the string does not need, and so does it
// when it runs last, after HDD*; without Options.Choices it offers
// nothing.
func TestChoicesReduces(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	src := []byte(`{"a": [1, 2, {"b": "xyz", "c": [true, null]}], "d": "keep me", "e": {"f": -1.5e3}}` + "\n")
	test := TesterFunc(func(_ context.Context, c []byte) (Outcome, error) {
		if string(c) != "" && bytes.Contains(c, []byte(`"keep me"`)) {
			return Interesting, nil
		}
		return NotInteresting, nil
	})
	tests := []struct {
		name    string
		phases  []Phase
		choices bool
		less    bool
	}{
		{"choices", []Phase{Choices}, true, true},
		{"prune, then choices", []Phase{Prune, Choices}, true, true},
		{"without a reader", []Phase{Choices}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr, _ := choiceTree(t, g, "x.json", src)
			opts := Options{Phases: tt.phases, DD: DDOptions{SubsetOrder: Skip}}
			if tt.choices {
				opts.Choices = g.Regenerator("")
			}
			var prune int
			if len(tt.phases) > 1 {
				tr2, _ := choiceTree(t, g, "x.json", src)
				alone, err := Reduce(context.Background(), tr2, test, Options{Phases: tt.phases[:1], DD: opts.DD})
				require.NoError(t, err)
				prune = len(alone.Output)
			}
			res, err := Reduce(context.Background(), tr, test, opts)
			require.NoError(t, err)
			t.Logf("%q, %d tests", res.Output, res.Stats.Tests)
			if !tt.less {
				assert.Equal(t, string(src), string(res.Output))
				assert.Equal(t, 1, res.Stats.Tests, "the input's test only")
				return
			}
			assert.Less(t, len(res.Output), len(src)/2)
			if prune > 0 {
				assert.Less(t, len(res.Output), prune, "choices after prune removes more")
			}
			p, err := g.Parse("x.json", res.Output, "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
		})
	}
}
