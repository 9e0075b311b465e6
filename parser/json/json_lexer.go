// Code generated from grammars/JSON.g4 by ANTLR 4.13.1. DO NOT EDIT.

package json

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

type JSONLexer struct {
	*antlr.BaseLexer
	channelNames []string
	modeNames    []string
	// TODO: EOF string
}

var JSONLexerLexerStaticData struct {
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

func jsonlexerLexerInit() {
	staticData := &JSONLexerLexerStaticData
	staticData.ChannelNames = []string{
		"DEFAULT_TOKEN_CHANNEL", "HIDDEN",
	}
	staticData.ModeNames = []string{
		"DEFAULT_MODE",
	}
	staticData.LiteralNames = []string{
		"", "'true'", "'false'", "'null'", "'{'", "','", "'}'", "':'", "'['",
		"']'",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "STRING", "NUMBER", "WS",
	}
	staticData.RuleNames = []string{
		"T__0", "T__1", "T__2", "T__3", "T__4", "T__5", "T__6", "T__7", "T__8",
		"STRING", "CHAR", "ESCAPE", "HEX", "NUMBER", "INT", "FRAC", "EXP", "WS",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 0, 12, 131, 6, -1, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2,
		4, 7, 4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2,
		10, 7, 10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15,
		7, 15, 2, 16, 7, 16, 2, 17, 7, 17, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 3, 1, 3,
		1, 4, 1, 4, 1, 5, 1, 5, 1, 6, 1, 6, 1, 7, 1, 7, 1, 8, 1, 8, 1, 9, 1, 9,
		1, 9, 5, 9, 69, 8, 9, 10, 9, 12, 9, 72, 9, 9, 1, 9, 1, 9, 1, 10, 1, 10,
		1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 1, 11, 3, 11, 86, 8, 11,
		1, 12, 1, 12, 1, 13, 3, 13, 91, 8, 13, 1, 13, 1, 13, 3, 13, 95, 8, 13,
		1, 13, 3, 13, 98, 8, 13, 1, 14, 1, 14, 1, 14, 5, 14, 103, 8, 14, 10, 14,
		12, 14, 106, 9, 14, 3, 14, 108, 8, 14, 1, 15, 1, 15, 4, 15, 112, 8, 15,
		11, 15, 12, 15, 113, 1, 16, 1, 16, 3, 16, 118, 8, 16, 1, 16, 4, 16, 121,
		8, 16, 11, 16, 12, 16, 122, 1, 17, 4, 17, 126, 8, 17, 11, 17, 12, 17, 127,
		1, 17, 1, 17, 0, 0, 18, 1, 1, 3, 2, 5, 3, 7, 4, 9, 5, 11, 6, 13, 7, 15,
		8, 17, 9, 19, 10, 21, 0, 23, 0, 25, 0, 27, 11, 29, 0, 31, 0, 33, 0, 35,
		12, 1, 0, 8, 3, 0, 0, 31, 34, 34, 92, 92, 8, 0, 34, 34, 47, 47, 92, 92,
		98, 98, 102, 102, 110, 110, 114, 114, 116, 116, 3, 0, 48, 57, 65, 70, 97,
		102, 1, 0, 49, 57, 1, 0, 48, 57, 2, 0, 69, 69, 101, 101, 2, 0, 43, 43,
		45, 45, 3, 0, 9, 10, 13, 13, 32, 32, 136, 0, 1, 1, 0, 0, 0, 0, 3, 1, 0,
		0, 0, 0, 5, 1, 0, 0, 0, 0, 7, 1, 0, 0, 0, 0, 9, 1, 0, 0, 0, 0, 11, 1, 0,
		0, 0, 0, 13, 1, 0, 0, 0, 0, 15, 1, 0, 0, 0, 0, 17, 1, 0, 0, 0, 0, 19, 1,
		0, 0, 0, 0, 27, 1, 0, 0, 0, 0, 35, 1, 0, 0, 0, 1, 37, 1, 0, 0, 0, 3, 42,
		1, 0, 0, 0, 5, 48, 1, 0, 0, 0, 7, 53, 1, 0, 0, 0, 9, 55, 1, 0, 0, 0, 11,
		57, 1, 0, 0, 0, 13, 59, 1, 0, 0, 0, 15, 61, 1, 0, 0, 0, 17, 63, 1, 0, 0,
		0, 19, 65, 1, 0, 0, 0, 21, 75, 1, 0, 0, 0, 23, 77, 1, 0, 0, 0, 25, 87,
		1, 0, 0, 0, 27, 90, 1, 0, 0, 0, 29, 107, 1, 0, 0, 0, 31, 109, 1, 0, 0,
		0, 33, 115, 1, 0, 0, 0, 35, 125, 1, 0, 0, 0, 37, 38, 5, 116, 0, 0, 38,
		39, 5, 114, 0, 0, 39, 40, 5, 117, 0, 0, 40, 41, 5, 101, 0, 0, 41, 2, 1,
		0, 0, 0, 42, 43, 5, 102, 0, 0, 43, 44, 5, 97, 0, 0, 44, 45, 5, 108, 0,
		0, 45, 46, 5, 115, 0, 0, 46, 47, 5, 101, 0, 0, 47, 4, 1, 0, 0, 0, 48, 49,
		5, 110, 0, 0, 49, 50, 5, 117, 0, 0, 50, 51, 5, 108, 0, 0, 51, 52, 5, 108,
		0, 0, 52, 6, 1, 0, 0, 0, 53, 54, 5, 123, 0, 0, 54, 8, 1, 0, 0, 0, 55, 56,
		5, 44, 0, 0, 56, 10, 1, 0, 0, 0, 57, 58, 5, 125, 0, 0, 58, 12, 1, 0, 0,
		0, 59, 60, 5, 58, 0, 0, 60, 14, 1, 0, 0, 0, 61, 62, 5, 91, 0, 0, 62, 16,
		1, 0, 0, 0, 63, 64, 5, 93, 0, 0, 64, 18, 1, 0, 0, 0, 65, 70, 5, 34, 0,
		0, 66, 69, 3, 21, 10, 0, 67, 69, 3, 23, 11, 0, 68, 66, 1, 0, 0, 0, 68,
		67, 1, 0, 0, 0, 69, 72, 1, 0, 0, 0, 70, 68, 1, 0, 0, 0, 70, 71, 1, 0, 0,
		0, 71, 73, 1, 0, 0, 0, 72, 70, 1, 0, 0, 0, 73, 74, 5, 34, 0, 0, 74, 20,
		1, 0, 0, 0, 75, 76, 8, 0, 0, 0, 76, 22, 1, 0, 0, 0, 77, 85, 5, 92, 0, 0,
		78, 86, 7, 1, 0, 0, 79, 80, 5, 117, 0, 0, 80, 81, 3, 25, 12, 0, 81, 82,
		3, 25, 12, 0, 82, 83, 3, 25, 12, 0, 83, 84, 3, 25, 12, 0, 84, 86, 1, 0,
		0, 0, 85, 78, 1, 0, 0, 0, 85, 79, 1, 0, 0, 0, 86, 24, 1, 0, 0, 0, 87, 88,
		7, 2, 0, 0, 88, 26, 1, 0, 0, 0, 89, 91, 5, 45, 0, 0, 90, 89, 1, 0, 0, 0,
		90, 91, 1, 0, 0, 0, 91, 92, 1, 0, 0, 0, 92, 94, 3, 29, 14, 0, 93, 95, 3,
		31, 15, 0, 94, 93, 1, 0, 0, 0, 94, 95, 1, 0, 0, 0, 95, 97, 1, 0, 0, 0,
		96, 98, 3, 33, 16, 0, 97, 96, 1, 0, 0, 0, 97, 98, 1, 0, 0, 0, 98, 28, 1,
		0, 0, 0, 99, 108, 5, 48, 0, 0, 100, 104, 7, 3, 0, 0, 101, 103, 7, 4, 0,
		0, 102, 101, 1, 0, 0, 0, 103, 106, 1, 0, 0, 0, 104, 102, 1, 0, 0, 0, 104,
		105, 1, 0, 0, 0, 105, 108, 1, 0, 0, 0, 106, 104, 1, 0, 0, 0, 107, 99, 1,
		0, 0, 0, 107, 100, 1, 0, 0, 0, 108, 30, 1, 0, 0, 0, 109, 111, 5, 46, 0,
		0, 110, 112, 7, 4, 0, 0, 111, 110, 1, 0, 0, 0, 112, 113, 1, 0, 0, 0, 113,
		111, 1, 0, 0, 0, 113, 114, 1, 0, 0, 0, 114, 32, 1, 0, 0, 0, 115, 117, 7,
		5, 0, 0, 116, 118, 7, 6, 0, 0, 117, 116, 1, 0, 0, 0, 117, 118, 1, 0, 0,
		0, 118, 120, 1, 0, 0, 0, 119, 121, 7, 4, 0, 0, 120, 119, 1, 0, 0, 0, 121,
		122, 1, 0, 0, 0, 122, 120, 1, 0, 0, 0, 122, 123, 1, 0, 0, 0, 123, 34, 1,
		0, 0, 0, 124, 126, 7, 7, 0, 0, 125, 124, 1, 0, 0, 0, 126, 127, 1, 0, 0,
		0, 127, 125, 1, 0, 0, 0, 127, 128, 1, 0, 0, 0, 128, 129, 1, 0, 0, 0, 129,
		130, 6, 17, 0, 0, 130, 36, 1, 0, 0, 0, 13, 0, 68, 70, 85, 90, 94, 97, 104,
		107, 113, 117, 122, 127, 1, 0, 1, 0,
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

// JSONLexerInit initializes any static state used to implement JSONLexer. By default the
// static state used to implement the lexer is lazily initialized during the first call to
// NewJSONLexer(). You can call this function if you wish to initialize the static state ahead
// of time.
func JSONLexerInit() {
	staticData := &JSONLexerLexerStaticData
	staticData.once.Do(jsonlexerLexerInit)
}

// NewJSONLexer produces a new lexer instance for the optional input antlr.CharStream.
func NewJSONLexer(input antlr.CharStream) *JSONLexer {
	JSONLexerInit()
	l := new(JSONLexer)
	l.BaseLexer = antlr.NewBaseLexer(input)
	staticData := &JSONLexerLexerStaticData
	l.Interpreter = antlr.NewLexerATNSimulator(l, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	l.channelNames = staticData.ChannelNames
	l.modeNames = staticData.ModeNames
	l.RuleNames = staticData.RuleNames
	l.LiteralNames = staticData.LiteralNames
	l.SymbolicNames = staticData.SymbolicNames
	l.GrammarFileName = "JSON.g4"
	// TODO: l.EOF = antlr.TokenEOF

	return l
}

// JSONLexer tokens.
const (
	JSONLexerT__0   = 1
	JSONLexerT__1   = 2
	JSONLexerT__2   = 3
	JSONLexerT__3   = 4
	JSONLexerT__4   = 5
	JSONLexerT__5   = 6
	JSONLexerT__6   = 7
	JSONLexerT__7   = 8
	JSONLexerT__8   = 9
	JSONLexerSTRING = 10
	JSONLexerNUMBER = 11
	JSONLexerWS     = 12
)
