// The parser of TemplateLexer.g4: its tokens come from the lexer's vocabulary.
parser grammar TemplateParser;

options { tokenVocab = TemplateLexer; }

document : part* EOF ;

part
    : TEXT+                        # text
    | OPEN expr CLOSE              # substitution
    | RAW_END                      # raw
    ;

expr
    : KEYWORD? path
    | NUMBER
    ;

path : NAME (DOT NAME)* ;
