package g4

import (
	"strconv"
	"strings"

	"github.com/hddmin/hddmin/internal/watch"
)

// serialize returns the ATN in the ANTLR tool's serialization, format
// version 4: the integers of the atn: section of an .interp file and of
// the serializedATN of generated code.
func (a *atn) serialize(w *watch.Watch) []int {
	size := 16 + 3*len(a.states) + 2*len(a.ruleStart) + len(a.modeStart) + len(a.decisions) + 3*len(a.actions)
	for _, s := range a.states {
		size += 6 * len(s.trans)
	}
	out := make([]int, 0, size) // grown once: 60,000 rules are millions of numbers
	put := func(v ...int) { out = append(out, v...) }
	put(4)
	if a.lexer {
		put(0)
	} else {
		put(1)
	}
	put(a.maxTokenType)

	// States; the sets of set transitions, in order of first use.
	var sets []intervalSet
	index := map[string]int{} // by the set's key
	var key []byte
	setIndex := func(s intervalSet) int {
		key = key[:0]
		for _, iv := range s {
			key = strconv.AppendInt(key, int64(iv.lo), 10)
			key = append(key, ':')
			key = strconv.AppendInt(key, int64(iv.hi), 10)
			key = append(key, ',')
		}
		if i, ok := index[string(key)]; ok {
			return i
		}
		index[string(key)] = len(sets)
		sets = append(sets, s)
		return len(sets) - 1
	}
	var nonGreedy, precedence []int
	edges := 0
	put(len(a.states))
	for _, s := range a.states {
		if s.nonGreedy && isDecisionType(s.typ) {
			nonGreedy = append(nonGreedy, s.num)
		}
		if s.leftRecursive {
			precedence = append(precedence, s.num)
		}
		put(int(s.typ), s.rule)
		switch s.typ {
		case stateLoopEnd:
			put(s.loopBack.num)
		case stateBlockStart, statePlusBlockStart, stateStarBlockStart:
			put(s.end.num)
		}
		if s.typ != stateRuleStop {
			edges += len(s.trans)
		}
		for _, t := range s.trans {
			if t.typ == transSet || t.typ == transNotSet {
				setIndex(t.set)
			}
		}
	}
	put(len(nonGreedy))
	put(nonGreedy...)
	put(len(precedence))
	put(precedence...)

	put(len(a.ruleStart))
	for i, s := range a.ruleStart {
		put(s.num)
		if a.lexer {
			put(a.ruleToken[i])
		}
	}
	put(len(a.modeStart))
	for _, s := range a.modeStart {
		put(s.num)
	}

	put(len(sets))
	for _, set := range sets {
		eof := set.contains(tokenEOF)
		n := len(set)
		if eof && set[0].hi == tokenEOF {
			n--
		}
		put(n, boolInt(eof))
		for _, iv := range set {
			switch {
			case iv.lo == tokenEOF && iv.hi == tokenEOF:
				continue
			case iv.lo == tokenEOF:
				put(0)
			default:
				put(iv.lo)
			}
			put(iv.hi)
		}
	}

	put(edges)
	for i, s := range a.states {
		if i%4096 == 0 {
			w.Check()
		}
		if s.typ == stateRuleStop {
			continue
		}
		for _, t := range s.trans {
			src, trg := s.num, t.target.num
			var arg1, arg2, arg3 int
			switch t.typ {
			case transRule:
				trg = t.follow.num
				arg1, arg2, arg3 = t.target.num, t.rule, t.index
			case transPrecedence:
				arg1 = t.index
			case transPredicate:
				arg1, arg2, arg3 = t.rule, t.index, boolInt(t.dep)
			case transRange:
				arg1, arg2 = t.lo, t.hi
				if arg1 == tokenEOF {
					arg1, arg3 = 0, 1
				}
			case transAtom:
				arg1 = t.lo
				if arg1 == tokenEOF {
					arg1, arg3 = 0, 1
				}
			case transAction:
				arg1, arg2 = t.rule, t.index
			case transSet, transNotSet:
				arg1 = setIndex(t.set)
			}
			put(src, trg, int(t.typ), arg1, arg2, arg3)
		}
	}

	put(len(a.decisions))
	for _, d := range a.decisions {
		put(d.num)
	}
	if a.lexer {
		put(len(a.actions))
		for _, act := range a.actions {
			put(int(act.typ), act.arg1, act.arg2)
		}
	}
	return out
}

// isDecisionType reports whether states of type t are decision states in
// the tool's class hierarchy, which is where the non-greedy flag lives.
func isDecisionType(t stateType) bool {
	switch t {
	case stateBlockStart, statePlusBlockStart, stateStarBlockStart, stateTokenStart, stateStarLoopEntry, statePlusLoopBack:
		return true
	}
	return false
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// writeInterp returns the .interp file of grammar g with ATN a, byte for
// byte as the ANTLR tool writes it.
func writeInterp(g *grammar, a *atn, w *watch.Watch) []byte {
	var b strings.Builder
	line := func(s string) {
		if s == "" {
			s = "null"
		}
		b.WriteString(s)
		b.WriteByte('\n')
	}
	v := &g.vocab
	n := v.maxTokenType() + 1

	b.WriteString("token literal names:\n")
	literals := make([]string, n)
	copy(literals, v.typeToLiteral)
	for _, lit := range v.literals {
		if t := v.literalType[lit]; t >= 0 && t < n && literals[t] == "" {
			literals[t] = lit
		}
	}
	for _, s := range literals {
		line(s)
	}

	b.WriteString("\ntoken symbolic names:\n")
	for t := 0; t < n; t++ {
		name := ""
		if t < len(v.typeToToken) && !strings.HasPrefix(v.typeToToken[t], "T__") {
			name = v.typeToToken[t]
		}
		line(name)
	}

	b.WriteString("\nrule names:\n")
	for _, r := range g.rules {
		line(r.name)
	}
	b.WriteString("\n")

	if g.kind == kindLexer {
		b.WriteString("channel names:\nDEFAULT_TOKEN_CHANNEL\nHIDDEN\n")
		for _, c := range v.channelNames {
			line(c)
		}
		b.WriteString("\nmode names:\n")
		for _, m := range g.modes {
			line(m)
		}
	}
	b.WriteString("\natn:\n[")
	data := a.serialize(w)
	b.Grow(8 * len(data))
	for i, x := range data {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(x))
	}
	b.WriteString("]")
	return []byte(b.String())
}
