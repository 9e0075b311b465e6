package g4

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/hddmin/hddmin/internal/watch"
)

// Grammar is a compiled grammar: the .interp files of its lexer and parser,
// as the ANTLR tool writes them beside generated code.
type Grammar struct {
	Name       string // the grammar's name: the parser's, or the combined grammar's
	LexerName  string // the lexer's recognizer name (XLexer for a combined grammar X)
	ParserName string // the parser's recognizer name (X, or XParser)
	Lexer      []byte // the lexer's .interp
	Parser     []byte // the parser's .interp
	LexerFile  string // the file of the lexer grammar
	ParserFile string // the file of the parser (or combined) grammar

	// Warnings are what the compiler noticed but compiled anyway, actions
	// and predicates that cannot run among them.
	Warnings ErrorList
}

// Load compiles the grammar of the files at paths: one combined grammar,
// one parser grammar whose tokenVocab option names its lexer, or a lexer
// grammar and a parser grammar in either order. The error, if any, is an
// ErrorList of every problem found, each with its file:line:col.
func (l *Loader) Load(paths ...string) (*Grammar, error) {
	return l.LoadContext(context.Background(), paths...)
}

// LoadContext is Load, stopped when ctx is done: it then returns an error
// that wraps ctx.Err(), and no grammar. It looks at ctx at every rule of
// every stage.
func (l *Loader) LoadContext(ctx context.Context, paths ...string) (g *Grammar, err error) {
	ld := &loader{Loader: l, read: map[string]*grammarFile{}, w: watch.New(ctx, l.Progress)}
	defer func() {
		watch.Recover(ctx, "compile "+strings.Join(paths, " "), &err)
		if err != nil {
			g = nil
		}
	}()
	ld.w.Check()
	g, err = ld.load(paths)
	if err != nil {
		return nil, err
	}
	if err := ld.errs.err(); err != nil {
		return nil, err
	}
	g.Warnings = ld.warnings
	g.Warnings.sort()
	return g, nil
}

func (ld *loader) load(paths []string) (*Grammar, error) {
	if len(paths) == 0 || len(paths) > 2 {
		return nil, fmt.Errorf("want one grammar file, or a lexer and a parser grammar; got %d files", len(paths))
	}
	var files []*grammarFile
	for _, p := range paths {
		if f := ld.parse(p); f != nil {
			files = append(files, f)
		}
	}
	if len(files) != len(paths) {
		return nil, ld.errs.err()
	}
	var lexerFile, parserFile *grammarFile
	for _, f := range files {
		switch {
		case f.Kind == kindLexer && lexerFile == nil:
			lexerFile = f
		case f.Kind != kindLexer && parserFile == nil:
			parserFile = f
		case files[0].Kind != files[1].Kind:
			return nil, fmt.Errorf("%s is a %s grammar and %s a %s grammar: give one combined grammar, or a lexer and a parser grammar",
				files[0].Path, files[0].Kind, files[1].Path, files[1].Kind)
		default:
			return nil, fmt.Errorf("%s and %s are both %s grammars: give one combined grammar, or a lexer and a parser grammar",
				files[0].Path, files[1].Path, f.Kind)
		}
	}
	switch {
	case parserFile == nil:
		return nil, fmt.Errorf("%s is a lexer grammar: give the parser grammar too (or instead, if its tokenVocab option names this lexer)", lexerFile.Path)
	case parserFile.Kind == kindCombined && lexerFile != nil:
		return nil, fmt.Errorf("%s is a combined grammar: it needs no lexer grammar, but %s was given too", parserFile.Path, lexerFile.Path)
	}

	root := ld.merge(parserFile)
	reduceSets(root, ld.w)
	var lexer, parser *grammar
	if parserFile.Kind == kindCombined {
		if vocab := optionValue(parserFile.Options, "tokenVocab"); vocab != nil {
			ld.errorf(parserFile.Path, vocab.Pos, "option tokenVocab in a combined grammar is not supported: make %s a parser grammar", parserFile.Name)
		}
		lexer, parser = ld.split(root)
	} else {
		parser = root
		if lexerFile == nil {
			lexerFile = ld.vocabLexer(parserFile)
		} else if vocab := optionValue(parserFile.Options, "tokenVocab"); vocab != nil && vocab.Value != lexerFile.Name {
			ld.warnf(parserFile.Path, vocab.ValuePos, "tokenVocab names %s, but the lexer given is %s; using %s", vocab.Value, lexerFile.Name, lexerFile.Name)
		}
		if lexerFile != nil {
			lexer = ld.merge(lexerFile)
			reduceSets(lexer, ld.w)
			if lexerFile.Kind == kindCombined {
				// tokenVocab names a combined grammar: its implicit lexer.
				lexer, _ = ld.split(lexer)
			}
		}
	}
	if len(ld.errs) > 0 || lexer == nil {
		return nil, ld.errs.err()
	}

	out := &Grammar{Name: root.name, LexerFile: lexer.path, ParserFile: parser.path,
		LexerName: lexer.name, ParserName: parser.name}
	if !ld.process(lexer) {
		// Report the parser's own errors too, as the tool does.
		parser.index()
		ld.checkRules(parser)
		return nil, ld.errs.err()
	}
	parser.importVocab(lexer)
	if !ld.process(parser) {
		return nil, ld.errs.err()
	}
	out.Lexer, out.Parser = lexer.interp, parser.interp
	return out, nil
}

// vocabLexer finds the lexer grammar that the tokenVocab option of a parser
// grammar names, in the parser's folder and then in the library folders.
func (ld *loader) vocabLexer(f *grammarFile) *grammarFile {
	vocab := optionValue(f.Options, "tokenVocab")
	if vocab == nil {
		ld.errorf(f.Path, f.NamePos, "parser grammar %s has no tokenVocab option: give its lexer grammar too", f.Name)
		return nil
	}
	name := vocab.Value
	path := ld.find(name, filepath.Dir(f.Path), "")
	if path == "" {
		ld.errorf(f.Path, vocab.ValuePos, "cannot find the lexer grammar %s.g4 that tokenVocab names (looked in %s)", name, strings.Join(ld.dirs(filepath.Dir(f.Path), ""), ", "))
		return nil
	}
	lf := ld.parse(path)
	if lf == nil {
		return nil
	}
	if lf.Kind == kindParser {
		ld.errorf(f.Path, vocab.ValuePos, "tokenVocab names %s, which is a parser grammar, not a lexer or combined grammar", name)
		return nil
	}
	return lf
}

// process checks grammar g, assigns its types, builds its ATN and writes
// its .interp. It reports false if it found errors.
func (ld *loader) process(g *grammar) bool {
	errs := len(ld.errs)
	g.index()
	ld.w.Begin("checking the rules of "+g.name, len(g.rules))
	ld.checkRules(g)
	if len(ld.errs) > errs {
		return false
	}
	if g.kind == kindParser {
		for _, r := range g.rules {
			if leftRecursion(r) {
				ld.rewriteLeftRecursion(r)
			}
		}
	}
	if len(ld.errs) > errs {
		return false
	}
	if g.kind == kindLexer {
		for _, r := range g.rules {
			if !containsString(g.modes, r.mode) {
				g.modes = append(g.modes, r.mode)
			}
		}
		ld.caseInsensitive(g)
		ld.assignLexerTypes(g)
		ld.assignChannels(g)
	} else {
		ld.assignParserTypes(g)
		if len(g.channels) > 0 {
			ld.errorf(g.path, g.channels[0].Pos, "custom channels are not supported in parser grammars")
		}
	}
	ld.number(g)
	if len(ld.errs) > errs {
		return false
	}
	ld.w.Begin("building the ATN of "+g.name, len(g.rules))
	a := ld.buildATN(g)
	if len(ld.errs) > errs {
		return false
	}
	ld.w.Begin("writing the .interp of "+g.name, 0)
	g.interp = writeInterp(g, a, ld.w)
	return true
}
