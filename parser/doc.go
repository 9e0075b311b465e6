// Package parser reads inputs with ANTLR-generated parsers and analyses
// their grammars for hddmin.
//
// A Grammar is a generated lexer and parser (the packages under parser/,
// one per grammar, generated from ../grammars and never edited) together
// with the .interp files the ANTLR tool writes beside them. The bundled
// grammars are registered by name and file extension (Lookup, ForFile).
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
