// A small expression language for the tests of the tree transforms and the
// reduction algorithms: left- and right-recursive rules, precedence,
// optional and repeated blocks, separated lists. Written for hddmin.
grammar Expr;

file
    : stmt* EOF
    ;

stmt
    : ID '=' expr ';'
    | 'print' args ';'
    | '{' stmt+ '}'
    | 'if' '(' expr ')' stmt ('else' stmt)?
    | 'let' list ';'
    | 'seq' seq ';'
    ;

expr
    : expr ('*' | '/') expr
    | expr ('+' | '-') expr
    | <assoc = right> expr '^' expr
    | '-' expr
    | '(' expr ')'
    | ID '(' args? ')'
    | ID
    | NUM
    ;

args
    : expr (',' expr)*
    ;

// A left-recursive list.
list
    : list ',' item
    | item
    ;

// A right-recursive list.
seq
    : item ':' seq
    | item
    ;

item
    : ID ('=' NUM)?
    ;

ID
    : [a-zA-Z_] [a-zA-Z_0-9]*
    ;

NUM
    : [0-9]+
    ;

COMMENT
    : '/*' .*? '*/' -> channel(HIDDEN)
    ;

WS
    : [ \t\r\n]+ -> channel(HIDDEN)
    ;
