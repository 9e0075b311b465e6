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
// is a TemplateOpen. The generator follows the declarations it makes, by
// their tokens, as that scan does (one table for the whole input, scopes
// aside):
//   - a name declared after class, struct, union or enum is a type's (a
//     class template's after a template header), after namespace a
//     namespace's, after concept a concept's, after `using` and before
//     `=` an alias's, before the `;` or `,` that ends a typedef's
//     declarator a type's; the name of a template parameter is no one's.
//     A declared name is a name the input has not used yet (it gets
//     underscores until it is none), so that the scan never changes what
//     an earlier name denotes.
//   - a TypeName, TemplateTypeName, ScopeTemplateName, TemplateName,
//     ConceptName or NamespaceName keeps the name drawn (the stream's
//     reading of a parse is the generator's to follow: a name that the
//     table here does not know may be one of the kind, declared where
//     this table does not look);
//   - an Identifier is none of those names (the stream's own names,
//     module, import and GCC's built-ins, are left to the check: where
//     they are Identifiers depends on where they stand).
//
// The stream's other decisions are left to the check of what is made (a
// `<` made a TemplateOpen after a name that is no template's does not
// parse, and the generator makes the rule around it again).
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
	return &genState{kinds: map[string]int{}, used: map[string]bool{}}
}

// genState follows the tokens made so far.
type genState struct {
	// kinds is the token type of each declared name (CPPParserIdentifier
	// for a template parameter's), used every name made.
	kinds map[string]int
	used  map[string]bool
	// last and before are the types of the last two tokens made, lastText
	// the text of the last.
	last, before int
	lastText     string
	// angles counts the template argument and parameter lists open;
	// template says a template header came since the last declaration
	// ended; typedef that a typedef's declarators are being made; alias
	// that the last name came right after using.
	angles                   int
	template, typedef, alias bool
}

// nameTypes are the types of the tokens whose text is a name.
func isNameType(typ int) bool {
	switch typ {
	case CPPParserIdentifier, CPPParserTypeName, CPPParserTemplateTypeName, CPPParserTemplateName,
		CPPParserScopeTemplateName, CPPParserConceptName, CPPParserNamespaceName:
		return true
	}
	return false
}

// declaring reports whether the next name is declared: what kind of
// name it declares, CPPParserIdentifier for a template parameter, 0 if
// it declares none.
func (g *genState) declaring() int {
	switch g.last {
	case tokNamespace:
		return CPPParserNamespaceName
	case tokConcept:
		return CPPParserConceptName
	case tokClass, tokStruct, tokUnion, tokEnum:
		switch {
		case g.angles > 0 && (g.before == tokComma || g.before == CPPParserTemplateOpen || g.before == tokLess):
			return CPPParserIdentifier
		case g.template && g.last != tokEnum:
			return CPPParserTemplateTypeName
		}
		return CPPParserTypeName
	case tokTypename:
		if g.angles > 0 {
			return CPPParserIdentifier
		}
	case tokUsing:
		return CPPParserIdentifier // an alias's, if = follows
	}
	return 0
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

// Text makes a name what its token type says (see Semantics).
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
		return drawn, true
	case CPPParserBuiltinTypeName:
		if !builtinTypeTraits[drawn] {
			drawn = "__underlying_type"
		}
		return drawn, true
	}
	if !isNameType(typ) {
		return drawn, true
	}
	if g.declaring() != 0 {
		for g.used[drawn] || g.kinds[drawn] != 0 {
			drawn += "_"
		}
		return drawn, true
	}
	if typ != CPPParserIdentifier {
		return drawn, true
	}
	for k := g.kinds[drawn]; k != 0 && k != CPPParserIdentifier; k = g.kinds[drawn] {
		drawn += "_"
	}
	return drawn, true
}

// Token follows the declarations (see Semantics).
func (g *genState) Token(typ int, text, _ string) {
	if isNameType(typ) {
		if k := g.declaring(); k != 0 && g.kinds[text] == 0 {
			g.kinds[text] = k
		}
		g.alias = g.last == tokUsing
		g.used[text] = true
	}
	switch typ {
	case CPPParserTemplateOpen:
		g.angles++
	case CPPParserTemplateClose:
		g.angles = max(0, g.angles-1)
	case tokTemplate:
		g.template = true
	case tokTypedef:
		g.typedef = true
	case tokAssign:
		if g.alias && isNameType(g.last) && g.kinds[g.lastText] == CPPParserIdentifier {
			k := CPPParserTypeName
			if g.template {
				k = CPPParserTemplateTypeName
			}
			g.kinds[g.lastText] = k
		}
	case tokSemi, tokComma:
		if g.typedef && isNameType(g.last) && g.kinds[g.lastText] == 0 {
			g.kinds[g.lastText] = CPPParserTypeName
		}
	}
	if typ == tokSemi || typ == tokLBrace || typ == tokRBrace {
		g.template, g.typedef = false, false
	}
	if typ != tokAssign && !isNameType(typ) {
		g.alias = false
	}
	g.before, g.last, g.lastText = g.last, typ, text
}

func (g *genState) Enter(*parser.GenNode)       {}
func (g *genState) Exit(*parser.GenNode)        {}
func (g *genState) Action(*parser.GenNode, int) {}
