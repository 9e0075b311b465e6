package cpp

// This file is written by hand: what the token stream's names decide,
// told to the generator of package parser (parser.Grammar.Generate).

import (
	"github.com/hddmin/hddmin/parser"
)

// Semantics tell hddmin's generator what the token stream (names.go)
// decides about the input's names, which the ATNs do not say. The stream
// gives a name the type of what it denotes, from the declarations before
// it and from a scan of the whole file, and a `<` after a template's name
// is a TemplateOpen. The generator makes names of every kind (TypeName,
// TemplateTypeName, ScopeTemplateName, TemplateName, ConceptName,
// NamespaceName) with an identifier's text, and keeps the text drawn: a
// parse's choices are the generator's to follow, and the stream may give
// a name a kind from a declaration anywhere in the file. What it does
// choose: a name declared after class, struct, union, enum, namespace,
// concept, using, or a template parameter's after typename, is one the
// input has not used yet (it gets underscores until it is none), so that
// the scan never changes what an earlier name denotes. The stream's other
// decisions are left to the check of what is made: a name made a kind it
// is not, or a `<` made a TemplateOpen after a name that is no template's,
// does not parse, and the generator makes the rule around it again.
type Semantics struct{}

// VirtualText gives the cost analysis a text for the token types that no
// lexer rule makes.
func (Semantics) VirtualText(typ int) (string, bool) {
	switch typ {
	case CPPParserTypeName, CPPParserTemplateTypeName:
		return "T", true
	case CPPParserTemplateName:
		return "f", true
	case CPPParserScopeTemplateName:
		return "S", true
	case CPPParserConceptName:
		return "C", true
	case CPPParserNamespaceName:
		return "N", true
	case CPPParserBuiltinName:
		return "__builtin_expect", true
	case CPPParserBuiltinTypeName:
		return "__underlying_type", true
	case CPPParserTemplateOpen:
		return "<", true
	case CPPParserTemplateClose:
		return ">", true
	case CPPParserModuleKeyword:
		return "module", true
	case CPPParserImportKeyword:
		return "import", true
	}
	return "", false
}

// Begin returns the state of a new generation.
func (Semantics) Begin() parser.SemanticState {
	initTokens()
	return &genState{used: map[string]bool{}}
}

// genState follows the tokens made so far.
type genState struct {
	// used holds every name made.
	used map[string]bool
	// last and before are the types of the last two tokens made.
	last, before int
	// angles counts the template argument and parameter lists open.
	angles int
}

// isNameType reports whether the text of a token of type typ is a name.
func isNameType(typ int) bool {
	switch typ {
	case CPPParserIdentifier, CPPParserTypeName, CPPParserTemplateTypeName, CPPParserTemplateName,
		CPPParserScopeTemplateName, CPPParserConceptName, CPPParserNamespaceName:
		return true
	}
	return false
}

// declaring reports whether the next name is declared.
func (g *genState) declaring() bool {
	switch g.last {
	case tokNamespace:
		return g.before != tokUsing // using namespace names one
	case tokConcept, tokClass, tokStruct, tokUnion, tokEnum, tokUsing:
		return true
	case tokTypename:
		return g.angles > 0 && (g.before == tokComma || g.before == CPPParserTemplateOpen || g.before == tokLess)
	}
	return false
}

// Allow lets every token be made: where the grammar needs a name of a
// kind that the input has not declared (a ConceptName in a template
// parameter), the generator makes one anyway, a name that does not parse
// as one, and the check makes the rule around it again; refusing it would
// leave the generator no way on.
func (g *genState) Allow(int) bool { return true }

// TextType: names take the text of an Identifier, template brackets that
// of < and >.
func (g *genState) TextType(typ int) int {
	switch typ {
	case CPPParserTemplateOpen:
		return tokLess
	case CPPParserTemplateClose:
		return tokGreater
	case CPPParserTypeName, CPPParserTemplateTypeName, CPPParserTemplateName, CPPParserScopeTemplateName,
		CPPParserConceptName, CPPParserNamespaceName, CPPParserBuiltinName, CPPParserBuiltinTypeName,
		CPPParserModuleKeyword, CPPParserImportKeyword:
		return CPPParserIdentifier
	}
	return typ
}

// Options: the lexer rules make every text.
func (g *genState) Options(int) []string { return nil }

// Text gives the keywords that the stream makes of names their text, a
// built-in's name its prefix, and a declared name a name not used yet: a
// built-in's too, which the parse reads as a declared Identifier there.
func (g *genState) Text(typ int, drawn string, _ bool) (string, bool) {
	switch typ {
	case CPPParserModuleKeyword:
		return "module", true
	case CPPParserImportKeyword:
		return "import", true
	case CPPParserBuiltinName:
		if !isBuiltin(drawn) {
			drawn = "__builtin_" + drawn
		}
	case CPPParserBuiltinTypeName:
		if !builtinTypeTraits[drawn] {
			drawn = "__underlying_type"
		}
	}
	if (isNameType(typ) || g.TextType(typ) == CPPParserIdentifier) && g.declaring() {
		for g.used[drawn] {
			drawn += "_"
		}
	}
	return drawn, true
}

// Token follows the names and the template brackets. Every token that
// prints a name's text counts as used, built-ins and the module keywords
// too, and Text renames every such token where a name is declared: the
// parse of a generated text may type a name otherwise than the walk made
// it (a __underlying_type after using, a BuiltinTypeName to the walk and a
// declared Identifier to the parse), and the text must not depend on
// which (the choices of its parse make it again).
func (g *genState) Token(typ int, text, _ string) {
	if isNameType(typ) || g.TextType(typ) == CPPParserIdentifier {
		g.used[text] = true
	}
	switch typ {
	case CPPParserTemplateOpen:
		g.angles++
	case CPPParserTemplateClose:
		g.angles = max(0, g.angles-1)
	}
	g.before, g.last = g.last, typ
}

func (g *genState) Enter(*parser.GenNode)       {}
func (g *genState) Exit(*parser.GenNode)        {}
func (g *genState) Action(*parser.GenNode, int) {}
