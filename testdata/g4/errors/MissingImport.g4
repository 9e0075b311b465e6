grammar MissingImport;
import NoSuchGrammar;
start : 'x' ;
