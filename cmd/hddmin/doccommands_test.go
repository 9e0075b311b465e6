package main

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
)

// docCommand is a command line of a ```sh block of README.md or docs/, and
// where it stands.
type docCommand struct {
	doc, section, line string
}

// docCommands returns every command line of the ```sh blocks of README.md
// and docs/*.md, leaving out the scripts the docs show (blocks that start
// with #!: tests compare them with their files).
func docCommands(t *testing.T) []docCommand {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	require.NoError(t, err)
	docs = append([]string{filepath.Join("..", "..", "README.md")}, docs...)
	var out []docCommand
	for _, doc := range docs {
		for _, b := range docBlocks(t, doc) {
			if strings.HasPrefix(b.text, "#!") {
				continue
			}
			for _, line := range strings.Split(b.text, "\n") {
				if strings.TrimSpace(line) != "" {
					out = append(out, docCommand{filepath.Base(doc), b.section, line})
				}
			}
		}
	}
	return out
}

// notRunnable are the command lines the docs show that no test runs, and
// why: each needs what a test cannot count on having.
var notRunnable = map[string]string{
	"npm install --prefix .tools antlr4ng-cli@2.0.0   # the complete jar is inside": "needs the network",
	"go generate .                                    # runs grammars/antlr.sh":     "needs Java and the ANTLR jar, and rewrites the generated parsers",
}

// longSuite is the README's command for the suite in full, with the build
// tag long.
const longSuite = "go test -tags long -timeout 30m ./..."

// TestDocCommands: every command the README and docs/ show is run by a
// test, exactly as written. The hddmin commands that reduce or dump are
// run here, from a folder laid out as the repository's root (links to its
// files), with hddmin built there and on PATH; hddmin bench
// lines are TestBenchDocCommands', hddmin generate lines
// TestGenerateDocs', docs/cluster.md is TestSlurmClusterDoc's; a go test
// line is the suite's (.ci/run runs the README's; longSuite is the suite in
// full) or names benchmarks that exist. A command of none of these kinds fails the test, so a new one
// must come with the test that runs it.
func TestDocCommands(t *testing.T) {
	t.Parallel()
	cmds := docCommands(t)
	require.NotEmpty(t, cmds)
	var here []docCommand
	for _, c := range cmds {
		words := strings.Fields(c.line)
		switch {
		case c.doc == "cluster.md":
			// TestSlurmClusterDoc runs the whole file as one script.
		case regexp.MustCompile(`^(\./)?hddmin bench `).MatchString(c.line):
			assert.Contains(t, []string{"README.md", "benchmarks.md", "variants.md"}, c.doc, "%s: TestBenchDocCommands does not read this file: %s", c.doc, c.line)
		case regexp.MustCompile(`^(\./)?hddmin generate `).MatchString(c.line):
			assert.Equal(t, "README.md", c.doc, "TestGenerateDocs does not read this file: %s", c.line)
		case strings.Contains(c.line, "go test ./... && go test -race ./..."):
			ci := readFile(t, filepath.Join("..", "..", ".ci", "run"))
			assert.Contains(t, ci, "\n"+c.line+"\n", ".ci/run runs the README's test command")
		case c.line == longSuite:
			// The suite with the checks the build tag long gates in full
			// (internal/long): a command of its own, not CI's.
			assert.Equal(t, "README.md", c.doc, "the README names the suite in full: %s", c.line)
		case slices.Index(words, "go") >= 0 && slices.Index(words, "test") == slices.Index(words, "go")+1:
			checkBenchmarksExist(t, c)
		case notRunnable[c.line] != "":
			t.Logf("%s: not run (%s): %s", c.doc, notRunnable[c.line], c.line)
		case regexp.MustCompile(`^((CGO_ENABLED=0 )?go build -o hddmin \./cmd/hddmin( && )?)?(\./)?hddmin( |$)`).MatchString(c.line) || regexp.MustCompile(`^(CGO_ENABLED=0 )?go build -o hddmin \./cmd/hddmin`).MatchString(c.line):
			here = append(here, c)
		default:
			t.Errorf("%s (%s): no test runs this command: %s", c.doc, c.section, c.line)
		}
	}
	require.NotEmpty(t, here)
	if testing.Short() {
		t.Skip("builds hddmin and runs the docs' reductions")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin: the same without -race")
	}
	bin := sharedBinary(t)
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	for _, c := range here {
		t.Run(c.doc+"/"+c.line, func(t *testing.T) {
			t.Parallel() // each in a folder of its own
			work := docWorkspace(t, root, bin, c)
			cmd := exec.Command("sh", "-c", c.line)
			cmd.Dir = work
			cmd.Env = append(os.Environ(), "PATH="+work+string(os.PathListSeparator)+os.Getenv("PATH"))
			printed, err := cmd.CombinedOutput()
			require.NoError(t, err, "%s\n%s", c.line, printed)
			assert.NotContains(t, string(printed), "error", c.line)
			if m := regexp.MustCompile(`-o (\S+)`).FindStringSubmatch(c.line); m != nil {
				out, err := os.ReadFile(filepath.Join(work, m[1]))
				require.NoError(t, err, "the result the command writes")
				assert.NotEmpty(t, out)
			}
		})
	}
}

// TestDocsInRepository: README.md and docs/ name no path outside the
// repository (../shared, where this project's benchmark cases and corpus
// sit, is not there for a reader): they say what a case is instead.
func TestDocsInRepository(t *testing.T) {
	docs, err := filepath.Glob(filepath.Join("..", "..", "docs", "*.md"))
	require.NoError(t, err)
	for _, doc := range append(docs, filepath.Join("..", "..", "README.md")) {
		for i, line := range strings.Split(readFile(t, doc), "\n") {
			assert.NotContains(t, line, "../shared", "%s:%d", doc, i+1)
		}
	}
}

// TestReadmeFirstScreen: the README's first screen shows the example's
// test script as it is, and the reduction with a grammar of one's own
// gives the bytes the README says.
func TestReadmeFirstScreen(t *testing.T) {
	readme := readFile(t, filepath.Join("..", "..", "README.md"))
	m := regexp.MustCompile("(?s)```\n(#!/bin/sh\n.*?)```").FindStringSubmatch(readme)
	require.NotNil(t, m, "the example's test script in the README")
	assert.Equal(t, readFile(t, filepath.Join("..", "..", "testdata", "example", "test.sh")), m[1])
	assert.LessOrEqual(t, strings.Count(m[1], "\n"), 5, "five lines")
	claim := regexp.MustCompile("the 14 bytes\n`([^`]*)`").FindStringSubmatch(readme)
	require.NotNil(t, claim, "the README's result with Calc.g4")
	if testing.Short() {
		t.Skip("runs a reduction")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "prog.reduced.calc")
	example := filepath.Join("..", "..", "testdata", "example")
	code, _, stderr := hddmin(t, "-j", "1", "-q", "-g", filepath.Join(example, "Calc.g4"), "-t", filepath.Join(example, "calc-test.sh"), "-o", out, filepath.Join(example, "prog.calc"))
	require.Equal(t, exitReduced, code, stderr)
	assert.Equal(t, claim[1], readFile(t, out))
}

// docWorkspace returns a folder laid out as the repository's root for
// the command c: links to its files and folders, hddmin built,
// and the files the command names that the repository does not hold (the
// islands example's grammar, file and test) made.
func docWorkspace(t *testing.T, root, bin string, c docCommand) string {
	t.Helper()
	work := t.TempDir()
	entries, err := os.ReadDir(root)
	require.NoError(t, err)
	for _, e := range entries {
		if name := e.Name(); name != "hddmin" && !strings.HasPrefix(name, ".") {
			require.NoError(t, os.Symlink(filepath.Join(root, name), filepath.Join(work, name)))
		}
	}
	data, err := os.ReadFile(bin)
	require.NoError(t, err)
	writeFile(t, work, "hddmin", string(data), 0o755)
	if strings.Contains(c.line, "--islands islands.json") {
		sqlite := filepath.Join(root, "..", "shared", "grammars-v4", "sqlite")
		if _, err := os.Stat(sqlite); err != nil {
			t.Skipf("the islands example reads grammars-v4's SQLite grammar, not found beside the repository (../shared/grammars-v4/sqlite): %v", err)
		}
		for _, g := range []string{"SQLiteLexer.g4", "SQLiteParser.g4"} {
			require.NoError(t, os.Symlink(filepath.Join(sqlite, g), filepath.Join(work, g)))
		}
		doc := readFile(t, filepath.Join(root, "docs", c.doc))
		m := regexp.MustCompile("(?s)```json\n(\\{\"islands\".*?)```").FindStringSubmatch(doc)
		require.NotNil(t, m, "the islands example's file")
		writeFile(t, work, "islands.json", m[1], 0o644)
		writeFile(t, work, "queries.json", `{"report": "select a, b from t where a > 1 group by b", "other": "no sql here"}`+"\n", 0o644)
		writeFile(t, work, "test.sh", "#!/bin/sh\ngrep -q 'group by' \"$1\"\n", 0o755)
	}
	return work
}

// checkBenchmarksExist checks a docs' go test line: its package exists
// and, with -bench, a benchmark of that package matches the pattern's
// first part.
func checkBenchmarksExist(t *testing.T, c docCommand) {
	t.Helper()
	m := regexp.MustCompile(`go test (\./\S+)`).FindStringSubmatch(c.line)
	if !assert.NotNil(t, m, "%s: a go test line names its package: %s", c.doc, c.line) {
		return
	}
	dir := filepath.Join("..", "..", strings.TrimSuffix(m[1], "/..."))
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	require.NoError(t, err)
	if !assert.NotEmpty(t, files, "%s: no tests in %s: %s", c.doc, m[1], c.line) {
		return
	}
	b := regexp.MustCompile(`-bench '?([^' ]+)'?`).FindStringSubmatch(c.line)
	if b == nil {
		return
	}
	pattern := regexp.MustCompile(strings.SplitN(b[1], "/", 2)[0])
	for _, f := range files {
		for _, name := range regexp.MustCompile(`(?m)^func (Benchmark\w+)\(`).FindAllStringSubmatch(readFile(t, f), -1) {
			if pattern.MatchString(name[1]) {
				return
			}
		}
	}
	t.Errorf("%s: no benchmark of %s matches %q: %s", c.doc, m[1], b[1], c.line)
}

// TestCILongRun: .ci/run runs the README's second command (longSuite)
// for exactly the tests that consult long.Enabled, each in its package:
// the rest of that command runs as in the first. A function that consults
// long.Enabled is a test of its own (a helper's callers could not be
// told), and only tests do.
func TestCILongRun(t *testing.T) {
	root := filepath.Join("..", "..")
	m := regexp.MustCompile(`(?m)^go test -tags long -timeout 30m -run '\^\((\w+(?:\|\w+)*)\)\$'((?: \S+)+)$`).FindStringSubmatch(readFile(t, filepath.Join(root, ".ci", "run")))
	require.NotNil(t, m, ".ci/run runs %s with -run '^(TestA|TestB)$' and the packages of those tests", longSuite)
	tests, pkgs := map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := goparser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || !consultsLong(fn) {
				continue
			}
			rel, _ := filepath.Rel(root, filepath.Dir(path))
			if assert.True(t, strings.HasSuffix(path, "_test.go") && strings.HasPrefix(fn.Name.Name, "Test") && fn.Recv == nil,
				"%s: %s consults long.Enabled: only a test may (go test -run picks tests)", path, fn.Name.Name) {
				tests[fn.Name.Name] = true
				pkgs["./"+filepath.ToSlash(rel)] = true
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, tests)
	if pkgs["./."] {
		delete(pkgs, "./.")
		pkgs["."] = true
	}
	assert.ElementsMatch(t, slices.Sorted(maps.Keys(tests)), strings.Split(m[1], "|"), ".ci/run's -run: the tests that consult long.Enabled")
	assert.ElementsMatch(t, slices.Sorted(maps.Keys(pkgs)), strings.Fields(m[2]), ".ci/run's packages: those of the tests")
}

// consultsLong reports whether fn reads long.Enabled.
func consultsLong(fn *ast.FuncDecl) bool {
	found := false
	ast.Inspect(fn, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Enabled" {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == "long" {
				found = true
			}
		}
		return !found
	})
	return found
}
