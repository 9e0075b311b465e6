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
		"", "OPEN", "CLOSE", "NL", "EOL", "BLANK", "MORE", "INDENTATION", "GAP",
		"SEP", "PART", "INDENT", "DEDENT", "PARA", "Newline", "Blank", "WORD",
		"BRACKET", "PUNCT",
	}
	staticData.RuleNames = []string{
		"Newline", "Blank", "WORD", "BRACKET", "PUNCT",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 0, 18, 30, 6, -1, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2,
		4, 7, 4, 1, 0, 1, 0, 1, 0, 3, 0, 15, 8, 0, 1, 1, 4, 1, 18, 8, 1, 11, 1,
		12, 1, 19, 1, 2, 4, 2, 23, 8, 2, 11, 2, 12, 2, 24, 1, 3, 1, 3, 1, 4, 1,
		4, 0, 0, 5, 1, 14, 3, 15, 5, 16, 7, 17, 9, 18, 1, 0, 5, 2, 0, 10, 10, 13,
		13, 3, 0, 9, 9, 11, 12, 32, 32, 5, 0, 0, 47, 58, 64, 91, 94, 96, 96, 123,
		127, 9, 0, 34, 34, 39, 41, 60, 60, 62, 62, 91, 91, 93, 93, 96, 96, 123,
		123, 125, 125, 12, 0, 0, 8, 14, 31, 33, 33, 35, 38, 42, 47, 58, 59, 61,
		61, 63, 64, 92, 92, 94, 94, 124, 124, 126, 127, 32, 0, 1, 1, 0, 0, 0, 0,
		3, 1, 0, 0, 0, 0, 5, 1, 0, 0, 0, 0, 7, 1, 0, 0, 0, 0, 9, 1, 0, 0, 0, 1,
		14, 1, 0, 0, 0, 3, 17, 1, 0, 0, 0, 5, 22, 1, 0, 0, 0, 7, 26, 1, 0, 0, 0,
		9, 28, 1, 0, 0, 0, 11, 12, 5, 13, 0, 0, 12, 15, 5, 10, 0, 0, 13, 15, 7,
		0, 0, 0, 14, 11, 1, 0, 0, 0, 14, 13, 1, 0, 0, 0, 15, 2, 1, 0, 0, 0, 16,
		18, 7, 1, 0, 0, 17, 16, 1, 0, 0, 0, 18, 19, 1, 0, 0, 0, 19, 17, 1, 0, 0,
		0, 19, 20, 1, 0, 0, 0, 20, 4, 1, 0, 0, 0, 21, 23, 8, 2, 0, 0, 22, 21, 1,
		0, 0, 0, 23, 24, 1, 0, 0, 0, 24, 22, 1, 0, 0, 0, 24, 25, 1, 0, 0, 0, 25,
		6, 1, 0, 0, 0, 26, 27, 7, 3, 0, 0, 27, 8, 1, 0, 0, 0, 28, 29, 7, 4, 0,
		0, 29, 10, 1, 0, 0, 0, 4, 0, 14, 19, 24, 0,
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
	TextLexerOPEN        = 1
	TextLexerCLOSE       = 2
	TextLexerNL          = 3
	TextLexerEOL         = 4
	TextLexerBLANK       = 5
	TextLexerMORE        = 6
	TextLexerINDENTATION = 7
	TextLexerGAP         = 8
	TextLexerSEP         = 9
	TextLexerPART        = 10
	TextLexerINDENT      = 11
	TextLexerDEDENT      = 12
	TextLexerPARA        = 13
	TextLexerNewline     = 14
	TextLexerBlank       = 15
	TextLexerWORD        = 16
	TextLexerBRACKET     = 17
	TextLexerPUNCT       = 18
)
