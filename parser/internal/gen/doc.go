// Package gen is the generator of package parser: it makes inputs of a
// grammar, every decision drawn from a choice sequence (Tables.Generate),
// and reads the choice sequence of a parse (Tables.Replay). It walks the
// parser's ATN from the start rule, and the lexer's ATN for each token's
// text, at the costs of package analysis. Package parser's doc says what
// a decision is, how the alternatives of one rank and how tokens are kept
// apart; Grammar.Generate and Parse.Choices are its entry points.
package gen
