// The lexer of the text grammar: what every text format shares, for inputs
// that no other grammar reads. Written for hddmin.
//
// The rules below cut the input into raw pieces, and every code point is
// one of them, so that any bytes lex without an error: line breaks, runs
// of blanks, words, runs of punctuation (control characters included),
// brackets and quotes. The structure is decided in Go
// (parser/text/lexer_base.go), over the whole input at once: which
// brackets and quotes pair up, where lines, paragraphs and indentation
// blocks begin and end. The Go code gives the parser the token types of
// the tokens{} section below; the raw types never reach it but as hidden
// text (blanks, the line breaks of blank lines).
lexer grammar TextLexer;

options {
    superClass = TextLexerBase;
}

tokens {
    // A word, and a run of punctuation or a bracket or quote that pairs
    // with none.
    WORD,
    PUNCT,
    // A bracket or a quote that pairs with another one: ( ) [ ] { } < >,
    // and " ' ` within a line.
    OPEN,
    CLOSE,
    // The end of a line: its line break (NL), or nothing (EOL) where a line
    // has none: the last line of the input, the last line inside brackets
    // before the closing one.
    NL,
    EOL,
    // Nothing, after blank lines between two paragraphs: they are the text
    // before it.
    BLANK,
    // The blanks that begin a line.
    INDENTATION,
    // Nothing, after each item: a word, punctuation, a group. If blanks
    // separate the item from the next one on its line, they are the text
    // before it, so that they go with the item before them.
    GAP,
    // Nothing, where a line indented more than the one before it begins a
    // block, and where the block ends.
    INDENT,
    DEDENT,
    // Nothing, where a paragraph begins.
    PARA
}

Newline
    : '\r\n'
    | '\r'
    | '\n'
    ;

Blank
    : [ \t\f\u000B]+
    ;

// Letters, digits, the underscore and every code point outside ASCII (an
// invalid byte is one U+FFFD).
Word
    : ~[\u0000-/:-@[-^`{-\u007F]+
    ;

Open
    : [([{<]
    ;

Close
    : [)\]}>]
    ;

Quote
    : ["'`]
    ;

// The other ASCII characters, control characters included.
Punct
    : [\u0000-\u0008\u000E-\u001F!#-&*-/:;=?@\\^|~\u007F]+
    ;
