package g4

// Code is the target code of a lexer or a parser grammar: the class its
// recognizer extends, its actions and semantic predicates, its members.
type Code struct {
	File       string // the grammar's file
	SuperClass string // the superClass option, or ""
	// SuperClassPos is where the option's value is.
	SuperClassPos Pos
	// Predicates are the semantic predicates, by the index the ATN gives
	// them (the runtime's Sempred); Actions the lexer's actions, by the
	// index of their custom lexer action (the runtime's Action), and the
	// parser's in the order they come (the ATN does not number them).
	Predicates []Snippet
	Actions    []Snippet
	// Members are the @members and @header actions, by name (members,
	// header, ...), their braces stripped.
	Members map[string]string
	// Rules are the grammar's rule names, by index.
	Rules []string
}

// A Snippet is one action or predicate: its code, without its braces (or
// its ? after them), the rule it is in and where it is.
type Snippet struct {
	Text string
	Rule int
	Pos  Pos
	// Made is true for the precedence predicates of the rewrite of
	// left-recursive rules, which the runtime evaluates itself.
	Made bool
}
