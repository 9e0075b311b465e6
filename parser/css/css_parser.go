// Code generated from grammars/CSS.g4 by ANTLR 4.13.1. DO NOT EDIT.

package css // CSS
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

type CSSParser struct {
	*antlr.BaseParser
}

var CSSParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func cssParserInit() {
	staticData := &CSSParserStaticData
	staticData.LiteralNames = []string{
		"", "", "'<!--'", "'-->'", "", "", "", "", "", "", "", "", "", "", "",
		"", "':'", "';'", "','", "'{'", "'}'", "'('", "')'", "'['", "']'",
	}
	staticData.SymbolicNames = []string{
		"", "COMMENT", "CDO", "CDC", "WS", "URL", "FUNCTION", "AT_KEYWORD",
		"HASH", "STRING", "BAD_STRING", "IMPORTANT", "NUMBER", "PERCENTAGE",
		"DIMENSION", "IDENT", "COLON", "SEMICOLON", "COMMA", "LBRACE", "RBRACE",
		"LPAREN", "RPAREN", "LBRACKET", "RBRACKET", "DELIM", "BOM",
	}
	staticData.RuleNames = []string{
		"styleSheet", "statement", "atRule", "preludeValue", "styleRule", "selector",
		"block", "blockItem", "declaration", "declarationValue", "componentValue",
		"function", "parens", "brackets", "braces", "innerValue", "declarationList",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 26, 189, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15, 7, 15,
		2, 16, 7, 16, 1, 0, 5, 0, 36, 8, 0, 10, 0, 12, 0, 39, 9, 0, 1, 0, 1, 0,
		1, 1, 1, 1, 3, 1, 45, 8, 1, 1, 2, 1, 2, 5, 2, 49, 8, 2, 10, 2, 12, 2, 52,
		9, 2, 1, 2, 1, 2, 3, 2, 56, 8, 2, 1, 3, 1, 3, 3, 3, 60, 8, 3, 1, 4, 1,
		4, 1, 4, 5, 4, 65, 8, 4, 10, 4, 12, 4, 68, 9, 4, 1, 4, 1, 4, 1, 4, 3, 4,
		73, 8, 4, 1, 5, 4, 5, 76, 8, 5, 11, 5, 12, 5, 77, 1, 6, 1, 6, 5, 6, 82,
		8, 6, 10, 6, 12, 6, 85, 9, 6, 1, 6, 1, 6, 1, 7, 1, 7, 1, 7, 1, 7, 3, 7,
		93, 8, 7, 1, 8, 3, 8, 96, 8, 8, 1, 8, 1, 8, 1, 8, 5, 8, 101, 8, 8, 10,
		8, 12, 8, 104, 9, 8, 1, 8, 1, 8, 5, 8, 108, 8, 8, 10, 8, 12, 8, 111, 9,
		8, 5, 8, 113, 8, 8, 10, 8, 12, 8, 116, 9, 8, 1, 9, 1, 9, 3, 9, 120, 8,
		9, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10, 1, 10,
		1, 10, 1, 10, 1, 10, 3, 10, 135, 8, 10, 1, 11, 1, 11, 5, 11, 139, 8, 11,
		10, 11, 12, 11, 142, 9, 11, 1, 11, 1, 11, 1, 12, 1, 12, 5, 12, 148, 8,
		12, 10, 12, 12, 12, 151, 9, 12, 1, 12, 1, 12, 1, 13, 1, 13, 5, 13, 157,
		8, 13, 10, 13, 12, 13, 160, 9, 13, 1, 13, 1, 13, 1, 14, 1, 14, 5, 14, 166,
		8, 14, 10, 14, 12, 14, 169, 9, 14, 1, 14, 1, 14, 1, 15, 1, 15, 1, 15, 1,
		15, 1, 15, 1, 15, 3, 15, 179, 8, 15, 1, 16, 5, 16, 182, 8, 16, 10, 16,
		12, 16, 185, 9, 16, 1, 16, 1, 16, 1, 16, 0, 0, 17, 0, 2, 4, 6, 8, 10, 12,
		14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 0, 0, 210, 0, 37, 1, 0, 0, 0, 2,
		44, 1, 0, 0, 0, 4, 46, 1, 0, 0, 0, 6, 59, 1, 0, 0, 0, 8, 72, 1, 0, 0, 0,
		10, 75, 1, 0, 0, 0, 12, 79, 1, 0, 0, 0, 14, 92, 1, 0, 0, 0, 16, 95, 1,
		0, 0, 0, 18, 119, 1, 0, 0, 0, 20, 134, 1, 0, 0, 0, 22, 136, 1, 0, 0, 0,
		24, 145, 1, 0, 0, 0, 26, 154, 1, 0, 0, 0, 28, 163, 1, 0, 0, 0, 30, 178,
		1, 0, 0, 0, 32, 183, 1, 0, 0, 0, 34, 36, 3, 2, 1, 0, 35, 34, 1, 0, 0, 0,
		36, 39, 1, 0, 0, 0, 37, 35, 1, 0, 0, 0, 37, 38, 1, 0, 0, 0, 38, 40, 1,
		0, 0, 0, 39, 37, 1, 0, 0, 0, 40, 41, 5, 0, 0, 1, 41, 1, 1, 0, 0, 0, 42,
		45, 3, 4, 2, 0, 43, 45, 3, 8, 4, 0, 44, 42, 1, 0, 0, 0, 44, 43, 1, 0, 0,
		0, 45, 3, 1, 0, 0, 0, 46, 50, 5, 7, 0, 0, 47, 49, 3, 6, 3, 0, 48, 47, 1,
		0, 0, 0, 49, 52, 1, 0, 0, 0, 50, 48, 1, 0, 0, 0, 50, 51, 1, 0, 0, 0, 51,
		55, 1, 0, 0, 0, 52, 50, 1, 0, 0, 0, 53, 56, 3, 12, 6, 0, 54, 56, 5, 17,
		0, 0, 55, 53, 1, 0, 0, 0, 55, 54, 1, 0, 0, 0, 56, 5, 1, 0, 0, 0, 57, 60,
		3, 20, 10, 0, 58, 60, 5, 18, 0, 0, 59, 57, 1, 0, 0, 0, 59, 58, 1, 0, 0,
		0, 60, 7, 1, 0, 0, 0, 61, 66, 3, 10, 5, 0, 62, 63, 5, 18, 0, 0, 63, 65,
		3, 10, 5, 0, 64, 62, 1, 0, 0, 0, 65, 68, 1, 0, 0, 0, 66, 64, 1, 0, 0, 0,
		66, 67, 1, 0, 0, 0, 67, 69, 1, 0, 0, 0, 68, 66, 1, 0, 0, 0, 69, 70, 3,
		12, 6, 0, 70, 73, 1, 0, 0, 0, 71, 73, 3, 12, 6, 0, 72, 61, 1, 0, 0, 0,
		72, 71, 1, 0, 0, 0, 73, 9, 1, 0, 0, 0, 74, 76, 3, 20, 10, 0, 75, 74, 1,
		0, 0, 0, 76, 77, 1, 0, 0, 0, 77, 75, 1, 0, 0, 0, 77, 78, 1, 0, 0, 0, 78,
		11, 1, 0, 0, 0, 79, 83, 5, 19, 0, 0, 80, 82, 3, 14, 7, 0, 81, 80, 1, 0,
		0, 0, 82, 85, 1, 0, 0, 0, 83, 81, 1, 0, 0, 0, 83, 84, 1, 0, 0, 0, 84, 86,
		1, 0, 0, 0, 85, 83, 1, 0, 0, 0, 86, 87, 5, 20, 0, 0, 87, 13, 1, 0, 0, 0,
		88, 93, 3, 16, 8, 0, 89, 93, 3, 4, 2, 0, 90, 93, 3, 8, 4, 0, 91, 93, 5,
		17, 0, 0, 92, 88, 1, 0, 0, 0, 92, 89, 1, 0, 0, 0, 92, 90, 1, 0, 0, 0, 92,
		91, 1, 0, 0, 0, 93, 15, 1, 0, 0, 0, 94, 96, 5, 25, 0, 0, 95, 94, 1, 0,
		0, 0, 95, 96, 1, 0, 0, 0, 96, 97, 1, 0, 0, 0, 97, 98, 5, 15, 0, 0, 98,
		102, 5, 16, 0, 0, 99, 101, 3, 18, 9, 0, 100, 99, 1, 0, 0, 0, 101, 104,
		1, 0, 0, 0, 102, 100, 1, 0, 0, 0, 102, 103, 1, 0, 0, 0, 103, 114, 1, 0,
		0, 0, 104, 102, 1, 0, 0, 0, 105, 109, 5, 11, 0, 0, 106, 108, 3, 18, 9,
		0, 107, 106, 1, 0, 0, 0, 108, 111, 1, 0, 0, 0, 109, 107, 1, 0, 0, 0, 109,
		110, 1, 0, 0, 0, 110, 113, 1, 0, 0, 0, 111, 109, 1, 0, 0, 0, 112, 105,
		1, 0, 0, 0, 113, 116, 1, 0, 0, 0, 114, 112, 1, 0, 0, 0, 114, 115, 1, 0,
		0, 0, 115, 17, 1, 0, 0, 0, 116, 114, 1, 0, 0, 0, 117, 120, 3, 20, 10, 0,
		118, 120, 5, 18, 0, 0, 119, 117, 1, 0, 0, 0, 119, 118, 1, 0, 0, 0, 120,
		19, 1, 0, 0, 0, 121, 135, 5, 15, 0, 0, 122, 135, 5, 12, 0, 0, 123, 135,
		5, 13, 0, 0, 124, 135, 5, 14, 0, 0, 125, 135, 5, 9, 0, 0, 126, 135, 5,
		10, 0, 0, 127, 135, 5, 5, 0, 0, 128, 135, 5, 8, 0, 0, 129, 135, 5, 25,
		0, 0, 130, 135, 5, 16, 0, 0, 131, 135, 3, 22, 11, 0, 132, 135, 3, 24, 12,
		0, 133, 135, 3, 26, 13, 0, 134, 121, 1, 0, 0, 0, 134, 122, 1, 0, 0, 0,
		134, 123, 1, 0, 0, 0, 134, 124, 1, 0, 0, 0, 134, 125, 1, 0, 0, 0, 134,
		126, 1, 0, 0, 0, 134, 127, 1, 0, 0, 0, 134, 128, 1, 0, 0, 0, 134, 129,
		1, 0, 0, 0, 134, 130, 1, 0, 0, 0, 134, 131, 1, 0, 0, 0, 134, 132, 1, 0,
		0, 0, 134, 133, 1, 0, 0, 0, 135, 21, 1, 0, 0, 0, 136, 140, 5, 6, 0, 0,
		137, 139, 3, 30, 15, 0, 138, 137, 1, 0, 0, 0, 139, 142, 1, 0, 0, 0, 140,
		138, 1, 0, 0, 0, 140, 141, 1, 0, 0, 0, 141, 143, 1, 0, 0, 0, 142, 140,
		1, 0, 0, 0, 143, 144, 5, 22, 0, 0, 144, 23, 1, 0, 0, 0, 145, 149, 5, 21,
		0, 0, 146, 148, 3, 30, 15, 0, 147, 146, 1, 0, 0, 0, 148, 151, 1, 0, 0,
		0, 149, 147, 1, 0, 0, 0, 149, 150, 1, 0, 0, 0, 150, 152, 1, 0, 0, 0, 151,
		149, 1, 0, 0, 0, 152, 153, 5, 22, 0, 0, 153, 25, 1, 0, 0, 0, 154, 158,
		5, 23, 0, 0, 155, 157, 3, 30, 15, 0, 156, 155, 1, 0, 0, 0, 157, 160, 1,
		0, 0, 0, 158, 156, 1, 0, 0, 0, 158, 159, 1, 0, 0, 0, 159, 161, 1, 0, 0,
		0, 160, 158, 1, 0, 0, 0, 161, 162, 5, 24, 0, 0, 162, 27, 1, 0, 0, 0, 163,
		167, 5, 19, 0, 0, 164, 166, 3, 30, 15, 0, 165, 164, 1, 0, 0, 0, 166, 169,
		1, 0, 0, 0, 167, 165, 1, 0, 0, 0, 167, 168, 1, 0, 0, 0, 168, 170, 1, 0,
		0, 0, 169, 167, 1, 0, 0, 0, 170, 171, 5, 20, 0, 0, 171, 29, 1, 0, 0, 0,
		172, 179, 3, 20, 10, 0, 173, 179, 5, 18, 0, 0, 174, 179, 5, 17, 0, 0, 175,
		179, 5, 7, 0, 0, 176, 179, 5, 11, 0, 0, 177, 179, 3, 28, 14, 0, 178, 172,
		1, 0, 0, 0, 178, 173, 1, 0, 0, 0, 178, 174, 1, 0, 0, 0, 178, 175, 1, 0,
		0, 0, 178, 176, 1, 0, 0, 0, 178, 177, 1, 0, 0, 0, 179, 31, 1, 0, 0, 0,
		180, 182, 3, 14, 7, 0, 181, 180, 1, 0, 0, 0, 182, 185, 1, 0, 0, 0, 183,
		181, 1, 0, 0, 0, 183, 184, 1, 0, 0, 0, 184, 186, 1, 0, 0, 0, 185, 183,
		1, 0, 0, 0, 186, 187, 5, 0, 0, 1, 187, 33, 1, 0, 0, 0, 22, 37, 44, 50,
		55, 59, 66, 72, 77, 83, 92, 95, 102, 109, 114, 119, 134, 140, 149, 158,
		167, 178, 183,
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

// CSSParserInit initializes any static state used to implement CSSParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewCSSParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func CSSParserInit() {
	staticData := &CSSParserStaticData
	staticData.once.Do(cssParserInit)
}

// NewCSSParser produces a new parser instance for the optional input antlr.TokenStream.
func NewCSSParser(input antlr.TokenStream) *CSSParser {
	CSSParserInit()
	this := new(CSSParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &CSSParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "CSS.g4"

	return this
}

// CSSParser tokens.
const (
	CSSParserEOF        = antlr.TokenEOF
	CSSParserCOMMENT    = 1
	CSSParserCDO        = 2
	CSSParserCDC        = 3
	CSSParserWS         = 4
	CSSParserURL        = 5
	CSSParserFUNCTION   = 6
	CSSParserAT_KEYWORD = 7
	CSSParserHASH       = 8
	CSSParserSTRING     = 9
	CSSParserBAD_STRING = 10
	CSSParserIMPORTANT  = 11
	CSSParserNUMBER     = 12
	CSSParserPERCENTAGE = 13
	CSSParserDIMENSION  = 14
	CSSParserIDENT      = 15
	CSSParserCOLON      = 16
	CSSParserSEMICOLON  = 17
	CSSParserCOMMA      = 18
	CSSParserLBRACE     = 19
	CSSParserRBRACE     = 20
	CSSParserLPAREN     = 21
	CSSParserRPAREN     = 22
	CSSParserLBRACKET   = 23
	CSSParserRBRACKET   = 24
	CSSParserDELIM      = 25
	CSSParserBOM        = 26
)

// CSSParser rules.
const (
	CSSParserRULE_styleSheet       = 0
	CSSParserRULE_statement        = 1
	CSSParserRULE_atRule           = 2
	CSSParserRULE_preludeValue     = 3
	CSSParserRULE_styleRule        = 4
	CSSParserRULE_selector         = 5
	CSSParserRULE_block            = 6
	CSSParserRULE_blockItem        = 7
	CSSParserRULE_declaration      = 8
	CSSParserRULE_declarationValue = 9
	CSSParserRULE_componentValue   = 10
	CSSParserRULE_function         = 11
	CSSParserRULE_parens           = 12
	CSSParserRULE_brackets         = 13
	CSSParserRULE_braces           = 14
	CSSParserRULE_innerValue       = 15
	CSSParserRULE_declarationList  = 16
)

// IStyleSheetContext is an interface to support dynamic dispatch.
type IStyleSheetContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllStatement() []IStatementContext
	Statement(i int) IStatementContext

	// IsStyleSheetContext differentiates from other interfaces.
	IsStyleSheetContext()
}

type StyleSheetContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStyleSheetContext() *StyleSheetContext {
	var p = new(StyleSheetContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_styleSheet
	return p
}

func InitEmptyStyleSheetContext(p *StyleSheetContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_styleSheet
}

func (*StyleSheetContext) IsStyleSheetContext() {}

func NewStyleSheetContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StyleSheetContext {
	var p = new(StyleSheetContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_styleSheet

	return p
}

func (s *StyleSheetContext) GetParser() antlr.Parser { return s.parser }

func (s *StyleSheetContext) EOF() antlr.TerminalNode {
	return s.GetToken(CSSParserEOF, 0)
}

func (s *StyleSheetContext) AllStatement() []IStatementContext {
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

func (s *StyleSheetContext) Statement(i int) IStatementContext {
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

func (s *StyleSheetContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StyleSheetContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) StyleSheet() (localctx IStyleSheetContext) {
	localctx = NewStyleSheetContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, CSSParserRULE_styleSheet)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(37)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&44693472) != 0 {
		{
			p.SetState(34)
			p.Statement()
		}

		p.SetState(39)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(40)
		p.Match(CSSParserEOF)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IStatementContext is an interface to support dynamic dispatch.
type IStatementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AtRule() IAtRuleContext
	StyleRule() IStyleRuleContext

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
	p.RuleIndex = CSSParserRULE_statement
	return p
}

func InitEmptyStatementContext(p *StatementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_statement
}

func (*StatementContext) IsStatementContext() {}

func NewStatementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StatementContext {
	var p = new(StatementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_statement

	return p
}

func (s *StatementContext) GetParser() antlr.Parser { return s.parser }

func (s *StatementContext) AtRule() IAtRuleContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAtRuleContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAtRuleContext)
}

func (s *StatementContext) StyleRule() IStyleRuleContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStyleRuleContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStyleRuleContext)
}

func (s *StatementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StatementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Statement() (localctx IStatementContext) {
	localctx = NewStatementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, CSSParserRULE_statement)
	p.SetState(44)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserAT_KEYWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(42)
			p.AtRule()
		}

	case CSSParserURL, CSSParserFUNCTION, CSSParserHASH, CSSParserSTRING, CSSParserBAD_STRING, CSSParserNUMBER, CSSParserPERCENTAGE, CSSParserDIMENSION, CSSParserIDENT, CSSParserCOLON, CSSParserLBRACE, CSSParserLPAREN, CSSParserLBRACKET, CSSParserDELIM:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(43)
			p.StyleRule()
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IAtRuleContext is an interface to support dynamic dispatch.
type IAtRuleContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AT_KEYWORD() antlr.TerminalNode
	Block() IBlockContext
	SEMICOLON() antlr.TerminalNode
	AllPreludeValue() []IPreludeValueContext
	PreludeValue(i int) IPreludeValueContext

	// IsAtRuleContext differentiates from other interfaces.
	IsAtRuleContext()
}

type AtRuleContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAtRuleContext() *AtRuleContext {
	var p = new(AtRuleContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_atRule
	return p
}

func InitEmptyAtRuleContext(p *AtRuleContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_atRule
}

func (*AtRuleContext) IsAtRuleContext() {}

func NewAtRuleContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AtRuleContext {
	var p = new(AtRuleContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_atRule

	return p
}

func (s *AtRuleContext) GetParser() antlr.Parser { return s.parser }

func (s *AtRuleContext) AT_KEYWORD() antlr.TerminalNode {
	return s.GetToken(CSSParserAT_KEYWORD, 0)
}

func (s *AtRuleContext) Block() IBlockContext {
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

func (s *AtRuleContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(CSSParserSEMICOLON, 0)
}

func (s *AtRuleContext) AllPreludeValue() []IPreludeValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPreludeValueContext); ok {
			len++
		}
	}

	tst := make([]IPreludeValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPreludeValueContext); ok {
			tst[i] = t.(IPreludeValueContext)
			i++
		}
	}

	return tst
}

func (s *AtRuleContext) PreludeValue(i int) IPreludeValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPreludeValueContext); ok {
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

	return t.(IPreludeValueContext)
}

func (s *AtRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AtRuleContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) AtRule() (localctx IAtRuleContext) {
	localctx = NewAtRuleContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, CSSParserRULE_atRule)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(46)
		p.Match(CSSParserAT_KEYWORD)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(50)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&44431200) != 0 {
		{
			p.SetState(47)
			p.PreludeValue()
		}

		p.SetState(52)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(55)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserLBRACE:
		{
			p.SetState(53)
			p.Block()
		}

	case CSSParserSEMICOLON:
		{
			p.SetState(54)
			p.Match(CSSParserSEMICOLON)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IPreludeValueContext is an interface to support dynamic dispatch.
type IPreludeValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ComponentValue() IComponentValueContext
	COMMA() antlr.TerminalNode

	// IsPreludeValueContext differentiates from other interfaces.
	IsPreludeValueContext()
}

type PreludeValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPreludeValueContext() *PreludeValueContext {
	var p = new(PreludeValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_preludeValue
	return p
}

func InitEmptyPreludeValueContext(p *PreludeValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_preludeValue
}

func (*PreludeValueContext) IsPreludeValueContext() {}

func NewPreludeValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PreludeValueContext {
	var p = new(PreludeValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_preludeValue

	return p
}

func (s *PreludeValueContext) GetParser() antlr.Parser { return s.parser }

func (s *PreludeValueContext) ComponentValue() IComponentValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IComponentValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IComponentValueContext)
}

func (s *PreludeValueContext) COMMA() antlr.TerminalNode {
	return s.GetToken(CSSParserCOMMA, 0)
}

func (s *PreludeValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PreludeValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) PreludeValue() (localctx IPreludeValueContext) {
	localctx = NewPreludeValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, CSSParserRULE_preludeValue)
	p.SetState(59)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserURL, CSSParserFUNCTION, CSSParserHASH, CSSParserSTRING, CSSParserBAD_STRING, CSSParserNUMBER, CSSParserPERCENTAGE, CSSParserDIMENSION, CSSParserIDENT, CSSParserCOLON, CSSParserLPAREN, CSSParserLBRACKET, CSSParserDELIM:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(57)
			p.ComponentValue()
		}

	case CSSParserCOMMA:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(58)
			p.Match(CSSParserCOMMA)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IStyleRuleContext is an interface to support dynamic dispatch.
type IStyleRuleContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllSelector() []ISelectorContext
	Selector(i int) ISelectorContext
	Block() IBlockContext
	AllCOMMA() []antlr.TerminalNode
	COMMA(i int) antlr.TerminalNode

	// IsStyleRuleContext differentiates from other interfaces.
	IsStyleRuleContext()
}

type StyleRuleContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStyleRuleContext() *StyleRuleContext {
	var p = new(StyleRuleContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_styleRule
	return p
}

func InitEmptyStyleRuleContext(p *StyleRuleContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_styleRule
}

func (*StyleRuleContext) IsStyleRuleContext() {}

func NewStyleRuleContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StyleRuleContext {
	var p = new(StyleRuleContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_styleRule

	return p
}

func (s *StyleRuleContext) GetParser() antlr.Parser { return s.parser }

func (s *StyleRuleContext) AllSelector() []ISelectorContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(ISelectorContext); ok {
			len++
		}
	}

	tst := make([]ISelectorContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(ISelectorContext); ok {
			tst[i] = t.(ISelectorContext)
			i++
		}
	}

	return tst
}

func (s *StyleRuleContext) Selector(i int) ISelectorContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ISelectorContext); ok {
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

	return t.(ISelectorContext)
}

func (s *StyleRuleContext) Block() IBlockContext {
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

func (s *StyleRuleContext) AllCOMMA() []antlr.TerminalNode {
	return s.GetTokens(CSSParserCOMMA)
}

func (s *StyleRuleContext) COMMA(i int) antlr.TerminalNode {
	return s.GetToken(CSSParserCOMMA, i)
}

func (s *StyleRuleContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StyleRuleContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) StyleRule() (localctx IStyleRuleContext) {
	localctx = NewStyleRuleContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, CSSParserRULE_styleRule)
	var _la int

	p.SetState(72)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserURL, CSSParserFUNCTION, CSSParserHASH, CSSParserSTRING, CSSParserBAD_STRING, CSSParserNUMBER, CSSParserPERCENTAGE, CSSParserDIMENSION, CSSParserIDENT, CSSParserCOLON, CSSParserLPAREN, CSSParserLBRACKET, CSSParserDELIM:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(61)
			p.Selector()
		}
		p.SetState(66)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == CSSParserCOMMA {
			{
				p.SetState(62)
				p.Match(CSSParserCOMMA)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(63)
				p.Selector()
			}

			p.SetState(68)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
		}
		{
			p.SetState(69)
			p.Block()
		}

	case CSSParserLBRACE:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(71)
			p.Block()
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// ISelectorContext is an interface to support dynamic dispatch.
type ISelectorContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllComponentValue() []IComponentValueContext
	ComponentValue(i int) IComponentValueContext

	// IsSelectorContext differentiates from other interfaces.
	IsSelectorContext()
}

type SelectorContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptySelectorContext() *SelectorContext {
	var p = new(SelectorContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_selector
	return p
}

func InitEmptySelectorContext(p *SelectorContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_selector
}

func (*SelectorContext) IsSelectorContext() {}

func NewSelectorContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *SelectorContext {
	var p = new(SelectorContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_selector

	return p
}

func (s *SelectorContext) GetParser() antlr.Parser { return s.parser }

func (s *SelectorContext) AllComponentValue() []IComponentValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IComponentValueContext); ok {
			len++
		}
	}

	tst := make([]IComponentValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IComponentValueContext); ok {
			tst[i] = t.(IComponentValueContext)
			i++
		}
	}

	return tst
}

func (s *SelectorContext) ComponentValue(i int) IComponentValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IComponentValueContext); ok {
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

	return t.(IComponentValueContext)
}

func (s *SelectorContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *SelectorContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Selector() (localctx ISelectorContext) {
	localctx = NewSelectorContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, CSSParserRULE_selector)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(75)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for ok := true; ok; ok = ((int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&44169056) != 0) {
		{
			p.SetState(74)
			p.ComponentValue()
		}

		p.SetState(77)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IBlockContext is an interface to support dynamic dispatch.
type IBlockContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	AllBlockItem() []IBlockItemContext
	BlockItem(i int) IBlockItemContext

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
	p.RuleIndex = CSSParserRULE_block
	return p
}

func InitEmptyBlockContext(p *BlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_block
}

func (*BlockContext) IsBlockContext() {}

func NewBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockContext {
	var p = new(BlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_block

	return p
}

func (s *BlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(CSSParserLBRACE, 0)
}

func (s *BlockContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(CSSParserRBRACE, 0)
}

func (s *BlockContext) AllBlockItem() []IBlockItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBlockItemContext); ok {
			len++
		}
	}

	tst := make([]IBlockItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBlockItemContext); ok {
			tst[i] = t.(IBlockItemContext)
			i++
		}
	}

	return tst
}

func (s *BlockContext) BlockItem(i int) IBlockItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockItemContext); ok {
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

	return t.(IBlockItemContext)
}

func (s *BlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Block() (localctx IBlockContext) {
	localctx = NewBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, CSSParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(79)
		p.Match(CSSParserLBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(83)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&44824544) != 0 {
		{
			p.SetState(80)
			p.BlockItem()
		}

		p.SetState(85)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(86)
		p.Match(CSSParserRBRACE)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IBlockItemContext is an interface to support dynamic dispatch.
type IBlockItemContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Declaration() IDeclarationContext
	AtRule() IAtRuleContext
	StyleRule() IStyleRuleContext
	SEMICOLON() antlr.TerminalNode

	// IsBlockItemContext differentiates from other interfaces.
	IsBlockItemContext()
}

type BlockItemContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBlockItemContext() *BlockItemContext {
	var p = new(BlockItemContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_blockItem
	return p
}

func InitEmptyBlockItemContext(p *BlockItemContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_blockItem
}

func (*BlockItemContext) IsBlockItemContext() {}

func NewBlockItemContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockItemContext {
	var p = new(BlockItemContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_blockItem

	return p
}

func (s *BlockItemContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockItemContext) Declaration() IDeclarationContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclarationContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IDeclarationContext)
}

func (s *BlockItemContext) AtRule() IAtRuleContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAtRuleContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAtRuleContext)
}

func (s *BlockItemContext) StyleRule() IStyleRuleContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStyleRuleContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStyleRuleContext)
}

func (s *BlockItemContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(CSSParserSEMICOLON, 0)
}

func (s *BlockItemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockItemContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) BlockItem() (localctx IBlockItemContext) {
	localctx = NewBlockItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, CSSParserRULE_blockItem)
	p.SetState(92)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 9, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(88)
			p.Declaration()
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(89)
			p.AtRule()
		}

	case 3:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(90)
			p.StyleRule()
		}

	case 4:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(91)
			p.Match(CSSParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IDeclarationContext is an interface to support dynamic dispatch.
type IDeclarationContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENT() antlr.TerminalNode
	COLON() antlr.TerminalNode
	DELIM() antlr.TerminalNode
	AllDeclarationValue() []IDeclarationValueContext
	DeclarationValue(i int) IDeclarationValueContext
	AllIMPORTANT() []antlr.TerminalNode
	IMPORTANT(i int) antlr.TerminalNode

	// IsDeclarationContext differentiates from other interfaces.
	IsDeclarationContext()
}

type DeclarationContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclarationContext() *DeclarationContext {
	var p = new(DeclarationContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_declaration
	return p
}

func InitEmptyDeclarationContext(p *DeclarationContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_declaration
}

func (*DeclarationContext) IsDeclarationContext() {}

func NewDeclarationContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclarationContext {
	var p = new(DeclarationContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_declaration

	return p
}

func (s *DeclarationContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclarationContext) IDENT() antlr.TerminalNode {
	return s.GetToken(CSSParserIDENT, 0)
}

func (s *DeclarationContext) COLON() antlr.TerminalNode {
	return s.GetToken(CSSParserCOLON, 0)
}

func (s *DeclarationContext) DELIM() antlr.TerminalNode {
	return s.GetToken(CSSParserDELIM, 0)
}

func (s *DeclarationContext) AllDeclarationValue() []IDeclarationValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IDeclarationValueContext); ok {
			len++
		}
	}

	tst := make([]IDeclarationValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IDeclarationValueContext); ok {
			tst[i] = t.(IDeclarationValueContext)
			i++
		}
	}

	return tst
}

func (s *DeclarationContext) DeclarationValue(i int) IDeclarationValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IDeclarationValueContext); ok {
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

	return t.(IDeclarationValueContext)
}

func (s *DeclarationContext) AllIMPORTANT() []antlr.TerminalNode {
	return s.GetTokens(CSSParserIMPORTANT)
}

func (s *DeclarationContext) IMPORTANT(i int) antlr.TerminalNode {
	return s.GetToken(CSSParserIMPORTANT, i)
}

func (s *DeclarationContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclarationContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Declaration() (localctx IDeclarationContext) {
	localctx = NewDeclarationContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, CSSParserRULE_declaration)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(95)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == CSSParserDELIM {
		{
			p.SetState(94)
			p.Match(CSSParserDELIM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	{
		p.SetState(97)
		p.Match(CSSParserIDENT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	{
		p.SetState(98)
		p.Match(CSSParserCOLON)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(102)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 11, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(99)
				p.DeclarationValue()
			}

		}
		p.SetState(104)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 11, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	p.SetState(114)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == CSSParserIMPORTANT {
		{
			p.SetState(105)
			p.Match(CSSParserIMPORTANT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(109)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 12, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(106)
					p.DeclarationValue()
				}

			}
			p.SetState(111)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 12, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
		}

		p.SetState(116)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IDeclarationValueContext is an interface to support dynamic dispatch.
type IDeclarationValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ComponentValue() IComponentValueContext
	COMMA() antlr.TerminalNode

	// IsDeclarationValueContext differentiates from other interfaces.
	IsDeclarationValueContext()
}

type DeclarationValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclarationValueContext() *DeclarationValueContext {
	var p = new(DeclarationValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_declarationValue
	return p
}

func InitEmptyDeclarationValueContext(p *DeclarationValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_declarationValue
}

func (*DeclarationValueContext) IsDeclarationValueContext() {}

func NewDeclarationValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclarationValueContext {
	var p = new(DeclarationValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_declarationValue

	return p
}

func (s *DeclarationValueContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclarationValueContext) ComponentValue() IComponentValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IComponentValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IComponentValueContext)
}

func (s *DeclarationValueContext) COMMA() antlr.TerminalNode {
	return s.GetToken(CSSParserCOMMA, 0)
}

func (s *DeclarationValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclarationValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) DeclarationValue() (localctx IDeclarationValueContext) {
	localctx = NewDeclarationValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, CSSParserRULE_declarationValue)
	p.SetState(119)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserURL, CSSParserFUNCTION, CSSParserHASH, CSSParserSTRING, CSSParserBAD_STRING, CSSParserNUMBER, CSSParserPERCENTAGE, CSSParserDIMENSION, CSSParserIDENT, CSSParserCOLON, CSSParserLPAREN, CSSParserLBRACKET, CSSParserDELIM:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(117)
			p.ComponentValue()
		}

	case CSSParserCOMMA:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(118)
			p.Match(CSSParserCOMMA)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IComponentValueContext is an interface to support dynamic dispatch.
type IComponentValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	IDENT() antlr.TerminalNode
	NUMBER() antlr.TerminalNode
	PERCENTAGE() antlr.TerminalNode
	DIMENSION() antlr.TerminalNode
	STRING() antlr.TerminalNode
	BAD_STRING() antlr.TerminalNode
	URL() antlr.TerminalNode
	HASH() antlr.TerminalNode
	DELIM() antlr.TerminalNode
	COLON() antlr.TerminalNode
	Function() IFunctionContext
	Parens() IParensContext
	Brackets() IBracketsContext

	// IsComponentValueContext differentiates from other interfaces.
	IsComponentValueContext()
}

type ComponentValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyComponentValueContext() *ComponentValueContext {
	var p = new(ComponentValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_componentValue
	return p
}

func InitEmptyComponentValueContext(p *ComponentValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_componentValue
}

func (*ComponentValueContext) IsComponentValueContext() {}

func NewComponentValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ComponentValueContext {
	var p = new(ComponentValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_componentValue

	return p
}

func (s *ComponentValueContext) GetParser() antlr.Parser { return s.parser }

func (s *ComponentValueContext) IDENT() antlr.TerminalNode {
	return s.GetToken(CSSParserIDENT, 0)
}

func (s *ComponentValueContext) NUMBER() antlr.TerminalNode {
	return s.GetToken(CSSParserNUMBER, 0)
}

func (s *ComponentValueContext) PERCENTAGE() antlr.TerminalNode {
	return s.GetToken(CSSParserPERCENTAGE, 0)
}

func (s *ComponentValueContext) DIMENSION() antlr.TerminalNode {
	return s.GetToken(CSSParserDIMENSION, 0)
}

func (s *ComponentValueContext) STRING() antlr.TerminalNode {
	return s.GetToken(CSSParserSTRING, 0)
}

func (s *ComponentValueContext) BAD_STRING() antlr.TerminalNode {
	return s.GetToken(CSSParserBAD_STRING, 0)
}

func (s *ComponentValueContext) URL() antlr.TerminalNode {
	return s.GetToken(CSSParserURL, 0)
}

func (s *ComponentValueContext) HASH() antlr.TerminalNode {
	return s.GetToken(CSSParserHASH, 0)
}

func (s *ComponentValueContext) DELIM() antlr.TerminalNode {
	return s.GetToken(CSSParserDELIM, 0)
}

func (s *ComponentValueContext) COLON() antlr.TerminalNode {
	return s.GetToken(CSSParserCOLON, 0)
}

func (s *ComponentValueContext) Function() IFunctionContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IFunctionContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IFunctionContext)
}

func (s *ComponentValueContext) Parens() IParensContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParensContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IParensContext)
}

func (s *ComponentValueContext) Brackets() IBracketsContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBracketsContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBracketsContext)
}

func (s *ComponentValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ComponentValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) ComponentValue() (localctx IComponentValueContext) {
	localctx = NewComponentValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, CSSParserRULE_componentValue)
	p.SetState(134)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserIDENT:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(121)
			p.Match(CSSParserIDENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserNUMBER:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(122)
			p.Match(CSSParserNUMBER)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserPERCENTAGE:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(123)
			p.Match(CSSParserPERCENTAGE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserDIMENSION:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(124)
			p.Match(CSSParserDIMENSION)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserSTRING:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(125)
			p.Match(CSSParserSTRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserBAD_STRING:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(126)
			p.Match(CSSParserBAD_STRING)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserURL:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(127)
			p.Match(CSSParserURL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserHASH:
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(128)
			p.Match(CSSParserHASH)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserDELIM:
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(129)
			p.Match(CSSParserDELIM)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserCOLON:
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(130)
			p.Match(CSSParserCOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserFUNCTION:
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(131)
			p.Function()
		}

	case CSSParserLPAREN:
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(132)
			p.Parens()
		}

	case CSSParserLBRACKET:
		p.EnterOuterAlt(localctx, 13)
		{
			p.SetState(133)
			p.Brackets()
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IFunctionContext is an interface to support dynamic dispatch.
type IFunctionContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	FUNCTION() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	AllInnerValue() []IInnerValueContext
	InnerValue(i int) IInnerValueContext

	// IsFunctionContext differentiates from other interfaces.
	IsFunctionContext()
}

type FunctionContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyFunctionContext() *FunctionContext {
	var p = new(FunctionContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_function
	return p
}

func InitEmptyFunctionContext(p *FunctionContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_function
}

func (*FunctionContext) IsFunctionContext() {}

func NewFunctionContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *FunctionContext {
	var p = new(FunctionContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_function

	return p
}

func (s *FunctionContext) GetParser() antlr.Parser { return s.parser }

func (s *FunctionContext) FUNCTION() antlr.TerminalNode {
	return s.GetToken(CSSParserFUNCTION, 0)
}

func (s *FunctionContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(CSSParserRPAREN, 0)
}

func (s *FunctionContext) AllInnerValue() []IInnerValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInnerValueContext); ok {
			len++
		}
	}

	tst := make([]IInnerValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInnerValueContext); ok {
			tst[i] = t.(IInnerValueContext)
			i++
		}
	}

	return tst
}

func (s *FunctionContext) InnerValue(i int) IInnerValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInnerValueContext); ok {
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

	return t.(IInnerValueContext)
}

func (s *FunctionContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *FunctionContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Function() (localctx IFunctionContext) {
	localctx = NewFunctionContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, CSSParserRULE_function)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(136)
		p.Match(CSSParserFUNCTION)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(140)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&45088736) != 0 {
		{
			p.SetState(137)
			p.InnerValue()
		}

		p.SetState(142)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(143)
		p.Match(CSSParserRPAREN)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IParensContext is an interface to support dynamic dispatch.
type IParensContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LPAREN() antlr.TerminalNode
	RPAREN() antlr.TerminalNode
	AllInnerValue() []IInnerValueContext
	InnerValue(i int) IInnerValueContext

	// IsParensContext differentiates from other interfaces.
	IsParensContext()
}

type ParensContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParensContext() *ParensContext {
	var p = new(ParensContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_parens
	return p
}

func InitEmptyParensContext(p *ParensContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_parens
}

func (*ParensContext) IsParensContext() {}

func NewParensContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParensContext {
	var p = new(ParensContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_parens

	return p
}

func (s *ParensContext) GetParser() antlr.Parser { return s.parser }

func (s *ParensContext) LPAREN() antlr.TerminalNode {
	return s.GetToken(CSSParserLPAREN, 0)
}

func (s *ParensContext) RPAREN() antlr.TerminalNode {
	return s.GetToken(CSSParserRPAREN, 0)
}

func (s *ParensContext) AllInnerValue() []IInnerValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInnerValueContext); ok {
			len++
		}
	}

	tst := make([]IInnerValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInnerValueContext); ok {
			tst[i] = t.(IInnerValueContext)
			i++
		}
	}

	return tst
}

func (s *ParensContext) InnerValue(i int) IInnerValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInnerValueContext); ok {
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

	return t.(IInnerValueContext)
}

func (s *ParensContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParensContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Parens() (localctx IParensContext) {
	localctx = NewParensContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 24, CSSParserRULE_parens)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(145)
		p.Match(CSSParserLPAREN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(149)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&45088736) != 0 {
		{
			p.SetState(146)
			p.InnerValue()
		}

		p.SetState(151)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(152)
		p.Match(CSSParserRPAREN)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IBracketsContext is an interface to support dynamic dispatch.
type IBracketsContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LBRACKET() antlr.TerminalNode
	RBRACKET() antlr.TerminalNode
	AllInnerValue() []IInnerValueContext
	InnerValue(i int) IInnerValueContext

	// IsBracketsContext differentiates from other interfaces.
	IsBracketsContext()
}

type BracketsContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBracketsContext() *BracketsContext {
	var p = new(BracketsContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_brackets
	return p
}

func InitEmptyBracketsContext(p *BracketsContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_brackets
}

func (*BracketsContext) IsBracketsContext() {}

func NewBracketsContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BracketsContext {
	var p = new(BracketsContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_brackets

	return p
}

func (s *BracketsContext) GetParser() antlr.Parser { return s.parser }

func (s *BracketsContext) LBRACKET() antlr.TerminalNode {
	return s.GetToken(CSSParserLBRACKET, 0)
}

func (s *BracketsContext) RBRACKET() antlr.TerminalNode {
	return s.GetToken(CSSParserRBRACKET, 0)
}

func (s *BracketsContext) AllInnerValue() []IInnerValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInnerValueContext); ok {
			len++
		}
	}

	tst := make([]IInnerValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInnerValueContext); ok {
			tst[i] = t.(IInnerValueContext)
			i++
		}
	}

	return tst
}

func (s *BracketsContext) InnerValue(i int) IInnerValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInnerValueContext); ok {
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

	return t.(IInnerValueContext)
}

func (s *BracketsContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BracketsContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Brackets() (localctx IBracketsContext) {
	localctx = NewBracketsContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 26, CSSParserRULE_brackets)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(154)
		p.Match(CSSParserLBRACKET)
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

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&45088736) != 0 {
		{
			p.SetState(155)
			p.InnerValue()
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
		p.Match(CSSParserRBRACKET)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IBracesContext is an interface to support dynamic dispatch.
type IBracesContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	LBRACE() antlr.TerminalNode
	RBRACE() antlr.TerminalNode
	AllInnerValue() []IInnerValueContext
	InnerValue(i int) IInnerValueContext

	// IsBracesContext differentiates from other interfaces.
	IsBracesContext()
}

type BracesContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBracesContext() *BracesContext {
	var p = new(BracesContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_braces
	return p
}

func InitEmptyBracesContext(p *BracesContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_braces
}

func (*BracesContext) IsBracesContext() {}

func NewBracesContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BracesContext {
	var p = new(BracesContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_braces

	return p
}

func (s *BracesContext) GetParser() antlr.Parser { return s.parser }

func (s *BracesContext) LBRACE() antlr.TerminalNode {
	return s.GetToken(CSSParserLBRACE, 0)
}

func (s *BracesContext) RBRACE() antlr.TerminalNode {
	return s.GetToken(CSSParserRBRACE, 0)
}

func (s *BracesContext) AllInnerValue() []IInnerValueContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IInnerValueContext); ok {
			len++
		}
	}

	tst := make([]IInnerValueContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IInnerValueContext); ok {
			tst[i] = t.(IInnerValueContext)
			i++
		}
	}

	return tst
}

func (s *BracesContext) InnerValue(i int) IInnerValueContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IInnerValueContext); ok {
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

	return t.(IInnerValueContext)
}

func (s *BracesContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BracesContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) Braces() (localctx IBracesContext) {
	localctx = NewBracesContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 28, CSSParserRULE_braces)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(163)
		p.Match(CSSParserLBRACE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(167)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&45088736) != 0 {
		{
			p.SetState(164)
			p.InnerValue()
		}

		p.SetState(169)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(170)
		p.Match(CSSParserRBRACE)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IInnerValueContext is an interface to support dynamic dispatch.
type IInnerValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ComponentValue() IComponentValueContext
	COMMA() antlr.TerminalNode
	SEMICOLON() antlr.TerminalNode
	AT_KEYWORD() antlr.TerminalNode
	IMPORTANT() antlr.TerminalNode
	Braces() IBracesContext

	// IsInnerValueContext differentiates from other interfaces.
	IsInnerValueContext()
}

type InnerValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyInnerValueContext() *InnerValueContext {
	var p = new(InnerValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_innerValue
	return p
}

func InitEmptyInnerValueContext(p *InnerValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_innerValue
}

func (*InnerValueContext) IsInnerValueContext() {}

func NewInnerValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *InnerValueContext {
	var p = new(InnerValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_innerValue

	return p
}

func (s *InnerValueContext) GetParser() antlr.Parser { return s.parser }

func (s *InnerValueContext) ComponentValue() IComponentValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IComponentValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IComponentValueContext)
}

func (s *InnerValueContext) COMMA() antlr.TerminalNode {
	return s.GetToken(CSSParserCOMMA, 0)
}

func (s *InnerValueContext) SEMICOLON() antlr.TerminalNode {
	return s.GetToken(CSSParserSEMICOLON, 0)
}

func (s *InnerValueContext) AT_KEYWORD() antlr.TerminalNode {
	return s.GetToken(CSSParserAT_KEYWORD, 0)
}

func (s *InnerValueContext) IMPORTANT() antlr.TerminalNode {
	return s.GetToken(CSSParserIMPORTANT, 0)
}

func (s *InnerValueContext) Braces() IBracesContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBracesContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBracesContext)
}

func (s *InnerValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *InnerValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) InnerValue() (localctx IInnerValueContext) {
	localctx = NewInnerValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 30, CSSParserRULE_innerValue)
	p.SetState(178)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case CSSParserURL, CSSParserFUNCTION, CSSParserHASH, CSSParserSTRING, CSSParserBAD_STRING, CSSParserNUMBER, CSSParserPERCENTAGE, CSSParserDIMENSION, CSSParserIDENT, CSSParserCOLON, CSSParserLPAREN, CSSParserLBRACKET, CSSParserDELIM:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(172)
			p.ComponentValue()
		}

	case CSSParserCOMMA:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(173)
			p.Match(CSSParserCOMMA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserSEMICOLON:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(174)
			p.Match(CSSParserSEMICOLON)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserAT_KEYWORD:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(175)
			p.Match(CSSParserAT_KEYWORD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserIMPORTANT:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(176)
			p.Match(CSSParserIMPORTANT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case CSSParserLBRACE:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(177)
			p.Braces()
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IDeclarationListContext is an interface to support dynamic dispatch.
type IDeclarationListContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllBlockItem() []IBlockItemContext
	BlockItem(i int) IBlockItemContext

	// IsDeclarationListContext differentiates from other interfaces.
	IsDeclarationListContext()
}

type DeclarationListContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDeclarationListContext() *DeclarationListContext {
	var p = new(DeclarationListContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_declarationList
	return p
}

func InitEmptyDeclarationListContext(p *DeclarationListContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = CSSParserRULE_declarationList
}

func (*DeclarationListContext) IsDeclarationListContext() {}

func NewDeclarationListContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DeclarationListContext {
	var p = new(DeclarationListContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = CSSParserRULE_declarationList

	return p
}

func (s *DeclarationListContext) GetParser() antlr.Parser { return s.parser }

func (s *DeclarationListContext) EOF() antlr.TerminalNode {
	return s.GetToken(CSSParserEOF, 0)
}

func (s *DeclarationListContext) AllBlockItem() []IBlockItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IBlockItemContext); ok {
			len++
		}
	}

	tst := make([]IBlockItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IBlockItemContext); ok {
			tst[i] = t.(IBlockItemContext)
			i++
		}
	}

	return tst
}

func (s *DeclarationListContext) BlockItem(i int) IBlockItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBlockItemContext); ok {
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

	return t.(IBlockItemContext)
}

func (s *DeclarationListContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DeclarationListContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *CSSParser) DeclarationList() (localctx IDeclarationListContext) {
	localctx = NewDeclarationListContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 32, CSSParserRULE_declarationList)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(183)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&44824544) != 0 {
		{
			p.SetState(180)
			p.BlockItem()
		}

		p.SetState(185)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(186)
		p.Match(CSSParserEOF)
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}
