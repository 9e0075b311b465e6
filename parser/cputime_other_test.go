//go:build !unix

package parser_test

import "time"

// cpuTime returns 0: the CPU time is not measured here.
func cpuTime() time.Duration { return 0 }
