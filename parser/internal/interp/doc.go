// Package interp runs a grammar that has no generated code (one loaded at
// run time) from the .interp data of its lexer and parser alone: an
// interpreting lexer and an interpreting parser stand in for generated
// code.
//
// The lexer is the runtime's own LexerATNSimulator over the deserialized
// ATN, as in generated lexers. The parser has no counterpart in the Go
// runtime (the Java runtime's ParserInterpreter walks the ATN state by
// state); it is built here to give the trees of generated parsers exactly.
// New compiles each rule's ATN, once per grammar, into the program the
// ANTLR tool would have generated for it: the same templates (LL(1)
// switches and loops where the tool's LL(1) analysis allows them,
// adaptive prediction elsewhere), the same calls into the runtime in the
// same order (SetState, Sync, AdaptivePredict, Match, the error strategy,
// EnterRecursionRule, PushNewRecursionContext, UnrollRecursionContexts),
// the same state numbers. Predicates are true and actions do nothing, in
// the lexer and in the parser.
package interp
