package folder

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// makeDir writes files (path: content; a path ending in / is an empty
// folder, content "->x" a link to x) under a new folder.
func makeDir(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "case")
	require.NoError(t, os.Mkdir(dir, 0o755))
	for p, content := range files {
		name := filepath.Join(dir, filepath.FromSlash(p))
		require.NoError(t, os.MkdirAll(filepath.Dir(name), 0o755))
		switch {
		case strings.HasSuffix(p, "/"):
			require.NoError(t, os.MkdirAll(name, 0o755))
		case strings.HasPrefix(content, "->"):
			require.NoError(t, os.Symlink(content[2:], name))
		default:
			require.NoError(t, os.WriteFile(name, []byte(content), 0o644))
		}
	}
	return dir
}

func TestReadEncodeDecode(t *testing.T) {
	t.Parallel()
	dir := makeDir(t, map[string]string{
		"page.html": "<script src=a.js></script>", "a.js": "f()\n", "sub/b.h": "int x;",
		"empty/": "", "link": "->a.js", "sub/run.sh": "#!/bin/sh\n",
	})
	require.NoError(t, os.Chmod(filepath.Join(dir, "sub/run.sh"), 0o755))
	f, err := Read(dir)
	require.NoError(t, err)
	var paths []string
	for _, file := range f.Files {
		paths = append(paths, file.Path)
	}
	assert.Equal(t, []string{"a.js", "page.html", "sub/b.h", "sub/run.sh"}, paths)
	assert.Equal(t, []Link{{"link", "a.js"}}, f.Links)
	assert.Equal(t, []string{"empty"}, f.Dirs)
	assert.Equal(t, "\x00", f.Sep)

	text := f.Encode()
	files, err := f.Decode(text)
	require.NoError(t, err)
	require.Len(t, files, 4)
	for i, file := range files {
		assert.Equal(t, f.Files[i].Path, file.Path)
		assert.Equal(t, string(f.Files[i].Data), string(file.Data))
		assert.Equal(t, f.Files[i].Mode, file.Mode)
	}
	assert.Equal(t, len("<script src=a.js></script>f()\nint x;#!/bin/sh\n"), f.Size(text))

	out := filepath.Join(t.TempDir(), "copy")
	require.NoError(t, f.Materialize(out, text))
	got, err := Paths(out)
	require.NoError(t, err)
	assert.Equal(t, []string{"a.js", "empty", "link", "page.html", "sub", "sub/b.h", "sub/run.sh"}, got)
	st, err := os.Stat(filepath.Join(out, "sub/run.sh"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o755), st.Mode().Perm(), "a script stays executable")
	target, err := os.Readlink(filepath.Join(out, "link"))
	require.NoError(t, err)
	assert.Equal(t, "a.js", target)
}

// TestDecodeStrict: a text that is no encoding of some of the folder's
// files in order, whole, is refused: a header or a trailer erased (which
// would move a file's content into another), files out of order, twice,
// unknown, text outside the files.
func TestDecodeStrict(t *testing.T) {
	t.Parallel()
	f := New([]File{{Path: "a", Data: []byte("A")}, {Path: "b", Data: []byte("B")}, {Path: "c", Data: []byte("C")}})
	h, tr := f.Header, f.Trailer
	ok := []string{
		"",
		h("a") + "A" + tr("a"),
		h("a") + tr("a") + h("c") + "C" + tr("c"),
		h("b") + "BBB" + tr("b"),
	}
	for _, text := range ok {
		_, err := f.Decode([]byte(text))
		assert.NoError(t, err, "%q", text)
	}
	bad := []string{
		"A" + tr("a"),                             // the header erased
		h("a") + "A" + "B" + tr("b"),              // a's trailer and b's header erased
		h("a") + "A" + h("b") + "B" + tr("b"),     // a's trailer erased
		h("b") + "B" + tr("b") + h("a") + tr("a"), // out of order
		h("a") + tr("a") + h("a") + tr("a"),       // twice
		h("d") + tr("d"),                          // unknown
		h("a") + "A" + tr("a") + "x",              // text after
		h("a") + "A" + tr("b"),                    // the wrong trailer
		h("a") + "A" + tr("a")[:len(tr("a"))-1],   // cut short
	}
	for _, text := range bad {
		_, err := f.Decode([]byte(text))
		assert.Error(t, err, "%q", text)
	}
}

// TestSeparator: the separator is a byte no file holds; where the files
// hold every candidate byte, a longer string that none holds.
func TestSeparator(t *testing.T) {
	t.Parallel()
	f := New([]File{{Path: "a", Data: []byte("x\x00y")}})
	assert.Equal(t, "\x01", f.Sep)
	var all []byte
	for b := range 256 {
		all = append(all, byte(b))
	}
	f = New([]File{{Path: "bin", Data: all}})
	assert.Greater(t, len(f.Sep), 1)
	assert.False(t, bytes.Contains(all, []byte(f.Sep)))
	files, err := f.Decode(f.Encode())
	require.NoError(t, err)
	assert.Equal(t, all, files[0].Data)
}

// TestReplace: the target is replaced whole, an earlier one included;
// nothing is left beside it.
func TestReplace(t *testing.T) {
	t.Parallel()
	f := New([]File{{Path: "a.c", Mode: 0o644, Data: []byte("int a;")}, {Path: "inc/a.h", Mode: 0o644, Data: []byte("int b;")}})
	parent := t.TempDir()
	target := filepath.Join(parent, "case.reduced")
	var told []string
	writing := func(tmp string, on bool) { told = append(told, filepath.Base(tmp)) }
	require.NoError(t, f.Replace(target, f.Encode(), writing))
	got, err := Paths(target)
	require.NoError(t, err)
	assert.Equal(t, []string{"a.c", "inc", "inc/a.h"}, got)

	smaller := []byte(f.Header("a.c") + "int;" + f.Trailer("a.c"))
	require.NoError(t, f.Replace(target, smaller, writing))
	got, err = Paths(target)
	require.NoError(t, err)
	assert.Equal(t, []string{"a.c"}, got, "the earlier result's files are gone")
	data, err := os.ReadFile(filepath.Join(target, "a.c"))
	require.NoError(t, err)
	assert.Equal(t, "int;", string(data))
	entries, err := os.ReadDir(parent)
	require.NoError(t, err)
	require.Len(t, entries, 1, "nothing left beside the target")
	require.Len(t, told, 4)
	assert.True(t, strings.HasPrefix(told[0], ".case.reduced.tmp"), told[0])

	assert.Error(t, f.Replace(target, []byte("junk"), nil), "a text that is no encoding")
	got, err = Paths(target)
	require.NoError(t, err)
	assert.Equal(t, []string{"a.c"}, got, "untouched by a failed replace")
}

// TestRemoveStale removes the hidden folders of an interrupted Replace,
// and nothing else.
func TestRemoveStale(t *testing.T) {
	t.Parallel()
	parent := t.TempDir()
	target := filepath.Join(parent, "x.reduced")
	for _, d := range []string{".x.reduced.tmp123", ".x.reduced.tmp9/sub", "x.reduced", ".y.reduced.tmp1"} {
		require.NoError(t, os.MkdirAll(filepath.Join(parent, d), 0o755))
	}
	RemoveStale(target)
	entries, err := os.ReadDir(parent)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{".y.reduced.tmp1", "x.reduced"}, names)
}

func TestReadRefusesSpecialFiles(t *testing.T) {
	t.Parallel()
	dir := makeDir(t, map[string]string{"a": "x"})
	if err := mkfifo(filepath.Join(dir, "fifo")); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	_, err := Read(dir)
	assert.ErrorIs(t, err, ErrSpecial)
}
