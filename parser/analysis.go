package parser

import (
	"context"
	"maps"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/internal/analysis"
)

// Replacements are the shortest texts a grammar allows in place of each
// token, each rule and each pass through a (...)+ loop body (Tokens by
// token type, Rules by parser rule index, Plus by the PlusBlockStart state
// of the loop). A token or rule without an entry has no known replacement
// and cannot be removed.
type Replacements = analysis.Replacements

// TokenClasses say which token types of a grammar may be rewritten, from
// the lexer's ATN alone (see Grammar.TokenClasses):
//
//   - a literal is a token type whose lexer rule matches texts of more than
//     one length: strings, numbers, regular expressions, comments, template
//     parts. Its text may be replaced by any shorter one that lexes back as
//     the same type.
//   - an identifier is a token type whose lexer rule matches names: an
//     infinite set of words of letters only, where no word that begins with
//     letters can go on with a space (which rules out runs of free text).
//     Its occurrences may be renamed together. Identifiers are not
//     literals.
type TokenClasses = analysis.TokenClasses

// Analyze computes the replacements of g. Overrides map rule names, token
// names (symbolic, or literal with its quotes as in the grammar) to the text
// to use instead of the computed one; they take part in the fixpoint. The
// grammar's own Overrides apply first, those given here over them.
func Analyze(g *Grammar, overrides map[string]string) (*Replacements, error) {
	return analyze(nil, g, overrides)
}

// AnalyzeContext is Analyze, stopped when ctx is done: it then returns an
// error that wraps ctx.Err(). It looks at ctx at every rule.
func AnalyzeContext(ctx context.Context, g *Grammar, overrides map[string]string) (r *Replacements, err error) {
	defer watch.Recover(ctx, "replacements of grammar "+g.Name, &err)
	return analyze(watch.New(ctx, nil), g, overrides)
}

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
