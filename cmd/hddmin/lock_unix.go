//go:build unix

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// lockOutput takes the lock of the output path, so that two runs never
// write the same output: an advisory lock (flock) on .NAME.lock beside it,
// which holds the process ID of the run. The kernel releases it when the
// process ends, however it ends.
func lockOutput(path string) (*os.File, error) {
	name := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".lock")
	for {
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, fmt.Errorf("lock the output %s: %v", path, err)
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			data, _ := io.ReadAll(io.LimitReader(f, 32))
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				who := "another hddmin"
				if pid := strings.TrimSpace(string(data)); pid != "" {
					who += " (process " + pid + ")"
				}
				return nil, fmt.Errorf("%s is writing %s: wait for it to end, or give this run another output with -o", who, path)
			}
			return nil, fmt.Errorf("lock the output %s: %v", path, err)
		}
		// The run that held the lock removes the file as it ends: if it did
		// so between our open and our lock, lock the file now there.
		st, err1 := f.Stat()
		now, err2 := os.Stat(name)
		if err1 == nil && err2 == nil && os.SameFile(st, now) {
			f.Truncate(0)
			fmt.Fprintf(f, "%d\n", os.Getpid())
			return f, nil
		}
		f.Close()
	}
}

// unlockOutput removes the lock file and releases the lock.
func unlockOutput(f *os.File) {
	os.Remove(f.Name())
	f.Close()
}
