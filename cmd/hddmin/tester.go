package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hddmin/hddmin/internal/shell"
	"github.com/hddmin/hddmin/internal/tail"
	"github.com/hddmin/hddmin/internal/watchdog"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// testRunner runs the test on a candidate, with the test's output to out,
// and says how it ended ("exit status 1"); Abort kills every test running
// at once and fails the later ones. *testcmd.Command is the real one; tests
// of the command put others in app.newTest.
type testRunner interface {
	Run(ctx context.Context, candidate []byte, out io.Writer) (reduce.Outcome, string, error)
	Abort()
}

// testSetup is what the test needs to know about the run.
type testSetup struct {
	words     []string // the test command, split
	name      string   // the file name of the candidate
	tempDir   string   // absolute
	keepTemps bool
	launcher  []string           // --launcher, split; nil for none
	dog       *watchdog.Watchdog // to tell of each test's process group
	// write, if set, writes a candidate for the test (a folder's files);
	// nil writes it as it is.
	write func(path string, candidate []byte) error
}

// newCommand is the real app.newTest: a testcmd.Command.
func newCommand(s testSetup) (testRunner, error) {
	c, err := testcmd.New(s.words, s.name)
	if err != nil {
		return nil, explainLookup(s.words[0], err)
	}
	c.TempDir, c.KeepTemps, c.Write = s.tempDir, s.keepTemps, s.write
	if s.launcher != nil {
		if c.Launcher, err = testcmd.NewLauncher(s.launcher); err != nil {
			return nil, err
		}
	}
	s.dog.WatchTests(c)
	return c, nil
}

// explainLookup adds to the error of a test command that cannot be run
// what the user most likely meant.
func explainLookup(prog string, err error) error {
	switch {
	case !strings.ContainsRune(prog, filepath.Separator) && isFile(prog):
		return fmt.Errorf("%w; to run the file %s in this folder, give -t ./%s", err, prog, prog)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%w; make it executable (chmod +x %s), or give -t 'sh %s'", err, prog, prog)
	}
	return err
}

// isFile reports whether path names a regular file.
func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}

// testWords splits -t into words: the whole of it if it names a file,
// else words as a shell splits them. The words after the first that name
// files of this folder become absolute paths, since the test runs in a
// temporary directory (-t "sh test.sh" runs /here/test.sh).
func testWords(test string) ([]string, error) {
	if isFile(test) {
		return []string{test}, nil
	}
	words, err := shell.Split(test)
	if err != nil {
		return nil, fmt.Errorf("-t: %v", err)
	}
	if len(words) == 0 {
		return nil, errors.New("-t: no test command")
	}
	for i, w := range words[1:] {
		if !filepath.IsAbs(w) && !strings.HasPrefix(w, "-") && isFile(w) {
			if abs, err := filepath.Abs(w); err == nil {
				words[i+1] = abs
			}
		}
	}
	return words, nil
}

// testFiles are the files the test command names: its program and the
// files among its arguments, which no output may overwrite.
func testFiles(words []string) []string {
	var files []string
	for i, w := range words {
		if i == 0 && !strings.ContainsRune(w, filepath.Separator) {
			if p, err := exec.LookPath(w); err == nil {
				files = append(files, p)
			}
			continue
		}
		if isFile(w) {
			files = append(files, w)
		}
	}
	return files
}

// inputTester is the Tester of a reduction: the first test it runs, that
// of the input, keeps what the test printed (its end) and how it ended, to
// say why an input is not interesting without running the test again.
type inputTester struct {
	run     testRunner
	started atomic.Bool
	// failed, if set, is told of a test that could not run (not one
	// cancelled); tested, that the test of the input has ended.
	failed func(error)
	tested func()
	done   atomic.Bool // the test of the input has ended

	mu     sync.Mutex
	output tail.Buffer // what the test of the input printed
	ended  string      // how it ended
}

func (t *inputTester) Test(ctx context.Context, candidate []byte) (reduce.Outcome, error) {
	if t.started.Swap(true) {
		o, _, err := t.run.Run(ctx, candidate, nil)
		t.check(ctx, err)
		return o, err
	}
	t.mu.Lock()
	o, ended, err := t.run.Run(ctx, candidate, &t.output)
	t.ended = ended
	t.mu.Unlock()
	t.done.Store(true)
	if t.tested != nil {
		t.tested()
	}
	t.check(ctx, err)
	return o, err
}

// check passes on the error of a test that could not run.
func (t *inputTester) check(ctx context.Context, err error) {
	if err != nil && ctx.Err() == nil && t.failed != nil && !errors.Is(err, testcmd.ErrAborted) &&
		!errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
		t.failed(err)
	}
}

// first returns how the test of the input ended and what it printed.
func (t *inputTester) first() (ended, output string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ended, t.output.String()
}
