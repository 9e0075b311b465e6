package atn

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"
)

// Interp is the content of an .interp file, which the ANTLR tool writes
// beside every recognizer it generates: the vocabulary, the rule names and
// the serialized ATN.
type Interp struct {
	LiteralNames  []string // by token type; "" where the token has none
	SymbolicNames []string // by token type; "" where the token has none
	RuleNames     []string
	ChannelNames  []string // lexers only
	ModeNames     []string // lexers only
	ATN           *ATN
	ATNData       []int32 // the serialized ATN

	ruleLine int // the line of the first rule name, for messages
}

// ReadInterp parses an .interp file. An error in the file is an
// *InterpError, with the line it is on.
func ReadInterp(data []byte) (*Interp, error) {
	return readInterp(data, nil)
}

// ReadInterpCheck is ReadInterp that calls check every 65,536 numbers of
// the ATN: a check that panics stops the reading of a large file, and its
// panic goes on up.
func ReadInterpCheck(data []byte, check func()) (*Interp, error) {
	return readInterp(data, check)
}

// RuleLine returns the line of the name of rule r in the file the Interp
// was read from, for messages.
func (in *Interp) RuleLine(r int) int { return in.ruleLine + r }

// TokenName returns the name of token type t for messages and tree dumps:
// its symbolic name, else its literal, else its number.
func (in *Interp) TokenName(t int) string {
	if t == antlr.TokenEOF {
		return "EOF"
	}
	if t >= 0 && t < len(in.SymbolicNames) && in.SymbolicNames[t] != "" {
		return in.SymbolicNames[t]
	}
	if t >= 0 && t < len(in.LiteralNames) && in.LiteralNames[t] != "" {
		return in.LiteralNames[t]
	}
	return fmt.Sprintf("<token %d>", t)
}

// InterpError is a problem with an .interp file: what is wrong and on
// which line (0 if it is not on one line: a section missing, an ATN that
// does not hold together).
type InterpError struct {
	Line int
	Msg  string
}

func (e *InterpError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return e.Msg
}

// In prefixes the error with file, as file:line: msg.
func (e *InterpError) In(file string) error {
	if e.Line > 0 {
		return fmt.Errorf("%s:%d: %s", file, e.Line, e.Msg)
	}
	return fmt.Errorf("%s: %s", file, e.Msg)
}

// readInterp is ReadInterp that calls check, if not nil, every 65,536
// numbers of the ATN.
func readInterp(data []byte, check func()) (*Interp, error) {
	in := &Interp{}
	sections := map[string]*[]string{
		"token literal names:":  &in.LiteralNames,
		"token symbolic names:": &in.SymbolicNames,
		"rule names:":           &in.RuleNames,
		"channel names:":        &in.ChannelNames,
		"mode names:":           &in.ModeNames,
	}
	errorf := func(line int, format string, args ...any) error {
		return &InterpError{Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	var cur *[]string
	var atnText string
	atnLine, lines := 0, 0
	seen := map[string]bool{}
	rest := string(data)
	for rest != "" {
		lines++
		text := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			text, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		text = strings.TrimRight(text, "\r")
		switch {
		case text == "":
			cur = nil
		case text == "atn:":
			if seen[text] {
				return nil, errorf(lines, "a second atn: section")
			}
			seen[text] = true
			atnLine = lines + 1
			if rest == "" {
				return nil, errorf(lines, "the atn: section is empty: the file is cut short")
			}
			atnText, rest = rest, ""
			if i := strings.IndexByte(atnText, '\n'); i >= 0 {
				atnText, rest = atnText[:i], atnText[i+1:]
			}
			atnText = strings.TrimRight(atnText, "\r")
			lines++
			cur = nil
		case sections[text] != nil:
			if seen[text] {
				return nil, errorf(lines, "a second %q section", text)
			}
			seen[text] = true
			cur = sections[text]
			if cur == &in.RuleNames {
				in.ruleLine = lines + 1
			}
		case cur != nil:
			if text == "null" {
				text = ""
			}
			*cur = append(*cur, text)
		case rest == "" && !bytes.HasSuffix(data, []byte("\n")) && atnLine == 0:
			return nil, errorf(lines, "the file ends in the middle of a line, before its atn: section: it is cut short")
		default:
			if len(text) > 40 {
				text = text[:40] + "..."
			}
			return nil, errorf(lines, "unexpected %q: not a section of an .interp file (token literal names:, token symbolic names:, rule names:, channel names:, mode names:, atn:)", text)
		}
	}
	if atnLine == 0 {
		return nil, errorf(0, "no atn: section: not an .interp file, or one cut short")
	}
	if !strings.HasPrefix(atnText, "[") || !strings.HasSuffix(atnText, "]") {
		return nil, errorf(atnLine, "the atn: section is not a list of numbers in [ ]: the file is cut short or broken")
	}
	list := atnText[1 : len(atnText)-1]
	ints := make([]int32, 0, strings.Count(list, ",")+1)
	for i := 0; list != ""; i++ {
		if i%65536 == 0 && check != nil {
			check()
		}
		f := list
		if j := strings.IndexByte(list, ','); j >= 0 {
			f, list = list[:j], list[j+1:]
		} else {
			list = ""
		}
		f = strings.TrimSpace(f)
		v, err := strconv.ParseInt(f, 10, 32)
		if err != nil {
			if len(f) > 20 {
				f = f[:20] + "..."
			}
			return nil, errorf(atnLine, "number %d of the atn: section is %q, not a 32-bit integer", i+1, f)
		}
		ints = append(ints, int32(v))
	}
	atn, err := readATN(ints, check)
	if err != nil {
		return nil, errorf(atnLine, "%v", err)
	}
	if len(in.RuleNames) != len(atn.RuleStart) {
		return nil, errorf(in.ruleLine, "%d rule names for %d rules in the ATN", len(in.RuleNames), len(atn.RuleStart))
	}
	if atn.Lexer && len(in.ModeNames) != len(atn.ModeStart) {
		return nil, errorf(0, "%d mode names for %d modes in the ATN", len(in.ModeNames), len(atn.ModeStart))
	}
	if !atn.Lexer {
		if err := checkVocabulary(in, atn); err != nil {
			return nil, errorf(atnLine, "%v", err)
		}
	}
	in.ATN, in.ATNData = atn, ints
	return in, nil
}

// checkVocabulary checks that the token types of a parser's ATN have names
// in its .interp: a name for each type up to the largest (the runtime's
// error messages look them up), and no other types in its transitions.
func checkVocabulary(in *Interp, a *ATN) error {
	n := a.MaxTokenType + 1
	if len(in.LiteralNames) != n || len(in.SymbolicNames) != n {
		return fmt.Errorf("%d literal and %d symbolic token names for token types 0 to %d", len(in.LiteralNames), len(in.SymbolicNames), a.MaxTokenType)
	}
	for t := 1; t < n; t++ {
		if in.LiteralNames[t] == "" && in.SymbolicNames[t] == "" {
			return fmt.Errorf("token type %d has no name", t)
		}
	}
	valid := func(t int) bool { return t == -1 || t >= 1 && t <= a.MaxTokenType }
	for s, st := range a.States {
		for _, t := range st.Transitions {
			ok := true
			switch t.Type {
			case TransitionAtom, TransitionRange:
				ok = valid(t.Lo) && valid(t.Hi) && t.Lo <= t.Hi
			case TransitionSet, TransitionNotSet:
				for _, iv := range t.Set {
					ok = ok && valid(iv.Lo) && valid(iv.Hi) && iv.Lo <= iv.Hi
				}
			}
			if !ok {
				return fmt.Errorf("state %d: a %s transition of token types outside -1 and 1 to %d", s, t.Type, a.MaxTokenType)
			}
		}
	}
	return nil
}
