grammar Placement;
start : H ;
H : 'h' -> skip | 'i' -> skip ;
