package c

// This file is written by hand: the typedef names of typedefs.go, told to
// the generator of package parser (parser.Grammar.Generate).

import (
	"slices"
	"sort"
	"sync"

	"github.com/hddmin/hddmin/parser"
)

// Semantics tell hddmin's generator which names are typedef names, with
// the parser's own table of names kept by the grammar's actions over the
// tree generated: a TypedefName token is one of the typedef names in
// scope (there are always some: GCC's predefined ones), and an Identifier
// is never one of them.
type Semantics struct{}

// VirtualText gives the cost analysis a text for TypedefName, which no
// lexer rule makes.
func (Semantics) VirtualText(typ int) (string, bool) {
	if typ == CParserTypedefName {
		return predefinedTypes[len(predefinedTypes)-1], true
	}
	return "", false
}

// Begin returns the state of a new generation: the table of a new parser.
func (Semantics) Begin() parser.SemanticState {
	return &genState{names: newNameTable()}
}

type genState struct {
	names *nameTable
}

var typedefKeyword = sync.OnceValue(func() int {
	CParserInit()
	return slices.Index(CParserStaticData.LiteralNames, "'typedef'")
})

// Allow: every token may come next; the texts make the difference.
func (g *genState) Allow(int) bool { return true }

// TextType: a typedef name's text is one of Options.
func (g *genState) TextType(typ int) int { return typ }

// Options returns the typedef names in scope, for a TypedefName.
func (g *genState) Options(typ int) []string {
	if typ != CParserTypedefName {
		return nil
	}
	var out []string
	for name, typedef := range g.names.typedef {
		if typedef {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// Text keeps an identifier from being a typedef name in scope: it gets
// underscores until it is none.
func (g *genState) Text(typ int, drawn string, _ bool) (string, bool) {
	if typ == CParserIdentifier {
		for g.names.isTypedef(drawn) {
			drawn += "_"
		}
	}
	return drawn, true
}

func (g *genState) Token(int, string, string) {}
func (g *genState) Enter(*parser.GenNode)     {}
func (g *genState) Exit(*parser.GenNode)      {}

// Action runs the grammar's actions (see CBaseParser) on the tree
// generated: k is the action's place in its rule.
func (g *genState) Action(n *parser.GenNode, k int) {
	t := g.names
	switch n.Rule {
	case CParserRULE_functionDefinition:
		if k == 0 { // enterFunction
			d := lastGenChild(n, CParserRULE_declarator)
			t.declare(genDeclaredName(d), false)
			t.push()
			for _, param := range genParameters(d) {
				t.declare(genDeclaredName(firstGenChild(param, CParserRULE_declarator)), false)
			}
		} else { // exitFunction
			t.pop()
		}
	case CParserRULE_enumerator: // declareEnumerator
		if len(n.Children) > 0 && n.Children[0].Rule < 0 {
			t.declare(n.Children[0].Text, false)
		}
	case CParserRULE_initDeclarator: // declareInit
		name := genDeclaredName(lastGenChild(n, CParserRULE_declarator))
		typedef := false
		if decl := n.Parent; decl != nil && decl.Rule == CParserRULE_declaration {
			typedef = genSaysTypedef(firstGenChild(decl, CParserRULE_declarationSpecifiers))
		}
		t.declare(name, typedef)
	case CParserRULE_statement, CParserRULE_compoundStatement: // pushScope, popScope
		if k == 0 {
			t.push()
		} else {
			t.pop()
		}
	}
}

// The helpers of typedefs.go, on the generator's tree.

func genSaysTypedef(specs *parser.GenNode) bool {
	if specs == nil {
		return false
	}
	for _, m := range specs.Children {
		if m.Rule == CParserRULE_declarationModifier && len(m.Children) == 1 && m.Children[0].Type == typedefKeyword() {
			return true
		}
	}
	return false
}

func genDeclaredName(d *parser.GenNode) string {
	if d == nil {
		return ""
	}
	for _, c := range d.Children {
		switch {
		case c.Rule < 0 && (c.Type == CParserIdentifier || c.Type == CParserTypedefName):
			return c.Text
		case c.Rule == CParserRULE_declarator:
			return genDeclaredName(c)
		}
	}
	return ""
}

func genParameters(d *parser.GenNode) []*parser.GenNode {
	if d == nil {
		return nil
	}
	named := false
	for _, c := range d.Children {
		switch {
		case c.Rule < 0:
			if c.Type == CParserIdentifier || c.Type == CParserTypedefName {
				named = true
			}
		case c.Rule == CParserRULE_declarator:
			return genParameters(c)
		case named && c.Rule == CParserRULE_declaratorSuffix:
			var params []*parser.GenNode
			if list := firstGenChild(c, CParserRULE_parameterList); list != nil {
				for _, pc := range list.Children {
					if pc.Rule == CParserRULE_parameterDeclaration {
						params = append(params, pc)
					}
				}
			}
			return params
		}
	}
	return nil
}

func firstGenChild(n *parser.GenNode, rule int) *parser.GenNode {
	if n == nil {
		return nil
	}
	for _, c := range n.Children {
		if c.Rule == rule {
			return c
		}
	}
	return nil
}

func lastGenChild(n *parser.GenNode, rule int) *parser.GenNode {
	if n == nil {
		return nil
	}
	for i := len(n.Children) - 1; i >= 0; i-- {
		if n.Children[i].Rule == rule {
			return n.Children[i]
		}
	}
	return nil
}
