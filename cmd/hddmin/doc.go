// Hddmin shrinks a failure-inducing input to a small one that still fails,
// keeping it well-formed in its grammar.
//
// Usage:
//
//	hddmin [flags] -t TEST INPUT
//
// hddmin parses INPUT with an ANTLR grammar and reduces its parse tree with
// Hierarchical Delta Debugging (HDD*): level by level from the root, it
// removes subtrees (replacing each by the shortest text its grammar rule
// allows) for as long as TEST still says the input is interesting. Every
// candidate it tries is well-formed, so the test sees the failure, not a
// syntax error. The result is written to NAME.reduced.EXT beside INPUT (or
// to -o FILE) after every improvement; INPUT itself is never modified.
//
// # The test
//
// TEST is a command (a script, or words split as a shell would, without
// expansions) that hddmin runs as
//
//	TEST... DIR/NAME
//
// where DIR/NAME is the candidate, written under INPUT's base name into a
// fresh temporary directory that is also the test's working directory. The
// test exits with status 0 if the candidate is still interesting (the
// failure reproduces: the C-Reduce convention) and with any other status if
// not. hddmin checks first that INPUT itself is interesting; if it is not,
// it says so, shows the test's output, and exits with status 1. Identical
// candidates are tested once: outcomes are cached by content.
//
// # Inputs with syntax errors
//
// Fuzzer output and crash files are often not valid. Syntax errors are
// reported as FILE:LINE:COLUMN: message, and hddmin reduces the tree that
// the parser's error recovery built: tokens it skipped stay as they are,
// tokens it assumed print nothing, so the unreduced tree is INPUT byte for
// byte. --strict refuses such an input instead (exit status 2).
//
// # Flags
//
//	-t, --test COMMAND      the interestingness test (required to reduce)
//	-g, --grammar NAME      the grammar (default: from INPUT's extension)
//	    --start RULE        the start rule (default: the grammar's)
//	-o, --output FILE       where the result goes (default NAME.reduced.EXT)
//	    --replacements FILE a JSON object mapping rule and token names to the
//	                        text that replaces them when they are removed
//	    --no-fixpoint       one pass of each phase (HDD) instead of passes
//	                        until nothing changes (HDD*)
//	    --strict            refuse an input with syntax errors
//	    --dump tree|antlr|text
//	                        print the HDD tree (an S-expression), the ANTLR
//	                        parse tree (as the ANTLR TestRig's -tree prints
//	                        it) or the unparsed text, and exit without testing
//	-q, --quiet             print nothing but errors
//	-v, --verbose           print a line for every level reduced
//	    --version           print the version
//
// # Grammars
//
// json (.json): RFC 8259.
//
// # Exit status
//
//	0    reduced; the result is written (it may be INPUT unchanged if nothing
//	     could be removed)
//	1    INPUT is not interesting
//	2    usage error, unreadable INPUT, unknown grammar, a syntax error under
//	     --strict, a test command that cannot be found
//	3    internal error
//	130  interrupted (SIGINT, SIGTERM); the best result so far is written
//
// # Examples
//
// Reduce a JSON file that a program mishandles:
//
//	hddmin -t ./test.sh crash.json
//
// with a test.sh such as
//
//	#!/bin/sh
//	./myprog "$1" 2>&1 | grep -q 'assertion failed'
//
// See how hddmin sees an input:
//
//	hddmin --dump tree crash.json
package main
