// Package hddmintest helps the tests that run hddmin and hddmin bench as
// processes: the hddmin binary, built once, and cases for benches.
package hddmintest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// built is the hddmin binary of the tests, built once.
var built struct {
	once sync.Once
	dir  string
	bin  string
	err  error
	// ctx ends a build that Prebuild started, when Cleanup stops it.
	ctx    context.Context
	cancel context.CancelFunc
}

func init() { built.ctx, built.cancel = context.WithCancel(context.Background()) }

// Binary builds hddmin, the package in dir (relative to the test's
// folder), once for the whole test binary, and returns its path, in a
// folder of its own that Cleanup removes. If Prebuild has started the
// build, it waits for it.
func Binary(t testing.TB, dir string) string {
	t.Helper()
	built.once.Do(func() { build(dir) })
	require.NoError(t, built.err, "go build")
	return built.bin
}

// Prebuild starts building hddmin (see Binary) in the background, so
// that the build overlaps the tests that run before the first that needs
// it: TestMain calls it when tests may run the binary. Cleanup stops a
// build that no test waited for.
func Prebuild(dir string) {
	go built.once.Do(func() { build(dir) })
}

// build builds the package in dir into built.
func build(dir string) {
	if built.dir, built.err = os.MkdirTemp("", "hddmin-bin-"); built.err != nil {
		return
	}
	built.bin = filepath.Join(built.dir, "hddmin")
	cmd := exec.CommandContext(built.ctx, "go", "build", "-o", built.bin, "./"+filepath.ToSlash(dir))
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0") // as the README builds it
	out, err := cmd.CombinedOutput()
	if err != nil {
		built.err = fmt.Errorf("%v: %s", err, out)
	}
}

// Cleanup removes the binary Binary built, if any, stopping a build
// Prebuild started and no test needed: TestMain calls it after the
// tests.
func Cleanup() {
	built.cancel()
	built.once.Do(func() {}) // waits for a build under way
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
}

// CaseDir writes a case of hddmin bench in dir: in.json (or the files
// given) and test.sh, interesting if the candidate (or in.json) holds
// needle. Scripts (.sh) are executable.
func CaseDir(t testing.TB, dir string, files map[string]string) string {
	t.Helper()
	require.NoError(t, os.MkdirAll(dir, 0o755))
	if files == nil {
		files = map[string]string{"in.json": `{"a": ["needle", 1]}`}
	}
	if _, ok := files["test.sh"]; !ok {
		files["test.sh"] = "#!/bin/sh\nf=${1:-in.json}\ngrep -q needle \"$f\"\n"
	}
	for name, data := range files {
		mode := os.FileMode(0o644)
		if strings.HasSuffix(name, ".sh") {
			mode = 0o755
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(data), mode))
	}
	return dir
}

// CopyVariant is a variants file of one external reducer, copy, that
// copies the input: fast.
const CopyVariant = `[{"name": "copy", "command": "sh -c 'cp \"$0\" \"$1\" && \"$2\" \"$1\"' {input} {output} {test}"}]`

// SyncBuffer is a bytes.Buffer safe for writers and a reader in several
// goroutines at once: what a command writes while a test reads it.
type SyncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *SyncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *SyncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
