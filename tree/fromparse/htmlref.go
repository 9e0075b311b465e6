package fromparse

import (
	"html"
	"strconv"
	"strings"
	"unicode/utf8"
)

// decodeHTML decodes the character references of s as the HTML standard's
// tokenizer decodes an attribute value (section 13.2.5.72 and after):
// &name; (the table of package html, the standard's), the legacy names
// without a semicolon where no `=`, letter or digit follows them, &#ddd;
// and &#xhhh; (with or without the semicolon; 0, surrogates and numbers
// past U+10FFFF as U+FFFD, 0x80 to 0x9F as windows-1252 reads them).
// Anything else stays as it is. If s has a reference, it also returns at:
// at[i] is the offset in s of offset i of the decoded text, for i up to
// and including its length; an offset inside the characters of a
// reference maps to the end of the reference.
func decodeHTML(s string) (string, []int) {
	if !strings.Contains(s, "&") {
		return s, nil
	}
	var b strings.Builder
	var at []int
	copied := 0 // s[:copied] is decoded
	for i := 0; i < len(s); {
		if s[i] != '&' {
			i++
			continue
		}
		text, n := reference(s[i:])
		if n == 0 {
			i++
			continue
		}
		for j := copied; j < i; j++ {
			at = append(at, j)
		}
		b.WriteString(s[copied:i])
		at = append(at, i)
		for range len(text) - 1 {
			at = append(at, i+n)
		}
		b.WriteString(text)
		i += n
		copied = i
	}
	if at == nil {
		return s, nil
	}
	for j := copied; j <= len(s); j++ {
		at = append(at, j)
	}
	b.WriteString(s[copied:])
	return b.String(), at
}

// reference decodes the character reference at the start of s (an `&`)
// in an attribute value: its text and its length in s, or 0 if there is
// none.
func reference(s string) (string, int) {
	if len(s) > 1 && s[1] == '#' {
		return numericReference(s)
	}
	n := 1
	for n < len(s) && isAlnum(s[n]) {
		n++
	}
	if n == 1 {
		return "", 0
	}
	if n < len(s) && s[n] == ';' {
		// &name; (package html finds a name or leaves more than two
		// characters: one for a legacy name that starts it, then the rest).
		if text := html.UnescapeString(s[:n+1]); text != s[:n+1] && utf8.RuneCountInString(text) <= 2 {
			return text, n + 1
		}
	}
	// A legacy name without its semicolon, the whole run of letters and
	// digits (a shorter one would have one after it) and no = after it.
	if n < len(s) && s[n] == '=' {
		return "", 0
	}
	if text := html.UnescapeString(s[:n]); text != s[:n] && utf8.RuneCountInString(text) == 1 {
		return text, n
	}
	return "", 0
}

// numericReference decodes &#ddd; or &#xhhh; at the start of s.
func numericReference(s string) (string, int) {
	n, base := 2, 10
	if n < len(s) && (s[n] == 'x' || s[n] == 'X') {
		n, base = 3, 16
	}
	start := n
	code := 0
	for n < len(s) {
		d, err := strconv.ParseUint(s[n:n+1], base, 8)
		if err != nil {
			break
		}
		code = min(code*base+int(d), 0x110000) // no overflow: past U+10FFFF is U+FFFD anyway
		n++
	}
	if n == start {
		return "", 0
	}
	if n < len(s) && s[n] == ';' {
		n++
	}
	switch {
	case code == 0 || code > 0x10FFFF || code >= 0xD800 && code <= 0xDFFF:
		return "\uFFFD", n
	case code >= 0x80 && code <= 0x9F:
		return html.UnescapeString("&#" + strconv.Itoa(code) + ";"), n // windows-1252
	}
	return string(rune(code)), n
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}
