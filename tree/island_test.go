package tree_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestIslandsGolden builds ../testdata/html/islands.html, which has an
// island of each built-in kind (classic, module and JSON scripts, a
// script of another type, a script in HTML comments, a style element,
// event handler and style attributes quoted and unquoted, javascript:
// URLs) and a script that does not parse, and compares its tree with the
// golden file.
func TestIslandsGolden(t *testing.T) {
	g := lookup(t, "html")
	path := filepath.Join("..", "testdata", "html", "islands.html")
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	tr, p := makeTree(t, g, "islands.html", src, fromparse.Options{Islands: g.Islands}, tree.TransformOptions{})
	assert.Empty(t, p.Errors)
	assert.Equal(t, string(src), string(tr.Unparse(tree.State{})))
	require.Len(t, tr.Warnings(), 1, "the broken script")
	assert.Contains(t, tr.Warnings()[0], "islands.html:20:19: javascript island: 1 syntax error(s)")
	golden.Check(t, filepath.Join("..", "testdata", "html", "islands.tree"), []byte(tr.String()))

	s := tr.String()
	for _, root := range []string{"(program", "(styleSheet", "(declarationList", "(json"} {
		assert.Contains(t, s, root)
	}
	assert.Contains(t, s, `(SCRIPT_TEXT`, "the JSON script")
	assert.Contains(t, s, `"<div>{{ name }}</div>"`, "the script of type text/x-template stays text")

	plain, _ := makeTree(t, g, "islands.html", src, fromparse.Options{}, tree.TransformOptions{})
	assert.NotContains(t, plain.String(), "(program", "no islands unless asked")
}

// TestIslandKinds checks, one snippet at a time, which grammar reads the
// text of each place an HTML page has a script or a style.
func TestIslandKinds(t *testing.T) {
	tests := []struct {
		src  string
		want string // the root of the island's tree; "" for none
	}{
		{"<script>a()</script>", "program"},
		{"<SCRIPT LANGUAGE=javascript>a()</SCRIPT>", "program"},
		{`<script type="text/javascript">a()</script>`, "program"},
		{`<script type='module'>a()</script>`, "program"},
		{`<script type=module>a()</script>`, "program"},
		{`<script type="">a()</script>`, "program"},
		{`<script type="application/json">{"a":1}</script>`, "json"},
		{`<script type="importmap">{"imports":{}}</script>`, "json"},
		{`<script type="text/html"><p>x</p></script>`, ""},
		{`<script type='text/x-jquery-tmpl'>a()</script>`, ""},
		{"<style>p{top:0}</style>", "styleSheet"},
		{`<p onclick="a()">`, "program"},
		{`<p ONMOUSEOVER = 'a()'>`, "program"},
		{`<p onclick=a()>`, "program"},
		{`<p style="top:0">`, "declarationList"},
		{`<a href="javascript:a()">`, "program"},
		{`<a href=' JavaScript:a()'>`, "program"},
		{`<a href="/javascript:a()">`, ""},
		{`<p title="a()">`, ""},
		{`<p data-onclick="a()">`, ""},
	}
	g := lookup(t, "html")
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			tr, _ := makeTree(t, g, "in.html", []byte(tt.src), fromparse.Options{Islands: g.Islands}, tree.TransformOptions{NoSqueeze: true})
			assert.Equal(t, tt.src, string(tr.Unparse(tree.State{})))
			assert.Empty(t, tr.Warnings())
			var roots []string
			for n := range tr.Nodes() {
				if n.Parent() != nil && n.Kind() == tree.Rule && n.Type() >= 1<<24-1 && n.Parent().Type() < 1<<24-1 {
					roots = append(roots, n.Name().String()) // the node an island is grafted under
					for c := range n.Children() {
						if c.Kind() == tree.Rule {
							roots = append(roots, c.Name().String())
						}
					}
				}
			}
			if tt.want == "" {
				assert.Empty(t, roots)
			} else {
				require.Len(t, roots, 2)
				assert.Equal(t, tt.want, roots[1])
			}
		})
	}
}

// TestIslandReferences: the text of an attribute's island is parsed with
// its character references decoded, as the page's script or style sees
// it, and the tree prints the page as it was; an error in the decoded
// text is reported where it is in the page. A script element's text has
// no references: it is parsed as it is.
func TestIslandReferences(t *testing.T) {
	tests := []struct {
		src, token string // the page; a token of the island, as in the page
		warning    string
	}{
		{`<p onclick="f(&quot;a&quot;)">`, `"&quot;a&quot;"`, ""},
		{`<p onclick='f(&#39;a&#39;, &#x22;b&#x22;)'>`, `"&#39;a&#39;"`, ""},
		{`<p onclick=a&amp;&amp;b()>`, `"&amp;&amp;"`, ""},
		{`<p style="font-family: &quot;A B&quot;, serif">`, `"&quot;A B&quot;"`, ""},
		{`<a href="javascript:f(&lt;p&gt;)">`, `"&lt;"`, "in.html:1:23: javascript island"},
		{"<p>\n <b onclick=\"x = 1;\n&amp;&amp; y\">", `"&amp;&amp;"`, "in.html:3:1: javascript island"},
		{"<script>f(&quot;a&quot;)</script>", "", "in.html:1:11: javascript island"},
	}
	g := lookup(t, "html")
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			tr, _ := makeTree(t, g, "in.html", []byte(tt.src), fromparse.Options{Islands: g.Islands}, tree.TransformOptions{})
			assert.Equal(t, tt.src, string(tr.Unparse(tree.State{})))
			if tt.token != "" {
				assert.Contains(t, tr.String(), tt.token)
			}
			if tt.warning == "" {
				assert.Empty(t, tr.Warnings())
			} else if assert.Len(t, tr.Warnings(), 1) {
				assert.Contains(t, tr.Warnings()[0], tt.warning)
			}
			// So does the tree with hidden tokens in it.
			kept, _ := makeTree(t, g, "in.html", []byte(tt.src), fromparse.Options{Islands: g.Islands, KeepHidden: true}, tree.TransformOptions{NoSqueeze: true})
			assert.Equal(t, tt.src, string(kept.Unparse(tree.State{})))
		})
	}
}

// TestUserIslands declares an island of JSON in the strings of JavaScript,
// as a user would in a file, and checks that the strings become JSON
// trees whose node types are apart from the host's.
func TestUserIslands(t *testing.T) {
	islands, err := parser.ReadIslands("islands.json", []byte(`{"islands": [
		{"host": "javascript", "token": "StringLiteral",
		 "match": "^'(?P<island>\\{.*\\})'$", "grammar": "json"}
	]}`))
	require.NoError(t, err)
	g := lookup(t, "javascript")
	src := `var a = '{"b": [1, 2]}', c = '[3]', d = "{}";` + "\n"
	tr, _ := makeTree(t, g, "in.js", []byte(src), fromparse.Options{Islands: islands}, tree.TransformOptions{})
	assert.Equal(t, src, string(tr.Unparse(tree.State{})))
	assert.Empty(t, tr.Warnings())
	s := tr.String()
	assert.Contains(t, s, "(member `\"b\"` \":\"")
	assert.Contains(t, s, `(singleExpression "'[3]'")`, "no match: stays a string")
	assert.Contains(t, s, "(singleExpression `\"{}\"`)", "no match: stays a string")

	host := map[int32]bool{}
	var island []*tree.Node
	for n := range tr.Nodes() {
		if n.Type() >= 1<<24 {
			island = append(island, n)
		} else if n.Kind() == tree.Rule {
			host[n.Type()] = true
		}
	}
	require.NotEmpty(t, island)
	for _, n := range island {
		assert.False(t, host[n.Type()], "island node %s has a host type", n.Name())
	}
}

// TestIslandFailures: an island that cannot be read stays text, with a
// warning that says where; islands that nest in themselves stop.
func TestIslandFailures(t *testing.T) {
	g := lookup(t, "html")
	src := "<p>\n<b onclick='a()'>x</b>\n"
	islands, err := parser.ReadIslands("islands.json", []byte(`{"islands": [
		{"rule": "attributeValue", "grammar": "nosuch"}
	]}`))
	require.NoError(t, err)
	tr, _ := makeTree(t, g, "in.html", []byte(src), fromparse.Options{Islands: islands}, tree.TransformOptions{})
	assert.Equal(t, src, string(tr.Unparse(tree.State{})))
	require.Len(t, tr.Warnings(), 1)
	assert.Contains(t, tr.Warnings()[0], `in.html:2:12: island grammar nosuch: unknown grammar "nosuch"`)

	islands, err = parser.ReadIslands("islands.json", []byte(`{"islands": [
		{"token": "TEXT", "grammar": "html"}
	]}`))
	require.NoError(t, err)
	tr, _ = makeTree(t, g, "in.html", []byte(src), fromparse.Options{Islands: islands}, tree.TransformOptions{})
	assert.Equal(t, src, string(tr.Unparse(tree.State{})))
	assert.Equal(t, 9, strings.Count(tr.String(), "(document"), "the host and 8 islands, each in the one before")
}

// TestIslandsMemory builds the tree of a page of many small islands
// (scripts, event handlers, style attributes) and checks the memory it
// keeps: each island's tree once took slabs of its own (32 KB of nodes,
// 32 KB of child lists), about 1,000 bytes per byte of such a page, and
// now shares the host's. Not parallel: it reads the size of the heap.
// The target itself is BenchmarkIslandsMemory's (cmd/hddmin).
func TestIslandsMemory(t *testing.T) {
	g := lookup(t, "html")
	var b strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&b, "<p onclick=\"f(%d)\" style=\"top: %dpx\"><script>var v%d = [%d, 'x'];</script></p>\n", i, i, i, i)
	}
	src := []byte(b.String())
	r, err := g.Replacements()
	require.NoError(t, err)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	bld := fromparse.New(context.Background(), r, fromparse.Options{Islands: g.Islands})
	p, err := bld.Parse(g, "many.html", src, "")
	require.NoError(t, err)
	tr, err := bld.Tree(p)
	require.NoError(t, err)
	p = nil
	runtime.GC()
	runtime.ReadMemStats(&after)
	live := float64(after.HeapAlloc-min(before.HeapAlloc, after.HeapAlloc)) / float64(len(src))
	require.Equal(t, string(src), string(tr.Unparse(tree.State{})))
	require.Equal(t, 6000, strings.Count(tr.String(), "(program")+strings.Count(tr.String(), "(declarationList"), "every island is grafted")
	t.Logf("%d bytes, %d nodes, %.0f bytes live per input byte", len(src), tr.NumNodes(), live)
	assert.Less(t, live, 250.0, "bytes live per input byte")
	runtime.KeepAlive(tr)
}

// TestReadIslandsErrors: every error of a list of islands says where it
// is, as file:line:col (issue 31, item 17).
func TestReadIslandsErrors(t *testing.T) {
	tests := []struct{ json, want string }{
		{`{"islands": [{"grammar": "json"}]}`, `islands.json:1:14: island 1: want one of "token" and "rule"`},
		{`{"islands": [{"token": "A", "rule": "b", "grammar": "json"}]}`, `islands.json:1:14: island 1: want one of "token" and "rule"`},
		{`{"islands": [{"token": "A"}]}`, `islands.json:1:14: island 1: want a "grammar", or "plain": true`},
		{`{"islands": [{"token": "A", "grammar": "json", "plain": true}]}`, `islands.json:1:14: island 1: want a "grammar", or "plain": true`},
		{`{"islands": [{"token": "A", "grammar": "json"}, {"token": "A", "grammar": "json", "match": "("}]}`, `islands.json:1:49: island 2: "match": error parsing regexp`},
		{`{"islands": [{"token": "A", "grammar": "json", "before": "a"}]}`, `islands.json:1:14: island 1: "before" needs "within"`},
		{`{"islands": [{"token": "A", "grammar": 1}]}`, `islands.json:1:14: island 1: want a grammar name or file`},
		{`{"islands": [{"token": "A", "grammar": "json", "colour": 1}]}`, `islands.json:1:14: island 1: unknown field "colour"`},
		{"{\"islands\": [\n  {\"token\": \"A\", \"grammar\": \"json\"},\n  {\"token\": 7, \"grammar\": \"json\"}]}", `islands.json:3:13: island 2: "token": want a string, not a JSON number`},
		{"{\"islands\": [\n  {\"token\": \"A\" \"grammar\": \"json\"}]}", `islands.json:2:17: island 1: invalid character '"' after object key:value pair`},
		{`{"islands": [{"token": "A", "grammar": "json"}`, `islands.json:1:47: unexpected end of JSON input`},
		{`{"islands": [], "more": 1}`, `islands.json:1:17: unknown field "more": want "islands"`},
		{`{"islands": []} x`, `islands.json:1:17: invalid character 'x' after the end of the object`},
		{`{"islands": [{"token": "A", "grammar": "json", "decode": "xml"}]}`, `islands.json:1:14: island 1: "decode": "xml": want "html"`},
		{`[]`, `islands.json:1:1: want an object with "islands"`},
	}
	for _, tt := range tests {
		_, err := parser.ReadIslands("islands.json", []byte(tt.json))
		require.Error(t, err, tt.json)
		assert.Contains(t, err.Error(), tt.want, tt.json)
	}
}

// FuzzIslands checks that any page, with its islands, comes back byte for
// byte from its tree, and that building it does not panic.
func FuzzIslands(f *testing.F) {
	src, err := os.ReadFile(filepath.Join("..", "testdata", "html", "islands.html"))
	require.NoError(f, err)
	for _, s := range []string{string(src), "<script>", "<p onclick='", "<style>{", "<a href=javascript:>", `<p style="a:b;">`, "<script><!--\n-->",
		`<p onclick="f(&quot;a&quot;)&#">`, "<p style='&NotEqualTilde;x&#0'>", "<p onclick=&amp&amp=&"} {
		f.Add(s)
	}
	g := lookup(f, "html")
	f.Fuzz(func(t *testing.T, s string) {
		tr, _ := makeTree(t, g, "fuzz.html", []byte(s), fromparse.Options{Islands: g.Islands}, tree.TransformOptions{})
		if got := string(tr.Unparse(tree.State{})); got != s {
			t.Fatalf("unparse(%q) = %q", s, got)
		}
	})
}

func lookup(t testing.TB, name string) *parser.Grammar {
	t.Helper()
	g, err := parser.Lookup(name)
	require.NoError(t, err)
	return g
}
