package parser

import (
	"sort"
	"sync"
)

var (
	registryMu sync.Mutex
	registry   = map[string]*registered{}
)

// A registered is a grammar of the registry, built when it is registered
// or on its first use.
type registered struct {
	exts  []string
	build func() (*Grammar, error)
	once  sync.Once
	g     *Grammar
	err   error
}

func (e *registered) grammar() (*Grammar, error) {
	e.once.Do(func() { e.g, e.err = e.build() })
	return e.g, e.err
}

func add(name string, exts []string, build func() (*Grammar, error)) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[name]; dup {
		panic("parser: grammar " + name + " registered twice")
	}
	registry[name] = &registered{exts: exts, build: build}
}

func namesLocked() []string {
	var names []string
	for name := range registry {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
