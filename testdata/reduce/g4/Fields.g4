// A message of fields, each with a type that is a scalar keyword or a
// dotted name (as in Protocol Buffers): a type name squeezes into its
// identifier token, which still stands for a type.
grammar Fields;

message : 'message' ID '{' field* '}' EOF ;
field   : type ID '=' INT ';' ;
type    : scalar | named ;
scalar  : 'string' | 'int32' | 'bool' ;
named   : ID ('.' ID)* ;

ID  : [A-Za-z_] [A-Za-z0-9_]* ;
INT : [0-9]+ ;
WS  : [ \t\r\n]+ -> skip ;
