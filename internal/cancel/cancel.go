// Package cancel stops long walks over trees when their context is done,
// for the packages that build and transform trees.
package cancel

import "context"

// A Canceller stops a long walk when its context is done: Check, called at
// every step, panics, and Recover, deferred by the public function that
// started the walk, turns the panic into the context's error. It looks at
// the context's Done channel, which costs a few nanoseconds. A nil
// Canceller never stops.
type Canceller struct {
	done <-chan struct{}
}

// stopped is the panic of a cancelled walk.
type stopped struct{}

// New returns the Canceller of ctx.
func New(ctx context.Context) *Canceller {
	return &Canceller{done: ctx.Done()}
}

// Check panics if the walk must stop.
func (c *Canceller) Check() {
	if c == nil {
		return
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
