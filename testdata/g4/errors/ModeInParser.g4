grammar ModeInParser;
start : A ;
A : 'a' ;
mode OTHER;
B : 'b' ;
