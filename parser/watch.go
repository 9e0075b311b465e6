package parser

import (
	"context"
	"fmt"
)

// watch stops the loading of a grammar when its context is done and tells
// LoadOptions.Progress how it goes. Its methods do nothing on a nil watch
// (a grammar analysed with no context).
type watch struct {
	ctx      context.Context
	progress func(stage string, done, total int)
	stage    string
	total    int
	done     int
}

// loadStopped is the panic of a load whose context is done, recovered by
// LoadGrammarContext and AnalyzeContext.
type loadStopped struct{}

// begin starts a stage of total items (0 if it has none to count).
func (w *watch) begin(stage string, total int) {
	if w == nil {
		return
	}
	w.stage, w.total, w.done = stage, total, 0
	w.check()
	if w.progress != nil {
		w.progress(stage, 0, total)
	}
}

// step marks an item of the stage done: it looks at the context every
// time, and tells Progress every 1,024 items.
func (w *watch) step() {
	if w == nil {
		return
	}
	w.done++
	w.check()
	if w.progress != nil && w.done%1024 == 0 {
		w.progress(w.stage, w.done, w.total)
	}
}

// check panics with loadStopped if the context is done.
func (w *watch) check() {
	if w != nil && w.ctx.Err() != nil {
		panic(loadStopped{})
	}
}

// recoverStop turns the panic of a stopped watch into ctx's error in
// *err; other panics go on.
func recoverStop(ctx context.Context, what string, err *error) {
	if r := recover(); r != nil {
		if _, ok := r.(loadStopped); !ok {
			panic(r)
		}
		*err = fmt.Errorf("%s: %w", what, ctx.Err())
	}
}
