package cgroup

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGroup: a process started into a Group, and what it starts (left
// group and environment included), is killed by Kill, and the cgroup is
// gone.
func TestGroup(t *testing.T) {
	g := New()
	if g == nil {
		t.Skipf("no cgroups here: %s", Unavailable())
	}
	ready := filepath.Join(t.TempDir(), "ready")
	cmd := exec.Command("sh", "-c", `env -i setsid sh -c "touch `+ready+`; sleep 1000" </dev/null >/dev/null 2>&1 &
sleep 1000`)
	cmd.SysProcAttr = &syscall.SysProcAttr{}
	g.Attach(cmd.SysProcAttr)
	require.NoError(t, cmd.Start())
	for {
		if _, err := os.Stat(ready); err == nil {
			break
		}
	}
	procs, err := os.ReadFile(filepath.Join(g.Path(), "cgroup.procs"))
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(strings.Fields(string(procs))), 3, "sh, the escaped sh, the sleeps")
	g.Kill()
	cmd.Wait()
	_, err = os.Stat(g.Path())
	assert.ErrorIs(t, err, os.ErrNotExist, "the cgroup is removed")
	g.Kill() // again: nothing
}

func TestUnescape(t *testing.T) {
	assert.Equal(t, "/sys/fs/cgroup", unescape("/sys/fs/cgroup"))
	assert.Equal(t, "/mnt/a b", unescape(`/mnt/a\040b`))
	assert.Equal(t, `/x\9`, unescape(`/x\9`))
}
