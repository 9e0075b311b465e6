package reduce_test

import (
	"bytes"
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// hangUnlessInput is a tester on which the input is interesting at once
// and every other candidate runs until its context ends.
func hangUnlessInput(input []byte) reduce.Tester {
	return reduce.TesterFunc(func(ctx context.Context, c []byte) (reduce.Outcome, error) {
		if bytes.Equal(c, input) {
			return reduce.Interesting, nil
		}
		<-ctx.Done()
		return reduce.NotInteresting, ctx.Err()
	})
}

// TestMaxTimeBoundsTests: with no per-test limit, MaxTime stops tests that
// hang, and the reduction ends with the best result so far.
func TestMaxTimeBoundsTests(t *testing.T) {
	src := []byte(`{"a": [1, 2], "b": "foo"}`)
	for _, jobs := range []int{1, 4} {
		tr := jsonTree(t, src, fromparse.Options{}, tree.TransformOptions{})
		res, err := reduce.Reduce(context.Background(), tr, hangUnlessInput(src),
			reduce.Options{Jobs: jobs, TestTimeout: -1, MaxTime: 200 * time.Millisecond})
		require.NoError(t, err)
		assert.ErrorIs(t, res.Stats.Stopped, reduce.ErrMaxTime)
		assert.Equal(t, string(src), string(res.Output))
		assert.Zero(t, res.Stats.Timeouts, "a test stopped by MaxTime is no outcome")
	}
}

// TestInputTestFailures: the test of the input timing out, running out of
// MaxTime, or being cancelled are told apart from "not interesting".
func TestInputTestFailures(t *testing.T) {
	src := []byte(`[1]`)
	hang := reduce.TesterFunc(func(ctx context.Context, _ []byte) (reduce.Outcome, error) {
		<-ctx.Done()
		return reduce.NotInteresting, ctx.Err()
	})
	run := func(ctx context.Context, opts reduce.Options) error {
		_, err := reduce.Reduce(ctx, jsonTree(t, src, fromparse.Options{}, tree.TransformOptions{}), hang, opts)
		return err
	}
	err := run(context.Background(), reduce.Options{TestTimeout: 50 * time.Millisecond})
	assert.ErrorIs(t, err, reduce.ErrInputTimedOut)
	assert.Contains(t, err.Error(), "after 50ms")
	assert.False(t, errors.Is(err, reduce.ErrNotInteresting))

	err = run(context.Background(), reduce.Options{TestTimeout: -1, MaxTime: 50 * time.Millisecond})
	assert.ErrorIs(t, err, reduce.ErrMaxTime)

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err = run(ctx, reduce.Options{TestTimeout: -1})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.False(t, errors.Is(err, reduce.ErrNotInteresting))
}

// TestSlots: with 4 jobs, the tests run in slots 0 to 3, and no two tests
// running at once (and not cancelled) share one.
func TestSlots(t *testing.T) {
	src := []byte(`{"a": [1, 2, 3, 4, 5, 6, 7, 8], "b": {"c": "foo", "d": [9, 10, 11]}, "e": "bar"}`)
	var mu sync.Mutex
	running := map[int]context.Context{}
	seen := map[int]bool{}
	test := reduce.TesterFunc(func(ctx context.Context, c []byte) (reduce.Outcome, error) {
		n, jobs := reduce.Slot(ctx)
		mu.Lock()
		if other, ok := running[n]; ok && other.Err() == nil && ctx.Err() == nil {
			t.Errorf("slot %d held by two running tests", n)
		}
		assert.Less(t, n, jobs)
		running[n] = ctx
		seen[n] = true
		mu.Unlock()
		select {
		case <-time.After(time.Millisecond):
		case <-ctx.Done():
		}
		mu.Lock()
		if running[n] == ctx {
			delete(running, n)
		}
		mu.Unlock()
		if bytes.Contains(c, []byte("foo")) && bytes.Contains(c, []byte("bar")) {
			return reduce.Interesting, nil
		}
		return reduce.NotInteresting, nil
	})
	tr := jsonTree(t, src, fromparse.Options{}, tree.TransformOptions{})
	res, err := reduce.Reduce(context.Background(), tr, test, reduce.Options{Jobs: 4})
	require.NoError(t, err)
	assert.Contains(t, string(res.Output), "foo")
	for n := range seen {
		assert.True(t, n >= 0 && n < 4, "slot %d", n)
	}
	assert.Greater(t, len(seen), 1, "more than one slot used")
}
