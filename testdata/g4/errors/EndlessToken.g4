grammar EndlessToken;
start : LOOP* EOF ;
LOOP : '<' LOOP '>' ;
