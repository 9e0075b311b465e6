//go:build !unix

package main

import "errors"

// mkfifo fails: there are no FIFOs here (the fault matrix runs on Linux).
func mkfifo(path string) error { return errors.New("no FIFOs") }
