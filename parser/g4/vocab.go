package g4

// vocab is the vocabulary of a grammar: token names and literals with
// their types, and channel names with their values, kept as the ANTLR tool
// keeps them, since the .interp files list them in its order.
type vocab struct {
	tokenType     map[string]int // token names, EOF included
	tokenNames    []string       // the keys of tokenType, in the order they came
	literalType   map[string]int // literals as written, quotes included
	literals      []string       // the keys of literalType, in the order they came
	typeToLiteral []string       // by type: the literal; "" for none
	typeToToken   []string       // by type: the name (or literal); "" for none
	maxType       int            // the largest type handed out

	channelValue map[string]int // user-defined channels
	channelNames []string       // by value; "" for none (0 and 1 are predefined)
	maxChannel   int
}

const (
	tokenEOF      = -1
	tokenInvalid  = 0
	minUserType   = 1
	minUserChanel = 2
)

func (v *vocab) init() {
	v.tokenType = map[string]int{"EOF": tokenEOF}
	v.tokenNames = []string{"EOF"}
	v.literalType = map[string]int{}
	v.typeToToken = []string{""}
	v.channelValue = map[string]int{}
	v.maxChannel = minUserChanel - 1
}

// typeOf returns the type of a token name or a literal, or tokenInvalid.
func (v *vocab) typeOf(name string) int {
	var t int
	var ok bool
	if len(name) > 0 && name[0] == '\'' {
		t, ok = v.literalType[name]
	} else {
		t, ok = v.tokenType[name]
	}
	if !ok {
		return tokenInvalid
	}
	return t
}

// maxTokenType is the largest type with an entry.
func (v *vocab) maxTokenType() int { return len(v.typeToToken) - 1 }

// defineToken gives name a new type unless it has one; it returns the type.
func (v *vocab) defineToken(name string) int {
	if t, ok := v.tokenType[name]; ok {
		return t
	}
	v.maxType++
	return v.defineTokenType(name, v.maxType)
}

// defineTokenType gives name type t unless it has a type already.
func (v *vocab) defineTokenType(name string, t int) int {
	if prev, ok := v.tokenType[name]; ok {
		return prev
	}
	v.tokenType[name] = t
	v.tokenNames = append(v.tokenNames, name)
	v.setTokenForType(t, name)
	v.maxType = max(v.maxType, t)
	return t
}

// defineLiteral gives literal lit type t unless it has a type already.
func (v *vocab) defineLiteral(lit string, t int) {
	if _, ok := v.literalType[lit]; ok {
		return
	}
	v.setLiteralType(lit, t)
	for len(v.typeToLiteral) <= t {
		v.typeToLiteral = append(v.typeToLiteral, "")
	}
	v.typeToLiteral[t] = lit
	v.setTokenForType(t, lit)
}

// defineAlias makes literal lit a name for token name (IF : 'if' ;).
func (v *vocab) defineAlias(name, lit string) {
	t := v.defineToken(name)
	v.setLiteralType(lit, t)
	v.setTokenForType(t, name)
}

func (v *vocab) setLiteralType(lit string, t int) {
	if _, ok := v.literalType[lit]; !ok {
		v.literals = append(v.literals, lit)
	}
	v.literalType[lit] = t
}

// removeLiteral forgets literal lit.
func (v *vocab) removeLiteral(lit string) {
	t, ok := v.literalType[lit]
	if !ok {
		return
	}
	delete(v.literalType, lit)
	for i, l := range v.literals {
		if l == lit {
			v.literals = append(v.literals[:i:i], v.literals[i+1:]...)
			break
		}
	}
	if t > 0 && t < len(v.typeToLiteral) && v.typeToLiteral[t] == lit {
		v.typeToLiteral[t] = ""
	}
}

// setTokenForType names type t text, unless it has a name that is not a
// literal.
func (v *vocab) setTokenForType(t int, text string) {
	if t == tokenEOF {
		return
	}
	for len(v.typeToToken) <= t {
		v.typeToToken = append(v.typeToToken, "")
	}
	if prev := v.typeToToken[t]; prev == "" || prev[0] == '\'' {
		v.typeToToken[t] = text
	}
}

// defineChannel gives channel name the next value unless it has one.
func (v *vocab) defineChannel(name string) int {
	if c, ok := v.channelValue[name]; ok {
		return c
	}
	v.maxChannel++
	c := v.maxChannel
	v.channelValue[name] = c
	for len(v.channelNames) <= c {
		v.channelNames = append(v.channelNames, "")
	}
	if v.channelNames[c] == "" {
		v.channelNames[c] = name
	}
	return c
}

// commonConstants are the names the ANTLR runtime predefines, which no
// token, channel or mode may take.
var commonConstants = map[string]bool{
	"HIDDEN": true, "DEFAULT_TOKEN_CHANNEL": true, "DEFAULT_MODE": true, "SKIP": true,
	"MORE": true, "EOF": true, "MAX_CHAR_VALUE": true, "MIN_CHAR_VALUE": true,
}
