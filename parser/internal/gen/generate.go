package gen

import (
	"context"
	"fmt"
	"slices"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/analysis"
)

// NewTables computes the tables of the generator for g.
func NewTables(g *Grammar) *Tables {
	repl := g.Replacements
	t := &Tables{g: g, a: g.Parser.ATN, la: g.Lexer.ATN, sem: g.Semantics, repl: repl,
		typeText: map[int]string{}, relexCache: map[relexKey]bool{}, pairCache: map[pairKey]bool{},
		relexModeCache: map[relexKey]bool{}, inMode: map[[2]int][][]int{}, cheap: map[[2]int]cheapEntry{},
		seps: map[int][]string{}, pools: map[[2]int][]string{},
		idents: analysis.Classify(g.Lexer.ATN, nil).Identifiers}
	a := t.a
	t.typeCost = make([]int64, a.MaxTokenType+2)
	for typ := -1; typ <= a.MaxTokenType; typ++ {
		t.typeCost[typ+1] = analysis.Inf
	}
	for typ, text := range repl.Tokens {
		if typ >= -1 && typ <= a.MaxTokenType {
			t.typeText[typ], t.typeCost[typ+1] = text, analysis.Cost(text)
		}
	}
	t.typeCost[0] = analysis.EOFCost
	t.lexTables()
	for typ := 1; typ <= a.MaxTokenType; typ++ {
		if _, ok := t.typeText[typ]; !ok && len(t.typeRules[typ]) > 0 {
			if text, ok := t.findText(typ); ok {
				t.typeText[typ], t.typeCost[typ+1] = text, analysis.Cost(text)
			}
		}
	}
	if t.sem != nil {
		for typ := 1; typ <= a.MaxTokenType; typ++ {
			if _, ok := t.typeText[typ]; ok {
				continue
			}
			if text, ok := t.sem.VirtualText(typ); ok {
				t.typeText[typ], t.typeCost[typ+1] = text, analysis.Cost(text)
				if len(t.typeRules[typ]) == 0 {
					t.typeCost[typ+1] += genPenalty
				}
			}
		}
	}
	t.edgeCost = map[*atn.Transition]int64{}
	for s := range a.States {
		for i := range a.States[s].Transitions {
			tr := &a.States[s].Transitions[i]
			if tr.Epsilon() || tr.Type == atn.TransitionRule {
				continue
			}
			best := analysis.Inf
			for typ := -1; typ <= a.MaxTokenType; typ++ {
				if c := t.typeCost[typ+1]; c < best && tr.Matches(typ, 1, a.MaxTokenType) {
					best = c
				}
			}
			t.edgeCost[tr] = best
		}
	}
	t.dist = analysis.Distances(a, t.edge, nil, nil, nil)
	t.distEnd = analysis.Distances(a, t.edgeEnd, nil, nil, nil)
	t.firstSets()
	t.action = make([]int, len(a.States))
	t.precOf = make([]int, len(a.States))
	ord := map[int]int{}
	for s := range a.States {
		t.action[s], t.precOf[s] = -1, -1
		for _, tr := range a.States[s].Transitions {
			if tr.Type == atn.TransitionAction {
				t.action[s] = ord[a.States[s].Rule]
				ord[a.States[s].Rule]++
			}
		}
	}
	for s := range a.States {
		t.precOf[s] = t.findPrec(s, 0)
	}
	return t
}

// Generate generates an input of the grammar from its rule start, every
// decision drawn from src (see package parser's doc for what a decision
// is). It fails for an unknown start rule or one that has no finite
// derivation, and with ctx's error when ctx is done: the walk looks at it
// every few hundred steps, so that a walk that need not end (no MaxDepth,
// no MaxTokens) stops at once.
func (t *Tables) Generate(ctx context.Context, src ChoiceSource, opts Options, start string) (out *Generated, err error) {
	g := t.g
	rule := slices.Index(g.Parser.RuleNames, start)
	if rule < 0 {
		return nil, fmt.Errorf("grammar %s has no rule %q", g.Name, start)
	}
	if t.dist[t.a.RuleStart[rule]] == analysis.Inf {
		return nil, fmt.Errorf("grammar %s: rule %s derives no finite text", g.Name, start)
	}
	defer func() {
		switch e := recover().(type) {
		case nil:
		case stopped:
			out, err = nil, e.err
		default:
			panic(e)
		}
	}()
	w := t.newWalker(ctx, opts, rule)
	out = w.generate(src)
	if !opts.Check {
		return out, nil
	}
	out.Errors = g.Check(ctx, out.Text, start)
	// A repair that leaves fewer syntax errors is progress and costs none
	// of the budget: the errors are finite, so the loop ends.
	tried := map[int]bool{}
	for stalled := 0; stalled < opts.Repair && len(out.Errors) > 0 && ctx.Err() == nil; {
		seq, ok := w.repair(out, tried)
		if !ok {
			break
		}
		w = t.newWalker(ctx, opts, rule)
		next := w.generate(seq.Source())
		next.Repairs = out.Repairs + 1
		next.Errors = g.Check(ctx, next.Text, start)
		if len(next.Errors) >= len(out.Errors) {
			stalled++
		}
		out = next
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Replay reads the choice sequence of a parse, whose tree is tree and
// source text, of the input called file (see parser.Parse.Choices).
func (t *Tables) Replay(tree antlr.ParserRuleContext, file, text string) (*Choices, error) {
	w := t.newWalker(nil, Options{}, tree.GetRuleIndex())
	return w.replay(tree, file, text)
}
