package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadCase(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		files []string // "dir/" makes a folder
		input string   // the input found, or
		err   string   // the error
	}{
		{name: "one input", files: []string{"test.sh", "crash.js", "README.txt"}, input: "crash.js"},
		{name: "input.* among known results", files: []string{"test.sh", "input.css", "known-small.css", "creduce-result.css", "upstream/"}, input: "input.css"},
		{name: "notes and hidden files are no inputs", files: []string{"test.sh", "a.c", "NOTES.md", ".hidden", "README"}, input: "a.c"},
		{name: "no test.sh", files: []string{"crash.js"}, err: "no test.sh"},
		{name: "test.sh is a folder", files: []string{"test.sh/", "crash.js"}, err: "no test.sh"},
		{name: "no input", files: []string{"test.sh", "README.txt"}, err: "no input file"},
		{name: "two inputs", files: []string{"test.sh", "a.json", "b.json"}, err: "several input files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			dir := filepath.Join(t.TempDir(), "case")
			require.NoError(t, os.Mkdir(dir, 0o755))
			for _, f := range tt.files {
				if name, ok := strings.CutSuffix(f, "/"); ok {
					require.NoError(t, os.Mkdir(filepath.Join(dir, name), 0o755))
				} else {
					require.NoError(t, os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o755))
				}
			}
			c, err := ReadCase(dir, parseFlags)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, "case", c.Name)
			assert.Equal(t, filepath.Join(dir, tt.input), c.Input)
			assert.Equal(t, filepath.Join(dir, "test.sh"), c.Test)
			assert.Equal(t, 1, c.Size)
		})
	}
	_, err := ReadCase(filepath.Join(t.TempDir(), "missing"), parseFlags)
	assert.ErrorContains(t, err, "not a readable folder")
}

// TestReadCaseArgs: a case with hddmin.args has its flags, its grammar
// files relative to its folder, and its input the file the line names
// (issue 30); a line that is not flags and a file of the case is refused,
// and so are the flags the parser refuses or that bench gives.
func TestReadCaseArgs(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	c := caseDir(t, filepath.Join(root, "calc"), map[string]string{
		"grammar/Calc.g4": "grammar Calc;", "prog.calc": "x = g(y);\n", "other.calc": "z = 1;\n",
		"hddmin.args": "-g grammar/Calc.g4 --start program prog.calc\n",
	})
	got, err := ReadCase(c, parseFlags)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(c, "prog.calc"), got.Input, "the input named, not one found")
	assert.Equal(t, []string{"-g", filepath.Join(c, "grammar", "Calc.g4"), "--start", "program"}, got.Flags)
	assert.Equal(t, "-g grammar/Calc.g4 --start program", got.FlagsText)

	tests := []struct{ name, args, flags, text, err string }{
		{name: "a bundled grammar", args: "-g json in.x", flags: "-g json", text: "-g json"},
		{name: "flags with =", args: "--grammar=g/A.g4 -gB.g4 in.x", flags: "--grammar=" + filepath.Join(root, "ok", "g", "A.g4") + " -g" + filepath.Join(root, "ok", "B.g4"), text: "--grammar=g/A.g4 -gB.g4"},
		{name: "quoted last", args: "--start 'a b' in.x", flags: "--start a b", text: "--start 'a b'"},
		{name: "empty", args: "\n", err: "hddmin.args: empty"},
		{name: "two lines", args: "-g a.g4\nin.x\n", err: "want one line"},
		{name: "a flag of bench's", args: "-o x in.x", err: "--output is hddmin bench's to give"},
		{name: "quiet is bench's", args: "-q in.x", err: "--quiet is hddmin bench's to give"},
		{name: "unknown flag", args: "--fast in.x", err: "unknown flag: --fast"},
		{name: "no input", args: "-g a.g4", err: "flag needs an argument"},
		{name: "a flag last", args: "--strict", err: "is not the name of a file"},
		{name: "a missing input", args: "nosuch.x", err: "nosuch.x: no such file"},
		{name: "an input in a folder", args: "-g a.g4 sub/in.x", err: "is not the name of a file of the case"},
		{name: "an unterminated quote", args: "--start 'a in.x", err: "hddmin.args: unterminated '"},
	}
	for _, tt := range tests {
		dir := caseDir(t, filepath.Join(root, "ok"), map[string]string{"hddmin.args": tt.args, "in.x": "x"})
		got, err := ReadCase(dir, parseFlags)
		if tt.err != "" {
			assert.ErrorContains(t, err, tt.err, tt.name)
			continue
		}
		if assert.NoError(t, err, tt.name) {
			assert.Equal(t, tt.flags, strings.Join(got.Flags, " "), tt.name)
			assert.Equal(t, tt.text, got.FlagsText, tt.name)
		}
	}
	// Without a parser, the flags are taken as they are.
	dir := caseDir(t, filepath.Join(root, "unchecked"), map[string]string{"hddmin.args": "--fast in.x", "in.x": "x"})
	got, err = ReadCase(dir, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"--fast"}, got.Flags)
}
