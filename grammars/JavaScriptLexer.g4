// The tokens of JavaScript, as ECMA-262 (ECMAScript 2023), chapter 12
// ("ECMAScript Language: Lexical Grammar"), defines them. Written for hddmin.
//
// The lexical grammar of JavaScript depends on the syntactic context: a /
// starts a regular expression where an operand may start and is a division
// elsewhere, a } continues a template literal when it closes a substitution,
// and whether a line break ends a statement (automatic semicolon insertion)
// depends on the tokens around it. None of that is decided here: the rules
// below have no predicates and no actions, so that the lexer runs on its DFA.
// The base lexer (parser/javascript/lexer_base.go) follows the context of
// the token stream and decides, before each token, which mode to lex it in,
// and after it, whether to retype it and whether a virtual semicolon goes
// before it. The modes other than the default one hold only the rules that
// differ there.
lexer grammar JavaScriptLexer;

options {
    superClass = JavaScriptLexerBase;
}

tokens {
    // A semicolon that automatic semicolon insertion puts before a token
    // (ECMA-262, 12.10). The base lexer makes it; it has no text.
    VirtualSemicolon
}

// Whitespace, line terminators and comments (12.2 to 12.4). The base lexer
// skips them itself before each token; the rules say what they are.
HashbangComment
    : '#!' ~[\r\n\u2028\u2029]* -> skip
    ;

MultiLineComment
    : '/*' .*? '*/' -> skip
    ;

SingleLineComment
    : '//' ~[\r\n\u2028\u2029]* -> skip
    ;

WhiteSpace
    : [\t\u000B\f\u0020\u00A0\uFEFF\p{Zs}]+ -> skip
    ;

LineTerminator
    : [\r\n\u2028\u2029] -> skip
    ;

// Punctuators (12.7).
OpenBracket          : '[';
CloseBracket         : ']';
OpenParen            : '(';
CloseParen           : ')';
OpenBrace            : '{'; // a block, a function or class body
CloseBrace           : '}';
Semicolon            : ';';
Comma                : ',';
Assign               : '=';
QuestionMark         : '?';
QuestionMarkDot      : '?.';
Colon                : ':';
Ellipsis             : '...';
Dot                  : '.';
PlusPlus             : '++';
MinusMinus           : '--';
Plus                 : '+';
Minus                : '-';
BitNot               : '~';
Not                  : '!';
Multiply             : '*';
Divide               : '/';
Modulus              : '%';
Power                : '**';
NullishCoalescing    : '??';
LeftShift            : '<<';
RightShift           : '>>';
UnsignedRightShift   : '>>>';
LessThan             : '<';
GreaterThan          : '>';
LessThanEquals       : '<=';
GreaterThanEquals    : '>=';
Equals               : '==';
NotEquals            : '!=';
StrictEquals         : '===';
StrictNotEquals      : '!==';
BitAnd               : '&';
BitXor               : '^';
BitOr                : '|';
And                  : '&&';
Or                   : '||';
MultiplyAssign       : '*=';
DivideAssign         : '/=';
ModulusAssign        : '%=';
PlusAssign           : '+=';
MinusAssign          : '-=';
LeftShiftAssign      : '<<=';
RightShiftAssign     : '>>=';
UnsignedRightShiftAssign : '>>>=';
BitAndAssign         : '&=';
BitXorAssign         : '^=';
BitOrAssign          : '|=';
PowerAssign          : '**=';
AndAssign            : '&&=';
OrAssign             : '||=';
NullishAssign        : '??=';
Arrow                : '=>';

// Literals (12.9).
NullLiteral          : 'null';
True                 : 'true';
False                : 'false';

// Numbers, with numeric separators (12.9.3). A decimal integer may have
// leading zeros, which also covers the legacy octal literals of Annex B.
NumericLiteral
    : DecimalIntegerLiteral ('.' DecimalDigits?)? ExponentPart?
    | '.' DecimalDigits ExponentPart?
    | NonDecimalIntegerLiteral
    ;

BigIntLiteral
    : (DecimalIntegerLiteral | NonDecimalIntegerLiteral) 'n'
    ;

fragment DecimalIntegerLiteral
    : DecimalDigits
    ;

fragment DecimalDigits
    : [0-9] ('_'? [0-9])*
    ;

fragment ExponentPart
    : [eE] [+-]? DecimalDigits
    ;

fragment NonDecimalIntegerLiteral
    : '0' [bB] [01] ('_'? [01])*
    | '0' [oO] [0-7] ('_'? [0-7])*
    | '0' [xX] HexDigit ('_'? HexDigit)*
    ;

fragment HexDigit
    : [0-9a-fA-F]
    ;

// Strings (12.9.4): any character but the quote, the backslash and a line
// feed or carriage return, or a backslash and the character (a line
// continuation if that is a line terminator).
StringLiteral
    : '"' (~["\\\r\n] | EscapeSequence)* '"'
    | '\'' (~['\\\r\n] | EscapeSequence)* '\''
    ;

fragment EscapeSequence
    : '\\' ('\r\n' | .)
    ;

// Templates (12.9.6). A template is lexed in pieces: `...` or `...${, then
// after each substitution }...${ or }...` (mode TemplateContinuation).
NoSubstitutionTemplate
    : '`' TemplateCharacters '`'
    ;

TemplateHead
    : '`' TemplateCharacters '${'
    ;

// Any characters without an unescaped ${ in them: a $ must be followed by
// something other than {, or end the run.
fragment TemplateCharacters
    : (~[`\\$] | EscapeSequence | '$'+ (~[`\\${] | EscapeSequence))* '$'*
    ;

// Keywords and reserved words (12.7.2).
Break                : 'break';
Case                 : 'case';
Catch                : 'catch';
Class                : 'class'; // a class declaration
Const                : 'const';
Continue             : 'continue';
Debugger             : 'debugger';
Default              : 'default';
Delete               : 'delete';
Do                   : 'do';
Else                 : 'else';
Enum                 : 'enum';
Export               : 'export';
Extends              : 'extends';
Finally              : 'finally';
For                  : 'for';
Function             : 'function'; // a function declaration
If                   : 'if';
Import               : 'import';
In                   : 'in';
Instanceof           : 'instanceof';
New                  : 'new';
Return               : 'return';
Super                : 'super';
Switch               : 'switch';
This                 : 'this';
Throw                : 'throw';
Try                  : 'try';
Typeof               : 'typeof';
Var                  : 'var';
Void                 : 'void';
While                : 'while';
With                 : 'with';

// Words that are keywords only in some places, and identifiers elsewhere.
Async                : 'async';
Await                : 'await';
Yield                : 'yield';
Let                  : 'let';
Static               : 'static';
Get                  : 'get';
Set                  : 'set';
Of                   : 'of';
As                   : 'as';
From                 : 'from';

// Names (12.7.1): an identifier may contain \u escapes.
Identifier
    : IdentifierStart IdentifierPart*
    ;

PrivateName
    : '#' IdentifierStart IdentifierPart*
    ;

fragment IdentifierStart
    : [$_\p{ID_Start}]
    | UnicodeEscape
    ;

fragment IdentifierPart
    : [$\u200C\u200D\p{ID_Continue}]
    | UnicodeEscape
    ;

fragment UnicodeEscape
    : '\\u' (HexDigit HexDigit HexDigit HexDigit | '{' HexDigit+ '}')
    ;

// After a } that closes a template substitution.
mode TemplateContinuation;

TemplateMiddle
    : '}' TemplateCharacters '${'
    ;

TemplateTail
    : '}' TemplateCharacters '`'
    ;

// An unterminated template: the } stays a brace.
TemplateCloseBrace
    : '}' -> type(CloseBrace)
    ;

// Where a / starts a regular expression (12.9.5).
mode RegularExpression;

RegularExpressionLiteral
    : '/' RegularExpressionFirstChar RegularExpressionChar* '/' IdentifierPart*
    ;

// An unterminated regular expression: the / stays an operator.
RegularExpressionDivide
    : '/' -> type(Divide)
    ;

RegularExpressionDivideAssign
    : '/=' -> type(DivideAssign)
    ;

fragment RegularExpressionFirstChar
    : ~[*\\/[\r\n\u2028\u2029]
    | RegularExpressionBackslashSequence
    | RegularExpressionClass
    ;

fragment RegularExpressionChar
    : ~[\\/[\r\n\u2028\u2029]
    | RegularExpressionBackslashSequence
    | RegularExpressionClass
    ;

fragment RegularExpressionBackslashSequence
    : '\\' ~[\r\n\u2028\u2029]
    ;

fragment RegularExpressionClass
    : '[' (~[\]\\\r\n\u2028\u2029] | RegularExpressionBackslashSequence)* ']'
    ;

// A ? before .digit is a conditional, not optional chaining (12.7).
mode Conditional;

ConditionalQuestionMark
    : '?' -> type(QuestionMark)
    ;

// The tokens the base lexer makes of others by context. This mode is never
// entered while lexing an input; its rules give each of these token types
// the text it is made of.
mode Context;

// A { that starts an object literal, an object binding pattern, or the
// braces of an import or export clause: where an expression may start.
ObjectBrace
    : '{'
    ;

// function and class where they start an expression.
FunctionExpression
    : 'function'
    ;

ClassExpression
    : 'class'
    ;

// The in of a for-in statement.
ForIn
    : 'in'
    ;

// The ( of the parameters of an arrow function.
ArrowParen
    : '('
    ;
