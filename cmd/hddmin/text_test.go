package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
)

// TestTextFallback reduces inputs whose extension no bundled grammar reads
// with the text grammar: hddmin says so, and how to give a grammar, in one
// line on stderr, unless the grammar is text's own (.txt), given (-g
// text), or hddmin is quiet (-q).
func TestTextFallback(t *testing.T) {
	t.Parallel()
	src := "# settings\nname: demo\nitems:\n  - foo: 1\n    other: [1, 2, 3]\n  - bar: 2\n\nfooter: done\n"
	tests := []struct {
		name  string // of the input
		flags []string
		note  string // the start of the note, or "" for none
	}{
		{"crash.yaml", nil, `hddmin: no grammar for ".yaml" files: reading`},
		{"Makefile", nil, "hddmin: no grammar for files without an extension: reading"},
		{"notes.txt", nil, ""},
		{"crash.yaml", []string{"-g", "text"}, ""},
		{"crash.yaml", []string{"-q"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name+strings.Join(tt.flags, ""), func(t *testing.T) {
			t.Parallel()
			in := filepath.Join(t.TempDir(), tt.name)
			require.NoError(t, os.WriteFile(in, []byte(src), 0o644))
			out := in + ".out"
			args := append(append([]string{}, tt.flags...), "-t", testScript("has-foo-bar.sh"), "-o", out, in)
			code, _, stderr := hddmin(t, args...)
			require.Equal(t, 0, code, stderr)
			got, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.Equal(t, []string{"foo", "bar"}, strings.Fields(string(got)), "reduced to two items: %q", got)
			var notes []string
			for _, line := range strings.Split(stderr, "\n") {
				if strings.Contains(line, "no grammar for") {
					notes = append(notes, line)
				}
			}
			if tt.note == "" {
				assert.Empty(t, notes, stderr)
				return
			}
			require.Len(t, notes, 1, stderr)
			assert.True(t, strings.HasPrefix(notes[0], tt.note), notes[0])
			assert.Contains(t, notes[0], "as text")
			assert.Contains(t, notes[0], "-g NAME (bundled: "+strings.Join(parser.Names(), ", ")+")")
			assert.Contains(t, notes[0], "-g FILE.g4")
		})
	}
}

// TestTextDump prints the tree of a text whose extension names no
// grammar, with the note.
func TestTextDump(t *testing.T) {
	t.Parallel()
	in := filepath.Join(t.TempDir(), "x.conf")
	require.NoError(t, os.WriteFile(in, []byte("a:\n  b (c\n"), 0o644))
	code, stdout, stderr := hddmin(t, "--dump", "tree", in)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, `no grammar for ".conf" files`)
	assert.True(t, strings.HasPrefix(stdout, "(text\n"), stdout)
	assert.Contains(t, stdout, "(indented")
}

// TestGrammarDocs checks that the manual's Grammars section and the
// README's grammar table list every bundled grammar with its extensions.
func TestGrammarDocs(t *testing.T) {
	t.Parallel()
	manual, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	section := string(manual)[strings.Index(string(manual), "// # Grammars"):]
	section = section[:strings.Index(section[1:], "// #")+1]
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	var listed, rows []string
	for _, m := range regexp.MustCompile(`(?m)^//\t([a-z]+) \(([^)]*)\)`).FindAllStringSubmatch(section, -1) {
		listed = append(listed, m[1])
		g, err := parser.Lookup(m[1])
		require.NoError(t, err, "the manual's grammar %s", m[1])
		assert.Equal(t, strings.Join(g.Extensions, " "), m[2], "the manual's extensions of %s", m[1])
	}
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z]+)` \\| ([^|]*) \\|").FindAllStringSubmatch(string(readme), -1) {
		g, err := parser.Lookup(m[1])
		if err != nil {
			continue // another table
		}
		rows = append(rows, m[1])
		for _, ext := range g.Extensions {
			assert.Contains(t, m[2], "`"+ext+"`", "the README's extensions of %s", m[1])
		}
	}
	assert.ElementsMatch(t, parser.Names(), listed, "the manual's Grammars")
	assert.ElementsMatch(t, parser.Names(), rows, "the README's grammar table")
}
