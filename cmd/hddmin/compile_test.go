package main

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/internal/seed"
	"github.com/hddmin/hddmin/internal/testgrammar/keywords"
)

// keywordGrammar writes the keyword grammar of issue 31 with n rules as
// dir/name.g4, and an input of it, dir/in.kw, and returns their paths.
func keywordGrammar(t *testing.T, dir, name string, n int) (grammar, in string) {
	t.Helper()
	grammar, in = filepath.Join(dir, name+".g4"), filepath.Join(dir, "in.kw")
	require.NoError(t, os.WriteFile(grammar, []byte(keywords.Grammar(name, n)), 0o644))
	require.NoError(t, os.WriteFile(in, []byte("kw1 foo ; 1 2\nkw5 bar ;\n"), 0o644))
	return grammar, in
}

// TestSignalDuringGrammarCompile sends SIGINT to a process compiling the
// 20,000-rule grammar of issue 31, in a stage of the compile chosen at
// random (as -v tells them), a random moment of up to 0.1 s after it
// began: it must stop soon after, exit 130 and say so. The test allows
// 10 s (an idle machine takes milliseconds: the compile looks at its
// context at every rule) and logs the time.
func TestSignalDuringGrammarCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the command on a large grammar")
	}
	bin := binary(t)
	grammar, in := keywordGrammar(t, t.TempDir(), "big", 20000)
	rng := rand.New(rand.NewPCG(seed.Seed(t), 0))
	cmd := exec.Command(bin, "-v", "--dump", "text", "-g", grammar, in)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stderr)
	var seen []string
	stage := 1 + rng.IntN(12) // of the 15 stages, not the last ones, which may end the compile first
	for lines.Scan() {
		seen = append(seen, lines.Text())
		if strings.HasPrefix(lines.Text(), "hddmin: loading the grammar") && !strings.HasSuffix(lines.Text(), ")") {
			if stage--; stage < 0 {
				break
			}
		}
	}
	time.Sleep(time.Duration(rng.Int64N(int64(100 * time.Millisecond))))
	require.NoError(t, cmd.Process.Signal(syscall.SIGINT), "stderr: %q", seen)
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
	case <-time.After(10 * time.Second):
		t.Fatalf("still running 10 s after SIGINT: %q", seen)
	}
	t.Logf("exited %v after the signal, during %q", time.Since(sent), seen[len(seen)-2])
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%q", seen)
	assert.Equal(t, 130, exit.ExitCode())
	assert.Equal(t, "hddmin: interrupted while loading the grammar "+grammar+"; nothing written", seen[len(seen)-1])
}

// TestMaxTimeDuringGrammarCompile: --max-time bounds the compile of a
// grammar too (it took a 10,000-rule grammar to the end, 15 s and more).
func TestMaxTimeDuringGrammarCompile(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 3000
	}
	grammar, in := keywordGrammar(t, t.TempDir(), "big", n)
	start := time.Now()
	// 3,000 keywords take about 200 ms to compile on an idle machine, the
	// budget a quarter of that.
	code, stdout, stderr := hddmin(t, "--max-time", "50ms", "-g", grammar, "-t", testScript("has-foo-bar.sh"), in)
	t.Logf("stopped after %v", time.Since(start))
	assert.Equal(t, 130, code)
	assert.Equal(t, "hddmin: --max-time 50ms ran out while loading the grammar "+grammar+"; nothing written\n", stderr)
	assert.Empty(t, stdout)
}

// TestGrammarCompileProgress: with -v, hddmin says what the compile of a
// grammar is doing, stage by stage; without it, a short compile says
// nothing.
func TestGrammarCompileProgress(t *testing.T) {
	t.Parallel()
	grammar, in := keywordGrammar(t, t.TempDir(), "kw", 1500)
	code, _, stderr := hddmin(t, "-v", "--dump", "text", "-g", grammar, in)
	require.Equal(t, 0, code, stderr)
	prefix := "hddmin: loading the grammar " + grammar
	for _, stage := range []string{"", ": reading " + grammar, ": building the ATN of kwLexer", ": building the ATN of kw",
		": analysing the decisions of the parser", ": computing the replacements of the rules of kw", ": classifying the tokens"} {
		assert.Contains(t, stderr, fmt.Sprintf("%s%s\n", prefix, stage))
	}
	start := time.Now()
	code, _, stderr = hddmin(t, "--dump", "text", "-g", grammar, in)
	require.Equal(t, 0, code, stderr)
	if took := time.Since(start); took >= 3*time.Second {
		// A busy machine (or -race) made the compile long: hddmin says
		// what it is doing after 3 s, and nothing else.
		for _, line := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
			assert.True(t, line == "" || strings.HasPrefix(line, prefix+": "), "after %v, a line that is not the compile's progress: %q", took, line)
		}
		return
	}
	assert.Empty(t, stderr)
}
