package parser

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"sync"
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

// ReadIslands reads a list of islands in JSON (see Island); file names the
// list in errors, and grammar files are relative to its directory. The
// regular expressions use Go's syntax (package regexp).
func ReadIslands(file string, data []byte) ([]*Island, error) {
	var doc struct {
		Islands []*Island `json:"islands"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	for i, is := range doc.Islands {
		is.dir = filepath.Dir(file)
		if err := is.compile(); err != nil {
			return nil, fmt.Errorf("%s: island %d: %v", file, i+1, err)
		}
	}
	return doc.Islands, nil
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
