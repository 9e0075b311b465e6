package parser_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
)

// TestRecoveryLocalBundled puts one broken construct into a big input of
// each bundled grammar, as a line of its own before line at, and checks
// that error recovery keeps it local: the tokens in error regions (see
// errorRegion) are at most those of the innermost bracket group around it
// ((...), [...] or {...}, by the tokens' text), and never more than the
// input's tenth. Before recovery kept to groups, a stray [ in lodash.js
// cost 2,361 tokens.
func TestRecoveryLocalBundled(t *testing.T) {
	tests := []struct {
		name, grammar, file string
		at                  int    // the line the construct goes before (from 1)
		broken              string // the construct
	}{
		{"json object", "json", "json/mdn-css-syntaxes.json", 600, `"broken": {1: 2},`},
		{"json array", "json", "json/mdn-css-syntaxes.json", 600, `"broken": [1 2],`},
		{"javascript statement", "javascript", "js/lodash.js", 11561, "a b c;"},
		{"javascript stray [", "javascript", "js/lodash.js", 11561, "["},
		{"javascript stray }", "javascript", "js/lodash.js", 6587, "}"},
		{"c statement", "c", "c/cjson.i", 2334, "x y z w;"},
		{"c stray )", "c", "c/cjson.i", 2334, ")"},
		{"css declaration", "css", "css/h5bp-style.css", 44, "color red blue;"},
		{"css stray {", "css", "css/h5bp-style.css", 44, "a { b"},
		{"html attribute", "html", "html/reveal-demo.html", 77, `<div a=">x</div>`},
		{"text unbalanced", "text", "css/h5bp-style.css", 44, "( [ x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", tt.file))
			if err != nil {
				t.Skipf("no corpus file: %v", err)
			}
			race.SkipLarge(t, len(src)*12)
			g, err := parser.Lookup(tt.grammar)
			require.NoError(t, err)
			lines := strings.SplitAfter(string(src), "\n")
			require.Less(t, tt.at, len(lines))
			before := strings.Join(lines[:tt.at-1], "")
			text := before + tt.broken + "\n" + strings.Join(lines[tt.at-1:], "")
			p, err := g.Parse(tt.file, []byte(text), "")
			require.NoError(t, err)
			r := errorRegion(p)
			lost := r.skipped + r.taken + r.left
			bound := enclosingGroup(p.Tokens(), len(before), len(before)+len(tt.broken))
			t.Logf("%d syntax errors; %d of %d tokens in error regions; the group around has %d", len(p.Errors), lost, r.tokens, bound)
			assert.LessOrEqual(t, lost, max(bound, len(strings.Fields(tt.broken))), "tokens in error regions")
			assert.LessOrEqual(t, lost, r.tokens/10, "tokens in error regions")
			assert.LessOrEqual(t, len(p.Errors), 5, "syntax errors")
		})
	}
}

// enclosingGroup returns the number of tokens (on the parser's channel or
// taken out by recovery) of the innermost group of brackets ( [ { that
// holds the text from offset from to offset to, brackets included, by
// the tokens' texts; 0 if none does.
func enclosingGroup(toks []antlr.Token, from, to int) int {
	closer := map[string]string{"(": ")", "[": "]", "{": "}"}
	type open struct {
		text  string
		index int
	}
	var stack []open
	var texts []antlr.Token
	for _, t := range toks {
		if ch := t.GetChannel(); (ch == antlr.TokenDefaultChannel || ch == parser.SkippedChannel) && t.GetTokenType() != antlr.TokenEOF {
			texts = append(texts, t)
		}
	}
	best := 0
	for i, t := range texts {
		switch s := t.GetText(); {
		case closer[s] != "":
			stack = append(stack, open{s, i})
		case s == ")" || s == "]" || s == "}":
			n := len(stack) - 1
			for n >= 0 && closer[stack[n].text] != s {
				n--
			}
			if n < 0 {
				continue
			}
			o := stack[n]
			stack = stack[:n]
			if texts[o.index].GetStart() < from && t.GetStart() >= to && (best == 0 || i-o.index+1 < best) {
				best = i - o.index + 1
			}
		}
	}
	return best
}

// declsGrammar is a grammar whose declarations a parser tells apart only
// after their bodies (the decision reads through the braces, as C++'s
// does between a class definition and a declaration of a variable of it).
const declsGrammar = `grammar Decls;
file : (decl | space)* EOF ;
space : 'namespace' ID '{' decl* '}' ;
decl : 'struct' ID body ';' | 'struct' ID body ID ';' ;
body : '{' member* '}' ;
member : ID ID ';' | ID ID '(' (ID (',' ID)*)? ')' ';' ;
ID : [a-z]+ ;
WS : [ \t\r\n]+ -> skip ;
`

// TestRecoveryLocalLoaded: in a grammar loaded at run time, a member that
// the grammar does not know costs that member, not its struct (whose
// declaration the parser predicts by reading through the body) nor the
// rest of the namespace around it. Before, the prediction failed inside
// the body, recovery skipped the struct, and the namespace's closer was
// taken for another's.
func TestRecoveryLocalLoaded(t *testing.T) {
	loaded, err := parser.LoadGrammar([]string{"Decls.g4"}, parser.LoadOptions{ReadFile: func(name string) ([]byte, error) {
		if name != "Decls.g4" {
			return nil, os.ErrNotExist
		}
		return []byte(declsGrammar), nil
	}})
	require.NoError(t, err)
	g := loaded.Grammar
	tests := []struct {
		name, broken string
		tokens       int // the broken member's
	}{
		{"member", "int f(a b c);", 8},
		{"group", "int g((a), b);", 10},
		{"stray closer", "int h) x;", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			for n := range 3 {
				b.WriteString("namespace n {\n")
				for s := range 20 {
					b.WriteString("struct s { int a; int b(c, d); int e; }")
					if s%2 == 1 {
						b.WriteString(" v")
					}
					b.WriteString(";\n")
					if n == 1 && s == 10 {
						b.WriteString("struct t { int a; " + tt.broken + " int e; } w;\n")
					}
				}
				b.WriteString("}\n")
			}
			p, err := g.Parse("in.decls", []byte(b.String()), "")
			require.NoError(t, err)
			require.NotEmpty(t, p.Errors)
			r := errorRegion(p)
			lost := r.skipped + r.taken + r.left
			t.Logf("%d syntax errors; %d of %d tokens in error regions", len(p.Errors), lost, r.tokens)
			assert.LessOrEqual(t, lost, tt.tokens, "tokens in error regions")
			assert.Equal(t, 3, countRule(p.Tree, g.RuleIndex("space")), "namespaces")
			assert.Equal(t, 61, countRule(p.Tree, g.RuleIndex("decl")), "declarations")
		})
	}
}

// countRule counts the nodes of a rule in a parse tree that have
// children (a rule that failed before it read a token has none).
func countRule(n antlr.Tree, rule int) int {
	count := 0
	if c, ok := n.(antlr.ParserRuleContext); ok && c.GetRuleIndex() == rule && c.GetChildCount() > 0 {
		count++
	}
	for _, c := range n.GetChildren() {
		count += countRule(c, rule)
	}
	return count
}
