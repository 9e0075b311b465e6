package tree_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/parser/bundle"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// loadFolder loads files (path: content) as a folder, each with the
// bundled grammar of its extension, or as text where none reads it.
func loadFolder(t *testing.T, files map[string]string) (*folder.Folder, *fromparse.LoadedFolder) {
	t.Helper()
	var list []folder.File
	for p, content := range files {
		list = append(list, folder.File{Path: p, Mode: 0o644, Data: []byte(content)})
	}
	fold := folder.New(list)
	var srcs []fromparse.Source
	for _, f := range fold.Files {
		g, _, err := bundle.ForFile(f.Path)
		require.NoError(t, err)
		srcs = append(srcs, fromparse.Source{File: "case/" + f.Path, Grammar: g})
	}
	in, err := fromparse.LoadFolder(fromparse.Folder{Folder: fold, Files: srcs})
	require.NoError(t, err)
	return fold, in
}

// TestLoadFolder: the tree of a folder unparses to its encoding; its
// first level below the root is the files, each removable whole (the
// file goes) or emptied (its content prints its replacement); files of
// one grammar share its node types, islands included, so that an
// identifier of a script and of a page's inline script is one identifier.
func TestLoadFolder(t *testing.T) {
	t.Parallel()
	files := map[string]string{
		"page.html": "<p>hi</p><script>go(1)</script>\n",
		"app.js":    "function go(n) { return n }\n",
		"data.json": `{"a": [1, 2]}`,
		"notes.txt": "one\ntwo\nthree",
	}
	fold, in := loadFolder(t, files)
	tr := in.Tree
	assert.Equal(t, string(fold.Encode()), string(tr.Unparse(tree.State{})))
	assert.Equal(t, "javascript+json+text+html", tr.Grammar())
	require.Len(t, in.Files, 4)
	assert.Equal(t, "text", in.Files[2].Grammar.Name, "notes.txt is read as text")

	top, _ := tr.Level(tree.State{}, 1)
	require.Len(t, top, 4, "the files")
	files2, err := fold.Decode(tr.Unparse(tree.State{}.WithRemoved(top[1].ID(), top[3].ID())))
	require.NoError(t, err)
	require.Len(t, files2, 2)
	assert.Equal(t, "app.js", files2[0].Path)
	assert.Equal(t, "notes.txt", files2[1].Path)

	// The content of a file emptied: the file stays, with its
	// replacement.
	content := top[1].Child(1)
	files2, err = fold.Decode(tr.Unparse(tree.State{}.WithRemoved(content.ID())))
	require.NoError(t, err)
	require.Len(t, files2, 4)
	assert.Equal(t, "data.json", files2[1].Path)
	assert.NotEqual(t, files["data.json"], string(files2[1].Data))

	// A line of notes.txt removed: the text grammar's second line.
	var lines []*tree.Node
	tree.Inspect(top[2], func(n *tree.Node) bool {
		if n.Kind() == tree.Rule && n.Name().String() == "line" {
			lines = append(lines, n)
		}
		return true
	})
	require.Len(t, lines, 3, "notes.txt is read as text: a line node for each line")
	line := lines[1]
	files2, err = fold.Decode(tr.Unparse(tree.State{}.WithRemoved(line.ID())))
	require.NoError(t, err)
	assert.Equal(t, "one\nthree", string(files2[2].Data))

	// go is one identifier in app.js and in the page's script.
	var gos []*tree.Node
	tree.Inspect(tr.Root(), func(n *tree.Node) bool {
		if n.Kind() == tree.Token && n.Text() == "go" {
			gos = append(gos, n)
		}
		return true
	})
	require.Len(t, gos, 2)
	assert.Equal(t, gos[0].Type(), gos[1].Type())
	assert.True(t, gos[0].Is(tree.Ident) && gos[1].Is(tree.Ident))
	assert.True(t, tr.Relex()(int(gos[0].Type()), "x"), "relexed by javascript")
	assert.False(t, tr.Relex()(int(gos[0].Type()), "function"))
}

// TestFolderParses: the parse check of a folder's tree checks each file
// that changed with its grammar, refuses a text that is no encoding, and
// takes anything in a file read as text.
func TestFolderParses(t *testing.T) {
	t.Parallel()
	fold, in := loadFolder(t, map[string]string{"a.json": "[1, 2]", "b.json": `{"k": true}`, "c.txt": "x"})
	parses := in.Tree.Parses()
	enc := func(files ...string) []byte {
		var b strings.Builder
		for i := 0; i < len(files); i += 2 {
			b.WriteString(fold.Header(files[i]) + files[i+1] + fold.Trailer(files[i]))
		}
		return []byte(b.String())
	}
	assert.True(t, parses(fold.Encode()))
	assert.True(t, parses(enc("a.json", "[1]", "c.txt", "}{")))
	assert.True(t, parses(enc()), "no files")
	assert.False(t, parses(enc("a.json", "[1,", "b.json", `{"k": true}`)), "a.json does not parse")
	assert.False(t, parses(enc("b.json", "{", "c.txt", "x")), "b.json does not parse")
	assert.False(t, parses([]byte("[1]")), "no encoding")
	assert.False(t, parses(enc("b.json", "1", "a.json", "1")), "out of order")
}

// TestFolderIslandWarnings: the warnings of a file's islands name the
// file.
func TestFolderIslandWarnings(t *testing.T) {
	t.Parallel()
	_, in := loadFolder(t, map[string]string{"p.html": "<script>if (</script>", "q.json": "[]"})
	w := in.Tree.Warnings()
	require.Len(t, w, 1)
	assert.Contains(t, w[0], "case/p.html:1:")
}
