package parser

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
)

// The entry points of package parser, as go/parser keeps its own in one
// file: the ways to get a grammar (LoadGrammar, Lookup, ForFile, and for
// a grammar of one's own NewGrammar, NewInterpGrammar and Register), its
// analysis (Analyze) and its islands (ReadIslands, ResolveIslands). The
// work is done in the layers below: package atn reads the ATNs, package
// internal/interp runs a grammar without generated code, internal/analysis
// computes the replacements and token classes, internal/gen generates;
// Grammar.Parse (parse.go) parses.

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
		loaded, err = loadInterp(specs, w)
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

// Lookup returns the registered grammar called name.
func Lookup(name string) (*Grammar, error) {
	registryMu.Lock()
	e := registry[strings.ToLower(name)]
	registryMu.Unlock()
	if e == nil {
		return nil, fmt.Errorf("unknown grammar %q (bundled: %s)", name, strings.Join(Names(), ", "))
	}
	return e.grammar()
}

// ForFile returns the registered grammar for the extension of path.
func ForFile(path string) (*Grammar, error) {
	ext := strings.ToLower(filepath.Ext(path))
	registryMu.Lock()
	names := namesLocked()
	var found *registered
	for _, name := range names {
		if slices.Contains(registry[name].exts, ext) {
			found = registry[name]
			break
		}
	}
	registryMu.Unlock()
	if found == nil {
		return nil, fmt.Errorf("no grammar for %q files: choose one with --grammar (bundled: %s)",
			ext, strings.Join(names, ", "))
	}
	return found.grammar()
}

// Names lists the registered grammars.
func Names() []string {
	registryMu.Lock()
	defer registryMu.Unlock()
	return namesLocked()
}

// Register adds g to the registered grammars. It panics if err is not nil,
// or g's name is taken, so that a broken registration fails every test.
func Register(g *Grammar, err error) {
	if err != nil {
		panic(err)
	}
	add(g.Name, g.Extensions, func() (*Grammar, error) { return g, nil })
}

// RegisterLazy adds the grammar build returns to the registered grammars,
// by name and for the file extensions exts; build runs once, on its first
// Lookup or ForFile, whose error its error becomes. It panics if name is
// taken.
func RegisterLazy(name string, exts []string, build func() (*Grammar, error)) {
	add(name, exts, build)
}

// NewGrammar checks and assembles a grammar from a generated lexer and
// parser and the contents of their .interp files.
func NewGrammar(name string, exts []string, start string,
	newLexer func(antlr.CharStream) antlr.Lexer, newParser func(antlr.TokenStream) antlr.Parser,
	lexerInterp, parserInterp []byte) (*Grammar, error) {
	li, err := atn.ReadInterp(lexerInterp)
	if err != nil {
		return nil, fmt.Errorf("grammar %s: lexer: %w", name, err)
	}
	pi, err := atn.ReadInterp(parserInterp)
	if err != nil {
		return nil, fmt.Errorf("grammar %s: parser: %w", name, err)
	}
	if !li.ATN.Lexer || pi.ATN.Lexer {
		return nil, fmt.Errorf("grammar %s: the lexer and parser .interp files are swapped or of the wrong kind", name)
	}
	g := &Grammar{Name: name, Extensions: exts, Start: start,
		NewLexer: newLexer, NewParser: newParser, Lexer: li, Parser: pi}
	if start != "" && g.RuleIndex(start) < 0 {
		return nil, fmt.Errorf("grammar %s: no start rule %q", name, start)
	}
	// The generated code and the .interp files must come from the same run of the tool.
	if p := newParser(nil); !slices.Equal(p.GetRuleNames(), pi.RuleNames) {
		return nil, fmt.Errorf("grammar %s: the parser .interp does not match the generated parser", name)
	}
	return g, nil
}

// NewInterpGrammar assembles a grammar that runs from the .interp data of a
// lexer and a parser alone: an interpreting lexer and parser stand in for
// generated code. start is the default start rule ("" for the first rule).
//
// The static data of the grammar (the runtime's ATNs, their DFA caches and
// prediction context caches, the compiled rules) are built here, once, and
// shared by every lexer and parser of the grammar, as generated code shares
// its static data; any number of goroutines may parse with the grammar at
// once.
func NewInterpGrammar(name string, exts []string, start string, lexer, parser *atn.Interp) (*Grammar, error) {
	return newInterpGrammar(name, exts, start, lexer, parser, nil)
}

// Analyze computes the replacements of g. Overrides map rule names, token
// names (symbolic, or literal with its quotes as in the grammar) to the text
// to use instead of the computed one; they take part in the fixpoint. The
// grammar's own Overrides apply first, those given here over them.
func Analyze(g *Grammar, overrides map[string]string) (*Replacements, error) {
	return analyze(nil, g, overrides)
}

// ReadIslands reads a list of islands in JSON (see Island); file names the
// list in errors, and grammar files are relative to its directory. The
// regular expressions use Go's syntax (package regexp). An error says
// where it is in the file, as file:line:col; so do the errors of
// ResolveIslands.
func ReadIslands(file string, data []byte) ([]*Island, error) {
	r := &islandReader{file: file, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	r.dec.DisallowUnknownFields()
	list, err := r.read()
	if err != nil {
		return nil, err
	}
	for i, is := range list {
		is.dir = filepath.Dir(file)
		if err := is.compile(); err != nil {
			return nil, fmt.Errorf("%s: island %d: %v", is.pos, i+1, err)
		}
	}
	return list, nil
}

// ResolveIslands reads the grammar of every island of list and checks the
// names the islands use, before any input is parsed, so that a mistake in
// a list of islands is an error that names its place, not a warning at
// every node it would apply to: the grammar must load; its start rule, if
// given, must be one of its parser rules; the token or rule of the host
// must be one of the host grammar's (host, for an island of no host or of
// host's name, or the grammar of another island of the list, or a bundled
// grammar of that name). An island of a host that is none of these is
// not checked: it never applies.
func ResolveIslands(host *Grammar, list []*Island) error {
	grammars := map[string]*Grammar{host.Name: host}
	var errs []error
	for i, is := range list {
		lang, err := is.Language()
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: island %d: grammar %s: %w", is.where(), i+1, strings.Join(is.Grammar, " "), err))
			continue
		}
		if lang == nil {
			continue // plain
		}
		if is.Start != "" && lang.RuleIndex(is.Start) < 0 {
			errs = append(errs, fmt.Errorf("%s: island %d: grammar %s has no parser rule %q%s", is.where(), i+1, lang.Name, is.Start, lang.suggest(is.Start, false)))
		}
		grammars[lang.Name] = lang
	}
	for i, is := range list {
		var hosts []*Grammar
		switch g, ok := grammars[is.Host]; {
		case is.Host == "":
			for _, g := range grammars {
				hosts = append(hosts, g)
			}
		case ok:
			hosts = []*Grammar{g}
		default:
			if g, err := Lookup(is.Host); err == nil {
				hosts = []*Grammar{g}
			}
		}
		if len(hosts) == 0 || slices.ContainsFunc(hosts, func(g *Grammar) bool { return g.hasName(is.Token, is.Rule) }) {
			continue
		}
		slices.SortFunc(hosts, func(a, b *Grammar) int { return strings.Compare(a.Name, b.Name) })
		names := make([]string, len(hosts))
		for k, g := range hosts {
			names[k] = g.Name
		}
		what, name := "rule", is.Rule
		if is.Token != "" {
			what, name = "token", is.Token
		}
		errs = append(errs, fmt.Errorf("%s: island %d: grammar %s has no %s %q%s", is.where(), i+1, strings.Join(names, " or "), what, name, hosts[0].suggest(name, is.Token != "")))
	}
	return errors.Join(errs...)
}
