package fromparse

import (
	"cmp"
	"slices"
	"sync"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/tree"
)

// maxTokenScan is the most token types of an element whose replacements
// tokenText compares: a wildcard matches every type of a grammar of
// thousands of keywords.
const maxTokenScan = 256

// alternativesOf returns the ways through the alternatives of the rules
// of a grammar, with its ATN a and its replacements repl, for
// tree.Info.Alternatives: a rule's are computed when first asked for
// (atn.ATN.Alternatives), once. The types of the tree's nodes of the
// grammar are its own plus off (an island's, see grafter.offset): rules
// are asked for by those, and elements name them so.
func alternativesOf(a *atn.ATN, repl *parser.Replacements, off int32) func(rule int32) []tree.Alternative {
	var mu sync.Mutex
	memo := map[int32][]tree.Alternative{}
	return func(rule int32) []tree.Alternative {
		r := int(rule - off)
		if r < 0 || r >= len(a.RuleStart) {
			return nil
		}
		mu.Lock()
		defer mu.Unlock()
		if alts, ok := memo[rule]; ok {
			return alts
		}
		var out []tree.Alternative
		for _, alt := range a.Alternatives(r) {
			els := make([]tree.Element, len(alt.Elements))
			for i, e := range alt.Elements {
				el := tree.Element{Rule: -1, Opt: int32(e.Opt)}
				var ok bool
				if e.Rule >= 0 {
					el.Rule = int32(e.Rule) + off
					el.Text, ok = repl.Rule(e.Rule)
				} else {
					for _, iv := range e.Tokens {
						lo, hi := int32(iv.Lo), int32(iv.Hi)
						if lo > 0 {
							lo += off
						}
						if hi > 0 {
							hi += off
						}
						el.Tokens = append(el.Tokens, [2]int32{lo, hi})
					}
					var texts []string
					texts, ok = tokenTexts(e.Tokens, repl)
					if ok {
						el.Text, el.Others = texts[0], texts[1:]
					}
				}
				el.NoText = !ok
				els[i] = el
			}
			out = append(out, tree.Alternative{Alt: alt.Alt, Elements: els})
		}
		memo[rule] = out
		return out
	}
}

// maxOthers is the most texts of a token element, its shortest included.
const maxOthers = 3

// tokenTexts returns the distinct replacements of the token types set,
// shortest first (of those as long, the lowest type's), at most
// maxOthers (of the first maxTokenScan types); ok is false if none has
// one.
func tokenTexts(set atn.IntervalSet, repl *parser.Replacements) (texts []string, ok bool) {
	seen := 0
	for _, iv := range set {
		for typ := iv.Lo; typ <= iv.Hi && seen < maxTokenScan; typ++ {
			seen++
			if s, has := repl.Token(typ); has && !slices.Contains(texts, s) {
				texts = append(texts, s)
			}
		}
	}
	slices.SortStableFunc(texts, func(a, b string) int { return cmp.Compare(len(a), len(b)) })
	return texts[:min(len(texts), maxOthers)], len(texts) > 0
}
