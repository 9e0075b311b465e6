package interp

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/grammarsv4"
	"github.com/hddmin/hddmin/internal/testgrammar/keywords"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/g4"
)

// naiveLook is the LL(1) analysis without follow sets: every walk that
// runs off the end of its rule goes on through the follow states of the
// rule, as the tool's LL1Analyzer does. It is the reference that
// lookAnalyzer, which computes each rule's follow set once, must equal.
type naiveLook struct {
	a       *atn.ATN
	follow  [][]int
	set     map[int]bool
	busy    map[string]bool
	called  []bool
	failed  bool
	visited int // the states the walks visited, for TestLookLinear
}

func (n *naiveLook) decision(s int) []tokenSet {
	st := &n.a.States[s]
	if st.NonGreedy {
		return nil
	}
	looks := make([]tokenSet, len(st.Transitions))
	combined := map[int]bool{}
	for i, t := range st.Transitions {
		n.set, n.busy, n.failed = map[int]bool{}, map[string]bool{}, false
		n.look(t.Target, nil)
		if n.failed || len(n.set) == 0 {
			return nil
		}
		var ivs []atn.Interval
		for tok := range n.set {
			if combined[tok] {
				return nil
			}
			ivs = append(ivs, atn.Interval{Lo: tok, Hi: tok})
		}
		for tok := range n.set {
			combined[tok] = true
		}
		looks[i] = makeTokenSet(ivs)
	}
	return looks
}

func (n *naiveLook) add(lo, hi int) {
	for t := max(lo, antlr.TokenEOF); t <= hi; t++ {
		n.set[t] = true
	}
}

func (n *naiveLook) look(s int, ctx []int) {
	key := fmt.Sprint(s, ctx)
	if n.failed || n.busy[key] {
		return
	}
	n.busy[key] = true
	n.visited++
	st := &n.a.States[s]
	if st.Type == atn.StateRuleStop {
		if len(ctx) > 0 {
			removed := n.called[st.Rule]
			n.called[st.Rule] = false
			n.look(ctx[len(ctx)-1], ctx[:len(ctx)-1])
			n.called[st.Rule] = removed
			return
		}
		if len(n.follow[st.Rule]) == 0 {
			n.add(antlr.TokenEOF, antlr.TokenEOF)
		}
		for _, f := range n.follow[st.Rule] {
			n.look(f, nil)
		}
		return
	}
	for i := range st.Transitions {
		t := &st.Transitions[i]
		switch t.Type {
		case atn.TransitionRule:
			if n.called[t.Rule] {
				continue
			}
			n.called[t.Rule] = true
			n.look(t.Target, append(slices.Clip(ctx), t.Follow))
			n.called[t.Rule] = false
		case atn.TransitionPredicate, atn.TransitionPrecedence:
			n.failed = true
		case atn.TransitionEpsilon, atn.TransitionAction:
			n.look(t.Target, ctx)
		case atn.TransitionWildcard:
			n.add(antlr.TokenMinUserTokenType, n.a.MaxTokenType)
		case atn.TransitionNotSet:
			for tok := antlr.TokenMinUserTokenType; tok <= n.a.MaxTokenType; tok++ {
				if !t.Set.Contains(tok) {
					n.add(tok, tok)
				}
			}
		case atn.TransitionAtom, atn.TransitionRange:
			n.add(t.Lo, t.Hi)
		case atn.TransitionSet:
			for _, iv := range t.Set {
				n.add(iv.Lo, iv.Hi)
			}
		}
	}
}

func newNaiveLook(a *atn.ATN) *naiveLook {
	n := &naiveLook{a: a, follow: make([][]int, len(a.RuleStart)), called: make([]bool, len(a.RuleStart))}
	for _, st := range a.States {
		if st.Type == atn.StateBasic && len(st.Transitions) == 1 && st.Transitions[0].Type == atn.TransitionRule {
			t := &st.Transitions[0]
			n.follow[t.Rule] = append(n.follow[t.Rule], t.Follow)
		}
	}
	return n
}

// parserATN compiles the .g4 grammar of files, read by readFile (nil for
// the file system), and returns the ATN of its parser.
func parserATN(files []string, readFile func(string) ([]byte, error)) (*atn.ATN, error) {
	c, err := (&g4.Loader{ReadFile: readFile}).Load(files...)
	if err != nil {
		return nil, err
	}
	in, err := atn.ReadInterp(c.Parser)
	if err != nil {
		return nil, err
	}
	return in.ATN, nil
}

// lookGrammars lists the .g4 grammars of the repository and of
// grammars-v4, as the files g4.Loader.Load takes.
func lookGrammars(t *testing.T) [][]string {
	specs := [][]string{
		{"../../../grammars/JSON.g4"}, {"../../../grammars/C.g4"}, {"../../../grammars/CSS.g4"},
		{"../../../grammars/HTMLLexer.g4", "../../../grammars/HTMLParser.g4"},
		{"../../../grammars/JavaScriptLexer.g4", "../../../grammars/JavaScriptParser.g4"},
		{"../../../testdata/grammars/Expr.g4"},
	}
	features, _ := filepath.Glob("../../../testdata/g4/features/*.g4")
	for _, f := range features {
		if src, err := os.ReadFile(f); err == nil && !strings.Contains(string(src), "lexer grammar") {
			specs = append(specs, []string{f})
		}
	}
	if _, err := os.Stat(grammarsv4.Root()); err == nil {
		for _, gr := range grammarsv4.List(t) {
			specs = append(specs, []string{gr.Path()})
		}
	}
	return specs
}

// TestLookMatchesNaive: the LL(1) lookahead of every decision of every
// grammar at hand is the naive walk's (the tool's algorithm), with the
// follow sets computed once per rule.
func TestLookMatchesNaive(t *testing.T) {
	decisions := 0
	for _, spec := range lookGrammars(t) {
		t.Run(filepath.Base(spec[len(spec)-1]), func(t *testing.T) {
			a, err := parserATN(spec, nil)
			if err != nil {
				t.Skipf("%v", err) // a grammar of features that is meant to fail
			}
			an, naive := newLookAnalyzer(a), newNaiveLook(a)
			for d, s := range a.Decisions {
				want, got := naive.decision(s), an.decisionLook(s)
				if !assert.Equal(t, want, got, "decision %d (state %d)", d, s) {
					return
				}
				decisions++
			}
		})
	}
	t.Logf("%d decisions", decisions)
}

// TestLookLinear: the lookahead of the keyword grammar of issue 31 visits
// a number of states in proportion to its size. The naive walk, which
// the analysis was before, visits all the rules from the end of each one:
// four times the rules, sixteen times the states.
func TestLookLinear(t *testing.T) {
	steps := func(n int) (analyzer, naive int) {
		name := fmt.Sprintf("K%d", n)
		src := []byte(keywords.Grammar(name, n))
		a, err := parserATN([]string{name + ".g4"}, func(string) ([]byte, error) { return src, nil })
		require.NoError(t, err)
		an, nv := newLookAnalyzer(a), newNaiveLook(a)
		for _, s := range a.Decisions {
			an.decisionLook(s)
			if n <= 400 {
				nv.decision(s)
			}
		}
		return an.decision.steps + an.summary.steps, nv.visited
	}
	small, naiveSmall := steps(100)
	large, naiveLarge := steps(400)
	t.Logf("states visited: %d for 100 rules, %d for 400 (naive: %d, %d)", small, large, naiveSmall, naiveLarge)
	assert.Greater(t, naiveLarge, 10*naiveSmall, "the naive walk is quadratic")
	assert.Less(t, large, 5*small, "linear: four times the rules, about four times the states")
}
