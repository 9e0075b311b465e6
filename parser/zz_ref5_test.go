package parser

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

type ref5Meta struct {
	Files  []string
	Start  string
	Inputs []string
	Toolrc int
	Refrc  *int
}

func TestZZRef5(t *testing.T) {
	root := os.Getenv("REF5")
	if root == "" {
		t.Skip()
	}
	var metas []string
	filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
		if err == nil && info.Name() == "meta.json" {
			metas = append(metas, p)
		}
		return nil
	})
	lexerRe := regexp.MustCompile(`(?m)^\s*lexer\s+grammar`)
	parserRe := regexp.MustCompile(`(?m)^\s*parser\s+grammar`)
	grammars, loadFail, same, diff, skipped, ourErr := 0, 0, 0, 0, 0, 0
	for _, m := range metas {
		data, _ := os.ReadFile(m)
		var meta ref5Meta
		json.Unmarshal(data, &meta)
		if meta.Toolrc != 0 || meta.Refrc == nil || *meta.Refrc != 0 {
			continue
		}
		dir := filepath.Dir(m)
		// the files to load: the lexer (if any) and the last parser or combined grammar
		var lexer, main string
		for _, f := range meta.Files {
			src, _ := os.ReadFile(f)
			switch {
			case lexerRe.Match(src):
				if lexer == "" {
					lexer = f
				}
			case parserRe.Match(src):
				main = f
			default:
				main = f
			}
		}
		specs := []string{main}
		if lexer != "" && parserRe.Match(must(os.ReadFile(main))) {
			specs = []string{lexer, main}
		}
		grammars++
		g, err := LoadGrammar(specs, LoadOptions{})
		if err != nil {
			loadFail++
			t.Logf("%s: load: %v", dir, firstLine(err.Error()))
			continue
		}
		for _, in := range meta.Inputs {
			name := filepath.Base(in)
			errs, err := os.ReadFile(filepath.Join(dir, name+".errors"))
			if err != nil || string(errs) != "0" {
				skipped++
				continue
			}
			want, _ := os.ReadFile(filepath.Join(dir, name+".tree"))
			src, _ := os.ReadFile(in)
			start := time.Now()
			p, err := g.Parse(in, src, meta.Start)
			if err != nil {
				t.Logf("%s: %s: %v", dir, name, err)
				diff++
				continue
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Logf("%s: %s: slow %v", dir, name, d)
			}
			if p.String() == string(want) {
				same++
				if len(p.Errors) > 0 {
					ourErr++
				}
			} else {
				diff++
				t.Logf("%s: %s: tree differs (%d errors here): %s", dir, name, len(p.Errors), treeDiff(string(want), p.String()))
			}
		}
	}
	t.Logf("grammars %d (load failures %d); inputs: same %d, different %d, skipped (errors in Java) %d; same but errors here %d", grammars, loadFail, same, diff, skipped, ourErr)
}

func must(b []byte, _ error) []byte { return b }

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}

func treeDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	lo := max(0, i-80)
	return "want ..." + want[lo:min(len(want), i+80)] + "... got ..." + got[lo:min(len(got), i+80)] + "..."
}
