package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writeFile writes data to name in dir and returns its path.
func writeFile(t *testing.T, dir, name, data string, mode os.FileMode) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(data), mode))
	return path
}

func TestIslandFlags(t *testing.T) {
	dir := t.TempDir()
	page := writeFile(t, dir, "page.html", "<p onclick='go(1)'>x</p>\n<script>broken ( {</script>\n", 0o644)

	code, stdout, stderr := hddmin(t, "--dump", "tree", page)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "(program", "the built-in islands of HTML")
	assert.Contains(t, stderr, "hddmin: warning: "+page+":2:19: javascript island: 1 syntax error(s), the first: ")

	code, stdout, stderr = hddmin(t, "--dump", "tree", "--no-islands", page)
	require.Equal(t, 0, code, stderr)
	assert.NotContains(t, stdout, "(program")
	assert.NotContains(t, stderr, "warning")

	code, _, stderr = hddmin(t, "--dump", "tree", "--islands", filepath.Join(dir, "none.json"), page)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "none.json: no such file")

	bad := writeFile(t, dir, "bad.json", `{"islands": [{"token": "X"}]}`, 0o644)
	code, _, stderr = hddmin(t, "--dump", "tree", "--islands", bad, page)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, `bad.json:1:14: island 1: want a "grammar", or "plain": true`)
}

// TestIslandsFileErrors: the mistakes of an --islands file are usage
// errors found before the input is parsed, each with its place in the file
// (issue 31, item 16); before, they were warnings at each node the island
// applied to, or, for a misspelt token, nothing at all.
func TestIslandsFileErrors(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"q": "select 1"}`+"\n", 0o644)
	writeFile(t, dir, "Bad.g4", "grammar Bad;\ns : undefined ;\nX : 'x' ;\n", 0o644)
	tests := []struct{ name, island, want string }{
		{"unknown grammar", `{"token": "STRING", "grammar": "nosuch"}`,
			`islands.json:3:3: island 2: grammar nosuch: unknown grammar "nosuch"`},
		{"unknown start rule", `{"token": "STRING", "grammar": "css", "start": "stylesheeet"}`,
			`islands.json:3:3: island 2: grammar css has no parser rule "stylesheeet"; did you mean styleSheet?`},
		{"a .g4 with errors", `{"token": "STRING", "grammar": "Bad.g4"}`,
			"islands.json:3:3: island 2: grammar Bad.g4: "},
		{"misspelt token", `{"host": "json", "token": "STRNG", "grammar": "css"}`,
			`islands.json:3:3: island 2: grammar json has no token "STRNG"; did you mean STRING?`},
		{"a rule given as a token", `{"host": "json", "token": "value", "grammar": "css"}`,
			`islands.json:3:3: island 2: grammar json has no token "value" (value is a rule: use "rule")`},
		{"misspelt rule", `{"host": "json", "rule": "membr", "grammar": "css"}`,
			`islands.json:3:3: island 2: grammar json has no rule "membr"; did you mean member?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			islands := writeFile(t, dir, "islands.json", "{\"islands\": [\n  {\"token\": \"NUMBER\", \"plain\": true},\n  "+tt.island+"\n]}\n", 0o644)
			code, _, stderr := hddmin(t, "-v", "--islands", islands, "-t", testScript("has-foo-bar.sh"), "-o", filepath.Join(dir, "out.json"), in)
			assert.Equal(t, exitUsage, code, stderr)
			assert.Contains(t, stderr, filepath.Join(dir, tt.want))
			assert.NotContains(t, stderr, "parsing "+in, "found before the parse")
			assert.NotContains(t, stderr, "warning")
		})
	}
	// Grammar errors keep their own places.
	islands := writeFile(t, dir, "islands.json", `{"islands": [{"token": "STRING", "grammar": "Bad.g4"}]}`, 0o644)
	_, _, stderr := hddmin(t, "--dump", "tree", "--islands", islands, in)
	assert.Contains(t, stderr, filepath.Join(dir, "Bad.g4")+":2:5: ")
}

// TestUserIslandReduces declares an island of a grammar read at run time
// (testdata/g4/features/Calc.g4) in the strings of a JSON file, and checks
// that the reduction goes inside the strings and keeps them programs:
// without the island, each string is one token, whose text the literal
// phase shrinks as characters, to a string that is no Calc program.
func TestUserIslandReduces(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	island, err := json.Marshal(map[string]any{"islands": []map[string]string{{
		"host": "json", "token": "STRING", "match": `^"(?P<island>[^"]*;)"$`,
		"grammar": testdata("g4", "features", "Calc.g4"), "start": "program",
	}}})
	require.NoError(t, err)
	islands := writeFile(t, dir, "islands.json", string(island), 0o644)
	in := writeFile(t, dir, "calc.json", `{"setup": "a = 1; b = f(a, 2) * 3;", "run": "x = 10 + b ^ 2 - g(y);", "name": "z"}`+"\n", 0o644)
	test := writeFile(t, dir, "test.sh", "#!/bin/sh\ngrep -q 'g(y)' \"$1\"\n", 0o755)

	code, stdout, stderr := hddmin(t, "--dump", "tree", "--islands", islands, in)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "(stat", "the strings are Calc programs")
	assert.NotContains(t, stderr, "warning")

	with := filepath.Join(dir, "with.json")
	code, _, stderr = hddmin(t, "-q", "-j", "1", "-t", test, "--islands", islands, "-o", with, in)
	require.Equal(t, 0, code, stderr)
	without := filepath.Join(dir, "without.json")
	code, _, stderr = hddmin(t, "-q", "-j", "1", "-t", test, "-o", without, in)
	require.Equal(t, 0, code, stderr)
	a, err := os.ReadFile(with)
	require.NoError(t, err)
	b, err := os.ReadFile(without)
	require.NoError(t, err)
	assert.Equal(t, `"g(y);"`, string(a), "the assignment printed as the expression statement it holds (alternative), 10 + b ^ 2 - gone by hoisting")
	assert.Equal(t, `"g(y)"`, string(b))
}
