package target

import (
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/interp"
)

// python3 is the state of a lexer of grammars-v4's python/python3, whose
// Python3LexerBase makes INDENT and DEDENT tokens from the indentation and
// drops line breaks inside brackets and on blank lines: its NEWLINE rule
// calls onNewLine, its bracket rules openBrace and closeBrace, and every
// token goes through a queue, as the extra tokens do.
type python3 struct {
	queue   []antlr.Token // emitted, not yet returned
	indents []int         // the stack of indentations
	opened  int           // open brackets
	last    antlr.Token   // the last token on the default channel
	types   *tokenTypes   // NEWLINE, INDENT, DEDENT
}

func init() {
	lexerBases = append(lexerBases, &lexerBase[python3]{
		name:    "Python3LexerBase",
		classes: []string{"Python3LexerBase"},
		new:     func() *python3 { return &python3{types: &tokenTypes{}} },
		actions: map[string]func(*python3, *interp.Lexer, []string){
			"onNewLine":  func(s *python3, l *interp.Lexer, _ []string) { s.onNewLine(l) },
			"openBrace":  func(s *python3, _ *interp.Lexer, _ []string) { s.opened++ },
			"closeBrace": func(s *python3, _ *interp.Lexer, _ []string) { s.opened-- },
		},
		preds: map[string]func(*python3, *interp.Lexer, []string) bool{
			"atStartOfInput": func(_ *python3, l *interp.Lexer, _ []string) bool {
				return l.GetCharPositionInLine() == 0 && l.GetLine() == 1
			},
		},
		nextToken: (*python3).nextToken,
		emit:      (*python3).emit,
	})
	parserBases = append(parserBases, &parserBase[struct{}]{
		name:    "Python3ParserBase",
		classes: []string{"Python3ParserBase"},
		new:     func() *struct{} { return &struct{}{} },
		preds: map[string]func(*struct{}, antlr.Parser, []string) bool{
			// The Java base class's: both true.
			"CannotBePlusMinus": func(*struct{}, antlr.Parser, []string) bool { return true },
			"CannotBeDotLpEq":   func(*struct{}, antlr.Parser, []string) bool { return true },
		},
	})
}

// nextToken: at the end of the input, with indentation open, a NEWLINE
// and a DEDENT for each level, then EOF; every token through the queue.
func (s *python3) nextToken(l *interp.Lexer) antlr.Token {
	in := l.GetInputStream()
	if in.LA(1) == antlr.TokenEOF && len(s.indents) > 0 {
		for i := len(s.queue) - 1; i >= 0; i-- {
			if s.queue[i].GetTokenType() == antlr.TokenEOF {
				s.queue = append(s.queue[:i], s.queue[i+1:]...)
			}
		}
		at := l.GetCharIndex()
		s.emitToken(l, javaToken(l, s.types.of(l, "NEWLINE"), lastChars(l, 1), at, at-1))
		for len(s.indents) > 0 {
			s.emitToken(l, s.dedent(l))
			s.indents = s.indents[:len(s.indents)-1]
		}
		s.emitToken(l, eofToken(l))
	}
	next := l.Super()
	if len(s.queue) == 0 || s.queue[len(s.queue)-1] != next {
		s.queue = append(s.queue, next) // the lexer's EOF, which it emits itself
	}
	if next.GetChannel() == antlr.TokenDefaultChannel {
		s.last = next
	}
	t := s.queue[0]
	s.queue = s.queue[1:]
	return t
}

// emit puts every token the lexer makes in the queue.
func (s *python3) emit(l *interp.Lexer) antlr.Token {
	t := l.BaseLexer.Emit()
	s.queue = append(s.queue, t)
	return t
}

// emitToken emits t, a token of the base's own.
func (s *python3) emitToken(l *interp.Lexer, t antlr.Token) {
	l.EmitToken(t)
	s.queue = append(s.queue, t)
}

// onNewLine is the NEWLINE rule's action: inside brackets, or on a line
// that is blank or a comment (but the last), the line break is skipped;
// else it is a NEWLINE, and the indentation after it an INDENT, DEDENTs
// or nothing.
func (s *python3) onNewLine(l *interp.Lexer) {
	text := l.GetText()
	newLine := strings.Map(func(r rune) rune {
		if r == '\r' || r == '\n' || r == '\f' {
			return r
		}
		return -1
	}, text)
	spaces := strings.Map(func(r rune) rune {
		if r == '\r' || r == '\n' || r == '\f' {
			return -1
		}
		return r
	}, text)
	in := l.GetInputStream()
	next, nextnext := in.LA(1), in.LA(2)
	if s.opened > 0 || nextnext != antlr.TokenEOF && (next == '\r' || next == '\n' || next == '\f' || next == '#') {
		l.Skip()
		return
	}
	s.emitToken(l, s.newline(l, newLine, len(spaces)))
	indent := indentation(spaces)
	previous := 0
	if len(s.indents) > 0 {
		previous = s.indents[len(s.indents)-1]
	}
	switch {
	case indent == previous:
		l.Skip()
	case indent > previous:
		s.indents = append(s.indents, indent)
		s.emitToken(l, javaToken(l, s.types.of(l, "INDENT"), spaces, l.GetCharIndex()-len(spaces), l.GetCharIndex()-1))
	default:
		for len(s.indents) > 0 && s.indents[len(s.indents)-1] > indent {
			s.emitToken(l, s.dedent(l))
			s.indents = s.indents[:len(s.indents)-1]
		}
	}
}

// indentation is the width of spaces: a tab goes to the next multiple of
// 8, as Python counts it.
func indentation(spaces string) int {
	n := 0
	for _, c := range spaces {
		if c == '\t' {
			n += 8 - n%8
		} else {
			n++
		}
	}
	return n
}

// The tokens of the base. The Java class makes each as a CommonToken that
// ends at the lexer's position and starts as long before it as its text
// is, whose text is what the input holds there: a NEWLINE followed by
// spaces is the last of them, a DEDENT (text "") the character before the
// position, an EOF "<EOF>" the input's last five characters. Here each has
// that text, for the parse tree to be Java's, but the span of what it
// stands for, for the tree built from it to cover each byte once: a
// NEWLINE its line break, an INDENT its spaces, a DEDENT and the EOF
// nothing. (A token of text "" takes one character, as Java's does.)

// newline is a NEWLINE with the line break newLine, followed by spaces
// bytes of indentation before the lexer's position.
func (s *python3) newline(l *interp.Lexer, newLine string, spaces int) antlr.Token {
	end := l.GetCharIndex() - spaces
	return javaToken(l, s.types.of(l, "NEWLINE"), lastChars(l, max(len(newLine), 1)), end-len(newLine), end-1)
}

// dedent is a DEDENT, on the line of the last token, as the Java class
// makes it.
func (s *python3) dedent(l *interp.Lexer) antlr.Token {
	at := l.GetCharIndex()
	t := javaToken(l, s.types.of(l, "DEDENT"), lastChars(l, 1), at, at-1)
	if s.last != nil {
		t.line = s.last.GetLine()
	}
	return t
}

// eofToken is the EOF the Java class makes at the end of an input with
// indentation open.
func eofToken(l *interp.Lexer) antlr.Token {
	at := l.GetCharIndex()
	return javaToken(l, antlr.TokenEOF, lastChars(l, 5), at, at-1)
}

// javaToken is a token of type typ on the default channel, with text,
// that stands for the input from start to stop (nothing if stop < start),
// on the lexer's line and column, as the Java runtime's CommonToken.
func javaToken(l *interp.Lexer, typ int, text string, start, stop int) *token {
	t := antlr.NewCommonToken(l.GetTokenSourceCharStreamPair(), typ, antlr.TokenDefaultChannel, start, stop)
	t.SetText(text)
	return &token{CommonToken: t, line: t.GetLine()}
}

// token is a CommonToken whose line may be set.
type token struct {
	*antlr.CommonToken
	line int
}

func (t *token) GetLine() int { return t.line }

// lastChars returns the n characters before the lexer's position.
func lastChars(l *interp.Lexer, n int) string {
	in := l.GetInputStream()
	var b strings.Builder
	for k := -n; k < 0; k++ {
		if c := in.LA(k); c != antlr.TokenEOF {
			b.WriteRune(rune(c))
		}
	}
	return b.String()
}

// tokenTypes are the types of the tokens of a grammar that a base makes,
// by name, looked up once.
type tokenTypes struct{ types map[string]int }

func (tt *tokenTypes) of(l *interp.Lexer, name string) int {
	if t, ok := tt.types[name]; ok {
		return t
	}
	if tt.types == nil {
		tt.types = map[string]int{}
	}
	t := antlr.TokenInvalidType
	for i, n := range l.SymbolicNames {
		if n == name {
			t = i
			break
		}
	}
	tt.types[name] = t
	return t
}
