// Imported by Words.g4, itself imported.
lexer grammar Spaces;

WS : [ \t\r\n]+ -> skip ;
COMMENT : '#' ~[\n]* -> channel(HIDDEN) ;
