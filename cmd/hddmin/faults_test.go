package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/golden"
)

// The scripts of the fault matrix, written into each case's folder.
var faultScripts = map[string]string{
	// Interesting if the candidate mentions foo and bar.
	"has.sh": `grep -q foo "$1" && grep -q bar "$1"`,
	// Never interesting, and says why.
	"never.sh": `echo "myprog: assertion not reproduced" >&2; exit 1`,
	// has.sh, slowly.
	"slow.sh": `sleep 0.2; grep -q foo "$1" && grep -q bar "$1"`,
	// small.json passes at once; any other candidate hangs, ignoring SIGTERM.
	"hang.sh": `cmp -s "$1" "$HDDMIN_FAULT_DIR/small.json" && exit 0
touch "$HDDMIN_FAULT_DIR/hanging"; trap "" TERM; sleep 1000 & wait`,
	// Hangs on everything, the input included.
	"hangall.sh": `sleep 1000`,
	// has.sh, leaving a child that ignores SIGTERM.
	"fork.sh": `sh -c 'trap "" TERM; sleep 1000' >/dev/null 2>&1 &
grep -q foo "$1" && grep -q bar "$1"`,
	// has.sh, leaving a read-only folder in its directory.
	"readonly.sh": `mkdir -p d/e && touch d/e/f && chmod 500 d/e d; grep -q foo "$1" && grep -q bar "$1"`,
	// Interesting every other time it runs.
	"flaky.sh": `n=$(cat "$HDDMIN_FAULT_DIR/count" 2>/dev/null || echo 0); echo $((n+1)) > "$HDDMIN_FAULT_DIR/count"
[ $((n % 2)) -eq 0 ] && grep -q foo "$1"`,
	// has.sh that removes the output's folder once the input has passed.
	"rmout.sh": `if [ -e "$HDDMIN_FAULT_DIR/seen" ]; then rm -rf "$HDDMIN_FAULT_DIR/out"; fi; touch "$HDDMIN_FAULT_DIR/seen"
grep -q foo "$1" && grep -q bar "$1"`,
	// Not executable (written without the x bit).
	"nx.sh": `exit 0`,
}

// faultCase is a row of the fault matrix: hddmin run as a process, in a
// fresh folder holding in.json, the scripts and broken.json.
type faultCase struct {
	name   string
	args   string // the command line after hddmin, split by spaces
	stdin  string
	output string // the result file, relative to the folder ("" for in.reduced.json)
	// act, if set, runs beside hddmin (a signal, say); it gets the folder,
	// and gives up when done is closed.
	act  func(cmd *exec.Cmd, dir string, done <-chan struct{}) error
	code int // the exit status wanted
	want string
	// any, if set, accepts a result that merely exists (the test is not
	// has.sh's).
	any bool
	// ulimit, if set, are the arguments of the shell's ulimit that limits
	// hddmin's memory ("-d 250000").
	ulimit string
}

// whenFile returns an act that waits for the file name in the folder (a
// glob), then sends the signals, a pause apart.
func whenFile(name string, pause time.Duration, sigs ...syscall.Signal) func(*exec.Cmd, string, <-chan struct{}) error {
	return func(cmd *exec.Cmd, dir string, done <-chan struct{}) error {
		for {
			if m, _ := filepath.Glob(filepath.Join(dir, name)); len(m) > 0 {
				break
			}
			select {
			case <-done:
				return fmt.Errorf("hddmin ended before %s appeared", name)
			case <-time.After(10 * time.Millisecond):
			}
		}
		for i, s := range sigs {
			if i > 0 {
				time.Sleep(pause)
			}
			cmd.Process.Signal(s)
		}
		return nil
	}
}

var faultCases = []faultCase{
	{name: "reduce", args: "-t ./has.sh in.json", want: "written to in.reduced.json"},
	{name: "reduce, one job", args: "-j 1 -t ./has.sh in.json", want: "written to in.reduced.json"},
	{name: "reduce, quiet", args: "-q -t ./has.sh in.json"},
	{name: "input with syntax errors", args: "-t ./has.sh -o r.json broken.json", output: "r.json", want: "written to r.json"},
	{name: "input with syntax errors, --strict", args: "--strict -t ./has.sh broken.json", code: 2, want: "--strict"},
	{name: "empty input", args: "-t true empty.json", output: "empty.reduced.json", any: true, want: "0 -> 0 bytes"},
	{name: "input from stdin", args: "-t ./has.sh -o r.json -", stdin: `{"a": "foo", "b": ["bar", 1]}`, output: "r.json", want: "written to r.json"},
	{name: "input from stdin, no -o", args: "-t ./has.sh -", stdin: "{}", code: 2, want: "needs -o"},
	{name: "/dev/stdin, no -o", args: "-t ./has.sh /dev/stdin", stdin: "{}", code: 2, want: "give the output with -o"},
	{name: "missing input", args: "-t ./has.sh nosuch.json", code: 2, want: "no such file"},
	{name: "input is a folder", args: "-t ./has.sh sub.json", code: 2, want: "is a directory"},
	{name: "unknown extension", args: "-t ./has.sh in.txt", code: 2, want: "--grammar"},
	{name: "input nested too deep", args: "-t ./has.sh deep.json", code: 2, want: "nesting too deep"},
	{name: "not interesting", args: "-t ./never.sh in.json", code: 1, want: "myprog: assertion not reproduced"},
	{name: "test without ./", args: "-t has.sh in.json", code: 2, want: "give -t ./has.sh"},
	{name: "test not executable", args: "-t ./nx.sh in.json", code: 2, want: "chmod +x"},
	{name: "missing test", args: "-t ./nosuch.sh in.json", code: 2, want: "no such file"},
	{name: "script through sh, relative", args: "-t sh_has.sh in.json", want: "written to in.reduced.json"},
	{name: "-o INPUT", args: "-t ./has.sh -o in.json in.json", code: 2, want: "is the input"},
	{name: "-o a link to INPUT", args: "-t ./has.sh -o link.json in.json", code: 2, want: "is the input"},
	{name: "-o the test", args: "-t ./has.sh -o has.sh in.json", code: 2, want: "is a file of the test"},
	{name: "--report INPUT", args: "-t ./has.sh --report in.json in.json", code: 2, want: "is the input"},
	{name: "--report the output", args: "-t ./has.sh --report in.reduced.json in.json", code: 2, want: "is the output"},
	{name: "-o in a missing folder", args: "-t ./has.sh -o /nonexistent/dir/x in.json", code: 2, want: "does not exist"},
	{name: "-o a folder", args: "-t ./has.sh -o sub.json in.json", code: 2, want: "is a directory"},
	{name: "-o /dev/null", args: "-t ./has.sh -o /dev/null in.json", code: 2, want: "under /dev"},
	{name: "output folder gone mid-run", args: "-j 1 -t ./rmout.sh -o out/r.json in.json", output: "out/r.json", code: 3, want: "cannot write the best result so far"},
	{name: "output locked by another run", args: "-t ./has.sh in.json", code: 2, want: "is writing in.reduced.json"},
	{name: "--timeout, input hangs", args: "--timeout 500ms -t ./hangall.sh in.json", code: 1, want: "timed out after 500ms"},
	{name: "--timeout, candidates hang", args: "--timeout 2s -t ./hang.sh -o r.json small.json", output: "r.json", want: "timeouts"},
	{name: "--max-time, no --timeout, candidates hang", args: "--timeout 0 --max-time 5s -t ./hang.sh -o r.json small.json", output: "r.json", want: "time budget used up"},
	{name: "--max-time, input hangs", args: "--max-time 1s -t ./hangall.sh in.json", code: 130, want: "--max-time 1s ran out while testing the input"},
	{name: "--max-tests", args: "--max-tests 5 -t ./has.sh in.json", want: "test budget used up"},
	{name: "--max-tests, 8 jobs", args: "--max-tests 5 -j 8 -t ./has.sh in.json", want: "test budget used up"},
	{name: "many jobs", args: "-j 16 -t ./has.sh in.json", want: "written to in.reduced.json"},
	{name: "more jobs than tests", args: "-j 1000 -t ./has.sh in.json", want: "written to in.reduced.json"},
	{name: "SIGINT", args: "-t ./slow.sh in.json", code: 130, want: "the best result so far is in in.reduced.json",
		act: whenFile("in.reduced.json", 0, syscall.SIGINT)},
	{name: "SIGTERM", args: "-t ./slow.sh in.json", code: 130, want: "the best result so far is in in.reduced.json",
		act: whenFile("in.reduced.json", 0, syscall.SIGTERM)},
	{name: "SIGHUP", args: "-t ./slow.sh in.json", code: 130, want: "the best result so far is in in.reduced.json",
		act: whenFile("in.reduced.json", 0, syscall.SIGHUP)},
	{name: "SIGINT, 1000 jobs", args: "-j 1000 -t ./slow.sh in.json", code: 130, want: "the best result so far is in in.reduced.json",
		act: whenFile("in.reduced.json", 0, syscall.SIGINT)},
	{name: "SIGINT twice, tests ignore SIGTERM", args: "-j 4 --timeout 0 -t ./hang.sh -o r.json small.json", output: "r.json", code: 130, want: "interrupted",
		act: whenFile("hanging", 50*time.Millisecond, syscall.SIGINT, syscall.SIGINT)},
	{name: "SIGINT during the input's test", args: "--timeout 0 -t ./hangall.sh in.json", code: 130, want: "interrupted while testing the input",
		act: whenFile("tmp/hddmin-*/in.json", 0, syscall.SIGINT)},
	{name: "test leaves a child", args: "-t ./fork.sh in.json", want: "written to in.reduced.json"},
	{name: "test leaves a read-only folder", args: "-t ./readonly.sh in.json", want: "written to in.reduced.json"},
	{name: "flaky test", args: "-j 1 -t ./flaky.sh in.json", any: true, want: "flaky"},
	{name: "--keep-temps", args: "--keep-temps -t ./has.sh in.json", want: "keeping the directory of every test"},
	{name: "relative --temp-dir", args: "--temp-dir tmp2 -t ./has.sh in.json", want: "written to in.reduced.json"},
	{name: "bad flag", args: "--frobnicate in.json", code: 2, want: "unknown flag"},
	{name: "-j 0", args: "-j 0 -t ./has.sh in.json", code: 2, want: "--jobs 0"},
	{name: "input too large for the memory limit", ulimit: "-d 200000", args: "-t ./has.sh large.json", code: 2, want: "is too large for the memory limit"},
	{name: "out of memory while parsing", ulimit: "-d 250000", args: "-t ./has.sh records.json", code: 3, want: "out of memory"},
}

// TestFaultMatrix runs hddmin as a process on every fault case, checks
// its exit status and message, and that the input is untouched, the
// output absent or interesting, and that no test process and no temporary
// folder is left behind (but with --keep-temps); the matrix is the section
// of docs/robustness.md that -update rewrites.
func TestFaultMatrix(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if runtime.GOOS != "linux" {
		t.Skip("counts processes through /proc")
	}
	bin := binary(t)
	rows := make([]string, len(faultCases))
	// The group returns when all its parallel cases have ended.
	t.Run("case", func(t *testing.T) {
		for i, fc := range faultCases {
			t.Run(fc.name, func(t *testing.T) {
				t.Parallel()
				rows[i] = runFault(t, bin, i, fc)
			})
		}
	})
	if t.Failed() || slices.Contains(rows, "") {
		return // a case failed, or -run left some out
	}
	var doc strings.Builder
	doc.WriteString("| case | command | exit | message | input | output | processes left | temp dirs left |\n")
	doc.WriteString("|---|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		doc.WriteString(r)
	}
	golden.Section(t, filepath.Join("..", "..", "docs", "robustness.md"), "<!-- fault matrix: begin -->", "<!-- fault matrix: end -->", []byte(doc.String()))
}

// runFault runs one case and returns its row of the matrix.
func runFault(t *testing.T, bin string, id int, fc faultCase) string {
	dir, _ := filepath.EvalSymlinks(t.TempDir())
	orig := []byte(`{"a": [1, "foo", 3], "b": {"c": "bar", "d": [4, 5]}}` + "\n")
	write := func(name string, data []byte, mode os.FileMode) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, mode))
	}
	write("in.json", orig, 0o644)
	write("in.txt", orig, 0o644)
	write("small.json", []byte(`{"foo": "bar"}`), 0o644)
	write("empty.json", nil, 0o644)
	write("broken.json", []byte(`{"a": "foo", "b" "bar", "c": [1, 2,]}`), 0o644)
	if strings.Contains(fc.args, "deep.json") {
		write("deep.json", bytes.Repeat([]byte("["), 1_100_000), 0o644)
	}
	if strings.Contains(fc.args, "records.json") {
		write("records.json", recordArray(3<<20), 0o644) // takes about 200 MB
	}
	if strings.Contains(fc.args, "large.json") {
		write("large.json", []byte("["+strings.Repeat("1,", 25<<20)+"1]"), 0o644) // 50 MB
	}
	for name, body := range faultScripts {
		mode := os.FileMode(0o755)
		if name == "nx.sh" {
			mode = 0o644
		}
		write(name, []byte("#!/bin/sh\n"+body+"\n"), mode)
	}
	write("sh_has.sh", []byte(faultScripts["has.sh"]+"\n"), 0o644)
	require.NoError(t, os.Symlink("in.json", filepath.Join(dir, "link.json")))
	for _, d := range []string{"sub.json", "tmp", "tmp2", "out"} {
		require.NoError(t, os.Mkdir(filepath.Join(dir, d), 0o755))
	}
	args := strings.Fields(fc.args)
	for i, a := range args {
		if a == "sh_has.sh" {
			args[i] = "sh sh_has.sh" // one word: -t "sh sh_has.sh"
		}
	}
	marker := fmt.Sprintf("HDDMIN_FAULT_ROW=%d-%d", os.Getpid(), id)
	cmd := exec.Command(bin, args...)
	if fc.ulimit != "" {
		cmd = exec.Command("sh", append([]string{"-c", "ulimit " + fc.ulimit + ` && exec "$@"`, "sh", bin}, args...)...)
	}
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), marker, "HDDMIN_FAULT_DIR="+dir, "TMPDIR=tmp")
	cmd.Stdin = strings.NewReader(fc.stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if fc.name == "output locked by another run" {
		lock, err := lockOutput(filepath.Join(dir, "in.reduced.json"))
		require.NoError(t, err)
		defer unlockOutput(lock)
	}
	require.NoError(t, cmd.Start())
	done, acted := make(chan struct{}), make(chan error, 1)
	if fc.act != nil {
		go func() { acted <- fc.act(cmd, dir, done) }()
	} else {
		acted <- nil
	}
	err := cmd.Wait()
	close(done)
	assert.NoError(t, <-acted)
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	}
	msg := lastMessage(stderr.String(), dir)
	assert.Equal(t, fc.code, code, "%s", stderr.String())
	assert.Contains(t, stderr.String(), fc.want)

	input := "untouched"
	if now, _ := os.ReadFile(filepath.Join(dir, "in.json")); !bytes.Equal(now, orig) {
		input = "CHANGED"
		t.Errorf("the input changed: %q", now)
	}
	if fc.stdin != "" {
		input = "(stdin)"
	}
	output := "none"
	out := fc.output
	if out == "" {
		out = "in.reduced.json"
	}
	if data, err := os.ReadFile(filepath.Join(dir, out)); err == nil {
		output = "interesting"
		if fc.any {
			output = "written"
		} else if !bytes.Contains(data, []byte("foo")) || !bytes.Contains(data, []byte("bar")) {
			output = "NOT INTERESTING"
			t.Errorf("the result %s is not interesting: %q", out, data)
		}
	}
	procs := leftProcesses(marker)
	assert.Zero(t, procs, "test processes left behind")
	temps := 0
	for _, d := range []string{"tmp", "tmp2"} {
		m, _ := filepath.Glob(filepath.Join(dir, d, "hddmin-*"))
		temps += len(m)
	}
	kept := strings.Contains(fc.args, "--keep-temps")
	if kept {
		assert.NotZero(t, temps, "--keep-temps keeps them")
	} else {
		assert.Zero(t, temps, "temporary folders left behind")
	}
	tempCell := fmt.Sprint(temps)
	if kept && temps > 0 {
		tempCell = "all (kept)"
	}
	shown := strings.ReplaceAll(fc.args, "sh_has.sh", `"sh has.sh"`)
	if fc.stdin != "" {
		shown += " < input"
	}
	if fc.ulimit != "" {
		shown = "ulimit " + fc.ulimit + "; hddmin " + shown
	} else {
		shown = "hddmin " + shown
	}
	return fmt.Sprintf("| %s | `%s` | %d | %s | %s | %s | %d | %s |\n", fc.name, shown, code, msg, input, output, procs, tempCell)
}

var (
	tmpNames = regexp.MustCompile(`\.tmp\d+`)
	numbers  = regexp.MustCompile(`\d+(\.\d+)?(ms|s|µs)\b|\b\d+ (tests|cache hits|cancelled|wasted|timeouts)\b|\b\d+(\.\d+)? MB\b|process \d+`)
	spaces   = regexp.MustCompile(`\s+`)
)

// lastMessage is the last line hddmin printed, in a form that does not
// change from run to run, for the matrix.
func lastMessage(stderr, dir string) string {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	msg := ""
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "hddmin: ") {
			msg = lines[i]
			break
		}
	}
	msg = strings.TrimPrefix(msg, "hddmin: ")
	msg = strings.ReplaceAll(msg, dir+"/", "")
	if i := strings.Index(msg, " bytes ("); i >= 0 { // the summary: its counts vary
		rest := ""
		if j := strings.LastIndex(msg, "; "); j > i {
			rest = msg[j:]
		}
		msg = msg[:i] + " bytes (...)" + rest
	}
	msg = numbers.ReplaceAllStringFunc(msg, func(s string) string {
		if strings.HasPrefix(s, "process") {
			return "process N"
		}
		if i := strings.IndexByte(s, ' '); i > 0 {
			return "N" + s[i:]
		}
		return s
	})
	msg = tmpNames.ReplaceAllString(msg, ".tmpN")
	msg = spaces.ReplaceAllString(msg, " ")
	if len(msg) > 110 {
		msg = msg[:107] + "..."
	}
	return strings.ReplaceAll(msg, "|", `\|`)
}

// leftProcesses counts the processes whose environment holds marker,
// waiting up to 5 s for them to go (a killed process takes a moment).
func leftProcesses(marker string) int {
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := 0
		procs, _ := filepath.Glob("/proc/[0-9]*/environ")
		for _, p := range procs {
			env, err := os.ReadFile(p)
			if err == nil && bytes.Contains(env, []byte(marker+"\x00")) {
				n++
			}
		}
		if n == 0 || time.Now().After(deadline) {
			return n
		}
		time.Sleep(50 * time.Millisecond)
	}
}
