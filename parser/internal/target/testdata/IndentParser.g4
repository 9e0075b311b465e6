// The parser of IndentLexer: statements, blocks after a colon, calls whose
// arguments may span lines.
parser grammar IndentParser;

options {
    tokenVocab = IndentLexer;
}

file  : (stmt | NEWLINE)* EOF;
stmt  : NAME args? (COLON NEWLINE INDENT stmt+ DEDENT | NEWLINE);
args  : OPEN NAME* CLOSE;
