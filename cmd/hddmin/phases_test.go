package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/bench"
	"github.com/hddmin/hddmin/reduce"
)

// TestPhaseLists checks that every list of the phases says what the table
// of package reduce says: the --phase help, the manual's Phases section
// (each phase with its line of doc), the README's --phase row and the
// bench schema's enum name the same phases; and that an unknown phase is
// a usage error that names them.
func TestPhaseLists(t *testing.T) {
	want := reduce.PhaseNames()
	slices.Sort(want)

	var help bytes.Buffer
	require.Equal(t, 0, run(context.Background(), []string{"--help"}, nil, &help, &help))
	m := regexp.MustCompile(`(?m)--phase list +.*: ([a-z, -]+)$`).FindStringSubmatch(help.String())
	require.NotNil(t, m, "the --phase line of the help")
	assert.Equal(t, want, sorted(strings.Split(m[1], ", ")), "--help")

	manual, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	section := string(manual)[strings.Index(string(manual), "// # Phases"):]
	section = section[:strings.Index(section[1:], "// #")+1]
	var listed []string
	for _, p := range reduce.AllPhases() {
		line := fmt.Sprintf("//\t%-14s%s\n", p, p.Doc())
		assert.Contains(t, section, line, "the manual's line of %s", p)
	}
	for _, m := range regexp.MustCompile(`(?m)^//\t([a-z-]+) +`).FindAllStringSubmatch(section, -1) {
		listed = append(listed, m[1])
	}
	assert.Equal(t, want, sorted(listed), "the manual's Phases")

	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	row := regexp.MustCompile("(?m)^\\| `--phase LIST` \\|.*$").FindString(string(readme))
	require.NotEmpty(t, row, "the README's --phase row")
	listed = nil
	for _, m := range regexp.MustCompile("`([a-z-]+)`").FindAllStringSubmatch(row, -1) {
		listed = append(listed, m[1])
	}
	assert.Equal(t, want, slices.Compact(sorted(listed)), "the README's --phase row")

	var schema struct {
		Defs struct {
			Phase struct {
				Properties struct {
					Phase struct {
						Enum []string `json:"enum"`
					} `json:"phase"`
				} `json:"properties"`
			} `json:"phase"`
		} `json:"$defs"`
	}
	require.NoError(t, json.Unmarshal(bench.Schema(), &schema))
	assert.Equal(t, want, sorted(schema.Defs.Phase.Properties.Phase.Enum), "the schema's phases")

	var out, errs bytes.Buffer
	code := run(context.Background(), []string{"--phase", "prune,nosuch", "-t", "true", "x.json"}, nil, &out, &errs)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errs.String(), `unknown phase "nosuch" (want `+strings.Join(reduce.PhaseNames(), ", ")+")")
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
