package g4

import (
	"fmt"
	"strconv"
	"strings"
)

// split makes a combined grammar into its implicit lexer and its parser, as
// the ANTLR tool does: the lexer gets the lexer rules, after a rule
// T__<n> for each literal of the parser rules that no lexer rule is an
// alias of (IF : 'if' ;), in order of first use.
func (ld *loader) split(root *grammar) (lexer, parser *grammar) {
	lexer = &grammar{file: root.file, path: root.path, kind: kindLexer, name: root.name + "Lexer"}
	for _, o := range root.options {
		if o.Name == "caseInsensitive" || o.Name == "language" {
			lexer.options = append(lexer.options, o)
		}
	}
	parser = &grammar{file: root.file, path: root.path, kind: kindParser, name: root.name,
		options: root.options, tokens: root.tokens}
	if len(root.channels) > 0 {
		ld.errorf(root.path, root.channels[0].Pos, "custom channels are not supported in combined grammars")
	}
	var lexerRules []*rule
	for _, r := range root.rules {
		if isTokenName(r.name) {
			lexerRules = append(lexerRules, r)
		} else {
			parser.rules = append(parser.rules, r)
		}
	}
	aliased := map[string]bool{}
	for _, r := range lexerRules {
		if lit := literalAlias(r); lit != nil {
			aliased[lit.Text] = true
		}
	}
	var literalRules []*rule
	seen := map[string]bool{}
	for _, r := range parser.rules {
		ld.w.Check()
		inspectLiterals(r.block, func(l *literal) {
			if seen[l.Text] || aliased[l.Text] {
				return
			}
			seen[l.Text] = true
			name := "T__" + strconv.Itoa(len(literalRules))
			lit := &literal{Text: l.Text, Pos: l.Pos}
			def := &ruleDecl{Name: name, Pos: l.Pos, Block: &block{Pos: l.Pos, Alts: []*alt{{Pos: l.Pos, Elements: []element{lit}}}}}
			literalRules = append(literalRules, &rule{name: name, def: def, block: def.Block, file: r.file, mode: defaultMode})
		})
	}
	lexer.rules = append(literalRules, lexerRules...)
	if len(lexer.rules) == 0 {
		ld.errorf(root.path, root.file.NamePos, "grammar %s has no lexer rules and no literals: its lexer would match nothing", root.name)
	}
	if len(parser.rules) == 0 {
		ld.errorf(root.path, root.file.NamePos, "grammar %s has no parser rules", root.name)
	}
	return lexer, parser
}

// literalAlias returns the literal that lexer rule r is an alias of: a
// rule that is that literal alone, possibly with one action or predicate
// after it, or with one or two lexer commands (not two with arguments).
// These are the shapes the ANTLR tool recognizes.
func literalAlias(r *rule) *literal {
	d := r.def
	if d.Fragment || len(d.Options) > 0 || len(r.block.Alts) != 1 {
		return nil
	}
	a := r.block.Alts[0]
	if len(a.Elements) == 0 {
		return nil
	}
	lit, ok := a.Elements[0].(*literal)
	if !ok || len(lit.Options) > 0 {
		return nil
	}
	switch {
	case len(a.Commands) > 0:
		if len(a.Elements) != 1 || len(a.Commands) > 2 ||
			len(a.Commands) == 2 && a.Commands[0].HasArg && a.Commands[1].HasArg {
			return nil
		}
	case len(a.Elements) == 2:
		if act, ok := a.Elements[1].(*action); !ok || len(act.Options) > 0 {
			return nil
		}
	case len(a.Elements) > 2:
		return nil
	}
	return lit
}

// inspectRule calls f for every element of rule r, in order.
func inspectRule(r *rule, f func(element)) {
	inspectElement(r.block, f)
}

// index numbers the rules and maps their names.
func (g *grammar) index() {
	g.byName = map[string]*rule{}
	for i, r := range g.rules {
		r.index = i
		if _, dup := g.byName[r.name]; !dup {
			g.byName[r.name] = r
		}
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkRules reports what the ANTLR tool refuses in the rules before it
// gives types: rules of the wrong kind, references to undefined rules,
// misplaced lexer commands, labels on blocks, partial alternative labels.
func (ld *loader) checkRules(g *grammar) {
	lexer := g.kind == kindLexer
	for _, tok := range g.tokens {
		if !isTokenName(tok.Name) {
			ld.errorf(g.path, tok.Pos, "token names must start with an uppercase letter: %s", tok.Name)
		}
	}
	for _, r := range g.rules {
		ld.w.Step()
		switch {
		case lexer && !isTokenName(r.name):
			ld.errorf(r.file, r.def.Pos, "parser rule %s not allowed in lexer", r.name)
			continue
		case !lexer && isTokenName(r.name):
			ld.errorf(r.file, r.def.Pos, "lexer rule %s not allowed in parser", r.name)
			continue
		}
		labels := 0
		for _, a := range r.block.Alts {
			if a.Label != nil {
				labels++
			}
			if len(a.Commands) > 0 {
				if len(r.block.Alts) > 1 {
					ld.errorf(r.file, a.Commands[0].Pos, "->command in lexer rule %s must be last element of single outermost alt", r.name)
				} else if r.fragment {
					ld.warnf(r.file, a.Commands[0].Pos, "fragment rule %s contains an action or command which can never be executed", r.name)
				}
			}
		}
		if labels > 0 && labels != len(r.block.Alts) {
			ld.errorf(r.file, r.def.Pos, "rule %s: must label all alternatives or none", r.name)
		}
		inspectRule(r, func(e element) {
			switch e := e.(type) {
			case *ref:
				ld.checkRef(g, r, e)
			case *literal:
				if e.Text == "''" {
					ld.errorf(r.file, e.Pos, "string literals and sets cannot be empty: ''")
				}
			case *charRange:
				if !lexer {
					ld.errorf(r.file, e.Pos, "token ranges not allowed in parser: %s..%s", e.From.Text, e.To.Text)
				}
			case *labeled:
				if _, ok := e.Element.(*block); ok {
					ld.errorf(r.file, e.Label.Pos, "label %s assigned to a block which is not a set", e.Label.Name)
				}
			case *block:
				if e != r.block {
					for _, a := range e.Alts {
						if len(a.Commands) > 0 {
							ld.errorf(r.file, a.Commands[0].Pos, "->command in lexer rule %s must be last element of single outermost alt", r.name)
						}
					}
				}
			}
		})
	}
}

// checkRef reports a reference to a rule that does not exist or is of the
// wrong kind.
func (ld *loader) checkRef(g *grammar, r *rule, ref *ref) {
	if g.kind == kindLexer {
		switch {
		case ref.Name == "EOF":
		case !ref.Token():
			ld.errorf(r.file, ref.Pos, "reference to parser rule %s in lexer rule %s", ref.Name, r.name)
		case g.byName[ref.Name] == nil:
			ld.errorf(r.file, ref.Pos, "reference to undefined rule: %s", ref.Name)
		}
		return
	}
	if !ref.Token() && g.byName[ref.Name] == nil {
		ld.errorf(r.file, ref.Pos, "reference to undefined rule: %s", ref.Name)
	}
}

// caseInsensitive decides, for every lexer rule, whether its literals and
// sets match both cases: the grammar's caseInsensitive option, unless the
// rule has its own.
func (ld *loader) caseInsensitive(g *grammar) {
	deflt := ld.boolOption(g.path, g.options, "caseInsensitive")
	for _, r := range g.rules {
		r.caseInsensitive = deflt
		if o := optionValue(r.def.Options, "caseInsensitive"); o != nil {
			r.caseInsensitive = ld.boolOption(r.file, r.def.Options, "caseInsensitive")
		}
	}
}

func (ld *loader) boolOption(file string, opts []*option, name string) bool {
	o := optionValue(opts, name)
	if o == nil {
		return false
	}
	switch o.Value {
	case "true":
		return true
	case "false":
	default:
		ld.warnf(file, o.ValuePos, "unsupported option value %s=%s", name, o.Value)
	}
	return false
}

// assignLexerTypes gives types to the tokens of a lexer grammar, in the
// tool's order: the tokens { } entries, the rules that make a token of
// their own, then literal aliases (IF : 'if' ;) name their rule's token.
func (ld *loader) assignLexerTypes(g *grammar) {
	g.vocab.init()
	v := &g.vocab
	if vocab := optionValue(g.options, "tokenVocab"); vocab != nil {
		ld.errorf(g.path, vocab.Pos, "option tokenVocab in a lexer grammar is not supported")
	}
	for _, tok := range g.tokens {
		if isTokenName(tok.Name) {
			if commonConstants[tok.Name] {
				ld.errorf(g.path, tok.Pos, "cannot use or declare token with reserved name %s", tok.Name)
			}
			v.defineToken(tok.Name)
		}
	}
	for _, r := range g.rules {
		if !r.fragment && !typeOrMore(r) {
			v.defineToken(r.name)
		}
	}
	conflicts := map[string]bool{}
	for _, r := range g.rules {
		lit := literalAlias(r)
		if lit == nil {
			continue
		}
		if _, taken := v.literalType[lit.Text]; taken {
			conflicts[lit.Text] = true
			continue
		}
		v.defineAlias(r.name, lit.Text)
	}
	for _, lit := range append([]string(nil), v.literals...) {
		if conflicts[lit] {
			v.removeLiteral(lit)
		}
	}
	for _, m := range g.modes {
		if m == defaultMode {
			continue
		}
		if commonConstants[m] {
			ld.errorf(g.path, g.modePos(m), "cannot use or declare mode with reserved name %s", m)
		} else if v.typeOf(m) != tokenInvalid {
			ld.errorf(g.path, g.modePos(m), "mode %s conflicts with token with same name", m)
		}
	}
}

// modePos returns where mode m is declared.
func (g *grammar) modePos(m string) Pos {
	for _, r := range g.rules {
		if r.mode == m {
			return r.def.Pos
		}
	}
	return Pos{}
}

// typeOrMore reports whether the first alternative of r with commands (in
// any block) sets the token type or says -> more: then the rule makes no
// token of its own name.
func typeOrMore(r *rule) bool {
	for _, c := range firstCommands(r.block) {
		if c.Name == "type" && c.HasArg || c.Name == "more" && !c.HasArg {
			return true
		}
	}
	return false
}

// firstCommands returns the commands of the first alternative in b that
// has some, in the order of a preorder walk.
func firstCommands(b *block) []*command {
	for _, a := range b.Alts {
		if len(a.Commands) > 0 {
			return a.Commands
		}
		for _, e := range a.Elements {
			if cmds := elementCommands(e); cmds != nil {
				return cmds
			}
		}
	}
	return nil
}

func elementCommands(e element) []*command {
	switch e := e.(type) {
	case *block:
		return firstCommands(e)
	case *ebnf:
		return firstCommands(e.Block)
	case *labeled:
		return elementCommands(e.Element)
	}
	return nil
}

// assignChannels gives the channels { } entries their values.
func (ld *loader) assignChannels(g *grammar) {
	for _, c := range g.channels {
		switch {
		case g.vocab.typeOf(c.Name) != tokenInvalid:
			ld.errorf(g.path, c.Pos, "channel %s conflicts with token with same name", c.Name)
		case commonConstants[c.Name]:
			ld.errorf(g.path, c.Pos, "cannot use or declare channel with reserved name %s", c.Name)
		case containsString(g.modes, c.Name):
			ld.errorf(g.path, c.Pos, "channel %s conflicts with mode with same name", c.Name)
		}
		g.vocab.defineChannel(c.Name)
	}
}

// assignParserTypes gives types to the tokens { } entries of a parser
// grammar, and checks that every token and literal it uses has a type. A
// token that none defines gets a type of its own and a warning, as in the
// ANTLR tool: grammars in use rely on it, but the parser can never match
// such a token.
func (ld *loader) assignParserTypes(g *grammar) {
	v := &g.vocab
	for _, tok := range g.tokens {
		if v.typeOf(tok.Name) != tokenInvalid {
			ld.warnf(g.path, tok.Pos, "token name %s is already defined", tok.Name)
		}
		v.defineToken(tok.Name)
	}
	for _, r := range g.rules {
		inspectRule(r, func(e element) {
			switch e := e.(type) {
			case *ref:
				if e.Token() && v.typeOf(e.Name) == tokenInvalid {
					ld.warnf(r.file, e.Pos, "implicit definition of token %s in parser: no lexer rule makes it and no tokens { } entry names it, so the parser can never match it", e.Name)
					v.defineToken(e.Name)
				}
			case *literal:
				if v.typeOf(e.Text) == tokenInvalid {
					ld.errorf(r.file, e.Pos, "literal %s matches no token: no lexer rule is exactly this literal (give the token's name instead, or add a lexer rule X : %s ;)", e.Text, e.Text)
				}
			}
		})
	}
}

// number numbers the semantic predicates and, in lexers, the actions, in
// the order the tool does (rule by rule, in order of appearance), and warns
// once about the actions and predicates the grammar has: they are target
// code, which cannot run here.
func (ld *loader) number(g *grammar) {
	g.predIndex = map[*action]int{}
	g.actionIndex = map[*action]int{}
	var user []string
	actions, preds := 0, 0
	for _, r := range g.rules {
		inspectRule(r, func(e element) {
			a, ok := e.(*action)
			if !ok {
				return
			}
			if a.Predicate {
				g.predIndex[a] = len(g.predIndex)
			} else if g.kind == kindLexer {
				g.actionIndex[a] = len(g.actionIndex)
			}
			if a.Pos.Line == 0 {
				return // made by the left-recursion rewrite
			}
			if a.Predicate {
				preds++
			} else {
				actions++
			}
			user = append(user, fmt.Sprintf("%s:%d:%d", r.file, a.Pos.Line, a.Pos.Col))
		})
	}
	if len(user) > 0 {
		const shown = 8
		more := ""
		if len(user) > shown {
			more = fmt.Sprintf(" and %d more", len(user)-shown)
			user = user[:shown]
		}
		ld.warnf(g.path, Pos{}, "%s %s has %s and %s in target code, which cannot run here: actions are skipped and predicates taken as true (at %s%s)",
			g.kind, g.name, plural(actions, "action"), plural(preds, "semantic predicate"), strings.Join(user, ", "), more)
	}
	if o := optionValue(g.options, "superClass"); o != nil {
		ld.warnf(g.path, o.Pos, "superClass %s: its code cannot run here; the %s runs without it", o.Value, g.kind)
	}
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}
