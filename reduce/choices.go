package reduce

import (
	"bytes"
	"crypto/sha256"
	"strconv"
	"strings"

	"github.com/hddmin/hddmin/tree"
)

// A ChoiceReader reads a text as a choice sequence, for Phase Choices
// (package parser's Grammar.Regenerator is one): it returns the number of
// entries of the text's sequence, the decisions of its parse, and a
// function that makes the text of a subsequence, the entries keep holds
// (in increasing order) with every run of entries left out replaced by
// one Default marker, which completes the rule the generator is in with
// its cheapest text, and reports whether that text parses with no syntax
// error. It returns an error for a text it cannot read (a text with syntax
// errors): the phase then offers nothing. It must give the same answers
// every time it is asked.
type ChoiceReader func(text []byte) (n int, make func(keep []int) ([]byte, bool), err error)

// choiceSeq is the choice sequence of a text, with the texts of the
// subsequences made so far (the plans may be iterated again).
type choiceSeq struct {
	n     int
	make  func(keep []int) ([]byte, bool)
	texts map[string]choiceText
}

type choiceText struct {
	text []byte
	ok   bool
}

// text returns the text of the subsequence keep, and whether it parses.
func (c *choiceSeq) text(keep []int) ([]byte, bool) {
	var b strings.Builder
	for _, i := range keep {
		b.WriteString(strconv.Itoa(i))
		b.WriteByte(' ')
	}
	k := b.String()
	if t, ok := c.texts[k]; ok {
		return t.text, t.ok
	}
	text, ok := c.make(keep)
	c.texts[k] = choiceText{text, ok}
	return text, ok
}

// choicesPass is the sweep of Choices: ddmin (the variant DDOptions
// selects) over the choice sequence of the text of state s, as
// Options.Choices reads it; a configuration is the text the generator
// makes of the entries it keeps, every run of the others replaced by the
// Default marker. A text that does not parse, or that is no shorter than
// the text ddmin has reached, is not tested (it counts as not
// interesting); one that prints the same text is that state. Without
// Options.Choices, or on a text it refuses, the pass offers nothing.
//
// A candidate is the tree printing the new text whole: its root hoisted
// to its first token, which prints the text (see textState). So the
// phases after it find little to do: it goes last.
func (pl *planner) choicesPass(p Phase, pass int, s tree.State, end func(tree.State) plan) plan {
	return func(yield func(item) bool) {
		text := pl.tree.Unparse(s)
		seq := pl.choiceSeq(text)
		if seq == nil || seq.n == 0 {
			end(s)(yield)
			return
		}
		if yield(begins(p, pass, -1, seq.n)) && yield(units(seq.n, true)) {
			pl.choiceCandidates(seq, allRounds(seq.n, pl.opts.dd, nil, hashUnits([]int{seq.n})), s, text, end)(yield)
		}
	}
}

// choiceSeq returns the choice sequence of text, nil if there is none.
func (pl *planner) choiceSeq(text []byte) *choiceSeq {
	if pl.opts.choices == nil {
		return nil
	}
	key := sha256.Sum256(text)
	if seq, ok := pl.memo.choices[key]; ok {
		return seq
	}
	var seq *choiceSeq
	if n, make, err := pl.opts.choices(text); err == nil {
		seq = &choiceSeq{n: n, make: make, texts: map[string]choiceText{}}
	}
	if pl.memo.choices == nil {
		pl.memo.choices = map[[sha256.Size]byte]*choiceSeq{}
	}
	pl.memo.choices[key] = seq
	return seq
}

// choiceCandidates turns configs, a plan of ddmin over the entries of
// seq, into a plan of candidates, as configCandidates does; cur is the
// state of the configuration ddmin has reached, which prints curText.
func (pl *planner) choiceCandidates(seq *choiceSeq, configs configPlan, cur tree.State, curText []byte, after func(tree.State) plan) plan {
	if configs == nil {
		return after(cur)
	}
	return func(yield func(item) bool) {
		for it := range configs {
			if it.rest != nil {
				yield(item{rest: pl.choiceCandidates(seq, it.rest, cur, curText, after)})
				return
			}
			text, ok := seq.text(it.config)
			if !ok {
				continue
			}
			s, ok := pl.textState(cur.Space, text)
			if !ok {
				continue
			}
			printed := pl.tree.Unparse(s)
			switch {
			case bytes.Equal(printed, curText):
				s = cur
			case len(printed) >= len(curText):
				continue
			}
			if !yield(item{state: s, then: pl.choiceCandidates(seq, it.then, s, printed, after)}) {
				return
			}
		}
		yield(item{rest: after(cur)})
	}
}

// textState returns a state of the tree that prints text, with spacing
// space: the root hoisted to the first token, which prints the text but
// for what the state prints after it (the tree's Tail, as space says). It
// fails for a tree that has no token to print.
func (pl *planner) textState(space tree.Space, text []byte) (tree.State, bool) {
	root := pl.tree.Root()
	var tok *tree.Node
	for n := range tree.Preorder(root) {
		if n.Kind() == tree.Token && !n.Is(tree.Missing) {
			tok = n
			break
		}
	}
	if tok == nil {
		return tree.State{}, false
	}
	s := tree.State{Space: space}
	if tok != root {
		s = s.WithHoisted(root.ID(), tok.ID())
	}
	tail := pl.tree.Unparse(s.WithText("", tok.ID()))
	return s.WithText(string(bytes.TrimSuffix(text, tail)), tok.ID()), true
}
