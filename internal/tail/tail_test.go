package tail

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBuffer(t *testing.T) {
	t.Parallel()
	var b Buffer
	fmt.Fprint(&b, "  first line\n")
	assert.Equal(t, "first line", b.String(), "the blanks around it go")
	for i := range 1000 {
		fmt.Fprintf(&b, "line %d\n", i)
	}
	s := b.String()
	assert.True(t, strings.HasPrefix(s, "..."), "earlier bytes were dropped")
	assert.True(t, strings.HasSuffix(s, "line 999"), s[len(s)-20:])
	assert.LessOrEqual(t, len(s), Size+len("..."))
	assert.NotContains(t, s, "first line")
}
