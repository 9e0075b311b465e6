package cpp

// This file is written by hand: the scan of the whole input for the names
// its declarations give kinds, before the parse (see names.go).

import "github.com/antlr4-go/antlr/v4"

// prescanned are the kinds that the declarations of the input give names
// (class, enumeration, typedef and alias names, templates, namespaces,
// concepts), wherever they are: what the stream falls back on for a name
// the table does not know (see nameStream.resolve). A name declared as
// several kinds in one place is the kind that matters most for parsing: a
// template, then a type.
type prescanned struct {
	// members are the names declared in the classes of each name (all
	// the classes of that name: a template's specializations too), values
	// (data members, member functions) too.
	members map[string]map[string]kind
	// anyMember are the names declared in any class: the members a
	// name after `.`, `->` or an unknown qualifier may be.
	anyMember map[string]kind
	// outer are the names declared outside classes and functions.
	outer map[string]kind
	// local are the types and templates declared in functions (and in
	// other brackets but a class's or a namespace's).
	local map[string]kind
}

// member returns the kind of name in the classes called class.
func (p *prescanned) member(class, name string) (kind, bool) {
	k, ok := p.members[class][name]
	return k, ok
}

// prescan reads the tokens of the input, with no scopes but the brackets
// of namespaces, classes and everything else (whose declarations, local
// to a function or an initializer, it leaves out).
func prescan(s *nameStream) *prescanned {
	p := &scanner{s: s, out: &prescanned{members: map[string]map[string]kind{}, anyMember: map[string]kind{},
		outer: map[string]kind{}, local: map[string]kind{}}}
	n := s.Size()
	for i := 0; i < n; i++ {
		t := s.Get(i)
		if t.GetChannel() != antlr.TokenDefaultChannel {
			continue
		}
		p.idx = append(p.idx, int32(i))
		p.types = append(p.types, int32(t.GetTokenType()))
	}
	p.run()
	return p.out
}

type scanner struct {
	s     *nameStream
	idx   []int32 // the index of each token on the default channel
	types []int32 // and its type
	out   *prescanned
	// frames are the brackets the scan is in: a class's (its name), a
	// namespace's or a linkage specification's (""), or other ("-").
	frames []string
	// parens is the depth of parentheses and square brackets in the
	// innermost frame.
	parens int
	outer  []int // the depth of each frame's parent
}

// frameOther is the frame of a bracket that is neither a class's nor a
// namespace's.
const frameOther = "-"

func (p *scanner) typ(j int) int {
	if j < 0 || j >= len(p.types) {
		return -1
	}
	return int(p.types[j])
}

func (p *scanner) text(j int) string { return p.s.Get(int(p.idx[j])).GetText() }

// rank orders the kinds by how much they matter to the parse.
var rank = [...]int{kindNone: 0, kindValue: 0, kindNamespace: 1, kindType: 2, kindFuncTemplate: 3, kindTypeTemplate: 4, kindConcept: 5}

func merge(m map[string]kind, name string, k kind) {
	if old, ok := m[name]; !ok || rank[k] > rank[old] {
		m[name] = k
	}
}

// add records that the name token j is declared as k where the scan is.
func (p *scanner) add(j int, k kind) {
	if p.typ(j) != CPPParserIdentifier {
		return
	}
	name := p.text(j)
	switch frame := p.frames[len(p.frames)-1]; frame {
	case frameOther:
		merge(p.out.local, name, k)
	case "":
		merge(p.out.outer, name, k)
	default:
		m := p.out.members[frame]
		if m == nil {
			m = map[string]kind{}
			p.out.members[frame] = m
		}
		merge(m, name, k)
		merge(p.out.anyMember, name, k)
	}
}

// anonymous is the frame name of an unnamed class.
const anonymous = "<anonymous>"

func (p *scanner) run() {
	p.frames = []string{""}
	templated := false
	pending, pendingSet := "", false // the frame the next `{` opens
	for j := 0; j < len(p.types); j++ {
		switch p.typ(j) {
		case tokTemplate:
			if p.typ(j+1) == tokLess {
				j = p.skipAngles(j+1) - 1
				templated = true
				p.templatedName(j + 1)
			}
			continue
		case tokClass, tokStruct, tokUnion:
			if p.typ(j-1) == tokEnum {
				continue
			}
			k := p.skipAttributes(j + 1)
			for p.typ(k) == CPPParserIdentifier && p.typ(k+1) == tokScope {
				k += 2
			}
			if p.typ(k) != CPPParserIdentifier {
				if p.typ(k) == tokLBrace || p.typ(k) == tokColon {
					pending, pendingSet = anonymous, true
				}
				continue
			}
			next := p.typ(k + 1)
			if next == CPPParserIdentifier && p.text(k+1) == "__final" {
				next = tokFinal
			}
			switch next {
			case tokLBrace, tokColon, tokSemi, tokFinal:
				if templated {
					p.add(k, kindTypeTemplate)
				} else {
					p.add(k, kindType)
				}
			}
			switch next {
			case tokLBrace, tokColon, tokFinal, tokLess:
				// A definition (or a specialization's, which may
				// be one): the members go to the class's name.
				pending, pendingSet = p.text(k), true
			}
			continue
		case tokEnum:
			k := j + 1
			if p.typ(k) == tokClass || p.typ(k) == tokStruct {
				k++
			}
			p.add(p.skipAttributes(k), kindType)
			continue
		case tokTypedef:
			p.typedefNames(j + 1)
			continue
		case tokUsing:
			k := j + 1
			if p.typ(k) == CPPParserIdentifier && p.typ(p.skipAttributes(k+1)) == tokAssign {
				if templated {
					p.add(k, kindTypeTemplate)
				} else {
					p.add(k, kindType)
				}
			}
			continue
		case tokNamespace:
			k := p.skipAttributes(j + 1)
			for ; p.typ(k) == CPPParserIdentifier; k += 2 {
				p.add(k, kindNamespace)
				if p.typ(k+1) != tokScope {
					break
				}
				if p.typ(k+2) == tokInline {
					k++
				}
			}
			pending, pendingSet = "", true
			continue
		case tokExtern:
			if p.typ(j+1) == CPPParserStringLiteral && p.typ(j+2) == tokLBrace {
				pending, pendingSet = "", true
			}
			continue
		case tokConcept:
			p.add(j+1, kindConcept)
			continue
		case tokLParen, tokLBracket:
			p.parens++
			continue
		case tokRParen, tokRBracket:
			p.parens--
			continue
		case tokLBrace:
			if pendingSet {
				p.frames = append(p.frames, pending)
			} else {
				p.frames = append(p.frames, frameOther)
			}
			p.outer = append(p.outer, p.parens)
			p.parens = 0
		case tokRBrace:
			if len(p.frames) > 1 {
				p.frames = p.frames[:len(p.frames)-1]
				p.parens, p.outer = p.outer[len(p.outer)-1], p.outer[:len(p.outer)-1]
			}
		case tokSemi:
		case CPPParserIdentifier:
			p.memberValue(j)
			continue
		default:
			continue
		}
		templated = false
		pending, pendingSet = "", false
	}
}

// memberValue adds the name token j as a value if it seems to be a data
// member's or a member function's name in a class's body: a name outside
// brackets, after what may end a type (a name, `>`, `*`, `&`, `&&`, `]`,
// `)` or a type's keyword) and before `(`, `;`, `=`, `,`, `[`, `{` or `:`.
func (p *scanner) memberValue(j int) {
	frame := p.frames[len(p.frames)-1]
	if frame == "" || frame == frameOther || p.parens != 0 {
		return
	}
	switch p.typ(j + 1) {
	case tokLParen, tokSemi, tokAssign, tokComma, tokLBracket, tokLBrace, tokColon:
	default:
		return
	}
	switch b := p.typ(j - 1); {
	case b == CPPParserIdentifier, b == tokGreater, b == tokStar, b == tokAmp, b == tokAndAnd,
		b == tokRBracket, b == tokRParen, keywordTypes[b]:
		if p.typ(j-2) == tokScope || p.typ(j-2) == tokDot || p.typ(j-2) == tokArrow {
			// A::B x, or x.y z (not a declaration)
			if b != CPPParserIdentifier {
				return
			}
		}
	default:
		return
	}
	m := p.out.members[frame]
	if m == nil {
		m = map[string]kind{}
		p.out.members[frame] = m
	}
	merge(m, p.text(j), kindValue)
	if debugPrescan != nil {
		debugPrescan(frame, p.s.Get(int(p.idx[j])))
	}
}

var debugPrescan func(frame string, t antlr.Token)

// skipConstraint returns the token after the constraint of a
// requires-clause that begins at j: primaries (names with their template
// arguments, parenthesized expressions, requires-expressions) joined by
// && and ||.
func (p *scanner) skipConstraint(j int) int {
	for j < len(p.types) {
		switch p.typ(j) {
		case tokLParen:
			j = p.skipGroup(j)
		case tokRequires:
			j = p.skipGroup(j + 1)
			j = p.skipGroup(j)
		default:
			for p.typ(j) == CPPParserIdentifier || p.typ(j) == tokScope || p.typ(j) == tokTemplate {
				j++
				if p.typ(j) == tokLess && p.typ(j-1) == CPPParserIdentifier {
					j = p.skipAngles(j)
				}
			}
			if p.typ(j) == tokLParen { // a built-in's arguments
				j = p.skipGroup(j)
			}
		}
		if t := p.typ(j); t != tokAndAnd && t != tokOrOr {
			return j
		}
		j++
	}
	return j
}

// skipAngles returns the token after the `>` that closes the `<` at j,
// counting angle brackets outside parentheses.
func (p *scanner) skipAngles(j int) int {
	depth, parens := 0, 0
	for ; j < len(p.types); j++ {
		switch p.typ(j) {
		case tokLParen, tokLBracket:
			parens++
		case tokRParen, tokRBracket:
			parens--
		case tokLess:
			if parens == 0 {
				depth++
			}
		case tokGreater:
			if parens == 0 {
				if depth--; depth == 0 {
					return j + 1
				}
			}
		case tokSemi, tokLBrace, tokRBrace:
			return j
		}
	}
	return j
}

// skipAttributes returns the first token from j on that is not part of
// GNU or standard attributes or alignas.
func (p *scanner) skipAttributes(j int) int {
	for {
		switch {
		case p.typ(j) == tokLBracket && p.typ(j+1) == tokLBracket:
			j = p.skipGroup(j)
		case p.isAttributeKeyword(j):
			j = p.skipGroup(j + 1)
		default:
			return j
		}
	}
}

func (p *scanner) isAttributeKeyword(j int) bool {
	if j < 0 || j >= len(p.types) {
		return false
	}
	switch p.text(j) {
	case "__attribute__", "__attribute", "alignas", "__declspec":
		return true
	}
	return false
}

// skipGroup returns the token after the bracket that closes the one at j
// (if j is not an opening bracket, j).
func (p *scanner) skipGroup(j int) int {
	switch p.typ(j) {
	case tokLParen, tokLBracket, tokLBrace:
	default:
		return j
	}
	depth := 0
	for ; j < len(p.types); j++ {
		switch p.typ(j) {
		case tokLParen, tokLBracket, tokLBrace:
			depth++
		case tokRParen, tokRBracket, tokRBrace:
			if depth--; depth == 0 {
				return j + 1
			}
		}
	}
	return j
}

// typedefNames adds the names a typedef declares, from j (after
// `typedef`) to its `;`: a name before `;`, `,`, `[` or `=` outside
// brackets and template arguments, or alone with `*`, `&` or `^` in
// parentheses (a pointer to a function).
func (p *scanner) typedefNames(j int) {
	depth, parens, angles := 0, 0, 0
	for ; j < len(p.types); j++ {
		switch p.typ(j) {
		case tokLess:
			if p.typ(j-1) == CPPParserIdentifier {
				angles++
			}
		case tokGreater:
			if angles > 0 {
				angles--
			}
		case tokLBrace, tokLBracket:
			depth++
		case tokRBrace, tokRBracket:
			depth--
			if depth < 0 {
				return
			}
		case tokLParen:
			parens++
		case tokRParen:
			parens--
		case tokSemi:
			if depth == 0 {
				if p.typ(j-1) == CPPParserIdentifier && parens == 0 {
					p.add(j-1, kindType)
				}
				return
			}
		case CPPParserIdentifier:
			if depth != 0 || angles != 0 {
				continue
			}
			switch p.typ(j + 1) {
			case tokComma, tokLBracket, tokAssign:
				if parens == 0 {
					p.add(j, kindType)
				}
			case tokRParen:
				if parens == 1 && p.typ(j-2) == tokLParen {
					if b := p.typ(j - 1); b == tokStar || b == tokAmp || b == tokAndAnd || b == tokCaret {
						p.add(j, kindType)
					}
				}
			}
		}
	}
}

// templatedName adds the name that the declaration after a template's
// header at j declares, if it is a function or a variable template: the
// name before the first `(` outside brackets (after which a function's
// parameters come), or before the `=`, `{` or `;` that ends a variable's
// declarator. A class, an alias or a concept is left to run, which sees
// its keyword.
func (p *scanner) templatedName(j int) {
	angles := 0
	for ; j < len(p.types); j++ {
		switch typ := p.typ(j); typ {
		case tokRequires:
			j = p.skipConstraint(j+1) - 1
		case tokClass, tokStruct, tokUnion, tokEnum, tokUsing, tokConcept, tokTypedef, tokTemplate, tokFriend:
			if typ == tokFriend || typ == tokTemplate && p.typ(j+1) != tokLess {
				continue
			}
			return
		case tokLess:
			if p.typ(j-1) == CPPParserIdentifier {
				angles++
			}
		case tokGreater:
			if angles > 0 {
				angles--
			}
		case tokLParen:
			if angles == 0 && p.typ(j-1) == CPPParserIdentifier && p.typ(j-2) != tokScope {
				p.add(j-1, kindFuncTemplate)
				return
			}
			j = p.skipGroup(j) - 1
		case tokLBracket:
			j = p.skipGroup(j) - 1
		case tokAssign, tokLBrace, tokSemi:
			if angles == 0 {
				if p.typ(j-1) == CPPParserIdentifier && p.typ(j-2) != tokScope {
					p.add(j-1, kindFuncTemplate)
				}
				return
			}
		case tokRBrace:
			return
		}
	}
}
