// Lexer features: fragments, sets with ranges and escapes, negated sets,
// the wildcard, Unicode escapes and properties, literals with escapes,
// non-greedy loops, and a rule-level case-insensitive option.
grammar Lexical;

items : item* EOF ;

item
    : WORD
    | GREEK
    | STRING
    | CHAR
    | NUMBER
    | HEX
    | SYMBOL
    | BLOCK_COMMENT
    | KEYWORD_SELECT
    | ARROW
    | 'λ'
    | '\u00e9t\u00E9'
    ;

WORD  : LETTER (LETTER | DIGIT | [_\-])* ;
GREEK : [\p{Script=Greek}]+ ;
STRING : '"' (ESC | ~["\\\r\n])* '"' ;
CHAR  : '\'' ( '\\' . | ~['\\] ) '\'' ;
NUMBER : DIGIT+ ('.' DIGIT*)? ([eE] [+\-]? DIGIT+)? ;
HEX   : '0' [xX] HEXDIGIT+ ;
SYMBOL : [\u2200-\u22FF\u{1F600}] ;
BLOCK_COMMENT : '(*' .*? '*)' ;
KEYWORD_SELECT options { caseInsensitive = true; } : 'select' ;
ARROW : '=>' | '\u21D2' ;

fragment LETTER : [a-zA-Z\u00C0-\u00FF] ;
fragment DIGIT : '0'..'9' ;
fragment HEXDIGIT : [0-9a-fA-F] ;
fragment ESC : '\\' ( [btnfr"'\\] | 'u' HEXDIGIT HEXDIGIT HEXDIGIT HEXDIGIT ) ;

LINE_COMMENT : '//' ~[\r\n]* -> skip ;
WS : [ \t\r\n\p{Zs}]+ -> skip ;
