package parser_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
)

// TestCSSGolden parses the CSS files of ../testdata/css, which use every
// construct of grammars/CSS.g4 (at-rules with and without blocks, nesting,
// selectors of every kind, custom properties, hacks), and compares their
// HDD trees with the golden files beside them; each parses without errors
// and unparses byte for byte.
func TestCSSGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "css", "*.css"))
	require.NoError(t, err)
	goldenTrees(t, "css", files, nil)
}

// TestCSSRecovery: as CSS itself prescribes, a bad declaration or rule
// costs itself only: the rules after it keep their structure, and the
// text comes back whole.
func TestCSSRecovery(t *testing.T) {
	g, err := parser.Lookup("css")
	require.NoError(t, err)
	tests := []struct {
		name, src string
	}{
		{"declaration without a colon", ".a { color red; top: 0 } .b { left: 0 }"},
		{"stray closing brace", ".a { top: 0 } } .b { left: 0 }"},
		{"unterminated string", ".a { content: \"x\n} .b { left: 0 }"},
		{"unterminated comment", ".a { top: 0 } /* .b { left: 0 }"},
		{"unclosed block", ".a { top: 0 ; .b { left: 0 }"},
		{"bad at-rule", "@media { ; } .b { left: 0 }"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := g.Parse("in.css", []byte(tt.src), "")
			require.NoError(t, err)
			tr := hddTree(t, p)
			assert.Equal(t, tt.src, string(tr.Unparse(tree.State{})))
			if !strings.Contains(tt.src, "/*") {
				assert.Contains(t, tr.String(), `(declaration "left" ":"`, "the rule after the error keeps its structure")
			}
		})
	}
}

// FuzzCSSUnparse checks that any input, valid CSS or not, comes back byte
// for byte from its tree.
func FuzzCSSUnparse(f *testing.F) {
	fuzzUnparse(f, "css", "fuzz.css", filepath.Join("..", "testdata", "css", "*.css"),
		"a{b:c}", ".a { color red; }", "@media {", "a{--x:{}}", "\"x\n", "/* x", "u+a{}", `\`, "a{b:c!important!important}", "}}{{")
}
