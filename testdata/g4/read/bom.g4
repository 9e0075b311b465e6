grammar Bom;
	r : 	 A ;
