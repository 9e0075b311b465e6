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
	// tokens error recovery skipped (see package tree/fromparse).
	ErrorRegion = NameOf("error")
)

// names is the table of interned names (initialized before the names
// above, which use it).
var names = newNameTable()

// nameTable is appended to under mu and read without a lock through the
// snapshot in list. An append may write into the array of an older
// snapshot, but only past its length, where no reader of it looks.
type nameTable struct {
	mu    sync.Mutex
	index map[string]Name
	list  atomic.Pointer[[]string]
}

func newNameTable() *nameTable {
	t := &nameTable{index: map[string]Name{"": 0}}
	t.list.Store(&[]string{""})
	return t
}

// NameOf returns the Name of s, interning it if it is new.
func NameOf(s string) Name {
	names.mu.Lock()
	defer names.mu.Unlock()
	if n, ok := names.index[s]; ok {
		return n
	}
	list := append(*names.list.Load(), s)
	n := Name(len(list) - 1)
	names.index[s] = n
	names.list.Store(&list)
	return n
}

// String returns the name as a string.
func (n Name) String() string { return (*names.list.Load())[n] }

// Repl is a node's replacement, interned in the table of the Names: the
// replacements of a tree are few too (the grammar gives one to each rule,
// token type and + block), and a Repl takes 4 bytes. ReplOf gives the
// Repl of a string, String the string of a Repl; the zero Repl is "".
// Interned strings stay for the life of the program.
type Repl uint32

// EmptyRepl is the empty replacement.
const EmptyRepl Repl = 0

// ReplOf returns the Repl of s, interning it if it is new.
func ReplOf(s string) Repl { return Repl(NameOf(s)) }

// String returns the replacement as a string.
func (r Repl) String() string { return Name(r).String() }

// ruleLists interns the lists of rules squeezed into nodes (see
// Node.Squeezed): a tree has few distinct chains of rules, and a node
// keeps 4 bytes for its own.
var ruleLists = struct {
	mu    sync.Mutex
	index map[string]int32
	list  atomic.Pointer[[][]int32]
}{index: map[string]int32{"": 0}}

func init() { ruleLists.list.Store(&[][]int32{nil}) }

// internRules returns the number of the list rules, interning it if it is
// new; the empty list is 0.
func internRules(rules []int32) int32 {
	if len(rules) == 0 {
		return 0
	}
	key := make([]byte, 0, 4*len(rules))
	for _, r := range rules {
		key = append(key, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
	}
	ruleLists.mu.Lock()
	defer ruleLists.mu.Unlock()
	if n, ok := ruleLists.index[string(key)]; ok {
		return n
	}
	list := append(*ruleLists.list.Load(), rules)
	n := int32(len(list) - 1)
	ruleLists.index[string(key)] = n
	ruleLists.list.Store(&list)
	return n
}
