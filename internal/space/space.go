// Package space says where two texts printed one after the other need a
// space between them, so that they stay apart: the rule that both the
// replacements of a grammar (package parser) and the unparsing of trees
// (package tree) follow.
package space

import "strings"

// Needed reports whether a text ending in byte a and one starting with b
// need a space between them: two word characters or two operator
// characters would read as one token, a digit and a dot as a number, and
// two quotes as a string.
func Needed(a, b byte) bool {
	switch {
	case isWord(a) && isWord(b), isOperator(a) && isOperator(b):
		return true
	case isDigit(a) && b == '.', a == '.' && isDigit(b):
		return true
	case a == b && (a == '"' || a == '\'' || a == '`'):
		return true
	}
	return false
}

// Words reports whether a and b are both word characters: texts that end
// and start with them always need a space (two names, a keyword and a
// name, a name and a number read as one).
func Words(a, b byte) bool { return isWord(a) && isWord(b) }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isWord(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) || c == '_' || c == '$' || c >= 0x80
}

func isOperator(c byte) bool { return strings.IndexByte("!#%&*+-./:<=>?@^|~\\", c) >= 0 }
