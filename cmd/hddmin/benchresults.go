package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// benchResults is results.json: every run, and the cases skipped. Its JSON
// Schema is bench-results.schema.json.
type benchResults struct {
	Format  string       `json:"format"`
	Version string       `json:"hddmin_version"` // of the hddmin that wrote the file last
	Machine benchMachine `json:"machine"`
	Updated string       `json:"updated"`
	Runs    []*benchRun  `json:"runs"`
	Skipped []benchSkip  `json:"skipped"`
}

// benchMachine is the machine the runs ran on.
type benchMachine struct {
	CPU    string `json:"cpu"`
	Cores  int    `json:"cores"`
	OS     string `json:"os"`
	Arch   string `json:"arch"`
	Kernel string `json:"kernel,omitempty"`
	Distro string `json:"distribution,omitempty"`
}

// benchRun is one run of a variant on a case.
type benchRun struct {
	Case        string   `json:"case"`
	Input       string   `json:"input"`
	Variant     string   `json:"variant"`
	Kind        string   `json:"kind"`              // hddmin or external
	Flags       string   `json:"flags"`             // hddmin's flags ("" for an external reducer)
	Command     string   `json:"command,omitempty"` // an external reducer's command, with placeholders
	Argv        []string `json:"argv"`              // the command that ran
	Repeat      int      `json:"repeat"`
	Jobs        int      `json:"jobs,omitempty"` // hddmin's -j
	Version     string   `json:"hddmin_version"`
	Started     string   `json:"started"`
	LoadAverage *float64 `json:"load_average"` // of the last minute, as the run started; null if unknown

	Status       string `json:"status"`      // ok, unverified or failed
	ExitStatus   int    `json:"exit_status"` // of the reducer; -1 if it could not run
	Error        string `json:"error,omitempty"`
	Verification string `json:"verification"` // how the test of the result ended ("" if there was none)
	Output       string `json:"output"`       // the result, relative to the results' folder

	BytesIn       int          `json:"bytes_in"`
	BytesOut      *int         `json:"bytes_out"` // null without a result
	Tests         int          `json:"tests"`     // tests run (counted by hddmin, or by a wrapper)
	TestsOneJob   *int         `json:"tests_one_job"`
	CacheHits     *int         `json:"cache_hits"` // null: unknown (external reducers)
	Timeouts      *int         `json:"timeouts"`
	Cancelled     *int         `json:"cancelled"`
	Wasted        *int         `json:"wasted"`
	Flaky         bool         `json:"flaky"`
	Stopped       string       `json:"stopped,omitempty"`
	WallSeconds   float64      `json:"wall_seconds"`   // the whole run, start of the process to its end
	ReduceSeconds *float64     `json:"reduce_seconds"` // hddmin's reduction alone (no parsing)
	Phases        []benchPhase `json:"phases"`
	Curve         []benchPoint `json:"curve"`

	// Through --launcher (bench_slurm.go): the launcher, and the node the
	// run ran on.
	Launcher string `json:"launcher,omitempty"`
	Node     string `json:"node,omitempty"`
}

// benchPhase are the counts of a phase of a run, all its passes together.
type benchPhase struct {
	Phase       string  `json:"phase"`
	Tests       int     `json:"tests"`
	CacheHits   int     `json:"cache_hits"`
	Timeouts    int     `json:"timeouts"`
	BytesBefore int     `json:"bytes_before"`
	BytesAfter  int     `json:"bytes_after"`
	Seconds     float64 `json:"seconds"`
}

// benchPoint is a point of a reduction curve: the size of the best result
// after Tests tests.
type benchPoint struct {
	Tests   int     `json:"tests"`
	Bytes   int     `json:"bytes"`
	Seconds float64 `json:"seconds,omitempty"`
}

// benchSkip is a case that did not run.
type benchSkip struct {
	Case   string `json:"case"`
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

func (r *benchRun) summary() string {
	switch r.Status {
	case statusFailed:
		return "failed: " + r.Error
	case statusUnverified:
		return fmt.Sprintf("%d -> %d bytes, NOT VERIFIED: the test of the result ended with %s", r.BytesIn, *r.BytesOut, r.Verification)
	}
	return fmt.Sprintf("%d -> %d bytes, %d tests, %.1f s, verified", r.BytesIn, *r.BytesOut, r.Tests, r.WallSeconds)
}

// find returns the run of results for the case, the variant (same name,
// same flags or command) and the repeat, or nil.
func (res *benchResults) find(c string, v variant, repeat int) *benchRun {
	for _, r := range res.Runs {
		if r.Case == c && r.Variant == v.name && r.Flags == v.flags && r.Command == v.command && r.Repeat == repeat {
			return r
		}
	}
	return nil
}

// openResults makes the results' folder, and reads results.json with
// --resume. Without it, an existing results.json is refused, so that no
// finished run is lost.
func (b *bencher) openResults() error {
	b.results = &benchResults{Format: benchFormat, Runs: []*benchRun{}, Skipped: []benchSkip{}}
	if err := os.MkdirAll(b.cfg.out, 0o755); err != nil {
		return err
	}
	path := filepath.Join(b.cfg.out, "results.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !b.cfg.resume {
		return fmt.Errorf("%s exists: give --resume to add to it, or another -o", path)
	}
	if err := json.Unmarshal(data, b.results); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	if b.results.Format != benchFormat {
		return fmt.Errorf("%s: format %q, want %q", path, b.results.Format, benchFormat)
	}
	if b.results.Runs == nil {
		b.results.Runs = []*benchRun{}
	}
	if b.results.Skipped == nil {
		b.results.Skipped = []benchSkip{}
	}
	return nil
}

// write writes results.json, its schema, results.md and the curves, each
// atomically.
func (b *bencher) write() error {
	b.results.Updated = time.Now().UTC().Format(time.RFC3339)
	data, err := json.MarshalIndent(b.results, "", "  ")
	if err != nil {
		return err
	}
	files := map[string][]byte{
		"results.json":        append(data, '\n'),
		"results.schema.json": benchSchema,
		"results.md":          []byte(b.markdown()),
	}
	for _, c := range b.caseNames() {
		files[fileName(c)+".svg"] = []byte(curvesSVG(c, b.summaries(c)))
	}
	for name, data := range files {
		if err := writeAtomic(filepath.Join(b.cfg.out, name), data); err != nil {
			return fmt.Errorf("cannot write the results: %v", err)
		}
	}
	return nil
}

// machineInfo describes this machine.
func machineInfo() benchMachine {
	m := benchMachine{CPU: runtime.GOARCH, Cores: runtime.NumCPU(), OS: runtime.GOOS, Arch: runtime.GOARCH}
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
