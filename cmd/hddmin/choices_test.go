package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestListVariantsResearch: hddmin bench --list-variants lists the
// variants of the research algorithms of issue 32.
func TestListVariantsResearch(t *testing.T) {
	var out, errs bytes.Buffer
	require.Equal(t, 0, run(context.Background(), []string{"bench", "--list-variants"}, nil, &out, &errs), errs.String())
	listed := map[string]string{}
	for _, line := range strings.Split(out.String(), "\n") {
		name, flags, _ := strings.Cut(line, "\t")
		listed[name] = flags
	}
	for _, name := range []string{"choices", "probdd", "cdd", "wdd"} {
		assert.Contains(t, listed, name)
	}
	assert.Contains(t, listed["choices"], "--phase choices")
}

// TestChoicesPhaseCommand: hddmin --phase choices reduces a JSON file
// through the command (the command gives the phase its grammar's
// generator), and leaves a file with syntax errors as it is.
func TestChoicesPhaseCommand(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, input string
		smaller     bool
	}{
		{"parses", `{"a": [1, 2, {"b": "xyz"}], "d": "keep me", "e": {"f": -1.5e3}}`, true},
		{"syntax errors", `{"a": [1, 2, {"b": "xyz"}], "d": "keep me" "e": }`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, "in.json")
			require.NoError(t, os.WriteFile(in, []byte(tt.input), 0o644))
			test := filepath.Join(dir, "test.sh")
			require.NoError(t, os.WriteFile(test, []byte("#!/bin/sh\ngrep -q 'keep me' \"$1\"\n"), 0o755))
			out := filepath.Join(dir, "out.json")
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), []string{"--phase", "choices", "-j", "1", "-t", test, "-o", out, in}, nil, &stdout, &stderr)
			require.Equal(t, exitReduced, code, stderr.String())
			got, err := os.ReadFile(out)
			require.NoError(t, err)
			assert.Contains(t, string(got), "keep me")
			if tt.smaller {
				assert.Less(t, len(got), len(tt.input)/2, "%s", got)
			} else {
				assert.Equal(t, tt.input, string(got))
			}
		})
	}
}

// TestChoicesModes: --choices-mode delete and reject reduce too, the
// report says the mode, and the flag without the choices phase, or --ddmin
// wdd with it, is a usage error (issue 41).
func TestChoicesModes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	input := `{"a": [1, 2, {"b": "xyz"}], "d": "keep me", "e": {"f": -1.5e3}}`
	in := filepath.Join(dir, "in.json")
	require.NoError(t, os.WriteFile(in, []byte(input), 0o644))
	test := filepath.Join(dir, "test.sh")
	require.NoError(t, os.WriteFile(test, []byte("#!/bin/sh\ngrep -q 'keep me' \"$1\"\n"), 0o755))
	for _, mode := range []string{"delete", "reject"} {
		out, rep := filepath.Join(dir, mode+".json"), filepath.Join(dir, mode+".report.json")
		var stdout, stderr bytes.Buffer
		code := run(context.Background(), []string{"--phase", "choices", "--choices-mode", mode, "-j", "1", "-q", "-t", test, "-o", out, "--report", rep, in}, nil, &stdout, &stderr)
		require.Equal(t, exitReduced, code, stderr.String())
		got, err := os.ReadFile(out)
		require.NoError(t, err)
		assert.Contains(t, string(got), "keep me")
		assert.Less(t, len(got), len(input), "%s: %s", mode, got)
		report, err := os.ReadFile(rep)
		require.NoError(t, err)
		assert.Contains(t, string(report), `"choices_mode": "`+mode+`"`)
	}
	for _, args := range [][]string{
		{"--choices-mode", "delete"},
		{"--phase", "prune,choices", "--ddmin", "wdd"},
		{"--phase", "choices", "--choices-mode", "shortlex"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(context.Background(), append(args, "-t", test, in), nil, &stdout, &stderr)
		assert.Equal(t, exitUsage, code, "%v: %s", args, stderr.String())
	}
}
