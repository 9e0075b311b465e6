package parser

import (
	"fmt"
	"slices"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/g4"
)

// checkEndless returns the error, a g4.ErrorList, of the rules of in that
// can never end, each at the line of its name in the .interp file, or nil.
func checkEndless(file string, in *atn.Interp) error {
	a := in.ATN
	endless := a.Endless()
	if !slices.Contains(endless, true) {
		return nil
	}
	calls := make([][]string, len(endless)) // by endless rule: the endless rules it calls
	for _, st := range a.States {
		if st.Type == atn.StateInvalid || st.Rule < 0 || !endless[st.Rule] {
			continue
		}
		for _, t := range st.Transitions {
			if t.Type == atn.TransitionRule && endless[t.Rule] && !slices.Contains(calls[st.Rule], in.RuleNames[t.Rule]) {
				calls[st.Rule] = append(calls[st.Rule], in.RuleNames[t.Rule])
			}
		}
	}
	var errs g4.ErrorList
	for r, e := range endless {
		if e {
			errs = append(errs, &g4.Error{File: file, Pos: g4.Pos{Line: in.RuleLine(r), Col: 1}, Msg: g4.EndlessMessage(in.RuleNames[r], calls[r])})
		}
	}
	return errs
}

// checkEOFClosures returns the errors of the rules of a parser's .interp
// file in that hold a closure an alternative of which can start with EOF,
// each at the line of the rule's name, as package g4 reports them in a .g4.
func checkEOFClosures(file string, in *atn.Interp) g4.ErrorList {
	if in.ATN.Lexer {
		return nil
	}
	var errs g4.ErrorList
	for r, bad := range in.ATN.EOFClosures() {
		if bad {
			errs = append(errs, &g4.Error{File: file, Pos: g4.Pos{Line: in.RuleLine(r), Col: 1},
				Msg: fmt.Sprintf("rule %s contains a closure with at least one alternative that can match EOF", in.RuleNames[r])})
		}
	}
	return errs
}
