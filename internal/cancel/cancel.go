// Package cancel stops long walks over trees when their context is done,
// for the packages that build and transform trees.
package cancel

import (
	"context"
	"sync/atomic"
)

// A Canceller stops a long walk when its context is done: Check, called at
// every step, panics, and Recover, deferred by the public function that
// started the walk, turns the panic into the context's error. It looks at
// the context's Done channel, which costs a few nanoseconds. A nil
// Canceller never stops.
type Canceller struct {
	done  <-chan struct{}
	count *atomic.Int64 // if not nil, counts the checks (see Counting)
}

type countKey struct{}

// Counting returns a context whose Cancellers count their checks in n: a
// test of a walk can tell that it looks at its context often enough.
func Counting(ctx context.Context, n *atomic.Int64) context.Context {
	return context.WithValue(ctx, countKey{}, n)
}

// stopped is the panic of a cancelled walk.
type stopped struct{}

// New returns the Canceller of ctx.
func New(ctx context.Context) *Canceller {
	n, _ := ctx.Value(countKey{}).(*atomic.Int64)
	return &Canceller{done: ctx.Done(), count: n}
}

// Check panics if the walk must stop.
func (c *Canceller) Check() {
	if c == nil {
		return
	}
	if c.count != nil {
		c.count.Add(1)
	}
	select {
	case <-c.done:
		Stop()
	default:
	}
}

// Stop stops the walk at once.
func Stop() { panic(stopped{}) }

// Recover, deferred, turns the panic of a cancelled walk into ctx's error
// in *err; other panics go on.
func Recover(ctx context.Context, err *error) {
	if e := recover(); e != nil {
		if _, ok := e.(stopped); !ok {
			panic(e)
		}
		*err = ctx.Err()
	}
}
