// Code generated from grammars/TextLexer.g4 by ANTLR 4.13.1. DO NOT EDIT.

package text

import (
	"fmt"
	"github.com/antlr4-go/antlr/v4"
	"sync"
	"unicode"
)

// Suppress unused import error
var _ = fmt.Printf
var _ = sync.Once{}
var _ = unicode.IsLetter

type TextLexer struct {
	TextLexerBase
	channelNames []string
	modeNames    []string
	// TODO: EOF string
}

var TextLexerLexerStaticData struct {
	once                   sync.Once
	serializedATN          []int32
	ChannelNames           []string
	ModeNames              []string
	LiteralNames           []string
	SymbolicNames          []string
	RuleNames              []string
	PredictionContextCache *antlr.PredictionContextCache
	atn                    *antlr.ATN
	decisionToDFA          []*antlr.DFA
}

func textlexerLexerInit() {
	staticData := &TextLexerLexerStaticData
	staticData.ChannelNames = []string{
		"DEFAULT_TOKEN_CHANNEL", "HIDDEN",
	}
	staticData.ModeNames = []string{
		"DEFAULT_MODE",
	}
	staticData.SymbolicNames = []string{
		"", "WORD", "PUNCT", "OPEN", "CLOSE", "NL", "EOL", "BLANK", "INDENTATION",
		"GAP", "INDENT", "DEDENT", "PARA", "Newline", "Blank", "Word", "Open",
		"Close", "Quote", "Punct",
	}
	staticData.RuleNames = []string{
		"Newline", "Blank", "Word", "Open", "Close", "Quote", "Punct",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 0, 19, 41, 6, -1, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2,
		4, 7, 4, 2, 5, 7, 5, 2, 6, 7, 6, 1, 0, 1, 0, 1, 0, 3, 0, 19, 8, 0, 1, 1,
		4, 1, 22, 8, 1, 11, 1, 12, 1, 23, 1, 2, 4, 2, 27, 8, 2, 11, 2, 12, 2, 28,
		1, 3, 1, 3, 1, 4, 1, 4, 1, 5, 1, 5, 1, 6, 4, 6, 38, 8, 6, 11, 6, 12, 6,
		39, 0, 0, 7, 1, 13, 3, 14, 5, 15, 7, 16, 9, 17, 11, 18, 13, 19, 1, 0, 7,
		2, 0, 10, 10, 13, 13, 3, 0, 9, 9, 11, 12, 32, 32, 5, 0, 0, 47, 58, 64,
		91, 94, 96, 96, 123, 127, 4, 0, 40, 40, 60, 60, 91, 91, 123, 123, 4, 0,
		41, 41, 62, 62, 93, 93, 125, 125, 3, 0, 34, 34, 39, 39, 96, 96, 12, 0,
		0, 8, 14, 31, 33, 33, 35, 38, 42, 47, 58, 59, 61, 61, 63, 64, 92, 92, 94,
		94, 124, 124, 126, 127, 44, 0, 1, 1, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 5, 1,
		0, 0, 0, 0, 7, 1, 0, 0, 0, 0, 9, 1, 0, 0, 0, 0, 11, 1, 0, 0, 0, 0, 13,
		1, 0, 0, 0, 1, 18, 1, 0, 0, 0, 3, 21, 1, 0, 0, 0, 5, 26, 1, 0, 0, 0, 7,
		30, 1, 0, 0, 0, 9, 32, 1, 0, 0, 0, 11, 34, 1, 0, 0, 0, 13, 37, 1, 0, 0,
		0, 15, 16, 5, 13, 0, 0, 16, 19, 5, 10, 0, 0, 17, 19, 7, 0, 0, 0, 18, 15,
		1, 0, 0, 0, 18, 17, 1, 0, 0, 0, 19, 2, 1, 0, 0, 0, 20, 22, 7, 1, 0, 0,
		21, 20, 1, 0, 0, 0, 22, 23, 1, 0, 0, 0, 23, 21, 1, 0, 0, 0, 23, 24, 1,
		0, 0, 0, 24, 4, 1, 0, 0, 0, 25, 27, 8, 2, 0, 0, 26, 25, 1, 0, 0, 0, 27,
		28, 1, 0, 0, 0, 28, 26, 1, 0, 0, 0, 28, 29, 1, 0, 0, 0, 29, 6, 1, 0, 0,
		0, 30, 31, 7, 3, 0, 0, 31, 8, 1, 0, 0, 0, 32, 33, 7, 4, 0, 0, 33, 10, 1,
		0, 0, 0, 34, 35, 7, 5, 0, 0, 35, 12, 1, 0, 0, 0, 36, 38, 7, 6, 0, 0, 37,
		36, 1, 0, 0, 0, 38, 39, 1, 0, 0, 0, 39, 37, 1, 0, 0, 0, 39, 40, 1, 0, 0,
		0, 40, 14, 1, 0, 0, 0, 5, 0, 18, 23, 28, 39, 0,
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

// TextLexerInit initializes any static state used to implement TextLexer. By default the
// static state used to implement the lexer is lazily initialized during the first call to
// NewTextLexer(). You can call this function if you wish to initialize the static state ahead
// of time.
func TextLexerInit() {
	staticData := &TextLexerLexerStaticData
	staticData.once.Do(textlexerLexerInit)
}

// NewTextLexer produces a new lexer instance for the optional input antlr.CharStream.
func NewTextLexer(input antlr.CharStream) *TextLexer {
	TextLexerInit()
	l := new(TextLexer)
	l.BaseLexer = antlr.NewBaseLexer(input)
	staticData := &TextLexerLexerStaticData
	l.Interpreter = antlr.NewLexerATNSimulator(l, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	l.channelNames = staticData.ChannelNames
	l.modeNames = staticData.ModeNames
	l.RuleNames = staticData.RuleNames
	l.LiteralNames = staticData.LiteralNames
	l.SymbolicNames = staticData.SymbolicNames
	l.GrammarFileName = "TextLexer.g4"
	// TODO: l.EOF = antlr.TokenEOF

	return l
}

// TextLexer tokens.
const (
	TextLexerWORD        = 1
	TextLexerPUNCT       = 2
	TextLexerOPEN        = 3
	TextLexerCLOSE       = 4
	TextLexerNL          = 5
	TextLexerEOL         = 6
	TextLexerBLANK       = 7
	TextLexerINDENTATION = 8
	TextLexerGAP         = 9
	TextLexerINDENT      = 10
	TextLexerDEDENT      = 11
	TextLexerPARA        = 12
	TextLexerNewline     = 13
	TextLexerBlank       = 14
	TextLexerWord        = 15
	TextLexerOpen        = 16
	TextLexerClose       = 17
	TextLexerQuote       = 18
	TextLexerPunct       = 19
)
