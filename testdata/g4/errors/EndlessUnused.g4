grammar EndlessUnused;
start : item* EOF ;
item : WORD | '(' item ')' ;
// No rule uses e: a warning, as the ANTLR tool accepts it (issue 42).
e : '(' e ')' ;
WORD : [a-z]+ ;
WS : [ \t\r\n]+ -> skip ;
