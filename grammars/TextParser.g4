// The text grammar: what every text format shares, for inputs that no
// other grammar reads (a log, a configuration file, a Makefile, a program
// in a language hddmin has no grammar for). Written for hddmin.
//
// A text is paragraphs (runs of lines between blank lines); a paragraph is
// blocks, a block a line and the blocks indented under it; a line is items,
// an item a word, a punctuation character or a group: brackets that pair up
// (across lines too) or quotes that pair up on a line, around items, or
// around a body of lines of its own. The lexer's Go code decides all of
// it (parser/text/lexer_base.go), so that any input parses: a bracket or
// a quote that pairs with none is punctuation, and the blocks close where
// the indentation returns.
//
// Every list is a * loop, and every token and rule has no shorter text
// than its own (the lexer makes the structural tokens only in context), so
// that hddmin removes the elements of a list one by one, each to nothing,
// and offers each piece once: an item with the blanks after it, a line
// with its line break, a block with the lines under it, a paragraph with
// the blank lines before it.
parser grammar TextParser;

options {
    tokenVocab = TextLexer;
}

// Blank lines may go anywhere a line may, each a BLANK of its own:
// between paragraphs, at the start and the end of the input, before a
// block, before the bracket that closes a body.
text
    : BLANK* body BLANK* EOF
    ;

// Paragraphs, separated by blank lines.
body
    : (paragraph (BLANK+ paragraph)*)?
    ;

paragraph
    : PARA block*
    ;

// A line and the blocks indented under it.
block
    : line indented*
    ;

indented
    : INDENT BLANK* body DEDENT
    ;

// The items of a line, or of a group on one line, are a list separated by
// GAP, an empty token whose text before it is the blanks between two
// items: the first item printed goes without the blanks before it, so that
// a line keeps its indentation and gets no blanks at its end, whichever of
// its items go. Alternatives, not INDENTATION?: the indentation goes with
// its line, never on its own.
line
    : INDENTATION (item (GAP item)*)? (NL | EOL)
    | (item (GAP item)*)? (NL | EOL)
    ;

item
    : WORD
    | PUNCT
    | BRACKET
    | group
    ;

// Brackets or quotes around the items of one line, or around lines: the
// rest of the line of the opening bracket is the first of them, and the
// indentation of the next line is the level of the others.
group
    : OPEN (item (GAP item)*)? CLOSE
    | OPEN body BLANK* CLOSE
    ;
