/** A combined grammar with every prequel and every part of a parser rule. */
grammar Features;

options {
    language = Java;
    superClass = org.example.Base;
    tokenVocab = 'Other';
    k = 2;
    code = { int x = 1; };
}

import Common, Alias = Actual;

tokens { INDENT, DEDENT }

channels { COMMENTS }

@header { package p; }
@parser::members { int n = 0; }
@lexer::members { int m = 0; }
@custom::name { x }

// A rule with everything a parser rule may have before its colon.
expr[int prec, String s] returns [int value, String text] throws E1, x.y.E2 locals [int i = 0]
options { caseInsensitive = false; }
@init { i = prec; }
@after { text = $text; }
    : a=primary '+' b=expr[1] { $value = $a.value; }   # Add
    | <assoc=right> expr '^' expr                      # Power
    | ID                                               # Name
    |                                                  # Empty
    ;
    catch [RecognitionException e] { throw e; }
    catch [Exception e] { }
    finally { done(); }

primary : INT | '(' expr[0] ')' | . | ~(INT | '+') | ~ID ;

ebnf
    : A? B* C+ D?? E*? F+?
    | (A | B)? (C)* (options { greedy = false; } : D | )+
    | ( @init { int x; } : A B )
    | ( options { k = 1; } @init { } @after { } : A )
    | ( : A )
    | ()
    ;

actions
    : {a()}? {b();} {c}<fail={"msg"}> {d}?<fail='no'> { e }
    ;

refs
    : A<tokenIndex=1> 'x'<assoc=left> r[$x]<p=q> r<foo> .<x=y> ~A<z> ~'a'<q=1>
    | r [ a [ b ] "]" ']' ]
    ;

empty : ;
