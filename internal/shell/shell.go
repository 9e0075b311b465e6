// Package shell splits and quotes command lines as a POSIX shell does, for
// the commands hddmin and hddmin bench take as one string (-t, --launcher,
// a variant's flags or command) and the scripts bench writes.
package shell

import (
	"errors"
	"fmt"
	"strings"
)

// Split splits a command line into words as a POSIX shell would, without
// expansions: blanks separate words, single quotes keep everything up to
// the next single quote, double quotes keep everything but a backslash
// before ", \, $ or `, and a backslash outside quotes keeps the next
// character.
func Split(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("unterminated ' in %q", s)
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
					i++
				}
				cur.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, fmt.Errorf("unterminated \" in %q", s)
			}
			inWord = true
		case c == '\\':
			if i+1 < len(s) {
				i++
				cur.WriteByte(s[i])
			}
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// Quote quotes s for sh.
func Quote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Join joins words into a command line for sh, quoting the words that
// need it.
func Join(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if w == "" || strings.ContainsAny(w, " \t'\"\\$`*?[]{}();&|<>#~") {
			out[i] = Quote(w)
		}
	}
	return strings.Join(out, " ")
}

// Launcher splits the command of --launcher (of hddmin and of hddmin
// bench) into words; nil for none.
func Launcher(launcher string) ([]string, error) {
	if launcher == "" {
		return nil, nil
	}
	words, err := Split(launcher)
	if err != nil {
		return nil, fmt.Errorf("--launcher: %v", err)
	}
	if len(words) == 0 {
		return nil, errors.New("--launcher: no command")
	}
	return words, nil
}

// NoShebang says what to do about a test that the system cannot run
// (exec format error): most often a script without its #! line.
func NoShebang(prog string) string {
	return fmt.Sprintf("%s has no #! line: start a script with one, such as #!/bin/sh (or give -t 'sh %s'), or it is not a program for this machine", prog, prog)
}
