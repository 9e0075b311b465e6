package parser

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Grammar is a language hddmin reads: an ANTLR-generated lexer and parser,
// the .interp files the tool wrote beside them, and the analysis of both ATNs.
type Grammar struct {
	Name       string   // the name users give with --grammar
	Extensions []string // file name extensions, with the dot
	Start      string   // the default start rule; "" for the first rule

	NewLexer  func(antlr.CharStream) antlr.Lexer
	NewParser func(antlr.TokenStream) antlr.Parser

	Lexer  *Interp // the lexer's .interp
	Parser *Interp // the parser's .interp

	// Overrides are the grammar's own choices of replacements, by rule or
	// token name, where the shortest text is not the best one (see
	// Analyze). Set them before the grammar is used.
	Overrides map[string]string

	// Islands are the grammar's own islands: the nodes whose text is in
	// another language, parsed again with its grammar (see Island).
	Islands []*Island

	// Semantics, if set, tell the generator what the grammar's Go code
	// decides (see Generate). Set them before the grammar is used.
	Semantics Semantics

	once sync.Once
	repl *Replacements
	err  error

	classOnce sync.Once
	classes   *TokenClasses

	genOnce sync.Once
	gen     *genTables
	genErr  error
}

// NewGrammar checks and assembles a grammar from a generated lexer and
// parser and the contents of their .interp files.
func NewGrammar(name string, exts []string, start string,
	newLexer func(antlr.CharStream) antlr.Lexer, newParser func(antlr.TokenStream) antlr.Parser,
	lexerInterp, parserInterp []byte) (*Grammar, error) {
	li, err := ReadInterp(lexerInterp)
	if err != nil {
		return nil, fmt.Errorf("grammar %s: lexer: %w", name, err)
	}
	pi, err := ReadInterp(parserInterp)
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

// RuleIndex returns the index of the parser rule called name, or -1.
func (g *Grammar) RuleIndex(name string) int {
	return slices.Index(g.Parser.RuleNames, name)
}

// StartRule returns the rule parsing starts from when none is given.
func (g *Grammar) StartRule() string {
	if g.Start != "" {
		return g.Start
	}
	return g.Parser.RuleNames[0]
}

// TokenName returns the name of token type t for messages and tree dumps:
// its symbolic name, else its literal, else its number.
func (g *Grammar) TokenName(t int) string {
	if t == antlr.TokenEOF {
		return "EOF"
	}
	if t >= 0 && t < len(g.Parser.SymbolicNames) && g.Parser.SymbolicNames[t] != "" {
		return g.Parser.SymbolicNames[t]
	}
	if t >= 0 && t < len(g.Parser.LiteralNames) && g.Parser.LiteralNames[t] != "" {
		return g.Parser.LiteralNames[t]
	}
	return fmt.Sprintf("<token %d>", t)
}

// Replacements returns the minimal replacement strings of the grammar, with
// its Overrides, computed once.
func (g *Grammar) Replacements() (*Replacements, error) {
	g.once.Do(func() { g.repl, g.err = Analyze(g, g.Overrides) })
	return g.repl, g.err
}

var (
	registryMu sync.Mutex
	registry   = map[string]*registered{}
)

// A registered is a grammar of the registry, built when it is registered
// or on its first use.
type registered struct {
	exts  []string
	build func() (*Grammar, error)
	once  sync.Once
	g     *Grammar
	err   error
}

func (e *registered) grammar() (*Grammar, error) {
	e.once.Do(func() { e.g, e.err = e.build() })
	return e.g, e.err
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

func add(name string, exts []string, build func() (*Grammar, error)) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[name]; dup {
		panic("parser: grammar " + name + " registered twice")
	}
	registry[name] = &registered{exts: exts, build: build}
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

func namesLocked() []string {
	var names []string
	for name := range registry {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// invokeRule calls the method of a generated parser that parses rule name.
// Generated parsers name it after the rule with an upper-case first letter
// and, where that would clash with Go, a trailing underscore. An
// interpreting parser (a ruleParser) takes the rule's index instead.
func invokeRule(p antlr.Parser, name string) (antlr.ParserRuleContext, error) {
	if rp, ok := p.(ruleParser); ok {
		if r := slices.Index(p.GetRuleNames(), name); r >= 0 {
			return rp.parseRule(r), nil
		}
		return nil, fmt.Errorf("the parser has no rule %q", name)
	}
	v := reflect.ValueOf(p)
	method := strings.ToUpper(name[:1]) + name[1:]
	for _, m := range []string{method, method + "_"} {
		if f := v.MethodByName(m); f.IsValid() && f.Type().NumIn() == 0 && f.Type().NumOut() == 1 {
			ctx, ok := f.Call(nil)[0].Interface().(antlr.ParserRuleContext)
			if ok {
				return ctx, nil
			}
		}
	}
	return nil, fmt.Errorf("the generated parser has no method for rule %q", name)
}
