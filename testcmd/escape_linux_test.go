//go:build linux

package testcmd_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/cgroup"
	"github.com/hddmin/hddmin/reduce"
	"github.com/hddmin/hddmin/testcmd"
)

// TestEscapedTestKilled: a test that starts a process that leaves its
// process group and clears its environment (env -i setsid) leaves nothing
// behind where hddmin can make cgroups: the process is in its test's
// cgroup, killed with it (issue 42, item 7: 16 processes were left).
// Without cgroups it escapes: the limit docs/robustness.md states, with
// the cure.
func TestEscapedTestKilled(t *testing.T) {
	for _, noCgroups := range []bool{false, true} {
		t.Run(fmt.Sprintf("no cgroups %v", noCgroups), func(t *testing.T) {
			if why := cgroup.Unavailable(); why != "" && !noCgroups {
				t.Skipf("no cgroups here (%s): see docs/robustness.md, cgroups", why)
			}
			mark := fmt.Sprintf("hddmin-escape-%d-%d", os.Getpid(), time.Now().UnixNano())
			// The test ends once its child has left the group (else the
			// group's kill may come first).
			ready := filepath.Join(t.TempDir(), "ready")
			c, err := testcmd.New([]string{script(t, `env -i setsid sh -c "touch `+ready+`; sleep 1000; : `+mark+`" </dev/null >/dev/null 2>&1 &
while [ ! -e `+ready+` ]; do sleep 0.01; done`)}, "x")
			require.NoError(t, err)
			c.TempDir, c.NoCgroups = t.TempDir(), noCgroups
			o, _, err := c.Run(context.Background(), nil, nil)
			require.NoError(t, err)
			assert.Equal(t, reduce.Interesting, o)
			// left waits up to 5 s for the processes of the mark to be
			// gone (or there).
			left := func(gone bool) []string {
				deadline := time.Now().Add(5 * time.Second)
				for {
					p := processesWith(mark)
					if (len(p) == 0) == gone || time.Now().After(deadline) {
						return p
					}
					time.Sleep(20 * time.Millisecond)
				}
			}
			if !noCgroups {
				assert.Empty(t, left(true), "the escaped process is killed with its test's cgroup")
				return
			}
			// The limit: it escapes. Kill it here.
			found := left(false)
			assert.NotEmpty(t, found, "without cgroups, env -i setsid escapes")
			for _, p := range found {
				pid, _, _ := strings.Cut(p, ":")
				if n, err := strconv.Atoi(pid); err == nil {
					syscall.Kill(n, syscall.SIGKILL)
				}
			}
		})
	}
}
