// Package g4 compiles ANTLR 4 grammars (.g4 files) at run time, without
// Java or the ANTLR tool, into what the tool itself would write beside
// generated code: the .interp files of a lexer and a parser, whose
// serialized ATN the antlr4-go runtime and package parser read. Package
// parser runs them with its interpreting lexer and parser.
//
// The pipeline follows the tool's, step by step, so that the ATN is the
// tool's, state for state:
//
//  1. read parses a file into a syntax tree (ast.go), hand-written from
//     the grammar of ANTLR 4 grammars.
//  2. Loader.Load resolves imports (merging rules, tokens, channels and
//     modes as the tool does) and the tokenVocab option of a parser
//     grammar, which names its lexer grammar; a combined grammar is split
//     into its implicit lexer, with a T__n rule per literal, and its parser.
//  3. Blocks of single symbols become sets; directly left-recursive rules
//     are rewritten into a loop with precedence predicates (transform.go).
//  4. Token types and channels are assigned in the tool's order (vocab.go,
//     semantic.go), and the grammar is checked: undefined rules, misplaced
//     lexer commands, closures that can match the empty string, mutual left
//     recursion and the rest of what the tool refuses, each reported as
//     file:line:col: message.
//  5. The ATN is built as the tool's factories build it (build.go), with
//     the same state order, tail-epsilon removal and set merging, then
//     serialized (serialize.go) with the names into .interp text.
//
// The compiled .interp files equal the tool's byte for byte on the bundled
// grammars and on the grammars of grammars-v4 (see compile_test.go). The
// known difference: a lexer command written with a capital, -> Channel(X),
// which the tool turns into target code doing what -> channel(X) does, is
// compiled as that command.
//
// Loader.LoadContext stops when its context is done and tells
// Loader.Progress how far it is: a grammar of 20,000 rules takes seconds,
// every step of the compile is linear in its size. Beyond what the tool
// refuses, a rule that can never end (no finite input matches it) is an
// error where a rule that can end, or the lexer, enters it, and a warning
// where none does (see EndlessUsed).
//
// Actions and semantic predicates are target-language code. They are kept
// in the ATN, where the tool puts them, and their code, with the
// superClass option and the members, in Grammar.LexerCode and ParserCode:
// package parser runs built-in equivalents of what it knows of them and
// warns about the rest. Unicode property
// escapes \p{...} use Go's tables (Unicode 15.0, as the tool's ICU 72);
// the few properties Go has no data for are reported as unsupported.
package g4
