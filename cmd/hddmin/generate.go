package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/hddmin/hddmin/internal/memlimit"
	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/parser/g4"
)

// generateConfig is what the command line of hddmin generate asks for.
type generateConfig struct {
	grammars    []string
	grammarLibs []string
	start       string
	seed        uint64
	count       int
	maxDepth    int
	maxTokens   int
	choices     bool
	sequence    string
	output      string
	noRepair    bool
	quiet       bool
	spacing     parser.Spacing
	minTokens   int
}

// maxAttempts bounds the inputs made for one seed to reach --min-tokens.
const maxAttempts = 100

func newGenerateFlagSet(cfg *generateConfig) *pflag.FlagSet {
	fs := pflag.NewFlagSet("hddmin generate", pflag.ContinueOnError)
	fs.SortFlags = false
	fs.StringArrayVarP(&cfg.grammars, "grammar", "g", nil, "the `grammar`: a bundled name, a .g4 file or an .interp file; repeat for a lexer and a parser (required)")
	fs.StringArrayVar(&cfg.grammarLibs, "grammar-lib", nil, "a `dir` to search for imported grammars and tokenVocab lexers, after the grammar's own; repeatable")
	fs.StringVar(&cfg.start, "start", "", "the start `rule` (default: the grammar's)")
	fs.Uint64Var(&cfg.seed, "seed", 1, "the seed of the first input; input i has seed `n`+i")
	fs.IntVarP(&cfg.count, "count", "n", 1, "make `n` inputs")
	fs.IntVar(&cfg.maxDepth, "max-depth", 8, "complete rules nested deeper than `d` cheaply; 0 for no limit")
	fs.IntVar(&cfg.maxTokens, "max-tokens", 2000, "complete every rule cheaply once an input has `n` tokens; 0 for no limit")
	fs.BoolVar(&cfg.choices, "choices", false, "print each input's choice sequence beside it")
	fs.StringVar(&cfg.sequence, "sequence", "", "make one input from this choice `sequence` (numbers separated by spaces, * for the cheapest completion) instead of a random one: the input whose --choices printed it (no limits unless given, no repair)")
	fs.StringVarP(&cfg.output, "output", "o", "", "write the inputs to files in `dir` (SEED.EXT, and SEED.choices with --choices) instead of standard output")
	fs.BoolVar(&cfg.noRepair, "no-repair", false, "keep an input that does not parse as it is, instead of regenerating it")
	fs.Var(spacingValue{&cfg.spacing}, "spacing", fmt.Sprintf("what goes between two tokens: %v (what the grammar's lexer needs, and a space between tokens that would run into one word, as 0or), %v (only what the grammar's lexer needs) or %v (a space between every two, as Grammarinator's serializer)", parser.SpaceWords, parser.SpaceLexer, parser.SpaceAll))
	fs.IntVar(&cfg.minTokens, "min-tokens", 1, "make an input of fewer than `n` tokens again, from the next draw of its seed (at most 100 times); 0 keeps every input, the empty ones too")
	fs.BoolVarP(&cfg.quiet, "quiet", "q", false, "print nothing on standard error but errors")
	return fs
}

const generateUsageHead = `Usage: hddmin generate -g GRAMMAR [flags]

hddmin generate makes random inputs of a grammar, bundled or read at run
time: it walks the grammar from the start rule and draws every decision
(an alternative, one more pass through a loop, a token's type and the
characters of its text) from a random choice sequence, seeded by --seed.
Rules nested deeper than --max-depth, and all of them once an input has
--max-tokens tokens, are completed with their shortest text. Every input
is parsed; one that does not parse is made again with the rule around the
first syntax error completed with its shortest text (go doc parser: the
choice sequences).

One input goes to standard output as it is. With -n above 1 or --choices,
each input is a line of JSON: {"seed": N, "text": "...", "choices": "..."};
with -o DIR, files DIR/SEED.EXT (and DIR/SEED.choices).

Flags:
`

const generateUsageTail = `
Exit status: 0 every input parses, 1 some input still does not parse (it
is written, and its errors printed), 2 usage error (an -o DIR that cannot
be made or written included), 3 an input could not be written.
`

// parseGenerateArgs reads the command line of hddmin generate.
func parseGenerateArgs(args []string, stdout io.Writer) (*generateConfig, error) {
	cfg := &generateConfig{}
	fs := newGenerateFlagSet(cfg)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprint(stdout, generateUsageHead)
			fmt.Fprint(stdout, fs.FlagUsages())
			fmt.Fprint(stdout, generateUsageTail)
		}
		return nil, err
	}
	switch {
	case fs.NArg() > 0:
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case len(cfg.grammars) == 0:
		return nil, errors.New("no grammar: give one with -g")
	case cfg.count < 1:
		return nil, fmt.Errorf("-n %d: want 1 or more", cfg.count)
	case cfg.maxDepth < 0:
		return nil, fmt.Errorf("--max-depth %d: want 0 or more", cfg.maxDepth)
	case cfg.maxTokens < 0:
		return nil, fmt.Errorf("--max-tokens %d: want 0 or more", cfg.maxTokens)
	case cfg.minTokens < 0:
		return nil, fmt.Errorf("--min-tokens %d: want 0 or more", cfg.minTokens)
	case cfg.maxTokens > 0 && cfg.minTokens > cfg.maxTokens:
		return nil, fmt.Errorf("--min-tokens %d is above --max-tokens %d", cfg.minTokens, cfg.maxTokens)
	case cfg.sequence != "" && fs.Changed("count"):
		return nil, errors.New("--sequence makes one input: no -n")
	}
	if cfg.sequence != "" {
		// A sequence that --choices printed holds a * wherever a limit
		// completed a rule: it makes the same input without the limits,
		// which would complete rules where the generation did not.
		if !fs.Changed("max-depth") {
			cfg.maxDepth = 0
		}
		if !fs.Changed("max-tokens") {
			cfg.maxTokens = 0
		}
		if !fs.Changed("min-tokens") {
			cfg.minTokens = 0 // the sequence's input, whatever its size
		}
	}
	return cfg, nil
}

// generated is one input of hddmin generate, as a line of JSON.
type generated struct {
	Seed    *uint64 `json:"seed,omitempty"`
	Text    string  `json:"text"`
	Choices string  `json:"choices,omitempty"`
}

// runGenerate is hddmin generate; it returns the exit status.
func runGenerate(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cfg, err := parseGenerateArgs(args, stdout)
	if errors.Is(err, pflag.ErrHelp) {
		return exitReduced
	}
	if err != nil {
		fmt.Fprintf(stderr, "hddmin generate: %v\nRun 'hddmin generate --help' for usage.\n", err)
		return exitUsage
	}
	fail := func(code int, format string, args ...any) int {
		fmt.Fprintf(stderr, "hddmin generate: "+format+"\n", args...)
		return code
	}
	// A walk with no --max-depth and no --max-tokens need not end: ctx
	// stops it at any point, at a signal or at the memory limit.
	ctx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	go memlimit.Watch(ctx, memlimit.Find(), stop)
	// The folder of -o is made and tried before anything is generated: a
	// place that cannot take the inputs is a usage error, with advice.
	if cfg.output != "" {
		if err := outputFolder(cfg.output); err != nil {
			return fail(exitUsage, "%v", err)
		}
	}
	loaded, err := parser.LoadGrammar(cfg.grammars, parser.LoadOptions{Libs: cfg.grammarLibs})
	if err != nil {
		var list g4.ErrorList
		if errors.As(err, &list) {
			return fail(exitUsage, "grammar %s: %d error(s)\n%v", strings.Join(cfg.grammars, " "), len(list), err)
		}
		return fail(exitUsage, "%v", err)
	}
	if !cfg.quiet {
		for _, w := range loaded.Warnings {
			fmt.Fprintf(stderr, "hddmin generate: %v\n", w)
		}
	}
	g := loaded.Grammar
	if cfg.start != "" && g.RuleIndex(cfg.start) < 0 {
		return fail(exitUsage, "grammar %s has no rule %q (rules: %s)", g.Name, cfg.start, strings.Join(g.Parser.RuleNames, ", "))
	}
	var seq *parser.Choices
	if cfg.sequence != "" {
		if seq, err = parser.ParseChoiceString(cfg.sequence); err != nil {
			return fail(exitUsage, "--sequence: %v", err)
		}
	}
	ext := ".txt"
	if len(g.Extensions) > 0 {
		ext = g.Extensions[0]
	}
	opts := parser.GenerateOptions{Start: cfg.start, MaxDepth: cfg.maxDepth, MaxTokens: cfg.maxTokens, Check: true, Repair: 8, Spacing: cfg.spacing}
	if cfg.noRepair || seq != nil {
		// A sequence is made as it is: what --choices printed is the
		// sequence of the input after its repairs.
		opts.Repair = 0
	}
	lines := cfg.output == "" && (cfg.count > 1 || cfg.choices)
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	began := time.Now()
	var bytes, repaired, broken, redrawn, small int
	for i := range cfg.count {
		if ctx.Err() != nil {
			return fail(exitInterrupted, "interrupted after %d input(s)", i)
		}
		s := cfg.seed + uint64(i)
		var out *parser.Generated
		// Invariant: out is the input of the last draw, if any; the draws
		// of a seed are the same every time.
		for attempt := 0; attempt < maxAttempts && (out == nil || out.Tokens < cfg.minTokens); attempt++ {
			src := drawSource(s, attempt)
			if seq != nil {
				src = seq.Source()
			}
			out, err = g.GenerateContext(ctx, src, opts)
			switch {
			case memlimit.Cause(ctx) != nil:
				return fail(exitInternal, "%v, while making input %d (seed %d); the inputs before it are written: give --max-tokens or --max-depth, for a grammar whose walk need not end", memlimit.Cause(ctx), i+1, s)
			case ctx.Err() != nil:
				return fail(exitInterrupted, "interrupted after %d input(s)", i)
			case err != nil:
				return fail(exitUsage, "%v", err)
			}
			if attempt > 0 {
				redrawn++
			}
			if seq != nil {
				break
			}
		}
		if out.Tokens < cfg.minTokens {
			small++
		}
		bytes += len(out.Text)
		if out.Repairs > 0 {
			repaired++
		}
		name := fmt.Sprintf("seed %d", s)
		if seq != nil {
			name = "the sequence"
		}
		if len(out.Errors) > 0 {
			broken++
			fmt.Fprintf(stderr, "hddmin generate: %s: the input does not parse: %v\n", name, parser.SyntaxErrors(out.Errors))
		}
		values := parser.ChoiceString(out.Choices.Values())
		switch {
		case cfg.output != "":
			base := filepath.Join(cfg.output, fmt.Sprint(s))
			if err := os.WriteFile(base+ext, out.Text, 0o644); err != nil {
				return fail(exitInternal, "%v", err)
			}
			if cfg.choices {
				if err := os.WriteFile(base+".choices", []byte(values+"\n"), 0o644); err != nil {
					return fail(exitInternal, "%v", err)
				}
			}
		case lines:
			line := generated{Text: string(out.Text)}
			if seq == nil {
				line.Seed = &s
			}
			if cfg.choices {
				line.Choices = values
			}
			if err := enc.Encode(line); err != nil {
				return fail(exitInternal, "%v", err)
			}
		default:
			if _, err := stdout.Write(out.Text); err != nil {
				return fail(exitInternal, "%v", err)
			}
		}
	}
	if !cfg.quiet {
		fmt.Fprintf(stderr, "hddmin generate: %d input(s) of %s, %d bytes on average, %d made again to parse, %d that do not parse, %d draws made again for --min-tokens, %v\n",
			cfg.count, g.Name, bytes/cfg.count, repaired, broken, redrawn, time.Since(began).Round(time.Millisecond))
		if small > 0 {
			fmt.Fprintf(stderr, "hddmin generate: %d input(s) still have fewer than %d tokens after %d draws\n", small, cfg.minTokens, maxAttempts)
		}
	}
	if broken > 0 {
		return exitNotInteresting
	}
	return exitReduced
}

// outputFolder makes dir, the folder of generate's -o, if need be, and
// checks that files can be written in it.
func outputFolder(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("-o %s: cannot make the folder: %v; give a folder that exists or can be made, and can be written", shown(dir), errText(err))
	}
	f, err := os.CreateTemp(dir, ".hddmin-generate-*")
	if err != nil {
		return fmt.Errorf("-o %s: the inputs cannot be written there: %v; give a folder that can be written", shown(dir), errText(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// errText is the message of a file operation's error without the path,
// which the message around it names.
func errText(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Op + " " + shown(pe.Path) + ": " + pe.Err.Error()
	}
	return err.Error()
}

// drawSource returns the random source of draw attempt of seed s: the
// seed's own for the first, then sources of their own, the same every
// time.
func drawSource(s uint64, attempt int) parser.ChoiceSource {
	if attempt == 0 {
		return parser.RandomSource(s, 0)
	}
	return parser.RandomSource(s^uint64(attempt)*0x9e3779b97f4a7c15, 0)
}

type spacingValue struct{ s *parser.Spacing }

func (v spacingValue) String() string           { return v.s.String() }
func (v spacingValue) Set(s string) (err error) { *v.s, err = parser.ParseSpacing(s); return err }
func (v spacingValue) Type() string             { return "spacing" }
