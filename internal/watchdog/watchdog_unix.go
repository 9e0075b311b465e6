//go:build unix

package watchdog

import (
	"bufio"
	crand "crypto/rand"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hddmin/hddmin/internal/cgroup"
	"github.com/hddmin/hddmin/testcmd"
)

// runIDsEnv holds, in the environment of every process a run starts, the
// IDs of the runs it belongs to (bench's, then hddmin's), separated by
// spaces.
const runIDsEnv = "HDDMIN_RUN_IDS"

// A Watchdog cleans up after a hddmin (or hddmin bench) that died without
// doing it itself: killed by SIGKILL, by the out-of-memory killer, by a
// crash. It is a second process, hddmin itself run with Env set, in
// a process group of its own and deaf to signals, that reads from a pipe
// what hddmin has running: the process groups of the tests (and bench's
// runs), the folders of the tests, the locks of the outputs. When the pipe
// ends, hddmin has ended, however it ended: the watchdog kills the groups
// still registered (SIGKILL), removes the folders and the locks no process
// holds, and exits. A hddmin that ends well has unregistered everything by
// then, and the watchdog does nothing.
//
// On Linux, every process the run starts has the run's ID in its
// environment (runIDsEnv), and the watchdog also kills every process that
// has it: those a test started in the moment between its start and its
// registration, and those that left their group (setsid, a daemon). Where
// the system lets hddmin make cgroups, each test has one (see package
// internal/cgroup), and the watchdog kills those too: a process that left
// its group and cleared its environment (env -i setsid) is still in its
// test's cgroup. Linux
// also kills each test's own process at once when hddmin dies (testcmd's
// deathSignal). Other Unix systems have the process groups alone; on
// Windows there is no watchdog (see watchdog_other.go).
type Watchdog struct {
	mu  sync.Mutex
	w   *os.File
	cmd *exec.Cmd
	id  string
}

// Start starts the watchdog of this process, exe (this program's own
// executable if exe is ""), which must run Main when Env is set; it
// returns nil if it cannot (then nothing cleans up after a kill; a
// warning says so).
func Start(exe string, warn func(string, ...any)) *Watchdog {
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			warn("warning: no watchdog (%v): a kill -9 may leave tests running", err)
			return nil
		}
	}
	r, w, err := os.Pipe()
	if err != nil {
		warn("warning: no watchdog (%v): a kill -9 may leave tests running", err)
		return nil
	}
	var rnd [8]byte
	crand.Read(rnd[:])
	id := fmt.Sprintf("%d-%x", os.Getpid(), rnd)
	cmd := exec.Command(exe)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, runIDsEnv+"=") { // the watchdog is no process of the runs
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, Env+"="+id)
	cmd.Stdin = r
	ready, err := cmd.StdoutPipe()
	if err == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		err = cmd.Start()
	}
	r.Close()
	if err != nil {
		w.Close()
		warn("warning: no watchdog (%v): a kill -9 may leave tests running", err)
		return nil
	}
	// Wait until it runs, so that it does not compete with the first test
	// (a test of the input with a tight --timeout) for the processor.
	got := make(chan struct{})
	go func() {
		bufio.NewReader(ready).ReadString('\n')
		close(got)
	}()
	select {
	case <-got:
	case <-time.After(2 * time.Second):
	}
	return &Watchdog{w: w, cmd: cmd, id: id}
}

// RunEnv returns the variables to add to the environment of the processes
// the run starts: the run's ID among those of the runs it belongs to.
func (w *Watchdog) RunEnv() []string {
	if w == nil {
		return nil
	}
	ids := strings.TrimSpace(os.Getenv(runIDsEnv) + " " + w.id)
	return []string{runIDsEnv + "=" + ids}
}

// send writes a line to the watchdog; w may be nil.
func (w *Watchdog) send(op, arg string) {
	if w == nil {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.w != nil {
		fmt.Fprintf(w.w, "%s %s\n", op, strconv.Quote(arg))
	}
}

// Group registers (on) or unregisters the process group pid.
func (w *Watchdog) Group(pid int, on bool) { w.send(sign(on)+"g", strconv.Itoa(pid)) }

// Dir registers (on) or unregisters a folder to remove.
func (w *Watchdog) Dir(path string, on bool) { w.send(sign(on)+"d", path) }

// Lock registers (on) or unregisters a lock file to remove if no process
// holds it.
func (w *Watchdog) Lock(path string, on bool) { w.send(sign(on)+"l", path) }

// Cgroup registers (on) or unregisters a cgroup to kill (see package
// internal/cgroup).
func (w *Watchdog) Cgroup(path string, on bool) { w.send(sign(on)+"c", path) }

func sign(on bool) string {
	if on {
		return "+"
	}
	return "-"
}

// WatchTests makes c tell w of its tests, and mark them as the run's.
func (w *Watchdog) WatchTests(c *testcmd.Command) {
	if w != nil {
		c.Watch, c.WatchCgroup = w.Group, w.Cgroup
		c.Env = append(c.Env, w.RunEnv()...)
	}
}

// Close ends the watchdog of a process that has cleaned up itself: it
// closes the pipe, and waits for the watchdog to end (it has nothing left
// to do).
func (w *Watchdog) Close() {
	if w == nil {
		return
	}
	w.mu.Lock()
	w.w.Close()
	w.w = nil
	w.mu.Unlock()
	done := make(chan struct{})
	go func() { w.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second): // it is on its own; init reaps it
	}
}

// Main is the watchdog process of the run id (the value of Env): it reads
// the registrations on in until it ends, then cleans up what is still
// registered. It returns the exit status.
func Main(id string, in io.Reader) int {
	signal.Ignore(syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGPIPE, syscall.SIGQUIT)
	fmt.Println("ready")
	os.Stdout.Close()
	groups, dirs, locks, cgroups := map[int]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	s := bufio.NewScanner(in)
	s.Buffer(make([]byte, 64<<10), 1<<20)
	for s.Scan() {
		op, arg, _ := strings.Cut(s.Text(), " ")
		if a, err := strconv.Unquote(arg); err == nil {
			arg = a
		}
		switch op {
		case "+g", "-g":
			if pid, err := strconv.Atoi(arg); err == nil && pid > 1 {
				groups[pid] = op == "+g"
			}
		case "+d", "-d":
			dirs[arg] = op == "+d"
		case "+l", "-l":
			locks[arg] = op == "+l"
		case "+c", "-c":
			cgroups[arg] = op == "+c"
		}
	}
	for pid, on := range groups {
		if on {
			syscall.Kill(-pid, syscall.SIGKILL)
		}
	}
	for path, on := range cgroups {
		if on {
			cgroup.KillPath(path)
		}
	}
	killMarked(id)
	for path, on := range locks {
		if on {
			removeStaleLock(path)
		}
	}
	for dir, on := range dirs {
		if on {
			RemoveTree(dir)
			if _, err := os.Stat(dir); err == nil { // a killed test was still writing
				time.Sleep(200 * time.Millisecond)
				RemoveTree(dir)
			}
		}
	}
	return 0
}

// killMarked kills, on Linux, every process that has run id among the
// IDs of its environment (see runIDsEnv), until none is left: a process
// may start another while it is looked for. Elsewhere there is no /proc
// to look in.
func killMarked(id string) {
	if id == "" {
		return
	}
	for range 20 {
		procs, _ := filepath.Glob("/proc/[0-9]*/environ")
		killed := 0
		for _, p := range procs {
			env, err := os.ReadFile(p)
			if err != nil {
				continue
			}
			for _, kv := range strings.Split(string(env), "\x00") {
				ids, ok := strings.CutPrefix(kv, runIDsEnv+"=")
				if ok && slices.Contains(strings.Fields(ids), id) {
					if pid, err := strconv.Atoi(filepath.Base(filepath.Dir(p))); err == nil && pid != os.Getpid() {
						syscall.Kill(pid, syscall.SIGKILL)
						killed++
					}
				}
			}
		}
		if killed == 0 {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// removeStaleLock removes the lock file at path if no process holds its
// lock: that of a run that died.
func removeStaleLock(path string) {
	f, err := os.OpenFile(path, os.O_RDWR|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return
	}
	defer f.Close()
	if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		return // held: another run took it
	}
	st, err1 := f.Stat()
	now, err2 := os.Lstat(path)
	if err1 == nil && err2 == nil && os.SameFile(st, now) {
		os.Remove(path)
	}
}

// runLock is the file in the folder of a run's tests whose lock the run
// holds; runKeep marks a folder kept by --keep-temps, which no run
// removes.
const (
	runLock = ".lock"
	runKeep = ".keep"
)

// MakeRunDir makes the folder of this run's tests in tempDir and takes its
// lock, after removing the folders of runs that died there (their lock is
// free). It returns the folder and the lock's file, to be released by
// ReleaseRunDir.
func MakeRunDir(tempDir string, keep bool) (string, *os.File, error) {
	cleanStaleRunDirs(tempDir)
	dir, err := os.MkdirTemp(tempDir, RunDirPrefix)
	if err != nil {
		return "", nil, err
	}
	// The lock is made and locked under another name, then renamed: a
	// run that cleans stale folders meanwhile must never find an unlocked
	// .lock in a live folder (it would take the lock and remove the folder).
	tmp := filepath.Join(dir, runLock+".new")
	f, err := os.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if err == nil {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, runLock))
	}
	if err == nil && keep {
		err = os.WriteFile(filepath.Join(dir, runKeep), nil, 0o600)
	}
	if err != nil {
		if f != nil {
			f.Close()
		}
		os.RemoveAll(dir)
		return "", nil, err
	}
	return dir, f, nil
}

// ReleaseRunDir removes the run's folder (but with keep) and releases its
// lock.
func ReleaseRunDir(dir string, lock *os.File, keep bool) {
	if dir == "" {
		return
	}
	if keep {
		os.Remove(filepath.Join(dir, runLock))
	} else {
		RemoveTree(dir)
	}
	lock.Close()
}

// cleanStaleRunDirs removes the folders of runs in tempDir whose lock no
// process holds: runs that died (kill -9, a crash, a reboot) with their
// watchdog. Kept folders (--keep-temps) stay.
func cleanStaleRunDirs(tempDir string) {
	dirs, _ := filepath.Glob(filepath.Join(tempDir, RunDirPrefix+"*"))
	for _, dir := range dirs {
		if _, err := os.Lstat(filepath.Join(dir, runKeep)); err == nil {
			continue
		}
		f, err := os.OpenFile(filepath.Join(dir, runLock), os.O_RDWR|syscall.O_NOFOLLOW, 0)
		if err != nil {
			continue // not ours, or being made
		}
		if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			RemoveTree(dir)
		}
		f.Close()
	}
}
