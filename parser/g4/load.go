package g4

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hddmin/hddmin/internal/watch"
)

// Loader reads grammar files and compiles them. Its zero value reads from
// the file system with no library folders.
type Loader struct {
	// Libs are the folders searched, after the folder of the grammar that
	// asks, for imported grammars and for the lexer a tokenVocab option
	// names (the ANTLR tool's -lib).
	Libs []string
	// ReadFile reads a file; nil means os.ReadFile.
	ReadFile func(name string) ([]byte, error)
	// Progress, if set, is called as each stage of the compile begins
	// (reading a file, checking the rules, building the ATN of the lexer
	// or the parser), with done 0 of its total items (0 if it has none to
	// count), and then every 1,024 items with the items done. A grammar of
	// 20,000 rules takes seconds.
	Progress func(stage string, done, total int)
}

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

// loader is one run of Loader.Load.
type loader struct {
	*Loader
	read     map[string]*grammarFile // files read, by cleaned path
	errs     ErrorList
	warnings ErrorList
	w        *watch.Watch
}

func (ld *loader) errorf(file string, pos Pos, format string, args ...any) {
	ld.errs = append(ld.errs, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (ld *loader) warnf(file string, pos Pos, format string, args ...any) {
	ld.warnings = append(ld.warnings, &Error{File: file, Pos: pos, Msg: fmt.Sprintf(format, args...), Warning: true})
}

func (ld *loader) readFile(name string) ([]byte, error) {
	if ld.ReadFile != nil {
		return ld.ReadFile(name)
	}
	return os.ReadFile(name)
}

// parse reads and parses the grammar file at path. A file that cannot be
// read or parsed adds its errors and gives nil.
func (ld *loader) parse(path string) *grammarFile {
	key := filepath.Clean(path)
	if f, ok := ld.read[key]; ok {
		return f
	}
	ld.read[key] = nil
	src, err := ld.readFile(path)
	if err != nil {
		ld.errs = append(ld.errs, &Error{File: path, Msg: readError(err)})
		return nil
	}
	ld.w.Begin("reading "+path, 0)
	f, err := read(path, src, ld.w.Check)
	if err != nil {
		var list ErrorList
		if errors.As(err, &list) {
			ld.errs = append(ld.errs, list...)
		} else {
			ld.errs = append(ld.errs, &Error{File: path, Msg: err.Error()})
		}
		return nil
	}
	ld.read[key] = f
	return f
}

// readError words an error reading a grammar file without repeating its
// path.
func readError(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return "cannot read the grammar: " + err.Error()
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

// dirs lists the folders searched for a grammar file asked for from a
// grammar in folder dir, under a root grammar in folder rootDir.
func (ld *loader) dirs(dir, rootDir string) []string {
	out := []string{dir}
	if rootDir != "" && rootDir != dir {
		out = append(out, rootDir)
	}
	for _, lib := range ld.Libs {
		if !slices.Contains(out, lib) {
			out = append(out, lib)
		}
	}
	return out
}

// find returns the path of grammar name (with extension .g4, or .g as the
// tool also accepts) in the folders dirs gives, or "".
func (ld *loader) find(name, dir, rootDir string) string {
	for _, d := range ld.dirs(dir, rootDir) {
		for _, ext := range []string{".g4", ".g"} {
			p := filepath.Join(d, name+ext)
			if _, err := ld.readFile(p); err == nil {
				return p
			}
		}
	}
	return ""
}

// optionValue returns the last option called name, or nil.
func optionValue(opts []*option, name string) *option {
	var found *option
	for _, o := range opts {
		if o.Name == name {
			found = o
		}
	}
	return found
}
