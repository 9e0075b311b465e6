package atn

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser/g4"
)

// altsGrammar has the shapes the alternatives of a rule take: plain
// alternatives, a block inside one, optional parts, a + loop, and a
// left-recursive rule.
const altsGrammar = `grammar A;
top : decl stat list expr EOF ;
decl : 'wire' name ';' | 'wire' range name ';' ;
range : '[' expr ':' expr ']' ;
stat : 'for' '(' expr? ';' expr? ')' stat | expr ';' | ';' | ('x' | 'y') (',' name)* ;
list : name+ ;
expr : expr '+' expr | expr '*' expr | name | '(' expr ')' ;
name : ID ;
ID : [a-z]+ ;
WS : ' ' -> skip ;
`

// TestAlternatives: the ways through the alternatives of a rule, in the
// grammar's notation (an optional part in brackets with its Opt), and the
// alternative each parse path takes.
func TestAlternatives(t *testing.T) {
	src := map[string][]byte{"A.g4": []byte(altsGrammar)}
	c, err := (&g4.Loader{ReadFile: func(name string) ([]byte, error) { return src[name], nil }}).Load("A.g4")
	require.NoError(t, err)
	in, err := ReadInterp(c.Parser)
	require.NoError(t, err)
	a := in.ATN
	show := func(rule string) []string {
		r := slices.Index(in.RuleNames, rule)
		require.GreaterOrEqual(t, r, 0, rule)
		var out []string
		for _, alt := range a.Alternatives(r) {
			var parts []string
			for _, e := range alt.Elements {
				var s string
				if e.Rule >= 0 {
					s = in.RuleNames[e.Rule]
				} else {
					var toks []string
					for _, iv := range e.Tokens {
						for typ := iv.Lo; typ <= iv.Hi; typ++ {
							if typ < len(in.LiteralNames) && in.LiteralNames[typ] != "" {
								toks = append(toks, in.LiteralNames[typ])
							} else {
								toks = append(toks, in.SymbolicNames[typ])
							}
						}
					}
					s = strings.Join(toks, "|")
				}
				if e.Opt > 0 {
					s = fmt.Sprintf("[%s]%d", s, e.Opt)
				}
				parts = append(parts, s)
			}
			out = append(out, fmt.Sprintf("%d: %s", alt.Alt, strings.Join(parts, " ")))
		}
		return out
	}
	assert.Equal(t, []string{"1: 'wire' name ';'", "2: 'wire' range name ';'"}, show("decl"))
	assert.Equal(t, []string{"1: '[' expr ':' expr ']'"}, show("range"))
	assert.Equal(t, []string{
		"1: 'for' '(' ';' ')' stat", "1: 'for' '(' ';' [expr]2 ')' stat",
		"1: 'for' '(' [expr]1 ';' ')' stat", "1: 'for' '(' [expr]1 ';' [expr]2 ')' stat",
		"2: expr ';'", "3: ';'",
		"4: 'x'|'y'", "4: 'x'|'y' [',']3 [name]3", // the tool makes a set of ('x' | 'y')
	}, show("stat"))
	assert.Equal(t, []string{"1: name"}, show("list"))
	assert.Equal(t, []string{"1: name", "2: '(' expr ')'", "3: expr '+' expr", "4: expr '*' expr"}, show("expr"))
}
