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
	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/testgrammar/keywords"
	"github.com/hddmin/hddmin/parser/atn"
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
	// has.sh that removes the folder of the tests (the parent of its own)
	// once the input has passed, as a temporary folder that fills up or
	// goes read-only would fail every later test.
	"rmtmp.sh": `if [ -e "$HDDMIN_FAULT_DIR/seen" ]; then sleep 0.2; rm -rf "$(dirname "$PWD")"; fi; touch "$HDDMIN_FAULT_DIR/seen"
sleep 0.1; grep -q foo "$1" && grep -q bar "$1"`,
	// Not executable (written without the x bit).
	"nx.sh": `exit 0`,
	// Interesting while it holds a tag and a user of the first records of
	// records.json.
	"rec.sh": `grep -q '"tag' "$1" && grep -q '"user1-' "$1"`,
	// has.sh, leaving a child that left its process group and cleared its
	// environment (env -i setsid), with the row's marker in its command
	// line; the test ends once the child has left its group.
	"escape.sh": `env -i setsid sh -c "touch '$PWD/left'; sleep 1000; : HDDMIN_FAULT_ROW=$HDDMIN_FAULT_ROW" </dev/null >/dev/null 2>&1 &
while [ ! -e left ]; do sleep 0.01; done
grep -q foo "$1" && grep -q bar "$1"`,
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
	// setup, if set, prepares the folder before hddmin starts; argv, if
	// set, is the command line instead of args split by spaces (a word
	// with a space or a line break), and args is what the table shows.
	setup func(t *testing.T, dir string)
	argv  []string
	// ulimit, if set, are the arguments of the shell's ulimit that limits
	// hddmin's memory ("-d 250000").
	ulimit string
	// within, if set, is how long hddmin may take: a case that waits for
	// a time limit of minutes before doing what it should do at once
	// fails.
	within time.Duration
	// note, if set, shows in the matrix the line that holds want (a note
	// among the lines), not the last.
	note bool
	// waits, if set, says that the case waits for many seconds (a time
	// limit, a pause before a signal): such cases start first, so that
	// the matrix ends sooner.
	waits bool
}

// whenFile returns an act that waits for the file name in the folder (a
// glob), then sends the signals, a pause apart (and before the first, if
// its signal is 0).
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
			if s != 0 {
				cmd.Process.Signal(s)
			}
		}
		return nil
	}
}

// longName is an output name of 255 bytes, the most a file name can have.
var longName = strings.Repeat("n", 250) + ".json"

// afterDelay returns an act that sends sig after d.
func afterDelay(d time.Duration, sig syscall.Signal) func(*exec.Cmd, string, <-chan struct{}) error {
	return func(cmd *exec.Cmd, dir string, done <-chan struct{}) error {
		select {
		case <-done:
			return fmt.Errorf("hddmin ended before %v", d)
		case <-time.After(d):
		}
		return cmd.Process.Signal(sig)
	}
}

// plantLock returns a setup that plants the lock of in.reduced.json: a
// symbolic link or a hard link to victim.txt, or a FIFO.
func plantLock(kind string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		victim, lock := filepath.Join(dir, "victim.txt"), filepath.Join(dir, ".in.reduced.json.lock")
		require.NoError(t, os.WriteFile(victim, []byte("KEEP ME\n"), 0o644))
		switch kind {
		case "symlink":
			require.NoError(t, os.Symlink("victim.txt", lock))
		case "hardlink":
			require.NoError(t, os.Link(victim, lock))
		case "fifo":
			require.NoError(t, mkfifo(lock))
		}
		t.Cleanup(func() {
			data, _ := os.ReadFile(victim)
			assert.Equal(t, "KEEP ME\n", string(data), "nothing written through the planted lock")
		})
	}
}

// holdLock returns a setup that takes the lock of name, as another run
// would, until the case ends.
func holdLock(name string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		lock, err := lockOutput(filepath.Join(dir, name), "-o")
		require.NoError(t, err)
		t.Cleanup(func() { unlockOutput(lock) })
	}
}

// fakeSlurm is a setup that makes the folder slurm with an srun that
// never starts its job, and a squeue and a scancel that wait a minute (for
// the configuration of a Slurm that cannot be reached).
func fakeSlurm(t *testing.T, dir string) {
	require.NoError(t, os.Mkdir(filepath.Join(dir, "slurm"), 0o755))
	for _, name := range []string{"srun", "squeue", "scancel"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "slurm", name), []byte("#!/bin/sh\nexec sleep 60\n"), 0o755))
	}
}

// copyInput returns a setup that copies in.json to name.
func copyInput(name string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		data, err := os.ReadFile(filepath.Join(dir, "in.json"))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), data, 0o644))
	}
}

// faultBenchCases returns a setup that makes the bench cases named: a case is
// a folder with in.json and test.sh (has.sh); "hang" hangs on everything;
// "nx" has a test.sh that is not executable; "slow" is has.sh after 0.2 s,
// leaving a child that ignores SIGTERM; "calc" has a grammar of its own
// and hddmin.args; "null" writes res/results.json with a null run; and
// stuck.json is a variant that hangs.
func faultBenchCases(names ...string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		in, err := os.ReadFile(filepath.Join(dir, "in.json"))
		require.NoError(t, err)
		mk := func(c, name, data string, mode os.FileMode) {
			require.NoError(t, os.MkdirAll(filepath.Join(dir, c), 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(dir, c, name), []byte(data), mode))
		}
		for _, c := range names {
			test := "#!/bin/sh\n" + faultScripts["has.sh"] + "\n"
			mode := os.FileMode(0o755)
			switch c {
			case "hang":
				test = "#!/bin/sh\nsleep 1000\n"
			case "nx":
				mode = 0o644
			case "slow":
				test = "#!/bin/sh\n" + faultScripts["fork.sh"] + "\nsleep 0.2\n"
			case "calc":
				calc, err := os.ReadFile(filepath.Join("..", "..", "testdata", "g4", "features", "Calc.g4"))
				require.NoError(t, err)
				mk(c, "Calc.g4", string(calc), 0o644)
				mk(c, "hddmin.args", "-g Calc.g4 --start program prog.calc\n", 0o644)
				mk(c, "prog.calc", "foo = 1;\nbar = f(foo, 2) * 3;\nx = 10 + bar ^ 2 - g(y);\n", 0o644)
			case "null":
				mk("res", "results.json", `{"format": "hddmin-bench/1", "hddmin_version": "", "machine": {"cpu": "", "cores": 1, "os": "", "arch": ""},
 "updated": "", "runs": [null], "skipped": []}`, 0o644)
				continue
			}
			if c != "calc" {
				mk(c, "in.json", string(in), 0o644)
			}
			mk(c, "test.sh", test, mode)
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, "stuck.json"), []byte(`[{"name": "stuck", "command": "sh -c 'sleep 100000' {test} {input}"}]`), 0o644))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "refuse.json"), []byte(`[{"name": "refuses", "command": "sh -c 'echo reducer: cannot run: the test fails >&2; \"$0\"; exit 0' {test}"}]`), 0o644))
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
	{name: "input is an empty folder", args: "-t ./has.sh sub.json", code: 2, want: "the folder has no files to reduce"},
	{name: "text input", args: "-t ./has.sh in.txt", output: "in.reduced.txt", want: "written to in.reduced.txt"},
	{name: "unknown extension", args: "-t ./has.sh in.zzz", output: "in.reduced.zzz", want: `no grammar for ".zzz" files: reading in.zzz as text`},
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
	{name: "--timeout, candidates hang", waits: true, args: "--timeout 2s -t ./hang.sh -o r.json small.json", output: "r.json", want: "timeouts"},
	{name: "--max-time, no --timeout, candidates hang", waits: true, args: "--timeout 0 --max-time 5s -t ./hang.sh -o r.json small.json", output: "r.json", want: "time budget used up"},
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
		act: whenFile("tmp/hddmin-run-*/hddmin-*/in.json", 0, syscall.SIGINT)},
	{name: "test leaves a child", args: "-t ./fork.sh in.json", want: "written to in.reduced.json"},
	{name: "test leaves a read-only folder", args: "-t ./readonly.sh in.json", want: "written to in.reduced.json"},
	{name: "flaky test", args: "-j 1 -t ./flaky.sh in.json", any: true, want: "flaky"},
	{name: "--keep-temps", args: "--keep-temps -t ./has.sh in.json", want: "keeping the directory of every test"},
	{name: "relative --temp-dir", args: "--temp-dir tmp2 -t ./has.sh in.json", want: "written to in.reduced.json"},
	// Issue 31.
	{name: "output lock planted: a symbolic link", args: "-t ./has.sh in.json", code: 2, want: "is a symbolic link", setup: plantLock("symlink")},
	{name: "output lock planted: a hard link", args: "-t ./has.sh in.json", code: 2, want: "has 2 links", setup: plantLock("hardlink")},
	{name: "output lock planted: a FIFO", args: "-t ./has.sh in.json", code: 2, want: "is not a plain file", setup: plantLock("fifo")},
	{name: "--report locked by another run", args: "-t ./has.sh -o r.json --report rep.json in.json", code: 2, want: "is writing rep.json: wait for it to end, or give this run another report with --report", setup: holdLock("rep.json")},
	{name: "output name of 255 bytes", args: "-t ./has.sh -o NAME.json in.json", argv: []string{"-t", "./has.sh", "-o", longName, "in.json"}, output: longName, want: "written to"},
	{name: "line break in the input's name", args: `-t ./has.sh -o r.json "a\nb.json"`, argv: []string{"-t", "./has.sh", "-o", "r.json", "a\nb.json"}, output: "r.json",
		want: `"a\nb.json": 53 -> 19 bytes`, setup: copyInput("a\nb.json")},
	{name: "test without #! line", args: "-t ./noshebang.sh in.json", code: 2, want: "has no #! line"},
	{name: "temp folder gone mid-run", args: "-j 2 -t ./rmtmp.sh in.json", code: 3, want: "give --temp-dir"},
	{name: "input's test hangs, no --timeout", waits: true, args: "-t ./hangall.sh in.json", code: 130, want: "has no time limit (--timeout is not given)",
		act: afterDelay(20*time.Second, syscall.SIGINT)},
	{name: "kill -9 during the reduction", args: "-q -j 4 -t ./fork.sh in.json", code: -1, act: whenFile("in.reduced.json", 0, syscall.SIGKILL)},
	{name: "bench, relative -o", args: "bench --variants default -o res case", output: "res/results.json", any: true, want: "/res/results.md",
		setup: faultBenchCases("case")},
	{name: "bench, two cases of one name", args: "bench --variants default -o res a/same b/same", output: "res/results.json", any: true, want: "b/same, default: ",
		setup: faultBenchCases("a/same", "b/same")},
	{name: "bench, a case whose test hangs on its input", args: "bench --run-timeout 2s --variants default -o res hang case", code: 1, output: "res/results.json", any: true,
		want: "the test of in.json timed out after 2s", setup: faultBenchCases("case", "hang")},
	{name: "bench, an external reducer that hangs", args: "bench --run-timeout 2s --variants-file stuck.json -o res case", code: 1, output: "res/results.json", any: true,
		want: "timed out: stopped after 2s", setup: faultBenchCases("case")},
	{name: "bench, -o not a folder", args: "bench -o in.json/res case", code: 2, want: "not a directory", setup: faultBenchCases("case")},
	{name: "bench --resume, a null run", args: "bench --resume --variants default -o res case", output: "res/results.json", any: true, want: "run 1 is null: dropped",
		setup: faultBenchCases("case", "null")},
	{name: "bench, test.sh not executable", args: "bench --variants default -o res nx", code: 1, output: "res/results.json", any: true, want: "chmod +x",
		setup: faultBenchCases("nx")},
	{name: "bench, a case with hddmin.args", args: "bench --variants default -o res calc", output: "res/results.json", any: true, want: "calc, default: ",
		setup: faultBenchCases("calc")},
	{name: "bench, kill -9 during a run", args: "bench -j 4 --variants default -o res slow", code: -1, output: "res/results.json", any: true,
		setup: faultBenchCases("slow"), act: whenFile("res/runs/slow/default-1/stderr.txt", 300*time.Millisecond, 0, syscall.SIGKILL)},
	// Issue 42.
	{name: "bench, names that clash once / becomes _", args: "bench --variants default -o res a/same b/same a_same", output: "res/results.json", any: true,
		want: "a_same, default: ", setup: faultBenchCases("a/same", "b/same", "a_same"), within: time.Minute},
	{name: "bench, an external reducer that refuses and exits 0", args: "bench --variants-file refuse.json -o res case", code: 1, output: "res/results.json", any: true,
		want: "the reducer removed nothing, and its test never passed", setup: faultBenchCases("case")},
	{name: "bench, --run-timeout 1ns", args: "bench --run-timeout 1ns --variants default -o res case", code: 1, output: "res/results.json", any: true,
		want: "the test of in.json timed out after 1ns", setup: faultBenchCases("case")},
	{name: "bench, a case whose test hangs on its input, no --run-timeout", waits: true, args: "bench --variants default -o res hang case", code: 130, output: "res/results.json", any: true,
		want: "interrupted; the finished runs are in", setup: faultBenchCases("case", "hang"), act: whenFile("res/case.svg", 0, syscall.SIGINT), within: 2 * time.Minute},
	{name: "test leaves a child that left its group and environment (env -i setsid)", args: "-t ./escape.sh in.json", want: "written to in.reduced.json"},
	{name: "kill -9, tests leave children that left their group and environment", args: "-q -j 4 -t ./escape.sh in.json", code: -1,
		act: whenFile("in.reduced.json", 0, syscall.SIGKILL)},
	{name: "--launcher, Slurm unreachable, SIGINT", waits: true, args: "--launcher slurm/srun -t ./has.sh in.json", code: 130, want: "interrupted while testing the input",
		setup: fakeSlurm, act: after(3*time.Second, syscall.SIGINT)},
	{name: "generate, a walk that need not end, SIGINT", args: "generate -g Walk.g4 --max-depth 0 --max-tokens 0", code: 130, want: "interrupted after 0 input(s)",
		act: after(2*time.Second, syscall.SIGINT), within: 30 * time.Second},
	{name: "generate, a walk that need not end, out of memory", ulimit: "-d 400000", args: "generate -g Walk.g4 --max-depth 0 --max-tokens 0", code: 3,
		want: "out of memory", within: 2 * time.Minute},
	{name: "generate, -o in a file", args: "generate -g json -o in.json/gen", code: 2, want: "-o in.json/gen: cannot make the folder"},
	// The parse takes about a second on an idle machine, and the time
	// before it some 40 ms; 200 ms ran out before it at a load of 12.
	{name: "--max-time while lexing a token of 50 MB", args: "--max-time 500ms -t ./has.sh token.c", code: 130, want: "--max-time 500ms ran out while parsing token.c",
		within: 10 * time.Second},
	{name: "a C input that starts with a byte order mark", args: "--strict -t ./has.sh bom.c", code: 2, want: "bom.c starts with a byte order mark", note: true},
	{name: "bad flag", args: "--frobnicate in.json", code: 2, want: "unknown flag"},
	{name: "-j 0", args: "-j 0 -t ./has.sh in.json", code: 2, want: "--jobs 0"},
	// Grammars (issue 31).
	{name: "SIGINT while compiling a grammar of 20,000 rules", args: "-t ./has.sh -g big.g4 in.kw", code: 130, want: "interrupted while loading the grammar big.g4",
		act: after(500*time.Millisecond, syscall.SIGINT)},
	{name: "--max-time while compiling a grammar", args: "--max-time 1s -t ./has.sh -g big.g4 in.kw", code: 130, want: "--max-time 1s ran out while loading the grammar big.g4"},
	{name: "a rule that can never end", args: "-t ./has.sh -g Endless.g4 in.kw", code: 2, want: "Endless.g4:3:1: rule e can never end"},
	{name: "a rule that can never end, used by none", args: "-t ./has.sh -g Unused.g4 in.kw", output: "in.reduced.kw", want: "Unused.g4:3:1: warning: rule e can never end", note: true},
	{name: "a rule that can never end, .interp", args: "-t ./has.sh -g Paren.interp in.kw", code: 2, want: "Paren.interp:18:1: rule paren can never end"},
	{name: "start rule without EOF", args: "-t ./has.sh -g Script.g4 script.txt", code: 2, want: "script.txt:2:1: start rule single_input ended here"},
	{name: "start rule without EOF, given", args: "-t ./has.sh -g Script.g4 --start single_input -o r.txt script.txt", output: "r.txt", want: "the rest is kept as it is"},
	{name: "--start a token", args: "-t ./has.sh --start STRING in.json", code: 2, want: `STRING is a token, not a parser rule; did you mean value`},
	{name: "--start a misspelt rule", args: "-t ./has.sh --start valeu in.json", code: 2, want: `grammar json has no rule "valeu"; did you mean value?`},
	{name: ".interp with a number changed", args: "-t ./has.sh -g bad.interp in.json", code: 2, want: "badLexer.interp:59: the ATN: edge 96->98: calls rule 1114112"},
	{name: ".interp with a closure that can start with EOF", args: "-t ./has.sh -g eof.interp in.json", code: 2, want: "eof.interp:34:1: rule object contains a closure with at least one alternative that can match EOF"},
	{name: ".interp with a precedence predicate in its lexer", args: "-t ./has.sh -g prec.interp in.json", code: 2, want: "precLexer.interp:83: the ATN: edge 21->75: a precedence predicate in a lexer"},
	{name: ".interp whose loop reads nothing", args: "-t ./has.sh -g loop.interp in.json", code: 2, want: "the parser loops: a loop of rule object keeps going round without reading input",
		within: time.Minute},
	{name: ".interp cut short", args: "-t ./has.sh -g cut.interp in.json", code: 2, want: "cut.interp:40: the atn: section is not a list of numbers"},
	{name: "a parser and a combined grammar", args: "-t ./has.sh -g Statements.g4 -g Script.g4 in.kw", code: 2, want: "Statements.g4 is a parser grammar and Script.g4 a combined grammar"},
	{name: "missing --grammar-lib folder", args: "-t ./has.sh -g Script.g4 --grammar-lib nosuch script.txt", code: 2, want: "grammar library folder nosuch: no such file or directory"},
	// Memory (issue 31).
	{name: "input too large for the memory limit", ulimit: "-d 200000", args: "-t ./has.sh large.json", code: 2, want: "is too large for the memory limit"},
	{name: "out of memory while parsing", ulimit: "-d 250000", args: "-t ./has.sh records.json", code: 3, want: "out of memory"},
	// Memory (issue 42): the static binary starts where one with cgo did
	// not (pthread_create failed), and runs out of address space with one
	// line, in every stage.
	{name: "--version under ulimit -v, 1.5 GB", ulimit: "-v 1500000", args: "--version"},
	{name: "too little address space for the heap to grow", ulimit: "-v 1350000", args: "-t ./rec.sh records.json", code: 2,
		want: "of address space beyond what the Go runtime reserved at its start"},
	{name: "out of address space while parsing", ulimit: "-v 1600000", args: "-t ./rec.sh records.json", code: 3, want: "while parsing records.json"},
	{name: "out of address space while reducing", ulimit: "-v 1750000", args: "-t ./rec.sh records.json", output: "records.reduced.json", any: true, code: 3,
		want: "stopped, the best result so far is in records.reduced.json"},
}

// after returns an act that sends sig after d.
func after(d time.Duration, sig syscall.Signal) func(*exec.Cmd, string, <-chan struct{}) error {
	return func(cmd *exec.Cmd, dir string, done <-chan struct{}) error {
		select {
		case <-done:
			return fmt.Errorf("hddmin ended before %v", d)
		case <-time.After(d):
			return cmd.Process.Signal(sig)
		}
	}
}

// faultGrammars are the grammar files of the fault matrix, written into a
// case's folder when its command line names them.
var faultGrammars = map[string]func() []byte{
	"big.g4":     func() []byte { return []byte(keywords.Grammar("big", 20000)) },
	"Endless.g4": func() []byte { return []byte("grammar Endless;\nstart : e* EOF ;\ne : '(' e ')' ;\nWORD : [a-z]+ ;\n") },
	"Unused.g4": func() []byte {
		return []byte("grammar Unused;\nstart : (WORD | ';')* EOF ;\ne : '(' e ')' ;\nWORD : [a-z0-9]+ ;\nWS : [ \\t\\r\\n]+ -> skip ;\n")
	},
	// A grammar whose random walk need not end: each e makes more e than
	// it completes, on average (issue 42, item 2).
	"Walk.g4": func() []byte {
		return []byte("grammar Walk;\nprog : e EOF ;\ne : e '+' e e | e '*' e e | '(' e e e ')' | ID ;\nID : [a-z]+ ;\nWS : [ \\t\\r\\n]+ -> skip ;\n")
	},
	"Paren.interp":      func() []byte { return readTestdata("interp", "Paren.interp") },
	"ParenLexer.interp": func() []byte { return readTestdata("interp", "ParenLexer.interp") },
	"Script.g4":         func() []byte { return readTestdata("g4", "start", "Script.g4") },
	"script.txt":        func() []byte { return readTestdata("g4", "start", "script.txt") },
	"Statements.g4":     func() []byte { return readTestdata("g4", "features", "Statements.g4") },
	"bad.interp":        func() []byte { return fileBytes("../../parser/json/JSON.interp") },
	// One number of the lexer's ATN changed (the 956th).
	"badLexer.interp": func() []byte { return setATNNumber(fileBytes("../../parser/json/JSONLexer.interp"), 955, 1114112) },
	"cut.interp":      func() []byte { b := fileBytes("../../parser/json/JSON.interp"); return b[:len(b)-10] },
	// One number of the parser's ATN changed (the 298th, 30 made 24): a
	// loop of rule object whose error recovery reads nothing (issue 42).
	"loop.interp":      func() []byte { return setATNNumber(fileBytes("../../parser/json/JSON.interp"), 297, 24) },
	"loopLexer.interp": func() []byte { return fileBytes("../../parser/json/JSONLexer.interp") },
	"cutLexer.interp":  func() []byte { return fileBytes("../../parser/json/JSONLexer.interp") },
	"in.kw":            func() []byte { return []byte("kw1 foo ; kw2 bar ;\n") },
	// The fuzz targets' finds: a closure's first token made EOF (CSS's
	// (',' selector)* made (EOF selector)*: the parse conjured selectors at
	// the end forever; here JSON's (',' member)*), and an epsilon of Expr's
	// lexer made a precedence transition (the lexer returned empty tokens
	// forever).
	"eof.interp":      func() []byte { return eofInClosure(fileBytes("../../parser/json/JSON.interp")) },
	"eofLexer.interp": func() []byte { return fileBytes("../../parser/json/JSONLexer.interp") },
	"prec.interp":     func() []byte { return fileBytes("../../internal/testgrammar/expr/Expr.interp") },
	"precLexer.interp": func() []byte {
		return setATNNumber(fileBytes("../../internal/testgrammar/expr/ExprLexer.interp"), 540, 10)
	},
}

// companions are files a grammar file brings along: an .interp's lexer.
var companions = map[string][]string{
	"Paren.interp": {"ParenLexer.interp"},
	"bad.interp":   {"badLexer.interp"},
	"cut.interp":   {"cutLexer.interp"},
	"loop.interp":  {"loopLexer.interp"},
	"eof.interp":   {"eofLexer.interp"},
	"prec.interp":  {"precLexer.interp"},
}

func readTestdata(parts ...string) []byte { return fileBytes(testdata(parts...)) }

func fileBytes(path string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	return data
}

// eofInClosure returns a parser's .interp file whose first closure that
// starts with an atom starts with EOF instead.
func eofInClosure(interp []byte) []byte {
	in, err := atn.ReadInterp(interp)
	if err != nil {
		panic(err)
	}
	a := in.ATN
	for _, st := range a.States {
		if st.Type != atn.StateStarBlockStart && st.Type != atn.StatePlusBlockStart {
			continue
		}
		for _, e := range st.Transitions {
			for _, tr := range a.States[e.Target].Transitions {
				if e.Type == atn.TransitionEpsilon && tr.Type == atn.TransitionAtom && tr.Lo > 0 {
					edge := fmt.Sprintf(", %d, %d, 5, %d, 0, 0,", e.Target, tr.Target, tr.Lo)
					return []byte(strings.Replace(string(interp), edge, fmt.Sprintf(", %d, %d, 5, 0, 0, 1,", e.Target, tr.Target), 1))
				}
			}
		}
	}
	panic("no closure that starts with an atom")
}

// setATNNumber returns an .interp file with number i of its atn: section
// changed to v.
func setATNNumber(interp []byte, i int, v int) []byte {
	text := string(interp)
	start := strings.Index(text, "atn:\n[") + len("atn:\n[")
	end := start + strings.IndexByte(text[start:], ']')
	nums := strings.Split(text[start:end], ", ")
	nums[i] = fmt.Sprint(v)
	return []byte(text[:start] + strings.Join(nums, ", ") + text[end:])
}

// TestFaultMatrix runs hddmin as a process on every fault case, checks
// its exit status and message, and that the input is untouched, the
// output absent or interesting, and that no test process and no temporary
// folder is left behind (but with --keep-temps); the matrix is the section
// of docs/robustness.md that -update rewrites.
func TestFaultMatrix(t *testing.T) {
	t.Parallel() // waits, mostly: for time limits, signals, processes
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin, which has no race detector: the same without -race")
	}
	if runtime.GOOS != "linux" {
		t.Skip("counts processes through /proc")
	}
	bin := binary(t)
	rows := make([]string, len(faultCases))
	// The group returns when all its parallel cases have ended.
	// The cases that wait start first; the matrix keeps the table's order.
	var order []int
	for _, waits := range []bool{true, false} {
		for i, fc := range faultCases {
			if fc.waits == waits {
				order = append(order, i)
			}
		}
	}
	t.Run("case", func(t *testing.T) {
		for _, i := range order {
			fc := faultCases[i]
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
	write("in.zzz", orig, 0o644)
	write("small.json", []byte(`{"foo": "bar"}`), 0o644)
	write("empty.json", nil, 0o644)
	write("broken.json", []byte(`{"a": "foo", "b" "bar", "c": [1, 2,]}`), 0o644)
	if strings.Contains(fc.args, "deep.json") {
		write("deep.json", bytes.Repeat([]byte("["), 1_100_000), 0o644)
	}
	if strings.Contains(fc.args, "token.c") { // a comment of 50 MB: one token
		write("token.c", []byte("/* "+strings.Repeat("x", 50<<20)+" */ int foo, bar;\n"), 0o644)
	}
	if strings.Contains(fc.args, "bom.c") {
		write("bom.c", []byte("\xef\xbb\xbfint foo(void) { return bar; }\n"), 0o644)
	}
	if strings.Contains(fc.args, "records.json") {
		write("records.json", recordArray(3<<20), 0o644) // takes about 200 MB
	}
	if strings.Contains(fc.args, "large.json") {
		write("large.json", []byte("["+strings.Repeat("1,", 25<<20)+"1]"), 0o644) // 50 MB
	}
	for _, arg := range strings.Fields(fc.args) {
		for _, name := range append([]string{arg}, companions[arg]...) {
			if content, ok := faultGrammars[name]; ok {
				write(name, content(), 0o644)
			}
		}
	}
	for name, body := range faultScripts {
		mode := os.FileMode(0o755)
		if name == "nx.sh" {
			mode = 0o644
		}
		write(name, []byte("#!/bin/sh\n"+body+"\n"), mode)
	}
	write("noshebang.sh", []byte(faultScripts["has.sh"]+"\n"), 0o755)
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
	if fc.argv != nil {
		args = fc.argv
	}
	if fc.setup != nil {
		fc.setup(t, dir)
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
		lock, err := lockOutput(filepath.Join(dir, "in.reduced.json"), "-o")
		require.NoError(t, err)
		defer unlockOutput(lock)
	}
	require.NoError(t, cmd.Start())
	began := time.Now()
	done, acted := make(chan struct{}), make(chan error, 1)
	if fc.act != nil {
		go func() { acted <- fc.act(cmd, dir, done) }()
	} else {
		acted <- nil
	}
	err := cmd.Wait()
	close(done)
	if fc.within > 0 {
		assert.Less(t, time.Since(began), fc.within, "hddmin took too long")
	}
	assert.NoError(t, <-acted)
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	}
	msg := lastMessage(stderr.String(), dir, fc.want)
	if fc.note {
		msg = lastMessage(lineWith(stderr.String(), fc.want), dir, fc.want)
	}
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
	shownArgs := strings.ReplaceAll(fc.args, "sh_has.sh", `"sh has.sh"`)
	if fc.stdin != "" {
		shownArgs += " < input"
	}
	if fc.ulimit != "" {
		shownArgs = "ulimit " + fc.ulimit + "; hddmin " + shownArgs
	} else {
		shownArgs = "hddmin " + shownArgs
	}
	return fmt.Sprintf("| %s | `%s` | %d | %s | %s | %s | %d | %s |\n", fc.name, shownArgs, code, msg, input, output, procs, tempCell)
}

var (
	tmpNames = regexp.MustCompile(`\.tmp\d+|hddmin-(run-)?\d+|\d+\.\d s\b`)
	numbers  = regexp.MustCompile(`\d+(\.\d+)?(ms|s|µs)\b|\b\d+ (tests|cache hits|cancelled|wasted|timeouts)\b|\b\d+(\.\d+)? MB\b|process \d+`)
	spaces   = regexp.MustCompile(`\s+`)
)

// lineWith returns the last line of s that holds want, or "".
func lineWith(s, want string) string {
	lines := strings.Split(s, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.Contains(lines[i], want) {
			return lines[i]
		}
	}
	return ""
}

// lastMessage is the last line hddmin printed (for hddmin bench, which
// ends with where the results are, the last that holds want), in a form
// that does not change from run to run, for the matrix.
func lastMessage(stderr, dir, want string) string {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	msg := ""
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "hddmin: ") {
			msg = lines[i]
			break
		}
		if strings.HasPrefix(lines[i], "hddmin bench: ") && (msg == "" || want != "" && strings.Contains(lines[i], want)) {
			msg = lines[i]
			if want == "" || strings.Contains(msg, want) {
				break
			}
		}
	}
	msg = strings.TrimPrefix(strings.TrimPrefix(msg, "hddmin: "), "hddmin bench: ")
	msg = strings.ReplaceAll(msg, dir+"/", "")
	// bench names a case whose name clashes by its folders, up to the
	// root if need be: /tmp/TestFaultMatrix.../001/a_same is
	// tmp/TestFaultMatrix.../001/a_same.
	msg = strings.ReplaceAll(msg, strings.TrimPrefix(dir, "/")+"/", "")
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
	msg = tmpNames.ReplaceAllStringFunc(msg, func(s string) string {
		switch {
		case strings.HasPrefix(s, ".tmp"):
			return ".tmpN"
		case strings.HasPrefix(s, "hddmin-run-"):
			return "hddmin-run-N"
		case strings.HasPrefix(s, "hddmin-"):
			return "hddmin-N"
		}
		return "N s"
	})
	msg = spaces.ReplaceAllString(msg, " ")
	if len(msg) > 110 {
		msg = msg[:107] + "..."
	}
	return strings.ReplaceAll(msg, "|", `\|`)
}

// leftProcesses counts the processes whose environment holds marker, or
// whose command line does (a process that cleared its environment, see
// escape.sh), waiting up to 5 s for them to go (a killed process takes a
// moment).
func leftProcesses(marker string) int {
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := 0
		procs, _ := filepath.Glob("/proc/[0-9]*")
		for _, p := range procs {
			env, err := os.ReadFile(filepath.Join(p, "environ"))
			args, _ := os.ReadFile(filepath.Join(p, "cmdline"))
			if err == nil && bytes.Contains(env, []byte(marker+"\x00")) || bytes.Contains(args, []byte(marker)) {
				n++
			}
		}
		if n == 0 || time.Now().After(deadline) {
			return n
		}
		time.Sleep(50 * time.Millisecond)
	}
}
