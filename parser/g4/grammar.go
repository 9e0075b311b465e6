package g4

import (
	"path/filepath"
	"strings"
)

// grammar is one lexer or parser grammar on its way to an ATN: the rules
// of a file and of the grammars it imports, merged as the ANTLR tool
// merges them, and, once processed, its vocabulary and .interp.
type grammar struct {
	file *grammarFile // the root file
	path string       // its path, for messages
	kind fileKind     // LexerGrammar or ParserGrammar
	name string

	options  []*option
	tokens   []*ident // tokens { } entries, the imported ones after the root's
	channels []*ident
	rules    []*rule // in index order: default mode, then the modes

	byName map[string]*rule
	modes  []string // lexer: the modes that have rules, in order (index = mode number)

	vocab

	// The numbering of semantic predicates (parser and lexer) and of
	// lexer actions, in the order the tool gives them.
	predIndex   map[*action]int
	actionIndex map[*action]int

	interp []byte // the .interp, once built
}

// rule is one rule of a grammar.
type rule struct {
	name     string
	index    int
	def      *ruleDecl // as read; Block may have been replaced
	block    *block    // the alternatives, after the transformations
	file     string    // the file it comes from, for messages
	mode     string    // lexer: its mode, "DEFAULT_MODE" for the default one
	fragment bool

	caseInsensitive bool // lexer: literals and sets match both cases
	leftRecursive   bool // parser: directly left-recursive (rewritten)
}

const defaultMode = "DEFAULT_MODE"

// merge makes the grammar of file f with the rules, tokens, channels and
// modes of the grammars it imports, directly or not, merged in as the ANTLR
// tool merges them: an imported rule is added only if no rule of that name
// is there already; imported modes join the root's modes of the same name.
func (ld *loader) merge(f *grammarFile) *grammar {
	g := &grammar{file: f, path: f.Path, kind: f.Kind, name: f.Name, options: f.Options,
		tokens: f.Tokens, channels: f.Channels}
	if g.kind == kindCombined {
		g.kind = kindParser // until split
	}
	ld.checkName(f)

	type section struct {
		name  string
		pos   Pos
		file  string
		rules []*rule
	}
	var deflt []*rule
	var modes []*section
	have := map[string]bool{}
	modeOf := map[string]*section{}
	add := func(file string, r *ruleDecl) *rule {
		have[r.Name] = true
		return &rule{name: r.Name, def: r, block: r.Block, file: file, fragment: r.Fragment}
	}
	// The root's own rules, with redefinitions reported.
	defined := map[string]*ruleDecl{}
	for _, m := range f.Modes {
		if modeOf[m.Name] == nil {
			s := &section{name: m.Name, pos: m.Pos, file: f.Path}
			modes = append(modes, s)
			modeOf[m.Name] = s
		}
	}
	for _, r := range f.Rules {
		ld.w.Check()
		if prev := defined[r.Name]; prev != nil {
			ld.errorf(f.Path, r.Pos, "rule %s redefinition; previous at line %d", r.Name, prev.Pos.Line)
			continue
		}
		defined[r.Name] = r
		if r.Mode == "" {
			deflt = append(deflt, add(f.Path, r))
		} else {
			s := modeOf[r.Mode]
			s.rules = append(s.rules, add(f.Path, r))
		}
	}
	for _, imp := range ld.imports(f) {
		g.tokens = append(g.tokens, imp.Tokens...)
		for _, c := range imp.Channels {
			if !containsIdent(g.channels, c.Name) {
				g.channels = append(g.channels, c)
			}
		}
		// Modes: each joins the root's mode of its name, or becomes a new
		// mode if it brings a rule.
		for _, m := range distinctModes(imp.Modes) {
			s := modeOf[m.Name]
			isNew := s == nil
			if isNew {
				s = &section{name: m.Name, pos: m.Pos, file: imp.Path}
			}
			for _, r := range imp.Rules {
				if r.Mode == m.Name && !have[r.Name] {
					s.rules = append(s.rules, add(imp.Path, r))
				}
			}
			if isNew && len(s.rules) > 0 {
				modes = append(modes, s)
				modeOf[m.Name] = s
			}
		}
		for _, r := range imp.Rules {
			if !have[r.Name] {
				deflt = append(deflt, add(imp.Path, r))
			}
		}
		if len(imp.Options) > 0 {
			for _, o := range imp.Options {
				if root := optionValue(f.Options, o.Name); root == nil || root.Value != o.Value {
					ld.warnf(imp.Path, imp.Options[0].Pos, "options ignored in imported grammar %s", imp.Name)
					break
				}
			}
		}
	}

	if f.Kind != kindLexer && len(modes) > 0 {
		ld.errorf(modes[0].file, modes[0].pos, "lexical modes are only allowed in lexer grammars")
	}
	for _, r := range deflt {
		r.mode = defaultMode
		g.rules = append(g.rules, r)
	}
	for _, s := range modes {
		if len(s.rules) == 0 || !hasNonFragment(s.rules) {
			ld.errorf(s.file, s.pos, "lexer mode %s must contain at least one non-fragment rule", s.name)
		}
		for _, r := range s.rules {
			r.mode = s.name
			g.rules = append(g.rules, r)
		}
	}
	if len(g.rules) == 0 {
		ld.errorf(f.Path, f.NamePos, "grammar %s has no rules", f.Name)
	}
	return g
}

// distinctModes returns the mode declarations, each name once.
func distinctModes(modes []*ident) []*ident {
	var out []*ident
	for _, m := range modes {
		if !containsIdent(out, m.Name) {
			out = append(out, m)
		}
	}
	return out
}

func hasNonFragment(rules []*rule) bool {
	for _, r := range rules {
		if !r.fragment {
			return true
		}
	}
	return false
}

func containsIdent(ids []*ident, name string) bool {
	for _, id := range ids {
		if id.Name == name {
			return true
		}
	}
	return false
}

// checkName reports a grammar whose name is not its file's, which the ANTLR
// tool refuses.
func (ld *loader) checkName(f *grammarFile) {
	base := filepath.Base(f.Path)
	if name := strings.TrimSuffix(base, filepath.Ext(base)); name != f.Name {
		ld.errorf(f.Path, f.NamePos, "grammar name %s and file name %s differ", f.Name, base)
	}
}

// imports returns the grammars f imports, directly or not, in the order the
// ANTLR tool merges them: each import followed by its own imports, each
// grammar once.
func (ld *loader) imports(root *grammarFile) []*grammarFile {
	var out []*grammarFile
	seen := map[string]bool{root.Name: true}
	rootDir := filepath.Dir(root.Path)
	var visit func(f *grammarFile)
	visit = func(f *grammarFile) {
		for _, imp := range f.Imports {
			if seen[imp.Name] {
				continue
			}
			seen[imp.Name] = true
			path := ld.find(imp.Name, filepath.Dir(f.Path), rootDir)
			if path == "" {
				ld.errorf(f.Path, imp.Pos, "cannot find the imported grammar %s.g4 (looked in %s)", imp.Name,
					strings.Join(ld.dirs(filepath.Dir(f.Path), rootDir), ", "))
				continue
			}
			g := ld.parse(path)
			if g == nil {
				continue
			}
			if !canImport(f.Kind, g.Kind) {
				ld.errorf(f.Path, imp.Pos, "%s grammar %s cannot import %s grammar %s", f.Kind, f.Name, g.Kind, g.Name)
				continue
			}
			ld.checkName(g)
			out = append(out, g)
			visit(g)
		}
	}
	visit(root)
	return out
}

// canImport reports whether a grammar of kind importer may import one of
// kind imported.
func canImport(importer, imported fileKind) bool {
	switch imported {
	case kindLexer:
		return importer == kindLexer || importer == kindCombined
	case kindParser:
		return importer == kindParser || importer == kindCombined
	}
	return importer == kindCombined
}

// importVocab gives a parser grammar the vocabulary of its lexer: for a
// combined grammar, that of the lexer made from it (the tool's importVocab);
// for a parser grammar, the token types its tokenVocab file would list.
func (g *grammar) importVocab(lexer *grammar) {
	v := &g.vocab
	v.init()
	lv := &lexer.vocab
	if g.file.Kind == kindCombined {
		for _, name := range lv.tokenNames {
			v.defineTokenType(name, lv.tokenType[name])
		}
		for _, lit := range lv.literals {
			v.defineLiteral(lit, lv.literalType[lit])
		}
		for len(v.typeToToken) < len(lv.typeToToken) {
			v.typeToToken = append(v.typeToToken, "")
		}
		copy(v.typeToToken, lv.typeToToken)
		v.maxType = max(v.maxType, len(lv.typeToToken)-1)
		return
	}
	// A .tokens file lists the names by type order of definition, then
	// the literals, each with a type of 1 or more.
	for _, name := range lv.tokenNames {
		if t := lv.tokenType[name]; t >= minUserType {
			v.defineTokenType(name, t)
		}
	}
	for _, lit := range lv.literals {
		if t := lv.literalType[lit]; t >= minUserType {
			v.defineLiteral(lit, t)
		}
	}
}
