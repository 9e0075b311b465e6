// Package folder is a test case of several files: read from a folder,
// encoded as the one text a reduction works on, decoded again into the
// files of a candidate, and written back, as the test's copy or as the
// result, which is replaced whole.
//
// The encoding puts each file between a header and a trailer that name
// it: Sep, the path, Sep, the content, Sep, "/", the path, Sep. Sep is a
// control byte that no file holds (a longer string with a random part if
// the files hold them all), so that the text of a file never reads as a
// header, and no space is ever needed beside it (see package
// internal/space). A file left out of a candidate has neither; a file
// whose content is gone has both. Decode is strict: the paths must be
// the folder's, in its order, each header closed by its own trailer, so
// that a candidate which erased a header or a trailer (and would move one
// file's content into another) is refused rather than misread.
package folder

import (
	"bytes"
	crand "crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// A File is a regular file of a folder.
type File struct {
	Path string      // relative to the folder, with slashes
	Mode fs.FileMode // its permission bits
	Data []byte
}

// A Link is a symbolic link of a folder, kept as it is.
type Link struct {
	Path, Target string
}

// A Folder is what Read found in a folder: the files a reduction works
// on, and what it keeps as it is (links, empty folders).
type Folder struct {
	Files []File   // sorted by path
	Links []Link   // sorted by path
	Dirs  []string // the folders that hold no file or link, sorted
	Sep   string   // the separator of the encoding (see the package doc)

	index map[string]int // the index of each file's path in Files
}

// ErrSpecial is wrapped by the error of Read on a folder that holds a
// device, a FIFO or a socket: nothing a test case is made of, and nothing
// hddmin could copy for each test.
var ErrSpecial = errors.New("not a regular file, folder or symbolic link")

// Read reads the folder dir: its regular files, with their permissions,
// its symbolic links (not followed) and its empty folders.
func Read(dir string) (*Folder, error) {
	f := &Folder{}
	nonEmpty := map[string]bool{}
	var dirs []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if rel == "." {
			return nil
		}
		for up := path.Dir(rel); up != "."; up = path.Dir(up) {
			nonEmpty[up] = true
		}
		switch t := d.Type(); {
		case t.IsDir():
			dirs = append(dirs, rel)
		case t&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			if err != nil {
				return err
			}
			f.Links = append(f.Links, Link{rel, target})
		case t.IsRegular():
			info, err := d.Info()
			if err != nil {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			f.Files = append(f.Files, File{Path: rel, Mode: info.Mode().Perm(), Data: data})
		default:
			return fmt.Errorf("%s: %w (%v)", p, ErrSpecial, t)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, d := range dirs {
		if !nonEmpty[d] {
			f.Dirs = append(f.Dirs, d)
		}
	}
	f.init()
	return f, nil
}

// New returns the folder of files (with no links or empty folders), for
// tests and for callers that have the files already.
func New(files []File) *Folder {
	f := &Folder{Files: slices.Clone(files)}
	slices.SortFunc(f.Files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	f.init()
	return f
}

// init indexes the files and chooses the separator.
func (f *Folder) init() {
	f.index = make(map[string]int, len(f.Files))
	for i, file := range f.Files {
		f.index[file.Path] = i
	}
	f.Sep = separator(f.Files)
}

// separator returns a control byte that no file holds and that needs no
// space beside any text, or, if the files hold them all, a string of one
// such byte, 16 random letters and digits and another.
func separator(files []File) string {
	var used [256]bool
	for _, file := range files {
		for _, b := range file.Data {
			used[b] = true
		}
	}
	var free []byte
	for _, b := range []byte("\x00\x01\x02\x03\x04\x05\x06\x07\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f") {
		if !used[b] {
			free = append(free, b)
		}
	}
	if len(free) > 0 {
		return string(free[:1])
	}
	var r [8]byte
	crand.Read(r[:])
	return "\x00" + hex.EncodeToString(r[:]) + "\x01"
}

// Header and Trailer are the text before and after the content of the
// file at path p in the encoding.
func (f *Folder) Header(p string) string  { return f.Sep + p + f.Sep }
func (f *Folder) Trailer(p string) string { return f.Sep + "/" + p + f.Sep }

// Encode returns the text of the folder's files.
func (f *Folder) Encode() []byte {
	var b bytes.Buffer
	for _, file := range f.Files {
		b.WriteString(f.Header(file.Path))
		b.Write(file.Data)
		b.WriteString(f.Trailer(file.Path))
	}
	return b.Bytes()
}

// Decode returns the files of text, an encoding of some of the folder's
// files in the folder's order (see the package doc), with the
// permissions of the folder's. Their data are parts of text.
func (f *Folder) Decode(text []byte) ([]File, error) {
	sep := []byte(f.Sep)
	var out []File
	next := 0 // the index in Files of the first file that may come next
	for len(text) > 0 {
		if !bytes.HasPrefix(text, sep) {
			return nil, fmt.Errorf("folder: text before a header: %.20q", text)
		}
		text = text[len(sep):]
		end := bytes.Index(text, sep)
		if end < 0 {
			return nil, errors.New("folder: a header without its end")
		}
		p := string(text[:end])
		i, ok := f.index[p]
		if !ok || i < next {
			return nil, fmt.Errorf("folder: header %q: not a file of the folder, or out of order", p)
		}
		text = text[end+len(sep):]
		trailer := []byte(f.Trailer(p))
		end = bytes.Index(text, sep)
		if end < 0 || !bytes.HasPrefix(text[end:], trailer) {
			return nil, fmt.Errorf("folder: file %q: not closed by its trailer", p)
		}
		out = append(out, File{Path: p, Mode: f.Files[i].Mode, Data: text[:end:end]})
		text = text[end+len(trailer):]
		next = i + 1
	}
	return out, nil
}

// Text returns the encoding, in f's, of the files of the folder dir, a
// reduction of f (a result): its files must be some of f's. It also
// returns their bytes.
func (f *Folder) Text(dir string) ([]byte, int, error) {
	g, err := Read(dir)
	if err != nil {
		return nil, 0, err
	}
	var b bytes.Buffer
	n := 0
	for _, file := range g.Files {
		if _, ok := f.index[file.Path]; !ok {
			return nil, 0, fmt.Errorf("%s: %s is no file of the input", dir, file.Path)
		}
		b.WriteString(f.Header(file.Path))
		b.Write(file.Data)
		b.WriteString(f.Trailer(file.Path))
		n += len(file.Data)
	}
	return b.Bytes(), n, nil
}

// Bytes returns the bytes of the folder's files.
func (f *Folder) Bytes() int {
	n := 0
	for _, file := range f.Files {
		n += len(file.Data)
	}
	return n
}

// Size returns the bytes of the files' contents in text, an encoding of
// the folder's files, or len(text) if it is none.
func (f *Folder) Size(text []byte) int {
	files, err := f.Decode(text)
	if err != nil {
		return len(text)
	}
	n := 0
	for _, file := range files {
		n += len(file.Data)
	}
	return n
}

// Materialize makes the folder dir, which must not exist, with the files
// of text (see Decode), the links and the empty folders.
func (f *Folder) Materialize(dir string, text []byte) error {
	files, err := f.Decode(text)
	if err != nil {
		return err
	}
	return f.write(dir, files)
}

// write makes the folder dir (or fills it, if it is an empty folder) with files, the links and the empty
// folders. The files are written with their permissions, but readable
// and writable by their owner, so that the folder can be removed.
func (f *Folder) write(dir string, files []File) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}
	made := map[string]bool{".": true}
	mkdirs := func(p string) error {
		if made[p] {
			return nil
		}
		made[p] = true
		return os.MkdirAll(filepath.Join(dir, filepath.FromSlash(p)), 0o755)
	}
	for _, d := range f.Dirs {
		if err := mkdirs(d); err != nil {
			return err
		}
	}
	for _, file := range files {
		if err := mkdirs(path.Dir(file.Path)); err != nil {
			return err
		}
		name := filepath.Join(dir, filepath.FromSlash(file.Path))
		if err := os.WriteFile(name, file.Data, 0o600); err != nil {
			return err
		}
		if err := os.Chmod(name, file.Mode|0o600); err != nil {
			return err
		}
	}
	for _, l := range f.Links {
		if err := mkdirs(path.Dir(l.Path)); err != nil {
			return err
		}
		if err := os.Symlink(l.Target, filepath.Join(dir, filepath.FromSlash(l.Path))); err != nil {
			return err
		}
	}
	return nil
}

// TempPattern is the pattern (for os.MkdirTemp) of the hidden folder
// beside target through which Replace writes it: .NAME.tmp and digits.
func TempPattern(target string) string {
	return "." + filepath.Base(target) + ".tmp*"
}

// Replace makes target the folder of text (see Materialize), whole or
// not at all: it writes the folder beside target, under a hidden name
// (TempPattern), then puts it in target's place at once, by an exchange
// of the two names where the system has one (Linux), else by two renames
// (target is then missing for a moment, but never half-written), and
// removes the old folder. writing, if set, is told of the hidden folder
// before it is made (true) and once it is gone (false), so that a
// watchdog can remove it if the program dies meanwhile.
func (f *Folder) Replace(target string, text []byte, writing func(tmp string, on bool)) error {
	files, err := f.Decode(text)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(target), TempPattern(target))
	if err != nil {
		return err
	}
	if writing != nil {
		writing(tmp, true)
		defer writing(tmp, false)
	}
	defer removeAll(tmp)
	if err := f.write(tmp, files); err != nil {
		return err
	}
	return swap(tmp, target)
}

// swap puts the folder tmp in place of target, which may not exist; the
// old target ends at tmp.
func swap(tmp, target string) error {
	if !exists(target) {
		return os.Rename(tmp, target)
	}
	if exchange(tmp, target) == nil {
		return nil
	}
	// No exchange here: move the old folder aside, the new one in, and the
	// old one to tmp, to be removed.
	old := tmp + ".old"
	if err := os.Rename(target, old); err != nil {
		return err
	}
	if err := os.Rename(tmp, target); err != nil {
		os.Rename(old, target)
		return err
	}
	return os.Rename(old, tmp)
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// removeAll removes dir, making its folders writable first if need be.
func removeAll(dir string) {
	if os.RemoveAll(dir) == nil {
		return
	}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o700)
		}
		return nil
	})
	os.RemoveAll(dir)
}

// RemoveStale removes the hidden folders that Replace left beside
// target when the program died while writing it. Only a program that
// holds target's lock may call it.
func RemoveStale(target string) {
	stale, _ := filepath.Glob(filepath.Join(filepath.Dir(target), TempPattern(target)))
	for _, d := range stale {
		if st, err := os.Lstat(d); err == nil && st.IsDir() {
			removeAll(d)
		}
	}
}

// Paths returns the paths of the files, links and empty folders of dir,
// relative, with slashes, sorted: what a result folder holds.
func Paths(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err == nil && rel != "." {
			out = append(out, filepath.ToSlash(rel))
		}
		return err
	})
	return out, err
}

// Has reports whether p is the path of a file, a link or a folder of f.
func (f *Folder) Has(p string) bool {
	if _, ok := f.index[p]; ok {
		return true
	}
	if slices.ContainsFunc(f.Links, func(l Link) bool { return l.Path == p }) || slices.Contains(f.Dirs, p) {
		return true
	}
	prefix := p + "/"
	return slices.ContainsFunc(f.Files, func(file File) bool { return strings.HasPrefix(file.Path, prefix) }) ||
		slices.ContainsFunc(f.Links, func(l Link) bool { return strings.HasPrefix(l.Path, prefix) }) ||
		slices.ContainsFunc(f.Dirs, func(d string) bool { return strings.HasPrefix(d, prefix) })
}
