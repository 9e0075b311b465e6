package cgroup

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// A Group is a cgroup made for one test: the process started into it
// and everything that process starts.
type Group struct {
	dir  string
	fd   int // the cgroup's folder, open, until Kill
	once sync.Once
}

// base finds, once, the folder of hddmin's cgroup in the cgroup2
// filesystem, if hddmin can make cgroups there; else why not.
var base = sync.OnceValues(findBase)

// count numbers the Groups of this process.
var count atomic.Int64

// disabled is set when a start into a Group failed: the system takes no
// process into a new cgroup (an old kernel, a cgroup with controllers).
var disabled atomic.Bool

// Unavailable returns why Groups cannot be made here, or "".
func Unavailable() string {
	if disabled.Load() {
		return "a process could not be started into a cgroup"
	}
	_, err := base()
	if err != nil {
		return err.Error()
	}
	return ""
}

// New makes a Group, or returns nil where the system does not let hddmin
// (see Unavailable).
func New() *Group {
	dir, err := base()
	if err != nil || disabled.Load() {
		return nil
	}
	g, err := create(dir)
	if err != nil {
		return nil
	}
	return g
}

func create(parent string) (*Group, error) {
	dir := filepath.Join(parent, fmt.Sprintf("%s%d-%d", prefix, os.Getpid(), count.Add(1)))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, err
	}
	fd, err := syscall.Open(dir, syscall.O_RDONLY|syscall.O_DIRECTORY|syscall.O_CLOEXEC, 0)
	if err != nil {
		os.Remove(dir)
		return nil, err
	}
	return &Group{dir: dir, fd: fd}, nil
}

// Path returns the folder of the cgroup, for a watchdog (see KillPath).
func (g *Group) Path() string { return g.dir }

// Attach makes the process a has been set up for start in the cgroup.
func (g *Group) Attach(a *syscall.SysProcAttr) {
	a.UseCgroupFD = true
	a.CgroupFD = g.fd
}

// Detach undoes Attach and removes the cgroup: for a start that failed.
// Later Groups are not made (New returns nil): the system takes no
// process into one.
func (g *Group) Detach(a *syscall.SysProcAttr) {
	a.UseCgroupFD = false
	a.CgroupFD = 0
	disabled.Store(true)
	g.Kill()
}

// Kill kills every process of the cgroup, waits (up to a few seconds)
// until they are gone, and removes the cgroup. g may be nil.
func (g *Group) Kill() {
	if g == nil {
		return
	}
	g.once.Do(func() {
		syscall.Close(g.fd)
		KillPath(g.dir)
	})
}

// KillPath kills the processes of the cgroup dir and removes it, as Kill
// does: for a watchdog, which has the path alone.
func KillPath(dir string) {
	os.WriteFile(filepath.Join(dir, "cgroup.kill"), []byte("1"), 0)
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if err := removeTree(dir); err == nil || errors.Is(err, os.ErrNotExist) {
			return
		}
		// A process that is being killed is still in the cgroup: rmdir
		// fails with EBUSY until it is gone.
		os.WriteFile(filepath.Join(dir, "cgroup.kill"), []byte("1"), 0)
	}
}

// findBase returns the folder of this process's cgroup in the cgroup2
// filesystem, after checking that a cgroup can be made and killed there
// (and removing the cgroups of Groups whose process is gone).
func findBase() (string, error) {
	data, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "", err
	}
	var path string
	for _, line := range strings.Split(string(data), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok {
			path = p
		}
	}
	if path == "" {
		return "", errors.New("no cgroup v2 (only v1 hierarchies)")
	}
	mount, root, err := cgroup2Mount()
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(root, path)
	if err != nil || strings.HasPrefix(rel, "..") {
		return "", fmt.Errorf("the cgroup %s is outside the cgroup2 filesystem mounted at %s", path, mount)
	}
	dir := filepath.Join(mount, rel)
	removeStale(dir)
	g, err := create(dir)
	if err != nil {
		return "", fmt.Errorf("cannot make a cgroup in %s: %v", dir, err)
	}
	defer g.Kill()
	if _, err := os.Stat(filepath.Join(g.dir, "cgroup.kill")); err != nil {
		return "", errors.New("the kernel has no cgroup.kill (Linux 5.14 or later has)")
	}
	return dir, nil
}

// cgroup2Mount returns where the cgroup2 filesystem is mounted, and the
// cgroup that is its root there.
func cgroup2Mount() (mount, root string, err error) {
	data, err := os.ReadFile("/proc/self/mountinfo")
	if err != nil {
		return "", "", err
	}
	s := bufio.NewScanner(bytes.NewReader(data))
	for s.Scan() {
		// ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTIONS [OPTIONAL...] - FSTYPE SOURCE SUPER
		pre, post, ok := strings.Cut(s.Text(), " - ")
		f := strings.Fields(pre)
		if !ok || len(f) < 5 || !strings.HasPrefix(post, "cgroup2 ") {
			continue
		}
		return unescape(f[4]), unescape(f[3]), nil
	}
	return "", "", errors.New("no cgroup2 filesystem is mounted")
}

// unescape undoes mountinfo's octal escapes (\040 for a space).
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// removeStale removes, from dir, the cgroups of Groups whose hddmin is
// gone (killed with its watchdog): rmdir takes only those without
// processes.
func removeStale(dir string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name := e.Name()
		if !e.IsDir() || !ours(name) {
			continue
		}
		pid, _, _ := strings.Cut(strings.TrimPrefix(name, prefix), "-")
		if _, err := os.Stat(filepath.Join("/proc", pid)); err == nil {
			continue // its hddmin runs (or its PID is another's: left for later)
		}
		removeTree(filepath.Join(dir, name))
	}
}
