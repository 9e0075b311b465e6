package cpp

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/antlr4-go/antlr/v4"
)

// TestDevLookahead reports the longest predictions on the file named by
// HDDMIN_CPP_FILE (a development probe).
func TestDevLookahead(t *testing.T) {
	path := os.Getenv("HDDMIN_CPP_FILE")
	if path == "" {
		t.Skip("HDDMIN_CPP_FILE not set")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lexer := NewLexer(antlr.NewInputStream(string(src)))
	tokens := antlr.NewCommonTokenStream(lexer, antlr.TokenDefaultChannel)
	tokens.Fill()
	p := NewParser(tokens)
	p.RemoveErrorListeners()
	errs := 0
	p.AddErrorListener(&countErrors{n: &errs})
	if os.Getenv("HDDMIN_CPP_LL") != "" {
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeLL)
	} else {
		p.GetInterpreter().SetPredictionMode(antlr.PredictionModeSLL)
	}
	type la struct {
		from, to int
		where    string
	}
	var all []la
	hist := map[int]int{}
	p.stream.trace = func(from, to int) {
		all = append(all, la{from, to, fmt.Sprint(p.GetRuleInvocationStack(nil)[:min(4, len(p.GetRuleInvocationStack(nil)))], p.GetState())})
		d := to - from
		b := 1
		for b < d {
			b *= 2
		}
		hist[b]++
	}
	p.TranslationUnit()
	sort.Slice(all, func(i, j int) bool { return all[i].to-all[i].from > all[j].to-all[j].from })
	fmt.Println("errors:", errs, "predictions:", len(all))
	var keys []int
	for k := range hist {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		fmt.Printf("  <=%d: %d\n", k, hist[k])
	}
	for i := 0; i < len(all) && i < 15; i++ {
		a := all[i]
		var b strings.Builder
		for j := a.from; j <= a.to && j < a.from+25; j++ {
			b.WriteString(tokens.Get(j).GetText())
			b.WriteByte(' ')
		}
		fmt.Printf("%d tokens at line %d %s: %s\n", a.to-a.from, tokens.Get(a.from).GetLine(), a.where, b.String())
	}
}

type countErrors struct {
	*antlr.DefaultErrorListener
	n *int
}

func (c *countErrors) SyntaxError(_ antlr.Recognizer, _ interface{}, line, column int, msg string, _ antlr.RecognitionException) {
	if *c.n < 10 {
		fmt.Printf("error %d:%d %s\n", line, column, msg)
	}
	*c.n++
}
