package fromparse

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/hddmin/hddmin/internal/cancel"
	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/tree"
)

// A Folder is a test case of several files (package internal/folder) and
// what LoadFolder needs to make its one tree.
type Folder struct {
	// Context stops LoadFolder when it is done; nil means
	// context.Background().
	Context context.Context
	Folder  *folder.Folder
	// Files are the sources of the folder's files, one for each of
	// Folder.Files, in order: File names it in messages, Text is ignored
	// (the folder's data is read), and the rest is as for Load. Build and
	// Transform are those of the first; Stage and Warn are used as Load
	// uses them. A file that no grammar reads has one all the same: the
	// bundled text grammar (parser/bundle.ForFile) reads any bytes.
	Files []Source
}

// LoadedFolder is a folder made ready for a reduction: the one tree of
// its files, and what was found in each.
type LoadedFolder struct {
	// Tree is the tree of the folder's encoding (Folder.Encode): a root
	// node that is never removed, over a node for each file, which prints
	// the file's header, the tree of its content and its trailer. ddmin
	// over the root's children, the first level of HDD, removes whole
	// files; below them, each file is reduced as Load would reduce it
	// alone, with its grammar and its islands, but rename, substitute and
	// pair see every file: an identifier of a header and of the C file
	// that includes it is renamed at once. The tree's parse check (see
	// tree.Tree.Parses) decodes a text into its files and checks each
	// that changed with its grammar.
	Tree *tree.Tree
	// Files are what Load would have returned for each file, with no tree:
	// its grammar, start rule, syntax errors, warnings.
	Files []*Loaded
}

// LoadFolder makes the reducible tree of a folder. Its errors are those
// of Load, with the name of the file they are about (errors.As finds
// *Stopped and *OptionError through them); with Strict, the LoadedFolder
// holds the files loaded so far, the last with its syntax errors.
func LoadFolder(f Folder) (_ *LoadedFolder, err error) {
	ctx := f.Context
	if ctx == nil {
		ctx = context.Background()
	}
	if len(f.Folder.Files) == 0 {
		return nil, errors.New("the folder has no files")
	}
	if len(f.Files) != len(f.Folder.Files) {
		return nil, fmt.Errorf("fromparse: %d sources for the %d files of the folder", len(f.Files), len(f.Folder.Files))
	}
	fb := &folderBuilder{ctx: ctx, f: f, tb: tree.NewBuilder(), types: newTypeRanges(), out: &LoadedFolder{}}
	defer cancel.Recover(ctx, &err)
	fb.stop = cancel.New(ctx)
	return fb.load()
}

// folderBuilder carries one LoadFolder.
type folderBuilder struct {
	ctx   context.Context
	f     Folder
	stop  *cancel.Canceller
	tb    *tree.Builder
	types *typeRanges
	out   *LoadedFolder

	text     []byte                     // the encoding
	checks   []func([]byte) bool        // the parse check of each file
	warnings []string                   // of the islands
	last     *loader                    // the loader of the last file, for its stages
	memo     map[[sha256.Size]byte]bool // the parse checks done, by file and content
	memoMu   sync.Mutex
}

func (fb *folderBuilder) load() (*LoadedFolder, error) {
	fold := fb.f.Folder
	fb.text = fold.Encode()
	root := fb.tb.New(tree.Rule, tree.NameOf("folder"), 0)
	fb.tb.AddFlags(root, tree.Fixed|tree.NoRepl)
	var kids []*tree.Node
	base := 0
	for i, file := range fold.Files {
		header, trailer := fold.Header(file.Path), fold.Trailer(file.Path)
		content, tail, err := fb.file(i, base+len(header))
		if err != nil {
			return fb.out, err
		}
		w := fb.tb.New(tree.Rule, tree.NameOf("file"), int32(i+1))
		fb.tb.SetRepl(w, tree.ReplOf(""))
		fb.tb.SetChildren(w, []*tree.Node{
			fb.leaf("", header, base),
			content,
			fb.leaf(tail, trailer, base+len(header)+len(file.Data)-len(tail)),
		})
		kids = append(kids, w)
		base += len(header) + len(file.Data) + len(trailer)
	}
	fb.tb.SetChildren(root, kids)
	info := tree.Info{Size: len(fb.text), Grammar: fb.grammars(), Warnings: fb.warnings,
		Relex: func(int, string) bool { return false }, Parses: fb.parses}
	fb.types.install(&info)
	if fb.last != nil {
		fb.last.begin("transforming the tree of the folder")
	}
	t, err := fb.tb.Finish(fb.ctx, root, info, fb.f.Files[0].Transform)
	if err != nil {
		return nil, fb.stopped(err)
	}
	text, err := t.UnparseContext(fb.ctx, tree.State{})
	if err != nil {
		return nil, fb.stopped(err)
	}
	if !bytes.Equal(text, fb.text) {
		return nil, fmt.Errorf("internal error: %w: the folder (%d bytes, want %d)", ErrRoundTrip, len(text), len(fb.text))
	}
	fb.out.Tree = t
	return fb.out, nil
}

// stopped returns the error of a done context in the last stage, or err.
func (fb *folderBuilder) stopped(err error) error {
	if fb.ctx.Err() != nil && fb.last != nil {
		if s := fb.last.stopped(); s != nil {
			return s
		}
	}
	return err
}

// leaf returns a fixed token that prints pre and text, which start at
// offset at of the encoding.
func (fb *folderBuilder) leaf(pre, text string, at int) *tree.Node {
	n := fb.tb.New(tree.Token, tree.NameOf("file"), 0)
	fb.tb.AddFlags(n, tree.Fixed)
	fb.tb.SetStart(n, int32(at+len(pre)))
	fb.tb.SetRepl(n, tree.ReplOf(text))
	fb.tb.SetTexts(n, pre, text)
	return n
}

// file builds the nodes of the content of file i, which starts at offset
// base of the encoding: it returns their root and the text after the
// last token.
func (fb *folderBuilder) file(i, base int) (*tree.Node, string, error) {
	src := fb.f.Files[i]
	data := fb.f.Folder.Files[i].Data
	src.Text = data
	if src.Context == nil {
		src.Context = fb.ctx
	}
	l := &loader{src: src, ctx: fb.ctx, out: &Loaded{Text: data}}
	fb.last = l
	fb.out.Files = append(fb.out.Files, l.out)
	g, err := l.grammar()
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", src.File, err)
	}
	l.out.Grammar, l.out.Start = g, src.Start
	if l.out.Start == "" {
		l.out.Start = g.StartRule()
	}
	builder, err := l.builder(g, fb.tb)
	if err != nil {
		return nil, "", fileError(src.File, err)
	}
	p, err := l.parse(builder)
	if err != nil {
		return nil, "", fileError(src.File, err)
	}
	l.begin("building the tree of " + src.File)
	fb.checks = append(fb.checks, parses(p))
	b := builder.b
	if b.p != p {
		b.Begin(p)
	}
	root, tail := b.build(p)
	var own []*tree.Node // the nodes of the file's grammar, not of its islands
	tree.Inspect(root, func(n *tree.Node) bool {
		own = append(own, n)
		return true
	})
	if len(b.opts.Islands) > 0 {
		var warnings []string
		root, warnings = graftWith(b, root, p, fb.types)
		fb.warnings = append(fb.warnings, warnings...)
	}
	off := int32(fb.types.offset(g, b))
	for _, n := range own {
		fb.tb.SetType(n, n.Type()+off)
	}
	tree.Inspect(root, func(n *tree.Node) bool {
		if n.Kind() == tree.Token && n.Start() >= 0 {
			fb.tb.SetStart(n, n.Start()+int32(base))
		}
		return true
	})
	return root, tail, nil
}

// fileError is err, the error of a file's load, with the file's name
// unless it has it.
func fileError(file string, err error) error {
	var stopped *Stopped
	if errors.As(err, &stopped) || strings.Contains(err.Error(), file) {
		return err
	}
	return fmt.Errorf("%s: %w", file, err)
}

// grammars names the grammars of the files, for tree.Tree.Grammar.
func (fb *folderBuilder) grammars() string {
	var names []string
	seen := map[string]bool{}
	for _, l := range fb.out.Files {
		name := l.Grammar.Name
		if !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	return strings.Join(names, "+")
}

// maxMemo bounds the parse checks kept: a reduction of a large folder
// checks as many texts of a file as it tries.
const maxMemo = 1 << 14

// parses is the tree's parse check: text is an encoding of some of the
// folder's files, and each whose content is not the folder's parses with
// its file's check (no more syntax errors than the file had).
func (fb *folderBuilder) parses(text []byte) bool {
	fold := fb.f.Folder
	files, err := fold.Decode(text)
	if err != nil {
		return false
	}
	at := 0
	for _, file := range files {
		for fold.Files[at].Path != file.Path {
			at++
		}
		check := fb.checks[at]
		if bytes.Equal(file.Data, fold.Files[at].Data) {
			continue
		}
		key := sha256.Sum256(append([]byte(file.Path+"\x00"), file.Data...))
		fb.memoMu.Lock()
		ok, known := fb.memo[key]
		fb.memoMu.Unlock()
		if !known {
			ok = check(file.Data)
			fb.memoMu.Lock()
			if fb.memo == nil || len(fb.memo) >= maxMemo {
				fb.memo = map[[sha256.Size]byte]bool{}
			}
			fb.memo[key] = ok
			fb.memoMu.Unlock()
		}
		if !ok {
			return false
		}
	}
	return true
}
