package target

import (
	"slices"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/internal/interp"
)

// php is the state of a lexer of grammars-v4's php, whose PhpLexerBase
// switches between HTML and PHP: the mode after an HTML tag closes
// (a script or style element's content, PHP in a <script
// language="php">), the end of PHP (?> leaves its mode, and stands for a
// semicolon where the statement has none), the braces of {$ in strings,
// and heredoc and nowdoc strings (their end is found by name).
type php struct {
	types                          *tokenTypes
	scriptTag, styleTag, phpScript bool
	insideString                   bool
	heredocIdentifier              string
	prevTokenType                  int
	htmlNameText                   string
}

func init() {
	lexerBases = append(lexerBases, &lexerBase[php]{
		name:    "PhpLexerBase",
		classes: []string{"PhpLexerBase"},
		new:     func() *php { return &php{types: &tokenTypes{}} },
		actions: map[string]func(*php, *interp.Lexer, []string){
			"_scriptTag=": func(s *php, _ *interp.Lexer, args []string) { s.scriptTag = isTrue(args) },
			"_styleTag=":  func(s *php, _ *interp.Lexer, args []string) { s.styleTag = isTrue(args) },
			"PushModeOnHtmlClose": func(s *php, l *interp.Lexer, _ []string) {
				popMode(l)
				switch {
				case s.scriptTag && s.phpScript:
					l.PushMode(modeOf(l, "PHP"))
				case s.scriptTag:
					l.PushMode(modeOf(l, "SCRIPT"))
				case s.styleTag:
					l.PushMode(modeOf(l, "STYLE"))
				}
				if s.scriptTag {
					s.scriptTag = false
				} else {
					s.styleTag = false
				}
			},
			"PopModeOnCurlyBracketClose": func(s *php, l *interp.Lexer, _ []string) {
				if s.insideString {
					s.insideString = false
					l.SetChannel(channelOf(l, "SkipChannel"))
					popMode(l)
				}
			},
			"SetInsideString": func(s *php, _ *interp.Lexer, _ []string) { s.insideString = true },
		},
		preds: map[string]func(*php, *interp.Lexer, []string) bool{
			"IsNewLineOrStart": func(_ *php, l *interp.Lexer, args []string) bool {
				c := l.GetInputStream().LA(intArg(args))
				return c <= 0 || c == '\r' || c == '\n'
			},
			"HasAspTags":      func(*php, *interp.Lexer, []string) bool { return true },
			"HasPhpScriptTag": func(s *php, _ *interp.Lexer, _ []string) bool { return s.phpScript },
			"ShouldPushHereDocMode": func(_ *php, l *interp.Lexer, args []string) bool {
				c := l.GetInputStream().LA(intArg(args))
				return c == '\r' || c == '\n'
			},
			"IsCurlyDollar": func(_ *php, l *interp.Lexer, args []string) bool {
				return l.GetInputStream().LA(intArg(args)) == '$'
			},
		},
		nextToken: func(s *php, l *interp.Lexer) antlr.Token { return s.nextToken(l) },
	})
}

// nextToken is PhpLexerBase's nextToken.
func (s *php) nextToken(l *interp.Lexer) antlr.Token {
	tok := l.Super()
	typ, of := tok.GetTokenType(), func(name string) int { return s.types.of(l, name) }
	switch {
	case typ == of("PHPEnd") || typ == of("PHPEndSingleLineComment"):
		if l.Mode() == modeOf(l, "SingleLineCommentMode") {
			popMode(l) // the comment's mode: // ... ?> ends it too
		}
		popMode(l) // PHP's
		switch {
		case tok.GetText() == "</script>":
			s.phpScript = false
			return retype(tok, of("HtmlScriptClose"), tok.GetChannel())
		case slices.Contains([]int{of("SemiColon"), of("Colon"), of("OpenCurlyBracket"), of("CloseCurlyBracket")}, s.prevTokenType):
			return retype(tok, typ, channelOf(l, "SkipChannel"))
		default:
			return retype(tok, of("SemiColon"), tok.GetChannel())
		}
	case typ == of("HtmlName"):
		s.htmlNameText = tok.GetText()
	case typ == of("HtmlDoubleQuoteString"):
		if tok.GetText() == "php" && s.htmlNameText == "language" {
			s.phpScript = true
		}
	case l.Mode() == modeOf(l, "HereDoc"):
		switch typ {
		case of("StartHereDoc"), of("StartNowDoc"):
			s.heredocIdentifier = strings.ReplaceAll(strings.TrimSpace(tok.GetText()[3:]), "'", "")
		case of("HereDocText"):
			if id := heredocIdentifier(tok.GetText()); id == s.heredocIdentifier {
				popMode(l)
				if strings.HasSuffix(strings.TrimSpace(tok.GetText()), ";") {
					t := retype(tok, of("SemiColon"), antlr.TokenDefaultChannel)
					t.SetText(id + ";\n")
					return t
				}
				next := l.Super()
				next.SetText(id + "\n;")
				return next
			}
		}
	case l.Mode() == modeOf(l, "PHP"):
		if tok.GetChannel() != antlr.TokenHiddenChannel {
			s.prevTokenType = typ
		}
	}
	return tok
}

// heredocIdentifier is the name a line of a heredoc ends it with, if it
// is its last: the line trimmed, without a final ;.
func heredocIdentifier(text string) string {
	return strings.TrimSuffix(strings.TrimSpace(text), ";")
}

// retyped is a token of another type or channel than the lexer made it.
type retyped struct {
	antlr.Token
	typ, channel int
}

func (t *retyped) GetTokenType() int { return t.typ }
func (t *retyped) GetChannel() int   { return t.channel }

func retype(t antlr.Token, typ, channel int) *retyped {
	return &retyped{Token: t, typ: typ, channel: channel}
}

// popMode leaves the current mode, if one was pushed: Java's throws on an
// empty stack, which an input reduced at random must not make a crash.
func popMode(l *interp.Lexer) {
	defer func() { _ = recover() }()
	l.PopMode()
}

// modeOf and channelOf return the number of a mode and of a channel by
// name, -1 if the grammar has none of the name.
func modeOf(l *interp.Lexer, name string) int { return slices.Index(l.GetModeNames(), name) }

func channelOf(l *interp.Lexer, name string) int { return slices.Index(l.GetChannelNames(), name) }

// isTrue reports whether the one argument is true.
func isTrue(args []string) bool { return len(args) == 1 && strings.EqualFold(args[0], "true") }
