grammar Lexical;
start : WORD ;
WORD : [\p{NoSuchProperty}]+ ;
BACKWARDS : 'z'..'a' ;
BAD_SET : ~('ab' | 'c') ;
EQ : [\p{Bidi_Mirrored}] ;
