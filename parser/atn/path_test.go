package atn

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser/g4"
)

// TestPathOfLongList: the path of a list of 20,000 elements consumes
// them all and ends at the rule's stop, and the memory its search grew is
// not kept (a builder keeps its search through the reduction: on 11 MB of
// JSON records, 54 MB).
func TestPathOfLongList(t *testing.T) {
	src := map[string][]byte{"L.g4": []byte("grammar L;\nlist : ('a' ',')* 'b' EOF ;\nWS : ' ' -> skip ;\n")}
	c, err := (&g4.Loader{ReadFile: func(name string) ([]byte, error) { return src[name], nil }}).Load("L.g4")
	require.NoError(t, err)
	in, err := ReadInterp(c.Parser)
	require.NoError(t, err)
	typ := func(lit string) int32 {
		t.Helper()
		i := slices.Index(in.LiteralNames, lit)
		require.Positive(t, i, lit)
		return int32(i)
	}
	var kids []Child
	for range 20000 {
		kids = append(kids, Child{Rule: -1, Type: typ("'a'")}, Child{Rule: -1, Type: typ("','")})
	}
	kids = append(kids, Child{Rule: -1, Type: typ("'b'")}, Child{Rule: -1, Type: -1})
	a := in.ATN
	s := NewPathSearch(a)
	path, consumed := s.Path(a.RuleStart[0], a.RuleStop[0], kids)
	assert.Equal(t, len(kids), consumed)
	require.NotEmpty(t, path)
	assert.Equal(t, a.RuleStop[0], int(path[len(path)-1].State))
	assert.Equal(t, len(kids)-1, lastConsumed(path))
	assert.LessOrEqual(t, len(s.deep), 1<<12, "pairs of the search kept")
	assert.LessOrEqual(t, cap(s.stack), 1<<12, "steps of the search kept")

	// A b after the 5th a: the path consumes what it can.
	path, consumed = s.Path(a.RuleStart[0], a.RuleStop[0], append(kids[:9:9], kids[len(kids)-2:]...))
	assert.Equal(t, 9, consumed)
	assert.Equal(t, 8, lastConsumed(path))
}

// lastConsumed returns the last child a path consumes.
func lastConsumed(path []Step) int {
	last := -1
	for _, s := range path {
		last = max(last, int(s.Consumed))
	}
	return last
}
