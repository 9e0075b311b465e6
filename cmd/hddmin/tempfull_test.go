//go:build linux

package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTempFull fills the tests' temporary folder (a small tmpfs) once the
// input's test has passed: hddmin must stop at once, with the best result
// so far kept and a message that suggests --temp-dir, not go on launching
// tests that fail at once and count as cancelled (issue 31, items 14 and
// 17). It needs to mount a tmpfs (root, outside most containers' limits);
// the fault matrix has the same case with a folder that goes away.
func TestTempFull(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	mnt := filepath.Join(t.TempDir(), "tmpfs")
	require.NoError(t, os.Mkdir(mnt, 0o755))
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=512k", "hddmin-test", mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs: %v: %s", err, out)
	}
	defer exec.Command("umount", mnt).Run()
	bin := binary(t)
	dir := t.TempDir()
	var in strings.Builder
	in.WriteString(`{"foo": 1, "list": [`)
	for i := range 2000 {
		fmt.Fprintf(&in, "%d, ", i)
	}
	in.WriteString(`0], "bar": 2}`)
	writeFile(t, dir, "in.json", in.String(), 0o644)
	// The input passes; then the disk fills up.
	writeFile(t, dir, "t.sh", fmt.Sprintf(`#!/bin/sh
if [ -e %[1]s/seen ]; then dd if=/dev/zero of=%[2]s/fill bs=4k >/dev/null 2>&1; fi
touch %[1]s/seen
grep -q foo "$1" && grep -q bar "$1"
`, dir, mnt), 0o755)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "-j", "4", "--temp-dir", mnt, "-t", "./t.sh", "in.json")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%s", out)
	assert.Equal(t, exitInternal, exit.ExitCode(), "%s", out)
	assert.Contains(t, string(out), "no space left on device; the tests' temporary folder "+mnt+" is full, read-only or gone: free space there, or give --temp-dir DIR", "%s", out)
	assert.Contains(t, string(out), "stopped, the best result so far is in in.reduced.json")
	m := regexp.MustCompile(`(\d+) tests, \d+ cache hits(?:, \d+ timeouts)?(?:, (\d+) cancelled)?`).FindStringSubmatch(string(out))
	require.NotNil(t, m, "%s", out)
	tests, _ := strconv.Atoi(m[1])
	cancelled, _ := strconv.Atoi(m[2])
	t.Logf("%d tests, %d cancelled", tests, cancelled)
	assert.Less(t, tests+cancelled, 50, "stopped at once")
	data, err := os.ReadFile(filepath.Join(dir, "in.reduced.json"))
	require.NoError(t, err)
	assert.Contains(t, string(data), "foo")
	assert.Contains(t, string(data), "bar")
}
