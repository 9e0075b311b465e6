// Package input is what the lexers and parsers of package parser read: the
// source as a character stream whose indices are byte offsets (not runes),
// its tokens, compact and allocated in slabs, and the token stream over
// them that a parse reads (Lex); the syntax errors a lexer or parser
// reports (Collector), and the Stopper that ends a parse whose context is
// done. Its lexers are those of package parser's grammars: generated, or
// the interpreting lexer of a grammar read at run time.
package input
