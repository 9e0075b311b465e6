package parser_test

import (
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
)

func TestReplacementValues(t *testing.T) {
	json, err := parser.Lookup("json")
	require.NoError(t, err)
	tests := []struct {
		g      *parser.Grammar
		tokens map[string]string
		rules  map[string]string
	}{
		{json,
			map[string]string{"STRING": `""`, "NUMBER": "0", "'{'": "{", "'true'": "true", "WS": " "},
			map[string]string{"json": "0", "value": "0", "object": "{}", "member": `"":0`, "array": "[]"}},
		{testgrammar.Expr,
			map[string]string{"ID": "a", "NUM": "0", "COMMENT": "/**/", "'print'": "print"},
			map[string]string{"file": "", "stmt": "a=a;", "expr": "a", "args": "a", "list": "a", "seq": "a", "item": "a"}},
	}
	for _, tt := range tests {
		t.Run(tt.g.Name, func(t *testing.T) {
			r, err := tt.g.Replacements()
			require.NoError(t, err)
			for name, want := range tt.tokens {
				got, ok := r.Token(tokenType(t, tt.g, name))
				assert.True(t, ok, name)
				assert.Equal(t, want, got, name)
			}
			for name, want := range tt.rules {
				got, ok := r.Rule(tt.g.RuleIndex(name))
				assert.True(t, ok, name)
				assert.Equal(t, want, got, name)
			}
		})
	}
}

func tokenType(t *testing.T, g *parser.Grammar, name string) int {
	t.Helper()
	for typ := range g.Parser.SymbolicNames {
		if g.Parser.SymbolicNames[typ] == name || typ < len(g.Parser.LiteralNames) && g.Parser.LiteralNames[typ] == name {
			return typ
		}
	}
	t.Fatalf("grammar %s has no token %s", g.Name, name)
	return 0
}

// inContext are the rules whose text the lexer reads in a mode of its own
// only (the attributes of an HTML tag), or whose replacement is empty where
// the grammar needs them (an HTML end tag, a line of text), and the tokens
// that the grammar's Go code makes in context only and whose replacement
// is empty (a blank line of text), by grammar: their replacements are
// checked between the texts given, from the grammar's start rule.
var inContext = map[string]map[string][2]string{
	"html": {"attribute": {"<a ", ">"}, "attributeValue": {"<a b=", ">"}, "endTag": {"<a>", ""}},
	"text": {"line": {"a\n", "b\n"}, "block": {"a\n", "b\n"}, "BLANK": {"a\n", "b\n"}, "MORE": {"a\n\n", "b\n"}},
}

// TestReplacementsAreValid checks every replacement of every grammar: a
// token's lexes back as one token of its type, printable and without a
// backslash unless the token is one; a rule's parses from that rule,
// without errors, to its end.
func TestReplacementsAreValid(t *testing.T) {
	for _, name := range parser.Names() { // the test grammars too
		g, err := parser.Lookup(name)
		require.NoError(t, err)
		t.Run(g.Name, func(t *testing.T) {
			r, err := g.Replacements()
			require.NoError(t, err)
			for typ, text := range r.Tokens {
				if typ == antlr.TokenEOF {
					continue
				}
				if c, ok := inContext[g.Name][g.TokenName(typ)]; ok {
					p, err := g.Parse("repl", []byte(c[0]+text+c[1]), "")
					require.NoError(t, err)
					assert.Empty(t, p.Errors, "token %s: %q in %q", g.TokenName(typ), text, c)
					continue
				}
				assert.True(t, g.Relex(typ, text), "token %s: %q", g.TokenName(typ), text)
				for _, c := range text {
					assert.True(t, c >= ' ' && c < 0x7f, "token %s: %q has an unprintable character", g.TokenName(typ), text)
				}
			}
			for rule, text := range r.Rules {
				name := g.Parser.RuleNames[rule]
				if c, ok := inContext[g.Name][name]; ok {
					p, err := g.Parse("repl", []byte(c[0]+text+c[1]), "")
					require.NoError(t, err)
					assert.Empty(t, p.Errors, "rule %s: %q in %q", name, text, c)
					continue
				}
				p, err := g.Parse("repl", []byte(text), name)
				require.NoError(t, err)
				assert.Empty(t, p.Errors, "rule %s: %q", name, text)
				stop := p.Tree.GetStop()
				tokens := p.Tokens()
				last := tokens[len(tokens)-1] // EOF
				for i := len(tokens) - 1; i >= 0; i-- {
					if tokens[i].GetChannel() == antlr.TokenDefaultChannel && tokens[i].GetTokenType() != antlr.TokenEOF {
						last = tokens[i]
						break
					}
				}
				if text != "" && stop != nil {
					assert.GreaterOrEqual(t, stop.GetTokenIndex(), last.GetTokenIndex(), "rule %s: %q is not read to its end", name, text)
				}
			}
		})
	}
}

func TestReplacementOverrides(t *testing.T) {
	g := testgrammar.Expr
	r, err := parser.Analyze(g, map[string]string{"NUM": "7", "ID": "xyz", "item": "q", "'print'": "print"})
	require.NoError(t, err)
	got, _ := r.Token(tokenType(t, g, "NUM"))
	assert.Equal(t, "7", got)
	got, _ = r.Rule(g.RuleIndex("item"))
	assert.Equal(t, "q", got)
	got, _ = r.Rule(g.RuleIndex("list"))
	assert.Equal(t, "q", got, "list derives from the overridden item")
	got, _ = r.Rule(g.RuleIndex("expr"))
	assert.Equal(t, "7", got, "expr derives from the overridden NUM, shorter than ID now")

	_, err = parser.Analyze(g, map[string]string{"nosuch": "x"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"nosuch"`)
}
