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
		4, 1, 123, 691, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
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
		5, 3, 5, 234, 8, 5, 1, 5, 1, 5, 1, 5, 1, 6, 1, 6, 3, 6, 241, 8, 6, 1, 6,
		1, 6, 1, 7, 1, 7, 1, 7, 1, 7, 3, 7, 249, 8, 7, 1, 7, 1, 7, 3, 7, 253, 8,
		7, 1, 7, 1, 7, 1, 8, 1, 8, 1, 8, 1, 8, 3, 8, 261, 8, 8, 3, 8, 263, 8, 8,
		1, 8, 1, 8, 3, 8, 267, 8, 8, 1, 9, 1, 9, 1, 9, 1, 9, 1, 10, 1, 10, 1, 10,
		1, 10, 5, 10, 277, 8, 10, 10, 10, 12, 10, 280, 9, 10, 1, 10, 3, 10, 283,
		8, 10, 3, 10, 285, 8, 10, 1, 10, 1, 10, 1, 11, 1, 11, 1, 11, 3, 11, 292,
		8, 11, 1, 12, 1, 12, 3, 12, 296, 8, 12, 1, 13, 1, 13, 1, 13, 1, 13, 1,
		13, 5, 13, 303, 8, 13, 10, 13, 12, 13, 306, 9, 13, 1, 13, 3, 13, 309, 8,
		13, 3, 13, 311, 8, 13, 1, 13, 1, 13, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14,
		1, 14, 1, 14, 3, 14, 322, 8, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 328,
		8, 14, 1, 14, 1, 14, 1, 14, 3, 14, 333, 8, 14, 1, 14, 1, 14, 1, 14, 1,
		14, 1, 14, 1, 14, 3, 14, 341, 8, 14, 3, 14, 343, 8, 14, 1, 14, 1, 14, 1,
		14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 1, 14, 3, 14, 354, 8, 14, 3, 14,
		356, 8, 14, 1, 15, 3, 15, 359, 8, 15, 1, 15, 1, 15, 1, 15, 1, 15, 1, 15,
		5, 15, 366, 8, 15, 10, 15, 12, 15, 369, 9, 15, 1, 15, 3, 15, 372, 8, 15,
		3, 15, 374, 8, 15, 1, 15, 1, 15, 1, 15, 3, 15, 379, 8, 15, 1, 15, 1, 15,
		3, 15, 383, 8, 15, 5, 15, 385, 8, 15, 10, 15, 12, 15, 388, 9, 15, 1, 15,
		3, 15, 391, 8, 15, 1, 15, 1, 15, 3, 15, 395, 8, 15, 1, 16, 1, 16, 1, 16,
		1, 16, 1, 16, 3, 16, 402, 8, 16, 1, 16, 1, 16, 1, 16, 3, 16, 407, 8, 16,
		3, 16, 409, 8, 16, 1, 17, 1, 17, 1, 17, 1, 17, 5, 17, 415, 8, 17, 10, 17,
		12, 17, 418, 9, 17, 1, 17, 3, 17, 421, 8, 17, 3, 17, 423, 8, 17, 1, 17,
		1, 17, 1, 18, 1, 18, 3, 18, 429, 8, 18, 1, 18, 1, 18, 5, 18, 433, 8, 18,
		10, 18, 12, 18, 436, 9, 18, 1, 18, 1, 18, 1, 19, 3, 19, 441, 8, 19, 1,
		19, 1, 19, 3, 19, 445, 8, 19, 1, 19, 1, 19, 1, 19, 3, 19, 450, 8, 19, 1,
		19, 1, 19, 1, 19, 1, 19, 1, 19, 3, 19, 457, 8, 19, 1, 20, 3, 20, 460, 8,
		20, 1, 20, 3, 20, 463, 8, 20, 1, 20, 1, 20, 1, 20, 1, 20, 1, 21, 1, 21,
		1, 21, 1, 21, 1, 21, 3, 21, 474, 8, 21, 1, 22, 1, 22, 1, 22, 1, 22, 1,
		22, 1, 22, 1, 22, 1, 22, 3, 22, 484, 8, 22, 1, 22, 1, 22, 3, 22, 488, 8,
		22, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23, 497, 8, 23,
		1, 23, 3, 23, 500, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3,
		23, 508, 8, 23, 1, 23, 1, 23, 3, 23, 512, 8, 23, 5, 23, 514, 8, 23, 10,
		23, 12, 23, 517, 9, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 5, 23, 524,
		8, 23, 10, 23, 12, 23, 527, 9, 23, 1, 23, 3, 23, 530, 8, 23, 3, 23, 532,
		8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 5, 23, 539, 8, 23, 10, 23, 12,
		23, 542, 9, 23, 1, 23, 3, 23, 545, 8, 23, 3, 23, 547, 8, 23, 1, 23, 1,
		23, 3, 23, 551, 8, 23, 1, 23, 1, 23, 3, 23, 555, 8, 23, 1, 23, 3, 23, 558,
		8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23, 565, 8, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 1, 23, 1, 23, 3, 23, 573, 8, 23, 1, 23, 1, 23, 1, 23,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23,
		1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23,
		1, 23, 1, 23, 3, 23, 622, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1,
		23, 3, 23, 630, 8, 23, 1, 23, 1, 23, 1, 23, 3, 23, 635, 8, 23, 1, 23, 1,
		23, 1, 23, 1, 23, 5, 23, 641, 8, 23, 10, 23, 12, 23, 644, 9, 23, 1, 23,
		3, 23, 647, 8, 23, 3, 23, 649, 8, 23, 1, 23, 1, 23, 1, 23, 1, 23, 1, 23,
		3, 23, 656, 8, 23, 1, 23, 1, 23, 5, 23, 660, 8, 23, 10, 23, 12, 23, 663,
		9, 23, 1, 24, 1, 24, 1, 24, 5, 24, 668, 8, 24, 10, 24, 12, 24, 671, 9,
		24, 1, 25, 1, 25, 1, 25, 1, 25, 1, 25, 5, 25, 678, 8, 25, 10, 25, 12, 25,
		681, 9, 25, 1, 25, 1, 25, 3, 25, 685, 8, 25, 1, 26, 1, 26, 1, 27, 1, 27,
		1, 27, 0, 1, 46, 28, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26,
		28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 0, 22, 2, 1, 1,
		1, 13, 13, 2, 0, 1, 1, 13, 13, 3, 0, 76, 76, 101, 101, 108, 108, 2, 0,
		112, 112, 123, 123, 2, 0, 72, 72, 77, 77, 2, 0, 11, 11, 120, 120, 2, 0,
		105, 105, 108, 115, 2, 0, 105, 105, 110, 111, 4, 0, 67, 69, 105, 105, 109,
		111, 115, 116, 5, 0, 21, 26, 80, 80, 100, 100, 102, 102, 106, 106, 7, 0,
		64, 69, 90, 90, 95, 95, 97, 97, 105, 105, 108, 116, 119, 119, 1, 0, 27,
		29, 1, 0, 23, 24, 1, 0, 32, 34, 2, 0, 35, 38, 91, 92, 1, 0, 39, 42, 2,
		0, 31, 31, 47, 47, 2, 0, 15, 15, 48, 62, 2, 0, 17, 17, 20, 20, 1, 0, 115,
		116, 1, 0, 21, 22, 3, 0, 64, 66, 72, 115, 121, 123, 818, 0, 59, 1, 0, 0,
		0, 2, 193, 1, 0, 0, 0, 4, 195, 1, 0, 0, 0, 6, 204, 1, 0, 0, 0, 8, 216,
		1, 0, 0, 0, 10, 226, 1, 0, 0, 0, 12, 238, 1, 0, 0, 0, 14, 244, 1, 0, 0,
		0, 16, 266, 1, 0, 0, 0, 18, 268, 1, 0, 0, 0, 20, 272, 1, 0, 0, 0, 22, 288,
		1, 0, 0, 0, 24, 295, 1, 0, 0, 0, 26, 297, 1, 0, 0, 0, 28, 355, 1, 0, 0,
		0, 30, 358, 1, 0, 0, 0, 32, 408, 1, 0, 0, 0, 34, 410, 1, 0, 0, 0, 36, 428,
		1, 0, 0, 0, 38, 456, 1, 0, 0, 0, 40, 459, 1, 0, 0, 0, 42, 473, 1, 0, 0,
		0, 44, 487, 1, 0, 0, 0, 46, 572, 1, 0, 0, 0, 48, 664, 1, 0, 0, 0, 50, 684,
		1, 0, 0, 0, 52, 686, 1, 0, 0, 0, 54, 688, 1, 0, 0, 0, 56, 58, 3, 2, 1,
		0, 57, 56, 1, 0, 0, 0, 58, 61, 1, 0, 0, 0, 59, 57, 1, 0, 0, 0, 59, 60,
		1, 0, 0, 0, 60, 62, 1, 0, 0, 0, 61, 59, 1, 0, 0, 0, 62, 63, 5, 0, 0, 1,
		63, 1, 1, 0, 0, 0, 64, 194, 3, 4, 2, 0, 65, 66, 3, 6, 3, 0, 66, 67, 7,
		0, 0, 0, 67, 194, 1, 0, 0, 0, 68, 194, 7, 1, 0, 0, 69, 74, 3, 46, 23, 0,
		70, 71, 5, 14, 0, 0, 71, 73, 3, 46, 23, 0, 72, 70, 1, 0, 0, 0, 73, 76,
		1, 0, 0, 0, 74, 72, 1, 0, 0, 0, 74, 75, 1, 0, 0, 0, 75, 77, 1, 0, 0, 0,
		76, 74, 1, 0, 0, 0, 77, 78, 7, 0, 0, 0, 78, 194, 1, 0, 0, 0, 79, 80, 5,
		89, 0, 0, 80, 81, 5, 9, 0, 0, 81, 82, 3, 48, 24, 0, 82, 83, 5, 10, 0, 0,
		83, 86, 3, 2, 1, 0, 84, 85, 5, 82, 0, 0, 85, 87, 3, 2, 1, 0, 86, 84, 1,
		0, 0, 0, 86, 87, 1, 0, 0, 0, 87, 194, 1, 0, 0, 0, 88, 89, 5, 81, 0, 0,
		89, 90, 3, 2, 1, 0, 90, 91, 5, 103, 0, 0, 91, 92, 5, 9, 0, 0, 92, 93, 3,
		48, 24, 0, 93, 95, 5, 10, 0, 0, 94, 96, 7, 0, 0, 0, 95, 94, 1, 0, 0, 0,
		95, 96, 1, 0, 0, 0, 96, 194, 1, 0, 0, 0, 97, 98, 5, 103, 0, 0, 98, 99,
		5, 9, 0, 0, 99, 100, 3, 48, 24, 0, 100, 101, 5, 10, 0, 0, 101, 102, 3,
		2, 1, 0, 102, 194, 1, 0, 0, 0, 103, 104, 5, 87, 0, 0, 104, 107, 5, 9, 0,
		0, 105, 108, 3, 6, 3, 0, 106, 108, 3, 48, 24, 0, 107, 105, 1, 0, 0, 0,
		107, 106, 1, 0, 0, 0, 107, 108, 1, 0, 0, 0, 108, 109, 1, 0, 0, 0, 109,
		111, 5, 13, 0, 0, 110, 112, 3, 48, 24, 0, 111, 110, 1, 0, 0, 0, 111, 112,
		1, 0, 0, 0, 112, 113, 1, 0, 0, 0, 113, 115, 5, 13, 0, 0, 114, 116, 3, 48,
		24, 0, 115, 114, 1, 0, 0, 0, 115, 116, 1, 0, 0, 0, 116, 117, 1, 0, 0, 0,
		117, 118, 5, 10, 0, 0, 118, 194, 3, 2, 1, 0, 119, 121, 5, 87, 0, 0, 120,
		122, 5, 106, 0, 0, 121, 120, 1, 0, 0, 0, 121, 122, 1, 0, 0, 0, 122, 123,
		1, 0, 0, 0, 123, 127, 5, 9, 0, 0, 124, 125, 7, 2, 0, 0, 125, 128, 3, 30,
		15, 0, 126, 128, 3, 46, 23, 0, 127, 124, 1, 0, 0, 0, 127, 126, 1, 0, 0,
		0, 128, 129, 1, 0, 0, 0, 129, 130, 7, 3, 0, 0, 130, 131, 3, 48, 24, 0,
		131, 132, 5, 10, 0, 0, 132, 133, 3, 2, 1, 0, 133, 194, 1, 0, 0, 0, 134,
		136, 7, 4, 0, 0, 135, 137, 3, 52, 26, 0, 136, 135, 1, 0, 0, 0, 136, 137,
		1, 0, 0, 0, 137, 138, 1, 0, 0, 0, 138, 194, 7, 0, 0, 0, 139, 141, 5, 94,
		0, 0, 140, 142, 3, 48, 24, 0, 141, 140, 1, 0, 0, 0, 141, 142, 1, 0, 0,
		0, 142, 143, 1, 0, 0, 0, 143, 194, 7, 0, 0, 0, 144, 145, 5, 104, 0, 0,
		145, 146, 5, 9, 0, 0, 146, 147, 3, 48, 24, 0, 147, 148, 5, 10, 0, 0, 148,
		149, 3, 2, 1, 0, 149, 194, 1, 0, 0, 0, 150, 151, 5, 96, 0, 0, 151, 152,
		5, 9, 0, 0, 152, 153, 3, 48, 24, 0, 153, 154, 5, 10, 0, 0, 154, 158, 5,
		11, 0, 0, 155, 157, 3, 8, 4, 0, 156, 155, 1, 0, 0, 0, 157, 160, 1, 0, 0,
		0, 158, 156, 1, 0, 0, 0, 158, 159, 1, 0, 0, 0, 159, 161, 1, 0, 0, 0, 160,
		158, 1, 0, 0, 0, 161, 162, 5, 12, 0, 0, 162, 194, 1, 0, 0, 0, 163, 164,
		5, 98, 0, 0, 164, 165, 3, 48, 24, 0, 165, 166, 7, 0, 0, 0, 166, 194, 1,
		0, 0, 0, 167, 168, 5, 99, 0, 0, 168, 177, 3, 4, 2, 0, 169, 174, 5, 74,
		0, 0, 170, 171, 5, 9, 0, 0, 171, 172, 3, 30, 15, 0, 172, 173, 5, 10, 0,
		0, 173, 175, 1, 0, 0, 0, 174, 170, 1, 0, 0, 0, 174, 175, 1, 0, 0, 0, 175,
		176, 1, 0, 0, 0, 176, 178, 3, 4, 2, 0, 177, 169, 1, 0, 0, 0, 177, 178,
		1, 0, 0, 0, 178, 181, 1, 0, 0, 0, 179, 180, 5, 86, 0, 0, 180, 182, 3, 4,
		2, 0, 181, 179, 1, 0, 0, 0, 181, 182, 1, 0, 0, 0, 182, 194, 1, 0, 0, 0,
		183, 184, 5, 78, 0, 0, 184, 194, 7, 0, 0, 0, 185, 186, 3, 52, 26, 0, 186,
		187, 5, 18, 0, 0, 187, 188, 3, 2, 1, 0, 188, 194, 1, 0, 0, 0, 189, 194,
		3, 10, 5, 0, 190, 194, 3, 12, 6, 0, 191, 194, 3, 14, 7, 0, 192, 194, 3,
		28, 14, 0, 193, 64, 1, 0, 0, 0, 193, 65, 1, 0, 0, 0, 193, 68, 1, 0, 0,
		0, 193, 69, 1, 0, 0, 0, 193, 79, 1, 0, 0, 0, 193, 88, 1, 0, 0, 0, 193,
		97, 1, 0, 0, 0, 193, 103, 1, 0, 0, 0, 193, 119, 1, 0, 0, 0, 193, 134, 1,
		0, 0, 0, 193, 139, 1, 0, 0, 0, 193, 144, 1, 0, 0, 0, 193, 150, 1, 0, 0,
		0, 193, 163, 1, 0, 0, 0, 193, 167, 1, 0, 0, 0, 193, 183, 1, 0, 0, 0, 193,
		185, 1, 0, 0, 0, 193, 189, 1, 0, 0, 0, 193, 190, 1, 0, 0, 0, 193, 191,
		1, 0, 0, 0, 193, 192, 1, 0, 0, 0, 194, 3, 1, 0, 0, 0, 195, 199, 5, 11,
		0, 0, 196, 198, 3, 2, 1, 0, 197, 196, 1, 0, 0, 0, 198, 201, 1, 0, 0, 0,
		199, 197, 1, 0, 0, 0, 199, 200, 1, 0, 0, 0, 200, 202, 1, 0, 0, 0, 201,
		199, 1, 0, 0, 0, 202, 203, 5, 12, 0, 0, 203, 5, 1, 0, 0, 0, 204, 205, 7,
		2, 0, 0, 205, 210, 3, 30, 15, 0, 206, 207, 5, 14, 0, 0, 207, 209, 3, 30,
		15, 0, 208, 206, 1, 0, 0, 0, 209, 212, 1, 0, 0, 0, 210, 208, 1, 0, 0, 0,
		210, 211, 1, 0, 0, 0, 211, 7, 1, 0, 0, 0, 212, 210, 1, 0, 0, 0, 213, 214,
		5, 73, 0, 0, 214, 217, 3, 48, 24, 0, 215, 217, 5, 79, 0, 0, 216, 213, 1,
		0, 0, 0, 216, 215, 1, 0, 0, 0, 217, 218, 1, 0, 0, 0, 218, 222, 5, 18, 0,
		0, 219, 221, 3, 2, 1, 0, 220, 219, 1, 0, 0, 0, 221, 224, 1, 0, 0, 0, 222,
		220, 1, 0, 0, 0, 222, 223, 1, 0, 0, 0, 223, 9, 1, 0, 0, 0, 224, 222, 1,
		0, 0, 0, 225, 227, 5, 105, 0, 0, 226, 225, 1, 0, 0, 0, 226, 227, 1, 0,
		0, 0, 227, 228, 1, 0, 0, 0, 228, 230, 5, 88, 0, 0, 229, 231, 5, 27, 0,
		0, 230, 229, 1, 0, 0, 0, 230, 231, 1, 0, 0, 0, 231, 233, 1, 0, 0, 0, 232,
		234, 3, 52, 26, 0, 233, 232, 1, 0, 0, 0, 233, 234, 1, 0, 0, 0, 234, 235,
		1, 0, 0, 0, 235, 236, 3, 34, 17, 0, 236, 237, 3, 4, 2, 0, 237, 11, 1, 0,
		0, 0, 238, 240, 5, 75, 0, 0, 239, 241, 3, 52, 26, 0, 240, 239, 1, 0, 0,
		0, 240, 241, 1, 0, 0, 0, 241, 242, 1, 0, 0, 0, 242, 243, 3, 36, 18, 0,
		243, 13, 1, 0, 0, 0, 244, 248, 5, 90, 0, 0, 245, 246, 3, 16, 8, 0, 246,
		247, 5, 114, 0, 0, 247, 249, 1, 0, 0, 0, 248, 245, 1, 0, 0, 0, 248, 249,
		1, 0, 0, 0, 249, 250, 1, 0, 0, 0, 250, 252, 5, 69, 0, 0, 251, 253, 3, 26,
		13, 0, 252, 251, 1, 0, 0, 0, 252, 253, 1, 0, 0, 0, 253, 254, 1, 0, 0, 0,
		254, 255, 7, 0, 0, 0, 255, 15, 1, 0, 0, 0, 256, 262, 3, 52, 26, 0, 257,
		260, 5, 14, 0, 0, 258, 261, 3, 18, 9, 0, 259, 261, 3, 20, 10, 0, 260, 258,
		1, 0, 0, 0, 260, 259, 1, 0, 0, 0, 261, 263, 1, 0, 0, 0, 262, 257, 1, 0,
		0, 0, 262, 263, 1, 0, 0, 0, 263, 267, 1, 0, 0, 0, 264, 267, 3, 18, 9, 0,
		265, 267, 3, 20, 10, 0, 266, 256, 1, 0, 0, 0, 266, 264, 1, 0, 0, 0, 266,
		265, 1, 0, 0, 0, 267, 17, 1, 0, 0, 0, 268, 269, 5, 27, 0, 0, 269, 270,
		5, 113, 0, 0, 270, 271, 3, 52, 26, 0, 271, 19, 1, 0, 0, 0, 272, 284, 7,
		5, 0, 0, 273, 278, 3, 22, 11, 0, 274, 275, 5, 14, 0, 0, 275, 277, 3, 22,
		11, 0, 276, 274, 1, 0, 0, 0, 277, 280, 1, 0, 0, 0, 278, 276, 1, 0, 0, 0,
		278, 279, 1, 0, 0, 0, 279, 282, 1, 0, 0, 0, 280, 278, 1, 0, 0, 0, 281,
		283, 5, 14, 0, 0, 282, 281, 1, 0, 0, 0, 282, 283, 1, 0, 0, 0, 283, 285,
		1, 0, 0, 0, 284, 273, 1, 0, 0, 0, 284, 285, 1, 0, 0, 0, 285, 286, 1, 0,
		0, 0, 286, 287, 5, 12, 0, 0, 287, 21, 1, 0, 0, 0, 288, 291, 3, 24, 12,
		0, 289, 290, 5, 113, 0, 0, 290, 292, 3, 24, 12, 0, 291, 289, 1, 0, 0, 0,
		291, 292, 1, 0, 0, 0, 292, 23, 1, 0, 0, 0, 293, 296, 3, 54, 27, 0, 294,
		296, 5, 69, 0, 0, 295, 293, 1, 0, 0, 0, 295, 294, 1, 0, 0, 0, 296, 25,
		1, 0, 0, 0, 297, 298, 5, 104, 0, 0, 298, 310, 5, 120, 0, 0, 299, 304, 3,
		44, 22, 0, 300, 301, 5, 14, 0, 0, 301, 303, 3, 44, 22, 0, 302, 300, 1,
		0, 0, 0, 303, 306, 1, 0, 0, 0, 304, 302, 1, 0, 0, 0, 304, 305, 1, 0, 0,
		0, 305, 308, 1, 0, 0, 0, 306, 304, 1, 0, 0, 0, 307, 309, 5, 14, 0, 0, 308,
		307, 1, 0, 0, 0, 308, 309, 1, 0, 0, 0, 309, 311, 1, 0, 0, 0, 310, 299,
		1, 0, 0, 0, 310, 311, 1, 0, 0, 0, 311, 312, 1, 0, 0, 0, 312, 313, 5, 12,
		0, 0, 313, 27, 1, 0, 0, 0, 314, 315, 5, 84, 0, 0, 315, 321, 5, 79, 0, 0,
		316, 322, 3, 10, 5, 0, 317, 322, 3, 12, 6, 0, 318, 319, 3, 46, 23, 0, 319,
		320, 7, 0, 0, 0, 320, 322, 1, 0, 0, 0, 321, 316, 1, 0, 0, 0, 321, 317,
		1, 0, 0, 0, 321, 318, 1, 0, 0, 0, 322, 356, 1, 0, 0, 0, 323, 324, 5, 84,
		0, 0, 324, 327, 5, 27, 0, 0, 325, 326, 5, 113, 0, 0, 326, 328, 3, 24, 12,
		0, 327, 325, 1, 0, 0, 0, 327, 328, 1, 0, 0, 0, 328, 329, 1, 0, 0, 0, 329,
		330, 5, 114, 0, 0, 330, 332, 5, 69, 0, 0, 331, 333, 3, 26, 13, 0, 332,
		331, 1, 0, 0, 0, 332, 333, 1, 0, 0, 0, 333, 334, 1, 0, 0, 0, 334, 356,
		7, 0, 0, 0, 335, 336, 5, 84, 0, 0, 336, 342, 3, 20, 10, 0, 337, 338, 5,
		114, 0, 0, 338, 340, 5, 69, 0, 0, 339, 341, 3, 26, 13, 0, 340, 339, 1,
		0, 0, 0, 340, 341, 1, 0, 0, 0, 341, 343, 1, 0, 0, 0, 342, 337, 1, 0, 0,
		0, 342, 343, 1, 0, 0, 0, 343, 344, 1, 0, 0, 0, 344, 345, 7, 0, 0, 0, 345,
		356, 1, 0, 0, 0, 346, 347, 5, 84, 0, 0, 347, 348, 3, 6, 3, 0, 348, 349,
		7, 0, 0, 0, 349, 356, 1, 0, 0, 0, 350, 353, 5, 84, 0, 0, 351, 354, 3, 10,
		5, 0, 352, 354, 3, 12, 6, 0, 353, 351, 1, 0, 0, 0, 353, 352, 1, 0, 0, 0,
		354, 356, 1, 0, 0, 0, 355, 314, 1, 0, 0, 0, 355, 323, 1, 0, 0, 0, 355,
		335, 1, 0, 0, 0, 355, 346, 1, 0, 0, 0, 355, 350, 1, 0, 0, 0, 356, 29, 1,
		0, 0, 0, 357, 359, 5, 19, 0, 0, 358, 357, 1, 0, 0, 0, 358, 359, 1, 0, 0,
		0, 359, 390, 1, 0, 0, 0, 360, 391, 7, 6, 0, 0, 361, 373, 5, 120, 0, 0,
		362, 367, 3, 32, 16, 0, 363, 364, 5, 14, 0, 0, 364, 366, 3, 32, 16, 0,
		365, 363, 1, 0, 0, 0, 366, 369, 1, 0, 0, 0, 367, 365, 1, 0, 0, 0, 367,
		368, 1, 0, 0, 0, 368, 371, 1, 0, 0, 0, 369, 367, 1, 0, 0, 0, 370, 372,
		5, 14, 0, 0, 371, 370, 1, 0, 0, 0, 371, 372, 1, 0, 0, 0, 372, 374, 1, 0,
		0, 0, 373, 362, 1, 0, 0, 0, 373, 374, 1, 0, 0, 0, 374, 375, 1, 0, 0, 0,
		375, 391, 5, 12, 0, 0, 376, 378, 5, 7, 0, 0, 377, 379, 3, 30, 15, 0, 378,
		377, 1, 0, 0, 0, 378, 379, 1, 0, 0, 0, 379, 386, 1, 0, 0, 0, 380, 382,
		5, 14, 0, 0, 381, 383, 3, 30, 15, 0, 382, 381, 1, 0, 0, 0, 382, 383, 1,
		0, 0, 0, 383, 385, 1, 0, 0, 0, 384, 380, 1, 0, 0, 0, 385, 388, 1, 0, 0,
		0, 386, 384, 1, 0, 0, 0, 386, 387, 1, 0, 0, 0, 387, 389, 1, 0, 0, 0, 388,
		386, 1, 0, 0, 0, 389, 391, 5, 8, 0, 0, 390, 360, 1, 0, 0, 0, 390, 361,
		1, 0, 0, 0, 390, 376, 1, 0, 0, 0, 391, 394, 1, 0, 0, 0, 392, 393, 5, 15,
		0, 0, 393, 395, 3, 46, 23, 0, 394, 392, 1, 0, 0, 0, 394, 395, 1, 0, 0,
		0, 395, 31, 1, 0, 0, 0, 396, 397, 3, 42, 21, 0, 397, 398, 5, 18, 0, 0,
		398, 399, 3, 30, 15, 0, 399, 409, 1, 0, 0, 0, 400, 402, 5, 19, 0, 0, 401,
		400, 1, 0, 0, 0, 401, 402, 1, 0, 0, 0, 402, 403, 1, 0, 0, 0, 403, 406,
		7, 6, 0, 0, 404, 405, 5, 15, 0, 0, 405, 407, 3, 46, 23, 0, 406, 404, 1,
		0, 0, 0, 406, 407, 1, 0, 0, 0, 407, 409, 1, 0, 0, 0, 408, 396, 1, 0, 0,
		0, 408, 401, 1, 0, 0, 0, 409, 33, 1, 0, 0, 0, 410, 422, 5, 9, 0, 0, 411,
		416, 3, 30, 15, 0, 412, 413, 5, 14, 0, 0, 413, 415, 3, 30, 15, 0, 414,
		412, 1, 0, 0, 0, 415, 418, 1, 0, 0, 0, 416, 414, 1, 0, 0, 0, 416, 417,
		1, 0, 0, 0, 417, 420, 1, 0, 0, 0, 418, 416, 1, 0, 0, 0, 419, 421, 5, 14,
		0, 0, 420, 419, 1, 0, 0, 0, 420, 421, 1, 0, 0, 0, 421, 423, 1, 0, 0, 0,
		422, 411, 1, 0, 0, 0, 422, 423, 1, 0, 0, 0, 423, 424, 1, 0, 0, 0, 424,
		425, 5, 10, 0, 0, 425, 35, 1, 0, 0, 0, 426, 427, 5, 85, 0, 0, 427, 429,
		3, 46, 23, 0, 428, 426, 1, 0, 0, 0, 428, 429, 1, 0, 0, 0, 429, 430, 1,
		0, 0, 0, 430, 434, 5, 11, 0, 0, 431, 433, 3, 38, 19, 0, 432, 431, 1, 0,
		0, 0, 433, 436, 1, 0, 0, 0, 434, 432, 1, 0, 0, 0, 434, 435, 1, 0, 0, 0,
		435, 437, 1, 0, 0, 0, 436, 434, 1, 0, 0, 0, 437, 438, 5, 12, 0, 0, 438,
		37, 1, 0, 0, 0, 439, 441, 5, 109, 0, 0, 440, 439, 1, 0, 0, 0, 440, 441,
		1, 0, 0, 0, 441, 442, 1, 0, 0, 0, 442, 457, 3, 40, 20, 0, 443, 445, 5,
		109, 0, 0, 444, 443, 1, 0, 0, 0, 444, 445, 1, 0, 0, 0, 445, 446, 1, 0,
		0, 0, 446, 449, 3, 42, 21, 0, 447, 448, 5, 15, 0, 0, 448, 450, 3, 46, 23,
		0, 449, 447, 1, 0, 0, 0, 449, 450, 1, 0, 0, 0, 450, 451, 1, 0, 0, 0, 451,
		452, 7, 0, 0, 0, 452, 457, 1, 0, 0, 0, 453, 454, 5, 109, 0, 0, 454, 457,
		3, 4, 2, 0, 455, 457, 7, 1, 0, 0, 456, 440, 1, 0, 0, 0, 456, 444, 1, 0,
		0, 0, 456, 453, 1, 0, 0, 0, 456, 455, 1, 0, 0, 0, 457, 39, 1, 0, 0, 0,
		458, 460, 7, 7, 0, 0, 459, 458, 1, 0, 0, 0, 459, 460, 1, 0, 0, 0, 460,
		462, 1, 0, 0, 0, 461, 463, 5, 27, 0, 0, 462, 461, 1, 0, 0, 0, 462, 463,
		1, 0, 0, 0, 463, 464, 1, 0, 0, 0, 464, 465, 3, 42, 21, 0, 465, 466, 3,
		34, 17, 0, 466, 467, 3, 4, 2, 0, 467, 41, 1, 0, 0, 0, 468, 474, 7, 8, 0,
		0, 469, 470, 5, 7, 0, 0, 470, 471, 3, 46, 23, 0, 471, 472, 5, 8, 0, 0,
		472, 474, 1, 0, 0, 0, 473, 468, 1, 0, 0, 0, 473, 469, 1, 0, 0, 0, 474,
		43, 1, 0, 0, 0, 475, 476, 3, 42, 21, 0, 476, 477, 5, 18, 0, 0, 477, 478,
		3, 46, 23, 0, 478, 488, 1, 0, 0, 0, 479, 488, 3, 40, 20, 0, 480, 483, 7,
		6, 0, 0, 481, 482, 5, 15, 0, 0, 482, 484, 3, 46, 23, 0, 483, 481, 1, 0,
		0, 0, 483, 484, 1, 0, 0, 0, 484, 488, 1, 0, 0, 0, 485, 486, 5, 19, 0, 0,
		486, 488, 3, 46, 23, 0, 487, 475, 1, 0, 0, 0, 487, 479, 1, 0, 0, 0, 487,
		480, 1, 0, 0, 0, 487, 485, 1, 0, 0, 0, 488, 45, 1, 0, 0, 0, 489, 490, 6,
		23, -1, 0, 490, 491, 5, 93, 0, 0, 491, 573, 3, 46, 23, 29, 492, 493, 7,
		9, 0, 0, 493, 573, 3, 46, 23, 25, 494, 499, 5, 107, 0, 0, 495, 497, 5,
		27, 0, 0, 496, 495, 1, 0, 0, 0, 496, 497, 1, 0, 0, 0, 497, 498, 1, 0, 0,
		0, 498, 500, 3, 46, 23, 0, 499, 496, 1, 0, 0, 0, 499, 500, 1, 0, 0, 0,
		500, 573, 1, 0, 0, 0, 501, 502, 5, 19, 0, 0, 502, 573, 3, 46, 23, 10, 503,
		573, 7, 10, 0, 0, 504, 573, 3, 50, 25, 0, 505, 507, 5, 7, 0, 0, 506, 508,
		3, 46, 23, 0, 507, 506, 1, 0, 0, 0, 507, 508, 1, 0, 0, 0, 508, 515, 1,
		0, 0, 0, 509, 511, 5, 14, 0, 0, 510, 512, 3, 46, 23, 0, 511, 510, 1, 0,
		0, 0, 511, 512, 1, 0, 0, 0, 512, 514, 1, 0, 0, 0, 513, 509, 1, 0, 0, 0,
		514, 517, 1, 0, 0, 0, 515, 513, 1, 0, 0, 0, 515, 516, 1, 0, 0, 0, 516,
		518, 1, 0, 0, 0, 517, 515, 1, 0, 0, 0, 518, 573, 5, 8, 0, 0, 519, 531,
		5, 120, 0, 0, 520, 525, 3, 44, 22, 0, 521, 522, 5, 14, 0, 0, 522, 524,
		3, 44, 22, 0, 523, 521, 1, 0, 0, 0, 524, 527, 1, 0, 0, 0, 525, 523, 1,
		0, 0, 0, 525, 526, 1, 0, 0, 0, 526, 529, 1, 0, 0, 0, 527, 525, 1, 0, 0,
		0, 528, 530, 5, 14, 0, 0, 529, 528, 1, 0, 0, 0, 529, 530, 1, 0, 0, 0, 530,
		532, 1, 0, 0, 0, 531, 520, 1, 0, 0, 0, 531, 532, 1, 0, 0, 0, 532, 533,
		1, 0, 0, 0, 533, 573, 5, 12, 0, 0, 534, 546, 5, 9, 0, 0, 535, 540, 3, 46,
		23, 0, 536, 537, 5, 14, 0, 0, 537, 539, 3, 46, 23, 0, 538, 536, 1, 0, 0,
		0, 539, 542, 1, 0, 0, 0, 540, 538, 1, 0, 0, 0, 540, 541, 1, 0, 0, 0, 541,
		544, 1, 0, 0, 0, 542, 540, 1, 0, 0, 0, 543, 545, 5, 14, 0, 0, 544, 543,
		1, 0, 0, 0, 544, 545, 1, 0, 0, 0, 545, 547, 1, 0, 0, 0, 546, 535, 1, 0,
		0, 0, 546, 547, 1, 0, 0, 0, 547, 548, 1, 0, 0, 0, 548, 573, 5, 10, 0, 0,
		549, 551, 5, 105, 0, 0, 550, 549, 1, 0, 0, 0, 550, 551, 1, 0, 0, 0, 551,
		552, 1, 0, 0, 0, 552, 554, 5, 121, 0, 0, 553, 555, 5, 27, 0, 0, 554, 553,
		1, 0, 0, 0, 554, 555, 1, 0, 0, 0, 555, 557, 1, 0, 0, 0, 556, 558, 3, 52,
		26, 0, 557, 556, 1, 0, 0, 0, 557, 558, 1, 0, 0, 0, 558, 559, 1, 0, 0, 0,
		559, 560, 3, 34, 17, 0, 560, 561, 3, 4, 2, 0, 561, 573, 1, 0, 0, 0, 562,
		564, 5, 122, 0, 0, 563, 565, 3, 52, 26, 0, 564, 563, 1, 0, 0, 0, 564, 565,
		1, 0, 0, 0, 565, 566, 1, 0, 0, 0, 566, 573, 3, 36, 18, 0, 567, 568, 5,
		105, 0, 0, 568, 573, 3, 52, 26, 0, 569, 570, 5, 93, 0, 0, 570, 571, 5,
		20, 0, 0, 571, 573, 5, 115, 0, 0, 572, 489, 1, 0, 0, 0, 572, 492, 1, 0,
		0, 0, 572, 494, 1, 0, 0, 0, 572, 501, 1, 0, 0, 0, 572, 503, 1, 0, 0, 0,
		572, 504, 1, 0, 0, 0, 572, 505, 1, 0, 0, 0, 572, 519, 1, 0, 0, 0, 572,
		534, 1, 0, 0, 0, 572, 550, 1, 0, 0, 0, 572, 562, 1, 0, 0, 0, 572, 567,
		1, 0, 0, 0, 572, 569, 1, 0, 0, 0, 573, 661, 1, 0, 0, 0, 574, 575, 10, 24,
		0, 0, 575, 576, 5, 30, 0, 0, 576, 660, 3, 46, 23, 24, 577, 578, 10, 23,
		0, 0, 578, 579, 7, 11, 0, 0, 579, 660, 3, 46, 23, 24, 580, 581, 10, 22,
		0, 0, 581, 582, 7, 12, 0, 0, 582, 660, 3, 46, 23, 23, 583, 584, 10, 21,
		0, 0, 584, 585, 7, 13, 0, 0, 585, 660, 3, 46, 23, 22, 586, 587, 10, 20,
		0, 0, 587, 588, 7, 14, 0, 0, 588, 660, 3, 46, 23, 21, 589, 590, 10, 19,
		0, 0, 590, 591, 7, 15, 0, 0, 591, 660, 3, 46, 23, 20, 592, 593, 10, 18,
		0, 0, 593, 594, 5, 43, 0, 0, 594, 660, 3, 46, 23, 19, 595, 596, 10, 17,
		0, 0, 596, 597, 5, 44, 0, 0, 597, 660, 3, 46, 23, 18, 598, 599, 10, 16,
		0, 0, 599, 600, 5, 45, 0, 0, 600, 660, 3, 46, 23, 17, 601, 602, 10, 15,
		0, 0, 602, 603, 5, 46, 0, 0, 603, 660, 3, 46, 23, 16, 604, 605, 10, 14,
		0, 0, 605, 606, 7, 16, 0, 0, 606, 660, 3, 46, 23, 15, 607, 608, 10, 13,
		0, 0, 608, 609, 5, 16, 0, 0, 609, 610, 3, 46, 23, 0, 610, 611, 5, 18, 0,
		0, 611, 612, 3, 46, 23, 13, 612, 660, 1, 0, 0, 0, 613, 614, 10, 12, 0,
		0, 614, 615, 7, 17, 0, 0, 615, 660, 3, 46, 23, 12, 616, 617, 10, 32, 0,
		0, 617, 618, 7, 18, 0, 0, 618, 660, 7, 19, 0, 0, 619, 621, 10, 31, 0, 0,
		620, 622, 5, 17, 0, 0, 621, 620, 1, 0, 0, 0, 621, 622, 1, 0, 0, 0, 622,
		623, 1, 0, 0, 0, 623, 624, 5, 7, 0, 0, 624, 625, 3, 48, 24, 0, 625, 626,
		5, 8, 0, 0, 626, 660, 1, 0, 0, 0, 627, 629, 10, 30, 0, 0, 628, 630, 5,
		17, 0, 0, 629, 628, 1, 0, 0, 0, 629, 630, 1, 0, 0, 0, 630, 631, 1, 0, 0,
		0, 631, 660, 3, 50, 25, 0, 632, 634, 10, 28, 0, 0, 633, 635, 5, 17, 0,
		0, 634, 633, 1, 0, 0, 0, 634, 635, 1, 0, 0, 0, 635, 636, 1, 0, 0, 0, 636,
		648, 5, 9, 0, 0, 637, 642, 3, 46, 23, 0, 638, 639, 5, 14, 0, 0, 639, 641,
		3, 46, 23, 0, 640, 638, 1, 0, 0, 0, 641, 644, 1, 0, 0, 0, 642, 640, 1,
		0, 0, 0, 642, 643, 1, 0, 0, 0, 643, 646, 1, 0, 0, 0, 644, 642, 1, 0, 0,
		0, 645, 647, 5, 14, 0, 0, 646, 645, 1, 0, 0, 0, 646, 647, 1, 0, 0, 0, 647,
		649, 1, 0, 0, 0, 648, 637, 1, 0, 0, 0, 648, 649, 1, 0, 0, 0, 649, 650,
		1, 0, 0, 0, 650, 660, 5, 10, 0, 0, 651, 652, 10, 27, 0, 0, 652, 655, 5,
		63, 0, 0, 653, 656, 3, 4, 2, 0, 654, 656, 3, 46, 23, 0, 655, 653, 1, 0,
		0, 0, 655, 654, 1, 0, 0, 0, 656, 660, 1, 0, 0, 0, 657, 658, 10, 26, 0,
		0, 658, 660, 7, 20, 0, 0, 659, 574, 1, 0, 0, 0, 659, 577, 1, 0, 0, 0, 659,
		580, 1, 0, 0, 0, 659, 583, 1, 0, 0, 0, 659, 586, 1, 0, 0, 0, 659, 589,
		1, 0, 0, 0, 659, 592, 1, 0, 0, 0, 659, 595, 1, 0, 0, 0, 659, 598, 1, 0,
		0, 0, 659, 601, 1, 0, 0, 0, 659, 604, 1, 0, 0, 0, 659, 607, 1, 0, 0, 0,
		659, 613, 1, 0, 0, 0, 659, 616, 1, 0, 0, 0, 659, 619, 1, 0, 0, 0, 659,
		627, 1, 0, 0, 0, 659, 632, 1, 0, 0, 0, 659, 651, 1, 0, 0, 0, 659, 657,
		1, 0, 0, 0, 660, 663, 1, 0, 0, 0, 661, 659, 1, 0, 0, 0, 661, 662, 1, 0,
		0, 0, 662, 47, 1, 0, 0, 0, 663, 661, 1, 0, 0, 0, 664, 669, 3, 46, 23, 0,
		665, 666, 5, 14, 0, 0, 666, 668, 3, 46, 23, 0, 667, 665, 1, 0, 0, 0, 668,
		671, 1, 0, 0, 0, 669, 667, 1, 0, 0, 0, 669, 670, 1, 0, 0, 0, 670, 49, 1,
		0, 0, 0, 671, 669, 1, 0, 0, 0, 672, 685, 5, 70, 0, 0, 673, 674, 5, 71,
		0, 0, 674, 679, 3, 48, 24, 0, 675, 676, 5, 117, 0, 0, 676, 678, 3, 48,
		24, 0, 677, 675, 1, 0, 0, 0, 678, 681, 1, 0, 0, 0, 679, 677, 1, 0, 0, 0,
		679, 680, 1, 0, 0, 0, 680, 682, 1, 0, 0, 0, 681, 679, 1, 0, 0, 0, 682,
		683, 5, 118, 0, 0, 683, 685, 1, 0, 0, 0, 684, 672, 1, 0, 0, 0, 684, 673,
		1, 0, 0, 0, 685, 51, 1, 0, 0, 0, 686, 687, 7, 6, 0, 0, 687, 53, 1, 0, 0,
		0, 688, 689, 7, 21, 0, 0, 689, 55, 1, 0, 0, 0, 98, 59, 74, 86, 95, 107,
		111, 115, 121, 127, 136, 141, 158, 174, 177, 181, 193, 199, 210, 216, 222,
		226, 230, 233, 240, 248, 252, 260, 262, 266, 278, 282, 284, 291, 295, 304,
		308, 310, 321, 327, 332, 340, 342, 353, 355, 358, 367, 371, 373, 378, 382,
		386, 390, 394, 401, 406, 408, 416, 420, 422, 428, 434, 440, 444, 449, 456,
		459, 462, 473, 483, 487, 496, 499, 507, 511, 515, 525, 529, 531, 540, 544,
		546, 550, 554, 557, 564, 572, 621, 629, 634, 642, 646, 648, 655, 659, 661,
		669, 679, 684,
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

		if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0 {
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
	Parameters() IParametersContext
	Block() IBlockContext
	Async() antlr.TerminalNode
	Multiply() antlr.TerminalNode
	Ident() IIdentContext

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
	p.SetState(233)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0 {
		{
			p.SetState(232)
			p.Ident()
		}

	}
	{
		p.SetState(235)
		p.Parameters()
	}
	{
		p.SetState(236)
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
	ClassTail() IClassTailContext
	Ident() IIdentContext

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

func (s *ClassDeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ClassDeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *JavaScriptParser) ClassDeclaration() (localctx IClassDeclarationContext) {
	localctx = NewClassDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, JavaScriptParserRULE_classDeclaration)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(238)
		p.Match(JavaScriptParserClass)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(240)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0 {
		{
			p.SetState(239)
			p.Ident()
		}

	}
	{
		p.SetState(242)
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
		p.SetState(244)
		p.Match(JavaScriptParserImport)
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

	if _la == JavaScriptParserOpenBrace || _la == JavaScriptParserMultiply || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34809) != 0) {
		{
			p.SetState(245)
			p.ImportClause()
		}
		{
			p.SetState(246)
			p.Match(JavaScriptParserFrom)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(250)
		p.Match(JavaScriptParserStringLiteral)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(252)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserWith {
		{
			p.SetState(251)
			p.ImportAttributes()
		}

	}
	{
		p.SetState(254)
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

	p.SetState(266)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserAsync, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(256)
			p.Ident()
		}
		p.SetState(262)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(257)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(260)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetTokenStream().LA(1) {
			case JavaScriptParserMultiply:
				{
					p.SetState(258)
					p.NamespaceImport()
				}

			case JavaScriptParserOpenBrace, JavaScriptParserObjectBrace:
				{
					p.SetState(259)
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
			p.SetState(264)
			p.NamespaceImport()
		}

	case JavaScriptParserOpenBrace, JavaScriptParserObjectBrace:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(265)
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
		p.SetState(268)
		p.Match(JavaScriptParserMultiply)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(269)
		p.Match(JavaScriptParserAs)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(270)
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
		p.SetState(272)
		_la = p.GetTokenStream().LA(1)

		if !(_la == JavaScriptParserOpenBrace || _la == JavaScriptParserObjectBrace) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(284)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if (int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&1013309916158361383) != 0 {
		{
			p.SetState(273)
			p.ModuleSpecifier()
		}
		p.SetState(278)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 29, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(274)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(275)
					p.ModuleSpecifier()
				}

			}
			p.SetState(280)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 29, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(282)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(281)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(286)
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
		p.SetState(288)
		p.ModuleExportName()
	}
	p.SetState(291)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserAs {
		{
			p.SetState(289)
			p.Match(JavaScriptParserAs)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(290)
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
	p.SetState(295)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserNullLiteral, JavaScriptParserTrue, JavaScriptParserFalse, JavaScriptParserBreak, JavaScriptParserCase, JavaScriptParserCatch, JavaScriptParserClass, JavaScriptParserConst, JavaScriptParserContinue, JavaScriptParserDebugger, JavaScriptParserDefault, JavaScriptParserDelete, JavaScriptParserDo, JavaScriptParserElse, JavaScriptParserEnum, JavaScriptParserExport, JavaScriptParserExtends, JavaScriptParserFinally, JavaScriptParserFor, JavaScriptParserFunction, JavaScriptParserIf, JavaScriptParserImport, JavaScriptParserIn, JavaScriptParserInstanceof, JavaScriptParserNew, JavaScriptParserReturn, JavaScriptParserSuper, JavaScriptParserSwitch, JavaScriptParserThis, JavaScriptParserThrow, JavaScriptParserTry, JavaScriptParserTypeof, JavaScriptParserVar, JavaScriptParserVoid, JavaScriptParserWhile, JavaScriptParserWith, JavaScriptParserAsync, JavaScriptParserAwait, JavaScriptParserYield, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier, JavaScriptParserFunctionExpression, JavaScriptParserClassExpression, JavaScriptParserForIn:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(293)
			p.IdentifierName()
		}

	case JavaScriptParserStringLiteral:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(294)
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
		p.SetState(297)
		p.Match(JavaScriptParserWith)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(298)
		p.Match(JavaScriptParserObjectBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(310)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134742144) != 0) || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&1123975761494023) != 0) {
		{
			p.SetState(299)
			p.PropertyDefinition()
		}
		p.SetState(304)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 34, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(300)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(301)
					p.PropertyDefinition()
				}

			}
			p.SetState(306)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 34, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(308)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(307)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(312)
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
	SingleExpression() ISingleExpressionContext
	Semicolon() antlr.TerminalNode
	VirtualSemicolon() antlr.TerminalNode
	EOF() antlr.TerminalNode
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

	p.SetState(355)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 43, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(314)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(315)
			p.Match(JavaScriptParserDefault)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(321)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 37, p.GetParserRuleContext()) {
		case 1:
			{
				p.SetState(316)
				p.FunctionDeclaration()
			}

		case 2:
			{
				p.SetState(317)
				p.ClassDeclaration()
			}

		case 3:
			{
				p.SetState(318)
				p.singleExpression(0)
			}
			{
				p.SetState(319)
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
			p.SetState(323)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(324)
			p.Match(JavaScriptParserMultiply)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(327)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAs {
			{
				p.SetState(325)
				p.Match(JavaScriptParserAs)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(326)
				p.ModuleExportName()
			}

		}
		{
			p.SetState(329)
			p.Match(JavaScriptParserFrom)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(330)
			p.Match(JavaScriptParserStringLiteral)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(332)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserWith {
			{
				p.SetState(331)
				p.ImportAttributes()
			}

		}
		{
			p.SetState(334)
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
			p.SetState(335)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(336)
			p.NamedImports()
		}
		p.SetState(342)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserFrom {
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

		}
		{
			p.SetState(344)
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
			p.SetState(346)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(347)
			p.VariableDeclaration()
		}
		{
			p.SetState(348)
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
			p.SetState(350)
			p.Match(JavaScriptParserExport)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(353)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}

		switch p.GetTokenStream().LA(1) {
		case JavaScriptParserFunction, JavaScriptParserAsync:
			{
				p.SetState(351)
				p.FunctionDeclaration()
			}

		case JavaScriptParserClass:
			{
				p.SetState(352)
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
	p.SetState(358)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserEllipsis {
		{
			p.SetState(357)
			p.Match(JavaScriptParserEllipsis)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(390)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserAsync, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier:
		{
			p.SetState(360)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case JavaScriptParserObjectBrace:
		{
			p.SetState(361)
			p.Match(JavaScriptParserObjectBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(373)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&1123975761494023) != 0) {
			{
				p.SetState(362)
				p.BindingProperty()
			}
			p.SetState(367)
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
						p.SetState(363)
						p.Match(JavaScriptParserComma)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(364)
						p.BindingProperty()
					}

				}
				p.SetState(369)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 45, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(371)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserComma {
				{
					p.SetState(370)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(375)
			p.Match(JavaScriptParserCloseBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case JavaScriptParserOpenBracket:
		{
			p.SetState(376)
			p.Match(JavaScriptParserOpenBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(378)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34809) != 0) {
			{
				p.SetState(377)
				p.BindingElement()
			}

		}
		p.SetState(386)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserComma {
			{
				p.SetState(380)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(382)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34809) != 0) {
				{
					p.SetState(381)
					p.BindingElement()
				}

			}

			p.SetState(388)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(389)
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
	p.SetState(394)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserAssign {
		{
			p.SetState(392)
			p.Match(JavaScriptParserAssign)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(393)
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

	p.SetState(408)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 55, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(396)
			p.PropertyName()
		}
		{
			p.SetState(397)
			p.Match(JavaScriptParserColon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(398)
			p.BindingElement()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(401)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserEllipsis {
			{
				p.SetState(400)
				p.Match(JavaScriptParserEllipsis)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(403)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(406)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAssign {
			{
				p.SetState(404)
				p.Match(JavaScriptParserAssign)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(405)
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
		p.SetState(410)
		p.Match(JavaScriptParserOpenParen)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(422)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserOpenBracket || _la == JavaScriptParserEllipsis || ((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&34809) != 0) {
		{
			p.SetState(411)
			p.BindingElement()
		}
		p.SetState(416)
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
					p.SetState(412)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(413)
					p.BindingElement()
				}

			}
			p.SetState(418)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 56, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}
		p.SetState(420)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserComma {
			{
				p.SetState(419)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}

	}
	{
		p.SetState(424)
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
	p.SetState(428)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserExtends {
		{
			p.SetState(426)
			p.Match(JavaScriptParserExtends)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(427)
			p.singleExpression(0)
		}

	}
	{
		p.SetState(430)
		p.Match(JavaScriptParserOpenBrace)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(434)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134226050) != 0) || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&875486133616647) != 0) {
		{
			p.SetState(431)
			p.ClassElement()
		}

		p.SetState(436)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(437)
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

	p.SetState(456)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 64, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		p.SetState(440)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 61, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(439)
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
			p.SetState(442)
			p.MethodDefinition()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(444)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 62, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(443)
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
			p.SetState(446)
			p.PropertyName()
		}
		p.SetState(449)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAssign {
			{
				p.SetState(447)
				p.Match(JavaScriptParserAssign)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(448)
				p.singleExpression(0)
			}

		}
		{
			p.SetState(451)
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
			p.SetState(453)
			p.Match(JavaScriptParserStatic)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(454)
			p.Block()
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(455)
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
	p.SetState(459)
	p.GetErrorHandler().Sync(p)

	if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 65, p.GetParserRuleContext()) == 1 {
		{
			p.SetState(458)
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
	p.SetState(462)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == JavaScriptParserMultiply {
		{
			p.SetState(461)
			p.Match(JavaScriptParserMultiply)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(464)
		p.PropertyName()
	}
	{
		p.SetState(465)
		p.Parameters()
	}
	{
		p.SetState(466)
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

	p.SetState(473)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserNumericLiteral, JavaScriptParserBigIntLiteral, JavaScriptParserStringLiteral, JavaScriptParserAsync, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserIdentifier, JavaScriptParserPrivateName:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(468)
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
			p.SetState(469)
			p.Match(JavaScriptParserOpenBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(470)
			p.singleExpression(0)
		}
		{
			p.SetState(471)
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

	p.SetState(487)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 69, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(475)
			p.PropertyName()
		}
		{
			p.SetState(476)
			p.Match(JavaScriptParserColon)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(477)
			p.singleExpression(0)
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(479)
			p.MethodDefinition()
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(480)
			_la = p.GetTokenStream().LA(1)

			if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		p.SetState(483)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAssign {
			{
				p.SetState(481)
				p.Match(JavaScriptParserAssign)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(482)
				p.singleExpression(0)
			}

		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(485)
			p.Match(JavaScriptParserEllipsis)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(486)
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
	p.SetState(572)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 85, p.GetParserRuleContext()) {
	case 1:
		{
			p.SetState(490)
			p.Match(JavaScriptParserNew)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(491)
			p.singleExpression(29)
		}

	case 2:
		{
			p.SetState(492)
			_la = p.GetTokenStream().LA(1)

			if !(((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132120576) != 0) || ((int64((_la-80)) & ^0x3f) == 0 && ((int64(1)<<(_la-80))&72351745) != 0)) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}
		{
			p.SetState(493)
			p.singleExpression(25)
		}

	case 3:
		{
			p.SetState(494)
			p.Match(JavaScriptParserYield)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(499)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 71, p.GetParserRuleContext()) == 1 {
			p.SetState(496)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserMultiply {
				{
					p.SetState(495)
					p.Match(JavaScriptParserMultiply)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}
			{
				p.SetState(498)
				p.singleExpression(0)
			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case 4:
		{
			p.SetState(501)
			p.Match(JavaScriptParserEllipsis)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(502)
			p.singleExpression(10)
		}

	case 5:
		{
			p.SetState(503)
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
			p.SetState(504)
			p.TemplateLiteral()
		}

	case 7:
		{
			p.SetState(505)
			p.Match(JavaScriptParserOpenBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(507)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(506)
				p.singleExpression(0)
			}

		}
		p.SetState(515)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserComma {
			{
				p.SetState(509)
				p.Match(JavaScriptParserComma)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(511)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
				{
					p.SetState(510)
					p.singleExpression(0)
				}

			}

			p.SetState(517)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(518)
			p.Match(JavaScriptParserCloseBracket)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 8:
		{
			p.SetState(519)
			p.Match(JavaScriptParserObjectBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(531)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&134742144) != 0) || ((int64((_la-67)) & ^0x3f) == 0 && ((int64(1)<<(_la-67))&1123975761494023) != 0) {
			{
				p.SetState(520)
				p.PropertyDefinition()
			}
			p.SetState(525)
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
						p.SetState(521)
						p.Match(JavaScriptParserComma)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(522)
						p.PropertyDefinition()
					}

				}
				p.SetState(527)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 75, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(529)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserComma {
				{
					p.SetState(528)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(533)
			p.Match(JavaScriptParserCloseBrace)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 9:
		{
			p.SetState(534)
			p.Match(JavaScriptParserOpenParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(546)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
			{
				p.SetState(535)
				p.singleExpression(0)
			}
			p.SetState(540)
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
						p.SetState(536)
						p.Match(JavaScriptParserComma)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}
					{
						p.SetState(537)
						p.singleExpression(0)
					}

				}
				p.SetState(542)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 78, p.GetParserRuleContext())
				if p.HasError() {
					goto errorExit
				}
			}
			p.SetState(544)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == JavaScriptParserComma {
				{
					p.SetState(543)
					p.Match(JavaScriptParserComma)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			}

		}
		{
			p.SetState(548)
			p.Match(JavaScriptParserCloseParen)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 10:
		p.SetState(550)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == JavaScriptParserAsync {
			{
				p.SetState(549)
				p.Match(JavaScriptParserAsync)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		{
			p.SetState(552)
			p.Match(JavaScriptParserFunctionExpression)
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

		if _la == JavaScriptParserMultiply {
			{
				p.SetState(553)
				p.Match(JavaScriptParserMultiply)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(557)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0 {
			{
				p.SetState(556)
				p.Ident()
			}

		}
		{
			p.SetState(559)
			p.Parameters()
		}
		{
			p.SetState(560)
			p.Block()
		}

	case 11:
		{
			p.SetState(562)
			p.Match(JavaScriptParserClassExpression)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(564)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if (int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0 {
			{
				p.SetState(563)
				p.Ident()
			}

		}
		{
			p.SetState(566)
			p.ClassTail()
		}

	case 12:
		{
			p.SetState(567)
			p.Match(JavaScriptParserAsync)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(568)
			p.Ident()
		}

	case 13:
		{
			p.SetState(569)
			p.Match(JavaScriptParserNew)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(570)
			p.Match(JavaScriptParserDot)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(571)
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
	p.SetState(661)
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
			p.SetState(659)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}

			switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 93, p.GetParserRuleContext()) {
			case 1:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(574)

				if !(p.Precpred(p.GetParserRuleContext(), 24)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 24)", ""))
					goto errorExit
				}
				{
					p.SetState(575)
					p.Match(JavaScriptParserPower)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(576)
					p.singleExpression(24)
				}

			case 2:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(577)

				if !(p.Precpred(p.GetParserRuleContext(), 23)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 23)", ""))
					goto errorExit
				}
				{
					p.SetState(578)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&939524096) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(579)
					p.singleExpression(24)
				}

			case 3:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(580)

				if !(p.Precpred(p.GetParserRuleContext(), 22)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 22)", ""))
					goto errorExit
				}
				{
					p.SetState(581)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserPlus || _la == JavaScriptParserMinus) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(582)
					p.singleExpression(23)
				}

			case 4:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(583)

				if !(p.Precpred(p.GetParserRuleContext(), 21)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 21)", ""))
					goto errorExit
				}
				{
					p.SetState(584)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&30064771072) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(585)
					p.singleExpression(22)
				}

			case 5:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(586)

				if !(p.Precpred(p.GetParserRuleContext(), 20)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 20)", ""))
					goto errorExit
				}
				{
					p.SetState(587)
					_la = p.GetTokenStream().LA(1)

					if !((int64((_la-35)) & ^0x3f) == 0 && ((int64(1)<<(_la-35))&216172782113783823) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(588)
					p.singleExpression(21)
				}

			case 6:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(589)

				if !(p.Precpred(p.GetParserRuleContext(), 19)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 19)", ""))
					goto errorExit
				}
				{
					p.SetState(590)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&8246337208320) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(591)
					p.singleExpression(20)
				}

			case 7:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(592)

				if !(p.Precpred(p.GetParserRuleContext(), 18)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 18)", ""))
					goto errorExit
				}
				{
					p.SetState(593)
					p.Match(JavaScriptParserBitAnd)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(594)
					p.singleExpression(19)
				}

			case 8:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(595)

				if !(p.Precpred(p.GetParserRuleContext(), 17)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 17)", ""))
					goto errorExit
				}
				{
					p.SetState(596)
					p.Match(JavaScriptParserBitXor)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(597)
					p.singleExpression(18)
				}

			case 9:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(598)

				if !(p.Precpred(p.GetParserRuleContext(), 16)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 16)", ""))
					goto errorExit
				}
				{
					p.SetState(599)
					p.Match(JavaScriptParserBitOr)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(600)
					p.singleExpression(17)
				}

			case 10:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(601)

				if !(p.Precpred(p.GetParserRuleContext(), 15)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 15)", ""))
					goto errorExit
				}
				{
					p.SetState(602)
					p.Match(JavaScriptParserAnd)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(603)
					p.singleExpression(16)
				}

			case 11:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(604)

				if !(p.Precpred(p.GetParserRuleContext(), 14)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 14)", ""))
					goto errorExit
				}
				{
					p.SetState(605)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserNullishCoalescing || _la == JavaScriptParserOr) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(606)
					p.singleExpression(15)
				}

			case 12:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(607)

				if !(p.Precpred(p.GetParserRuleContext(), 13)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 13)", ""))
					goto errorExit
				}
				{
					p.SetState(608)
					p.Match(JavaScriptParserQuestionMark)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(609)
					p.singleExpression(0)
				}
				{
					p.SetState(610)
					p.Match(JavaScriptParserColon)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(611)
					p.singleExpression(13)
				}

			case 13:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(613)

				if !(p.Precpred(p.GetParserRuleContext(), 12)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 12)", ""))
					goto errorExit
				}
				{
					p.SetState(614)
					_la = p.GetTokenStream().LA(1)

					if !((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&9223090561878097920) != 0) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(615)
					p.singleExpression(12)
				}

			case 14:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(616)

				if !(p.Precpred(p.GetParserRuleContext(), 32)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 32)", ""))
					goto errorExit
				}
				{
					p.SetState(617)
					_la = p.GetTokenStream().LA(1)

					if !(_la == JavaScriptParserQuestionMarkDot || _la == JavaScriptParserDot) {
						p.GetErrorHandler().RecoverInline(p)
					} else {
						p.GetErrorHandler().ReportMatch(p)
						p.Consume()
					}
				}
				{
					p.SetState(618)
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
				p.SetState(619)

				if !(p.Precpred(p.GetParserRuleContext(), 31)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 31)", ""))
					goto errorExit
				}
				p.SetState(621)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == JavaScriptParserQuestionMarkDot {
					{
						p.SetState(620)
						p.Match(JavaScriptParserQuestionMarkDot)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(623)
					p.Match(JavaScriptParserOpenBracket)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(624)
					p.Expression()
				}
				{
					p.SetState(625)
					p.Match(JavaScriptParserCloseBracket)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 16:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(627)

				if !(p.Precpred(p.GetParserRuleContext(), 30)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 30)", ""))
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
					p.TemplateLiteral()
				}

			case 17:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(632)

				if !(p.Precpred(p.GetParserRuleContext(), 28)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 28)", ""))
					goto errorExit
				}
				p.SetState(634)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if _la == JavaScriptParserQuestionMarkDot {
					{
						p.SetState(633)
						p.Match(JavaScriptParserQuestionMarkDot)
						if p.HasError() {
							// Recognition error - abort rule
							goto errorExit
						}
					}

				}
				{
					p.SetState(636)
					p.Match(JavaScriptParserOpenParen)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(648)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)

				if ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&132645504) != 0) || ((int64((_la-64)) & ^0x3f) == 0 && ((int64(1)<<(_la-64))&549437310454792447) != 0) {
					{
						p.SetState(637)
						p.singleExpression(0)
					}
					p.SetState(642)
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
								p.SetState(638)
								p.Match(JavaScriptParserComma)
								if p.HasError() {
									// Recognition error - abort rule
									goto errorExit
								}
							}
							{
								p.SetState(639)
								p.singleExpression(0)
							}

						}
						p.SetState(644)
						p.GetErrorHandler().Sync(p)
						if p.HasError() {
							goto errorExit
						}
						_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 89, p.GetParserRuleContext())
						if p.HasError() {
							goto errorExit
						}
					}
					p.SetState(646)
					p.GetErrorHandler().Sync(p)
					if p.HasError() {
						goto errorExit
					}
					_la = p.GetTokenStream().LA(1)

					if _la == JavaScriptParserComma {
						{
							p.SetState(645)
							p.Match(JavaScriptParserComma)
							if p.HasError() {
								// Recognition error - abort rule
								goto errorExit
							}
						}

					}

				}
				{
					p.SetState(650)
					p.Match(JavaScriptParserCloseParen)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}

			case 18:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(651)

				if !(p.Precpred(p.GetParserRuleContext(), 27)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 27)", ""))
					goto errorExit
				}
				{
					p.SetState(652)
					p.Match(JavaScriptParserArrow)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				p.SetState(655)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}

				switch p.GetTokenStream().LA(1) {
				case JavaScriptParserOpenBrace:
					{
						p.SetState(653)
						p.Block()
					}

				case JavaScriptParserOpenBracket, JavaScriptParserOpenParen, JavaScriptParserEllipsis, JavaScriptParserPlusPlus, JavaScriptParserMinusMinus, JavaScriptParserPlus, JavaScriptParserMinus, JavaScriptParserBitNot, JavaScriptParserNot, JavaScriptParserNullLiteral, JavaScriptParserTrue, JavaScriptParserFalse, JavaScriptParserNumericLiteral, JavaScriptParserBigIntLiteral, JavaScriptParserStringLiteral, JavaScriptParserNoSubstitutionTemplate, JavaScriptParserTemplateHead, JavaScriptParserDelete, JavaScriptParserImport, JavaScriptParserNew, JavaScriptParserSuper, JavaScriptParserThis, JavaScriptParserTypeof, JavaScriptParserVoid, JavaScriptParserAsync, JavaScriptParserAwait, JavaScriptParserYield, JavaScriptParserLet, JavaScriptParserStatic, JavaScriptParserGet, JavaScriptParserSet, JavaScriptParserOf, JavaScriptParserAs, JavaScriptParserFrom, JavaScriptParserIdentifier, JavaScriptParserPrivateName, JavaScriptParserRegularExpressionLiteral, JavaScriptParserObjectBrace, JavaScriptParserFunctionExpression, JavaScriptParserClassExpression:
					{
						p.SetState(654)
						p.singleExpression(0)
					}

				default:
					p.SetError(antlr.NewNoViableAltException(p, nil, nil, nil, nil, nil))
					goto errorExit
				}

			case 19:
				localctx = NewSingleExpressionContext(p, _parentctx, _parentState)
				p.PushNewRecursionContext(localctx, _startState, JavaScriptParserRULE_singleExpression)
				p.SetState(657)

				if !(p.Precpred(p.GetParserRuleContext(), 26)) {
					p.SetError(antlr.NewFailedPredicateException(p, "p.Precpred(p.GetParserRuleContext(), 26)", ""))
					goto errorExit
				}
				{
					p.SetState(658)
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
		p.SetState(663)
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
		p.SetState(664)
		p.singleExpression(0)
	}
	p.SetState(669)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == JavaScriptParserComma {
		{
			p.SetState(665)
			p.Match(JavaScriptParserComma)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(666)
			p.singleExpression(0)
		}

		p.SetState(671)
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

	p.SetState(684)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case JavaScriptParserNoSubstitutionTemplate:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(672)
			p.Match(JavaScriptParserNoSubstitutionTemplate)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case JavaScriptParserTemplateHead:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(673)
			p.Match(JavaScriptParserTemplateHead)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(674)
			p.Expression()
		}
		p.SetState(679)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == JavaScriptParserTemplateMiddle {
			{
				p.SetState(675)
				p.Match(JavaScriptParserTemplateMiddle)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(676)
				p.Expression()
			}

			p.SetState(681)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(682)
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
		p.SetState(686)
		_la = p.GetTokenStream().LA(1)

		if !((int64((_la-105)) & ^0x3f) == 0 && ((int64(1)<<(_la-105))&2041) != 0) {
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
		p.SetState(688)
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
