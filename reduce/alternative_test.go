package reduce_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// A shapeCase is an input that needs a phase of issue 39: its grammar,
// the text, the test, and the text a reduction ends with.
type shapeCase struct {
	name    string
	grammar []string
	src     string
	test    func(string) bool
	want    string
}

// reduceShape reduces c with opts and checks that it ends with c.want.
func reduceShape(t *testing.T, c shapeCase, opts reduce.Options) *reduce.Result {
	t.Helper()
	g := grammarOf(t, c.grammar...)
	require.True(t, c.test(c.src), "the test takes the input")
	tr, _ := buildTreeFrom(t, g, "", []byte(c.src), fromparse.Options{}, tree.TransformOptions{})
	res, err := reduce.Reduce(context.Background(), tr, testerOf(func(b []byte) bool { return c.test(string(b)) }), opts)
	require.NoError(t, err)
	assert.Equal(t, c.want, string(res.Output), "%s: %d tests", c.name, res.Stats.Tests)
	return res
}

// alternativeShapes are the shapes of issue 39 that only another
// alternative of a node's rule reaches: one without an optional-looking
// part (Verilog's net with a range and without), and another kind of
// statement built from a node inside (a for loop as the expression
// statement of its third clause, an if as the statement it guards, awk's
// for-in loop as a statement of the name it holds, made an expression on
// the way), in grammars read at run time and bundled ones.
var alternativeShapes = []shapeCase{
	{"net without its range", []string{"Nets.g4"}, "module m;\nwire [a:a] b;\nassign b = c;\nendmodule\n",
		func(s string) bool { return strings.Contains(s, "wire") && strings.Contains(s, "b;") },
		"module a;wire b;endmodule"},
	{"awk for-in as the name it holds", []string{"Stmts.g4"}, "BEGIN { for (a in arr) ; print \"x\"; }\n",
		func(s string) bool { return strings.Contains(s, "arr") },
		"{arr;}"},
	{"C for as its clause", []string{"c"}, "int f(int c, int d) {\n  for (;;c=d) ;\n  return 0;\n}\n",
		func(s string) bool { return strings.Contains(s, "c=d") },
		"a{c=d;}"},
	{"C if as its statement", []string{"c"}, "int f(int c) {\n  if (c) x = 1;\n}\n",
		func(s string) bool { return strings.Contains(s, "x = 1") },
		"a{x = 1;}\n"},
	{"JavaScript for as its clause", []string{"javascript"}, "function f(c, d) {\n  for (;;c=d) ;\n  g(d);\n}\n",
		func(s string) bool { return strings.Contains(s, "c=d") && strings.Contains(s, "g(") },
		"c=d;g();"},
	{"shader type without its qualifiers", []string{"ShaderLexer.g4", "ShaderParser.g4"}, "layout(location=1) in vec2 b;\nvoid main() { x = b; }\n",
		func(s string) bool { return strings.Contains(s, "vec2 b") },
		"vec2 b;"},
}

// TestAlternativeShapes: the default reduces each shape that another
// alternative of a node's rule reaches to its smallest text (it did not
// before the phase Alternative: `module a;wire[0:0]b;endmodule`,
// `{for(a in arr);}`, `a{for(;;c=d);}`...), and the phase alone makes
// the step: from the input, what it prints is the smaller alternative.
func TestAlternativeShapes(t *testing.T) {
	t.Parallel()
	for _, c := range alternativeShapes {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			reduceShape(t, c, reduce.Recommended())
		})
	}
}

// TestAlternativeAlone: the phase alone takes the step each shape needs,
// and nothing else: the net is the other alternative of its rule, the for
// loop the expression statement, the if the statement it guards.
func TestAlternativeAlone(t *testing.T) {
	t.Parallel()
	alone := reduce.Recommended()
	alone.Adaptive, alone.Phases = false, []reduce.Phase{reduce.Alternative}
	for _, c := range []shapeCase{
		{"net", []string{"Nets.g4"}, "module m;\nwire [a:a] b;\nendmodule\n",
			func(s string) bool { return strings.Contains(s, "wire") && strings.Contains(s, "b;") },
			"module m;\nwire b;\nendmodule\n"},
		{"for", []string{"c"}, "void f(int c, int d) { for (;;c=d) ; }\n",
			func(s string) bool { return strings.Contains(s, "c=d") && strings.Contains(s, "int c") },
			"void f(int c, int d) { c=d; }\n"},
		{"if", []string{"javascript"}, "if (c) x = 1;\n",
			func(s string) bool { return strings.Contains(s, "x = 1") },
			"x = 1\n"},
		{"for-in", []string{"Stmts.g4"}, "{ for (a in arr) ; }\n",
			func(s string) bool { return strings.Contains(s, "arr") },
			"{ arr; }\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			reduceShape(t, c, alone)
		})
	}
}

// TestAlternativeTaken: the builder records the alternative each rule
// node took (tree.Node.Alt), in the grammar's order, and the tree knows
// the alternatives of each rule (tree.Tree.Alternatives), with the
// shortest text of each element.
func TestAlternativeTaken(t *testing.T) {
	t.Parallel()
	g := grammarOf(t, "Nets.g4")
	tr, _ := buildTreeFrom(t, g, "", []byte("module m; wire b; wire [a:a] c; assign c = a + b; endmodule\n"), fromparse.Options{}, tree.TransformOptions{NoSqueeze: true})
	var nets []int
	var exprs []int
	for n := range tr.Nodes() {
		switch n.Name().String() {
		case "net":
			nets = append(nets, n.Alt())
			alts := tr.Alternatives(n.Type())
			require.Len(t, alts, 2)
			var texts []string
			for _, e := range alts[1].Elements {
				texts = append(texts, e.Text)
			}
			assert.Equal(t, []string{"wire", "[0:0]", "a", ";"}, texts)
		case "expr":
			exprs = append(exprs, n.Alt())
		}
	}
	assert.Equal(t, []int{1, 2}, nets, "wire b; is the first alternative, wire [a:a] c; the second")
	// The expressions: a and a (names, the first alternative), a + b
	// (the recursive alternative, numbered after the others: the third),
	// a and b.
	assert.Equal(t, []int{1, 1, 3, 1, 1}, exprs)
}

// TestUnits: a directive that the lexer sends to a channel of its own is
// a unit of the text (tree.Tree.Units): printed as it is however the text
// around it is spaced, never lost but when it is removed itself, and
// removable; the declaration after it may go without it. Before units,
// space never succeeded on such a text (both its candidates printed it
// without the directive), and the directive went with the declaration
// after it, the text before that declaration's first token.
func TestUnits(t *testing.T) {
	t.Parallel()
	shader := []string{"ShaderLexer.g4", "ShaderParser.g4"}
	keeps := func(s string) bool {
		return regexp.MustCompile(`(?m)^#version 450$`).MatchString(s) && strings.Contains(s, "vec2 b")
	}
	for _, c := range []shapeCase{
		{"kept", shader, "#version 450\nfloat a;\n  vec2 b;\n", keeps, "#version 450\nvec2 b;"},
		{"removed", shader, "#version 450\nfloat a;\n  vec2 b;\n", func(s string) bool { return strings.Contains(s, "vec2 b") }, "vec2 b;"},
		{"between", shader, "float a;\n#version 450\n  vec2 b;\n", keeps, "#version 450\nvec2 b;"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			reduceShape(t, c, reduce.Recommended())
		})
	}
	g := grammarOf(t, shader...)
	src := "#version 450\nfloat a;\n#pragma y\nvec2 b;\n"
	tr, _ := buildTreeFrom(t, g, "", []byte(src), fromparse.Options{}, tree.TransformOptions{})
	units := tr.Units()
	require.Len(t, units, 2)
	assert.Equal(t, "#version 450\n", units[0].Text())
	assert.Equal(t, "#pragma y\n", units[1].Text())
	assert.Equal(t, src, string(tr.Unparse(tree.State{})))
	none := tree.State{Space: tree.SpaceNone}
	assert.Equal(t, "#version 450\nfloat a;\n#pragma y\nvec2 b;", string(tr.Unparse(none)))
	var decl *tree.Node
	for n := range tr.Nodes() {
		if n.Name().String() == "decl" {
			decl = n.Parent() // the member of the list of declarations
			break
		}
	}
	assert.Equal(t, "#version 450\n#pragma y\nvec2 b;", string(tr.Unparse(none.WithRemoved(decl.ID()))), "the declaration goes, the directives stay")
	assert.Equal(t, "float a;\n#pragma y\nvec2 b;", string(tr.Unparse(none.WithRemoved(units[0].ID()))))
}

// TestSpaceGaps: where all the gaps cannot close at once (the test needs
// the space of a CSS descendant combinator), ddmin over the gaps closes
// the others; a line break that automatic semicolon insertion does not
// need, a JavaScript virtual semicolon before a }, goes.
func TestSpaceGaps(t *testing.T) {
	t.Parallel()
	alone := reduce.Recommended()
	alone.Adaptive, alone.Phases = false, []reduce.Phase{reduce.Space}
	for _, c := range []shapeCase{
		{"descendant combinator", []string{"css"}, ":root:not(.x) li {\n  color: red;\n}\n",
			func(s string) bool { return strings.Contains(s, ") li") && strings.Contains(s, "red") },
			":root:not(.x) li{color:red;}\n"},
		{"virtual semicolon", []string{"javascript"}, "{const a\n}\nf()\ng()\n",
			func(s string) bool { return strings.Contains(s, "const a") && strings.Contains(s, "g()") },
			"{const a}f()\ng()"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			reduceShape(t, c, alone)
		})
	}
}
