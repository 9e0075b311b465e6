package g4

// The syntax tree of one .g4 file, as Read returns it. Its shapes follow the
// grammar of ANTLR 4 grammars (the "Grammar Structure" and "Parser Rules",
// "Lexer Rules" chapters of the ANTLR 4 documentation), so that the ATN
// built from it is the one the ANTLR tool builds:
//
//   - x? x* x+ on an element are an *Ebnf whose block has one alternative
//     holding the element; on a parenthesized block, an *Ebnf of that block;
//   - a parenthesized block without a suffix is a *Block element;
//   - ~x and ~(x|y) are a *Set with Invert set;
//   - a label applies to the element after it: a=x? is an *Ebnf whose one
//     alternative holds a *Labeled of x.

// Pos is a position in a grammar file: a 1-based line and a 1-based column
// counted in characters.
type Pos struct {
	Line, Col int
}

// Kind is the kind of a grammar file.
type Kind int

const (
	Combined      Kind = iota // grammar X;
	LexerGrammar              // lexer grammar X;
	ParserGrammar             // parser grammar X;
)

func (k Kind) String() string {
	switch k {
	case Combined:
		return "combined"
	case LexerGrammar:
		return "lexer"
	case ParserGrammar:
		return "parser"
	}
	return "Kind(?)"
}

// File is one grammar file.
type File struct {
	Path    string // as given to Read, for messages
	Kind    Kind
	Name    string
	NamePos Pos

	Options  []*Option // options { ... }
	Imports  []*Import // import A, B = C;
	Tokens   []*Ident  // tokens { A, B }
	Channels []*Ident  // channels { A, B }
	Actions  []*Named  // @header {...}, @lexer::members {...}

	// Rules are all rules in file order. Lexer rules after a mode
	// declaration have its name in Mode.
	Rules []*Rule
	Modes []*Ident // the mode declarations, in order
}

// Ident is a name and where it stands.
type Ident struct {
	Name string
	Pos  Pos
}

// ValueKind is the kind of an option value.
type ValueKind int

const (
	ValueName   ValueKind = iota // an identifier or a qualified name a.b.c
	ValueString                  // a string literal, quotes included
	ValueInt                     // an integer
	ValueAction                  // an action, braces included
	ValueNone                    // an element option without a value: <Foo>
)

// Option is one name = value pair of an options block or of element
// options <name = value, ...>.
type Option struct {
	Name     string
	Pos      Pos
	Value    string // its text (see ValueKind); "" for ValueNone
	Kind     ValueKind
	ValuePos Pos
}

// Import is one grammar of an import statement. In "import A = B;" the
// grammar B is loaded under the name A.
type Import struct {
	Name  string // the grammar file to load (B)
	Alias string // A, or "" when there is none
	Pos   Pos
}

// Named is an action with a name: @scope::name {...} at the grammar level,
// @init {...} and @after {...} in rules.
type Named struct {
	Scope string // "" when there is none
	Name  string
	Text  string // with its braces
	Pos   Pos
}

// Rule is a parser rule (lower-case first letter) or a lexer rule
// (upper-case first letter).
type Rule struct {
	Name     string
	Pos      Pos
	Fragment bool   // lexer: fragment rule
	Mode     string // lexer: the mode declared before the rule; "" before the first

	Options []*Option
	Args    *Action  // parser: rule[args]
	Returns *Action  // parser: returns [values]
	Locals  *Action  // parser: locals [values]
	Throws  []*Ident // parser: throws A, B
	Actions []*Named // parser: @init {...}, @after {...}
	Catches []*Catch // parser: catch [args] {...}
	Finally *Action  // parser: finally {...}

	Block *Block // the alternatives
	End   Pos    // the position of the closing ';'
}

// Catch is an exception handler of a parser rule.
type Catch struct {
	Args   *Action
	Action *Action
}

// Element is one element of an alternative: *Ref, *Literal, *Range,
// *CharSet, *Wildcard, *Set, *Block, *Ebnf, *Labeled or *Action.
type Element interface {
	Position() Pos
}

// Block is a parenthesized block of alternatives, and the body of every
// rule.
type Block struct {
	Pos     Pos
	Options []*Option // ( options { ... } : ... )
	Actions []*Named  // ( @init {...} : ... ), parser blocks only
	Alts    []*Alt
}

// Alt is one alternative of a block.
type Alt struct {
	Pos      Pos
	Options  []*Option // parser: <assoc = right> before the elements
	Elements []Element // none: the alternative matches the empty string
	Label    *Ident    // parser: # Label
	Commands []*Command
}

// Command is one lexer command after ->, as in -> channel(HIDDEN).
type Command struct {
	Name   string
	Pos    Pos
	Arg    string // an identifier or an integer; "" when there is none
	ArgPos Pos
	HasArg bool
}

// Ref is a reference to a token (upper-case first letter) or a rule.
type Ref struct {
	Name    string
	Pos     Pos
	Args    *Action // parser rule references: r[args]
	Options []*Option
}

// Token reports whether the reference names a token (or a lexer rule).
func (r *Ref) Token() bool { return isTokenName(r.Name) }

// Literal is a string literal, 'like this'.
type Literal struct {
	Text    string // as written, quotes and escapes included
	Pos     Pos
	Options []*Option
}

// Range is a lexer character range, 'a'..'z'.
type Range struct {
	From, To *Literal
	Pos      Pos
}

// CharSet is a lexer character set, [a-z\p{L}].
type CharSet struct {
	Text string // as written, brackets included
	Pos  Pos
}

// Wildcard is the wildcard, '.'.
type Wildcard struct {
	Pos     Pos
	Options []*Option
}

// Set is a set of tokens or characters: the complement of one, as in
// ~X, ~'a' or ~[abc], or of several, as in ~(X | 'y'); or a block of
// single-symbol alternatives that the compiler made into a set. Its
// Elements are *Ref (tokens), *Literal, *Range and *CharSet.
type Set struct {
	Pos      Pos
	Elements []Element
	Invert   bool
}

// EbnfKind is the kind of an EBNF suffix.
type EbnfKind int

const (
	Optional EbnfKind = iota // ?
	Star                     // *
	Plus                     // +
)

func (k EbnfKind) String() string {
	return [...]string{"?", "*", "+"}[k]
}

// Ebnf is a block with a suffix: (...)?, (...)*, (...)+, each of them
// non-greedy when followed by another ?.
type Ebnf struct {
	Pos    Pos // the position of the suffix
	Kind   EbnfKind
	Greedy bool
	Block  *Block
}

// Labeled is an element with a label: x=e, or x+=e for a list label.
type Labeled struct {
	Label   Ident
	List    bool    // +=
	Element Element // a *Ref, *Literal, *Wildcard, *Set or *Block
}

// Action is an action {...} or a semantic predicate {...}?; it also holds
// the argument lists [...] of rules.
type Action struct {
	Text      string // as written, braces or brackets included
	Pos       Pos
	Predicate bool
	Options   []*Option
}

func (e *Ref) Position() Pos      { return e.Pos }
func (e *Literal) Position() Pos  { return e.Pos }
func (e *Range) Position() Pos    { return e.Pos }
func (e *CharSet) Position() Pos  { return e.Pos }
func (e *Wildcard) Position() Pos { return e.Pos }
func (e *Set) Position() Pos      { return e.Pos }
func (e *Block) Position() Pos    { return e.Pos }
func (e *Ebnf) Position() Pos     { return e.Pos }
func (e *Labeled) Position() Pos  { return e.Label.Pos }
func (e *Action) Position() Pos   { return e.Pos }

// isTokenName reports whether name is a token name: it starts with an
// upper-case letter.
func isTokenName(name string) bool {
	for _, r := range name {
		return isUpper(r)
	}
	return false
}
