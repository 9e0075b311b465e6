package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/hddmintest"
	"github.com/hddmin/hddmin/internal/race"
)

// deepJSON writes n unclosed '[': a pathological input whose parse takes
// long (about 2 s for 100,000 on this project's machine: the error at the
// end of the input is reported at every level).
func deepJSON(t *testing.T, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "deep.json")
	require.NoError(t, os.WriteFile(path, []byte(strings.Repeat("[", n)), 0o644))
	return path
}

// TestSignalDuringParse sends each of the signals hddmin answers to a
// process that is parsing a pathological input (it waits for -v to say the
// parse began): it must exit soon after (the test allows 30 s), with status
// 130, a message that names the stage, and nothing printed on stdout.
func TestSignalDuringParse(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	bin := binary(t)
	in := deepJSON(t, 200000)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(bin, "-v", "--dump", "text", in)
			var stdout strings.Builder
			cmd.Stdout = &stdout
			stderr, err := cmd.StderrPipe()
			require.NoError(t, err)
			require.NoError(t, cmd.Start())
			defer cmd.Process.Kill()
			lines := bufio.NewScanner(stderr)
			var seen []string
			for lines.Scan() {
				seen = append(seen, lines.Text())
				if strings.Contains(lines.Text(), "parsing "+in) {
					break
				}
			}
			require.NoError(t, cmd.Process.Signal(sig))
			sent := time.Now()
			done := make(chan error, 1)
			go func() {
				for lines.Scan() {
					seen = append(seen, lines.Text())
				}
				done <- cmd.Wait()
			}()
			select {
			case err = <-done:
			case <-time.After(30 * time.Second):
				t.Fatalf("still running 30 s after %v", sig)
			}
			t.Logf("exited %v after the signal", time.Since(sent))
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit, "%q", seen)
			assert.Equal(t, 130, exit.ExitCode())
			assert.Equal(t, "hddmin: interrupted while parsing "+in+"; nothing written", seen[len(seen)-1])
			assert.Empty(t, stdout.String())
		})
	}
}

// TestMaxTimeDuringParse: --max-time bounds the setup too.
func TestMaxTimeDuringParse(t *testing.T) {
	in := deepJSON(t, 200000)
	start := time.Now()
	code, stdout, stderr := hddmin(t, "--max-time", "300ms", "-t", testScript("has-foo-bar.sh"), in)
	t.Logf("stopped after %v", time.Since(start))
	assert.Equal(t, 130, code)
	assert.Equal(t, "hddmin: --max-time 300ms ran out while parsing "+in+"; nothing written\n", stderr)
	assert.Empty(t, stdout)
	_, err := os.Stat(strings.TrimSuffix(in, ".json") + ".reduced.json")
	assert.True(t, os.IsNotExist(err), "nothing written")
}

// TestInterruptStages interrupts the setup at the start of each of its
// stages (through the app's onStage seam, as a signal would): hddmin must
// stop there, say where, exit 130 and write nothing.
func TestInterruptStages(t *testing.T) {
	for _, stage := range []string{"parsing", "building the tree of", "transforming the tree of"} {
		t.Run(stage, func(t *testing.T) {
			in := input(t, "ok.json")
			cfg, err := parseArgs([]string{"-t", testScript("has-foo-bar.sh"), in}, io.Discard)
			require.NoError(t, err)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var stderr strings.Builder
			a := &app{cfg: cfg, stdout: io.Discard, stderr: &stderr, onStage: func(s string) {
				if strings.HasPrefix(s, stage) {
					cancel()
				}
			}}
			assert.Equal(t, 130, a.run(ctx))
			assert.Equal(t, "hddmin: interrupted while "+stage+" "+in+"; nothing written\n", stderr.String())
			_, err = os.Stat(strings.TrimSuffix(in, ".json") + ".reduced.json")
			assert.True(t, os.IsNotExist(err), "nothing written")
		})
	}
}

// TestSignalDuringBuild sends SIGINT to a process that is building the
// tree of a large input (with -v, hddmin says when it starts): it must stop
// within about a second, in that stage.
func TestSignalDuringBuild(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("builds and runs the command on a large input")
	}
	if race.Enabled {
		t.Skip("runs a built hddmin, which has no race detector: the same without -race")
	}
	bin := binary(t)
	in := filepath.Join(t.TempDir(), "big.json")
	require.NoError(t, os.WriteFile(in, []byte("["+strings.Repeat("1,", 1000000)+"1]"), 0o644))
	cmd := exec.Command(bin, "-v", "--dump", "text", in)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stderr)
	var seen []string
	for lines.Scan() {
		seen = append(seen, lines.Text())
		if strings.Contains(lines.Text(), "building the tree of") {
			break
		}
	}
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT), "stderr: %q", seen)
	sent := time.Now()
	for lines.Scan() {
		seen = append(seen, lines.Text())
	}
	err = cmd.Wait()
	t.Logf("exited %v after the signal", time.Since(sent))
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 130, exit.ExitCode())
	assert.Contains(t, seen, "hddmin: interrupted while building the tree of "+in+"; nothing written")
}

// TestSetupBounded: a setup stage that does not stop when it should (the
// lexer matching a token of 50 MB does not look at the context: --max-time
// was overshot by 15 s, issue 42) is ended from beside it, setupGrace
// after --max-time ran out or a signal came: hddmin says where it was, as
// the stage itself would, releases its lock and the folder of its tests,
// and exits.
func TestSetupBounded(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name   string
		args   []string
		signal bool
		folder bool // a folder's file, not a file, is parsing
		code   int
		want   string
	}{
		{"--max-time", []string{"--max-time", "300ms"}, false, false, exitInterrupted, "--max-time 300ms ran out while parsing %s; nothing written"},
		{"a signal", nil, true, false, exitInterrupted, "interrupted while parsing %s; nothing written"},
		{"--max-time, a folder", []string{"--max-time", "300ms"}, false, true, exitInterrupted, "--max-time 300ms ran out while parsing %s; nothing written"},
		{"a signal, a folder", nil, true, true, exitInterrupted, "interrupted while parsing %s; nothing written"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			in := input(t, "ok.json")
			parsing := in
			if tt.folder {
				data, err := os.ReadFile(in)
				require.NoError(t, err)
				in = caseFolder(t, t.TempDir(), "case", map[string]string{"ok.json": string(data)})
				parsing = filepath.Join(in, "ok.json")
			}
			temp := t.TempDir()
			cfg, err := parseArgs(append(tt.args, "-t", testScript("has-foo-bar.sh"), "--temp-dir", temp, in), io.Discard)
			require.NoError(t, err)
			stuck, release := make(chan struct{}), make(chan struct{})
			defer close(release)
			codes := make(chan int, 1)
			ctx, cancel := context.WithCancel(withExit(context.Background(), func(code int) {
				codes <- code
				<-release // as the process would end here
			}))
			defer cancel()
			var stderr hddmintest.SyncBuffer
			a := &app{cfg: cfg, stdout: io.Discard, stderr: &stderr, maxTime: cfg.reduce.MaxTime, onStage: func(s string) {
				if strings.HasPrefix(s, "parsing") {
					close(stuck)
					<-release // a parse that does not stop
				}
			}}
			go a.run(ctx)
			<-stuck
			if tt.signal {
				cancel()
			}
			select {
			case code := <-codes:
				assert.Equal(t, tt.code, code)
			case <-time.After(30 * time.Second):
				t.Fatal("hddmin did not end its stuck setup")
			}
			assert.Equal(t, "hddmin: "+fmt.Sprintf(tt.want, parsing)+"\n", stderr.String())
			left, err := os.ReadDir(temp)
			require.NoError(t, err)
			assert.Empty(t, left, "the folder of the tests is removed")
			locks, _ := filepath.Glob(filepath.Join(filepath.Dir(in), ".*.lock"))
			assert.Empty(t, locks, "the output's lock is released")
		})
	}
}
