package parser

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/hddmin/hddmin/parser/internal/analysis"
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

// Regenerator returns what reduction on choice sequences needs of the
// grammar (package reduce, Phase Choices): a function that reads a text
// as the choice sequence of its parse from rule start ("" for the
// grammar's), and returns its length and a function that generates the
// text of a subsequence (Choices.Keep: the entries of keep, every run
// left out replaced by one Default) and reports whether that text parses
// with no syntax error. A text with syntax errors is refused (an error
// that wraps ErrSyntax): what error recovery made of it is not the input.
func (g *Grammar) Regenerator(start string) func(text []byte) (int, func(keep []int) ([]byte, bool), error) {
	return func(text []byte) (int, func(keep []int) ([]byte, bool), error) {
		p, err := g.Parse("choices", text, start)
		if err != nil {
			return 0, nil, err
		}
		if len(p.Errors) > 0 {
			return 0, nil, fmt.Errorf("%w: %d in the text", ErrSyntax, len(p.Errors))
		}
		c, err := p.Choices()
		if err != nil {
			return 0, nil, err
		}
		return c.Len(), func(keep []int) ([]byte, bool) {
			out, err := g.Generate(c.Keep(keep).Source(), GenerateOptions{Start: start, Check: true})
			if err != nil {
				return nil, false
			}
			return out.Text, len(out.Errors) == 0
		}, nil
	}
}

// SequenceOf returns a choice sequence of the values, without hidden text.
func SequenceOf(values ...int) *Choices {
	c := &Choices{Seq: make([]Choice, len(values))}
	for i, v := range values {
		c.Seq[i].Value = v
	}
	return c
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

// RandomSource returns a source of choices drawn on demand from a PCG
// generator seeded with seed: a random sequence of length draws (no end if
// length is 0). Decisions between few alternatives are uniform; between
// many (the characters of a set), three in four draws come from the first
// 64, which are printable ASCII where the set has them.
func RandomSource(seed uint64, length int) ChoiceSource {
	return &randomSource{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), left: length, limited: length > 0}
}

type randomSource struct {
	r       *rand.Rand
	left    int
	limited bool
}

func (s *randomSource) Next(n int) (Choice, bool) {
	if s.limited {
		if s.left <= 0 {
			return Choice{}, false
		}
		s.left--
	}
	switch {
	case n == 2:
		// Loops and optional parts: go on two times in three, so that
		// lists have more than one element.
		return Choice{Value: min(s.r.IntN(3), 1)}, true
	case n > 64 && s.r.IntN(4) != 0:
		n = 64
	}
	return Choice{Value: s.r.IntN(n)}, true
}

// GenerateOptions are the options of Grammar.Generate. The zero value
// generates from the grammar's start rule without limits but the source's
// length, and checks nothing.
type GenerateOptions struct {
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
	// of the rules around it) are replaced by Default, up to Repair times.
	Repair int
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
	Errors []*SyntaxError
	// DeadEnds counts the decisions where the grammar's semantics
	// allowed no alternative, so that one they did not allow was taken.
	DeadEnds int

	walker *walker
}

// ErrReplay is wrapped by the error of Parse.Choices where the generator
// cannot make what the parse holds.
var ErrReplay = errors.New("the generator cannot make this parse")

// Generate generates an input of the grammar, every decision drawn from
// src (see the package doc for what a decision is). It fails only for an
// unknown start rule or a grammar whose start rule has no finite
// derivation.
func (g *Grammar) Generate(src ChoiceSource, opts GenerateOptions) (*Generated, error) {
	t, err := g.genTables()
	if err != nil {
		return nil, err
	}
	start := opts.Start
	if start == "" {
		start = g.StartRule()
	}
	rule := g.RuleIndex(start)
	if rule < 0 {
		return nil, fmt.Errorf("grammar %s has no rule %q", g.Name, start)
	}
	if t.dist[t.a.RuleStart[rule]] == analysis.Inf {
		return nil, fmt.Errorf("grammar %s: rule %s derives no finite text", g.Name, start)
	}
	w := t.newWalker(opts, rule)
	out := w.generate(src)
	if !opts.Check {
		return out, nil
	}
	out.Errors = g.check(out.Text, start)
	tried := map[int]bool{}
	for out.Repairs < opts.Repair && len(out.Errors) > 0 {
		seq, ok := w.repair(out, tried)
		if !ok {
			break
		}
		next := t.newWalker(opts, rule).generate(seq.Source())
		next.Repairs = out.Repairs + 1
		next.Errors = g.check(next.Text, start)
		out = next
		w = next.walker
	}
	return out, nil
}

// check parses text and returns its syntax errors.
func (g *Grammar) check(text []byte, start string) []*SyntaxError {
	p, err := g.Parse("generated", text, start)
	if err != nil {
		return []*SyntaxError{{File: "generated", Line: 1, Column: 1, Msg: err.Error()}}
	}
	return p.Errors
}

// Choices reads the choice sequence of the parse: the decisions the parse
// took, which Generate (without MaxDepth or MaxTokens) makes into the same
// tokens again, with the text between them (whitespace, comments) as the
// hidden text of each token.
//
// With syntax errors, the tokens error recovery skipped are kept as
// hidden text before the next token, a token it conjured is generated
// with its replacement text, and a rule it cut short is completed
// cheaply (a Default in the sequence): generating from the sequence gives
// the input with the missing parts filled in.
func (p *Parse) Choices() (*Choices, error) {
	if p.Tree == nil {
		return nil, errors.New("choices: the parse has no tree (it was taken)")
	}
	t, err := p.Grammar.genTables()
	if err != nil {
		return nil, err
	}
	rule := p.Tree.GetRuleIndex()
	w := t.newWalker(GenerateOptions{}, rule)
	return w.replay(p)
}

// ChoiceString renders a choice sequence as its values separated by
// spaces, Default as "*".
func ChoiceString(values []int) string {
	b := make([]byte, 0, 3*len(values))
	for i, v := range values {
		if i > 0 {
			b = append(b, ' ')
		}
		if v == Default {
			b = append(b, '*')
			continue
		}
		b = fmt.Appendf(b, "%d", v)
	}
	return string(b)
}

// ParseChoiceString reads what ChoiceString writes.
func ParseChoiceString(s string) (*Choices, error) {
	var values []int
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == ',' }) {
		if f == "*" {
			values = append(values, Default)
			continue
		}
		var v int
		if _, err := fmt.Sscan(f, &v); err != nil || v < 0 {
			return nil, fmt.Errorf("choice %q: want a number of 0 or more, or *", f)
		}
		values = append(values, v)
	}
	return SequenceOf(values...), nil
}
