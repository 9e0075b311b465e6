// A token no lexer rule makes: the ANTLR tool only warns, and so do we.
grammar UndefinedToken;
start : ID NUMBER? ;
ID : [a-z]+ ;
fragment DIGITS : [0-9]+ ;
