package input

import (
	"context"
	"sync/atomic"
)

// A Stopper stops a parse when its context is done: Check, called at
// every token, decision, match and error recovery, panics with Stopped,
// which parser.Grammar.ParseContext recovers. Some steps of a
// pathological parse take milliseconds each, so it looks every time, at a
// flag that a goroutine sets when the context is done: an atomic load is
// the whole cost on the parser's hot path.
type Stopper struct {
	flag *atomic.Bool // nil: the context can never be done
}

// NewStopper returns the Stopper of a parse and the function that ends
// its watch of ctx.
func NewStopper(ctx context.Context) (Stopper, func()) {
	if ctx.Done() == nil {
		return Stopper{}, func() {}
	}
	s := Stopper{flag: new(atomic.Bool)}
	if ctx.Err() != nil {
		s.flag.Store(true)
		return s, func() {}
	}
	end := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			s.flag.Store(true)
		case <-end:
		}
	}()
	return s, func() { close(end) }
}

// Stopped is the panic of a cancelled parse.
type Stopped struct{}

// Check panics with Stopped if the context is done.
func (s Stopper) Check() {
	if s.flag != nil && s.flag.Load() {
		panic(Stopped{})
	}
}
