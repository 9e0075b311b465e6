package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
)

// TestRewriteRuntimeGrammar reduces SQL with the SQLite grammar of
// grammars-v4, loaded at run time, with and without the literal and
// rename phases: the rewrites shrink the LIKE pattern and the number, and
// give every table and column a one-letter name, which the grammar alone
// tells apart from its keywords.
func TestRewriteRuntimeGrammar(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("two reductions at -j 1, compared with a golden file: nothing in them varies from run to run")
	}
	g4 := filepath.Join("..", "..", "..", "shared", "grammars-v4", "sqlite", "SQLiteParser.g4")
	if _, err := os.Stat(g4); err != nil {
		t.Skipf("no %s", g4)
	}
	var outs []string
	var report string
	for _, phases := range []string{"coarse-prune,prune,hoist,space", "coarse-prune,prune,hoist,literal,rename,space"} {
		in := input(t, "rewrite.sql")
		out := filepath.Join(t.TempDir(), "out.sql")
		code, _, stderr := hddmin(t, "-q", "-j", "1", "-g", g4, "--phase", phases, "-o", out, "-t", testScript("sql-like-join.sh"), in)
		require.Equal(t, 0, code, stderr)
		got, err := os.ReadFile(out)
		require.NoError(t, err)
		outs = append(outs, string(got))
		report += fmt.Sprintf("--phase %s\n%s\n", phases, got)
	}
	assert.Less(t, len(outs[1]), len(outs[0]), "the rewrites make the result smaller")
	golden.Check(t, filepath.Join("..", "..", "testdata", "cmd", "rewrite-sqlite.golden"), []byte(report))
}

// TestIdentifierTokensFlag checks that --identifier-tokens takes token
// names of the grammar, and refuses others: JSON has no identifiers of
// its own, but its strings may be named so.
func TestIdentifierTokensFlag(t *testing.T) {
	in := input(t, "ok.json")
	code, _, stderr := hddmin(t, "-t", testScript("has-foo-bar.sh"), "--identifier-tokens", "STRING,NOPE", in)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "--identifier-tokens: grammar json has no token NOPE")
	out := filepath.Join(t.TempDir(), "out.json")
	code, _, stderr = hddmin(t, "-q", "-j", "1", "-t", testScript("has-foo-bar.sh"), "--identifier-tokens", "STRING",
		"--phase", "rename", "-o", out, input(t, "keys.json"))
	require.Equal(t, 0, code, stderr)
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(got), `"foo"`)
	assert.Contains(t, string(got), `"bar"`)
	// The keys, strings named identifiers, took the shortest name there
	// is: no unused one, which would be letters without quotes.
	for _, key := range []string{"alpha", "beta", "gamma", "delta"} {
		assert.NotContains(t, string(got), key)
	}
}
