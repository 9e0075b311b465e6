package interp

import (
	"fmt"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"

	"github.com/antlr4-go/antlr/v4"
)

// Recognizers make the lexers and parsers of a grammar that runs from the
// .interp data of its lexer and parser alone. They hold its static data,
// shared by all its lexers and parsers: after New only the runtime's DFA
// and context caches change, under the runtime's own locks, and any number
// of goroutines may parse at once.
type Recognizers struct {
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

// New builds the static data of the grammar called name (the runtime's
// ATNs, their DFA caches and prediction context caches, the compiled
// rules) from the .interp data of its lexer and its parser, under w.
func New(name string, lexer, parser *atn.Interp, w *watch.Watch) (*Recognizers, error) {
	sh := &Recognizers{name: name, lexer: lexer, parser: parser,
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

// interpLexer is the lexer of an interpreted grammar: a BaseLexer with the
// runtime's ATN simulator over the shared lexer ATN.
type interpLexer struct {
	*antlr.BaseLexer
	channelNames []string
	modeNames    []string
	modeChanges  int // mode commands run, for the progress check
}

// NewLexer returns a lexer of the grammar.
func (sh *Recognizers) NewLexer(input antlr.CharStream) antlr.Lexer {
	l := &interpLexer{BaseLexer: antlr.NewBaseLexer(input),
		channelNames: sh.lexer.ChannelNames, modeNames: sh.lexer.ModeNames}
	l.Interpreter = &progressSimulator{ILexerATNSimulator: antlr.NewLexerATNSimulator(l, sh.lexATN, sh.lexDFA, sh.lexCache), lexer: l}
	l.RuleNames = sh.lexer.RuleNames
	l.LiteralNames = sh.lexLiteral
	l.SymbolicNames = sh.lexSymbolic
	l.GrammarFileName = sh.name
	return l
}

// progressSimulator keeps a lexer from matching the empty string forever.
// A grammar whose token rule can match nothing (A : 'a'* ;, which the tool
// only warns about) makes generated lexers return an empty token at the
// first character no rule matches, again and again, until memory runs out;
// with -> skip they loop without end. Here an empty match that changes no
// mode is a token recognition error, as an unmatched character is: it is
// reported and the character skipped. Empty matches that change modes are
// allowed a few times in a row. So is a match that panics before it reads
// anything with what is not a recognition error (the runtime's precedence
// predicate in a lexer): the runtime's NextToken would swallow the panic
// and return an empty token of type 0, again and again.
type progressSimulator struct {
	antlr.ILexerATNSimulator
	lexer   *interpLexer
	empties int // empty matches in a row
}

// maxEmptyMatches bounds the empty matches in a row that change modes.
const maxEmptyMatches = 64

func (s *progressSimulator) Match(input antlr.CharStream, mode int) int {
	start, changes := input.Index(), s.lexer.modeChanges
	defer func() {
		if e := recover(); e != nil {
			if _, ok := e.(antlr.RecognitionException); !ok && input.Index() == start && input.LA(1) != antlr.TokenEOF {
				s.empties = 0
				e = antlr.NewLexerNoViableAltException(s.lexer, input, start, nil)
			}
			panic(e)
		}
	}()
	t := s.ILexerATNSimulator.Match(input, mode)
	if input.Index() != start || input.LA(1) == antlr.TokenEOF {
		s.empties = 0
		return t
	}
	s.empties++
	if s.lexer.modeChanges == changes || s.empties > maxEmptyMatches {
		s.empties = 0
		panic(antlr.NewLexerNoViableAltException(s.lexer, input, start, nil))
	}
	return t
}

// SetMode, PushMode and PopMode count mode changes for the progress check.
func (l *interpLexer) SetMode(m int) {
	l.modeChanges++
	l.BaseLexer.SetMode(m)
}

func (l *interpLexer) PushMode(m int) {
	l.modeChanges++
	l.BaseLexer.PushMode(m)
}

func (l *interpLexer) PopMode() int {
	l.modeChanges++
	return l.BaseLexer.PopMode()
}

// Action runs a custom lexer action ({...} code): it does nothing, as the
// code cannot run here. Commands (skip, channel, mode, ...) do run: the
// simulator executes them itself.
func (l *interpLexer) Action(antlr.RuleContext, int, int) {}

// Sempred evaluates a lexer predicate: every predicate is true.
func (l *interpLexer) Sempred(antlr.RuleContext, int, int) bool { return true }

// GetChannelNames returns the names of the lexer's channels.
func (l *interpLexer) GetChannelNames() []string { return l.channelNames }

// GetModeNames returns the names of the lexer's modes.
func (l *interpLexer) GetModeNames() []string { return l.modeNames }
