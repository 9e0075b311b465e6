package parser_test

import (
	"path/filepath"
	"regexp"
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

// TestCSSSyntax checks what CSS Syntax Level 3 accepts and the grammar
// once did not (issue 34): a byte order mark first, which decoding drops
// (it is text before the first token, not a part of it); a rule with an
// empty prelude; tokens after !important. Each parses without a syntax
// error into a tree that has the part given (its S-expression on one
// line), and comes back byte for byte.
func TestCSSSyntax(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"BOM before @charset", "\uFEFF@charset \"utf-8\";a{}", "(styleSheet (* (statement (atRule \"@charset\" (* (preludeValue (componentValue `\"utf-8\"`))) \";\")))"},
		{"BOM before a selector", "\uFEFFbody{color:red}", `(styleSheet (* (styleRule (+ "body")`},
		{"BOM not first", "a{}\uFEFFb{}", `(styleRule (+ "\ufeffb")`},
		{"empty prelude", "{color:red}", `(styleSheet (* (block "{" (* (blockItem (declaration "color" ":" (* (declarationValue "red"))))) "}")) EOF)`},
		{"empty prelude first", "{}a{}", `(styleSheet (* (block "{" "}")) (* (styleRule (+ "a")`},
		{"nested empty prelude", "a{ {color:red} }", `(blockItem (block "{" (* (blockItem (declaration "color"`},
		{"after !important", "a{foo: 9000 !important!}", `(declaration "foo" ":" (* (declarationValue (componentValue "9000"))) (* "!important" (* (declarationValue (componentValue "!")))))`},
		{"!important twice", "a{b: c !important !important}", `(declaration "b" ":" (* (declarationValue "c")) (* "!important") (* "!important"))`},
		{"!important", "a{b: c !important; d: e}", `(declaration "b" ":" (* (declarationValue "c")) (* "!important"))`},
	}
	g, err := parser.Lookup("css")
	require.NoError(t, err)
	oneLine := regexp.MustCompile(`\n\s*`)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := g.Parse("in.css", []byte(tt.src), "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			tr := hddTree(t, p)
			assert.Contains(t, oneLine.ReplaceAllString(tr.String(), " "), tt.want)
			assert.Equal(t, tt.src, string(tr.Unparse(tree.State{})))
		})
	}
}

// FuzzCSSUnparse checks that any input, valid CSS or not, comes back byte
// for byte from its tree.
func FuzzCSSUnparse(f *testing.F) {
	fuzzUnparse(f, "css", "fuzz.css", filepath.Join("..", "testdata", "css", "*.css"),
		"a{b:c}", ".a { color red; }", "@media {", "a{--x:{}}", "\"x\n", "/* x", "u+a{}", `\`, "a{b:c!important!important}", "}}{{")
}
