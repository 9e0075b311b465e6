package hddmin_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hddmin/hddmin/internal/long"
	"github.com/hddmin/hddmin/internal/race"
)

// TestCrossBuild vets every package, tests included, for the systems
// hddmin does not run its tests on: the process handling of package
// testcmd and the command's file locks and terminal width have a file per
// system, and the others must build. Windows, the most unlike, in go test
// ./...; macOS and FreeBSD too with -tags long (each vet compiles the
// module for its system: a minute or more on a busy machine).
func TestCrossBuild(t *testing.T) {
	if race.Enabled {
		t.Skip("the same without -race")
	}
	if testing.Short() {
		t.Skip("vets the module for other systems")
	}
	goTool := goCommand(t)
	systems := []string{"windows"}
	if long.Enabled {
		systems = append(systems, "darwin", "freebsd")
	}
	for _, goos := range systems {
		t.Run(goos, func(t *testing.T) {
			cmd := exec.Command(goTool, "vet", "./...")
			cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED=0")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("GOOS=%s go vet ./...: %v\n%s", goos, err, out)
			}
		})
	}
}

// goCommand returns the path of the go command, or skips t.
func goCommand(t *testing.T) string {
	if goTool, err := exec.LookPath("go"); err == nil {
		return goTool
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		t.Skip("no go command")
	}
	return goTool
}

// TestLibraryDeps: the tree and the reduction link no parser and no ANTLR
// (a program that makes its trees another way pays for none; the parser
// and the building of trees are parser and tree/fromparse), and reduce runs
// no process.
func TestLibraryDeps(t *testing.T) {
	out, err := exec.Command(goCommand(t), "list", "-deps", "./reduce", "./tree").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		switch {
		case dep == "github.com/hddmin/hddmin/parser", strings.HasPrefix(dep, "github.com/hddmin/hddmin/parser/"),
			strings.HasPrefix(dep, "github.com/antlr4-go/"), dep == "os/exec":
			t.Errorf("reduce or tree imports %s", dep)
		}
	}
}
