package parser_test

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hddmin/hddmin/internal/testgrammar/keywords"
	"github.com/hddmin/hddmin/parser"
)

// keywordFiles reads the grammar of keywords.Grammar(name, n) as the
// file name.g4.
func keywordFiles(name string, n int) func(string) ([]byte, error) {
	src := []byte(keywords.Grammar(name, n))
	return func(path string) ([]byte, error) {
		if path == name+".g4" {
			return src, nil
		}
		return nil, os.ErrNotExist
	}
}

// BenchmarkCompileLarge compiles the keyword grammar of issue 31 with
// 2,000, 10,000 and 20,000 rules (and 60,000 with -bench CompileLarge/60000):
// everything a .g4 grammar takes before the first parse (LoadGrammar,
// its replacements and its token classes). cpu-ns/rule, the CPU time of
// the process per rule, should stay about the same from size to size:
// compiling is linear in the grammar, within 3x from 2,000 to 20,000 rules.
//
//	go test ./parser -run '^$' -bench CompileLarge -benchtime 1x
func BenchmarkCompileLarge(b *testing.B) {
	sizes := []int{2000, 10000, 20000}
	if os.Getenv("HDDMIN_BENCH_60000") != "" {
		sizes = append(sizes, 60000)
	}
	for _, n := range sizes {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			name := fmt.Sprintf("K%d", n)
			read := keywordFiles(name, n)
			var cpu time.Duration
			for b.Loop() {
				before := cpuTime()
				g, err := parser.LoadGrammar([]string{name + ".g4"}, parser.LoadOptions{ReadFile: read})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := g.Replacements(); err != nil {
					b.Fatal(err)
				}
				g.TokenClasses()
				cpu += cpuTime() - before
			}
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/rule")
		})
	}
}
