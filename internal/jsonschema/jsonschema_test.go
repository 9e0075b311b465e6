package jsonschema

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidate(t *testing.T) {
	t.Parallel()
	schema := []byte(`{"type": "object", "required": ["a"], "additionalProperties": false,
		"properties": {"a": {"$ref": "#/$defs/n"}, "b": {"type": "array", "items": {"enum": ["x", "y"]}}},
		"$defs": {"n": {"type": ["integer", "null"], "minimum": 1}}}`)
	tests := []struct {
		doc  string
		want []string
	}{
		{`{"a": 1, "b": ["x", "y"]}`, nil},
		{`{"a": null}`, nil},
		{`{}`, []string{"$: no a"}},
		{`{"a": 0}`, []string{"$.a: 0 is less than 1"}},
		{`{"a": 1.5}`, []string{"$.a: 1.5 is not of type [integer null]"}},
		{`{"a": 1, "b": ["z"], "c": 1}`, []string{"$.b[0]: z is not one of [x y]", "$: property c is not in the schema"}},
		{`[]`, []string{"$: [] is not of type [object]"}},
	}
	for _, tt := range tests {
		got, err := Validate(schema, []byte(tt.doc))
		assert.NoError(t, err, tt.doc)
		assert.Equal(t, tt.want, got, tt.doc)
	}
	_, err := Validate([]byte(`{"type": "object", "pattern": "x"}`), []byte(`{}`))
	assert.ErrorContains(t, err, "keyword pattern is not known to the validator")
	_, err = Validate([]byte(`{"$ref": "#/$defs/none"}`), []byte(`{}`))
	assert.ErrorContains(t, err, "$ref #/$defs/none names no definition")
	_, err = Validate(schema, []byte(`{`))
	assert.ErrorContains(t, err, "document: ")
}
