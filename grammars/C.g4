// C as GCC reads it after preprocessing: the syntax of ISO/IEC 9899:2011
// (Annex A), the pieces of C17 and C23 that real code uses, and the GNU
// extensions found in glibc headers and in GCC's own output. Written for
// hddmin, to reduce inputs that crash compilers.
//
// Typedef names. C cannot be parsed without knowing which identifiers name
// types: `T * x;` declares x if T is a typedef name and multiplies
// otherwise. The lexer makes every name an Identifier; the token stream
// that the parser reads (parser/c/typedefs.go) hands out an Identifier as a
// TypedefName token when the name is a typedef name in the scope the parser
// is in. Actions in this grammar keep the table of names up to date: a
// declarator of a typedef declaration adds a typedef name, an ordinary
// declarator, an enumerator or a parameter of a function definition hides
// one, and blocks and for statements open and close scopes. Decisions then
// see two token types and need no predicates, so that SLL prediction works
// on real code.
//
// Shape for reduction. Lists whose elements may vanish one by one are
// written `x (',' x)*` or `x*`: declarations, statements, declarators of a
// declaration, parameters, struct members, enumerators, initializers,
// arguments, attributes. Expressions are one left-recursive rule (expr), so
// that an expression is a few nodes deep rather than a chain of one node per
// level of the standard's precedence grammar.
grammar C;

options {
    superClass = CBaseParser;
}

tokens {
    TypedefName
}

// ----------------------------------------------------------------------
// External definitions (6.9)

translationUnit
    : externalDeclaration* EOF
    ;

externalDeclaration
    : functionDefinition
    | declaration
    | asmStatement // file-scope asm
    | PRAGMA
    | ';' // a stray semicolon, which GCC accepts
    ;

// A function definition; the declaration list is the parameter
// declarations of a K&R definition, and the specifiers are optional for
// implicit int (C89).
functionDefinition
    : declarationSpecifiers? declarator {p.enterFunction()} declaration* compoundStatement {p.exitFunction()}
    ;

// ----------------------------------------------------------------------
// Declarations (6.7)

declaration
    : declarationSpecifiers (initDeclarator (',' initDeclarator)*)? ';'
    | staticAssertDeclaration
    ;

// The declaration specifiers, also used for struct members and type names
// (where the standard has the smaller specifier-qualifier-list). A typedef
// name is a type specifier only where no other type specifier is (6.7.2),
// so there are two forms: around one typedef name, modifiers only; or
// without typedef names, any number of keyword type specifiers.
declarationSpecifiers
    : declarationModifier* TypedefName declarationModifier*
    | (declarationModifier | typeSpecifier)+
    ;

// The specifiers that are not type specifiers: storage classes, type
// qualifiers, function specifiers, alignment, attributes.
declarationModifier
    : 'typedef'
    | 'extern'
    | 'static'
    | 'auto'
    | 'register'
    | '_Thread_local'
    | 'thread_local'
    | '__thread'
    | 'constexpr'
    | 'inline'
    | '__inline'
    | '__inline__'
    | '_Noreturn'
    | typeQualifier
    | alignmentSpecifier
    | attributeSpecifier
    | '__extension__'
    ;

typeSpecifier
    : 'int'
    | 'void'
    | 'char'
    | 'short'
    | 'long'
    | 'float'
    | 'double'
    | 'signed'
    | '__signed'
    | '__signed__'
    | 'unsigned'
    | '_Bool'
    | '_Complex'
    | '__complex'
    | '__complex__'
    | '_Imaginary'
    | '__int128'
    | '_Float16'
    | '_Float32'
    | '_Float64'
    | '_Float128'
    | '_Float32x'
    | '_Float64x'
    | '_Float128x'
    | '__float80'
    | '__float128'
    | '__ibm128'
    | '__fp16'
    | '__bf16'
    | '_Decimal32'
    | '_Decimal64'
    | '_Decimal128'
    | '__builtin_va_list'
    | '__auto_type'
    | '_BitInt' '(' expr ')'
    | '_Atomic' '(' typeName ')'
    | structOrUnionSpecifier
    | enumSpecifier
    | typeofSpecifier
    ;

typeQualifier
    : 'const'
    | '__const'
    | '__const__'
    | 'volatile'
    | '__volatile'
    | '__volatile__'
    | 'restrict'
    | '__restrict'
    | '__restrict__'
    | '_Atomic'
    | '__seg_fs'
    | '__seg_gs'
    ;

// A struct or union: the tag, the members, or both. Tags live in their own
// name space, so a typedef name may be one.
structOrUnionSpecifier
    : ('struct' | 'union') attributeSpecifier* ((Identifier | TypedefName) memberList? | memberList)
    ;

// The members; GCC allows none.
memberList
    : '{' structDeclaration* '}'
    ;

structDeclaration
    : declarationSpecifiers (structDeclarator (',' structDeclarator)*)? ';'
    | staticAssertDeclaration
    | PRAGMA
    | ';' // an extra semicolon, which GCC accepts
    ;

structDeclarator
    : attributeSpecifier* declarator attributeSpecifier* (':' expr attributeSpecifier*)?
    | ':' expr attributeSpecifier*
    ;

// An enum; the underlying type is C23's.
enumSpecifier
    : 'enum' attributeSpecifier* ((Identifier | TypedefName) enumeratorList? | enumeratorList)
    ;

enumeratorList
    : (':' typeName)? '{' enumerator (',' enumerator)* ','? '}'
    ;

enumerator
    : (Identifier | TypedefName) {p.declareEnumerator()} attributeSpecifier* ('=' expr)?
    ;

// typeof (C23 and GNU), of a type or of an expression.
typeofSpecifier
    : ('typeof' | '__typeof' | '__typeof__' | 'typeof_unqual' | '__typeof_unqual' | '__typeof_unqual__') '(' (typeName | expression) ')'
    ;

alignmentSpecifier
    : ('_Alignas' | 'alignas') '(' (typeName | expr) ')'
    ;

// A declarator and what may follow it: GNU asm labels and attributes, and
// the initializer. GNU attributes may also come first, which matters for the
// declarators after the first (attributes before the first one belong to
// the declaration specifiers).
initDeclarator
    : attributeSpecifier* declarator {p.declareInit()} (asmLabel | attributeSpecifier)* ('=' initializer)?
    ;

// A declarator (6.7.6): pointers, the name or a declarator in parentheses,
// then array and function suffixes.
declarator
    : pointer? ((Identifier | TypedefName) | '(' attributeSpecifier* declarator ')') declaratorSuffix*
    ;

pointer
    : ('*' (typeQualifier | attributeSpecifier)*)+
    ;

// An array or function suffix of a declarator. A function suffix holds a
// parameter list, or the identifier list of a K&R definition.
declaratorSuffix
    : '[' ('static' | typeQualifier | attributeSpecifier)* (expr | '*')? ']'
    | '(' (parameterList | identifierList)? ')'
    ;

parameterList
    : parameterDeclaration (',' parameterDeclaration)* (',' '...')?
    | '...'
    ;

parameterDeclaration
    : declarationSpecifiers (declarator | abstractDeclarator)? attributeSpecifier*
    ;

identifierList
    : Identifier (',' Identifier)*
    ;

// A type name (6.7.7), as in casts and sizeof.
typeName
    : declarationSpecifiers abstractDeclarator?
    ;

abstractDeclarator
    : pointer
    | pointer? ('(' attributeSpecifier* abstractDeclarator ')' declaratorSuffix* | declaratorSuffix+)
    ;

// An initializer (6.7.9); GNU allows the empty braces of C23.
initializer
    : expr
    | '{' (designatedInitializer (',' designatedInitializer)* ','?)? '}'
    ;

designatedInitializer
    : designation? initializer
    ;

// A designation: designators and '=' (GCC also takes an array designator
// without '='), or the obsolete GNU `member:`.
designation
    : designator+ '='?
    | (Identifier | TypedefName) ':'
    ;

// A designator; `[a ... b]` is a GNU range.
designator
    : '[' expr ('...' expr)? ']'
    | '.' (Identifier | TypedefName)
    ;

staticAssertDeclaration
    : ('_Static_assert' | 'static_assert') '(' expr (',' stringLiteral)? ')' ';'
    ;

// ----------------------------------------------------------------------
// GNU attributes and C23 attributes

attributeSpecifier
    : ('__attribute__' | '__attribute') '(' '(' (attribute (',' attribute)*)? ')' ')'
    | '[' '[' (attribute (',' attribute)*)? ']' ']'
    ;

// An attribute; the arguments are expressions when they parse as such, and
// any balanced tokens otherwise.
attribute
    : attributeName (':' ':' attributeName)? ('(' (expression | balancedToken+)? ')')?
    ;

balancedToken
    : '(' balancedToken* ')'
    | '[' balancedToken* ']'
    | '{' balancedToken* '}'
    | ~('(' | ')' | '[' | ']' | '{' | '}')
    ;

// An attribute name is an identifier or any keyword.
attributeName
    : Identifier
    | TypedefName
    | keyword
    ;

// ----------------------------------------------------------------------
// GNU asm

// An asm statement: basic asm, or extended asm with outputs, inputs,
// clobbers and goto labels. At file scope only basic asm is valid.
asmStatement
    : ('asm' | '__asm' | '__asm__') asmQualifier* '(' stringLiteral (':' asmOperands? (':' asmOperands? (':' asmClobbers? (':' asmGotoLabels?)?)?)?)? ')' ';'
    ;

asmQualifier
    : 'volatile'
    | '__volatile'
    | '__volatile__'
    | 'inline'
    | '__inline'
    | '__inline__'
    | 'goto'
    ;

asmOperands
    : asmOperand (',' asmOperand)*
    ;

asmOperand
    : ('[' (Identifier | TypedefName) ']')? stringLiteral '(' expression ')'
    ;

asmClobbers
    : stringLiteral (',' stringLiteral)*
    ;

asmGotoLabels
    : (Identifier | TypedefName) (',' (Identifier | TypedefName))*
    ;

// The assembler name of a declaration: int x __asm__("y");
asmLabel
    : ('asm' | '__asm' | '__asm__') '(' stringLiteral ')'
    ;

// ----------------------------------------------------------------------
// Statements (6.8)

// A statement without labels (C23's unlabeled statement). An else belongs
// to the nearest if. An else-if chain nests: written as a list of else-if
// branches, it would make SLL prediction read through the rest of the
// chain at every else, to tell a branch from a final else whose statement
// is an if.
statement
    : compoundStatement
    | expression? ';'
    | 'if' '(' expression ')' secondaryBlock ('else' secondaryBlock)?
    | 'switch' '(' expression ')' secondaryBlock
    | 'while' '(' expression ')' secondaryBlock
    | 'do' secondaryBlock 'while' '(' expression ')' ';'
    | 'for' {p.pushScope()} '(' (declaration | expression? ';') expression? ';' expression? ')' secondaryBlock {p.popScope()}
    | 'goto' ((Identifier | TypedefName) | '*' expression) ';'
    | 'continue' ';'
    | 'break' ';'
    | 'return' expression? ';'
    | asmStatement
    | attributeSpecifier+ ';' // __attribute__((fallthrough));
    | PRAGMA
    ;

// The body of a selection or iteration statement, which may have labels.
secondaryBlock
    : label* statement
    ;

// A label; `case a ... b` is a GNU case range.
label
    : (Identifier | TypedefName) ':' attributeSpecifier*
    | 'case' expr ('...' expr)? ':'
    | 'default' ':'
    ;

// A block. Labels are block items of their own, as in C23, so that a label
// may end a block or come before a declaration, and the statements and
// labels of a switch body are siblings. Statements come before
// declarations, so that `__extension__ x;` and
// `__attribute__((fallthrough));` are statements; then come GNU nested
// functions and GNU local label declarations.
compoundStatement
    : '{' {p.pushScope()} (statement | label | declaration | functionDefinition | localLabelDeclaration)* '}' {p.popScope()}
    ;

localLabelDeclaration
    : '__label__' Identifier (',' Identifier)* ';'
    ;

// ----------------------------------------------------------------------
// Expressions (6.5)

// An expression with commas; in argument lists and most other places an
// expr, which has none.
expression
    : expr (',' expr)*
    ;

// The expressions, by precedence from the tightest: postfix, unary and
// casts, the binary operators, the conditional and the assignments, then
// the primary expressions, which do not recurse on the left.
expr
    : expr ('++' | '--')
    | expr '[' expression ']'
    | expr '(' (expr (',' expr)*)? ')'
    | expr ('.' | '->') (Identifier | TypedefName)
    | ('++' | '--' | '&' | '*' | '+' | '-' | '~' | '!' | '__real__' | '__real' | '__imag__' | '__imag' | '__extension__') expr
    | ('sizeof' | '_Alignof' | '__alignof' | '__alignof__' | 'alignof') '(' typeName ')'
    | ('sizeof' | '_Alignof' | '__alignof' | '__alignof__' | 'alignof') expr
    | '(' typeName ')' expr
    | expr ('*' | '/' | '%') expr
    | expr ('+' | '-') expr
    | expr ('<<' | '>>') expr
    | expr ('<' | '>' | '<=' | '>=') expr
    | expr ('==' | '!=') expr
    | expr '&' expr
    | expr '^' expr
    | expr '|' expr
    | expr '&&' expr
    | expr '||' expr
    | <assoc = right> expr '?' expression? ':' expr
    | <assoc = right> expr ('=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|=') expr
    | Constant
    | Identifier
    | CharacterConstant
    | stringLiteral
    | '(' expression ')'
    | '(' compoundStatement ')' // a GNU statement expression
    | '(' typeName ')' '{' (designatedInitializer (',' designatedInitializer)* ','?)? '}' // a compound literal
    | '&&' (Identifier | TypedefName) // a GNU label as a value
    | '_Generic' '(' expr ',' genericAssociation (',' genericAssociation)* ')'
    | '__builtin_va_arg' '(' expr ',' typeName ')'
    | '__builtin_offsetof' '(' typeName ',' (Identifier | TypedefName) ('.' (Identifier | TypedefName) | '[' expression ']')* ')'
    | '__builtin_types_compatible_p' '(' typeName ',' typeName ')'
    | '__builtin_convertvector' '(' expr ',' typeName ')'
    ;

genericAssociation
    : (typeName | 'default') ':' expr
    ;

// Adjacent string literals, which are concatenated.
stringLiteral
    : StringLiteral+
    ;

// Every keyword, for attribute names.
keyword
    : 'typedef' | 'extern' | 'static' | 'auto' | 'register' | '_Thread_local' | 'thread_local' | '__thread' | 'constexpr'
    | 'inline' | '__inline' | '__inline__' | '_Noreturn' | '__extension__'
    | 'int' | 'void' | 'char' | 'short' | 'long' | 'float' | 'double' | 'signed' | '__signed' | '__signed__' | 'unsigned'
    | '_Bool' | '_Complex' | '__complex' | '__complex__' | '_Imaginary' | '__int128'
    | '_Float16' | '_Float32' | '_Float64' | '_Float128' | '_Float32x' | '_Float64x' | '_Float128x'
    | '__float80' | '__float128' | '__ibm128' | '__fp16' | '__bf16' | '_Decimal32' | '_Decimal64' | '_Decimal128'
    | '__builtin_va_list' | '__auto_type' | '_BitInt' | '_Atomic'
    | 'const' | '__const' | '__const__' | 'volatile' | '__volatile' | '__volatile__' | 'restrict' | '__restrict' | '__restrict__'
    | '__seg_fs' | '__seg_gs'
    | 'struct' | 'union' | 'enum'
    | 'typeof' | '__typeof' | '__typeof__' | 'typeof_unqual' | '__typeof_unqual' | '__typeof_unqual__'
    | '_Alignas' | 'alignas' | '_Alignof' | '__alignof' | '__alignof__' | 'alignof' | 'sizeof'
    | '_Static_assert' | 'static_assert' | '__attribute__' | '__attribute' | 'asm' | '__asm' | '__asm__'
    | 'case' | 'default' | 'if' | 'else' | 'switch' | 'while' | 'do' | 'for' | 'goto' | 'continue' | 'break' | 'return'
    | '__label__' | '__real__' | '__real' | '__imag__' | '__imag' | '_Generic'
    | '__builtin_va_arg' | '__builtin_offsetof' | '__builtin_types_compatible_p' | '__builtin_convertvector'
    ;

// ----------------------------------------------------------------------
// Lexical elements (6.4). The keywords and punctuators are the literals of
// the rules above.

// A #pragma line, with the line breaks around it, so that it stays on a
// line of its own however the text around it is printed.
PRAGMA
    : NL? [ \t]* '#' [ \t]* 'pragma' DirectiveText NL?
    ;

// Any other directive: the line markers of gcc -E (# 1 "file" 1 3 4),
// #line, #ident, and the directives of a file that was not preprocessed.
Directive
    : '#' DirectiveText -> channel(HIDDEN)
    ;

fragment DirectiveText
    : (~[\\\r\n] | Escape)*
    ;

fragment NL
    : '\r'? '\n'
    ;

Identifier
    : IdentifierStart (IdentifierStart | [0-9])*
    ;

fragment IdentifierStart
    : [a-zA-Z_$]
    | '\\u' Hex Hex Hex Hex
    | '\\U' Hex Hex Hex Hex Hex Hex Hex Hex
    | ~[\u0000-\u007F]
    ;

fragment Hex
    : [0-9a-fA-F]
    ;

// A number, read as the preprocessor reads it (a pp-number, 6.4.8): every
// integer and floating constant, with any suffix, and also what GCC rejects
// as a malformed number, such as 1...3.
Constant
    : ([0-9] | '.' [0-9]) ([0-9a-zA-Z_.] | [eEpP] [+-] | '\'' [0-9a-zA-Z_])*
    ;

CharacterConstant
    : ('L' | 'u' | 'U' | 'u8')? '\'' (~['\\\r\n] | Escape)+ '\''
    ;

StringLiteral
    : ('L' | 'u' | 'U' | 'u8')? '"' (~["\\\r\n] | Escape)* '"'
    ;

// An escape sequence, or a line splice.
fragment Escape
    : '\\' ('\r\n' | .)
    ;

BlockComment
    : '/*' .*? '*/' -> channel(HIDDEN)
    ;

LineComment
    : '//' ~[\r\n]* -> channel(HIDDEN)
    ;

// Whitespace is skipped: the tree takes the text between tokens from the
// source.
Whitespace
    : [ \t\f\u000B]+ -> skip
    ;

Newline
    : ('\r'? '\n' | '\r') -> skip
    ;

// A backslash at the end of a line joins the lines (translation phase 2),
// for sources that were not preprocessed.
LineSplice
    : '\\' NL -> skip
    ;
