// Code generated from grammars/TextParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package text // TextParser
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

type TextParser struct {
	*antlr.BaseParser
}

var TextParserParserStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func textparserParserInit() {
	staticData := &TextParserParserStaticData
	staticData.SymbolicNames = []string{
		"", "OPEN", "CLOSE", "NL", "EOL", "BLANK", "MORE", "INDENTATION", "GAP",
		"SEP", "PART", "INDENT", "DEDENT", "PARA", "Newline", "Blank", "WORD",
		"BRACKET", "PUNCT",
	}
	staticData.RuleNames = []string{
		"text", "body", "paragraph", "block", "indented", "line", "part", "item",
		"group",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 1, 18, 143, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2, 4, 7,
		4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 1, 0, 5, 0, 20, 8, 0,
		10, 0, 12, 0, 23, 9, 0, 1, 0, 1, 0, 5, 0, 27, 8, 0, 10, 0, 12, 0, 30, 9,
		0, 1, 0, 1, 0, 1, 1, 1, 1, 1, 1, 5, 1, 37, 8, 1, 10, 1, 12, 1, 40, 9, 1,
		3, 1, 42, 8, 1, 1, 2, 1, 2, 5, 2, 46, 8, 2, 10, 2, 12, 2, 49, 9, 2, 1,
		2, 5, 2, 52, 8, 2, 10, 2, 12, 2, 55, 9, 2, 1, 3, 1, 3, 5, 3, 59, 8, 3,
		10, 3, 12, 3, 62, 9, 3, 1, 4, 1, 4, 5, 4, 66, 8, 4, 10, 4, 12, 4, 69, 9,
		4, 1, 4, 1, 4, 1, 4, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 5, 5, 79, 8, 5, 10,
		5, 12, 5, 82, 9, 5, 3, 5, 84, 8, 5, 1, 5, 1, 5, 1, 5, 1, 5, 1, 5, 5, 5,
		91, 8, 5, 10, 5, 12, 5, 94, 9, 5, 3, 5, 96, 8, 5, 1, 5, 3, 5, 99, 8, 5,
		1, 6, 1, 6, 1, 6, 1, 6, 5, 6, 105, 8, 6, 10, 6, 12, 6, 108, 9, 6, 3, 6,
		110, 8, 6, 1, 7, 1, 7, 1, 7, 1, 7, 3, 7, 116, 8, 7, 1, 8, 1, 8, 1, 8, 1,
		8, 1, 8, 5, 8, 123, 8, 8, 10, 8, 12, 8, 126, 9, 8, 3, 8, 128, 8, 8, 1,
		8, 1, 8, 1, 8, 1, 8, 5, 8, 134, 8, 8, 10, 8, 12, 8, 137, 9, 8, 1, 8, 1,
		8, 3, 8, 141, 8, 8, 1, 8, 0, 0, 9, 0, 2, 4, 6, 8, 10, 12, 14, 16, 0, 1,
		1, 0, 3, 4, 155, 0, 21, 1, 0, 0, 0, 2, 41, 1, 0, 0, 0, 4, 43, 1, 0, 0,
		0, 6, 56, 1, 0, 0, 0, 8, 63, 1, 0, 0, 0, 10, 98, 1, 0, 0, 0, 12, 100, 1,
		0, 0, 0, 14, 115, 1, 0, 0, 0, 16, 140, 1, 0, 0, 0, 18, 20, 5, 5, 0, 0,
		19, 18, 1, 0, 0, 0, 20, 23, 1, 0, 0, 0, 21, 19, 1, 0, 0, 0, 21, 22, 1,
		0, 0, 0, 22, 24, 1, 0, 0, 0, 23, 21, 1, 0, 0, 0, 24, 28, 3, 2, 1, 0, 25,
		27, 5, 5, 0, 0, 26, 25, 1, 0, 0, 0, 27, 30, 1, 0, 0, 0, 28, 26, 1, 0, 0,
		0, 28, 29, 1, 0, 0, 0, 29, 31, 1, 0, 0, 0, 30, 28, 1, 0, 0, 0, 31, 32,
		5, 0, 0, 1, 32, 1, 1, 0, 0, 0, 33, 38, 3, 4, 2, 0, 34, 35, 5, 5, 0, 0,
		35, 37, 3, 4, 2, 0, 36, 34, 1, 0, 0, 0, 37, 40, 1, 0, 0, 0, 38, 36, 1,
		0, 0, 0, 38, 39, 1, 0, 0, 0, 39, 42, 1, 0, 0, 0, 40, 38, 1, 0, 0, 0, 41,
		33, 1, 0, 0, 0, 41, 42, 1, 0, 0, 0, 42, 3, 1, 0, 0, 0, 43, 47, 5, 13, 0,
		0, 44, 46, 5, 6, 0, 0, 45, 44, 1, 0, 0, 0, 46, 49, 1, 0, 0, 0, 47, 45,
		1, 0, 0, 0, 47, 48, 1, 0, 0, 0, 48, 53, 1, 0, 0, 0, 49, 47, 1, 0, 0, 0,
		50, 52, 3, 6, 3, 0, 51, 50, 1, 0, 0, 0, 52, 55, 1, 0, 0, 0, 53, 51, 1,
		0, 0, 0, 53, 54, 1, 0, 0, 0, 54, 5, 1, 0, 0, 0, 55, 53, 1, 0, 0, 0, 56,
		60, 3, 10, 5, 0, 57, 59, 3, 8, 4, 0, 58, 57, 1, 0, 0, 0, 59, 62, 1, 0,
		0, 0, 60, 58, 1, 0, 0, 0, 60, 61, 1, 0, 0, 0, 61, 7, 1, 0, 0, 0, 62, 60,
		1, 0, 0, 0, 63, 67, 5, 11, 0, 0, 64, 66, 5, 5, 0, 0, 65, 64, 1, 0, 0, 0,
		66, 69, 1, 0, 0, 0, 67, 65, 1, 0, 0, 0, 67, 68, 1, 0, 0, 0, 68, 70, 1,
		0, 0, 0, 69, 67, 1, 0, 0, 0, 70, 71, 3, 2, 1, 0, 71, 72, 5, 12, 0, 0, 72,
		9, 1, 0, 0, 0, 73, 83, 5, 7, 0, 0, 74, 80, 3, 12, 6, 0, 75, 76, 5, 9, 0,
		0, 76, 77, 5, 8, 0, 0, 77, 79, 3, 12, 6, 0, 78, 75, 1, 0, 0, 0, 79, 82,
		1, 0, 0, 0, 80, 78, 1, 0, 0, 0, 80, 81, 1, 0, 0, 0, 81, 84, 1, 0, 0, 0,
		82, 80, 1, 0, 0, 0, 83, 74, 1, 0, 0, 0, 83, 84, 1, 0, 0, 0, 84, 85, 1,
		0, 0, 0, 85, 99, 7, 0, 0, 0, 86, 92, 3, 12, 6, 0, 87, 88, 5, 9, 0, 0, 88,
		89, 5, 8, 0, 0, 89, 91, 3, 12, 6, 0, 90, 87, 1, 0, 0, 0, 91, 94, 1, 0,
		0, 0, 92, 90, 1, 0, 0, 0, 92, 93, 1, 0, 0, 0, 93, 96, 1, 0, 0, 0, 94, 92,
		1, 0, 0, 0, 95, 86, 1, 0, 0, 0, 95, 96, 1, 0, 0, 0, 96, 97, 1, 0, 0, 0,
		97, 99, 7, 0, 0, 0, 98, 73, 1, 0, 0, 0, 98, 95, 1, 0, 0, 0, 99, 11, 1,
		0, 0, 0, 100, 109, 5, 10, 0, 0, 101, 106, 3, 14, 7, 0, 102, 103, 5, 8,
		0, 0, 103, 105, 3, 14, 7, 0, 104, 102, 1, 0, 0, 0, 105, 108, 1, 0, 0, 0,
		106, 104, 1, 0, 0, 0, 106, 107, 1, 0, 0, 0, 107, 110, 1, 0, 0, 0, 108,
		106, 1, 0, 0, 0, 109, 101, 1, 0, 0, 0, 109, 110, 1, 0, 0, 0, 110, 13, 1,
		0, 0, 0, 111, 116, 5, 16, 0, 0, 112, 116, 5, 18, 0, 0, 113, 116, 5, 17,
		0, 0, 114, 116, 3, 16, 8, 0, 115, 111, 1, 0, 0, 0, 115, 112, 1, 0, 0, 0,
		115, 113, 1, 0, 0, 0, 115, 114, 1, 0, 0, 0, 116, 15, 1, 0, 0, 0, 117, 127,
		5, 1, 0, 0, 118, 124, 3, 12, 6, 0, 119, 120, 5, 9, 0, 0, 120, 121, 5, 8,
		0, 0, 121, 123, 3, 12, 6, 0, 122, 119, 1, 0, 0, 0, 123, 126, 1, 0, 0, 0,
		124, 122, 1, 0, 0, 0, 124, 125, 1, 0, 0, 0, 125, 128, 1, 0, 0, 0, 126,
		124, 1, 0, 0, 0, 127, 118, 1, 0, 0, 0, 127, 128, 1, 0, 0, 0, 128, 129,
		1, 0, 0, 0, 129, 141, 5, 2, 0, 0, 130, 131, 5, 1, 0, 0, 131, 135, 3, 2,
		1, 0, 132, 134, 5, 5, 0, 0, 133, 132, 1, 0, 0, 0, 134, 137, 1, 0, 0, 0,
		135, 133, 1, 0, 0, 0, 135, 136, 1, 0, 0, 0, 136, 138, 1, 0, 0, 0, 137,
		135, 1, 0, 0, 0, 138, 139, 5, 2, 0, 0, 139, 141, 1, 0, 0, 0, 140, 117,
		1, 0, 0, 0, 140, 130, 1, 0, 0, 0, 141, 17, 1, 0, 0, 0, 20, 21, 28, 38,
		41, 47, 53, 60, 67, 80, 83, 92, 95, 98, 106, 109, 115, 124, 127, 135, 140,
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

// TextParserInit initializes any static state used to implement TextParser. By default the
// static state used to implement the parser is lazily initialized during the first call to
// NewTextParser(). You can call this function if you wish to initialize the static state ahead
// of time.
func TextParserInit() {
	staticData := &TextParserParserStaticData
	staticData.once.Do(textparserParserInit)
}

// NewTextParser produces a new parser instance for the optional input antlr.TokenStream.
func NewTextParser(input antlr.TokenStream) *TextParser {
	TextParserInit()
	this := new(TextParser)
	this.BaseParser = antlr.NewBaseParser(input)
	staticData := &TextParserParserStaticData
	this.Interpreter = antlr.NewParserATNSimulator(this, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	this.RuleNames = staticData.RuleNames
	this.LiteralNames = staticData.LiteralNames
	this.SymbolicNames = staticData.SymbolicNames
	this.GrammarFileName = "TextParser.g4"

	return this
}

// TextParser tokens.
const (
	TextParserEOF         = antlr.TokenEOF
	TextParserOPEN        = 1
	TextParserCLOSE       = 2
	TextParserNL          = 3
	TextParserEOL         = 4
	TextParserBLANK       = 5
	TextParserMORE        = 6
	TextParserINDENTATION = 7
	TextParserGAP         = 8
	TextParserSEP         = 9
	TextParserPART        = 10
	TextParserINDENT      = 11
	TextParserDEDENT      = 12
	TextParserPARA        = 13
	TextParserNewline     = 14
	TextParserBlank       = 15
	TextParserWORD        = 16
	TextParserBRACKET     = 17
	TextParserPUNCT       = 18
)

// TextParser rules.
const (
	TextParserRULE_text      = 0
	TextParserRULE_body      = 1
	TextParserRULE_paragraph = 2
	TextParserRULE_block     = 3
	TextParserRULE_indented  = 4
	TextParserRULE_line      = 5
	TextParserRULE_part      = 6
	TextParserRULE_item      = 7
	TextParserRULE_group     = 8
)

// ITextContext is an interface to support dynamic dispatch.
type ITextContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	Body() IBodyContext
	EOF() antlr.TerminalNode
	AllBLANK() []antlr.TerminalNode
	BLANK(i int) antlr.TerminalNode

	// IsTextContext differentiates from other interfaces.
	IsTextContext()
}

type TextContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyTextContext() *TextContext {
	var p = new(TextContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_text
	return p
}

func InitEmptyTextContext(p *TextContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_text
}

func (*TextContext) IsTextContext() {}

func NewTextContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *TextContext {
	var p = new(TextContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_text

	return p
}

func (s *TextContext) GetParser() antlr.Parser { return s.parser }

func (s *TextContext) Body() IBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBodyContext)
}

func (s *TextContext) EOF() antlr.TerminalNode {
	return s.GetToken(TextParserEOF, 0)
}

func (s *TextContext) AllBLANK() []antlr.TerminalNode {
	return s.GetTokens(TextParserBLANK)
}

func (s *TextContext) BLANK(i int) antlr.TerminalNode {
	return s.GetToken(TextParserBLANK, i)
}

func (s *TextContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *TextContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Text() (localctx ITextContext) {
	localctx = NewTextContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 0, TextParserRULE_text)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(21)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 0, p.GetParserRuleContext())
	if p.HasError() {
		goto errorExit
	}
	for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
		if _alt == 1 {
			{
				p.SetState(18)
				p.Match(TextParserBLANK)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}

		}
		p.SetState(23)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 0, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
	}
	{
		p.SetState(24)
		p.Body()
	}
	p.SetState(28)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == TextParserBLANK {
		{
			p.SetState(25)
			p.Match(TextParserBLANK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

		p.SetState(30)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(31)
		p.Match(TextParserEOF)
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

// IBodyContext is an interface to support dynamic dispatch.
type IBodyContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	AllParagraph() []IParagraphContext
	Paragraph(i int) IParagraphContext
	AllBLANK() []antlr.TerminalNode
	BLANK(i int) antlr.TerminalNode

	// IsBodyContext differentiates from other interfaces.
	IsBodyContext()
}

type BodyContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyBodyContext() *BodyContext {
	var p = new(BodyContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_body
	return p
}

func InitEmptyBodyContext(p *BodyContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_body
}

func (*BodyContext) IsBodyContext() {}

func NewBodyContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BodyContext {
	var p = new(BodyContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_body

	return p
}

func (s *BodyContext) GetParser() antlr.Parser { return s.parser }

func (s *BodyContext) AllParagraph() []IParagraphContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IParagraphContext); ok {
			len++
		}
	}

	tst := make([]IParagraphContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IParagraphContext); ok {
			tst[i] = t.(IParagraphContext)
			i++
		}
	}

	return tst
}

func (s *BodyContext) Paragraph(i int) IParagraphContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IParagraphContext); ok {
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

	return t.(IParagraphContext)
}

func (s *BodyContext) AllBLANK() []antlr.TerminalNode {
	return s.GetTokens(TextParserBLANK)
}

func (s *BodyContext) BLANK(i int) antlr.TerminalNode {
	return s.GetToken(TextParserBLANK, i)
}

func (s *BodyContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BodyContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Body() (localctx IBodyContext) {
	localctx = NewBodyContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 2, TextParserRULE_body)
	var _la int

	var _alt int

	p.EnterOuterAlt(localctx, 1)
	p.SetState(41)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	if _la == TextParserPARA {
		{
			p.SetState(33)
			p.Paragraph()
		}
		p.SetState(38)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 2, p.GetParserRuleContext())
		if p.HasError() {
			goto errorExit
		}
		for _alt != 2 && _alt != antlr.ATNInvalidAltNumber {
			if _alt == 1 {
				{
					p.SetState(34)
					p.Match(TextParserBLANK)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(35)
					p.Paragraph()
				}

			}
			p.SetState(40)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_alt = p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 2, p.GetParserRuleContext())
			if p.HasError() {
				goto errorExit
			}
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

// IParagraphContext is an interface to support dynamic dispatch.
type IParagraphContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PARA() antlr.TerminalNode
	AllMORE() []antlr.TerminalNode
	MORE(i int) antlr.TerminalNode
	AllBlock() []IBlockContext
	Block(i int) IBlockContext

	// IsParagraphContext differentiates from other interfaces.
	IsParagraphContext()
}

type ParagraphContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyParagraphContext() *ParagraphContext {
	var p = new(ParagraphContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_paragraph
	return p
}

func InitEmptyParagraphContext(p *ParagraphContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_paragraph
}

func (*ParagraphContext) IsParagraphContext() {}

func NewParagraphContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ParagraphContext {
	var p = new(ParagraphContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_paragraph

	return p
}

func (s *ParagraphContext) GetParser() antlr.Parser { return s.parser }

func (s *ParagraphContext) PARA() antlr.TerminalNode {
	return s.GetToken(TextParserPARA, 0)
}

func (s *ParagraphContext) AllMORE() []antlr.TerminalNode {
	return s.GetTokens(TextParserMORE)
}

func (s *ParagraphContext) MORE(i int) antlr.TerminalNode {
	return s.GetToken(TextParserMORE, i)
}

func (s *ParagraphContext) AllBlock() []IBlockContext {
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

func (s *ParagraphContext) Block(i int) IBlockContext {
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

func (s *ParagraphContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ParagraphContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Paragraph() (localctx IParagraphContext) {
	localctx = NewParagraphContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 4, TextParserRULE_paragraph)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(43)
		p.Match(TextParserPARA)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(47)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == TextParserMORE {
		{
			p.SetState(44)
			p.Match(TextParserMORE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

		p.SetState(49)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	p.SetState(53)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&1176) != 0 {
		{
			p.SetState(50)
			p.Block()
		}

		p.SetState(55)
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
	Line() ILineContext
	AllIndented() []IIndentedContext
	Indented(i int) IIndentedContext

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
	p.RuleIndex = TextParserRULE_block
	return p
}

func InitEmptyBlockContext(p *BlockContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_block
}

func (*BlockContext) IsBlockContext() {}

func NewBlockContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *BlockContext {
	var p = new(BlockContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_block

	return p
}

func (s *BlockContext) GetParser() antlr.Parser { return s.parser }

func (s *BlockContext) Line() ILineContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(ILineContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(ILineContext)
}

func (s *BlockContext) AllIndented() []IIndentedContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IIndentedContext); ok {
			len++
		}
	}

	tst := make([]IIndentedContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IIndentedContext); ok {
			tst[i] = t.(IIndentedContext)
			i++
		}
	}

	return tst
}

func (s *BlockContext) Indented(i int) IIndentedContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IIndentedContext); ok {
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

	return t.(IIndentedContext)
}

func (s *BlockContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *BlockContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Block() (localctx IBlockContext) {
	localctx = NewBlockContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 6, TextParserRULE_block)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(56)
		p.Line()
	}
	p.SetState(60)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == TextParserINDENT {
		{
			p.SetState(57)
			p.Indented()
		}

		p.SetState(62)
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

// IIndentedContext is an interface to support dynamic dispatch.
type IIndentedContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	INDENT() antlr.TerminalNode
	Body() IBodyContext
	DEDENT() antlr.TerminalNode
	AllBLANK() []antlr.TerminalNode
	BLANK(i int) antlr.TerminalNode

	// IsIndentedContext differentiates from other interfaces.
	IsIndentedContext()
}

type IndentedContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyIndentedContext() *IndentedContext {
	var p = new(IndentedContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_indented
	return p
}

func InitEmptyIndentedContext(p *IndentedContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_indented
}

func (*IndentedContext) IsIndentedContext() {}

func NewIndentedContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *IndentedContext {
	var p = new(IndentedContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_indented

	return p
}

func (s *IndentedContext) GetParser() antlr.Parser { return s.parser }

func (s *IndentedContext) INDENT() antlr.TerminalNode {
	return s.GetToken(TextParserINDENT, 0)
}

func (s *IndentedContext) Body() IBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBodyContext)
}

func (s *IndentedContext) DEDENT() antlr.TerminalNode {
	return s.GetToken(TextParserDEDENT, 0)
}

func (s *IndentedContext) AllBLANK() []antlr.TerminalNode {
	return s.GetTokens(TextParserBLANK)
}

func (s *IndentedContext) BLANK(i int) antlr.TerminalNode {
	return s.GetToken(TextParserBLANK, i)
}

func (s *IndentedContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *IndentedContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Indented() (localctx IIndentedContext) {
	localctx = NewIndentedContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 8, TextParserRULE_indented)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(63)
		p.Match(TextParserINDENT)
		if p.HasError() {
			// Recognition error - abort rule
			goto errorExit
		}
	}
	p.SetState(67)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}
	_la = p.GetTokenStream().LA(1)

	for _la == TextParserBLANK {
		{
			p.SetState(64)
			p.Match(TextParserBLANK)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

		p.SetState(69)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)
	}
	{
		p.SetState(70)
		p.Body()
	}
	{
		p.SetState(71)
		p.Match(TextParserDEDENT)
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

// ILineContext is an interface to support dynamic dispatch.
type ILineContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	INDENTATION() antlr.TerminalNode
	NL() antlr.TerminalNode
	EOL() antlr.TerminalNode
	AllPart() []IPartContext
	Part(i int) IPartContext
	AllSEP() []antlr.TerminalNode
	SEP(i int) antlr.TerminalNode
	AllGAP() []antlr.TerminalNode
	GAP(i int) antlr.TerminalNode

	// IsLineContext differentiates from other interfaces.
	IsLineContext()
}

type LineContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyLineContext() *LineContext {
	var p = new(LineContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_line
	return p
}

func InitEmptyLineContext(p *LineContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_line
}

func (*LineContext) IsLineContext() {}

func NewLineContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *LineContext {
	var p = new(LineContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_line

	return p
}

func (s *LineContext) GetParser() antlr.Parser { return s.parser }

func (s *LineContext) INDENTATION() antlr.TerminalNode {
	return s.GetToken(TextParserINDENTATION, 0)
}

func (s *LineContext) NL() antlr.TerminalNode {
	return s.GetToken(TextParserNL, 0)
}

func (s *LineContext) EOL() antlr.TerminalNode {
	return s.GetToken(TextParserEOL, 0)
}

func (s *LineContext) AllPart() []IPartContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPartContext); ok {
			len++
		}
	}

	tst := make([]IPartContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPartContext); ok {
			tst[i] = t.(IPartContext)
			i++
		}
	}

	return tst
}

func (s *LineContext) Part(i int) IPartContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPartContext); ok {
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

	return t.(IPartContext)
}

func (s *LineContext) AllSEP() []antlr.TerminalNode {
	return s.GetTokens(TextParserSEP)
}

func (s *LineContext) SEP(i int) antlr.TerminalNode {
	return s.GetToken(TextParserSEP, i)
}

func (s *LineContext) AllGAP() []antlr.TerminalNode {
	return s.GetTokens(TextParserGAP)
}

func (s *LineContext) GAP(i int) antlr.TerminalNode {
	return s.GetToken(TextParserGAP, i)
}

func (s *LineContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *LineContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Line() (localctx ILineContext) {
	localctx = NewLineContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 10, TextParserRULE_line)
	var _la int

	p.SetState(98)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TextParserINDENTATION:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(73)
			p.Match(TextParserINDENTATION)
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

		if _la == TextParserPART {
			{
				p.SetState(74)
				p.Part()
			}
			p.SetState(80)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == TextParserSEP {
				{
					p.SetState(75)
					p.Match(TextParserSEP)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(76)
					p.Match(TextParserGAP)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(77)
					p.Part()
				}

				p.SetState(82)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(85)
			_la = p.GetTokenStream().LA(1)

			if !(_la == TextParserNL || _la == TextParserEOL) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
			}
		}

	case TextParserNL, TextParserEOL, TextParserPART:
		p.EnterOuterAlt(localctx, 2)
		p.SetState(95)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		if _la == TextParserPART {
			{
				p.SetState(86)
				p.Part()
			}
			p.SetState(92)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == TextParserSEP {
				{
					p.SetState(87)
					p.Match(TextParserSEP)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(88)
					p.Match(TextParserGAP)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(89)
					p.Part()
				}

				p.SetState(94)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(97)
			_la = p.GetTokenStream().LA(1)

			if !(_la == TextParserNL || _la == TextParserEOL) {
				p.GetErrorHandler().RecoverInline(p)
			} else {
				p.GetErrorHandler().ReportMatch(p)
				p.Consume()
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

// IPartContext is an interface to support dynamic dispatch.
type IPartContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	PART() antlr.TerminalNode
	AllItem() []IItemContext
	Item(i int) IItemContext
	AllGAP() []antlr.TerminalNode
	GAP(i int) antlr.TerminalNode

	// IsPartContext differentiates from other interfaces.
	IsPartContext()
}

type PartContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyPartContext() *PartContext {
	var p = new(PartContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_part
	return p
}

func InitEmptyPartContext(p *PartContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_part
}

func (*PartContext) IsPartContext() {}

func NewPartContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *PartContext {
	var p = new(PartContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_part

	return p
}

func (s *PartContext) GetParser() antlr.Parser { return s.parser }

func (s *PartContext) PART() antlr.TerminalNode {
	return s.GetToken(TextParserPART, 0)
}

func (s *PartContext) AllItem() []IItemContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IItemContext); ok {
			len++
		}
	}

	tst := make([]IItemContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IItemContext); ok {
			tst[i] = t.(IItemContext)
			i++
		}
	}

	return tst
}

func (s *PartContext) Item(i int) IItemContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IItemContext); ok {
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

	return t.(IItemContext)
}

func (s *PartContext) AllGAP() []antlr.TerminalNode {
	return s.GetTokens(TextParserGAP)
}

func (s *PartContext) GAP(i int) antlr.TerminalNode {
	return s.GetToken(TextParserGAP, i)
}

func (s *PartContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *PartContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Part() (localctx IPartContext) {
	localctx = NewPartContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 12, TextParserRULE_part)
	var _la int

	p.EnterOuterAlt(localctx, 1)
	{
		p.SetState(100)
		p.Match(TextParserPART)
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

	if (int64(_la) & ^0x3f) == 0 && ((int64(1)<<_la)&458754) != 0 {
		{
			p.SetState(101)
			p.Item()
		}
		p.SetState(106)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TextParserGAP {
			{
				p.SetState(102)
				p.Match(TextParserGAP)
				if p.HasError() {
					// Recognition error - abort rule
					goto errorExit
				}
			}
			{
				p.SetState(103)
				p.Item()
			}

			p.SetState(108)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)
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

// IItemContext is an interface to support dynamic dispatch.
type IItemContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	WORD() antlr.TerminalNode
	PUNCT() antlr.TerminalNode
	BRACKET() antlr.TerminalNode
	Group() IGroupContext

	// IsItemContext differentiates from other interfaces.
	IsItemContext()
}

type ItemContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyItemContext() *ItemContext {
	var p = new(ItemContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_item
	return p
}

func InitEmptyItemContext(p *ItemContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_item
}

func (*ItemContext) IsItemContext() {}

func NewItemContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *ItemContext {
	var p = new(ItemContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_item

	return p
}

func (s *ItemContext) GetParser() antlr.Parser { return s.parser }

func (s *ItemContext) WORD() antlr.TerminalNode {
	return s.GetToken(TextParserWORD, 0)
}

func (s *ItemContext) PUNCT() antlr.TerminalNode {
	return s.GetToken(TextParserPUNCT, 0)
}

func (s *ItemContext) BRACKET() antlr.TerminalNode {
	return s.GetToken(TextParserBRACKET, 0)
}

func (s *ItemContext) Group() IGroupContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IGroupContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IGroupContext)
}

func (s *ItemContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *ItemContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Item() (localctx IItemContext) {
	localctx = NewItemContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 14, TextParserRULE_item)
	p.SetState(115)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetTokenStream().LA(1) {
	case TextParserWORD:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(111)
			p.Match(TextParserWORD)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case TextParserPUNCT:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(112)
			p.Match(TextParserPUNCT)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case TextParserBRACKET:
		p.EnterOuterAlt(localctx, 3)
		{
			p.SetState(113)
			p.Match(TextParserBRACKET)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case TextParserOPEN:
		p.EnterOuterAlt(localctx, 4)
		{
			p.SetState(114)
			p.Group()
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

// IGroupContext is an interface to support dynamic dispatch.
type IGroupContext interface {
	antlr.ParserRuleContext

	// GetParser returns the parser.
	GetParser() antlr.Parser

	// Getter signatures
	OPEN() antlr.TerminalNode
	CLOSE() antlr.TerminalNode
	AllPart() []IPartContext
	Part(i int) IPartContext
	AllSEP() []antlr.TerminalNode
	SEP(i int) antlr.TerminalNode
	AllGAP() []antlr.TerminalNode
	GAP(i int) antlr.TerminalNode
	Body() IBodyContext
	AllBLANK() []antlr.TerminalNode
	BLANK(i int) antlr.TerminalNode

	// IsGroupContext differentiates from other interfaces.
	IsGroupContext()
}

type GroupContext struct {
	antlr.BaseParserRuleContext
	parser antlr.Parser
}

func NewEmptyGroupContext() *GroupContext {
	var p = new(GroupContext)
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_group
	return p
}

func InitEmptyGroupContext(p *GroupContext) {
	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, nil, -1)
	p.RuleIndex = TextParserRULE_group
}

func (*GroupContext) IsGroupContext() {}

func NewGroupContext(parser antlr.Parser, parent antlr.ParserRuleContext, invokingState int) *GroupContext {
	var p = new(GroupContext)

	antlr.InitBaseParserRuleContext(&p.BaseParserRuleContext, parent, invokingState)

	p.parser = parser
	p.RuleIndex = TextParserRULE_group

	return p
}

func (s *GroupContext) GetParser() antlr.Parser { return s.parser }

func (s *GroupContext) OPEN() antlr.TerminalNode {
	return s.GetToken(TextParserOPEN, 0)
}

func (s *GroupContext) CLOSE() antlr.TerminalNode {
	return s.GetToken(TextParserCLOSE, 0)
}

func (s *GroupContext) AllPart() []IPartContext {
	children := s.GetChildren()
	len := 0
	for _, ctx := range children {
		if _, ok := ctx.(IPartContext); ok {
			len++
		}
	}

	tst := make([]IPartContext, len)
	i := 0
	for _, ctx := range children {
		if t, ok := ctx.(IPartContext); ok {
			tst[i] = t.(IPartContext)
			i++
		}
	}

	return tst
}

func (s *GroupContext) Part(i int) IPartContext {
	var t antlr.RuleContext
	j := 0
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IPartContext); ok {
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

	return t.(IPartContext)
}

func (s *GroupContext) AllSEP() []antlr.TerminalNode {
	return s.GetTokens(TextParserSEP)
}

func (s *GroupContext) SEP(i int) antlr.TerminalNode {
	return s.GetToken(TextParserSEP, i)
}

func (s *GroupContext) AllGAP() []antlr.TerminalNode {
	return s.GetTokens(TextParserGAP)
}

func (s *GroupContext) GAP(i int) antlr.TerminalNode {
	return s.GetToken(TextParserGAP, i)
}

func (s *GroupContext) Body() IBodyContext {
	var t antlr.RuleContext
	for _, ctx := range s.GetChildren() {
		if _, ok := ctx.(IBodyContext); ok {
			t = ctx.(antlr.RuleContext)
			break
		}
	}

	if t == nil {
		return nil
	}

	return t.(IBodyContext)
}

func (s *GroupContext) AllBLANK() []antlr.TerminalNode {
	return s.GetTokens(TextParserBLANK)
}

func (s *GroupContext) BLANK(i int) antlr.TerminalNode {
	return s.GetToken(TextParserBLANK, i)
}

func (s *GroupContext) GetRuleContext() antlr.RuleContext {
	return s
}

func (s *GroupContext) ToStringTree(ruleNames []string, recog antlr.Recognizer) string {
	return antlr.TreesStringTree(s, ruleNames, recog)
}

func (p *TextParser) Group() (localctx IGroupContext) {
	localctx = NewGroupContext(p, p.GetParserRuleContext(), p.GetState())
	p.EnterRule(localctx, 16, TextParserRULE_group)
	var _la int

	p.SetState(140)
	p.GetErrorHandler().Sync(p)
	if p.HasError() {
		goto errorExit
	}

	switch p.GetInterpreter().AdaptivePredict(p.BaseParser, p.GetTokenStream(), 19, p.GetParserRuleContext()) {
	case 1:
		p.EnterOuterAlt(localctx, 1)
		{
			p.SetState(117)
			p.Match(TextParserOPEN)
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
		_la = p.GetTokenStream().LA(1)

		if _la == TextParserPART {
			{
				p.SetState(118)
				p.Part()
			}
			p.SetState(124)
			p.GetErrorHandler().Sync(p)
			if p.HasError() {
				goto errorExit
			}
			_la = p.GetTokenStream().LA(1)

			for _la == TextParserSEP {
				{
					p.SetState(119)
					p.Match(TextParserSEP)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(120)
					p.Match(TextParserGAP)
					if p.HasError() {
						// Recognition error - abort rule
						goto errorExit
					}
				}
				{
					p.SetState(121)
					p.Part()
				}

				p.SetState(126)
				p.GetErrorHandler().Sync(p)
				if p.HasError() {
					goto errorExit
				}
				_la = p.GetTokenStream().LA(1)
			}

		}
		{
			p.SetState(129)
			p.Match(TextParserCLOSE)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}

	case 2:
		p.EnterOuterAlt(localctx, 2)
		{
			p.SetState(130)
			p.Match(TextParserOPEN)
			if p.HasError() {
				// Recognition error - abort rule
				goto errorExit
			}
		}
		{
			p.SetState(131)
			p.Body()
		}
		p.SetState(135)
		p.GetErrorHandler().Sync(p)
		if p.HasError() {
			goto errorExit
		}
		_la = p.GetTokenStream().LA(1)

		for _la == TextParserBLANK {
			{
				p.SetState(132)
				p.Match(TextParserBLANK)
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
		}
		{
			p.SetState(138)
			p.Match(TextParserCLOSE)
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
