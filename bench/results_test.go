package bench

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSchemaValidator checks that the validator finds what is wrong, on
// made-up results and broken copies of them.
func TestSchemaValidator(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	good, err := json.Marshal(b.results)
	require.NoError(t, err)
	assert.Empty(t, validate(t, good), "the made-up results are valid")
	tests := []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"missing field", func(m map[string]any) { delete(m, "machine") }, "$: no machine"},
		{"extra field", func(m map[string]any) { m["extra"] = 1 }, "property extra is not in the schema"},
		{"wrong format", func(m map[string]any) { m["format"] = "hddmin-bench/0" }, "$.format: hddmin-bench/0 is not one of"},
		{"a run's status", func(m map[string]any) { runAt(m, 0)["status"] = "fine" }, "$.runs[0].status: fine is not one of"},
		{"not an integer", func(m map[string]any) { runAt(m, 1)["tests"] = 1.5 }, "$.runs[1].tests: 1.5 is not of type [integer]"},
		{"negative", func(m map[string]any) { runAt(m, 2)["wall_seconds"] = -1.0 }, "$.runs[2].wall_seconds: -1 is less than 0"},
		{"null where none may be", func(m map[string]any) { runAt(m, 3)["bytes_in"] = nil }, "$.runs[3].bytes_in: <nil> is not of type [integer]"},
		{"a curve point", func(m map[string]any) {
			runAt(m, 0)["curve"].([]any)[1].(map[string]any)["bytes"] = "many"
		}, "$.runs[0].curve[1].bytes: many is not of type [integer]"},
		{"a phase", func(m map[string]any) {
			runAt(m, 0)["phases"] = []any{map[string]any{"phase": "prune"}}
		}, "$.runs[0].phases[0]: no tests"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m map[string]any
			require.NoError(t, json.Unmarshal(good, &m))
			tt.change(m)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			errs := validate(t, data)
			assert.True(t, slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, tt.want) }), "want %q in %q", tt.want, errs)
		})
	}
}

func runAt(m map[string]any, i int) map[string]any {
	return m["runs"].([]any)[i].(map[string]any)
}

// TestBenchResultsInDocs checks the results files of docs/benchmarks.md
// against the schema: real runs of every case, not made-up data.
func TestBenchResultsInDocs(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "docs", "bench", "results*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.Empty(t, validate(t, data), f)
		var res Results
		require.NoError(t, json.Unmarshal(data, &res))
		assert.NotEmpty(t, res.Runs, f)
	}
}
