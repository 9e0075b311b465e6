package analysis

import (
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"

	"github.com/hddmin/hddmin/internal/watch"
	"github.com/hddmin/hddmin/parser/atn"
	"github.com/hddmin/hddmin/parser/internal/input"
)

// TokenClasses say which token types of a grammar may be rewritten, from
// the lexer's ATN alone (see Classify):
//
//   - a literal is a token type whose lexer rule matches texts of more than
//     one length: strings, numbers, regular expressions, comments, template
//     parts. Its text may be replaced by any shorter one that lexes back as
//     the same type.
//   - an identifier is a token type whose lexer rule matches names: an
//     infinite set of words of letters only, where no word that begins with
//     letters can go on with a space (which rules out runs of free text).
//     Its occurrences may be renamed together. Identifiers are not
//     literals.
type TokenClasses struct {
	Literals    map[int]bool
	Identifiers map[int]bool
	modes       map[int][]int // token type -> the lexer modes of the rules that make it
}

// Relex reports whether text lexes as exactly one token of type typ
// (tokens of no text, which Go code makes, aside), in one of the lexer
// modes of the rules that make tokens of that type. It is the check of a
// rewritten token's text before it is tested.
func (c *TokenClasses) Relex(g *Grammar, typ int, text string) bool {
	modes := c.modes[typ]
	if len(modes) == 0 {
		modes = []int{0} // a type of the tokens{} section, set by a rule of mode 0 or by an action
	}
	for _, m := range modes {
		if got, ok := lexOne(g, m, text, true); ok && got == typ {
			return true
		}
	}
	return false
}

// Apart reports whether a token of type typ with text left, followed
// directly by the text right (another token's, a replacement's, or the
// hidden text before a token), still lexes apart: lexed together from a
// lexer mode of typ's rules (mode 0 for typ -1, unknown), without error,
// a token ends where left ends or starts where right starts. It is how
// the unparser tells where two texts need a space between them: only
// where the lexer would join them (`a` `b`, `-` `-`, `/` `/`), not
// between any two operator characters (`>` `<` in XML). The modes are
// the lexer's guess of the context: a lexer whose Go code depends on the
// tokens before (JavaScript's regular expressions) may be told
// otherwise in place, so callers keep the byte rule for what matters.
func (c *TokenClasses) Apart(g *Grammar, typ int, left, right string) bool {
	modes := []int{0}
	if typ >= 0 {
		if m := c.modes[typ]; len(m) > 0 {
			modes = m
		}
	}
	for _, m := range modes {
		if !lexesApart(g, m, left, right) {
			return false
		}
	}
	return true
}

// lexesApart reports whether left+right, lexed from mode, has a token
// boundary where right starts.
func lexesApart(g *Grammar, mode int, left, right string) bool {
	lx := g.NewLexer(input.NewSource(left+right, ""))
	errs := &input.Collector{}
	lx.RemoveErrorListeners()
	lx.AddErrorListener(errs)
	if mode != 0 {
		lx.PushMode(mode)
	}
	at := utf8.RuneCountInString(left) // the lexer counts code points
	apart := false
	for range 1000 {
		t := lx.NextToken()
		if t.GetTokenType() == antlr.TokenEOF {
			break
		}
		if t.GetStop() == at-1 || t.GetStart() == at {
			apart = true
		}
	}
	return apart && len(errs.Errors) == 0
}

// Classify returns the token classes of the lexer ATN a, under w.
func Classify(a *atn.ATN, w *watch.Watch) *TokenClasses {
	c := &TokenClasses{Literals: map[int]bool{}, Identifiers: map[int]bool{}, modes: map[int][]int{}}
	variable := map[int]bool{}
	states, modes := StatesByRule(a), ruleModes(a)
	w.Begin("classifying the tokens", len(a.RuleStart))
	for rule, start := range a.RuleStart {
		w.Step()
		if a.RuleToken[rule] <= 0 {
			continue // a fragment
		}
		types, ok := RuleTokenTypes(a, rule, states[rule])
		if !ok {
			continue // -> skip, -> more
		}
		mode := modes[start]
		for _, t := range types {
			if !slices.Contains(c.modes[t], mode) {
				c.modes[t] = append(c.modes[t], mode)
			}
		}
		nfa := inlineRule(a, rule)
		if nfa == nil {
			continue // too deep to tell
		}
		v, ident := nfa.variableLength(), nfa.names()
		for _, t := range types {
			if v {
				variable[t] = true
			}
			if ident {
				c.Identifiers[t] = true
			}
		}
	}
	for t := range variable {
		if !c.Identifiers[t] {
			c.Literals[t] = true
		}
	}
	return c
}

// ruleNFA is the ATN of one lexer rule with the fragments it calls
// inlined: nodes are ATN states with the stack of return states that led
// there; node 0 is the start; accept are the ends of the rule.
type ruleNFA struct {
	edges  [][]nfaEdge
	accept []bool
}

// An nfaEdge consumes a character that t matches, or none if t is nil.
type nfaEdge struct {
	t      *atn.Transition
	target int
}

// maxInlineDepth and maxInlineNodes bound the inlining of fragments: a
// rule past them is left out of the classes (it is neither).
const (
	maxInlineDepth = 16
	maxInlineNodes = 1 << 16
)

func inlineRule(a *atn.ATN, rule int) *ruleNFA {
	type key struct {
		state int
		stack string
	}
	type node struct {
		state int
		stack []int
	}
	ids := map[key]int{}
	var nodes []node
	n := &ruleNFA{}
	intern := func(state int, stack []int) int {
		var k key
		k.state = state
		for _, s := range stack {
			k.stack += strconv.Itoa(s) + ","
		}
		if id, ok := ids[k]; ok {
			return id
		}
		id := len(nodes)
		ids[k] = id
		nodes = append(nodes, node{state, stack})
		n.edges = append(n.edges, nil)
		n.accept = append(n.accept, false)
		return id
	}
	intern(a.RuleStart[rule], nil)
	for i := 0; i < len(nodes); i++ {
		if len(nodes) > maxInlineNodes {
			return nil
		}
		nd := nodes[i]
		st := &a.States[nd.state]
		if st.Type == atn.StateRuleStop {
			if len(nd.stack) == 0 {
				n.accept[i] = true
				continue
			}
			ret := nd.stack[len(nd.stack)-1]
			n.edges[i] = append(n.edges[i], nfaEdge{nil, intern(ret, nd.stack[:len(nd.stack)-1])})
			continue
		}
		for j := range st.Transitions {
			t := &st.Transitions[j]
			switch {
			case t.Type == atn.TransitionRule:
				if len(nd.stack) >= maxInlineDepth {
					return nil
				}
				stack := append(slices.Clip(nd.stack), t.Follow)
				n.edges[i] = append(n.edges[i], nfaEdge{nil, intern(t.Target, stack)})
			case t.Epsilon():
				n.edges[i] = append(n.edges[i], nfaEdge{nil, intern(t.Target, nd.stack)})
			default:
				n.edges[i] = append(n.edges[i], nfaEdge{t, intern(t.Target, nd.stack)})
			}
		}
	}
	return n
}

// live returns the nodes on a path from the start to an end that takes
// only the edges keep allows.
func (n *ruleNFA) live(keep func(nfaEdge) bool) []bool {
	fwd := make([]bool, len(n.edges))
	stack := []int{0}
	fwd[0] = true
	rev := make([][]int, len(n.edges))
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range n.edges[i] {
			if !keep(e) {
				continue
			}
			rev[e.target] = append(rev[e.target], i)
			if !fwd[e.target] {
				fwd[e.target] = true
				stack = append(stack, e.target)
			}
		}
	}
	live := make([]bool, len(n.edges))
	for i, acc := range n.accept {
		if acc && fwd[i] && !live[i] {
			live[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, p := range rev[i] {
			if !live[p] {
				live[p] = true
				stack = append(stack, p)
			}
		}
	}
	return live
}

// consuming reports whether the live nodes have a cycle through an edge
// that keep allows and that consumes a character: whether the language of
// those edges is infinite.
func (n *ruleNFA) consuming(live []bool, keep func(nfaEdge) bool) bool {
	// The strongly connected components of the live part (Tarjan); a
	// consuming edge inside one is a cycle.
	index := make([]int, len(n.edges))
	low := make([]int, len(n.edges))
	comp := make([]int, len(n.edges))
	for i := range index {
		index[i], comp[i] = -1, -1
	}
	var stack []int
	onStack := make([]bool, len(n.edges))
	next, comps := 0, 0
	var visit func(int)
	visit = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, e := range n.edges[v] {
			w := e.target
			if !live[w] || !keep(e) {
				continue
			}
			if index[w] < 0 {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp[w] = comps
				if w == v {
					break
				}
			}
			comps++
		}
	}
	for v := range n.edges {
		if live[v] && index[v] < 0 {
			visit(v)
		}
	}
	for v := range n.edges {
		if !live[v] {
			continue
		}
		for _, e := range n.edges[v] {
			if e.t != nil && live[e.target] && keep(e) && comp[e.target] == comp[v] {
				return true
			}
		}
	}
	return false
}

func anyEdge(nfaEdge) bool { return true }

// variableLength reports whether the rule matches texts of more than one
// length.
func (n *ruleNFA) variableLength() bool {
	live := n.live(anyEdge)
	if n.consuming(live, anyEdge) {
		return true
	}
	if !live[0] {
		return false
	}
	// No cycle consumes: the lengths of the words are bounded by the
	// number of nodes. Walk (node, length) pairs until two lengths end.
	type at struct{ v, l int }
	seen := map[at]bool{{0, 0}: true}
	todo := []at{{0, 0}}
	first := -1
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if n.accept[p.v] {
			if first >= 0 && first != p.l {
				return true
			}
			first = p.l
		}
		for _, e := range n.edges[p.v] {
			if !live[e.target] {
				continue
			}
			q := at{e.target, p.l}
			if e.t != nil {
				q.l++
			}
			if !seen[q] {
				seen[q] = true
				todo = append(todo, q)
			}
		}
	}
	return false
}

// names reports whether the rule matches names: infinitely many words of
// ASCII letters, and no word that begins with letters goes on with
// white space.
func (n *ruleNFA) names() bool {
	letters := func(e nfaEdge) bool { return e.t == nil || matchesLetter(e.t) }
	if !n.consuming(n.live(letters), letters) {
		return false
	}
	all := n.live(anyEdge)
	// The nodes reached by a prefix of letters only.
	seen := make([]bool, len(n.edges))
	seen[0] = true
	stack := []int{0}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range n.edges[v] {
			if e.t != nil && all[e.target] && (matches(e.t, ' ') || matches(e.t, '\n') || matches(e.t, '\t')) {
				return false
			}
			if letters(e) && !seen[e.target] {
				seen[e.target] = true
				stack = append(stack, e.target)
			}
		}
	}
	return true
}

func matches(t *atn.Transition, c rune) bool { return t.Matches(int(c), 0, utf8.MaxRune) }

func matchesLetter(t *atn.Transition) bool {
	for c := 'a'; c <= 'z'; c++ {
		if matches(t, c) || matches(t, c-'a'+'A') {
			return true
		}
	}
	return false
}
