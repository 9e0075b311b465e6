package target

import (
	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/interp"
)

// lua is the state of a lexer of grammars-v4's lua, whose LuaLexerBase
// reads comments in code: after --, a long comment between brackets of
// the same level ([[ ]], [==[ ]==]) or the rest of the line
// (HandleComment); and a #! line only first in the input (IsLine1Col0).
type lua struct{ line, col int }

func init() {
	lexerBases = append(lexerBases, &lexerBase[lua]{
		name:    "LuaLexerBase",
		classes: []string{"LuaLexerBase"},
		new:     func() *lua { return &lua{} },
		actions: map[string]func(*lua, *interp.Lexer, []string){
			"HandleComment": func(s *lua, l *interp.Lexer, _ []string) { s.handleComment(l) },
		},
		preds: map[string]func(*lua, *interp.Lexer, []string) bool{
			"IsLine1Col0": func(_ *lua, l *interp.Lexer, _ []string) bool { return l.GetInputStream().Index() == 1 },
		},
	})
	parserBases = append(parserBases, &parserBase[parserTypes]{
		name:    "LuaParserBase",
		classes: []string{"LuaParserBase"},
		new:     func() *parserTypes { return &parserTypes{} },
		preds: map[string]func(*parserTypes, antlr.Parser, []string) bool{
			// A NAME not followed by '(' (OP) starts a variable, not a call.
			"IsFunctionCall": func(s *parserTypes, p antlr.Parser, _ []string) bool {
				in := p.GetTokenStream()
				return in.LT(1).GetTokenType() == s.of(p, "NAME") && in.LT(2).GetTokenType() != s.of(p, "OP")
			},
		},
	})
}

// handleComment reads the comment after --: the long comment that starts
// here, or the rest of the line. The token, on the hidden channel, ends
// where it stops.
func (s *lua) handleComment(l *interp.Lexer) {
	s.line, s.col = l.GetLine(), l.GetCharPositionInLine()-2
	in := l.GetInputStream()
	if in.LA(1) == '[' {
		if sep := s.skipSep(l); sep >= 2 {
			s.readLongString(l, sep)
			return
		}
	}
	for in.LA(1) != '\n' && in.LA(1) != antlr.TokenEOF {
		l.Interpreter.Consume(in)
	}
}

// readLongString reads a long comment up to the closing bracket of level
// sep, or reports it unfinished at the end of the input.
func (s *lua) readLongString(l *interp.Lexer, sep int) {
	in := l.GetInputStream()
	l.Interpreter.Consume(in)
	for {
		switch in.LA(1) {
		case antlr.TokenEOF:
			l.GetErrorListenerDispatch().SyntaxError(l, nil, s.line, s.col, "unfinished long comment", nil)
			return
		case ']':
			if s.skipSep(l) == sep {
				l.Interpreter.Consume(in)
				return
			}
		default:
			l.Interpreter.Consume(in)
		}
	}
}

// skipSep reads a bracket and the = after it: 2 and more for a bracket
// of a long comment (its level + 2) followed by a second one, 1 for one
// alone, 0 for a bracket with = not followed by a second.
func (s *lua) skipSep(l *interp.Lexer) int {
	in := l.GetInputStream()
	count, bracket := 0, in.LA(1)
	l.Interpreter.Consume(in)
	for in.LA(1) == '=' {
		l.Interpreter.Consume(in)
		count++
	}
	switch {
	case in.LA(1) == bracket:
		count += 2
	case count == 0:
		count = 1
	default:
		count = 0
	}
	return count
}
