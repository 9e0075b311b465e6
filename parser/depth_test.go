package parser

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTooDeep: an input nested deeper than maxDepth is refused with its
// position, instead of exhausting the stack (a fatal error in Go). Nested
// just within the limit, it parses.
func TestTooDeep(t *testing.T) {
	defer func(d int) { maxDepth = d }(maxDepth)
	maxDepth = 1000
	g, err := Lookup("json")
	require.NoError(t, err)
	// Each [ nests two rules (value, array) under json.
	ok := strings.Repeat("[", 499) + strings.Repeat("]", 499)
	p, err := g.Parse("ok.json", []byte(ok), "")
	require.NoError(t, err)
	assert.Empty(t, p.Errors)
	deep := "\n  " + strings.Repeat("[", 600) + strings.Repeat("]", 600)
	p, err = g.Parse("deep.json", []byte(deep), "")
	assert.Nil(t, p)
	assert.ErrorIs(t, err, errTooDeep)
	assert.EqualError(t, err, "deep.json:2:502: nesting too deep: more than 1000 rules nested")
}
