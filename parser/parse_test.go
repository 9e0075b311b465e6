package parser_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/parser"
)

func TestParse(t *testing.T) {
	json, err := parser.Lookup("json")
	require.NoError(t, err)
	tests := []struct {
		name   string
		input  string
		start  string
		tree   string
		mode   string
		errors []string
	}{
		{name: "object", input: "{\"a\": [1, true]}\n",
			tree: `(json (value (object { (member "a" : (value (array [ (value 1) , (value true) ]))) })) <EOF>)`,
			mode: "SLL"},
		{name: "start rule", input: `[1]`, start: "array",
			tree: `(array [ (value 1) ])`, mode: "SLL"},
		{name: "missing colon", input: "{\"a\" 1}",
			tree:   `(json (value (object { (member "a" <missing ':'> (value 1)) })) <EOF>)`,
			mode:   "LL",
			errors: []string{"in.json:1:6: missing ':' at '1'"}},
		{name: "errors sorted, lexer and parser", input: "[1,\n 2 3,\n #]",
			mode: "LL",
			errors: []string{
				"in.json:2:4: extraneous input '3' expecting {',', ']'}",
				"in.json:3:2: token recognition error at: '#'",
				"in.json:3:3: mismatched input ']' expecting {'true', 'false', 'null', '{', '[', STRING, NUMBER}",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := json.Parse("in.json", []byte(tt.input), tt.start)
			require.NoError(t, err)
			if tt.tree != "" {
				assert.Equal(t, tt.tree, p.String())
			}
			assert.Equal(t, tt.mode, p.Mode)
			var got []string
			for _, e := range p.Errors {
				got = append(got, e.Error())
			}
			assert.Equal(t, tt.errors, got)

			_, err = json.ParseStrict("in.json", []byte(tt.input), tt.start)
			if len(tt.errors) > 0 {
				assert.True(t, errors.Is(err, parser.ErrSyntax))
				assert.Contains(t, err.Error(), tt.errors[0])
			} else {
				assert.NoError(t, err)
			}
		})
	}
}

func TestParseUnknownStart(t *testing.T) {
	json, err := parser.Lookup("json")
	require.NoError(t, err)
	_, err = json.Parse("in.json", []byte("1"), "nosuch")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `no rule "nosuch"`)
}

func TestLookup(t *testing.T) {
	g, err := parser.ForFile("dir/x.JSON")
	require.NoError(t, err)
	assert.Equal(t, "json", g.Name)
	_, err = parser.ForFile("x.unknown")
	assert.ErrorContains(t, err, "--grammar")
	_, err = parser.Lookup("cobol")
	assert.ErrorContains(t, err, "json")
}

// TestParseContext: a parse stops when its context is done, even in the
// middle of a pathological input that takes minutes (100,000 unclosed
// brackets, where every level predicts and recovers through the whole
// stack), and says so.
func TestParseContext(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := g.ParseContext(ctx, "in.json", []byte(`{"a": 1}`), "")
	assert.Nil(t, p)
	assert.ErrorIs(t, err, context.Canceled)

	ctx, cancel = context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	p, err = g.ParseContext(ctx, "deep.json", []byte(strings.Repeat("[", 100000)), "")
	assert.Nil(t, p)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.ErrorContains(t, err, "parse deep.json")
}

// TestUnclosedNesting parses inputs that open deep nestings and never
// close them, as fuzzers write: the error at the end of the input is met at
// every level, and recovery there must not cost the depth of the whole
// nesting each time. Before, 8,000 unclosed JSON brackets took 8 s, 100,000
// about 20 minutes, and 60,000 JavaScript calls about a minute; now each
// input here takes a second or two, well within the deadline.
func TestUnclosedNesting(t *testing.T) {
	tests := []struct {
		grammar, open string
		n             int
	}{
		{"json", "[", 100000},
		{"json", `{"a":`, 30000},
		{"javascript", "f(", 60000},
		{"javascript", "{", 60000},
		{"c", "{", 60000},
		// Not an error in HTML, where the end of the page closes every
		// element; but an element's end must be predicted from its own
		// tokens, not from those of every element around it.
		{"html", "<div>", 60000},
		{"html", "<ul><li><p>a", 30000},
	}
	for _, tt := range tests {
		t.Run(tt.grammar+" "+tt.open, func(t *testing.T) {
			g, err := parser.Lookup(tt.grammar)
			require.NoError(t, err)
			src := strings.Repeat(tt.open, tt.n)
			if tt.grammar == "c" {
				src = "int main()" + src
			}
			limit := 30 * time.Second
			if race.Enabled {
				limit = 5 * time.Minute // the race detector slows the parse tenfold
			}
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			defer cancel()
			p, err := g.ParseContext(ctx, "open", []byte(src), "")
			require.NoError(t, err, "a parse linear in the depth takes a second or two")
			if tt.grammar == "html" {
				assert.Empty(t, p.Errors)
				return
			}
			assert.NotEmpty(t, p.Errors)
			assert.LessOrEqual(t, len(p.Errors), 3, "reported once, not at every level")
		})
	}
}

// TestCompactTokens checks the tokens the parser sees: their spans are byte
// offsets, their texts are the source's (or the conjured text), and the
// lexer's error message quotes a whole code point.
func TestCompactTokens(t *testing.T) {
	t.Parallel()
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	src := []byte(`{"é€": [1, 😀 2}`)
	p, err := g.Parse("x.json", src, "")
	require.NoError(t, err)
	var texts []string
	for _, tok := range p.Tokens() {
		s, e := p.Span(tok)
		if tok.GetTokenType() == antlr.TokenEOF {
			assert.Equal(t, []int{len(src), len(src)}, []int{s, e})
			continue
		}
		assert.Equal(t, string(src[s:e]), tok.GetText())
		if tok.GetChannel() != antlr.TokenDefaultChannel {
			continue
		}
		texts = append(texts, tok.GetText())
	}
	assert.Equal(t, []string{"{", `"é€"`, ":", "[", "1", ",", "2", "}"}, texts)
	require.NotEmpty(t, p.Errors)
	assert.Contains(t, p.Errors[0].Error(), "'😀'")
}
