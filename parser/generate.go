package parser

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/hddmin/hddmin/parser/internal/gen"
)

// SequenceOf returns a choice sequence of the values, without hidden text.
func SequenceOf(values ...int) *Choices {
	c := &Choices{Seq: make([]Choice, len(values))}
	for i, v := range values {
		c.Seq[i].Value = v
	}
	return c
}

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

// Generate generates an input of the grammar, every decision drawn from
// src (see the package doc for what a decision is). It fails only for an
// unknown start rule or a grammar whose start rule has no finite
// derivation.
func (g *Grammar) Generate(src ChoiceSource, opts GenerateOptions) (*Generated, error) {
	return g.GenerateContext(context.Background(), src, opts)
}

// GenerateContext is Generate, which stops with ctx's error when ctx is
// done, at any point of the walk or of the parse that checks its output:
// with no MaxDepth and no MaxTokens, a walk need not end (the choices of
// e : e '+' e e | ID make more e than they complete, on average), and only
// ctx (or the memory) stops it.
func (g *Grammar) GenerateContext(ctx context.Context, src ChoiceSource, opts GenerateOptions) (*Generated, error) {
	t, err := g.genTables()
	if err != nil {
		return nil, err
	}
	start := opts.Start
	if start == "" {
		start = g.StartRule()
	}
	return t.Generate(ctx, src, opts, start)
}

// check parses text and returns its syntax errors.
func (g *Grammar) check(ctx context.Context, text []byte, start string) []*SyntaxError {
	p, err := g.ParseContext(ctx, "generated", text, start)
	if err != nil {
		return []*SyntaxError{{File: "generated", Line: 1, Column: 1, Msg: err.Error()}}
	}
	return p.Errors
}

// genTables returns the tables of the generator, computed once.
func (g *Grammar) genTables() (*gen.Tables, error) {
	g.tablesOnce.Do(func() {
		repl, err := g.Replacements()
		if err != nil {
			g.tablesErr = err
			return
		}
		g.tables = gen.NewTables(&gen.Grammar{Grammar: *g.view(), Replacements: repl, Semantics: g.Semantics, Check: g.check})
	})
	return g.tables, g.tablesErr
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
	return t.Replay(p.Tree, p.File, p.Text())
}

// ChoiceMode is how reduction on choice sequences makes the text of the
// entries it keeps of a sequence (see RegeneratorMode).
type ChoiceMode uint8

const (
	ChoicesMarker ChoiceMode = iota // each run of entries left out replaced by one Default: the rule it is read in completed cheaply (Choices.Keep)
	ChoicesDelete                   // the entries left out deleted, the others read by the decisions reached (Choices.Subsequence); past its end, rules completed cheaply
	ChoicesReject                   // deleted, and a sequence that runs out before the input is made rejected, as the Hypothesis reducer does
)

var choiceModeNames = [...]string{"marker", "delete", "reject"}

func (m ChoiceMode) String() string {
	if int(m) < len(choiceModeNames) {
		return choiceModeNames[m]
	}
	return fmt.Sprintf("ChoiceMode(%d)", m)
}

// ParseChoiceMode parses the name of a ChoiceMode.
func ParseChoiceMode(s string) (ChoiceMode, error) {
	for m, name := range choiceModeNames {
		if strings.EqualFold(s, name) {
			return ChoiceMode(m), nil
		}
	}
	return 0, fmt.Errorf("unknown choices mode %q (want %s)", s, strings.Join(choiceModeNames[:], ", "))
}

// Regenerator is RegeneratorMode with ChoicesMarker.
func (g *Grammar) Regenerator(start string) func(text []byte) (int, func(keep []int) ([]byte, bool), error) {
	return g.RegeneratorMode(start, ChoicesMarker)
}

// RegeneratorMode returns what reduction on choice sequences needs of the
// grammar (package reduce, Phase Choices): a function that reads a text
// as the choice sequence of its parse from rule start ("" for the
// grammar's), and returns its length and a function that generates the
// text of a subsequence (the entries of keep, made a sequence as mode
// says) and reports whether that text parses with no syntax error (with
// ChoicesReject, false for a sequence that runs out too). A text with
// syntax errors is refused (an error that wraps ErrSyntax): what error
// recovery made of it is not the input.
func (g *Grammar) RegeneratorMode(start string, mode ChoiceMode) func(text []byte) (int, func(keep []int) ([]byte, bool), error) {
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
			sub := c.Keep(keep)
			if mode != ChoicesMarker {
				sub = c.Subsequence(keep)
			}
			out, err := g.Generate(sub.Source(), GenerateOptions{Start: start, Check: true})
			if err != nil || mode == ChoicesReject && out.Overrun {
				return nil, false
			}
			return out.Text, len(out.Errors) == 0
		}, nil
	}
}
