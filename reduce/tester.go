package reduce

import (
	"context"
	"errors"
)

// Outcome is the verdict of one test of a candidate.
type Outcome uint8

const (
	NotInteresting Outcome = iota // the failure does not reproduce
	Interesting                   // the failure reproduces (a test command exited with status 0)
	TimedOut                      // the test ran out of time; never taken for interesting
)

func (o Outcome) String() string {
	switch o {
	case NotInteresting:
		return "not interesting"
	case Interesting:
		return "interesting"
	case TimedOut:
		return "timed out"
	}
	return "Outcome(?)"
}

// Tester decides whether a candidate is interesting. A non-nil error means
// the test could not run (the command is missing, say); it is never taken
// for "not interesting", and it stops the reduction. Test must be safe for
// concurrent use if Options.Jobs is more than 1.
type Tester interface {
	Test(ctx context.Context, candidate []byte) (Outcome, error)
}

// TesterFunc adapts a function to the Tester interface.
type TesterFunc func(ctx context.Context, candidate []byte) (Outcome, error)

// Test calls f.
func (f TesterFunc) Test(ctx context.Context, candidate []byte) (Outcome, error) {
	return f(ctx, candidate)
}

// ErrNotInteresting is returned by Reduce if the unreduced input is not
// interesting.
var ErrNotInteresting = errors.New("the input is not interesting")

// ErrInputTimedOut is returned by Reduce if the test of the unreduced
// input ran out of Options.TestTimeout.
var ErrInputTimedOut = errors.New("the test of the input timed out")

// Budgets: errors that say why a reduction stopped before its end. Reduce
// does not return them: it stops with the best result so far and puts them
// in Stats.Stopped.
var (
	ErrMaxTests = errors.New("test budget used up")
	ErrMaxTime  = errors.New("time budget used up")
)
