package g4

import "unicode"

// The syntax tree of one .g4 file, as read returns it. Its shapes follow the
// grammar of ANTLR 4 grammars (the "Grammar Structure" and "Parser Rules",
// "Lexer Rules" chapters of the ANTLR 4 documentation), so that the ATN
// built from it is the one the ANTLR tool builds:
//
//   - x? x* x+ on an element are an *ebnf whose block has one alternative
//     holding the element; on a parenthesized block, an *ebnf of that block;
//   - a parenthesized block without a suffix is a *block element;
//   - ~x and ~(x|y) are a *setElem with Invert set;
//   - a label applies to the element after it: a=x? is an *ebnf whose one
//     alternative holds a *labeled of x.

// Pos is a position in a grammar file: a 1-based line and a 1-based column
// counted in characters.
type Pos struct {
	Line, Col int
}

// fileKind is the kind of a grammar file.
type fileKind int

const (
	kindCombined fileKind = iota // grammar X;
	kindLexer                    // lexer grammar X;
	kindParser                   // parser grammar X;
)

func (k fileKind) String() string {
	switch k {
	case kindCombined:
		return "combined"
	case kindLexer:
		return "lexer"
	case kindParser:
		return "parser"
	}
	return "Kind(?)"
}

// grammarFile is one grammar file.
type grammarFile struct {
	Path    string // as given to read, for messages
	Kind    fileKind
	Name    string
	NamePos Pos

	Options  []*option      // options { ... }
	Imports  []*importDecl  // import A, B = C;
	Tokens   []*ident       // tokens { A, B }
	Channels []*ident       // channels { A, B }
	Actions  []*namedAction // @header {...}, @lexer::members {...}

	// Rules are all rules in file order. Lexer rules after a mode
	// declaration have its name in Mode.
	Rules []*ruleDecl
	Modes []*ident // the mode declarations, in order
}

// ident is a name and where it stands.
type ident struct {
	Name string
	Pos  Pos
}

// valueKind is the kind of an option value.
type valueKind int

const (
	valueName   valueKind = iota // an identifier or a qualified name a.b.c
	valueString                  // a string literal, quotes included
	valueInt                     // an integer
	valueAction                  // an action, braces included
	valueNone                    // an element option without a value: <Foo>
)

// option is one name = value pair of an options block or of element
// options <name = value, ...>.
type option struct {
	Name     string
	Pos      Pos
	Value    string // its text (see ValueKind); "" for ValueNone
	Kind     valueKind
	ValuePos Pos
}

// importDecl is one grammar of an import statement. In "import A = B;" the
// grammar B is loaded under the name A.
type importDecl struct {
	Name  string // the grammar file to load (B)
	Alias string // A, or "" when there is none
	Pos   Pos
}

// namedAction is an action with a name: @scope::name {...} at the grammar level,
// @init {...} and @after {...} in rules.
type namedAction struct {
	Scope string // "" when there is none
	Name  string
	Text  string // with its braces
	Pos   Pos
}

// ruleDecl is a parser rule (lower-case first letter) or a lexer rule
// (upper-case first letter).
type ruleDecl struct {
	Name     string
	Pos      Pos
	Fragment bool   // lexer: fragment rule
	Mode     string // lexer: the mode declared before the rule; "" before the first

	Options []*option
	Args    *action        // parser: rule[args]
	Returns *action        // parser: returns [values]
	Locals  *action        // parser: locals [values]
	Throws  []*ident       // parser: throws A, B
	Actions []*namedAction // parser: @init {...}, @after {...}
	Catches []*catchClause // parser: catch [args] {...}
	Finally *action        // parser: finally {...}

	Block *block // the alternatives
	End   Pos    // the position of the closing ';'
}

// catchClause is an exception handler of a parser rule.
type catchClause struct {
	Args   *action
	Action *action
}

// element is one element of an alternative: *ref, *literal, *charRange,
// *charSet, *wildcard, *setElem, *block, *ebnf, *labeled or *action.
type element interface {
	Position() Pos
}

// block is a parenthesized block of alternatives, and the body of every
// rule.
type block struct {
	Pos     Pos
	Options []*option      // ( options { ... } : ... )
	Actions []*namedAction // ( @init {...} : ... ), parser blocks only
	Alts    []*alt
}

// alt is one alternative of a block.
type alt struct {
	Pos      Pos
	Options  []*option // parser: <assoc = right> before the elements
	Elements []element // none: the alternative matches the empty string
	Label    *ident    // parser: # Label
	Commands []*command
}

// command is one lexer command after ->, as in -> channel(HIDDEN).
type command struct {
	Name   string
	Pos    Pos
	Arg    string // an identifier or an integer; "" when there is none
	ArgPos Pos
	HasArg bool
}

// ref is a reference to a token (upper-case first letter) or a rule.
type ref struct {
	Name    string
	Pos     Pos
	Args    *action // parser rule references: r[args]
	Options []*option
}

// Token reports whether the reference names a token (or a lexer rule).
func (r *ref) Token() bool { return isTokenName(r.Name) }

// literal is a string literal, 'like this'.
type literal struct {
	Text    string // as written, quotes and escapes included
	Pos     Pos
	Options []*option
}

// charRange is a lexer character range, 'a'..'z'.
type charRange struct {
	From, To *literal
	Pos      Pos
}

// charSet is a lexer character set, [a-z\p{L}].
type charSet struct {
	Text string // as written, brackets included
	Pos  Pos
}

// wildcard is the wildcard, '.'.
type wildcard struct {
	Pos     Pos
	Options []*option
}

// setElem is a set of tokens or characters: the complement of one, as in
// ~X, ~'a' or ~[abc], or of several, as in ~(X | 'y'); or a block of
// single-symbol alternatives that the compiler made into a set. Its
// Elements are *ref (tokens), *literal, *charRange and *charSet.
type setElem struct {
	Pos      Pos
	Elements []element
	Invert   bool
}

// ebnfKind is the kind of an EBNF suffix.
type ebnfKind int

const (
	ebnfOptional ebnfKind = iota // ?
	ebnfStar                     // *
	ebnfPlus                     // +
)

func (k ebnfKind) String() string {
	return [...]string{"?", "*", "+"}[k]
}

// ebnf is a block with a suffix: (...)?, (...)*, (...)+, each of them
// non-greedy when followed by another ?.
type ebnf struct {
	Pos    Pos // the position of the suffix
	Kind   ebnfKind
	Greedy bool
	Block  *block
}

// labeled is an element with a label: x=e, or x+=e for a list label.
type labeled struct {
	Label   ident
	List    bool    // +=
	Element element // a *ref, *literal, *wildcard, *setElem or *block
}

// action is an action {...} or a semantic predicate {...}?; it also holds
// the argument lists [...] of rules.
type action struct {
	Text      string // as written, braces or brackets included
	Pos       Pos
	Predicate bool
	Options   []*option
}

func (e *ref) Position() Pos       { return e.Pos }
func (e *literal) Position() Pos   { return e.Pos }
func (e *charRange) Position() Pos { return e.Pos }
func (e *charSet) Position() Pos   { return e.Pos }
func (e *wildcard) Position() Pos  { return e.Pos }
func (e *setElem) Position() Pos   { return e.Pos }
func (e *block) Position() Pos     { return e.Pos }
func (e *ebnf) Position() Pos      { return e.Pos }
func (e *labeled) Position() Pos   { return e.Label.Pos }
func (e *action) Position() Pos    { return e.Pos }

// isTokenName reports whether name is a token name: it starts with an
// upper-case letter.
func isTokenName(name string) bool {
	for _, r := range name {
		return isUpper(r)
	}
	return false
}

// inspectElement calls f for e and every element inside it, in order.
func inspectElement(e element, f func(element)) {
	f(e)
	switch e := e.(type) {
	case *labeled:
		inspectElement(e.Element, f)
	case *ebnf:
		inspectElement(e.Block, f)
	case *block:
		for _, a := range e.Alts {
			for _, x := range a.Elements {
				inspectElement(x, f)
			}
		}
	case *setElem:
		for _, x := range e.Elements {
			inspectElement(x, f)
		}
	}
}

// inspectLiterals calls f for every literal in b, in order.
func inspectLiterals(b *block, f func(*literal)) {
	for _, a := range b.Alts {
		for _, e := range a.Elements {
			inspectElement(e, func(e element) {
				switch e := e.(type) {
				case *literal:
					f(e)
				case *charRange:
					f(e.From)
					f(e.To)
				}
			})
		}
	}
}

func isUpper(r rune) bool { return unicode.IsUpper(r) }
