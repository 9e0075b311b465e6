// The tokens of ShaderParser.g4, a shader language as GLSL: directives
// (#version) go to a channel of their own.
lexer grammar ShaderLexer;

channels { DIRECTIVES }

VOID      : 'void' ;
LAYOUT    : 'layout' ;
IN        : 'in' ;
OUT       : 'out' ;
UNIFORM   : 'uniform' ;
VEC2      : 'vec2' ;
VEC4      : 'vec4' ;
FLOAT     : 'float' ;
LPAREN    : '(' ;
RPAREN    : ')' ;
LBRACE    : '{' ;
RBRACE    : '}' ;
ASSIGN    : '=' ;
PLUS      : '+' ;
SEMI      : ';' ;
DIRECTIVE : '#' ~[\r\n]* -> channel(DIRECTIVES) ;
ID        : [a-zA-Z_] [a-zA-Z_0-9]* ;
NUM       : [0-9]+ ;
WS        : [ \t\r\n]+ -> channel(HIDDEN) ;
