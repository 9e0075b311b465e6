// Package tail keeps the end of what a command prints, for messages.
package tail

import "strings"

// Size is how many of the last bytes written a Buffer keeps.
const Size = 4000

// A Buffer keeps the last Size bytes written to it. Its zero value is
// ready to use.
type Buffer struct {
	buf       []byte
	truncated bool
}

func (w *Buffer) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	if len(w.buf) > Size {
		w.buf = append(w.buf[:0:0], w.buf[len(w.buf)-Size:]...)
		w.truncated = true
	}
	return len(p), nil
}

// String returns what the buffer keeps, without the blanks around it, after
// "..." if earlier bytes were dropped.
func (w *Buffer) String() string {
	s := strings.TrimSpace(string(w.buf))
	if w.truncated {
		s = "..." + s
	}
	return s
}
