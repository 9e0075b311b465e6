package parser_test

import (
	"context"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestCPPGCCTestsuite parses GCC's own C++ tests, the files of
// gcc/testsuite/g++.dg that g++-12 compiles without error (-fsyntax-only,
// at the standard and with the flags the file's dg-options ask for, else
// gnu++17 or the standard its dg-do target selector names), each
// preprocessed by g++-12 with -E -P, and fails if fewer than 97% of them
// parse with 0 syntax errors. The files with errors are logged with their
// first error.
//
// The testsuite is not part of the project: HDDMIN_GXX_DG names the g++.dg
// folder of GCC's sources (Debian's gcc-12-source has them in
// /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz:
//
//	tar -xf /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz --wildcards '*/gcc/testsuite/g++.dg'
//
// ). Compiling and preprocessing the 15,000 files takes half an hour on 2
// cores, so the results are kept in HDDMIN_GXX_DG_CACHE (default: the
// user's cache folder, hddmin/g++.dg-<g++ version>), a file.ii for each
// file that compiles and a file.fail for the others; parsing the 10,500
// files that compile (160 MB) takes minutes. HDDMIN_GXX_DG_SAMPLE=n takes
// every n-th file only.
func TestCPPGCCTestsuite(t *testing.T) {
	root := os.Getenv("HDDMIN_GXX_DG")
	if root == "" {
		t.Skip("HDDMIN_GXX_DG is not set: the test parses GCC's g++.dg tests found there (see the test's doc)")
	}
	if testing.Short() {
		t.Skip("parses thousands of files: not with -short")
	}
	cc := gxx(t)
	g := cppGrammar(t)
	version, err := exec.Command(cc, "-dumpfullversion").Output()
	require.NoError(t, err)
	cache := os.Getenv("HDDMIN_GXX_DG_CACHE")
	if cache == "" {
		dir, err := os.UserCacheDir()
		require.NoError(t, err)
		cache = filepath.Join(dir, "hddmin", "g++.dg-"+strings.TrimSpace(string(version)))
	}
	var files []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".C") {
			rel, _ := filepath.Rel(root, path)
			files = append(files, rel)
		}
		return err
	})
	require.NoError(t, err)
	require.NotEmpty(t, files, "no .C files under %s", root)
	slices.Sort(files)
	if n, err := strconv.Atoi(os.Getenv("HDDMIN_GXX_DG_SAMPLE")); err == nil && n > 1 {
		var sample []string
		for i := 0; i < len(files); i += n {
			sample = append(sample, files[i])
		}
		files = sample
	}

	// Compile and preprocess what the cache lacks, then parse, on every
	// core.
	type result struct {
		compiles bool
		err      string // the first syntax error
	}
	results := make([]result, len(files))
	work := make(chan int)
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				ii, ok, err := gccTestPreprocessed(cc, root, files[i], cache)
				if err != nil {
					t.Error(err)
					continue
				}
				if !ok {
					continue
				}
				results[i].compiles = true
				src, err := os.ReadFile(ii)
				if err != nil {
					t.Error(err)
					continue
				}
				p, err := g.Parse(files[i], src, "")
				switch {
				case err != nil:
					results[i].err = err.Error()
				case len(p.Errors) > 0:
					results[i].err = p.Errors[0].Error()
				}
			}
		}()
	}
	for i := range files {
		work <- i
	}
	close(work)
	wg.Wait()

	compiled, bad := 0, 0
	for i, r := range results {
		if !r.compiles {
			continue
		}
		compiled++
		if r.err != "" {
			bad++
			t.Logf("%s: %s", files[i], r.err)
		}
	}
	require.NotZero(t, compiled, "g++ compiles none of the files")
	share := 100 * float64(compiled-bad) / float64(compiled)
	t.Logf("%d files, %d compile with %s, %d of them (%.2f%%) parse with 0 syntax errors", len(files), compiled, cc, compiled-bad, share)
	if share < 97 {
		t.Errorf("%.2f%% of the g++.dg tests that g++ compiles parse without error; want at least 97%%", share)
	}
}

var (
	dgOptions  = regexp.MustCompile(`\{ *dg-(?:additional-)?options +"([^"]*)"`)
	dgTarget   = regexp.MustCompile(`target [^}]*?(c\+\+[0-9a-z_]+)`)
	dgConcepts = regexp.MustCompile(`dg-.*target concepts`)
	dgNoFlag   = regexp.MustCompile(`^-f(dump|lto|profile|auto-profile|stack-usage|callgraph|opt-info|save|debug|diagnostics|compare-debug|checking|self-test)`)
)

// gccTestFlags returns the flags that g++ compiles a g++.dg test with: the
// language flags of its dg-options (-f, -std=, -D, -U, -m, -O; not those
// that write files), and a standard: its own, else the one its dg-do
// target selector names, else gnu++17.
func gccTestFlags(text []byte) []string {
	var flags []string
	std := ""
	for _, m := range dgOptions.FindAllSubmatch(text, -1) {
		for _, f := range strings.Fields(string(m[1])) {
			switch {
			case dgNoFlag.MatchString(f):
			case strings.HasPrefix(f, "-std="):
				std = f
			case strings.HasPrefix(f, "-f"), strings.HasPrefix(f, "-D"), strings.HasPrefix(f, "-U"),
				strings.HasPrefix(f, "-m"), strings.HasPrefix(f, "-O"):
				flags = append(flags, f)
			}
		}
	}
	if std == "" {
		std = "-std=gnu++17"
		if m := dgTarget.FindSubmatch(text); m != nil {
			switch t := string(m[1]); {
			case strings.HasPrefix(t, "c++2b"), strings.HasPrefix(t, "c++23"):
				std = "-std=gnu++2b"
			case strings.HasPrefix(t, "c++2a"), strings.HasPrefix(t, "c++20"), strings.Contains(t, "concepts"):
				std = "-std=gnu++20"
			case strings.HasPrefix(t, "c++98"), strings.HasPrefix(t, "c++03"):
				std = "-std=gnu++98"
			case t == "c++11_only", t == "c++11_down":
				std = "-std=gnu++11"
			case t == "c++14_only", t == "c++14_down":
				std = "-std=gnu++14"
			}
		}
		if dgConcepts.Match(text) {
			std = "-std=gnu++20"
		}
	}
	return append([]string{std}, flags...)
}

// gccTestPreprocessed returns the path of the g++.dg test rel (under root)
// preprocessed, and whether g++ compiles it; it compiles and preprocesses
// the file only if the cache has neither its .ii nor its .fail.
func gccTestPreprocessed(cc, root, rel, cache string) (string, bool, error) {
	ii := filepath.Join(cache, rel+".ii")
	fail := filepath.Join(cache, rel+".fail")
	if _, err := os.Stat(ii); err == nil {
		return ii, true, nil
	}
	if _, err := os.Stat(fail); err == nil {
		return "", false, nil
	}
	src := filepath.Join(root, rel)
	text, err := os.ReadFile(src)
	if err != nil {
		return "", false, err
	}
	if err := os.MkdirAll(filepath.Dir(ii), 0o755); err != nil {
		return "", false, err
	}
	args := append(gccTestFlags(text), "-w", "-I.", filepath.Base(src))
	run := func(extra ...string) ([]byte, error) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, cc, append(slices.Clone(args), extra...)...)
		cmd.Dir = filepath.Dir(src)
		return cmd.CombinedOutput()
	}
	if out, err := run("-fsyntax-only"); err != nil {
		return "", false, os.WriteFile(fail, out, 0o644)
	}
	tmp := ii + ".tmp"
	if out, err := run("-E", "-P", "-o", tmp); err != nil {
		os.Remove(tmp)
		return "", false, os.WriteFile(fail, append([]byte("-E: "), out...), 0o644)
	}
	return ii, true, os.Rename(tmp, ii)
}
