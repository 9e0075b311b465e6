lexer grammar LexerModes;

options { caseInsensitive = true; }

channels { WS_CHANNEL, COMMENTS }

tokens { }

@lexer::header { /* header */ }

ID      : [a-zA-Z_] [a-zA-Z_0-9]* ;
INT     : '0'..'9'+ | '0x' HEX+ ;
STRING  : '"' (~["\\\r\n] | '\\' .)*? '"' ;
CHAR    : '\'' ( '\\' [btnfr'\\] | ~'\'' ) '\'' ;
ESCAPES : '\n\r\t\b\f\\\'' | '\u00e9' | '\u{1F600}' | '\u{10FFFF}' ;
NOT     : ~[\]] ~( 'a' | 'b'..'c' | [def] | X ) ~'x' ~X ;
WS      : [ \t\r\n]+ -> channel(WS_CHANNEL) ;
SKIP_   : '#' ~[\r\n]* -> skip ;
MORE_   : '<<' -> more, pushMode(INSIDE) ;
TYPED   : 'type' -> type(ID), channel(2) ;
EMPTY   : -> skip ;
PRED    : 'p' {isOk()}? 'q' {act();} ;
OPTS
  options { caseInsensitive = false; }
  : ( options { greedy = false; } : 'a' | 'b' -> skip )+ ;
ANY     : . ;
NAME_REF : ID? other ;

fragment HEX : [0-9a-fA-F] ;
fragment
X : 'x' ;

mode INSIDE;
END    : '>>' -> popMode ;
TEXT   : ~'>'+ -> mode(DEFAULT_MODE) ;

mode Empty;

mode DEFAULT_MODE;
AGAIN  : 'again' ;
