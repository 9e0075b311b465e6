package bench

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
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

// nameWithin runs nameCases on cases with the runs of results.json, and
// fails if it has not ended within a minute (it looped for ever).
func nameWithin(t *testing.T, cases []Case, runs []*Record) {
	t.Helper()
	b := &bencher{results: &Results{Runs: runs}}
	done := make(chan struct{})
	go func() { b.nameCases(cases); close(done) }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatalf("nameCases has not ended after a minute: %v", cases)
	}
}

// TestNameCases: every case gets a name whose file name no other case
// and no other folder's run has; names that clash once / becomes _ end
// too (issue 42, item 1: a/same, b/same and a_same looped for ever, and
// hddmin bench with them, deaf to the first SIGINT).
func TestNameCases(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		dirs []string
		runs []*Record // of results.json
		want []string
	}{
		{"distinct", []string{"/r/a", "/r/b"}, nil, []string{"a", "b"}},
		{"one name", []string{"/r/a/same", "/r/b/same"}, nil, []string{"a/same", "b/same"}},
		{"/ becomes _", []string{"/r/a/same", "/r/b/same", "/r/a_same"}, nil, []string{"r/a/same#2", "b/same", "r/a_same"}},
		{"/ becomes _, not clashing", []string{"/a/b", "/a_b"}, nil, []string{"b", "a_b"}},
		{"four ways to one file name", []string{"/x/a/b", "/x/a_b", "/x_a/b", "/x_a_b"}, nil,
			[]string{"x/a/b#2", "x/a_b#3", "x_a/b#4", "x_a_b"}},
		{"a name of results.json's", []string{"/r/a/same", "/r/b/same", "/r/a_same"}, []*Record{{Case: "a_same", CasePath: "/r/a_same"}},
			[]string{"r/a/same", "b/same", "a_same"}},
		{"a name another folder's runs have", []string{"/r/b/x"}, []*Record{{Case: "x", CasePath: "/old/x"}}, []string{"b/x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cases := make([]Case, len(tt.dirs))
			for i, d := range tt.dirs {
				cases[i] = Case{Dir: d}
			}
			nameWithin(t, cases, tt.runs)
			var got []string
			for _, c := range cases {
				got = append(got, c.Name)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestNameCasesRandom: on random folders of clashing names (parts a, b,
// a_b, _ and ., with runs of results.json of some of them), nameCases
// ends, and no two cases, nor a case and another folder's run, share a
// file name.
func TestNameCasesRandom(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(seed.Seed(t), 42))
	parts := []string{"a", "b", "a_b", "_", "a.b", "a/b"}
	n := 300
	if testing.Short() {
		n = 50
	}
	for range n {
		var cases []Case
		var runs []*Record
		seen := map[string]bool{}
		for range 1 + rng.IntN(6) {
			dir := ""
			for range 1 + rng.IntN(3) {
				dir += "/" + parts[rng.IntN(len(parts))]
			}
			if seen[dir] {
				continue
			}
			seen[dir] = true
			cases = append(cases, Case{Dir: dir})
		}
		for range rng.IntN(3) {
			c := cases[rng.IntN(len(cases))]
			name := strings.ReplaceAll(strings.TrimPrefix(c.Dir, "/"), "/", "_")
			path := c.Dir
			if rng.IntN(2) == 0 {
				path = "/elsewhere" + path
			}
			// results.json never has the runs of two folders under one
			// file name.
			if !slices.ContainsFunc(runs, func(r *Record) bool { return fileName(r.Case) == fileName(name) }) {
				runs = append(runs, &Record{Case: name, CasePath: path})
			}
		}
		nameWithin(t, cases, runs)
		files := map[string]string{}
		for _, c := range cases {
			f := fileName(c.Name)
			if other, ok := files[f]; ok {
				t.Fatalf("%s and %s share the file name %s: %v, runs %v", other, c.Dir, f, cases, runs)
			}
			files[f] = c.Dir
			for _, r := range runs {
				if fileName(r.Case) == f && r.CasePath != c.Dir {
					t.Fatalf("%s takes the file name %s of the runs of %s", c.Dir, f, r.CasePath)
				}
			}
		}
	}
}
