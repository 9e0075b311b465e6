package g4

import (
	"slices"
	"sort"
)

// interval is a closed range of symbols: characters in a lexer, token
// types in a parser, -1 for EOF.
type interval struct{ lo, hi int }

// intervalSet is a set of symbols as a sorted list of disjoint intervals,
// none adjacent to the next, which is how the ANTLR tool keeps them, and so
// how sets are serialized.
type intervalSet []interval

// add adds the symbols lo..hi to the set.
func (s *intervalSet) add(lo, hi int) {
	if lo > hi {
		return
	}
	set := *s
	// The first interval that ends at or after lo-1: it may merge.
	i := sort.Search(len(set), func(i int) bool { return set[i].hi >= lo-1 })
	j := i
	for j < len(set) && set[j].lo <= hi+1 {
		lo = min(lo, set[j].lo)
		hi = max(hi, set[j].hi)
		j++
	}
	*s = slices.Replace(set, i, j, interval{lo, hi})
}

// addSet adds all symbols of t.
func (s *intervalSet) addSet(t intervalSet) {
	for _, iv := range t {
		s.add(iv.lo, iv.hi)
	}
}

// contains reports whether v is in the set.
func (s intervalSet) contains(v int) bool {
	i := sort.Search(len(s), func(i int) bool { return s[i].hi >= v })
	return i < len(s) && s[i].lo <= v
}

// size returns the number of symbols in the set.
func (s intervalSet) size() int {
	n := 0
	for _, iv := range s {
		n += iv.hi - iv.lo + 1
	}
	return n
}

// complement returns the symbols of lo..hi that are not in s.
func (s intervalSet) complement(lo, hi int) intervalSet {
	var out intervalSet
	next := lo
	for _, iv := range s {
		if iv.hi < lo || iv.lo > hi {
			continue
		}
		if iv.lo > next {
			out = append(out, interval{next, iv.lo - 1})
		}
		next = max(next, iv.hi+1)
	}
	if next <= hi {
		out = append(out, interval{next, hi})
	}
	return out
}

// equal reports whether two sets hold the same symbols.
func (s intervalSet) equal(t intervalSet) bool { return slices.Equal(s, t) }
