package parser_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	_ "github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
)

// The classes of tokens a rewrite may change: literal (L), identifier (I)
// or neither (-).
const (
	lit   = "L"
	ident = "I"
	none  = "-"
)

// TestTokenClasses checks the literals and identifiers that the lexer
// ATNs of the bundled grammars, and of grammars-v4 grammars loaded at
// run time, are found to have: names, texts of one length (keywords,
// operators, case-insensitive keywords), and texts of many lengths.
func TestTokenClasses(t *testing.T) {
	const grammarsV4 = "../../shared/grammars-v4"
	tests := []struct {
		grammar string // a bundled name or a .g4 file
		tokens  map[string]string
	}{
		{"json", map[string]string{"STRING": lit, "NUMBER": lit, "'{'": none, "'true'": none}},
		{"expr", map[string]string{"ID": ident, "NUM": lit}},
		{"c", map[string]string{"Identifier": ident, "Constant": lit, "StringLiteral": lit, "'while'": none, "'('": none, "'...'": none}},
		{"javascript", map[string]string{"Identifier": ident, "StringLiteral": lit, "NumericLiteral": lit,
			"RegularExpressionLiteral": lit, "TemplateHead": lit, "Var": none, "Function": none, "Arrow": none}},
		{"css", map[string]string{"IDENT": ident, "STRING": lit, "NUMBER": lit, "HASH": lit, "COLON": none}},
		// Words of text and attribute names are names as far as the lexer
		// can tell; TEXT takes no space, so it is a word, not a run of text.
		{"html", map[string]string{"TAG_OPEN": lit, "ATTR_NAME": ident, "COMMENT": lit, "TAG_CLOSE": none}},
		{filepath.Join(grammarsV4, "sqlite", "SQLiteParser.g4"), map[string]string{"IDENTIFIER": ident,
			"STRING_LITERAL": lit, "NUMERIC_LITERAL": lit, "SELECT_": none, "WHERE_": none, "OPEN_PAR": none}},
		{filepath.Join(grammarsV4, "toml", "TomlParser.g4"), map[string]string{"UNQUOTED_KEY": ident, "BASIC_STRING": lit, "DEC_INT": lit}},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.grammar), func(t *testing.T) {
			if filepath.Ext(tt.grammar) == ".g4" {
				if _, err := os.Stat(tt.grammar); err != nil {
					t.Skipf("no %s", tt.grammar)
				}
			}
			g, err := parser.LoadGrammar([]string{tt.grammar}, parser.LoadOptions{})
			require.NoError(t, err)
			c := g.TokenClasses()
			for name, want := range tt.tokens {
				typ := tokenType(t, g.Grammar, name)
				got := none
				switch {
				case c.Literals[typ] && c.Identifiers[typ]:
					got = "both"
				case c.Literals[typ]:
					got = lit
				case c.Identifiers[typ]:
					got = ident
				}
				assert.Equal(t, want, got, "token %s", name)
			}
		})
	}
}

// TestRelex checks the re-lexing of a rewritten token's text: one token of
// the type, in the mode of its rule, and nothing else.
func TestRelex(t *testing.T) {
	tests := []struct {
		grammar, token, text string
		want                 bool
	}{
		{"json", "STRING", `""`, true},
		{"json", "STRING", `"a\"b"`, true},
		{"json", "STRING", `"a`, false},
		{"json", "STRING", `"a" "b"`, false},
		{"json", "NUMBER", "0", true},
		{"json", "NUMBER", "", false},
		{"javascript", "Identifier", "a", true},
		{"javascript", "Identifier", "if", false}, // a keyword
		{"javascript", "Identifier", "a b", false},
		{"javascript", "StringLiteral", "''", true},
		{"javascript", "NumericLiteral", "1", true},
		{"javascript", "RegularExpressionLiteral", "/a/g", true},
		{"c", "Identifier", "while", false},
		{"c", "Constant", "0", true},
		{"css", "IDENT", "a", true},
		{"html", "ATTR_NAME", "a", true}, // in the mode of a tag
		{"html", "ATTR_NAME", "a=", false},
		// The text grammar's Go code puts tokens of no text (PARA, PART,
		// EOL) around a word: they are not the text's.
		{"text", "WORD", "a", true},
		{"text", "WORD", "a b", false},
		{"text", "WORD", "(", false},
	}
	for _, tt := range tests {
		g, err := parser.Lookup(tt.grammar)
		require.NoError(t, err)
		typ := tokenType(t, g, tt.token)
		assert.Equal(t, tt.want, g.Relex(typ, tt.text), "%s %s %q", tt.grammar, tt.token, tt.text)
	}
}

// TestIdentifierTypes checks that token names given on the command line
// are found, and the unknown ones reported.
func TestIdentifierTypes(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	types, unknown := g.IdentifierTypes([]string{"STRING", "NOPE"})
	assert.Equal(t, map[int]bool{tokenType(t, g, "STRING"): true}, types)
	assert.Equal(t, []string{"NOPE"}, unknown)
}
