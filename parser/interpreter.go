package parser

import (
	"fmt"
	"slices"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/interp"
)

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

// newInterpGrammar is NewInterpGrammar under w.
func newInterpGrammar(name string, exts []string, start string, lexer, parser *atn.Interp, w *watch.Watch) (*Grammar, error) {
	if lexer == nil || parser == nil || lexer.ATN == nil || parser.ATN == nil {
		return nil, fmt.Errorf("grammar %s: a lexer and a parser .interp are needed", name)
	}
	if !lexer.ATN.Lexer || parser.ATN.Lexer {
		return nil, fmt.Errorf("grammar %s: the lexer and parser .interp files are swapped or of the wrong kind", name)
	}
	if start != "" && !slices.Contains(parser.RuleNames, start) {
		return nil, fmt.Errorf("grammar %s: no start rule %q", name, start)
	}
	sh, err := interp.New(name, lexer, parser, w)
	if err != nil {
		return nil, fmt.Errorf("grammar %s: %w", name, err)
	}
	return &Grammar{Name: name, Extensions: exts, Start: start,
		NewLexer: sh.NewLexer, NewParser: sh.NewParser,
		Lexer: lexer, Parser: parser}, nil
}
