package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hddmin/hddmin/internal/atomicfile"
	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/internal/folder/count"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/bundle"
	"github.com/hddmin/hddmin/parser/g4"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// folderRun is the folder a run reduces, when INPUT is a folder: its
// files, encoded as the one text the reduction works on (see package
// internal/folder and fromparse.LoadFolder).
type folderRun struct {
	fold  *folder.Folder
	count *count.Counter // the files' bytes of each text

	grammars map[string]*parser.Grammar // the grammar of each file, by path
}

// countTokens is countTokens of package main for an encoding of some of
// the folder's files: the sum of their tokens, each file's as its grammar
// reads it.
func (f *folderRun) countTokens(text []byte) int {
	files, err := f.fold.Decode(text)
	if err != nil {
		return 0
	}
	n := 0
	for _, file := range files {
		n += countTokens(f.grammars[file.Path], file.Data)
	}
	return n
}

// isFolderInput reports whether INPUT is a folder.
func (a *app) isFolderInput() bool {
	if a.fromStdin() {
		return false
	}
	st, err := os.Stat(a.cfg.input)
	return err == nil && st.IsDir()
}

// grammarSpecs returns the grammar the -g flags give the file at rel: that
// of the first pattern that matches it, else that of a -g without a
// pattern; nil if none does (the extension chooses).
func (a *app) grammarSpecs(rel string) []string {
	rules, _ := folder.ParseGrammarFlags(a.cfg.grammars) // checked by validate
	for _, r := range rules {
		if r.Pattern != "" && r.Matches(filepath.ToSlash(rel)) {
			return r.Specs
		}
	}
	for _, r := range rules {
		if r.Pattern == "" {
			return r.Specs
		}
	}
	return nil
}

// fileGrammar chooses the grammar of the file at rel of a folder: the one
// the -g flags give it, loaded once for all the files that share it
// (loaded), else the bundled grammar of its extension; else text
// (fallback true), as for a single file (bundle.ForFile).
//
// This is the one place where a folder's files get their grammars.
func (a *app) fileGrammar(ctx context.Context, rel string, loaded map[string]*parser.Grammar) (g *parser.Grammar, fromFlag, fallback bool, err error) {
	if specs := a.grammarSpecs(rel); specs != nil {
		key := strings.Join(specs, "\x00")
		if g, ok := loaded[key]; ok {
			return g, true, false, nil
		}
		l, err := parser.LoadGrammarContext(ctx, specs, parser.LoadOptions{Libs: a.cfg.grammarLibs,
			Progress: a.loadProgress("loading the grammar " + strings.Join(specs, " "))})
		if err != nil {
			var list g4.ErrorList
			if errors.As(err, &list) {
				return nil, false, false, fmt.Errorf("grammar %s: %d error(s)\n%v", strings.Join(specs, " "), len(list), err)
			}
			return nil, false, false, err
		}
		for _, w := range l.Warnings {
			a.logf("%s", w)
		}
		loaded[key] = l.Grammar
		return l.Grammar, true, false, nil
	}
	g, fallback, err = bundle.ForFile(rel)
	return g, false, fallback, err
}

// reduceFolder is the command's work on a folder: read it, make the tree
// of its files, then dump or reduce it.
func (a *app) reduceFolder(ctx context.Context) error {
	cfg := a.cfg
	started := time.Now()
	setup, endSetup := a.beginSetup(ctx)
	defer endSetup()
	if cfg.transform.FlatTokens {
		return fail(exitUsage, "--flat-tokens flattens a single file's tokens: it cannot keep a folder's files apart")
	}
	fold, err := folder.Read(cfg.input)
	if err != nil {
		return fail(exitUsage, "%v", err)
	}
	if len(fold.Files) == 0 {
		return fail(exitUsage, "%s: the folder has no files to reduce", a.inputName())
	}
	a.folder = &folderRun{fold: fold, count: count.New(fold)}
	src := fold.Encode()
	if err := a.memory.Fits(len(src)); err != nil {
		return fail(exitUsage, "%s: %v", a.inputName(), err)
	}
	if cfg.dump == "" {
		if err := a.setupTest(); err != nil {
			return fail(exitUsage, "%v", err)
		}
		defer a.cleanup()
	}
	files, err := a.folderSources(setup)
	if err != nil {
		if setup.Err() != nil {
			return a.stopped(ctx, "loading the grammars")
		}
		return fail(exitUsage, "%v", err)
	}
	if cfg.dump == "antlr" || cfg.dump == "text" {
		return a.dumpFolder(setup, ctx, files)
	}
	in, err := fromparse.LoadFolder(fromparse.Folder{Context: setup, Folder: fold, Files: files})
	var stopped *fromparse.Stopped
	var option *fromparse.OptionError
	if in != nil {
		for i, l := range in.Files {
			if len(l.Errors) == 0 {
				continue
			}
			a.reportSyntaxErrors(l.Errors)
			if cfg.dump == "" && !cfg.strict {
				a.logf("warning: %s: %d syntax error(s) in grammar %s; reducing the tree error recovery built",
					shown(files[i].File), len(l.Errors), l.Grammar.Name)
			}
		}
	}
	switch {
	case err == nil:
	case errors.As(err, &stopped):
		return a.stopped(ctx, stopped.Stage)
	case errors.Is(err, parser.ErrSyntax):
		return fail(exitUsage, "%v (--strict)", err)
	case errors.Is(err, fromparse.ErrRoundTrip):
		return err
	case errors.As(err, &option):
		return fail(exitUsage, "%v", a.optionError(option))
	default:
		return fail(exitUsage, "%v", err)
	}
	a.folder.grammars = map[string]*parser.Grammar{}
	for i, l := range in.Files {
		a.folder.grammars[fold.Files[i].Path] = l.Grammar
	}
	a.reportIslands(in.Tree.Warnings())
	if cfg.dump == "tree" {
		fmt.Fprint(a.stdout, in.Tree.Sexpr(tree.State{}))
		return nil
	}
	if cfg.reduce.MaxTime > 0 {
		left := cfg.reduce.MaxTime - time.Since(started)
		if left <= 0 {
			return a.stopped(ctx, "transforming the tree of the folder")
		}
		cfg.reduce.MaxTime = left
	}
	a.start = ""
	cfg.reduce.Choices = nil // a generator makes one file, not a folder
	endSetup()
	return a.minimize(ctx, in.Tree, src)
}

// folderSources returns the sources of the files of the folder, each
// with its grammar (see fileGrammar) and the options of the flags, and
// says which files are read as text because no grammar reads them.
func (a *app) folderSources(ctx context.Context) ([]fromparse.Source, error) {
	cfg := a.cfg
	overrides, err := a.replacements()
	if err != nil {
		return nil, err
	}
	islands, err := a.islands()
	if err != nil {
		return nil, err
	}
	loaded := map[string]*parser.Grammar{}
	var out []fromparse.Source
	var asText []string
	used := map[string]bool{} // the replacements some file's grammar has
	for _, f := range a.folder.fold.Files {
		g, fromFlag, fallback, err := a.fileGrammar(ctx, f.Path, loaded)
		if err != nil {
			return nil, err
		}
		s := fromparse.Source{Context: ctx, File: filepath.Join(cfg.input, filepath.FromSlash(f.Path)), Grammar: g,
			NoIslands: cfg.noIslands, Build: cfg.build, Transform: cfg.transform, Strict: cfg.strict,
			Stage: func(stage string) { a.stage(stage) }, Warn: func(w string) { a.logf("%s", w) }}
		if fallback {
			asText = append(asText, f.Path)
		}
		if fromFlag {
			s.Start = cfg.start
		}
		s.Replacements = grammarsOwn(g, overrides, used)
		s.Islands = islands
		out = append(out, s)
	}
	var unused []string
	for name := range overrides {
		if !used[name] {
			unused = append(unused, name)
		}
	}
	if len(unused) > 0 {
		slices.Sort(unused)
		return nil, fmt.Errorf("--replacements %s: no grammar of the folder's files has a rule or token %s", cfg.replacements, strings.Join(unused, ", "))
	}
	if len(asText) > 0 && cfg.dump == "" {
		list := strings.Join(asText, ", ")
		if len(asText) > 4 {
			list = strings.Join(asText[:4], ", ") + fmt.Sprintf(" and %d more", len(asText)-4)
		}
		a.logf("no grammar reads %s: read as text (lines, paragraphs, indentation, brackets, quotes); give one with -g 'PATTERN=GRAMMAR' (bundled: %s) or -g 'PATTERN=FILE.g4'", list, strings.Join(parser.Names(), ", "))
	}
	return out, nil
}

// grammarsOwn returns the overrides whose names are rules or tokens of g,
// and marks them used.
func grammarsOwn(g *parser.Grammar, overrides map[string]string, used map[string]bool) map[string]string {
	if len(overrides) == 0 {
		return nil
	}
	own := map[string]string{}
	for name, text := range overrides {
		if g.RuleIndex(name) >= 0 || slices.Contains(g.Parser.SymbolicNames, name) || slices.Contains(g.Parser.LiteralNames, name) {
			own[name] = text
			used[name] = true
		}
	}
	return own
}

// dumpFolder prints each file of the folder, after a line that names it:
// its ANTLR parse tree (--dump antlr) or its text.
func (a *app) dumpFolder(setup, ctx context.Context, files []fromparse.Source) error {
	for i, f := range a.folder.fold.Files {
		fmt.Fprintf(a.stdout, "==> %s <==\n", f.Path)
		if a.cfg.dump == "text" {
			a.stdout.Write(f.Data)
			if len(f.Data) > 0 && f.Data[len(f.Data)-1] != '\n' {
				fmt.Fprintln(a.stdout)
			}
			continue
		}
		s := files[i]
		s.Text, s.ParseOnly = f.Data, true
		in, err := fromparse.Load(s)
		var stopped *fromparse.Stopped
		switch {
		case errors.As(err, &stopped):
			return a.stopped(ctx, stopped.Stage)
		case in != nil && len(in.Errors) > 0:
			a.reportSyntaxErrors(in.Errors)
		}
		if err != nil {
			return fail(exitUsage, "%v", err)
		}
		fmt.Fprintln(a.stdout, in.Parse.String())
	}
	return nil
}

// planFolderOutputs decides where the result of a folder goes (-o, else
// INPUT.reduced beside INPUT) and checks it and the report, as
// planOutputs checks a file's: the result is a folder that hddmin
// replaces whole, so it must be neither the input nor in it nor hold it,
// nor hold a file of the test, and a folder there already must be an
// earlier result of this input (it holds nothing the input does not), so
// that no folder of other files is ever replaced.
func (a *app) planFolderOutputs(testFiles []string) (*outputs, error) {
	cfg := a.cfg
	o := &outputs{result: cfg.output, report: cfg.report}
	input := filepath.Clean(cfg.input)
	if o.result == "" {
		o.result = input + ".reduced"
	}
	o.result = filepath.Clean(o.result)
	switch {
	case sameFile(o.result, input):
		return nil, fmt.Errorf("the output %s is the input: choose another", shown(o.result))
	case folder.Within(o.result, input):
		return nil, fmt.Errorf("the output %s is inside the input %s, which hddmin never changes: choose another", shown(o.result), shown(input))
	case folder.Within(input, o.result):
		return nil, fmt.Errorf("the output %s holds the input %s, and hddmin replaces it whole: choose another", shown(o.result), shown(input))
	}
	for _, f := range testFiles {
		if folder.Within(f, o.result) {
			return nil, fmt.Errorf("the output %s holds %s, a file of the test, and hddmin replaces it whole: choose another", shown(o.result), shown(f))
		}
	}
	if err := a.resultFolderWritable(o.result); err != nil {
		return nil, err
	}
	if o.report != "" {
		for _, p := range append([]string{input, o.result}, testFiles...) {
			if sameFile(o.report, p) || folder.Within(o.report, p) {
				return nil, fmt.Errorf("--report %s is, or is inside, %s: choose another", shown(o.report), shown(p))
			}
		}
		if err := writable("--report", o.report); err != nil {
			return nil, err
		}
	}
	for _, p := range [][2]string{{o.result, "-o"}, {o.report, "--report"}} {
		if p[0] == "" {
			continue
		}
		lock, err := lockOutput(p[0], p[1])
		if err != nil {
			o.release()
			return nil, err
		}
		if lock != nil {
			o.locks = append(o.locks, lock)
		}
	}
	folder.RemoveStale(o.result) // a run that died while writing it; the lock is ours
	return o, nil
}

// resultFolderWritable checks that the result folder p can be made beside
// its parent's other files, and that a folder already there is an earlier
// result of this input.
func (a *app) resultFolderWritable(p string) error {
	abs, err := filepath.Abs(p)
	if err != nil {
		return fmt.Errorf("the output %s: %v", shown(p), err)
	}
	if abs == "/dev" || strings.HasPrefix(abs, "/dev/") {
		return fmt.Errorf("the output %s is under /dev: give a folder", shown(p))
	}
	dir := filepath.Dir(p)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("the output %s: the folder %s does not exist", shown(p), shown(dir))
	}
	switch st, err := os.Lstat(p); {
	case err == nil && !st.IsDir():
		return fmt.Errorf("the output %s is not a folder: the result of a folder is a folder; choose another name with -o", shown(p))
	case err == nil:
		paths, err := folder.Paths(p)
		if err != nil {
			return fmt.Errorf("the output %s: %v", shown(p), err)
		}
		var foreign []string
		for _, q := range paths {
			if !a.folder.fold.Has(q) {
				foreign = append(foreign, q)
			}
		}
		if len(foreign) > 0 {
			if len(foreign) > 3 {
				foreign = append(foreign[:3], "...")
			}
			return fmt.Errorf("the output %s holds what %s does not (%s): it is no earlier result of this input, and hddmin would replace it whole; remove it, or choose another with -o",
				shown(p), shown(a.cfg.input), strings.Join(foreign, ", "))
		}
	case !errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("the output: %v", err)
	}
	tmp, err := os.MkdirTemp(dir, folder.TempPattern(p))
	if err != nil {
		return fmt.Errorf("the output %s cannot be written: %v", shown(p), err)
	}
	os.Remove(tmp)
	return nil
}

// writeResult writes text, the best result so far, to the output: a
// file through a rename, or a folder replaced whole.
func (a *app) writeResult(out string, text []byte) error {
	if a.folder == nil {
		return atomicfile.Write(out, text)
	}
	return a.folder.fold.Replace(out, text, func(tmp string, on bool) {
		if a.dog != nil {
			a.dog.Dir(tmp, on)
		}
	})
}

// writeCandidate is how a test gets the candidate: nil for a file (it
// is written as it is), the folder's files for a folder.
func (a *app) writeCandidate() func(path string, candidate []byte) error {
	if a.folder == nil {
		return nil
	}
	return a.folder.fold.Materialize
}

// describe is how the reduction's first line names what it reduces.
func (a *app) describe(t *tree.Tree, src []byte) string {
	if a.folder == nil {
		return fmt.Sprintf("%s (%d bytes, grammar %s, start rule %s)", a.inputName(), len(src), t.Grammar(), a.start)
	}
	n := len(a.folder.fold.Files)
	return fmt.Sprintf("%s (%d file%s, %d bytes, grammars %s)", a.inputName(), n, map[bool]string{true: "", false: "s"}[n == 1],
		a.folder.fold.Size(src), strings.ReplaceAll(t.Grammar(), "+", ", "))
}

// size is the size of src, a text of the reduction, as the user counts it:
// its bytes, or for a folder its files' bytes.
func (a *app) size(src []byte) int {
	if a.folder == nil {
		return len(src)
	}
	return a.folder.count.Record(src)
}
