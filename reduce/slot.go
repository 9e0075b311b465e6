package reduce

import "context"

// slotKey is the context key of a test's job slot.
type slotKey struct{}

type slot struct{ n, jobs int }

// withSlot returns ctx for a test that runs in job slot n of jobs.
func withSlot(ctx context.Context, n, jobs int) context.Context {
	return context.WithValue(ctx, slotKey{}, slot{n, jobs})
}

// Slot returns the job slot a test runs in, 0 to jobs-1, and the number of
// slots: a Tester may use it to send the test to one of jobs machines, for
// example. No two tests running at once hold the same slot, but for a
// moment after one is cancelled (its slot is given to the next test while
// it ends). It is 0 of 1 outside a reduction, for the test of the input
// and the final check of the result,
// and with one job.
func Slot(ctx context.Context) (n, jobs int) {
	if s, ok := ctx.Value(slotKey{}).(slot); ok {
		return s.n, s.jobs
	}
	return 0, 1
}
