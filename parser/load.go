package parser

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hddmin/hddmin/parser/g4"
)

// LoadOptions tell LoadGrammar where to look for the files a grammar
// refers to.
type LoadOptions struct {
	// Libs are folders searched for imported grammars and tokenVocab
	// lexers after each grammar's own folder (the ANTLR tool's -lib).
	Libs []string
	// ReadFile reads .g4 files; nil means os.ReadFile.
	ReadFile func(name string) ([]byte, error)
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
func LoadGrammar(specs []string, opts LoadOptions) (*Loaded, error) {
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
	switch k {
	case "g4":
		return loadG4(specs, opts)
	case "interp":
		g, err := loadInterp(specs)
		if err != nil {
			return nil, err
		}
		return &Loaded{Grammar: g}, nil
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

func loadG4(paths []string, opts LoadOptions) (*Loaded, error) {
	c, err := (&g4.Loader{Libs: opts.Libs, ReadFile: opts.ReadFile}).Load(paths...)
	if err != nil {
		return nil, err
	}
	li, err := ReadInterp(c.Lexer)
	if err != nil {
		return nil, fmt.Errorf("%s: the compiled lexer: %w", c.LexerFile, err)
	}
	pi, err := ReadInterp(c.Parser)
	if err != nil {
		return nil, fmt.Errorf("%s: the compiled parser: %w", c.ParserFile, err)
	}
	g, err := NewInterpGrammar(c.Name, nil, "", li, pi)
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
func loadInterp(paths []string) (*Grammar, error) {
	if len(paths) == 1 {
		lexer, err := lexerInterpBeside(paths[0])
		if err != nil {
			return nil, err
		}
		paths = append(paths, lexer)
	}
	var lexer, parser *Interp
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		in, err := ReadInterp(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		switch {
		case in.ATN.Lexer && lexer == nil:
			lexer = in
		case !in.ATN.Lexer && parser == nil:
			parser = in
		default:
			return nil, fmt.Errorf("%s and %s are both %s .interp files: give a lexer's and a parser's", paths[0], paths[1], interpKind(in))
		}
	}
	name := strings.TrimSuffix(filepath.Base(paths[0]), filepath.Ext(paths[0]))
	if !parserFirst(paths) {
		name = strings.TrimSuffix(filepath.Base(paths[1]), filepath.Ext(paths[1]))
	}
	return NewInterpGrammar(name, nil, "", lexer, parser)
}

func interpKind(in *Interp) string {
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
