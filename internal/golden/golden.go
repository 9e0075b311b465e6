// Package golden compares test output with golden files under testdata/,
// and rewrites them when the tests run with -update:
//
//	go test ./... -update
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// Check compares got with the content of the golden file path, or writes
// got to path with -update.
func Check(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "no golden file: run the test with -update to create it")
	assert.Equal(t, string(want), string(got), "golden file %s (-update rewrites it)", path)
}

// Section compares got with the text between the lines begin and end of
// the file path (a document with a generated part), or puts got there with
// -update.
func Section(t *testing.T, path, begin, end string, got []byte) {
	t.Helper()
	doc, err := os.ReadFile(path)
	require.NoError(t, err)
	text := string(doc)
	i := strings.Index(text, begin+"\n")
	j := strings.Index(text, end+"\n")
	require.True(t, i >= 0 && j > i, "%s: no section between %q and %q", path, begin, end)
	i += len(begin) + 1
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(text[:i]+string(got)+text[j:]), 0o644))
		return
	}
	assert.Equal(t, text[i:j], string(got), "the section of %s (-update rewrites it)", path)
}
