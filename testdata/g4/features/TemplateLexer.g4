// Lexer modes and every lexer command: a tiny template language whose
// text holds {{ expressions }} and <!-- comments -->.
lexer grammar TemplateLexer;

channels { COMMENTS }

tokens { KEYWORD }

OPEN    : '{{' -> pushMode(EXPR) ;
COMMENT : '<!--' .*? '-->' -> channel(COMMENTS) ;
CDATA   : '<![' -> more, mode(RAW) ;
TEXT    : ~[{<]+ ;
LT      : '<' -> type(TEXT) ;
BRACE   : '{' -> type(TEXT) ;

mode EXPR;
CLOSE   : '}}' -> popMode ;
IF      : 'if' -> type(KEYWORD) ;
END     : 'end' -> type(KEYWORD) ;
NAME    : [a-z]+ ;
NUMBER  : DIGIT+ ('.' DIGIT+)? ;
DOT     : '.' ;
SPACE   : [ \t\r\n]+ -> skip ;
fragment DIGIT : [0-9] ;

mode RAW;
RAW_END : ']]>' -> mode(DEFAULT_MODE) ;
RAW_ANY : . -> more ;
