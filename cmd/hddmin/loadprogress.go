package main

import (
	"fmt"
	"time"
)

// loadProgress returns the Progress of loading a grammar from files, in
// the setup stage called what: with -v, a line as each stage of the
// compile begins and at most one a second within a stage; without it, a
// line every ten seconds once the load has taken three (a grammar of
// 60,000 rules takes a while); none with -q.
func (a *app) loadProgress(what string) func(stage string, done, total int) {
	begin, last := time.Now(), time.Time{}
	return func(stage string, done, total int) {
		now := time.Now()
		switch {
		case a.cfg.quiet:
			return
		case a.cfg.verbose:
			if done > 0 && now.Sub(last) < time.Second {
				return
			}
		case now.Sub(begin) < 3*time.Second || now.Sub(last) < 10*time.Second:
			return
		}
		last = now
		line := what + ": " + stage
		if done > 0 && total > 0 {
			line += fmt.Sprintf(" (%d of %d)", done, total)
		}
		a.logf("%s", line)
	}
}
