// A shader language as GLSL: a type may come with qualifiers or without,
// two alternatives of one rule (`layout(location=1) in vec2 b` may lose
// its qualifiers only as the other alternative). Its lexer
// (ShaderLexer.g4) sends directives to a channel of their own.
parser grammar ShaderParser;

options { tokenVocab = ShaderLexer; }

unit      : decl* EOF ;
decl      : fullType ID (ASSIGN expr)? SEMI
          | VOID ID LPAREN RPAREN LBRACE stmt* RBRACE
          ;
fullType  : typeSpec
          | qualifiers typeSpec
          ;
qualifiers: qualifier+ ;
qualifier : LAYOUT LPAREN ID ASSIGN NUM RPAREN
          | IN
          | OUT
          | UNIFORM
          ;
typeSpec  : VEC2 | VEC4 | FLOAT ;
stmt      : ID ASSIGN expr SEMI ;
expr      : expr PLUS expr
          | ID
          | NUM
          ;
