package g4

import "context"

// watch stops a compile when its context is done and tells the loader's
// Progress how the compile goes. Its methods do nothing on a nil watch.
type watch struct {
	ctx      context.Context
	progress func(stage string, done, total int)
	stage    string
	total    int
	done     int
}

// stopped is the panic of a compile whose context is done: the one
// internal bail-out, recovered in Loader.LoadContext.
type stopped struct{}

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

// check panics with stopped if the context is done.
func (w *watch) check() {
	if w != nil && w.ctx.Err() != nil {
		panic(stopped{})
	}
}
