// Statements in blocks that may end with a return, as in Lua: a return is
// no statement, so an if that holds one cannot be hoisted to it.
grammar Blocks;

chunk    : block EOF ;
block    : stat* retstat? ;
stat     : NAME '=' exp
         | 'if' exp 'then' block ('else' block)? 'end'
         ;
retstat  : 'return' exp ;
exp      : exp '..' exp
         | 'function' '(' NAME? ')' block 'end'
         | NAME
         | INT
         ;

NAME : [a-z]+ ;
INT  : [0-9]+ ;
WS   : [ \t\r\n]+ -> skip ;
