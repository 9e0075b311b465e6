//go:build !unix

package folder

import "errors"

func mkfifo(path string) error { return errors.ErrUnsupported }
