// Package cgroup follows the processes of a test by a cgroup of its own,
// where the system lets hddmin make one: a test's process group and the
// run's ID in the environment are lost by a process that calls setsid
// and clears its environment (env -i setsid daemon &), but no process
// leaves its cgroup, and the kernel kills a cgroup whole (cgroup.kill).
//
// A Group is a cgroup v2 made in hddmin's own cgroup; a process started
// into it (Attach, with CLONE_INTO_CGROUP) and all it starts stay in it
// until Kill. It needs Linux 5.14 or later, a cgroup2 filesystem, and a
// cgroup of hddmin's that hddmin may make folders in: root's, a
// container's own if its /sys/fs/cgroup is writable, or one that systemd
// delegates (systemd-run --user --scope -p Delegate=yes hddmin ...).
// Where it cannot, New returns nil, Unavailable says why, and the callers
// fall back on process groups and the run's ID.
package cgroup

import (
	"os"
	"path/filepath"
	"strings"
)

// prefix begins the name of every cgroup a Group makes:
// hddmin-test-PID-N.
const prefix = "hddmin-test-"

// removeTree removes the cgroup dir and the cgroups in it, deepest
// first: a cgroup is removed by rmdir once it has no process and no
// child (a test that ran hddmin may leave cgroups of its own in its
// cgroup).
func removeTree(dir string) error {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.IsDir() {
			removeTree(filepath.Join(dir, e.Name()))
		}
	}
	return os.Remove(dir)
}

// ours reports whether name is the name of a cgroup a Group made.
func ours(name string) bool { return strings.HasPrefix(name, prefix) }
