package reduce

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTextUnits(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"", nil},
		{`"ab"`, []string{`"`, "a", "b", `"`}},
		{`"a\"b\\"`, []string{`"`, "a", `\"`, "b", `\\`, `"`}},
		{`'é\é'`, []string{"'", "é", `\é`, "'"}},
		{`a\`, []string{"a", `\`}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, textUnits(tt.text), "%q", tt.text)
	}
}

func TestFreshNames(t *testing.T) {
	var got []string
	for name := range freshNames(2) {
		got = append(got, name)
	}
	assert.Len(t, got, 26+26*26)
	assert.Equal(t, []string{"a", "b", "c"}, got[:3])
	assert.Equal(t, []string{"z", "aa", "ab"}, got[25:28])
	assert.Equal(t, "zz", got[len(got)-1])
	assert.Empty(t, slices.Collect(freshNames(0)))
}
