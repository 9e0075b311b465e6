//go:build long

package long

// Enabled is true under the build tag long.
const Enabled = true
