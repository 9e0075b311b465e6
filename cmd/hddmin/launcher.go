package main

import (
	"errors"
	"fmt"
)

// launcherWords splits --launcher into words; nil for none.
func launcherWords(launcher string) ([]string, error) {
	if launcher == "" {
		return nil, nil
	}
	words, err := splitWords(launcher)
	if err != nil {
		return nil, fmt.Errorf("--launcher: %v", err)
	}
	if len(words) == 0 {
		return nil, errors.New("--launcher: no command")
	}
	return words, nil
}
