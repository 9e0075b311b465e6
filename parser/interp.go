package parser

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
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
}

// ReadInterp parses an .interp file.
func ReadInterp(data []byte) (*Interp, error) {
	in := &Interp{}
	sections := map[string]*[]string{
		"token literal names:":  &in.LiteralNames,
		"token symbolic names:": &in.SymbolicNames,
		"rule names:":           &in.RuleNames,
		"channel names:":        &in.ChannelNames,
		"mode names:":           &in.ModeNames,
	}
	var cur *[]string
	var atnText string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 64*1024*1024)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimRight(sc.Text(), "\r")
		switch {
		case text == "":
			cur = nil
		case text == "atn:":
			if !sc.Scan() {
				return nil, fmt.Errorf("read interp: line %d: atn: section is empty", line)
			}
			atnText = sc.Text()
			line++
			cur = nil
		case sections[text] != nil:
			cur = sections[text]
		case cur != nil:
			if text == "null" {
				text = ""
			}
			*cur = append(*cur, text)
		default:
			return nil, fmt.Errorf("read interp: line %d: unexpected %q", line, text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read interp: %w", err)
	}
	if atnText == "" {
		return nil, fmt.Errorf("read interp: no atn: section")
	}
	var ints []int32
	for _, f := range strings.Split(strings.Trim(atnText, "[] "), ",") {
		v, err := strconv.ParseInt(strings.TrimSpace(f), 10, 32)
		if err != nil {
			return nil, fmt.Errorf("read interp: atn: %w", err)
		}
		ints = append(ints, int32(v))
	}
	atn, err := ReadATN(ints)
	if err != nil {
		return nil, err
	}
	if len(in.RuleNames) != len(atn.RuleStart) {
		return nil, fmt.Errorf("read interp: %d rule names for %d rules in the ATN", len(in.RuleNames), len(atn.RuleStart))
	}
	in.ATN, in.ATNData = atn, ints
	return in, nil
}
