// Left recursion: binary, prefix, suffix and ternary operators with
// precedence, <assoc=right>, labels, alternative labels and element
// options.
grammar Calc;

program : (stat ';')* EOF ;

stat
    : target=ID '=' value=expr      # assign
    | expr                          # print
    ;

expr
    : expr '!'                                  # factorial
    | expr '[' index=expr ']'                   # subscript
    | '-' expr                                  # negate
    | <assoc = right> expr '^' expr             # power
    | left=expr op=('*' | '/' | '%') right=expr # multiply
    | expr op+=('+' | '-') expr                 # add
    | expr '?' expr ':' expr                    # choose
    | <assoc = right> ID '=' expr               # assignExpr
    | '(' expr ')'                              # parens
    | ID '(' (args+=expr (',' args+=expr)*)? ')' # call
    | ID                                        # name
    | INT<assoc = right>                        # int
    ;

ID  : [a-z]+ ;
INT : [0-9]+ ;
WS  : [ \t\r\n]+ -> skip ;
