package cpp

import (
	"fmt"
	"os"
	"reflect"
	"runtime/debug"
	"sort"
	"testing"

	"github.com/antlr4-go/antlr/v4"
)

func TestDevDebug(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_DEBUG")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	p := NewParser(tokens)
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	antlr.ConfigureRuntime(antlr.WithParserATNSimulatorDebug(true))
	p.TranslationUnit()
}

func TestDevScopes(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_SCOPES")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	p := NewParser(tokens)
	p.RemoveErrorListeners()
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	last := 0
	debugScopes = func(line, depth int) {
		if depth != last {
			t.Logf("line %d: depth %d", line, depth)
			last = depth
		}
	}
	p.TranslationUnit()
}

func TestDevResolve(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_RESOLVE")
	if path == "" {
		t.Skip()
	}
	var name string
	var line int
	fmt.Sscanf(os.Getenv("HDDMIN_CPP_AT"), "%s %d", &name, &line)
	src, _ := os.ReadFile(path)
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	p := NewParser(tokens)
	p.RemoveErrorListeners()
	if os.Getenv("HDDMIN_CPP_LL") != "" {
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	} else {
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	}
	done := false
	debugName = func(tok antlr.Token) {
		l := tok.GetLine()
		if l < line || done || tok.GetText() != name {
			return
		}
		done = true
		t.Logf("parser at line %d, token %q", p.GetCurrentToken().GetLine(), p.GetCurrentToken().GetText())
		t.Logf("%s", debug.Stack())
		for i, sc := range p.names.stack {
			e, ok := sc.names[name]
			t.Logf("scope %d kind %d name %q: %v %v using %d", i, sc.kind, sc.name, e, ok, len(sc.using))
		}
	}
	p.TranslationUnit()
}

func TestDevPop(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_POP")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	p := NewParser(tokens)
	p.RemoveErrorListeners()
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	n := 0
	debugPop = func(rule, line int) {
		if n++; n < 10 {
			t.Logf("rule %s popped a namespace at line %d", CPPParserStaticData.RuleNames[rule], line)
		}
	}
	p.TranslationUnit()
}

func TestDevPrescan(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_PRESCAN")
	if path == "" {
		t.Skip()
	}
	var class, name string
	fmt.Sscanf(os.Getenv("HDDMIN_CPP_AT"), "%s %s", &class, &name)
	src, _ := os.ReadFile(path)
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	debugPrescan = func(frame string, tok antlr.Token) {
		if frame == class && tok.GetText() == name {
			t.Logf("line %d", tok.GetLine())
		}
	}
	p := NewParser(tokens)
	k, ok := p.stream.prescan.member(class, name)
	t.Logf("member %s::%s: %v %v; outer %v anyMember %v", class, name, k, ok, p.stream.prescan.outer[name], p.stream.prescan.anyMember[name])
}

func TestDevDFA(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_DFA")
	if path == "" {
		t.Skip()
	}
	src, _ := os.ReadFile(path)
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	p := NewParser(tokens)
	p.RemoveErrorListeners()
	p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	p.TranslationUnit()
	type row struct{ d, states, configs int }
	var rows []row
	total := 0
	for d, dfa := range CPPParserStaticData.decisionToDFA {
		st := reflect.ValueOf(dfa).Elem().FieldByName("states")
		if st.IsNil() {
			continue
		}
		store := st.Elem().FieldByName("store")
		n, c := 0, 0
		it := store.MapRange()
		for it.Next() {
			list := it.Value()
			for i := 0; i < list.Len(); i++ {
				s := list.Index(i).Elem()
				n++
				cs := s.FieldByName("configs")
				if !cs.IsNil() {
					c += cs.Elem().FieldByName("configs").Len()
				}
			}
		}
		rows = append(rows, row{d, n, c})
		total += c
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].configs > rows[j].configs })
	t.Logf("total configs %d", total)
	atn := CPPParserStaticData.atn
	for _, r := range rows[:25] {
		s := atn.DecisionToState[r.d]
		t.Logf("decision %d (state %d, rule %s): %d states, %d configs", r.d, s.GetStateNumber(), CPPParserStaticData.RuleNames[s.GetRuleIndex()], r.states, r.configs)
	}
}
