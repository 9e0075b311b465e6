package tree

import "context"

// canceller stops a long walk over a tree when its context is done: check,
// called at every step, panics with stopped, which the public function that
// started the walk recovers (see recoverStopped). It looks at the context's
// Done channel, which costs a few nanoseconds. A nil canceller never stops.
type canceller struct {
	done <-chan struct{}
}

// stopped is the panic of a cancelled walk.
type stopped struct{}

func newCanceller(ctx context.Context) *canceller {
	return &canceller{done: ctx.Done()}
}

func (c *canceller) check() {
	if c == nil {
		return
	}
	select {
	case <-c.done:
		panic(stopped{})
	default:
	}
}

// recoverStopped, deferred, turns the panic of a cancelled walk into the
// context's error in *err.
func recoverStopped(ctx context.Context, err *error) {
	if e := recover(); e != nil {
		if _, ok := e.(stopped); !ok {
			panic(e)
		}
		*err = ctx.Err()
	}
}
