// A combined grammar that imports a parser grammar and a lexer grammar;
// its own rules win over the imported ones of the same name.
grammar Imports;

import Statements, Words;

script : statement+ EOF ;

// This rule replaces the imported one.
value : WORD | NUMBER | 'nil' ;
