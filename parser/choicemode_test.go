package parser_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
)

// TestChoiceModes: the three ways of making a text of the entries kept
// of a text's choice sequence. All of them give the text back from every
// entry; with half the entries, the marker form completes the rules
// cheaply, plain deletion reads the entries kept at the decisions reached
// and completes the rest cheaply, and the Hypothesis rule rejects a
// sequence that runs out.
func TestChoiceModes(t *testing.T) {
	g, err := parser.Lookup("json")
	require.NoError(t, err)
	text := []byte(`{"a": [1, 2, {"b": "xyz"}], "d": "keep me", "e": [true, false]}`)
	texts := map[parser.ChoiceMode]string{}
	for _, mode := range []parser.ChoiceMode{parser.ChoicesMarker, parser.ChoicesDelete, parser.ChoicesReject} {
		n, make, err := g.RegeneratorMode("", mode)(text)
		require.NoError(t, err)
		all := make2(n)
		got, ok := make(all)
		assert.True(t, ok, "%v", mode)
		assert.Equal(t, string(text), string(got), "%v: every entry kept", mode)
		// The first half: a marker at the end, or the sequence running
		// out, both complete every rule cheaply.
		got, ok = make(all[:n/2])
		if mode == parser.ChoicesReject {
			assert.False(t, ok, "the first half runs out")
		} else {
			assert.True(t, ok, "%v: %s", mode, got)
			texts[mode] = string(got)
		}
		// A run left out of the middle: the marker completes the rule it
		// is read in; deleted, the entries after it go elsewhere.
		got, _ = make(append(all[:4:4], all[n/2:]...))
		texts[mode+10] = string(got)
	}
	assert.Equal(t, texts[parser.ChoicesMarker], texts[parser.ChoicesDelete])
	assert.Equal(t, `{"a": [1, 2, {"b": "xyz"}]}`, texts[parser.ChoicesMarker])
	assert.NotEqual(t, texts[parser.ChoicesMarker+10], texts[parser.ChoicesDelete+10])
	t.Logf("a run left out: %q (marker), %q (deleted)", texts[parser.ChoicesMarker+10], texts[parser.ChoicesDelete+10])
	for _, name := range []string{"marker", "delete", "reject"} {
		m, err := parser.ParseChoiceMode(name)
		require.NoError(t, err)
		assert.Equal(t, name, m.String())
	}
	_, err = parser.ParseChoiceMode("shortlex")
	assert.ErrorContains(t, err, "marker, delete, reject")

	// Subsequence and Overrun on their own.
	seq := parser.SequenceOf(3, 1, 4, 1, 5)
	sub := seq.Subsequence([]int{0, 2, 4})
	assert.Equal(t, []int{3, 4, 5}, sub.Values())
	out, err := g.Generate(parser.SequenceOf(1).Source(), parser.GenerateOptions{})
	require.NoError(t, err)
	assert.True(t, out.Overrun)
	out, err = g.Generate(parser.RandomSource(1, 0), parser.GenerateOptions{MaxDepth: 4})
	require.NoError(t, err)
	assert.False(t, out.Overrun, "a random source never ends")
}

func make2(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
