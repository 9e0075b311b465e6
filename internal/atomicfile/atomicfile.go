// Package atomicfile writes files through a temporary file and a rename,
// so that a reader (or a run that dies) never sees half of one: the
// results of hddmin and of hddmin bench.
package atomicfile

import (
	"os"
	"path/filepath"
	"unicode/utf8"
)

// Write writes data to path through a temporary file beside it and a
// rename, so that path always holds a whole file.
func Write(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), TempPattern(path))
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// MaxName is the longest file name most file systems take, in bytes.
const MaxName = 255

// TempPattern is the pattern (for os.CreateTemp) of the hidden temporary
// file through which Write writes path: .NAME.tmp and up to 10 digits,
// NAME cut short where a long name would make it too long.
func TempPattern(path string) string {
	return "." + ShortName(filepath.Base(path), MaxName-len(".")-len(".tmp")-10) + ".tmp*"
}

// ShortName is name cut to at most n bytes, at a character's start.
func ShortName(name string, n int) string {
	if len(name) <= n {
		return name
	}
	for n > 0 && !utf8.RuneStart(name[n]) {
		n--
	}
	return name[:n]
}
