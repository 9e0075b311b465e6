package g4

import (
	"fmt"
	"sort"
	"strings"
)

// Error is a problem in a grammar file: file:line:col: message.
type Error struct {
	File    string
	Pos     Pos
	Msg     string
	Warning bool // a warning: the grammar is still compiled
}

func (e *Error) Error() string {
	kind := ""
	if e.Warning {
		kind = "warning: "
	}
	if e.Pos.Line == 0 {
		return fmt.Sprintf("%s: %s%s", e.File, kind, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s%s", e.File, e.Pos.Line, e.Pos.Col, kind, e.Msg)
}

// ErrorList is a list of errors, sorted by file and position when
// returned. As an error it prints one per line.
type ErrorList []*Error

func (l ErrorList) Error() string {
	var b strings.Builder
	for i, e := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// sort orders the list by file, line and column, keeping the order of
// errors at the same place.
func (l ErrorList) sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line < b.Pos.Line
		}
		return a.Pos.Col < b.Pos.Col
	})
}

// err returns the list as an error: nil if it is empty.
func (l ErrorList) err() error {
	if len(l) == 0 {
		return nil
	}
	l.sort()
	return l
}
