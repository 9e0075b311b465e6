package parser_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/seed"
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

// TestLoadCancelAtProgress cancels the compile of a large grammar as
// Progress reports each stage, and at a random report within a stage:
// LoadGrammarContext must return the context's error, and no report may
// come after the cancel (the load looks at its context at every rule,
// and reports every 1,024 rules).
func TestLoadCancelAtProgress(t *testing.T) {
	n := 1200 // more than 1,024 rules: stages report within
	within := []bool{false, true}
	if race.Enabled {
		within = within[:1] // half the loads
	}
	name := fmt.Sprintf("K%d", n)
	read := keywordFiles(name, n)
	var stages []string
	var withins []int // by stage: its reports after the first
	_, err := parser.LoadGrammar([]string{name + ".g4"}, parser.LoadOptions{ReadFile: read,
		Progress: func(stage string, done, total int) {
			if done == 0 {
				stages, withins = append(stages, stage), append(withins, 0)
			} else {
				withins[len(withins)-1]++
			}
		}})
	require.NoError(t, err)
	t.Logf("stages: %q", stages)
	for _, want := range []string{"reading K", "building the ATN of K", "analysing the decisions", "computing the replacements of the rules", "classifying the tokens"} {
		assert.True(t, slices.ContainsFunc(stages, func(s string) bool { return strings.HasPrefix(s, want) }), "no stage %q", want)
	}
	rng := rand.New(rand.NewPCG(seed.Seed(t), 0))
	for i := range stages {
		// The i-th stage's first report, then a report within it (if it
		// has more than one).
		for _, within := range within {
			if within && withins[i] == 0 {
				continue // the stage has no report within it
			}
			ctx, cancel := context.WithCancel(context.Background())
			stage, reports, after := -1, 0, 0
			skip := rng.IntN(max(withins[i], 1))
			_, err := parser.LoadGrammarContext(ctx, []string{name + ".g4"}, parser.LoadOptions{ReadFile: read,
				Progress: func(s string, done, total int) {
					if ctx.Err() != nil {
						after++
						return
					}
					if done == 0 {
						stage++
					}
					if stage == i && (!within || done > 0 && reports == skip) {
						cancel()
					}
					if stage == i && done > 0 {
						reports++
					}
				}})
			cancel()
			assert.ErrorIs(t, err, context.Canceled, "stage %q", stages[i])
			assert.Zero(t, after, "reports after the cancel, stage %q", stages[i])
		}
	}
}

// TestLoadCancelPrompt cancels the compile of the 20,000-rule grammar
// (2,000 with -short or -race) at random moments: it returns the context's
// error soon after. The bound is generous, a tenth of the time the whole
// compile took, so that a loaded machine does not fail the test; the
// times are logged (on an idle machine, milliseconds).
func TestLoadCancelPrompt(t *testing.T) {
	n := 20000
	if testing.Short() || race.Enabled {
		n = 2000
	}
	name := fmt.Sprintf("K%d", n)
	read := keywordFiles(name, n)
	begin := time.Now()
	_, err := parser.LoadGrammar([]string{name + ".g4"}, parser.LoadOptions{ReadFile: read})
	require.NoError(t, err)
	whole := time.Since(begin)
	rng := rand.New(rand.NewPCG(seed.Seed(t), 0))
	var lags []time.Duration
	for range 3 {
		at := time.Duration(rng.Int64N(int64(whole)))
		ctx, cancel := context.WithCancel(context.Background())
		var cancelled time.Time
		timer := time.AfterFunc(at, func() { cancelled = time.Now(); cancel() })
		_, err := parser.LoadGrammarContext(ctx, []string{name + ".g4"}, parser.LoadOptions{ReadFile: read})
		returned := time.Now()
		timer.Stop()
		cancel()
		if err == nil {
			continue // done before the cancel (the machine was faster this time)
		}
		require.ErrorIs(t, err, context.Canceled)
		lag := returned.Sub(cancelled)
		lags = append(lags, lag)
		assert.Less(t, lag, whole/10, "returned %v after the cancel at %v; the whole compile takes %v", lag, at, whole)
	}
	t.Logf("%d rules compile in %v; returned after the cancel in %v", n, whole, lags)
}

// BenchmarkLoadCancel cancels the compile of the 20,000-rule grammar of
// issue 31 at a random moment of it, one per iteration, and reports how
// long LoadGrammarContext took to return after the cancel: the mean and
// the largest (the target of issue 31: hddmin stops within 0.5 s of
// SIGINT while compiling it). The seed is logged (HDDMIN_SEED).
//
//	go test ./parser -run '^$' -bench LoadCancel -benchtime 20x
func BenchmarkLoadCancel(b *testing.B) {
	n := 20000
	name := fmt.Sprintf("K%d", n)
	read := keywordFiles(name, n)
	whole := time.Duration(math.MaxInt64) // the shorter of two loads (the first is slower)
	for range 2 {
		begin := time.Now()
		if _, err := parser.LoadGrammar([]string{name + ".g4"}, parser.LoadOptions{ReadFile: read}); err != nil {
			b.Fatal(err)
		}
		whole = min(whole, time.Since(begin))
	}
	rng := rand.New(rand.NewPCG(seed.Seed(b), 0))
	var sum, most time.Duration
	cancels := 0
	for b.Loop() {
		at := time.Duration(rng.Int64N(int64(whole * 9 / 10)))
		ctx, cancel := context.WithCancel(context.Background())
		var cancelled time.Time
		timer := time.AfterFunc(at, func() { cancelled = time.Now(); cancel() })
		var stage string // the stage of the compile at the cancel
		_, err := parser.LoadGrammarContext(ctx, []string{name + ".g4"}, parser.LoadOptions{ReadFile: read,
			Progress: func(s string, done, total int) {
				if ctx.Err() == nil {
					stage = s
				}
			}})
		returned := time.Now()
		timer.Stop()
		cancel()
		if err == nil {
			continue // done before the cancel (the machine was faster this time)
		}
		b.Logf("cancelled at %v, in %q: returned after %v", at.Round(time.Millisecond), stage, returned.Sub(cancelled))
		if !errors.Is(err, context.Canceled) {
			b.Fatal(err)
		}
		lag := returned.Sub(cancelled)
		sum, most, cancels = sum+lag, max(most, lag), cancels+1
	}
	if cancels > 0 {
		b.ReportMetric(float64(sum.Microseconds())/float64(cancels)/1000, "mean-ms")
		b.ReportMetric(float64(most.Microseconds())/1000, "max-ms")
	}
	b.Logf("the whole compile: %v; %d of %d loads cancelled", whole, cancels, b.N)
}
