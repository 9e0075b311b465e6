//go:build unix

package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
)

// lockOutput takes the lock of the output path, so that two runs never
// write the same output (flag is the flag that names it, "-o" or
// "--report", for the advice when another run holds it): an advisory lock (flock) on .NAME.lock beside it
// (see lockName), which holds the process ID of the run. The kernel
// releases it when the process ends, however it ends.
//
// The lock file is opened without following a symbolic link and without
// blocking, and it must be a plain file of one link that is empty or
// holds a process ID: a link, a hard link or a FIFO planted under its name
// is refused, never written through (anyone who can write the output's
// folder could plant one).
func lockOutput(path, flag string) (*os.File, error) {
	name := lockName(path)
	for {
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o644)
		if err != nil {
			if st, lerr := os.Lstat(name); lerr == nil && st.Mode()&os.ModeSymlink != 0 {
				return nil, notLock(path, name, "is a symbolic link")
			}
			return nil, fmt.Errorf("lock the output %s: %v", shown(path), err)
		}
		if err := checkLockFile(f); err != nil {
			f.Close()
			return nil, notLock(path, name, err.Error())
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			data, _ := io.ReadAll(io.LimitReader(f, 32))
			f.Close()
			if errors.Is(err, syscall.EWOULDBLOCK) {
				who := "another hddmin"
				if pid := strings.TrimSpace(string(data)); pid != "" && isPID(pid) {
					who += " (process " + pid + ")"
				}
				return nil, fmt.Errorf("%s is writing %s: wait for it to end, or give this run another %s", who, shown(path), flagAdvice[flag])
			}
			return nil, fmt.Errorf("lock the output %s: %v", shown(path), err)
		}
		data, _ := io.ReadAll(io.LimitReader(f, 64))
		if pid := strings.TrimSpace(string(data)); pid != "" && !isPID(pid) {
			f.Close()
			return nil, notLock(path, name, "holds something other than a process ID")
		}
		// The run that held the lock removes the file as it ends: if it did
		// so between our open and our lock, lock the file now there.
		st, err1 := f.Stat()
		now, err2 := os.Lstat(name)
		if err1 == nil && err2 == nil && os.SameFile(st, now) {
			f.Truncate(0)
			f.WriteAt([]byte(fmt.Sprintf("%d\n", os.Getpid())), 0)
			return f, nil
		}
		f.Close()
	}
}

// flagAdvice names what to give instead of an output locked by another
// run, by the flag that named it.
var flagAdvice = map[string]string{"-o": "output with -o", "--report": "report with --report"}

// checkLockFile says what is wrong with an open lock file that is not a
// plain file of one link.
func checkLockFile(f *os.File) error {
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("is not a plain file (%v)", st.Mode().Type())
	}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok && uint64(sys.Nlink) > 1 {
		return fmt.Errorf("has %d links: a hard link to another file", sys.Nlink)
	}
	return nil
}

// notLock is the error of a lock file that hddmin did not make.
func notLock(path, name, what string) error {
	return fmt.Errorf("the lock file %s of the output %s %s; hddmin makes its locks as plain files and writes nothing through others: remove it if no hddmin is writing %s", shown(name), shown(path), what, shown(path))
}

// isPID reports whether s is a process ID.
func isPID(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// unlockOutput removes the lock file and releases the lock.
func unlockOutput(f *os.File) {
	os.Remove(f.Name())
	f.Close()
}
