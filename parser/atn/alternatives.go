package atn

import "slices"

// The alternatives of a rule, for the reduction's alternative phase: a
// node of a rule printed as another alternative of its rule, filled with
// the node's own descendants (package reduce). What the phase needs of an
// alternative is the sequence of rules and tokens it consumes; a block
// inside it makes a sequence for each of its alternatives, and an
// optional part (a ? block, a * loop) elements that may be left out
// together.

// An Element is a rule or a token that an alternative consumes.
type Element struct {
	Rule   int         // the rule invoked; -1 for a token
	Tokens IntervalSet // a token's types; nil for a rule
	// Opt is 0 for an element the alternative needs; the elements of one
	// pass through an optional block (a ? block, a * loop) share an Opt of
	// their own, and are printed or left out together.
	Opt int
}

// An Alternative is one way through an alternative of a rule: the
// elements it consumes in order, loops passed through once.
type Alternative struct {
	// Alt is the number of the alternative of the rule, from 1, as
	// Taken numbers them: a rule's alternatives in the order of the
	// grammar; in a left-recursive rule, those that do not begin with the
	// rule first, then the others (whose first element is the rule).
	Alt      int
	Elements []Element
}

// maxWays bounds the ways through one alternative that Alternatives
// lists: the sequences of the blocks inside it multiply.
const maxWays = 16

// Alternatives returns the ways through the alternatives of rule, in the
// order of the alternatives, at most maxWays for each: for each block
// inside an alternative, one way through each of its alternatives; a loop
// passed through once (and a * loop or a ? block not at all, or once as
// an optional part).
func (a *ATN) Alternatives(rule int) []Alternative {
	w := &ways{a: a}
	var out []Alternative
	start := a.firstState(rule)
	prec := a.States[a.RuleStart[rule]].Precedence
	stop := a.RuleStop[rule]
	loop := -1
	if prec {
		loop = a.precedenceLoop(rule)
		stop = loop
	}
	add := func(alt int, seqs [][]Element, lead []Element) {
		for _, s := range seqs {
			out = append(out, Alternative{Alt: alt, Elements: append(slices.Clone(lead), s...)})
		}
	}
	top, alts := a.decision(rule, start)
	if top < 0 {
		add(1, w.paths(start, stop), nil)
	} else {
		for i, t := range alts {
			add(i+1, w.then(w.paths(t.Target, a.States[top].End), w.paths(a.after(a.States[top].End), stop)), nil)
		}
	}
	if loop < 0 {
		return out
	}
	primaries := max(1, len(alts))
	body := a.loopBody(loop)
	self := []Element{{Rule: rule}}
	for i, t := range a.States[body].Transitions {
		add(primaries+i+1, w.paths(t.Target, a.States[body].End), self)
	}
	return out
}

// Taken returns the number of the alternative of rule (see Alternative)
// that path, a path of PathSearch from start through the rule, takes; 0
// if it cannot tell.
func (a *ATN) Taken(rule, start int, path []Step) int {
	if len(path) == 0 {
		return 0
	}
	first := a.firstState(rule)
	top, alts := a.decision(rule, first)
	if a.PrecedenceLoop(start) {
		body := a.loopBody(start)
		for _, st := range path {
			if int(st.State) == body && st.Out() >= 0 {
				return max(1, len(alts)) + st.Out() + 1
			}
		}
		return 0
	}
	if top < 0 {
		return 1
	}
	for _, st := range path {
		if int(st.State) == top && st.Out() >= 0 {
			return st.Out() + 1
		}
	}
	return 0
}

// firstState returns the state after the start of rule.
func (a *ATN) firstState(rule int) int {
	st := &a.States[a.RuleStart[rule]]
	if len(st.Transitions) == 0 {
		return a.RuleStop[rule]
	}
	return st.Transitions[0].Target
}

// decision returns the block whose alternatives are the alternatives of
// rule, and its transitions, one for each alternative (none for a bypass
// to the block's end, which an alternative that matches nothing is
// too); -1 if the rule has one alternative. The block starts at first,
// the state after the rule's start, and ends where the rule does (or, in
// a left-recursive rule, at the precedence loop).
func (a *ATN) decision(rule, first int) (int, []Transition) {
	st := &a.States[first]
	if st.Type != StateBlockStart || st.End < 0 {
		return -1, nil
	}
	next := a.after(st.End)
	if next != a.RuleStop[rule] && !a.PrecedenceLoop(next) {
		return -1, nil
	}
	return first, st.Transitions
}

// after returns the state the one epsilon transition out of state s
// leads to (the end of a block leads on), or s.
func (a *ATN) after(s int) int {
	st := &a.States[s]
	if len(st.Transitions) == 1 && st.Transitions[0].Epsilon() {
		return st.Transitions[0].Target
	}
	return s
}

// precedenceLoop returns the loop of left-recursive rule, or -1.
func (a *ATN) precedenceLoop(rule int) int {
	for s := range a.States {
		if a.States[s].Rule == rule && a.PrecedenceLoop(s) {
			return s
		}
	}
	return -1
}

// loopBody returns the block that starts the body of the * loop whose
// decision is entry.
func (a *ATN) loopBody(entry int) int {
	for _, t := range a.States[entry].Transitions {
		if a.States[t.Target].Type == StateStarBlockStart {
			return t.Target
		}
	}
	return -1
}

// ways enumerates the ways through parts of an ATN; opt numbers the
// optional parts.
type ways struct {
	a     *ATN
	opt   int
	depth int
}

// paths returns the sequences of elements of the ways from state s to
// state stop, at most maxWays.
func (w *ways) paths(s, stop int) [][]Element {
	a := w.a
	if s == stop || s < 0 || s >= len(a.States) || w.depth > 64 {
		return [][]Element{nil}
	}
	w.depth++
	defer func() { w.depth-- }()
	st := &a.States[s]
	switch st.Type {
	case StateBlockStart, StatePlusBlockStart:
		var subs [][]Element
		optional := false
		for _, t := range st.Transitions {
			if t.Target == st.End {
				optional = true
				continue
			}
			subs = append(subs, w.paths(t.Target, st.End)...)
		}
		next := a.after(st.End)
		if st.Type == StatePlusBlockStart {
			next = a.loopExit(next)
		}
		if optional {
			subs = w.optional(subs)
		}
		return w.then(subs, w.paths(next, stop))
	case StateStarLoopEntry:
		body, exit := -1, -1
		for _, t := range st.Transitions {
			switch a.States[t.Target].Type {
			case StateStarBlockStart:
				body = t.Target
			case StateLoopEnd:
				exit = t.Target
			}
		}
		if body < 0 || exit < 0 {
			break
		}
		var subs [][]Element
		for _, t := range a.States[body].Transitions {
			subs = append(subs, w.paths(t.Target, a.States[body].End)...)
		}
		return w.then(w.optional(subs), w.paths(exit, stop))
	}
	var out [][]Element
	for _, t := range st.Transitions {
		switch {
		case t.Epsilon():
			out = append(out, w.paths(t.Target, stop)...)
		case t.Type == TransitionRule:
			out = append(out, w.then([][]Element{{{Rule: t.Rule}}}, w.paths(t.Follow, stop))...)
		default:
			out = append(out, w.then([][]Element{{{Rule: -1, Tokens: a.tokens(&t)}}}, w.paths(t.Target, stop))...)
		}
		if len(out) >= maxWays {
			break
		}
	}
	return out[:min(len(out), maxWays)]
}

// optional returns the ways through an optional part: none, and each of
// subs with its elements marked optional, each way with an Opt of its own
// (an optional part inside it goes with it).
func (w *ways) optional(subs [][]Element) [][]Element {
	out := [][]Element{nil}
	for _, s := range subs {
		if len(s) == 0 {
			continue
		}
		w.opt++
		o := make([]Element, len(s))
		for i, e := range s {
			o[i] = e
			o[i].Opt = w.opt // an optional part inside is printed with this one
		}
		out = append(out, o)
	}
	return out
}

// then returns each of firsts followed by each of rests, at most
// maxWays, the firsts' order first.
func (w *ways) then(firsts, rests [][]Element) [][]Element {
	var out [][]Element
	for _, f := range firsts {
		for _, r := range rests {
			if len(out) == maxWays {
				return out
			}
			out = append(out, append(slices.Clip(f), r...))
		}
	}
	return out
}

// loopExit returns the exit of the + loop whose loop-back state is s.
func (a *ATN) loopExit(s int) int {
	if a.States[s].Type != StatePlusLoopBack {
		return s
	}
	for _, t := range a.States[s].Transitions {
		if a.States[t.Target].Type == StateLoopEnd {
			return t.Target
		}
	}
	return s
}

// tokens returns the token types transition t matches.
func (a *ATN) tokens(t *Transition) IntervalSet {
	switch t.Type {
	case TransitionAtom, TransitionRange:
		return IntervalSet{{t.Lo, t.Hi}}
	case TransitionSet:
		return slices.Clone(t.Set)
	case TransitionNotSet:
		var out IntervalSet
		lo := 1
		for _, iv := range t.Set {
			if iv.Lo > lo {
				out = append(out, Interval{lo, min(iv.Lo-1, a.MaxTokenType)})
			}
			lo = max(lo, iv.Hi+1)
		}
		if lo <= a.MaxTokenType {
			out = append(out, Interval{lo, a.MaxTokenType})
		}
		return out
	}
	return IntervalSet{{1, a.MaxTokenType}}
}
