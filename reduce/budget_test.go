package reduce_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
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
		tr := jsonTree(t, src, tree.BuildOptions{}, tree.TransformOptions{})
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
		_, err := reduce.Reduce(ctx, jsonTree(t, src, tree.BuildOptions{}, tree.TransformOptions{}), hang, opts)
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
