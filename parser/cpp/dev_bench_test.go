package cpp_test

import (
	"os"
	"testing"

	"github.com/hddmin/hddmin/parser"
	_ "github.com/hddmin/hddmin/parser/bundle"
)

func BenchmarkDevParse(b *testing.B) {
	path := os.Getenv("HDDMIN_CPP_FILE")
	if path == "" {
		b.Skip()
	}
	src, _ := os.ReadFile(path)
	g, _ := parser.Lookup("cpp")
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		p, err := g.Parse(path, src, "")
		if err != nil || len(p.Errors) > 0 {
			b.Fatal(err, p.Errors)
		}
	}
}
