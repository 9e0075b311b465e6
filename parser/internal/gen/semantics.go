package gen

// Semantics tell the generator what a grammar's Go code decides about a
// parse, which the ATNs do not say: which identifiers are typedef names
// (C), which token types the lexer gives a { or a / by context and where
// it inserts semicolons (JavaScript), which elements an end tag closes
// (HTML). A grammar without Go code has none (parser.Grammar.Semantics nil).
type Semantics interface {
	// VirtualText returns a text for a token type that has no
	// replacement (see Analyze): one that no lexer rule makes but Go code
	// does (a typedef name, an implied end tag), or one whose text the Go
	// code retypes when it stands alone (an HTML start tag without its
	// >); false for other types. It is the text of the type's cheapest
	// completions; a type that no lexer rule makes costs more, so that
	// they take it only where nothing else will do.
	VirtualText(typ int) (string, bool)
	// Begin returns the state of a new generation.
	Begin() SemanticState
}

// A SemanticState follows one generation (or the reading of a parse's
// choices) token by token and rule by rule.
type SemanticState interface {
	// Allow reports whether a token of type typ may come next.
	Allow(typ int) bool
	// TextType returns the token type whose lexer rules make the text of
	// a token of type typ (typ itself for most), or -1 if Text makes it.
	TextType(typ int) int
	// Options returns the texts a token of type typ may have, if the
	// Go code allows only a few (the typedef names in scope); nil if
	// its lexer rules make it.
	Options(typ int) []string
	// Text returns the text of a token of type typ, given the text drawn
	// for it from the lexer rules of TextType(typ) ("" if none); hidden
	// says whether hidden text of its own goes before the token. check
	// says whether the text must still lex alone as TextType(typ).
	Text(typ int, drawn string, hidden bool) (text string, check bool)
	// Token tells that a token of type typ was made, with text before it.
	Token(typ int, text, before string)
	// Enter and Exit tell that the invocation of a rule begins and ends.
	Enter(n *Node)
	Exit(n *Node)
	// Action tells that the generation passed the k-th action (in the
	// order of the ATN's states) of the rule of n.
	Action(n *Node, k int)
}

// Node is a node of the tree a generation builds as it goes: a rule's
// invocation, whose children are the rules it invoked and its tokens, or a
// token. A left-recursive rule is one node with all its operators and
// operands (ANTLR nests a context per operator).
type Node struct {
	Rule     int // the rule; -1 for a token
	Type     int // a token's type
	Text     string
	Parent   *Node
	Children []*Node

	first, last int // the choices drawn within the node: [first, last)
	depth       int
	// regenCheap: a generation from the choices used is cheap here (a
	// Default was drawn or recorded); see walker.cutMark.
	regenCheap bool
}
