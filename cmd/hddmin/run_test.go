package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hddmin runs the command with args and returns its exit status and output.
func hddmin(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// input copies testdata/cmd/name into a temporary directory.
func input(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "cmd", name))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, data, 0o644))
	return path
}

func testScript(name string) string {
	path, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "cmd", name))
	return path
}

func TestReduce(t *testing.T) {
	t.Parallel()
	in := input(t, "ok.json")
	orig, _ := os.ReadFile(in)
	code, _, stderr := hddmin(t, "-t", testScript("has-foo-bar.sh"), in)
	require.Equal(t, 0, code, stderr)
	out := strings.TrimSuffix(in, ".json") + ".reduced.json"
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(got), "foo")
	assert.Contains(t, string(got), "bar")
	assert.Less(t, len(got), len(orig))
	for _, want := range []string{"bytes", "tests", "cache hits", "written to " + out} {
		assert.Contains(t, stderr, want)
	}
	now, _ := os.ReadFile(in)
	assert.Equal(t, orig, now, "the input is untouched")
}

func TestQuietAndVerbose(t *testing.T) {
	t.Parallel()
	in := input(t, "ok.json")
	code, stdout, stderr := hddmin(t, "-q", "-t", testScript("has-foo-bar.sh"), "-o", filepath.Join(t.TempDir(), "out.json"), in)
	assert.Equal(t, 0, code)
	assert.Empty(t, stdout+stderr)
	code, _, stderr = hddmin(t, "-v", "-t", testScript("has-foo-bar.sh"), "-o", filepath.Join(t.TempDir(), "out.json"), in)
	assert.Equal(t, 0, code)
	assert.Contains(t, stderr, "prune pass 1 level 0")
}

func TestNotInteresting(t *testing.T) {
	in := input(t, "ok.json")
	code, _, stderr := hddmin(t, "-t", testScript("never.sh"), in)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "is not interesting")
	assert.Contains(t, stderr, "segfault not reproduced", "the test's own output is shown")
	_, err := os.Stat(strings.TrimSuffix(in, ".json") + ".reduced.json")
	assert.True(t, os.IsNotExist(err), "nothing written")
}

func TestSyntaxErrors(t *testing.T) {
	t.Parallel()
	in := input(t, "broken.json")
	code, _, stderr := hddmin(t, "-t", testScript("has-foo-bar.sh"), in)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, in+":1:10: extraneous input")
	assert.Contains(t, stderr, "warning: ")
	got, err := os.ReadFile(strings.TrimSuffix(in, ".json") + ".reduced.json")
	require.NoError(t, err)
	assert.Contains(t, string(got), "foo")

	in = input(t, "broken.json")
	code, _, stderr = hddmin(t, "--strict", "-t", testScript("has-foo-bar.sh"), in)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, in+":1:22: missing ':'")
	assert.Contains(t, stderr, "--strict")
	_, err = os.Stat(strings.TrimSuffix(in, ".json") + ".reduced.json")
	assert.True(t, os.IsNotExist(err), "nothing written under --strict")
}

func TestDump(t *testing.T) {
	in := input(t, "ok.json")
	orig, _ := os.ReadFile(in)
	tests := []struct {
		mode string
		want string
	}{
		{"tree", "(json\n  (value\n    (object \"{\""},
		{"antlr", `(json (value (object { (member "a" : (value (array [ (value 1) ,`},
		{"text", string(orig)},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			code, stdout, stderr := hddmin(t, "--dump", tt.mode, in)
			require.Equal(t, 0, code, stderr)
			assert.True(t, strings.HasPrefix(stdout, tt.want), "got %q", stdout)
		})
	}
}

func TestUsageErrors(t *testing.T) {
	in := input(t, "ok.json")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no input", []string{"-t", "true"}, "want one INPUT"},
		{"two inputs", []string{"-t", "true", in, in}, "want one INPUT"},
		{"no test", []string{in}, "-t"},
		{"unknown flag", []string{"--frobnicate", in}, "frobnicate"},
		{"bad dump", []string{"--dump", "xml", in}, "--dump"},
		{"unknown grammar", []string{"-g", "cobol", "-t", "true", in}, `unknown grammar "cobol"`},
		{"missing input", []string{"-t", "true", "/no/such/file.json"}, "no such file"},
		{"missing test command", []string{"-t", "/no/such/test.sh", in}, "test command"},
		{"unknown start rule", []string{"--start", "nosuch", "-t", "true", in}, `no rule "nosuch"`},
		{"output is the input", []string{"-t", "true", "-o", in, in}, "is the input"},
		{"bad replacements", []string{"--replacements", "/no/such.json", "-t", "true", in}, "no such file"},
		{"quiet and verbose", []string{"-q", "-v", "-t", "true", in}, "contradict"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := hddmin(t, tt.args...)
			assert.Equal(t, 2, code, stderr)
			assert.Contains(t, stderr, tt.want)
		})
	}
	orig, _ := os.ReadFile(in)
	assert.Contains(t, string(orig), `"foo"`, "the input is untouched")
}

func TestHelp(t *testing.T) {
	code, stdout, _ := hddmin(t, "--help")
	assert.Equal(t, 0, code)
	for _, want := range []string{"Usage: hddmin", "--test", "--grammar", "Exit status", "json"} {
		assert.Contains(t, stdout, want)
	}
}

// TestReplacementsFile checks that --replacements changes the result (the
// values the test does not need become null, not 0: a test that cannot
// pass without the flag, issue 29), and that a replacement that does not
// parse where it stands is refused before the parse, with its rule or
// token named (issue 31, item 12).
func TestReplacementsFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	in := writeFile(t, dir, "in.json", `{"foo": [1, 2, {"z": true}], "bar": "long string"}`, 0o644)
	reduced := func(t *testing.T, args ...string) string {
		t.Helper()
		out := filepath.Join(t.TempDir(), "out.json")
		code, _, stderr := hddmin(t, append(args, "-q", "-t", testScript("has-foo-bar.sh"), "-o", out, in)...)
		require.Equal(t, 0, code, stderr)
		got, err := os.ReadFile(out)
		require.NoError(t, err)
		return string(got)
	}
	assert.Equal(t, `{"foo":0,"bar":0}`, reduced(t), "without --replacements: the grammar's shortest value")
	repl := writeFile(t, dir, "null.json", `{"value": "null"}`, 0o644)
	assert.Equal(t, `{"foo":null,"bar":null}`, reduced(t, "--replacements", repl))
	repl = writeFile(t, dir, "number.json", `{"NUMBER": "7", "value": "[]"}`, 0o644)
	assert.Equal(t, `{"foo":[],"bar":[]}`, reduced(t, "--replacements", repl))

	tests := []struct{ name, json, want string }{
		{"rule", `{"value": "not json at all((("}`, `rule value: "not json at all(((" does not parse as value: column 1: `},
		{"rule, a prefix", `{"value": "1 2"}`, `rule value: "1 2" does not parse as value: value ends before "2"`},
		{"rule, empty", `{"member": ""}`, `rule member: "" does not parse as member`},
		{"token", `{"NUMBER": "x"}`, `token NUMBER: "x" does not lex as one NUMBER token`},
		{"token, two", `{"STRING": "\"a\" \"b\""}`, `token STRING: "\"a\" \"b\"" does not lex as one STRING token`},
		{"unknown name", `{"nosuch": "1"}`, `grammar json has no rule or token "nosuch"`},
		{"not JSON", "{\"value\":\n 1}", `bad.json:2:2: want a string, not a JSON number`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			repl := writeFile(t, t.TempDir(), "bad.json", tt.json, 0o644)
			code, _, stderr := hddmin(t, "-v", "--replacements", repl, "-t", testScript("has-foo-bar.sh"), "-o", filepath.Join(t.TempDir(), "o.json"), in)
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, stderr, tt.want)
			assert.NotContains(t, stderr, "parsing "+in, "refused before the parse")
		})
	}
}

// caseFolder writes files (path: content) into the folder dir/name and
// returns its path.
func caseFolder(t *testing.T, dir, name string, files map[string]string) string {
	t.Helper()
	root := filepath.Join(dir, name)
	for p, content := range files {
		path := filepath.Join(root, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	}
	return root
}
