grammar Escape;
start : NOESC ;
NOESC : '\q' ;
