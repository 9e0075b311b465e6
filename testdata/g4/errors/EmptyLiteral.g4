grammar EmptyLiteral;
start : EMPTY ;
EMPTY : '' ;
