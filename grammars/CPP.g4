// C++ as GCC reads it after preprocessing: the syntax of ISO/IEC 14882
// from C++98 to C++23 (the grammar summary, Annex A of N4950), as g++ 12
// to 14 accept it in their -std=gnu++* modes, with the GNU extensions that
// libstdc++ and GCC's own testsuite use: attributes in every position,
// __extension__, asm statements with operands and asm labels,
// __typeof__ and __decltype, the built-ins that take types (__is_same,
// __has_trivial_destructor, __builtin_offsetof, __builtin_bit_cast,
// __underlying_type, ...), __restrict, __int128, statement expressions,
// case ranges, designated initializers, the conditional with its middle
// left out, labels as values. Written for hddmin, to reduce inputs that
// crash compilers.
//
// Names. C++ cannot be parsed without knowing what a name denotes: `a < b
// > c;` declares c if a is a class template and compares otherwise, `T *
// x;` declares x if T is a type, `(T) - x` casts if T is a type. As for C
// (grammars/C.g4), the lexer makes every name an Identifier and the token
// stream the parser reads (parser/cpp/names.go) gives each Identifier the
// type of what its name denotes where the parser is: TypeName (a class,
// an enumeration, a typedef or alias, a type template parameter),
// TemplateTypeName (a class or alias template, a template template
// parameter), TemplateName (a function or variable template), ConceptName,
// NamespaceName, or Identifier (anything else). A `<` after a template's
// name, after `template`, after the cast keywords, after an operator
// function's name or after a lambda's captures is a TemplateOpen if a
// matching `>` follows (the stream looks ahead for it, counting brackets),
// and that `>` is a TemplateClose: the first `>` that no bracket nests
// closes the list, and `>>` is two `>` tokens (the lexer makes no `>>`), so
// that the expressions in template arguments never see the closing `>`, as
// C++11 has it. A template name whose argument list is followed by `::` is
// a ScopeTemplateName, so that a nested name is told from a type's name by
// one token, without reading through the arguments. A GCC built-in that
// takes types, called by a name that the file does not declare, is a
// BuiltinName (BuiltinTypeName for those that make a type).
//
// The decisions then see token types and need no predicates, so that SLL
// prediction parses real code and the grammar's own ambiguities are
// settled by the order of alternatives: a statement that can be a
// declaration is one (as the standard says), a template argument that can
// be a type is one, a cast is preferred to a parenthesized expression.
//
// The names are kept by actions of this grammar in a table of scopes
// (namespaces, classes with their bases, blocks, template parameters,
// function parameters), as a compiler's lookup does, but cheaply: a
// qualified name is looked up in the scope its qualifier names where that
// is a namespace or a class the file declares. The input is preprocessed,
// so almost every name is declared in the file; a name the table does not
// know (a member used in a member function's body before its declaration,
// a name in a class that a template parameter names, a member after `.`)
// takes the kind that a scan of the whole file, before the parse, found
// for that name in any declaration (types, templates, namespaces,
// concepts); a name found nowhere is an Identifier. Where that guess is
// wrong, the grammar still reads a superset: any kind of name is a name in
// a member access, a declarator, a nested name specifier.
//
// Shape for reduction. Lists whose elements may vanish one by one are
// written `x*` or `x (',' x)*`: declarations (at namespace, class and
// block scope alike), statements, base specifiers, template parameters and
// arguments, parameters, arguments, enumerators, initializers, attributes,
// template headers (a declaration stays valid without its header where it
// does not use the parameters). Expressions are one left-recursive rule
// (expr). A function's body is a node of its own (functionBody), whose
// replacement is `;`, so that removing it turns a definition into a
// declaration; namespace and linkage bodies and class bodies are lists of
// declarations.
grammar CPP;

options {
    superClass = CPPBaseParser;
}

tokens {
    TypeName,
    TemplateTypeName,
    TemplateName,
    ScopeTemplateName,
    ConceptName,
    NamespaceName,
    TemplateOpen,
    TemplateClose,
    BuiltinName,
    BuiltinTypeName,
    ModuleKeyword,
    ImportKeyword
}

// ----------------------------------------------------------------------
// Translation unit and declarations ([gram.basic], [gram.dcl])

translationUnit
    : declaration* EOF
    ;

// A declaration at namespace, class or block scope. The template headers
// before it make it a template; the actions keep the template parameters
// in scope until its end.
declaration
    @init {p.markScopes()}
    @after {p.popToMark()}
    : templateHead* (
        simpleDeclaration
    | explicitInstantiation
    | linkageSpecification
    | namespaceDefinition
    | namespaceAliasDefinition
    | usingDirective
    | usingDeclaration
    | usingEnumDeclaration
    | aliasDeclaration
    | staticAssertDeclaration
    | asmDeclaration
    | conceptDefinition
    | moduleDeclaration
    | importDeclaration
    | exportDeclaration
    | accessSpecifier ':'
    | '__extension__' declaration
    | PRAGMA
    )
    ;

// A declaration of variables, functions, types or members, a function
// definition, or an empty declaration. Only constructors, destructors,
// conversion functions and deduction guides leave out the
// decl-specifiers; where a declaration can be read both ways (`A(B);` in
// class A), it is a constructor's.
simpleDeclaration
    @init {p.markScopes()}
    @after {p.popToMark()}
    : constructorDeclarator declaratorTail* (initializer? ';' | functionBody)
    | declSpecifiers declarationRest
    | ((declModifier | ('void' | 'bool' | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'short' | 'int' | 'long' | 'signed' | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'auto' | '__int128' | '__float128' | '__float80' | '__ibm128' | '__builtin_va_list'))+ | declModifier* TypeName declModifier*) bitField (',' initDeclarator)* ';' // int : 3;
    | (Identifier | TemplateName | operatorFunctionId) parametersAndQualifiers functionBody // implicit int (-fpermissive): main() {}
    | ';'
    ;

// The declarator of a declaration without decl-specifiers: a
// constructor's, a destructor's, a conversion function's, a deduction
// guide's (a constructor's with a trailing return type).
constructorDeclarator
    : nestedNameSpecifier? 'template'? (TypeName | TemplateTypeName templateArgs? | '~' (anyName templateArgs? | decltypeSpecifier) | conversionFunctionId) {p.enterQualified()} attributeSpecifier* parametersAndQualifiers trailingReturnType?
    ;

// The declarators of a declaration, or a function's body after the first
// one (and only there, so that an expression's end is never followed by a
// function's body).
declarationRest
    : declaratorHead ((bitField | initializer)? (',' initDeclarator)* ';' | functionBody)
    | ';'
    ;

// A declarator and what may follow it: GNU asm labels and attributes,
// virt-specifiers, a requires-clause; then a bit-field's width and the
// initializer.
declaratorHead
    : attributeSpecifier* declarator {p.declareInit()} declaratorTail*
    ;

initDeclarator
    : declaratorHead (bitField | initializer)?
    | bitField
    ;

// A bit-field's width, and its default member initializer (its `=` form:
// with the others, an expression's end could be followed by `(` and `{`).
// An unnamed bit-field has keyword types only (simpleDeclaration): after a
// class's name, `struct A : B {` would also read as an unnamed bit-field
// of width B{...}, and SLL prediction read on through the class.
bitField
    : ':' expr attributeSpecifier* ('=' initializerClause)?
    ;

declaratorTail
    : asmLabel
    | attributeSpecifier
    | virtSpecifier
    | requiresClause
    ;

virtSpecifier
    : 'override'
    | 'final'
    ;

// A function's body. Its shortest text is `;`, which makes a declaration
// of a definition (where a declaration and a body both read `;`, the
// declaration is taken).
functionBody
    : {p.enterFunction()} functionBodyContent {p.exitFunction()}
    ;

functionBodyContent
    : ctorInitializer? compoundStatement
    | 'try' ctorInitializer? compoundStatement handler+
    | '=' ('default' | 'delete') ';'
    | ';'
    ;

ctorInitializer
    : ':' memInitializer (',' memInitializer)*
    ;

memInitializer
    : classOrDecltype ('(' expressionList? ')' | bracedInitList) '...'?
    ;

// The decl-specifiers. A type given by a name is a type specifier only
// where no other type specifier is (the longest sequence that can be a
// type, [dcl.spec]), so there are two forms: without a type specifier that
// is not a keyword, any number of keyword type specifiers; or around one,
// modifiers only. Where both can be read (`explicit A(B);` in class A),
// the first wins: the name is a constructor's, not a type's.
declSpecifiers
    : (declModifier | ('void' | 'bool' | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'short' | 'int' | 'long' | 'signed' | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'auto' | '__int128' | '__float128' | '__float80' | '__ibm128' | '__builtin_va_list'))+
    | declModifier* definingTypeSpecifier declModifier*
    ;

// The decl-specifiers that are not type specifiers.
declModifier
    : 'typedef'
    | 'friend'
    | 'static'
    | 'extern'
    | 'register'
    | 'mutable'
    | 'thread_local'
    | '__thread'
    | 'inline'
    | '__inline'
    | '__inline__'
    | 'virtual'
    | 'explicit' ('(' expr ')')?
    | 'constexpr'
    | 'consteval'
    | 'constinit'
    | '_Complex' // with a type of any kind: _Float16 _Complex
    | '__complex'
    | '__complex__'
    | cvQualifier
    | attributeSpecifier
    ;

cvQualifier
    : 'const'
    | '__const'
    | '__const__'
    | 'volatile'
    | '__volatile'
    | '__volatile__'
    | '__restrict'
    | '__restrict__'
    ;


// A type specifier that is not a keyword: a class or an enumeration
// defined here, an elaborated type, a type's name, a placeholder with a
// constraint, decltype and typeof, a built-in that makes a type.
// A type's name, maybe qualified, is one of them: a class template's name
// without its arguments too (the injected class name, and class template
// argument deduction).
definingTypeSpecifier
    : classSpecifier
    | enumSpecifier
    | elaboratedTypeSpecifier
    | nestedNameSpecifier? 'template'? (TypeName | TemplateTypeName templateArgs?)
    | 'typename' nestedNameSpecifier 'template'? anyName templateArgs?
    | typeConstraint ('auto' | 'decltype' '(' 'auto' ')')? // no auto: the Concepts TS's
    | decltypeSpecifier
    | typeofSpecifier
    | BuiltinTypeName '(' typeId (',' typeId)* ')'
    ;

// definingTypeSpecifier but for classes, enumerations and elaborated
// types.
simpleTypeSpecifier
    : nestedNameSpecifier? 'template'? (TypeName | TemplateTypeName templateArgs?)
    | 'typename' nestedNameSpecifier 'template'? anyName templateArgs?
    | typeConstraint ('auto' | 'decltype' '(' 'auto' ')')? // no auto: the Concepts TS's
    | decltypeSpecifier
    | typeofSpecifier
    | BuiltinTypeName '(' typeId (',' typeId)* ')'
    ;

// The type specifiers of a type in a place that a `{` may follow (a
// trailing return type before a function's body, an enumeration's base,
// a new-expression's type, a conversion function's type, which any
// expression or declarator may end with): no class, enumeration or elaborated type
// specifier, so that `struct X {` is always the definition of a class,
// told from an elaborated type by the token after the name; with them,
// SLL prediction would read on through the class's members.
typeSpecifiers
    : typeQualifier* simpleTypeSpecifier typeQualifier*
    | (typeQualifier | ('void' | 'bool' | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'short' | 'int' | 'long' | 'signed' | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'auto' | '__int128' | '__float128' | '__float80' | '__ibm128' | '__builtin_va_list'))+
    ;

typeQualifier
    : cvQualifier
    | attributeSpecifier
    | '_Complex'
    | '__complex'
    | '__complex__'
    ;

elaboratedTypeSpecifier
    : classKey attributeSpecifier* nestedNameSpecifier? 'template'? anyName templateArgs? {p.declareElaborated()}
    | 'enum' ('class' | 'struct')? attributeSpecifier* nestedNameSpecifier? anyName enumBase? {p.declareElaborated()}
    ;

decltypeSpecifier
    : ('decltype' | '__decltype') '(' ('auto' | expression) ')'
    ;

typeofSpecifier
    : ('typeof' | '__typeof' | '__typeof__') '(' (typeId | expression) ')'
    ;

// A type's name in a type-id, a new-expression or a conversion function.
// A type-id's specifiers have no storage class, no function specifier
// (with them, `explicit A(int)` would be a type-id as well as a
// constructor's declaration, to SLL prediction).
typeId
    @init {p.markScopes()}
    @after {p.popToMark()}
    : (typeQualifier* definingTypeSpecifier typeQualifier* | (typeQualifier | ('void' | 'bool' | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'short' | 'int' | 'long' | 'signed' | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'auto' | '__int128' | '__float128' | '__float80' | '__ibm128' | '__builtin_va_list'))+) abstractDeclarator?
    ;

// ----------------------------------------------------------------------
// Declarators ([gram.dcl])

// A declarator: pointers and references, the name (or a declarator in
// parentheses, or a structured binding), then a function's parameters or
// array bounds (a function returns no function or array, and an array
// holds no functions), then a trailing return type.
declarator
    : ptrOperator* (declaratorId attributeSpecifier* | '(' attributeSpecifier* declarator ')' | '[' anyName (',' anyName)* ']') (parametersAndQualifiers | arraySuffix+)? trailingReturnType?
    ;

// A pointer, a reference, a pointer to member. The qualifiers of a
// declarator's names (here and in declaratorId) do not begin with `::`:
// `T ::x` would make every `T::x` a type followed by a declarator until
// SLL prediction reads past the declaration.
ptrOperator
    : '*' (cvQualifier | attributeSpecifier)*
    | ('&' | '&&') (cvQualifier | attributeSpecifier)* // & __restrict
    | nestedNamePart+ '*' (cvQualifier | attributeSpecifier)*
    ;

// The name a declarator declares: any name, qualified or not, an
// operator's, a destructor's, a pack's.
declaratorId
    : '...'? nestedNamePart* 'template'? ((Identifier | TypeName | TemplateTypeName | TemplateName | ScopeTemplateName | ConceptName | NamespaceName | BuiltinName | BuiltinTypeName | 'final' | 'override') templateArgs? | operatorFunctionId templateArgs? | conversionFunctionId | literalOperatorId templateArgs? | '~' (anyName templateArgs? | decltypeSpecifier)) {p.enterQualified()}
    ;

arraySuffix
    : '[' expr? ']' attributeSpecifier*
    ;

parametersAndQualifiers
    : '(' parameterList? ')' {p.enterPrototype()} (cvQualifier | refQualifier | exceptionSpecification | attributeSpecifier | transactionSafe)*
    ;

// The Transactional Memory TS's function qualifiers (g++ -fgnu-tm).
transactionSafe
    : 'transaction_safe'
    | 'transaction_safe_dynamic'
    ;

refQualifier
    : '&'
    | '&&'
    ;

exceptionSpecification
    : 'noexcept' ('(' expr ')')?
    | 'throw' '(' (typeId '...'? (',' typeId '...'?)*)? ')'
    ;

trailingReturnType
    : '->' typeSpecifiers abstractDeclarator?
    ;

parameterList
    : parameterDeclaration (',' parameterDeclaration)* (','? '...')?
    | '...'
    ;

parameterDeclaration
    @init {p.markScopes()}
    @after {p.popToMark()}
    : attributeSpecifier* 'this'? declSpecifiers (declarator | abstractDeclarator)? attributeSpecifier* ('=' initializerClause)?
    ;

abstractDeclarator
    : ptrOperator+ ('...'? noptrAbstractDeclarator?)
    | '...' noptrAbstractDeclarator?
    | noptrAbstractDeclarator
    ;

noptrAbstractDeclarator
    : ('(' attributeSpecifier* abstractDeclarator ')' (parametersAndQualifiers | arraySuffix+)? | parametersAndQualifiers | arraySuffix+) trailingReturnType?
    | trailingReturnType
    ;

// An initializer: `= x`, `(x, y)` or `{x, y}`.
initializer
    : '=' initializerClause
    | '(' expressionList? ')'
    | bracedInitList
    ;

initializerClause
    : expr
    | bracedInitList
    ;

bracedInitList
    : '{' (initializerListItem (',' initializerListItem)* ','?)? '}'
    ;

// An element of a braced list, with C++20's or GNU's designators.
initializerListItem
    : designation? initializerClause '...'?
    ;

designation
    : designator+ '='?
    | anyName ':'
    ;

designator
    : '.' anyName
    | '[' expr ('...' expr)? ']'
    ;

// ----------------------------------------------------------------------
// Other declarations

explicitInstantiation
    : 'extern'? 'template' declaration
    ;

linkageSpecification
    : 'extern' stringLiteral ('{' declaration* '}' | declaration)
    ;

// A namespace; `namespace a::b {` and `namespace a::inline b {` open
// nested ones.
namespaceDefinition
    : 'inline'? 'namespace' attributeSpecifier* (anyName ('::' 'inline'? anyName)*)? attributeSpecifier* {p.enterNamespace()} '{' declaration* '}' {p.exitNamespace()}
    ;

namespaceAliasDefinition
    : 'namespace' anyName '=' nestedNameSpecifier? anyName ';' {p.declareNamespaceAlias()}
    ;

usingDirective
    : attributeSpecifier* 'using' 'namespace' nestedNameSpecifier? anyName attributeSpecifier* ';' {p.usingDirective()}
    ;

usingDeclaration
    : 'using' usingDeclarator (',' usingDeclarator)* ';'
    ;

usingDeclarator
    : 'typename'? nestedNameSpecifier? (anyName | operatorFunctionId | conversionFunctionId | literalOperatorId) '...'? {p.declareUsing()}
    ;

usingEnumDeclaration
    : 'using' elaboratedTypeSpecifier ';'
    ;

aliasDeclaration
    : 'using' anyName attributeSpecifier* '=' typeId ';' {p.declareAlias()}
    ;

staticAssertDeclaration
    : 'static_assert' '(' expr (',' stringLiteral)? ')' ';'
    ;

// A concept; `concept bool` and function concepts are the Concepts TS's
// (g++ -fconcepts-ts).
conceptDefinition
    : 'concept' 'bool'? anyName {p.declareConcept()} (attributeSpecifier* '=' expr ';' | '(' ')' compoundStatement)
    ;

// C++98's exported templates, and C++20's exported declarations of
// modules.
exportDeclaration
    : 'export' (declaration | '{' declaration* '}')
    ;

// C++20's modules. `module` and `import` are names but where such a
// declaration begins (see the stream).
moduleDeclaration
    : ModuleKeyword (moduleName (':' moduleName)? | ':' 'private')? attributeSpecifier* ';'
    ;

importDeclaration
    : ImportKeyword (moduleName | ':' moduleName | stringLiteral | '<' (~('>' | ';'))* '>') attributeSpecifier* ';'
    ;

moduleName
    : anyName ('.' anyName)*
    ;

accessSpecifier
    : 'public'
    | 'protected'
    | 'private'
    ;

// ----------------------------------------------------------------------
// Classes and enumerations ([gram.class], [gram.dcl])

classSpecifier
    : classKey attributeSpecifier* (classHeadName classVirtSpecifier*)? baseClause? {p.enterClass()} '{' declaration* '}' {p.exitClass()}
    ;

classKey
    : 'class'
    | 'struct'
    | 'union'
    ;

classHeadName
    : nestedNameSpecifier? anyName templateArgs?
    ;

classVirtSpecifier
    : 'final'
    | '__final'
    ;

baseClause
    : ':' baseSpecifier (',' baseSpecifier)*
    ;

baseSpecifier
    : attributeSpecifier* ('virtual' | accessSpecifier)* classOrDecltype '...'?
    ;

classOrDecltype
    : nestedNameSpecifier? 'template'? anyName templateArgs?
    | decltypeSpecifier
    ;

enumSpecifier
    : 'enum' ('class' | 'struct')? attributeSpecifier* (nestedNameSpecifier? anyName)? enumBase? {p.enterEnum()} '{' (enumerator (',' enumerator)* ','?)? '}'
    ;

enumBase
    : ':' typeSpecifiers
    ;

enumerator
    : anyName {p.declareEnumerator()} attributeSpecifier* ('=' expr)?
    ;

// ----------------------------------------------------------------------
// Templates ([gram.temp])

templateHead
    : 'template' {p.enterTemplate()} TemplateOpen (templateParameter (',' templateParameter)*)? TemplateClose requiresClause?
    ;

// A template parameter: a type, a template, or a value (a parameter
// declaration). `class T` is read as a type parameter, not as a value of
// the elaborated type class T.
templateParameter
    : typeParameter {p.declareTypeParameter()}
    | parameterDeclaration {p.declareParameter()}
    ;

typeParameter
    : ('template' {p.pushScope()} TemplateOpen (templateParameter (',' templateParameter)*)? TemplateClose {p.popScope()} requiresClause?)? ('class' | 'typename') '...'? anyName? ('=' typeId)?
    | typeConstraint '...'? anyName? ('=' typeId)?
    ;

typeConstraint
    : nestedNameSpecifier? ConceptName templateArgs?
    ;

// A template's arguments. A type-id is preferred to an expression.
templateArgs
    : TemplateOpen (templateArgument (',' templateArgument)*)? TemplateClose
    ;

templateArgument
    : (typeId | expr | bracedInitList) '...'?
    ;

requiresClause
    : 'requires' constraintExpression
    ;

// The expression of a requires-clause: primary expressions joined by &&
// and ||. Its primaries are those that can be one ([temp.pre]): others,
// such as a new-expression, would let a template's header end with a
// type's name, and SLL prediction read on through the declaration after
// it.
constraintExpression
    : constraintPrimary (('&&' | 'and' | '||' | 'or') constraintPrimary)*
    ;

constraintPrimary
    : '!' constraintPrimary // g++ takes it
    | literal
    | '(' expression foldTail? ')'
    | '(' '...' foldOperator expr ')'
    | nestedNameSpecifier? 'template'? (Identifier | (TemplateName | ConceptName) templateArgs?)
    | requiresExpression
    | BuiltinName '(' (builtinArgument (',' builtinArgument)*)? ')'
    ;

requiresExpression
    : 'requires' {p.pushScope()} ('(' parameterList? ')' {p.declareParameters()})? '{' requirement* '}' {p.popScope()}
    ;

requirement
    : 'typename' nestedNameSpecifier? 'template'? anyName templateArgs? ';'
    | expression ';'
    | '{' expression '}' 'noexcept'? ('->' typeId)? ';' // a type-constraint, or the Concepts TS's type
    | 'requires' expr ';'
    ;

// ----------------------------------------------------------------------
// Names ([gram.basic], [gram.expr])

// Any name, whatever the table says it is.
anyName
    : Identifier
    | TypeName
    | TemplateTypeName
    | TemplateName
    | ScopeTemplateName
    | ConceptName
    | NamespaceName
    | BuiltinName
    | BuiltinTypeName
    | 'final'
    | 'override'
    ;

// The qualifiers of a name, each with its `::`.
nestedNameSpecifier
    : '::' nestedNamePart*
    | nestedNamePart+
    ;

nestedNamePart
    : (Identifier | TypeName | TemplateTypeName | TemplateName | ConceptName | NamespaceName) '::'
    | ScopeTemplateName templateArgs '::'
    | 'template' anyName templateArgs '::'
    | decltypeSpecifier '::'
    ;

// A name in an expression.
// A name in an expression, but for an unqualified identifier (expr has
// it).
idExpression
    : nestedNameSpecifier 'template'? (Identifier | unqualifiedId | '~' (anyName templateArgs? | decltypeSpecifier))
    | unqualifiedId
    ;

unqualifiedId
    : (TemplateName | ConceptName) templateArgs?
    | operatorFunctionId templateArgs?
    | conversionFunctionId
    | literalOperatorId templateArgs?
    | 'final'
    | 'override'
    ;

operatorFunctionId
    : 'operator' overloadableOperator
    ;

// An operator's name; `>>` and `>>=` come first, so that the shift's name
// is never taken for `>` followed by a `>`.
overloadableOperator
    : '>' '>'
    | '>' '>='
    | ('new' | 'delete') ('[' ']')?
    | 'co_await'
    | '(' ')'
    | '[' ']'
    | '->' | '->*' | '~' | 'compl' | '!' | 'not' | '+' | '-' | '*' | '/' | '%' | '^' | 'xor' | '&' | 'bitand' | '|' | 'bitor'
    | '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '^=' | 'xor_eq' | '&=' | 'and_eq' | '|=' | 'or_eq'
    | '==' | '!=' | 'not_eq' | '<' | '>' | '<=' | '>=' | '<=>' | '&&' | 'and' | '||' | 'or'
    | '<<' | '<<=' | '++' | '--' | ','
    ;

conversionFunctionId
    : 'operator' typeSpecifiers ptrOperator*
    ;

literalOperatorId
    : 'operator' stringLiteral anyName?
    ;

// ----------------------------------------------------------------------
// Attributes and GNU asm

attributeSpecifier
    : ('__attribute__' | '__attribute') '(' '(' (attribute? (',' attribute?)*) ')' ')'
    | '[' '[' ('using' anyName ':')? (attribute? (',' attribute?)*) ']' ']'
    | 'alignas' '(' (typeId | expr) '...'? ')'
    ;

// An attribute; its name may be any word, a keyword too, and its
// arguments any balanced tokens.
attribute
    : attributeName ('::' attributeName)? ('(' balancedToken* ')')? '...'?
    ;

attributeName
    : anyName
    | keyword
    ;

// Every keyword, for attribute names.
keyword
    : '__extension__' | 'template' | 'override' | 'final' | 'try' | 'default' | 'delete' | 'typedef'
    | 'friend' | 'static' | 'extern' | 'register' | 'mutable' | 'thread_local' | '__thread'
    | 'inline' | '__inline' | '__inline__' | 'virtual' | 'explicit' | 'constexpr' | 'consteval'
    | 'constinit' | '_Complex' | '__complex' | '__complex__' | 'const' | '__const' | '__const__'
    | 'volatile' | '__volatile' | '__volatile__' | '__restrict' | '__restrict__' | 'void' | 'bool'
    | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'short' | 'int' | 'long' | 'signed'
    | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'auto' | '__int128'
    | '__float128' | '__float80' | '__ibm128' | '__builtin_va_list' | 'typename' | 'decltype'
    | 'enum' | 'class' | 'struct' | '__decltype' | 'typeof' | '__typeof' | '__typeof__' | 'noexcept'
    | 'throw' | 'this' | 'namespace' | 'using' | 'static_assert' | 'concept' | 'export' | 'public'
    | 'protected' | 'private' | 'union' | '__final' | 'requires' | 'and' | 'or' | 'operator' | 'new'
    | 'co_await' | 'compl' | 'not' | 'xor' | 'bitand' | 'bitor' | 'xor_eq' | 'and_eq' | 'or_eq'
    | 'not_eq' | '__attribute__' | '__attribute' | 'alignas' | 'asm' | '__asm' | '__asm__' | 'goto'
    | 'if' | 'else' | 'switch' | 'while' | 'do' | 'for' | 'break' | 'continue' | 'return'
    | 'co_return' | '__label__' | 'case' | 'catch' | '__real__' | '__real' | '__imag__' | '__imag'
    | 'sizeof' | 'alignof' | '__alignof' | '__alignof__' | 'co_yield' | 'static_cast'
    | 'dynamic_cast' | 'const_cast' | 'reinterpret_cast' | 'typeid' | 'true' | 'false' | 'nullptr'
    | '__null' | 'transaction_safe' | 'transaction_safe_dynamic' | '__transaction_atomic'
    | '__transaction_relaxed' | '__transaction_cancel'
    ;

balancedToken
    : '(' balancedToken* ')'
    | '[' balancedToken* ']'
    | '{' balancedToken* '}'
    | ~('(' | ')' | '[' | ']' | '{' | '}')
    ;

// An asm statement: basic asm, or extended asm with outputs, inputs,
// clobbers and goto labels, each section after a `:` (`::` is two).
asmDeclaration
    : asmKeyword asmQualifier* '(' stringLiteral asmSection* ')' ';'
    ;

asmSection
    : (':' | '::') (asmOperands | asmClobbers | asmGotoLabels)?
    ;

asmKeyword
    : 'asm'
    | '__asm'
    | '__asm__'
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
    : ('[' anyName ']')? stringLiteral '(' expression ')'
    ;

asmClobbers
    : stringLiteral (',' stringLiteral)*
    ;

asmGotoLabels
    : anyName (',' anyName)*
    ;

asmLabel
    : asmKeyword '(' stringLiteral ')'
    ;

// ----------------------------------------------------------------------
// Statements ([gram.stmt])

// A statement without labels. A declaration comes first: what can be one
// is one ([stmt.ambig]). An else belongs to the nearest if.
statement
    : compoundStatement
    | declaration
    | expression ';'
    | 'if' 'constexpr'? {p.pushScope()} '(' initStatement? condition ')' secondaryBlock ('else' secondaryBlock)? {p.popScope()}
    | 'if' ('!' | 'not')? 'consteval' compoundStatement ('else' secondaryBlock)?
    | 'switch' {p.pushScope()} '(' initStatement? condition ')' secondaryBlock {p.popScope()}
    | 'while' {p.pushScope()} '(' condition ')' secondaryBlock {p.popScope()}
    | 'do' secondaryBlock 'while' '(' expression ')' ';'
    | 'for' {p.pushScope()} '(' forHead ')' secondaryBlock {p.popScope()}
    | ('break' | 'continue') ';'
    | ('return' | 'co_return') (expression | bracedInitList)? ';'
    | 'goto' (anyName | '*' expr) ';'
    | 'try' compoundStatement handler+
    | '__label__' anyName (',' anyName)* ';'
    | attributeSpecifier+ statement // [[likely]], __attribute__((fallthrough))
    | ('__transaction_atomic' | '__transaction_relaxed') attributeSpecifier* compoundStatement // GNU TM (-fgnu-tm)
    | '__transaction_cancel' attributeSpecifier* ';'
    ;

// The body of a selection or iteration statement, which may have labels.
secondaryBlock
    : label* statement
    ;

// A label; `case a ... b` is a GNU case range.
label
    : attributeSpecifier* (anyName ':' attributeSpecifier* | 'case' expr ('...' expr)? ':' | 'default' ':')
    ;

// A block. Labels are block items of their own, as in C++23, so that a
// label may end a block, and the statements and labels of a switch body
// are siblings.
compoundStatement
    : '{' {p.pushScope()} (statement | label)* '}' {p.popScope()}
    ;

// What an if, a switch or a for may begin with: a declaration (an alias
// too) or an expression, each with its semicolon.
initStatement
    : simpleDeclaration
    | aliasDeclaration
    | expression? ';'
    ;

condition
    : expression
    | attributeSpecifier* declSpecifiers declarator {p.declareInit()} attributeSpecifier* ('=' initializerClause | bracedInitList)
    ;

// A for's head: the classic one, or a range-for's. The decision between
// them is made after the init-statement (which C++20's range-for may have
// too), once the names it declares are known.
forHead
    : initStatement (condition? ';' expression? | forRangeDeclaration)
    | forRangeDeclaration
    ;

forRangeDeclaration
    : attributeSpecifier* declSpecifiers declarator {p.declareInit()} ':' (expr | bracedInitList)
    ;

handler
    : 'catch' {p.pushScope()} '(' (parameterDeclaration {p.declareParameter()} | '...') ')' compoundStatement {p.popScope()}
    ;

// ----------------------------------------------------------------------
// Expressions ([gram.expr])

// An expression with commas; in argument lists and most other places an
// expr, which has none.
expression
    : expr (',' expr)*
    ;

expressionList
    : exprOrBraced (',' exprOrBraced)*
    ;

exprOrBraced
    : (expr | bracedInitList) '...'?
    ;

// The expressions, by precedence from the tightest: postfix, unary and
// casts, the pointer-to-member operators, the binary operators, the
// conditional and the assignments, then the primary expressions, which do
// not recurse on the left. `>>` is two `>` tokens.
expr
    : expr '[' expressionList? ']'
    | expr '(' expressionList? ')'
    | expr ('.' | '->') 'template'? memberName
    | expr ('++' | '--')
    | ('++' | '--' | '*' | '&' | '+' | '-' | '!' | 'not' | '~' | 'compl' | '__real__' | '__real' | '__imag__' | '__imag' | '__extension__' | 'co_await') expr
    | ('sizeof' | 'alignof' | '__alignof' | '__alignof__') '(' typeId ')'
    | ('sizeof' | 'alignof' | '__alignof' | '__alignof__') expr
    | '::'? 'delete' ('[' ']')? expr
    | '(' typeId ')' expr
    | expr ('.*' | '->*') expr
    | expr ('*' | '/' | '%') expr
    | expr ('+' | '-') expr
    | expr ('<<' | '>' '>') expr
    | expr '<=>' expr
    | expr ('<' | '>' | '<=' | '>=') expr
    | expr ('==' | '!=' | 'not_eq') expr
    | expr ('&' | 'bitand') expr
    | expr ('^' | 'xor') expr
    | expr ('|' | 'bitor') expr
    | expr ('&&' | 'and') expr
    | expr ('||' | 'or') expr
    | <assoc = right> expr '?' expression? ':' expr
    | <assoc = right> expr assignmentOperator expr
    | expr assignmentOperator bracedInitList
    | ('throw' | 'co_yield') expr
    | 'co_yield' bracedInitList
    | 'throw'
    | Identifier
    | Number
    | CharacterLiteral
    | stringLiteral
    | 'true'
    | 'false'
    | 'nullptr'
    | '__null'
    | 'this'
    | primaryExpression
    ;

assignmentOperator
    : '='
    | '*='
    | '/='
    | '%='
    | '+='
    | '-='
    | '<<='
    | '>' '>='
    | '&='
    | 'and_eq'
    | '^='
    | 'xor_eq'
    | '|='
    | 'or_eq'
    ;

// A member's name after . or ->: any name, a destructor's too.
memberName
    : nestedNameSpecifier? ((Identifier | TypeName | TemplateTypeName | TemplateName | ScopeTemplateName | ConceptName | NamespaceName | BuiltinName | BuiltinTypeName | 'final' | 'override') templateArgs? | operatorFunctionId templateArgs? | conversionFunctionId | '~' (anyName templateArgs? | decltypeSpecifier))
    ;

// The other primary expressions (expr has the names and literals).
primaryExpression
    : '(' expression foldTail? ')'
    | '(' '...' foldOperator expr ')'
    | '(' compoundStatement ')' // a GNU statement expression
    | '(' typeId ')' bracedInitList // a GNU compound literal
    | idExpression
    | lambdaExpression
    | requiresExpression
    | functionalCastType ('(' expressionList? ')' | bracedInitList)
    | ('static_cast' | 'dynamic_cast' | 'const_cast' | 'reinterpret_cast') TemplateOpen typeId TemplateClose '(' expression ')'
    | 'typeid' '(' (typeId | expression) ')'
    | 'noexcept' '(' expression ')'
    | 'sizeof' '...' '(' anyName ')'
    | BuiltinName '(' (builtinArgument (',' builtinArgument)*)? ')'
    | allocationExpression
    | '&&' anyName // a GNU label as a value
    | ('__transaction_atomic' | '__transaction_relaxed') '(' expression ')'
    ;

// The type of a functional cast: a keyword type, or a type's name.
functionalCastType
    : ('void' | 'bool' | 'char' | 'char8_t' | 'char16_t' | 'char32_t' | 'wchar_t' | 'short' | 'int' | 'long' | 'signed' | '__signed' | '__signed__' | 'unsigned' | 'float' | 'double' | 'auto' | '__int128' | '__float128' | '__float80' | '__ibm128' | '__builtin_va_list')
    | nestedNameSpecifier? 'template'? (TypeName | TemplateTypeName templateArgs?)
    | 'typename' nestedNameSpecifier 'template'? anyName templateArgs?
    | decltypeSpecifier
    ;

// An argument of a built-in: a type, an expression, or the member
// designator of __builtin_offsetof.
builtinArgument
    : typeId
    | expr
    ;

foldTail
    : foldOperator '...' (foldOperator expr)?
    ;

foldOperator
    : '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | '<<' | '>' '>' | '+=' | '-=' | '*=' | '/=' | '%=' | '^=' | '&=' | '|='
    | '<<=' | '>' '>=' | '=' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '&&' | '||' | ',' | '.*' | '->*'
    | 'and' | 'or' | 'bitand' | 'bitor' | 'xor' | 'not_eq' | 'and_eq' | 'or_eq' | 'xor_eq'
    ;

allocationExpression
    : '::'? 'new' ('(' expressionList ')')? ('(' typeId ')' | allocatedTypeId) allocationInitializer?
    ;

allocatedTypeId
    : typeSpecifiers ptrOperator* arraySuffix*
    ;

allocationInitializer
    : '(' expressionList? ')'
    | bracedInitList
    ;

lambdaExpression
    : '[' (lambdaCapture (',' lambdaCapture)*)? ']' {p.pushScope()} (TemplateOpen (templateParameter (',' templateParameter)*)? TemplateClose requiresClause?)? attributeSpecifier* lambdaDeclarator? compoundStatement {p.popScope()}
    ;

lambdaCapture
    : '&'
    | '='
    | '*'? 'this'
    | '&'? '...'? anyName '...'? initializer?
    ;

// A lambda's parameters and what follows them; since C++23, the
// parameters may be left out before the rest.
lambdaDeclarator
    : '(' parameterList? ')' {p.declareParameters()} (lambdaSpecifier | attributeSpecifier)* exceptionSpecification? attributeSpecifier* trailingReturnType? requiresClause?
    | lambdaSpecifier+ exceptionSpecification? attributeSpecifier* trailingReturnType? requiresClause?
    | exceptionSpecification attributeSpecifier* trailingReturnType? requiresClause?
    | trailingReturnType requiresClause?
    ;

lambdaSpecifier
    : 'mutable'
    | 'constexpr'
    | 'consteval'
    | 'static'
    ;

literal
    : Number
    | CharacterLiteral
    | stringLiteral
    | 'true'
    | 'false'
    | 'nullptr'
    | '__null'
    ;

// Adjacent string literals, which are concatenated.
stringLiteral
    : (StringLiteral | RawStringLiteral)+
    ;

// ----------------------------------------------------------------------
// Lexical elements ([gram.lex]). The keywords and punctuators are the
// literals of the rules above; the alternative tokens (and, or, ...) are
// keywords. There are no digraphs.

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

// A number, read as the preprocessor reads it (a pp-number): every integer
// and floating literal, with digit separators and any suffix, user-defined
// ones too.
Number
    : ([0-9] | '.' [0-9]) ([0-9a-zA-Z_.] | [eEpP] [+-] | '\'' [0-9a-zA-Z_])*
    ;

CharacterLiteral
    : Encoding? '\'' (~['\\\r\n] | Escape)+ '\'' UdSuffix?
    ;

StringLiteral
    : Encoding? '"' (~["\\\r\n] | Escape)* '"' UdSuffix?
    ;

// A raw string. The lexer's Go code checks that the delimiter at the end is
// the one at the start, and reads on to it where it is not.
RawStringLiteral
    : Encoding? 'R"' RawDelimiter '(' .*? ')' RawDelimiter '"' UdSuffix?
    ;

fragment RawDelimiter
    : ~[ ()\\\t\u000B\f\r\n"]*
    ;

fragment Encoding
    : 'u8'
    | 'u'
    | 'U'
    | 'L'
    ;

fragment UdSuffix
    : [a-zA-Z_] [a-zA-Z_0-9]*
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

// A backslash at the end of a line joins the lines, for sources that were
// not preprocessed.
LineSplice
    : '\\' NL -> skip
    ;
