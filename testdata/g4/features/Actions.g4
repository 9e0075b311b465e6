// Actions and predicates cannot run: the loader warns and treats
// predicates as true, actions as empty.
grammar Actions;

@members { int depth = 0; }

list
@init { depth = 0; }
    : '[' {depth++;} (elem (',' elem)*)? ']' {depth--;} EOF
    ;

elem
    : {depth < 10}? list2
    | NUM {depth += 0;}
    ;

list2 : '[' elem* ']' ;

NUM : [0-9]+ { setText(getText().trim()); } ;
WS  : [ \t\r\n]+ -> skip ;
