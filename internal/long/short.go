//go:build !long

// Package long tells whether the tests run in full: go test -tags long
// ./... runs the checks that cannot fit the ordinary go test ./... on a
// busy machine (every cross build, the longest property runs, the kill
// loops) in full, as .ci/run does; without the tag, they run a part of
// each, enough to find most faults in minutes.
package long

// Enabled is true under the build tag long.
const Enabled = false
