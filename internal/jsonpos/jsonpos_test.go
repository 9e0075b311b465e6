package jsonpos

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestError(t *testing.T) {
	tests := []struct {
		name, doc, want string
	}{
		{"syntax", "{\"a\": 1,\n  \"b\" 2}", "f.json:2:7: invalid character '2' after object key"},
		{"type", "{\"a\": 1,\n \"b\": \"x\"}", `f.json:2:9: "b": want a number, not a JSON string`},
		{"end", "{\"a\": [1,", "f.json:1:10: unexpected end of JSON input"},
		{"characters, not bytes", "{\"é\": 1, x}", "f.json:1:10: invalid character 'x'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var v struct {
				A int `json:"a"`
				B int `json:"b"`
			}
			err := json.Unmarshal([]byte(tt.doc), &v)
			assert.Contains(t, Error("f.json", []byte(tt.doc), err).Error(), tt.want)
		})
	}
	assert.Equal(t, "f.json: "+assert.AnError.Error(), Error("f.json", nil, assert.AnError).Error(), "no place: the file alone")
}

func TestPosition(t *testing.T) {
	data := []byte("ab\ncd\n")
	for off, want := range [][2]int{{1, 1}, {1, 2}, {1, 3}, {2, 1}, {2, 2}, {2, 3}, {3, 1}} {
		line, col := Position(data, int64(off))
		assert.Equal(t, want, [2]int{line, col}, "offset %d", off)
	}
}
