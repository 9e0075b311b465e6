package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplit(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []string
	}{
		{"a b  c", []string{"a", "b", "c"}},
		{`python3 'my test.py' "x y" a\ b`, []string{"python3", "my test.py", "x y", "a b"}},
		{`sh -c "echo \"hi\" \$x"`, []string{"sh", "-c", `echo "hi" $x`}},
		{"''", []string{""}},
		{" \t\n", nil},
	}
	for _, tt := range tests {
		got, err := Split(tt.in)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, tt.in)
	}
	for _, bad := range []string{`"open`, `'open`} {
		_, err := Split(bad)
		assert.ErrorContains(t, err, "unterminated", bad)
	}
}

// TestJoin: Join quotes what needs it, and Split gives the words back.
func TestJoin(t *testing.T) {
	t.Parallel()
	for _, words := range [][]string{
		{"-g", "a.g4", "--start", "program"},
		{"--start", "a b", ""},
		{"it's", `"quoted"`, "$HOME", "*.c", "a\\b", "x;y"},
	} {
		line := Join(words)
		got, err := Split(line)
		require.NoError(t, err, line)
		assert.Equal(t, words, got, line)
	}
	assert.Equal(t, "-g a.g4", Join([]string{"-g", "a.g4"}), "no quotes where none are needed")
	assert.Equal(t, `'it'\''s'`, Quote("it's"))
}

func TestLauncher(t *testing.T) {
	t.Parallel()
	words, err := Launcher("")
	assert.NoError(t, err)
	assert.Nil(t, words, "none")
	words, err = Launcher("srun --quiet --ntasks=1")
	assert.NoError(t, err)
	assert.Equal(t, []string{"srun", "--quiet", "--ntasks=1"}, words)
	_, err = Launcher("  ")
	assert.EqualError(t, err, "--launcher: no command")
	_, err = Launcher("'srun")
	assert.ErrorContains(t, err, "--launcher: unterminated '")
}
