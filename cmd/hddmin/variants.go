package main

// variant is a way of reducing that hddmin bench compares: hddmin with
// flags, or an external reducer's command.
type variant struct {
	name  string
	flags string // hddmin's flags, as a shell would split them
	// command, if set, is an external reducer's command line instead, with
	// the placeholders {input}, {test} and {output} (see runExternal).
	command string
}

// builtinVariants are the named ways of running hddmin that
// docs/variants.md describes: hddmin bench runs them by name, and
// BenchmarkVariants compares them. The flags are explicit (but for
// "default"), so that a name means the same run when the defaults change.
// "+skip" means ddmin without subsets (the default); the others test
// subsets, as classic ddmin does.
var builtinVariants = []variant{
	{name: "default", flags: ""},
	{name: "hdd", flags: "--phase prune --no-fixpoint --subset-order forward"},
	{name: "hdd*", flags: "--phase prune --subset-order forward"},
	{name: "hdd*+restart", flags: "--phase prune --subset-order forward --complement-restart"},
	{name: "coarse-hdd", flags: "--phase coarse-prune --no-fixpoint --subset-order forward"},
	{name: "coarse-hdd*", flags: "--phase coarse-prune --subset-order forward"},
	{name: "coarse-hdd*+flatten", flags: "--phase coarse-prune --flatten-recursion --subset-order forward"},
	{name: "hddr-bfs*", flags: "--phase prune --algorithm hddr --subset-order forward"},
	{name: "hddr-dfs*", flags: "--phase prune --algorithm hddr --hddr-order dfs --subset-order forward"},
	{name: "prune+hoist", flags: "--phase prune,hoist --subset-order forward"},
	{name: "coarse,prune", flags: "--phase coarse-prune,prune --subset-order forward"},
	{name: "coarse,prune,space", flags: "--phase coarse-prune,prune,space --subset-order forward"},
	{name: "coarse,prune,hoist,space", flags: "--phase coarse-prune,prune,hoist,space --subset-order forward"},
	{name: "hdd*+plain-lists", flags: "--phase prune --plain-lists --subset-order forward"},
	{name: "tokens", flags: "--phase prune --flat-tokens --subset-order forward"},
	{name: "hdd*+keep-hidden", flags: "--phase prune --keep-hidden --skip-whitespace --subset-order forward"},
	{name: "hdd*+complement-first", flags: "--phase prune --complement-first --subset-order forward"},
	{name: "hdd*+split-inf", flags: "--phase prune --split-factor inf --subset-order forward"},
	{name: "hdd*+skip", flags: "--phase prune --subset-order skip"},
	{name: "hdd*,space+skip", flags: "--phase prune,space --subset-order skip"},
	{name: "coarse-hdd*+flatten+skip", flags: "--phase coarse-prune --flatten-recursion --subset-order skip"},
	{name: "coarse-hdd*+flatten,space+skip", flags: "--phase coarse-prune,space --flatten-recursion --subset-order skip"},
	{name: "coarse,prune,space+skip", flags: "--phase coarse-prune,prune,space --subset-order skip"},
	{name: "coarse,prune,hoist,space+skip", flags: "--phase coarse-prune,prune,hoist,space --subset-order skip"},
	{name: "hddr:coarse,prune,hoist,space+skip", flags: "--algorithm hddr --phase coarse-prune,prune,hoist,space --subset-order skip"},
	{name: "hdd*+skip+back", flags: "--phase prune --subset-order skip --complement-order backward"},
	{name: "coarse-hdd*+flatten+skip+back", flags: "--phase coarse-prune --flatten-recursion --subset-order skip --complement-order backward"},
	{name: "prune+shrink", flags: "--phase prune,shrink --subset-order forward"},
	{name: "coarse,prune,shrink,space+skip", flags: "--phase coarse-prune,prune,shrink,space --subset-order skip"},
	{name: "coarse,prune,hoist,space+skip+back", flags: "--phase coarse-prune,prune,hoist,space --subset-order skip --complement-order backward"},
	{name: "coarse,prune,hoist,substitute,unwrap,space+skip", flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space --subset-order skip"},
	{name: "coarse,prune,hoist,substitute,unwrap,space,window+skip", flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space,window --subset-order skip"},
	{name: "fixed-six", flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space --subset-order skip"},
	{name: "every-phase", flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,literal,rename,window,space --subset-order skip"},
	{name: "probdd", flags: "--ddmin probdd"},
	{name: "cdd", flags: "--ddmin cdd"},
	{name: "wdd", flags: "--ddmin wdd"},
	{name: "hdd*+probdd", flags: "--phase prune --ddmin probdd"},
	{name: "hdd*+cdd", flags: "--phase prune --ddmin cdd"},
	{name: "hdd*+wdd", flags: "--phase prune --ddmin wdd --subset-order forward"},
	{name: "choices", flags: "--phase choices --subset-order skip"},
	{name: "fixed-six,choices", flags: "--phase coarse-prune,prune,hoist,substitute,unwrap,space,choices --subset-order skip"},
}
