package atn_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	_ "github.com/hddmin/hddmin/internal/testgrammar"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/atn"
	_ "github.com/hddmin/hddmin/parser/bundle"
)

// grammars returns every registered grammar, the test grammars included.
func grammars(t *testing.T) []*parser.Grammar {
	t.Helper()
	var gs []*parser.Grammar
	for _, name := range parser.Names() {
		g, err := parser.Lookup(name)
		require.NoError(t, err)
		gs = append(gs, g)
	}
	return gs
}

// atnInts returns the serialized ATN of a .interp file.
func atnInts(t *testing.T, interp *atn.Interp) []int32 {
	t.Helper()
	require.NotNil(t, interp.ATN)
	return interp.ATNData
}

// TestReadATNMatchesRuntime decodes the ATN of every grammar with our reader
// and with the runtime's deserializer, and compares what the runtime
// exposes: the decision states, their types and their transitions, and the
// tokens that can follow each decision state.
func TestReadATNMatchesRuntime(t *testing.T) {
	for _, g := range grammars(t) {
		for _, in := range []*atn.Interp{g.Lexer, g.Parser} {
			t.Run(g.Name, func(t *testing.T) {
				ours := in.ATN
				theirs := antlr.NewATNDeserializer(nil).Deserialize(atnInts(t, in))
				require.Len(t, ours.Decisions, len(theirs.DecisionToState))
				for d, ds := range theirs.DecisionToState {
					s := ds.GetStateNumber()
					assert.Equal(t, s, ours.Decisions[d], "decision %d", d)
					st := ours.States[s]
					assert.Equal(t, ds.GetStateType(), int(st.Type), "state %d type", s)
					assert.Equal(t, ds.GetRuleIndex(), st.Rule, "state %d rule", s)
					require.Len(t, st.Transitions, len(ds.GetTransitions()), "state %d transitions", s)
					if ours.Lexer {
						continue
					}
					// What can come next, by our transitions and by theirs.
					want := theirs.NextTokensNoContext(ds)
					got := nextTokens(ours, s, map[int]bool{})
					for tok := antlr.TokenEpsilon; tok <= ours.MaxTokenType; tok++ {
						assert.Equal(t, contains(want, tok), got[tok], "state %d token %d", s, tok)
					}
				}
				for r, start := range ours.RuleStart {
					assert.Equal(t, atn.StateRuleStart, ours.States[start].Type, "rule %d", r)
					assert.Equal(t, atn.StateRuleStop, ours.States[ours.RuleStop[r]].Type, "rule %d", r)
				}
			})
		}
	}
}

// nextTokens is the set of tokens that can be consumed first from state s
// within its rule, with antlr.TokenEpsilon if the rule can end there.
func nextTokens(a *atn.ATN, s int, seen map[int]bool) map[int]bool {
	out := map[int]bool{}
	if seen[s] {
		return out
	}
	seen[s] = true
	st := a.States[s]
	if st.Type == atn.StateRuleStop {
		out[antlr.TokenEpsilon] = true
		return out
	}
	for _, tr := range st.Transitions {
		switch {
		case tr.Type == atn.TransitionRule:
			sub := nextTokens(a, a.RuleStart[tr.Rule], map[int]bool{})
			for k := range sub {
				if k != antlr.TokenEpsilon {
					out[k] = true
				}
			}
			if sub[antlr.TokenEpsilon] {
				for k := range nextTokens(a, tr.Follow, seen) {
					out[k] = true
				}
			}
		case tr.Epsilon():
			for k := range nextTokens(a, tr.Target, seen) {
				out[k] = true
			}
		default:
			for tok := -1; tok <= a.MaxTokenType; tok++ {
				if tr.Matches(tok, 1, a.MaxTokenType) {
					out[tok] = true
				}
			}
		}
	}
	return out
}

func contains(set *antlr.IntervalSet, tok int) bool {
	for _, iv := range set.GetIntervals() {
		if iv.Contains(tok) {
			return true
		}
	}
	return false
}

func TestReadATNErrors(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	data := g.Parser.ATNData
	tests := []struct {
		name string
		data []int32
		want string
	}{
		{"empty", nil, "it ends too early, after 0 numbers"},
		{"version 3", append([]int32{3}, data[1:]...), "serialization version 3"},
		{"truncated", data[:len(data)/2], "it ends too early"},
		{"trailing", append(append([]int32{}, data...), 7), "left after the end"},
		{"grammar type", append([]int32{4, 9}, data[2:]...), "unknown grammar type"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := atn.ReadATN(tt.data)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestReadInterpErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"no atn", "rule names:\na\n", "no atn"},
		{"junk", "hello\n", "unexpected"},
		{"bad number", "rule names:\na\n\natn:\n[4, x]\n", "atn"},
		{"rule count", "rule names:\na\nb\n\natn:\n" + jsonATN(t) + "\n", "rule names"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := atn.ReadInterp([]byte(tt.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func jsonATN(t *testing.T) string {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	var parts []string
	for _, v := range g.Parser.ATNData {
		parts = append(parts, strconv.Itoa(int(v)))
	}
	return "[" + strings.Join(parts, ", ") + "]"
}
