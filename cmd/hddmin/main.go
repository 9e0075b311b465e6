package main

import (
	"context"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/hddmin/hddmin/internal/memlimit"
	"github.com/hddmin/hddmin/internal/watchdog"
)

func main() {
	watchdog.RunIfChild() // see package watchdog
	// Parsing and reducing recurse as deep as the input nests, up to
	// parser's limit of a million rules: give the stack room for that.
	debug.SetMaxStack(4 << 30)
	memlimit.Tune()
	os.Exit(run(withExit(handleSignals(), os.Exit), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// handleSignals returns the context of the run. The first SIGINT, SIGTERM
// or SIGHUP cancels it: the reduction stops, running tests get SIGTERM
// (SIGKILL a moment later), and the best result so far is written. A
// second one aborts: every running test is killed at once and its
// directory removed (see hardStop), and hddmin exits with status 130 if it
// has not ended a second later, or at a third signal.
func handleSignals() context.Context {
	sigs := make(chan os.Signal, 3)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	ctx, cancel := context.WithCancel(context.Background())
	hard := make(chan struct{})
	go func() {
		<-sigs
		cancel()
		<-sigs
		close(hard)
		select {
		case <-sigs:
		case <-time.After(time.Second):
		}
		os.Exit(exitInterrupted)
	}()
	return withHardStop(ctx, hard)
}

type exitKey struct{}

// withExit returns ctx with the function that ends the process: the
// command may end itself from beside a setup that does not stop (see
// boundSetup). The tests that run the command in their own process give
// none, or one of their own.
func withExit(ctx context.Context, exit func(int)) context.Context {
	return context.WithValue(ctx, exitKey{}, exit)
}

// exitFunc returns the exit function of ctx, or nil.
func exitFunc(ctx context.Context) func(int) {
	f, _ := ctx.Value(exitKey{}).(func(int))
	return f
}

type hardStopKey struct{}

// withHardStop returns ctx with the channel whose closing asks the run to
// abort its tests at once.
func withHardStop(ctx context.Context, hard <-chan struct{}) context.Context {
	return context.WithValue(ctx, hardStopKey{}, hard)
}

// hardStop returns the abort channel of ctx, or nil.
func hardStop(ctx context.Context) <-chan struct{} {
	ch, _ := ctx.Value(hardStopKey{}).(<-chan struct{})
	return ch
}
