package parser

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// grammarsV4 is the folder of the grammars-v4 test data, beside the module.
const grammarsV4 = "../../shared/grammars-v4"

// v4Grammar is one grammar of the grammars-v4 test data: its folder, the
// grammar file to load (the parser's, whose tokenVocab finds the lexer, or
// the combined grammar) and its start rule.
type v4Grammar struct {
	dir, file, start string
}

// readV4 lists the grammars of the grammars-v4 test data from the table of
// its README ("| folder | grammar files | start rule | ... |"), so that a
// grammar added there is tested too.
func readV4(t *testing.T) []v4Grammar {
	t.Helper()
	f, err := os.Open(filepath.Join(grammarsV4, "README.md"))
	if os.IsNotExist(err) {
		t.Skipf("no %s: the grammars-v4 test data is not beside the module", grammarsV4)
	}
	require.NoError(t, err)
	defer f.Close()
	var out []v4Grammar
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "|")
		if len(cells) < 5 {
			continue
		}
		dir, files, start := strings.TrimSpace(cells[1]), strings.Fields(strings.ReplaceAll(cells[2], ",", " ")), strings.TrimSpace(cells[3])
		if len(files) == 0 || !strings.HasSuffix(files[0], ".g4") {
			continue
		}
		file := files[0]
		for _, name := range files {
			if strings.HasSuffix(name, "Parser.g4") {
				file = name
			}
		}
		out = append(out, v4Grammar{dir, file, start})
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out, "no grammars in the README table")
	return out
}

// TestGrammarsV4 loads each grammar of the grammars-v4 test data from its
// .g4 files and parses every example: the parse tree must be exactly the
// one the reference ANTLR tool printed (X.antlr-tree).
func TestGrammarsV4(t *testing.T) {
	trees := 0
	for _, gr := range readV4(t) {
		t.Run(gr.dir, func(t *testing.T) {
			g, err := LoadGrammar([]string{filepath.Join(grammarsV4, gr.dir, gr.file)}, LoadOptions{})
			require.NoError(t, err)
			examples, err := filepath.Glob(filepath.Join(grammarsV4, gr.dir, "examples", "*.antlr-tree"))
			require.NoError(t, err)
			require.NotEmpty(t, examples)
			for _, treeFile := range examples {
				input := strings.TrimSuffix(treeFile, ".antlr-tree")
				t.Run(filepath.Base(input), func(t *testing.T) {
					src, err := os.ReadFile(input)
					require.NoError(t, err)
					want, err := os.ReadFile(treeFile)
					require.NoError(t, err)
					p, err := g.Parse(input, src, gr.start)
					require.NoError(t, err)
					assert.Empty(t, p.Errors)
					if assert.Equal(t, strings.TrimRight(string(want), "\n"), p.String()) {
						trees++
					}
				})
			}
		})
	}
	t.Logf("%d reference trees equal", trees)
}

// TestLoadJSONCorpus loads the bundled JSON grammar from its .g4 file and
// parses every JSON file of the corpus with it and with the generated
// parser: the trees must be equal.
func TestLoadJSONCorpus(t *testing.T) {
	files, _ := filepath.Glob("../../shared/corpus/json/*.json")
	if len(files) == 0 {
		t.Skip("no ../shared/corpus/json beside the module")
	}
	loaded, err := LoadGrammar([]string{"../grammars/JSON.g4"}, LoadOptions{})
	require.NoError(t, err)
	bundled, err := Lookup("json")
	require.NoError(t, err)
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		want, err := bundled.Parse(f, src, "")
		require.NoError(t, err)
		got, err := loaded.Parse(f, src, "")
		require.NoError(t, err)
		assert.Equal(t, want.String(), got.String(), f)
		assert.Equal(t, want.Errors, got.Errors, f)
	}
}
