package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
)

// TestPhaseManualOrder: the manual's Phases section lists the phases of
// the default schedule first, in the order of its first cycle
// (reduce.DefaultPhases, which the text below the list calls "the order
// above"), and then the others in the order of their constants, as the
// recipe for a phase says (package reduce).
func TestPhaseManualOrder(t *testing.T) {
	want := slices.Clone(reduce.DefaultPhases)
	for _, p := range reduce.AllPhases() {
		if !slices.Contains(want, p) {
			want = append(want, p)
		}
	}
	manual, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	section := string(manual)[strings.Index(string(manual), "// # Phases"):]
	section = section[:strings.Index(section[1:], "// #")+1]
	var listed []string
	for _, m := range regexp.MustCompile(`(?m)^//\t([a-z-]+) +`).FindAllStringSubmatch(section, -1) {
		listed = append(listed, m[1])
	}
	var names []string
	for _, p := range want {
		names = append(names, p.String())
	}
	assert.Equal(t, names, listed, "the manual's Phases, in order")
}
