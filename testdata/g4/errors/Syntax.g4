grammar Syntax;
start : 'a' 'b' ;
other : 'c' ( 'd' ;
ID : [a-z]+ ;
