//go:build !race

// Package race tells whether the race detector is on, so that tests can
// leave out their largest inputs under it: they take 5 to 20 times
// longer there, and single-threaded parsing has no races to find.
// SkipLarge leaves them out under -short too.
package race

// Enabled is true when the race detector is on.
const Enabled = false
