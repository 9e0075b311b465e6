// JSON, as RFC 8259 ("The JavaScript Object Notation (JSON) Data
// Interchange Format") defines it. Written for hddmin.
//
// Lists are written as `item (',' item)*` so that hddmin sees every element
// as a sibling it can delete on its own.
grammar JSON;

json
    : value EOF
    ;

value
    : object
    | array
    | STRING
    | NUMBER
    | 'true'
    | 'false'
    | 'null'
    ;

object
    : '{' (member (',' member)*)? '}'
    ;

member
    : STRING ':' value
    ;

array
    : '[' (value (',' value)*)? ']'
    ;

// A string is any run of characters other than the quote, the backslash and
// the control characters, or escapes, between quotes (RFC 8259, section 7).
STRING
    : '"' (CHAR | ESCAPE)* '"'
    ;

fragment CHAR
    : ~["\\\u0000-\u001F]
    ;

fragment ESCAPE
    : '\\' (["\\/bfnrt] | 'u' HEX HEX HEX HEX)
    ;

fragment HEX
    : [0-9a-fA-F]
    ;

// Numbers have no leading zeros, no leading plus and no bare dot (section 6).
NUMBER
    : '-'? INT FRAC? EXP?
    ;

fragment INT
    : '0'
    | [1-9] [0-9]*
    ;

fragment FRAC
    : '.' [0-9]+
    ;

fragment EXP
    : [eE] [+-]? [0-9]+
    ;

// Insignificant whitespace (section 2) goes to the hidden channel, so that
// the tree keeps it for unparsing.
WS
    : [ \t\n\r]+ -> channel(HIDDEN)
    ;
