grammar EmptyClosure;
list : (item | sep?)* EOF ;
item : ID ;
sep : ',' ;
ID : [a-z]+ ;
