package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hddmin/hddmin/parser"
)

// shownErrors is how many syntax errors of INPUT hddmin prints without -v:
// a broken file (random bytes, a truncated page) can have thousands.
const shownErrors = 5

// reportSyntaxErrors prints the syntax errors of INPUT, each on one line:
// the first few and a count of the others, or all of them with -v.
func (a *app) reportSyntaxErrors(errs []*parser.SyntaxError) {
	shown := errs
	if !a.cfg.verbose && len(shown) > shownErrors {
		shown = shown[:shownErrors]
	}
	for _, e := range shown {
		fmt.Fprintln(a.stderr, oneLine(e.Error()))
	}
	if more := len(errs) - len(shown); more > 0 {
		fmt.Fprintf(a.stderr, "hddmin: ... and %d more syntax error(s) (-v prints them all)\n", more)
	}
}

// maxMessage is the length at which a message is cut.
const maxMessage = 300

// oneLine makes a message fit one terminal line: control characters and
// invalid UTF-8 are escaped, token sets of more than 8 tokens are cut to
// their first 6 and a count, and the message to maxMessage characters.
func oneLine(msg string) string {
	msg = abbreviateSets(msg)
	var b strings.Builder
	n := 0
	for i := 0; i < len(msg); {
		r, w := utf8.DecodeRuneInString(msg[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			fmt.Fprintf(&b, `\x%02x`, msg[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case !unicode.IsPrint(r) && r != ' ':
			b.WriteString(strings.Trim(strconv.QuoteRune(r), "'"))
		default:
			b.WriteString(msg[i : i+w])
		}
		i += w
		if n++; n >= maxMessage && i < len(msg) {
			b.WriteString("...")
			break
		}
	}
	return b.String()
}

// abbreviateSets cuts the token sets of a message ("expecting {A, B, ...}")
// that list more than 8 tokens.
func abbreviateSets(msg string) string {
	var b strings.Builder
	for {
		open := strings.Index(msg, " {")
		if open < 0 {
			break
		}
		end := strings.Index(msg[open:], "}")
		if end < 0 {
			break
		}
		end += open
		items := strings.Split(msg[open+2:end], ", ")
		b.WriteString(msg[:open+2])
		if len(items) > 8 {
			fmt.Fprintf(&b, "%s, ... %d more", strings.Join(items[:6], ", "), len(items)-6)
		} else {
			b.WriteString(msg[open+2 : end])
		}
		b.WriteByte('}')
		msg = msg[end+1:]
	}
	b.WriteString(msg)
	return b.String()
}
