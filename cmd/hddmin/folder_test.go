//go:build unix

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/report"
	"github.com/hddmin/hddmin/internal/shell"
)

// readFolder returns the files of a folder (path: content), with "/"
// after the path of an empty folder.
func readFolder(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		switch {
		case rel == ".":
		case d.IsDir():
			if entries, _ := os.ReadDir(p); len(entries) == 0 {
				out[rel+"/"] = ""
			}
		default:
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			out[rel] = string(data)
		}
		return nil
	}))
	return out
}

// keys returns the keys of m, sorted.
func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// pageCase is a page and its script: the test wants the page to load
// app.js and to call boom, and app.js to throw.
var pageCase = map[string]string{
	"page.html": `<!DOCTYPE html>
<html><head><title>Test</title>
<script src="app.js"></script>
<style>p { color: red; } div { margin: 0 }</style>
</head>
<body><p onclick="other(1)">Hello</p>
<div>unrelated text</div>
<script>var x = 1; function helper(a) { return a + 1; } boom(helper(2));</script>
</body></html>
`,
	"app.js": `function unused() { return 42; }
function boom(n) {
  if (n > 1) { throw new Error("boom " + n); }
  return n;
}
var data = [1, 2, 3].map(function (v) { return v * 2; });
`,
	"notes/README.txt": "how to reproduce:\nopen page.html\nclick\n",
	"empty/":           "",
}

const pageTest = "#!/bin/sh\ngrep -q 'src=\"app.js\"' \"$1/page.html\" && grep -q 'boom(' \"$1/page.html\" && grep -q throw \"$1/app.js\"\n"

// TestFolderReduce reduces a page and its script: files go whole (the
// notes), the page's inline script and style shrink as islands, app.js
// with its grammar; the input is untouched, the result is a folder beside
// it with nothing else left there, and the summary and the report count
// the files' bytes.
func TestFolderReduce(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	dir := t.TempDir()
	files := map[string]string{}
	for p, c := range pageCase {
		if !strings.HasSuffix(p, "/") {
			files[p] = c
		}
	}
	in := caseFolder(t, dir, "case", files)
	require.NoError(t, os.Mkdir(filepath.Join(in, "empty"), 0o755))
	test := writeFile(t, t.TempDir(), "t.sh", pageTest, 0o755)
	before := snapshot(t, in)
	rep := filepath.Join(t.TempDir(), "r.json")
	code, _, stderr := hddmin(t, "-j", "2", "--report", rep, "-t", test, in)
	require.Equal(t, exitReduced, code, stderr)
	assert.Equal(t, before, snapshot(t, in), "the input is untouched")
	out := in + ".reduced"
	got := readFolder(t, out)
	assert.Equal(t, []string{"app.js", "empty/", "page.html"}, keys(got), "the notes gone, the empty folder kept")
	check := exec.Command(test, out)
	assert.NoError(t, check.Run(), "the result passes the test")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"case", "case.reduced"}, names, "no lock, no temporary folder left")

	size, reduced := 0, 0
	for _, c := range files {
		size += len(c)
	}
	for _, c := range got {
		reduced += len(c)
	}
	assert.Less(t, reduced, size/10)
	assert.NotContains(t, stderr, "no grammar reads", "text reads .txt files")
	assert.Contains(t, stderr, "reducing "+in+" (3 files, "+strconv.Itoa(size)+" bytes, grammars javascript, text, html)")
	assert.Contains(t, stderr, in+": "+strconv.Itoa(size)+" -> "+strconv.Itoa(reduced)+" bytes")
	data, err := os.ReadFile(rep)
	require.NoError(t, err)
	var r report.Report
	require.NoError(t, json.Unmarshal(data, &r))
	assert.Equal(t, size, r.Totals.BytesBefore)
	assert.Equal(t, reduced, r.Totals.BytesAfter)
	if assert.NotNil(t, r.Totals.TokensBefore) && assert.NotNil(t, r.Totals.TokensAfter) {
		// Each file's tokens as its grammar reads them.
		assert.Greater(t, *r.Totals.TokensBefore, *r.Totals.TokensAfter)
		assert.Positive(t, *r.Totals.TokensAfter)
	}
	assert.Equal(t, size, r.Curve[0].Bytes)
	assert.Equal(t, reduced, r.Curve[len(r.Curve)-1].Bytes)
	for _, s := range r.Steps {
		assert.LessOrEqual(t, s.BytesBefore, size, "%+v", s)
	}
}

// TestFolderJobs: the result of a folder is that of -j 1, whatever -j.
func TestFolderJobs(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	var results []map[string]string
	for _, jobs := range []string{"1", "4"} {
		in := caseFolder(t, t.TempDir(), "case", map[string]string{"page.html": pageCase["page.html"], "app.js": pageCase["app.js"]})
		test := writeFile(t, t.TempDir(), "t.sh", pageTest, 0o755)
		code, _, stderr := hddmin(t, "-j", jobs, "-t", test, in)
		require.Equal(t, exitReduced, code, stderr)
		results = append(results, readFolder(t, in+".reduced"))
	}
	assert.Equal(t, results[0], results[1])
}

// TestFolderText: a file whose extension no grammar reads is read with
// the text grammar, as a single file would be (not line by line: the
// part of a line the test needs is all that is left of it), with a note
// that names it.
func TestFolderText(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	files := map[string]string{
		"app.cfg": "name: demo\nserver:\n  port: 8080\n  values = [1, 2, needle, 4, 5]\nclient:\n  retries: 3\n",
		"d.json":  `{"a": 1}`,
	}
	in := caseFolder(t, t.TempDir(), "case", files)
	code, stdout, stderr := hddmin(t, "--dump", "tree", in)
	require.Equal(t, exitReduced, code, stderr)
	assert.Contains(t, stdout, "(paragraph", "app.cfg has the text grammar's tree")

	test := writeFile(t, t.TempDir(), "t.sh", "#!/bin/sh\ngrep -q needle \"$1/app.cfg\"\n", 0o755)
	code, _, stderr = hddmin(t, "-t", test, in)
	require.Equal(t, exitReduced, code, stderr)
	assert.Contains(t, stderr, "hddmin: no grammar reads app.cfg: read as text (lines, paragraphs, indentation, brackets, quotes); give one with -g 'PATTERN=GRAMMAR'")
	assert.Contains(t, stderr, "grammars text, json")
	assert.Equal(t, map[string]string{"app.cfg": "needle"}, readFolder(t, in+".reduced"))
}

// TestFolderGrammarFlag: -g PATTERN=GRAMMAR gives files a grammar by
// name or path; a -g without a pattern is every other file's; a single
// file takes the pattern that matches it; mistakes are usage errors.
func TestFolderGrammarFlag(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	in := caseFolder(t, t.TempDir(), "case", map[string]string{"conf/a.x": `{"k": [1, 2]}`, "b.y": "[3]", "c.txt": "x\n"})
	code, stdout, stderr := hddmin(t, "--dump", "antlr", "-g", "*.x=json", "-g", "*.y=json", in)
	require.Equal(t, exitReduced, code, stderr)
	assert.Equal(t, "==> b.y <==\n(json (value (array [ (value 3) ])) <EOF>)\n==> c.txt <==\n(text (body (paragraph  (block (line (part  (item x)) \\n)))) <EOF>)\n==> conf/a.x <==\n(json (value (object { (member \"k\" : (value (array [ (value 1) , (value 2) ]))) })) <EOF>)\n", stdout)

	code, stdout, stderr = hddmin(t, "--dump", "tree", "-g", "conf/*.x=json", "-g", "json", in)
	require.Equal(t, exitReduced, code, stderr)
	assert.Contains(t, stdout, "\"\\x00c.txt\\x00\"")
	assert.Equal(t, 3, strings.Count(stdout, "(json"), "every file json: %s", stdout)

	single := writeFile(t, t.TempDir(), "in.x", `[1, "needle"]`, 0o644)
	code, stdout, stderr = hddmin(t, "--dump", "antlr", "-g", "*.y=c", "-g", "*.x=json", single)
	require.Equal(t, exitReduced, code, stderr)
	assert.Equal(t, "(json (value (array [ (value 1) , (value \"needle\") ])) <EOF>)\n", stdout)

	for _, tt := range []struct {
		flags []string
		want  string
	}{
		{[]string{"-g", "[=json"}, "-g [=json: the pattern ["},
		{[]string{"-g", "=json"}, "want GRAMMAR, or PATTERN=GRAMMAR"},
		{[]string{"-g", "*.x=a.g4", "-g", "*.x=b.g4", "-g", "*.x=c.g4"}, "-g *.x=...: given 3 times"},
		{[]string{"-g", "a.g4", "-g", "b.g4", "-g", "c.g4"}, "-g given 3 times"},
		{[]string{"--flat-tokens"}, "--flat-tokens flattens a single file's tokens"},
	} {
		code, _, stderr = hddmin(t, append(tt.flags, "--dump", "tree", in)...)
		assert.Equal(t, exitUsage, code, stderr)
		assert.Contains(t, stderr, tt.want)
	}
}

// TestFolderOutputs: the result folder is refused where replacing it
// whole would lose anything: in the input, around it, around the test,
// a folder of other files; a file. An earlier result of the input is
// replaced. Nothing is written when refused.
func TestFolderOutputs(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	dir := t.TempDir()
	in := caseFolder(t, dir, "case", map[string]string{"a.json": `["needle", 1]`, "sub/b.json": "[2]"})
	testDir := t.TempDir()
	test := writeFile(t, testDir, "t.sh", "#!/bin/sh\ngrep -q needle \"$1/a.json\"\n", 0o755)
	other := caseFolder(t, dir, "other", map[string]string{"keep.txt": "KEEP ME"})
	writeFile(t, dir, "file.txt", "KEEP", 0o644)
	before := snapshot(t, dir)
	for _, tt := range []struct{ out, want string }{
		{in, "is the input"},
		{filepath.Join(in, "sub"), "is inside the input"},
		{dir, "holds the input"},
		{testDir, "a file of the test"},
		{other, "holds what " + in + " does not (keep.txt)"},
		{filepath.Join(dir, "file.txt"), "is not a folder"},
		{filepath.Join(dir, "nosuch", "out"), "does not exist"},
	} {
		code, _, stderr := hddmin(t, "-o", tt.out, "-t", test, in)
		assert.Equal(t, exitUsage, code, "%s: %s", tt.out, stderr)
		assert.Contains(t, stderr, tt.want, tt.out)
	}
	code, _, stderr := hddmin(t, "--report", filepath.Join(in, "r.json"), "-t", test, in)
	assert.Equal(t, exitUsage, code, stderr)
	assert.Contains(t, stderr, "--report "+filepath.Join(in, "r.json")+" is, or is inside, "+in)
	assert.Equal(t, before, snapshot(t, dir), "nothing written")

	// An earlier result, and an empty folder, are replaced.
	earlier := caseFolder(t, dir, "earlier", map[string]string{"sub/b.json": "[]"})
	empty := filepath.Join(dir, "empty")
	require.NoError(t, os.Mkdir(empty, 0o755))
	for _, out := range []string{earlier, empty} {
		code, _, stderr = hddmin(t, "-o", out, "-t", test, in)
		require.Equal(t, exitReduced, code, stderr)
		assert.Equal(t, map[string]string{"a.json": `"needle"`}, readFolder(t, out))
	}
}

// TestFolderLocked: a second run on the output of a run in progress is
// refused, and writes nothing.
func TestFolderLocked(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	dir := t.TempDir()
	in := caseFolder(t, dir, "case", map[string]string{"a.json": `["needle", 1]`})
	test := writeFile(t, t.TempDir(), "t.sh", "#!/bin/sh\ngrep -q needle \"$1/a.json\"\n", 0o755)
	lock, err := lockOutput(in+".reduced", "-o")
	require.NoError(t, err)
	code, _, stderr := hddmin(t, "-t", test, in)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "is writing "+in+".reduced: wait for it to end, or give this run another output with -o")
	_, err = os.Stat(in + ".reduced")
	assert.True(t, os.IsNotExist(err), "nothing written")
	unlockOutput(lock)
	code, _, stderr = hddmin(t, "-t", test, in)
	assert.Equal(t, exitReduced, code, stderr)
}

// TestFolderAtomic: while a folder is reduced, whoever reads the result
// folder finds a whole result: every look at it (its files read through
// one open handle of the folder, which is still the result once they
// are read) finds a folder that passes the test. A result written in
// place, file by file, fails this (a look between two files finds some
// of them only).
func TestFolderAtomic(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	dir := t.TempDir()
	files := map[string]string{}
	n := 6
	if testing.Short() {
		n = 4 // each test runs 2n+4 processes: 321 tests of 6 files took 3.8 s of CPU (and the input's bytes must be even)
	}
	for i := range n {
		files["f"+strconv.Itoa(i)+".json"] = `{"id": ` + strconv.Itoa(i) + `, "pad": [` + strings.Repeat("1, ", 40) + `1], "keep": "needle"}`
	}
	in := caseFolder(t, dir, "case", files)
	// Interesting: every file there, each with needle, and as many bytes
	// in all as are even. A folder written file by file shows fewer.
	check := func(got map[string]string) bool {
		n := 0
		for _, c := range got {
			if !strings.Contains(c, "needle") {
				return false
			}
			n += len(c)
		}
		return len(got) == len(files) && n%2 == 0
	}
	test := writeFile(t, t.TempDir(), "t.sh", `#!/bin/sh
n=0
for f in "$1"/*; do grep -q needle "$f" || exit 1; n=$((n + $(wc -c < "$f"))); done
[ "$(ls "$1" | wc -l)" = `+strconv.Itoa(len(files))+` ] && [ $((n % 2)) = 0 ]
`, 0o755)
	out := in + ".reduced"
	done, stop := make(chan struct{}), make(chan struct{})
	looks, whole := 0, 0
	pause := 100 * time.Microsecond
	if testing.Short() {
		pause = time.Millisecond // the looks took 2 of the 5.5 s of CPU the test took
	}
	go func() {
		defer close(done)
		for {
			select {
			case <-stop:
				return
			default:
			}
			time.Sleep(pause)
			root, err := os.OpenRoot(out)
			if err != nil {
				continue
			}
			got, ok := lookInto(root)
			// A look at a folder no longer the result (an old result,
			// being removed as it was read) is no look at the result.
			ok = ok && sameDir(root, out)
			root.Close()
			if !ok {
				continue
			}
			looks++
			if check(got) {
				whole++
			} else {
				t.Errorf("a look at the result found %v", got)
			}
		}
	}()
	code, _, stderr := hddmin(t, "-j", "2", "-t", test, in)
	close(stop)
	<-done
	require.Equal(t, exitReduced, code, stderr)
	t.Logf("%d looks at the result, %d whole", looks, whole)
	assert.Positive(t, looks)
	assert.True(t, check(readFolder(t, out)))
}

// sameDir reports whether the folder root holds is the one at path.
func sameDir(root *os.Root, path string) bool {
	a, err1 := root.Stat(".")
	b, err2 := os.Stat(path)
	return err1 == nil && err2 == nil && os.SameFile(a, b)
}

// lookInto reads the files of the folder root holds; false if one went
// while it read.
func lookInto(root *os.Root) (map[string]string, bool) {
	f, err := root.Open(".")
	if err != nil {
		return nil, false
	}
	names, err := f.Readdirnames(-1)
	f.Close()
	if err != nil {
		return nil, false
	}
	sort.Strings(names)
	got := map[string]string{}
	for _, n := range names {
		data, err := root.ReadFile(n)
		if err != nil {
			return nil, false
		}
		got[n] = string(data)
	}
	return got, true
}

// TestFolderSignals: SIGINT stops the reduction of a folder with the best
// result so far written whole; SIGKILL leaves a whole result too, and no
// temporary folder once the watchdog has cleaned up; the input is
// untouched either way.
func TestFolderSignals(t *testing.T) {
	t.Parallel() // each runs the built hddmin in folders of its own
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGKILL} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			in := caseFolder(t, dir, "case", map[string]string{"a.json": `{"a": ["needle", 1, 2, 3], "b": {"c": [4, 5, 6]}}`,
				"b.json": `[7, 8, 9, {"d": "needle"}]`})
			before := snapshot(t, in)
			test := writeFile(t, t.TempDir(), "t.sh", "#!/bin/sh\nsleep 0.2\ngrep -q needle \"$1/a.json\" && grep -q needle \"$1/b.json\"\n", 0o755)
			out := in + ".reduced"
			cmd := exec.Command(bin, "-j", "2", "-t", test, in)
			stderr := startUntilWritten(t, cmd, out, 60*time.Second)
			time.Sleep(300 * time.Millisecond)
			require.NoError(t, cmd.Process.Signal(sig))
			err := cmd.Wait()
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit)
			if sig == syscall.SIGINT {
				assert.Equal(t, exitInterrupted, exit.ExitCode())
				assert.Contains(t, stderr.String(), "hddmin: interrupted; the best result so far is in "+out)
			}
			got := readFolder(t, out)
			assert.Contains(t, got["a.json"], "needle")
			assert.Contains(t, got["b.json"], "needle")
			assert.Equal(t, before, snapshot(t, in), "the input is untouched")
			// The watchdog removes the lock and any temporary folder.
			deadline := time.Now().Add(20 * time.Second)
			for {
				entries, err := os.ReadDir(dir)
				require.NoError(t, err)
				var names []string
				for _, e := range entries {
					names = append(names, e.Name())
				}
				if len(names) == 2 {
					assert.Equal(t, []string{"case", "case.reduced"}, names)
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("left beside the result: %v", names)
				}
				time.Sleep(50 * time.Millisecond)
			}
		})
	}
}

// TestFolderDocs runs the commands of the manual's section on folders, as
// written, in a folder that holds crash/ (a C file, its header and an
// included .inc) and a test.sh of its own.
func TestFolderDocs(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	section := string(doc)
	section = section[strings.Index(section, "// # Folders\n"):]
	section = section[:strings.Index(section[1:], "// # ")]
	var commands []string
	for _, line := range strings.Split(section, "\n") {
		if line, ok := strings.CutPrefix(line, "//\thddmin "); ok {
			commands = append(commands, line)
		}
	}
	require.Len(t, commands, 2)
	dir := t.TempDir()
	caseFolder(t, dir, "crash", map[string]string{
		"main.c": "#include \"a.h\"\nint f(void) { return g(1) + 2; }\nint h;\n",
		"a.h":    "int g(int x);\nint k(void);\n",
		"b.inc":  "int unused;\n",
	})
	writeFile(t, dir, "test.sh", "#!/bin/sh\ngrep -q 'g(' \"$1/main.c\" && grep -q 'int g' \"$1/a.h\"\n", 0o755)
	t.Chdir(dir)
	for _, command := range commands {
		args, err := shell.Split(command)
		require.NoError(t, err, command)
		code, _, stderr := hddmin(t, args...)
		require.Equal(t, exitReduced, code, "%s: %s", command, stderr)
		got := readFolder(t, "crash.reduced")
		assert.NotContains(t, got, "b.inc", command)
		assert.Contains(t, got["a.h"], "int g", command)
	}
}
