// Code generated from testdata/grammars/Expr.g4 by ANTLR 4.13.1. DO NOT EDIT.

package expr

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

type ExprLexer struct {
	*antlr.BaseLexer
	channelNames []string
	modeNames    []string
	// TODO: EOF string
}

var ExprLexerLexerStaticData struct {
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

func exprlexerLexerInit() {
	staticData := &ExprLexerLexerStaticData
	staticData.ChannelNames = []string{
		"DEFAULT_TOKEN_CHANNEL", "HIDDEN",
	}
	staticData.ModeNames = []string{
		"DEFAULT_MODE",
	}
	staticData.LiteralNames = []string{
		"", "'='", "';'", "'print'", "'{'", "'}'", "'if'", "'('", "')'", "'else'",
		"'let'", "'seq'", "'*'", "'/'", "'+'", "'-'", "'^'", "','", "':'",
	}
	staticData.SymbolicNames = []string{
		"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "", "ID", "NUM", "COMMENT", "WS",
	}
	staticData.RuleNames = []string{
		"T__0", "T__1", "T__2", "T__3", "T__4", "T__5", "T__6", "T__7", "T__8",
		"T__9", "T__10", "T__11", "T__12", "T__13", "T__14", "T__15", "T__16",
		"T__17", "ID", "NUM", "COMMENT", "WS",
	}
	staticData.PredictionContextCache = antlr.NewPredictionContextCache()
	staticData.serializedATN = []int32{
		4, 0, 22, 126, 6, -1, 2, 0, 7, 0, 2, 1, 7, 1, 2, 2, 7, 2, 2, 3, 7, 3, 2,
		4, 7, 4, 2, 5, 7, 5, 2, 6, 7, 6, 2, 7, 7, 7, 2, 8, 7, 8, 2, 9, 7, 9, 2,
		10, 7, 10, 2, 11, 7, 11, 2, 12, 7, 12, 2, 13, 7, 13, 2, 14, 7, 14, 2, 15,
		7, 15, 2, 16, 7, 16, 2, 17, 7, 17, 2, 18, 7, 18, 2, 19, 7, 19, 2, 20, 7,
		20, 2, 21, 7, 21, 1, 0, 1, 0, 1, 1, 1, 1, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2,
		1, 2, 1, 3, 1, 3, 1, 4, 1, 4, 1, 5, 1, 5, 1, 5, 1, 6, 1, 6, 1, 7, 1, 7,
		1, 8, 1, 8, 1, 8, 1, 8, 1, 8, 1, 9, 1, 9, 1, 9, 1, 9, 1, 10, 1, 10, 1,
		10, 1, 10, 1, 11, 1, 11, 1, 12, 1, 12, 1, 13, 1, 13, 1, 14, 1, 14, 1, 15,
		1, 15, 1, 16, 1, 16, 1, 17, 1, 17, 1, 18, 1, 18, 5, 18, 96, 8, 18, 10,
		18, 12, 18, 99, 9, 18, 1, 19, 4, 19, 102, 8, 19, 11, 19, 12, 19, 103, 1,
		20, 1, 20, 1, 20, 1, 20, 5, 20, 110, 8, 20, 10, 20, 12, 20, 113, 9, 20,
		1, 20, 1, 20, 1, 20, 1, 20, 1, 20, 1, 21, 4, 21, 121, 8, 21, 11, 21, 12,
		21, 122, 1, 21, 1, 21, 1, 111, 0, 22, 1, 1, 3, 2, 5, 3, 7, 4, 9, 5, 11,
		6, 13, 7, 15, 8, 17, 9, 19, 10, 21, 11, 23, 12, 25, 13, 27, 14, 29, 15,
		31, 16, 33, 17, 35, 18, 37, 19, 39, 20, 41, 21, 43, 22, 1, 0, 4, 3, 0,
		65, 90, 95, 95, 97, 122, 4, 0, 48, 57, 65, 90, 95, 95, 97, 122, 1, 0, 48,
		57, 3, 0, 9, 10, 13, 13, 32, 32, 129, 0, 1, 1, 0, 0, 0, 0, 3, 1, 0, 0,
		0, 0, 5, 1, 0, 0, 0, 0, 7, 1, 0, 0, 0, 0, 9, 1, 0, 0, 0, 0, 11, 1, 0, 0,
		0, 0, 13, 1, 0, 0, 0, 0, 15, 1, 0, 0, 0, 0, 17, 1, 0, 0, 0, 0, 19, 1, 0,
		0, 0, 0, 21, 1, 0, 0, 0, 0, 23, 1, 0, 0, 0, 0, 25, 1, 0, 0, 0, 0, 27, 1,
		0, 0, 0, 0, 29, 1, 0, 0, 0, 0, 31, 1, 0, 0, 0, 0, 33, 1, 0, 0, 0, 0, 35,
		1, 0, 0, 0, 0, 37, 1, 0, 0, 0, 0, 39, 1, 0, 0, 0, 0, 41, 1, 0, 0, 0, 0,
		43, 1, 0, 0, 0, 1, 45, 1, 0, 0, 0, 3, 47, 1, 0, 0, 0, 5, 49, 1, 0, 0, 0,
		7, 55, 1, 0, 0, 0, 9, 57, 1, 0, 0, 0, 11, 59, 1, 0, 0, 0, 13, 62, 1, 0,
		0, 0, 15, 64, 1, 0, 0, 0, 17, 66, 1, 0, 0, 0, 19, 71, 1, 0, 0, 0, 21, 75,
		1, 0, 0, 0, 23, 79, 1, 0, 0, 0, 25, 81, 1, 0, 0, 0, 27, 83, 1, 0, 0, 0,
		29, 85, 1, 0, 0, 0, 31, 87, 1, 0, 0, 0, 33, 89, 1, 0, 0, 0, 35, 91, 1,
		0, 0, 0, 37, 93, 1, 0, 0, 0, 39, 101, 1, 0, 0, 0, 41, 105, 1, 0, 0, 0,
		43, 120, 1, 0, 0, 0, 45, 46, 5, 61, 0, 0, 46, 2, 1, 0, 0, 0, 47, 48, 5,
		59, 0, 0, 48, 4, 1, 0, 0, 0, 49, 50, 5, 112, 0, 0, 50, 51, 5, 114, 0, 0,
		51, 52, 5, 105, 0, 0, 52, 53, 5, 110, 0, 0, 53, 54, 5, 116, 0, 0, 54, 6,
		1, 0, 0, 0, 55, 56, 5, 123, 0, 0, 56, 8, 1, 0, 0, 0, 57, 58, 5, 125, 0,
		0, 58, 10, 1, 0, 0, 0, 59, 60, 5, 105, 0, 0, 60, 61, 5, 102, 0, 0, 61,
		12, 1, 0, 0, 0, 62, 63, 5, 40, 0, 0, 63, 14, 1, 0, 0, 0, 64, 65, 5, 41,
		0, 0, 65, 16, 1, 0, 0, 0, 66, 67, 5, 101, 0, 0, 67, 68, 5, 108, 0, 0, 68,
		69, 5, 115, 0, 0, 69, 70, 5, 101, 0, 0, 70, 18, 1, 0, 0, 0, 71, 72, 5,
		108, 0, 0, 72, 73, 5, 101, 0, 0, 73, 74, 5, 116, 0, 0, 74, 20, 1, 0, 0,
		0, 75, 76, 5, 115, 0, 0, 76, 77, 5, 101, 0, 0, 77, 78, 5, 113, 0, 0, 78,
		22, 1, 0, 0, 0, 79, 80, 5, 42, 0, 0, 80, 24, 1, 0, 0, 0, 81, 82, 5, 47,
		0, 0, 82, 26, 1, 0, 0, 0, 83, 84, 5, 43, 0, 0, 84, 28, 1, 0, 0, 0, 85,
		86, 5, 45, 0, 0, 86, 30, 1, 0, 0, 0, 87, 88, 5, 94, 0, 0, 88, 32, 1, 0,
		0, 0, 89, 90, 5, 44, 0, 0, 90, 34, 1, 0, 0, 0, 91, 92, 5, 58, 0, 0, 92,
		36, 1, 0, 0, 0, 93, 97, 7, 0, 0, 0, 94, 96, 7, 1, 0, 0, 95, 94, 1, 0, 0,
		0, 96, 99, 1, 0, 0, 0, 97, 95, 1, 0, 0, 0, 97, 98, 1, 0, 0, 0, 98, 38,
		1, 0, 0, 0, 99, 97, 1, 0, 0, 0, 100, 102, 7, 2, 0, 0, 101, 100, 1, 0, 0,
		0, 102, 103, 1, 0, 0, 0, 103, 101, 1, 0, 0, 0, 103, 104, 1, 0, 0, 0, 104,
		40, 1, 0, 0, 0, 105, 106, 5, 47, 0, 0, 106, 107, 5, 42, 0, 0, 107, 111,
		1, 0, 0, 0, 108, 110, 9, 0, 0, 0, 109, 108, 1, 0, 0, 0, 110, 113, 1, 0,
		0, 0, 111, 112, 1, 0, 0, 0, 111, 109, 1, 0, 0, 0, 112, 114, 1, 0, 0, 0,
		113, 111, 1, 0, 0, 0, 114, 115, 5, 42, 0, 0, 115, 116, 5, 47, 0, 0, 116,
		117, 1, 0, 0, 0, 117, 118, 6, 20, 0, 0, 118, 42, 1, 0, 0, 0, 119, 121,
		7, 3, 0, 0, 120, 119, 1, 0, 0, 0, 121, 122, 1, 0, 0, 0, 122, 120, 1, 0,
		0, 0, 122, 123, 1, 0, 0, 0, 123, 124, 1, 0, 0, 0, 124, 125, 6, 21, 0, 0,
		125, 44, 1, 0, 0, 0, 5, 0, 97, 103, 111, 122, 1, 0, 1, 0,
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

// ExprLexerInit initializes any static state used to implement ExprLexer. By default the
// static state used to implement the lexer is lazily initialized during the first call to
// NewExprLexer(). You can call this function if you wish to initialize the static state ahead
// of time.
func ExprLexerInit() {
	staticData := &ExprLexerLexerStaticData
	staticData.once.Do(exprlexerLexerInit)
}

// NewExprLexer produces a new lexer instance for the optional input antlr.CharStream.
func NewExprLexer(input antlr.CharStream) *ExprLexer {
	ExprLexerInit()
	l := new(ExprLexer)
	l.BaseLexer = antlr.NewBaseLexer(input)
	staticData := &ExprLexerLexerStaticData
	l.Interpreter = antlr.NewLexerATNSimulator(l, staticData.atn, staticData.decisionToDFA, staticData.PredictionContextCache)
	l.channelNames = staticData.ChannelNames
	l.modeNames = staticData.ModeNames
	l.RuleNames = staticData.RuleNames
	l.LiteralNames = staticData.LiteralNames
	l.SymbolicNames = staticData.SymbolicNames
	l.GrammarFileName = "Expr.g4"
	// TODO: l.EOF = antlr.TokenEOF

	return l
}

// ExprLexer tokens.
const (
	ExprLexerT__0    = 1
	ExprLexerT__1    = 2
	ExprLexerT__2    = 3
	ExprLexerT__3    = 4
	ExprLexerT__4    = 5
	ExprLexerT__5    = 6
	ExprLexerT__6    = 7
	ExprLexerT__7    = 8
	ExprLexerT__8    = 9
	ExprLexerT__9    = 10
	ExprLexerT__10   = 11
	ExprLexerT__11   = 12
	ExprLexerT__12   = 13
	ExprLexerT__13   = 14
	ExprLexerT__14   = 15
	ExprLexerT__15   = 16
	ExprLexerT__16   = 17
	ExprLexerT__17   = 18
	ExprLexerID      = 19
	ExprLexerNUM     = 20
	ExprLexerCOMMENT = 21
	ExprLexerWS      = 22
)
