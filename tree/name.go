package tree

import (
	"sync"
	"sync/atomic"
)

// Name is a node's name, interned: the names of a tree are few (those of
// its grammars' rules and tokens), its nodes millions, and a Name takes 4
// bytes where a string takes 16. NameOf gives the Name of a string,
// String the string of a Name; the zero Name is "".
type Name uint32

// The quantifier names, and the name of error regions.
var (
	Optional = NameOf("?")
	Star     = NameOf("*")
	Plus     = NameOf("+")
	// ErrorRegion is the Name of the quantifier nodes that hold a run of
	// tokens error recovery skipped (see package tree/build).
	ErrorRegion = NameOf("error")
)

// names is the table of interned names: appended to under mu, read
// without a lock through the snapshot in list.
var names struct {
	mu    sync.Mutex
	index map[string]Name
	list  atomic.Pointer[[]string]
}

// NameOf returns the Name of s, interning it if it is new.
func NameOf(s string) Name {
	names.mu.Lock()
	defer names.mu.Unlock()
	if n, ok := names.index[s]; ok {
		return n
	}
	var list []string
	if p := names.list.Load(); p != nil {
		list = *p
	} else {
		list = []string{""}
		names.index = map[string]Name{"": 0}
		if s == "" {
			names.list.Store(&list)
			return 0
		}
	}
	n := Name(len(list))
	list = append(list, s)
	names.index[s] = n
	names.list.Store(&list)
	return n
}

// String returns the name as a string.
func (n Name) String() string {
	if n == 0 {
		return ""
	}
	return (*names.list.Load())[n]
}
