package report

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
)

// TestCurve: a point each time the size changes, from the input's size
// on, and a copy that later events leave alone.
func TestCurve(t *testing.T) {
	c := NewCurve(100)
	c.Add(reduce.Progress{Bytes: 100, Stats: reduce.Stats{Tests: 1}})
	c.Add(reduce.Progress{Bytes: 60, Elapsed: 1500 * time.Millisecond, Stats: reduce.Stats{Tests: 4, Charged: 3}})
	c.Add(reduce.Progress{Bytes: 60, Stats: reduce.Stats{Tests: 5}})
	got := c.Points()
	c.Add(reduce.Progress{Bytes: 10})
	assert.Equal(t, []CurvePoint{{Bytes: 100}, {Tests: 4, TestsOneJob: 3, Bytes: 60, Seconds: 1.5}}, got)
	assert.Len(t, c.Points(), 3)
}

// TestSetStatsWrite: the counts of a reduction, whole passes without a
// level, and the reason it stopped, written as JSON.
func TestSetStatsWrite(t *testing.T) {
	var r Report
	r.SetStats(reduce.Stats{Tests: 9, Charged: 7, BytesBefore: 50, BytesAfter: 5, Stopped: errors.New("--max-tests 9 reached"),
		Steps: []reduce.Step{{Phase: reduce.Prune, Pass: 1, Level: 2, Tests: 6}, {Phase: reduce.Prune, Pass: 1, Level: -1, Tests: 9}}},
		[2]int{20, 2})
	path := filepath.Join(t.TempDir(), "r.json")
	require.NoError(t, r.Write(path))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var back Report
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, 9, back.Totals.Tests)
	assert.Equal(t, 7, back.Totals.TestsOneJob)
	assert.Equal(t, "--max-tests 9 reached", back.Totals.Stopped)
	assert.Equal(t, 2, *back.Totals.TokensAfter)
	require.Len(t, back.Steps, 2)
	assert.Equal(t, 2, *back.Steps[0].Level)
	assert.Nil(t, back.Steps[1].Level, "a whole pass has no level")
	assert.Equal(t, "prune", back.Steps[0].Phase)
}
