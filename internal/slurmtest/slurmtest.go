// Package slurmtest starts a Slurm cluster on this machine for the tests
// that need one: munged, slurmctld and four slurmd (nodes n1 to n4 of 8
// CPUs each, more than the machine has: the tests' jobs mostly sleep), by
// cluster.sh beside this file, in a fresh folder of the system's temporary
// directory, on free ports. The Slurm clients find it through SLURM_CONF.
//
// A test process shares one cluster (Shared), started by the first test
// that asks for it and stopped by TestMain (StopShared). A cluster left
// behind by a test process that died is stopped by the next Start.
package slurmtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Cluster is a running cluster.
type Cluster struct {
	Dir  string // its configuration, state and logs
	Conf string // its slurm.conf, for SLURM_CONF
}

// programs are what cluster.sh and the tests run.
var programs = []string{"tini", "munged", "slurmctld", "slurmd", "srun", "sbatch", "squeue", "scancel", "sinfo", "scontrol"}

// Missing says why no cluster can start here ("" if one can): programs
// that are not installed, or a user other than root.
func Missing() string {
	if runtime.GOOS != "linux" {
		return "Slurm's daemons run on Linux only"
	}
	var missing []string
	for _, p := range programs {
		if _, err := exec.LookPath(p); err != nil {
			missing = append(missing, p)
		}
	}
	if len(missing) > 0 {
		return "Slurm is not installed (no " + strings.Join(missing, ", ") + "; on Debian: apt-get install slurmctld slurmd slurm-client munge tini, as .ci/run does)"
	}
	if os.Geteuid() != 0 {
		return "the test cluster's slurmd must run as root"
	}
	return ""
}

// script is the path of cluster.sh.
func script() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "cluster.sh")
}

// Start starts a cluster in a fresh folder and waits until its nodes are
// idle.
func Start() (*Cluster, error) {
	if why := Missing(); why != "" {
		return nil, errors.New(why)
	}
	reap()
	dir, err := os.MkdirTemp("", "hddmin-slurm-")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "owner"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return nil, err
	}
	port, err := FreePorts(5)
	if err != nil {
		return nil, err
	}
	c := &Cluster{Dir: dir, Conf: filepath.Join(dir, "slurm.conf")}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", script(), "start", dir)
	cmd.Env = append(os.Environ(), "SLURM_PORT="+strconv.Itoa(port))
	if out, err := cmd.CombinedOutput(); err != nil {
		c.Stop()
		return nil, fmt.Errorf("cluster.sh start: %v: %s", err, out)
	}
	return c, nil
}

// Stop stops the cluster's daemons and removes its folder.
func (c *Cluster) Stop() error {
	out, err := exec.Command("sh", script(), "stop", c.Dir).CombinedOutput()
	if err != nil {
		return fmt.Errorf("cluster.sh stop: %v: %s", err, out)
	}
	return os.RemoveAll(c.Dir)
}

// Env is the environment of a Slurm client of the cluster.
func (c *Cluster) Env() []string {
	return append(os.Environ(), "SLURM_CONF="+c.Conf)
}

// Command returns a Slurm client (srun, squeue, scontrol, ...) of the
// cluster.
func (c *Cluster) Command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Env = c.Env()
	return cmd
}

// Queue returns the jobs and the steps in the queue (pending, running or
// completing), a line each; "" if there are none.
func (c *Cluster) Queue() (string, error) {
	jobs, err := c.Command("squeue", "--noheader", "--format=job %i %T %j").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("squeue: %v: %s", err, jobs)
	}
	steps, err := c.Command("squeue", "--noheader", "--steps", "--format=step %i %j").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("squeue --steps: %v: %s", err, steps)
	}
	return strings.TrimSpace(string(jobs) + string(steps)), nil
}

// WaitEmpty polls the queue until it is empty, for at most d; it returns
// what was left in it.
func (c *Cluster) WaitEmpty(d time.Duration) (string, error) {
	deadline := time.Now().Add(d)
	for {
		q, err := c.Queue()
		if err != nil || q == "" || time.Now().After(deadline) {
			return q, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Log returns the end of the controller's log, for a failure message.
func (c *Cluster) Log() string {
	data, _ := os.ReadFile(filepath.Join(c.Dir, "slurmctld.log"))
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	return strings.Join(lines[max(0, len(lines)-30):], "\n")
}

// reap stops the clusters of test processes that are gone: an owner
// file holds the process's pid, and the cluster's folder if it is not the
// owner file's own (see Own).
func reap() {
	owners, _ := filepath.Glob(filepath.Join(os.TempDir(), "hddmin-slurm-*", "owner"))
	for _, f := range owners {
		data, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		pidText, dir, _ := strings.Cut(strings.TrimSpace(string(data)), "\n")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid == os.Getpid() || alive(pid) {
			continue
		}
		if dir != "" {
			exec.Command("sh", script(), "stop", dir).Run()
			os.RemoveAll(filepath.Dir(f))
			continue
		}
		c := &Cluster{Dir: filepath.Dir(f)}
		c.Stop()
	}
}

// Own records that the cluster a test starts in dir itself (as
// docs/cluster.md does) belongs to this process, so that the next Start
// stops it if the process dies first; release forgets it.
func Own(dir string) (release func(), err error) {
	reap()
	own, err := os.MkdirTemp("", "hddmin-slurm-own-")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(own, "owner"), []byte(strconv.Itoa(os.Getpid())+"\n"+dir), 0o644); err != nil {
		return nil, err
	}
	return func() { os.RemoveAll(own) }, nil
}

// alive reports whether the process pid is there.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	return err == nil && p.Signal(syscall.Signal(0)) == nil
}

// FreePorts returns the first of n consecutive free TCP ports: a
// cluster's slurmctld and its nodes take them (SLURM_PORT).
func FreePorts(n int) (int, error) {
	for try := 0; try < 50; try++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		base := l.Addr().(*net.TCPAddr).Port
		l.Close()
		if base+n > 65535 {
			continue
		}
		free := true
		for p := base + 1; p < base+n && free; p++ {
			if l, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(p)); err == nil {
				l.Close()
			} else {
				free = false
			}
		}
		if free {
			return base, nil
		}
	}
	return 0, errors.New("no free ports for the cluster")
}

var shared struct {
	once sync.Once
	c    *Cluster
	err  error
}

// Shared returns the cluster of this test process, started at the first
// call, with SLURM_CONF set in the process's environment (so that the
// Slurm clients that code under test runs find it). It skips t with the
// reason if no cluster can start here or under -short, and fails it if
// the start fails.
func Shared(t testing.TB) *Cluster {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a Slurm cluster and waits on its scheduler: left out under -short")
	}
	if why := Missing(); why != "" {
		t.Skip("no Slurm cluster: " + why)
	}
	shared.once.Do(func() {
		shared.c, shared.err = Start()
		if shared.err == nil {
			os.Setenv("SLURM_CONF", shared.c.Conf)
		}
	})
	if shared.err != nil {
		t.Fatalf("the test cluster did not start: %v", shared.err)
	}
	return shared.c
}

// StopShared stops the cluster Shared started, if any; TestMain calls it
// after the tests.
func StopShared() {
	if shared.c != nil {
		if err := shared.c.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, "slurmtest:", err)
		}
		shared.c = nil
	}
}
