package bench

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBenchFolderCase runs a bench on a case whose input is a folder
// (input/, a page and its script): hddmin reduces it into a folder, an
// external reducer gets a copy of the folder, every result is tested
// again as a folder, and the sizes are those of the files.
func TestBenchFolderCase(t *testing.T) {
	bin := hddmin(t)
	c := filepath.Join(t.TempDir(), "page")
	files := map[string]string{
		"input/page.html": "<p>hello</p><script src=\"app.js\"></script><script>boom(2); other(3)</script>\n",
		"input/app.js":    "function other() { return 1 }\nfunction boom(n) { throw new Error('boom ' + n) }\n",
		"input/lib/x.js":  "var unused = [1, 2, 3];\n",
		"test.sh":         "#!/bin/sh\ngrep -q 'boom(' \"$1/page.html\" && grep -q throw \"$1/app.js\"\n",
		"README.md":       "a page and its script\n",
	}
	size := 0
	for name, content := range files {
		mode := os.FileMode(0o644)
		if name == "test.sh" {
			mode = 0o755
		} else if filepath.Dir(name) != "." {
			size += len(content)
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(c, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(c, name), []byte(content), mode))
	}
	got, err := ReadCase(c, nil)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(c, "input"), got.Input)
	assert.Equal(t, size, got.Size)

	file := writeFile(t, t.TempDir(), "variants.json", `[
		{"name": "copy", "command": "sh -c 'cp -r \"$0\" \"$1\" && \"$2\" \"$1\"' {input} {output} {test}"},
		{"name": "drop-lib", "command": "sh -c 'rm -r \"$0/lib\" && \"$1\" \"$0\"' {input} {test}"}
	]`)
	out := filepath.Join(t.TempDir(), "results")
	res, err, log := runIn(t, context.Background(), Options{Out: out, Jobs: 2, Hddmin: bin,
		Variants: variants(t, file, "default,copy,drop-lib")}, c)
	require.NoError(t, err, log)
	require.Len(t, res.Runs, 3, log)
	for _, r := range res.Runs {
		assert.Equal(t, StatusOK, r.Status, "%s: %s %s", r.Variant, r.Error, r.Verification)
		assert.Equal(t, size, r.BytesIn)
	}
	def, cp, drop := res.Runs[0], res.Runs[1], res.Runs[2]
	assert.Less(t, *def.BytesOut, size/3)
	result := filepath.Join(out, def.Output)
	st, err := os.Stat(result)
	require.NoError(t, err)
	assert.True(t, st.IsDir(), "the result is a folder")
	_, err = os.Stat(filepath.Join(result, "lib"))
	assert.True(t, os.IsNotExist(err), "the unneeded file is gone")
	assert.Equal(t, size, *cp.BytesOut)
	assert.Equal(t, size-len(files["input/lib/x.js"]), *drop.BytesOut)
	assert.Equal(t, []Point{{Bytes: size}, {Tests: 1, Bytes: size - len(files["input/lib/x.js"])}}, drop.Curve,
		"the wrapper measures the folder's files")
}
