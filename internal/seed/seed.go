// Package seed gives property tests their random seed, so that a failure
// can be replayed:
//
//	HDDMIN_SEED=1234 go test ./... -run TestX
package seed

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Seed returns HDDMIN_SEED if it is set, else the clock, and logs it.
func Seed(t testing.TB) uint64 {
	t.Helper()
	s := uint64(time.Now().UnixNano())
	if env := os.Getenv("HDDMIN_SEED"); env != "" {
		v, err := strconv.ParseUint(env, 10, 64)
		require.NoError(t, err, "HDDMIN_SEED")
		s = v
	}
	t.Logf("seed %d (set HDDMIN_SEED to replay)", s)
	return s
}
