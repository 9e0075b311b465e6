package tree_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/parser"
	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// TestLoad checks fromparse.Load, the one way from an input to its
// reducible tree: the grammar by the file's extension, the stages in
// order, the round trip, and each kind of error with the stage it comes
// in: the mistakes of the options before the parse.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "in.json")
	require.NoError(t, os.WriteFile(path, []byte(`{"a": [1, "x"]}`), 0o644))

	var stages []string
	in, err := fromparse.Load(fromparse.Source{File: path, Stage: func(s string) { stages = append(stages, s) }})
	require.NoError(t, err)
	assert.Equal(t, "json", in.Grammar.Name, "chosen by the extension")
	assert.Equal(t, "json", in.Start)
	assert.Equal(t, `{"a": [1, "x"]}`, string(in.Tree.Unparse(tree.State{})))
	assert.Equal(t, []string{"reading " + path, "parsing " + path, "building the tree of " + path, "transforming the tree of " + path}, stages)
	assert.Nil(t, in.Parse, "taken apart by the build")

	json, err := parser.Lookup("json")
	require.NoError(t, err)
	load := func(s fromparse.Source) (*fromparse.Loaded, error, []string) {
		var stages []string
		s.Stage = func(st string) { stages = append(stages, st) }
		if s.Grammar == nil {
			s.Grammar = json
		}
		s.File = "in.json"
		in, err := fromparse.Load(s)
		return in, err, stages
	}

	t.Run("parse only", func(t *testing.T) {
		in, err, _ := load(fromparse.Source{Text: []byte(`[1]`), ParseOnly: true})
		require.NoError(t, err)
		assert.Nil(t, in.Tree)
		assert.Equal(t, "(json (value (array [ (value 1) ])) <EOF>)", in.Parse.String())
	})
	t.Run("syntax errors", func(t *testing.T) {
		in, err, _ := load(fromparse.Source{Text: []byte(`[1,]`)})
		require.NoError(t, err)
		assert.Len(t, in.Errors, 1)
		assert.Equal(t, "[1,]", string(in.Tree.Unparse(tree.State{})))
		in, err, stages := load(fromparse.Source{Text: []byte(`[1,]`), Strict: true})
		assert.ErrorIs(t, err, parser.ErrSyntax)
		assert.Len(t, in.Errors, 1)
		assert.Nil(t, in.Tree)
		assert.Equal(t, []string{"parsing in.json"}, stages, "no tree is built")
	})
	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, err, _ := load(fromparse.Source{Context: ctx, Text: []byte(`[1]`)})
		var stopped *fromparse.Stopped
		require.ErrorAs(t, err, &stopped)
		assert.ErrorIs(t, err, context.Canceled)
	})
	t.Run("cancelled while building", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		_, err := fromparse.Load(fromparse.Source{Context: ctx, Grammar: json, File: "in.json", Text: []byte(`[1]`), Stage: func(s string) {
			if s == "building the tree of in.json" {
				cancel()
			}
		}})
		var stopped *fromparse.Stopped
		require.ErrorAs(t, err, &stopped)
		assert.Equal(t, "building the tree of in.json", stopped.Stage)
	})

	islands, err := parser.ReadIslands("islands.json", []byte(`{"islands": [{"token": "STRNG", "grammar": "css"}]}`))
	require.NoError(t, err)
	options := []struct {
		name, option, want string
		src                fromparse.Source
	}{
		{"island with a misspelt token", "Islands", `islands.json:1:14: island 1: grammar css or json has no token "STRNG"; did you mean STRING?`,
			fromparse.Source{Islands: islands}},
		{"replacement that does not parse", "Replacements", `rule value: "[" does not parse as value`,
			fromparse.Source{Replacements: map[string]string{"value": "["}}},
		{"unknown identifier token", "IdentifierTokens", "grammar json has no token NOPE",
			fromparse.Source{Build: fromparse.Options{IdentifierTokens: []string{"NOPE"}}}},
	}
	for _, tt := range options {
		t.Run(tt.name, func(t *testing.T) {
			tt.src.Text = []byte(`["x"]`)
			_, err, stages := load(tt.src)
			var option *fromparse.OptionError
			require.ErrorAs(t, err, &option)
			assert.Equal(t, tt.option, option.Option)
			assert.Contains(t, err.Error(), tt.want)
			assert.NotContains(t, stages, "parsing in.json", "found before the parse")
		})
	}

	t.Run("unknown grammar", func(t *testing.T) {
		_, err := fromparse.Load(fromparse.Source{File: "in.nosuch", Text: []byte("x")})
		assert.ErrorContains(t, err, `no grammar for ".nosuch" files`)
		var option *fromparse.OptionError
		assert.False(t, errors.As(err, &option))
	})
}

// TestCheckReplacements: a replacement must parse where it stands.
func TestCheckReplacements(t *testing.T) {
	js, err := parser.Lookup("javascript")
	require.NoError(t, err)
	assert.NoError(t, fromparse.CheckReplacements(js, map[string]string{
		"singleExpression": "a", "statement": ";", "Identifier": "b", "StringLiteral": "''",
	}))
	err = fromparse.CheckReplacements(js, map[string]string{"statement": "a b", "Identifier": "1", "singleExpression": ""})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `rule singleExpression: "" does not parse as singleExpression`)
	assert.Contains(t, err.Error(), `rule statement: "a b" does not parse as statement`)
	assert.Contains(t, err.Error(), `token Identifier: "1" does not lex as one Identifier token`)
}
