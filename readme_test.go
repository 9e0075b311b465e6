package hddmin_test

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/race"
)

// TestReadmeQuickStart runs the README's first command as it is written,
// in the repository's root (a hddmin or config.reduced.json there is put
// back after), and checks that it reduces the example to its 23 bytes
// and that the binary it builds is static (issue 42, item 5).
func TestReadmeQuickStart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	if race.Enabled {
		t.Skip("the same without -race")
	}
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	m := regexp.MustCompile("(?s)## Quick start.*?```sh\n(.*?)\n```").FindSubmatch(readme)
	require.NotNil(t, m, "the quick start's command")
	command := string(m[1])
	require.True(t, strings.HasPrefix(command, "CGO_ENABLED=0 go build -o hddmin ./cmd/hddmin && "), command)
	goTool := goCommand(t)
	for _, name := range []string{"hddmin", "config.reduced.json"} {
		if _, err := os.Stat(name); err == nil {
			require.NoError(t, os.Rename(name, name+".before-test"))
			t.Cleanup(func() { os.Rename(name+".before-test", name) })
		} else {
			t.Cleanup(func() { os.Remove(name) })
		}
	}
	cmd := exec.Command("sh", "-c", command)
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(goTool)+string(os.PathListSeparator)+os.Getenv("PATH"))
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "917 -> 23 bytes")
	got, err := os.ReadFile("config.reduced.json")
	require.NoError(t, err)
	assert.Len(t, got, 23)
	if runtime.GOOS == "linux" {
		f, err := elf.Open("hddmin")
		require.NoError(t, err)
		defer f.Close()
		for _, p := range f.Progs {
			assert.NotEqual(t, elf.PT_INTERP, p.Type, "a static binary: no dynamic loader")
		}
	}
}
