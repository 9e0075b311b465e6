package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/shell"
	"github.com/hddmin/hddmin/parser"
)

// runGen runs hddmin with args and returns its exit status and output.
func runGen(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// parses reports whether text parses with the bundled grammar name.
func parses(t *testing.T, name string, text []byte) bool {
	t.Helper()
	g, err := parser.Lookup(name)
	require.NoError(t, err)
	p, err := g.Parse("generated", text, "")
	require.NoError(t, err)
	return assert.Empty(t, p.Errors, "%s", text)
}

func TestGenerateCommand(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no grammar", []string{"generate"}, exitUsage, "no grammar"},
		{"no inputs", []string{"generate", "-g", "json", "-n", "0"}, exitUsage, "-n 0: want 1 or more"},
		{"negative depth", []string{"generate", "-g", "json", "--max-depth", "-1"}, exitUsage, "--max-depth -1"},
		{"unknown grammar", []string{"generate", "-g", "cobol"}, exitUsage, `unknown grammar "cobol"`},
		{"unknown rule", []string{"generate", "-g", "json", "--start", "nope"}, exitUsage, `no rule "nope"`},
		{"an argument", []string{"generate", "-g", "json", "x.json"}, exitUsage, `unexpected argument "x.json"`},
		{"bad sequence", []string{"generate", "-g", "json", "--sequence", "1 x"}, exitUsage, `choice "x"`},
		{"sequence and count", []string{"generate", "-g", "json", "--sequence", "1", "-n", "2"}, exitUsage, "--sequence makes one input"},
		{"help", []string{"generate", "--help"}, exitReduced, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runGen(t, tt.args...)
			assert.Equal(t, tt.code, code, stderr)
			assert.Contains(t, stderr, tt.stderr)
		})
	}
}

// TestGenerateOne: one input goes to stdout as it is; it parses, and the
// same seed makes it again.
func TestGenerateOne(t *testing.T) {
	for _, name := range []string{"json", "css", "html", "c", "javascript", "cpp"} {
		t.Run(name, func(t *testing.T) {
			code, out, stderr := runGen(t, "generate", "-g", name, "--seed", "42", "--max-depth", "6")
			require.Equal(t, exitReduced, code, stderr)
			parses(t, name, []byte(out))
			assert.Contains(t, stderr, "1 input(s) of "+name)
			_, again, _ := runGen(t, "generate", "-g", name, "--seed", "42", "--max-depth", "6")
			assert.Equal(t, out, again)
		})
	}
}

// TestGenerateChoices: with --choices, each input is a line of JSON with
// its choice sequence, which --sequence makes into the same input.
func TestGenerateChoices(t *testing.T) {
	code, out, stderr := runGen(t, "generate", "-g", "javascript", "-n", "4", "--choices", "--max-depth", "5", "-q")
	require.Equal(t, exitReduced, code, stderr)
	assert.Empty(t, stderr)
	sc := bufio.NewScanner(strings.NewReader(out))
	n := 0
	for sc.Scan() {
		var line struct {
			Seed    uint64 `json:"seed"`
			Text    string `json:"text"`
			Choices string `json:"choices"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &line))
		n++
		assert.Equal(t, uint64(n), line.Seed)
		parses(t, "javascript", []byte(line.Text))
		code, again, stderr := runGen(t, "generate", "-g", "javascript", "--sequence", line.Choices, "-q")
		require.Equal(t, exitReduced, code, stderr)
		assert.Equal(t, line.Text, again, "the input's choices make it again")
	}
	assert.Equal(t, 4, n)
}

// TestGenerateFiles: with -o, the inputs are files named by their seeds,
// with the choices beside them; a grammar read at run time works too.
func TestGenerateFiles(t *testing.T) {
	dir := t.TempDir()
	grammar := filepath.Join("..", "..", "..", "shared", "grammars-v4", "arithmetic", "arithmetic.g4")
	if _, err := os.Stat(grammar); err != nil {
		t.Skipf("no %s", grammar)
	}
	code, out, stderr := runGen(t, "generate", "-g", grammar, "--start", "file_", "--seed", "10", "-n", "3", "--choices", "-o", dir)
	require.Equal(t, exitReduced, code, stderr)
	assert.Empty(t, out)
	g, err := parser.LoadGrammar([]string{grammar}, parser.LoadOptions{})
	require.NoError(t, err)
	for _, s := range []string{"10", "11", "12"} {
		text, err := os.ReadFile(filepath.Join(dir, s+".txt"))
		require.NoError(t, err)
		p, err := g.Parse(s, text, "file_")
		require.NoError(t, err)
		assert.Empty(t, p.Errors, "%s", text)
		choices, err := os.ReadFile(filepath.Join(dir, s+".choices"))
		require.NoError(t, err)
		seq, err := parser.ParseChoiceString(string(choices))
		require.NoError(t, err)
		again, err := g.Generate(seq.Source(), parser.GenerateOptions{Start: "file_"})
		require.NoError(t, err)
		assert.Equal(t, string(text), string(again.Text))
	}
}

// TestGenerateCancel: hddmin generate stops at once when its context is
// done, in the middle of a walk that need not end (no --max-depth, no
// --max-tokens; issue 42, item 2: it grew to 6 GB and took no notice of
// the first SIGINT for minutes, the context being looked at between
// inputs only).
func TestGenerateCancel(t *testing.T) {
	grammar := writeFile(t, t.TempDir(), "Walk.g4", "grammar Walk;\nprog : e EOF ;\ne : e '+' e e | e '*' e e | '(' e e e ')' | ID ;\nID : [a-z]+ ;\nWS : [ \\t\\r\\n]+ -> skip ;\n", 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout, stderr hddmintest.SyncBuffer
	done := make(chan int, 1)
	go func() {
		done <- runGenerate(ctx, []string{"-g", grammar, "--max-depth", "0", "--max-tokens", "0", "-n", "1000"}, &stdout, &stderr)
	}()
	time.Sleep(500 * time.Millisecond)
	cancel()
	select {
	case code := <-done:
		assert.Equal(t, exitInterrupted, code, stderr.String())
		assert.Contains(t, stderr.String(), "hddmin generate: interrupted after ")
	case <-time.After(30 * time.Second):
		t.Fatal("hddmin generate did not stop 30 s after its context was done")
	}
}

// TestGenerateOutputUnusable: an -o where the inputs cannot go is a
// usage error (exit status 2) that says what to give, before anything is
// generated (issue 42, item 11: exit status 3 and a raw Go error).
func TestGenerateOutputUnusable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "afile")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	for _, tt := range []struct{ out, want string }{
		{filepath.Join(file, "out"), "-o " + filepath.Join(file, "out") + ": cannot make the folder: mkdir " + file + ": not a directory; give a folder that exists or can be made, and can be written"},
		{file, "-o " + file + ": cannot make the folder: mkdir " + file + ": not a directory"},
		{"/proc/hddmin-generate", "-o /proc/hddmin-generate: cannot make the folder: mkdir /proc/hddmin-generate: "},
	} {
		code, out, stderr := runGen(t, "generate", "-g", "json", "-o", tt.out)
		assert.Equal(t, exitUsage, code, stderr)
		assert.Empty(t, out)
		assert.Contains(t, stderr, "hddmin generate: "+tt.want)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %s", stderr)
	}
}

// TestGenerateDocs runs every hddmin generate command that the manual and
// the README show, as written, in a folder where grammars/ is the
// project's.
func TestGenerateDocs(t *testing.T) {
	var commands []string
	for _, file := range []string{"doc.go", filepath.Join("..", "..", "README.md")} {
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(strings.TrimPrefix(line, "//"))
			if strings.HasPrefix(line, "hddmin generate ") && !strings.Contains(line, "GRAMMAR") {
				commands = append(commands, line)
			}
		}
	}
	require.GreaterOrEqual(t, len(commands), 5)
	grammars, err := filepath.Abs(filepath.Join("..", "..", "grammars"))
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.Symlink(grammars, filepath.Join(dir, "grammars")))
	t.Chdir(dir)
	for _, command := range commands {
		args, err := shell.Split(command)
		require.NoError(t, err, command)
		code, _, stderr := runGen(t, args[1:]...)
		assert.Equal(t, exitReduced, code, "%s: %s", command, stderr)
	}
}
