package parser

import (
	"maps"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/internal/analysis"
)

// analyze is Analyze under w.
func analyze(w *watch.Watch, g *Grammar, overrides map[string]string) (*Replacements, error) {
	all := maps.Clone(g.Overrides)
	if all == nil {
		all = map[string]string{}
	}
	maps.Copy(all, overrides)
	return analysis.Analyze(w, g.view(), all)
}

// view returns what the analyses read of g.
func (g *Grammar) view() *analysis.Grammar {
	return &analysis.Grammar{Name: g.Name, Lexer: g.Lexer, Parser: g.Parser, NewLexer: g.NewLexer}
}

// TokenClasses returns the literals and identifiers of g, computed once.
func (g *Grammar) TokenClasses() *TokenClasses {
	g.classOnce.Do(func() { g.classes = analysis.Classify(g.Lexer.ATN, nil) })
	return g.classes
}

// Relex reports whether text lexes as exactly one token of type typ, in
// one of the lexer modes of the rules that make tokens of that type. It is
// the check of a rewritten token's text before it is tested.
func (g *Grammar) Relex(typ int, text string) bool {
	return g.TokenClasses().Relex(g.view(), typ, text)
}

// Apart reports whether a token of type typ with text left, followed
// directly by the text right, still lexes apart (see
// TokenClasses.Apart): how the unparser tells where two texts need a
// space between them.
func (g *Grammar) Apart(typ int, left, right string) bool {
	return g.TokenClasses().Apart(g.view(), typ, left, right)
}

// Replacements returns the minimal replacement strings of the grammar, with
// its Overrides, computed once.
func (g *Grammar) Replacements() (*Replacements, error) {
	g.once.Do(func() { g.repl, g.err = analyze(nil, g, g.Overrides) })
	return g.repl, g.err
}
