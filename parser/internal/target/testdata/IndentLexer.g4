// A small lexer of indented blocks with the base class of grammars-v4's
// python/python3 (Python3LexerBase), written for the tests of package
// target.
lexer grammar IndentLexer;

tokens {
    INDENT,
    DEDENT
}

options {
    superClass = Python3LexerBase;
}

NEWLINE : ({this.atStartOfInput()}? SPACES | '\r'? '\n' SPACES?) {this.onNewLine();};
NAME    : [a-z]+;
COLON   : ':';
OPEN    : '(' {this.openBrace();};
CLOSE   : ')' {this.closeBrace();};
BLANKS  : SPACES -> skip;
COMMENT : '#' ~[\r\n]* -> skip;

fragment SPACES : [ \t]+;
