package parser

import (
	"fmt"
	"slices"

	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/g4"
)

// checkEndless returns the errors, and the warnings, of the rules of in
// that can never end, each at the line of its name in the .interp file:
// an error where a rule that can end reaches the rule, else a warning
// (see g4.EndlessUsed).
func checkEndless(file string, in *atn.Interp) (errs, warnings g4.ErrorList) {
	a := in.ATN
	endless := a.Endless()
	if !slices.Contains(endless, true) {
		return nil, nil
	}
	calls := make([][]int, len(endless))           // by rule: the rules it calls
	endlessCalls := make([][]string, len(endless)) // by endless rule: the endless rules it calls
	for _, st := range a.States {
		if st.Type == atn.StateInvalid || st.Rule < 0 {
			continue
		}
		for _, t := range st.Transitions {
			if t.Type != atn.TransitionRule || slices.Contains(calls[st.Rule], t.Rule) {
				continue
			}
			calls[st.Rule] = append(calls[st.Rule], t.Rule)
			if endless[st.Rule] && endless[t.Rule] {
				endlessCalls[st.Rule] = append(endlessCalls[st.Rule], in.RuleNames[t.Rule])
			}
		}
	}
	tokens := make([]bool, len(endless)) // a lexer's token rules, which its modes start
	for _, m := range a.ModeStart {
		for _, t := range a.States[m].Transitions {
			if r := a.States[t.Target].Rule; a.States[t.Target].Type == atn.StateRuleStart && r >= 0 {
				tokens[r] = true
			}
		}
	}
	used := g4.EndlessUsed(endless, calls, tokens)
	for r, e := range endless {
		if !e {
			continue
		}
		err := &g4.Error{File: file, Pos: g4.Pos{Line: in.RuleLine(r), Col: 1}, Msg: g4.EndlessMessage(in.RuleNames[r], endlessCalls[r])}
		if used[r] {
			errs = append(errs, err)
		} else {
			err.Msg += g4.EndlessUnused
			warnings = append(warnings, err)
		}
	}
	return errs, warnings
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
