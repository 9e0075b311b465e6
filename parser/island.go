package parser

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/hddmin/hddmin/internal/jsonpos"
)

// An Island says that some nodes of a tree hold text in another language:
// the nodes of a token or a rule of the host grammar, where the conditions
// hold, are parsed again with the island's grammar, and the tree of that
// parse takes their place (see package tree/fromparse). The JSON form
// of a list of islands is read by ReadIslands:
//
//	{"islands": [
//	  {"host": "html", "token": "STYLE_TEXT", "grammar": "css"},
//	  {"host": "html", "rule": "attributeValue",
//	   "within": "attribute", "before": "(?i)^on[a-z]+\\s*=\\s*$",
//	   "match": "(?s)^\"(?P<island>.*)\"$|^'(?P<island>.*)'$|^(?P<island>.*)$",
//	   "grammar": "javascript", "start": "program"}
//	]}
//
// The first island of a list that applies to a node is the one used.
type Island struct {
	// Host is the name of the grammar whose trees have the island; ""
	// for any grammar.
	Host string `json:"host,omitempty"`
	// Token or Rule (one of them) names the nodes of the host that hold
	// the island's text: a token's text, or all the text of a rule.
	Token string `json:"token,omitempty"`
	Rule  string `json:"rule,omitempty"`
	// Within and Before, if set, are a condition on the context: the
	// nearest enclosing node of rule Within exists, and the text from its
	// start to the node's matches the regular expression Before.
	Within string `json:"within,omitempty"`
	Before string `json:"before,omitempty"`
	// Match, if set, is a regular expression the node's text must match.
	// If it has groups named "island", the first that takes part in the
	// match is the text to parse, and the text around it stays as it is
	// (the quotes of an attribute value); else the whole text is parsed.
	Match string `json:"match,omitempty"`
	// Grammar names the grammar that parses the text: a bundled name, a
	// .g4 file, or a lexer and a parser .g4 file (a JSON array); files are
	// relative to the file the islands are read from. Start is the rule to
	// parse from ("" for the grammar's start rule).
	Grammar Specs  `json:"grammar,omitempty"`
	Start   string `json:"start,omitempty"`
	// Plain marks nodes that stay text, where no island of the list after
	// this one should apply (a <script> of a type that is not a script).
	Plain bool `json:"plain,omitempty"`
	// Decode, if set, says how the host encodes the text: "html" for the
	// character references of an HTML attribute value (&quot;, &#39;),
	// which are decoded before the text is parsed; the tree prints the
	// text as it was.
	Decode string `json:"decode,omitempty"`

	before, match *regexp.Regexp
	dir           string
	pos           string // file:line:col of the island in its list, for messages

	once sync.Once
	g    *Grammar
	err  error
}

// Specs are the names or files of a grammar: one string or an array of
// them in JSON.
type Specs []string

// UnmarshalJSON reads a string or an array of strings.
func (s *Specs) UnmarshalJSON(data []byte) error {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var one string
		if err := json.Unmarshal(data, &one); err != nil {
			return err
		}
		*s = Specs{one}
		return nil
	}
	var list []string
	if err := json.Unmarshal(data, &list); err != nil {
		return errors.New("want a grammar name or file, or an array of .g4 files")
	}
	*s = list
	return nil
}

// islandReader reads the JSON of a list of islands, keeping the place of
// each island in the file for messages.
type islandReader struct {
	file string
	data []byte
	dec  *json.Decoder
}

// read reads {"islands": [...]}.
func (r *islandReader) read() ([]*Island, error) {
	var list []*Island
	if err := r.delim('{', "an object with \"islands\""); err != nil {
		return nil, err
	}
	for r.dec.More() {
		at := r.next()
		key, err := r.dec.Token()
		if err != nil {
			return nil, r.errorf(r.syntaxOffset(at), "%s", jsonpos.Message(err))
		}
		if key != "islands" {
			return nil, r.errorf(at, "unknown field %q: want \"islands\"", key)
		}
		if err := r.delim('[', "an array of islands"); err != nil {
			return nil, err
		}
		for r.dec.More() {
			at := r.next()
			var raw json.RawMessage
			if err := r.dec.Decode(&raw); err != nil {
				return nil, r.errorf(r.syntaxOffset(at), "island %d: %s", len(list)+1, jsonpos.Message(err))
			}
			is := &Island{}
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.DisallowUnknownFields()
			if err := dec.Decode(is); err != nil {
				off, ok := jsonpos.Offset(err, at)
				if !ok {
					off = at
				}
				return nil, r.errorf(off, "island %d: %s", len(list)+1, jsonpos.Message(err))
			}
			line, col := jsonpos.Position(r.data, at)
			is.pos = fmt.Sprintf("%s:%d:%d", r.file, line, col)
			list = append(list, is)
		}
		if err := r.delim(']', "the end of the array"); err != nil {
			return nil, err
		}
	}
	if err := r.delim('}', "the end of the object"); err != nil {
		return nil, err
	}
	if at := r.next(); at < int64(len(r.data)) {
		return nil, r.errorf(at, "invalid character %q after the end of the object", r.data[at])
	}
	return list, nil
}

// next returns the offset of the next value: past the spaces and the
// comma the decoder has not read yet.
func (r *islandReader) next() int64 {
	at := r.dec.InputOffset()
	for at < int64(len(r.data)) && strings.IndexByte(" \t\r\n,:", r.data[at]) >= 0 {
		at++
	}
	return at
}

// syntaxOffset returns the offset of the syntax error of the document,
// or at if it has none: a json.Decoder counts the offsets of its errors
// from places of its own.
func (r *islandReader) syntaxOffset(at int64) int64 {
	if off, ok := jsonpos.Offset(json.Unmarshal(r.data, new(any)), 0); ok {
		return off
	}
	return at
}

// delim reads the delimiter d, what the document must hold there.
func (r *islandReader) delim(d json.Delim, what string) error {
	at := r.next()
	tok, err := r.dec.Token()
	if err != nil {
		return r.errorf(r.syntaxOffset(at), "%s", jsonpos.Message(err))
	}
	if tok != d {
		return r.errorf(at, "want %s", what)
	}
	return nil
}

func (r *islandReader) errorf(at int64, format string, args ...any) error {
	line, col := jsonpos.Position(r.data, at)
	return fmt.Errorf("%s:%d:%d: %s", r.file, line, col, fmt.Sprintf(format, args...))
}

// compile checks the island and compiles its regular expressions.
func (is *Island) compile() error {
	if (is.Token == "") == (is.Rule == "") {
		return errors.New(`want one of "token" and "rule"`)
	}
	if (len(is.Grammar) == 0) == !is.Plain {
		return errors.New(`want a "grammar", or "plain": true`)
	}
	if is.Before != "" && is.Within == "" {
		return errors.New(`"before" needs "within"`)
	}
	if is.Decode != "" && is.Decode != "html" {
		return fmt.Errorf(`"decode": %q: want "html"`, is.Decode)
	}
	var err error
	if is.Before != "" {
		if is.before, err = regexp.Compile(is.Before); err != nil {
			return fmt.Errorf(`"before": %v`, err)
		}
	}
	if is.Match != "" {
		if is.match, err = regexp.Compile(is.Match); err != nil {
			return fmt.Errorf(`"match": %v`, err)
		}
	}
	return nil
}

// Applies reports whether the island applies to a node of grammar host
// that is the token or rule called name, with the given text; before
// returns the text from the start of the nearest enclosing node of a rule
// to the node, and false if there is none. It returns where the text to
// parse starts and ends in text.
func (is *Island) Applies(host string, token bool, name, text string, before func(rule string) (string, bool)) (start, end int, ok bool) {
	if is.Host != "" && is.Host != host {
		return 0, 0, false
	}
	if token && is.Token != name || !token && is.Rule != name {
		return 0, 0, false
	}
	if is.Within != "" {
		b, ok := before(is.Within)
		if !ok || is.before != nil && !is.before.MatchString(b) {
			return 0, 0, false
		}
	}
	if is.match == nil {
		return 0, len(text), true
	}
	m := is.match.FindStringSubmatchIndex(text)
	if m == nil {
		return 0, 0, false
	}
	for i, n := range is.match.SubexpNames() {
		if n == "island" && m[2*i] >= 0 {
			return m[2*i], m[2*i+1], true
		}
	}
	return 0, len(text), true
}

// Language returns the grammar of the island, read on first use; nil for
// a plain island.
func (is *Island) Language() (*Grammar, error) {
	if is.Plain {
		return nil, nil
	}
	is.once.Do(func() {
		specs := make([]string, len(is.Grammar))
		for i, s := range is.Grammar {
			if filepath.Ext(s) != "" && !filepath.IsAbs(s) && is.dir != "" {
				s = filepath.Join(is.dir, s)
			}
			specs[i] = s
		}
		var l *Loaded
		l, is.err = LoadGrammar(specs, LoadOptions{})
		if is.err == nil {
			is.g = l.Grammar
		}
	})
	return is.g, is.err
}

// Place returns where the island is written, as file:line:col of its list
// ("" for an island that was not read by ReadIslands).
func (is *Island) Place() string { return is.pos }

// where is the island's place for messages.
func (is *Island) where() string {
	if is.pos == "" {
		return "islands"
	}
	return is.pos
}

// hasName reports whether g has the token (by symbolic name, or literal
// with its quotes) or the parser rule that one of token and rule names.
func (g *Grammar) hasName(token, rule string) bool {
	if rule != "" {
		return g.RuleIndex(rule) >= 0
	}
	return slices.Contains(g.Parser.SymbolicNames, token) || slices.Contains(g.Parser.LiteralNames, token)
}

// suggest returns a hint for a name g does not have as a token (token) or
// a parser rule: that it is one of the other kind, or the name of the kind
// wanted that is spelt most like it.
func (g *Grammar) suggest(name string, token bool) string {
	rules, tokens := g.Parser.RuleNames, g.Parser.SymbolicNames
	if token && slices.Contains(rules, name) {
		return fmt.Sprintf(" (%s is a rule: use \"rule\")", name)
	}
	if !token && slices.Contains(tokens, name) {
		return fmt.Sprintf(" (%s is a token: use \"token\", or give a parser rule)", name)
	}
	names := rules
	if token {
		names = tokens
	}
	best, dist := "", len(name)/3+2 // nothing that far off
	for _, n := range names {
		if d := editDistance(strings.ToLower(n), strings.ToLower(name)); n != "" && d < dist {
			best, dist = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %s?", best)
}
