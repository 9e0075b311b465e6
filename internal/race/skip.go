package race

import "testing"

// Large is the size of an input over which tests leave it out under the
// race detector and under -short (go test -short -count=20 ./..., the hunt
// for flaky tests, runs every test twenty times in one go test timeout).
// Single-threaded parsing of large inputs has no races to find and no
// timing to be flaky in; the plain go test ./... parses them.
const Large = 256 << 10

// SkipLarge skips tb under the race detector or -short if its input has
// more than Large bytes.
func SkipLarge(tb testing.TB, size int) {
	tb.Helper()
	switch {
	case Enabled && size > Large:
		tb.Skipf("%d bytes: left out under -race", size)
	case testing.Short() && size > Large:
		tb.Skipf("%d bytes: left out under -short", size)
	}
}
