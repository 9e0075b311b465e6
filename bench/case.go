package bench

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/internal/shell"
	"github.com/hddmin/hddmin/internal/tail"
	"github.com/hddmin/hddmin/internal/watchdog"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// A Case is a folder with test.sh and one input: what a bench reduces.
type Case struct {
	// Name is its name in results.json: the folder's, with as many of its
	// parents as tell it apart from the other cases of a bench.
	Name  string
	Dir   string // absolute
	Input string // absolute: a file, or a folder (see ReadCase)
	Test  string // absolute
	Size  int    // of the input, in bytes (of its files, for a folder)
	// Flags are hddmin's flags of hddmin.args, with the files they name
	// made absolute, and FlagsText the same as the file gives them.
	Flags     []string
	FlagsText string

	verifyTimeout time.Duration // the time limit of the test of a result
	runTimeout    time.Duration // the time limit of a run; 0 for none

	launch  *testcmd.Launcher // runs the case's test, if not nil (see bencher.remote)
	tempDir string            // where the test's folders go ("" for the system's)
	fold    *folder.Folder    // the input's files, if it is a folder
}

// caseFolder is the name of the folder that is a case's input, when the
// input is a folder of files (a page and its script, a C file and its
// header).
const caseFolder = "input"

// caseArgs is the file of a case that gives the flags hddmin needs for it
// and the name of its input.
const caseArgs = "hddmin.args"

// ReadCase reads the case in dir: test.sh and the input named in
// hddmin.args, else the one input file, the one named input.* if there
// are several (known results beside it, as in ../shared/bench). README
// files, .txt and .md files, hidden files and folders are not inputs, but
// a folder named input (or named in hddmin.args) is: the case's files,
// which hddmin reduces together.
// The flags of hddmin.args are checked with parse, if not nil.
func ReadCase(dir string, parse FlagParser) (Case, error) {
	c := Case{Name: filepath.Base(filepath.Clean(dir))}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return c, err
	}
	c.Dir = abs
	entries, err := os.ReadDir(dir)
	if err != nil {
		return c, fmt.Errorf("not a readable folder: %v", err)
	}
	var inputs []string
	hasTest, hasArgs, hasFolder := false, false, false
	for _, e := range entries {
		name := e.Name()
		switch {
		case name == "test.sh":
			hasTest = !e.IsDir()
		case name == caseArgs:
			hasArgs = true
		case name == caseFolder && e.IsDir():
			hasFolder = true
		case e.IsDir() || strings.HasPrefix(name, ".") || strings.HasPrefix(strings.ToUpper(name), "README"),
			strings.HasSuffix(name, ".txt"), strings.HasSuffix(name, ".md"):
		default:
			inputs = append(inputs, name)
		}
	}
	if !hasTest {
		return c, errNoTest
	}
	c.Test = filepath.Join(c.Dir, "test.sh")
	if hasArgs {
		name, err := c.readArgs(parse)
		if err != nil {
			return c, err
		}
		inputs = []string{name}
	}
	if hasFolder && !hasArgs {
		inputs = []string{caseFolder}
	}
	if len(inputs) > 1 {
		inputs = slices.DeleteFunc(inputs, func(n string) bool { return !strings.HasPrefix(n, "input.") })
		if len(inputs) != 1 {
			return c, errors.New("several input files and not one of them named input.*")
		}
	}
	if len(inputs) == 0 {
		return c, errors.New("no input file")
	}
	c.Input = filepath.Join(c.Dir, inputs[0])
	st, err := os.Stat(c.Input)
	if err != nil {
		return c, err
	}
	if st.IsDir() {
		if c.fold, err = folder.Read(c.Input); err != nil {
			return c, err
		}
		if len(c.fold.Files) == 0 {
			return c, fmt.Errorf("the input folder %s has no files", inputs[0])
		}
		c.Size = c.fold.Bytes()
		return c, nil
	}
	if !st.Mode().IsRegular() {
		return c, fmt.Errorf("the input %s is not a regular file", inputs[0])
	}
	c.Size = int(st.Size())
	return c, nil
}

// text returns the input as a test gets it: the file's bytes, or the
// encoding of the folder's files.
func (c *Case) text() ([]byte, error) {
	if c.fold != nil {
		return c.fold.Encode(), nil
	}
	return os.ReadFile(c.Input)
}

// result returns a result at path, as a test gets it, and its size: the
// file's bytes, or the encoding of the folder's files and their bytes.
func (c *Case) result(path string) ([]byte, int, error) {
	if c.fold != nil {
		return c.fold.Text(path)
	}
	data, err := os.ReadFile(path)
	return data, len(data), err
}

// readArgs reads the case's hddmin.args: hddmin's flags, then the input's
// name, split as a shell would, on one line. The files the flags name are
// relative to the case's folder. It returns the input's name.
func (c *Case) readArgs(parse FlagParser) (string, error) {
	path := filepath.Join(c.Dir, caseArgs)
	data, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	text := strings.TrimSpace(string(data))
	if strings.ContainsAny(text, "\n\r") {
		return "", fmt.Errorf("%s: want one line: the flags, then the input's name", caseArgs)
	}
	words, err := shell.Split(text)
	if err != nil {
		return "", fmt.Errorf("%s: %v", caseArgs, err)
	}
	if len(words) == 0 {
		return "", fmt.Errorf("%s: empty: want the flags, then the input's name", caseArgs)
	}
	input := words[len(words)-1]
	flags := words[:len(words)-1]
	if input == "" || strings.HasPrefix(input, "-") || strings.ContainsRune(input, filepath.Separator) {
		return "", fmt.Errorf("%s: the last word, %q, is not the name of a file of the case", caseArgs, input)
	}
	if err := checkCaseFlags(parse, flags); err != nil {
		return "", fmt.Errorf("%s: %v", caseArgs, err)
	}
	c.Flags = absoluteFlags(flags, c.Dir)
	c.FlagsText = strings.TrimSpace(strings.TrimSuffix(text, input))
	if strings.HasSuffix(c.FlagsText, "'") || strings.HasSuffix(c.FlagsText, `"`) {
		c.FlagsText = shell.Join(flags)
	}
	return input, nil
}

// pathFlags are hddmin's flags whose value is a file or a folder.
var pathFlags = map[string]bool{"-g": true, "--grammar": true, "--grammar-lib": true, "--islands": true, "--replacements": true}

// absoluteFlags returns flags with the files they name made absolute,
// relative to dir; a bundled grammar's name given to -g stays as it is.
func absoluteFlags(flags []string, dir string) []string {
	out := slices.Clone(flags)
	fix := func(flag, v string) string {
		if v == "" || filepath.IsAbs(v) {
			return v
		}
		if (flag == "-g" || flag == "--grammar") && filepath.Ext(v) == "" && !strings.ContainsRune(v, filepath.Separator) {
			return v // a bundled grammar
		}
		return filepath.Join(dir, v)
	}
	for i := 0; i < len(out); i++ {
		w := out[i]
		if name, v, ok := strings.Cut(w, "="); ok && pathFlags[name] {
			out[i] = name + "=" + fix(name, v)
			continue
		}
		if pathFlags[w] && i+1 < len(out) {
			out[i+1] = fix(w, out[i+1])
			i++
			continue
		}
		if strings.HasPrefix(w, "-g") && !strings.HasPrefix(w, "--") && len(w) > 2 {
			out[i] = "-g" + fix("-g", w[2:])
		}
	}
	return out
}

// checkCaseFlags refuses flags of hddmin.args that hddmin does not take,
// or that hddmin bench gives itself; without parse, none.
func checkCaseFlags(parse FlagParser, flags []string) error {
	if parse == nil {
		return nil
	}
	p, err := parse(flags)
	if err != nil {
		return err
	}
	for _, f := range []string{"test", "output", "report", "dump", "version", "help", "quiet", "verbose"} {
		if slices.Contains(p.Given, f) {
			return fmt.Errorf("--%s is hddmin bench's to give", f)
		}
	}
	if len(p.Args) > 0 {
		return fmt.Errorf("the flags name a file (%s)", p.Args[0])
	}
	return nil
}

// nameCases names the cases for results.json: a case with runs in
// results.json by the name they have there; any other by its folder's
// name, but, where two cases would share a name (a/same, b/same), or a
// case would take the name of another folder's runs, by as many of the
// folder's parents as tell them apart, so that no two cases ever share a
// result or its files.
func (b *bencher) nameCases(cases []Case) {
	parts := make([][]string, len(cases))
	depth := make([]int, len(cases))
	fixed := make([]string, len(cases))
	for i, c := range cases {
		parts[i] = strings.FieldsFunc(filepath.ToSlash(c.Dir), func(r rune) bool { return r == '/' })
		depth[i] = 1
		for _, r := range b.results.Runs {
			if r.casePath() == c.Dir {
				fixed[i] = r.Case
				break
			}
		}
	}
	name := func(i int) string {
		p := parts[i]
		switch {
		case fixed[i] != "":
			return fixed[i]
		case depth[i] > len(p):
			return fmt.Sprintf("%s#%d", strings.Join(p, "/"), depth[i]-len(p)+1)
		}
		return strings.Join(p[len(p)-depth[i]:], "/")
	}
	taken := func(i int) bool { // by another case, or by another folder's runs
		n := fileName(name(i))
		for j := range cases {
			if j != i && fileName(name(j)) == n {
				return true
			}
		}
		for _, r := range b.results.Runs {
			if fileName(r.Case) == n && r.casePath() != cases[i].Dir {
				return true
			}
		}
		return false
	}
	// Invariant: each round makes longer the names that clash and have a
	// parent folder left to add (but those results.json gives, which clash
	// with none); a name that clashes with no other stays. Once no name
	// that clashes can grow, the whole paths that still clash as file
	// names (a/same and a_same are both a_same) are numbered one at a
	// time, each to the first number no other name takes: were they
	// numbered together, a/same#2 and a_same#2 would clash again, for ever.
	for {
		var clash []int
		for i := range cases {
			if fixed[i] == "" && taken(i) {
				clash = append(clash, i)
			}
		}
		if len(clash) == 0 {
			break
		}
		grew := false
		for _, i := range clash {
			if depth[i] < len(parts[i]) {
				depth[i]++
				grew = true
			}
		}
		if grew {
			continue
		}
		for _, i := range clash {
			for taken(i) {
				depth[i]++
			}
		}
	}
	for i := range cases {
		cases[i].Name = name(i)
	}
}

// checkInput runs the case's test on its input, as hddmin does, and sets
// the time limits of the runs and of the verifications from it. The test
// of the input is bounded too (by RunTimeout, or inputTimeout): a case
// whose test hangs is skipped, and the others run.
func (b *bencher) checkInput(ctx context.Context, c *Case) error {
	data, err := c.text()
	if err != nil {
		return err
	}
	limit := inputTimeout
	switch {
	case b.opts.RunTimeout < 0:
		limit = 0
	case b.opts.RunTimeout > 0:
		limit = b.opts.RunTimeout
	}
	start := time.Now()
	waited, told := make(chan struct{}), make(chan struct{})
	defer func() { close(waited); <-told }() // the notice is written before what follows
	notice := waitNotice
	go func() {
		defer close(told)
		select {
		case <-waited:
		case <-time.After(notice):
			if limit > 0 {
				b.logf("case %s: the test of its input has run for %v; it is stopped after %v, and the other cases go on meanwhile", c.Name, notice, limit)
			} else {
				b.logf("case %s: the test of its input has run for %v, with no time limit (--run-timeout 0); the other cases go on meanwhile", c.Name, notice)
			}
		}
	}()
	ok, ended, err := runCaseTest(ctx, b.dog, c, data, limit)
	var timeout *testTimeout
	if errors.As(err, &timeout) {
		// A test that timed out has no outcome: the input is not "not
		// interesting".
		hint := "raise --run-timeout, or give --run-timeout 0 for no limit"
		if b.opts.RunTimeout == 0 {
			hint = fmt.Sprintf("%v is the limit of the test of an input without --run-timeout; give --run-timeout for another, or 0 for none", limit)
		}
		return fmt.Errorf("the test of %s timed out after %v: %s", filepath.Base(c.Input), limit, hint)
	}
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%s is not interesting: %s", filepath.Base(c.Input), ended)
	}
	took := time.Since(start)
	c.verifyTimeout = max(10*time.Second, 20*took)
	switch {
	case b.opts.RunTimeout < 0:
	case b.opts.RunTimeout > 0:
		c.runTimeout = b.opts.RunTimeout
	default:
		c.runTimeout = max(minRunTimeout, runTimeoutFactor*took)
	}
	return nil
}

// The time limits of hddmin bench: the default time limit of a run
// (runTimeoutFactor times the test of the input, at least minRunTimeout),
// that of the test of a case's input, and when a test of an input still
// running is announced (variables for the tests).
const (
	minRunTimeout    = 30 * time.Minute
	runTimeoutFactor = 2000
)

var (
	inputTimeout = 5 * time.Minute
	waitNotice   = 10 * time.Second
)

// testTimeout is the error of a test of a case that reached its time
// limit: it has no outcome.
type testTimeout struct{ limit time.Duration }

func (e *testTimeout) Error() string { return fmt.Sprintf("timed out after %v", e.limit) }

// runCaseTest runs the test of c on text, as hddmin runs a test: the text
// under the input's name in a fresh temporary directory (for a folder,
// its files, see Case.text). It reports
// whether text is interesting and how the test ended, with the end of its
// output if it was not; a test that reaches timeout is a *testTimeout.
func runCaseTest(ctx context.Context, dog *watchdog.Watchdog, c *Case, text []byte, timeout time.Duration) (bool, string, error) {
	cmd, err := testcmd.New([]string{c.Test}, filepath.Base(c.Input))
	if err != nil {
		return false, "", caseTestHint(c.Test, err)
	}
	dog.WatchTests(cmd)
	if c.fold != nil {
		cmd.Write = c.fold.Materialize
	}
	// The test gets the candidate's path in its own folder: a relative
	// TMPDIR would not name it from there.
	if cmd.TempDir, err = filepath.Abs(os.TempDir()); err != nil {
		return false, "", err
	}
	// The test's folder goes in one of bench's own, which the watchdog
	// removes if bench dies before it can.
	if cmd.TempDir, err = os.MkdirTemp(cmd.TempDir, "hddmin-case-"); err != nil {
		return false, "", err
	}
	dog.Dir(cmd.TempDir, true)
	defer func(dir string) {
		os.RemoveAll(dir)
		dog.Dir(dir, false)
	}(cmd.TempDir)
	cmd.Launcher = c.launch
	if c.tempDir != "" {
		if err := os.MkdirAll(c.tempDir, 0o755); err != nil {
			return false, "", err
		}
		cmd.TempDir = c.tempDir
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	var out tail.Buffer
	o, ended, err := cmd.Run(ctx, text, &out)
	if errors.Is(err, context.DeadlineExceeded) {
		return false, "", &testTimeout{timeout}
	}
	if err != nil {
		return false, "", caseTestHint(c.Test, err)
	}
	if o != reduce.Interesting {
		if s := strings.TrimSpace(out.String()); s != "" {
			ended += ": " + s
		}
		return false, ended, nil
	}
	return true, ended, nil
}

// caseTestHint adds to an error of a case's test what to do about it.
func caseTestHint(test string, err error) error {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%w; make it executable: chmod +x %s", err, test)
	case errors.Is(err, syscall.ENOEXEC):
		return fmt.Errorf("%w; %s", err, shell.NoShebang(test))
	}
	return err
}
