package html

// This file is written by hand: what the base lexer decides, told to the
// generator of package parser (parser.Grammar.Generate).

import (
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser"
)

// Semantics tell hddmin's generator how the base lexer types tags, with
// its own stack of open elements and its rules of implied ends (closedBy):
//
//   - an element's start tag names no void element and none that would
//     close an open one (the name drawn gets x's until it does not); its
//     end tag names it;
//   - a void element's tag names a void element, or another name, and
//     then ends with />; a stray end tag names no open one;
//   - an element ends without its end tag (IMPLIED_END) only where what
//     follows closes it: more implied ends, then the end of the page or
//     the end tag of an element around it whose name none of the elements
//     ended so has (it would close that one instead);
//   - the end tag of a raw text element (script, style, textarea, title)
//     names it; without it, the element runs to the end of the page.
type Semantics struct{}

// VirtualText gives the cost analysis the texts of the token types that
// only the base lexer makes.
func (Semantics) VirtualText(typ int) (string, bool) {
	switch typ {
	case HTMLLexerIMPLIED_END:
		return "", true
	case HTMLLexerVOID_OPEN:
		return "<br", true
	case HTMLLexerSTRAY_END_OPEN, HTMLLexerEND_TAG_OPEN:
		return "</a", true
	case HTMLLexerTAG_OPEN:
		return "<a", true
	case HTMLLexerRAW_END_OPEN:
		return "</script", true
	}
	return "", false
}

// Joins reports whether the base lexer joins the chunks of tokens of type
// typ into one token: the raw text of scripts, styles, textareas and
// titles.
func (Semantics) Joins(typ int) bool {
	return typ == HTMLLexerSCRIPT_TEXT || typ == HTMLLexerSTYLE_TEXT || typ == HTMLLexerRAW_TEXT
}

// Begin returns the state of a new generation: no element open.
func (Semantics) Begin() parser.SemanticState { return &genState{} }

type genState struct {
	l        HTMLLexerBase // its open and count: the open elements
	closing  bool          // an implied end came: until an end tag or the end, only implied ends
	implied  []string      // the elements ended by implied ends since, which the lexer closes at the next end tag
	rawOpen  string        // the raw text element whose start tag is being generated
	raw      string        // the raw text element whose text is open
	rawText  bool          // its text came
	unclosed bool          // a raw text element runs to the end of the page
	slash    bool          // a void tag whose name is not void's: only /> ends it
}

var voidNames = func() []string {
	var out []string
	for name := range void {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}()

func textName(text string) string { return strings.ToLower(strings.TrimLeft(text, "</")) }

// rawName reports whether a start tag of this name opens raw text.
func rawName(name string) bool {
	return name == "script" || name == "style" || name == "textarea" || name == "title"
}

func rawTextType(name string) int {
	switch name {
	case "script":
		return HTMLLexerSCRIPT_TEXT
	case "style":
		return HTMLLexerSTYLE_TEXT
	}
	return HTMLLexerRAW_TEXT
}

// Allow reports whether a token of type typ may come next.
func (g *genState) Allow(typ int) bool {
	switch {
	case g.unclosed:
		return typ == HTMLLexerIMPLIED_END || typ == antlr.TokenEOF
	case g.raw != "":
		return typ == rawTextType(g.raw) && !g.rawText || typ == HTMLLexerRAW_END_OPEN ||
			typ == HTMLLexerIMPLIED_END || typ == antlr.TokenEOF
	case g.closing && typ == HTMLLexerEND_TAG_OPEN:
		return len(g.l.open) > 0 && !slices.Contains(g.implied, g.l.open[len(g.l.open)-1])
	case g.closing:
		return typ == HTMLLexerIMPLIED_END || typ == antlr.TokenEOF
	case typ == HTMLLexerIMPLIED_END:
		return len(g.l.open) > 0
	case g.slash && typ == HTMLLexerTAG_CLOSE:
		return false
	}
	return true
}

// TextType: void and stray end tags are drawn as start and end tags; an
// implied end has no text.
func (g *genState) TextType(typ int) int {
	switch typ {
	case HTMLLexerVOID_OPEN:
		return HTMLLexerTAG_OPEN
	case HTMLLexerSTRAY_END_OPEN:
		return HTMLLexerEND_TAG_OPEN
	case HTMLLexerIMPLIED_END:
		return -1
	}
	return typ
}

// Options: none; the lexer rules make every text.
func (g *genState) Options(int) []string { return nil }

// Text makes the tag names what the base lexer needs (see Semantics).
// Tags alone lex as other types (a start tag without its > is a void
// one), so they are not checked by lexing them alone.
func (g *genState) Text(typ int, drawn string, _ bool) (string, bool) {
	switch typ {
	case HTMLLexerIMPLIED_END:
		return "", false
	case HTMLLexerTAG_OPEN:
		for name := textName(drawn); void[name] || g.l.closedBy(name) > 0 ||
			rawName(name); name = textName(drawn) {
			drawn += "x"
		}
	case HTMLLexerVOID_OPEN:
		// Any name that closes no open element: one that is not void's
		// is ended by /> (Allow).
		if name := textName(drawn); g.l.closedBy(name) > 0 || rawName(name) {
			var open []string
			for _, v := range voidNames {
				if g.l.closedBy(v) == 0 {
					open = append(open, v)
				}
			}
			drawn = "<" + open[len(drawn)%len(open)]
		}
	case HTMLLexerEND_TAG_OPEN:
		if len(g.l.open) > 0 {
			if top := g.l.open[len(g.l.open)-1]; textName(drawn) != top {
				drawn = "</" + top
			}
		}
	case HTMLLexerSTRAY_END_OPEN:
		for g.l.count[textName(drawn)] > 0 {
			drawn += "x"
		}
	case HTMLLexerRAW_END_OPEN:
		if textName(drawn) != g.raw {
			drawn = "</" + g.raw
		}
	default:
		return drawn, true
	}
	return drawn, false
}

// Token moves the state past a token.
func (g *genState) Token(typ int, text, _ string) {
	switch typ {
	case HTMLLexerTAG_OPEN:
		g.l.push(textName(text))
	case HTMLLexerVOID_OPEN:
		g.slash = !void[textName(text)]
	case HTMLLexerEND_TAG_OPEN:
		if len(g.l.open) > 0 {
			g.l.pop()
		}
		g.closing, g.implied = false, g.implied[:0]
	case HTMLLexerIMPLIED_END:
		if g.raw != "" {
			g.raw, g.unclosed = "", true
		}
		if len(g.l.open) > 0 {
			g.implied = append(g.implied, g.l.open[len(g.l.open)-1])
			g.l.pop()
		}
		g.closing = true
	case HTMLLexerSCRIPT_OPEN, HTMLLexerSTYLE_OPEN, HTMLLexerTEXTAREA_OPEN, HTMLLexerTITLE_OPEN:
		g.rawOpen = textName(text)
	case HTMLLexerTAG_CLOSE, HTMLLexerSLASH_CLOSE:
		g.slash = false
		if g.rawOpen != "" {
			g.raw, g.rawOpen, g.rawText = g.rawOpen, "", false
		}
	case HTMLLexerSCRIPT_TEXT, HTMLLexerSTYLE_TEXT, HTMLLexerRAW_TEXT:
		g.rawText = true
	case HTMLLexerRAW_END_OPEN:
		g.raw = ""
	case antlr.TokenEOF:
		if g.raw != "" {
			g.raw, g.unclosed = "", true
		}
	}
}

// Enter, Exit and Action: the lexer knows nothing of rules.
func (g *genState) Enter(*parser.GenNode)       {}
func (g *genState) Exit(*parser.GenNode)        {}
func (g *genState) Action(*parser.GenNode, int) {}
