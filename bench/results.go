package bench

import (
	"bufio"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hddmin/hddmin/internal/atomicfile"
	"github.com/hddmin/hddmin/internal/jsonpos"
)

// Format names the format of results.json (its "format" field); it
// changes when a field changes meaning or goes.
const Format = "hddmin-bench/1"

// schema is the JSON Schema of results.json, written beside it. Its $id
// names the file where it was first published,
// cmd/hddmin/bench-results.schema.json: an identifier, kept so that the
// schema of a format stays one.
//
//go:embed results.schema.json
var schema []byte

// Schema returns the JSON Schema of results.json, which Run writes beside
// it as results.schema.json. TestSchemaTypes checks it against the types
// of Results.
func Schema() []byte { return slices.Clone(schema) }

// Results is results.json: every run, and the cases skipped.
type Results struct {
	Format  string    `json:"format"`
	Version string    `json:"hddmin_version"` // of the hddmin that wrote the file last
	Machine Machine   `json:"machine"`
	Updated string    `json:"updated"`
	Runs    []*Record `json:"runs"`
	Skipped []Skip    `json:"skipped"`
}

// Machine is the machine the runs ran on.
type Machine struct {
	CPU    string `json:"cpu"`
	Cores  int    `json:"cores"`
	OS     string `json:"os"`
	Arch   string `json:"arch"`
	Kernel string `json:"kernel,omitempty"`
	Distro string `json:"distribution,omitempty"`
}

// A Record is one run of a variant on a case.
type Record struct {
	Case        string   `json:"case"`
	CasePath    string   `json:"case_path,omitempty"`  // the case's folder, absolute (older files: the input's folder)
	CaseFlags   string   `json:"case_flags,omitempty"` // hddmin's flags of the case's hddmin.args
	Input       string   `json:"input"`
	Variant     string   `json:"variant"`
	Kind        Kind     `json:"kind"`
	Flags       string   `json:"flags"`             // hddmin's flags ("" for an external reducer)
	Command     string   `json:"command,omitempty"` // an external reducer's command, with placeholders
	Argv        []string `json:"argv"`              // the command that ran
	Seed        uint64   `json:"seed,omitempty"`    // hddmin's --seed (Options.Seeds); absent for none
	Repeat      int      `json:"repeat"`
	NoCache     bool     `json:"no_cache,omitempty"` // hddmin ran with --no-cache
	Jobs        int      `json:"jobs,omitempty"`     // hddmin's -j
	Version     string   `json:"hddmin_version"`
	Started     string   `json:"started"`
	LoadAverage *float64 `json:"load_average"` // of the last minute, as the run started; null if unknown

	RunTimeout   float64 `json:"run_timeout_seconds,omitempty"` // the time limit of the run; absent for none
	Status       Status  `json:"status"`
	ExitStatus   int     `json:"exit_status"` // of the reducer; -1 if it could not run
	Error        string  `json:"error,omitempty"`
	Verification string  `json:"verification"` // how the test of the result ended ("" if there was none)
	Output       string  `json:"output"`       // the result, relative to the results' folder

	BytesIn       int      `json:"bytes_in"`
	BytesOut      *int     `json:"bytes_out"`            // null without a result
	TokensIn      *int     `json:"tokens_in,omitempty"`  // of the input, by the grammar's lexer (hddmin's report); absent if unknown
	TokensOut     *int     `json:"tokens_out,omitempty"` // of the result, likewise
	Tests         int      `json:"tests"`                // tests run (counted by hddmin, or by a wrapper)
	TestsOneJob   *int     `json:"tests_one_job"`
	CacheHits     *int     `json:"cache_hits"` // null: unknown (external reducers)
	Timeouts      *int     `json:"timeouts"`
	Cancelled     *int     `json:"cancelled"`
	Wasted        *int     `json:"wasted"`
	Flaky         bool     `json:"flaky"`
	Stopped       string   `json:"stopped,omitempty"`
	WallSeconds   float64  `json:"wall_seconds"`   // the whole run, start of the process to its end
	ReduceSeconds *float64 `json:"reduce_seconds"` // hddmin's reduction alone (no parsing)
	Phases        []Phase  `json:"phases"`
	Steps         []Step   `json:"steps,omitempty"` // every step of hddmin's report: each level of HDD, each pass of the other phases
	Curve         []Point  `json:"curve"`

	// Through Options.Launcher: the launcher, and the node the run ran
	// on.
	Launcher string `json:"launcher,omitempty"`
	Node     string `json:"node,omitempty"`
}

// Phase are the counts of a phase of a run, all its passes together.
type Phase struct {
	Phase       string  `json:"phase"`
	Tests       int     `json:"tests"`
	CacheHits   int     `json:"cache_hits"`
	Timeouts    int     `json:"timeouts"`
	BytesBefore int     `json:"bytes_before"`
	BytesAfter  int     `json:"bytes_after"`
	Seconds     float64 `json:"seconds"`
}

// Step are the counts of a step of a run, as hddmin's report gives them:
// a level of a pass of HDD (or Coarse HDD), or a whole pass of another
// phase (Level absent).
type Step struct {
	Phase       string  `json:"phase"`
	Pass        int     `json:"pass"`
	Level       *int    `json:"level,omitempty"`
	Units       int     `json:"units"` // the nodes offered to ddmin (or tried, in the other phases)
	Tests       int     `json:"tests"`
	CacheHits   int     `json:"cache_hits"`
	Timeouts    int     `json:"timeouts"`
	BytesBefore int     `json:"bytes_before"`
	BytesAfter  int     `json:"bytes_after"`
	Seconds     float64 `json:"seconds"`
}

// Point is a point of a reduction curve: the size of the best result
// after Tests tests.
type Point struct {
	Tests   int     `json:"tests"`
	Bytes   int     `json:"bytes"`
	Seconds float64 `json:"seconds,omitempty"`
}

// Skip is a case that did not run.
type Skip struct {
	Case   string `json:"case"`
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// Status is how a run ended.
type Status string

// The statuses of a run.
const (
	StatusOK         Status = "ok"         // the reducer ended well and its result passes the test
	StatusUnverified Status = "unverified" // the reducer ended well, but its result does not pass the test
	StatusFailed     Status = "failed"     // the reducer failed (its exit status), or left no result
	StatusTimeout    Status = "timeout"    // the run reached its time limit (--run-timeout) and was stopped
)

// statuses are the statuses of a run, all of them.
var statuses = []Status{StatusOK, StatusUnverified, StatusFailed, StatusTimeout}

// Kind is what a variant runs.
type Kind string

// The kinds of a run.
const (
	KindHddmin   Kind = "hddmin"   // hddmin with the variant's flags
	KindExternal Kind = "external" // an external reducer's command
)

// Failed reports whether r has a case skipped (but a folder that is no
// case, without test.sh) or a run that did not end verified: hddmin bench
// exits with status 1 then.
func (r *Results) Failed() bool {
	return slices.ContainsFunc(r.Skipped, func(s Skip) bool { return s.Reason != errNoTest.Error() }) ||
		slices.ContainsFunc(r.Runs, func(run *Record) bool { return run.Status != StatusOK })
}

// errNoTest is why a folder without test.sh is not a case. It is listed
// with the skipped cases, but, as ../shared/bench/tools shows, a folder
// given among cases may be none: it does not make the exit status 1.
var errNoTest = errors.New("no test.sh")

// summary is the line that says how r ended.
func (r *Record) summary() string {
	switch r.Status {
	case StatusFailed:
		return "failed: " + r.Error
	case StatusTimeout:
		if r.BytesOut == nil {
			return "timed out: " + r.Error + "; no result"
		}
		return fmt.Sprintf("timed out: %s; the best result so far, %d -> %d bytes, %s", r.Error, r.BytesIn, *r.BytesOut, r.Verification)
	case StatusUnverified:
		if strings.HasPrefix(r.Verification, "timed out") {
			return fmt.Sprintf("%d -> %d bytes, NOT VERIFIED: the test of the result %s", r.BytesIn, *r.BytesOut, r.Verification)
		}
		return fmt.Sprintf("%d -> %d bytes, NOT VERIFIED: the test of the result ended with %s", r.BytesIn, *r.BytesOut, r.Verification)
	}
	return fmt.Sprintf("%d -> %d bytes, %d tests, %.1f s, verified", r.BytesIn, *r.BytesOut, r.Tests, r.WallSeconds)
}

// unverified says why the result of an unverified run is not verified:
// it does not pass the test, or its test timed out, which is no outcome.
func (r *Record) unverified() string {
	if strings.HasPrefix(r.Verification, "timed out") {
		return "could not be verified: its test " + firstLine(r.Verification)
	}
	return "does not pass the test: " + firstLine(r.Verification)
}

// find returns the run of results for the case (same name, same folder),
// the variant (same name, same flags or command), the seed and the
// repeat, or nil.
func (res *Results) find(c *Case, v Variant, seed uint64, repeat int) *Record {
	for _, r := range res.Runs {
		if r.Case == c.Name && r.casePath() == c.Dir && r.Variant == v.Name && r.Flags == v.Flags && r.Command == v.Command && r.Seed == seed && r.Repeat == repeat {
			return r
		}
	}
	return nil
}

// casePath is the folder of the run's case.
func (r *Record) casePath() string {
	if r.CasePath != "" {
		return r.CasePath
	}
	return filepath.Dir(r.Input)
}

// openResults makes the results' folder, and reads results.json with
// Resume. Without it, an existing results.json is refused, so that no
// finished run is lost.
func (b *bencher) openResults() error {
	b.results = &Results{Format: Format, Runs: []*Record{}, Skipped: []Skip{}}
	if err := os.MkdirAll(b.opts.Out, 0o755); err != nil {
		return fmt.Errorf("-o %s: %v", b.opts.Out, err)
	}
	// The results are written after every run: a folder they cannot be
	// written to is refused now, not after the first run.
	f, err := os.CreateTemp(b.opts.Out, ".results.json.tmp*")
	if err != nil {
		return fmt.Errorf("-o %s: the results cannot be written there: %v", b.opts.Out, err)
	}
	f.Close()
	os.Remove(f.Name())
	path := filepath.Join(b.opts.Out, "results.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !b.opts.Resume {
		return fmt.Errorf("%s exists: give --resume to add to it, or another -o", path)
	}
	if err := json.Unmarshal(data, b.results); err != nil {
		return jsonpos.Error(path, data, err)
	}
	if b.results.Format != Format {
		return fmt.Errorf("%s: format %q, want %q", path, b.results.Format, Format)
	}
	// A run that is null or lacks what the tables read (a file edited by
	// hand, or cut short) is dropped: it runs again.
	runs := b.results.Runs
	b.results.Runs = []*Record{}
	for i, r := range runs {
		if why := r.invalid(); why != "" {
			b.logf("%s: run %d %s: dropped; it runs again", path, i+1, why)
			continue
		}
		b.results.Runs = append(b.results.Runs, r)
	}
	if b.results.Skipped == nil {
		b.results.Skipped = []Skip{}
	}
	return nil
}

// invalid says why a run read from results.json cannot be used, or "".
func (r *Record) invalid() string {
	switch {
	case r == nil:
		return "is null"
	case r.Case == "" || r.Variant == "" || r.Repeat < 1:
		return "has no case, variant or repeat"
	case !slices.Contains(statuses, r.Status):
		return fmt.Sprintf("has an unknown status %q", r.Status)
	case (r.Status == StatusOK || r.Status == StatusUnverified) && r.BytesOut == nil:
		return fmt.Sprintf("is %s but has no bytes_out", r.Status)
	}
	return ""
}

// write writes results.json, its schema, results.md, results.csv,
// summary.csv and the curves, each atomically.
func (b *bencher) write() error {
	b.results.Updated = time.Now().UTC().Format(time.RFC3339)
	data, err := json.MarshalIndent(b.results, "", "  ")
	if err != nil {
		return err
	}
	rep := b.view()
	files := map[string][]byte{
		"results.json":        append(data, '\n'),
		"results.schema.json": schema,
		"results.md":          []byte(rep.markdown()),
		"results.csv":         rep.resultsCSV(),
		"summary.csv":         rep.summaryCSV(),
	}
	for _, c := range rep.caseNames() {
		files[fileName(c)+".svg"] = []byte(curvesSVG(c, rep.summaries(c)))
	}
	for name, data := range files {
		if err := atomicfile.Write(filepath.Join(b.opts.Out, name), data); err != nil {
			return fmt.Errorf("cannot write the results: %v", err)
		}
	}
	return nil
}

// machineInfo describes this machine.
func machineInfo() Machine {
	m := Machine{CPU: runtime.GOARCH, Cores: runtime.NumCPU(), OS: runtime.GOOS, Arch: runtime.GOARCH}
	if v := fileField("/proc/cpuinfo", "model name", ':'); v != "" {
		m.CPU = v
	}
	if data, err := os.ReadFile("/proc/sys/kernel/osrelease"); err == nil {
		m.Kernel = strings.TrimSpace(string(data))
	}
	m.Distro = strings.Trim(fileField("/etc/os-release", "PRETTY_NAME", '='), `"`)
	return m
}

// fileField returns the value of the first line "key SEP value" of file,
// or "".
func fileField(file, key string, sep byte) string {
	f, err := os.Open(file)
	if err != nil {
		return ""
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		k, v, ok := strings.Cut(s.Text(), string(sep))
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// loadAverage returns the load average of the last minute, or nil where
// there is no /proc/loadavg.
func loadAverage() *float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return nil
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return nil
	}
	v, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return nil
	}
	return &v
}
