package interp

import (
	"fmt"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
)

// recognizers make the lexers and parsers of a grammar that runs from the
// .interp data of its lexer and parser alone. They hold its static data,
// shared by all its lexers and parsers: after new only the runtime's DFA
// and context caches change, under the runtime's own locks, and any number
// of goroutines may parse at once.
type recognizers struct {
	name   string
	lexer  *atn.Interp
	parser *atn.Interp

	lexATN   *antlr.ATN
	lexDFA   []*antlr.DFA
	lexCache *antlr.PredictionContextCache

	parseATN   *antlr.ATN
	parseDFA   []*antlr.DFA
	parseCache *antlr.PredictionContextCache

	rules []rulePlan // by rule index: the compiled rules

	// The vocabularies as generated code has them.
	lexLiteral, lexSymbolic     []string
	parseLiteral, parseSymbolic []string
}

// newRecognizers builds the recognizers of New.
func newRecognizers(name string, lexer, parser *atn.Interp, w *watch.Watch) (*recognizers, error) {
	sh := &recognizers{name: name, lexer: lexer, parser: parser,
		lexCache: antlr.NewPredictionContextCache(), parseCache: antlr.NewPredictionContextCache(),
		lexLiteral: trimNames(lexer.LiteralNames), lexSymbolic: trimNames(lexer.SymbolicNames),
		parseLiteral: trimNames(parser.LiteralNames), parseSymbolic: trimNames(parser.SymbolicNames)}
	var err error
	w.Begin("loading the lexer of "+name, 0)
	if sh.lexATN, sh.lexDFA, err = runtimeATNWatched(lexer.ATNData, w); err != nil {
		return nil, fmt.Errorf("lexer: %w", err)
	}
	w.Begin("loading the parser of "+name, 0)
	if sh.parseATN, sh.parseDFA, err = runtimeATNWatched(parser.ATNData, w); err != nil {
		return nil, fmt.Errorf("parser: %w", err)
	}
	if sh.rules, err = compileRules(parser, w); err != nil {
		return nil, fmt.Errorf("parser: %w", err)
	}
	return sh, nil
}

// trimNames drops the trailing tokens without a name from a vocabulary, as
// the tool does in generated code (and not in .interp files); the error
// strategy names a missing token "<missing undefined>" if its type is past
// the end of the literal names, "<missing >" if its literal name is empty.
func trimNames(names []string) []string {
	n := len(names)
	for n > 0 && names[n-1] == "" {
		n--
	}
	return names[:n:n]
}

// runtimeATN deserializes data with the runtime, as generated code does in
// its static initializer, and makes a DFA for each decision. The project's
// ReadATN has read the same data, so the two agree on every state number.
func runtimeATN(data []int32) (atn *antlr.ATN, dfas []*antlr.DFA, err error) {
	defer func() {
		if e := recover(); e != nil {
			atn, dfas, err = nil, nil, fmt.Errorf("the ANTLR runtime cannot read the ATN: %v", e)
		}
	}()
	atn = antlr.NewATNDeserializer(nil).Deserialize(data)
	dfas = make([]*antlr.DFA, len(atn.DecisionToState))
	for i, s := range atn.DecisionToState {
		dfas[i] = antlr.NewDFA(s, i)
	}
	return atn, dfas, nil
}

// runtimeATNWatched is runtimeATN under w: the runtime's deserializer
// cannot be stopped (a grammar of 60,000 rules takes it a second), so it
// runs in a goroutine that is left to finish alone if w's context is done
// first.
func runtimeATNWatched(data []int32, w *watch.Watch) (*antlr.ATN, []*antlr.DFA, error) {
	if w.Done() == nil {
		return runtimeATN(data)
	}
	type result struct {
		atn  *antlr.ATN
		dfas []*antlr.DFA
		err  error
	}
	done := make(chan result, 1)
	go func() {
		atn, dfas, err := runtimeATN(data)
		done <- result{atn, dfas, err}
	}()
	select {
	case r := <-done:
		return r.atn, r.dfas, r.err
	case <-w.Done():
		panic(watch.Stopped{})
	}
}
