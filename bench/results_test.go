package bench

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/reduce"
)

// schemaEnums are the enumerations of the schema, by the path of their
// property, and what they must list: the constants of the Go types.
func schemaEnums() map[string][]string {
	var kinds []string
	for _, k := range []Kind{KindHddmin, KindExternal} {
		kinds = append(kinds, string(k))
	}
	var st []string
	for _, s := range statuses {
		st = append(st, string(s))
	}
	return map[string][]string{
		"$.format":                {Format},
		"$.runs[].kind":           kinds,
		"$.runs[].status":         st,
		"$.runs[].phases[].phase": reduce.PhaseNames(),
		"$.runs[].steps[].phase":  reduce.PhaseNames(),
	}
}

// schemaDiff returns where schema (results.schema.json, decoded) and the
// Go type typ (Results) disagree: a field without its property or a
// property without its field, a property whose JSON type is not the
// field's (a pointer is the type or null), a property required but for
// the fields with omitempty, an enumeration that does not list the
// constants of schemaEnums, a definition nothing uses.
func schemaDiff(schema map[string]any, typ reflect.Type) []string {
	d := &schemaDiffer{defs: map[string]any{}, used: map[string]bool{}, enums: schemaEnums()}
	if defs, ok := schema["$defs"].(map[string]any); ok {
		d.defs = defs
	}
	d.object(schema, typ, "$")
	for name := range d.defs {
		if !d.used[name] {
			d.errorf("$defs", "%s is used by no property", name)
		}
	}
	for path := range d.enums {
		d.errorf(path, "no enumeration in the schema")
	}
	slices.Sort(d.errs)
	return d.errs
}

type schemaDiffer struct {
	defs  map[string]any
	used  map[string]bool
	enums map[string][]string // those not seen yet
	errs  []string
}

func (d *schemaDiffer) errorf(path, format string, args ...any) {
	d.errs = append(d.errs, path+": "+fmt.Sprintf(format, args...))
}

// fields returns the JSON fields of the struct type typ, as encoding/json
// sees them (embedded structs flattened), by name, and whether each has
// omitempty.
func fields(typ reflect.Type) (names []string, types map[string]reflect.Type, omit map[string]bool) {
	types, omit = map[string]reflect.Type{}, map[string]bool{}
	for i := range typ.NumField() {
		f := typ.Field(i)
		tag, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && tag == "" && f.Type.Kind() == reflect.Struct {
			n, t, o := fields(f.Type)
			names = append(names, n...)
			for _, name := range n {
				types[name], omit[name] = t[name], o[name]
			}
			continue
		}
		if !f.IsExported() || tag == "-" {
			continue
		}
		if tag == "" {
			tag = f.Name
		}
		names = append(names, tag)
		types[tag], omit[tag] = f.Type, slices.Contains(strings.Split(opts, ","), "omitempty")
	}
	return names, types, omit
}

func (d *schemaDiffer) object(s map[string]any, typ reflect.Type, path string) {
	if s["type"] != "object" || s["additionalProperties"] != false {
		d.errorf(path, "an object (%s) must be of type object with additionalProperties false", typ)
	}
	props, _ := s["properties"].(map[string]any)
	names, types, omit := fields(typ)
	var required []string
	for _, name := range names {
		if !omit[name] {
			required = append(required, name)
		}
		p, ok := props[name].(map[string]any)
		if !ok {
			d.errorf(path, "%s (of %s) is not in the schema", name, typ)
			continue
		}
		typ := types[name]
		if omit[name] && typ.Kind() == reflect.Pointer {
			typ = typ.Elem() // omitted when nil: never null
		}
		d.value(p, typ, path+"."+name)
	}
	for name := range props {
		if _, ok := types[name]; !ok {
			d.errorf(path, "%s is in the schema, but %s has no such field", name, typ)
		}
	}
	var listed []string
	if req, ok := s["required"].([]any); ok {
		for _, r := range req {
			listed = append(listed, fmt.Sprint(r))
		}
	}
	slices.Sort(required)
	slices.Sort(listed)
	if !slices.Equal(required, listed) {
		d.errorf(path, "required %v, but the fields of %s without omitempty are %v", listed, typ, required)
	}
}

func (d *schemaDiffer) value(s map[string]any, typ reflect.Type, path string) {
	if ref, ok := s["$ref"].(string); ok {
		name, _ := strings.CutPrefix(ref, "#/$defs/")
		def, ok := d.defs[name].(map[string]any)
		if !ok {
			d.errorf(path, "$ref %s names no definition", ref)
			return
		}
		d.used[name] = true
		if typ.Kind() == reflect.Pointer { // a *Record of a list: never null
			typ = typ.Elem()
		}
		d.object(def, typ, path)
		return
	}
	if enum, ok := s["enum"].([]any); ok {
		want, known := d.enums[path]
		delete(d.enums, path)
		var got []string
		for _, e := range enum {
			got = append(got, fmt.Sprint(e))
		}
		switch {
		case !known:
			d.errorf(path, "an enumeration the test does not know: add it to schemaEnums")
		case typ.Kind() != reflect.String:
			d.errorf(path, "an enumeration of strings, but the field is a %s", typ)
		case !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))):
			d.errorf(path, "enumeration %v, want %v", got, want)
		}
		return
	}
	var want []string
	if typ.Kind() == reflect.Pointer {
		want = append(want, "null")
		typ = typ.Elem()
	}
	switch typ.Kind() {
	case reflect.String:
		want = append(want, "string")
	case reflect.Int, reflect.Int64, reflect.Uint64:
		want = append(want, "integer")
	case reflect.Float64:
		want = append(want, "number")
	case reflect.Bool:
		want = append(want, "boolean")
	case reflect.Slice:
		want = append(want, "array")
		items, ok := s["items"].(map[string]any)
		if !ok {
			d.errorf(path, "an array without items")
			break
		}
		d.value(items, typ.Elem(), path+"[]")
	case reflect.Struct:
		d.object(s, typ, path)
		return
	default:
		d.errorf(path, "the test knows no JSON type for %s", typ)
	}
	var got []string
	switch t := s["type"].(type) {
	case string:
		got = []string{t}
	case []any:
		for _, x := range t {
			got = append(got, fmt.Sprint(x))
		}
	}
	if !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
		d.errorf(path, "type %v, but the field (%s) is %v", got, typ, want)
	}
}

// TestSchemaTypes checks results.schema.json against the Go types of
// Results: a field added to a type without the schema, or to the schema
// without the type, fails it; and the checks can fail: each broken copy
// of the schema, and a type with one field more, is caught.
func TestSchemaTypes(t *testing.T) {
	t.Parallel()
	decode := func() map[string]any {
		var s map[string]any
		require.NoError(t, json.Unmarshal(Schema(), &s))
		return s
	}
	assert.Empty(t, schemaDiff(decode(), reflect.TypeFor[Results]()))

	run := func(s map[string]any) map[string]any {
		return s["$defs"].(map[string]any)["run"].(map[string]any)
	}
	props := func(s map[string]any) map[string]any { return run(s)["properties"].(map[string]any) }
	tests := []struct {
		name   string
		change func(s map[string]any)
		want   string
	}{
		{"a property gone", func(s map[string]any) { delete(props(s), "wasted") }, "$.runs[]: wasted (of bench.Record) is not in the schema"},
		{"a property more", func(s map[string]any) { props(s)["extra"] = map[string]any{"type": "string"} }, "$.runs[]: extra is in the schema, but bench.Record has no such field"},
		{"not required", func(s map[string]any) {
			run(s)["required"] = slices.DeleteFunc(run(s)["required"].([]any), func(x any) bool { return x == "tests" })
		}, "$.runs[]: required ["},
		{"required but omitempty", func(s map[string]any) { run(s)["required"] = append(run(s)["required"].([]any), "node") }, "without omitempty are"},
		{"not null", func(s map[string]any) { props(s)["bytes_out"] = map[string]any{"type": "integer"} }, "$.runs[].bytes_out: type [integer], but the field (int) is [null integer]"},
		{"a number for an integer", func(s map[string]any) { props(s)["tests"] = map[string]any{"type": "number"} }, "$.runs[].tests: type [number]"},
		{"a status more", func(s map[string]any) {
			props(s)["status"] = map[string]any{"enum": []any{"ok", "unverified", "failed", "timeout", "lost"}}
		}, "$.runs[].status: enumeration"},
		{"a phase gone", func(s map[string]any) {
			p := s["$defs"].(map[string]any)["phase"].(map[string]any)["properties"].(map[string]any)
			p["phase"] = map[string]any{"enum": []any{"prune"}}
		}, "$.runs[].phases[].phase: enumeration [prune]"},
		{"a definition unused", func(s map[string]any) { s["$defs"].(map[string]any)["spare"] = map[string]any{} }, "$defs: spare is used by no property"},
		{"an enumeration the test does not know", func(s map[string]any) {
			s["$defs"].(map[string]any)["machine"].(map[string]any)["properties"].(map[string]any)["os"] = map[string]any{"enum": []any{"linux"}}
		}, "$.machine.os: an enumeration the test does not know"},
	}
	for _, tt := range tests {
		s := decode()
		tt.change(s)
		errs := schemaDiff(s, reflect.TypeFor[Results]())
		assert.True(t, slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, tt.want) }), "%s: want %q in %q", tt.name, tt.want, errs)
	}
	type resultsPlus struct {
		Results
		Extra int `json:"extra"`
	}
	assert.Contains(t, schemaDiff(decode(), reflect.TypeFor[resultsPlus]()), "$: extra (of bench.resultsPlus) is not in the schema")
}

// TestSchemaValidator checks that the validator finds what is wrong, on
// made-up results and broken copies of them.
func TestSchemaValidator(t *testing.T) {
	t.Parallel()
	b := fixedBench()
	good, err := json.Marshal(b.results)
	require.NoError(t, err)
	assert.Empty(t, validate(t, good), "the made-up results are valid")
	tests := []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"missing field", func(m map[string]any) { delete(m, "machine") }, "$: no machine"},
		{"extra field", func(m map[string]any) { m["extra"] = 1 }, "property extra is not in the schema"},
		{"wrong format", func(m map[string]any) { m["format"] = "hddmin-bench/0" }, "$.format: hddmin-bench/0 is not one of"},
		{"a run's status", func(m map[string]any) { runAt(m, 0)["status"] = "fine" }, "$.runs[0].status: fine is not one of"},
		{"not an integer", func(m map[string]any) { runAt(m, 1)["tests"] = 1.5 }, "$.runs[1].tests: 1.5 is not of type [integer]"},
		{"negative", func(m map[string]any) { runAt(m, 2)["wall_seconds"] = -1.0 }, "$.runs[2].wall_seconds: -1 is less than 0"},
		{"null where none may be", func(m map[string]any) { runAt(m, 3)["bytes_in"] = nil }, "$.runs[3].bytes_in: <nil> is not of type [integer]"},
		{"a curve point", func(m map[string]any) {
			runAt(m, 0)["curve"].([]any)[1].(map[string]any)["bytes"] = "many"
		}, "$.runs[0].curve[1].bytes: many is not of type [integer]"},
		{"a phase", func(m map[string]any) {
			runAt(m, 0)["phases"] = []any{map[string]any{"phase": "prune"}}
		}, "$.runs[0].phases[0]: no tests"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m map[string]any
			require.NoError(t, json.Unmarshal(good, &m))
			tt.change(m)
			data, err := json.Marshal(m)
			require.NoError(t, err)
			errs := validate(t, data)
			assert.True(t, slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, tt.want) }), "want %q in %q", tt.want, errs)
		})
	}
}

func runAt(m map[string]any, i int) map[string]any {
	return m["runs"].([]any)[i].(map[string]any)
}

// TestBenchResultsInDocs checks the results files of docs/benchmarks.md
// against the schema: real runs of every case, not made-up data.
func TestBenchResultsInDocs(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "docs", "bench", "results*.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.Empty(t, validate(t, data), f)
		var res Results
		require.NoError(t, json.Unmarshal(data, &res))
		assert.NotEmpty(t, res.Runs, f)
	}
}
