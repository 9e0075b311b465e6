package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/bench"
)

// TestBenchRelativeOutput: a relative -o DIR works, though the runs work
// in folders of their own (it was taken relative to each run's folder,
// and every run failed: "the folder res/runs/c/default-1 does not exist").
func TestBenchRelativeOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := sharedBinary(t)
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "c"), 0o755))
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "cmd", "tiny.json"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "c", "input.json"), data, 0o644))
	test, err := os.ReadFile(testScript("has-foo-bar.sh"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "c", "test.sh"), test, 0o755))
	t.Chdir(dir)
	code, stderr := runBenchIn(t, context.Background(), bin, "--variants", "default", "-j", "1", "-o", "res", "c")
	assert.Equal(t, exitReduced, code, stderr)
	res := readResults(t, filepath.Join(dir, "res"))
	require.Len(t, res.Runs, 1)
	assert.Equal(t, bench.StatusOK, res.Runs[0].Status, res.Runs[0].Error)
}
