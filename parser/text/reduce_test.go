package text_test

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/internal/treetest"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// corpusTexts returns texts to reduce: the first lines of the files of
// ../shared/corpus (code, style sheets, pages, JSON, licenses: text of every
// kind the text grammar may get, broken ones too once cut), and random
// texts.
func corpusTexts(t *testing.T, rng *rand.Rand, lines int) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "corpus", "*", "*"))
	if len(files) == 0 {
		t.Logf("no corpus at ../shared/corpus: random texts only")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		// A window of lines from somewhere in the file.
		all := strings.SplitAfter(string(src), "\n")
		from := rng.IntN(max(len(all)-lines, 1))
		out[filepath.Base(f)] = []byte(strings.Join(all[from:min(from+lines, len(all))], ""))
	}
	for i := range 4 {
		out[fmt.Sprintf("random-%d", i)] = []byte(randomText(rng, 80))
	}
	return out
}

// lineDDMin is plain text's reduction: ddmin over the lines of src, with
// the options of hddmin's ddmin. It returns the result and the number of
// texts tested.
func lineDDMin(t *testing.T, src []byte, interesting func([]byte) bool) ([]byte, int) {
	t.Helper()
	lines := strings.SplitAfter(string(src), "\n")
	text := func(config []int) []byte {
		var b strings.Builder
		for _, i := range config {
			b.WriteString(lines[i])
		}
		return []byte(b.String())
	}
	tested := map[string]bool{}
	keep, err := reduce.DDMin(context.Background(), len(lines), func(_ context.Context, config []int) (bool, error) {
		c := text(config)
		tested[string(c)] = true
		return interesting(c), nil
	}, reduce.Recommended().DD)
	require.NoError(t, err)
	return text(keep), len(tested)
}

// TestReduceNotWorseThanLines reduces texts of every kind (see corpusTexts)
// with random oracles (seeded: HDDMIN_SEED replays) and hddmin's default
// options, and checks the promises of a reduction with the text grammar:
// the result is interesting, no text is tested twice, every candidate
// parses without a syntax error (any text does), the result is 1-minimal
// over the removable nodes of its tree (every line, item, group, block,
// paragraph, blank line); and the grammar makes it no worse than plain
// text: over all the texts, the results are smaller than those of ddmin
// over lines. (A result may be larger than line ddmin's on its own text: a
// random oracle has local minima everywhere, and line ddmin may stop in a
// smaller one; and a line that holds a bracket of a pair on two lines goes
// only with its pair.)
func TestReduceNotWorseThanLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(seed.Seed(t), 42))
	g := grammar(t)
	repl, err := g.Replacements()
	require.NoError(t, err)
	lines := 40
	if testing.Short() || race.Enabled {
		lines = 15
	}
	texts := corpusTexts(t, rng, lines)
	var hddBytes, lineBytes, hddTests, lineTests int
	for _, name := range slices.Sorted(maps.Keys(texts)) {
		src := texts[name]
		salt, density := rng.Uint64(), uint64(rng.IntN(3)+2)
		interesting := seed.Oracle(src, salt, density)
		p := parse(t, string(src))
		tr, err := fromparse.Tree(p, repl, fromparse.Options{})
		require.NoError(t, err)
		seen := map[string]int{}
		test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
			seen[string(c)]++
			cp, err := g.Parse("candidate", c, "")
			require.NoError(t, err)
			require.Empty(t, cp.Errors, "%s: candidate %q", name, c)
			if interesting(c) {
				return reduce.Interesting, nil
			}
			return reduce.NotInteresting, nil
		})
		res, err := reduce.Reduce(context.Background(), tr, test, reduce.Recommended())
		require.NoError(t, err, name)
		require.True(t, interesting(res.Output), name)
		for c, k := range seen {
			if c != string(res.Output) {
				assert.Equal(t, 1, k, "%s: %q tested %d times", name, c, k)
			}
		}
		treetest.AssertMinimal(t, tr, res.State, res.Output, interesting, name)
		lineOut, lineN := lineDDMin(t, src, interesting)
		t.Logf("%-24s %5d bytes: text grammar %4d bytes, %4d tests; lines %4d bytes, %4d tests",
			name, len(src), len(res.Output), res.Stats.Tests, len(lineOut), lineN)
		hddBytes += len(res.Output)
		hddTests += res.Stats.Tests
		lineBytes += len(lineOut)
		lineTests += lineN
	}
	t.Logf("all: text grammar %d bytes, %d tests; lines %d bytes, %d tests", hddBytes, hddTests, lineBytes, lineTests)
	assert.Less(t, hddBytes, lineBytes, "the text grammar's results against ddmin over lines")
}

// TestNarrowIndentation: the space phase narrows each width of
// indentation at once, keeping the widths' order, so that a block stays
// inside the one before it and lines indented alike stay alike (YAML,
// Python). The oracle wants the three lines, each indented more than the
// one before, and the two last ones alike.
func TestNarrowIndentation(t *testing.T) {
	g := grammar(t)
	repl, err := g.Replacements()
	require.NoError(t, err)
	src := "top:\n    key:\n        one\n        two\n"
	indent := func(line string) int { return len(line) - len(strings.TrimLeft(line, " \t")) }
	interesting := func(c []byte) bool {
		lines := strings.Split(strings.TrimSuffix(string(c), "\n"), "\n")
		if len(lines) != 4 {
			return false
		}
		for i, want := range []string{"top:", "key:", "one", "two"} {
			if strings.TrimSpace(lines[i]) != want {
				return false
			}
		}
		return indent(lines[0]) < indent(lines[1]) && indent(lines[1]) < indent(lines[2]) && indent(lines[2]) == indent(lines[3])
	}
	require.True(t, interesting([]byte(src)))
	tr, err := fromparse.Tree(parse(t, src), repl, fromparse.Options{})
	require.NoError(t, err)
	test := reduce.TesterFunc(func(_ context.Context, c []byte) (reduce.Outcome, error) {
		if interesting(c) {
			return reduce.Interesting, nil
		}
		return reduce.NotInteresting, nil
	})
	for _, phases := range [][]reduce.Phase{nil, {reduce.Space}} {
		opts := reduce.Recommended()
		if phases != nil {
			opts.Adaptive, opts.Phases = false, phases
		}
		res, err := reduce.Reduce(context.Background(), tr, test, opts)
		require.NoError(t, err)
		assert.Equal(t, "top:\n key:\n  one\n  two", strings.TrimSuffix(string(res.Output), "\n"), "phases %v", phases)
	}
}
