// Imported by Imports.g4.
lexer grammar Words;

import Spaces;

WORD   : [a-zA-Z]+ ;
NUMBER : [0-9]+ ;
