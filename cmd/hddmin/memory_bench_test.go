//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// BenchmarkSetupMemory runs `hddmin --dump text FILE` (read, parse, build
// the tree, transform, unparse) as a process on the largest file of each
// grammar in ../shared/corpus, or on the files of HDDMIN_MEMORY_INPUTS
// (separated by spaces), and reports the process's peak resident memory
// per input byte: what decides the largest input a machine can reduce.
//
//	go test ./cmd/hddmin -run '^$' -bench SetupMemory -benchtime 1x
//	HDDMIN_MEMORY_INPUTS='/tmp/10mb.json /tmp/10mb.js' go test ./cmd/hddmin -run '^$' -bench SetupMemory -benchtime 1x
func BenchmarkSetupMemory(b *testing.B) {
	files := strings.Fields(os.Getenv("HDDMIN_MEMORY_INPUTS"))
	if len(files) == 0 {
		files = largestCorpusFiles(b)
	}
	bin := binary(b)
	for _, path := range files {
		info, err := os.Stat(path)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(path), func(b *testing.B) {
			b.SetBytes(info.Size())
			var peak int64
			for b.Loop() {
				cmd := exec.Command(bin, "--dump", "text", path)
				var stderr strings.Builder
				cmd.Stderr = &stderr
				if err := cmd.Run(); err != nil {
					b.Fatalf("%v: %s", err, stderr.String())
				}
				peak = max(peak, cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss<<10)
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
			b.ReportMetric(float64(peak)/float64(info.Size()), "peak-B/byte")
		})
	}
}

// largestCorpusFiles returns the largest file of each folder of
// ../shared/corpus.
func largestCorpusFiles(b *testing.B) []string {
	root := filepath.Join("..", "..", "..", "shared", "corpus")
	dirs, err := os.ReadDir(root)
	if err != nil {
		b.Skipf("no corpus: %v", err)
	}
	var files []string
	for _, d := range dirs {
		entries, _ := os.ReadDir(filepath.Join(root, d.Name()))
		var best string
		var size int64
		for _, e := range entries {
			if info, err := e.Info(); err == nil && info.Mode().IsRegular() && info.Size() > size && !strings.HasSuffix(e.Name(), ".txt") {
				best, size = filepath.Join(root, d.Name(), e.Name()), info.Size()
			}
		}
		if best != "" && d.Name() != "LICENSES" {
			files = append(files, best)
		}
	}
	slices.Sort(files)
	return files
}
