package g4

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/hddmin/hddmin/internal/watch"
)

// loader is one run of Loader.Load.
type loader struct {
	*Loader
	read     map[string]*grammarFile // files read, by cleaned path
	errs     ErrorList
	warnings ErrorList
	w        *watch.Watch
}

func (ld *loader) errorf(file string, pos Pos, format string, args ...any) {
	ld.errs = append(ld.errs, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (ld *loader) warnf(file string, pos Pos, format string, args ...any) {
	ld.warnings = append(ld.warnings, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...), Warning: true})
}

func (ld *loader) readFile(name string) ([]byte, error) {
	if ld.ReadFile != nil {
		return ld.ReadFile(name)
	}
	return os.ReadFile(name)
}

// parse reads and parses the grammar file at path. A file that cannot be
// read or parsed adds its errors and gives nil.
func (ld *loader) parse(path string) *grammarFile {
	key := filepath.Clean(path)
	if f, ok := ld.read[key]; ok {
		return f
	}
	ld.read[key] = nil
	src, err := ld.readFile(path)
	if err != nil {
		ld.errs = append(ld.errs, &Error{File: path, Msg: readError(err)})
		return nil
	}
	ld.w.Begin("reading "+path, 0)
	f, err := read(path, src, ld.w.Check)
	if err != nil {
		var list ErrorList
		if errors.As(err, &list) {
			ld.errs = append(ld.errs, list...)
		} else {
			ld.errs = append(ld.errs, &Error{File: path, Msg: err.Error()})
		}
		return nil
	}
	ld.read[key] = f
	return f
}

// readError words an error reading a grammar file without repeating its
// path.
func readError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return "cannot read the grammar: " + err.Error()
}

// dirs lists the folders searched for a grammar file asked for from a
// grammar in folder dir, under a root grammar in folder rootDir.
func (ld *loader) dirs(dir, rootDir string) []string {
	out := []string{dir}
	if rootDir != "" && rootDir != dir {
		out = append(out, rootDir)
	}
	for _, lib := range ld.Libs {
		if !slices.Contains(out, lib) {
			out = append(out, lib)
		}
	}
	return out
}

// find returns the path of grammar name (with extension .g4, or .g as the
// tool also accepts) in the folders dirs gives, or "".
func (ld *loader) find(name, dir, rootDir string) string {
	for _, d := range ld.dirs(dir, rootDir) {
		for _, ext := range []string{".g4", ".g"} {
			p := filepath.Join(d, name+ext)
			if _, err := ld.readFile(p); err == nil {
				return p
			}
		}
	}
	return ""
}

// optionValue returns the last option called name, or nil.
func optionValue(opts []*option, name string) *option {
	var found *option
	for _, o := range opts {
		if o.Name == name {
			found = o
		}
	}
	return found
}

// Loader reads grammar files and compiles them. Its zero value reads from
// the file system with no library folders.
type Loader struct {
	// Libs are the folders searched, after the folder of the grammar that
	// asks, for imported grammars and for the lexer a tokenVocab option
	// names (the ANTLR tool's -lib).
	Libs []string
	// ReadFile reads a file; nil means os.ReadFile.
	ReadFile func(name string) ([]byte, error)
	// Progress, if set, is called as each stage of the compile begins
	// (reading a file, checking the rules, building the ATN of the lexer
	// or the parser), with done 0 of its total items (0 if it has none to
	// count), and then every 1,024 items with the items done. A grammar of
	// 20,000 rules takes seconds.
	Progress func(stage string, done, total int)
}
