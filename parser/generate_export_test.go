package parser

import (
	"path/filepath"
	"testing"
)

// V4 is a grammar of the grammars-v4 test data, for the tests of package
// parser_test: its folder, the grammar file to load and its start rule.
type V4 struct{ Dir, File, Start string }

// V4Grammars lists the grammars of the grammars-v4 test data (readV4).
func V4Grammars(t testing.TB) []V4 {
	var out []V4
	for _, gr := range readV4(t) {
		out = append(out, V4{gr.dir, filepath.Join(grammarsV4, gr.dir, gr.file), gr.start})
	}
	return out
}
