parser grammar Labels;

options { tokenVocab = LabelsLexer; }

stat
    : x=ID                      # Single
    | xs+=ID (',' xs+=ID)*      # List
    | y=ID? z=ID* w+=ID+?       # Suffixed
    | s=~(ID | INT) t=~ID       # Sets
    | b=(ID | INT) c+=(ID)?     # Blocks
    | l='x' d=. r=expr[1]<o>    # Atoms
    | rng='a'..'z'              # RangeInParser
    ;

expr
    : <assoc=right> expr '^' expr
    | <assoc=left, foo, a.b.c, n=3, s='s', act={x}> expr '*' expr
    | <> INT
    ;
