// Package treetest holds checks that the property tests of several
// packages make of reductions.
package treetest

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hddmin/hddmin/tree"
)

// AssertMinimal checks that output, the text of state s of tr, is
// 1-tree-minimal for interesting: removing any one node still offered in
// s leaves output or a text that is not interesting. label names the
// case in messages.
func AssertMinimal(t testing.TB, tr *tree.Tree, s tree.State, output []byte, interesting func([]byte) bool, label string) {
	t.Helper()
	for d := 0; ; d++ {
		nodes, more := tr.Level(s, d)
		if !more {
			return
		}
		for _, n := range nodes {
			c := tr.Unparse(s.WithRemoved(n.ID()))
			assert.True(t, bytes.Equal(c, output) || !interesting(c),
				"%s: removing node %d (%s) of %q leaves %q, interesting", label, n.ID(), n.Name(), output, c)
		}
	}
}
