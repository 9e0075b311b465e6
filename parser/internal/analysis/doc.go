// Package analysis computes what package parser knows of a grammar from
// its ATNs: the replacements (Analyze: the shortest text each token, rule
// and (...)+ loop body allows, a fixpoint over the parser's ATN, with token
// candidates found in the lexer's ATN, shortest first, and checked by
// lexing them back) and the token classes (Classify: the literals, whose
// text may be replaced by a shorter one, and the identifiers, which may be
// renamed together). The generator builds on its costs and its search of
// the texts a lexer rule matches.
package analysis
