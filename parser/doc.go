// Package parser reads inputs with ANTLR-generated parsers and analyses
// their grammars for hddmin.
//
// A Grammar is a generated lexer and parser together with the .interp
// files the ANTLR tool writes beside them. Each bundled grammar has a
// package under parser/ (json, javascript, c), generated from ../grammars:
// its generated files are never edited; hand-written files beside them give
// the recognizers what the grammar alone cannot (the JavaScript lexer's
// context, the C parser's typedef names). Bundled grammars are registered
// by name and file extension (Lookup, ForFile; bundled*.go).
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
