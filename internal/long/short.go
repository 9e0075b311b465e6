//go:build !long

// Package long tells whether the tests run in full: go test -tags long
// -timeout 30m ./... (the README's second test command) runs the checks
// that cannot fit the ordinary go test ./... on a busy machine (every
// cross build, the longest property runs, the kill loops, the memory
// limits 50 MB apart) in full; without the tag, as in .ci/run, they run a
// part of each, enough to find most faults in minutes.
package long

// Enabled is true under the build tag long.
const Enabled = false
