package fromparse

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
)

// Source is an input and what Load needs to make its tree. Its zero value
// with File set reads the file with the grammar of its extension, from the
// grammar's start rule, with the grammar's own islands.
type Source struct {
	// Context stops Load when it is done; nil means context.Background().
	Context context.Context
	// File names the input: Load reads it unless Text is set, chooses the
	// grammar by its extension unless Grammar or GrammarFiles does, and
	// names it in syntax errors and warnings.
	File string
	// Text is the input, if it is read already (standard input, a test).
	Text []byte
	// Grammar is the grammar of the input. Without it, GrammarFiles names
	// it (see parser.LoadGrammar), read with the options Load; without
	// either, File's extension chooses a bundled one.
	Grammar      *parser.Grammar
	GrammarFiles []string
	Load         parser.LoadOptions
	// Start is the rule to parse from; "" for the grammar's start rule.
	Start string
	// Replacements override the grammar's replacements, by rule or token
	// name (see parser.Analyze). Each must parse where it stands: a rule's
	// as that rule, whole, with no syntax error; a token's as one token of
	// its type. Load refuses those that do not, naming them.
	Replacements map[string]string
	// Islands come before the grammar's own, which NoIslands leaves out.
	// Load reads the grammar of every island and checks the names it uses
	// before it parses (see parser.ResolveIslands).
	Islands   []*parser.Island
	NoIslands bool
	// Build and Transform are the options of the tree (see Options and
	// tree.TransformOptions); Load sets Build.Islands, and Build.Transform
	// to Transform.
	Build     Options
	Transform tree.TransformOptions
	// Strict makes an input with syntax errors an error (wrapping
	// parser.ErrSyntax), returned with the errors and no tree.
	Strict bool
	// ParseOnly stops after the parse: Loaded.Parse is the whole ANTLR
	// parse, there is no tree, and islands are not read.
	ParseOnly bool
	// Stage, if set, is called as each stage begins, with its name
	// ("parsing FILE", ...), for progress messages.
	Stage func(stage string)
	// Warn, if set, receives the warnings of a grammar read from files
	// (actions, predicates...) as soon as it is read, before the parse;
	// without it they are in Loaded.Warnings. Those of the islands are in
	// the tree's (tree.Tree.Warnings).
	Warn func(warning string)
}

// Loaded is an input made ready for a reduction: its tree and what was
// found on the way.
type Loaded struct {
	Tree    *tree.Tree    // built, transformed, and checked to unparse to Text
	Parse   *parser.Parse // with Source.ParseOnly, the parse; else nil (the build takes it apart)
	Grammar *parser.Grammar
	Start   string // the start rule parsed from
	Text    []byte
	// Errors are the input's syntax errors: the tree is the one error
	// recovery built.
	Errors   []*parser.SyntaxError
	Warnings []string // the grammar's, unless Source.Warn took them
}

// Stopped is the error of a Load whose context was done: the stage it
// stopped in, and the context's error (which it wraps).
type Stopped struct {
	Stage string
	Err   error
}

func (e *Stopped) Error() string { return "stopped while " + e.Stage + ": " + e.Err.Error() }
func (e *Stopped) Unwrap() error { return e.Err }

// An OptionError is a field of Source that is wrong: a replacement that
// does not parse, an island that names no grammar, an identifier token the
// grammar lacks. Option is the field's name.
type OptionError struct {
	Option string
	Err    error
}

func (e *OptionError) Error() string { return e.Option + ": " + e.Err.Error() }
func (e *OptionError) Unwrap() error { return e.Err }

// ErrRoundTrip is wrapped by the error of a tree that does not unparse to
// its input: a bug, never the input's fault.
var ErrRoundTrip = errors.New("the tree does not unparse to the input")

// Load makes the reducible tree of an input: it reads the input and the
// grammar, checks the replacements and the identifier tokens, reads and
// checks the grammars of the islands, then parses, builds the tree (with
// the items of the start rule built as the parser finishes them, see
// Builder), transforms it and checks that it unparses to the input. Every
// mistake in the options is found before the parse, which may take long.
//
// Errors: a *Stopped when the context is done; an *OptionError for a
// wrong field of src; ErrRoundTrip wrapped for a bug; with Strict,
// parser.ErrSyntax wrapped (the Loaded holds the errors); else an error in
// the input or the grammar (unreadable, unknown grammar, grammar errors,
// nesting too deep), with its file:line:col where it has one.
func Load(src Source) (*Loaded, error) {
	ctx := src.Context
	if ctx == nil {
		ctx = context.Background()
	}
	l := &loader{src: src, ctx: ctx, out: &Loaded{}}
	return l.load()
}

// loader carries one Load.
type loader struct {
	src   Source
	ctx   context.Context
	out   *Loaded
	stage string
}

func (l *loader) begin(stage string) {
	l.stage = stage
	if l.src.Stage != nil {
		l.src.Stage(stage)
	}
}

func (l *loader) warn(w string) {
	if l.src.Warn != nil {
		l.src.Warn(w)
		return
	}
	l.out.Warnings = append(l.out.Warnings, w)
}

// stopped returns the error of a done context, or nil.
func (l *loader) stopped() error {
	if err := l.ctx.Err(); err != nil {
		return &Stopped{Stage: l.stage, Err: err}
	}
	return nil
}

func (l *loader) load() (*Loaded, error) {
	src, out := l.src, l.out
	out.Text = src.Text
	if out.Text == nil {
		l.begin("reading " + src.File)
		data, err := os.ReadFile(src.File)
		if err != nil {
			return nil, err
		}
		out.Text = data
	}
	g, err := l.grammar()
	if err != nil {
		return nil, err
	}
	out.Grammar = g
	out.Start = src.Start
	if out.Start == "" {
		out.Start = g.StartRule()
	}
	if err := l.stopped(); err != nil {
		return nil, err
	}
	if src.ParseOnly {
		l.begin("parsing " + src.File)
		p, err := g.ParseContext(l.ctx, src.File, out.Text, src.Start)
		if err := l.stopped(); err != nil {
			return nil, err
		}
		if err != nil {
			return nil, err
		}
		out.Parse, out.Errors = p, p.Errors
		if err := l.unfinished(p); err != nil {
			return nil, err
		}
		return out, l.strict()
	}
	if _, unknown := g.IdentifierTypes(src.Build.IdentifierTokens); len(unknown) > 0 {
		return nil, &OptionError{"IdentifierTokens", fmt.Errorf("grammar %s has no token %s", g.Name, strings.Join(unknown, ", "))}
	}
	repl, err := l.replacements(g)
	if err != nil {
		return nil, err
	}
	opts := src.Build
	if opts.Islands, err = l.islands(g); err != nil {
		return nil, err
	}
	if err := l.stopped(); err != nil {
		return nil, err
	}
	opts.Consume = true
	opts.Transform = src.Transform
	builder := New(l.ctx, repl, opts)
	builder.b.transforming = func() { l.begin("transforming the tree of " + src.File) }
	l.begin("parsing " + src.File)
	p, err := builder.Parse(g, src.File, out.Text, src.Start)
	if err := l.stopped(); err != nil {
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	out.Errors = p.Errors
	if err := l.unfinished(p); err != nil {
		return nil, err
	}
	if err := l.strict(); err != nil {
		return out, err
	}
	l.begin("building the tree of " + src.File) // then transforming it (see builder.transforming)
	t, err := builder.Tree(p)
	if err := l.stopped(); err != nil {
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	text, err := t.UnparseContext(l.ctx, tree.State{})
	if err != nil {
		return nil, l.stopped()
	}
	if !bytes.Equal(text, out.Text) {
		return nil, fmt.Errorf("internal error: %w: %s (%d bytes, want %d)", ErrRoundTrip, src.File, len(text), len(out.Text))
	}
	out.Tree = t
	return out, nil
}

// unfinished checks that the start rule read the whole input: one that
// does not end with EOF may stop early. The grammar's first rule, taken
// for the start rule, is refused then (an OptionError of "Start"); a start
// rule named in the source is warned about, and the rest of the input is
// kept as text.
func (l *loader) unfinished(p *parser.Parse) error {
	err := p.Unfinished()
	switch {
	case err == nil:
		return nil
	case l.src.Start == "":
		return &OptionError{"Start", fmt.Errorf("%v (the rule %s, first in the grammar, reads a part only)", err, l.out.Start)}
	}
	l.warn(fmt.Sprintf("warning: %v; the rest is kept as it is", err))
	return nil
}

// strict is the error of an input with syntax errors under Source.Strict.
func (l *loader) strict() error {
	if !l.src.Strict || len(l.out.Errors) == 0 {
		return nil
	}
	return fmt.Errorf("%s: %d syntax error(s) in grammar %s: %w", l.src.File, len(l.out.Errors), l.out.Grammar.Name, parser.ErrSyntax)
}

// grammar returns the grammar of the input, and passes on the warnings of
// one read from files.
func (l *loader) grammar() (*parser.Grammar, error) {
	src := l.src
	switch {
	case src.Grammar != nil:
		return src.Grammar, nil
	case len(src.GrammarFiles) == 0:
		return parser.ForFile(src.File)
	}
	l.begin("loading the grammar " + strings.Join(src.GrammarFiles, " "))
	g, err := parser.LoadGrammarContext(l.ctx, src.GrammarFiles, src.Load)
	if err := l.stopped(); err != nil {
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	for _, w := range g.Warnings {
		l.warn(w.Error())
	}
	return g.Grammar, nil
}

// replacements returns the replacements of g with the overrides of the
// source, each checked.
func (l *loader) replacements(g *parser.Grammar) (*parser.Replacements, error) {
	if len(l.src.Replacements) == 0 {
		return g.Replacements()
	}
	repl, err := parser.Analyze(g, l.src.Replacements)
	if err != nil {
		return nil, &OptionError{"Replacements", err}
	}
	if err := CheckReplacements(g, l.src.Replacements); err != nil {
		return nil, &OptionError{"Replacements", err}
	}
	return repl, nil
}

// CheckReplacements checks that each replacement of overrides (by rule or
// token name, as parser.Analyze takes them) parses where it stands: the
// text of a rule parses from that rule, whole, without a syntax error; the
// text of a token lexes as one token of its type. A replacement that does
// not would make every candidate that uses it fail to parse, or turn the
// test's input into text of another language. The error names every
// replacement that fails, with the reason.
func CheckReplacements(g *parser.Grammar, overrides map[string]string) error {
	var errs []error
	for _, name := range slices.Sorted(maps.Keys(overrides)) {
		text := overrides[name]
		if r := g.RuleIndex(name); r >= 0 {
			if err := parsesAs(g, name, text); err != nil {
				errs = append(errs, fmt.Errorf("rule %s: %q %v", name, text, err))
			}
			continue
		}
		names := [][]string{g.Parser.SymbolicNames, g.Parser.LiteralNames}
		for _, list := range names {
			if t := slices.Index(list, name); t > 0 {
				if !g.Relex(t, text) {
					errs = append(errs, fmt.Errorf("token %s: %q does not lex as one %s token", name, text, name))
				}
				break
			}
		}
	}
	return errors.Join(errs...)
}

// parsesAs returns why text does not parse as the whole of rule, or nil.
func parsesAs(g *parser.Grammar, rule, text string) error {
	p, err := g.Parse("replacement", []byte(text), rule)
	if err != nil {
		return fmt.Errorf("does not parse as %s: %v", rule, err)
	}
	if len(p.Errors) > 0 {
		e := p.Errors[0]
		return fmt.Errorf("does not parse as %s: column %d: %s", rule, e.Column, e.Msg)
	}
	end := 0 // the end of what the rule matched
	if stop := p.Tree.GetStop(); stop != nil && stop.GetTokenType() != antlr.TokenEOF && stop.GetTokenIndex() >= 0 {
		_, end = p.Span(stop)
	}
	for _, t := range p.Tokens() {
		if t.GetChannel() == antlr.TokenDefaultChannel && t.GetTokenType() != antlr.TokenEOF {
			if s, _ := p.Span(t); s >= end {
				return fmt.Errorf("does not parse as %s: %s ends before %q", rule, rule, text[s:])
			}
		}
	}
	return nil
}

// islands returns the islands of the source and of the grammar, checked.
func (l *loader) islands(g *parser.Grammar) ([]*parser.Island, error) {
	list := slices.Clone(l.src.Islands)
	if !l.src.NoIslands {
		list = append(list, g.Islands...)
	}
	if len(list) == 0 {
		return nil, nil
	}
	l.begin("reading the grammars of the islands")
	if err := parser.ResolveIslands(g, list); err != nil {
		return nil, &OptionError{"Islands", err}
	}
	return list, nil
}
