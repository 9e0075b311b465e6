package fromparse

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDecodeHTML checks the character references of attribute values, as
// the HTML standard decodes them, and the map from the decoded text back
// to the original.
func TestDecodeHTML(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
		at             []int // if not nil, the whole map
	}{
		{"none", "f(a)", "f(a)", nil},
		{"ampersand alone", "a & b && c", "a & b && c", nil},
		{"named", "x&lt;y", "x<y", []int{0, 1, 5, 6}},
		{"quotes", "f(&quot;a&quot;)", `f("a")`, nil},
		{"two characters", "&NotEqualTilde;", "\u2242\u0338", []int{0, 15, 15, 15, 15, 15}},
		{"legacy without semicolon", "a&amp b", "a& b", nil},
		{"legacy at the end", "&copy", "©", nil},
		{"legacy before =", "?a=1&copy=2", "?a=1&copy=2", nil},
		{"legacy before a letter", "&copyright", "&copyright", nil},
		{"legacy prefix of a name", "&notit;", "&notit;", nil},
		{"longest name", "&notin;", "∉", nil},
		{"not legacy, no semicolon", "&hellip", "&hellip", nil},
		{"unknown", "&foo; &;", "&foo; &;", nil},
		{"decimal", "&#39;b&#39", "'b'", nil},
		{"hexadecimal", "&#x41;&#X42", "AB", nil},
		{"no digits", "&#; &#x; &#xg;", "&#; &#x; &#xg;", nil},
		{"zero", "&#0;", "\uFFFD", nil},
		{"surrogate", "&#xD800;", "\uFFFD", nil},
		{"too large", "&#x110000;&#99999999999999999999999;", "\uFFFD\uFFFD", nil},
		{"windows-1252", "&#128;&#x9F;", "€Ÿ", nil},
		{"control", "&#1;", "\x01", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, at := decodeHTML(tt.in)
			assert.Equal(t, tt.want, got)
			if got == tt.in {
				assert.Nil(t, at, "nothing decoded")
				return
			}
			if tt.at != nil {
				assert.Equal(t, tt.at, at)
			}
			// The map is monotone, from end to end, and the text between
			// the references is the same.
			if assert.Len(t, at, len(got)+1) {
				assert.Equal(t, 0, at[0])
				assert.Equal(t, len(tt.in), at[len(got)])
				for i := 1; i < len(at); i++ {
					assert.LessOrEqual(t, at[i-1], at[i])
					if at[i] == at[i-1]+1 {
						assert.Equal(t, tt.in[at[i-1]], got[i-1], "byte %d", i-1)
					}
				}
			}
		})
	}
}
