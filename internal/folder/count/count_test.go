package count

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/reduce"
)

// TestCounter: what a folder's reduction reports, the lengths of its
// encoded texts, reaches the user as the bytes of the files: the best
// texts, the progress with its steps, the log's "%d -> %d bytes" and the
// result.
func TestCounter(t *testing.T) {
	f := folder.New([]folder.File{{Path: "a.c", Data: []byte("int a;\n")}, {Path: "b.h", Data: []byte("int b;\n")}})
	whole := f.Encode()
	one := f.Encode()[:0]
	one = append(one, f.Header("a.c")+"int a;\n"+f.Trailer("a.c")...)
	assert.Equal(t, 14, f.Size(whole))
	assert.Equal(t, 7, f.Size(one))

	c := New(f)
	var improved [][]byte
	var progress []reduce.Progress
	var logs []string
	opts := reduce.Options{
		OnImprove: func(text []byte) { improved = append(improved, text) },
		Progress:  func(p reduce.Progress) { progress = append(progress, p) },
		Log:       func(format string, args ...any) { logs = append(logs, fmt.Sprintf(format, args...)) },
	}
	c.Count(&opts)
	assert.Equal(t, 14, c.Record(whole))
	opts.OnImprove(one)
	assert.Equal(t, [][]byte{one}, improved, "the text itself goes on")
	stats := reduce.Stats{BytesBefore: len(whole), BytesAfter: len(one),
		Steps: []reduce.Step{{BytesBefore: len(whole), BytesAfter: len(one)}}}
	opts.Progress(reduce.Progress{Bytes: len(one), Stats: stats})
	assert.Equal(t, 7, progress[0].Bytes)
	assert.Equal(t, 14, progress[0].BytesBefore)
	assert.Equal(t, 7, progress[0].BytesAfter)
	assert.Equal(t, 14, progress[0].Steps[0].BytesBefore)
	assert.Equal(t, 7, progress[0].Steps[0].BytesAfter)
	assert.Equal(t, len(one), stats.Steps[0].BytesAfter, "the reduction's own steps are left alone")
	opts.Log("prune %d (%%): %d -> %d bytes", 3, len(whole), len(one))
	opts.Log("level %d of %d", len(whole), 9)
	assert.Equal(t, []string{"prune 3 (%): 14 -> 7 bytes", fmt.Sprintf("level %d of 9", len(whole))}, logs)
	assert.Equal(t, 99, c.sizeOf(99), "a length never measured is left as it is")

	res := &reduce.Result{Output: one, Stats: stats}
	c.CountResult(res)
	assert.Equal(t, 14, res.Stats.BytesBefore)
	assert.Equal(t, 7, res.Stats.BytesAfter)
	c.CountResult(nil)
}
