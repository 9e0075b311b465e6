package reduce

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/tree"
)

// Phase is one step of a reduction, run pass after pass to its own
// fixpoint unless Options.NoFixpoint. Every phase is a row of phaseTable:
// its name, what it does, what a pass costs, its sweep, its place in the
// default schedule, and whether its candidates always print less. The
// package documentation has the recipe for a new one.
type Phase uint8

const (
	Prune       Phase = iota // HDD (or HDDr): ddmin over the nodes of each level; removed nodes print their replacement
	CoarsePrune              // Coarse HDD: as Prune, over the nodes whose removal prints nothing only
	Hoist                    // replace a node by a descendant of the same rule, nearest first
	Space                    // print the text between tokens as compactly as the test allows
	Shrink                   // as Hoist, the smallest descendant first
	Substitute               // replace a node by a smaller node of the same rule from anywhere in the tree
	Unwrap                   // replace a list member by a run of like list members it holds
	Window                   // under 64 tokens, erase every window of three, then two, adjacent tokens
	Literal                  // shrink the text of literal tokens
	Rename                   // rename every occurrence of an identifier at once
	Chain                    // cut deep chains of nested nodes of one rule by bisection
	Pair                     // remove the i-th members of two lists of as many members together
	Choices                  // ddmin over the text's choice sequence, runs left out replaced by the cheapest completion (choices.go)
	Alternative              // print a rule node as another alternative of its rule, filled with its descendants (rewrite_alt.go)
	numPhases
)

// Cost is what a pass of a phase costs in tests, as it grows with the
// tree: what a scheduler weighs before it runs the phase.
type Cost uint8

const (
	CostOnce  Cost = iota // a few tests, whatever the size
	CostLevel             // ddmin over the nodes of each level: a test per node at worst, a few per level at best
	CostNode              // a few tests per rule node that has a candidate
	CostToken             // a test or more per printed token (or identifier)
)

func (c Cost) String() string {
	switch c {
	case CostOnce:
		return "once"
	case CostLevel:
		return "level"
	case CostNode:
		return "node"
	case CostToken:
		return "token"
	}
	return fmt.Sprintf("Cost(%d)", c)
}

// A sweep returns the plan of one pass of phase p from state s, numbered
// pass; the plan ends with the plan end returns for
// the state the pass ends in. The loop of passes and the fixpoint are the
// planner's (see planner.passes): a sweep knows nothing of other passes.
type sweep func(pl *planner, p Phase, pass int, s tree.State, end func(tree.State) plan) plan

// A phaseRow is a phase: all that the reduction, the command's flags and
// help, the manual and the bench's schema know of it.
type phaseRow struct {
	name  string
	doc   string // one line, lower case, no final period
	cost  Cost
	sweep sweep
	// estimate, if set, returns the number of candidates a pass would
	// offer in a state, for the adaptive schedule (schedule.go).
	estimate func(pl *planner, s tree.State) int
	// first is the phase's place in the first cycle of the default
	// schedule (DefaultPhases), from 1; 0 leaves it out (research).
	first int
	// shrinks declares that every candidate prints less than the state it
	// comes from, so that a pass ends because the text does. The others
	// may print as much or more (a removed node prints its replacement,
	// which may be longer than its text where the grammar's shortest
	// derivation is gated by a predicate: a C type name is int; a shorter
	// literal may need a space before it; the same text as another state),
	// and end because their state only goes one way: more nodes removed
	// or hoisted, less space, shorter token texts, ddmin's progress.
	shrinks bool
}

// phaseTable holds every phase, indexed by Phase. To add a phase, see the
// recipe in the package documentation (doc.go).
var phaseTable = [numPhases]phaseRow{
	Prune: {name: "prune", doc: "HDD: ddmin over the nodes of each level, from the root down; a removed node prints its replacement",
		cost: CostLevel, sweep: (*planner).prune, first: 4},
	CoarsePrune: {name: "coarse-prune", doc: "Coarse HDD: as prune, over the nodes whose removal prints nothing only",
		cost: CostLevel, sweep: (*planner).prune, first: 3},
	Hoist: {name: "hoist", doc: "a node replaced by a descendant of the same rule, the nearest first",
		cost: CostNode, sweep: (*planner).hoistPass, first: 5},
	Space: {name: "space", doc: "the text between tokens printed as compactly as the test allows; indentation narrowed, each width at once",
		cost: CostOnce, sweep: (*planner).space, first: 2},
	Shrink: {name: "shrink", doc: "as hoist, the descendant that prints the fewest nodes first",
		cost: CostNode, sweep: (*planner).hoistPass},
	Substitute: {name: "substitute", doc: "a node replaced by a smaller node of its rule from anywhere in the tree, or moved there (a variable inlined)",
		cost: CostNode, sweep: (*planner).rewritePass, first: 6, shrinks: true},
	Unwrap: {name: "unwrap", doc: "a list member replaced by like members it holds (a function's statements in its place)",
		cost: CostNode, sweep: (*planner).rewritePass, first: 7, shrinks: true},
	Window: {name: "window", doc: "on results of fewer than 64 tokens, every window of three, then two, adjacent tokens erased",
		cost: CostToken, sweep: (*planner).windowPass, estimate: (*planner).windowEstimate, first: 12, shrinks: true},
	Literal: {name: "literal", doc: "strings, numbers and comments printed shorter: the shortest text of their type, 0 or 1, else fewer characters",
		cost: CostToken, sweep: (*planner).literalPass, estimate: (*planner).literalEstimate, first: 10},
	Rename: {name: "rename", doc: "every occurrence of an identifier renamed at once: to another identifier, or to the shortest unused name",
		cost: CostToken, sweep: (*planner).renamePass, estimate: (*planner).renameEstimate, first: 11},
	Chain: {name: "chain", doc: "a deep chain of nested nodes of one rule cut at once: its top replaced by the deepest node that keeps the failure, by bisection",
		cost: CostNode, sweep: (*planner).chainPass, first: 1},
	Pair: {name: "pair", doc: "the i-th members of two lists of as many members removed together (a column and its value, a parameter and its argument)",
		cost: CostToken, sweep: (*planner).pairPass, estimate: (*planner).pairEstimate, first: 9, shrinks: true},
	Choices: {name: "choices", doc: "research, last: ddmin over the choice sequence of the text's parse, each run left out replaced by the generator's cheapest completion",
		cost: CostToken, sweep: (*planner).choicesPass},
	Alternative: {name: "alternative", doc: "a node printed as another alternative of its rule that prints less, filled with its own descendants (a for loop as the expression statement it holds)",
		cost: CostNode, sweep: (*planner).rewritePass, first: 8, shrinks: true},
}

// defaultPhases returns the phases of the default schedule, in the order
// of its first cycle (phaseRow.first).
func defaultPhases() []Phase {
	var out []Phase
	for p := range numPhases {
		if phaseTable[p].first > 0 {
			out = append(out, p)
		}
	}
	slices.SortFunc(out, func(a, b Phase) int { return cmp.Compare(phaseTable[a].first, phaseTable[b].first) })
	return out
}

func (p Phase) String() string {
	if p < numPhases {
		return phaseTable[p].name
	}
	return fmt.Sprintf("Phase(%d)", p)
}

// Doc returns a line that says what phase p does.
func (p Phase) Doc() string {
	if p < numPhases {
		return phaseTable[p].doc
	}
	return ""
}

// Cost returns what a pass of phase p costs.
func (p Phase) Cost() Cost {
	if p < numPhases {
		return phaseTable[p].cost
	}
	return CostOnce
}

// Valid reports whether p is a phase.
func (p Phase) Valid() bool { return p < numPhases }

// AllPhases returns every phase, in the order of their constants.
func AllPhases() []Phase {
	out := make([]Phase, numPhases)
	for p := range out {
		out[p] = Phase(p)
	}
	return out
}

// PhaseNames returns the names of every phase, in the order of their
// constants.
func PhaseNames() []string {
	out := make([]string, numPhases)
	for p := range out {
		out[p] = phaseTable[p].name
	}
	return out
}

// ParsePhase parses the name of a phase.
func ParsePhase(name string) (Phase, error) {
	for p := range numPhases {
		if strings.EqualFold(name, phaseTable[p].name) {
			return p, nil
		}
	}
	return 0, fmt.Errorf("unknown phase %q (want %s)", name, strings.Join(PhaseNames(), ", "))
}

// ParsePhases parses a comma-separated list of phase names.
func ParsePhases(s string) ([]Phase, error) {
	var out []Phase
	for _, name := range strings.Split(s, ",") {
		p, err := ParsePhase(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}
