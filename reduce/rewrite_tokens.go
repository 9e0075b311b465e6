package reduce

import (
	"cmp"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hddmin/hddmin/tree"
)

// The phases that rewrite the text of tokens (tree.State.WithText), from
// what the tree says of them (tree.Literal, tree.Ident) and with its
// re-lexing check (tree.Tree.Relex): a new text is offered only if it
// lexes back as one token of the same type, and, if the text parsed, the
// new text parses (tree.Tree.Parses), so that a candidate that would not
// lex or parse costs no test. A tree without Relex is left as it is.

// literalPass is the plan of a pass of the literal phase in state s:
// each printed literal token, in order, is tried with the shorter of the
// grammar's replacement of its type, 0 and 1, one test each, and if none
// is interesting, its text is cut at both ends (see trims).
func (pl *planner) literalPass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		var todo []*tree.Node
		if pl.tree.Relex() != nil {
			todo = pl.printedTokens(s, tree.Literal)
		}
		if len(todo) == 0 {
			end(s)(yield)
			return
		}
		if yield(begins(p, pass, -1, 0)) {
			pl.literal(s, todo, end)(yield)
		}
	}
}

// literalEstimate is the number of literal tokens state s prints: a pass
// of Literal offers a few candidates for each.
func (pl *planner) literalEstimate(s tree.State) int {
	if pl.tree.Relex() == nil {
		return 0
	}
	return len(pl.printedTokens(s, tree.Literal))
}

// literal is the plan of the rest of a pass of the literal phase, in
// state s, with the tokens todo still to shrink. The tokens a pass shrinks stay printed: the phase removes
// nothing.
func (pl *planner) literal(s tree.State, todo []*tree.Node, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		// Tokens with nothing to try (one character, and no shorter
		// text of the type) are passed over here, not one plan each.
		todo := todo // the plan's own stays as it is: plans are values
		var short []string
		for len(todo) > 0 {
			cur := s.TokenText(todo[0])
			short = slices.DeleteFunc(pl.shortTexts(todo[0], cur), func(text string) bool {
				return !pl.parsesAfter(s, s.WithText(text, todo[0].ID()))
			})
			if len(short) > 0 || len(textUnits(cur)) > 1 {
				break
			}
			todo = todo[1:]
		}
		if len(todo) == 0 {
			end(s)(yield)
			return
		}
		n, rest := todo[0], todo[1:]
		next := func(t tree.State) plan { return pl.literal(t, rest, end) }
		trims := pl.trims(s, n, next)
		if len(short) == 0 {
			trims(yield)
			return
		}
		offer(yield, len(short), func(i int) (tree.State, plan) {
			c := s.WithText(short[i], n.ID())
			return c, next(c)
		}, func() plan { return trims })
	}
}

// shortTexts returns the texts tried first in place of literal token n
// whose text is cur: the replacement of its type (the shortest text the
// grammar allows), 0 and 1, those shorter than cur that lex back as its
// type.
func (pl *planner) shortTexts(n *tree.Node, cur string) []string {
	var out []string
	for _, text := range []string{n.Repl().String(), "0", "1"} {
		if len(text) < len(cur) && !slices.Contains(out, text) && pl.relexes(int(n.Type()), text) {
			out = append(out, text)
		}
	}
	return out
}

// trims is the plan of cutting the characters of literal token n in
// state s: as many as can go from the end of what lies between its
// delimiters, then from the start (see cut); after says what follows.
func (pl *planner) trims(s tree.State, n *tree.Node, after func(tree.State) plan) plan {
	return pl.trimEnd(s, n, true, func(t tree.State) plan { return pl.trimEnd(t, n, false, after) })
}

// maxFrame bounds the delimiters looked for at each end of a literal.
const maxFrame = 3

// trimEnd is the plan of cutting the most units from one end (the end of
// its text if suffix, else the start) of the interior of token n in
// state s: its text but for its delimiters, the units at each end that
// cannot go alone (a string's quotes, a comment's /* and */).
func (pl *planner) trimEnd(s tree.State, n *tree.Node, suffix bool, after func(tree.State) plan) plan {
	us := textUnits(s.TokenText(n))
	typ := int(n.Type())
	without := func(i int) string { return strings.Join(us[:i], "") + strings.Join(us[i+1:], "") }
	lead, tail := 0, 0
	for lead < min(maxFrame, len(us)-1) && !pl.relexes(typ, without(lead)) {
		lead++
	}
	for tail < min(maxFrame, len(us)-1-lead) && !pl.relexes(typ, without(len(us)-1-tail)) {
		tail++
	}
	m := len(us) - lead - tail
	if m < 1 {
		return after(s)
	}
	cand := func(k int) (tree.State, bool) {
		var text string
		if suffix {
			text = strings.Join(us[:len(us)-tail-k], "") + strings.Join(us[len(us)-tail:], "")
		} else {
			text = strings.Join(us[:lead], "") + strings.Join(us[lead+k:], "")
		}
		if !pl.relexes(typ, text) {
			return s, false
		}
		c := s.WithText(text, n.ID())
		return c, pl.parsesAfter(s, c)
	}
	return pl.cut(s, cand, 0, m+1, m, after)
}

// parsesAfter reports whether candidate c, a token of state s printed
// with a new text, parses, if s does. A token that lexes back alone may
// not in its place: in JavaScript, a regular expression that the parse
// read as divisions (y / re / g.exec) is no longer one when shortened
// (y / a / .exec). A text with syntax errors, whose literals may stand in
// the region error recovery skipped, is not held to it.
func (pl *planner) parsesAfter(s, c tree.State) bool {
	return !pl.parses(pl.tree.Unparse(s)) || pl.parses(pl.tree.Unparse(c))
}

// cut is the plan of the search for the most units, up to m, that can be
// cut (cand(k) is the state with k cut, or false if its text does not lex
// back as the token, which counts as not interesting): k units are known
// to go (in s, 0 at first), and bad not to (m+1: not known yet). It tries
// 1, 2, 4, ... until one fails, then bisects: a few tests for a literal
// that must stay whole, about 2 log2(n) for one with n to cut. The test is
// taken to be monotone: if cutting k fails, so does cutting more.
//
// Invariant: ok < bad, cutting ok units is interesting (s), cutting bad
// is not (or bad is m+1).
func (pl *planner) cut(s tree.State, cand func(k int) (tree.State, bool), ok, bad, m int, after func(tree.State) plan) plan {
	if bad-ok <= 1 {
		return after(s)
	}
	k := (ok + bad) / 2
	if bad == m+1 {
		k = min(max(1, 2*ok), m)
	}
	c, valid := cand(k)
	if !valid {
		return pl.cut(s, cand, ok, k, m, after)
	}
	return func(yield func(item) bool) {
		offer(yield, 1, func(int) (tree.State, plan) { return c, pl.cut(c, cand, k, bad, m, after) },
			func() plan { return pl.cut(s, cand, ok, k, m, after) })
	}
}

// textUnits splits text into the units that the literal phase cuts:
// each character, but a backslash and the character after it are one.
func textUnits(text string) []string {
	var out []string
	for i := 0; i < len(text); {
		_, k := utf8.DecodeRuneInString(text[i:])
		if text[i] == '\\' && i+1 < len(text) {
			_, k2 := utf8.DecodeRuneInString(text[i+1:])
			k += k2
		}
		out = append(out, text[i:i+k])
		i += k
	}
	return out
}

// renamePass is the plan of a pass of the rename phase in state s:
// each identifier, in the order of its first occurrence, has all its
// occurrences replaced at once by the shortest unused name shorter than it
// (a, b, ..., z, aa, ab, ...), or else by another, shorter identifier of
// the text (see renamings), one test each.
func (pl *planner) renamePass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		var names []name
		if pl.tree.Relex() != nil {
			names = identNames(pl.nameTokens(s, pl.printedTokens(s, 0)), s)
		}
		if len(names) == 0 {
			end(s)(yield)
			return
		}
		if yield(begins(p, pass, -1, len(names))) {
			pl.rename(s, names, end)(yield)
		}
	}
}

// A name is an identifier: its text and the grammar of its token (the
// type's offset of an island's grammar, see tree/fromparse).
type name struct {
	text    string
	grammar int
}

func nameOf(s tree.State, n *tree.Node) name {
	return name{s.TokenText(n), int(n.Type()) &^ (1<<24 - 1)}
}

// identNames returns the names of the identifier tokens ids, in the order
// of their first occurrence.
func identNames(ids []*tree.Node, s tree.State) []name {
	var out []name
	seen := map[name]bool{}
	for _, n := range ids {
		k := nameOf(s, n)
		if !seen[k] {
			seen[k] = true
			out = append(out, k)
		}
	}
	return out
}

// renameEstimate is the number of identifiers state s prints: a pass of
// Rename offers a candidate or two for each.
func (pl *planner) renameEstimate(s tree.State) int {
	if pl.tree.Relex() == nil {
		return 0
	}
	return len(identNames(pl.nameTokens(s, pl.printedTokens(s, 0)), s))
}

// rename is the plan of the rest of a pass of the rename phase, in state
// s, with the names todo still to try.
func (pl *planner) rename(s tree.State, todo []name, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		toks := pl.printedTokens(s, 0)
		names := identNames(pl.nameTokens(s, toks), s)
		for i, x := range todo {
			cands := pl.renamings(s, toks, names, x)
			if len(cands) == 0 {
				continue
			}
			rest := todo[i+1:]
			offer(yield, len(cands), func(i int) (tree.State, plan) { return cands[i], pl.rename(cands[i], rest, end) },
				func() plan { return pl.rename(s, rest, end) })
			return
		}
		end(s)(yield)
	}
}

// nameTokens returns the tokens of toks that are names in state s: the
// identifiers (tree.Ident), and the tokens the parser retyped (see
// retyped).
func (pl *planner) nameTokens(s tree.State, toks []*tree.Node) []*tree.Node {
	var out []*tree.Node
	for _, n := range toks {
		if n.Is(tree.Ident) {
			out = append(out, n)
		} else if _, ok := pl.retyped(s, n); ok {
			out = append(out, n)
		}
	}
	return out
}

// retyped returns the identifier type that token n lexes as in state s,
// if n is a name whose type the parser changed: no identifier nor literal
// by its type, but its text lexes as one token of a type that the tree's
// identifiers have (of its grammar). A parser's Go code may give the
// names it declares a type of its own (a C++ class name is a TypeName
// where it is declared and after), so that no occurrence of the name is
// an identifier; its occurrences may be renamed together all the same,
// and their new text must lex as the identifier type.
func (pl *planner) retyped(s tree.State, n *tree.Node) (int, bool) {
	if n.Is(tree.Ident) || n.Is(tree.Literal) || n.Kind() != tree.Token || n.Type() < 0 {
		return 0, false
	}
	text := s.TokenText(n)
	if text == "" {
		return 0, false
	}
	if c, _ := utf8.DecodeRuneInString(text); !unicode.IsLetter(c) && c != '_' && c != '$' {
		return 0, false // no name: spare the lexer
	}
	grammar := n.Type() &^ (1<<24 - 1)
	for _, t := range pl.identTypes() {
		if int32(t)&^(1<<24-1) == grammar && t != int(n.Type()) && pl.relexes(t, text) {
			return t, true
		}
	}
	return 0, false
}

// identTypes returns the token types of the tree's identifiers
// (tree.Ident), in order, found once.
func (pl *planner) identTypes() []int {
	if pl.memo.identTypes == nil {
		types := []int{}
		for n := range pl.tree.Nodes() {
			if n.Kind() == tree.Token && n.Is(tree.Ident) && !slices.Contains(types, int(n.Type())) {
				types = append(types, int(n.Type()))
			}
		}
		slices.Sort(types)
		pl.memo.identTypes = types
	}
	return pl.memo.identTypes
}

// maxFreshNames bounds the unused names tried for one identifier.
const maxFreshNames = 1000

// occurrences are the tokens printed with the text of a name, each with
// the type its new text must lex as, and the set of their types.
type occurrences struct {
	nodes []*tree.Node
	lexAs []int
	types map[int]bool
}

// occurrencesOf returns the occurrences of name x among the printed
// tokens toks: the identifiers with its text, and the other tokens with
// its text that lex as one of those identifiers' types (a parser may see
// an identifier as a token of another type: a C typedef name). ok is
// false if x is gone, or a token of another kind has its text.
func (pl *planner) occurrencesOf(s tree.State, toks []*tree.Node, x name) (occ occurrences, ok bool) {
	var identTypes []int
	var others []*tree.Node
	occ.types = map[int]bool{}
	for _, n := range toks {
		if nameOf(s, n) != x || n.Is(tree.Hidden) {
			continue
		}
		occ.types[int(n.Type())] = true
		lexAs, ok := int(n.Type()), n.Is(tree.Ident)
		if !ok {
			lexAs, ok = pl.retyped(s, n)
		}
		if ok {
			occ.nodes, occ.lexAs = append(occ.nodes, n), append(occ.lexAs, lexAs)
			if !slices.Contains(identTypes, lexAs) {
				identTypes = append(identTypes, lexAs)
			}
			continue
		}
		others = append(others, n)
	}
	if len(occ.nodes) == 0 {
		return occ, false // gone: renamed to another one
	}
	for _, n := range others {
		i := slices.IndexFunc(identTypes, func(t int) bool { return pl.relexes(t, x.text) })
		if i < 0 {
			return occ, false
		}
		occ.nodes, occ.lexAs = append(occ.nodes, n), append(occ.lexAs, identTypes[i])
	}
	return occ, true
}

// renamings returns the candidates that rename identifier x in state s,
// where toks are the tokens printed and names the identifiers' names:
// the shortest unused name shorter than x first, then each identifier
// shorter than x, the shortest first (a name the test needs, one of an
// interface outside the input, cannot take a new name, but may be one
// that is there already). Another name is taken only if its occurrences
// are of the same types and the text parses (tree.Tree.Parses): a parser
// may tell names apart by their text (C's typedef names), and then one
// name cannot stand for another. An unused name changes no such thing.
func (pl *planner) renamings(s tree.State, toks []*tree.Node, names []name, x name) []tree.State {
	occ, ok := pl.occurrencesOf(s, toks, x)
	if !ok {
		return nil
	}
	// Unused: no identifier's name, and no word of the text either (a
	// removed node prints its replacement, which may be a name).
	used := map[string]bool{}
	for _, y := range names {
		if y.grammar == x.grammar {
			used[y.text] = true
		}
	}
	for _, w := range strings.FieldsFunc(string(pl.tree.Unparse(s)), notWord) {
		used[w] = true
	}
	fits := func(text string) bool {
		for i := range occ.nodes {
			if !pl.relexes(occ.lexAs[i], text) {
				return false
			}
		}
		return true
	}
	ids := make([]int, len(occ.nodes))
	for i, n := range occ.nodes {
		ids[i] = n.ID()
	}
	var out []tree.State
	tries := 0
	for text := range freshNames(len(x.text) - 1) {
		if tries++; tries > maxFreshNames {
			break
		}
		if !used[text] && fits(text) {
			out = append(out, s.WithText(text, ids...))
			break
		}
	}
	shorter := slices.SortedStableFunc(slices.Values(names), func(a, b name) int { return cmp.Compare(len(a.text), len(b.text)) })
	for _, y := range shorter {
		if y.grammar != x.grammar || len(y.text) >= len(x.text) || !fits(y.text) {
			continue
		}
		if yo, ok := pl.occurrencesOf(s, toks, y); ok && maps.Equal(yo.types, occ.types) {
			if c := s.WithText(y.text, ids...); pl.parses(pl.tree.Unparse(c)) {
				out = append(out, c)
			}
		}
	}
	return out
}

// notWord reports whether c is no letter, digit or underscore.
func notWord(c rune) bool {
	return !(unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_')
}

// freshNames yields the names of lower-case letters up to max letters
// long: a, b, ..., z, aa, ab, ....
func freshNames(max int) func(func(string) bool) {
	return func(yield func(string) bool) {
		for l := 1; l <= max; l++ {
			word := make([]byte, l)
			var gen func(i int) bool
			gen = func(i int) bool {
				if i == l {
					return yield(string(word))
				}
				for c := byte('a'); c <= 'z'; c++ {
					word[i] = c
					if !gen(i + 1) {
						return false
					}
				}
				return true
			}
			if !gen(0) {
				return
			}
		}
	}
}

type relexKey struct {
	typ  int
	text string
}

// relexes reports whether text lexes back as one token of type typ
// (tree.Tree.Relex), remembering the answers.
func (pl *planner) relexes(typ int, text string) bool {
	k := relexKey{typ, text}
	ok, hit := pl.memo.relexed[k]
	if !hit {
		if pl.memo.relexed == nil {
			pl.memo.relexed = map[relexKey]bool{}
		}
		ok = pl.tree.Relex()(typ, text)
		pl.memo.relexed[k] = ok
	}
	return ok
}
