package testcmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// A Launcher runs commands elsewhere through a launcher command that runs
// its arguments on another machine: srun (a Slurm job step, or a job of
// its own outside an allocation), or any command of that kind. The
// command runs under /bin/sh on the far side, behind a few lines of shell
// (the shim) that report on the launcher's standard output when the
// command started (with its Slurm job and step), that a file it needs is
// missing there, and how it ended. So a Launcher tells the command's own
// exit status from a failure of the launcher (srun exits with status 1
// both when the test does and when Slurm rejects the job): a command that
// did not end is an error (*LaunchError), never an exit status.
//
// With Slurm, a run that is cancelled is cancelled on the cluster: its job
// step (inside an allocation) or its job (outside one) is given to
// scancel, which ends it as Slurm ends steps (SIGTERM, then SIGKILL after
// the cluster's KillWait); a run still waiting in the queue is revoked.
// Outside an allocation each run is a job named after the Launcher
// (SLURM_JOB_NAME); a job that waits for a reason no wait will cure (its
// partition is down or inactive, it asks for more than the partition has,
// it is held...) is cancelled, and the run fails with a LaunchError that
// names the reason.
//
// The command's standard output goes to its standard error (the
// launcher's standard output carries the shim's reports), and the files
// the command gets must be where the far side sees them: a filesystem the
// nodes share.
type Launcher struct {
	// Args are the launcher command and its arguments: the command to run
	// follows them.
	Args []string

	scancel, squeue string // Slurm's commands, or "" where there are none
	srun            bool   // the launcher is srun: it takes --job-name
	prefix          string // of the job names
	allocation      string // SLURM_JOB_ID of the allocation hddmin runs in, if any

	mu       sync.Mutex
	running  map[*launched]bool
	aborted  bool
	queueMu  sync.Mutex // guards queue
	queue    queueView
	stopping map[*launched]bool // the runs the reaper cancels
	reaping  bool               // the reaper runs
	wake     chan struct{}      // has the reaper go round at once
}

// launchGrace is how long a cancelled launcher has to end (Slurm ends the
// step's processes, srun reports and exits) before it is killed.
const launchGrace = 5 * time.Second

// stopAgain is how often a run that does not end is asked again to end:
// srun takes no notice of a signal before its job is set up, and a job
// it asks for after a cancellation by name must be cancelled too.
const stopAgain = 300 * time.Millisecond

// pendingCheck is how long a run may wait for its job to start before the
// Launcher asks Slurm why it waits, and how often it asks again.
const pendingCheck = 2 * time.Second

// NewLauncher returns a Launcher for args (srun and its flags), whose
// program is looked up now. scancel and squeue are looked up beside it,
// then on PATH; without them, a cancelled run only gets SIGTERM.
func NewLauncher(args []string) (*Launcher, error) {
	if len(args) == 0 || args[0] == "" {
		return nil, errors.New("no launcher command")
	}
	path, err := exec.LookPath(args[0])
	if err != nil {
		return nil, fmt.Errorf("launcher: %w", err)
	}
	if !filepath.IsAbs(path) {
		if path, err = filepath.Abs(path); err != nil {
			return nil, err
		}
	}
	l := &Launcher{Args: append([]string{path}, args[1:]...), running: map[*launched]bool{},
		stopping: map[*launched]bool{}, wake: make(chan struct{}, 1),
		prefix: fmt.Sprintf("hddmin-%d-", os.Getpid()), allocation: os.Getenv("SLURM_JOB_ID")}
	look := func(name string) string {
		if p := filepath.Join(filepath.Dir(path), name); isExecutable(p) {
			return p
		}
		p, _ := exec.LookPath(name)
		return p
	}
	l.scancel, l.squeue = look("scancel"), look("squeue")
	l.srun = filepath.Base(path) == "srun"
	return l, nil
}

func isExecutable(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

// String is the launcher command as given.
func (l *Launcher) String() string {
	words := slices.Clone(l.Args)
	words[0] = filepath.Base(words[0])
	return strings.Join(words, " ")
}

// shim is the script the launcher runs: sh -c shim hddmin-shim CHECK
// COMMAND..., where CHECK is a file that must be there (the candidate,
// whose folder becomes the working directory), or "-". It reports on
// standard output, one line each: hddmin-start JOB.STEP NODE NANOS LOAD,
// then hddmin-missing PATH if the command's program (an absolute path) or
// CHECK is not there, or hddmin-exit STATUS NANOS when the command ended.
// The command's standard output goes to standard error.
const shim = `c=$1; shift
now() { date +%s%N 2>/dev/null || echo 0; }
read -r load _ 2>/dev/null </proc/loadavg || load=-
echo "hddmin-start ${SLURM_JOB_ID:-}.${SLURM_STEP_ID:-} ${SLURMD_NODENAME:-$(hostname)} $(now) $load"
for x in "$1" "$c"; do
	case $x in /*) [ -e "$x" ] || { echo "hddmin-missing $x"; exit 127; } ;; esac
done
if [ "$c" != - ]; then cd "${c%/*}" || exit 127; fi
"$@" >&2
s=$?
echo "hddmin-exit $s $(now)"
exit $s
`

// RunOptions are the settings of one run through a Launcher.
type RunOptions struct {
	Dir   string    // the working directory of the launcher
	Env   []string  // added to the environment
	Check string    // a file the command needs (its folder is the command's working directory); "" for none
	Out   io.Writer // receives what the command and the launcher print (nil: discarded)
}

// Ended is how a command run through a Launcher ended.
type Ended struct {
	Status  int      // the command's exit status (128+n for signal n)
	Node    string   // where it ran (Slurm's node name, else the host name)
	Step    string   // its Slurm job and step ("12.0"), or ""
	Seconds float64  // its run time as the far side measured it; 0 if unknown
	Load    *float64 // the load average there as it started; nil if unknown
}

// String says how the command ended, as os.ProcessState does ("exit status
// 1", "signal: killed"), and where.
func (e Ended) String() string {
	s := fmt.Sprintf("exit status %d", e.Status)
	if e.Status > 128 && e.Status < 128+65 {
		s = "signal: " + syscall.Signal(e.Status-128).String()
	}
	if e.Node != "" {
		s += " on " + e.Node
	}
	return s
}

// LaunchError is the error of a run whose command did not end: the
// launcher failed to start it (Slurm rejected the job, the partition is
// down), a file it needs is not where it runs, or the launcher ended
// before it.
type LaunchError struct {
	Launcher string // the launcher command
	Reason   string // what went wrong
	Output   string // the end of what the launcher printed
}

func (e *LaunchError) Error() string {
	s := fmt.Sprintf("%s: %s", e.Launcher, e.Reason)
	if e.Output != "" {
		s += ": " + e.Output
	}
	return s
}

// runs counts the runs of the process's Launchers: a run's job name is
// hddmin-PID-N, unique on the cluster while the process runs.
var runs atomic.Int64

// ErrLauncherAborted is the error of the runs of a Launcher after Abort.
var ErrLauncherAborted = errors.New("launcher: aborted")

// launched is a run under way.
type launched struct {
	cmd  *exec.Cmd
	name string // its job name
	rep  *reports

	// Guarded by the Launcher's mu:
	cancelled string        // the step or job scancel cancelled
	gone      bool          // the launcher's process has been waited for
	exited    bool          // the launcher has ended: one last cancellation, then reaped closes
	reaped    chan struct{} // closed when the reaper is done with the run
}

// Run runs argv through the launcher. It returns how the command ended,
// or ctx.Err() if ctx was done first (the run is then cancelled on the
// cluster), or a *LaunchError if the command did not end.
func (l *Launcher) Run(ctx context.Context, argv []string, o RunOptions) (Ended, error) {
	check := o.Check
	if check == "" {
		check = "-"
	}
	name := l.prefix + strconv.FormatInt(runs.Add(1), 10)
	var args []string
	if l.srun {
		// Inside an allocation srun takes no job name from the
		// environment: the step gets it so.
		args = append(args, "--job-name="+name)
	}
	args = append(append(args, l.Args[1:]...), "/bin/sh", "-c", shim, "hddmin-shim", check)
	cmd := exec.Command(l.Args[0], append(args, argv...)...)
	cmd.Dir = o.Dir
	cmd.Env = append(append(os.Environ(), o.Env...), "SLURM_JOB_NAME="+name)
	rep := &reports{}
	var printed tail
	cmd.Stdout = rep
	if o.Out != nil {
		cmd.Stderr = io.MultiWriter(&printed, o.Out)
	} else {
		cmd.Stderr = &printed
	}
	newGroup(cmd)
	cmd.Cancel = nil // Run cancels the run itself
	cmd.WaitDelay = time.Second
	r := &launched{cmd: cmd, name: name, rep: rep, reaped: make(chan struct{})}
	if err := l.start(r); err != nil {
		if errors.Is(err, ErrLauncherAborted) || ctx.Err() == nil {
			return Ended{}, err
		}
		return Ended{}, ctx.Err()
	}
	defer l.untrack(r)
	waited := make(chan error, 1)
	go func() {
		err := cmd.Wait()
		l.mu.Lock()
		r.gone = true
		l.mu.Unlock()
		waited <- err
	}()
	var werr error
	// end has the run stopped and waits for the launcher, which is killed
	// if it does not end within launchGrace.
	end := func() {
		l.stop(r)
		select {
		case werr = <-waited:
		case <-time.After(launchGrace):
			killGroup(cmd.Process.Pid)
			werr = <-waited
		}
	}
	var hopeless string // why the job will never start
	tick := time.NewTicker(pendingCheck)
	defer tick.Stop()
wait:
	for {
		select {
		case werr = <-waited:
			break wait
		case <-ctx.Done():
			end()
			break wait
		case <-tick.C:
			if _, started := rep.started(); started {
				continue
			}
			if job, reason := l.pending(name); job != "" && hopelessReason(reason) {
				hopeless = fmt.Sprintf("Slurm will not start job %s: it waits with reason %s (the test never ran; the job is cancelled)", job, reason)
				end()
				break wait
			}
		}
	}
	killGroup(cmd.Process.Pid)
	e, ended := rep.ended()
	if !ended {
		l.cleanUp(r)
	}
	if l.isAborted() {
		return e, ErrLauncherAborted
	}
	if ctx.Err() != nil {
		return e, ctx.Err()
	}
	if ended && hopeless == "" {
		return e, nil
	}
	lerr := &LaunchError{Launcher: l.String(), Output: printed.String()}
	how := "it could not be waited for"
	if cmd.ProcessState != nil {
		how = cmd.ProcessState.String()
	} else if werr != nil {
		how = werr.Error()
	}
	where := e.Node
	if where == "" {
		where = "the far side"
	}
	switch {
	case hopeless != "":
		lerr.Reason = hopeless
	case rep.missing != "":
		lerr.Reason = fmt.Sprintf("%s is not on %s, where the test runs: the nodes must see the test and the candidates at the same paths (see --temp-dir)", rep.missing, where)
	case rep.starts > 1:
		lerr.Reason = fmt.Sprintf("it ran the command %d times: run it once (srun --ntasks=1)", rep.starts)
	case rep.starts == 1:
		step := ""
		if e.Step != "" {
			step = " as step " + e.Step
		}
		lerr.Reason = fmt.Sprintf("it ended (%s) before the command it started%s on %s did", how, step, where)
	default:
		lerr.Reason = fmt.Sprintf("it ended (%s) before the command started", how)
	}
	return e, lerr
}

// start starts r and tracks it, unless the Launcher was aborted.
func (l *Launcher) start(r *launched) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.aborted {
		return ErrLauncherAborted
	}
	if err := r.cmd.Start(); err != nil {
		return fmt.Errorf("launcher: %w", err)
	}
	l.running[r] = true
	return nil
}

func (l *Launcher) untrack(r *launched) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.running, r)
	if !r.exited {
		delete(l.stopping, r)
	}
}

func (l *Launcher) isAborted() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.aborted
}

// target is what scancel must cancel for r: its step inside hddmin's own
// allocation, else its job (one srun made for this run); "" if r has not
// started.
func (l *Launcher) target(r *launched) string {
	e, ok := r.rep.started()
	if !ok {
		return ""
	}
	job, step, _ := strings.Cut(e.Step, ".")
	switch {
	case job == "":
		return ""
	case job == l.allocation && step != "":
		return e.Step
	}
	return job
}

// stop has the reaper cancel r until it ends.
func (l *Launcher) stop(r *launched) {
	l.mu.Lock()
	l.stopping[r] = true
	l.wakeReaper()
	l.mu.Unlock()
}

// cleanUp has what may be left of r, a run whose command did not end
// well, cancelled once more (a job its launcher asked for just before it
// was killed, say), and waits until it is, at most launchGrace.
func (l *Launcher) cleanUp(r *launched) {
	l.mu.Lock()
	l.stopping[r] = true
	r.exited = true
	l.wakeReaper()
	l.mu.Unlock()
	select {
	case <-r.reaped:
	case <-time.After(launchGrace):
	}
}

// wakeReaper starts the reaper, or has it go round at once. l.mu is held.
func (l *Launcher) wakeReaper() {
	if !l.reaping {
		l.reaping = true
		go l.reap()
		return
	}
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// reap cancels the runs to stop, all in one or two calls of scancel per
// round, round after round (every stopAgain, or when woken) until there
// are none: a run that has started is cancelled on the cluster (its step
// inside hddmin's allocation, else its job), once; one that has not is
// cancelled by its name (a job waiting or being set up; or its step,
// once Slurm lists it), and its launcher gets SIGTERM (srun then revokes
// a job still waiting, or ends the step; without scancel, that is all),
// again each round: srun takes no notice of a signal before its job is
// set up. A run whose launcher has ended gets one last round.
func (l *Launcher) reap() {
	for {
		l.mu.Lock()
		if len(l.stopping) == 0 {
			l.reaping = false
			l.mu.Unlock()
			return
		}
		var ids, names []string
		var started, done []*launched
		for r := range l.stopping {
			if t := l.target(r); t != "" {
				if r.cancelled != t {
					ids = append(ids, t)
					started = append(started, r)
				}
			} else {
				names = append(names, r.name)
				if !r.gone {
					termGroup(r.cmd.Process.Pid)
				}
			}
			if r.exited {
				done = append(done, r)
				delete(l.stopping, r)
			}
		}
		l.mu.Unlock()
		if len(ids) > 0 && l.scancelArgs(ids...) == nil {
			l.mu.Lock()
			for _, r := range started {
				r.cancelled = l.target(r)
			}
			l.mu.Unlock()
		}
		l.cancelNames(names)
		for _, r := range done {
			close(r.reaped)
		}
		select {
		case <-l.wake:
		case <-time.After(stopAgain):
		}
	}
}

// cancelNames cancels the jobs named names (outside an allocation), or
// the steps of those names of the allocation: squeue finds them (scancel
// takes one name only), scancel cancels them all at once.
func (l *Launcher) cancelNames(names []string) {
	if len(names) == 0 || l.scancel == "" || l.squeue == "" {
		return
	}
	args := []string{"--noheader", "--user=" + strconv.Itoa(os.Getuid()), "--format=%i|%j"}
	if l.allocation != "" {
		args = append(args, "--steps", "--jobs="+l.allocation)
	}
	out, err := slurmQuery(l.squeue, args...)
	if err != nil {
		return
	}
	var ids []string
	for _, line := range strings.Split(string(out), "\n") {
		if id, n, ok := strings.Cut(strings.TrimSpace(line), "|"); ok && slices.Contains(names, n) {
			ids = append(ids, id)
		}
	}
	if len(ids) > 0 {
		l.scancelArgs(ids...)
	}
}

// scancelArgs runs scancel with args, for this user's jobs, quietly.
func (l *Launcher) scancelArgs(args ...string) error {
	if l.scancel == "" {
		return errors.New("no scancel")
	}
	args = append([]string{"--quiet", "--user=" + strconv.Itoa(os.Getuid())}, args...)
	_, err := slurmQuery(l.scancel, args...)
	return err
}

// slurmQueryLimit is how long a call of squeue or scancel may take: a
// Slurm that cannot be reached has them wait a minute for its
// configuration, or longer.
const slurmQueryLimit = 10 * time.Second

// slurmQueryLimitSet, if not 0, replaces slurmQueryLimit (a
// time.Duration, for tests; an atomic: a test sets it while the reaper of
// an earlier test's launcher may still call squeue).
var slurmQueryLimitSet atomic.Int64

// slurmQuery runs a command of Slurm's (squeue, scancel) and returns what
// it printed. The command runs at most slurmQueryLimit, in a process group
// of its own that is killed whole then, and, on Linux, dies with the
// program (a death signal): a lookup never outlives hddmin, whom an
// interruption ends within seconds.
func slurmQuery(prog string, args ...string) ([]byte, error) {
	limit := slurmQueryLimit
	if set := time.Duration(slurmQueryLimitSet.Load()); set != 0 {
		limit = set
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, args...)
	newGroup(cmd)
	cmd.Cancel = func() error {
		killGroup(cmd.Process.Pid)
		return cmd.Process.Kill()
	}
	cmd.WaitDelay = time.Second
	var out bytes.Buffer
	cmd.Stdout = &out
	err := cmd.Run()
	if cmd.Process != nil {
		killGroup(cmd.Process.Pid) // what it left
	}
	return out.Bytes(), err
}

// Abort ends every run under way at once (they are cancelled as by a
// cancelled context, without waiting for them) and makes every run from
// now on fail with ErrLauncherAborted.
func (l *Launcher) Abort() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.aborted = true
	for r := range l.running {
		l.stopping[r] = true
	}
	if len(l.stopping) > 0 {
		l.wakeReaper()
	}
}

// hopelessReason reports whether a job pending for reason will not start
// without a change by an administrator or to the command: Slurm's pending
// reasons of that kind.
func hopelessReason(reason string) bool {
	switch reason {
	case "PartitionDown", "PartitionInactive", "PartitionConfig", "PartitionNodeLimit", "PartitionTimeLimit",
		"BadConstraints", "InvalidAccount", "InvalidQOS", "AccountNotAllowed", "QOSNotAllowed",
		"JobHeldAdmin", "JobHeldUser", "DependencyNeverSatisfied", "NodeDown", "FrontEndDown", "ReservationDeleted":
		return true
	}
	return false
}

// queueView is the last look at the queue: the pending jobs of this user,
// by name.
type queueView struct {
	at     time.Time
	jobs   map[string][2]string // name -> job id, reason
	asking bool                 // squeue is being asked
}

// pending returns the job id and the pending reason of the job named
// name, or "" if it is not pending (or squeue cannot tell, or has not
// told yet). The Launcher asks squeue at most once per pendingCheck for
// all its runs, in a goroutine of its own: a Slurm that does not answer
// holds up no run, which must stop when its context is done.
func (l *Launcher) pending(name string) (job, reason string) {
	if l.squeue == "" || l.allocation != "" {
		return "", ""
	}
	l.queueMu.Lock()
	defer l.queueMu.Unlock()
	if !l.queue.asking && time.Since(l.queue.at) >= pendingCheck/2 {
		l.queue.asking = true
		go l.askQueue()
	}
	j := l.queue.jobs[name]
	return j[0], j[1]
}

// askQueue asks squeue for this user's pending jobs of the Launcher's
// runs, and keeps its answer as the last look at the queue.
func (l *Launcher) askQueue() {
	jobs := map[string][2]string{}
	out, err := slurmQuery(l.squeue, "--noheader", "--states=PENDING",
		"--user="+strconv.Itoa(os.Getuid()), "--format=%i|%r|%j")
	if err == nil {
		for _, line := range strings.Split(string(out), "\n") {
			f := strings.SplitN(strings.TrimSpace(line), "|", 3)
			if len(f) == 3 && strings.HasPrefix(f[2], l.prefix) {
				jobs[f[2]] = [2]string{f[0], f[1]}
			}
		}
	}
	l.queueMu.Lock()
	l.queue = queueView{at: time.Now(), jobs: jobs}
	l.queueMu.Unlock()
}

// reports reads the shim's reports from the launcher's standard output.
type reports struct {
	mu      sync.Mutex
	partial []byte
	start   Ended
	starts  int
	startNS int64
	exit    *Ended
	missing string
}

func (p *reports) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.partial = append(p.partial, b...)
	for {
		i := bytes.IndexByte(p.partial, '\n')
		if i < 0 {
			break
		}
		p.line(string(p.partial[:i]))
		p.partial = p.partial[i+1:]
	}
	return len(b), nil
}

// line reads one report; other lines are ignored.
func (p *reports) line(s string) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return
	}
	switch f[0] {
	case "hddmin-start":
		p.starts++
		if p.starts > 1 || len(f) < 5 {
			return
		}
		p.start.Step = strings.Trim(f[1], ".")
		if strings.HasPrefix(f[1], ".") || strings.HasSuffix(f[1], ".") {
			p.start.Step = "" // not a Slurm job step
		}
		p.start.Node = f[2]
		p.startNS, _ = strconv.ParseInt(f[3], 10, 64)
		if v, err := strconv.ParseFloat(f[4], 64); err == nil {
			p.start.Load = &v
		}
	case "hddmin-missing":
		if len(f) > 1 {
			p.missing = strings.TrimSpace(strings.TrimPrefix(s, "hddmin-missing"))
		}
	case "hddmin-exit":
		if len(f) < 3 || p.exit != nil {
			return
		}
		status, err := strconv.Atoi(f[1])
		if err != nil {
			return
		}
		e := p.start
		e.Status = status
		if end, err := strconv.ParseInt(f[2], 10, 64); err == nil && p.startNS > 0 && end >= p.startNS {
			e.Seconds = float64(end-p.startNS) / 1e9
		}
		p.exit = &e
	}
}

// started returns what the start report said, if there was one.
func (p *reports) started() (Ended, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.start, p.starts > 0
}

// ended returns how the command ended, if the shim said so; else what is
// known of where it started.
func (p *reports) ended() (Ended, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.exit != nil && p.starts == 1 && p.missing == "" {
		return *p.exit, true
	}
	return p.start, false
}

// tail keeps the last tailSize bytes written to it.
type tail struct {
	mu        sync.Mutex
	buf       []byte
	truncated bool
}

const tailSize = 2000

func (w *tail) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	if len(w.buf) > tailSize {
		w.buf = append(w.buf[:0:0], w.buf[len(w.buf)-tailSize:]...)
		w.truncated = true
	}
	return len(p), nil
}

func (w *tail) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	s := strings.TrimSpace(string(w.buf))
	if w.truncated {
		s = "..." + s
	}
	return s
}
