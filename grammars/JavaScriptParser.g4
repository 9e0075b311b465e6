// The syntax of JavaScript, after ECMA-262 (ECMAScript 2023), chapters 13
// to 16. Written for hddmin.
//
// The grammar is built for speed with ANTLR's SLL prediction and for
// Hierarchical Delta Debugging:
//
//   - Expressions are one left-recursive rule with every operator in it,
//     tightest first, so that an operand costs one node, not one per
//     precedence level.
//   - It accepts a superset of the language where the specification uses
//     cover grammars or lookahead restrictions: destructuring assignment
//     targets are object and array literals; `new X(args)` is `new X`
//     called with args; yield, spread and await go anywhere an operator
//     may.
//   - What the specification decides by context, the base lexer decides and
//     puts in the token types: { of a block or body (OpenBrace) or of an
//     object (ObjectBrace); function and class of a declaration or of an
//     expression; the in of a for-in head (ForIn); the ( of the parameters
//     of an arrow function (ArrowParen); the semicolons that
//     automatic semicolon insertion adds (VirtualSemicolon); and any word
//     used as a property name (Identifier, except get, set, static and async
//     where they may be modifiers). So the parser needs no predicates, and
//     statements start with distinct tokens.
//   - Lists are `x (',' x)*` and statement lists `statement*`, so that
//     their elements are siblings that can go one by one.
//   - Names and the end of a statement are token sets written out where
//     they are used rather than rules, to save a node per token.
parser grammar JavaScriptParser;

options {
    tokenVocab = JavaScriptLexer;
}

// A script or a module (16.1): statements, with import and export
// declarations anywhere among them.
program
    : statement* EOF
    ;

// The end of a statement is a semicolon, one that automatic semicolon
// insertion added, or the end of the input:
//     (';' | VirtualSemicolon | EOF)
statement
    : block
    | variableDeclaration (';' | VirtualSemicolon | EOF)
    | (';' | VirtualSemicolon) // the empty statement
    | singleExpression (',' singleExpression)* (';' | VirtualSemicolon | EOF)
    | If OpenParen expression ')' statement (Else statement)?
    | Do statement While OpenParen expression ')' (';' | VirtualSemicolon | EOF)?
    | While OpenParen expression ')' statement
    | For OpenParen (variableDeclaration | expression)? ';' expression? ';' expression? ')' statement
    | For Await? OpenParen ((Var | Let | Const) bindingElement | singleExpression) (ForIn | Of) expression ')' statement
    | (Continue | Break) ident? (';' | VirtualSemicolon | EOF)
    | Return expression? (';' | VirtualSemicolon | EOF)
    | With OpenParen expression ')' statement
    | Switch OpenParen expression ')' OpenBrace caseClause* CloseBrace
    | Throw expression (';' | VirtualSemicolon | EOF)
    | Try block (Catch (OpenParen bindingElement ')')? block)? (Finally block)?
    | Debugger (';' | VirtualSemicolon | EOF)
    | ident ':' statement
    | functionDeclaration
    | classDeclaration
    | importDeclaration
    | exportDeclaration
    ;

block
    : OpenBrace statement* CloseBrace
    ;

variableDeclaration
    : (Var | Let | Const) bindingElement (',' bindingElement)*
    ;

caseClause
    : (Case expression | Default) ':' statement*
    ;

functionDeclaration
    : Async? Function '*'? ident parameters block
    ;

classDeclaration
    : Class ident classTail
    ;

// Imports and exports (16.2.2, 16.2.3), with the import attributes of
// ECMAScript 2025, which real code already uses.
importDeclaration
    : Import (importClause From)? StringLiteral importAttributes? (';' | VirtualSemicolon | EOF)
    ;

importClause
    : ident (',' (namespaceImport | namedImports))?
    | namespaceImport
    | namedImports
    ;

namespaceImport
    : '*' As ident
    ;

// The lexer makes the { here an ObjectBrace, or an OpenBrace at the start of
// the input, where it cannot tell; here either is clear.
namedImports
    : (ObjectBrace | OpenBrace) (moduleSpecifier (',' moduleSpecifier)* ','?)? CloseBrace
    ;

// An import or export specifier: name, or name as name.
moduleSpecifier
    : moduleExportName (As moduleExportName)?
    ;

moduleExportName
    : identifierName
    | StringLiteral
    ;

importAttributes
    : With ObjectBrace (propertyDefinition (',' propertyDefinition)* ','?)? CloseBrace
    ;

exportDeclaration
    : Export Default (
        functionDeclaration
        | classDeclaration
        | Async? Function '*'? parameters block // anonymous
        | Class classTail
        | singleExpression (';' | VirtualSemicolon | EOF)
    )
    | Export '*' (As moduleExportName)? From StringLiteral importAttributes? (';' | VirtualSemicolon | EOF)
    | Export namedImports (From StringLiteral importAttributes?)? (';' | VirtualSemicolon | EOF)
    | Export variableDeclaration (';' | VirtualSemicolon | EOF)
    | Export (functionDeclaration | classDeclaration)
    ;

// A binding: a name or a pattern, with a default value, or a rest element
// (14.3.3). Variable declarations, parameters and catch use it.
bindingElement
    : Ellipsis? (
        (Identifier | Async | Await | Yield | Let | Static | Get | Set | Of | As | From)
        | ObjectBrace (bindingProperty (',' bindingProperty)* ','?)? CloseBrace
        | '[' bindingElement? (',' bindingElement?)* ']'
    ) (Assign singleExpression)?
    ;

bindingProperty
    : propertyName ':' bindingElement
    | Ellipsis? (Identifier | Async | Await | Yield | Let | Static | Get | Set | Of | As | From) (Assign singleExpression)?
    ;

parameters
    : OpenParen (bindingElement (',' bindingElement)* ','?)? ')'
    ;

// Classes (15.7).
classTail
    : (Extends singleExpression)? OpenBrace classElement* CloseBrace
    ;

classElement
    : Static? methodDefinition
    | Static? propertyName (Assign singleExpression)? (';' | VirtualSemicolon | EOF)
    | Static block
    | (';' | VirtualSemicolon)
    ;

// A method of a class or an object literal: plain, generator, async,
// getter or setter.
methodDefinition
    : (Async | Get | Set)? '*'? propertyName parameters block
    ;

// A property name; in classes also a private name. The lexer makes every
// word here an Identifier but the four that may be modifiers.
propertyName
    : (Identifier | Async | Get | Set | Static | StringLiteral | NumericLiteral | BigIntLiteral | PrivateName)
    | '[' singleExpression ']'
    ;

propertyDefinition
    : propertyName ':' singleExpression
    | methodDefinition
    | (Identifier | Async | Await | Yield | Let | Static | Get | Set | Of | As | From) (Assign singleExpression)? // shorthand, and a default in a pattern
    | Ellipsis singleExpression
    ;

// Expressions (13), tightest first. yield, spread and arrow functions are
// prefixes at the lowest level: their operand or body extends as far as an
// assignment expression does. After a dot, the lexer makes any word an
// Identifier.
singleExpression
    : singleExpression ('.' | '?.') (Identifier | PrivateName)
    | singleExpression '?.'? '[' expression ']'
    | singleExpression '?.'? templateLiteral
    | New singleExpression
    | singleExpression '?.'? OpenParen (singleExpression (',' singleExpression)* ','?)? ')'
    | singleExpression ('++' | '--')
    | ('++' | '--' | '+' | '-' | '~' | '!' | Delete | Void | Typeof | Await) singleExpression
    | <assoc = right> singleExpression '**' singleExpression
    | singleExpression ('*' | Divide | '%') singleExpression
    | singleExpression ('+' | '-') singleExpression
    | singleExpression ('<<' | '>>' | '>>>') singleExpression
    | singleExpression ('<' | '>' | '<=' | '>=' | Instanceof | In) singleExpression
    | singleExpression ('==' | '!=' | '===' | '!==') singleExpression
    | singleExpression '&' singleExpression
    | singleExpression '^' singleExpression
    | singleExpression '|' singleExpression
    | singleExpression '&&' singleExpression
    | singleExpression ('||' | '??') singleExpression
    | <assoc = right> singleExpression QuestionMark singleExpression ':' singleExpression
    | <assoc = right> singleExpression (
        '=' | '*=' | DivideAssign | '%=' | '+=' | '-=' | '<<=' | '>>=' | '>>>=' | '&=' | '^=' | '|=' | '**=' | '&&=' | '||=' | '??='
    ) singleExpression
    | Yield '*'? singleExpression
    | Ellipsis singleExpression
    | arrowHead '=>' singleExpression
    | arrowHead '=>' block
    | (
        NumericLiteral | BigIntLiteral | StringLiteral | NullLiteral | True | False | RegularExpressionLiteral
        | This | Super | Import | PrivateName | Yield
        | Identifier | Async | Let | Static | Get | Set | Of | As | From
    )
    | templateLiteral
    | '[' singleExpression? (',' singleExpression?)* ']'
    | ObjectBrace (propertyDefinition (',' propertyDefinition)* ','?)? CloseBrace
    | OpenParen (singleExpression (',' singleExpression)* ','?)? ')'
    | Async? FunctionExpression '*'? ident? parameters block
    | ClassExpression ident? classTail
    | New '.' Identifier
    ;

// The parameters of an arrow function: a name, or a list whose ( the lexer
// made an ArrowParen, having seen the => after its ).
arrowHead
    : Async? (Identifier | Async | Await | Yield | Let | Static | Get | Set | Of | As | From)
    | Async? ArrowParen (bindingElement (',' bindingElement)* ','?)? ')'
    ;

// An expression with the comma operator.
expression
    : singleExpression (',' singleExpression)*
    ;

templateLiteral
    : NoSubstitutionTemplate
    | TemplateHead expression (TemplateMiddle expression)* TemplateTail
    ;

// A name that binds or refers to a variable: an identifier, or a word that
// is a keyword only in some places. Declarations and labels take await and
// yield too, as scripts may use them as names; expressions leave await to
// its operator, and yield without an operand is a yield expression.
ident
    : Identifier
    | Async
    | Await
    | Yield
    | Let
    | Static
    | Get
    | Set
    | Of
    | As
    | From
    ;

// Any word: a name in an import or export clause.
identifierName
    : Identifier
    | Async | Await | Yield | Let | Static | Get | Set | Of | As | From
    | NullLiteral | True | False
    | Break | Case | Catch | Class | ClassExpression | Const | Continue | Debugger | Default | Delete
    | Do | Else | Enum | Export | Extends | Finally | For | Function | FunctionExpression | If
    | Import | In | ForIn | Instanceof | New | Return | Super | Switch | This | Throw | Try
    | Typeof | Var | Void | While | With
    ;
