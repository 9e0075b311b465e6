// Code generated from grammars/JavaScriptParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package javascript // JavaScriptParser
import (
	"fmt"
	"strconv"
	"sync"

	"github.com/antlr4-go/antlr/v4"
)

// Suppress unused import errors
var _ = fmt.Printf
var _ = strconv.Itoa
var _ = sync.Once{}

type JavaScriptParser struct {
	*antlr.BaseParser
}

var JavaScriptParserParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func javascriptparserParserInit() {
	staticData := &JavaScriptParserParserStaticData
	staticData.LiteralNames = []string{
		"", "", "", "", "", "", "", "'['", "']'", "'('", "')'", "", "", "';'",
		"','", "'='", "", "'?.'", "':'", "'...'", "'.'", "'++'", "'--'", "'+'",
		"'-'", "'~'", "'!'", "'*'", "", "'%'", "'**'", "'??'", "'<<'", "'>>'",
		"'>>>'", "'<'", "'>'", "'<='", "'>='", "'=='", "'!='", "'==='", "'!=='",
		"'&'", "'^'", "'|'", "'&&'", "'||'", "'*='", "", "'%='", "'+='", "'-='",
		"'<<='", "'>>='", "'>>>='", "'&='", "'^='", "'|='", "'**='", "'&&='",
		"'||='", "'??='", "'=>'", "'null'", "'true'", "'false'", "", "", "",
		"", "", "'break'", "'case'", "'catch'", "", "'const'", "'continue'",
		"'debugger'", "'default'", "'delete'", "'do'", "'else'", "'enum'", "'export'",
		"'extends'", "'finally'", "'for'", "", "'if'", "'import'", "", "'instanceof'",
		"'new'", "'return'", "'super'", "'switch'", "'this'", "'throw'", "'try'",
		"'typeof'", "'var'", "'void'", "'while'", "'with'", "'async'", "'await'",
		"'yield'", "'let'", "'static'", "'get'", "'set'", "'of'", "'as'", "'from'",
	}
	staticData.SymbolicNames = []string{
		"", "VirtualSemicolon", "HashbangComment", "MultiLineComment", "SingleLineComment",
		"WhiteSpace", "LineTerminator", "OpenBracket", "CloseBracket", "OpenParen",
		"CloseParen", "OpenBrace", "CloseBrace", "Semicolon", "Comma", "Assign",
		"QuestionMark", "QuestionMarkDot", "Colon", "Ellipsis", "Dot", "PlusPlus",
		"MinusMinus", "Plus", "Minus", "BitNot", "Not", "Multiply", "Divide",
		"Modulus", "Power", "NullishCoalescing", "LeftShift", "RightShift",
		"UnsignedRightShift", "LessThan", "GreaterThan", "LessThanEquals", "GreaterThanEquals",
		"Equals", "NotEquals", "StrictEquals", "StrictNotEquals", "BitAnd",
		"BitXor", "BitOr", "And", "Or", "MultiplyAssign", "DivideAssign", "ModulusAssign",
		"PlusAssign", "MinusAssign", "LeftShiftAssign", "RightShiftAssign",
		"UnsignedRightShiftAssign", "BitAndAssign", "BitXorAssign", "BitOrAssign",
		"PowerAssign", "AndAssign", "OrAssign", "NullishAssign", "Arrow", "NullLiteral",
		"True", "False", "NumericLiteral", "BigIntLiteral", "StringLiteral",
		"NoSubstitutionTemplate", "TemplateHead", "Break", "Case", "Catch",
		"Class", "Const", "Continue", "Debugger", "Default", "Delete", "Do",
		"Else", "Enum", "Export", "Extends", "Finally", "For", "Function", "If",
		"Import", "In", "Instanceof", "New", "Return", "Super", "Switch", "This",
		"Throw", "Try", "Typeof", "Var", "Void", "While", "With", "Async", "Await",
		"Yield", "Let", "Static", "Get", "Set", "Of", "As", "From", "Identifier",
		"PrivateName", "TemplateMiddle", "TemplateTail", "RegularExpressionLiteral",
		"ObjectBrace", "FunctionExpression", "ClassExpression", "ForIn",
	}
	staticData.RuleNames = []string{
		"program", "statement", "block", "variableDeclaration", "caseClause",
		"functionDeclaration", "classDeclaration", "importDeclaration", "importClause",
		"namespaceImport", "namedImports", "moduleSpecifier", "moduleExportName",
		"importAttributes", "exportDeclaration", "bindingElement", "bindingProperty",
		"parameters", "classTail", "classElement", "methodDefinition", "propertyName",
		"propertyDefinition", "singleExpression", "expression", "templateLiteral",
		"ident", "identifierName",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 123, 699, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7, 20, 2,
		21, 7, 21, 2, 22, 7, 22, 2, 23, 7, 23, 2, 24, 7, 24, 2, 25, 7, 25, 2, 26,
		7, 26, 2, 27, 7, 27, 1, 0, 5, 0, 58, 8, 0, 10, 0, 12, 0, 61, 9, 0, 1, 0,
		1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 73, 8, 1, 10,
		1, 12, 1, 76, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 3, 1, 87, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 96,
		8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1,
		108, 8, 1, 1, 1, 1, 1, 3, 1, 112, 8, 1, 1, 1, 1, 1, 3, 1, 116, 8, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 3, 1, 122, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 128,
		8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 137, 8, 1, 1, 1,
		1, 1, 1, 1, 3, 1, 142, 8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 157, 8, 1, 10, 1, 12, 1, 160,
		9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 3, 1, 175, 8, 1, 1, 1, 3, 1, 178, 8, 1, 1, 1, 1, 1, 3, 1, 182,
		8, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1,
		194, 8, 1, 1, 2, 1, 2, 5, 2, 198, 8, 2, 10, 2, 12, 2, 201, 9, 2, 1, 2,
		1, 2, 1, 3, 1, 3, 1, 3, 1, 3, 5, 3, 209, 8, 3, 10, 3, 12, 3, 212, 9, 3,
		1, 4, 1, 4, 1, 4, 3, 4, 217, 8, 4, 1, 4, 1, 4, 5, 4, 221, 8, 4, 10, 4,
		12, 4, 224, 9, 4, 1, 5, 3, 5, 227, 8, 5, 1, 5, 1, 5, 3, 5, 231, 8, 5, 1,
		5, 1, 5, 1, 5, 1, 5, 1, 6, 1, 6, 1, 6, 1, 6, 1, 7, 1, 7, 1, 7, 1, 7, 3,
		7, 245, 8, 7, 1, 7, 1, 7, 3, 7, 249, 8, 7, 1, 7, 1, 7, 1, 8, 1, 8, 1, 8,
		1, 8, 3, 8, 257, 8, 8, 3, 8, 259, 8, 8, 1, 8, 1, 8, 3, 8, 263, 8, 8, 1,
		9, 1, 9, 1, 9, 1, 9, 1, 10, 1, 10, 1, 10, 1, 10, 5, 10, 273, 8, 10, 10,
		10, 12, 10, 276, 9, 10, 1, 10, 3, 10, 279, 8, 10, 3, 10, 281, 8, 10, 1,
		10, 1, 10, 1, 11, 1, 11, 1, 11, 3, 11, 288, 8, 11, 1, 12, 1, 12, 3, 12,
		292, 8, 12, 1, 13, 1, 13, 1, 13, 1, 13, 1, 13, 5, 13, 299, 8, 13, 10, 13,
		12, 13, 302, 9, 13, 1, 13, 3, 13, 305, 8, 13, 3, 13, 307, 8, 13, 1, 13,
		1, 13, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 316, 8, 14, 1, 14, 1,
		14, 3, 14, 320, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14,
		1, 14, 3, 14, 330, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 336, 8, 14,
		1, 14, 1, 14, 1, 14, 3, 14, 341, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1,
		14, 1, 14, 3, 14, 349, 8, 14, 3, 14, 351, 8, 14, 1, 14, 1, 14, 1, 14, 1,
		14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 362, 8, 14, 3, 14, 364, 8,
		14, 1, 15, 3, 15, 367, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15, 5, 15,
		374, 8, 15, 10, 15, 12, 15, 377, 9, 15, 1, 15, 3, 15, 380, 8, 15, 3, 15,
		382, 8, 15, 1, 15, 1, 15, 1, 15, 3, 15, 387, 8, 15, 1, 15, 1, 15, 3, 15,
		391, 8, 15, 5, 15, 393, 8, 15, 10, 15, 12, 15, 396, 9, 15, 1, 15, 3, 15,
		399, 8, 15, 1, 15, 1, 15, 3, 15, 403, 8, 15, 1, 16, 1, 16, 1, 16, 1, 16,
		1, 16, 3, 16, 410, 8, 16, 1, 16, 1, 16, 1, 16, 3, 16, 415, 8, 16, 3, 16,
		417, 8, 16, 1, 17, 1, 17, 1, 17, 1, 17, 5, 17, 423, 8, 17, 10, 17, 12,
		17, 426, 9, 17, 1, 17, 3, 17, 429, 8, 17, 3, 17, 431, 8, 17, 1, 17, 1,
		17, 1, 18, 1, 18, 3, 18, 437, 8, 18, 1, 18, 1, 18, 5, 18, 441, 8, 18, 10,
		18, 12, 18, 444, 9, 18, 1, 18, 1, 18, 1, 19, 3, 19, 449, 8, 19, 1, 19,
		1, 19, 3, 19, 453, 8, 19, 1, 19, 1, 19, 1, 19, 3, 19, 458, 8, 19, 1, 19,
		1, 19, 1, 19, 1, 19, 1, 19, 3, 19, 465, 8, 19, 1, 20, 3, 20, 468, 8, 20,
		1, 20, 3, 20, 471, 8, 20, 1, 20, 1, 20, 1, 20, 1, 20, 1, 21, 1, 21, 1,
		21, 1, 21, 1, 21, 3, 21, 482, 8, 21, 1, 22, 1, 22, 1, 22, 1, 22, 1, 22,
		1, 22, 1, 22, 1, 22, 3, 22, 492, 8, 22, 1, 22, 1, 22, 3, 22, 496, 8, 22,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23, 505, 8, 23, 1,
		23, 3, 23, 508, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23,
		516, 8, 23, 1, 23, 1, 23, 3, 23, 520, 8, 23, 5, 23, 522, 8, 23, 10, 23,
		12, 23, 525, 9, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 5, 23, 532, 8, 23,
		10, 23, 12, 23, 535, 9, 23, 1, 23, 3, 23, 538, 8, 23, 3, 23, 540, 8, 23,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 5, 23, 547, 8, 23, 10, 23, 12, 23, 550,
		9, 23, 1, 23, 3, 23, 553, 8, 23, 3, 23, 555, 8, 23, 1, 23, 1, 23, 3, 23,
		559, 8, 23, 1, 23, 1, 23, 3, 23, 563, 8, 23, 1, 23, 3, 23, 566, 8, 23,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23, 573, 8, 23, 1, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 1, 23, 3, 23, 581, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23,
		1, 23, 3, 23, 630, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3,
		23, 638, 8, 23, 1, 23, 1, 23, 1, 23, 3, 23, 643, 8, 23, 1, 23, 1, 23, 1,
		23, 1, 23, 5, 23, 649, 8, 23, 10, 23, 12, 23, 652, 9, 23, 1, 23, 3, 23,
		655, 8, 23, 3, 23, 657, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23,
		664, 8, 23, 1, 23, 1, 23, 5, 23, 668, 8, 23, 10, 23, 12, 23, 671, 9, 23,
		1, 24, 1, 24, 1, 24, 5, 24, 676, 8, 24, 10, 24, 12, 24, 679, 9, 24, 1,
		25, 1, 25, 1, 25, 1, 25, 1, 25, 5, 25, 686, 8, 25, 10, 25, 12, 25, 689,
		9, 25, 1, 25, 1, 25, 3, 25, 693, 8, 25, 1, 26, 1, 26, 1, 27, 1, 27, 1,
		27, 0, 1, 46, 28, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28,
		30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 0, 22, 2, 1, 1, 1,
		13, 13, 2, 0, 1, 1, 13, 13, 3, 0, 76, 76, 101, 101, 108, 108, 2, 0, 112,
		112, 123, 123, 2, 0, 72, 72, 77, 77, 2, 0, 11, 11, 120, 120, 1, 0, 105,
		115, 2, 0, 105, 105, 110, 111, 4, 0, 67, 69, 105, 105, 109, 111, 115, 116,
		5, 0, 21, 26, 80, 80, 100, 100, 102, 102, 106, 106, 7, 0, 64, 69, 90, 90,
		95, 95, 97, 97, 105, 105, 108, 116, 119, 119, 1, 0, 27, 29, 1, 0, 23, 24,
		1, 0, 32, 34, 2, 0, 35, 38, 91, 92, 1, 0, 39, 42, 2, 0, 31, 31, 47, 47,
		2, 0, 15, 15, 48, 62, 2, 0, 17, 17, 20, 20, 1, 0, 115, 116, 1, 0, 21, 22,
		3, 0, 64, 66, 72, 115, 121, 123, 828, 0, 59, 1, 0, 0, 0, 2, 193, 1, 0,
		0, 0, 4, 195, 1, 0, 0, 0, 6, 204, 1, 0, 0, 0, 8, 216, 1, 0, 0, 0, 10, 226,
		1, 0, 0, 0, 12, 236, 1, 0, 0, 0, 14, 240, 1, 0, 0, 0, 16, 262, 1, 0, 0,
		0, 18, 264, 1, 0, 0, 0, 20, 268, 1, 0, 0, 0, 22, 284, 1, 0, 0, 0, 24, 291,
		1, 0, 0, 0, 26, 293, 1, 0, 0, 0, 28, 363, 1, 0, 0, 0, 30, 366, 1, 0, 0,
		0, 32, 416, 1, 0, 0, 0, 34, 418, 1, 0, 0, 0, 36, 436, 1, 0, 0, 0, 38, 464,
		1, 0, 0, 0, 40, 467, 1, 0, 0, 0, 42, 481, 1, 0, 0, 0, 44, 495, 1, 0, 0,
		0, 46, 580, 1, 0, 0, 0, 48, 672, 1, 0, 0, 0, 50, 692, 1, 0, 0, 0, 52, 694,
		1, 0, 0, 0, 54, 696, 1, 0, 0, 0, 56, 58, 3, 2, 1, 0, 57, 56, 1, 0, 0, 0,
		58, 61, 1, 0, 0, 0, 59, 57, 1, 0, 0, 0, 59, 60, 1, 0, 0, 0, 60, 62, 1,
		0, 0, 0, 61, 59, 1, 0, 0, 0, 62, 63, 5, 0, 0, 1, 63, 1, 1, 0, 0, 0, 64,
		194, 3, 4, 2, 0, 65, 66, 3, 6, 3, 0, 66, 67, 7, 0, 0, 0, 67, 194, 1, 0,
		0, 0, 68, 194, 7, 1, 0, 0, 69, 74, 3, 46, 23, 0, 70, 71, 5, 14, 0, 0, 71,
		73, 3, 46, 23, 0, 72, 70, 1, 0, 0, 0, 73, 76, 1, 0, 0, 0, 74, 72, 1, 0,
		0, 0, 74, 75, 1, 0, 0, 0, 75, 77, 1, 0, 0, 0, 76, 74, 1, 0, 0, 0, 77, 78,
		7, 0, 0, 0, 78, 194, 1, 0, 0, 0, 79, 80, 5, 89, 0, 0, 80, 81, 5, 9, 0,
		0, 81, 82, 3, 48, 24, 0, 82, 83, 5, 10, 0, 0, 83, 86, 3, 2, 1, 0, 84, 85,
		5, 82, 0, 0, 85, 87, 3, 2, 1, 0, 86, 84, 1, 0, 0, 0, 86, 87, 1, 0, 0, 0,
		87, 194, 1, 0, 0, 0, 88, 89, 5, 81, 0, 0, 89, 90, 3, 2, 1, 0, 90, 91, 5,
		103, 0, 0, 91, 92, 5, 9, 0, 0, 92, 93, 3, 48, 24, 0, 93, 95, 5, 10, 0,
		0, 94, 96, 7, 0, 0, 0, 95, 94, 1, 0, 0, 0, 95, 96, 1, 0, 0, 0, 96, 194,
		1, 0, 0, 0, 97, 98, 5, 103, 0, 0, 98, 99, 5, 9, 0, 0, 99, 100, 3, 48, 24,
		0, 100, 101, 5, 10, 0, 0, 101, 102, 3, 2, 1, 0, 102, 194, 1, 0, 0, 0, 103,
		104, 5, 87, 0, 0, 104, 107, 5, 9, 0, 0, 105, 108, 3, 6, 3, 0, 106, 108,
		3, 48, 24, 0, 107, 105, 1, 0, 0, 0, 107, 106, 1, 0, 0, 0, 107, 108, 1,
		0, 0, 0, 108, 109, 1, 0, 0, 0, 109, 111, 5, 13, 0, 0, 110, 112, 3, 48,
		24, 0, 111, 110, 1, 0, 0, 0, 111, 112, 1, 0, 0, 0, 112, 113, 1, 0, 0, 0,
		113, 115, 5, 13, 0, 0, 114, 116, 3, 48, 24, 0, 115, 114, 1, 0, 0, 0, 115,
		116, 1, 0, 0, 0, 116, 117, 1, 0, 0, 0, 117, 118, 5, 10, 0, 0, 118, 194,
		3, 2, 1, 0, 119, 121, 5, 87, 0, 0, 120, 122, 5, 106, 0, 0, 121, 120, 1,
		0, 0, 0, 121, 122, 1, 0, 0, 0, 122, 123, 1, 0, 0, 0, 123, 127, 5, 9, 0,
		0, 124, 125, 7, 2, 0, 0, 125, 128, 3, 30, 15, 0, 126, 128, 3, 46, 23, 0,
		127, 124, 1, 0, 0, 0, 127, 126, 1, 0, 0, 0, 128, 129, 1, 0, 0, 0, 129,
		130, 7, 3, 0, 0, 130, 131, 3, 48, 24, 0, 131, 132, 5, 10, 0, 0, 132, 133,
		3, 2, 1, 0, 133, 194, 1, 0, 0, 0, 134, 136, 7, 4, 0, 0, 135, 137, 3, 52,
		26, 0, 136, 135, 1, 0, 0, 0, 136, 137, 1, 0, 0, 0, 137, 138, 1, 0, 0, 0,
		138, 194, 7, 0, 0, 0, 139, 141, 5, 94, 0, 0, 140, 142, 3, 48, 24, 0, 141,
		140, 1, 0, 0, 0, 141, 142, 1, 0, 0, 0, 142, 143, 1, 0, 0, 0, 143, 194,
		7, 0, 0, 0, 144, 145, 5, 104, 0, 0, 145, 146, 5, 9, 0, 0, 146, 147, 3,
		48, 24, 0, 147, 148, 5, 10, 0, 0, 148, 149, 3, 2, 1, 0, 149, 194, 1, 0,
		0, 0, 150, 151, 5, 96, 0, 0, 151, 152, 5, 9, 0, 0, 152, 153, 3, 48, 24,
		0, 153, 154, 5, 10, 0, 0, 154, 158, 5, 11, 0, 0, 155, 157, 3, 8, 4, 0,
		156, 155, 1, 0, 0, 0, 157, 160, 1, 0, 0, 0, 158, 156, 1, 0, 0, 0, 158,
		159, 1, 0, 0, 0, 159, 161, 1, 0, 0, 0, 160, 158, 1, 0, 0, 0, 161, 162,
		5, 12, 0, 0, 162, 194, 1, 0, 0, 0, 163, 164, 5, 98, 0, 0, 164, 165, 3,
		48, 24, 0, 165, 166, 7, 0, 0, 0, 166, 194, 1, 0, 0, 0, 167, 168, 5, 99,
		0, 0, 168, 177, 3, 4, 2, 0, 169, 174, 5, 74, 0, 0, 170, 171, 5, 9, 0, 0,
		171, 172, 3, 30, 15, 0, 172, 173, 5, 10, 0, 0, 173, 175, 1, 0, 0, 0, 174,
		170, 1, 0, 0, 0, 174, 175, 1, 0, 0, 0, 175, 176, 1, 0, 0, 0, 176, 178,
		3, 4, 2, 0, 177, 169, 1, 0, 0, 0, 177, 178, 1, 0, 0, 0, 178, 181, 1, 0,
		0, 0, 179, 180, 5, 86, 0, 0, 180, 182, 3, 4, 2, 0, 181, 179, 1, 0, 0, 0,
		181, 182, 1, 0, 0, 0, 182, 194, 1, 0, 0, 0, 183, 184, 5, 78, 0, 0, 184,
		194, 7, 0, 0, 0, 185, 186, 3, 52, 26, 0, 186, 187, 5, 18, 0, 0, 187, 188,
		3, 2, 1, 0, 188, 194, 1, 0, 0, 0, 189, 194, 3, 10, 5, 0, 190, 194, 3, 12,
		6, 0, 191, 194, 3, 14, 7, 0, 192, 194, 3, 28, 14, 0, 193, 64, 1, 0, 0,
		0, 193, 65, 1, 0, 0, 0, 193, 68, 1, 0, 0, 0, 193, 69, 1, 0, 0, 0, 193,
		79, 1, 0, 0, 0, 193, 88, 1, 0, 0, 0, 193, 97, 1, 0, 0, 0, 193, 103, 1,
		0, 0, 0, 193, 119, 1, 0, 0, 0, 193, 134, 1, 0, 0, 0, 193, 139, 1, 0, 0,
		0, 193, 144, 1, 0, 0, 0, 193, 150, 1, 0, 0, 0, 193, 163, 1, 0, 0, 0, 193,
		167, 1, 0, 0, 0, 193, 183, 1, 0, 0, 0, 193, 185, 1, 0, 0, 0, 193, 189,
		1, 0, 0, 0, 193, 190, 1, 0, 0, 0, 193, 191, 1, 0, 0, 0, 193, 192, 1, 0,
		0, 0, 194, 3, 1, 0, 0, 0, 195, 199, 5, 11, 0, 0, 196, 198, 3, 2, 1, 0,
		197, 196, 1, 0, 0, 0, 198, 201, 1, 0, 0, 0, 199, 197, 1, 0, 0, 0, 199,
		200, 1, 0, 0, 0, 200, 202, 1, 0, 0, 0, 201, 199, 1, 0, 0, 0, 202, 203,
		5, 12, 0, 0, 203, 5, 1, 0, 0, 0, 204, 205, 7, 2, 0, 0, 205, 210, 3, 30,
		15, 0, 206, 207, 5, 14, 0, 0, 207, 209, 3, 30, 15, 0, 208, 206, 1, 0, 0,
		0, 209, 212, 1, 0, 0, 0, 210, 208, 1, 0, 0, 0, 210, 211, 1, 0, 0, 0, 211,
		7, 1, 0, 0, 0, 212, 210, 1, 0, 0, 0, 213, 214, 5, 73, 0, 0, 214, 217, 3,
		48, 24, 0, 215, 217, 5, 79, 0, 0, 216, 213, 1, 0, 0, 0, 216, 215, 1, 0,
		0, 0, 217, 218, 1, 0, 0, 0, 218, 222, 5, 18, 0, 0, 219, 221, 3, 2, 1, 0,
		220, 219, 1, 0, 0, 0, 221, 224, 1, 0, 0, 0, 222, 220, 1, 0, 0, 0, 222,
		223, 1, 0, 0, 0, 223, 9, 1, 0, 0, 0, 224, 222, 1, 0, 0, 0, 225, 227, 5,
		105, 0, 0, 226, 225, 1, 0, 0, 0, 226, 227, 1, 0, 0, 0, 227, 228, 1, 0,
		0, 0, 228, 230, 5, 88, 0, 0, 229, 231, 5, 27, 0, 0, 230, 229, 1, 0, 0,
		0, 230, 231, 1, 0, 0, 0, 231, 232, 1, 0, 0, 0, 232, 233, 3, 52, 26, 0,
		233, 234, 3, 34, 17, 0, 234, 235, 3, 4, 2, 0, 235, 11, 1, 0, 0, 0, 236,
		237, 5, 75, 0, 0, 237, 238, 3, 52, 26, 0, 238, 239, 3, 36, 18, 0, 239,
		13, 1, 0, 0, 0, 240, 244, 5, 90, 0, 0, 241, 242, 3, 16, 8, 0, 242, 243,
		5, 114, 0, 0, 243, 245, 1, 0, 0, 0, 244, 241, 1, 0, 0, 0, 244, 245, 1,
		0, 0, 0, 245, 246, 1, 0, 0, 0, 246, 248, 5, 69, 0, 0, 247, 249, 3, 26,
		13, 0, 248, 247, 1, 0, 0, 0, 248, 249, 1, 0, 0, 0, 249, 250, 1, 0, 0, 0,
		250, 251, 7, 0, 0, 0, 251, 15, 1, 0, 0, 0, 252, 258, 3, 52, 26, 0, 253,
		256, 5, 14, 0, 0, 254, 257, 3, 18, 9, 0, 255, 257, 3, 20, 10, 0, 256, 254,
		1, 0, 0, 0, 256, 255, 1, 0, 0, 0, 257, 259, 1, 0, 0, 0, 258, 253, 1, 0,
		0, 0, 258, 259, 1, 0, 0, 0, 259, 263, 1, 0, 0, 0, 260, 263, 3, 18, 9, 0,
		261, 263, 3, 20, 10, 0, 262, 252, 1, 0, 0, 0, 262, 260, 1, 0, 0, 0, 262,
		261, 1, 0, 0, 0, 263, 17, 1, 0, 0, 0, 264, 265, 5, 27, 0, 0, 265, 266,
		5, 113, 0, 0, 266, 267, 3, 52, 26, 0, 267, 19, 1, 0, 0, 0, 268, 280, 7,
		5, 0, 0, 269, 274, 3, 22, 11, 0, 270, 271, 5, 14, 0, 0, 271, 273, 3, 22,
		11, 0, 272, 270, 1, 0, 0, 0, 273, 276, 1, 0, 0, 0, 274, 272, 1, 0, 0, 0,
		274, 275, 1, 0, 0, 0, 275, 278, 1, 0, 0, 0, 276, 274, 1, 0, 0, 0, 277,
		279, 5, 14, 0, 0, 278, 277, 1, 0, 0, 0, 278, 279, 1, 0, 0, 0, 279, 281,
		1, 0, 0, 0, 280, 269, 1, 0, 0, 0, 280, 281, 1, 0, 0, 0, 281, 282, 1, 0,
		0, 0, 282, 283, 5, 12, 0, 0, 283, 21, 1, 0, 0, 0, 284, 287, 3, 24, 12,
		0, 285, 286, 5, 113, 0, 0, 286, 288, 3, 24, 12, 0, 287, 285, 1, 0, 0, 0,
		287, 288, 1, 0, 0, 0, 288, 23, 1, 0, 0, 0, 289, 292, 3, 54, 27, 0, 290,
		292, 5, 69, 0, 0, 291, 289, 1, 0, 0, 0, 291, 290, 1, 0, 0, 0, 292, 25,
		1, 0, 0, 0, 293, 294, 5, 104, 0, 0, 294, 306, 5, 120, 0, 0, 295, 300, 3,
		44, 22, 0, 296, 297, 5, 14, 0, 0, 297, 299, 3, 44, 22, 0, 298, 296, 1,
		0, 0, 0, 299, 302, 1, 0, 0, 0, 300, 298, 1, 0, 0, 0, 300, 301, 1, 0, 0,
		0, 301, 304, 1, 0, 0, 0, 302, 300, 1, 0, 0, 0, 303, 305, 5, 14, 0, 0, 304,
		303, 1, 0, 0, 0, 304, 305, 1, 0, 0, 0, 305, 307, 1, 0, 0, 0, 306, 295,
		1, 0, 0, 0, 306, 307, 1, 0, 0, 0, 307, 308, 1, 0, 0, 0, 308, 309, 5, 12,
		0, 0, 309, 27, 1, 0, 0, 0, 310, 311, 5, 84, 0, 0, 311, 329, 5, 79, 0, 0,
		312, 330, 3, 10, 5, 0, 313, 330, 3, 12, 6, 0, 314, 316, 5, 105, 0, 0, 315,
		314, 1, 0, 0, 0, 315, 316, 1, 0, 0, 0, 316, 317, 1, 0, 0, 0, 317, 319,
		5, 88, 0, 0, 318, 320, 5, 27, 0, 0, 319, 318, 1, 0, 0, 0, 319, 320, 1,
		0, 0, 0, 320, 321, 1, 0, 0, 0, 321, 322, 3, 34, 17, 0, 322, 323, 3, 4,
		2, 0, 323, 330, 1, 0, 0, 0, 324, 325, 5, 75, 0, 0, 325, 330, 3, 36, 18,
		0, 326, 327, 3, 46, 23, 0, 327, 328, 7, 0, 0, 0, 328, 330, 1, 0, 0, 0,
		329, 312, 1, 0, 0, 0, 329, 313, 1, 0, 0, 0, 329, 315, 1, 0, 0, 0, 329,
		324, 1, 0, 0, 0, 329, 326, 1, 0, 0, 0, 330, 364, 1, 0, 0, 0, 331, 332,
		5, 84, 0, 0, 332, 335, 5, 27, 0, 0, 333, 334, 5, 113, 0, 0, 334, 336, 3,
		24, 12, 0, 335, 333, 1, 0, 0, 0, 335, 336, 1, 0, 0, 0, 336, 337, 1, 0,
		0, 0, 337, 338, 5, 114, 0, 0, 338, 340, 5, 69, 0, 0, 339, 341, 3, 26, 13,
		0, 340, 339, 1, 0, 0, 0, 340, 341, 1, 0, 0, 0, 341, 342, 1, 0, 0, 0, 342,
		364, 7, 0, 0, 0, 343, 344, 5, 84, 0, 0, 344, 350, 3, 20, 10, 0, 345, 346,
		5, 114, 0, 0, 346, 348, 5, 69, 0, 0, 347, 349, 3, 26, 13, 0, 348, 347,
		1, 0, 0, 0, 348, 349, 1, 0, 0, 0, 349, 351, 1, 0, 0, 0, 350, 345, 1, 0,
		0, 0, 350, 351, 1, 0, 0, 0, 351, 352, 1, 0, 0, 0, 352, 353, 7, 0, 0, 0,
		353, 364, 1, 0, 0, 0, 354, 355, 5, 84, 0, 0, 355, 356, 3, 6, 3, 0, 356,
		357, 7, 0, 0, 0, 357, 364, 1, 0, 0, 0, 358, 361, 5, 84, 0, 0, 359, 362,
		3, 10, 5, 0, 360, 362, 3, 12, 6, 0, 361, 359, 1, 0, 0, 0, 361, 360, 1,
		0, 0, 0, 362, 364, 1, 0, 0, 0, 363, 310, 1, 0, 0, 0, 363, 331, 1, 0, 0,
		0, 363, 343, 1, 0, 0, 0, 363, 354, 1, 0, 0, 0, 363, 358, 1, 0, 0, 0, 364,
		29, 1, 0, 0, 0, 365, 367, 5, 19, 0, 0, 366, 365, 1, 0, 0, 0, 366, 367,
		1, 0, 0, 0, 367, 398, 1, 0, 0, 0, 368, 399, 7, 6, 0, 0, 369, 381, 5, 120,
		0, 0, 370, 375, 3, 32, 16, 0, 371, 372, 5, 14, 0, 0, 372, 374, 3, 32, 16,
		0, 373, 371, 1, 0, 0, 0, 374, 377, 1, 0, 0, 0, 375, 373, 1, 0, 0, 0, 375,
		376, 1, 0, 0, 0, 376, 379, 1, 0, 0, 0, 377, 375, 1, 0, 0, 0, 378, 380,
		5, 14, 0, 0, 379, 378, 1, 0, 0, 0, 379, 380, 1, 0, 0, 0, 380, 382, 1, 0,
		0, 0, 381, 370, 1, 0, 0, 0, 381, 382, 1, 0, 0, 0, 382, 383, 1, 0, 0, 0,
		383, 399, 5, 12, 0, 0, 384, 386, 5, 7, 0, 0, 385, 387, 3, 30, 15, 0, 386,
		385, 1, 0, 0, 0, 386, 387, 1, 0, 0, 0, 387, 394, 1, 0, 0, 0, 388, 390,
		5, 14, 0, 0, 389, 391, 3, 30, 15, 0, 390, 389, 1, 0, 0, 0, 390, 391, 1,
		0, 0, 0, 391, 393, 1, 0, 0, 0, 392, 388, 1, 0, 0, 0, 393, 396, 1, 0, 0,
		0, 394, 392, 1, 0, 0, 0, 394, 395, 1, 0, 0, 0, 395, 397, 1, 0, 0, 0, 396,
		394, 1, 0, 0, 0, 397, 399, 5, 8, 0, 0, 398, 368, 1, 0, 0, 0, 398, 369,
		1, 0, 0, 0, 398, 384, 1, 0, 0, 0, 399, 402, 1, 0, 0, 0, 400, 401, 5, 15,
		0, 0, 401, 403, 3, 46, 23, 0, 402, 400, 1, 0, 0, 0, 402, 403, 1, 0, 0,
		0, 403, 31, 1, 0, 0, 0, 404, 405, 3, 42, 21, 0, 405, 406, 5, 18, 0, 0,
		406, 407, 3, 30, 15, 0, 407, 417, 1, 0, 0, 0, 408, 410, 5, 19, 0, 0, 409,
		408, 1, 0, 0, 0, 409, 410, 1, 0, 0, 0, 410, 411, 1, 0, 0, 0, 411, 414,
		7, 6, 0, 0, 412, 413, 5, 15, 0, 0, 413, 415, 3, 46, 23, 0, 414, 412, 1,
		0, 0, 0, 414, 415, 1, 0, 0, 0, 415, 417, 1, 0, 0, 0, 416, 404, 1, 0, 0,
		0, 416, 409, 1, 0, 0, 0, 417, 33, 1, 0, 0, 0, 418, 430, 5, 9, 0, 0, 419,
		424, 3, 30, 15, 0, 420, 421, 5, 14, 0, 0, 421, 423, 3, 30, 15, 0, 422,
		420, 1, 0, 0, 0, 423, 426, 1, 0, 0, 0, 424, 422, 1, 0, 0, 0, 424, 425,
		1, 0, 0, 0, 425, 428, 1, 0, 0, 0, 426, 424, 1, 0, 0, 0, 427, 429, 5, 14,
		0, 0, 428, 427, 1, 0, 0, 0, 428, 429, 1, 0, 0, 0, 429, 431, 1, 0, 0, 0,
		430, 419, 1, 0, 0, 0, 430, 431, 1, 0, 0, 0, 431, 432, 1, 0, 0, 0, 432,
		433, 5, 10, 0, 0, 433, 35, 1, 0, 0, 0, 434, 435, 5, 85, 0, 0, 435, 437,
		3, 46, 23, 0, 436, 434, 1, 0, 0, 0, 436, 437, 1, 0, 0, 0, 437, 438, 1,
		0, 0, 0, 438, 442, 5, 11, 0, 0, 439, 441, 3, 38, 19, 0, 440, 439, 1, 0,
		0, 0, 441, 444, 1, 0, 0, 0, 442, 440, 1, 0, 0, 0, 442, 443, 1, 0, 0, 0,
		443, 445, 1, 0, 0, 0, 444, 442, 1, 0, 0, 0, 445, 446, 5, 12, 0, 0, 446,
		37, 1, 0, 0, 0, 447, 449, 5, 109, 0, 0, 448, 447, 1, 0, 0, 0, 448, 449,
		1, 0, 0, 0, 449, 450, 1, 0, 0, 0, 450, 465, 3, 40, 20, 0, 451, 453, 5,
		109, 0, 0, 452, 451, 1, 0, 0, 0, 452, 453, 1, 0, 0, 0, 453, 454, 1, 0,
		0, 0, 454, 457, 3, 42, 21, 0, 455, 456, 5, 15, 0, 0, 456, 458, 3, 46, 23,
		0, 457, 455, 1, 0, 0, 0, 457, 458, 1, 0, 0, 0, 458, 459, 1, 0, 0, 0, 459,
		460, 7, 0, 0, 0, 460, 465, 1, 0, 0, 0, 461, 462, 5, 109, 0, 0, 462, 465,
		3, 4, 2, 0, 463, 465, 7, 1, 0, 0, 464, 448, 1, 0, 0, 0, 464, 452, 1, 0,
		0, 0, 464, 461, 1, 0, 0, 0, 464, 463, 1, 0, 0, 0, 465, 39, 1, 0, 0, 0,
		466, 468, 7, 7, 0, 0, 467, 466, 1, 0, 0, 0, 467, 468, 1, 0, 0, 0, 468,
		470, 1, 0, 0, 0, 469, 471, 5, 27, 0, 0, 470, 469, 1, 0, 0, 0, 470, 471,
		1, 0, 0, 0, 471, 472, 1, 0, 0, 0, 472, 473, 3, 42, 21, 0, 473, 474, 3,
		34, 17, 0, 474, 475, 3, 4, 2, 0, 475, 41, 1, 0, 0, 0, 476, 482, 7, 8, 0,
		0, 477, 478, 5, 7, 0, 0, 478, 479, 3, 46, 23, 0, 479, 480, 5, 8, 0, 0,
		480, 482, 1, 0, 0, 0, 481, 476, 1, 0, 0, 0, 481, 477, 1, 0, 0, 0, 482,
		43, 1, 0, 0, 0, 483, 484, 3, 42, 21, 0, 484, 485, 5, 18, 0, 0, 485, 486,
		3, 46, 23, 0, 486, 496, 1, 0, 0, 0, 487, 496, 3, 40, 20, 0, 488, 491, 7,
		6, 0, 0, 489, 490, 5, 15, 0, 0, 490, 492, 3, 46, 23, 0, 491, 489, 1, 0,
		0, 0, 491, 492, 1, 0, 0, 0, 492, 496, 1, 0, 0, 0, 493, 494, 5, 19, 0, 0,
		494, 496, 3, 46, 23, 0, 495, 483, 1, 0, 0, 0, 495, 487, 1, 0, 0, 0, 495,
		488, 1, 0, 0, 0, 495, 493, 1, 0, 0, 0, 496, 45, 1, 0, 0, 0, 497, 498, 6,
		23, -1, 0, 498, 499, 5, 93, 0, 0, 499, 581, 3, 46, 23, 29, 500, 501, 7,
		9, 0, 0, 501, 581, 3, 46, 23, 25, 502, 507, 5, 107, 0, 0, 503, 505, 5,
		27, 0, 0, 504, 503, 1, 0, 0, 0, 504, 505, 1, 0, 0, 0, 505, 506, 1, 0, 0,
		0, 506, 508, 3, 46, 23, 0, 507, 504, 1, 0, 0, 0, 507, 508, 1, 0, 0, 0,
		508, 581, 1, 0, 0, 0, 509, 510, 5, 19, 0, 0, 510, 581, 3, 46, 23, 10, 511,
		581, 7, 10, 0, 0, 512, 581, 3, 50, 25, 0, 513, 515, 5, 7, 0, 0, 514, 516,
		3, 46, 23, 0, 515, 514, 1, 0, 0, 0, 515, 516, 1, 0, 0, 0, 516, 523, 1,
		0, 0, 0, 517, 519, 5, 14, 0, 0, 518, 520, 3, 46, 23, 0, 519, 518, 1, 0,
		0, 0, 519, 520, 1, 0, 0, 0, 520, 522, 1, 0, 0, 0, 521, 517, 1, 0, 0, 0,
		522, 525, 1, 0, 0, 0, 523, 521, 1, 0, 0, 0, 523, 524, 1, 0, 0, 0, 524,
		526, 1, 0, 0, 0, 525, 523, 1, 0, 0, 0, 526, 581, 5, 8, 0, 0, 527, 539,
		5, 120, 0, 0, 528, 533, 3, 44, 22, 0, 529, 530, 5, 14, 0, 0, 530, 532,
		3, 44, 22, 0, 531, 529, 1, 0, 0, 0, 532, 535, 1, 0, 0, 0, 533, 531, 1,
		0, 0, 0, 533, 534, 1, 0, 0, 0, 534, 537, 1, 0, 0, 0, 535, 533, 1, 0, 0,
		0, 536, 538, 5, 14, 0, 0, 537, 536, 1, 0, 0, 0, 537, 538, 1, 0, 0, 0, 538,
		540, 1, 0, 0, 0, 539, 528, 1, 0, 0, 0, 539, 540, 1, 0, 0, 0, 540, 541,
		1, 0, 0, 0, 541, 581, 5, 12, 0, 0, 542, 554, 5, 9, 0, 0, 543, 548, 3, 46,
		23, 0, 544, 545, 5, 14, 0, 0, 545, 547, 3, 46, 23, 0, 546, 544, 1, 0, 0,
		0, 547, 550, 1, 0, 0, 0, 548, 546, 1, 0, 0, 0, 548, 549, 1, 0, 0, 0, 549,
		552, 1, 0, 0, 0, 550, 548, 1, 0, 0, 0, 551, 553, 5, 14, 0, 0, 552, 551,
		1, 0, 0, 0, 552, 553, 1, 0, 0, 0, 553, 555, 1, 0, 0, 0, 554, 543, 1, 0,
		0, 0, 554, 555, 1, 0, 0, 0, 555, 556, 1, 0, 0, 0, 556, 581, 5, 10, 0, 0,
		557, 559, 5, 105, 0, 0, 558, 557, 1, 0, 0, 0, 558, 559, 1, 0, 0, 0, 559,
		560, 1, 0, 0, 0, 560, 562, 5, 121, 0, 0, 561, 563, 5, 27, 0, 0, 562, 561,
		1, 0, 0, 0, 562, 563, 1, 0, 0, 0, 563, 565, 1, 0, 0, 0, 564, 566, 3, 52,
		26, 0, 565, 564, 1, 0, 0, 0, 565, 566, 1, 0, 0, 0, 566, 567, 1, 0, 0, 0,
		567, 568, 3, 34, 17, 0, 568, 569, 3, 4, 2, 0, 569, 581, 1, 0, 0, 0, 570,
		572, 5, 122, 0, 0, 571, 573, 3, 52, 26, 0, 572, 571, 1, 0, 0, 0, 572, 573,
		1, 0, 0, 0, 573, 574, 1, 0, 0, 0, 574, 581, 3, 36, 18, 0, 575, 576, 5,
		105, 0, 0, 576, 581, 3, 52, 26, 0, 577, 578, 5, 93, 0, 0, 578, 579, 5,
		20, 0, 0, 579, 581, 5, 115, 0, 0, 580, 497, 1, 0, 0, 0, 580, 500, 1, 0,
		0, 0, 580, 502, 1, 0, 0, 0, 580, 509, 1, 0, 0, 0, 580, 511, 1, 0, 0, 0,
		580, 512, 1, 0, 0, 0, 580, 513, 1, 0, 0, 0, 580, 527, 1, 0, 0, 0, 580,
		542, 1, 0, 0, 0, 580, 558, 1, 0, 0, 0, 580, 570, 1, 0, 0, 0, 580, 575,
		1, 0, 0, 0, 580, 577, 1, 0, 0, 0, 581, 669, 1, 0, 0, 0, 582, 583, 10, 24,
		0, 0, 583, 584, 5, 30, 0, 0, 584, 668, 3, 46, 23, 24, 585, 586, 10, 23,
		0, 0, 586, 587, 7, 11, 0, 0, 587, 668, 3, 46, 23, 24, 588, 589, 10, 22,
		0, 0, 589, 590, 7, 12, 0, 0, 590, 668, 3, 46, 23, 23, 591, 592, 10, 21,
		0, 0, 592, 593, 7, 13, 0, 0, 593, 668, 3, 46, 23, 22, 594, 595, 10, 20,
		0, 0, 595, 596, 7, 14, 0, 0, 596, 668, 3, 46, 23, 21, 597, 598, 10, 19,
		0, 0, 598, 599, 7, 15, 0, 0, 599, 668, 3, 46, 23, 20, 600, 601, 10, 18,
		0, 0, 601, 602, 5, 43, 0, 0, 602, 668, 3, 46, 23, 19, 603, 604, 10, 17,
		0, 0, 604, 605, 5, 44, 0, 0, 605, 668, 3, 46, 23, 18, 606, 607, 10, 16,
		0, 0, 607, 608, 5, 45, 0, 0, 608, 668, 3, 46, 23, 17, 609, 610, 10, 15,
		0, 0, 610, 611, 5, 46, 0, 0, 611, 668, 3, 46, 23, 16, 612, 613, 10, 14,
		0, 0, 613, 614, 7, 16, 0, 0, 614, 668, 3, 46, 23, 15, 615, 616, 10, 13,
		0, 0, 616, 617, 5, 16, 0, 0, 617, 618, 3, 46, 23, 0, 618, 619, 5, 18, 0,
		0, 619, 620, 3, 46, 23, 13, 620, 668, 1, 0, 0, 0, 621, 622, 10, 12, 0,
		0, 622, 623, 7, 17, 0, 0, 623, 668, 3, 46, 23, 12, 624, 625, 10, 32, 0,
		0, 625, 626, 7, 18, 0, 0, 626, 668, 7, 19, 0, 0, 627, 629, 10, 31, 0, 0,
		628, 630, 5, 17, 0, 0, 629, 628, 1, 0, 0, 0, 629, 630, 1, 0, 0, 0, 630,
		631, 1, 0, 0, 0, 631, 632, 5, 7, 0, 0, 632, 633, 3, 48, 24, 0, 633, 634,
		5, 8, 0, 0, 634, 668, 1, 0, 0, 0, 635, 637, 10, 30, 0, 0, 636, 638, 5,
		17, 0, 0, 637, 636, 1, 0, 0, 0, 637, 638, 1, 0, 0, 0, 638, 639, 1, 0, 0,
		0, 639, 668, 3, 50, 25, 0, 640, 642, 10, 28, 0, 0, 641, 643, 5, 17, 0,
		0, 642, 641, 1, 0, 0, 0, 642, 643, 1, 0, 0, 0, 643, 644, 1, 0, 0, 0, 644,
		656, 5, 9, 0, 0, 645, 650, 3, 46, 23, 0, 646, 647, 5, 14, 0, 0, 647, 649,
		3, 46, 23, 0, 648, 646, 1, 0, 0, 0, 649, 652, 1, 0, 0, 0, 650, 648, 1,
		0, 0, 0, 650, 651, 1, 0, 0, 0, 651, 654, 1, 0, 0, 0, 652, 650, 1, 0, 0,
		0, 653, 655, 5, 14, 0, 0, 654, 653, 1, 0, 0, 0, 654, 655, 1, 0, 0, 0, 655,
		657, 1, 0, 0, 0, 656, 645, 1, 0, 0, 0, 656, 657, 1, 0, 0, 0, 657, 658,
		1, 0, 0, 0, 658, 668, 5, 10, 0, 0, 659, 660, 10, 27, 0, 0, 660, 663, 5,
		63, 0, 0, 661, 664, 3, 4, 2, 0, 662, 664, 3, 46, 23, 0, 663, 661, 1, 0,
		0, 0, 663, 662, 1, 0, 0, 0, 664, 668, 1, 0, 0, 0, 665, 666, 10, 26, 0,
		0, 666, 668, 7, 20, 0, 0, 667, 582, 1, 0, 0, 0, 667, 585, 1, 0, 0, 0, 667,
		588, 1, 0, 0, 0, 667, 591, 1, 0, 0, 0, 667, 594, 1, 0, 0, 0, 667, 597,
		1, 0, 0, 0, 667, 600, 1, 0, 0, 0, 667, 603, 1, 0, 0, 0, 667, 606, 1, 0,
		0, 0, 667, 609, 1, 0, 0, 0, 667, 612, 1, 0, 0, 0, 667, 615, 1, 0, 0, 0,
		667, 621, 1, 0, 0, 0, 667, 624, 1, 0, 0, 0, 667, 627, 1, 0, 0, 0, 667,
		635, 1, 0, 0, 0, 667, 640, 1, 0, 0, 0, 667, 659, 1, 0, 0, 0, 667, 665,
		1, 0, 0, 0, 668, 671, 1, 0, 0, 0, 669, 667, 1, 0, 0, 0, 669, 670, 1, 0,
		0, 0, 670, 47, 1, 0, 0, 0, 671, 669, 1, 0, 0, 0, 672, 677, 3, 46, 23, 0,
		673, 674, 5, 14, 0, 0, 674, 676, 3, 46, 23, 0, 675, 673, 1, 0, 0, 0, 676,
		679, 1, 0, 0, 0, 677, 675, 1, 0, 0, 0, 677, 678, 1, 0, 0, 0, 678, 49, 1,
		0, 0, 0, 679, 677, 1, 0, 0, 0, 680, 693, 5, 70, 0, 0, 681, 682, 5, 71,
		0, 0, 682, 687, 3, 48, 24, 0, 683, 684, 5, 117, 0, 0, 684, 686, 3, 48,
		24, 0, 685, 683, 1, 0, 0, 0, 686, 689, 1, 0, 0, 0, 687, 685, 1, 0, 0, 0,
		687, 688, 1, 0, 0, 0, 688, 690, 1, 0, 0, 0, 689, 687, 1, 0, 0, 0, 690,
		691, 5, 118, 0, 0, 691, 693, 1, 0, 0, 0, 692, 680, 1, 0, 0, 0, 692, 681,
		1, 0, 0, 0, 693, 51, 1, 0, 0, 0, 694, 695, 7, 6, 0, 0, 695, 53, 1, 0, 0,
		0, 696, 697, 7, 21, 0, 0, 697, 55, 1, 0, 0, 0, 98, 59, 74, 86, 95, 107,
		111, 115, 121, 127, 136, 141, 158, 174, 177, 181, 193, 199, 210, 216, 222,
		226, 230, 244, 248, 256, 258, 262, 274, 278, 280, 287, 291, 300, 304, 306,
		315, 319, 329, 335, 340, 348, 350, 361, 363, 366, 375, 379, 381, 386, 390,
		394, 398, 402, 409, 414, 416, 424, 428, 430, 436, 442, 448, 452, 457, 464,
		467, 470, 481, 491, 495, 504, 507, 515, 519, 523, 533, 537, 539, 548, 552,
		554, 558, 562, 565, 572, 580, 629, 637, 642, 650, 654, 656, 663, 667, 669,
		677, 687, 692,
	}
	deserializer := antlr.NewATNDeserializer(nil)
	staticData.atn = deserializer.Deserialize(staticData.serializedATN)
	atn := staticData.atn
	staticData.decisionToDFA = make([]*antlr.DFA, len(atn.DecisionToState))
	decisionToDFA := staticData.decisionToDFA
	for index, state := range atn.DecisionToState {
		decisionToDFA[index] = antlr.NewDFA(state, index)
	}
}

// JavaScriptParserInit initializes any static state used to implement JavaScriptParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewJavaScriptParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func JavaScriptParserInit() {
	staticData := &JavaScriptParserParserStaticData
	staticData.once.Do(javascriptparserParserInit)
}

// NewJavaScriptParser produces a new parser instance for the optional input antlr.TokenStream.
func NewJavaScriptParser(input antlr.TokenStream) *JavaScriptParser {
	JavaScriptParserInit()
	this := new(JavaScriptParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &JavaScriptParserParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "JavaScriptParser.g4"

	return this
}

// JavaScriptParser tokens.
const (
	JavaScriptParserEOF                      = antlr.TokenEOF
	JavaScriptParserVirtualSemicolon         = 1
	JavaScriptParserHashbangComment          = 2
	JavaScriptParserMultiLineComment         = 3
	JavaScriptParserSingleLineComment        = 4
	JavaScriptParserWhiteSpace               = 5
	JavaScriptParserLineTerminator           = 6
	JavaScriptParserOpenBracket              = 7
	JavaScriptParserCloseBracket             = 8
	JavaScriptParserOpenParen                = 9
	JavaScriptParserCloseParen               = 10
	JavaScriptParserOpenBrace                = 11
	JavaScriptParserCloseBrace               = 12
	JavaScriptParserSemicolon                = 13
	JavaScriptParserComma                    = 14
	JavaScriptParserAssign                   = 15
	JavaScriptParserQuestionMark             = 16
	JavaScriptParserQuestionMarkDot          = 17
	JavaScriptParserColon                    = 18
	JavaScriptParserEllipsis                 = 19
	JavaScriptParserDot                      = 20
	JavaScriptParserPlusPlus                 = 21
	JavaScriptParserMinusMinus               = 22
	JavaScriptParserPlus                     = 23
	JavaScriptParserMinus                    = 24
	JavaScriptParserBitNot                   = 25
	JavaScriptParserNot                      = 26
	JavaScriptParserMultiply                 = 27
	JavaScriptParserDivide                   = 28
	JavaScriptParserModulus                  = 29
	JavaScriptParserPower                    = 30
	JavaScriptParserNullishCoalescing        = 31
	JavaScriptParserLeftShift                = 32
	JavaScriptParserRightShift               = 33
	JavaScriptParserUnsignedRightShift       = 34
	JavaScriptParserLessThan                 = 35
	JavaScriptParserGreaterThan              = 36
	JavaScriptParserLessThanEquals           = 37
	JavaScriptParserGreaterThanEquals        = 38
	JavaScriptParserEquals                   = 39
	JavaScriptParserNotEquals                = 40
	JavaScriptParserStrictEquals             = 41
	JavaScriptParserStrictNotEquals          = 42
	JavaScriptParserBitAnd                   = 43
	JavaScriptParserBitXor                   = 44
	JavaScriptParserBitOr                    = 45
	JavaScriptParserAnd                      = 46
	JavaScriptParserOr                       = 47
	JavaScriptParserMultiplyAssign           = 48
	JavaScriptParserDivideAssign             = 49
	JavaScriptParserModulusAssign            = 50
	JavaScriptParserPlusAssign               = 51
	JavaScriptParserMinusAssign              = 52
	JavaScriptParserLeftShiftAssign          = 53
	JavaScriptParserRightShiftAssign         = 54
	JavaScriptParserUnsignedRightShiftAssign = 55
	JavaScriptParserBitAndAssign             = 56
	JavaScriptParserBitXorAssign             = 57
	JavaScriptParserBitOrAssign              = 58
	JavaScriptParserPowerAssign              = 59
	JavaScriptParserAndAssign                = 60
	JavaScriptParserOrAssign                 = 61
	JavaScriptParserNullishAssign            = 62
	JavaScriptParserArrow                    = 63
	JavaScriptParserNullLiteral              = 64
	JavaScriptParserTrue                     = 65
	JavaScriptParserFalse                    = 66
	JavaScriptParserNumericLiteral           = 67
	JavaScriptParserBigIntLiteral            = 68
	JavaScriptParserStringLiteral            = 69
	JavaScriptParserNoSubstitutionTemplate   = 70
	JavaScriptParserTemplateHead             = 71
	JavaScriptParserBreak                    = 72
	JavaScriptParserCase                     = 73
	JavaScriptParserCatch                    = 74
	JavaScriptParserClass                    = 75
	JavaScriptParserConst                    = 76
	JavaScriptParserContinue                 = 77
	JavaScriptParserDebugger                 = 78
	JavaScriptParserDefault                  = 79
	JavaScriptParserDelete                   = 80
	JavaScriptParserDo                       = 81
	JavaScriptParserElse                     = 82
	JavaScriptParserEnum                     = 83
	JavaScriptParserExport                   = 84
	JavaScriptParserExtends                  = 85
	JavaScriptParserFinally                  = 86
	JavaScriptParserFor                      = 87
	JavaScriptParserFunction                 = 88
	JavaScriptParserIf                       = 89
	JavaScriptParserImport                   = 90
	JavaScriptParserIn                       = 91
	JavaScriptParserInstanceof               = 92
	JavaScriptParserNew                      = 93
	JavaScriptParserReturn                   = 94
	JavaScriptParserSuper                    = 95
	JavaScriptParserSwitch                   = 96
	JavaScriptParserThis                     = 97
	JavaScriptParserThrow                    = 98
	JavaScriptParserTry                      = 99
	JavaScriptParserTypeof                   = 100
	JavaScriptParserVar                      = 101
	JavaScriptParserVoid                     = 102
	JavaScriptParserWhile                    = 103
	JavaScriptParserWith                     = 104
	JavaScriptParserAsync                    = 105
	JavaScriptParserAwait                    = 106
	JavaScriptParserYield                    = 107
	JavaScriptParserLet                      = 108
	JavaScriptParserStatic                   = 109
	JavaScriptParserGet                      = 110
	JavaScriptParserSet                      = 111
	JavaScriptParserOf                       = 112
	JavaScriptParserAs                       = 113
	JavaScriptParserFrom                     = 114
	JavaScriptParserIdentifier               = 115
	JavaScriptParserPrivateName              = 116
	JavaScriptParserTemplateMiddle           = 117
	JavaScriptParserTemplateTail             = 118
	JavaScriptParserRegularExpressionLiteral = 119
	JavaScriptParserObjectBrace              = 120
	JavaScriptParserFunctionExpression       = 121
	JavaScriptParserClassExpression          = 122
	JavaScriptParserForIn                    = 123
)

// JavaScriptParser rules.
const (
	JavaScriptParserRULE_program             = 0
	JavaScriptParserRULE_statement           = 1
	JavaScriptParserRULE_block               = 2
	JavaScriptParserRULE_variableDeclaration = 3
	JavaScriptParserRULE_caseClause          = 4
	JavaScriptParserRULE_functionDeclaration = 5
	JavaScriptParserRULE_classDeclaration    = 6
	JavaScriptParserRULE_importDeclaration   = 7
	JavaScriptParserRULE_importClause        = 8
	JavaScriptParserRULE_namespaceImport     = 9
	JavaScriptParserRULE_namedImports        = 10
	JavaScriptParserRULE_moduleSpecifier     = 11
	JavaScriptParserRULE_moduleExportName    = 12
	JavaScriptParserRULE_importAttributes    = 13
	JavaScriptParserRULE_exportDeclaration   = 14
	JavaScriptParserRULE_bindingElement      = 15
	JavaScriptParserRULE_bindingProperty     = 16
	JavaScriptParserRULE_parameters          = 17
	JavaScriptParserRULE_classTail           = 18
	JavaScriptParserRULE_classElement        = 19
	JavaScriptParserRULE_methodDefinition    = 20
	JavaScriptParserRULE_propertyName        = 21
	JavaScriptParserRULE_propertyDefinition  = 22
	JavaScriptParserRULE_singleExpression    = 23
	JavaScriptParserRULE_expression          = 24
	JavaScriptParserRULE_templateLiteral     = 25
	JavaScriptParserRULE_ident               = 26
	JavaScriptParserRULE_identifierName      = 27
)

// IProgramContext is an interface to support dynamic dispatch.
type IProgramContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsProgramContext differentiates from other interfaces.
	IsProgramContext()
}

type ProgramContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyProgramContext() *ProgramContext {
	var p = new(ProgramContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_program
	return p
}

func InitEmptyProgramContext(p *ProgramContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_program
}

func (*ProgramContext) IsProgramContext() {}

func NewProgramContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ProgramContext {
	var p = new(ProgramContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_program

	return p
}

func (s *ProgramContext) GetParser() antlr.Parser { return s.parser }

func (s *ProgramContext) EOF() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEOF, 0)
}

func (s *ProgramContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *ProgramContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *ProgramContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ProgramContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) Program() (localctx IProgramContext) {
	localctx = NewProgramContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, JavaScriptParserRULE_program)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(59)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132655746) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549439154129435135) != 0) {
		{
			p.SetState(56)
			p.Statement()
		}

		p.SetState(61)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(62)
		p.Match(JavaScriptParserEOF)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IStatementContext is an interface to support dynamic dispatch.
type IStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllBlock() []IBlockContext
	Block(i int) IBlockContext
	VariableDeclaration() IVariableDeclarationContext
	AllSemicolon() []antlr.TerminalNode
	Semicolon(i int) antlr.TerminalNode
	VirtualSemicolon() antlr.TerminalNode
	EOF() antlr.TerminalNode
	AllSingleExpression() []ISingleExpressionContext
	SingleExpression(i int) ISingleExpressionContext
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode
	If() antlr.TerminalNode
	OpenParen() antlr.TerminalNode
	AllExpression() []IExpressionContext
	Expression(i int) IExpressionContext
	CloseParen() antlr.TerminalNode
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext
	Else() antlr.TerminalNode
	Do() antlr.TerminalNode
	While() antlr.TerminalNode
	For() antlr.TerminalNode
	ForIn() antlr.TerminalNode
	Of() antlr.TerminalNode
	BindingElement() IBindingElementContext
	Await() antlr.TerminalNode
	Var() antlr.TerminalNode
	Let() antlr.TerminalNode
	Const() antlr.TerminalNode
	Continue() antlr.TerminalNode
	Break() antlr.TerminalNode
	Ident() IIdentContext
	Return() antlr.TerminalNode
	With() antlr.TerminalNode
	Switch() antlr.TerminalNode
	OpenBrace() antlr.TerminalNode
	CloseBrace() antlr.TerminalNode
	AllCaseClause() []ICaseClauseContext
	CaseClause(i int) ICaseClauseContext
	Throw() antlr.TerminalNode
	Try() antlr.TerminalNode
	Catch() antlr.TerminalNode
	Finally() antlr.TerminalNode
	Debugger() antlr.TerminalNode
	Colon() antlr.TerminalNode
	FunctionDeclaration() IFunctionDeclarationContext
	ClassDeclaration() IClassDeclarationContext
	ImportDeclaration() IImportDeclarationContext
	ExportDeclaration() IExportDeclarationContext

	// IsStatementContext differentiates from other interfaces.
	IsStatementContext()
}

type StatementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStatementContext() *StatementContext {
	var p = new(StatementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_statement
	return p
}

func InitEmptyStatementContext(p *StatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_statement
}

func (*StatementContext) IsStatementContext() {}

func NewStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StatementContext {
	var p = new(StatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_statement

	return p
}

func (s *StatementContext) GetParser() antlr.Parser { return s.parser }

func (s *StatementContext) AllBlock() []IBlockContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBlockContext); ok {
			len++
		}
	}

	tst := make([]IBlockContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBlockContext); ok {
			tst[i] = t.(IBlockContext)
			i++
		}
	}

	return tst
}

func (s *StatementContext) Block(i int) IBlockContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *StatementContext) VariableDeclaration() IVariableDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVariableDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVariableDeclarationContext)
}

func (s *StatementContext) AllSemicolon() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserSemicolon)
}

func (s *StatementContext) Semicolon(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSemicolon, i)
}

func (s *StatementContext) VirtualSemicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVirtualSemicolon, 0)
}

func (s *StatementContext) EOF() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEOF, 0)
}

func (s *StatementContext) AllSingleExpression() []ISingleExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			len++
		}
	}

	tst := make([]ISingleExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISingleExpressionContext); ok {
			tst[i] = t.(ISingleExpressionContext)
			i++
		}
	}

	return tst
}

func (s *StatementContext) SingleExpression(i int) ISingleExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *StatementContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *StatementContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *StatementContext) If() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIf, 0)
}

func (s *StatementContext) OpenParen() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenParen, 0)
}

func (s *StatementContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *StatementContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *StatementContext) CloseParen() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseParen, 0)
}

func (s *StatementContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *StatementContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *StatementContext) Else() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserElse, 0)
}

func (s *StatementContext) Do() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDo, 0)
}

func (s *StatementContext) While() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserWhile, 0)
}

func (s *StatementContext) For() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFor, 0)
}

func (s *StatementContext) ForIn() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserForIn, 0)
}

func (s *StatementContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *StatementContext) BindingElement() IBindingElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBindingElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBindingElementContext)
}

func (s *StatementContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *StatementContext) Var() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVar, 0)
}

func (s *StatementContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *StatementContext) Const() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserConst, 0)
}

func (s *StatementContext) Continue() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserContinue, 0)
}

func (s *StatementContext) Break() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBreak, 0)
}

func (s *StatementContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *StatementContext) Return() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserReturn, 0)
}

func (s *StatementContext) With() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserWith, 0)
}

func (s *StatementContext) Switch() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSwitch, 0)
}

func (s *StatementContext) OpenBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBrace, 0)
}

func (s *StatementContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *StatementContext) AllCaseClause() []ICaseClauseContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ICaseClauseContext); ok {
			len++
		}
	}

	tst := make([]ICaseClauseContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ICaseClauseContext); ok {
			tst[i] = t.(ICaseClauseContext)
			i++
		}
	}

	return tst
}

func (s *StatementContext) CaseClause(i int) ICaseClauseContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ICaseClauseContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ICaseClauseContext)
}

func (s *StatementContext) Throw() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserThrow, 0)
}

func (s *StatementContext) Try() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTry, 0)
}

func (s *StatementContext) Catch() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCatch, 0)
}

func (s *StatementContext) Finally() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFinally, 0)
}

func (s *StatementContext) Debugger() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDebugger, 0)
}

func (s *StatementContext) Colon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserColon, 0)
}

func (s *StatementContext) FunctionDeclaration() IFunctionDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFunctionDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFunctionDeclarationContext)
}

func (s *StatementContext) ClassDeclaration() IClassDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassDeclarationContext)
}

func (s *StatementContext) ImportDeclaration() IImportDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IImportDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IImportDeclarationContext)
}

func (s *StatementContext) ExportDeclaration() IExportDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExportDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExportDeclarationContext)
}

func (s *StatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) Statement() (localctx IStatementContext) {
	localctx = NewStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, JavaScriptParserRULE_statement)
	var _la int

	p.SetState(193)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 15, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(64)
			p.Block()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(65)
			p.VariableDeclaration()
		}
		{
			p.SetState(66)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(68)
			_la = p.GetTokenStream().LA(1)

			if !(_la == JavaScriptParserVirtualSemicolon || _la == JavaScriptParserSemicolon) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(69)
			p.singleExpression(0)
		}
		p.SetState(74)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserComma {
			{
				p.SetState(70)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(71)
				p.singleExpression(0)
			}

			p.SetState(76)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(77)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(79)
			p.Match(JavaScriptParserIf)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(80)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(81)
			p.Expression()
		}
		{
			p.SetState(82)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(83)
			p.Statement()
		}
		p.SetState(86)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 2, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(84)
				p.Match(JavaScriptParserElse)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(85)
				p.Statement()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 6:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(88)
			p.Match(JavaScriptParserDo)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(89)
			p.Statement()
		}
		{
			p.SetState(90)
			p.Match(JavaScriptParserWhile)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(91)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(92)
			p.Expression()
		}
		{
			p.SetState(93)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(95)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 3, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(94)
				_la = p.GetTokenStream().LA(1)

				if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 7:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(97)
			p.Match(JavaScriptParserWhile)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(98)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(99)
			p.Expression()
		}
		{
			p.SetState(100)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(101)
			p.Statement()
		}

	case 8:
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(103)
			p.Match(JavaScriptParserFor)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(104)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(107)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 4, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(105)
				p.VariableDeclaration()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		} else if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 4, p.GetParserRuleContext()) == 2 {
			{
				p.SetState(106)
				p.Expression()
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(109)
			p.Match(JavaScriptParserSemicolon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(111)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(110)
				p.Expression()
			}

		}
		{
			p.SetState(113)
			p.Match(JavaScriptParserSemicolon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(115)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(114)
				p.Expression()
			}

		}
		{
			p.SetState(117)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(118)
			p.Statement()
		}

	case 9:
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(119)
			p.Match(JavaScriptParserFor)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(121)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAwait {
			{
				p.SetState(120)
				p.Match(JavaScriptParserAwait)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(123)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(127)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 8, p.GetParserRuleContext()) {
		case 1:
			{
				p.SetState(124)
				_la = p.GetTokenStream().LA(1)

				if !((int64((_la-76)) & ^0x3f) == 0 && ((int64(1)<<(_la-76))&4328521729) != 0) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}
			{
				p.SetState(125)
				p.BindingElement()
			}

		case 2:
			{
				p.SetState(126)
				p.singleExpression(0)
			}

		case antlr.ATNInvalidAltNumber:
			goto errorExit
		}
		{
			p.SetState(129)
			_la = p.GetTokenStream().LA(1)

			if !(_la == JavaScriptParserOf || _la == JavaScriptParserForIn) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(130)
			p.Expression()
		}
		{
			p.SetState(131)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(132)
			p.Statement()
		}

	case 10:
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(134)
			_la = p.GetTokenStream().LA(1)

			if !(_la == JavaScriptParserBreak || _la == JavaScriptParserContinue) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(136)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0 {
			{
				p.SetState(135)
				p.Ident()
			}

		}
		{
			p.SetState(138)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 11:
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(139)
			p.Match(JavaScriptParserReturn)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(141)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(140)
				p.Expression()
			}

		}
		{
			p.SetState(143)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 12:
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(144)
			p.Match(JavaScriptParserWith)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(145)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(146)
			p.Expression()
		}
		{
			p.SetState(147)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(148)
			p.Statement()
		}

	case 13:
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(150)
			p.Match(JavaScriptParserSwitch)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(151)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(152)
			p.Expression()
		}
		{
			p.SetState(153)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(154)
			p.Match(JavaScriptParserOpenBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(158)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserCase || _la == JavaScriptParserDefault {
			{
				p.SetState(155)
				p.CaseClause()
			}

			p.SetState(160)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(161)
			p.Match(JavaScriptParserCloseBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 14:
		p.EnterOuterAlt(localctx, 14)
		{
			p.SetState(163)
			p.Match(JavaScriptParserThrow)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(164)
			p.Expression()
		}
		{
			p.SetState(165)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 15:
		p.EnterOuterAlt(localctx, 15)
		{
			p.SetState(167)
			p.Match(JavaScriptParserTry)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(168)
			p.Block()
		}
		p.SetState(177)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserCatch {
			{
				p.SetState(169)
				p.Match(JavaScriptParserCatch)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(174)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserOpenParen {
				{
					p.SetState(170)
					p.Match(JavaScriptParserOpenParen)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(171)
					p.BindingElement()
				}
				{
					p.SetState(172)
					p.Match(JavaScriptParserCloseParen)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(176)
				p.Block()
			}

		}
		p.SetState(181)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserFinally {
			{
				p.SetState(179)
				p.Match(JavaScriptParserFinally)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(180)
				p.Block()
			}

		}

	case 16:
		p.EnterOuterAlt(localctx, 16)
		{
			p.SetState(183)
			p.Match(JavaScriptParserDebugger)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(184)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 17:
		p.EnterOuterAlt(localctx, 17)
		{
			p.SetState(185)
			p.Ident()
		}
		{
			p.SetState(186)
			p.Match(JavaScriptParserColon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(187)
			p.Statement()
		}

	case 18:
		p.EnterOuterAlt(localctx, 18)
		{
			p.SetState(189)
			p.FunctionDeclaration()
		}

	case 19:
		p.EnterOuterAlt(localctx, 19)
		{
			p.SetState(190)
			p.ClassDeclaration()
		}

	case 20:
		p.EnterOuterAlt(localctx, 20)
		{
			p.SetState(191)
			p.ImportDeclaration()
		}

	case 21:
		p.EnterOuterAlt(localctx, 21)
		{
			p.SetState(192)
			p.ExportDeclaration()
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBlockContext is an interface to support dynamic dispatch.
type IBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	OpenBrace() antlr.TerminalNode
	CloseBrace() antlr.TerminalNode
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsBlockContext differentiates from other interfaces.
	IsBlockContext()
}

type BlockContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBlockContext() *BlockContext {
	var p = new(BlockContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_block
	return p
}

func InitEmptyBlockContext(p *BlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_block
}

func (*BlockContext) IsBlockContext() {}

func NewBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockContext {
	var p = new(BlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_block

	return p
}

func (s *BlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockContext) OpenBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBrace, 0)
}

func (s *BlockContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *BlockContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *BlockContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *BlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) Block() (localctx IBlockContext) {
	localctx = NewBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, JavaScriptParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(195)
		p.Match(JavaScriptParserOpenBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(199)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132655746) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549439154129435135) != 0) {
		{
			p.SetState(196)
			p.Statement()
		}

		p.SetState(201)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(202)
		p.Match(JavaScriptParserCloseBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IVariableDeclarationContext is an interface to support dynamic dispatch.
type IVariableDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllBindingElement() []IBindingElementContext
	BindingElement(i int) IBindingElementContext
	Var() antlr.TerminalNode
	Let() antlr.TerminalNode
	Const() antlr.TerminalNode
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode

	// IsVariableDeclarationContext differentiates from other interfaces.
	IsVariableDeclarationContext()
}

type VariableDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyVariableDeclarationContext() *VariableDeclarationContext {
	var p = new(VariableDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_variableDeclaration
	return p
}

func InitEmptyVariableDeclarationContext(p *VariableDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_variableDeclaration
}

func (*VariableDeclarationContext) IsVariableDeclarationContext() {}

func NewVariableDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *VariableDeclarationContext {
	var p = new(VariableDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_variableDeclaration

	return p
}

func (s *VariableDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *VariableDeclarationContext) AllBindingElement() []IBindingElementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBindingElementContext); ok {
			len++
		}
	}

	tst := make([]IBindingElementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBindingElementContext); ok {
			tst[i] = t.(IBindingElementContext)
			i++
		}
	}

	return tst
}

func (s *VariableDeclarationContext) BindingElement(i int) IBindingElementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBindingElementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBindingElementContext)
}

func (s *VariableDeclarationContext) Var() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVar, 0)
}

func (s *VariableDeclarationContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *VariableDeclarationContext) Const() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserConst, 0)
}

func (s *VariableDeclarationContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *VariableDeclarationContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *VariableDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VariableDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) VariableDeclaration() (localctx IVariableDeclarationContext) {
	localctx = NewVariableDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, JavaScriptParserRULE_variableDeclaration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(204)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-76)) & ^0x3f) == 0 && ((int64(1)<<(_la-76))&4328521729) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	{
		p.SetState(205)
		p.BindingElement()
	}
	p.SetState(210)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == JavaScriptParserComma {
		{
			p.SetState(206)
			p.Match(JavaScriptParserComma)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(207)
			p.BindingElement()
		}

		p.SetState(212)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ICaseClauseContext is an interface to support dynamic dispatch.
type ICaseClauseContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Colon() antlr.TerminalNode
	Case() antlr.TerminalNode
	Expression() IExpressionContext
	Default() antlr.TerminalNode
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsCaseClauseContext differentiates from other interfaces.
	IsCaseClauseContext()
}

type CaseClauseContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyCaseClauseContext() *CaseClauseContext {
	var p = new(CaseClauseContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_caseClause
	return p
}

func InitEmptyCaseClauseContext(p *CaseClauseContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_caseClause
}

func (*CaseClauseContext) IsCaseClauseContext() {}

func NewCaseClauseContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *CaseClauseContext {
	var p = new(CaseClauseContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_caseClause

	return p
}

func (s *CaseClauseContext) GetParser() antlr.Parser { return s.parser }

func (s *CaseClauseContext) Colon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserColon, 0)
}

func (s *CaseClauseContext) Case() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCase, 0)
}

func (s *CaseClauseContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *CaseClauseContext) Default() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDefault, 0)
}

func (s *CaseClauseContext) AllStatement() []IStatementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IStatementContext); ok {
			len++
		}
	}

	tst := make([]IStatementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IStatementContext); ok {
			tst[i] = t.(IStatementContext)
			i++
		}
	}

	return tst
}

func (s *CaseClauseContext) Statement(i int) IStatementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStatementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStatementContext)
}

func (s *CaseClauseContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *CaseClauseContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) CaseClause() (localctx ICaseClauseContext) {
	localctx = NewCaseClauseContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, JavaScriptParserRULE_caseClause)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(216)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserCase:
		{
			p.SetState(213)
			p.Match(JavaScriptParserCase)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(214)
			p.Expression()
		}

	case JavaScriptParserDefault:
		{
			p.SetState(215)
			p.Match(JavaScriptParserDefault)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}
	{
		p.SetState(218)
		p.Match(JavaScriptParserColon)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(222)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132655746) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549439154129435135) != 0) {
		{
			p.SetState(219)
			p.Statement()
		}

		p.SetState(224)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IFunctionDeclarationContext is an interface to support dynamic dispatch.
type IFunctionDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Function() antlr.TerminalNode
	Ident() IIdentContext
	Parameters() IParametersContext
	Block() IBlockContext
	Async() antlr.TerminalNode
	Multiply() antlr.TerminalNode

	// IsFunctionDeclarationContext differentiates from other interfaces.
	IsFunctionDeclarationContext()
}

type FunctionDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFunctionDeclarationContext() *FunctionDeclarationContext {
	var p = new(FunctionDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_functionDeclaration
	return p
}

func InitEmptyFunctionDeclarationContext(p *FunctionDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_functionDeclaration
}

func (*FunctionDeclarationContext) IsFunctionDeclarationContext() {}

func NewFunctionDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FunctionDeclarationContext {
	var p = new(FunctionDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_functionDeclaration

	return p
}

func (s *FunctionDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *FunctionDeclarationContext) Function() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFunction, 0)
}

func (s *FunctionDeclarationContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *FunctionDeclarationContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *FunctionDeclarationContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *FunctionDeclarationContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *FunctionDeclarationContext) Multiply() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMultiply, 0)
}

func (s *FunctionDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FunctionDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) FunctionDeclaration() (localctx IFunctionDeclarationContext) {
	localctx = NewFunctionDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, JavaScriptParserRULE_functionDeclaration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(226)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserAsync {
		{
			p.SetState(225)
			p.Match(JavaScriptParserAsync)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(228)
		p.Match(JavaScriptParserFunction)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(230)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserMultiply {
		{
			p.SetState(229)
			p.Match(JavaScriptParserMultiply)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(232)
		p.Ident()
	}
	{
		p.SetState(233)
		p.Parameters()
	}
	{
		p.SetState(234)
		p.Block()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IClassDeclarationContext is an interface to support dynamic dispatch.
type IClassDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Class() antlr.TerminalNode
	Ident() IIdentContext
	ClassTail() IClassTailContext

	// IsClassDeclarationContext differentiates from other interfaces.
	IsClassDeclarationContext()
}

type ClassDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyClassDeclarationContext() *ClassDeclarationContext {
	var p = new(ClassDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_classDeclaration
	return p
}

func InitEmptyClassDeclarationContext(p *ClassDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_classDeclaration
}

func (*ClassDeclarationContext) IsClassDeclarationContext() {}

func NewClassDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ClassDeclarationContext {
	var p = new(ClassDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_classDeclaration

	return p
}

func (s *ClassDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *ClassDeclarationContext) Class() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserClass, 0)
}

func (s *ClassDeclarationContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *ClassDeclarationContext) ClassTail() IClassTailContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassTailContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassTailContext)
}

func (s *ClassDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClassDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ClassDeclaration() (localctx IClassDeclarationContext) {
	localctx = NewClassDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, JavaScriptParserRULE_classDeclaration)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(236)
		p.Match(JavaScriptParserClass)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(237)
		p.Ident()
	}
	{
		p.SetState(238)
		p.ClassTail()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IImportDeclarationContext is an interface to support dynamic dispatch.
type IImportDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Import() antlr.TerminalNode
	StringLiteral() antlr.TerminalNode
	Semicolon() antlr.TerminalNode
	VirtualSemicolon() antlr.TerminalNode
	EOF() antlr.TerminalNode
	ImportClause() IImportClauseContext
	From() antlr.TerminalNode
	ImportAttributes() IImportAttributesContext

	// IsImportDeclarationContext differentiates from other interfaces.
	IsImportDeclarationContext()
}

type ImportDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyImportDeclarationContext() *ImportDeclarationContext {
	var p = new(ImportDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_importDeclaration
	return p
}

func InitEmptyImportDeclarationContext(p *ImportDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_importDeclaration
}

func (*ImportDeclarationContext) IsImportDeclarationContext() {}

func NewImportDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ImportDeclarationContext {
	var p = new(ImportDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_importDeclaration

	return p
}

func (s *ImportDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *ImportDeclarationContext) Import() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserImport, 0)
}

func (s *ImportDeclarationContext) StringLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStringLiteral, 0)
}

func (s *ImportDeclarationContext) Semicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSemicolon, 0)
}

func (s *ImportDeclarationContext) VirtualSemicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVirtualSemicolon, 0)
}

func (s *ImportDeclarationContext) EOF() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEOF, 0)
}

func (s *ImportDeclarationContext) ImportClause() IImportClauseContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IImportClauseContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IImportClauseContext)
}

func (s *ImportDeclarationContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *ImportDeclarationContext) ImportAttributes() IImportAttributesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IImportAttributesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IImportAttributesContext)
}

func (s *ImportDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ImportDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ImportDeclaration() (localctx IImportDeclarationContext) {
	localctx = NewImportDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, JavaScriptParserRULE_importDeclaration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(240)
		p.Match(JavaScriptParserImport)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(244)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserOpenBrace || _la == JavaScriptParserMultiply || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34815) != 0) {
		{
			p.SetState(241)
			p.ImportClause()
		}
		{
			p.SetState(242)
			p.Match(JavaScriptParserFrom)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(246)
		p.Match(JavaScriptParserStringLiteral)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(248)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserWith {
		{
			p.SetState(247)
			p.ImportAttributes()
		}

	}
	{
		p.SetState(250)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IImportClauseContext is an interface to support dynamic dispatch.
type IImportClauseContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Ident() IIdentContext
	Comma() antlr.TerminalNode
	NamespaceImport() INamespaceImportContext
	NamedImports() INamedImportsContext

	// IsImportClauseContext differentiates from other interfaces.
	IsImportClauseContext()
}

type ImportClauseContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyImportClauseContext() *ImportClauseContext {
	var p = new(ImportClauseContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_importClause
	return p
}

func InitEmptyImportClauseContext(p *ImportClauseContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_importClause
}

func (*ImportClauseContext) IsImportClauseContext() {}

func NewImportClauseContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ImportClauseContext {
	var p = new(ImportClauseContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_importClause

	return p
}

func (s *ImportClauseContext) GetParser() antlr.Parser { return s.parser }

func (s *ImportClauseContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *ImportClauseContext) Comma() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, 0)
}

func (s *ImportClauseContext) NamespaceImport() INamespaceImportContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INamespaceImportContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INamespaceImportContext)
}

func (s *ImportClauseContext) NamedImports() INamedImportsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INamedImportsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INamedImportsContext)
}

func (s *ImportClauseContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ImportClauseContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ImportClause() (localctx IImportClauseContext) {
	localctx = NewImportClauseContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, JavaScriptParserRULE_importClause)
	var _la int

	p.SetState(262)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserAsync, JavaScriptParserAwait, JavaScriptParserYield, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(252)
			p.Ident()
		}
		p.SetState(258)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(253)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(256)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetTokenStream().LA(1) {
			case JavaScriptParserMultiply:
				{
					p.SetState(254)
					p.NamespaceImport()
				}

			case JavaScriptParserOpenBrace, JavaScriptParserObjectBrace:
				{
					p.SetState(255)
					p.NamedImports()
				}

			default:
				p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
				goto errorExit
			}

		}

	case JavaScriptParserMultiply:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(260)
			p.NamespaceImport()
		}

	case JavaScriptParserOpenBrace, JavaScriptParserObjectBrace:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(261)
			p.NamedImports()
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// INamespaceImportContext is an interface to support dynamic dispatch.
type INamespaceImportContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Multiply() antlr.TerminalNode
	As() antlr.TerminalNode
	Ident() IIdentContext

	// IsNamespaceImportContext differentiates from other interfaces.
	IsNamespaceImportContext()
}

type NamespaceImportContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyNamespaceImportContext() *NamespaceImportContext {
	var p = new(NamespaceImportContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_namespaceImport
	return p
}

func InitEmptyNamespaceImportContext(p *NamespaceImportContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_namespaceImport
}

func (*NamespaceImportContext) IsNamespaceImportContext() {}

func NewNamespaceImportContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *NamespaceImportContext {
	var p = new(NamespaceImportContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_namespaceImport

	return p
}

func (s *NamespaceImportContext) GetParser() antlr.Parser { return s.parser }

func (s *NamespaceImportContext) Multiply() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMultiply, 0)
}

func (s *NamespaceImportContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *NamespaceImportContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *NamespaceImportContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NamespaceImportContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) NamespaceImport() (localctx INamespaceImportContext) {
	localctx = NewNamespaceImportContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, JavaScriptParserRULE_namespaceImport)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(264)
		p.Match(JavaScriptParserMultiply)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(265)
		p.Match(JavaScriptParserAs)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(266)
		p.Ident()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// INamedImportsContext is an interface to support dynamic dispatch.
type INamedImportsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	CloseBrace() antlr.TerminalNode
	ObjectBrace() antlr.TerminalNode
	OpenBrace() antlr.TerminalNode
	AllModuleSpecifier() []IModuleSpecifierContext
	ModuleSpecifier(i int) IModuleSpecifierContext
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode

	// IsNamedImportsContext differentiates from other interfaces.
	IsNamedImportsContext()
}

type NamedImportsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyNamedImportsContext() *NamedImportsContext {
	var p = new(NamedImportsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_namedImports
	return p
}

func InitEmptyNamedImportsContext(p *NamedImportsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_namedImports
}

func (*NamedImportsContext) IsNamedImportsContext() {}

func NewNamedImportsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *NamedImportsContext {
	var p = new(NamedImportsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_namedImports

	return p
}

func (s *NamedImportsContext) GetParser() antlr.Parser { return s.parser }

func (s *NamedImportsContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *NamedImportsContext) ObjectBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserObjectBrace, 0)
}

func (s *NamedImportsContext) OpenBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBrace, 0)
}

func (s *NamedImportsContext) AllModuleSpecifier() []IModuleSpecifierContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IModuleSpecifierContext); ok {
			len++
		}
	}

	tst := make([]IModuleSpecifierContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IModuleSpecifierContext); ok {
			tst[i] = t.(IModuleSpecifierContext)
			i++
		}
	}

	return tst
}

func (s *NamedImportsContext) ModuleSpecifier(i int) IModuleSpecifierContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModuleSpecifierContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModuleSpecifierContext)
}

func (s *NamedImportsContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *NamedImportsContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *NamedImportsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NamedImportsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) NamedImports() (localctx INamedImportsContext) {
	localctx = NewNamedImportsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, JavaScriptParserRULE_namedImports)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(268)
		_la = p.GetTokenStream().LA(1)

		if !(_la == JavaScriptParserOpenBrace || _la == JavaScriptParserObjectBrace) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(280)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&1013309916158361383) != 0 {
		{
			p.SetState(269)
			p.ModuleSpecifier()
		}
		p.SetState(274)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 27, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(270)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(271)
					p.ModuleSpecifier()
				}

			}
			p.SetState(276)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 27, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(278)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(277)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(282)
		p.Match(JavaScriptParserCloseBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IModuleSpecifierContext is an interface to support dynamic dispatch.
type IModuleSpecifierContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllModuleExportName() []IModuleExportNameContext
	ModuleExportName(i int) IModuleExportNameContext
	As() antlr.TerminalNode

	// IsModuleSpecifierContext differentiates from other interfaces.
	IsModuleSpecifierContext()
}

type ModuleSpecifierContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyModuleSpecifierContext() *ModuleSpecifierContext {
	var p = new(ModuleSpecifierContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_moduleSpecifier
	return p
}

func InitEmptyModuleSpecifierContext(p *ModuleSpecifierContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_moduleSpecifier
}

func (*ModuleSpecifierContext) IsModuleSpecifierContext() {}

func NewModuleSpecifierContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ModuleSpecifierContext {
	var p = new(ModuleSpecifierContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_moduleSpecifier

	return p
}

func (s *ModuleSpecifierContext) GetParser() antlr.Parser { return s.parser }

func (s *ModuleSpecifierContext) AllModuleExportName() []IModuleExportNameContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IModuleExportNameContext); ok {
			len++
		}
	}

	tst := make([]IModuleExportNameContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IModuleExportNameContext); ok {
			tst[i] = t.(IModuleExportNameContext)
			i++
		}
	}

	return tst
}

func (s *ModuleSpecifierContext) ModuleExportName(i int) IModuleExportNameContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModuleExportNameContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModuleExportNameContext)
}

func (s *ModuleSpecifierContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *ModuleSpecifierContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ModuleSpecifierContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ModuleSpecifier() (localctx IModuleSpecifierContext) {
	localctx = NewModuleSpecifierContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, JavaScriptParserRULE_moduleSpecifier)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(284)
		p.ModuleExportName()
	}
	p.SetState(287)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserAs {
		{
			p.SetState(285)
			p.Match(JavaScriptParserAs)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(286)
			p.ModuleExportName()
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IModuleExportNameContext is an interface to support dynamic dispatch.
type IModuleExportNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IdentifierName() IIdentifierNameContext
	StringLiteral() antlr.TerminalNode

	// IsModuleExportNameContext differentiates from other interfaces.
	IsModuleExportNameContext()
}

type ModuleExportNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyModuleExportNameContext() *ModuleExportNameContext {
	var p = new(ModuleExportNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_moduleExportName
	return p
}

func InitEmptyModuleExportNameContext(p *ModuleExportNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_moduleExportName
}

func (*ModuleExportNameContext) IsModuleExportNameContext() {}

func NewModuleExportNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ModuleExportNameContext {
	var p = new(ModuleExportNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_moduleExportName

	return p
}

func (s *ModuleExportNameContext) GetParser() antlr.Parser { return s.parser }

func (s *ModuleExportNameContext) IdentifierName() IIdentifierNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentifierNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentifierNameContext)
}

func (s *ModuleExportNameContext) StringLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStringLiteral, 0)
}

func (s *ModuleExportNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ModuleExportNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ModuleExportName() (localctx IModuleExportNameContext) {
	localctx = NewModuleExportNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, JavaScriptParserRULE_moduleExportName)
	p.SetState(291)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserNullLiteral, JavaScriptParserTrue, JavaScriptParserFalse, JavaScriptParserBreak, JavaScriptParserCase, JavaScriptParserCatch, JavaScriptParserClass, JavaScriptParserConst, JavaScriptParserContinue, JavaScriptParserDebugger, JavaScriptParserDefault, JavaScriptParserDelete, JavaScriptParserDo, JavaScriptParserElse, JavaScriptParserEnum, JavaScriptParserExport, JavaScriptParserExtends, JavaScriptParserFinally, JavaScriptParserFor, JavaScriptParserFunction, JavaScriptParserIf, JavaScriptParserImport, JavaScriptParserIn, JavaScriptParserInstanceof, JavaScriptParserNew, JavaScriptParserReturn, JavaScriptParserSuper, JavaScriptParserSwitch, JavaScriptParserThis, JavaScriptParserThrow, JavaScriptParserTry, JavaScriptParserTypeof, JavaScriptParserVar, JavaScriptParserVoid, JavaScriptParserWhile, JavaScriptParserWith, JavaScriptParserAsync, JavaScriptParserAwait, JavaScriptParserYield, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier, JavaScriptParserFunctionExpression, JavaScriptParserClassExpression, JavaScriptParserForIn:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(289)
			p.IdentifierName()
		}

	case JavaScriptParserStringLiteral:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(290)
			p.Match(JavaScriptParserStringLiteral)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IImportAttributesContext is an interface to support dynamic dispatch.
type IImportAttributesContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	With() antlr.TerminalNode
	ObjectBrace() antlr.TerminalNode
	CloseBrace() antlr.TerminalNode
	AllPropertyDefinition() []IPropertyDefinitionContext
	PropertyDefinition(i int) IPropertyDefinitionContext
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode

	// IsImportAttributesContext differentiates from other interfaces.
	IsImportAttributesContext()
}

type ImportAttributesContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyImportAttributesContext() *ImportAttributesContext {
	var p = new(ImportAttributesContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_importAttributes
	return p
}

func InitEmptyImportAttributesContext(p *ImportAttributesContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_importAttributes
}

func (*ImportAttributesContext) IsImportAttributesContext() {}

func NewImportAttributesContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ImportAttributesContext {
	var p = new(ImportAttributesContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_importAttributes

	return p
}

func (s *ImportAttributesContext) GetParser() antlr.Parser { return s.parser }

func (s *ImportAttributesContext) With() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserWith, 0)
}

func (s *ImportAttributesContext) ObjectBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserObjectBrace, 0)
}

func (s *ImportAttributesContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *ImportAttributesContext) AllPropertyDefinition() []IPropertyDefinitionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPropertyDefinitionContext); ok {
			len++
		}
	}

	tst := make([]IPropertyDefinitionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPropertyDefinitionContext); ok {
			tst[i] = t.(IPropertyDefinitionContext)
			i++
		}
	}

	return tst
}

func (s *ImportAttributesContext) PropertyDefinition(i int) IPropertyDefinitionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPropertyDefinitionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPropertyDefinitionContext)
}

func (s *ImportAttributesContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *ImportAttributesContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *ImportAttributesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ImportAttributesContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ImportAttributes() (localctx IImportAttributesContext) {
	localctx = NewImportAttributesContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, JavaScriptParserRULE_importAttributes)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(293)
		p.Match(JavaScriptParserWith)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(294)
		p.Match(JavaScriptParserObjectBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(306)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134742144) != 0) || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&1125625028935687) != 0) {
		{
			p.SetState(295)
			p.PropertyDefinition()
		}
		p.SetState(300)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 32, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(296)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(297)
					p.PropertyDefinition()
				}

			}
			p.SetState(302)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 32, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(304)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(303)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(308)
		p.Match(JavaScriptParserCloseBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IExportDeclarationContext is an interface to support dynamic dispatch.
type IExportDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Export() antlr.TerminalNode
	Default() antlr.TerminalNode
	FunctionDeclaration() IFunctionDeclarationContext
	ClassDeclaration() IClassDeclarationContext
	Function() antlr.TerminalNode
	Parameters() IParametersContext
	Block() IBlockContext
	Class() antlr.TerminalNode
	ClassTail() IClassTailContext
	SingleExpression() ISingleExpressionContext
	Semicolon() antlr.TerminalNode
	VirtualSemicolon() antlr.TerminalNode
	EOF() antlr.TerminalNode
	Async() antlr.TerminalNode
	Multiply() antlr.TerminalNode
	From() antlr.TerminalNode
	StringLiteral() antlr.TerminalNode
	As() antlr.TerminalNode
	ModuleExportName() IModuleExportNameContext
	ImportAttributes() IImportAttributesContext
	NamedImports() INamedImportsContext
	VariableDeclaration() IVariableDeclarationContext

	// IsExportDeclarationContext differentiates from other interfaces.
	IsExportDeclarationContext()
}

type ExportDeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExportDeclarationContext() *ExportDeclarationContext {
	var p = new(ExportDeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_exportDeclaration
	return p
}

func InitEmptyExportDeclarationContext(p *ExportDeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_exportDeclaration
}

func (*ExportDeclarationContext) IsExportDeclarationContext() {}

func NewExportDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExportDeclarationContext {
	var p = new(ExportDeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_exportDeclaration

	return p
}

func (s *ExportDeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *ExportDeclarationContext) Export() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserExport, 0)
}

func (s *ExportDeclarationContext) Default() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDefault, 0)
}

func (s *ExportDeclarationContext) FunctionDeclaration() IFunctionDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFunctionDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFunctionDeclarationContext)
}

func (s *ExportDeclarationContext) ClassDeclaration() IClassDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassDeclarationContext)
}

func (s *ExportDeclarationContext) Function() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFunction, 0)
}

func (s *ExportDeclarationContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *ExportDeclarationContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *ExportDeclarationContext) Class() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserClass, 0)
}

func (s *ExportDeclarationContext) ClassTail() IClassTailContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassTailContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassTailContext)
}

func (s *ExportDeclarationContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *ExportDeclarationContext) Semicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSemicolon, 0)
}

func (s *ExportDeclarationContext) VirtualSemicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVirtualSemicolon, 0)
}

func (s *ExportDeclarationContext) EOF() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEOF, 0)
}

func (s *ExportDeclarationContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *ExportDeclarationContext) Multiply() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMultiply, 0)
}

func (s *ExportDeclarationContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *ExportDeclarationContext) StringLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStringLiteral, 0)
}

func (s *ExportDeclarationContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *ExportDeclarationContext) ModuleExportName() IModuleExportNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IModuleExportNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IModuleExportNameContext)
}

func (s *ExportDeclarationContext) ImportAttributes() IImportAttributesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IImportAttributesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IImportAttributesContext)
}

func (s *ExportDeclarationContext) NamedImports() INamedImportsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INamedImportsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(INamedImportsContext)
}

func (s *ExportDeclarationContext) VariableDeclaration() IVariableDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVariableDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVariableDeclarationContext)
}

func (s *ExportDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExportDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ExportDeclaration() (localctx IExportDeclarationContext) {
	localctx = NewExportDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, JavaScriptParserRULE_exportDeclaration)
	var _la int

	p.SetState(363)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 43, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(310)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(311)
			p.Match(JavaScriptParserDefault)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(329)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 37, p.GetParserRuleContext()) {
		case 1:
			{
				p.SetState(312)
				p.FunctionDeclaration()
			}

		case 2:
			{
				p.SetState(313)
				p.ClassDeclaration()
			}

		case 3:
			p.SetState(315)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserAsync {
				{
					p.SetState(314)
					p.Match(JavaScriptParserAsync)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(317)
				p.Match(JavaScriptParserFunction)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(319)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserMultiply {
				{
					p.SetState(318)
					p.Match(JavaScriptParserMultiply)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(321)
				p.Parameters()
			}
			{
				p.SetState(322)
				p.Block()
			}

		case 4:
			{
				p.SetState(324)
				p.Match(JavaScriptParserClass)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(325)
				p.ClassTail()
			}

		case 5:
			{
				p.SetState(326)
				p.singleExpression(0)
			}
			{
				p.SetState(327)
				_la = p.GetTokenStream().LA(1)

				if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
					p.GetErrorHandler().RecoverInline(p)
				} else {
					p.GetErrorHandler().ReportMatch(p)
					p.Consume()
				}
			}

		case antlr.ATNInvalidAltNumber:
			goto errorExit
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(331)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(332)
			p.Match(JavaScriptParserMultiply)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(335)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAs {
			{
				p.SetState(333)
				p.Match(JavaScriptParserAs)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(334)
				p.ModuleExportName()
			}

		}
		{
			p.SetState(337)
			p.Match(JavaScriptParserFrom)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(338)
			p.Match(JavaScriptParserStringLiteral)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(340)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserWith {
			{
				p.SetState(339)
				p.ImportAttributes()
			}

		}
		{
			p.SetState(342)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(343)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(344)
			p.NamedImports()
		}
		p.SetState(350)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserFrom {
			{
				p.SetState(345)
				p.Match(JavaScriptParserFrom)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(346)
				p.Match(JavaScriptParserStringLiteral)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(348)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserWith {
				{
					p.SetState(347)
					p.ImportAttributes()
				}

			}

		}
		{
			p.SetState(352)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(354)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(355)
			p.VariableDeclaration()
		}
		{
			p.SetState(356)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 5:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(358)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(361)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case JavaScriptParserFunction, JavaScriptParserAsync:
			{
				p.SetState(359)
				p.FunctionDeclaration()
			}

		case JavaScriptParserClass:
			{
				p.SetState(360)
				p.ClassDeclaration()
			}

		default:
			p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
			goto errorExit
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBindingElementContext is an interface to support dynamic dispatch.
type IBindingElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ObjectBrace() antlr.TerminalNode
	CloseBrace() antlr.TerminalNode
	OpenBracket() antlr.TerminalNode
	CloseBracket() antlr.TerminalNode
	Ellipsis() antlr.TerminalNode
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Await() antlr.TerminalNode
	Yield() antlr.TerminalNode
	Let() antlr.TerminalNode
	Static() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Of() antlr.TerminalNode
	As() antlr.TerminalNode
	From() antlr.TerminalNode
	Assign() antlr.TerminalNode
	SingleExpression() ISingleExpressionContext
	AllBindingProperty() []IBindingPropertyContext
	BindingProperty(i int) IBindingPropertyContext
	AllBindingElement() []IBindingElementContext
	BindingElement(i int) IBindingElementContext
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode

	// IsBindingElementContext differentiates from other interfaces.
	IsBindingElementContext()
}

type BindingElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBindingElementContext() *BindingElementContext {
	var p = new(BindingElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_bindingElement
	return p
}

func InitEmptyBindingElementContext(p *BindingElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_bindingElement
}

func (*BindingElementContext) IsBindingElementContext() {}

func NewBindingElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BindingElementContext {
	var p = new(BindingElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_bindingElement

	return p
}

func (s *BindingElementContext) GetParser() antlr.Parser { return s.parser }

func (s *BindingElementContext) ObjectBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserObjectBrace, 0)
}

func (s *BindingElementContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *BindingElementContext) OpenBracket() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBracket, 0)
}

func (s *BindingElementContext) CloseBracket() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBracket, 0)
}

func (s *BindingElementContext) Ellipsis() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEllipsis, 0)
}

func (s *BindingElementContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *BindingElementContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *BindingElementContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *BindingElementContext) Yield() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserYield, 0)
}

func (s *BindingElementContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *BindingElementContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *BindingElementContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *BindingElementContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *BindingElementContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *BindingElementContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *BindingElementContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *BindingElementContext) Assign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAssign, 0)
}

func (s *BindingElementContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *BindingElementContext) AllBindingProperty() []IBindingPropertyContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBindingPropertyContext); ok {
			len++
		}
	}

	tst := make([]IBindingPropertyContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBindingPropertyContext); ok {
			tst[i] = t.(IBindingPropertyContext)
			i++
		}
	}

	return tst
}

func (s *BindingElementContext) BindingProperty(i int) IBindingPropertyContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBindingPropertyContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBindingPropertyContext)
}

func (s *BindingElementContext) AllBindingElement() []IBindingElementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBindingElementContext); ok {
			len++
		}
	}

	tst := make([]IBindingElementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBindingElementContext); ok {
			tst[i] = t.(IBindingElementContext)
			i++
		}
	}

	return tst
}

func (s *BindingElementContext) BindingElement(i int) IBindingElementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBindingElementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBindingElementContext)
}

func (s *BindingElementContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *BindingElementContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *BindingElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BindingElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) BindingElement() (localctx IBindingElementContext) {
	localctx = NewBindingElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, JavaScriptParserRULE_bindingElement)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(366)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserEllipsis {
		{
			p.SetState(365)
			p.Match(JavaScriptParserEllipsis)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(398)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserAsync, JavaScriptParserAwait, JavaScriptParserYield, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier:
		{
			p.SetState(368)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case JavaScriptParserObjectBrace:
		{
			p.SetState(369)
			p.Match(JavaScriptParserObjectBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(381)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&1125625028935687) != 0) {
			{
				p.SetState(370)
				p.BindingProperty()
			}
			p.SetState(375)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 45, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					{
						p.SetState(371)
						p.Match(JavaScriptParserComma)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(372)
						p.BindingProperty()
					}

				}
				p.SetState(377)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 45, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(379)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserComma {
				{
					p.SetState(378)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(383)
			p.Match(JavaScriptParserCloseBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case JavaScriptParserOpenBracket:
		{
			p.SetState(384)
			p.Match(JavaScriptParserOpenBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(386)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34815) != 0) {
			{
				p.SetState(385)
				p.BindingElement()
			}

		}
		p.SetState(394)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserComma {
			{
				p.SetState(388)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(390)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34815) != 0) {
				{
					p.SetState(389)
					p.BindingElement()
				}

			}

			p.SetState(396)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(397)
			p.Match(JavaScriptParserCloseBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}
	p.SetState(402)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserAssign {
		{
			p.SetState(400)
			p.Match(JavaScriptParserAssign)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(401)
			p.singleExpression(0)
		}

	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IBindingPropertyContext is an interface to support dynamic dispatch.
type IBindingPropertyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PropertyName() IPropertyNameContext
	Colon() antlr.TerminalNode
	BindingElement() IBindingElementContext
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Await() antlr.TerminalNode
	Yield() antlr.TerminalNode
	Let() antlr.TerminalNode
	Static() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Of() antlr.TerminalNode
	As() antlr.TerminalNode
	From() antlr.TerminalNode
	Ellipsis() antlr.TerminalNode
	Assign() antlr.TerminalNode
	SingleExpression() ISingleExpressionContext

	// IsBindingPropertyContext differentiates from other interfaces.
	IsBindingPropertyContext()
}

type BindingPropertyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBindingPropertyContext() *BindingPropertyContext {
	var p = new(BindingPropertyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_bindingProperty
	return p
}

func InitEmptyBindingPropertyContext(p *BindingPropertyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_bindingProperty
}

func (*BindingPropertyContext) IsBindingPropertyContext() {}

func NewBindingPropertyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BindingPropertyContext {
	var p = new(BindingPropertyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_bindingProperty

	return p
}

func (s *BindingPropertyContext) GetParser() antlr.Parser { return s.parser }

func (s *BindingPropertyContext) PropertyName() IPropertyNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPropertyNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPropertyNameContext)
}

func (s *BindingPropertyContext) Colon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserColon, 0)
}

func (s *BindingPropertyContext) BindingElement() IBindingElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBindingElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBindingElementContext)
}

func (s *BindingPropertyContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *BindingPropertyContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *BindingPropertyContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *BindingPropertyContext) Yield() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserYield, 0)
}

func (s *BindingPropertyContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *BindingPropertyContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *BindingPropertyContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *BindingPropertyContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *BindingPropertyContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *BindingPropertyContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *BindingPropertyContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *BindingPropertyContext) Ellipsis() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEllipsis, 0)
}

func (s *BindingPropertyContext) Assign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAssign, 0)
}

func (s *BindingPropertyContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *BindingPropertyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BindingPropertyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) BindingProperty() (localctx IBindingPropertyContext) {
	localctx = NewBindingPropertyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, JavaScriptParserRULE_bindingProperty)
	var _la int

	p.SetState(416)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 55, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(404)
			p.PropertyName()
		}
		{
			p.SetState(405)
			p.Match(JavaScriptParserColon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(406)
			p.BindingElement()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(409)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserEllipsis {
			{
				p.SetState(408)
				p.Match(JavaScriptParserEllipsis)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(411)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(414)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAssign {
			{
				p.SetState(412)
				p.Match(JavaScriptParserAssign)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(413)
				p.singleExpression(0)
			}

		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IParametersContext is an interface to support dynamic dispatch.
type IParametersContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	OpenParen() antlr.TerminalNode
	CloseParen() antlr.TerminalNode
	AllBindingElement() []IBindingElementContext
	BindingElement(i int) IBindingElementContext
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode

	// IsParametersContext differentiates from other interfaces.
	IsParametersContext()
}

type ParametersContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParametersContext() *ParametersContext {
	var p = new(ParametersContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_parameters
	return p
}

func InitEmptyParametersContext(p *ParametersContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_parameters
}

func (*ParametersContext) IsParametersContext() {}

func NewParametersContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParametersContext {
	var p = new(ParametersContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_parameters

	return p
}

func (s *ParametersContext) GetParser() antlr.Parser { return s.parser }

func (s *ParametersContext) OpenParen() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenParen, 0)
}

func (s *ParametersContext) CloseParen() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseParen, 0)
}

func (s *ParametersContext) AllBindingElement() []IBindingElementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBindingElementContext); ok {
			len++
		}
	}

	tst := make([]IBindingElementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBindingElementContext); ok {
			tst[i] = t.(IBindingElementContext)
			i++
		}
	}

	return tst
}

func (s *ParametersContext) BindingElement(i int) IBindingElementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBindingElementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBindingElementContext)
}

func (s *ParametersContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *ParametersContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *ParametersContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParametersContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) Parameters() (localctx IParametersContext) {
	localctx = NewParametersContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 34, JavaScriptParserRULE_parameters)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(418)
		p.Match(JavaScriptParserOpenParen)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(430)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34815) != 0) {
		{
			p.SetState(419)
			p.BindingElement()
		}
		p.SetState(424)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 56, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(420)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(421)
					p.BindingElement()
				}

			}
			p.SetState(426)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 56, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(428)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(427)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(432)
		p.Match(JavaScriptParserCloseParen)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IClassTailContext is an interface to support dynamic dispatch.
type IClassTailContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	OpenBrace() antlr.TerminalNode
	CloseBrace() antlr.TerminalNode
	Extends() antlr.TerminalNode
	SingleExpression() ISingleExpressionContext
	AllClassElement() []IClassElementContext
	ClassElement(i int) IClassElementContext

	// IsClassTailContext differentiates from other interfaces.
	IsClassTailContext()
}

type ClassTailContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyClassTailContext() *ClassTailContext {
	var p = new(ClassTailContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_classTail
	return p
}

func InitEmptyClassTailContext(p *ClassTailContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_classTail
}

func (*ClassTailContext) IsClassTailContext() {}

func NewClassTailContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ClassTailContext {
	var p = new(ClassTailContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_classTail

	return p
}

func (s *ClassTailContext) GetParser() antlr.Parser { return s.parser }

func (s *ClassTailContext) OpenBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBrace, 0)
}

func (s *ClassTailContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *ClassTailContext) Extends() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserExtends, 0)
}

func (s *ClassTailContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *ClassTailContext) AllClassElement() []IClassElementContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IClassElementContext); ok {
			len++
		}
	}

	tst := make([]IClassElementContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IClassElementContext); ok {
			tst[i] = t.(IClassElementContext)
			i++
		}
	}

	return tst
}

func (s *ClassTailContext) ClassElement(i int) IClassElementContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassElementContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassElementContext)
}

func (s *ClassTailContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClassTailContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ClassTail() (localctx IClassTailContext) {
	localctx = NewClassTailContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 36, JavaScriptParserRULE_classTail)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(436)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserExtends {
		{
			p.SetState(434)
			p.Match(JavaScriptParserExtends)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(435)
			p.singleExpression(0)
		}

	}
	{
		p.SetState(438)
		p.Match(JavaScriptParserOpenBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(442)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134226050) != 0) || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&875486133616647) != 0) {
		{
			p.SetState(439)
			p.ClassElement()
		}

		p.SetState(444)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(445)
		p.Match(JavaScriptParserCloseBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IClassElementContext is an interface to support dynamic dispatch.
type IClassElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	MethodDefinition() IMethodDefinitionContext
	Static() antlr.TerminalNode
	PropertyName() IPropertyNameContext
	Semicolon() antlr.TerminalNode
	VirtualSemicolon() antlr.TerminalNode
	EOF() antlr.TerminalNode
	Assign() antlr.TerminalNode
	SingleExpression() ISingleExpressionContext
	Block() IBlockContext

	// IsClassElementContext differentiates from other interfaces.
	IsClassElementContext()
}

type ClassElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyClassElementContext() *ClassElementContext {
	var p = new(ClassElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_classElement
	return p
}

func InitEmptyClassElementContext(p *ClassElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_classElement
}

func (*ClassElementContext) IsClassElementContext() {}

func NewClassElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ClassElementContext {
	var p = new(ClassElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_classElement

	return p
}

func (s *ClassElementContext) GetParser() antlr.Parser { return s.parser }

func (s *ClassElementContext) MethodDefinition() IMethodDefinitionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IMethodDefinitionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IMethodDefinitionContext)
}

func (s *ClassElementContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *ClassElementContext) PropertyName() IPropertyNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPropertyNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPropertyNameContext)
}

func (s *ClassElementContext) Semicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSemicolon, 0)
}

func (s *ClassElementContext) VirtualSemicolon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVirtualSemicolon, 0)
}

func (s *ClassElementContext) EOF() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEOF, 0)
}

func (s *ClassElementContext) Assign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAssign, 0)
}

func (s *ClassElementContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *ClassElementContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *ClassElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClassElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ClassElement() (localctx IClassElementContext) {
	localctx = NewClassElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 38, JavaScriptParserRULE_classElement)
	var _la int

	p.SetState(464)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 64, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(448)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 61, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(447)
				p.Match(JavaScriptParserStatic)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(450)
			p.MethodDefinition()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(452)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 62, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(451)
				p.Match(JavaScriptParserStatic)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}
		{
			p.SetState(454)
			p.PropertyName()
		}
		p.SetState(457)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAssign {
			{
				p.SetState(455)
				p.Match(JavaScriptParserAssign)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(456)
				p.singleExpression(0)
			}

		}
		{
			p.SetState(459)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la - -1)) & ^0x3f) == 0 && ((int64(1)<<(_la - -1))&16389) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(461)
			p.Match(JavaScriptParserStatic)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(462)
			p.Block()
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(463)
			_la = p.GetTokenStream().LA(1)

			if !(_la == JavaScriptParserVirtualSemicolon || _la == JavaScriptParserSemicolon) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IMethodDefinitionContext is an interface to support dynamic dispatch.
type IMethodDefinitionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PropertyName() IPropertyNameContext
	Parameters() IParametersContext
	Block() IBlockContext
	Multiply() antlr.TerminalNode
	Async() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode

	// IsMethodDefinitionContext differentiates from other interfaces.
	IsMethodDefinitionContext()
}

type MethodDefinitionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyMethodDefinitionContext() *MethodDefinitionContext {
	var p = new(MethodDefinitionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_methodDefinition
	return p
}

func InitEmptyMethodDefinitionContext(p *MethodDefinitionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_methodDefinition
}

func (*MethodDefinitionContext) IsMethodDefinitionContext() {}

func NewMethodDefinitionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *MethodDefinitionContext {
	var p = new(MethodDefinitionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_methodDefinition

	return p
}

func (s *MethodDefinitionContext) GetParser() antlr.Parser { return s.parser }

func (s *MethodDefinitionContext) PropertyName() IPropertyNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPropertyNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPropertyNameContext)
}

func (s *MethodDefinitionContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *MethodDefinitionContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *MethodDefinitionContext) Multiply() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMultiply, 0)
}

func (s *MethodDefinitionContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *MethodDefinitionContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *MethodDefinitionContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *MethodDefinitionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *MethodDefinitionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) MethodDefinition() (localctx IMethodDefinitionContext) {
	localctx = NewMethodDefinitionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 40, JavaScriptParserRULE_methodDefinition)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(467)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 65, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(466)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&97) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	} else if p.HasError() { // JIM
		goto errorExit
	}
	p.SetState(470)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserMultiply {
		{
			p.SetState(469)
			p.Match(JavaScriptParserMultiply)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(472)
		p.PropertyName()
	}
	{
		p.SetState(473)
		p.Parameters()
	}
	{
		p.SetState(474)
		p.Block()
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IPropertyNameContext is an interface to support dynamic dispatch.
type IPropertyNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Static() antlr.TerminalNode
	StringLiteral() antlr.TerminalNode
	NumericLiteral() antlr.TerminalNode
	BigIntLiteral() antlr.TerminalNode
	PrivateName() antlr.TerminalNode
	OpenBracket() antlr.TerminalNode
	SingleExpression() ISingleExpressionContext
	CloseBracket() antlr.TerminalNode

	// IsPropertyNameContext differentiates from other interfaces.
	IsPropertyNameContext()
}

type PropertyNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPropertyNameContext() *PropertyNameContext {
	var p = new(PropertyNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_propertyName
	return p
}

func InitEmptyPropertyNameContext(p *PropertyNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_propertyName
}

func (*PropertyNameContext) IsPropertyNameContext() {}

func NewPropertyNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PropertyNameContext {
	var p = new(PropertyNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_propertyName

	return p
}

func (s *PropertyNameContext) GetParser() antlr.Parser { return s.parser }

func (s *PropertyNameContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *PropertyNameContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *PropertyNameContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *PropertyNameContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *PropertyNameContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *PropertyNameContext) StringLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStringLiteral, 0)
}

func (s *PropertyNameContext) NumericLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNumericLiteral, 0)
}

func (s *PropertyNameContext) BigIntLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBigIntLiteral, 0)
}

func (s *PropertyNameContext) PrivateName() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPrivateName, 0)
}

func (s *PropertyNameContext) OpenBracket() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBracket, 0)
}

func (s *PropertyNameContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *PropertyNameContext) CloseBracket() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBracket, 0)
}

func (s *PropertyNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PropertyNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) PropertyName() (localctx IPropertyNameContext) {
	localctx = NewPropertyNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 42, JavaScriptParserRULE_propertyName)
	var _la int

	p.SetState(481)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserNumericLiteral, JavaScriptParserBigIntLiteral, JavaScriptParserStringLiteral, JavaScriptParserAsync, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserIdentifier, JavaScriptParserPrivateName:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(476)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&875486133616647) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case JavaScriptParserOpenBracket:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(477)
			p.Match(JavaScriptParserOpenBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(478)
			p.singleExpression(0)
		}
		{
			p.SetState(479)
			p.Match(JavaScriptParserCloseBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IPropertyDefinitionContext is an interface to support dynamic dispatch.
type IPropertyDefinitionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PropertyName() IPropertyNameContext
	Colon() antlr.TerminalNode
	SingleExpression() ISingleExpressionContext
	MethodDefinition() IMethodDefinitionContext
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Await() antlr.TerminalNode
	Yield() antlr.TerminalNode
	Let() antlr.TerminalNode
	Static() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Of() antlr.TerminalNode
	As() antlr.TerminalNode
	From() antlr.TerminalNode
	Assign() antlr.TerminalNode
	Ellipsis() antlr.TerminalNode

	// IsPropertyDefinitionContext differentiates from other interfaces.
	IsPropertyDefinitionContext()
}

type PropertyDefinitionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPropertyDefinitionContext() *PropertyDefinitionContext {
	var p = new(PropertyDefinitionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_propertyDefinition
	return p
}

func InitEmptyPropertyDefinitionContext(p *PropertyDefinitionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_propertyDefinition
}

func (*PropertyDefinitionContext) IsPropertyDefinitionContext() {}

func NewPropertyDefinitionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PropertyDefinitionContext {
	var p = new(PropertyDefinitionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_propertyDefinition

	return p
}

func (s *PropertyDefinitionContext) GetParser() antlr.Parser { return s.parser }

func (s *PropertyDefinitionContext) PropertyName() IPropertyNameContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPropertyNameContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPropertyNameContext)
}

func (s *PropertyDefinitionContext) Colon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserColon, 0)
}

func (s *PropertyDefinitionContext) SingleExpression() ISingleExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *PropertyDefinitionContext) MethodDefinition() IMethodDefinitionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IMethodDefinitionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IMethodDefinitionContext)
}

func (s *PropertyDefinitionContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *PropertyDefinitionContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *PropertyDefinitionContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *PropertyDefinitionContext) Yield() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserYield, 0)
}

func (s *PropertyDefinitionContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *PropertyDefinitionContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *PropertyDefinitionContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *PropertyDefinitionContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *PropertyDefinitionContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *PropertyDefinitionContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *PropertyDefinitionContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *PropertyDefinitionContext) Assign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAssign, 0)
}

func (s *PropertyDefinitionContext) Ellipsis() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEllipsis, 0)
}

func (s *PropertyDefinitionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PropertyDefinitionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) PropertyDefinition() (localctx IPropertyDefinitionContext) {
	localctx = NewPropertyDefinitionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 44, JavaScriptParserRULE_propertyDefinition)
	var _la int

	p.SetState(495)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 69, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(483)
			p.PropertyName()
		}
		{
			p.SetState(484)
			p.Match(JavaScriptParserColon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(485)
			p.singleExpression(0)
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(487)
			p.MethodDefinition()
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(488)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(491)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAssign {
			{
				p.SetState(489)
				p.Match(JavaScriptParserAssign)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(490)
				p.singleExpression(0)
			}

		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(493)
			p.Match(JavaScriptParserEllipsis)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(494)
			p.singleExpression(0)
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ISingleExpressionContext is an interface to support dynamic dispatch.
type ISingleExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	New() antlr.TerminalNode
	AllSingleExpression() []ISingleExpressionContext
	SingleExpression(i int) ISingleExpressionContext
	PlusPlus() antlr.TerminalNode
	MinusMinus() antlr.TerminalNode
	Plus() antlr.TerminalNode
	Minus() antlr.TerminalNode
	BitNot() antlr.TerminalNode
	Not() antlr.TerminalNode
	Delete() antlr.TerminalNode
	Void() antlr.TerminalNode
	Typeof() antlr.TerminalNode
	Await() antlr.TerminalNode
	Yield() antlr.TerminalNode
	Multiply() antlr.TerminalNode
	Ellipsis() antlr.TerminalNode
	NumericLiteral() antlr.TerminalNode
	BigIntLiteral() antlr.TerminalNode
	StringLiteral() antlr.TerminalNode
	NullLiteral() antlr.TerminalNode
	True() antlr.TerminalNode
	False() antlr.TerminalNode
	RegularExpressionLiteral() antlr.TerminalNode
	This() antlr.TerminalNode
	Super() antlr.TerminalNode
	Import() antlr.TerminalNode
	PrivateName() antlr.TerminalNode
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Let() antlr.TerminalNode
	Static() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Of() antlr.TerminalNode
	As() antlr.TerminalNode
	From() antlr.TerminalNode
	TemplateLiteral() ITemplateLiteralContext
	OpenBracket() antlr.TerminalNode
	CloseBracket() antlr.TerminalNode
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode
	ObjectBrace() antlr.TerminalNode
	CloseBrace() antlr.TerminalNode
	AllPropertyDefinition() []IPropertyDefinitionContext
	PropertyDefinition(i int) IPropertyDefinitionContext
	OpenParen() antlr.TerminalNode
	CloseParen() antlr.TerminalNode
	FunctionExpression() antlr.TerminalNode
	Parameters() IParametersContext
	Block() IBlockContext
	Ident() IIdentContext
	ClassExpression() antlr.TerminalNode
	ClassTail() IClassTailContext
	Dot() antlr.TerminalNode
	Power() antlr.TerminalNode
	Divide() antlr.TerminalNode
	Modulus() antlr.TerminalNode
	LeftShift() antlr.TerminalNode
	RightShift() antlr.TerminalNode
	UnsignedRightShift() antlr.TerminalNode
	LessThan() antlr.TerminalNode
	GreaterThan() antlr.TerminalNode
	LessThanEquals() antlr.TerminalNode
	GreaterThanEquals() antlr.TerminalNode
	Instanceof() antlr.TerminalNode
	In() antlr.TerminalNode
	Equals() antlr.TerminalNode
	NotEquals() antlr.TerminalNode
	StrictEquals() antlr.TerminalNode
	StrictNotEquals() antlr.TerminalNode
	BitAnd() antlr.TerminalNode
	BitXor() antlr.TerminalNode
	BitOr() antlr.TerminalNode
	And() antlr.TerminalNode
	Or() antlr.TerminalNode
	NullishCoalescing() antlr.TerminalNode
	QuestionMark() antlr.TerminalNode
	Colon() antlr.TerminalNode
	Assign() antlr.TerminalNode
	MultiplyAssign() antlr.TerminalNode
	DivideAssign() antlr.TerminalNode
	ModulusAssign() antlr.TerminalNode
	PlusAssign() antlr.TerminalNode
	MinusAssign() antlr.TerminalNode
	LeftShiftAssign() antlr.TerminalNode
	RightShiftAssign() antlr.TerminalNode
	UnsignedRightShiftAssign() antlr.TerminalNode
	BitAndAssign() antlr.TerminalNode
	BitXorAssign() antlr.TerminalNode
	BitOrAssign() antlr.TerminalNode
	PowerAssign() antlr.TerminalNode
	AndAssign() antlr.TerminalNode
	OrAssign() antlr.TerminalNode
	NullishAssign() antlr.TerminalNode
	QuestionMarkDot() antlr.TerminalNode
	Expression() IExpressionContext
	Arrow() antlr.TerminalNode

	// IsSingleExpressionContext differentiates from other interfaces.
	IsSingleExpressionContext()
}

type SingleExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySingleExpressionContext() *SingleExpressionContext {
	var p = new(SingleExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_singleExpression
	return p
}

func InitEmptySingleExpressionContext(p *SingleExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_singleExpression
}

func (*SingleExpressionContext) IsSingleExpressionContext() {}

func NewSingleExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SingleExpressionContext {
	var p = new(SingleExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_singleExpression

	return p
}

func (s *SingleExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *SingleExpressionContext) New() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNew, 0)
}

func (s *SingleExpressionContext) AllSingleExpression() []ISingleExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			len++
		}
	}

	tst := make([]ISingleExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISingleExpressionContext); ok {
			tst[i] = t.(ISingleExpressionContext)
			i++
		}
	}

	return tst
}

func (s *SingleExpressionContext) SingleExpression(i int) ISingleExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *SingleExpressionContext) PlusPlus() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPlusPlus, 0)
}

func (s *SingleExpressionContext) MinusMinus() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMinusMinus, 0)
}

func (s *SingleExpressionContext) Plus() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPlus, 0)
}

func (s *SingleExpressionContext) Minus() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMinus, 0)
}

func (s *SingleExpressionContext) BitNot() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitNot, 0)
}

func (s *SingleExpressionContext) Not() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNot, 0)
}

func (s *SingleExpressionContext) Delete() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDelete, 0)
}

func (s *SingleExpressionContext) Void() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVoid, 0)
}

func (s *SingleExpressionContext) Typeof() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTypeof, 0)
}

func (s *SingleExpressionContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *SingleExpressionContext) Yield() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserYield, 0)
}

func (s *SingleExpressionContext) Multiply() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMultiply, 0)
}

func (s *SingleExpressionContext) Ellipsis() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEllipsis, 0)
}

func (s *SingleExpressionContext) NumericLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNumericLiteral, 0)
}

func (s *SingleExpressionContext) BigIntLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBigIntLiteral, 0)
}

func (s *SingleExpressionContext) StringLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStringLiteral, 0)
}

func (s *SingleExpressionContext) NullLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNullLiteral, 0)
}

func (s *SingleExpressionContext) True() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTrue, 0)
}

func (s *SingleExpressionContext) False() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFalse, 0)
}

func (s *SingleExpressionContext) RegularExpressionLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserRegularExpressionLiteral, 0)
}

func (s *SingleExpressionContext) This() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserThis, 0)
}

func (s *SingleExpressionContext) Super() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSuper, 0)
}

func (s *SingleExpressionContext) Import() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserImport, 0)
}

func (s *SingleExpressionContext) PrivateName() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPrivateName, 0)
}

func (s *SingleExpressionContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *SingleExpressionContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *SingleExpressionContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *SingleExpressionContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *SingleExpressionContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *SingleExpressionContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *SingleExpressionContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *SingleExpressionContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *SingleExpressionContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *SingleExpressionContext) TemplateLiteral() ITemplateLiteralContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ITemplateLiteralContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ITemplateLiteralContext)
}

func (s *SingleExpressionContext) OpenBracket() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenBracket, 0)
}

func (s *SingleExpressionContext) CloseBracket() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBracket, 0)
}

func (s *SingleExpressionContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *SingleExpressionContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *SingleExpressionContext) ObjectBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserObjectBrace, 0)
}

func (s *SingleExpressionContext) CloseBrace() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseBrace, 0)
}

func (s *SingleExpressionContext) AllPropertyDefinition() []IPropertyDefinitionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPropertyDefinitionContext); ok {
			len++
		}
	}

	tst := make([]IPropertyDefinitionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPropertyDefinitionContext); ok {
			tst[i] = t.(IPropertyDefinitionContext)
			i++
		}
	}

	return tst
}

func (s *SingleExpressionContext) PropertyDefinition(i int) IPropertyDefinitionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPropertyDefinitionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IPropertyDefinitionContext)
}

func (s *SingleExpressionContext) OpenParen() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOpenParen, 0)
}

func (s *SingleExpressionContext) CloseParen() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCloseParen, 0)
}

func (s *SingleExpressionContext) FunctionExpression() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFunctionExpression, 0)
}

func (s *SingleExpressionContext) Parameters() IParametersContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParametersContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParametersContext)
}

func (s *SingleExpressionContext) Block() IBlockContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBlockContext)
}

func (s *SingleExpressionContext) Ident() IIdentContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIdentContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IIdentContext)
}

func (s *SingleExpressionContext) ClassExpression() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserClassExpression, 0)
}

func (s *SingleExpressionContext) ClassTail() IClassTailContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IClassTailContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IClassTailContext)
}

func (s *SingleExpressionContext) Dot() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDot, 0)
}

func (s *SingleExpressionContext) Power() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPower, 0)
}

func (s *SingleExpressionContext) Divide() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDivide, 0)
}

func (s *SingleExpressionContext) Modulus() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserModulus, 0)
}

func (s *SingleExpressionContext) LeftShift() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLeftShift, 0)
}

func (s *SingleExpressionContext) RightShift() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserRightShift, 0)
}

func (s *SingleExpressionContext) UnsignedRightShift() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserUnsignedRightShift, 0)
}

func (s *SingleExpressionContext) LessThan() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLessThan, 0)
}

func (s *SingleExpressionContext) GreaterThan() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGreaterThan, 0)
}

func (s *SingleExpressionContext) LessThanEquals() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLessThanEquals, 0)
}

func (s *SingleExpressionContext) GreaterThanEquals() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGreaterThanEquals, 0)
}

func (s *SingleExpressionContext) Instanceof() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserInstanceof, 0)
}

func (s *SingleExpressionContext) In() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIn, 0)
}

func (s *SingleExpressionContext) Equals() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEquals, 0)
}

func (s *SingleExpressionContext) NotEquals() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNotEquals, 0)
}

func (s *SingleExpressionContext) StrictEquals() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStrictEquals, 0)
}

func (s *SingleExpressionContext) StrictNotEquals() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStrictNotEquals, 0)
}

func (s *SingleExpressionContext) BitAnd() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitAnd, 0)
}

func (s *SingleExpressionContext) BitXor() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitXor, 0)
}

func (s *SingleExpressionContext) BitOr() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitOr, 0)
}

func (s *SingleExpressionContext) And() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAnd, 0)
}

func (s *SingleExpressionContext) Or() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOr, 0)
}

func (s *SingleExpressionContext) NullishCoalescing() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNullishCoalescing, 0)
}

func (s *SingleExpressionContext) QuestionMark() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserQuestionMark, 0)
}

func (s *SingleExpressionContext) Colon() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserColon, 0)
}

func (s *SingleExpressionContext) Assign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAssign, 0)
}

func (s *SingleExpressionContext) MultiplyAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMultiplyAssign, 0)
}

func (s *SingleExpressionContext) DivideAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDivideAssign, 0)
}

func (s *SingleExpressionContext) ModulusAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserModulusAssign, 0)
}

func (s *SingleExpressionContext) PlusAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPlusAssign, 0)
}

func (s *SingleExpressionContext) MinusAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserMinusAssign, 0)
}

func (s *SingleExpressionContext) LeftShiftAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLeftShiftAssign, 0)
}

func (s *SingleExpressionContext) RightShiftAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserRightShiftAssign, 0)
}

func (s *SingleExpressionContext) UnsignedRightShiftAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserUnsignedRightShiftAssign, 0)
}

func (s *SingleExpressionContext) BitAndAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitAndAssign, 0)
}

func (s *SingleExpressionContext) BitXorAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitXorAssign, 0)
}

func (s *SingleExpressionContext) BitOrAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBitOrAssign, 0)
}

func (s *SingleExpressionContext) PowerAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserPowerAssign, 0)
}

func (s *SingleExpressionContext) AndAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAndAssign, 0)
}

func (s *SingleExpressionContext) OrAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOrAssign, 0)
}

func (s *SingleExpressionContext) NullishAssign() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNullishAssign, 0)
}

func (s *SingleExpressionContext) QuestionMarkDot() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserQuestionMarkDot, 0)
}

func (s *SingleExpressionContext) Expression() IExpressionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *SingleExpressionContext) Arrow() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserArrow, 0)
}

func (s *SingleExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SingleExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) SingleExpression() (localctx ISingleExpressionContext) {
	return p.singleExpression(0)
}

func (p *JavaScriptParser) singleExpression(_p int) (localctx ISingleExpressionContext) {
	var _parentctx antlr.ParserRuleContext = p.GetParserRuleContext()

	_parentState := p.GetState()
	localctx = NewSingleExpressionContext(p, p.GetParserRuleContext(), _parentState)
	var _prevctx ISingleExpressionContext = localctx
	var _ antlr.ParserRuleContext = _prevctx // TODO: To prevent unused variable warning.
	_startState := 46
	p.EnterRecursionRule(localctx, 46, JavaScriptParserRULE_singleExpression, _p)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(580)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 85, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(498)
			p.Match(JavaScriptParserNew)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(499)
			p.singleExpression(29)
		}

	case 2:
		{
			p.SetState(500)
			_la = p.GetTokenStream().LA(1)

			if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132120576) != 0) || ((int64((_la-80)) & ^0x3f) == 0 && ((int64(1)<<(_la-80))&72351745) != 0)) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(501)
			p.singleExpression(25)
		}

	case 3:
		{
			p.SetState(502)
			p.Match(JavaScriptParserYield)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(507)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 71, p.GetParserRuleContext()) == 1 {
			p.SetState(504)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserMultiply {
				{
					p.SetState(503)
					p.Match(JavaScriptParserMultiply)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(506)
				p.singleExpression(0)
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 4:
		{
			p.SetState(509)
			p.Match(JavaScriptParserEllipsis)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(510)
			p.singleExpression(10)
		}

	case 5:
		{
			p.SetState(511)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&45020613915443263) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case 6:
		{
			p.SetState(512)
			p.TemplateLiteral()
		}

	case 7:
		{
			p.SetState(513)
			p.Match(JavaScriptParserOpenBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(515)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(514)
				p.singleExpression(0)
			}

		}
		p.SetState(523)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserComma {
			{
				p.SetState(517)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(519)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
				{
					p.SetState(518)
					p.singleExpression(0)
				}

			}

			p.SetState(525)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(526)
			p.Match(JavaScriptParserCloseBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		{
			p.SetState(527)
			p.Match(JavaScriptParserObjectBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(539)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134742144) != 0) || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&1125625028935687) != 0) {
			{
				p.SetState(528)
				p.PropertyDefinition()
			}
			p.SetState(533)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 75, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					{
						p.SetState(529)
						p.Match(JavaScriptParserComma)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(530)
						p.PropertyDefinition()
					}

				}
				p.SetState(535)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 75, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(537)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserComma {
				{
					p.SetState(536)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(541)
			p.Match(JavaScriptParserCloseBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		{
			p.SetState(542)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(554)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(543)
				p.singleExpression(0)
			}
			p.SetState(548)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 78, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
			for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
				if _alt == 1 {
					{
						p.SetState(544)
						p.Match(JavaScriptParserComma)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(545)
						p.singleExpression(0)
					}

				}
				p.SetState(550)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 78, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(552)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserComma {
				{
					p.SetState(551)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(556)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 10:
		p.SetState(558)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAsync {
			{
				p.SetState(557)
				p.Match(JavaScriptParserAsync)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(560)
			p.Match(JavaScriptParserFunctionExpression)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(562)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserMultiply {
			{
				p.SetState(561)
				p.Match(JavaScriptParserMultiply)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(565)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0 {
			{
				p.SetState(564)
				p.Ident()
			}

		}
		{
			p.SetState(567)
			p.Parameters()
		}
		{
			p.SetState(568)
			p.Block()
		}

	case 11:
		{
			p.SetState(570)
			p.Match(JavaScriptParserClassExpression)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(572)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0 {
			{
				p.SetState(571)
				p.Ident()
			}

		}
		{
			p.SetState(574)
			p.ClassTail()
		}

	case 12:
		{
			p.SetState(575)
			p.Match(JavaScriptParserAsync)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(576)
			p.Ident()
		}

	case 13:
		{
			p.SetState(577)
			p.Match(JavaScriptParserNew)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(578)
			p.Match(JavaScriptParserDot)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(579)
			p.Match(JavaScriptParserIdentifier)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case antlr.ATNInvalidAltNumber:
		goto errorExit
	}
	p.GetParserRuleContext().SetStop(p.GetTokenStream().LT(-1))
	p.SetState(669)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 94, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			if p.GetParseListeners() != nil {
				p.TriggerExitRuleEvent()
			}
			_prevctx = localctx
			p.SetState(667)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 93, p.GetParserRuleContext()) {
			case 1:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(582)

				if !(p.Precpred(p.GetParserRuleContext(), 24)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 24)", ""))
					goto errorExit
				}
				{
					p.SetState(583)
					p.Match(JavaScriptParserPower)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(584)
					p.singleExpression(24)
				}

			case 2:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(585)

				if !(p.Precpred(p.GetParserRuleContext(), 23)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 23)", ""))
					goto errorExit
				}
				{
					p.SetState(586)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&939524096) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(587)
					p.singleExpression(24)
				}

			case 3:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(588)

				if !(p.Precpred(p.GetParserRuleContext(), 22)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 22)", ""))
					goto errorExit
				}
				{
					p.SetState(589)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserPlus || _la == JavaScriptParserMinus) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(590)
					p.singleExpression(23)
				}

			case 4:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(591)

				if !(p.Precpred(p.GetParserRuleContext(), 21)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 21)", ""))
					goto errorExit
				}
				{
					p.SetState(592)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&30064771072) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(593)
					p.singleExpression(22)
				}

			case 5:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(594)

				if !(p.Precpred(p.GetParserRuleContext(), 20)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 20)", ""))
					goto errorExit
				}
				{
					p.SetState(595)
					_la = p.GetTokenStream().LA(1)

					if !((int64((_la-35)) & ^0x3f) == 0 && ((int64(1)<<(_la-35))&216172782113783823) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(596)
					p.singleExpression(21)
				}

			case 6:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(597)

				if !(p.Precpred(p.GetParserRuleContext(), 19)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 19)", ""))
					goto errorExit
				}
				{
					p.SetState(598)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&8246337208320) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(599)
					p.singleExpression(20)
				}

			case 7:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(600)

				if !(p.Precpred(p.GetParserRuleContext(), 18)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 18)", ""))
					goto errorExit
				}
				{
					p.SetState(601)
					p.Match(JavaScriptParserBitAnd)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(602)
					p.singleExpression(19)
				}

			case 8:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(603)

				if !(p.Precpred(p.GetParserRuleContext(), 17)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 17)", ""))
					goto errorExit
				}
				{
					p.SetState(604)
					p.Match(JavaScriptParserBitXor)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(605)
					p.singleExpression(18)
				}

			case 9:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(606)

				if !(p.Precpred(p.GetParserRuleContext(), 16)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 16)", ""))
					goto errorExit
				}
				{
					p.SetState(607)
					p.Match(JavaScriptParserBitOr)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(608)
					p.singleExpression(17)
				}

			case 10:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(609)

				if !(p.Precpred(p.GetParserRuleContext(), 15)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 15)", ""))
					goto errorExit
				}
				{
					p.SetState(610)
					p.Match(JavaScriptParserAnd)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(611)
					p.singleExpression(16)
				}

			case 11:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(612)

				if !(p.Precpred(p.GetParserRuleContext(), 14)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 14)", ""))
					goto errorExit
				}
				{
					p.SetState(613)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserNullishCoalescing || _la == JavaScriptParserOr) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(614)
					p.singleExpression(15)
				}

			case 12:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(615)

				if !(p.Precpred(p.GetParserRuleContext(), 13)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 13)", ""))
					goto errorExit
				}
				{
					p.SetState(616)
					p.Match(JavaScriptParserQuestionMark)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(617)
					p.singleExpression(0)
				}
				{
					p.SetState(618)
					p.Match(JavaScriptParserColon)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(619)
					p.singleExpression(13)
				}

			case 13:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(621)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(622)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&9223090561878097920) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(623)
					p.singleExpression(12)
				}

			case 14:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(624)

				if !(p.Precpred(p.GetParserRuleContext(), 32)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 32)", ""))
					goto errorExit
				}
				{
					p.SetState(625)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserQuestionMarkDot || _la == JavaScriptParserDot) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(626)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserIdentifier || _la == JavaScriptParserPrivateName) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}

			case 15:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(627)

				if !(p.Precpred(p.GetParserRuleContext(), 31)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 31)", ""))
					goto errorExit
				}
				p.SetState(629)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == JavaScriptParserQuestionMarkDot {
					{
						p.SetState(628)
						p.Match(JavaScriptParserQuestionMarkDot)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(631)
					p.Match(JavaScriptParserOpenBracket)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(632)
					p.Expression()
				}
				{
					p.SetState(633)
					p.Match(JavaScriptParserCloseBracket)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 16:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(635)

				if !(p.Precpred(p.GetParserRuleContext(), 30)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 30)", ""))
					goto errorExit
				}
				p.SetState(637)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == JavaScriptParserQuestionMarkDot {
					{
						p.SetState(636)
						p.Match(JavaScriptParserQuestionMarkDot)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(639)
					p.TemplateLiteral()
				}

			case 17:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(640)

				if !(p.Precpred(p.GetParserRuleContext(), 28)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 28)", ""))
					goto errorExit
				}
				p.SetState(642)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == JavaScriptParserQuestionMarkDot {
					{
						p.SetState(641)
						p.Match(JavaScriptParserQuestionMarkDot)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(644)
					p.Match(JavaScriptParserOpenParen)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(656)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
					{
						p.SetState(645)
						p.singleExpression(0)
					}
					p.SetState(650)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 89, p.GetParserRuleContext())
					if p.HasError() {
						goto errorExit
					}
					for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
						if _alt == 1 {
							{
								p.SetState(646)
								p.Match(JavaScriptParserComma)
								if p.HasError() {
									// Recognition error - abort rule
									goto errorExit
								}
							}
							{
								p.SetState(647)
								p.singleExpression(0)
							}

						}
						p.SetState(652)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 89, p.GetParserRuleContext())
						if p.HasError() {
							goto errorExit
						}
					}
					p.SetState(654)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if _la == JavaScriptParserComma {
						{
							p.SetState(653)
							p.Match(JavaScriptParserComma)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}

					}

				}
				{
					p.SetState(658)
					p.Match(JavaScriptParserCloseParen)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 18:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(659)

				if !(p.Precpred(p.GetParserRuleContext(), 27)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 27)", ""))
					goto errorExit
				}
				{
					p.SetState(660)
					p.Match(JavaScriptParserArrow)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(663)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}

				switch p.GetTokenStream().LA(1) {
				case JavaScriptParserOpenBrace:
					{
						p.SetState(661)
						p.Block()
					}

				case JavaScriptParserOpenBracket, JavaScriptParserOpenParen, JavaScriptParserEllipsis, JavaScriptParserPlusPlus, JavaScriptParserMinusMinus, JavaScriptParserPlus, JavaScriptParserMinus, JavaScriptParserBitNot, JavaScriptParserNot, JavaScriptParserNullLiteral, JavaScriptParserTrue, JavaScriptParserFalse, JavaScriptParserNumericLiteral, JavaScriptParserBigIntLiteral, JavaScriptParserStringLiteral, JavaScriptParserNoSubstitutionTemplate, JavaScriptParserTemplateHead, JavaScriptParserDelete, JavaScriptParserImport, JavaScriptParserNew, JavaScriptParserSuper, JavaScriptParserThis, JavaScriptParserTypeof, JavaScriptParserVoid, JavaScriptParserAsync, JavaScriptParserAwait, JavaScriptParserYield, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier, JavaScriptParserPrivateName, JavaScriptParserRegularExpressionLiteral, JavaScriptParserObjectBrace, JavaScriptParserFunctionExpression, JavaScriptParserClassExpression:
					{
						p.SetState(662)
						p.singleExpression(0)
					}

				default:
					p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
					goto errorExit
				}

			case 19:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(665)

				if !(p.Precpred(p.GetParserRuleContext(), 26)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 26)", ""))
					goto errorExit
				}
				{
					p.SetState(666)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserPlusPlus || _la == JavaScriptParserMinusMinus) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}

			case antlr.ATNInvalidAltNumber:
				goto errorExit
			}

		}
		p.SetState(671)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 94, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.UnrollRecursionContexts(_parentctx)
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IExpressionContext is an interface to support dynamic dispatch.
type IExpressionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSingleExpression() []ISingleExpressionContext
	SingleExpression(i int) ISingleExpressionContext
	AllComma() []antlr.TerminalNode
	Comma(i int) antlr.TerminalNode

	// IsExpressionContext differentiates from other interfaces.
	IsExpressionContext()
}

type ExpressionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyExpressionContext() *ExpressionContext {
	var p = new(ExpressionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_expression
	return p
}

func InitEmptyExpressionContext(p *ExpressionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_expression
}

func (*ExpressionContext) IsExpressionContext() {}

func NewExpressionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ExpressionContext {
	var p = new(ExpressionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_expression

	return p
}

func (s *ExpressionContext) GetParser() antlr.Parser { return s.parser }

func (s *ExpressionContext) AllSingleExpression() []ISingleExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			len++
		}
	}

	tst := make([]ISingleExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISingleExpressionContext); ok {
			tst[i] = t.(ISingleExpressionContext)
			i++
		}
	}

	return tst
}

func (s *ExpressionContext) SingleExpression(i int) ISingleExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISingleExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(ISingleExpressionContext)
}

func (s *ExpressionContext) AllComma() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserComma)
}

func (s *ExpressionContext) Comma(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserComma, i)
}

func (s *ExpressionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ExpressionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) Expression() (localctx IExpressionContext) {
	localctx = NewExpressionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 48, JavaScriptParserRULE_expression)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(672)
		p.singleExpression(0)
	}
	p.SetState(677)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == JavaScriptParserComma {
		{
			p.SetState(673)
			p.Match(JavaScriptParserComma)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(674)
			p.singleExpression(0)
		}

		p.SetState(679)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// ITemplateLiteralContext is an interface to support dynamic dispatch.
type ITemplateLiteralContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	NoSubstitutionTemplate() antlr.TerminalNode
	TemplateHead() antlr.TerminalNode
	AllExpression() []IExpressionContext
	Expression(i int) IExpressionContext
	TemplateTail() antlr.TerminalNode
	AllTemplateMiddle() []antlr.TerminalNode
	TemplateMiddle(i int) antlr.TerminalNode

	// IsTemplateLiteralContext differentiates from other interfaces.
	IsTemplateLiteralContext()
}

type TemplateLiteralContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTemplateLiteralContext() *TemplateLiteralContext {
	var p = new(TemplateLiteralContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_templateLiteral
	return p
}

func InitEmptyTemplateLiteralContext(p *TemplateLiteralContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_templateLiteral
}

func (*TemplateLiteralContext) IsTemplateLiteralContext() {}

func NewTemplateLiteralContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TemplateLiteralContext {
	var p = new(TemplateLiteralContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_templateLiteral

	return p
}

func (s *TemplateLiteralContext) GetParser() antlr.Parser { return s.parser }

func (s *TemplateLiteralContext) NoSubstitutionTemplate() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNoSubstitutionTemplate, 0)
}

func (s *TemplateLiteralContext) TemplateHead() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTemplateHead, 0)
}

func (s *TemplateLiteralContext) AllExpression() []IExpressionContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IExpressionContext); ok {
			len++
		}
	}

	tst := make([]IExpressionContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IExpressionContext); ok {
			tst[i] = t.(IExpressionContext)
			i++
		}
	}

	return tst
}

func (s *TemplateLiteralContext) Expression(i int) IExpressionContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IExpressionContext); ok {
			if j == i {
				t = ctx.(antlr.RuleContext)
				break
			}
			j++
		}
	}

	if t == nil {
		return nil
	}

	return t.(IExpressionContext)
}

func (s *TemplateLiteralContext) TemplateTail() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTemplateTail, 0)
}

func (s *TemplateLiteralContext) AllTemplateMiddle() []antlr.TerminalNode {
	return s.GetTokens(JavaScriptParserTemplateMiddle)
}

func (s *TemplateLiteralContext) TemplateMiddle(i int) antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTemplateMiddle, i)
}

func (s *TemplateLiteralContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TemplateLiteralContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) TemplateLiteral() (localctx ITemplateLiteralContext) {
	localctx = NewTemplateLiteralContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 50, JavaScriptParserRULE_templateLiteral)
	var _la int

	p.SetState(692)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserNoSubstitutionTemplate:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(680)
			p.Match(JavaScriptParserNoSubstitutionTemplate)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case JavaScriptParserTemplateHead:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(681)
			p.Match(JavaScriptParserTemplateHead)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(682)
			p.Expression()
		}
		p.SetState(687)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserTemplateMiddle {
			{
				p.SetState(683)
				p.Match(JavaScriptParserTemplateMiddle)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(684)
				p.Expression()
			}

			p.SetState(689)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(690)
			p.Match(JavaScriptParserTemplateTail)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	default:
		p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
		goto errorExit
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IIdentContext is an interface to support dynamic dispatch.
type IIdentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Await() antlr.TerminalNode
	Yield() antlr.TerminalNode
	Let() antlr.TerminalNode
	Static() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Of() antlr.TerminalNode
	As() antlr.TerminalNode
	From() antlr.TerminalNode

	// IsIdentContext differentiates from other interfaces.
	IsIdentContext()
}

type IdentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyIdentContext() *IdentContext {
	var p = new(IdentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_ident
	return p
}

func InitEmptyIdentContext(p *IdentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_ident
}

func (*IdentContext) IsIdentContext() {}

func NewIdentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *IdentContext {
	var p = new(IdentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_ident

	return p
}

func (s *IdentContext) GetParser() antlr.Parser { return s.parser }

func (s *IdentContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *IdentContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *IdentContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *IdentContext) Yield() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserYield, 0)
}

func (s *IdentContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *IdentContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *IdentContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *IdentContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *IdentContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *IdentContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *IdentContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *IdentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IdentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) Ident() (localctx IIdentContext) {
	localctx = NewIdentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 52, JavaScriptParserRULE_ident)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(694)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2047) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

// IIdentifierNameContext is an interface to support dynamic dispatch.
type IIdentifierNameContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Identifier() antlr.TerminalNode
	Async() antlr.TerminalNode
	Await() antlr.TerminalNode
	Yield() antlr.TerminalNode
	Let() antlr.TerminalNode
	Static() antlr.TerminalNode
	Get() antlr.TerminalNode
	Set() antlr.TerminalNode
	Of() antlr.TerminalNode
	As() antlr.TerminalNode
	From() antlr.TerminalNode
	NullLiteral() antlr.TerminalNode
	True() antlr.TerminalNode
	False() antlr.TerminalNode
	Break() antlr.TerminalNode
	Case() antlr.TerminalNode
	Catch() antlr.TerminalNode
	Class() antlr.TerminalNode
	ClassExpression() antlr.TerminalNode
	Const() antlr.TerminalNode
	Continue() antlr.TerminalNode
	Debugger() antlr.TerminalNode
	Default() antlr.TerminalNode
	Delete() antlr.TerminalNode
	Do() antlr.TerminalNode
	Else() antlr.TerminalNode
	Enum() antlr.TerminalNode
	Export() antlr.TerminalNode
	Extends() antlr.TerminalNode
	Finally() antlr.TerminalNode
	For() antlr.TerminalNode
	Function() antlr.TerminalNode
	FunctionExpression() antlr.TerminalNode
	If() antlr.TerminalNode
	Import() antlr.TerminalNode
	In() antlr.TerminalNode
	ForIn() antlr.TerminalNode
	Instanceof() antlr.TerminalNode
	New() antlr.TerminalNode
	Return() antlr.TerminalNode
	Super() antlr.TerminalNode
	Switch() antlr.TerminalNode
	This() antlr.TerminalNode
	Throw() antlr.TerminalNode
	Try() antlr.TerminalNode
	Typeof() antlr.TerminalNode
	Var() antlr.TerminalNode
	Void() antlr.TerminalNode
	While() antlr.TerminalNode
	With() antlr.TerminalNode

	// IsIdentifierNameContext differentiates from other interfaces.
	IsIdentifierNameContext()
}

type IdentifierNameContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyIdentifierNameContext() *IdentifierNameContext {
	var p = new(IdentifierNameContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_identifierName
	return p
}

func InitEmptyIdentifierNameContext(p *IdentifierNameContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = JavaScriptParserRULE_identifierName
}

func (*IdentifierNameContext) IsIdentifierNameContext() {}

func NewIdentifierNameContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *IdentifierNameContext {
	var p = new(IdentifierNameContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = JavaScriptParserRULE_identifierName

	return p
}

func (s *IdentifierNameContext) GetParser() antlr.Parser { return s.parser }

func (s *IdentifierNameContext) Identifier() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIdentifier, 0)
}

func (s *IdentifierNameContext) Async() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAsync, 0)
}

func (s *IdentifierNameContext) Await() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAwait, 0)
}

func (s *IdentifierNameContext) Yield() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserYield, 0)
}

func (s *IdentifierNameContext) Let() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserLet, 0)
}

func (s *IdentifierNameContext) Static() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserStatic, 0)
}

func (s *IdentifierNameContext) Get() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserGet, 0)
}

func (s *IdentifierNameContext) Set() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSet, 0)
}

func (s *IdentifierNameContext) Of() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserOf, 0)
}

func (s *IdentifierNameContext) As() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserAs, 0)
}

func (s *IdentifierNameContext) From() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFrom, 0)
}

func (s *IdentifierNameContext) NullLiteral() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNullLiteral, 0)
}

func (s *IdentifierNameContext) True() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTrue, 0)
}

func (s *IdentifierNameContext) False() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFalse, 0)
}

func (s *IdentifierNameContext) Break() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserBreak, 0)
}

func (s *IdentifierNameContext) Case() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCase, 0)
}

func (s *IdentifierNameContext) Catch() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserCatch, 0)
}

func (s *IdentifierNameContext) Class() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserClass, 0)
}

func (s *IdentifierNameContext) ClassExpression() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserClassExpression, 0)
}

func (s *IdentifierNameContext) Const() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserConst, 0)
}

func (s *IdentifierNameContext) Continue() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserContinue, 0)
}

func (s *IdentifierNameContext) Debugger() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDebugger, 0)
}

func (s *IdentifierNameContext) Default() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDefault, 0)
}

func (s *IdentifierNameContext) Delete() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDelete, 0)
}

func (s *IdentifierNameContext) Do() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserDo, 0)
}

func (s *IdentifierNameContext) Else() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserElse, 0)
}

func (s *IdentifierNameContext) Enum() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserEnum, 0)
}

func (s *IdentifierNameContext) Export() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserExport, 0)
}

func (s *IdentifierNameContext) Extends() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserExtends, 0)
}

func (s *IdentifierNameContext) Finally() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFinally, 0)
}

func (s *IdentifierNameContext) For() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFor, 0)
}

func (s *IdentifierNameContext) Function() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFunction, 0)
}

func (s *IdentifierNameContext) FunctionExpression() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserFunctionExpression, 0)
}

func (s *IdentifierNameContext) If() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIf, 0)
}

func (s *IdentifierNameContext) Import() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserImport, 0)
}

func (s *IdentifierNameContext) In() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserIn, 0)
}

func (s *IdentifierNameContext) ForIn() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserForIn, 0)
}

func (s *IdentifierNameContext) Instanceof() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserInstanceof, 0)
}

func (s *IdentifierNameContext) New() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserNew, 0)
}

func (s *IdentifierNameContext) Return() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserReturn, 0)
}

func (s *IdentifierNameContext) Super() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSuper, 0)
}

func (s *IdentifierNameContext) Switch() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserSwitch, 0)
}

func (s *IdentifierNameContext) This() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserThis, 0)
}

func (s *IdentifierNameContext) Throw() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserThrow, 0)
}

func (s *IdentifierNameContext) Try() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTry, 0)
}

func (s *IdentifierNameContext) Typeof() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserTypeof, 0)
}

func (s *IdentifierNameContext) Var() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVar, 0)
}

func (s *IdentifierNameContext) Void() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserVoid, 0)
}

func (s *IdentifierNameContext) While() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserWhile, 0)
}

func (s *IdentifierNameContext) With() antlr.TerminalNode {
	return s.GetToken(JavaScriptParserWith, 0)
}

func (s *IdentifierNameContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IdentifierNameContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) IdentifierName() (localctx IIdentifierNameContext) {
	localctx = NewIdentifierNameContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 54, JavaScriptParserRULE_identifierName)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(696)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&1013309916158361351) != 0) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}

errorExit:
	if p.HasError() {
		v := p.GetError()
		localctx.SetException(v)
		p.GetErrorHandler().ReportError(p, v)
		p.GetErrorHandler().Recover(p, v)
		p.SetError(nil)
	}
	p.ExitRule()
	return localctx
	goto errorExit // Trick to prevent compiler error if the label is not used
}

func (p *JavaScriptParser) Sempred(localctx antlr.RuleContext, ruleIndex, predIndex int) bool {
	switch ruleIndex {
	case 23:
		var t *SingleExpressionContext = nil
		if localctx != nil {
			t = localctx.(*SingleExpressionContext)
		}
		return p.SingleExpression_Sempred(t, predIndex)

	default:
		panic("No predicate with index: " + fmt.Sprint(ruleIndex))
	}
}

func (p *JavaScriptParser) SingleExpression_Sempred(localctx antlr.RuleContext, predIndex int) bool {
	switch predIndex {
	case 0:
		return p.Precpred(p.GetParserRuleContext(), 24)

	case 1:
		return p.Precpred(p.GetParserRuleContext(), 23)

	case 2:
		return p.Precpred(p.GetParserRuleContext(), 22)

	case 3:
		return p.Precpred(p.GetParserRuleContext(), 21)

	case 4:
		return p.Precpred(p.GetParserRuleContext(), 20)

	case 5:
		return p.Precpred(p.GetParserRuleContext(), 19)

	case 6:
		return p.Precpred(p.GetParserRuleContext(), 18)

	case 7:
		return p.Precpred(p.GetParserRuleContext(), 17)

	case 8:
		return p.Precpred(p.GetParserRuleContext(), 16)

	case 9:
		return p.Precpred(p.GetParserRuleContext(), 15)

	case 10:
		return p.Precpred(p.GetParserRuleContext(), 14)

	case 11:
		return p.Precpred(p.GetParserRuleContext(), 13)

	case 12:
		return p.Precpred(p.GetParserRuleContext(), 12)

	case 13:
		return p.Precpred(p.GetParserRuleContext(), 32)

	case 14:
		return p.Precpred(p.GetParserRuleContext(), 31)

	case 15:
		return p.Precpred(p.GetParserRuleContext(), 30)

	case 16:
		return p.Precpred(p.GetParserRuleContext(), 28)

	case 17:
		return p.Precpred(p.GetParserRuleContext(), 27)

	case 18:
		return p.Precpred(p.GetParserRuleContext(), 26)

	default:
		panic("No predicate with index: " + fmt.Sprint(predIndex))
	}
}
