grammar LexerCommands;
start : A+ ;
A : 'a' -> mode(NOWHERE) ;
B : 'b' -> type(C) ;
D : 'd' -> shout ;
E : 'e' -> skip(1) ;
F : 'f' -> channel(NOCHANNEL) ;
G : 'g' -> pushMode ;
