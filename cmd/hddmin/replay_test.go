package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
)

// replayCount is the number of seeds TestSequenceReplays tries per
// grammar and depth: HDDMIN_REPLAY_N, else 30 (6 under -short).
func replayCount() int {
	if v, err := strconv.Atoi(os.Getenv("HDDMIN_REPLAY_N")); err == nil && v > 0 {
		return v
	}
	if testing.Short() {
		return 6
	}
	return 30
}

// TestSequenceReplays: hddmin generate --sequence makes, from every
// sequence that --choices prints, the input it was printed beside, byte
// for byte, for every bundled grammar at depths 3, 8 and 12 (a property
// over seeds; issue 41: before, every sequence with a * made another
// text at the default depth).
func TestSequenceReplays(t *testing.T) {
	n := replayCount()
	for _, name := range parser.Names() {
		for _, depth := range []int{3, 8, 12} {
			t.Run(fmt.Sprintf("%s/depth-%d", name, depth), func(t *testing.T) {
				t.Parallel()
				var out, errs bytes.Buffer
				code := runGenerate(context.Background(), []string{"-g", name, "-n", strconv.Itoa(n), "--seed", "1",
					"--max-depth", strconv.Itoa(depth), "--max-tokens", "400", "--choices", "-q"}, &out, &errs)
				require.Contains(t, []int{exitReduced, exitNotInteresting}, code, errs.String())
				s := bufio.NewScanner(&out)
				s.Buffer(nil, 1<<24)
				replayed, marked := 0, 0
				for s.Scan() {
					var g generated
					require.NoError(t, json.Unmarshal(s.Bytes(), &g))
					var text, errs2 bytes.Buffer
					code := runGenerate(context.Background(), []string{"-g", name, "--sequence", g.Choices, "-q"}, &text, &errs2)
					require.Contains(t, []int{exitReduced, exitNotInteresting}, code, errs2.String())
					if assert.Equal(t, g.Text, text.String(), "seed %d: %s", *g.Seed, g.Choices) {
						replayed++
					}
					if strings.Contains(g.Choices, "*") {
						marked++
					}
				}
				assert.Equal(t, n, replayed)
				t.Logf("%d of %d sequences replayed, %d with a *", replayed, n, marked)
			})
		}
	}
}
