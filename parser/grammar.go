package parser

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/gen"
	"github.com/hddmin/hddmin/parser/internal/interp"
)

// Grammar is a language hddmin reads: an ANTLR-generated lexer and parser,
// the .interp files the tool wrote beside them, and the analysis of both ATNs.
type Grammar struct {
	Name       string   // the name users give with --grammar
	Extensions []string // file name extensions, with the dot
	Start      string   // the default start rule; "" for the first rule

	NewLexer  func(antlr.CharStream) antlr.Lexer
	NewParser func(antlr.TokenStream) antlr.Parser

	Lexer  *atn.Interp // the lexer's .interp
	Parser *atn.Interp // the parser's .interp

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

	tablesOnce sync.Once
	tables     *gen.Tables
	tablesErr  error
}

// RuleIndex returns the index of the parser rule called name, or -1.
func (g *Grammar) RuleIndex(name string) int {
	return slices.Index(g.Parser.RuleNames, name)
}

// UnknownRule returns the error for a start rule called name, which g
// does not have: it says if name is a token instead, and names the parser
// rules that could be meant: those of a name like it, else those that end
// with EOF (which read a whole input), else the first few.
func (g *Grammar) UnknownRule(name string) error {
	token, typ := "", slices.Index(g.Parser.SymbolicNames, name)
	if typ <= 0 {
		typ = slices.Index(g.Parser.LiteralNames, "'"+name+"'")
	}
	if typ <= 0 {
		typ = slices.Index(g.Parser.LiteralNames, name)
	}
	if typ > 0 {
		token = fmt.Sprintf(": %s is a token, not a parser rule", name)
	}
	var hint string
	if alone := g.rulesOfToken(typ); typ > 0 && len(alone) > 0 {
		hint = fmt.Sprintf("; did you mean %s (a %s alone is one)?", strings.Join(alone, " or "), g.TokenName(typ))
	} else if like := similarNames(g.Parser.RuleNames, name); len(like) > 0 {
		hint = "; did you mean " + strings.Join(like, " or ") + "?"
	} else if eof := g.EOFRules(); len(eof) > 0 {
		hint = "; the rules that end with EOF, which read a whole input: " + strings.Join(eof, ", ")
	} else {
		rules := g.Parser.RuleNames
		more := ""
		if len(rules) > 10 {
			rules, more = rules[:10], fmt.Sprintf(" and %d more", len(rules)-10)
		}
		hint = "; its rules: " + strings.Join(rules, ", ") + more
	}
	return fmt.Errorf("grammar %s has no rule %q%s%s", g.Name, name, token, hint)
}

// rulesOfToken returns up to five parser rules that can match a token of
// type typ alone.
func (g *Grammar) rulesOfToken(typ int) []string {
	if typ <= 0 {
		return nil
	}
	a := g.Parser.ATN
	var out []string
	for r, start := range a.RuleStart {
		// The states reached from the start without input, then those after
		// a token of type typ: is the stop among the latter?
		before, after := epsilonClosure(a, []int{start}), []int(nil)
		for _, s := range before {
			for _, t := range a.States[s].Transitions {
				if !t.Epsilon() && t.Type != atn.TransitionRule && t.Matches(typ, 1, a.MaxTokenType) {
					after = append(after, t.Target)
				}
			}
		}
		if slices.Contains(epsilonClosure(a, after), a.RuleStop[r]) {
			out = append(out, g.Parser.RuleNames[r])
		}
		if len(out) == 5 {
			break
		}
	}
	return out
}

// epsilonClosure returns the states reached from states within their rule
// without input (not entering rules).
func epsilonClosure(a *atn.ATN, states []int) []int {
	seen := map[int]bool{}
	work := slices.Clone(states)
	var out []int
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		out = append(out, s)
		for _, t := range a.States[s].Transitions {
			if t.Epsilon() {
				work = append(work, t.Target)
			}
		}
	}
	return out
}

// similarNames returns up to five of names that look like name: the same
// but for case and underscores, one a prefix of the other, or a few
// letters apart.
func similarNames(names []string, name string) []string {
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "_", "")) }
	n := norm(name)
	var out []string
	for _, cand := range names {
		c := norm(cand)
		if c == n || len(n) >= 2 && len(c) >= 2 && (strings.HasPrefix(c, n) || strings.HasPrefix(n, c)) ||
			editDistance(c, n) <= max(1, len(n)/4) {
			out = append(out, cand)
		}
		if len(out) == 5 {
			break
		}
	}
	return out
}

// editDistance is the number of letters to add, remove, change or swap
// with the next to make b of a (optimal string alignment), in bytes.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
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
func (g *Grammar) TokenName(t int) string { return g.Parser.TokenName(t) }

// IdentifierTypes returns the token types of g with the symbolic names
// names, and the names that g has no token for.
func (g *Grammar) IdentifierTypes(names []string) (types map[int]bool, unknown []string) {
	types = map[int]bool{}
	for _, name := range names {
		t := slices.Index(g.Parser.SymbolicNames, name)
		if t <= 0 {
			unknown = append(unknown, name)
			continue
		}
		types[t] = true
	}
	return types, unknown
}

// invokeRule calls the method of a generated parser that parses rule name.
// Generated parsers name it after the rule with an upper-case first letter
// and, where that would clash with Go, a trailing underscore. An
// interpreting parser (an interp.RuleParser) takes the rule's index instead.
func invokeRule(p antlr.Parser, name string) (antlr.ParserRuleContext, error) {
	if rp, ok := p.(interp.RuleParser); ok {
		if r := slices.Index(p.GetRuleNames(), name); r >= 0 {
			return rp.ParseRule(r), nil
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

// EOFRules returns the parser rules that always end with EOF: those that
// cannot reach their end without matching EOF (themselves or in a rule
// they call). A start rule that is not one of them may stop before the
// end of the input (see Parse.Rest).
func (g *Grammar) EOFRules() []string {
	var out []string
	for r, eof := range g.Parser.ATN.EndsWithEOF() {
		if eof {
			out = append(out, g.Parser.RuleNames[r])
		}
	}
	return out
}
