package parser_test

import (
	"flag"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
)

// The measurement of issue 38: how much of an input error recovery loses,
// on a grammar and an input given by flags (neither is in the repository):
//
//	go test ./parser -run TestRecoveryEval -v \
//	    -recovery.grammar=/work/eval/cpp14/CPP14Lexer.g4,/work/eval/cpp14/CPP14Parser.g4 \
//	    -recovery.input=/work/eval/cpp14/big.ii
//
// It reports the syntax errors, the share of tokens in error regions
// (errorRegion), and, with -recovery.decl (a rule, "declaration" for
// grammars-v4's CPP14), how many of the declarations at namespace scope
// come out as nodes of that rule with no error inside, against a lexical
// count of them (cxxDeclarations).
var (
	evalGrammar = flag.String("recovery.grammar", "", "comma-separated `files` of the grammar TestRecoveryEval loads")
	evalInput   = flag.String("recovery.input", "", "the input `file` TestRecoveryEval parses")
	evalDecl    = flag.String("recovery.decl", "", "the `rule` of a C++ grammar's declarations, to count those at namespace scope")
	evalRuns    = flag.Int("recovery.runs", 0, "log the `n` longest runs of tokens in error regions")
)

func TestRecoveryEval(t *testing.T) {
	if *evalGrammar == "" || *evalInput == "" {
		t.Skip("give -recovery.grammar and -recovery.input to measure error recovery on a grammar and an input")
	}
	loaded, err := parser.LoadGrammar(strings.Split(*evalGrammar, ","), parser.LoadOptions{})
	require.NoError(t, err)
	g := loaded.Grammar
	src, err := os.ReadFile(*evalInput)
	require.NoError(t, err)
	begin, cpu := time.Now(), cpuTime()
	p, err := g.Parse(*evalInput, src, "")
	require.NoError(t, err)
	elapsed, cpu := time.Since(begin), cpuTime()-cpu
	r := errorRegion(p)
	t.Logf("%s: %d bytes, %d tokens, parsed in %v (%v of CPU time; %s)", *evalInput, len(src), r.tokens,
		elapsed.Round(time.Millisecond), cpu.Round(time.Millisecond), p.Mode)
	t.Logf("syntax errors: %d", len(p.Errors))
	lost := r.skipped + r.taken + r.left
	t.Logf("tokens in error regions: %d of %d (%.2f%%): %d skipped by recovery (error nodes), %d taken out of the parse, %d after the start rule",
		lost, r.tokens, 100*float64(lost)/float64(max(r.tokens, 1)), r.skipped, r.taken, r.left)
	t.Logf("tokens conjured: %d", r.conjured)
	if *evalRuns > 0 {
		logRuns(t, p, *evalRuns)
	}
	if *evalDecl == "" {
		return
	}
	rule := g.RuleIndex(*evalDecl)
	require.GreaterOrEqual(t, rule, 0, "no rule %s", *evalDecl)
	clean, broken := namespaceDeclarations(p.Tree, rule, g.Parser.RuleNames)
	want := cxxDeclarations(p.Tokens())
	t.Logf("declarations at namespace scope: %d nodes without errors, %d with; %d by a lexical count: %.2f%% are nodes of their own without errors",
		clean, broken, want, 100*float64(clean)/float64(max(want, 1)))
}

// region is what errorRegion counts.
type region struct {
	tokens   int // the tokens of the input on the parser's channel, EOF not included
	skipped  int // those error recovery skipped: error nodes of the tree
	taken    int // those error recovery took out of the parse (parser.SkippedChannel)
	left     int // those in no node: after the point where the start rule ended
	conjured int // the tokens error recovery made up (in no count above)
}

// errorRegion measures what error recovery lost of a parse. A token is in
// an error region if recovery consumed it (every token that recovery
// consumes is an error node of the tree: single-token deletion, the
// resynchronization of a loop or of a rule), if recovery took it out of
// the parse (parser.SkippedChannel: the tree has it as hidden text), or if
// no node of the tree holds it (the start rule ended before it). The other tokens are the
// tree's terminal nodes: matched by the grammar.
func errorRegion(p *parser.Parse) region {
	var r region
	for _, t := range p.Tokens() {
		switch {
		case t.GetTokenType() == antlr.TokenEOF:
		case t.GetChannel() == antlr.TokenDefaultChannel:
			r.tokens++
		case t.GetChannel() == parser.SkippedChannel:
			r.tokens++
			r.taken++
		}
	}
	matched := 0
	var walk func(antlr.Tree)
	walk = func(n antlr.Tree) {
		switch n := n.(type) {
		case antlr.ErrorNode:
			if n.GetSymbol().GetTokenIndex() < 0 {
				r.conjured++
			} else {
				r.skipped++
			}
		case antlr.TerminalNode:
			if n.GetSymbol().GetTokenType() != antlr.TokenEOF {
				matched++
			}
		default:
			for _, c := range n.GetChildren() {
				walk(c)
			}
		}
	}
	walk(p.Tree)
	r.left = r.tokens - matched - r.skipped - r.taken
	return r
}

// hasErrorNode reports whether the tree n has an error node (a token
// recovery skipped or conjured).
func hasErrorNode(n antlr.Tree) bool {
	if _, ok := n.(antlr.ErrorNode); ok {
		return true
	}
	return slices.ContainsFunc(n.GetChildren(), hasErrorNode)
}

// namespaceDeclarations counts the nodes of rule decl at namespace scope
// (none of their ancestors is a node of decl but for namespace
// definitions and linkage specifications with braces) with and without an
// error node inside.
func namespaceDeclarations(root antlr.Tree, decl int, ruleNames []string) (clean, broken int) {
	var walk func(n antlr.Tree, scope bool)
	walk = func(n antlr.Tree, scope bool) {
		ctx, ok := n.(antlr.ParserRuleContext)
		if !ok {
			return
		}
		if ctx.GetRuleIndex() == decl && scope && ctx.GetChildCount() > 0 {
			if hasErrorNode(ctx) {
				broken++
			} else {
				clean++
			}
		}
		for _, c := range ctx.GetChildren() {
			inner := scope && ctx.GetRuleIndex() != decl
			if ctx.GetRuleIndex() == decl {
				// A namespace or linkage body: a declaration whose child
				// rule holds braces.
				inner = scope && isScope(ctx, ruleNames)
			}
			walk(c, inner)
		}
	}
	walk(root, true)
	return clean, broken
}

// isScope reports whether a declaration node is a namespace definition or a
// linkage specification with braces, whose declarations are at namespace
// scope too.
func isScope(decl antlr.ParserRuleContext, ruleNames []string) bool {
	if decl.GetChildCount() != 1 {
		return false
	}
	c, ok := decl.GetChild(0).(antlr.ParserRuleContext)
	if !ok {
		return false
	}
	switch ruleNames[c.GetRuleIndex()] {
	case "namespaceDefinition":
		return true
	case "linkageSpecification":
		for _, k := range c.GetChildren() {
			if tn, ok := k.(antlr.TerminalNode); ok && tn.GetText() == "{" {
				return true
			}
		}
	}
	return false
}

// cxxDeclarations counts the declarations at namespace scope of
// preprocessed C++ by its tokens alone, approximately: a declaration ends
// with a ";" at its own bracket depth, or with the "}" of a brace group that
// a ")" or a function's specifier (const, noexcept, override, ...) comes
// right before (a function body); "namespace ... {" and `extern "C" {`
// open a scope whose declarations are counted instead, and end with their
// "}". A class body or a braced initializer does not end its declaration:
// what follows it does.
func cxxDeclarations(toks []antlr.Token) int {
	var texts []string
	for _, t := range toks {
		if ch := t.GetChannel(); (ch == antlr.TokenDefaultChannel || ch == parser.SkippedChannel) && t.GetTokenType() != antlr.TokenEOF {
			texts = append(texts, t.GetText())
		}
	}
	bodyAfter := map[string]bool{")": true, "const": true, "noexcept": true, "override": true,
		"final": true, "volatile": true, "&": true, "&&": true, "try": true, "}": true}
	count := 0
	// Invariant: i is the first token of a declaration at namespace scope,
	// or a "}" that ends the scope.
	var scope func(i int) int
	scope = func(i int) int {
		for i < len(texts) && texts[i] != "}" {
			start := i
			inner, depth := false, 0
			for ; i < len(texts); i++ {
				switch texts[i] {
				case "namespace":
					inner = inner || depth == 0
				case "extern":
					inner = inner || depth == 0 && i+2 < len(texts) && strings.HasPrefix(texts[i+1], `"`) && texts[i+2] == "{"
				case "(", "[":
					depth++
				case ")", "]":
					depth--
				case "{":
					if depth != 0 {
						depth++
						continue
					}
					if inner {
						count++
						i = scope(i+1) + 1
						goto next
					}
					body := i > start && bodyAfter[texts[i-1]]
					j, d := i+1, 1
					for ; j < len(texts) && d > 0; j++ {
						switch texts[j] {
						case "{", "(", "[":
							d++
						case "}", ")", "]":
							d--
						}
					}
					i = j - 1
					if body {
						count++
						i++
						goto next
					}
				case "}":
					if depth == 0 {
						count++ // an unfinished declaration at the end of a scope
						return i
					}
					depth--
				case ";":
					if depth == 0 {
						count++
						i++
						goto next
					}
				}
			}
			count++
		next:
		}
		return i
	}
	scope(0)
	return count
}

// logRuns logs the n longest runs of consecutive error nodes of a parse:
// where they begin, their length, and the rules around them.
func logRuns(t *testing.T, p *parser.Parse, n int) {
	type run struct {
		first antlr.Token
		n     int
		where string
	}
	var runs []run
	var cur *run
	var walk func(antlr.Tree, []string)
	walk = func(x antlr.Tree, stack []string) {
		switch x := x.(type) {
		case antlr.ErrorNode:
			if x.GetSymbol().GetTokenIndex() < 0 {
				return
			}
			if cur == nil {
				runs = append(runs, run{first: x.GetSymbol(), where: strings.Join(stack[max(0, len(stack)-6):], " ")})
				cur = &runs[len(runs)-1]
			}
			cur.n++
		case antlr.TerminalNode:
			cur = nil
		case antlr.ParserRuleContext:
			stack = append(stack, p.Grammar.Parser.RuleNames[x.GetRuleIndex()])
			for _, c := range x.GetChildren() {
				walk(c, stack)
				if cur != nil {
					cur = &runs[len(runs)-1]
				}
			}
		}
	}
	walk(p.Tree, nil)
	slices.SortFunc(runs, func(a, b run) int { return b.n - a.n })
	for _, r := range runs[:min(n, len(runs))] {
		t.Logf("%d tokens from %d:%d %q in %s", r.n, r.first.GetLine(), r.first.GetColumn()+1, r.first.GetText(), r.where)
	}
}
