grammar Errors;

options { a = b; c = ; }

ok1 : A ;

bad1 : A ) B ;

bad2 : ( A | ;

ok2 : B ;

bad3 : A
ok3 : C ;

fragment bad4 : 'x' ;

OK4 : 'x' -> skip ;

BAD5 : 'a' ) ) [a'b] ;
withArgs[int x] : A ;
