package g4

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Throw-away: compare with the tool's .interp for every grammars-v4 grammar.
func TestHarnessV4(t *testing.T) {
	refRoot := os.Getenv("REF4")
	if refRoot == "" {
		t.Skip("REF4 unset")
	}
	srcRoot := "/tmp/gv4"
	var dirs []string
	filepath.Walk(refRoot, func(p string, info os.FileInfo, err error) error {
		if err == nil && info.Name() == "tool.rc" {
			dirs = append(dirs, filepath.Dir(p))
		}
		return nil
	})
	sort.Strings(dirs)
	ok, bad, skipped := 0, 0, 0
	for _, rd := range dirs {
		rc, _ := os.ReadFile(filepath.Join(rd, "tool.rc"))
		rel, _ := filepath.Rel(refRoot, rd)
		sd := filepath.Join(srcRoot, rel)
		if strings.TrimSpace(string(rc)) != "0" {
			skipped++
			continue
		}
		files, _ := filepath.Glob(filepath.Join(sd, "*.g4"))
		usedLexers := map[string]bool{}
		for _, f := range files {
			src, _ := os.ReadFile(f)
			ff, err := Read(f, src)
			if err != nil {
				t.Errorf("%s: read: %v", f, err)
				bad++
				continue
			}
			if ff.Kind == LexerGrammar {
				continue
			}
			if ff.Kind == ParserGrammar {
				if v := optionValue(ff.Options, "tokenVocab"); v != nil {
					usedLexers[v.Value] = true
				}
			}
			g, err := (&Loader{}).Load(f)
			if err != nil {
				t.Errorf("%s: load: %v", f, err)
				bad++
				continue
			}
			good := true
			for _, pair := range [][2]string{{g.LexerName, string(g.Lexer)}, {g.ParserName, string(g.Parser)}} {
				want, err := os.ReadFile(filepath.Join(rd, pair[0]+".interp"))
				if err != nil {
					t.Logf("%s: no reference %s", f, pair[0])
					continue
				}
				if string(want) != pair[1] {
					good = false
					t.Errorf("%s: %s differs: %s", f, pair[0], firstDiff(string(want), pair[1]))
				}
			}
			if good {
				ok++
			} else {
				bad++
			}
		}
	}
	t.Logf("ok %d, bad %d, tool failed %d", ok, bad, skipped)
}

func firstDiff(w, g string) string {
	wl, gl := strings.Split(w, "\n"), strings.Split(g, "\n")
	for i := 0; i < min(len(wl), len(gl)); i++ {
		if wl[i] != gl[i] {
			if strings.HasPrefix(wl[i], "[") {
				return atnDiff(wl[i], gl[i])
			}
			return "line " + wl[i] + " vs " + gl[i]
		}
	}
	return "length"
}
