// Package atn is the model of the augmented transition networks (ATNs)
// that the ANTLR tool serializes into the recognizers it generates and
// into the .interp files it writes beside them, and its readers:
// ReadInterp reads an .interp file (the vocabulary, the rule names and the
// serialized ATN), ReadATN a serialized ATN of format version 4.
//
// The antlr4-go runtime keeps the transitions of its own ATN to itself:
// hddmin's analyses of a grammar, its interpreting parser, its generator
// and its tree builder (package tree/fromparse) work on this decoding
// instead. The reader checks what would make a parse fail or hang later
// (a state out of range, a loop that matches no input); Endless and
// EOFClosures find the rules a corrupt .interp may hold that the ANTLR
// tool refuses, EndsWithEOF the rules that read a whole input.
package atn
