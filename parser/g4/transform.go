package g4

import (
	"strconv"

	"github.com/hddmin/hddmin/internal/watch"
)

// The two rewrites the ANTLR tool makes of a grammar's syntax tree before
// it builds the ATN: blocks of single symbols become sets, and directly
// left-recursive parser rules become loops with precedence predicates. Both
// return new nodes where they change something and never modify the tree
// read returned.

// reduceSets turns every block whose alternatives are each one token, one
// literal or one character range into a set, as the tool does: such a
// block matches one symbol from a set, with a single transition.
func reduceSets(g *grammar, w *watch.Watch) {
	for _, r := range g.rules {
		w.Check()
		r.block = reduceRuleBlock(r.block, isTokenName(r.name))
	}
}

// reduceRuleBlock reduces the block of a rule. A rule's own block becomes a
// set only if it has two alternatives or more and its first alternative has
// no label; it keeps its one alternative around the set.
func reduceRuleBlock(b *block, lexer bool) *block {
	if elems, ok := blockSet(b, lexer); ok && b.Alts[0].Label == nil {
		return &block{Pos: b.Pos, Alts: []*alt{{Pos: b.Pos, Elements: []element{&setElem{Pos: b.Pos, Elements: elems}}}}}
	}
	return reduceAlts(b, lexer)
}

// reduceAlts reduces the elements of the alternatives of b.
func reduceAlts(b *block, lexer bool) *block {
	var alts []*alt
	for i, a := range b.Alts {
		var elems []element
		for j, e := range a.Elements {
			r := reduceElement(e, lexer)
			if r != e && elems == nil {
				elems = append(make([]element, 0, len(a.Elements)), a.Elements[:j]...)
			}
			if elems != nil {
				elems = append(elems, r)
			}
		}
		if elems != nil && alts == nil {
			alts = append(make([]*alt, 0, len(b.Alts)), b.Alts[:i]...)
		}
		if elems != nil {
			c := *a
			c.Elements = elems
			a = &c
		}
		if alts != nil {
			alts = append(alts, a)
		}
	}
	if alts == nil {
		return b
	}
	c := *b
	c.Alts = alts
	return &c
}

// reduceElement reduces an element: a block of single symbols becomes a set
// (inside an ebnf, a block of one alternative holding the set).
func reduceElement(e element, lexer bool) element {
	switch e := e.(type) {
	case *block:
		if elems, ok := blockSet(e, lexer); ok {
			return &setElem{Pos: e.Pos, Elements: elems}
		}
		return reduceAlts(e, lexer)
	case *ebnf:
		c := *e
		if elems, ok := blockSet(e.Block, lexer); ok {
			b := e.Block
			c.Block = &block{Pos: b.Pos, Alts: []*alt{{Pos: b.Pos, Elements: []element{&setElem{Pos: b.Pos, Elements: elems}}}}}
			return &c
		}
		if c.Block = reduceAlts(e.Block, lexer); c.Block == e.Block {
			return e
		}
		return &c
	case *labeled:
		if r := reduceElement(e.Element, lexer); r != e.Element {
			c := *e
			c.Element = r
			return &c
		}
	}
	return e
}

// blockSet reports whether block b is a set: two alternatives or more,
// each a single set element, and no options or actions of its own. It
// returns the elements.
func blockSet(b *block, lexer bool) ([]element, bool) {
	if len(b.Alts) < 2 || len(b.Options) > 0 || len(b.Actions) > 0 {
		return nil, false
	}
	elems := make([]element, 0, len(b.Alts))
	for _, a := range b.Alts {
		if len(a.Elements) != 1 || len(a.Commands) > 0 || !setElement(a.Elements[0], lexer) {
			return nil, false
		}
		elems = append(elems, a.Elements[0])
	}
	return elems, true
}

// setElement reports whether e can be a member of a set: in a parser, a
// token or a literal; in a lexer, a one-character literal or a range of
// them.
func setElement(e element, lexer bool) bool {
	switch e := e.(type) {
	case *literal:
		return !lexer || charValue(e.Text) != -1
	case *ref:
		return !lexer && e.Token()
	case *charRange:
		return lexer && charValue(e.From.Text) != -1 && charValue(e.To.Text) != -1
	}
	return false
}

// leftRecursion reports whether rule r starts an alternative with a
// reference to itself, possibly labeled.
func leftRecursion(r *rule) bool {
	for _, a := range r.block.Alts {
		if len(a.Elements) > 0 && refersTo(a.Elements[0], r.name, false) {
			return true
		}
	}
	return false
}

// refersTo reports whether e is a reference to rule name, possibly
// labeled. With bare, the reference must have no arguments and no options.
func refersTo(e element, name string, bare bool) bool {
	if l, ok := e.(*labeled); ok {
		e = l.Element
	}
	ref, ok := e.(*ref)
	return ok && ref.Name == name && (!bare || ref.Args == nil && len(ref.Options) == 0)
}

// altKind is how a left-recursive rule's alternative takes part in the
// rewrite.
type altKind int

const (
	otherAlt  altKind = iota // no recursion at its edges: a primary
	prefixAlt                // ends with the rule: - e
	binaryAlt                // starts and ends with the rule: e + e
	suffixAlt                // starts with the rule: e ++
)

// classify tells the kind of alternative a of left-recursive rule name.
func classify(a *alt, name string) altKind {
	els := a.Elements
	last := len(els) - 1
	for last >= 0 {
		if _, ok := els[last].(*action); !ok {
			break
		}
		last--
	}
	first := len(els) > 0 && refersTo(els[0], name, true)
	ends := last >= 1 && refersTo(els[last], name, true)
	switch {
	case first && ends:
		return binaryAlt
	case ends:
		return prefixAlt
	case first && len(els) >= 2:
		return suffixAlt
	}
	return otherAlt
}

// rewriteLeftRecursion rewrites left-recursive rule r as the ANTLR tool
// does, so that the ATN and the parse trees are the tool's:
//
//	e : e '*' e | e '+' e | '-' e | INT ;
//
// becomes
//
//	e : ( {} '-' e<p=2> | INT ) ( {precpred 4}?<p=4> '*' e<p=5> | {precpred 3}?<p=3> '+' e<p=4> )* ;
//
// The precedence of alternative i of n is n-i+1; a binary operator's right
// operand gets one more, unless the alternative is <assoc=right>; binary
// alternatives come first in the loop, suffix alternatives after them. It
// reports false, with an error, for a rule that does not fit the pattern.
func (ld *loader) rewriteLeftRecursion(r *rule) bool {
	alts := r.block.Alts
	n := len(alts)
	prec := func(i int) int { return n - i } // i is 0-based
	var primary, binary, suffix []*alt
	recursive := false
	for i, a := range alts {
		kind := classify(a, r.name)
		right := false
		if kind != otherAlt {
			if o := optionValue(a.Options, "assoc"); o != nil {
				switch o.Value {
				case "right":
					right = true
				case "left":
				default:
					ld.warnf(r.file, o.ValuePos, "unsupported option value assoc=%s", o.Value)
				}
			}
		}
		switch kind {
		case binaryAlt:
			recursive = true
			next := prec(i) + 1
			if right {
				next = prec(i)
			}
			els := withPrecedence(a.Elements[1:], r.name, next)
			binary = append(binary, opAlt(a, els, prec(i)))
		case suffixAlt:
			recursive = true
			suffix = append(suffix, opAlt(a, a.Elements[1:], prec(i)))
		case prefixAlt:
			primary = append(primary, &alt{Pos: a.Pos, Elements: withPrecedence(a.Elements, r.name, prec(i))})
		default:
			primary = append(primary, &alt{Pos: a.Pos, Elements: a.Elements})
		}
	}
	if !recursive {
		ld.errorf(r.file, r.def.Pos, "rule %s is left recursive but doesn't conform to a pattern ANTLR can handle", r.name)
		return false
	}
	if len(primary) == 0 {
		ld.errorf(r.file, r.def.Pos, "left recursive rule %s must contain an alternative which is not left recursive", r.name)
		return false
	}
	first := primary[0]
	primary[0] = &alt{Pos: first.Pos, Elements: append([]element{&action{Text: "{}"}}, first.Elements...)}
	pos := r.block.Pos
	loop := &ebnf{Pos: pos, Kind: ebnfStar, Greedy: true, Block: &block{Pos: pos, Alts: append(binary, suffix...)}}
	r.block = &block{Pos: pos, Alts: []*alt{{Pos: pos, Elements: []element{&block{Pos: pos, Alts: primary}, loop}}}}
	r.leftRecursive = true
	return true
}

// opAlt makes an alternative of the operator loop: a precedence predicate,
// then the elements.
func opAlt(a *alt, els []element, prec int) *alt {
	pred := &action{Text: "{precpred}?", Predicate: true, Options: []*option{precOption(prec)}}
	return &alt{Pos: a.Pos, Elements: append([]element{pred}, els...)}
}

func precOption(prec int) *option {
	return &option{Name: "p", Value: strconv.Itoa(prec), Kind: valueInt}
}

// withPrecedence returns els with precedence prec given to the last rule
// reference of all of them (nested ones included), if it is a reference to
// rule name.
func withPrecedence(els []element, name string, prec int) []element {
	var last *ref
	for _, e := range els {
		inspectRefs(e, func(r *ref) { last = r })
	}
	if last == nil || last.Name != name {
		return els
	}
	c := *last
	c.Options = append(append([]*option(nil), last.Options...), precOption(prec))
	out := make([]element, len(els))
	for i, e := range els {
		out[i] = replaceRef(e, last, &c)
	}
	return out
}

// inspectRefs calls f for every rule reference in e, in order.
func inspectRefs(e element, f func(*ref)) {
	inspectElement(e, func(x element) {
		if r, ok := x.(*ref); ok && !r.Token() {
			f(r)
		}
	})
}

// replaceRef returns e with reference old replaced by new.
func replaceRef(e element, old, new *ref) element {
	switch x := e.(type) {
	case *ref:
		if x == old {
			return new
		}
	case *labeled:
		if r := replaceRef(x.Element, old, new); r != x.Element {
			c := *x
			c.Element = r
			return &c
		}
	case *ebnf:
		if b := replaceRef(x.Block, old, new); b != element(x.Block) {
			c := *x
			c.Block = b.(*block)
			return &c
		}
	case *block:
		for i, a := range x.Alts {
			for j, el := range a.Elements {
				if r := replaceRef(el, old, new); r != el {
					ca := *a
					ca.Elements = append([]element(nil), a.Elements...)
					ca.Elements[j] = r
					cb := *x
					cb.Alts = append([]*alt(nil), x.Alts...)
					cb.Alts[i] = &ca
					return &cb
				}
			}
		}
	}
	return e
}
