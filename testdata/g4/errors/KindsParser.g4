parser grammar KindsParser;
options { tokenVocab = KindsLexer; }
start : A ;
Other : A ;
