// Imported by Imports.g4.
parser grammar Statements;

statement : 'set' WORD '=' value ';' | 'print' value (',' value)* ';' ;

value : WORD ;
