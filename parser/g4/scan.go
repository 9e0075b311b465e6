package g4

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// tokenKind is the kind of a token of a grammar file.
type tokenKind int

const (
	tEOF      tokenKind = iota // end of file
	tTokenRef                  // an identifier with an upper-case first letter
	tRuleRef                   // any other identifier
	tInt                       // 123
	tString                    // 'literal'
	tAction                    // {...}
	tSempred                   // {...}?
	tArg                       // [...] in parser rules: an argument action
	tCharSet                   // [...] in lexer rules: a character set

	// Keywords. options, tokens and channels are keywords only when a '{'
	// follows them, which the token includes.
	tOptions  // options {
	tTokens   // tokens {
	tChannels // channels {
	tImport   // import
	tFragment // fragment
	tLexer    // lexer
	tParser   // parser
	tGrammar  // grammar
	tReturns  // returns
	tLocals   // locals
	tThrows   // throws
	tCatch    // catch
	tFinally  // finally
	tMode     // mode

	// Punctuation.
	tColon      // :
	tColonColon // ::
	tComma      // ,
	tSemi       // ;
	tLParen     // (
	tRParen     // )
	tRArrow     // ->
	tLT         // <
	tGT         // >
	tAssign     // =
	tQuestion   // ?
	tStar       // *
	tPlus       // +
	tPlusAssign // +=
	tOr         // |
	tDollar     // $
	tDot        // .
	tRange      // ..
	tAt         // @
	tPound      // #
	tNot        // ~
	tRBrace     // }
)

// tokenNames are the kinds as messages name what they expect.
var tokenNames = [...]string{
	tEOF:        "end of file",
	tTokenRef:   "a token name",
	tRuleRef:    "a rule name",
	tInt:        "an integer",
	tString:     "a string literal",
	tAction:     "an action",
	tSempred:    "a semantic predicate",
	tArg:        "an argument action",
	tCharSet:    "a character set",
	tOptions:    "'options {'",
	tTokens:     "'tokens {'",
	tChannels:   "'channels {'",
	tImport:     "'import'",
	tFragment:   "'fragment'",
	tLexer:      "'lexer'",
	tParser:     "'parser'",
	tGrammar:    "'grammar'",
	tReturns:    "'returns'",
	tLocals:     "'locals'",
	tThrows:     "'throws'",
	tCatch:      "'catch'",
	tFinally:    "'finally'",
	tMode:       "'mode'",
	tColon:      "':'",
	tColonColon: "'::'",
	tComma:      "','",
	tSemi:       "';'",
	tLParen:     "'('",
	tRParen:     "')'",
	tRArrow:     "'->'",
	tLT:         "'<'",
	tGT:         "'>'",
	tAssign:     "'='",
	tQuestion:   "'?'",
	tStar:       "'*'",
	tPlus:       "'+'",
	tPlusAssign: "'+='",
	tOr:         "'|'",
	tDollar:     "'$'",
	tDot:        "'.'",
	tRange:      "'..'",
	tAt:         "'@'",
	tPound:      "'#'",
	tNot:        "'~'",
	tRBrace:     "'}'",
}

func (k tokenKind) String() string {
	if k >= 0 && int(k) < len(tokenNames) && tokenNames[k] != "" {
		return tokenNames[k]
	}
	return fmt.Sprintf("tokenKind(%d)", int(k))
}

// keyword returns the kind of word if it is a keyword wherever it
// stands.
func keyword(word string) (tokenKind, bool) {
	switch word {
	case "import":
		return tImport, true
	case "fragment":
		return tFragment, true
	case "lexer":
		return tLexer, true
	case "parser":
		return tParser, true
	case "grammar":
		return tGrammar, true
	case "returns":
		return tReturns, true
	case "locals":
		return tLocals, true
	case "throws":
		return tThrows, true
	case "catch":
		return tCatch, true
	case "finally":
		return tFinally, true
	case "mode":
		return tMode, true
	}
	return 0, false
}

// scanState is where the scanner stands: a byte offset and the position
// of the character there.
type scanState struct {
	off       int
	line, col int
}

// token is one token of a grammar file.
type token struct {
	kind  tokenKind
	text  string // as written
	pos   Pos
	after scanState // the scanner's state right after it
}

// scanner splits a grammar file into tokens. A '[' starts a character set
// in lexer rules and an argument action elsewhere, so the parser tells it
// which it is in.
type scanner struct {
	src string
	scanState
	lexerRule bool
	// errorf reports a lexical error; the scanner goes on after it.
	errorf func(pos Pos, format string, args ...any)
}

// init prepares s to scan src, skipping a byte order mark at its start.
func (s *scanner) init(src string, errorf func(Pos, string, ...any)) {
	s.src = src
	s.errorf = errorf
	s.scanState = scanState{line: 1, col: 1}
	if strings.HasPrefix(src, "\uFEFF") {
		s.off = len("\uFEFF")
	}
}

// peekRune returns the character at offset off and its size in bytes; an
// invalid UTF-8 byte is U+FFFD of size 1, the end of the input -1 of
// size 0.
func (s *scanner) peekRune(off int) (rune, int) {
	if off >= len(s.src) {
		return -1, 0
	}
	if c := s.src[off]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s.src[off:])
}

// cur returns the character under the scanner, or -1 at the end.
func (s *scanner) cur() rune {
	r, _ := s.peekRune(s.off)
	return r
}

// at reports whether the byte at offset s.off+i is c.
func (s *scanner) at(i int, c byte) bool {
	return s.off+i < len(s.src) && s.src[s.off+i] == c
}

// advance moves past the character under the scanner.
func (s *scanner) advance() {
	if s.off >= len(s.src) {
		return
	}
	c := s.src[s.off]
	switch {
	case c == '\n':
		s.off++
		s.line++
		s.col = 1
		return
	case c < utf8.RuneSelf:
		s.off++
	default:
		_, size := utf8.DecodeRuneInString(s.src[s.off:])
		s.off += size
	}
	s.col++
}

// pos returns the position of the character under the scanner.
func (s *scanner) pos() Pos { return Pos{s.line, s.col} }

// scan returns the next token.
func (s *scanner) scan() token {
	for {
		s.skipSpace()
		start, pos := s.off, s.pos()
		kind, ok := s.scanToken(pos)
		if !ok {
			continue // an unexpected character, reported and skipped
		}
		return token{kind: kind, text: s.src[start:s.off], pos: pos, after: s.scanState}
	}
}

// skipSpace skips white space and comments.
func (s *scanner) skipSpace() {
	for s.off < len(s.src) {
		switch c := s.src[s.off]; c {
		case ' ', '\t', '\r', '\n', '\f':
			s.advance()
		case '/':
			switch {
			case s.at(1, '/'):
				for s.off < len(s.src) && s.src[s.off] != '\n' && s.src[s.off] != '\r' {
					s.advance()
				}
			case s.at(1, '*'):
				pos := s.pos()
				s.advance()
				s.advance()
				for !(s.at(0, '*') && s.at(1, '/')) {
					if s.off >= len(s.src) {
						s.errorf(pos, "unterminated comment: no */ closes the comment that starts here")
						return
					}
					s.advance()
				}
				s.advance()
				s.advance()
			default:
				return
			}
		default:
			if c == 0xEF && strings.HasPrefix(s.src[s.off:], "\uFEFF") {
				s.advance() // a byte order mark, as the tool skips it
				continue
			}
			return
		}
	}
}

// scanToken scans the token at the scanner, whose position is pos. It
// returns false when the character there starts no token; it has then
// reported it and skipped it.
func (s *scanner) scanToken(pos Pos) (tokenKind, bool) {
	r, _ := s.peekRune(s.off)
	if r < 0 {
		return tEOF, true
	}
	if isNameStart(r) {
		return s.scanIdent(), true
	}
	if '0' <= r && r <= '9' {
		for s.off < len(s.src) && '0' <= s.src[s.off] && s.src[s.off] <= '9' {
			s.off++
			s.col++
		}
		return tInt, true
	}
	s.advance()
	switch r {
	case '\'':
		s.scanString(pos)
		return tString, true
	case '{':
		s.scanAction(pos)
		if s.at(0, '?') {
			s.advance()
			return tSempred, true
		}
		return tAction, true
	case '[':
		if s.lexerRule {
			s.scanCharSet(pos)
			return tCharSet, true
		}
		s.scanArg(pos)
		return tArg, true
	case ':':
		if s.at(0, ':') {
			s.advance()
			return tColonColon, true
		}
		return tColon, true
	case ',':
		return tComma, true
	case ';':
		return tSemi, true
	case '(':
		return tLParen, true
	case ')':
		return tRParen, true
	case '-':
		if s.at(0, '>') {
			s.advance()
			return tRArrow, true
		}
	case '<':
		return tLT, true
	case '>':
		return tGT, true
	case '=':
		return tAssign, true
	case '?':
		return tQuestion, true
	case '*':
		return tStar, true
	case '+':
		if s.at(0, '=') {
			s.advance()
			return tPlusAssign, true
		}
		return tPlus, true
	case '|':
		return tOr, true
	case '$':
		return tDollar, true
	case '.':
		if s.at(0, '.') {
			s.advance()
			return tRange, true
		}
		return tDot, true
	case '@':
		return tAt, true
	case '#':
		return tPound, true
	case '~':
		return tNot, true
	case '}':
		return tRBrace, true
	}
	s.errorf(pos, "syntax error: unexpected character %s", quoteRune(r))
	return 0, false
}

// scanIdent scans an identifier or a keyword.
func (s *scanner) scanIdent() tokenKind {
	start := s.off
	for s.off < len(s.src) {
		if c := s.src[s.off]; c < utf8.RuneSelf {
			if !asciiNameChar[c] {
				break
			}
			s.off++
			s.col++
			continue
		}
		if r, _ := s.peekRune(s.off); !isNameChar(r) {
			break
		}
		s.advance()
	}
	word := s.src[start:s.off]
	switch word {
	case "options", "tokens", "channels":
		// A keyword only when a '{' follows, after white space.
		i := s.off
		for i < len(s.src) && strings.IndexByte(" \t\f\r\n", s.src[i]) >= 0 {
			i++
		}
		if i < len(s.src) && s.src[i] == '{' {
			for s.off <= i {
				s.advance()
			}
			switch word {
			case "options":
				return tOptions
			case "tokens":
				return tTokens
			}
			return tChannels
		}
	default:
		if k, ok := keyword(word); ok {
			return k
		}
	}
	if isTokenName(word) {
		return tTokenRef
	}
	return tRuleRef
}

// scanString scans a string literal after its opening quote, at pos. It
// reports invalid escape sequences and a literal that ends with its line.
func (s *scanner) scanString(pos Pos) {
	for {
		switch c := s.cur(); c {
		case -1, '\n', '\r':
			s.errorf(pos, "unterminated string literal")
			return
		case '\'':
			s.advance()
			return
		case '\\':
			s.scanEscape()
		default:
			s.advance()
		}
	}
}

// scanEscape scans an escape sequence of a string literal and reports it
// if it is invalid. A backslash at the end of a line is left for
// scanString to report the literal unterminated.
func (s *scanner) scanEscape() {
	start, pos := s.off, s.pos()
	s.advance() // the backslash
	switch c := s.cur(); c {
	case -1, '\n', '\r':
		return
	case 'b', 't', 'n', 'f', 'r', '\'', '\\':
		s.advance()
	case 'u':
		s.advance()
		if s.at(0, '{') {
			s.advance()
			n := 0
			for isHex(s.cur()) {
				s.advance()
				n++
			}
			if n > 0 && s.at(0, '}') {
				s.advance()
				if n <= 6 {
					return
				}
			}
		} else {
			n := 0
			for n < 4 && isHex(s.cur()) {
				s.advance()
				n++
			}
			if n == 4 {
				return
			}
		}
		s.errorf(pos, "invalid escape sequence %s", cutText(s.src[start:s.off]))
	default:
		s.advance()
		s.errorf(pos, "invalid escape sequence %s", cutText(s.src[start:s.off]))
	}
}

// scanAction scans an action after its opening brace, at pos: nested
// braces, with string and character literals, comments and escaped
// characters skipped, up to the matching closing brace.
func (s *scanner) scanAction(pos Pos) {
	s.scanNested(pos, '{', '}', true, "unterminated action: no '}' closes the '{' here")
}

// scanArg scans an argument action after its opening bracket, at pos:
// nested brackets, with string and character literals skipped, up to the
// matching closing bracket.
func (s *scanner) scanArg(pos Pos) {
	s.scanNested(pos, '[', ']', false, "unterminated argument action: no ']' closes the '[' here")
}

// scanNested scans up to the close that matches an open at pos, already
// scanned: nested pairs, with string and character literals skipped, and
// in code (an action, not an argument list) comments and escaped
// characters too. unterminated is the error at the end of the input.
func (s *scanner) scanNested(pos Pos, open, close rune, code bool, unterminated string) {
	depth := 1
	for {
		switch c := s.cur(); {
		case c == -1:
			s.errorf(pos, "%s", unterminated)
			return
		case c == open:
			depth++
			s.advance()
		case c == close:
			s.advance()
			if depth--; depth == 0 {
				return
			}
		case c == '\'' || c == '"':
			s.advance()
			if !s.skipQuoted(byte(c)) {
				s.errorf(pos, "%s", unterminated)
				return
			}
		case code && c == '\\':
			s.advance()
			s.advance()
		case code && c == '/' && s.at(1, '/'):
			for s.off < len(s.src) && s.src[s.off] != '\n' && s.src[s.off] != '\r' {
				s.advance()
			}
		case code && c == '/' && s.at(1, '*'):
			s.advance()
			s.advance()
			for !(s.at(0, '*') && s.at(1, '/')) {
				if s.off >= len(s.src) {
					s.errorf(pos, "%s", unterminated)
					return
				}
				s.advance()
			}
			s.advance()
			s.advance()
		default:
			s.advance()
		}
	}
}

// skipQuoted skips a string or character literal of an action after its
// opening quote q, which may span lines and escape characters with a
// backslash. It returns false at the end of the input.
func (s *scanner) skipQuoted(q byte) bool {
	for s.off < len(s.src) {
		switch s.src[s.off] {
		case q:
			s.advance()
			return true
		case '\\':
			s.advance()
		}
		s.advance()
	}
	return false
}

// scanCharSet scans a lexer character set after its opening bracket, at
// pos, up to the first unescaped ']' on the same line.
func (s *scanner) scanCharSet(pos Pos) {
	for {
		switch s.cur() {
		case -1, '\n', '\r':
			s.errorf(pos, "unterminated character set: no ']' closes the '[' on its line")
			return
		case ']':
			s.advance()
			return
		case '\\':
			s.advance()
			if c := s.cur(); c != '\n' && c != '\r' {
				s.advance()
			}
		default:
			s.advance()
		}
	}
}

// isNameStart reports whether r may start a name, as the ANTLR tool
// decides it (NameStartChar in its grammar).
func isNameStart(r rune) bool {
	switch {
	case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z':
		return true
	case r < 0xC0:
		return false
	}
	return 0xC0 <= r && r <= 0xD6 ||
		0xD8 <= r && r <= 0xF6 ||
		0xF8 <= r && r <= 0x2FF ||
		0x370 <= r && r <= 0x37D ||
		0x37F <= r && r <= 0x1FFF ||
		0x200C <= r && r <= 0x200D ||
		0x2070 <= r && r <= 0x218F ||
		0x2C00 <= r && r <= 0x2FEF ||
		0x3001 <= r && r <= 0xD7FF ||
		0xF900 <= r && r <= 0xFDCF ||
		0xFDF0 <= r && r <= 0xFEFE ||
		0xFF00 <= r && r <= 0xFFFD
}

// asciiNameChar tells which ASCII characters may continue a name.
var asciiNameChar = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = isNameChar(rune(c))
	}
	return t
}()

// isNameChar reports whether r may continue a name (NameChar in the
// tool's grammar).
func isNameChar(r rune) bool {
	return isNameStart(r) || '0' <= r && r <= '9' || r == '_' ||
		r == 0xB7 || 0x300 <= r && r <= 0x36F || 0x203F <= r && r <= 0x2040
}

func isHex(r rune) bool {
	return '0' <= r && r <= '9' || 'a' <= r && r <= 'f' || 'A' <= r && r <= 'F'
}

// maxQuoted is how many characters of a token a message quotes.
const maxQuoted = 40

// cutText returns text for a message: control characters escaped, invalid
// UTF-8 replaced, and cut after maxQuoted characters.
func cutText(text string) string {
	var b strings.Builder
	n := 0
	for _, r := range text {
		if n == maxQuoted {
			b.WriteString("...")
			break
		}
		n++
		switch {
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x20 || r == 0x7F || 0x80 <= r && r < 0xA0:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r == 0x2028 || r == 0x2029 || r == 0xFEFF:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// quoteRune quotes a character for a message.
func quoteRune(r rune) string {
	return "'" + cutText(string(r)) + "'"
}
