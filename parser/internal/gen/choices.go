package gen

import (
	"errors"
	"fmt"

	"github.com/hddmin/hddmin/parser/internal/input"
)

// Default is the marker of a choice sequence that makes the generator take
// the cheapest completion of the rule it is in (see the package doc).
const Default = -1

// A Choice is one entry of a choice sequence: the value of one decision of
// the generator, and the hidden text (whitespace, comments) that goes
// before each token the generator makes after the decision and before the
// next one.
type Choice struct {
	// Value picks an alternative: 0 is the cheapest of those open at the
	// decision, 1 the next, and so on; a value past the last is taken
	// modulo their number. Default completes the current rule cheaply.
	Value int
	// Hidden, if not nil, is the text before each token made after this
	// decision and before the next one: Hidden[k] goes before the k-th
	// such token. A token past its end gets no hidden text of its own,
	// only a separator where one is needed.
	Hidden []string
}

// Choices is a choice sequence: the decisions of one generation, in the
// order the generator reads them, with the hidden text of the tokens.
type Choices struct {
	// Lead is the hidden text before each token made before the first
	// decision (as Choice.Hidden).
	Lead []string
	Seq  []Choice
	// Tail is the text after the last token: what a parse whose start
	// rule does not end with EOF left unread.
	Tail string
	// Runs are the runs of choices of the rule invocations, in preorder
	// (from a generation or a replay; nil after an edit).
	Runs []Run
}

// Values returns the values of the sequence.
func (c *Choices) Values() []int {
	out := make([]int, len(c.Seq))
	for i, ch := range c.Seq {
		out[i] = ch.Value
	}
	return out
}

// Source returns a ChoiceSource that reads the sequence from its start.
func (c *Choices) Source() ChoiceSource { return &seqSource{c: c} }

// Len returns the number of decisions in the sequence.
func (c *Choices) Len() int { return len(c.Seq) }

// Replace returns a copy of the sequence with the entries from i to j
// (not included) replaced by the entries in with. The hidden text of the
// entries replaced goes with them.
func (c *Choices) Replace(i, j int, with ...Choice) *Choices {
	seq := make([]Choice, 0, len(c.Seq)-(j-i)+len(with))
	seq = append(append(append(seq, c.Seq[:i]...), with...), c.Seq[j:]...)
	return &Choices{Lead: c.Lead, Seq: seq, Tail: c.Tail}
}

// Keep returns the sequence of the entries at the indices keep holds, in
// increasing order, with each run of entries left out (before the first
// kept, between two, after the last) replaced by one Default: the rule the
// generator is in when it reads the marker is completed cheaply, and the
// entries after the run go to the decisions after that. The hidden text
// of the entries left out goes with them; Lead and Tail stay.
func (c *Choices) Keep(keep []int) *Choices {
	seq := make([]Choice, 0, 2*len(keep)+1)
	next := 0
	for _, i := range keep {
		if i > next {
			seq = append(seq, Choice{Value: Default})
		}
		seq = append(seq, c.Seq[i])
		next = i + 1
	}
	if next < len(c.Seq) {
		seq = append(seq, Choice{Value: Default})
	}
	return &Choices{Lead: c.Lead, Seq: seq, Tail: c.Tail}
}

// Subsequence returns the sequence of the entries at the indices keep
// holds, in increasing order, the others deleted: the entries kept go to
// the decisions the generator reaches, whatever they were drawn for, and
// past the end of the sequence every rule is completed cheaply (see
// Generated.Overrun). The hidden text of the entries left out goes with
// them; Lead and Tail stay.
func (c *Choices) Subsequence(keep []int) *Choices {
	seq := make([]Choice, 0, len(keep))
	for _, i := range keep {
		seq = append(seq, c.Seq[i])
	}
	return &Choices{Lead: c.Lead, Seq: seq, Tail: c.Tail}
}

// A ChoiceSource gives a generation its decisions, one at a time.
type ChoiceSource interface {
	// Next returns the next choice, for a decision between n
	// alternatives (n >= 2; a value of n or more is taken modulo n), or
	// false at the end of the sequence: the generator then completes
	// every rule it is in cheaply.
	Next(n int) (Choice, bool)
}

// seqSource reads a Choices from its start.
type seqSource struct {
	c *Choices
	i int
}

func (s *seqSource) Next(int) (Choice, bool) {
	if s.i >= len(s.c.Seq) {
		return Choice{}, false
	}
	s.i++
	return s.c.Seq[s.i-1], true
}

func (s *seqSource) lead() []string { return s.c.Lead }
func (s *seqSource) tail() string   { return s.c.Tail }

// Options are the options of a generation (parser.Grammar.Generate). The
// zero value generates from the grammar's start rule without limits but
// the source's length, and checks nothing.
type Options struct {
	// Start is the rule to generate from; "" for the grammar's start rule.
	Start string
	// MaxDepth bounds the nesting of rules: a rule invoked deeper is
	// completed cheaply (its replacement). 0 for no bound.
	MaxDepth int
	// MaxTokens bounds the size: once the output has that many tokens,
	// every rule is completed cheaply. 0 for no bound.
	MaxTokens int
	// Check parses the output with the grammar and returns its syntax
	// errors in Generated.Errors.
	Check bool
	// Repair, with Check, regenerates an output that does not parse: the
	// choices of the innermost rule around the first syntax error (then
	// of the rules around it) are replaced by Default, until it parses or
	// Repair regenerations have not lessened the syntax errors.
	Repair int
	// Spacing is what separates two tokens where the source gives no
	// hidden text (see Spacing).
	Spacing Spacing
}

// Spacing is what the generator puts between two tokens that the source
// gives no hidden text for. Whatever it is, a separator goes where the
// grammar's lexer would read the two as other tokens; a separator is a
// text the lexer hides in the mode of the second (a space, else a line
// break or a tab), and none goes where the mode has none.
type Spacing uint8

const (
	// SpaceWords puts a separator, besides, between two tokens that
	// would run into one word in the languages' own lexers, which the
	// grammar's may not know: one that ends in a letter, digit or _ and
	// one that starts with one (`0or`, `a:0a`, which Lua and GraphQL
	// read as a malformed number).
	SpaceWords Spacing = iota
	// SpaceLexer puts separators only where the grammar's lexer needs
	// them.
	SpaceLexer
	// SpaceAll puts one between every two tokens, as Grammarinator's
	// default serializer does.
	SpaceAll
)

var spacingNames = [...]string{"words", "lexer", "all"}

func (s Spacing) String() string {
	if int(s) < len(spacingNames) {
		return spacingNames[s]
	}
	return "Spacing(?)"
}

// ParseSpacing parses the name of a Spacing.
func ParseSpacing(name string) (Spacing, error) {
	for s, n := range spacingNames {
		if n == name {
			return Spacing(s), nil
		}
	}
	return 0, fmt.Errorf("unknown spacing %q (want words, lexer or all)", name)
}

// Generated is the result of a generation.
type Generated struct {
	Text []byte
	// Choices are the choices the generation used, with the values as
	// taken (modulo the number of alternatives) and a Default where a
	// rule past MaxDepth was completed cheaply: generating from them,
	// with no limits, gives Text again.
	Choices *Choices
	// Tokens is the number of tokens generated (EOF not counted).
	Tokens int
	// Repairs is the number of regenerations that Repair made.
	Repairs int
	// Errors are the syntax errors of Text, with Check.
	Errors []*input.SyntaxError
	// DeadEnds counts the decisions where the grammar's semantics
	// allowed no alternative, so that one they did not allow was taken.
	DeadEnds int
	// Overrun reports whether the source ended before the generation
	// did, at a decision it had to draw: the rest was completed cheaply
	// (the Hypothesis reducer rejects such a sequence).
	Overrun bool
}

// ErrReplay is wrapped by the error of Parse.Choices where the generator
// cannot make what the parse holds.
var ErrReplay = errors.New("the generator cannot make this parse")

// A Run is the choices of one invocation of a rule in a sequence: the
// entries from Start to End (not included). Runs nest as the rules do.
type Run struct {
	Rule       int
	Start, End int
	// Cut is the number of Default markers that replace the run so that
	// the choices after it still go to the decisions after the rule: one
	// for the rule whose decision reads the first of them, and one for
	// each rule around it up to this one.
	Cut int
}

// Cut returns a copy of the sequence with run r replaced by Default
// markers (r.Cut of them): the rule of the run, and the rules around its
// first choice up to it, are completed cheaply.
func (c *Choices) Cut(r Run) *Choices {
	with := make([]Choice, max(r.Cut, 1))
	for i := range with {
		with[i].Value = Default
	}
	out := c.Replace(r.Start, r.End, with...)
	out.Runs = nil
	return out
}
