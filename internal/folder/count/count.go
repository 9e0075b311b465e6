// Package count counts the bytes of a folder's reduction as the user
// counts them, in the bytes of the folder's files.
package count

import (
	"slices"
	"strings"
	"sync"

	"github.com/hddmin/hddmin/internal/folder"
	"github.com/hddmin/hddmin/reduce"
)

// A Counter counts the bytes of the texts of a folder's reduction as the
// user counts them: the files' bytes, without the headers and trailers of
// the encoding. A reduction reports the length of its texts; the Counter
// keeps the files' size of each text it has measured, by the text's
// length, to translate what the reduction reports.
type Counter struct {
	fold *folder.Folder

	mu    sync.Mutex
	sizes map[int]int // the size of the files of each text measured, by the text's length
}

// New returns a Counter for the texts of f.
func New(f *folder.Folder) *Counter {
	return &Counter{fold: f, sizes: map[int]int{}}
}

// Record notes the size of the files of text, a text the reduction
// reports, and returns it.
func (c *Counter) Record(text []byte) int {
	n := c.fold.Size(text)
	c.mu.Lock()
	c.sizes[len(text)] = n
	c.mu.Unlock()
	return n
}

// sizeOf is the size of the files of the text of length n that the
// reduction reported.
func (c *Counter) sizeOf(n int) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sizes[n]; ok {
		return s
	}
	return n
}

// Count makes the options of a folder's reduction count bytes as the
// user does: each new best text is measured as it comes (OnImprove), and
// what Progress and Log report is translated.
func (c *Counter) Count(opts *reduce.Options) {
	improve, progress, log := opts.OnImprove, opts.Progress, opts.Log
	opts.OnImprove = func(text []byte) {
		c.Record(text)
		if improve != nil {
			improve(text)
		}
	}
	if progress != nil {
		opts.Progress = func(p reduce.Progress) {
			c.translate(&p.Stats)
			p.Bytes = c.sizeOf(p.Bytes)
			progress(p)
		}
	}
	if log != nil {
		opts.Log = func(format string, args ...any) {
			log(format, c.translateLog(format, args)...)
		}
	}
}

// translateLog makes the byte counts of a line of the reduction's log
// ("... %d -> %d bytes ...") those of the files.
func (c *Counter) translateLog(format string, args []any) []any {
	at := strings.Index(format, "%d -> %d bytes")
	if at < 0 {
		return args
	}
	k := 0 // the verbs before the counts
	for i := 0; i < at; i++ {
		if format[i] == '%' {
			if i+1 < at && format[i+1] == '%' {
				i++
				continue
			}
			k++
		}
	}
	if k+1 >= len(args) {
		return args
	}
	args = slices.Clone(args)
	for _, i := range []int{k, k + 1} {
		if n, ok := args[i].(int); ok {
			args[i] = c.sizeOf(n)
		}
	}
	return args
}

// translate makes the byte counts of st those of the files.
func (c *Counter) translate(st *reduce.Stats) {
	st.BytesBefore, st.BytesAfter = c.sizeOf(st.BytesBefore), c.sizeOf(st.BytesAfter)
	steps := slices.Clone(st.Steps)
	for i := range steps {
		steps[i].BytesBefore, steps[i].BytesAfter = c.sizeOf(steps[i].BytesBefore), c.sizeOf(steps[i].BytesAfter)
	}
	st.Steps = steps
}

// CountResult makes the byte counts of a folder's result those of its
// files.
func (c *Counter) CountResult(res *reduce.Result) {
	if res != nil {
		c.Record(res.Output)
		c.translate(&res.Stats)
	}
}
