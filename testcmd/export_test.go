package testcmd

import "time"

// SetSlurmQueryLimit sets how long a call of squeue or scancel may take,
// for a test, and returns the function that puts it back.
func SetSlurmQueryLimit(d time.Duration) func() {
	old := slurmQueryLimitSet.Swap(int64(d))
	return func() { slurmQueryLimitSet.Store(old) }
}
