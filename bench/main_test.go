package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/spf13/pflag"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/jsonschema"
	"github.com/hddmin/hddmin/internal/watchdog"
)

// TestMain runs the watchdog when the tests' binary is started as one:
// the benches of these tests start the test binary as their watchdog
// (Options.Watchdog). After the tests, it removes the hddmin they built.
func TestMain(m *testing.M) {
	watchdog.RunIfChild()
	code := m.Run()
	hddmintest.Cleanup()
	os.Exit(code)
}

// hddmin builds cmd/hddmin once for the tests that run hddmin variants,
// and returns the binary.
func hddmin(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs hddmin")
	}
	return hddmintest.Binary(t, filepath.Join("..", "cmd", "hddmin"))
}

// caseDir writes a case: in.json (or the files given) and test.sh,
// interesting if the candidate holds needle.
var caseDir = hddmintest.CaseDir

// copyVariant is an external reducer that copies the input: fast.
const copyVariant = hddmintest.CopyVariant

func writeFile(t *testing.T, dir, name, data string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
	return path
}

// variants returns the variants of the JSON list file named (all of the
// file's if none is).
func variants(t *testing.T, file string, names ...string) []Variant {
	t.Helper()
	known, err := LoadVariants(file)
	require.NoError(t, err)
	if len(names) == 0 {
		return known[len(Builtin):]
	}
	vs, err := SelectVariants(known, names)
	require.NoError(t, err)
	return vs
}

// runIn runs a bench of opts on dirs, with the test binary as its
// watchdog and a stand-in of hddmin's flags, and returns the results, the
// error and what it said.
func runIn(t *testing.T, ctx context.Context, opts Options, dirs ...string) (*Results, error, string) {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	var log bytes.Buffer
	if opts.Log == nil {
		opts.Log = &log
	}
	opts.Watchdog, opts.ParseFlags, opts.Version = exe, parseFlags, "v0.0.0-test"
	res, err := Run(ctx, dirs, opts)
	return res, err, log.String()
}

// readResults reads results.json of out, and checks it against the
// schema.
func readResults(t *testing.T, out string) *Results {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, "results.json"))
	require.NoError(t, err)
	assert.Empty(t, validate(t, data))
	var res Results
	require.NoError(t, json.Unmarshal(data, &res))
	return &res
}

// validate returns the violations of the schema in data.
func validate(t *testing.T, data []byte) []string {
	t.Helper()
	errs, err := jsonschema.Validate(Schema(), data)
	require.NoError(t, err)
	return errs
}

// parseFlags stands in for hddmin's flags (cmd/hddmin has the real
// FlagParser, and tests it): a few of them, enough to test what bench
// does with what a FlagParser says.
func parseFlags(flags []string) (*ParsedFlags, error) {
	fs := pflag.NewFlagSet("hddmin", pflag.ContinueOnError)
	fs.SetOutput(&bytes.Buffer{})
	fs.StringP("test", "t", "", "")
	fs.StringP("output", "o", "", "")
	fs.String("report", "", "")
	fs.String("dump", "", "")
	fs.Bool("version", false, "")
	fs.BoolP("quiet", "q", false, "")
	fs.BoolP("verbose", "v", false, "")
	fs.StringArrayP("grammar", "g", nil, "")
	fs.String("start", "", "")
	fs.String("phase", "", "")
	fs.String("subset-order", "", "")
	fs.Bool("no-fixpoint", false, "")
	fs.IntP("jobs", "j", 0, "")
	fs.Bool("strict", false, "")
	fs.Bool("keep-hidden", false, "")
	fs.Bool("skip-whitespace", false, "")
	if err := fs.Parse(flags); err != nil {
		return nil, err
	}
	p := &ParsedFlags{Args: fs.Args()}
	fs.Visit(func(f *pflag.Flag) { p.Given = append(p.Given, f.Name) })
	if fs.Changed("skip-whitespace") && !fs.Changed("keep-hidden") {
		p.Invalid = fmt.Errorf("--skip-whitespace needs --keep-hidden")
	}
	return p, nil
}
