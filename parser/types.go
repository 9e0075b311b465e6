package parser

import (
	"github.com/hddmin/hddmin/parser/internal/analysis"
	"github.com/hddmin/hddmin/parser/internal/gen"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// The types of package parser's API that the layers below it define, by
// aliases, so that a program names them all as parser's: their fields and
// methods are documented where they are defined (go doc
// github.com/hddmin/hddmin/parser/internal/gen.Choices, for one).

// SyntaxError is one error the lexer or parser reported: at File:Line:Column
// (from 1; the column in characters), Msg.
type SyntaxError = input.SyntaxError

// Replacements are the shortest texts a grammar allows in place of each
// token, each rule and each pass through a (...)+ loop body (Tokens by
// token type, Rules by parser rule index, Plus by the PlusBlockStart state
// of the loop). A token or rule without an entry has no known replacement
// and cannot be removed.
type Replacements = analysis.Replacements

// TokenClasses say which token types of a grammar may be rewritten, from
// the lexer's ATN alone (see Grammar.TokenClasses):
//
//   - a literal is a token type whose lexer rule matches texts of more than
//     one length: strings, numbers, regular expressions, comments, template
//     parts. Its text may be replaced by any shorter one that lexes back as
//     the same type.
//   - an identifier is a token type whose lexer rule matches names: an
//     infinite set of words of letters only, where no word that begins with
//     letters can go on with a space (which rules out runs of free text).
//     Its occurrences may be renamed together. Identifiers are not
//     literals.
type TokenClasses = analysis.TokenClasses

// Default is the marker of a choice sequence that makes the generator take
// the cheapest completion of the rule it is in (see the package doc).
const Default = gen.Default

// A Choice is one entry of a choice sequence: the Value of one decision
// of the generator (0 the cheapest of the alternatives open, 1 the next,
// and so on, modulo their number; Default completes the current rule
// cheaply), and the Hidden text (whitespace, comments) that goes before
// each token the generator makes after the decision and before the next
// one.
type Choice = gen.Choice

// Choices is a choice sequence: the decisions of one generation, in the
// order the generator reads them (Seq), with the hidden text of the
// tokens (Lead, before the first decision's), the Tail after the last
// token and the Runs of choices of the rule invocations.
type Choices = gen.Choices

// A Run is the choices of one invocation of a rule in a sequence: the
// entries from Start to End (not included). Runs nest as the rules do;
// Choices.Cut replaces one by the Defaults that complete it cheaply.
type Run = gen.Run

// A ChoiceSource gives a generation its decisions, one at a time: Next(n)
// returns the next choice of a decision between n alternatives, or false
// at the end of the sequence, where the generator completes every rule it
// is in cheaply.
type ChoiceSource = gen.ChoiceSource

// GenerateOptions are the options of Grammar.Generate: the rule to
// generate from, bounds on the nesting and the size, and whether to check
// (and Repair) the output by parsing it. The zero value generates from
// the grammar's start rule without limits but the source's length, and
// checks nothing.
type GenerateOptions = gen.Options

// Generated is the result of a generation: its Text, the Choices it used,
// its number of Tokens and, with Check, its syntax Errors.
type Generated = gen.Generated

// Semantics tell the generator what a grammar's Go code decides about a
// parse, which the ATNs do not say (Grammar.Semantics; see the package
// doc): a grammar package implements them for its Go code.
type Semantics = gen.Semantics

// A SemanticState follows one generation (or the reading of a parse's
// choices) token by token and rule by rule, for a grammar's Semantics.
type SemanticState = gen.SemanticState

// GenNode is a node of the tree a generation builds as it goes, which a
// SemanticState sees: a rule's invocation or a token.
type GenNode = gen.Node

// ErrReplay is wrapped by the error of Parse.Choices where the generator
// cannot make what the parse holds.
var ErrReplay = gen.ErrReplay

// Spacing is what the generator puts between two tokens that its source
// gives no hidden text for (GenerateOptions.Spacing): SpaceWords, the
// zero value, SpaceLexer or SpaceAll.
type Spacing = gen.Spacing

// The spacings of the generator.
const (
	SpaceWords = gen.SpaceWords // what the grammar's lexer needs, and a separator between tokens that would run into one word
	SpaceLexer = gen.SpaceLexer // only what the grammar's lexer needs
	SpaceAll   = gen.SpaceAll   // a separator between every two tokens (Grammarinator's serializer)
)

// ParseSpacing parses the name of a Spacing: words, lexer or all.
func ParseSpacing(name string) (Spacing, error) { return gen.ParseSpacing(name) }
