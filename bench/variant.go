package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/internal/shell"
)

// A Variant is a way of reducing that hddmin bench compares: hddmin with
// flags, or an external reducer's command.
type Variant struct {
	Name  string
	Flags string // hddmin's flags, as a shell would split them
	// Command, if set, is an external reducer's command line instead, with
	// the placeholders {input}, {test} and {output} (see runExternal).
	Command string
}

// Builtin are the named ways of running hddmin that docs/variants.md
// describes: hddmin bench runs them by name, and BenchmarkVariants
// (cmd/hddmin) compares them. The flags are explicit (but for
// "default"), so that a name means the same run when the defaults change.
// "+skip" means ddmin without subsets (the default); the others test
// subsets, as classic ddmin does.
var Builtin = []Variant{
	{Name: "default", Flags: ""},
	{Name: "hdd", Flags: "--phase prune --no-fixpoint --subset-order forward"},
	{Name: "hdd*", Flags: "--phase prune --subset-order forward"},
	{Name: "hdd*+restart", Flags: "--phase prune --subset-order forward --complement-restart"},
	{Name: "coarse-hdd", Flags: "--phase coarse-prune --no-fixpoint --subset-order forward"},
	{Name: "coarse-hdd*", Flags: "--phase coarse-prune --subset-order forward"},
	{Name: "coarse-hdd*+flatten", Flags: "--phase coarse-prune --flatten-recursion --subset-order forward"},
	{Name: "hddr-bfs*", Flags: "--phase prune --algorithm hddr --subset-order forward"},
	{Name: "hddr-dfs*", Flags: "--phase prune --algorithm hddr --hddr-order dfs --subset-order forward"},
	{Name: "prune+hoist", Flags: "--phase prune,hoist --subset-order forward"},
	{Name: "coarse,prune", Flags: "--phase coarse-prune,prune --subset-order forward"},
	{Name: "coarse,prune,space", Flags: "--phase coarse-prune,prune,space --subset-order forward"},
	{Name: "coarse,prune,hoist,space", Flags: "--phase coarse-prune,prune,hoist,space --subset-order forward"},
	{Name: "hdd*+plain-lists", Flags: "--phase prune --plain-lists --subset-order forward"},
	{Name: "tokens", Flags: "--phase prune --flat-tokens --subset-order forward"},
	{Name: "hdd*+keep-hidden", Flags: "--phase prune --keep-hidden --skip-whitespace --subset-order forward"},
	{Name: "hdd*+complement-first", Flags: "--phase prune --complement-first --subset-order forward"},
	{Name: "hdd*+split-inf", Flags: "--phase prune --split-factor inf --subset-order forward"},
	{Name: "hdd*+skip", Flags: "--phase prune --subset-order skip"},
	{Name: "hdd*,space+skip", Flags: "--phase prune,space --subset-order skip"},
	{Name: "coarse-hdd*+flatten+skip", Flags: "--phase coarse-prune --flatten-recursion --subset-order skip"},
	{Name: "coarse-hdd*+flatten,space+skip", Flags: "--phase coarse-prune,space --flatten-recursion --subset-order skip"},
	{Name: "coarse,prune,space+skip", Flags: "--phase coarse-prune,prune,space --subset-order skip"},
	{Name: "coarse,prune,hoist,space+skip", Flags: "--phase coarse-prune,prune,hoist,space --subset-order skip"},
	{Name: "hddr:coarse,prune,hoist,space+skip", Flags: "--algorithm hddr --phase coarse-prune,prune,hoist,space --subset-order skip"},
	{Name: "hdd*+skip+back", Flags: "--phase prune --subset-order skip --complement-order backward"},
	{Name: "coarse-hdd*+flatten+skip+back", Flags: "--phase coarse-prune --flatten-recursion --subset-order skip --complement-order backward"},
	{Name: "prune+shrink", Flags: "--phase prune,shrink --subset-order forward"},
	{Name: "coarse,prune,shrink,space+skip", Flags: "--phase coarse-prune,prune,shrink,space --subset-order skip"},
	{Name: "coarse,prune,hoist,space+skip+back", Flags: "--phase coarse-prune,prune,hoist,space --subset-order skip --complement-order backward"},
	{Name: "coarse,prune,hoist,substitute,unwrap,space+skip", Flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space --subset-order skip"},
	{Name: "coarse,prune,hoist,substitute,unwrap,space,window+skip", Flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space,window --subset-order skip"},
	{Name: "fixed-six", Flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space --subset-order skip"},
	{Name: "every-phase", Flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,literal,rename,window,space --subset-order skip"},
	{Name: "probdd", Flags: "--ddmin probdd"},
	{Name: "cdd", Flags: "--ddmin cdd"},
	{Name: "wdd", Flags: "--ddmin wdd"},
	{Name: "hdd*+probdd", Flags: "--phase prune --ddmin probdd"},
	{Name: "hdd*+cdd", Flags: "--phase prune --ddmin cdd"},
	{Name: "hdd*+wdd", Flags: "--phase prune --ddmin wdd --subset-order forward"},
	{Name: "wprobdd", Flags: "--ddmin wprobdd"},
	{Name: "hdd*+wprobdd", Flags: "--phase prune --ddmin wprobdd"},
	// The sweep of the prior of issue 41 (docs/variants.md), in HDD*.
	{Name: "hdd*+probdd-p0.01", Flags: "--phase prune --ddmin probdd --ddmin-prior 0.01"},
	{Name: "hdd*+probdd-p0.1", Flags: "--phase prune --ddmin probdd --ddmin-prior 0.1"},
	{Name: "hdd*+probdd-p0.25", Flags: "--phase prune --ddmin probdd --ddmin-prior 0.25"},
	{Name: "hdd*+cdd-p0.01", Flags: "--phase prune --ddmin cdd --ddmin-prior 0.01"},
	{Name: "hdd*+cdd-p0.1", Flags: "--phase prune --ddmin cdd --ddmin-prior 0.1"},
	{Name: "hdd*+cdd-p0.25", Flags: "--phase prune --ddmin cdd --ddmin-prior 0.25"},
	{Name: "hdd*+wprobdd-p0.01", Flags: "--phase prune --ddmin wprobdd --ddmin-prior 0.01"},
	{Name: "hdd*+wprobdd-p0.1", Flags: "--phase prune --ddmin wprobdd --ddmin-prior 0.1"},
	{Name: "hdd*+wprobdd-p0.25", Flags: "--phase prune --ddmin wprobdd --ddmin-prior 0.25"},
	{Name: "choices", Flags: "--phase choices --subset-order skip"},
	{Name: "fixed-six,choices", Flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space,choices --subset-order skip"},
}

// LoadVariants returns the built-in variants and those of file (if not
// ""), a JSON array of objects with a name and either flags or a command.
func LoadVariants(file string) ([]Variant, error) {
	all := slices.Clone(Builtin)
	if file == "" {
		return all, nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("--variants-file: %v", err)
	}
	var list []struct {
		Name    string  `json:"name"`
		Flags   *string `json:"flags"`
		Command *string `json:"command"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&list); err != nil {
		return nil, fmt.Errorf("%s: want a JSON array of {\"name\": ..., \"flags\": ...} or {\"name\": ..., \"command\": ...}: %v", file, err)
	}
	for i, e := range list {
		switch {
		case e.Name == "":
			return nil, fmt.Errorf("%s: variant %d has no name", file, i+1)
		case (e.Flags == nil) == (e.Command == nil):
			return nil, fmt.Errorf("%s: variant %s: give flags or a command, not both or neither", file, e.Name)
		case slices.ContainsFunc(all, func(v Variant) bool { return v.Name == e.Name }):
			return nil, fmt.Errorf("%s: variant %s is defined already", file, e.Name)
		}
		v := Variant{Name: e.Name}
		if e.Flags != nil {
			v.Flags = *e.Flags
		} else {
			v.Command = *e.Command
		}
		all = append(all, v)
	}
	return all, nil
}

// SelectVariants returns the variants of known that lists names. Each
// list is separated by commas, but a name may hold commas too
// ("coarse,prune"): the longest run of items that names a variant wins.
func SelectVariants(known []Variant, lists []string) ([]Variant, error) {
	byName := map[string]Variant{}
	for _, v := range known {
		byName[v.Name] = v
	}
	var out []Variant
	seen := map[string]bool{}
	for _, list := range lists {
		items := strings.Split(list, ",")
		for i := 0; i < len(items); {
			j := len(items)
			for ; j > i; j-- {
				if _, ok := byName[strings.Join(items[i:j], ",")]; ok {
					break
				}
			}
			if j == i {
				return nil, fmt.Errorf("--variants: no variant %q (hddmin bench --list-variants lists them)", items[i])
			}
			name := strings.Join(items[i:j], ",")
			if !seen[name] {
				seen[name] = true
				out = append(out, byName[name])
			}
			i = j
		}
	}
	return out, nil
}

// A FlagParser parses hddmin's flags, as a variant or a case's
// hddmin.args gives them: hddmin's own parser (cmd/hddmin). Its error is
// that of a flag hddmin does not take, or of a flag without its value.
type FlagParser func(flags []string) (*ParsedFlags, error)

// ParsedFlags are flags as a FlagParser read them.
type ParsedFlags struct {
	Given []string // the long names of the flags given ("output" for -o)
	Args  []string // the words that are no flags
	// Invalid is the error hddmin would give for the combination of the
	// flags, with a test and an input ("--skip-whitespace needs
	// --keep-hidden"), or nil.
	Invalid error
	// Random reports whether the flags make hddmin draw random choices,
	// which its --seed draws (see Options.Seeds).
	Random bool
}

// random reports whether hddmin with the variant's flags draws random
// choices that bench seeds: not an external reducer, not flags that give
// a --seed of their own, and not if parse is nil (it cannot tell).
func (v Variant) random(parse FlagParser) bool {
	if v.Command != "" || parse == nil {
		return false
	}
	words, err := shell.Split(v.Flags)
	if err != nil {
		return false
	}
	p, err := parse(words)
	return err == nil && p.Random && !slices.Contains(p.Given, "seed")
}

// Check refuses a variant that hddmin bench cannot run: a command without
// {test}, or flags that hddmin does not take (as parse says, if not nil)
// or that bench gives itself.
func (v Variant) Check(parse FlagParser) error {
	if v.Command != "" {
		if !strings.Contains(v.Command, "{test}") {
			return fmt.Errorf("variant %s: the command has no {test}", v.Name)
		}
		_, err := shell.Split(v.Command)
		return err
	}
	words, err := shell.Split(v.Flags)
	if err != nil {
		return fmt.Errorf("variant %s: %v", v.Name, err)
	}
	if parse == nil {
		return nil
	}
	p, err := parse(words)
	if err != nil {
		return fmt.Errorf("variant %s: %v", v.Name, err)
	}
	for _, f := range []string{"test", "output", "report", "dump", "version", "help"} {
		if slices.Contains(p.Given, f) {
			return fmt.Errorf("variant %s: --%s is hddmin bench's to give", v.Name, f)
		}
	}
	if len(p.Args) > 0 {
		return fmt.Errorf("variant %s: the flags name a file (%s)", v.Name, p.Args[0])
	}
	if p.Invalid != nil {
		return fmt.Errorf("variant %s: %v", v.Name, p.Invalid)
	}
	return nil
}
