package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBenchSeeds: hddmin bench --seeds runs each variant that makes
// random choices once per seed, with --seed, and the others once; the
// results name the seed, and results.csv, summary.csv and the summary
// across cases are written (issue 41).
func TestBenchSeeds(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	root := t.TempDir()
	a := benchCaseDir(t, filepath.Join(root, "a"), nil)
	b := benchCaseDir(t, filepath.Join(root, "b"), map[string]string{"in.json": `{"x": [1, 2, "needle", 4, 5], "y": {"z": [6, 7]}}` + "\n"})
	out := filepath.Join(root, "res")
	code, stderr := runBenchIn(t, context.Background(), bin, "--variants", "hdd*+restart,hdd*+probdd-p0.25,hdd*+cdd", "--seeds", "1..3",
		"-j", "1", "--no-cache", "-o", out, a, b)
	require.Equal(t, exitReduced, code, stderr)
	res := readResults(t, out)
	seeds := map[string][]uint64{}
	for _, r := range res.Runs {
		assert.Equal(t, "ok", string(r.Status), "%s: %s", r.Variant, r.Error)
		if r.Case == "a" {
			seeds[r.Variant] = append(seeds[r.Variant], r.Seed)
		}
		assert.Equal(t, r.Seed != 0, slices.Contains(r.Argv, "--seed"), r.Variant)
		assert.True(t, r.NoCache)
		assert.Zero(t, *r.CacheHits, "--no-cache: every query is a test")
		require.NotNil(t, r.TokensOut)
		assert.Positive(t, *r.TokensIn)
		assert.NotEmpty(t, r.Steps)
	}
	assert.Equal(t, []uint64{0}, seeds["hdd*+restart"], "ddmin is not random: one run")
	assert.Equal(t, []uint64{1, 2, 3}, seeds["hdd*+probdd-p0.25"])
	assert.Equal(t, []uint64{1, 2, 3}, seeds["hdd*+cdd"])

	md, err := os.ReadFile(filepath.Join(out, "results.md"))
	require.NoError(t, err)
	assert.Contains(t, string(md), "## Across cases, against hdd\\*+restart")
	assert.Contains(t, string(md), "| hdd\\*+probdd-p0.25 | 2 |")
	csv, err := os.ReadFile(filepath.Join(out, "results.csv"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(csv)), "\n")
	assert.Len(t, lines, 1+2*7, "a header and a row per run")
	assert.True(t, strings.HasPrefix(lines[0], "case,variant,kind,flags,seed,repeat,status,bytes_in,bytes_out,tokens_in,tokens_out,tests,cache_hits,queries"))
	summary, err := os.ReadFile(filepath.Join(out, "summary.csv"))
	require.NoError(t, err)
	assert.Contains(t, string(summary), "hdd*+cdd,hdd*+restart,tests,2,")

	// Resumed, nothing runs again; without -j 1, --no-cache is refused.
	code, stderr = runBenchIn(t, context.Background(), bin, "--variants", "hdd*+restart,hdd*+probdd-p0.25,hdd*+cdd", "--seeds", "1..3",
		"-j", "1", "--no-cache", "--resume", "-o", out, a, b)
	require.Equal(t, exitReduced, code, stderr)
	assert.Contains(t, stderr, "14 runs are in results.json already")
	code, stderr = runBenchIn(t, context.Background(), bin, "--variants", "hdd*", "--no-cache", "-o", filepath.Join(root, "res2"), a)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "--no-cache")
	for _, bad := range []string{"0..3", "3..1", "x", "1..20000"} {
		_, err := parseBenchArgs([]string{"--seeds", bad, "-o", out, a}, nil)
		assert.Error(t, err, bad)
	}
}

// TestVariantFlags: the options of a ddmin variant with another variant,
// a --seed where nothing is random, a prior or threshold out of range and
// --no-cache with more than one job are usage errors; the right
// combinations parse, and the report says them.
func TestVariantFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string // in the error; "" for valid
	}{
		{[]string{"--ddmin", "probdd", "--ddmin-prior", "0.25", "--probdd-threshold", "0.8", "--probdd-history", "--seed", "3"}, ""},
		{[]string{"--ddmin", "cdd", "--cdd-sizes", "argmax", "--ddmin-prior", "0.01"}, ""},
		{[]string{"--ddmin", "wprobdd", "--probdd-history"}, ""},
		{[]string{"--complement-order", "random", "--seed", "5"}, ""},
		{[]string{"--complement-order", "random"}, ""},
		{[]string{"--no-cache", "-j", "1"}, ""},
		{[]string{"--ddmin-prior", "0.25"}, "--ddmin-prior is an option of --ddmin probdd or wprobdd or cdd"},
		{[]string{"--ddmin", "cdd", "--probdd-history"}, "--probdd-history is an option of --ddmin probdd or wprobdd"},
		{[]string{"--ddmin", "probdd", "--cdd-sizes", "argmax"}, "--cdd-sizes is an option of --ddmin cdd"},
		{[]string{"--seed", "3"}, "--seed 3: nothing is random"},
		{[]string{"--ddmin", "wdd", "--seed", "3"}, "nothing is random"},
		{[]string{"--ddmin", "probdd", "--ddmin-prior", "1"}, "want a probability above 0 and below 1"},
		{[]string{"--ddmin", "probdd", "--ddmin-prior", "0"}, "want a probability above 0 and below 1"},
		{[]string{"--ddmin", "probdd", "--probdd-threshold", "0.05"}, "above the prior"},
		{[]string{"--ddmin", "cdd", "--cdd-sizes", "floor"}, "unknown rule"},
		{[]string{"--no-cache", "-j", "2"}, "--no-cache tests one candidate at a time"},
	} {
		_, err := parseArgs(append(tt.args, "-t", "true", "in.json"), nil)
		if tt.want == "" {
			assert.NoError(t, err, "%v", tt.args)
		} else {
			assert.ErrorContains(t, err, tt.want, "%v", tt.args)
		}
	}
}
