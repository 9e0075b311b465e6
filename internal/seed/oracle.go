package seed

import (
	"bytes"
	"fmt"
	"hash/fnv"
)

// Oracle is a random but repeatable interestingness for property tests:
// src is interesting, and any other text with probability 1/density, by a
// hash of salt and the text (the same for the same text).
func Oracle(src []byte, salt, density uint64) func([]byte) bool {
	return func(c []byte) bool {
		if bytes.Equal(c, src) {
			return true
		}
		h := fnv.New64a()
		fmt.Fprint(h, salt)
		h.Write(c)
		return h.Sum64()%density == 0
	}
}
