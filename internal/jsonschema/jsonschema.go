// Package jsonschema checks JSON documents against the few keywords of
// JSON Schema that the project's schemas use ($ref to $defs, type, enum,
// properties, required, additionalProperties false, items, minimum). A
// schema with any other keyword is an error, so that a schema cannot say
// more than is checked.
package jsonschema

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

// Keywords are the keywords Validate knows; "title", "description" and
// the like say nothing to check.
var Keywords = []string{"$schema", "$id", "$defs", "$ref", "title", "description", "type", "enum",
	"properties", "required", "additionalProperties", "items", "minimum"}

// Validate checks the JSON document doc against schema and returns the
// violations, each as "$.runs[0].status: fine is not one of [...]". The
// error is of a schema or a document that cannot be read, or of a schema
// with a keyword Validate does not know.
func Validate(schema, doc []byte) ([]string, error) {
	var root map[string]any
	if err := json.Unmarshal(schema, &root); err != nil {
		return nil, fmt.Errorf("schema: %v", err)
	}
	var d any
	if err := json.Unmarshal(doc, &d); err != nil {
		return nil, fmt.Errorf("document: %v", err)
	}
	v := &validator{root: root}
	v.check(root, d, "$")
	return v.errs, v.err
}

type validator struct {
	root map[string]any
	errs []string
	err  error // of the schema
}

func (v *validator) errorf(path, format string, args ...any) {
	v.errs = append(v.errs, path+": "+fmt.Sprintf(format, args...))
}

func (v *validator) check(schema map[string]any, doc any, path string) {
	if v.err != nil {
		return
	}
	for k := range schema {
		if !slices.Contains(Keywords, k) {
			v.err = fmt.Errorf("schema at %s: keyword %s is not known to the validator", path, k)
			return
		}
	}
	if ref, ok := schema["$ref"].(string); ok {
		name, _ := strings.CutPrefix(ref, "#/$defs/")
		defs, _ := v.root["$defs"].(map[string]any)
		def, ok := defs[name].(map[string]any)
		if !ok || !strings.HasPrefix(ref, "#/$defs/") {
			v.err = fmt.Errorf("schema at %s: $ref %s names no definition", path, ref)
			return
		}
		v.check(def, doc, path)
		return
	}
	if typ, ok := schema["type"]; ok {
		var types []string
		switch typ := typ.(type) {
		case string:
			types = []string{typ}
		case []any:
			for _, x := range typ {
				s, _ := x.(string)
				types = append(types, s)
			}
		}
		if !slices.ContainsFunc(types, func(want string) bool { return hasType(doc, want) }) {
			v.errorf(path, "%v is not of type %v", doc, types)
			return
		}
	}
	if enum, ok := schema["enum"].([]any); ok && !slices.Contains(enum, doc) {
		v.errorf(path, "%v is not one of %v", doc, enum)
	}
	if min, ok := schema["minimum"].(float64); ok {
		if n, ok := doc.(float64); ok && n < min {
			v.errorf(path, "%v is less than %v", n, min)
		}
	}
	if obj, ok := doc.(map[string]any); ok {
		props, _ := schema["properties"].(map[string]any)
		if req, ok := schema["required"].([]any); ok {
			for _, r := range req {
				if _, ok := obj[r.(string)]; !ok {
					v.errorf(path, "no %s", r)
				}
			}
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p, ok := props[k].(map[string]any); ok {
				v.check(p, obj[k], path+"."+k)
			} else if schema["additionalProperties"] == false {
				v.errorf(path, "property %s is not in the schema", k)
			}
		}
	}
	if arr, ok := doc.([]any); ok {
		if items, ok := schema["items"].(map[string]any); ok {
			for i, x := range arr {
				v.check(items, x, fmt.Sprintf("%s[%d]", path, i))
			}
		}
	}
}

func hasType(doc any, typ string) bool {
	switch typ {
	case "object":
		_, ok := doc.(map[string]any)
		return ok
	case "array":
		_, ok := doc.([]any)
		return ok
	case "string":
		_, ok := doc.(string)
		return ok
	case "boolean":
		_, ok := doc.(bool)
		return ok
	case "null":
		return doc == nil
	case "number":
		_, ok := doc.(float64)
		return ok
	case "integer":
		n, ok := doc.(float64)
		return ok && n == math.Trunc(n)
	}
	return false
}
