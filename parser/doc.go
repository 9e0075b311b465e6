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
//     (interpreter.go, interp_parser.go), so that trees, contexts and error
//     recovery are those of generated parsers. Actions do nothing and
//     predicates are true: they are target code. LoadGrammarContext stops
//     when its context is done and reports its progress, for grammars of
//     tens of thousands of rules; it refuses what would make a parse fail
//     or hang later (a rule that can never end, a corrupt .interp).
//
// Grammar.Parse parses an input with SLL prediction first and falls back to
// full LL only when SLL reports an error; syntax errors are collected, sorted
// and returned with the tree that ANTLR's error recovery built.
//
// The antlr4-go runtime keeps the transitions of its ATN to itself, so the
// package has its own reader of the serialized ATN (ReadATN, ReadInterp).
// Analyze builds on it: the shortest text each token, rule and (...)+ loop
// body allows (its replacement), computed as a fixpoint over the ATNs, with
// token candidates checked by lexing them back.
package parser
