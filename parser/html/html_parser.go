// Code generated from grammars/HTMLParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package html // HTMLParser
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

type HTMLParser struct {
	*antlr.BaseParser
}

var HTMLParserParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func htmlparserParserInit() {
	staticData := &HTMLParserParserStaticData
	staticData.LiteralNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "'>'", "'/>'",
	}
	staticData.SymbolicNames = []string{
		"", "VOID_OPEN", "STRAY_END_OPEN", "IMPLIED_END", "RAW_END_OPEN", "DOCTYPE",
		"COMMENT", "CDATA", "CONDITIONAL", "BOGUS_COMMENT", "SCRIPT_OPEN", "STYLE_OPEN",
		"TEXTAREA_OPEN", "TITLE_OPEN", "TAG_OPEN", "END_TAG_OPEN", "TEXT", "WS",
		"TAG_CLOSE", "SLASH_CLOSE", "ATTR_NAME", "EQ", "ATTR_VALUE", "SCRIPT_TEXT",
		"STYLE_TEXT", "RAW_TEXT",
	}
	staticData.RuleNames = []string{
		"document", "node", "element", "voidElement", "endTag", "strayEndTag",
		"scriptElement", "styleElement", "rawTextElement", "rawEndTag", "attribute",
		"attributeValue",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 25, 158, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2, 10, 7,
		10, 2, 11, 7, 11, 1, 0, 5, 0, 26, 8, 0, 10, 0, 12, 0, 29, 9, 0, 1, 0, 1,
		0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 3, 1, 45, 8, 1, 1, 2, 1, 2, 5, 2, 49, 8, 2, 10, 2, 12, 2, 52, 9, 2,
		1, 2, 1, 2, 5, 2, 56, 8, 2, 10, 2, 12, 2, 59, 9, 2, 1, 2, 1, 2, 3, 2, 63,
		8, 2, 1, 3, 1, 3, 5, 3, 67, 8, 3, 10, 3, 12, 3, 70, 9, 3, 1, 3, 1, 3, 1,
		4, 1, 4, 5, 4, 76, 8, 4, 10, 4, 12, 4, 79, 9, 4, 1, 4, 1, 4, 1, 5, 1, 5,
		5, 5, 85, 8, 5, 10, 5, 12, 5, 88, 9, 5, 1, 5, 1, 5, 1, 6, 1, 6, 5, 6, 94,
		8, 6, 10, 6, 12, 6, 97, 9, 6, 1, 6, 1, 6, 3, 6, 101, 8, 6, 1, 6, 3, 6,
		104, 8, 6, 1, 7, 1, 7, 5, 7, 108, 8, 7, 10, 7, 12, 7, 111, 9, 7, 1, 7,
		1, 7, 3, 7, 115, 8, 7, 1, 7, 3, 7, 118, 8, 7, 1, 8, 1, 8, 5, 8, 122, 8,
		8, 10, 8, 12, 8, 125, 9, 8, 1, 8, 1, 8, 3, 8, 129, 8, 8, 1, 8, 3, 8, 132,
		8, 8, 1, 9, 1, 9, 5, 9, 136, 8, 9, 10, 9, 12, 9, 139, 9, 9, 1, 9, 1, 9,
		1, 10, 1, 10, 1, 10, 3, 10, 146, 8, 10, 3, 10, 148, 8, 10, 1, 10, 1, 10,
		3, 10, 152, 8, 10, 3, 10, 154, 8, 10, 1, 11, 1, 11, 1, 11, 0, 0, 12, 0,
		2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 0, 2, 1, 0, 18, 19, 1, 0, 12, 13,
		177, 0, 27, 1, 0, 0, 0, 2, 44, 1, 0, 0, 0, 4, 46, 1, 0, 0, 0, 6, 64, 1,
		0, 0, 0, 8, 73, 1, 0, 0, 0, 10, 82, 1, 0, 0, 0, 12, 91, 1, 0, 0, 0, 14,
		105, 1, 0, 0, 0, 16, 119, 1, 0, 0, 0, 18, 133, 1, 0, 0, 0, 20, 153, 1,
		0, 0, 0, 22, 155, 1, 0, 0, 0, 24, 26, 3, 2, 1, 0, 25, 24, 1, 0, 0, 0, 26,
		29, 1, 0, 0, 0, 27, 25, 1, 0, 0, 0, 27, 28, 1, 0, 0, 0, 28, 30, 1, 0, 0,
		0, 29, 27, 1, 0, 0, 0, 30, 31, 5, 0, 0, 1, 31, 1, 1, 0, 0, 0, 32, 45, 3,
		4, 2, 0, 33, 45, 3, 6, 3, 0, 34, 45, 3, 12, 6, 0, 35, 45, 3, 14, 7, 0,
		36, 45, 3, 16, 8, 0, 37, 45, 3, 10, 5, 0, 38, 45, 5, 16, 0, 0, 39, 45,
		5, 6, 0, 0, 40, 45, 5, 9, 0, 0, 41, 45, 5, 7, 0, 0, 42, 45, 5, 8, 0, 0,
		43, 45, 5, 5, 0, 0, 44, 32, 1, 0, 0, 0, 44, 33, 1, 0, 0, 0, 44, 34, 1,
		0, 0, 0, 44, 35, 1, 0, 0, 0, 44, 36, 1, 0, 0, 0, 44, 37, 1, 0, 0, 0, 44,
		38, 1, 0, 0, 0, 44, 39, 1, 0, 0, 0, 44, 40, 1, 0, 0, 0, 44, 41, 1, 0, 0,
		0, 44, 42, 1, 0, 0, 0, 44, 43, 1, 0, 0, 0, 45, 3, 1, 0, 0, 0, 46, 50, 5,
		14, 0, 0, 47, 49, 3, 20, 10, 0, 48, 47, 1, 0, 0, 0, 49, 52, 1, 0, 0, 0,
		50, 48, 1, 0, 0, 0, 50, 51, 1, 0, 0, 0, 51, 53, 1, 0, 0, 0, 52, 50, 1,
		0, 0, 0, 53, 57, 5, 18, 0, 0, 54, 56, 3, 2, 1, 0, 55, 54, 1, 0, 0, 0, 56,
		59, 1, 0, 0, 0, 57, 55, 1, 0, 0, 0, 57, 58, 1, 0, 0, 0, 58, 62, 1, 0, 0,
		0, 59, 57, 1, 0, 0, 0, 60, 63, 3, 8, 4, 0, 61, 63, 5, 3, 0, 0, 62, 60,
		1, 0, 0, 0, 62, 61, 1, 0, 0, 0, 63, 5, 1, 0, 0, 0, 64, 68, 5, 1, 0, 0,
		65, 67, 3, 20, 10, 0, 66, 65, 1, 0, 0, 0, 67, 70, 1, 0, 0, 0, 68, 66, 1,
		0, 0, 0, 68, 69, 1, 0, 0, 0, 69, 71, 1, 0, 0, 0, 70, 68, 1, 0, 0, 0, 71,
		72, 7, 0, 0, 0, 72, 7, 1, 0, 0, 0, 73, 77, 5, 15, 0, 0, 74, 76, 3, 20,
		10, 0, 75, 74, 1, 0, 0, 0, 76, 79, 1, 0, 0, 0, 77, 75, 1, 0, 0, 0, 77,
		78, 1, 0, 0, 0, 78, 80, 1, 0, 0, 0, 79, 77, 1, 0, 0, 0, 80, 81, 7, 0, 0,
		0, 81, 9, 1, 0, 0, 0, 82, 86, 5, 2, 0, 0, 83, 85, 3, 20, 10, 0, 84, 83,
		1, 0, 0, 0, 85, 88, 1, 0, 0, 0, 86, 84, 1, 0, 0, 0, 86, 87, 1, 0, 0, 0,
		87, 89, 1, 0, 0, 0, 88, 86, 1, 0, 0, 0, 89, 90, 7, 0, 0, 0, 90, 11, 1,
		0, 0, 0, 91, 95, 5, 10, 0, 0, 92, 94, 3, 20, 10, 0, 93, 92, 1, 0, 0, 0,
		94, 97, 1, 0, 0, 0, 95, 93, 1, 0, 0, 0, 95, 96, 1, 0, 0, 0, 96, 98, 1,
		0, 0, 0, 97, 95, 1, 0, 0, 0, 98, 100, 7, 0, 0, 0, 99, 101, 5, 23, 0, 0,
		100, 99, 1, 0, 0, 0, 100, 101, 1, 0, 0, 0, 101, 103, 1, 0, 0, 0, 102, 104,
		3, 18, 9, 0, 103, 102, 1, 0, 0, 0, 103, 104, 1, 0, 0, 0, 104, 13, 1, 0,
		0, 0, 105, 109, 5, 11, 0, 0, 106, 108, 3, 20, 10, 0, 107, 106, 1, 0, 0,
		0, 108, 111, 1, 0, 0, 0, 109, 107, 1, 0, 0, 0, 109, 110, 1, 0, 0, 0, 110,
		112, 1, 0, 0, 0, 111, 109, 1, 0, 0, 0, 112, 114, 7, 0, 0, 0, 113, 115,
		5, 24, 0, 0, 114, 113, 1, 0, 0, 0, 114, 115, 1, 0, 0, 0, 115, 117, 1, 0,
		0, 0, 116, 118, 3, 18, 9, 0, 117, 116, 1, 0, 0, 0, 117, 118, 1, 0, 0, 0,
		118, 15, 1, 0, 0, 0, 119, 123, 7, 1, 0, 0, 120, 122, 3, 20, 10, 0, 121,
		120, 1, 0, 0, 0, 122, 125, 1, 0, 0, 0, 123, 121, 1, 0, 0, 0, 123, 124,
		1, 0, 0, 0, 124, 126, 1, 0, 0, 0, 125, 123, 1, 0, 0, 0, 126, 128, 7, 0,
		0, 0, 127, 129, 5, 25, 0, 0, 128, 127, 1, 0, 0, 0, 128, 129, 1, 0, 0, 0,
		129, 131, 1, 0, 0, 0, 130, 132, 3, 18, 9, 0, 131, 130, 1, 0, 0, 0, 131,
		132, 1, 0, 0, 0, 132, 17, 1, 0, 0, 0, 133, 137, 5, 4, 0, 0, 134, 136, 3,
		20, 10, 0, 135, 134, 1, 0, 0, 0, 136, 139, 1, 0, 0, 0, 137, 135, 1, 0,
		0, 0, 137, 138, 1, 0, 0, 0, 138, 140, 1, 0, 0, 0, 139, 137, 1, 0, 0, 0,
		140, 141, 7, 0, 0, 0, 141, 19, 1, 0, 0, 0, 142, 147, 5, 20, 0, 0, 143,
		145, 5, 21, 0, 0, 144, 146, 3, 22, 11, 0, 145, 144, 1, 0, 0, 0, 145, 146,
		1, 0, 0, 0, 146, 148, 1, 0, 0, 0, 147, 143, 1, 0, 0, 0, 147, 148, 1, 0,
		0, 0, 148, 154, 1, 0, 0, 0, 149, 151, 5, 21, 0, 0, 150, 152, 3, 22, 11,
		0, 151, 150, 1, 0, 0, 0, 151, 152, 1, 0, 0, 0, 152, 154, 1, 0, 0, 0, 153,
		142, 1, 0, 0, 0, 153, 149, 1, 0, 0, 0, 154, 21, 1, 0, 0, 0, 155, 156, 5,
		22, 0, 0, 156, 23, 1, 0, 0, 0, 22, 27, 44, 50, 57, 62, 68, 77, 86, 95,
		100, 103, 109, 114, 117, 123, 128, 131, 137, 145, 147, 151, 153,
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

// HTMLParserInit initializes any static state used to implement HTMLParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewHTMLParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func HTMLParserInit() {
	staticData := &HTMLParserParserStaticData
	staticData.once.Do(htmlparserParserInit)
}

// NewHTMLParser produces a new parser instance for the optional input antlr.TokenStream.
func NewHTMLParser(input antlr.TokenStream) *HTMLParser {
	HTMLParserInit()
	this := new(HTMLParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &HTMLParserParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "HTMLParser.g4"

	return this
}

// HTMLParser tokens.
const (
	HTMLParserEOF            = antlr.TokenEOF
	HTMLParserVOID_OPEN      = 1
	HTMLParserSTRAY_END_OPEN = 2
	HTMLParserIMPLIED_END    = 3
	HTMLParserRAW_END_OPEN   = 4
	HTMLParserDOCTYPE        = 5
	HTMLParserCOMMENT        = 6
	HTMLParserCDATA          = 7
	HTMLParserCONDITIONAL    = 8
	HTMLParserBOGUS_COMMENT  = 9
	HTMLParserSCRIPT_OPEN    = 10
	HTMLParserSTYLE_OPEN     = 11
	HTMLParserTEXTAREA_OPEN  = 12
	HTMLParserTITLE_OPEN     = 13
	HTMLParserTAG_OPEN       = 14
	HTMLParserEND_TAG_OPEN   = 15
	HTMLParserTEXT           = 16
	HTMLParserWS             = 17
	HTMLParserTAG_CLOSE      = 18
	HTMLParserSLASH_CLOSE    = 19
	HTMLParserATTR_NAME      = 20
	HTMLParserEQ             = 21
	HTMLParserATTR_VALUE     = 22
	HTMLParserSCRIPT_TEXT    = 23
	HTMLParserSTYLE_TEXT     = 24
	HTMLParserRAW_TEXT       = 25
)

// HTMLParser rules.
const (
	HTMLParserRULE_document       = 0
	HTMLParserRULE_node           = 1
	HTMLParserRULE_element        = 2
	HTMLParserRULE_voidElement    = 3
	HTMLParserRULE_endTag         = 4
	HTMLParserRULE_strayEndTag    = 5
	HTMLParserRULE_scriptElement  = 6
	HTMLParserRULE_styleElement   = 7
	HTMLParserRULE_rawTextElement = 8
	HTMLParserRULE_rawEndTag      = 9
	HTMLParserRULE_attribute      = 10
	HTMLParserRULE_attributeValue = 11
)

// IDocumentContext is an interface to support dynamic dispatch.
type IDocumentContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	EOF() antlr.TerminalNode
	AllNode() []INodeContext
	Node(i int) INodeContext

	// IsDocumentContext differentiates from other interfaces.
	IsDocumentContext()
}

type DocumentContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyDocumentContext() *DocumentContext {
	var p = new(DocumentContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_document
	return p
}

func InitEmptyDocumentContext(p *DocumentContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_document
}

func (*DocumentContext) IsDocumentContext() {}

func NewDocumentContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *DocumentContext {
	var p = new(DocumentContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_document

	return p
}

func (s *DocumentContext) GetParser() antlr.Parser { return s.parser }

func (s *DocumentContext) EOF() antlr.TerminalNode {
	return s.GetToken(HTMLParserEOF, 0)
}

func (s *DocumentContext) AllNode() []INodeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(INodeContext); ok {
			len++
		}
	}

	tst := make([]INodeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(INodeContext); ok {
			tst[i] = t.(INodeContext)
			i++
		}
	}

	return tst
}

func (s *DocumentContext) Node(i int) INodeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INodeContext); ok {
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

	return t.(INodeContext)
}

func (s *DocumentContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *DocumentContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) Document() (localctx IDocumentContext) {
	localctx = NewDocumentContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, HTMLParserRULE_document)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(27)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&98278) != 0 {
		{
			p.SetState(24)
			p.Node()
		}

		p.SetState(29)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(30)
		p.Match(HTMLParserEOF)
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

// INodeContext is an interface to support dynamic dispatch.
type INodeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Element() IElementContext
	VoidElement() IVoidElementContext
	ScriptElement() IScriptElementContext
	StyleElement() IStyleElementContext
	RawTextElement() IRawTextElementContext
	StrayEndTag() IStrayEndTagContext
	TEXT() antlr.TerminalNode
	COMMENT() antlr.TerminalNode
	BOGUS_COMMENT() antlr.TerminalNode
	CDATA() antlr.TerminalNode
	CONDITIONAL() antlr.TerminalNode
	DOCTYPE() antlr.TerminalNode

	// IsNodeContext differentiates from other interfaces.
	IsNodeContext()
}

type NodeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyNodeContext() *NodeContext {
	var p = new(NodeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_node
	return p
}

func InitEmptyNodeContext(p *NodeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_node
}

func (*NodeContext) IsNodeContext() {}

func NewNodeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *NodeContext {
	var p = new(NodeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_node

	return p
}

func (s *NodeContext) GetParser() antlr.Parser { return s.parser }

func (s *NodeContext) Element() IElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IElementContext)
}

func (s *NodeContext) VoidElement() IVoidElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IVoidElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IVoidElementContext)
}

func (s *NodeContext) ScriptElement() IScriptElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IScriptElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IScriptElementContext)
}

func (s *NodeContext) StyleElement() IStyleElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStyleElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStyleElementContext)
}

func (s *NodeContext) RawTextElement() IRawTextElementContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRawTextElementContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRawTextElementContext)
}

func (s *NodeContext) StrayEndTag() IStrayEndTagContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IStrayEndTagContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IStrayEndTagContext)
}

func (s *NodeContext) TEXT() antlr.TerminalNode {
	return s.GetToken(HTMLParserTEXT, 0)
}

func (s *NodeContext) COMMENT() antlr.TerminalNode {
	return s.GetToken(HTMLParserCOMMENT, 0)
}

func (s *NodeContext) BOGUS_COMMENT() antlr.TerminalNode {
	return s.GetToken(HTMLParserBOGUS_COMMENT, 0)
}

func (s *NodeContext) CDATA() antlr.TerminalNode {
	return s.GetToken(HTMLParserCDATA, 0)
}

func (s *NodeContext) CONDITIONAL() antlr.TerminalNode {
	return s.GetToken(HTMLParserCONDITIONAL, 0)
}

func (s *NodeContext) DOCTYPE() antlr.TerminalNode {
	return s.GetToken(HTMLParserDOCTYPE, 0)
}

func (s *NodeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *NodeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) Node() (localctx INodeContext) {
	localctx = NewNodeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, HTMLParserRULE_node)
	p.SetState(44)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HTMLParserTAG_OPEN:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(32)
			p.Element()
		}

	case HTMLParserVOID_OPEN:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(33)
			p.VoidElement()
		}

	case HTMLParserSCRIPT_OPEN:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(34)
			p.ScriptElement()
		}

	case HTMLParserSTYLE_OPEN:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(35)
			p.StyleElement()
		}

	case HTMLParserTEXTAREA_OPEN, HTMLParserTITLE_OPEN:
		p.EnterOuterAlt(localctx, 5)
		{
			p.SetState(36)
			p.RawTextElement()
		}

	case HTMLParserSTRAY_END_OPEN:
		p.EnterOuterAlt(localctx, 6)
		{
			p.SetState(37)
			p.StrayEndTag()
		}

	case HTMLParserTEXT:
		p.EnterOuterAlt(localctx, 7)
		{
			p.SetState(38)
			p.Match(HTMLParserTEXT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HTMLParserCOMMENT:
		p.EnterOuterAlt(localctx, 8)
		{
			p.SetState(39)
			p.Match(HTMLParserCOMMENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HTMLParserBOGUS_COMMENT:
		p.EnterOuterAlt(localctx, 9)
		{
			p.SetState(40)
			p.Match(HTMLParserBOGUS_COMMENT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HTMLParserCDATA:
		p.EnterOuterAlt(localctx, 10)
		{
			p.SetState(41)
			p.Match(HTMLParserCDATA)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HTMLParserCONDITIONAL:
		p.EnterOuterAlt(localctx, 11)
		{
			p.SetState(42)
			p.Match(HTMLParserCONDITIONAL)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case HTMLParserDOCTYPE:
		p.EnterOuterAlt(localctx, 12)
		{
			p.SetState(43)
			p.Match(HTMLParserDOCTYPE)
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

// IElementContext is an interface to support dynamic dispatch.
type IElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TAG_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	EndTag() IEndTagContext
	IMPLIED_END() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext
	AllNode() []INodeContext
	Node(i int) INodeContext

	// IsElementContext differentiates from other interfaces.
	IsElementContext()
}

type ElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyElementContext() *ElementContext {
	var p = new(ElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_element
	return p
}

func InitEmptyElementContext(p *ElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_element
}

func (*ElementContext) IsElementContext() {}

func NewElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ElementContext {
	var p = new(ElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_element

	return p
}

func (s *ElementContext) GetParser() antlr.Parser { return s.parser }

func (s *ElementContext) TAG_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_OPEN, 0)
}

func (s *ElementContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *ElementContext) EndTag() IEndTagContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IEndTagContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IEndTagContext)
}

func (s *ElementContext) IMPLIED_END() antlr.TerminalNode {
	return s.GetToken(HTMLParserIMPLIED_END, 0)
}

func (s *ElementContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *ElementContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *ElementContext) AllNode() []INodeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(INodeContext); ok {
			len++
		}
	}

	tst := make([]INodeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(INodeContext); ok {
			tst[i] = t.(INodeContext)
			i++
		}
	}

	return tst
}

func (s *ElementContext) Node(i int) INodeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(INodeContext); ok {
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

	return t.(INodeContext)
}

func (s *ElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) Element() (localctx IElementContext) {
	localctx = NewElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, HTMLParserRULE_element)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(46)
		p.Match(HTMLParserTAG_OPEN)
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

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(47)
			p.Attribute()
		}

		p.SetState(52)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(53)
		p.Match(HTMLParserTAG_CLOSE)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(57)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&98278) != 0 {
		{
			p.SetState(54)
			p.Node()
		}

		p.SetState(59)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(62)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HTMLParserEND_TAG_OPEN:
		{
			p.SetState(60)
			p.EndTag()
		}

	case HTMLParserIMPLIED_END:
		{
			p.SetState(61)
			p.Match(HTMLParserIMPLIED_END)
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

// IVoidElementContext is an interface to support dynamic dispatch.
type IVoidElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	VOID_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext

	// IsVoidElementContext differentiates from other interfaces.
	IsVoidElementContext()
}

type VoidElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyVoidElementContext() *VoidElementContext {
	var p = new(VoidElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_voidElement
	return p
}

func InitEmptyVoidElementContext(p *VoidElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_voidElement
}

func (*VoidElementContext) IsVoidElementContext() {}

func NewVoidElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *VoidElementContext {
	var p = new(VoidElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_voidElement

	return p
}

func (s *VoidElementContext) GetParser() antlr.Parser { return s.parser }

func (s *VoidElementContext) VOID_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserVOID_OPEN, 0)
}

func (s *VoidElementContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *VoidElementContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *VoidElementContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *VoidElementContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *VoidElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *VoidElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) VoidElement() (localctx IVoidElementContext) {
	localctx = NewVoidElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, HTMLParserRULE_voidElement)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(64)
		p.Match(HTMLParserVOID_OPEN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(68)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(65)
			p.Attribute()
		}

		p.SetState(70)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(71)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IEndTagContext is an interface to support dynamic dispatch.
type IEndTagContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	END_TAG_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext

	// IsEndTagContext differentiates from other interfaces.
	IsEndTagContext()
}

type EndTagContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyEndTagContext() *EndTagContext {
	var p = new(EndTagContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_endTag
	return p
}

func InitEmptyEndTagContext(p *EndTagContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_endTag
}

func (*EndTagContext) IsEndTagContext() {}

func NewEndTagContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *EndTagContext {
	var p = new(EndTagContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_endTag

	return p
}

func (s *EndTagContext) GetParser() antlr.Parser { return s.parser }

func (s *EndTagContext) END_TAG_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserEND_TAG_OPEN, 0)
}

func (s *EndTagContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *EndTagContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *EndTagContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *EndTagContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *EndTagContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *EndTagContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) EndTag() (localctx IEndTagContext) {
	localctx = NewEndTagContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, HTMLParserRULE_endTag)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(73)
		p.Match(HTMLParserEND_TAG_OPEN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(77)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(74)
			p.Attribute()
		}

		p.SetState(79)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(80)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IStrayEndTagContext is an interface to support dynamic dispatch.
type IStrayEndTagContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	STRAY_END_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext

	// IsStrayEndTagContext differentiates from other interfaces.
	IsStrayEndTagContext()
}

type StrayEndTagContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStrayEndTagContext() *StrayEndTagContext {
	var p = new(StrayEndTagContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_strayEndTag
	return p
}

func InitEmptyStrayEndTagContext(p *StrayEndTagContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_strayEndTag
}

func (*StrayEndTagContext) IsStrayEndTagContext() {}

func NewStrayEndTagContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StrayEndTagContext {
	var p = new(StrayEndTagContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_strayEndTag

	return p
}

func (s *StrayEndTagContext) GetParser() antlr.Parser { return s.parser }

func (s *StrayEndTagContext) STRAY_END_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserSTRAY_END_OPEN, 0)
}

func (s *StrayEndTagContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *StrayEndTagContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *StrayEndTagContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *StrayEndTagContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *StrayEndTagContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StrayEndTagContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) StrayEndTag() (localctx IStrayEndTagContext) {
	localctx = NewStrayEndTagContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, HTMLParserRULE_strayEndTag)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(82)
		p.Match(HTMLParserSTRAY_END_OPEN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(86)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(83)
			p.Attribute()
		}

		p.SetState(88)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(89)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IScriptElementContext is an interface to support dynamic dispatch.
type IScriptElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	SCRIPT_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext
	SCRIPT_TEXT() antlr.TerminalNode
	RawEndTag() IRawEndTagContext

	// IsScriptElementContext differentiates from other interfaces.
	IsScriptElementContext()
}

type ScriptElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyScriptElementContext() *ScriptElementContext {
	var p = new(ScriptElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_scriptElement
	return p
}

func InitEmptyScriptElementContext(p *ScriptElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_scriptElement
}

func (*ScriptElementContext) IsScriptElementContext() {}

func NewScriptElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ScriptElementContext {
	var p = new(ScriptElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_scriptElement

	return p
}

func (s *ScriptElementContext) GetParser() antlr.Parser { return s.parser }

func (s *ScriptElementContext) SCRIPT_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserSCRIPT_OPEN, 0)
}

func (s *ScriptElementContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *ScriptElementContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *ScriptElementContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *ScriptElementContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *ScriptElementContext) SCRIPT_TEXT() antlr.TerminalNode {
	return s.GetToken(HTMLParserSCRIPT_TEXT, 0)
}

func (s *ScriptElementContext) RawEndTag() IRawEndTagContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRawEndTagContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRawEndTagContext)
}

func (s *ScriptElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ScriptElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) ScriptElement() (localctx IScriptElementContext) {
	localctx = NewScriptElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, HTMLParserRULE_scriptElement)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(91)
		p.Match(HTMLParserSCRIPT_OPEN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(95)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(92)
			p.Attribute()
		}

		p.SetState(97)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(98)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(100)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HTMLParserSCRIPT_TEXT {
		{
			p.SetState(99)
			p.Match(HTMLParserSCRIPT_TEXT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(103)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HTMLParserRAW_END_OPEN {
		{
			p.SetState(102)
			p.RawEndTag()
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

// IStyleElementContext is an interface to support dynamic dispatch.
type IStyleElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	STYLE_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext
	STYLE_TEXT() antlr.TerminalNode
	RawEndTag() IRawEndTagContext

	// IsStyleElementContext differentiates from other interfaces.
	IsStyleElementContext()
}

type StyleElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyStyleElementContext() *StyleElementContext {
	var p = new(StyleElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_styleElement
	return p
}

func InitEmptyStyleElementContext(p *StyleElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_styleElement
}

func (*StyleElementContext) IsStyleElementContext() {}

func NewStyleElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *StyleElementContext {
	var p = new(StyleElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_styleElement

	return p
}

func (s *StyleElementContext) GetParser() antlr.Parser { return s.parser }

func (s *StyleElementContext) STYLE_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserSTYLE_OPEN, 0)
}

func (s *StyleElementContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *StyleElementContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *StyleElementContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *StyleElementContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *StyleElementContext) STYLE_TEXT() antlr.TerminalNode {
	return s.GetToken(HTMLParserSTYLE_TEXT, 0)
}

func (s *StyleElementContext) RawEndTag() IRawEndTagContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRawEndTagContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRawEndTagContext)
}

func (s *StyleElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *StyleElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) StyleElement() (localctx IStyleElementContext) {
	localctx = NewStyleElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, HTMLParserRULE_styleElement)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(105)
		p.Match(HTMLParserSTYLE_OPEN)
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
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(106)
			p.Attribute()
		}

		p.SetState(111)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(112)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(114)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HTMLParserSTYLE_TEXT {
		{
			p.SetState(113)
			p.Match(HTMLParserSTYLE_TEXT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(117)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HTMLParserRAW_END_OPEN {
		{
			p.SetState(116)
			p.RawEndTag()
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

// IRawTextElementContext is an interface to support dynamic dispatch.
type IRawTextElementContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	TEXTAREA_OPEN() antlr.TerminalNode
	TITLE_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext
	RAW_TEXT() antlr.TerminalNode
	RawEndTag() IRawEndTagContext

	// IsRawTextElementContext differentiates from other interfaces.
	IsRawTextElementContext()
}

type RawTextElementContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRawTextElementContext() *RawTextElementContext {
	var p = new(RawTextElementContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_rawTextElement
	return p
}

func InitEmptyRawTextElementContext(p *RawTextElementContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_rawTextElement
}

func (*RawTextElementContext) IsRawTextElementContext() {}

func NewRawTextElementContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RawTextElementContext {
	var p = new(RawTextElementContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_rawTextElement

	return p
}

func (s *RawTextElementContext) GetParser() antlr.Parser { return s.parser }

func (s *RawTextElementContext) TEXTAREA_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserTEXTAREA_OPEN, 0)
}

func (s *RawTextElementContext) TITLE_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserTITLE_OPEN, 0)
}

func (s *RawTextElementContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *RawTextElementContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *RawTextElementContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *RawTextElementContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *RawTextElementContext) RAW_TEXT() antlr.TerminalNode {
	return s.GetToken(HTMLParserRAW_TEXT, 0)
}

func (s *RawTextElementContext) RawEndTag() IRawEndTagContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IRawEndTagContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IRawEndTagContext)
}

func (s *RawTextElementContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RawTextElementContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) RawTextElement() (localctx IRawTextElementContext) {
	localctx = NewRawTextElementContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, HTMLParserRULE_rawTextElement)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(119)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTEXTAREA_OPEN || _la == HTMLParserTITLE_OPEN) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(123)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(120)
			p.Attribute()
		}

		p.SetState(125)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(126)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
			p.GetErrorHandler().RecoverInline(p)
		} else {
			p.GetErrorHandler().ReportMatch(p)
			p.Consume()
		}
	}
	p.SetState(128)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HTMLParserRAW_TEXT {
		{
			p.SetState(127)
			p.Match(HTMLParserRAW_TEXT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	}
	p.SetState(131)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == HTMLParserRAW_END_OPEN {
		{
			p.SetState(130)
			p.RawEndTag()
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

// IRawEndTagContext is an interface to support dynamic dispatch.
type IRawEndTagContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	RAW_END_OPEN() antlr.TerminalNode
	TAG_CLOSE() antlr.TerminalNode
	SLASH_CLOSE() antlr.TerminalNode
	AllAttribute() []IAttributeContext
	Attribute(i int) IAttributeContext

	// IsRawEndTagContext differentiates from other interfaces.
	IsRawEndTagContext()
}

type RawEndTagContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyRawEndTagContext() *RawEndTagContext {
	var p = new(RawEndTagContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_rawEndTag
	return p
}

func InitEmptyRawEndTagContext(p *RawEndTagContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_rawEndTag
}

func (*RawEndTagContext) IsRawEndTagContext() {}

func NewRawEndTagContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *RawEndTagContext {
	var p = new(RawEndTagContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_rawEndTag

	return p
}

func (s *RawEndTagContext) GetParser() antlr.Parser { return s.parser }

func (s *RawEndTagContext) RAW_END_OPEN() antlr.TerminalNode {
	return s.GetToken(HTMLParserRAW_END_OPEN, 0)
}

func (s *RawEndTagContext) TAG_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserTAG_CLOSE, 0)
}

func (s *RawEndTagContext) SLASH_CLOSE() antlr.TerminalNode {
	return s.GetToken(HTMLParserSLASH_CLOSE, 0)
}

func (s *RawEndTagContext) AllAttribute() []IAttributeContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IAttributeContext); ok {
			len++
		}
	}

	tst := make([]IAttributeContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IAttributeContext); ok {
			tst[i] = t.(IAttributeContext)
			i++
		}
	}

	return tst
}

func (s *RawEndTagContext) Attribute(i int) IAttributeContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeContext); ok {
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

	return t.(IAttributeContext)
}

func (s *RawEndTagContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *RawEndTagContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) RawEndTag() (localctx IRawEndTagContext) {
	localctx = NewRawEndTagContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 18, HTMLParserRULE_rawEndTag)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(133)
		p.Match(HTMLParserRAW_END_OPEN)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(137)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == HTMLParserATTR_NAME || _la == HTMLParserEQ {
		{
			p.SetState(134)
			p.Attribute()
		}

		p.SetState(139)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(140)
		_la = p.GetTokenStream().LA(1)

		if !(_la == HTMLParserTAG_CLOSE || _la == HTMLParserSLASH_CLOSE) {
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
	if false {
		goto errorExit // keeps the label used
	}
	return localctx
}

// IAttributeContext is an interface to support dynamic dispatch.
type IAttributeContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ATTR_NAME() antlr.TerminalNode
	EQ() antlr.TerminalNode
	AttributeValue() IAttributeValueContext

	// IsAttributeContext differentiates from other interfaces.
	IsAttributeContext()
}

type AttributeContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttributeContext() *AttributeContext {
	var p = new(AttributeContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_attribute
	return p
}

func InitEmptyAttributeContext(p *AttributeContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_attribute
}

func (*AttributeContext) IsAttributeContext() {}

func NewAttributeContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttributeContext {
	var p = new(AttributeContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_attribute

	return p
}

func (s *AttributeContext) GetParser() antlr.Parser { return s.parser }

func (s *AttributeContext) ATTR_NAME() antlr.TerminalNode {
	return s.GetToken(HTMLParserATTR_NAME, 0)
}

func (s *AttributeContext) EQ() antlr.TerminalNode {
	return s.GetToken(HTMLParserEQ, 0)
}

func (s *AttributeContext) AttributeValue() IAttributeValueContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IAttributeValueContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IAttributeValueContext)
}

func (s *AttributeContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttributeContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) Attribute() (localctx IAttributeContext) {
	localctx = NewAttributeContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 20, HTMLParserRULE_attribute)
	var _la int

	p.SetState(153)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case HTMLParserATTR_NAME:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(142)
			p.Match(HTMLParserATTR_NAME)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(147)
		p.GetErrorHandler().Sync(p)

		if p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 19, p.GetParserRuleContext()) == 1 {
			{
				p.SetState(143)
				p.Match(HTMLParserEQ)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			p.SetState(145)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			if _la == HTMLParserATTR_VALUE {
				{
					p.SetState(144)
					p.AttributeValue()
				}

			}

		} else if p.HasError() { // JIM
			goto errorExit
		}

	case HTMLParserEQ:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(149)
			p.Match(HTMLParserEQ)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		p.SetState(151)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == HTMLParserATTR_VALUE {
			{
				p.SetState(150)
				p.AttributeValue()
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

// IAttributeValueContext is an interface to support dynamic dispatch.
type IAttributeValueContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	ATTR_VALUE() antlr.TerminalNode

	// IsAttributeValueContext differentiates from other interfaces.
	IsAttributeValueContext()
}

type AttributeValueContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyAttributeValueContext() *AttributeValueContext {
	var p = new(AttributeValueContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_attributeValue
	return p
}

func InitEmptyAttributeValueContext(p *AttributeValueContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = HTMLParserRULE_attributeValue
}

func (*AttributeValueContext) IsAttributeValueContext() {}

func NewAttributeValueContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *AttributeValueContext {
	var p = new(AttributeValueContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = HTMLParserRULE_attributeValue

	return p
}

func (s *AttributeValueContext) GetParser() antlr.Parser { return s.parser }

func (s *AttributeValueContext) ATTR_VALUE() antlr.TerminalNode {
	return s.GetToken(HTMLParserATTR_VALUE, 0)
}

func (s *AttributeValueContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *AttributeValueContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *HTMLParser) AttributeValue() (localctx IAttributeValueContext) {
	localctx = NewAttributeValueContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 22, HTMLParserRULE_attributeValue)
	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(155)
		p.Match(HTMLParserATTR_VALUE)
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
