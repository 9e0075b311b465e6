package parser_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	goparser "go/parser"
	"go/token"
	"go/types"
	"io"
	"maps"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The layers of package parser and the packages it is split into, lowest
// first: a package may import those before it, never one after it.
var layers = []string{
	"parser/g4",
	"parser/atn",
	"parser/internal/input",
	"parser/internal/interp",
	"parser/internal/analysis",
	"parser/internal/gen",
	"parser",
}

// maxUpward is the most arrows that may run back up in the drawing of the
// layers (see TestLayers): the count when the layers were drawn (issue 37,
// whose bound was 10), so that one more is a choice made on purpose.
const maxUpward = 3

// TestLayers draws the layers file by file and counts the arrows that run
// back up:
//
//   - a file is a non-test .go file of a package of layers;
//   - an arrow runs from file A to file B (A and B not the same) if A names
//     something B declares: a package-level name, a method or a struct
//     field (go/types: Info.Uses). Each pair of files counts once;
//   - the drawing puts the packages one above the other in the order of
//     layers, lowest first, and the files of each package in the order
//     that has the fewest arrows running up among them (computed exactly,
//     over every order of the package's files);
//   - an arrow runs back up if its file is drawn below the file it names.
//
// The count is the sum over the packages, and the arrows from a package
// to one above it (which its imports then show too). The test fails if a
// package imports one above it, or the count is more than maxUpward. go test -run TestLayers -v logs the drawing.
func TestLayers(t *testing.T) {
	g := loadLayers(t)
	for i, p := range layers {
		for _, imp := range g.imports[p] {
			if j := slices.Index(layers, imp); j > i {
				t.Errorf("package %s imports %s, which is above it", p, imp)
			}
		}
	}
	total := 0
	for _, p := range layers {
		order, up := minUpward(g.files[p], g.arrows)
		t.Logf("%s: %d arrow(s) back up; files, lowest first: %s", p, len(up), strings.Join(order, " "))
		for _, a := range up {
			t.Logf("    %s -> %s", a[0], a[1])
		}
		total += len(up)
	}
	for a := range g.arrows {
		if i, j := slices.Index(layers, g.pkgOf[a[0]]), slices.Index(layers, g.pkgOf[a[1]]); i < j {
			t.Logf("    %s -> %s (to a package above)", a[0], a[1])
			total++
		}
	}
	t.Logf("%d arrow(s) back up in all", total)
	assert.LessOrEqual(t, total, maxUpward, "arrows back up")
}

// layerGraph is the file graph of the layers.
type layerGraph struct {
	files   map[string][]string // package -> its files, as package/file.go
	pkgOf   map[string]string   // file -> its package
	arrows  map[[2]string]bool  // file -> the file it names something of
	imports map[string][]string // package -> the packages of the module it imports
	checked map[string]*types.Package
	fset    *token.FileSet
	infos   map[string]*types.Info
	syntax  map[string][]*ast.File
}

// listedPackage is what go list -json tells of a package.
type listedPackage struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Export     string
	Imports    []string
	Module     *struct{ Path string }
}

// loadLayers type-checks the packages of layers from their source (the
// packages they import from go list's export data) and draws their
// arrows.
func loadLayers(t *testing.T) *layerGraph {
	t.Helper()
	mod, _ := modulePath(t)
	args := []string{"list", "-json", "-deps", "-export"}
	for _, p := range layers {
		args = append(args, mod+"/"+p)
	}
	var stderr bytes.Buffer
	cmd := exec.Command("go", args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "go list: %s", stderr.String())
	listed := map[string]*listedPackage{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else {
			require.NoError(t, err)
		}
		listed[p.ImportPath] = &p
	}
	g := &layerGraph{files: map[string][]string{}, pkgOf: map[string]string{}, arrows: map[[2]string]bool{},
		imports: map[string][]string{}, checked: map[string]*types.Package{}, fset: token.NewFileSet(),
		infos: map[string]*types.Info{}, syntax: map[string][]*ast.File{}}
	exports := importer.ForCompiler(g.fset, "gc", func(path string) (io.ReadCloser, error) {
		p := listed[path]
		if p == nil || p.Export == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(p.Export)
	})
	imp := importerFunc(func(path string) (*types.Package, error) {
		if p, ok := g.checked[path]; ok {
			return p, nil
		}
		return exports.Import(path)
	})
	fileOf := map[*token.File]string{}
	for _, short := range layers {
		p := listed[mod+"/"+short]
		require.NotNil(t, p, "go list did not list %s", short)
		for _, im := range p.Imports {
			if rest, ok := strings.CutPrefix(im, mod+"/"); ok {
				g.imports[short] = append(g.imports[short], rest)
			}
		}
		var files []*ast.File
		for _, name := range p.GoFiles {
			f, err := goparser.ParseFile(g.fset, filepath.Join(p.Dir, name), nil, goparser.ParseComments)
			require.NoError(t, err)
			if ast.IsGenerated(f) {
				continue
			}
			files = append(files, f)
			file := short + "/" + name
			fileOf[g.fset.File(f.Pos())] = file
			g.pkgOf[file] = short
			g.files[short] = append(g.files[short], file)
		}
		info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
		conf := types.Config{Importer: imp}
		pkg, err := conf.Check(mod+"/"+short, g.fset, files, info)
		require.NoError(t, err, "type-check %s", short)
		g.checked[mod+"/"+short] = pkg
		g.infos[short], g.syntax[short] = info, files
	}
	for _, short := range layers {
		info := g.infos[short]
		for _, f := range g.syntax[short] {
			from := fileOf[g.fset.File(f.Pos())]
			ast.Inspect(f, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if !ok {
					return true
				}
				obj := info.Uses[id]
				if obj == nil || !obj.Pos().IsValid() {
					return true
				}
				if to, ok := fileOf[g.fset.File(obj.Pos())]; ok && to != from {
					g.arrows[[2]string{from, to}] = true
				}
				return true
			})
		}
	}
	return g
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// minUpward returns the order of files (lowest first) with the fewest
// arrows among them running up, and those arrows. It is exact: a dynamic
// program over the sets of files drawn at the bottom, which knows the
// fewest arrows up within each set; a file put on top of a set adds the
// arrows from the set to it.
func minUpward(files []string, arrows map[[2]string]bool) (order []string, up [][2]string) {
	files = slices.Sorted(slices.Values(files))
	if len(files) > 24 {
		panic(fmt.Sprintf("minUpward: %d files: too many to order exactly", len(files)))
	}
	index := map[string]int{}
	for i, f := range files {
		index[f] = i
	}
	into := make([]uint32, len(files)) // by file: the files that name it
	for a := range arrows {
		i, ok1 := index[a[0]]
		j, ok2 := index[a[1]]
		if ok1 && ok2 {
			into[j] |= 1 << i
		}
	}
	best := make([]uint8, 1<<len(files))
	top := make([]int8, 1<<len(files))
	for set := 1; set < len(best); set++ {
		best[set] = 255
		for rest := uint32(set); rest != 0; rest &= rest - 1 {
			f := bits.TrailingZeros32(rest)
			below := uint32(set) &^ (1 << f)
			if c := int(best[below]) + bits.OnesCount32(into[f]&below); c < int(best[set]) {
				best[set], top[set] = uint8(c), int8(f)
			}
		}
	}
	for set := uint32(len(best) - 1); set != 0; set &^= 1 << top[set] {
		order = append(order, files[top[set]])
	}
	slices.Reverse(order)
	pos := map[string]int{}
	for i, f := range order {
		pos[f] = i
	}
	for a := range arrows {
		i, ok1 := pos[a[0]]
		j, ok2 := pos[a[1]]
		if ok1 && ok2 && i < j {
			up = append(up, a)
		}
	}
	slices.SortFunc(up, func(x, y [2]string) int { return strings.Compare(x[0]+" "+x[1], y[0]+" "+y[1]) })
	return order, up
}

// api are the exported names of the layers that no other package of the
// module names, kept as the API they document, each with the reason.
// TestExportedNames fails on any other exported name that no other
// package names, and on a name here that one does.
var api = map[string]string{
	"parser.Choice":        "the entries of Choices.Seq: a choice sequence written by hand",
	"parser.Default":       "the marker of a choice sequence (see the package doc)",
	"parser.ErrReplay":     "the error Parse.Choices wraps where the generator cannot make a parse",
	"parser.ErrUnfinished": "the error Parse.Unfinished matches",
	"parser.Loaded":        "the result of LoadGrammar, with the compiler's warnings",
	"parser.RuleListener":  "what Grammar.ParseListening tells of a parse (tree/fromparse implements it)",
	"parser.Run":           "the entries of Choices.Runs, which Choices.Cut takes",
	"parser.SequenceOf":    "a choice sequence of values, without hidden text",
	"parser.Specs":         "the type of Island.Grammar: a name or files, in JSON a string or an array",
	"parser.StringTree":    "a tree in the format of the ANTLR tool's TestRig -tree, for comparisons with the tool",
	"parser.TokenClasses":  "the result of Grammar.TokenClasses",

	"atn.ReadATN":           "the reader of a serialized ATN (the package's readers)",
	"atn.State":             "the states of ATN.States",
	"atn.StateType":         "the type of State.Type",
	"atn.StateTokenStart":   "a state type (the enumeration is the serialization's)",
	"atn.StateStarLoopBack": "a state type (the enumeration is the serialization's)",
	"atn.TransitionType":    "the type of Transition.Type",
	"atn.TransitionInvalid": "a transition type (the enumeration is the serialization's)",
	"atn.Alternative":       "the result of Alternatives, a way through a rule, which tree/fromparse reads",
	"atn.Element":           "an element of an Alternative (a rule, a token set or a text), which tree/fromparse reads",
	"atn.ActionCustom":      "a lexer command type (the enumeration is the serialization's)",
	"atn.Step":              "the steps of the path PathSearch.Path returns",

	"g4.Grammar": "the result of Loader.Load: the .interp data of a compiled grammar",
}

// TestExportedNames checks that every exported package-level name of the
// layers (parser/g4 included) is named by another package of the module,
// its tests included, or is one of api: the names a package exports and
// nothing uses are its own business, unexported.
func TestExportedNames(t *testing.T) {
	mod, root := modulePath(t)
	exported := map[string]bool{} // short package name "." name
	paths := map[string]string{}  // import path -> short package name
	for _, p := range layers {
		paths[mod+"/"+p] = filepath.Base(p)
	}
	used := map[string]bool{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := goparser.ParseFile(fset, path, nil, goparser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		dir := mod + "/" + filepath.ToSlash(rel)
		if short, ok := paths[dir]; ok && !strings.HasSuffix(path, "_test.go") {
			for _, d := range f.Decls {
				for _, name := range declNames(d) {
					if ast.IsExported(name) {
						exported[short+"."+name] = true
					}
				}
			}
		}
		imports := map[string]string{} // the name a file gives an import -> its short name
		for _, im := range f.Imports {
			p := strings.Trim(im.Path.Value, `"`)
			short, ok := paths[p]
			if !ok || p == dir { // a package's own tests do not count
				continue
			}
			name := filepath.Base(p)
			if im.Name != nil {
				name = im.Name.Name
			}
			imports[name] = short
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && imports[x.Name] != "" {
					used[imports[x.Name]+"."+sel.Sel.Name] = true
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, exported)
	kept := 0
	for _, name := range slices.Sorted(maps.Keys(exported)) {
		_, isAPI := api[name]
		switch {
		case used[name] && isAPI:
			t.Errorf("%s is named by another package: it needs no place in api", name)
		case !used[name] && !isAPI:
			t.Errorf("%s is exported, but no other package names it: unexport it, or say in api why it is API", name)
		case isAPI:
			kept++
		}
	}
	for name := range api {
		if !exported[name] {
			t.Errorf("api lists %s, which is not an exported name of the layers", name)
		}
	}
	t.Logf("%d exported names, %d of them kept as API that no other package names", len(exported), kept)
}

// declNames returns the package-level names a declaration declares, not
// counting methods.
func declNames(d ast.Decl) []string {
	var names []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			names = append(names, d.Name.Name)
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				names = append(names, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}

// modulePath returns the module's path and folder.
func modulePath(t *testing.T) (path, dir string) {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not installed")
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Path}} {{.Dir}}").Output()
	require.NoError(t, err)
	f := strings.Fields(string(out))
	require.Len(t, f, 2)
	return f[0], f[1]
}
