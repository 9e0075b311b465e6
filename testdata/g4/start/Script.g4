// A grammar whose first rule, single_input, does not end with EOF (as the
// first rule of grammars-v4's python3 does): it reads one statement and
// stops. file_input and eval_input end with EOF.
grammar Script;
single_input : NEWLINE | stmt ;
file_input : (NEWLINE | stmt)* EOF ;
eval_input : expr NEWLINE* EOF ;
stmt : NAME '=' expr NEWLINE ;
expr : NAME | NUMBER ;
NAME : [a-z]+ ;
NUMBER : [0-9]+ ;
NEWLINE : '\n' ;
WS : [ ]+ -> skip ;
