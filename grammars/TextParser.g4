// The text grammar: what every text format shares, for inputs that no
// other grammar reads (a log, a configuration file, a Makefile, a program
// in a language hddmin has no grammar for). Written for hddmin.
//
// A text is paragraphs (runs of lines between blank lines); a paragraph is
// blocks, a block a line and the blocks indented under it; a line is parts
// separated by commas or semicolons, a part items; an item is a word, a
// punctuation character or a group: brackets that pair up (across lines
// too) or quotes that pair up on a line, around parts, or around a body of
// lines of its own. The lexer's Go code decides all of it
// (parser/text/lexer_base.go), so that any input parses: a bracket or a
// quote that pairs with none is an item of its own, and the blocks close
// where the indentation returns.
//
// Every list is a * loop or a list with separators, and no token or rule
// has a shorter text than its own but a line and a blank line (the lexer
// makes the structural tokens only in context; see parser/bundle), so
// that hddmin removes the elements of a list one by one, each to nothing,
// and offers each piece once: an item, a part with the comma before it, a
// line with its line break, a block with the lines under it, a paragraph
// with the blank lines before it, a blank line; and the first line of a
// block without the lines under it.
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

// Paragraphs, separated by a blank line; the other blank lines between
// two paragraphs begin the second.
body
    : (paragraph (BLANK paragraph)*)?
    ;

paragraph
    : PARA MORE* block*
    ;

// A line and the blocks indented under it.
block
    : line indented*
    ;

indented
    : INDENT BLANK* body DEDENT
    ;

// The items of a line, or of a group on one line, are parts separated by
// SEP (a comma or a semicolon: the arguments of a call, the elements of an
// array, the statements of a line), each a list of items separated by GAP,
// an empty token whose text before it is the blanks between two items (a
// GAP after SEP holds the blanks after it). The first element of a list
// printed goes without the separator before it, so that a line keeps its
// indentation and gets no blanks at its ends, and a list no comma at its
// start, whichever of its elements go. Alternatives, not INDENTATION?: the
// indentation goes with its line, never on its own.
line
    : INDENTATION (part (SEP GAP part)*)? (NL | EOL)
    | (part (SEP GAP part)*)? (NL | EOL)
    ;

// PART, empty, begins a part, so that a part goes only with its separator.
part
    : PART (item (GAP item)*)?
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
    : OPEN (part (SEP GAP part)*)? CLOSE
    | OPEN body BLANK* CLOSE
    ;
