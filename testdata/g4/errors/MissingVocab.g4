parser grammar MissingVocab;
options { tokenVocab = NoSuchLexer; }
start : ID ;
