// Package target runs, built in, what the target code of a grammar read at
// run time does: the base classes that many grammars of grammars-v4 need
// (superClass = Python3LexerBase, ...), and the methods of them that the
// grammar's actions and predicates call.
//
// A grammar's code is Java (or C#, Go, ... as a grammar's target), which
// cannot run here; but most grammars-v4 grammars keep their code to calls
// of methods of a base class, {this.onNewLine();} or {this.IsRegexPossible()}?,
// one per target, written to do the same thing in each. A base here is a
// Go equivalent of one such class (a lexer's or a parser's): its state,
// the methods the code may call, and the overrides of NextToken and Emit
// it makes. For selects the base by the superClass option and, for a
// grammar without one or with another name, by the methods its code calls;
// it binds each action and predicate whose text is a call of one of the
// base's methods, and warns about every other: an action is skipped, a
// predicate taken as true, and the warning names the rule it affects.
//
// Each base is checked against the trees that ANTLR's Java target builds
// with the grammar's Java base class (see the tests).
package target

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/parser/g4"
	"github.com/hddmin/hddmin/parser/internal/interp"
)

// A lexerBase is the built-in equivalent of a lexer's base class, whose
// state, made for each lexer, is S.
type lexerBase[S any] struct {
	name    string   // for messages
	classes []string // the superClass names it stands for
	new     func() *S
	// actions and preds are its methods that code may call, by name,
	// with the arguments of the call.
	actions map[string]func(s *S, l *interp.Lexer, args []string)
	preds   map[string]func(s *S, l *interp.Lexer, args []string) bool
	// nextToken and emit override the lexer's own, if set.
	nextToken func(s *S, l *interp.Lexer) antlr.Token
	emit      func(s *S, l *interp.Lexer) antlr.Token
}

// A parserBase is the built-in equivalent of a parser's base class.
type parserBase[S any] struct {
	name    string
	classes []string
	new     func() *S
	preds   map[string]func(s *S, p antlr.Parser, args []string) bool
}

// base is what For needs of a lexer or parser base, whatever its state.
type base interface {
	baseName() string
	stands(class string) bool
	// has reports whether the base has the action (or predicate) method.
	has(method string, pred bool) bool
}

func (b *lexerBase[S]) baseName() string              { return b.name }
func (b *lexerBase[S]) stands(class string) bool      { return slices.Contains(b.classes, class) }
func (b *parserBase[S]) baseName() string             { return b.name }
func (b *parserBase[S]) stands(class string) bool     { return slices.Contains(b.classes, class) }
func (b *parserBase[S]) has(m string, pred bool) bool { return pred && b.preds[m] != nil }

func (b *lexerBase[S]) has(m string, pred bool) bool {
	if pred {
		return b.preds[m] != nil
	}
	return b.actions[m] != nil
}

// hooks binds the base to a grammar's actions and predicates, by index
// (the call each makes, nil for none), and returns the maker of the
// hooks of each lexer.
func (b *lexerBase[S]) hooks(actions, preds []*call) func() interp.LexerHooks {
	acts := make([]func(*S, *interp.Lexer), len(actions))
	for i, c := range actions {
		if c != nil {
			f, args := b.actions[c.method], c.args
			acts[i] = func(s *S, l *interp.Lexer) { f(s, l, args) }
		}
	}
	ps := make([]func(*S, *interp.Lexer) bool, len(preds))
	for i, c := range preds {
		if c == nil {
			continue
		}
		args, neg := c.args, c.not
		if f := b.preds[c.method]; f != nil {
			ps[i] = func(s *S, l *interp.Lexer) bool { return f(s, l, args) != neg }
		} else if f := lexerPreds[c.method]; f != nil {
			ps[i] = func(_ *S, l *interp.Lexer) bool { return f(l, args) != neg }
		}
	}
	return func() interp.LexerHooks { return &lexerHooks[S]{b: b, s: b.new(), acts: acts, preds: ps} }
}

// lexerHooks are the hooks of one lexer with a base.
type lexerHooks[S any] struct {
	b     *lexerBase[S]
	s     *S
	acts  []func(*S, *interp.Lexer)
	preds []func(*S, *interp.Lexer) bool
}

func (h *lexerHooks[S]) Action(l *interp.Lexer, _, index int) {
	if index >= 0 && index < len(h.acts) && h.acts[index] != nil {
		h.acts[index](h.s, l)
	}
}

func (h *lexerHooks[S]) Sempred(l *interp.Lexer, _, index int) bool {
	if index >= 0 && index < len(h.preds) && h.preds[index] != nil {
		return h.preds[index](h.s, l)
	}
	return true
}

func (h *lexerHooks[S]) NextToken(l *interp.Lexer) antlr.Token {
	if h.b.nextToken != nil {
		return h.b.nextToken(h.s, l)
	}
	return l.Super()
}

func (h *lexerHooks[S]) Emit(l *interp.Lexer) antlr.Token {
	if h.b.emit != nil {
		return h.b.emit(h.s, l)
	}
	return l.BaseLexer.Emit()
}

// hooks binds the base to a grammar's predicates, by index.
func (b *parserBase[S]) hooks(preds []*call) func() interp.ParserHooks {
	ps := make([]func(*S, antlr.Parser) bool, len(preds))
	for i, c := range preds {
		if c != nil {
			f, args, neg := b.preds[c.method], c.args, c.not
			ps[i] = func(s *S, p antlr.Parser) bool { return f(s, p, args) != neg }
		}
	}
	return func() interp.ParserHooks { return &parserHooks[S]{s: b.new(), preds: ps} }
}

type parserHooks[S any] struct {
	interp.BaseParserHooks
	s     *S
	preds []func(*S, antlr.Parser) bool
}

func (h *parserHooks[S]) Sempred(p antlr.Parser, _ antlr.RuleContext, _, index int) bool {
	if index >= 0 && index < len(h.preds) && h.preds[index] != nil {
		return h.preds[index](h.s, p)
	}
	return true
}

// lexerBinder and parserBinder are lexerBase and parserBase whatever
// their state.
type lexerBinder interface {
	base
	hooks(actions, preds []*call) func() interp.LexerHooks
}

type parserBinder interface {
	base
	hooks(preds []*call) func() interp.ParserHooks
}

// The built-in bases, in the order For tries them.
var (
	lexerBases  []lexerBinder
	parserBases []parserBinder
)

// lexerPreds are the lexer predicates that need no base class, only the
// runtime's lexer: any lexer, with a base or not, runs them. Their calls
// are made by parseCall of the code's text.
var lexerPreds = map[string]func(l *interp.Lexer, args []string) bool{
	// _input.LA(n) == 'c', != 'c'.
	"$LA==": func(l *interp.Lexer, args []string) bool { return laIs(l, args) },
	"$LA!=": func(l *interp.Lexer, args []string) bool { return !laIs(l, args) },
	// getCharPositionInLine() == 0: the token starts a line. (A predicate
	// before the token's first character sees the column of its start.)
	"$column0": func(l *interp.Lexer, _ []string) bool { return l.GetCharPositionInLine() == 0 },
}

// laIs reports whether the character n ahead (args n and c) is c.
func laIs(l *interp.Lexer, args []string) bool {
	if len(args) != 2 {
		return false
	}
	r := []rune(args[1])
	return len(r) == 1 && l.GetInputStream().LA(intArg(args[:1])) == int(r[0])
}

// intArg is the one integer argument, 0 if there is none.
func intArg(args []string) int {
	if len(args) != 1 {
		return 0
	}
	n, _ := strconv.Atoi(args[0])
	return n
}

// commonLexer is the base of a lexer whose code calls no base's methods,
// only lexerPreds.
var commonLexer lexerBinder = &lexerBase[struct{}]{
	name: "the built-in predicates",
	new:  func() *struct{} { return &struct{}{} },
}

// A call is the code of an action or a predicate that calls a method of
// the recognizer, with literal arguments: this.m(), self.m("x"), p.m(1),
// m() (C++), with a ; or not; a predicate may negate it: !this.m(). An
// action that sets a field to a literal, this.f = true;, is a call of
// the method "f=" with the literal as its argument; a predicate that two
// labeled tokens are adjacent, $a.index + 1 == $b.index, a call of
// "$adjacent" (see adjacent).
type call struct {
	method string
	args   []string // the arguments, strings unquoted
	not    bool
}

var (
	callPattern = regexp.MustCompile(`^\s*(!?)\s*(?:(?:this|self|p|l)\s*(?:\.|->)\s*)?([A-Za-z_][A-Za-z0-9_]*)\s*\((.*)\)\s*;?\s*$`)
	adjPattern  = regexp.MustCompile(`^\s*\$[A-Za-z_][A-Za-z0-9_]*\.index\s*\+\s*1\s*==\s*\$[A-Za-z_][A-Za-z0-9_]*\.index\s*$`)
	laPattern   = regexp.MustCompile(`^\s*(?:(?:this|self)\s*\.\s*)?_input\s*\.\s*LA\s*\(\s*(-?[0-9]+)\s*\)\s*(==|!=)\s*'((?:[^'\\]|\\.)+)'\s*$`)
	colPattern  = regexp.MustCompile(`^\s*(?:(?:this|self)\s*\.\s*)?getCharPositionInLine\s*\(\s*\)\s*==\s*0\s*$`)
	setPattern  = regexp.MustCompile(`^\s*(?:(?:this|self)\s*(?:\.|->)\s*)([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([^=;]+?)\s*;?\s*$`)
	argPattern  = regexp.MustCompile(`^\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(-?[0-9]+|true|false|True|False))\s*(?:,|$)`)
)

// parseCall returns the call the code of a snippet makes, or nil.
func parseCall(text string) *call {
	if adjPattern.MatchString(text) {
		return &call{method: "$adjacent"}
	}
	if m := laPattern.FindStringSubmatch(text); m != nil {
		c, err := strconv.Unquote("'" + m[3] + "'")
		if err != nil {
			return nil
		}
		return &call{method: "$LA" + m[2], args: []string{m[1], string(c)}}
	}
	if colPattern.MatchString(text) {
		return &call{method: "$column0"}
	}
	m := callPattern.FindStringSubmatch(text)
	if m == nil {
		if set := setPattern.FindStringSubmatch(text); set != nil {
			m = []string{set[0], "", set[1] + "=", set[2]}
		} else {
			return nil
		}
	}
	c := &call{method: m[2], not: m[1] == "!"}
	rest := m[3]
	for strings.TrimSpace(rest) != "" {
		a := argPattern.FindStringSubmatch(rest)
		if a == nil {
			return nil
		}
		c.args = append(c.args, a[1]+a[2]+a[3])
		rest = rest[len(a[0]):]
	}
	return c
}

// method returns the method a snippet calls, or "".
func method(text string) string {
	if c := parseCall(text); c != nil {
		return c.method
	}
	return ""
}

// For returns the built-in target code of a grammar whose lexer and
// parser have the code lexer and parser (see g4.Code; nil for a grammar
// of .interp files, which keep none), or nil if it has none to run, and
// the warnings about the code it does not cover.
func For(lexer, parser *g4.Code) (*interp.Target, []error) {
	var t interp.Target
	var warns []error
	if lexer != nil {
		lb := choose(lexer, append(toBases(lexerBases), commonLexer)) // not append(lexerBases, ...): it may write into the shared array
		actions, w1 := bind(lexer, lb, false, "lexer")
		preds, w2 := bind(lexer, lb, true, "lexer")
		warns = append(warns, byPlace(append(w1, w2...))...)
		if lb != nil {
			t.Lexer = lb.(lexerBinder).hooks(actions, preds)
		}
		warns = append(warns, superClassWarning(lexer, lb, "lexer")...)
	}
	if parser != nil {
		pb := choose(parser, toBases(parserBases))
		_, w1 := bind(parser, pb, false, "parser")
		preds, w2 := bind(parser, pb, true, "parser")
		warns = append(warns, byPlace(append(w1, w2...))...)
		if pb != nil {
			t.Parser = pb.(parserBinder).hooks(preds)
		}
		for _, p := range parser.Predicates {
			t.Predicates = append(t.Predicates, p.Text)
		}
		warns = append(warns, superClassWarning(parser, pb, "parser")...)
	}
	if t.Lexer == nil && t.Parser == nil {
		return nil, warns
	}
	return &t, warns
}

func toBases[B base](list []B) []base {
	out := make([]base, len(list))
	for i, b := range list {
		out[i] = b
	}
	return out
}

// choose returns the base of code: the one that stands for its
// superClass, else the one whose methods its code calls the most of
// (one at least), or nil.
func choose(code *g4.Code, bases []base) base {
	if code.SuperClass != "" {
		for _, b := range bases {
			if b.stands(code.SuperClass) {
				return b
			}
		}
	}
	var best base
	most := 0
	for _, b := range bases {
		n := 0
		for _, s := range code.Actions {
			if m := method(s.Text); m != "" && b.has(m, false) {
				n++
			}
		}
		for _, s := range code.Predicates {
			if m := method(s.Text); m != "" && b.has(m, true) {
				n++
			}
		}
		if n > most {
			best, most = b, n
		}
	}
	if best == nil && slices.ContainsFunc(code.Predicates, func(s g4.Snippet) bool { return lexerPreds[method(s.Text)] != nil }) {
		for _, b := range bases {
			if b == commonLexer {
				return b
			}
		}
	}
	return best
}

// bind returns the call of a method of b that each action (or
// predicate) of code makes, by index (nil for none), and a warning for
// each code the base does not cover, with the rules it is in.
func bind(code *g4.Code, b base, preds bool, kind string) ([]*call, []placed) {
	list := code.Actions
	if preds {
		list = code.Predicates
	}
	methods := make([]*call, len(list))
	uncovered := map[string][]g4.Snippet{}
	for i, s := range list {
		if s.Made {
			continue
		}
		c := parseCall(s.Text)
		if b != nil && c != nil && (!c.not || preds) && (b.has(c.method, preds) || preds && kind == "lexer" && lexerPreds[c.method] != nil) {
			methods[i] = c
			continue
		}
		uncovered[s.Text] = append(uncovered[s.Text], s)
	}
	var warns []placed
	for _, sns := range uncovered {
		warns = append(warns, placed{sns[0].Pos, snippetWarning(code, sns, preds, kind)})
	}
	return methods, warns
}

// placed is a warning and the place it is about.
type placed struct {
	pos g4.Pos
	err error
}

// byPlace returns the warnings in the order of their places.
func byPlace(list []placed) []error {
	sort.Slice(list, func(i, j int) bool {
		a, b := list[i].pos, list[j].pos
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
	out := make([]error, len(list))
	for i, p := range list {
		out[i] = p.err
	}
	return out
}

// snippetWarning is the warning about one code that no built-in covers,
// found at each of snippets.
func snippetWarning(code *g4.Code, snippets []g4.Snippet, pred bool, kind string) error {
	var rules []string
	for _, s := range snippets {
		if r := code.Rules[s.Rule]; !slices.Contains(rules, r) {
			rules = append(rules, r)
		}
	}
	where := kind + " rule " + rules[0]
	if len(rules) > 1 {
		where = kind + " rules " + list(rules, 4)
	}
	places := ""
	if len(snippets) > 1 {
		places = fmt.Sprintf(" (%d places)", len(snippets))
	}
	first := snippets[0].Pos
	text := oneLine(snippets[0].Text)
	var what string
	switch {
	case pred && kind == "lexer":
		what = fmt.Sprintf("predicate {%s}? is taken as true: no built-in equivalent; %s may match where the grammar's code would not, and the input be read as other tokens than the grammar means", text, where)
	case pred:
		what = fmt.Sprintf("predicate {%s}? is taken as true: no built-in equivalent; %s may choose an alternative the grammar's code would not", text, where)
	default:
		what = fmt.Sprintf("action {%s} is skipped: no built-in equivalent; in %s", text, where)
	}
	return fmt.Errorf("%s:%d:%d: warning: %s%s", code.File, first.Line, first.Col, what, places)
}

// superClassWarning warns about a superClass that no built-in base stands
// for.
func superClassWarning(code *g4.Code, b base, kind string) []error {
	if code.SuperClass == "" || b != nil && b.stands(code.SuperClass) {
		return nil
	}
	p := code.SuperClassPos
	if b != nil {
		return []error{fmt.Errorf("%s:%d:%d: warning: superClass %s: no built-in equivalent; the %s runs with the methods of %s that its code calls", code.File, p.Line, p.Col, code.SuperClass, kind, b.baseName())}
	}
	return []error{fmt.Errorf("%s:%d:%d: warning: superClass %s: no built-in equivalent; the %s runs without it", code.File, p.Line, p.Col, code.SuperClass, kind)}
}

// list is names joined with commas, the first n and a count of the rest.
func list(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// oneLine is code on one line, cut to 60 characters.
func oneLine(code string) string {
	code = strings.Join(strings.Fields(code), " ")
	if len(code) > 60 {
		code = code[:57] + "..."
	}
	return code
}
