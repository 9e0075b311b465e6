grammar Mutual;
expr : term '+' expr | term ;
term : factor '*' term | factor ;
factor : expr '!' | ID ;
ID : [a-z]+ ;
