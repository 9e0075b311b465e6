// An insert whose columns and values go in pairs: neither list may lose
// a member alone.
grammar Pairs;

insert : 'insert' 'into' NAME '(' NAME (',' NAME)* ')' 'values' '(' INT (',' INT)* ')' ';' EOF ;

NAME : [a-z]+ ;
INT  : [0-9]+ ;
WS   : [ \t\r\n]+ -> skip ;
