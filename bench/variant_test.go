package bench

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSelectVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		lists []string
		want  []string
		err   string
	}{
		{name: "plain", lists: []string{"default,hdd*,coarse-hdd*+flatten"}, want: []string{"default", "hdd*", "coarse-hdd*+flatten"}},
		{name: "names with commas", lists: []string{"coarse,prune,space,hdd*"}, want: []string{"coarse,prune,space", "hdd*"}},
		{name: "the longest name wins", lists: []string{"coarse,prune,hoist,space+skip,default"}, want: []string{"coarse,prune,hoist,space+skip", "default"}},
		{name: "repeated flags and names", lists: []string{"hdd", "default,hdd"}, want: []string{"hdd", "default"}},
		{name: "unknown", lists: []string{"default,hdd**"}, err: `no variant "hdd**"`},
		{name: "a part of a name", lists: []string{"coarse"}, err: `no variant "coarse"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := SelectVariants(Builtin, tt.lists)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			var names []string
			for _, v := range got {
				names = append(names, v.Name)
			}
			assert.Equal(t, tt.want, names)
		})
	}
	for _, name := range DefaultVariants {
		_, err := SelectVariants(Builtin, []string{name})
		assert.NoError(t, err, "the default variant %s is built in", name)
	}
}

func TestLoadVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, file string
		want       []Variant // after the built-in ones
		err        string
	}{
		{name: "flags and a command", file: `[{"name": "mine", "flags": "--phase prune"}, {"name": "cvise", "command": "cvise {test} {input}"}]`,
			want: []Variant{{Name: "mine", Flags: "--phase prune"}, {Name: "cvise", Command: "cvise {test} {input}"}}},
		{name: "empty flags", file: `[{"name": "plain", "flags": ""}]`, want: []Variant{{Name: "plain"}}},
		{name: "both", file: `[{"name": "x", "flags": "", "command": "y {test}"}]`, err: "not both or neither"},
		{name: "neither", file: `[{"name": "x"}]`, err: "not both or neither"},
		{name: "no name", file: `[{"flags": ""}]`, err: "has no name"},
		{name: "a built-in name", file: `[{"name": "hdd*", "flags": ""}]`, err: "hdd* is defined already"},
		{name: "unknown field", file: `[{"name": "x", "flag": ""}]`, err: "unknown field"},
		{name: "not an array", file: `{"name": "x"}`, err: "want a JSON array"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			path := filepath.Join(t.TempDir(), "v.json")
			require.NoError(t, os.WriteFile(path, []byte(tt.file), 0o644))
			got, err := LoadVariants(path)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, Builtin, got[:len(Builtin)])
			assert.Equal(t, tt.want, got[len(Builtin):])
		})
	}
	_, err := LoadVariants(filepath.Join(t.TempDir(), "none.json"))
	assert.ErrorContains(t, err, "--variants-file: open ")
}

// TestVariantCheck: what bench does with what the FlagParser says (the
// real one is hddmin's: cmd/hddmin's TestBenchVariantFlags checks the
// built-in variants with it).
func TestVariantCheck(t *testing.T) {
	t.Parallel()
	tests := []struct {
		v   Variant
		err string
	}{
		{Variant{Name: "unknown flag", Flags: "--fast"}, "variant unknown flag: unknown flag: --fast"},
		{Variant{Name: "output", Flags: "-o x.json"}, "--output is hddmin bench's to give"},
		{Variant{Name: "test", Flags: "-t ./t.sh"}, "--test is hddmin bench's to give"},
		{Variant{Name: "report", Flags: "--report r.json"}, "--report is hddmin bench's to give"},
		{Variant{Name: "file", Flags: "--phase prune in.json"}, "variant file: the flags name a file (in.json)"},
		{Variant{Name: "combination", Flags: "--skip-whitespace"}, "variant combination: --skip-whitespace needs --keep-hidden"},
		{Variant{Name: "quote", Flags: "--phase 'prune"}, "unterminated"},
		{Variant{Name: "no test", Command: "cvise {input}"}, "variant no test: the command has no {test}"},
		{Variant{Name: "bad command", Command: "cvise {test} 'x"}, "unterminated"},
	}
	for _, tt := range tests {
		assert.ErrorContains(t, tt.v.Check(parseFlags), tt.err, tt.v.Name)
	}
	assert.NoError(t, Variant{Name: "ok", Command: "cvise --not-c {test} {input}"}.Check(parseFlags))
	assert.NoError(t, Variant{Name: "ok", Flags: "--phase prune --subset-order skip"}.Check(parseFlags))
	assert.NoError(t, Variant{Name: "unchecked", Flags: "--fast"}.Check(nil), "without a parser, flags are not checked")
	assert.ErrorContains(t, Variant{Name: "quote", Flags: "'x"}.Check(nil), "unterminated", "but they are split")
}
