package gen

import (
	"slices"
	"unicode/utf8"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/analysis"
)

// A cand is an alternative open at a decision: its transition and cost.
type cand struct {
	i    int
	cost int64
}

func sortCands(out []cand) []cand {
	slices.SortStableFunc(out, func(x, y cand) int { return cmpInt64(x.cost, y.cost) })
	return out
}

// genSet is a set of token types from EOF (-1) up, as a bit set: bit t+1
// stands for type t. The generator's first sets are dense and updated in
// place until a fixpoint, where the parser's interval sets (tokenSet) are
// built once.
type genSet []uint64

func newGenSet(maxType int) genSet { return make(genSet, (maxType+2)/64+1) }

func (s genSet) has(t int) bool {
	i := uint(t + 1)
	return i>>6 < uint(len(s)) && s[i>>6]&(1<<(i&63)) != 0
}

// addRange adds the types lo..hi, clipped to the set's range.
func (s genSet) addRange(lo, hi int) {
	lo, hi = max(lo, -1), min(hi, len(s)*64-2)
	for t := lo; t <= hi; t++ {
		i := uint(t + 1)
		s[i>>6] |= 1 << (i & 63)
	}
}

// merge adds o to s and reports whether s changed.
func (s genSet) merge(o genSet) bool {
	changed := false
	for i := range min(len(s), len(o)) {
		if o[i]&^s[i] != 0 {
			s[i] |= o[i]
			changed = true
		}
	}
	return changed
}

// A charSet is the characters a lexer transition matches, in the order of
// the choices: the analysis.Preferred characters (see analysis.Preferred), then the others
// by code point; surrogates are left out, as no input holds them.
type charSet struct {
	pref []rune
	ivs  atn.IntervalSet
	rest []int // per interval: its characters that are not in pref
	size int
}

func newCharSet(tr *atn.Transition) *charSet {
	var ivs atn.IntervalSet
	switch tr.Type {
	case atn.TransitionAtom, atn.TransitionRange:
		ivs = atn.IntervalSet{{Lo: tr.Lo, Hi: tr.Hi}}
	case atn.TransitionSet:
		ivs = slices.Clone(tr.Set)
	case atn.TransitionNotSet:
		lo := 0
		for _, iv := range tr.Set {
			if iv.Lo > lo {
				ivs = append(ivs, atn.Interval{Lo: lo, Hi: iv.Lo - 1})
			}
			lo = max(lo, iv.Hi+1)
		}
		if lo <= utf8.MaxRune {
			ivs = append(ivs, atn.Interval{Lo: lo, Hi: utf8.MaxRune})
		}
	case atn.TransitionWildcard:
		ivs = atn.IntervalSet{{Lo: 0, Hi: utf8.MaxRune}}
	}
	// Clip to the valid runes.
	var clipped atn.IntervalSet
	for _, iv := range ivs {
		lo, hi := max(iv.Lo, 0), min(iv.Hi, utf8.MaxRune)
		for _, part := range []atn.Interval{{Lo: lo, Hi: min(hi, 0xD7FF)}, {Lo: max(lo, 0xE000), Hi: hi}} {
			if part.Lo <= part.Hi {
				clipped = append(clipped, part)
			}
		}
	}
	cs := &charSet{ivs: clipped}
	isPref := map[rune]bool{}
	for _, c := range analysis.Preferred {
		if clipped.Contains(int(c)) {
			cs.pref = append(cs.pref, c)
			isPref[c] = true
		}
	}
	cs.size = len(cs.pref)
	for _, iv := range clipped {
		n := iv.Hi - iv.Lo + 1
		for c := iv.Lo; c <= iv.Hi && c < 128; c++ {
			if isPref[rune(c)] {
				n--
			}
		}
		cs.rest = append(cs.rest, n)
		cs.size += n
	}
	return cs
}

// at returns the k-th character of the set.
func (cs *charSet) at(k int) rune {
	if k < len(cs.pref) {
		return cs.pref[k]
	}
	k -= len(cs.pref)
	for i, iv := range cs.ivs {
		if k >= cs.rest[i] {
			k -= cs.rest[i]
			continue
		}
		for c := iv.Lo; ; c++ {
			if c < 128 && isPreferred(rune(c)) {
				continue
			}
			if k == 0 {
				return rune(c)
			}
			if c >= 128 {
				return rune(c + k)
			}
			k--
		}
	}
	panic("parser: generate: a character index past the end of its set")
}

// index returns the position of c in the set, or -1.
func (cs *charSet) index(c rune) int {
	if i := slices.Index(cs.pref, c); i >= 0 {
		return i
	}
	k := len(cs.pref)
	for i, iv := range cs.ivs {
		if int(c) > iv.Hi {
			k += cs.rest[i]
			continue
		}
		if int(c) < iv.Lo {
			return -1
		}
		for x := iv.Lo; x < int(c); x++ {
			if x < 128 && isPreferred(rune(x)) {
				continue
			}
			if x >= 128 {
				return k + int(c) - x
			}
			k++
		}
		return k
	}
	return -1
}

var preferredSet = func() [128]bool {
	var set [128]bool
	for _, c := range analysis.Preferred {
		set[c] = true
	}
	return set
}()

func isPreferred(c rune) bool { return c >= 0 && c < 128 && preferredSet[c] }

func cmpInt64(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}
