package parser_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/html"
	"github.com/hddmin/hddmin/tree"
)

// TestHTMLGolden parses the pages of ../testdata/html: features.html uses
// every construct of grammars/HTMLLexer.g4 and HTMLParser.g4, broken.html
// the tolerance rules. Each parses without errors, unparses byte for byte,
// and gives the tree of the golden file beside it (islands are
// tree/island_test.go's).
func TestHTMLGolden(t *testing.T) {
	dir := filepath.Join("..", "testdata", "html")
	goldenTrees(t, "html", []string{filepath.Join(dir, "features.html"), filepath.Join(dir, "broken.html")}, nil)
}

// TestHTMLElements checks where elements end, rule by rule of the
// standard's tree construction that the base lexer follows. An element is
// shown as name(content), with its end tag as "/" and an implied end as
// "~"; text as itself.
func TestHTMLElements(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"closed", "<div>a</div>", "div(a /)"},
		{"nested", "<div><span>a</span>b</div>", "div(span(a /) b /)"},
		{"open at the end", "<div><span>a", "div(span(a ~) ~)"},
		{"end tag closes inner ones", "<div><span><b>a</div>c", "div(span(b(a ~) ~) /) c"},
		{"stray end tag", "<div>a</span>b</div>", "div(a </span> b /)"},
		{"stray at top", "</p>a", "</p> a"},
		{"void", "<p>a<br>b<img src=x>c</p>", "p(a <br> b <img> c /)"},
		{"self-closing", "<div><x/><y /></div>", "div(<x> <y> /)"},
		{"unclosed start tag", "<div><span", "div(<span> ~)"},
		{"p by p", "<p>a<p>b", "p(a ~) p(b ~)"},
		{"p by div", "<p>a<div>b</div>", "p(a ~) div(b /)"},
		{"p through inline", "<p><b>a<ul><li>x</ul>", "p(b(a ~) ~) ul(li(x ~) /)"},
		{"p not by span", "<p>a<span>b</span>", "p(a span(b /) ~)"},
		{"p in button stays", "<p><button><div>x</div></button>", "p(button(div(x /) /) ~)"},
		{"li by li", "<ul><li>a<li>b</ul>", "ul(li(a ~) li(b ~) /)"},
		{"li in nested list", "<ul><li>a<ul><li>b</ul><li>c</ul>", "ul(li(a ul(li(b ~) /) ~) li(c ~) /)"},
		{"li through div", "<ul><li><div>a<li>b</ul>", "ul(li(div(a ~) ~) li(b ~) /)"},
		{"dt and dd", "<dl><dt>a<dd>b<dt>c</dl>", "dl(dt(a ~) dd(b ~) dt(c ~) /)"},
		{"table cells and rows", "<table><tr><td>a<td>b<tr><td>c</table>", "table(tr(td(a ~) td(b ~) ~) tr(td(c ~) ~) /)"},
		{"table sections", "<table><thead><tr><th>h<tbody><tr><td>d</table>", "table(thead(tr(th(h ~) ~) ~) tbody(tr(td(d ~) ~) ~) /)"},
		{"options", "<select><option>a<option>b<optgroup><option>c</select>", "select(option(a ~) option(b ~) optgroup(option(c ~) ~) /)"},
		{"headings", "<h1>a<h2>b</h2>", "h1(a ~) h2(b /)"},
		{"nested links", "<a>a<a>b</a>", "a(a ~) a(b /)"},
		{"head by body", "<head><meta><body>x", "head(<meta> ~) body(x ~)"},
		{"namespaced", "<o:p>a</o:p>", "o:p(a /)"},
		{"case", "<DIV>a</div>", "div(a /)"},
		{"raw text", "<script>a</div><b></script>x", "script(a</div><b> /) x"},
		{"raw text unclosed", "<style>a{}", "style(a{})"},
		{"escapable raw text", "<title>a<b></title>", "title(a<b> /)"},
		{"comment, doctype", "<!doctype html><!-- <p> -->x", "<!doctype html> <!-- <p> --> x"},
		// A quote after a value is an attribute name, not a new value
		// that runs on (issue 34).
		{"quote after a value", `<div class="a"">text</div><p>after</p>`, "div(text /) p(after /)"},
		{"quote in an unquoted value", `<div class=a"b>text</div><p>"after"</p>`, `div(text /) p("after" /)`},
		{"slash in an unquoted value", "<div class=x/>text</div>", "div(text /)"},
		// The end of raw text is its end tag followed by a space, / or >.
		{"style end tag in a string", `<style>a{content:"</style"}</style>x`, `style(a{content:"</style"} /) x`},
		{"longer end tag", "<script>x=1</scripta>y=2;</script>z", "script(x=1</scripta>y=2; /) z"},
		{"end tag at the end", "<script></script", "script(</script)"},
		{"title end tag in text", "<title>a</titles>b</title>c", "title(a</titles>b /) c"},
		{"end tag with a space", "<style>a</style >b", "style(a /) b"},
		// The escaped and double escaped text of a script.
		{"double escaped", "<script><!--<script></script>x=1;</script>y", "script(<!--<script></script>x=1; /) y"},
		{"escaped", "<script><!--</script>x", "script(<!-- /) x"},
		{"escaped, no double escape", "<script><!--<scripts></script>x", "script(<!--<scripts> /) x"},
		{"double escaped, then back", "<script><!--<script>--></script>x", "script(<!--<script>--> /) x"},
		{"double escaped to the end", "<script><!--<script></script x", "script(<!--<script></script x)"},
		{"escape ended at once", "<script><!--><script></script>x", "script(<!--><script> /) x"},
		{"script in a style", "<style><!--<script></style>x", "style(<!--<script> /) x"},
	}
	g, err := parser.Lookup("html")
	require.NoError(t, err)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := g.Parse("in.html", []byte(tt.src), "")
			require.NoError(t, err)
			errors := 0
			if tt.name == "unclosed start tag" {
				errors = 1 // eof-in-tag
			}
			assert.Len(t, p.Errors, errors)
			assert.Equal(t, tt.want, shape(p.Tree))
			assert.Equal(t, tt.src, string(hddTree(t, p).Unparse(tree.State{})))
		})
	}
}

// TestHTMLAttributes checks how the attributes of a tag are read, as the
// standard's attribute states read them: a quote starts a value only after
// an =, and is a character of a name or an unquoted value anywhere else.
// An attribute is shown as its name and its value, `=` between them if it
// has one.
func TestHTMLAttributes(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{`<a b="c"">`, []string{`b="c"`, `"`}},
		{`<a b="c" "d">`, []string{`b="c"`, `"d"`}},
		{`<a b=c"d'e>`, []string{`b=c"d'e`}},
		{`<a "b"='c'>`, []string{`"b"='c'`}},
		{`<a b='c'd=e>`, []string{`b='c'`, `d=e`}},
		{`<a b'c="d e">`, []string{`b'c="d e"`}},
		{`<a href=x/>`, []string{`href=x/`}},
		{`<a b=/>`, []string{`b=/`}},
		{`<a b= >`, []string{`b=`}},
		{`<a b = "c d" e>`, []string{`b="c d"`, `e`}},
		{`<a <b c=<d>`, []string{`<b`, `c=<d`}},
		{`<a b=c=d>`, []string{`b=c=d`}},
		{"<script type='a\"b'>", []string{`type='a"b'`}},
	}
	g, err := parser.Lookup("html")
	require.NoError(t, err)
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			p, err := g.Parse("in.html", []byte(tt.src), "")
			require.NoError(t, err)
			assert.Empty(t, p.Errors)
			var got []string
			antlr.ParseTreeWalkerDefault.Walk(&attributeLister{add: func(s string) { got = append(got, s) }}, p.Tree)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.src, string(hddTree(t, p).Unparse(tree.State{})))
		})
	}
}

// attributeLister lists the attributes of a parse tree as name=value.
type attributeLister struct {
	antlr.BaseParseTreeListener
	add func(string)
}

func (l *attributeLister) EnterEveryRule(ctx antlr.ParserRuleContext) {
	if a, ok := ctx.(*html.AttributeContext); ok {
		var s string
		for _, c := range a.GetChildren() {
			s += strings.TrimSpace(c.(antlr.ParseTree).GetText()) // the spaces around =
		}
		l.add(s)
	}
}

// shape prints the elements and texts of an HTML parse tree (see
// TestHTMLElements).
func shape(n antlr.Tree) string {
	var parts []string
	var walk func(antlr.Tree)
	walk = func(n antlr.Tree) {
		switch n := n.(type) {
		case *html.ElementContext, *html.ScriptElementContext, *html.StyleElementContext, *html.RawTextElementContext:
			ctx := n.(antlr.ParserRuleContext)
			name := strings.ToLower(strings.TrimPrefix(ctx.GetStart().GetText(), "<"))
			var inner []string
			for _, c := range ctx.GetChildren() {
				switch c := c.(type) {
				case *html.NodeContext:
					inner = append(inner, shape(c))
				case *html.EndTagContext, *html.RawEndTagContext:
					inner = append(inner, "/")
				case antlr.TerminalNode:
					switch c.GetSymbol().GetTokenType() {
					case html.HTMLLexerIMPLIED_END:
						inner = append(inner, "~")
					case html.HTMLLexerSCRIPT_TEXT, html.HTMLLexerSTYLE_TEXT, html.HTMLLexerRAW_TEXT:
						inner = append(inner, c.GetText())
					}
				}
			}
			parts = append(parts, name+"("+strings.Join(inner, " ")+")")
		case *html.VoidElementContext, *html.StrayEndTagContext:
			parts = append(parts, n.(antlr.ParserRuleContext).GetStart().GetText()+">")
		case antlr.TerminalNode:
			if t := n.GetSymbol().GetTokenType(); t != antlr.TokenEOF && t != html.HTMLLexerIMPLIED_END {
				parts = append(parts, n.GetText())
			}
		case antlr.ParserRuleContext:
			for _, c := range n.GetChildren() {
				walk(c)
			}
		}
	}
	walk(n)
	return strings.Join(parts, " ")
}

// FuzzHTMLUnparse checks that any input, a page or not, parses without a
// panic and comes back byte for byte from its tree.
func FuzzHTMLUnparse(f *testing.F) {
	fuzzUnparse(f, "html", "fuzz.html", filepath.Join("..", "testdata", "html", "*.html"),
		"<p>a<div>b", "</x>", "<a b='c", "<script>", "<!--", "<![CDATA[", "<![if x]>", "<a =b>", "<a/ b>", "<<<>>>", "<title></title")
}
