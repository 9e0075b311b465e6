// Net declarations as in Verilog: a net with a range and one without are
// two alternatives of one rule, not a range in an optional part, so that
// neither pruning nor hoisting makes `wire [a:a] b` the `wire b` it may
// be; printing the declaration as its other alternative does.
grammar Nets;

module : 'module' name ';' item* 'endmodule' EOF ;
item   : net | assign ;
net    : 'wire' name ';'
       | 'wire' range name ';'
       ;
range  : '[' expr ':' expr ']' ;
assign : 'assign' name '=' expr ';' ;
expr   : expr '+' expr
       | name
       | NUM
       ;
name   : ID ;

ID  : [a-z_]+ ;
NUM : [0-9]+ ;
WS  : [ \t\r\n]+ -> skip ;
