package hddmin_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/hddmin/hddmin/internal/race"
)

// TestCrossBuild vets every package, tests included, for the systems
// hddmin does not run its tests on: the process handling of package
// testcmd and the command's file locks and terminal width have a file per
// system, and the others must build.
func TestCrossBuild(t *testing.T) {
	if race.Enabled {
		t.Skip("the same without -race")
	}
	if testing.Short() {
		t.Skip("vets the module three times")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Skip("no go command")
		}
	}
	for _, goos := range []string{"windows", "darwin", "freebsd"} {
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
