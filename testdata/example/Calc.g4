// Calc: the grammar of the README's example of a language of your own, a
// calculator's programs (assignments and prints of arithmetic).
grammar Calc;

prog : stmt* EOF ;

stmt
    : ID '=' expr ';'
    | 'print' expr ';'
    | 'if' expr '{' stmt* '}'
    ;

expr
    : expr ('*' | '/') expr
    | expr ('+' | '-') expr
    | '(' expr ')'
    | NUM
    | ID
    ;

ID  : [a-z_]+ ;
NUM : [0-9]+ ;
WS  : [ \t\r\n]+ -> skip ;
COMMENT : '#' ~[\n]* -> skip ;
