// Statements as in awk: a for-in loop is a statement of its own, a name
// becomes a statement only through a chain of rules (an expression, an
// lvalue), and a statement ends with a ; or a line break. Reducing
// `for(a in a);` to the statement `a;` takes another alternative of the
// statement, its expression made of a name the loop holds.
grammar Stmts;

program   : (item | NL)* EOF ;
item      : pattern? '{' stmt* '}' ;
pattern   : expr ;
stmt      : 'for' '(' name 'in' name ')' stmt
          | 'if' '(' expr ')' stmt ('else' stmt)?
          | '{' stmt* '}'
          | simple (';' | NL)
          | ';'
          ;
simple    : 'print' expr
          | expr
          ;
expr      : expr '+' expr
          | lvalue
          | NUM
          | STRING
          ;
lvalue    : name ('[' expr ']')? ;
name      : WORD ;

WORD   : [a-zA-Z_]+ ;
NUM    : [0-9]+ ;
STRING : '"' ~["\n]* '"' ;
NL     : '\n' ;
WS     : [ \t\r]+ -> skip ;
