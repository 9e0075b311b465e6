grammar Crlf;

a
    : B // comment
    | C
    ;

B : [b\]]
  ;
C : {
  x
  } ;
