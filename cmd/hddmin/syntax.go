package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
)

// shownErrors is how many syntax errors of INPUT hddmin prints without -v:
// a broken file (random bytes, a truncated page) can have thousands.
const shownErrors = 5

// reportSyntaxErrors prints the syntax errors of INPUT, each on one line:
// the first few and a count of the others, or all of them with -v.
func (a *app) reportSyntaxErrors(errs []*parser.SyntaxError) {
	shown, more := a.firstFew(len(errs))
	for _, e := range errs[:shown] {
		fmt.Fprintln(a.stderr, oneLine(e.Error()))
	}
	if more > 0 {
		fmt.Fprintf(a.stderr, "hddmin: ... and %d more syntax error(s) (-v prints them all)\n", more)
	}
}

// byteOrderMark is UTF-8's byte order mark, U+FEFF.
const byteOrderMark = "\uFEFF"

// noteByteOrderMark names the byte order mark INPUT starts with, if the
// grammar does not skip it and the syntax errors may come from it: it is
// part of the first token (C reads it as a letter of an identifier, and
// reports the token after), or the first error is where it is. Grammars
// that skip it (CSS, JavaScript) get no note. Without a tree (--strict),
// an error on the first line is enough.
func (a *app) noteByteOrderMark(src []byte, t *tree.Tree, errs []*parser.SyntaxError, grammar string) {
	if !strings.HasPrefix(string(src[:min(len(src), 3)]), byteOrderMark) || len(errs) == 0 {
		return
	}
	first := errs[0]
	atMark := first.Line == 1 && first.Column == 1
	var token *tree.Node
	if t != nil {
		for n := range tree.Preorder(t.Root()) {
			if n.Kind() == tree.Token && n.Pre()+n.Text() != "" {
				token = n
				break
			}
		}
	}
	switch {
	case token != nil && strings.HasPrefix(token.Text(), byteOrderMark):
		a.logf("note: %s starts with a byte order mark (U+FEFF, the bytes EF BB BF), which grammar %s reads as part of its first token, %s: the syntax error at %d:%d may come from it; remove the mark if the program you test skips it, as most do",
			a.inputName(), grammar, oneLine(strconv.Quote(token.Text())), first.Line, first.Column)
	case atMark || token == nil && first.Line == 1:
		a.logf("note: %s starts with a byte order mark (U+FEFF, the bytes EF BB BF), which grammar %s does not skip: the syntax error at %d:%d may come from it; remove the mark if the program you test skips it, as most do",
			a.inputName(), grammar, first.Line, first.Column)
	}
}

// firstFew returns how many of n messages to print, and how many are left
// out: shownErrors, or all of them with -v.
func (a *app) firstFew(n int) (shown, more int) {
	if a.cfg.verbose || n <= shownErrors {
		return n, 0
	}
	return shownErrors, n - shownErrors
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
// that list more than 8 tokens. Literal tokens are quoted and may hold
// braces and commas: '}', ','.
func abbreviateSets(msg string) string {
	var b strings.Builder
	for {
		open := strings.Index(msg, " {")
		if open < 0 {
			break
		}
		var items []string
		start, end, quoted := open+2, -1, false
		for i := start; i < len(msg) && end < 0; i++ {
			switch c := msg[i]; {
			case c == '\'' && (i == start || msg[i-1] != '\\'):
				quoted = !quoted
			case quoted:
			case c == ',' && strings.HasPrefix(msg[i:], ", "):
				items = append(items, msg[start:i])
				start = i + 2
				i++
			case c == '}':
				items = append(items, msg[start:i])
				end = i
			}
		}
		if end < 0 {
			break
		}
		b.WriteString(msg[:open+2])
		if len(items) > 8 {
			fmt.Fprintf(&b, "%s, ... %d more", strings.Join(items[:6], ", "), len(items)-6)
		} else {
			b.WriteString(strings.Join(items, ", "))
		}
		b.WriteByte('}')
		msg = msg[end+1:]
	}
	b.WriteString(msg)
	return b.String()
}

// reportIslands prints the warnings about islands (see
// tree/fromparse.Options): the first few, and how many more; -v prints them
// all.
func (a *app) reportIslands(warnings []string) {
	shown, more := a.firstFew(len(warnings))
	for _, w := range warnings[:shown] {
		a.logf("warning: %s", oneLine(w))
	}
	if more > 0 {
		a.logf("... and %d more island warning(s) (-v prints them all)", more)
	}
}
