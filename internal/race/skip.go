package race

import "testing"

// Large is the size of an input over which tests leave it out under the
// race detector.
const Large = 1 << 20

// SkipLarge skips tb under the race detector if its input has more than
// Large bytes.
func SkipLarge(tb testing.TB, size int) {
	tb.Helper()
	if Enabled && size > Large {
		tb.Skipf("%d bytes: left out under -race", size)
	}
}
