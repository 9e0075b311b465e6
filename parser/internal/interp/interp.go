package interp

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
)

// New returns the functions that make the lexers and parsers of the
// grammar called name from the .interp data of its lexer and its parser,
// with the built-in equivalent target of its target code (nil for none).
// It builds the grammar's static data (the runtime's ATNs, their DFA
// caches and prediction context caches, the compiled rules) once, under
// w, and its lexers and parsers share it, as generated code shares its
// static data: any number of goroutines may parse with them at once.
func New(name string, lexer, parser *atn.Interp, w *watch.Watch, target *Target) (func(antlr.CharStream) antlr.Lexer, func(antlr.TokenStream) antlr.Parser, error) {
	sh, err := newRecognizers(name, lexer, parser, w)
	if err != nil {
		return nil, nil, err
	}
	if target == nil {
		target = &Target{}
	}
	newLexer := func(in antlr.CharStream) antlr.Lexer { return sh.newLexer(in, target.Lexer) }
	newParser := func(in antlr.TokenStream) antlr.Parser { return sh.newParser(in, target.Parser, target.Predicates) }
	return newLexer, newParser, nil
}

// A Target is the target code of a grammar, built in: what the actions,
// the predicates and the base classes of its lexer and its parser do, in
// Go (package parser/internal/target makes them). Lexer and Parser make
// the hooks of each new lexer and parser, which hold its state (an
// indentation stack, the last token); either may be nil.
type Target struct {
	Lexer  func() LexerHooks
	Parser func() ParserHooks
	// Predicates are the code of the parser's predicates, by index, for
	// the message of one that fails (as generated code has it).
	Predicates []string
}
