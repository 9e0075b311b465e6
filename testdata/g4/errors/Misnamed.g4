grammar SomethingElse;
start : 'x' ;
