// Package jsonpos gives the errors of encoding/json the place in the file
// they are at, as file:line:col, so that a person can find it in an editor.
package jsonpos

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Position returns the line and the column (both from 1, the column in
// characters) of byte offset off of data.
func Position(data []byte, off int64) (line, col int) {
	off = max(0, min(off, int64(len(data))))
	before := data[:off]
	line = 1 + strings.Count(string(before), "\n")
	if i := strings.LastIndexByte(string(before), '\n'); i >= 0 {
		before = before[i+1:]
	}
	return line, utf8.RuneCount(before) + 1
}

// Offset returns the offset in the document of a syntax or type error of
// encoding/json, and false for other errors. Both errors give the offset
// just after what was read last: the place returned is that of the last
// byte read, the character that is wrong, or the end of the value of the
// wrong type. base is added: the offset where a json.Decoder began the
// value whose type error it is (a Decoder counts a type error's offset
// from there, a syntax error's from the start of its input).
func Offset(err error, base int64) (int64, bool) {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn) && strings.Contains(syn.Error(), "end of JSON input"):
		return syn.Offset, true // the end, not its last byte
	case errors.As(err, &syn):
		return max(syn.Offset-1, 0), true
	case errors.As(err, &typ):
		return max(base+typ.Offset-1, 0), true
	}
	return 0, false
}

// Error returns err, an error of json.Unmarshal on data (the content of
// file), as "file:line:col: message" when it says where it is, else as
// "file: message". A type error says which field it is in, and what it
// wanted.
func Error(file string, data []byte, err error) error {
	msg := Message(err)
	if off, ok := Offset(err, 0); ok {
		line, col := Position(data, off)
		return fmt.Errorf("%s:%d:%d: %s", file, line, col, msg)
	}
	return fmt.Errorf("%s: %s", file, msg)
}

// Message is the message of a JSON error, without its "json: " prefix; a
// type error says which field it is in, and what it wanted.
func Message(err error) string {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		msg := fmt.Sprintf("want %s, not a JSON %s", kind(typ), typ.Value)
		if typ.Field != "" {
			msg = fmt.Sprintf("%q: %s", typ.Field, msg)
		}
		return msg
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "unexpected end of JSON input"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// kind names the Go type a type error wanted, in JSON's words.
func kind(e *json.UnmarshalTypeError) string {
	if e.Type == nil {
		return "another type"
	}
	switch e.Type.Kind().String() {
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "float32", "float64":
		return "a number"
	case "slice", "array":
		return "an array"
	case "map", "struct":
		return "an object"
	}
	return "a " + e.Type.String()
}
