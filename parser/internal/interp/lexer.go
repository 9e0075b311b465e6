package interp

import "github.com/antlr4-go/antlr/v4"

// Lexer is the lexer of an interpreted grammar: a BaseLexer with the
// runtime's ATN simulator over the shared lexer ATN, and the built-in
// target code of the grammar, if it has some (see LexerHooks).
type Lexer struct {
	*antlr.BaseLexer
	channelNames []string
	modeNames    []string
	modeChanges  int        // mode commands run, for the progress check
	mode         int        // the current mode (BaseLexer's is unexported)
	hooks        LexerHooks // the built-in target code, or nil
}

// newLexer returns a lexer of the grammar, with the hooks that hooks
// makes, if not nil.
func (sh *recognizers) newLexer(input antlr.CharStream, hooks func() LexerHooks) antlr.Lexer {
	l := &Lexer{BaseLexer: antlr.NewBaseLexer(input),
		channelNames: sh.lexer.ChannelNames, modeNames: sh.lexer.ModeNames}
	l.Interpreter = &progressSimulator{ILexerATNSimulator: antlr.NewLexerATNSimulator(l, sh.lexATN, sh.lexDFA, sh.lexCache), lexer: l}
	l.RuleNames = sh.lexer.RuleNames
	l.LiteralNames = sh.lexLiteral
	l.SymbolicNames = sh.lexSymbolic
	l.GrammarFileName = sh.name
	if hooks != nil {
		l.hooks = hooks()
		l.Virt = l // BaseLexer.NextToken emits through Lexer.Emit
	}
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
	lexer   *Lexer
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

// SetMode, PushMode and PopMode count mode changes for the progress
// check, and keep the current mode (Mode).
func (l *Lexer) SetMode(m int) {
	l.modeChanges++
	l.mode = m
	l.BaseLexer.SetMode(m)
}

func (l *Lexer) PushMode(m int) {
	l.modeChanges++
	l.mode = m
	l.BaseLexer.PushMode(m)
}

func (l *Lexer) PopMode() int {
	l.modeChanges++
	l.mode = l.BaseLexer.PopMode()
	return l.mode
}

// Mode returns the lexer's current mode (Java's _mode).
func (l *Lexer) Mode() int { return l.mode }

// GetChannelNames returns the names of the lexer's channels.
func (l *Lexer) GetChannelNames() []string { return l.channelNames }

// GetModeNames returns the names of the lexer's modes.
func (l *Lexer) GetModeNames() []string { return l.modeNames }

// LexerHooks are the built-in target code of one lexer. The lexer calls
// them for its custom actions and its predicates (rule and index as the
// runtime gives them), and for each token (NextToken, Emit), as generated
// code calls the methods a base class overrides.
type LexerHooks interface {
	Action(l *Lexer, rule, index int)
	Sempred(l *Lexer, rule, index int) bool
	// NextToken returns the next token: l.Super() for the lexer's own.
	NextToken(l *Lexer) antlr.Token
	// Emit makes the token of the text matched (BaseLexer.Emit) and
	// emits it; the lexer's own NextToken calls it when no action has
	// emitted a token.
	Emit(l *Lexer) antlr.Token
}

// Action runs a custom lexer action ({...} code) through the built-in
// target code; without it, it does nothing. Commands (skip, channel,
// mode, ...) do run: the simulator executes them itself.
func (l *Lexer) Action(_ antlr.RuleContext, rule, index int) {
	if l.hooks != nil {
		l.hooks.Action(l, rule, index)
	}
}

// Sempred evaluates a lexer predicate through the built-in target code;
// without it, every predicate is true.
func (l *Lexer) Sempred(_ antlr.RuleContext, rule, index int) bool {
	return l.hooks == nil || l.hooks.Sempred(l, rule, index)
}

// NextToken returns the next token: through the built-in target code, if
// any, else the lexer's own.
func (l *Lexer) NextToken() antlr.Token {
	if l.hooks != nil {
		return l.hooks.NextToken(l)
	}
	return l.BaseLexer.NextToken()
}

// Super is the lexer's own NextToken (Java's super.nextToken()).
func (l *Lexer) Super() antlr.Token { return l.BaseLexer.NextToken() }

// Emit emits the token of the text matched, through the built-in target
// code if any.
func (l *Lexer) Emit() antlr.Token {
	if l.hooks != nil {
		return l.hooks.Emit(l)
	}
	return l.BaseLexer.Emit()
}
