package atomicfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWrite(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "out.json")
	require.NoError(t, Write(path, []byte("one")))
	require.NoError(t, Write(path, []byte("two")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "two", string(got))
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), st.Mode().Perm())
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left")

	assert.Error(t, Write(filepath.Join(dir, "none", "out.json"), nil), "a folder that does not exist")
	entries, _ = os.ReadDir(dir)
	assert.Len(t, entries, 1)
}

func TestTempPattern(t *testing.T) {
	t.Parallel()
	assert.Equal(t, ".out.json.tmp*", TempPattern("/x/out.json"))
	long := strings.Repeat("é", 200) // 400 bytes
	p := TempPattern(long)
	assert.LessOrEqual(t, len(p)-1+10, MaxName, "with os.CreateTemp's digits, a name a file system takes")
	assert.True(t, utf8.ValidString(p), "cut at a character's start")
	assert.Equal(t, "ab", ShortName("abc", 2))
	assert.Equal(t, "", ShortName("é", 1))
}
