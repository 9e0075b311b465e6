package fromparse

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/tree"
)

// The tokens a lexer sends to a channel of its own, the parser's and the
// hidden one aside (a shader's #version sent to DIRECTIVES), become Unit
// tokens of the tree (see tree.Tree.Units), but for whitespace, which is
// hidden text as any other: the hidden text before the next token.

// A unitSpan is where a token of a channel of its own is in the source,
// and its type.
type unitSpan struct {
	start, end int
	typ        int
}

// namedChannels reports whether the lexer of g sends tokens to a channel
// other than the parser's and the hidden one.
func namedChannels(g *parser.Grammar) bool {
	if g.Lexer == nil || g.Lexer.ATN == nil {
		return false
	}
	for _, a := range g.Lexer.ATN.Actions {
		if a.Type == atn.ActionChannel && a.Arg > antlr.TokenHiddenChannel {
			return true
		}
	}
	return false
}

// unitSpans returns the spans of the tokens of p on a channel of their
// own that are not whitespace, in order; none once the parse has let its
// tokens go.
func unitSpans(p *parser.Parse) []unitSpan {
	var out []unitSpan
	for _, t := range p.Tokens() {
		if t.GetChannel() <= antlr.TokenHiddenChannel || t.GetTokenType() == antlr.TokenEOF {
			continue
		}
		s, e := p.Span(t)
		if strings.TrimSpace(p.Text()[s:e]) != "" {
			out = append(out, unitSpan{s, e, t.GetTokenType()})
		}
	}
	return out
}

// unit makes the Unit token of span u, the text from prev to its start
// before it, and returns it and the end of its text. Its text holds the
// rest of its line if that is blank, the line break too: a directive ends
// its line, whatever follows it.
func (b *builder) unit(u unitSpan, prev int) (*tree.Node, int) {
	end := u.end
	rest := b.src[end:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 && strings.TrimSpace(rest[:i]) == "" {
		end += i + 1
	}
	n := b.tb.New(tree.Token, b.tokenName(u.typ), int32(u.typ))
	b.tb.AddFlags(n, tree.Unit)
	b.tb.SetStart(n, int32(u.start))
	b.tb.SetText(n, b.src[prev:end], u.start-prev)
	return n, end
}
