package main

import (
	"context"
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

	"github.com/hddmin/hddmin/internal/race"
	"github.com/hddmin/hddmin/internal/slurmtest"
)

// docBlock is a ```sh block of a Markdown file, and the heading of its
// section.
type docBlock struct {
	section, text string
}

// docBlocks returns the ```sh blocks of a Markdown file, in order.
func docBlocks(t *testing.T, path string) []docBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	re := regexp.MustCompile("(?ms)^(?:## ([^\n]*)|```sh\n(.*?)^```)")
	var blocks []docBlock
	section := ""
	for _, m := range re.FindAllStringSubmatch(string(data), -1) {
		if m[1] != "" {
			section = m[1]
			continue
		}
		blocks = append(blocks, docBlock{section, m[2]})
	}
	return blocks
}

// TestSlurmClusterDoc runs the commands of docs/cluster.md, exactly as
// written, in order, in one shell, from a folder that holds the
// repository's testdata and internal (the doc's commands run from the
// repository's root), with hddmin on PATH, ssh and scp that run here
// (each host a name only), and the slow test's SLEEP at 0.1 s rather
// than 2 (the commands of the speed-up, 350 tests through Slurm, only
// with HDDMIN_SPEEDUP=1, to keep CI short). The scripts the doc shows are
// the files of testdata/example.
// The doc's cmp lines make it fail unless the results through ssh and
// through Slurm (jobs at -j 4; steps of an allocation at -j 4, 16 and 32)
// are the local result, byte for byte.
func TestSlurmClusterDoc(t *testing.T) {
	if testing.Short() {
		t.Skip("runs reductions on a Slurm cluster")
	}
	if why := slurmtest.Missing(); why != "" {
		t.Skip("no Slurm cluster: " + why)
	}
	if race.Enabled {
		t.Skip("the same without -race: hddmin runs as a process")
	}
	oneSlurmTest(t)
	bin := sharedBinary(t)
	var script strings.Builder
	files, speedup := 0, 0
	for _, block := range docBlocks(t, filepath.Join("..", "..", "docs", "cluster.md")) {
		b := block.text
		if strings.HasPrefix(b, "#!") {
			lines := strings.SplitN(b, "\n", 3)
			name, _, ok := strings.Cut(strings.TrimPrefix(lines[1], "# "), ":")
			require.True(t, ok, "a script the doc shows names itself on its second line: %q", lines[1])
			assert.Equal(t, readFile(t, filepath.Join("..", "..", "testdata", "example", name)), b, "the doc shows testdata/example/%s as it is", name)
			files++
			continue
		}
		if block.section == "Speed-up" {
			speedup++
			if os.Getenv("HDDMIN_SPEEDUP") != "1" {
				t.Logf("the commands of the speed-up run with HDDMIN_SPEEDUP=1 only:\n%s", b)
				continue
			}
		}
		script.WriteString(b)
	}
	assert.Equal(t, 2, files, "the doc shows ssh-test.sh and slow-test.sh")
	assert.Equal(t, 1, speedup, "the speed-up's commands are one block")

	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	dir := t.TempDir()
	for _, d := range []string{"testdata", "internal"} {
		require.NoError(t, os.Symlink(filepath.Join(root, d), filepath.Join(dir, d)))
	}
	// ssh and scp that run here; ssh logs the hosts it is asked for.
	fake := t.TempDir()
	hosts := filepath.Join(fake, "hosts.log")
	for name, body := range map[string]string{
		"ssh": `host=$1; shift; echo "$host" >> ` + hosts + `; exec sh -c "$*"`,
		"scp": `while [ "${1#-}" != "$1" ]; do shift; done; cp "$1" "${2#*:}"`,
	} {
		require.NoError(t, os.WriteFile(filepath.Join(fake, name), []byte("#!/bin/sh\n"+body+"\n"), 0o755))
	}
	// The doc stops its cluster at its end; if a command failed before,
	// it is stopped here, or, if the test process dies, by the next
	// cluster a test starts.
	release, err := slurmtest.Own(filepath.Join(dir, "out", "slurm"))
	require.NoError(t, err)
	t.Cleanup(func() {
		if _, err := os.Stat(filepath.Join(dir, "out", "slurm", "slurmctld.pid")); err == nil {
			exec.Command("sh", filepath.Join(root, "internal", "slurmtest", "cluster.sh"), "stop", filepath.Join(dir, "out", "slurm")).Run()
		}
		release()
	})
	port, err := slurmtest.FreePorts(5)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-ex", "-c", script.String())
	cmd.Dir = dir
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "SLURM_") && !strings.HasPrefix(e, "HOME=") && !strings.HasPrefix(e, "PATH=") {
			env = append(env, e)
		}
	}
	cmd.Env = append(env, "HOME="+dir, "PATH="+filepath.Dir(bin)+":"+fake+":"+os.Getenv("PATH"),
		"SLEEP=0.1", "SLURM_PORT="+strconv.Itoa(port))
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	used, err := os.ReadFile(hosts)
	require.NoError(t, err)
	seen := map[string]bool{}
	for _, h := range strings.Fields(string(used)) {
		seen[h] = true
	}
	assert.Greater(t, len(seen), 1, "the tests went to several hosts: %v", seen)
	_, err = os.Stat(filepath.Join(dir, "out", "results", "results.md"))
	assert.NoError(t, err, "the bench through Slurm wrote its results")
}
