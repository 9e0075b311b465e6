// A grammar whose code no built-in covers, for the warnings of package
// target: a lexer predicate that decides between tokens, an action, a
// parser predicate.
grammar Guess;

options {
    superClass = GuessParserBase;
}

prog  : (expr ';')* EOF;
expr  : {this.isFancy()}? NAME | NUMBER | REGEX;

REGEX  : '/' ~[/\n]+ '/' {this.regexPossible()}?;
DIV    : '/';
NAME   : [a-z]+ {this.countName();};
NUMBER : [0-9]+;
WS     : [ \n]+ -> skip;
