// A grammar whose rule paren can never end. The ANTLR tool accepts it:
// Paren.interp and ParenLexer.interp beside this file are the tool's
// (4.13.2), written by
//   java -jar antlr4-4.13.2-complete.jar -Dlanguage=Java Paren.g4
// hddmin refuses both this file and the .interp files.
grammar Paren;
start : item* EOF ;
item : paren | WORD ;
paren : '(' paren ')' ;
WORD : [a-z]+ ;
WS : [ \t\r\n]+ -> skip ;
