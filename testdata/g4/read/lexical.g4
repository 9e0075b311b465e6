/* A block comment. */
/** A doc comment, with { and ' in it. */
// A line comment.
grammar Lexical ;

options
{
    x = a . b . c ;
}

tokens{A}

@members {
    // A comment with } and { in it.
    /* another } one */
    String s = "a } string { with \" quotes";
    char c = '}';
    char d = '\'';
    void f() { if (x) { y(); } }
}

options_ : options ;
options : tokens channels ;
tokens : 'tokens' ;
channels : 'channels' ;

// Names with the letters the tool accepts.
unicode : éclair Ünter ναι Δέλτα 名前 x_1 x·y ;
éclair : 'é' ;
Ünter : 'ü' ;
ναι : 'n' ;
Δέλτα : 'd' ;
名前 : 'n' ;
x_1 : 'x' ;
x·y : 'y' ;

args [ Map<String, List<int[]>> m = new HashMap<>(); String s = "]"; char c = ']' ]
    : {f("{"); /* } */ // }
      }
      {'}'}? ;
