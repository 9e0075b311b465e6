package reduce_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// BenchmarkChoices measures Phase Choices on the inputs of defaultCases
// (testdata of the bundled grammars, small grammars-v4 examples loaded at
// run time) with the random needle oracles of BenchmarkSchedules (seed 1):
// bytes and tests of the default, of choices alone, and of choices run
// after the default, from its result in the same tree (ReduceFrom; the
// tests of both counted, but for the second run's test of its input, the
// default's result again). One line per grammar, and the totals as metrics.
//
//	go test ./reduce -run '^$' -bench Choices -benchtime 1x
func BenchmarkChoices(b *testing.B) {
	t := &testing.T{}
	cases := defaultCases(t)
	for range b.N {
		type sum struct{ bytes, tests, runs, better int }
		names := []string{"default", "choices", "default+choices"}
		sums := map[string]map[string]*sum{}
		var order []string
		rng := rand.New(rand.NewPCG(1, 2))
		for _, c := range cases {
			src, err := os.ReadFile(c.path)
			if err != nil {
				b.Fatal(err)
			}
			interesting, _ := needleOracle(t, rng, c.g, c.start, src, rng.IntN(2) == 0)
			if interesting == nil {
				continue
			}
			if sums[c.g.Name] == nil {
				sums[c.g.Name] = map[string]*sum{}
				for _, n := range names {
					sums[c.g.Name][n] = &sum{}
				}
				order = append(order, c.g.Name)
			}
			add := func(name string, res *reduce.Result, tests int) {
				s := sums[c.g.Name][name]
				s.bytes += len(res.Output)
				s.tests += tests
				s.runs++
			}
			tr, _ := buildTreeFrom(t, c.g, c.start, src, fromparse.Options{}, tree.TransformOptions{})
			def, err := reduce.Reduce(context.Background(), tr, testerOf(interesting), reduce.Recommended())
			if err != nil {
				b.Fatal(err)
			}
			add("default", def, def.Stats.Tests)
			ch := reduce.Recommended()
			ch.Adaptive, ch.Phases, ch.Choices = false, []reduce.Phase{reduce.Choices}, c.g.Regenerator(c.start)
			fresh, _ := buildTreeFrom(t, c.g, c.start, src, fromparse.Options{}, tree.TransformOptions{})
			alone, err := reduce.Reduce(context.Background(), fresh, testerOf(interesting), ch)
			if err != nil {
				b.Fatal(err)
			}
			add("choices", alone, alone.Stats.Tests)
			after, err := reduce.ReduceFrom(context.Background(), tr, def.State, testerOf(interesting), ch)
			if err != nil {
				b.Fatal(err)
			}
			// The second run's test of its input repeats the default's final check.
			add("default+choices", after, def.Stats.Tests+after.Stats.Tests-1)
			if len(after.Output) < len(def.Output) {
				sums[c.g.Name]["default+choices"].better++
			}
		}
		total := map[string]*sum{}
		for _, g := range order {
			line := g
			for _, n := range names {
				s := sums[g][n]
				line += fmt.Sprintf("  %s %d B / %d tests", n, s.bytes, s.tests)
				if total[n] == nil {
					total[n] = &sum{}
				}
				total[n].bytes += s.bytes
				total[n].tests += s.tests
				total[n].better += s.better
			}
			b.Logf("%s (%d runs, choices after the default smaller in %d)", line, sums[g]["default"].runs, sums[g]["default+choices"].better)
		}
		for _, n := range names {
			b.ReportMetric(float64(total[n].bytes), n+"-bytes")
			b.ReportMetric(float64(total[n].tests), n+"-tests")
		}
		b.ReportMetric(float64(total["default+choices"].better), "better-runs")
	}
}
