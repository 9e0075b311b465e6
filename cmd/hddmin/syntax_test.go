package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
)

func TestOneLine(t *testing.T) {
	tests := []struct{ name, msg, want string }{
		{"plain", "x.js:1:2: mismatched input ';' expecting {',', ']'}", "x.js:1:2: mismatched input ';' expecting {',', ']'}"},
		{"control", "token recognition error at: '\x01\x7f'", `token recognition error at: '\x01\x7f'`},
		{"line breaks", "at: 'a\nb\tc\r'", `at: 'a\nb\tc\r'`},
		{"invalid UTF-8", "at: '\xff'", `at: '\xff'`},
		{"long set", "expecting {A, B, C, D, E, F, G, H, I, J}", "expecting {A, B, C, D, E, F, ... 4 more}"},
		{"two sets", "x {A, B} y {1, 2, 3, 4, 5, 6, 7, 8, 9}", "x {A, B} y {1, 2, 3, 4, 5, 6, ... 3 more}"},
		{"quoted braces", "expecting {'}', ',', '{', A, B, C, '\\'', D, E} at x", "expecting {'}', ',', '{', A, B, C, ... 3 more} at x"},
		{"long", strings.Repeat("é", 400), strings.Repeat("é", maxMessage) + "..."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, oneLine(tt.msg))
		})
	}
}

// TestSyntaxErrorSummary: a broken input's errors are summarized (the
// first five and a count), all of them with -v.
func TestSyntaxErrorSummary(t *testing.T) {
	in := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(in, []byte("[1, \x01\x02\x03\x04\x05\x06\x07\x0e\x0f 2]"), 0o644))
	code, _, stderr := hddmin(t, "--dump", "text", in)
	require.Equal(t, 0, code, stderr)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	assert.Len(t, lines, shownErrors+1)
	assert.Equal(t, "hddmin: ... and 4 more syntax error(s) (-v prints them all)", lines[len(lines)-1])
	code, _, stderr = hddmin(t, "-v", "--dump", "text", in)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, in+`:1:5: token recognition error at: '\x01'`)
	assert.NotContains(t, stderr, "more syntax error")
}

// TestTooDeep: an input nested deeper than hddmin can handle is refused
// with its position and exit status 2, not a crash (Go's stack overflow is
// fatal and cannot be recovered).
func TestTooDeep(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("parses a 2 MB input nested a million deep")
	}
	race.SkipLarge(t, 2000000)
	in := filepath.Join(t.TempDir(), "deep.json")
	require.NoError(t, os.WriteFile(in, []byte(strings.Repeat("[", 1000000)+strings.Repeat("]", 1000000)), 0o644))
	code, stdout, stderr := hddmin(t, "--dump", "text", in)
	assert.Equal(t, 2, code)
	assert.Empty(t, stdout)
	assert.Equal(t, "hddmin: "+in+":1:500000: nesting too deep: more than 1000000 rules nested\n", stderr)
}

// TestByteOrderMark: a byte order mark at the start of an input whose
// grammar does not skip it is named, after the syntax errors it may cause
// (issue 42, item 15: C's was reported as a mismatched 'main' at 1:6, and
// never named); where the grammar skips it, nothing is said.
func TestByteOrderMark(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tt := range []struct {
		name, text, want string
	}{
		{"x.c", "\xef\xbb\xbfint main(void) { return 0; }\n", `hddmin: note: %s starts with a byte order mark (U+FEFF, the bytes EF BB BF), which grammar c reads as part of its first token, "\ufeffint": the syntax error at 1:6 may come from it`},
		{"x.json", "\xef\xbb\xbf{\"a\": 1}\n", "hddmin: note: %s starts with a byte order mark (U+FEFF, the bytes EF BB BF), which grammar json does not skip: the syntax error at 1:1 may come from it"},
		{"x.css", "\xef\xbb\xbfa { color: red }\n", ""},
		{"x.js", "\xef\xbb\xbfvar a = 1;\n", ""},
		{"y.c", "int main(void) { return 0 }\n", ""},
		{"z.css", "\xef\xbb\xbfa { color: red }\n}\n", ""}, // an error the mark does not cause
	} {
		in := writeFile(t, dir, tt.name, tt.text, 0o644)
		for _, strict := range []bool{false, true} {
			args := []string{"-t", "true", "-o", filepath.Join(dir, "out"+filepath.Ext(tt.name)), in}
			if strict {
				args = append([]string{"--strict"}, args...)
			}
			_, _, stderr := hddmin(t, args...)
			if tt.want == "" {
				assert.NotContains(t, stderr, "byte order mark", tt.name)
				continue
			}
			want := fmt.Sprintf(tt.want, in)
			if strict { // no tree: the first token is not known
				want = strings.Replace(want, `reads as part of its first token, "\ufeffint"`, "does not skip", 1)
			}
			assert.Contains(t, stderr, want, "%s, --strict %v", tt.name, strict)
		}
	}
}
