package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hddmin/hddmin/internal/atomicfile"
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
	if a.folder != nil {
		return a.planFolderOutputs(testFiles)
	}
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
	for _, f := range []struct{ path, flag string }{{o.result, "-o"}, {o.report, "--report"}} {
		if f.path == "" {
			continue
		}
		lock, err := lockOutput(f.path, f.flag)
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
// temporary file and a rename in its folder (see atomicfile.Write).
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
	f, err := os.CreateTemp(dir, atomicfile.TempPattern(path))
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

// lockName is the lock file of output path: .NAME.lock beside it, or, for
// a name too long for that, .PREFIX-HASH.lock, a prefix of the name and a
// hash of all of it.
func lockName(path string) string {
	base := filepath.Base(path)
	name := "." + base + ".lock"
	if len(name) > atomicfile.MaxName {
		sum := sha256.Sum256([]byte(base))
		name = "." + atomicfile.ShortName(base, atomicfile.MaxName-len(".-.lock")-16) + "-" + hex.EncodeToString(sum[:8]) + ".lock"
	}
	return filepath.Join(filepath.Dir(path), name)
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
