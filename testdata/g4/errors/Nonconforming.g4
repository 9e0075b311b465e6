grammar Nonconforming;
expr : expr ;
ID : [a-z]+ ;
