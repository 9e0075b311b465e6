package g4

import (
	"unicode"
	"unicode/utf16"
	"unicode/utf8"
)

// Escape sequences in lexer literals and char sets, decoded as the ANTLR
// 4.13.2 tool decodes them (EscapeSequenceParsing and CharSupport).
//
// The tool works on Java strings, whose indexes count UTF-16 code units,
// and its quirks follow from that: a character outside the BMP written as
// itself is two units, so 'x' with such an x is not a one-character literal
// ('😀'..'😃' is an error, [😀-😃] is not); a surrogate pair written as two
// escapes in a string literal, '\uD83D\uDE00', is one code point. The
// functions here take runes and reproduce these results by working on the
// UTF-16 form of their input.
//
// Hexadecimal digits are read as Java's Integer.parseInt reads them: a
// leading '+' or '-' is accepted, and so are the decimal digits of any
// script (Nd in the BMP) and the fullwidth letters A-F. The grammar lexer
// only lets plain hex digits through in string literals, but char sets are
// not checked before: [\u{+41}] and [\u{٤١}] are 'A' to the tool.

// escapedChars maps the character after a backslash to the character it
// stands for in a literal or char set, for the escapes the tool knows
// (its ANTLRLiteralEscapedCharValue table).
var escapedChars = map[uint16]int{
	'n': '\n', 'r': '\r', 't': '\t', 'b': '\b', 'f': '\f', '\\': '\\',
}

// escapeKind tells what an escape sequence in a lexer char set stands for.
type escapeKind int

const (
	escapeInvalid     escapeKind = iota // not an escape the tool accepts: "invalid escape sequence"
	escapeCodePoint                     // one code point: \n, \u00E9, \u{1F600}, \], \-
	escapeProperty                      // the code points of a Unicode property: \p{L}, \P{Script=Latin}
	escapeUnsupported                   // a Unicode property the tool knows but this package cannot compute
)

func (k escapeKind) String() string {
	switch k {
	case escapeInvalid:
		return "invalid"
	case escapeCodePoint:
		return "code point"
	case escapeProperty:
		return "property"
	case escapeUnsupported:
		return "unsupported property"
	}
	return "escapeKind(?)"
}

// escape is an escape sequence parsed by parseEscape.
type escape struct {
	kind escapeKind
	cp   int         // the code point, for escapeCodePoint
	set  intervalSet // the code points, for escapeProperty; \P is already complemented
	name string      // the property name as written between the braces, for escapeProperty and escapeUnsupported
	// length is the number of runes the escape takes, backslash included.
	// For escapeInvalid it is the length of the text the tool quotes in its
	// "invalid escape sequence" error: it may run to the end of s.
	length int
}

// parseEscape parses the escape sequence that starts at s[i], a backslash,
// as the tool does in lexer char sets; s is the text between the brackets.
// Besides the escapes of string literals (\n \r \t \b \f \\ \uXXXX
// \u{X...}) a char set accepts \] and \-, and \p{name} and \P{name} for the
// code points that have, or do not have, a Unicode property (see
// unicodeProperty), but not \'. A code point escape beyond U+10FFFF is
// invalid; one that Integer.parseInt makes negative, [\u{-5}], is accepted
// by the tool, which then crashes: it is invalid here.
func parseEscape(s []rune, i int) escape {
	u := utf16.Encode(s[i:])
	e, units := parseEscapeUnits(u)
	e.length = runesInUnits(s[i:], units)
	return e
}

// parseEscapeUnits parses an escape at the start of u, the rest of a char
// set in UTF-16, and returns it with the number of units it takes.
func parseEscapeUnits(u []uint16) (escape, int) {
	n := len(u)
	// invalid is the tool's invalid(start, stop): the text it quotes runs to
	// unit stop; the tool crashes when that is beyond the end.
	invalid := func(stop int) (escape, int) {
		return escape{kind: escapeInvalid}, min(stop+1, n)
	}
	if n < 2 || u[0] != '\\' {
		return invalid(n - 1)
	}
	escaped, size := utf16CodePointAt(u, 1)
	off := 1 + size
	switch {
	case escaped == 'u':
		if off+3 > n { // \u{1} is the shortest
			return invalid(n - 1)
		}
		var digits []uint16
		if u[off] == '{' {
			end := utf16Index(u, '}', off+1)
			if end < 0 {
				return invalid(n - 1)
			}
			digits, off = u[off+1:end], end+1
		} else {
			if off+4 > n {
				return invalid(n - 1)
			}
			digits, off = u[off:off+4], off+4
		}
		v := parseJavaHex(digits)
		if v < 0 || v > unicode.MaxRune {
			return invalid(5)
		}
		return escape{kind: escapeCodePoint, cp: v}, off
	case escaped == 'p' || escaped == 'P':
		if off+3 > n { // \p{L} is the shortest
			return invalid(n - 1)
		}
		if u[off] != '{' {
			return invalid(off)
		}
		end := utf16Index(u, '}', off)
		if end < 0 {
			return invalid(n - 1)
		}
		name := string(utf16.Decode(u[off+1 : end]))
		set, status := lookupProperty(name)
		switch status {
		case propertyUnknown:
			return invalid(end)
		case propertyUnsupported:
			return escape{kind: escapeUnsupported, name: name}, end + 1
		}
		if escaped == 'P' {
			set = set.complement(0, unicode.MaxRune)
		}
		return escape{kind: escapeProperty, set: set, name: name}, end + 1
	case escaped < 255:
		if c, ok := escapedChars[uint16(escaped)]; ok {
			return escape{kind: escapeCodePoint, cp: c}, off
		}
		if escaped == ']' || escaped == '-' { // only in char sets
			return escape{kind: escapeCodePoint, cp: int(escaped)}, off
		}
		return invalid(1)
	}
	return invalid(n - 1)
}

// charValue returns the code point of a one-character literal as written
// in the grammar, quotes included: 'a', '\n', '\u00E9', '\u{1F600}', or
// the escaped quote; or -1 if it is not one (the tool's
// getCharValueFromGrammarCharLiteral).
// As in the tool, one character means one UTF-16 unit or one escape: '😀'
// is -1 but '\u{1F600}' is not; an escape \u{...} may be followed by
// anything ('\u{7A}bc' is 'z'), and its value is not checked: it may be
// beyond U+10FFFF, which the tool accepts as the end of a range. Where the
// tool would return a negative value other than -1 ('\u-041'), charValue
// returns -1.
func charValue(literal string) int {
	u := utf16.Encode([]rune(literal))
	if len(u) < 3 {
		return -1
	}
	return literalCharValue(u[1 : len(u)-1])
}

// literalCharValue returns the code point of one character or escape as written
// in a literal, without the quotes, or -1 (the tool's
// getCharValueFromCharInGrammarLiteral).
func literalCharValue(u []uint16) int {
	switch len(u) {
	case 1:
		return int(u[0])
	case 2:
		if u[0] != '\\' {
			return -1
		}
		if u[1] == '\'' { // only in literals
			return '\''
		}
		if c, ok := escapedChars[u[1]]; ok {
			return c
		}
		return -1
	case 6:
		if u[0] != '\\' || u[1] != 'u' {
			return -1
		}
		if u[2] == '{' {
			return literalHexValue(u, 3, utf16Index(u, '}', 0))
		}
		return literalHexValue(u, 2, 6)
	}
	if len(u) > 3 && u[0] == '\\' && u[1] == 'u' && u[2] == '{' {
		return literalHexValue(u, 3, utf16Index(u, '}', 0))
	}
	return -1
}

// literalHexValue is the tool's parseHexValue: the value of the hex digits
// u[lo:hi], or -1. Negative values are -1 here.
func literalHexValue(u []uint16, lo, hi int) int {
	if lo < 0 || hi < lo {
		return -1
	}
	return max(parseJavaHex(u[lo:hi]), -1)
}

// literalString returns the characters of a string literal as written in
// the grammar, quotes included, or ok false if it has an invalid escape
// (the tool's getStringFromGrammarStringLiteral, which the grammar lexer
// makes sure does not fail). The result holds code points: a surrogate
// pair written as two escapes, '\uD83D\uDE00', is one, a lone surrogate
// stays as it is. An escape beyond U+10FFFF, which makes the tool crash, is
// invalid here.
func literalString(literal string) (s []rune, ok bool) {
	u := utf16.Encode([]rune(literal))
	n := len(u) - 1 // the closing quote
	var out []uint16
	for i := 1; i < n; {
		end := i + 1
		if u[i] == '\\' {
			end = i + 2
			if i+1 < n && u[i+1] == 'u' {
				if i+2 < n && u[i+2] == '{' {
					for end = i + 3; ; {
						if end+1 > n {
							return nil, false
						}
						c := u[end]
						end++
						if c == '}' {
							break
						}
						if !isLiteralHexDigit(c) {
							return nil, false
						}
					}
				} else {
					for end = i + 2; end < i+6; end++ {
						if end > n || !isLiteralHexDigit(u[end]) {
							return nil, false
						}
					}
				}
			}
		}
		if end > n {
			return nil, false
		}
		c := literalCharValue(u[i:end])
		if c < 0 || c > unicode.MaxRune {
			return nil, false
		}
		if c > 0xFFFF {
			r1, r2 := utf16.EncodeRune(rune(c))
			out = append(out, uint16(r1), uint16(r2))
		} else {
			out = append(out, uint16(c))
		}
		i = end
	}
	return decodeUTF16Units(out), true
}

// isLiteralHexDigit reports whether the tool takes c for a hex digit in a
// \u escape of a string literal: a decimal digit of any script, or a-f, A-F.
func isLiteralHexDigit(c uint16) bool {
	return 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' || unicode.Is(unicode.Nd, rune(c))
}

// parseJavaHex returns the value of u as Java's Integer.parseInt(u, 16)
// reads it, or -1 if that throws. Note that it can return -1 or another
// negative number for a valid "-1" or "-5".
func parseJavaHex(u []uint16) int {
	const maxInt32 = 1<<31 - 1
	if len(u) == 0 {
		return -1
	}
	neg := false
	if u[0] == '-' || u[0] == '+' {
		neg = u[0] == '-'
		u = u[1:]
		if len(u) == 0 {
			return -1
		}
	}
	limit := maxInt32
	if neg {
		limit = maxInt32 + 1
	}
	v := 0
	for _, c := range u {
		d := javaHexDigit(c)
		if d < 0 {
			return -1
		}
		v = v*16 + d
		if v > limit {
			return -1
		}
	}
	if neg {
		return -v
	}
	return v
}

// javaHexDigit is Java's Character.digit(c, 16): the value of a hex digit,
// which may be a decimal digit of any script or a fullwidth letter, or -1.
func javaHexDigit(c uint16) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	case 0xFF21 <= c && c <= 0xFF26: // fullwidth A-F
		return int(c-0xFF21) + 10
	case 0xFF41 <= c && c <= 0xFF46: // fullwidth a-f
		return int(c-0xFF41) + 10
	}
	return decimalDigit(rune(c))
}

// decimalDigit returns the value of a decimal digit (Nd) of any script, or
// -1. Unicode encodes them in runs of ten from 0 to 9, and each range of
// unicode.Nd is a sequence of such runs (a test checks it).
func decimalDigit(r rune) int {
	for _, rg := range unicode.Nd.R16 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rune(rg.Lo) <= r && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10
		}
	}
	return -1
}

// utf16CodePointAt is Java's String.codePointAt: the code point at unit i and
// the number of units it takes.
func utf16CodePointAt(u []uint16, i int) (int, int) {
	if utf16.IsSurrogate(rune(u[i])) && i+1 < len(u) {
		if r := utf16.DecodeRune(rune(u[i]), rune(u[i+1])); r != utf8.RuneError {
			return int(r), 2
		}
	}
	return int(u[i]), 1
}

// utf16Index is Java's String.indexOf(c, from).
func utf16Index(u []uint16, c uint16, from int) int {
	for i := from; i < len(u); i++ {
		if u[i] == c {
			return i
		}
	}
	return -1
}

// runesInUnits returns how many runes of s the first units UTF-16 units cover,
// counting a rune that is only partly covered.
func runesInUnits(s []rune, units int) int {
	n := 0
	for n < len(s) && units > 0 {
		units -= max(utf16.RuneLen(s[n]), 1) // utf16.Encode writes U+FFFD for an invalid rune
		n++
	}
	return n
}

// decodeUTF16Units returns the code points of UTF-16 text as Java iterates
// them: a surrogate pair is one code point, a lone surrogate is itself.
func decodeUTF16Units(u []uint16) []rune {
	out := make([]rune, 0, len(u))
	for i := 0; i < len(u); {
		c, size := utf16CodePointAt(u, i)
		out = append(out, rune(c))
		i += size
	}
	return out
}
