package reduce

import (
	"fmt"
	"strings"

	"github.com/hddmin/hddmin/tree"
)

// Phase is one step of a reduction, run pass after pass to its own
// fixpoint unless Options.NoFixpoint. Every phase is a row of phaseTable:
// its name, what it does, what a pass costs, and its sweep.
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
}

// phaseTable holds every phase, indexed by Phase. To add a phase: a
// constant above, a row here and its sweep (phases.go has short models:
// hoistPass, space).
var phaseTable = [numPhases]phaseRow{
	Prune:       {"prune", "HDD: ddmin over the nodes of each level, from the root down; a removed node prints its replacement", CostLevel, (*planner).prune, nil},
	CoarsePrune: {"coarse-prune", "Coarse HDD: as prune, over the nodes whose removal prints nothing only", CostLevel, (*planner).prune, nil},
	Hoist:       {"hoist", "a node replaced by a descendant of the same rule, the nearest first", CostNode, (*planner).hoistPass, nil},
	Space:       {"space", "the text between tokens printed as compactly as the test allows", CostOnce, (*planner).space, nil},
	Shrink:      {"shrink", "as hoist, the descendant that prints the fewest nodes first", CostNode, (*planner).hoistPass, nil},
	Substitute:  {"substitute", "a node replaced by a smaller node of its rule from anywhere in the tree, or moved there (a variable inlined)", CostNode, (*planner).rewritePass, nil},
	Unwrap:      {"unwrap", "a list member replaced by like members it holds (a function's statements in its place)", CostNode, (*planner).rewritePass, nil},
	Window:      {"window", "on results of fewer than 64 tokens, every window of three, then two, adjacent tokens erased", CostToken, (*planner).windowPass, (*planner).windowEstimate},
	Literal:     {"literal", "strings, numbers and comments printed shorter: the shortest text of their type, 0 or 1, else fewer characters", CostToken, (*planner).literalPass, (*planner).literalEstimate},
	Rename:      {"rename", "every occurrence of an identifier renamed at once: to another identifier, or to the shortest unused name", CostToken, (*planner).renamePass, (*planner).renameEstimate},
	Chain:       {"chain", "a deep chain of nested nodes of one rule cut at once: its top replaced by the deepest node that keeps the failure, by bisection", CostNode, (*planner).chainPass, nil},
	Pair:        {"pair", "the i-th members of two lists of as many members removed together (a column and its value, a parameter and its argument)", CostToken, (*planner).pairPass, (*planner).pairEstimate},
	Choices:     {"choices", "research, last: ddmin over the choice sequence of the text's parse, each run left out replaced by the generator's cheapest completion", CostToken, (*planner).choicesPass, nil},
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
