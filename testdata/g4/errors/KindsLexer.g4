lexer grammar KindsLexer;
start : 'x' ;
A : B ;
B : 'b' rule ;
