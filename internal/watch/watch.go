// Package watch lets a long computation over a grammar (its compile in
// package g4, its analysis in package parser) stop when its context is
// done, and tell how far it is: a Watch is asked at every step, and
// panics with Stopped once the context is done; Recover, deferred where
// the computation began, turns that panic into the context's error.
package watch

import (
	"context"
	"fmt"
)

// A Watch follows a computation in stages. Its methods do nothing on a
// nil Watch (a computation with no context).
type Watch struct {
	ctx      context.Context
	progress func(stage string, done, total int)
	stage    string
	total    int
	done     int
}

// New returns a Watch of ctx that tells progress (if not nil) how the
// computation goes.
func New(ctx context.Context, progress func(stage string, done, total int)) *Watch {
	return &Watch{ctx: ctx, progress: progress}
}

// Stopped is the panic of a computation whose context is done.
type Stopped struct{}

// Begin starts a stage of total items (0 if it has none to count).
func (w *Watch) Begin(stage string, total int) {
	if w == nil {
		return
	}
	w.stage, w.total, w.done = stage, total, 0
	w.Check()
	if w.progress != nil {
		w.progress(stage, 0, total)
	}
}

// Step marks an item of the stage done: it looks at the context every
// time, and tells progress every 1,024 items.
func (w *Watch) Step() {
	if w == nil {
		return
	}
	w.done++
	w.Check()
	if w.progress != nil && w.done%1024 == 0 {
		w.progress(w.stage, w.done, w.total)
	}
}

// Done is the channel of the Watch's context, nil for a nil Watch or a
// context that is never done.
func (w *Watch) Done() <-chan struct{} {
	if w == nil {
		return nil
	}
	return w.ctx.Done()
}

// Check panics with Stopped if the context is done.
func (w *Watch) Check() {
	if w != nil && w.ctx.Err() != nil {
		panic(Stopped{})
	}
}

// Recover, deferred, turns the panic of a stopped Watch into ctx's error
// in *err, as "what: context canceled"; other panics go on.
func Recover(ctx context.Context, what string, err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(Stopped); !ok {
			panic(r)
		}
		*err = fmt.Errorf("%s: %w", what, ctx.Err())
	}
}
