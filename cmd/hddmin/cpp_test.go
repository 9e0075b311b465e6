package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCPPDumpANTLR: --dump antlr -g cpp prints the parse tree of a C++
// file, with names typed by what they denote (T and A are types there,
// and A's < opens a template argument list).
func TestCPPDumpANTLR(t *testing.T) {
	in := filepath.Join(t.TempDir(), "a.cpp")
	require.NoError(t, os.WriteFile(in, []byte("template <class T> struct A { T x; };\nA<int> a;\n"), 0o644))
	code, stdout, stderr := hddmin(t, "--dump", "antlr", "-g", "cpp", in)
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "(translationUnit"+
		" (declaration (templateHead template < (templateParameter (typeParameter class (anyName T))) >)"+
		" (simpleDeclaration (declSpecifiers (definingTypeSpecifier (classSpecifier (classKey struct) (classHeadName (anyName A)) {"+
		" (declaration (simpleDeclaration (declSpecifiers (definingTypeSpecifier T)) (declarationRest (declaratorHead (declarator (declaratorId x))) ;)))"+
		" }))) (declarationRest ;)))"+
		" (declaration (simpleDeclaration (declSpecifiers (definingTypeSpecifier A (templateArgs < (templateArgument (typeId int)) >)))"+
		" (declarationRest (declaratorHead (declarator (declaratorId a))) ;)))"+
		" <EOF>)\n", stdout)
}
