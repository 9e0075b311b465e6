package text

// This file is written by hand: what the base lexer decides, told to the
// generator of package parser (parser.Grammar.Generate).

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
)

// Semantics tell hddmin's generator what the base lexer decides: a token of
// a structural type comes only where the lexer would make it of the text
// generated (a block where a line is indented more, a blank line between
// two lines, brackets on two lines around lines, an empty EOL only before
// the closing bracket or the end), and the texts of the indentation and of
// the closing brackets are the ones that make the structure (as wide as
// the block's level, the bracket that closes the open one).
type Semantics struct{}

// VirtualText gives the texts of the types the Go code makes.
func (Semantics) VirtualText(typ int) (string, bool) {
	switch typ {
	case TextLexerOPEN:
		return "(", true
	case TextLexerCLOSE:
		return ")", true
	case TextLexerNL, TextLexerBLANK, TextLexerMORE:
		return "\n", true
	case TextLexerINDENTATION:
		return " ", true
	case TextLexerSEP:
		return ",", true
	case TextLexerEOL, TextLexerGAP, TextLexerINDENT, TextLexerDEDENT, TextLexerPARA, TextLexerPART:
		return "", true
	}
	return "", false
}

// Begin returns the state at the start of the input.
func (Semantics) Begin() parser.SemanticState {
	return &genState{frames: []*genFrame{{body: true}}, prev: -1}
}

// genState follows a generation as the base lexer would read its text.
type genState struct {
	frames []*genFrame
	prev   int // the type of the last token (-1 at the start)
	// INDENT came: the next line's indentation opens a level; popped is
	// the level the last DEDENT closed (0 if none since), which that
	// indentation must stay below.
	indent bool
	popped int
	// An EOL came: the body ends here, or the input.
	ended bool
	// word: the last text is a word; apostrophe: the last token is a '
	// right after a word, which a word must not follow (it would be an
	// apostrophe to the lexer, it's, no quote).
	word, apostrophe bool
	// paraAfterBlank: the last paragraph began after a blank line that
	// separates it from the one before; blankAfterLine: the last blank
	// line came right after a line (or a block).
	paraAfterBlank, blankAfterLine bool
	// escape: the last text is a backslash that no backslash escapes,
	// which escapes a quote right after it.
	escape bool
}

// genFrame is a body of lines (the input's, or a group's on two lines) or
// a group on one line.
type genFrame struct {
	body   bool
	closer string // of a group: the bracket that closes it
	oneOn  bool   // a group that must stay on its line (quotes, angle brackets, or inside a group on one line)
	levels []int  // of a body: the widths of the open blocks, its base level first; empty before its first line
	items  int    // of a body: the items of the line being made
	lines  int    // of a body: the lines of its paragraph being made
	inLine bool   // of a body: a line has begun and not ended
	head   bool   // of a body: the line being made is the rest of the opening bracket's line
	// of a body: its first line has items, so that the closing bracket
	// must be first on its line for the lexer to pair it
	headItems bool
	// the separators of the list of parts being made: of the line being
	// made in a body, of the group on one line
	seps int
}

func (g *genState) top() *genFrame { return g.frames[len(g.frames)-1] }

// body returns the innermost body.
func (g *genState) body() *genFrame {
	for k := len(g.frames) - 1; ; k-- {
		if f := g.frames[k]; f.body {
			return f
		}
	}
}

// lineStart reports whether a line of the innermost body may begin here.
func (g *genState) lineStart() bool {
	f := g.top()
	return f.body && !f.inLine
}

// widthOK reports whether a line of indentation width w begins at the
// level the tokens before it say: in a new block (after INDENT), at the
// level of the block it continues, or, at the base level of a body, no
// further in than the base (a line less indented is at the base level).
func (g *genState) widthOK(w int) bool {
	l := g.body().levels
	switch {
	case g.indent:
		return len(l) > 0 && w > l[len(l)-1] && (g.popped == 0 || w < g.popped)
	case len(l) == 0:
		return true
	case len(l) == 1:
		return w <= l[0]
	}
	return w == l[len(l)-1]
}

// Allow reports whether the lexer would make a token of type typ here.
func (g *genState) Allow(typ int) bool {
	f := g.top()
	if g.ended && typ != TextLexerDEDENT && typ != TextLexerCLOSE && typ != antlr.TokenEOF {
		return false // the lexer ends a line without a line break at the end of a body only
	}
	switch typ {
	case antlr.TokenEOF:
		return len(g.frames) == 1 && !f.inLine && !g.emptyParagraph()
	case TextLexerPARA:
		switch g.prev {
		case TextLexerOPEN:
			return !f.oneOn
		}
		return true
	case TextLexerBLANK:
		switch g.prev {
		case -1, TextLexerINDENT, TextLexerBLANK:
			return true
		case TextLexerNL, TextLexerDEDENT:
			return f.body && f.lines > 0
		}
		return false
	case TextLexerMORE:
		// The blank lines after the first between two paragraphs.
		return g.prev == TextLexerPARA && g.paraAfterBlank || g.prev == TextLexerMORE
	case TextLexerINDENT:
		l := f.levels
		switch {
		case len(l) == 0:
			return false
		case g.prev == TextLexerDEDENT:
			return g.popped-l[len(l)-1] >= 2 // a level between the one that ended and the one it returns to
		}
		return g.prev == TextLexerNL
	case TextLexerDEDENT:
		return f.body && !f.inLine && len(f.levels) > 1 && !g.indent && !g.emptyParagraph()
	case TextLexerNL:
		return f.body && f.inLine && (f.items > 0 || f.head) && !g.emptyList()
	case TextLexerEOL:
		return f.body && f.inLine && f.items > 0 && !f.headItems && !g.emptyList()
	case TextLexerCLOSE:
		if f.body {
			return !f.inLine && !g.emptyParagraph() && len(g.frames) > 1
		}
		return !g.emptyList()
	case TextLexerINDENTATION:
		if !g.lineStart() || g.prev == TextLexerINDENTATION {
			return false
		}
		l := f.levels
		return g.indent || len(l) == 0 || len(l) > 1 || l[0] > 0
	case TextLexerWORD:
		return !g.apostrophe
	case TextLexerPART:
		if g.lineStart() {
			return g.widthOK(0)
		}
	}
	return true
}

// emptyList reports whether the innermost list of parts is one empty
// part, which the lexer does not make (a list without items or
// separators is no list).
func (g *genState) emptyList() bool {
	return g.prev == TextLexerPART && g.top().seps == 0
}

// emptyParagraph reports whether a paragraph has begun and has no line.
func (g *genState) emptyParagraph() bool {
	f := g.top()
	return f.body && f.lines == 0 && (g.prev == TextLexerPARA || g.prev == TextLexerMORE)
}

// TextType: the texts of words, punctuation, indentation and brackets are
// drawn from the rules that make those pieces; the line breaks' and the
// empty tokens' are made here (alone, a line break is a blank line).
func (g *genState) TextType(typ int) int {
	switch typ {
	case TextLexerOPEN, TextLexerCLOSE:
		return TextLexerBRACKET
	case TextLexerINDENTATION:
		return TextLexerBlank
	case TextLexerWORD, TextLexerPUNCT, TextLexerBRACKET:
		return typ
	case TextLexerSEP:
		return TextLexerPUNCT
	}
	return -1
}

// Options: none.
func (g *genState) Options(int) []string { return nil }

// openers maps each bracket to the one that opens its kind.
var openers = map[string]string{"(": "(", ")": "(", "[": "[", "]": "[", "{": "{", "}": "{", "<": "<", ">": "<",
	`"`: `"`, "'": "'", "`": "`"}

// closers maps each opening bracket to the one that closes it.
var closers = map[string]string{"(": ")", "[": "]", "{": "}", "<": ">", `"`: `"`, "'": "'", "`": "`"}

// Text returns the text of a token: an opening bracket drawn as a closing
// one opens its kind; a closing bracket closes the open one; an
// indentation is as wide as its block's level needs; a blank line is a
// line break, or nothing where hidden text of its own comes before it.
func (g *genState) Text(typ int, drawn string, hidden bool) (string, bool) {
	switch typ {
	case TextLexerOPEN:
		o, ok := openers[drawn]
		if !ok {
			break
		}
		if isQuote(o) && (g.inQuotes() || g.escape && !hidden) {
			// Quotes do not nest (the lexer reads one quote to its match),
			// and a backslash escapes one.
			o = "("
		}
		return o, true
	case TextLexerCLOSE:
		return g.top().closer, true
	case TextLexerBRACKET:
		return g.stray(drawn), true
	case TextLexerINDENTATION:
		if w := width(drawn); w == 0 || !g.widthOK(w) {
			l := g.body().levels
			switch {
			case len(l) == 0:
				w = 1
			case g.indent:
				w = l[len(l)-1] + 1
			default:
				w = l[len(l)-1]
			}
			return strings.Repeat(" ", w), true
		}
	case TextLexerBLANK, TextLexerMORE, TextLexerNL:
		if hidden {
			return "", false // a replay puts the line break before it
		}
		return "\n", false
	case TextLexerSEP:
		// Alone, the lexer makes a line of it, a SEP: no PUNCT to check.
		if drawn != "," && drawn != ";" {
			return ",", false
		}
		return drawn, false
	case TextLexerPUNCT:
		if drawn == "," || drawn == ";" {
			return ".", true // the lexer makes a SEP of them
		}
	case TextLexerEOL, TextLexerGAP, TextLexerINDENT, TextLexerDEDENT, TextLexerPARA, TextLexerPART:
		return "", false
	}
	return drawn, true
}

// stray returns the text of a bracket that pairs with none: drawn, unless
// it would close a group that is open (in the innermost pair of quotes,
// which brackets do not leave), when another closing bracket does not.
func (g *genState) stray(drawn string) string {
	if g.escape || drawn == "'" && g.word {
		return drawn // a backslash before it, or an apostrophe (it's): the lexer pairs it with nothing
	}
	for _, c := range []string{drawn, ")", "]", "}", ">"} {
		if !g.closes(c) {
			return c
		}
	}
	return drawn
}

// closes reports whether the lexer would take a closing bracket c here for
// the one of an open group: the nearest group that c closes (in the
// innermost pair of quotes, which brackets do not leave), if it is on
// this line, or if its opening bracket is last on its line or c would be
// first on its.
func (g *genState) closes(c string) bool {
	for k := len(g.frames) - 1; k > 0; k-- {
		f := g.frames[k]
		if f.closer == c {
			b := g.body()
			return !f.body || !f.headItems || b.items == 0 && !b.head // c first on its line
		}
		if isQuote(f.closer) {
			return false
		}
	}
	return false
}

func isQuote(s string) bool { return s == `"` || s == "'" || s == "`" }

// inQuotes reports whether the innermost group is inside quotes.
func (g *genState) inQuotes() bool {
	for k := len(g.frames) - 1; k > 0; k-- {
		if isQuote(g.frames[k].closer) {
			return true
		}
	}
	return false
}

// width returns the width of blanks, a tab going to the next multiple of
// 8, as the lexer counts it.
func width(s string) int {
	w := 0
	for _, c := range s {
		if c == '\t' {
			w += 8 - w%8
		} else {
			w++
		}
	}
	return w
}

// traceGen, if set, sees every token a generation makes (for tests).
var traceGen func(typ int, text string)

// Token moves the state past a token.
func (g *genState) Token(typ int, text, before string) {
	if traceGen != nil {
		traceGen(typ, text)
	}
	defer func() { g.prev = typ }()
	if text != "" || before != "" {
		// What the next text touches (an empty token is nothing between).
		adjacent := g.word && before == ""
		escaped := g.escape && before == ""
		g.word = typ == TextLexerWORD
		g.escape = typ == TextLexerPUNCT && text == `\` && !escaped
		g.apostrophe = (typ == TextLexerOPEN || typ == TextLexerCLOSE) && text == "'" && adjacent && !escaped
	}
	if typ != TextLexerDEDENT && typ != TextLexerINDENT && typ != TextLexerBLANK && typ != TextLexerMORE && typ != TextLexerPARA {
		defer func() { g.popped = 0 }() // it bounds the indentation right after the DEDENT only
	}
	f := g.top()
	switch typ {
	case TextLexerOPEN:
		oneOn := !f.body || isQuote(text) || text == "<"
		g.frames = append(g.frames, &genFrame{closer: closers[text], oneOn: oneOn})
		g.item()
	case TextLexerPARA:
		if g.prev == TextLexerOPEN {
			// A group on two lines: its first line is the rest of this one.
			f.body, f.inLine, f.head = true, true, true
		}
		f.lines = 0
		g.paraAfterBlank = g.prev == TextLexerBLANK && g.blankAfterLine
	case TextLexerBLANK:
		g.blankAfterLine = g.prev == TextLexerNL || g.prev == TextLexerDEDENT
	case TextLexerCLOSE:
		if len(g.frames) > 1 {
			g.frames = g.frames[:len(g.frames)-1]
		}
		g.ended = false
	case TextLexerWORD, TextLexerPUNCT, TextLexerBRACKET:
		g.item()
	case TextLexerPART:
		if f.body && !f.inLine {
			g.lineBegins(0)
		}
	case TextLexerSEP:
		g.item()
		f.seps++
	case TextLexerINDENTATION:
		g.lineBegins(width(text))
	case TextLexerNL, TextLexerEOL:
		f.inLine, f.head, f.items, f.seps = false, false, 0, 0
		f.lines++
		g.ended = typ == TextLexerEOL
	case TextLexerINDENT:
		g.indent = true
	case TextLexerDEDENT:
		// A DEDENT the semantics did not allow (a dead end of the
		// generator) ends no level.
		if len(f.levels) > 1 {
			g.popped = f.levels[len(f.levels)-1]
			f.levels = f.levels[:len(f.levels)-1]
		}
	}
}

// item notes an item of the line being made, beginning the line if it is
// the first (with no indentation).
func (g *genState) item() {
	f := g.body()
	if !f.inLine {
		g.lineBegins(0)
	}
	f.items++
	f.headItems = f.headItems || f.head
}

// lineBegins begins a line of indentation width w.
func (g *genState) lineBegins(w int) {
	f := g.body()
	switch {
	case g.indent || len(f.levels) == 0:
		f.levels = append(f.levels, w)
	}
	g.indent, g.popped = false, 0
	f.inLine = true
}

// Enter, Exit and Action: the lexer knows nothing of rules.
func (g *genState) Enter(*parser.GenNode)       {}
func (g *genState) Exit(*parser.GenNode)        {}
func (g *genState) Action(*parser.GenNode, int) {}
