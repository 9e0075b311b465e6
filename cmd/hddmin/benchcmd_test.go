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

	"github.com/hddmin/hddmin/bench"
)

// The tests of the command line of hddmin bench: its flags, and the exit
// status of each end of bench.Run. Package bench tests the bench itself.

// TestBenchVariantFlags checks the variants with hddmin's own flags (the
// bench's FlagParser): every built-in variant is a run hddmin takes, and
// a variant with flags hddmin refuses, or that bench gives, is refused.
func TestBenchVariantFlags(t *testing.T) {
	t.Parallel()
	for _, v := range bench.Builtin {
		assert.NoError(t, v.Check(parseHddminFlags), "built-in variant %s", v.Name)
	}
	tests := []struct {
		v   bench.Variant
		err string
	}{
		{bench.Variant{Name: "typo", Flags: "--phase prun"}, `variant typo: invalid argument "prun" for "--phase" flag: unknown phase "prun"`},
		{bench.Variant{Name: "unknown flag", Flags: "--fast"}, "unknown flag"},
		{bench.Variant{Name: "output", Flags: "-o x.json"}, "--output is hddmin bench's to give"},
		{bench.Variant{Name: "test", Flags: "-t ./t.sh"}, "--test is hddmin bench's to give"},
		{bench.Variant{Name: "report", Flags: "--report r.json"}, "--report is hddmin bench's to give"},
		{bench.Variant{Name: "dump", Flags: "--dump tree"}, "--dump is hddmin bench's to give"},
		{bench.Variant{Name: "file", Flags: "--phase prune in.json"}, "the flags name a file"},
		{bench.Variant{Name: "combination", Flags: "--skip-whitespace"}, "variant combination: --skip-whitespace needs --keep-hidden"},
		{bench.Variant{Name: "jobs", Flags: "-j 0"}, "variant jobs: --jobs 0: want 1 or more"},
		{bench.Variant{Name: "help", Flags: "--help"}, "variant help: pflag: help requested"},
	}
	for _, tt := range tests {
		assert.ErrorContains(t, tt.v.Check(parseHddminFlags), tt.err, tt.v.Name)
	}
	p, err := parseHddminFlags([]string{"-q", "--phase", "prune", "-j", "2", "x"})
	require.NoError(t, err)
	assert.Equal(t, []string{"quiet", "phase", "jobs"}, p.Given, "the long names, in the order of the flag set")
	assert.Equal(t, []string{"x"}, p.Args)
	assert.NoError(t, p.Invalid)
}

// TestBenchCommandLine runs hddmin bench with flags of each kind and
// checks its exit status and what it says.
func TestBenchCommandLine(t *testing.T) {
	root := t.TempDir()
	ok := benchCaseDir(t, filepath.Join(root, "ok"), nil)
	dull := benchCaseDir(t, filepath.Join(root, "dull"), map[string]string{"in.json": "needle", "test.sh": "#!/bin/sh\nexit 1\n"})
	variants := writeFile(t, root, "v.json", copyVariant, 0o644)
	out := func(name string) string { return filepath.Join(root, "res-"+name) }
	require.NoError(t, os.MkdirAll(filepath.Join(out("broken"), "runs"), 0o755))
	writeFile(t, filepath.Join(out("broken"), "runs"), "ok", "a file, not a folder", 0o644)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name   string
		ctx    context.Context
		args   []string
		code   int
		stdout string
		stderr string // the whole of it, or with "...", its beginning
	}{
		{name: "help", args: []string{"--help"}, code: exitReduced, stdout: "Usage: hddmin bench [flags] -o DIR CASE..."},
		{name: "no -o", args: []string{ok}, code: exitUsage, stderr: "hddmin bench: no -o DIR for the results\nRun 'hddmin bench --help' for usage.\n"},
		{name: "no case", args: []string{"-o", out("x")}, code: exitUsage, stderr: "hddmin bench: no CASE folders\nRun 'hddmin bench --help' for usage.\n"},
		{name: "repeat 0", args: []string{"--repeat", "0", "-o", out("x"), ok}, code: exitUsage, stderr: "hddmin bench: --repeat 0: want 1 or more\n..."},
		{name: "negative jobs", args: []string{"-j", "-1", "-o", out("x"), ok}, code: exitUsage, stderr: "hddmin bench: --jobs -1: want 1 or more\n..."},
		{name: "parallel 0", args: []string{"--parallel", "0", "-o", out("x"), ok}, code: exitUsage, stderr: "hddmin bench: --parallel 0: want 1 or more\n..."},
		{name: "negative run timeout", args: []string{"--run-timeout", "-1s", "-o", out("x"), ok}, code: exitUsage, stderr: "hddmin bench: --run-timeout must not be negative\n..."},
		{name: "unknown flag", args: []string{"--fast", "-o", out("x"), ok}, code: exitUsage, stderr: "hddmin bench: unknown flag: --fast\n..."},
		{name: "list", args: []string{"--list-variants", "--variants-file", variants}, code: exitReduced,
			stdout: "hdd*\t--phase prune --subset-order forward\n...copy\tcommand: sh -c 'cp \"$0\" \"$1\" && \"$2\" \"$1\"' {input} {output} {test}\n"},
		{name: "no variants file", args: []string{"--variants-file", filepath.Join(root, "none.json"), "-o", out("x"), ok}, code: exitUsage,
			stderr: "hddmin bench: --variants-file: open " + filepath.Join(root, "none.json") + ": no such file or directory\n"},
		{name: "unknown variant", args: []string{"--variants", "nosuch", "-o", out("x"), ok}, code: exitUsage,
			stderr: "hddmin bench: --variants: no variant \"nosuch\" (hddmin bench --list-variants lists them)\n"},
		{name: "baseline not run", args: []string{"--baseline", "hdd", "-o", out("x"), ok}, code: exitUsage,
			stderr: "hddmin bench: --baseline hdd is not among the variants run\n"},
		{name: "verified", args: []string{"--variants-file", variants, "-o", out("ok"), ok}, code: exitReduced,
			stderr: "hddmin bench: [1/1] ok, variant copy, ETA unknown\n..."},
		{name: "a case skipped", args: []string{"--variants-file", variants, "-o", out("dull"), ok, dull}, code: exitNotInteresting,
			stderr: "hddmin bench: skipping case dull: in.json is not interesting: exit status 1\n..."},
		{name: "interrupted", ctx: cancelled, args: []string{"--variants-file", variants, "-o", out("int"), ok}, code: exitInterrupted,
			stderr: "hddmin bench: interrupted; the finished runs are in " + filepath.Join(out("int"), "results.json") + " (run again with --resume to go on)\n"},
		{name: "a failure of bench", args: []string{"--variants-file", variants, "-o", out("broken"), ok}, code: exitInternal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := tt.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			var stdout, stderr bytes.Buffer
			code := run(ctx, append([]string{"bench"}, tt.args...), nil, &stdout, &stderr)
			assert.Equal(t, tt.code, code, stderr.String())
			matches := func(want, got string) {
				t.Helper()
				if head, ok := strings.CutSuffix(want, "..."); ok {
					assert.True(t, strings.HasPrefix(got, head), "want %q at the start of %q", head, got)
					return
				}
				if parts := strings.SplitN(want, "...", 2); len(parts) == 2 {
					assert.True(t, strings.HasPrefix(got, "default\t") && strings.Contains(got, parts[0]) && strings.HasSuffix(got, parts[1]), got)
					return
				}
				assert.Equal(t, want, got)
			}
			if tt.stdout != "" {
				matches(tt.stdout, stdout.String())
			} else {
				assert.Empty(t, stdout.String())
			}
			if tt.stderr != "" {
				matches(tt.stderr, stderr.String())
			}
		})
	}
}
