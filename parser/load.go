package parser

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/g4"
	"github.com/hddmin/hddmin/parser/internal/analysis"
	"github.com/hddmin/hddmin/parser/internal/interp"
	"github.com/hddmin/hddmin/parser/internal/target"
)

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
	code, codeWarnings := target.For(&c.LexerCode, &c.ParserCode)
	g, err := newInterpGrammarTarget(c.Name, nil, "", li, pi, w, code)
	if err != nil {
		return nil, err
	}
	out := &Loaded{Grammar: g}
	for _, w := range c.Warnings {
		out.Warnings = append(out.Warnings, w)
	}
	out.Warnings = append(out.Warnings, codeWarnings...)
	return out, nil
}

// loadInterp reads a grammar from the .interp files of its lexer and
// parser.
func loadInterp(paths []string, w *watch.Watch) (*Loaded, error) {
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
func interpGrammar(paths []string, datas [][]byte, w *watch.Watch) (*Loaded, error) {
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
	var errs, warnings g4.ErrorList
	for _, f := range []struct {
		file string
		in   *atn.Interp
	}{{lexerFile, lexer}, {parserFile, parser}} {
		e, w := checkEndless(f.file, f.in)
		errs, warnings = append(errs, e...), append(warnings, w...)
		errs = append(errs, checkEOFClosures(f.file, f.in)...)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	name := strings.TrimSuffix(filepath.Base(paths[0]), filepath.Ext(paths[0]))
	if !parserFirst(paths) {
		name = strings.TrimSuffix(filepath.Base(paths[1]), filepath.Ext(paths[1]))
	}
	g, err := newInterpGrammar(name, nil, "", lexer, parser, w)
	if err != nil {
		return nil, err
	}
	out := &Loaded{Grammar: g}
	for _, w := range warnings {
		out.Warnings = append(out.Warnings, w)
	}
	return out, nil
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

// newInterpGrammar is NewInterpGrammar under w.
func newInterpGrammar(name string, exts []string, start string, lexer, parser *atn.Interp, w *watch.Watch) (*Grammar, error) {
	return newInterpGrammarTarget(name, exts, start, lexer, parser, w, nil)
}

// newInterpGrammarTarget is newInterpGrammar for a grammar whose target
// code runs built in (see package parser/internal/target), if code is
// not nil.
func newInterpGrammarTarget(name string, exts []string, start string, lexer, parser *atn.Interp, w *watch.Watch, code *interp.Target) (*Grammar, error) {
	if lexer == nil || parser == nil || lexer.ATN == nil || parser.ATN == nil {
		return nil, fmt.Errorf("grammar %s: a lexer and a parser .interp are needed", name)
	}
	if !lexer.ATN.Lexer || parser.ATN.Lexer {
		return nil, fmt.Errorf("grammar %s: the lexer and parser .interp files are swapped or of the wrong kind", name)
	}
	if start != "" && !slices.Contains(parser.RuleNames, start) {
		return nil, fmt.Errorf("grammar %s: no start rule %q", name, start)
	}
	newLexer, newParser, err := interp.New(name, lexer, parser, w, code)
	if err != nil {
		return nil, fmt.Errorf("grammar %s: %w", name, err)
	}
	return &Grammar{Name: name, Extensions: exts, Start: start,
		NewLexer: newLexer, NewParser: newParser,
		Lexer: lexer, Parser: parser}, nil
}

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
	// actions and predicates that no built-in equivalent runs (see
	// package parser/internal/target).
	Warnings []error
}
