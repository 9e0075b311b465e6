package folder

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// A GrammarRule is what the -g flags say of some files: the grammar
// (a bundled name, a .g4 or an .interp file; two files for a lexer and
// a parser) of the files its pattern matches.
type GrammarRule struct {
	Pattern string // "" for every file: a -g with no PATTERN=
	Specs   []string
}

// ParseGrammarFlags reads the -g flags: GRAMMAR, for the input (or every
// file of a folder), or PATTERN=GRAMMAR, for the files whose name (or
// path, if the pattern has a slash) the pattern matches (path.Match). A
// flag that names a file is a grammar, = or not. A pattern given twice is
// a lexer and a parser grammar.
func ParseGrammarFlags(flags []string) ([]GrammarRule, error) {
	var rules []GrammarRule
	for _, f := range flags {
		pattern, spec, ok := strings.Cut(f, "=")
		if !ok || isFile(f) {
			pattern, spec = "", f
		}
		if ok && (pattern == "" || spec == "") && !isFile(f) {
			return nil, fmt.Errorf("-g %s: want GRAMMAR, or PATTERN=GRAMMAR (as '*.h=c')", f)
		}
		if _, err := path.Match(pattern, ""); err != nil {
			return nil, fmt.Errorf("-g %s: the pattern %s: %v", f, pattern, err)
		}
		i := slices.IndexFunc(rules, func(r GrammarRule) bool { return r.Pattern == pattern })
		if i < 0 {
			rules = append(rules, GrammarRule{Pattern: pattern})
			i = len(rules) - 1
		}
		rules[i].Specs = append(rules[i].Specs, spec)
		if n := len(rules[i].Specs); n > 2 {
			if pattern == "" {
				return nil, fmt.Errorf("-g given %d times: give one grammar, or a lexer and a parser grammar", n)
			}
			return nil, fmt.Errorf("-g %s=...: given %d times: give one grammar, or a lexer and a parser grammar, for a pattern", pattern, n)
		}
	}
	return rules, nil
}

// Matches reports whether the rule is for the file at rel (a path with
// slashes, or a name).
func (r GrammarRule) Matches(rel string) bool {
	if r.Pattern == "" {
		return true
	}
	name := rel
	if !strings.Contains(r.Pattern, "/") {
		name = path.Base(rel)
	}
	ok, _ := path.Match(r.Pattern, name)
	return ok
}

// Within reports whether p is inside the folder dir (not dir itself),
// links followed.
func Within(p, dir string) bool {
	rp, rd := realPath(p), realPath(dir)
	return rp != rd && strings.HasPrefix(rp, rd+string(filepath.Separator))
}

// realPath is p made absolute with its links followed, as far as it
// exists.
func realPath(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return p
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	if d, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(d, filepath.Base(abs))
	}
	return abs
}

// isFile reports whether path names a regular file.
func isFile(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular()
}
