package folder

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseGrammarFlags reads -g flags: a grammar for every file, a
// pattern's grammar, a lexer and a parser, and refuses the rest with the
// flag named.
func TestParseGrammarFlags(t *testing.T) {
	g4 := filepath.Join(t.TempDir(), "a=b.g4") // a file whose name holds '='
	require.NoError(t, os.WriteFile(g4, []byte("grammar x;"), 0o644))
	for _, tt := range []struct {
		flags []string
		want  []GrammarRule
		err   string
	}{
		{flags: nil},
		{flags: []string{"c"}, want: []GrammarRule{{Specs: []string{"c"}}}},
		{flags: []string{"*.h=c", "json"}, want: []GrammarRule{{Pattern: "*.h", Specs: []string{"c"}}, {Specs: []string{"json"}}}},
		{flags: []string{"*.x=L.g4", "*.x=P.g4"}, want: []GrammarRule{{Pattern: "*.x", Specs: []string{"L.g4", "P.g4"}}}},
		{flags: []string{g4}, want: []GrammarRule{{Specs: []string{g4}}}},
		{flags: []string{"=c"}, err: "-g =c: want GRAMMAR, or PATTERN=GRAMMAR"},
		{flags: []string{"*.h="}, err: "-g *.h=: want GRAMMAR"},
		{flags: []string{"[=c"}, err: "-g [=c: the pattern [: syntax error in pattern"},
		{flags: []string{"a", "b", "c"}, err: "-g given 3 times"},
		{flags: []string{"*.x=a", "*.x=b", "*.x=c"}, err: "-g *.x=...: given 3 times"},
	} {
		got, err := ParseGrammarFlags(tt.flags)
		if tt.err != "" {
			assert.ErrorContains(t, err, tt.err, "%q", tt.flags)
			continue
		}
		require.NoError(t, err, "%q", tt.flags)
		assert.Equal(t, tt.want, got, "%q", tt.flags)
	}
}

// TestGrammarRuleMatches: a pattern without a slash matches a file's
// name in any folder, one with a slash its path.
func TestGrammarRuleMatches(t *testing.T) {
	for _, tt := range []struct {
		pattern, path string
		want          bool
	}{
		{"", "any/thing.x", true},
		{"*.h", "a.h", true},
		{"*.h", "inc/deep/a.h", true},
		{"*.h", "a.hpp", false},
		{"inc/*.h", "inc/a.h", true},
		{"inc/*.h", "src/inc/a.h", false},
		{"inc/*.h", "a.h", false},
	} {
		assert.Equal(t, tt.want, GrammarRule{Pattern: tt.pattern}.Matches(tt.path), "%q on %q", tt.pattern, tt.path)
	}
}

// TestWithin: a path inside a folder, links followed, and never the folder
// itself or a sibling whose name starts like it.
func TestWithin(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	require.NoError(t, os.MkdirAll(filepath.Join(in, "sub"), 0o755))
	require.NoError(t, os.Symlink(in, filepath.Join(dir, "link")))
	for _, tt := range []struct {
		p, dir string
		want   bool
	}{
		{filepath.Join(in, "sub"), in, true},
		{filepath.Join(in, "sub", "not-yet"), in, true},
		{filepath.Join(dir, "link", "sub"), in, true},
		{in, in, false},
		{filepath.Join(dir, "in2"), in, false},
		{dir, in, false},
	} {
		assert.Equal(t, tt.want, Within(tt.p, tt.dir), "%s in %s", tt.p, tt.dir)
	}
}
