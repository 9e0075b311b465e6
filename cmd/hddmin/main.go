package main

import (
	"context"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
)

func main() {
	// Parsing and reducing recurse as deep as the input nests, up to
	// parser's limit of a million rules: give the stack room for that.
	debug.SetMaxStack(4 << 30)
	limitMemory()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		// The first signal stops the reduction, which writes the best
		// result so far; a second one kills hddmin at once.
		<-ctx.Done()
		stop()
	}()
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
