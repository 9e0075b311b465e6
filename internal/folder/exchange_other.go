//go:build !(linux && (amd64 || arm64 || riscv64 || 386 || arm))

package folder

import "errors"

// exchange is not available here: Replace falls back to two renames.
func exchange(a, b string) error { return errors.ErrUnsupported }
