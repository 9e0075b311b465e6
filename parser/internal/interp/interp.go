package interp

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
)

// New returns the functions that make the lexers and parsers of the
// grammar called name from the .interp data of its lexer and its parser.
// It builds the grammar's static data (the runtime's ATNs, their DFA
// caches and prediction context caches, the compiled rules) once, under
// w, and its lexers and parsers share it, as generated code shares its
// static data: any number of goroutines may parse with them at once.
func New(name string, lexer, parser *atn.Interp, w *watch.Watch) (func(antlr.CharStream) antlr.Lexer, func(antlr.TokenStream) antlr.Parser, error) {
	sh, err := newRecognizers(name, lexer, parser, w)
	if err != nil {
		return nil, nil, err
	}
	return sh.newLexer, sh.newParser, nil
}
