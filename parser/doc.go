// Package parser reads inputs with ANTLR grammars and analyses the grammars
// for hddmin.
//
// A Grammar is a lexer and a parser together with the .interp data the
// ANTLR tool writes beside every recognizer (vocabulary, rule names,
// serialized ATN), and the analysis of both ATNs. It comes one of two ways,
// after which everything is the same:
//
//   - Bundled grammars have generated code: a package under parser/ (json,
//     javascript, c, css), generated from ../grammars, whose files are never
//     edited; hand-written files beside them give the recognizers what the
//     grammar alone cannot (the JavaScript lexer's context, the C parser's
//     typedef names). Package parser/bundle registers them by name and file
//     extension (Lookup, ForFile), for the programs that import it; their
//     .interp data is decoded on first use.
//   - Grammars read at run time (LoadGrammar): .g4 files, compiled by
//     package g4 into the .interp data the tool would write, or .interp
//     files the tool wrote. NewInterpGrammar runs them with an interpreting
//     lexer (the runtime's lexer simulator) and an interpreting parser that
//     compiles each rule's ATN into the program generated code would be
//     (package parser/internal/interp), so that trees, contexts and error
//     recovery are those of generated parsers. Actions do nothing and
//     predicates are true: they are target code. LoadGrammarContext stops
//     when its context is done and reports its progress, for grammars of
//     tens of thousands of rules; it refuses what would make a parse fail
//     or hang later (a rule that can never end that another rule uses, a
//     corrupt .interp).
//
// Grammar.Parse parses an input with SLL prediction first and falls back to
// full LL only when SLL reports an error; syntax errors are collected, sorted
// and returned with the tree that error recovery built.
//
// Error recovery keeps a syntax error local, in every grammar, bundled or
// loaded at run time: one unknown construct costs its statement, member or
// bracket group, never the rest of the input. The brackets are the tokens
// ( ) [ ] { } (by literal name, or by the one text a lexer rule gives them)
// and any two tokens the grammar only uses around one rule reference.
// Recovery skips a group whole or not at all; it never skips a closer
// whose opener a rule being parsed holds (that rule takes it), and
// resynchronizes at a token that can go on inside the innermost open group:
// the next statement or member, or the group's closer. A prediction that
// fails inside a group it read into (a struct whose body holds an unknown
// member) is made again with the group empty, and the parser then meets
// the error inside the group, where it costs one member. A stray closer
// closes nothing. Details in recover.go.
//
// The antlr4-go runtime keeps the transitions of its ATN to itself, so
// package parser/atn has its own reader of the serialized ATN. Analyze
// builds on it: the shortest text each token, rule and (...)+ loop body
// allows (its replacement), computed as a fixpoint over the ATNs, with
// token candidates checked by lexing them back.
//
// # Layers
//
// The package is the entry (entry.go holds its entry points) over layers
// that each do one job, lowest first: parser/atn, the ATN model and its
// readers (public: package tree/fromparse replays parses over it);
// parser/internal/input, the character and token streams the recognizers
// read; parser/internal/interp, the interpreting lexer and parser;
// parser/internal/analysis, the replacements and token classes;
// parser/internal/gen, the generator. Package parser names the layers'
// types that are its API by aliases (types.go). A package imports only the
// layers below it; TestLayers checks that, and counts the arrows that run
// back up between their files.
//
// # Generation and choice sequences
//
// Grammar.Generate makes inputs of a grammar, every decision drawn from a
// choice sequence, for test-case reduction on choice sequences (Hypothesis'
// way: shrink the sequence, not the input) and for fuzzing. The generator
// walks the parser's ATN from the start rule; its decisions are, in order:
//
//   - at a decision state of a rule's ATN, the alternative: of a block, of
//     a (...)? (taken or not), of a (...)* or (...)+ loop (one more pass
//     or out);
//   - where a transition matches several token types (a set, ~x, .), the
//     token type;
//   - a token's text: which lexer rule makes it where several do (in the
//     lexer mode the rules' mode commands have set), then the decisions
//     and the characters of the walk through that rule's ATN, fragments
//     included (a rule that says -> more and the rule after it make one
//     token together).
//
// A choice sequence (Choices) is a list of Choice values, one per
// decision that has two alternatives or more (a decision with one open
// alternative reads nothing). The open alternatives are ranked by the
// cost of their cheapest completion, cheapest first, ties in the
// grammar's order; value v takes the one of rank v modulo their number,
// so any value is valid and smaller values make smaller inputs. A
// character of a set ranks by the preferred order of Analyze (letters,
// digits, the other printable ASCII characters), then by code point. An
// alternative is open if its cheapest completion is finite, the
// precedence predicates of a left-recursive rule allow it, it does not
// make the input end where more must follow, and the grammar's Semantics
// allow its first token; where the lexer has no hidden text to put
// between two tokens (a grammar that parses its whitespace), also if its
// first token does not run into the last one.
//
// The value Default (-1, written * by ChoiceString) is the marker: the
// rule whose decision reads it is completed cheaply (every decision of
// the rest of its walk, and of the rules it invokes, takes rank 0 and
// reads nothing). The cheapest completion of a rule from its start is
// its replacement (Replacements), token for token; Overrides do not
// take part. At a token's text, Default gives the token its cheapest
// text. Past the end of the sequence every rule is completed cheaply, so
// any sequence, the empty one too, makes an input; so are rules nested
// deeper than GenerateOptions.MaxDepth, and everything once the input
// has MaxTokens tokens. A rule invocation's choices form a run in the
// sequence (Choices.Runs); Choices.Cut replaces a run by the Defaults
// that complete it cheaply while the choices after it keep their places.
//
// Tokens are kept apart by the grammar's own lexer: where two tokens would
// lex as others, the first of a space, a line break or a tab that the
// lexer reads as hidden (skipped or on another channel) goes between
// them. Hidden text read off a parse (whitespace, comments) travels with
// the choice before its token: Choice.Hidden[k] goes before the k-th token
// made after that choice, and Choices.Lead before those made before the
// first; a token whose hidden text is gone gets a separator only where it
// needs one.
//
// A random source (RandomSource) is a sequence drawn on demand from a
// seeded PCG generator. Where a parse depends on Go code, its Semantics
// (Grammar.Semantics, set for the bundled grammars) follow the generation
// and say which token types may come next and what text a token may have:
// C's typedef names (the parser's own table of names, kept by the
// grammar's actions on the generated tree), the JavaScript lexer's
// retyping by context and its virtual semicolons (its own state machine),
// HTML's implied end tags. Generate with Check parses the output; with
// Repair it regenerates an output that does not parse with the rule
// around the first syntax error completed cheaply (then the rules around
// it), so that what is left of the Go code's decisions that the
// semantics do not foresee is repaired.
//
// Parse.Choices reads the choice sequence of a parse: it replays each rule
// context's children over its rule's ATN, as package tree/fromparse does,
// follows the path with the generator, and records the rank of each
// alternative the parse took. Generating from it makes the same tokens
// with the same hidden text: the input, byte for byte, and its tree. Of
// an input with syntax errors, the tokens error recovery skipped stay as
// hidden text before the next token, the ones it made up get their
// cheapest text, and a rule it cut short is completed cheaply.
package parser
