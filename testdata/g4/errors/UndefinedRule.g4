grammar UndefinedRule;
start : item (',' itme)* ;
item : ID ;
ID : [a-z]+ SPACES? ;
