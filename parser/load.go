package parser

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hddmin/hddmin/internal/watch"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/g4"
	"github.com/hddmin/hddmin/parser/internal/analysis"
)

// LoadOptions tell LoadGrammar where to look for the files a grammar
// refers to.
type LoadOptions struct {
	// Libs are folders searched for imported grammars and tokenVocab
	// lexers after each grammar's own folder (the ANTLR tool's -lib). They
	// must exist (when ReadFile is nil), and only .g4 grammars take them.
	Libs []string
	// ReadFile reads .g4 files; nil means os.ReadFile.
	ReadFile func(name string) ([]byte, error)
	// Progress, if set, is called as each stage of loading a grammar from
	// files begins (reading a file, checking and compiling a .g4 grammar,
	// analysing its decisions, computing its replacements), with done 0
	// of the stage's total items (0 if it has none to count), and then
	// every 1,024 items with the items done: a grammar of 20,000 rules
	// takes seconds. A bundled grammar has no stages.
	Progress func(stage string, done, total int)
}

// Loaded is a grammar read at run time, with what its compiler noticed.
type Loaded struct {
	*Grammar
	// Warnings are problems that did not stop the compiler, such as
	// actions and predicates, which cannot run here.
	Warnings []error
}

// LoadGrammar returns the grammar that specs name: one bundled grammar's
// name; one or two .g4 files (a combined grammar; a parser grammar, whose
// tokenVocab option finds its lexer; or a lexer and a parser grammar); or
// one or two .interp files that the ANTLR tool wrote (a parser's finds its
// lexer's beside it, as XLexer.interp for X.interp or XParser.interp).
//
// A .g4 grammar is compiled to the ATN the ANTLR tool would build and runs
// in an interpreting lexer and parser: its trees are the tool's. An error
// from a .g4 grammar is a g4.ErrorList, every problem with file:line:col.
//
// A grammar read from files is analysed here (its replacements and token
// classes, which Grammar.Replacements and Grammar.TokenClasses then
// return at once), so that all the work of a large grammar is done under
// the context of LoadGrammarContext.
func LoadGrammar(specs []string, opts LoadOptions) (*Loaded, error) {
	return LoadGrammarContext(context.Background(), specs, opts)
}

// LoadGrammarContext is LoadGrammar, stopped when ctx is done: it then
// returns an error that wraps ctx.Err(), and no grammar. It looks at ctx
// at every rule and decision of every stage.
func LoadGrammarContext(ctx context.Context, specs []string, opts LoadOptions) (loaded *Loaded, err error) {
	w := watch.New(ctx, opts.Progress)
	defer watch.Recover(ctx, "load grammar "+strings.Join(specs, " "), &err)
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("load grammar %s: %w", strings.Join(specs, " "), err)
	}
	if len(specs) == 0 || len(specs) > 2 {
		return nil, fmt.Errorf("want one grammar (a name or a file), or two files (a lexer and a parser); got %d", len(specs))
	}
	kind := func(s string) string {
		switch strings.ToLower(filepath.Ext(s)) {
		case ".g4", ".g":
			return "g4"
		case ".interp":
			return "interp"
		}
		return ""
	}
	k := kind(specs[0])
	for _, s := range specs[1:] {
		if kind(s) != k {
			return nil, fmt.Errorf("grammar files %s and %s are of different kinds: give .g4 files or .interp files", specs[0], s)
		}
	}
	if len(opts.Libs) > 0 && k != "g4" {
		return nil, fmt.Errorf("grammar library folders are for .g4 grammars, and %s is not one", specs[0])
	}
	for _, lib := range opts.Libs {
		if opts.ReadFile != nil {
			break // not the file system
		}
		if st, err := os.Stat(lib); err != nil {
			return nil, fmt.Errorf("grammar library folder %s: %w", lib, errors.Unwrap(err))
		} else if !st.IsDir() {
			return nil, fmt.Errorf("grammar library folder %s is not a folder", lib)
		}
	}
	switch k {
	case "g4":
		loaded, err = loadG4(ctx, w, specs, opts)
	case "interp":
		var g *Grammar
		g, err = loadInterp(specs, w)
		loaded = &Loaded{Grammar: g}
	}
	if k != "" {
		if err != nil {
			return nil, err
		}
		loaded.analyze(w)
		return loaded, nil
	}
	if len(specs) > 1 {
		return nil, fmt.Errorf("%s is not a .g4 or .interp file", specs[0])
	}
	if strings.ContainsAny(specs[0], `/\`) {
		if _, err := os.Stat(specs[0]); err == nil {
			return nil, fmt.Errorf("%s: not a grammar file: want a .g4 file, an .interp file or a bundled grammar's name (%s)", specs[0], strings.Join(Names(), ", "))
		}
	}
	g, err := Lookup(specs[0])
	if err != nil {
		return nil, fmt.Errorf("%w, or a .g4 or .interp file", err)
	}
	return &Loaded{Grammar: g}, nil
}

// analyze computes the replacements and token classes of a grammar just
// loaded, under w.
func (l *Loaded) analyze(w *watch.Watch) {
	g := l.Grammar
	repl, err := analyze(w, g, g.Overrides)
	g.once.Do(func() { g.repl, g.err = repl, err })
	classes := analysis.Classify(g.Lexer.ATN, w)
	g.classOnce.Do(func() { g.classes = classes })
}

func loadG4(ctx context.Context, w *watch.Watch, paths []string, opts LoadOptions) (*Loaded, error) {
	c, err := (&g4.Loader{Libs: opts.Libs, ReadFile: opts.ReadFile, Progress: opts.Progress}).LoadContext(ctx, paths...)
	if err != nil {
		return nil, err
	}
	w.Begin("reading the compiled grammar "+c.Name, 0)
	li, err := atn.ReadInterpCheck(c.Lexer, w.Check)
	if err != nil {
		return nil, fmt.Errorf("%s: the compiled lexer: %w", c.LexerFile, err)
	}
	pi, err := atn.ReadInterpCheck(c.Parser, w.Check)
	if err != nil {
		return nil, fmt.Errorf("%s: the compiled parser: %w", c.ParserFile, err)
	}
	g, err := newInterpGrammar(c.Name, nil, "", li, pi, w)
	if err != nil {
		return nil, err
	}
	out := &Loaded{Grammar: g}
	for _, w := range c.Warnings {
		out.Warnings = append(out.Warnings, w)
	}
	return out, nil
}

// loadInterp reads a grammar from the .interp files of its lexer and
// parser.
func loadInterp(paths []string, w *watch.Watch) (*Grammar, error) {
	if len(paths) == 1 {
		lexer, err := lexerInterpBeside(paths[0])
		if err != nil {
			return nil, err
		}
		paths = append(paths, lexer)
	}
	datas := make([][]byte, len(paths))
	for i, p := range paths {
		w.Begin("reading "+p, 0)
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		datas[i] = data
	}
	return interpGrammar(paths, datas, w)
}

// interpGrammar reads the grammar of the .interp files at paths, a lexer's
// and a parser's in either order, whose contents are datas, and checks it.
func interpGrammar(paths []string, datas [][]byte, w *watch.Watch) (*Grammar, error) {
	var lexer, parser *atn.Interp
	var lexerFile, parserFile string
	for i, p := range paths {
		in, err := atn.ReadInterpCheck(datas[i], w.Check)
		if err != nil {
			return nil, interpErrorIn(p, err)
		}
		switch {
		case in.ATN.Lexer && lexer == nil:
			lexer, lexerFile = in, p
		case !in.ATN.Lexer && parser == nil:
			parser, parserFile = in, p
		default:
			return nil, fmt.Errorf("%s and %s are both %s .interp files: give a lexer's and a parser's", paths[0], paths[1], interpKind(in))
		}
	}
	if lexer == nil || parser == nil {
		return nil, errors.New("want the .interp files of a lexer and a parser")
	}
	var errs g4.ErrorList
	for _, f := range []struct {
		file string
		in   *atn.Interp
	}{{lexerFile, lexer}, {parserFile, parser}} {
		var list g4.ErrorList
		if errors.As(checkEndless(f.file, f.in), &list) {
			errs = append(errs, list...)
		}
		errs = append(errs, checkEOFClosures(f.file, f.in)...)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	name := strings.TrimSuffix(filepath.Base(paths[0]), filepath.Ext(paths[0]))
	if !parserFirst(paths) {
		name = strings.TrimSuffix(filepath.Base(paths[1]), filepath.Ext(paths[1]))
	}
	return newInterpGrammar(name, nil, "", lexer, parser, w)
}

// interpErrorIn prefixes err with file: file:line: msg for an
// *atn.InterpError, file: err for another.
func interpErrorIn(file string, err error) error {
	var ie *atn.InterpError
	if errors.As(err, &ie) {
		return ie.In(file)
	}
	return fmt.Errorf("%s: %w", file, err)
}

func interpKind(in *atn.Interp) string {
	if in.ATN.Lexer {
		return "lexer"
	}
	return "parser"
}

// parserFirst reports whether the first of two .interp paths is not a
// lexer's by its name.
func parserFirst(paths []string) bool {
	return !strings.HasSuffix(strings.TrimSuffix(filepath.Base(paths[0]), ".interp"), "Lexer")
}

// lexerInterpBeside finds the lexer .interp beside a parser's: XLexer.interp
// for XParser.interp or X.interp.
func lexerInterpBeside(path string) (string, error) {
	dir, base := filepath.Split(path)
	name := strings.TrimSuffix(base, filepath.Ext(base))
	if strings.HasSuffix(name, "Lexer") {
		return "", fmt.Errorf("%s is a lexer's .interp: give the parser's (its lexer's is found beside it)", path)
	}
	var tried []string
	for _, cand := range []string{strings.TrimSuffix(name, "Parser") + "Lexer", name + "Lexer"} {
		p := filepath.Join(dir, cand+".interp")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		} else if !errors.Is(err, os.ErrNotExist) {
			return "", err
		}
		if len(tried) == 0 || tried[0] != p {
			tried = append(tried, p)
		}
	}
	return "", fmt.Errorf("%s: cannot find its lexer's .interp (looked for %s): give it as a second -g", path, strings.Join(tried, " and "))
}
