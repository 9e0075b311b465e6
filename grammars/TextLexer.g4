// The lexer of the text grammar: what every text format shares, for inputs
// that no other grammar reads. Written for hddmin.
//
// The rules below cut the input into pieces, and every code point is in
// one of them, so that any bytes lex without an error: line breaks, runs
// of blanks, words, punctuation characters (control characters included),
// brackets and quotes. The structure is decided in Go
// (parser/text/lexer_base.go), over the whole input at once: which
// brackets and quotes pair up, where lines, paragraphs and indentation
// blocks begin and end. Words, punctuation and the brackets and quotes
// that pair with none reach the parser as the rules make them; the other
// pieces become the tokens of the tokens{} section below, or hidden text
// (blanks, the line breaks of blank lines), and the Go code adds the
// empty tokens of the structure.
lexer grammar TextLexer;

options {
    superClass = TextLexerBase;
}

tokens {
    // A bracket or a quote that pairs with another one: ( ) [ ] { } < >,
    // and " ' ` within a line.
    OPEN,
    CLOSE,
    // The end of a line: its line break (NL), or nothing (EOL) where a line
    // has none: the last line of the input, the last line inside brackets
    // before the closing one.
    NL,
    EOL,
    // A blank line; MORE, one after the first between two paragraphs.
    BLANK,
    MORE,
    // The blanks that begin a line.
    INDENTATION,
    // Nothing, between two items of a line (words, punctuation, groups),
    // and after SEP: the blanks between them are the text before it.
    GAP,
    // A comma or a semicolon between two parts of a line or a group.
    SEP,
    // Nothing, where a part begins.
    PART,
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
WORD
    : ~[\u0000-/:-@[-^`{-\u007F]+
    ;

// Brackets and quotes, each alone.
BRACKET
    : [([{<)\]}>"'`]
    ;

// The other ASCII characters, control characters included, each alone.
PUNCT
    : [\u0000-\u0008\u000E-\u001F!#-&*-/:;=?@\\^|~\u007F]
    ;
