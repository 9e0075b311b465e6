// Package grammarsv4 lists, for tests, the grammars of the grammars-v4
// test data, which lies beside the module (../shared/grammars-v4), from
// the table of its README.
package grammarsv4

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Root returns the folder of the grammars-v4 test data, relative to the
// working directory (a test's is its package's): shared/grammars-v4 beside
// the module that holds it.
func Root() string {
	root := filepath.Join("..", "shared", "grammars-v4")
	for up := ""; ; up = filepath.Join(up, "..") {
		if _, err := os.Stat(filepath.Join(up, "go.mod")); err == nil {
			return filepath.Join(up, root)
		}
		if abs, err := filepath.Abs(up); err != nil || filepath.Dir(abs) == abs {
			return root
		}
	}
}

// A Grammar is one grammar of the test data.
type Grammar struct {
	Dir   string // its folder, in Root
	File  string // the grammar file to load: the parser's, whose tokenVocab finds the lexer, or the combined grammar
	Start string // its start rule
}

// Path returns the path of the grammar's file.
func (g Grammar) Path() string { return filepath.Join(Root(), g.Dir, g.File) }

// List lists the grammars of the test data from the table of its README
// ("| folder | grammar files | start rule | ... |"), so that a grammar
// added there is tested too. It skips the test if there is no test data.
func List(t testing.TB) []Grammar {
	t.Helper()
	f, err := os.Open(filepath.Join(Root(), "README.md"))
	if os.IsNotExist(err) {
		t.Skipf("no %s: the grammars-v4 test data is not beside the module", Root())
	}
	require.NoError(t, err)
	defer f.Close()
	var out []Grammar
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
		out = append(out, Grammar{dir, file, start})
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out, "no grammars in the README table")
	return out
}
