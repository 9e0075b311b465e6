package tree_test

import (
	"fmt"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hddmin/hddmin/tree"
)

func TestNameOf(t *testing.T) {
	for _, s := range []string{"", "expr", "*", "'('", "<skipped>", "ünïcode", "expr"} {
		n := tree.NameOf(s)
		assert.Equal(t, s, n.String(), "NameOf(%q).String()", s)
		assert.Equal(t, n, tree.NameOf(s), "NameOf(%q) twice", s)
		assert.Equal(t, s, fmt.Sprint(n), "%q printed", s)
	}
	assert.Equal(t, tree.Name(0), tree.NameOf(""), "the zero Name is the empty name")
	assert.NotEqual(t, tree.NameOf("a"), tree.NameOf("b"))
	assert.Equal(t, "*", tree.Star.String())
	assert.Equal(t, "+", tree.Plus.String())
	assert.Equal(t, "?", tree.Optional.String())
}

// TestNameOfConcurrent interns and reads names from several goroutines
// (run with -race): builders of islands and of tests run at once.
func TestNameOfConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	got := make([][]tree.Name, 4)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 500 {
				n := tree.NameOf(fmt.Sprintf("concurrent-%d", i))
				got[g] = append(got[g], n)
				_ = tree.Star.String()
			}
		}()
	}
	wg.Wait()
	for g := range got {
		assert.Equal(t, got[0], got[g], "goroutine %d", g)
	}
	for i, n := range got[0] {
		assert.Equal(t, fmt.Sprintf("concurrent-%d", i), n.String())
	}
}
