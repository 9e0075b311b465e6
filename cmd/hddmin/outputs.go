package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// outputs are the files a reduction writes. They are checked before the
// first test, so that a run never ends, after hours, unable to write its
// result, and never writes over the input, the test, or one output over
// another.
type outputs struct {
	result string     // where the result goes
	report string     // the --report file, or ""
	locks  []*os.File // held while this run writes result and report (see lockOutput)
}

// planOutputs decides where the result goes and checks that it and the
// report can be written, that neither is the input, a file of the test
// (testFiles) or the other, and takes the locks on both: two runs never
// write one output, nor one report.
func (a *app) planOutputs(testFiles []string) (*outputs, error) {
	cfg := a.cfg
	o := &outputs{result: cfg.output, report: cfg.report}
	if o.result == "" {
		if a.fromStdin() {
			return nil, errors.New("INPUT - (standard input) needs -o FILE for the result")
		}
		if st, err := os.Stat(cfg.input); err == nil && !st.Mode().IsRegular() {
			return nil, fmt.Errorf("%s is not a regular file: give the output with -o FILE", cfg.input)
		}
		ext := filepath.Ext(cfg.input)
		o.result = strings.TrimSuffix(cfg.input, ext) + ".reduced" + ext
	}
	type named struct{ what, path string }
	var protected []named
	if !a.fromStdin() {
		protected = append(protected, named{"the input", cfg.input})
	}
	for _, f := range testFiles {
		protected = append(protected, named{"a file of the test", f})
	}
	check := func(what, path string) error {
		if err := writable(what, path); err != nil {
			return err
		}
		for _, p := range protected {
			if sameFile(path, p.path) {
				return fmt.Errorf("%s %s is %s: choose another", what, shown(path), p.what)
			}
		}
		protected = append(protected, named{what, path})
		return nil
	}
	if err := check("the output", o.result); err != nil {
		return nil, err
	}
	if o.report != "" {
		if err := check("--report", o.report); err != nil {
			return nil, err
		}
	}
	for _, path := range []string{o.result, o.report} {
		if path == "" {
			continue
		}
		lock, err := lockOutput(path)
		if err != nil {
			o.release()
			return nil, err
		}
		if lock != nil {
			o.locks = append(o.locks, lock)
		}
	}
	return o, nil
}

// release gives up the locks.
func (o *outputs) release() {
	if o == nil {
		return
	}
	for _, l := range o.locks {
		unlockOutput(l)
	}
	o.locks = nil
}

// writable checks that path can be written, as a regular file, by a
// temporary file and a rename in its folder (see writeAtomic).
func writable(what, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("%s %s: %v", what, shown(path), err)
	}
	if abs == "/dev" || strings.HasPrefix(abs, "/dev/") {
		return fmt.Errorf("%s %s is under /dev: give a regular file", what, shown(path))
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("%s %s: the folder %s does not exist", what, shown(path), shown(dir))
	}
	switch st, err := os.Stat(path); {
	case err == nil && st.IsDir():
		return fmt.Errorf("%s %s is a directory: give a file name", what, shown(path))
	case err == nil && !st.Mode().IsRegular():
		return fmt.Errorf("%s %s is not a regular file", what, shown(path))
	case err != nil && !errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("%s: %v", what, err)
	}
	f, err := os.CreateTemp(dir, tempPattern(path))
	if err != nil {
		return fmt.Errorf("%s %s cannot be written: %v", what, shown(path), err)
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// sameFile reports whether paths a and b name the same file: the same
// file on disk, through links included, or, if either does not exist yet,
// the same absolute path once the links of its folder are followed.
func sameFile(a, b string) bool {
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(sa, sb)
	}
	return canonical(a) == canonical(b)
}

// canonical is path made absolute, with the links of its folder followed.
func canonical(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(dir, filepath.Base(abs))
	}
	return abs
}

// runDirPrefix begins the name of the folder of a run's tests in the
// temporary directory (see makeRunDir); each test has a folder in it.
const runDirPrefix = "hddmin-run-"

// removeTree removes dir and what it holds, after making the folders in
// it writable if need be: a test may leave a read-only folder.
func removeTree(dir string) {
	if os.RemoveAll(dir) == nil {
		return
	}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(path, 0o700)
		}
		return nil
	})
	os.RemoveAll(dir)
}

// maxName is the longest file name most file systems take, in bytes.
const maxName = 255

// tempPattern is the pattern (for os.CreateTemp) of the hidden temporary
// file through which path is written: .NAME.tmp and up to 10 digits,
// NAME cut short where a long name would make it too long.
func tempPattern(path string) string {
	return "." + shortName(filepath.Base(path), maxName-len(".")-len(".tmp")-10) + ".tmp*"
}

// lockName is the lock file of output path: .NAME.lock beside it, or, for
// a name too long for that, .PREFIX-HASH.lock, a prefix of the name and a
// hash of all of it.
func lockName(path string) string {
	base := filepath.Base(path)
	name := "." + base + ".lock"
	if len(name) > maxName {
		sum := sha256.Sum256([]byte(base))
		name = "." + shortName(base, maxName-len(".-.lock")-16) + "-" + hex.EncodeToString(sum[:8]) + ".lock"
	}
	return filepath.Join(filepath.Dir(path), name)
}

// shortName is name cut to at most n bytes, at a character's start.
func shortName(name string, n int) string {
	if len(name) <= n {
		return name
	}
	for n > 0 && !utf8.RuneStart(name[n]) {
		n--
	}
	return name[:n]
}

// shown is a file name as messages show it: as it is, or quoted, with
// escapes, if it holds a line break or another control character (which
// would break the one-line messages) or is not UTF-8.
func shown(path string) string {
	if !utf8.ValidString(path) || strings.ContainsFunc(path, unicode.IsControl) {
		return strconv.Quote(path)
	}
	return path
}
