package interp

import "github.com/antlr4-go/antlr/v4"

// interpLexer is the lexer of an interpreted grammar: a BaseLexer with the
// runtime's ATN simulator over the shared lexer ATN.
type interpLexer struct {
	*antlr.BaseLexer
	channelNames []string
	modeNames    []string
	modeChanges  int // mode commands run, for the progress check
}

// newLexer returns a lexer of the grammar.
func (sh *recognizers) newLexer(input antlr.CharStream) antlr.Lexer {
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
