package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hddmin/hddmin/bench"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// benchCases returns the cases of ../shared/bench whose input has a bundled
// grammar.
func benchCases(b *testing.B) []bench.Case {
	root := filepath.Join("..", "..", "..", "shared", "bench")
	dirs, err := os.ReadDir(root)
	if err != nil {
		b.Skipf("no bench cases: %v", err)
	}
	var cases []bench.Case
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		c, err := bench.ReadCase(filepath.Join(root, d.Name()), parseHddminFlags)
		if err != nil {
			continue
		}
		if _, err := parser.ForFile(c.Input); err == nil {
			cases = append(cases, c)
		}
	}
	return cases
}

// BenchmarkVariants reduces each case of ../shared/bench with each variant,
// one test at a time (so that the counts are those of the algorithm),
// checks the result with the case's test.sh, and reports the bytes, tests
// and cache hits; it also prints a Markdown row per run. Select with the
// benchmark name, for example:
//
//	go test ./cmd/hddmin -run '^$' -bench 'Variants/json-mdn-grid' -benchtime 1x
//	HDDMIN_VARIANTS='default coarse-hdd*' go test ./cmd/hddmin -run '^$' -bench Variants -benchtime 1x
func BenchmarkVariants(b *testing.B) {
	only := map[string]bool{}
	if env := os.Getenv("HDDMIN_VARIANTS"); env != "" {
		for _, v := range strings.Fields(env) {
			only[v] = true
		}
	}
	for _, c := range benchCases(b) {
		for _, v := range bench.Builtin {
			if len(only) > 0 && !only[v.Name] {
				continue
			}
			b.Run(c.Name+"/"+v.Name, func(b *testing.B) {
				out := filepath.Join(b.TempDir(), "out"+filepath.Ext(c.Input))
				args := append(strings.Fields(v.Flags), "-q", "-j", "1", "-t", c.Test, "-o", out, c.Input)
				var res *app
				for b.Loop() {
					cfg, err := parseArgs(args, os.Stdout)
					if err != nil {
						b.Fatal(err)
					}
					var stderr bytes.Buffer
					res = &app{cfg: cfg, stdout: os.Stdout, stderr: &stderr}
					start := time.Now()
					if code := res.run(context.Background()); code != 0 {
						b.Fatalf("exit %d: %s", code, stderr.String())
					}
					res.result.Stats.Wall = time.Since(start) // parsing included
				}
				if err := exec.Command(c.Test, out).Run(); err != nil {
					b.Errorf("the result does not pass %s: %v", c.Test, err)
				}
				st := res.result.Stats
				b.ReportMetric(float64(st.BytesAfter), "bytes")
				b.ReportMetric(float64(st.Tests), "tests")
				b.ReportMetric(float64(st.CacheHits), "cache-hits")
				fmt.Printf("| %s | %s | `%s` | %d | %d | %d | %.1f s |\n", c.Name, v.Name, v.Flags,
					st.BytesAfter, st.Tests, st.CacheHits, st.Wall.Seconds())
			})
		}
	}
}

// BenchmarkJobs reduces ../shared/corpus/json/mdn-css-syntaxes.json (31
// KB) with a test that sleeps 100 ms and then greps for eight names spread
// over the file, with 1 and with 8 jobs, and reports the wall time of each
// and the speedup; the outputs must be the same. HDDMIN_FLAGS adds flags.
//
//	go test ./cmd/hddmin -run '^$' -bench 'Jobs$' -benchtime 1x
//	HDDMIN_FLAGS='--phase prune' go test ./cmd/hddmin -run '^$' -bench 'Jobs$' -benchtime 1x
func BenchmarkJobs(b *testing.B) {
	in, _ := filepath.Abs(filepath.Join("..", "..", "..", "shared", "corpus", "json", "mdn-css-syntaxes.json"))
	if _, err := os.Stat(in); err != nil {
		b.Skipf("no input: %v", err)
	}
	test := filepath.Join(b.TempDir(), "test.sh")
	script := `#!/bin/sh
sleep 0.1
n=$(grep -o -F -e attr-fallback -e hue-interpolation-method -e bg-layer -e shadow-t \
	-e cf-mixing-image -e feature-type -e ending-shape -e track-breadth "$1" | sort -u | wc -l)
[ "$n" -eq 8 ]
`
	if err := os.WriteFile(test, []byte(script), 0o755); err != nil {
		b.Fatal(err)
	}
	var outputs []string
	var walls []time.Duration
	for _, jobs := range []string{"1", "8"} {
		b.Run("j"+jobs, func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "out.json")
			var res *app
			var wall time.Duration
			for b.Loop() {
				args := append(strings.Fields(os.Getenv("HDDMIN_FLAGS")), "-q", "-j", jobs, "-t", test, "-o", out, in)
				cfg, err := parseArgs(args, os.Stdout)
				if err != nil {
					b.Fatal(err)
				}
				res = &app{cfg: cfg, stdout: os.Stdout, stderr: os.Stderr}
				start := time.Now()
				if code := res.run(context.Background()); code != 0 {
					b.Fatalf("exit %d", code)
				}
				wall = time.Since(start)
			}
			data, _ := os.ReadFile(out)
			outputs = append(outputs, string(data))
			walls = append(walls, wall)
			st := res.result.Stats
			b.ReportMetric(float64(st.Tests), "tests")
			b.ReportMetric(float64(st.Cancelled), "cancelled")
			b.ReportMetric(float64(st.Wasted), "wasted")
			b.ReportMetric(wall.Seconds(), "wall-s")
		})
	}
	if len(outputs) == 2 {
		if outputs[0] != outputs[1] {
			b.Errorf("-j 1 and -j 8 give different outputs:\n%s\n%s", outputs[0], outputs[1])
		}
		fmt.Printf("speedup of -j 8 over -j 1: %.2fx (%v / %v), same output: %v\n",
			walls[0].Seconds()/walls[1].Seconds(), walls[0].Round(time.Millisecond), walls[1].Round(time.Millisecond), outputs[0] == outputs[1])
	}
}

// BenchmarkJobsInProcess is BenchmarkJobs without the processes: the test
// is a function that sleeps (HDDMIN_SLEEP, default 20ms) and looks for the
// eight names, so that the numbers are those of the parallel runner alone,
// and a run takes seconds. HDDMIN_FLAGS adds flags.
//
//	go test ./cmd/hddmin -run '^$' -bench JobsInProcess -benchtime 1x
func BenchmarkJobsInProcess(b *testing.B) {
	in := filepath.Join("..", "..", "..", "shared", "corpus", "json", "mdn-css-syntaxes.json")
	src, err := os.ReadFile(in)
	if err != nil {
		b.Skipf("no input: %v", err)
	}
	sleep := 20 * time.Millisecond
	if env := os.Getenv("HDDMIN_SLEEP"); env != "" {
		if sleep, err = time.ParseDuration(env); err != nil {
			b.Fatal(err)
		}
	}
	names := strings.Fields("attr-fallback hue-interpolation-method bg-layer shadow-t cf-mixing-image feature-type ending-shape track-breadth")
	test := reduce.TesterFunc(func(ctx context.Context, c []byte) (reduce.Outcome, error) {
		select {
		case <-time.After(sleep):
		case <-ctx.Done():
			return reduce.NotInteresting, ctx.Err()
		}
		for _, n := range names {
			if !bytes.Contains(c, []byte(n)) {
				return reduce.NotInteresting, nil
			}
		}
		return reduce.Interesting, nil
	})
	var outputs []string
	var walls []time.Duration
	for _, jobs := range []string{"1", "8"} {
		b.Run("j"+jobs, func(b *testing.B) {
			args := append(strings.Fields(os.Getenv("HDDMIN_FLAGS")), "-j", jobs, "-t", "true", in)
			cfg, err := parseArgs(args, io.Discard)
			if err != nil {
				b.Fatal(err)
			}
			var res *reduce.Result
			var wall time.Duration
			for b.Loop() {
				t := benchTree(b, cfg, src)
				start := time.Now()
				if res, err = reduce.Reduce(context.Background(), t, test, cfg.reduce); err != nil {
					b.Fatal(err)
				}
				wall = time.Since(start)
			}
			outputs = append(outputs, string(res.Output))
			walls = append(walls, wall)
			b.ReportMetric(float64(res.Stats.Tests), "tests")
			b.ReportMetric(float64(res.Stats.Cancelled), "cancelled")
			b.ReportMetric(float64(res.Stats.Wasted), "wasted")
			b.ReportMetric(wall.Seconds()/sleep.Seconds(), "test-durations")
		})
	}
	if len(outputs) == 2 {
		if outputs[0] != outputs[1] {
			b.Errorf("-j 1 and -j 8 give different outputs:\n%s\n%s", outputs[0], outputs[1])
		}
		fmt.Printf("speedup of -j 8 over -j 1: %.2fx (%v / %v), same output: %v\n",
			walls[0].Seconds()/walls[1].Seconds(), walls[0].Round(time.Millisecond), walls[1].Round(time.Millisecond), outputs[0] == outputs[1])
	}
}

// benchTree builds the tree of src as cfg says, through the command's
// own way (app.source, fromparse.Load).
func benchTree(b *testing.B, cfg *config, src []byte) *tree.Tree {
	a := &app{cfg: cfg, stderr: io.Discard}
	s, err := a.source(context.Background(), src)
	if err != nil {
		b.Fatal(err)
	}
	in, err := fromparse.Load(s)
	if err != nil {
		b.Fatal(err)
	}
	return in.Tree
}
