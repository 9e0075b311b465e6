// CSS, as CSS Syntax Module Level 3 tokenizes and parses it, with the
// nesting of CSS Nesting (style rules and at-rules inside style rules).
// Written for hddmin.
//
// The tokens are those of the Syntax module (section 4). The structure is
// its generic one (section 5), made concrete enough for hddmin to delete
// whole pieces: a style sheet is a list of rules; a style rule is a list of
// comma-separated selectors and a block; a block holds declarations and
// nested rules; an at-rule has a prelude and a block or a semicolon.
// Selectors and values are sequences of component values, as the Syntax
// module leaves them: whatever the selector and value grammars of the other
// modules say, and the hacks real style sheets carry (`*zoom: 1`,
// `progid:...` filters), parse. Whitespace and comments are hidden: hddmin
// keeps them between tokens.
grammar CSS;

tokens {
    // A UTF-8 byte order mark at the start of the input, which decoding
    // drops (CSS Syntax, section 3.2); hidden. Made by parser/css/bom.go,
    // since a lexer rule cannot tell the start of the input: elsewhere
    // U+FEFF is a character of an identifier.
    BOM
}

styleSheet
    : statement* EOF
    ;

statement
    : atRule
    | styleRule
    ;

// @media, @supports, @font-face, @keyframes, @layer, @container, @import,
// @charset and any at-rule unknown yet: a prelude, then a block or ';'.
atRule
    : AT_KEYWORD preludeValue* (block | ';')
    ;

preludeValue
    : componentValue
    | ','
    ;

// A rule whose prelude is empty (`{color:red}`) is a rule to CSS Syntax; no
// selector matches it.
styleRule
    : selector (',' selector)* block
    | block
    ;

selector
    : componentValue+
    ;

// Declarations, nested rules and semicolons are siblings, so that a
// semicolon goes on its own (the last declaration of a block needs none).
// Two declarations with no semicolon between them read as one, whose value
// runs on, as CSS reads them.
block
    : '{' blockItem* '}'
    ;

blockItem
    : declaration
    | atRule
    | styleRule
    | ';'
    ;

// A property (a delimiter before it is the old IE star and underscore
// hacks' kind), a colon, a value and !important. Custom properties
// (--name) take any value this grammar reads. What follows !important is
// part of the value (`9000 !important!` is not important to CSS, but a
// declaration).
declaration
    : DELIM? IDENT ':' declarationValue* (IMPORTANT declarationValue*)*
    ;

declarationValue
    : componentValue
    | ','
    ;

componentValue
    : IDENT
    | NUMBER
    | PERCENTAGE
    | DIMENSION
    | STRING
    | BAD_STRING
    | URL
    | HASH
    | DELIM
    | ':'
    | function
    | parens
    | brackets
    ;

// Inside a function or a (...) or [...] block anything goes but an
// unbalanced closing bracket.
function
    : FUNCTION innerValue* ')'
    ;

parens
    : '(' innerValue* ')'
    ;

brackets
    : '[' innerValue* ']'
    ;

braces
    : '{' innerValue* '}'
    ;

innerValue
    : componentValue
    | ','
    | ';'
    | AT_KEYWORD
    | IMPORTANT
    | braces
    ;

// The declarations of a style attribute (CSS Style Attributes): a block's
// content without its braces. The start rule of CSS islands in HTML.
declarationList
    : blockItem* EOF
    ;

// Tokens (CSS Syntax Level 3, section 4.3). Comments, whitespace and the
// HTML comment markers go to the hidden channel.

COMMENT
    : '/*' .*? ('*/' | EOF) -> channel(HIDDEN)
    ;

CDO
    : '<!--' -> channel(HIDDEN)
    ;

CDC
    : '-->' -> channel(HIDDEN)
    ;

WS
    : WHITESPACE+ -> channel(HIDDEN)
    ;

// url(...) with an unquoted address is one token; url( followed by a
// string is a function.
URL
    : [uU] [rR] [lL] '(' WHITESPACE* (URL_CHAR | ESCAPE)* WHITESPACE* ')'
    ;

FUNCTION
    : IDENT_SEQUENCE '('
    ;

AT_KEYWORD
    : '@' IDENT_SEQUENCE
    ;

HASH
    : '#' NAME_CHAR+
    ;

STRING
    : '"' (~["\\\r\n\f] | ESCAPE | '\\' NEWLINE)* '"'
    | '\'' (~['\\\r\n\f] | ESCAPE | '\\' NEWLINE)* '\''
    ;

// A string that a newline or the end of the input cuts short.
BAD_STRING
    : '"' (~["\\\r\n\f] | ESCAPE | '\\' NEWLINE)*
    | '\'' (~['\\\r\n\f] | ESCAPE | '\\' NEWLINE)*
    ;

IMPORTANT
    : '!' (WHITESPACE | '/*' .*? '*/')* [iI] [mM] [pP] [oO] [rR] [tT] [aA] [nN] [tT]
    ;

// A number, then what follows it: 1e3 is a number, 1em a dimension (the
// rule listed first wins a tie).
NUMBER
    : NUM
    ;

PERCENTAGE
    : NUM '%'
    ;

DIMENSION
    : NUM IDENT_SEQUENCE
    ;

IDENT
    : IDENT_SEQUENCE
    ;

COLON
    : ':'
    ;

SEMICOLON
    : ';'
    ;

COMMA
    : ','
    ;

LBRACE
    : '{'
    ;

RBRACE
    : '}'
    ;

LPAREN
    : '('
    ;

RPAREN
    : ')'
    ;

LBRACKET
    : '['
    ;

RBRACKET
    : ']'
    ;

// Any other character: . > + ~ * & | = $ ^ / and the rest.
DELIM
    : .
    ;

fragment NUM
    : [+-]? ([0-9]+ ('.' [0-9]+)? | '.' [0-9]+) ([eE] [+-]? [0-9]+)?
    ;

fragment IDENT_SEQUENCE
    : '--' NAME_CHAR*
    | '-'? NAME_START NAME_CHAR*
    ;

fragment NAME_START
    : [a-zA-Z_]
    | NON_ASCII
    | ESCAPE
    ;

fragment NAME_CHAR
    : [a-zA-Z0-9_-]
    | NON_ASCII
    | ESCAPE
    ;

fragment NON_ASCII
    : ~[\u0000-\u007F]
    ;

// A backslash and up to six hex digits (and one whitespace), or any other
// character but a newline.
fragment ESCAPE
    : '\\' (HEX HEX? HEX? HEX? HEX? HEX? WHITESPACE? | ~[\r\n\f0-9a-fA-F])
    ;

fragment HEX
    : [0-9a-fA-F]
    ;

fragment URL_CHAR
    : ~["'()\\ \t\r\n\f\u0000-\u0008\u000B\u000E-\u001F\u007F]
    ;

fragment WHITESPACE
    : [ \t\r\n\f]
    ;

fragment NEWLINE
    : '\r\n'
    | [\r\n\f]
    ;
