package input

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
)

// sourceStream is the character stream the lexers read: the source as one
// string, with indices that are byte offsets into it, while LA and Consume
// go one code point at a time, as the runtime's InputStream does (an
// invalid byte is one U+FFFD). The runtime's stream converts the source to
// runes (4 bytes per byte, and a copy), and a token's rune offsets would
// need a table of 8 bytes per byte to become byte offsets; here a token's
// start and stop are its byte span.
type sourceStream struct {
	src   string
	name  string
	index int // the byte offset of the next code point
	// The forward LA cache: the code point LA(laK) starts at laOff. Lexer
	// code scans ahead with LA(1), LA(2), ...; without the cache each of
	// those would decode from index again.
	laK, laOff int
}

func newSourceStream(src, name string) *sourceStream {
	return &sourceStream{src: src, name: name}
}

func (s *sourceStream) Consume() {
	if s.index >= len(s.src) {
		panic("cannot consume EOF")
	}
	s.index += s.width(s.index)
	s.laK = 0
}

// width returns the length in bytes of the code point at offset i.
func (s *sourceStream) width(i int) int {
	if s.src[i] < utf8.RuneSelf {
		return 1
	}
	_, w := utf8.DecodeRuneInString(s.src[i:])
	return w
}

// LA returns the code point k ahead (k >= 1: LA(1) is the next one) or
// -k behind (k <= -1), and antlr.TokenEOF beyond either end.
func (s *sourceStream) LA(k int) int {
	switch {
	case k == 0:
		return 0
	case k < 0:
		i := s.index
		for ; k < 0; k++ {
			if i == 0 {
				return antlr.TokenEOF
			}
			_, w := utf8.DecodeLastRuneInString(s.src[:i])
			i -= w
		}
		r, _ := utf8.DecodeRuneInString(s.src[i:])
		return int(r)
	}
	if k == 1 && s.index < len(s.src) && s.src[s.index] < utf8.RuneSelf {
		return int(s.src[s.index])
	}
	j, off := 1, s.index
	if s.laK > 0 && s.laK <= k {
		j, off = s.laK, s.laOff
	}
	for ; j < k && off < len(s.src); j++ {
		off += s.width(off)
	}
	if off >= len(s.src) {
		return antlr.TokenEOF
	}
	s.laK, s.laOff = k, off
	r, _ := utf8.DecodeRuneInString(s.src[off:])
	return int(r)
}

func (s *sourceStream) Mark() int      { return -1 }
func (s *sourceStream) Release(int)    {}
func (s *sourceStream) Index() int     { return s.index }
func (s *sourceStream) Size() int      { return len(s.src) }
func (s *sourceStream) String() string { return s.src }

func (s *sourceStream) GetSourceName() string { return s.name }

// Seek moves to offset i, which must be the start of a code point: one
// that Index returned.
func (s *sourceStream) Seek(i int) {
	s.index = min(max(i, 0), len(s.src))
	s.laK = 0
}

// GetText returns the text from offset start to offset stop, inclusive.
// If stop is the first byte of a code point of several bytes (the
// runtime's lexer asks for the text up to the code point it stopped at,
// for an error message), the whole code point is included.
func (s *sourceStream) GetText(start, stop int) string {
	if start < 0 {
		start = 0
	}
	if start >= len(s.src) || stop < start {
		return ""
	}
	end := min(stop+1, len(s.src))
	if stop < len(s.src) && s.src[stop] >= 0xC0 {
		end = min(stop+s.width(stop), len(s.src))
	}
	return s.src[start:end]
}

func (s *sourceStream) GetTextFromInterval(i antlr.Interval) string {
	return s.GetText(i.Start, i.Stop)
}

func (s *sourceStream) GetTextFromTokens(start, stop antlr.Token) string {
	if start == nil || stop == nil {
		return ""
	}
	return s.GetText(start.GetStart(), stop.GetStop())
}

// token is the token the parser sees: a third of the size of the
// runtime's CommonToken, with its text a part of the source unless a lexer
// action or error recovery gave it another, and its line and column found
// from its offset when asked (error messages ask, the parse does not). A
// large input has millions of them, allocated many at a time. Offsets are
// byte offsets (see sourceStream).
type token struct {
	in          *tokenSource
	typ         int32
	channel     int32
	start, stop int32
	index       int32
	text        int32 // 0: the source from start to stop; k: in.texts[k-1]
}

// tokenSource is what the tokens of one parse share.
type tokenSource struct {
	lexer  antlr.TokenSource
	pair   *antlr.TokenSourceCharStreamPair
	stream *sourceStream
	texts  []tokenText // the tokens whose text is not their source
	slab   []token     // tokens are allocated from here
	slabs  [][]token   // all the slabs, in order (see Buffer)
	shift  uint        // a slab holds 1<<shift tokens (see slabShift)
	pos    positions   // finds the line and column of an offset
}

// positions finds the line and column of offsets in a source: from a table
// of its lines, made when first asked, and from the offset found last:
// error recovery asks for the place of one token many times (once for
// each bracket an input leaves open at its end), on lines that may be the
// whole input, which the column would otherwise be counted over each time.
type positions struct {
	mu    sync.Mutex
	lines []int32 // the offset of each line
	last  struct{ off, line, col int }
}

// tokenText is the text of a token that is not its source, and the place
// of a token error recovery conjured (it has no offset to find it from).
type tokenText struct {
	text      string
	line, col int32
}

// slabTokens is the largest number of tokens in a slab (32 KB).
const slabTokens = 1 << slabShiftMax

const slabShiftMax = 10

// slabShift returns the log2 of the number of tokens in a slab for a
// source of n bytes: 1,024 (32 KB) for a large one, about a token for
// two bytes for a small one, at least 16. The islands of a page are
// parsed one by one, each a source of its own: 120,000 small scripts took
// 4 GB of slabs of 1,024 tokens for a few dozen tokens each.
func slabShift(n int) uint {
	shift := uint(4)
	for shift < slabShiftMax && 1<<shift < n/2 {
		shift++
	}
	return shift
}

// MaxSource is the largest input the parser takes: token offsets are
// 32-bit.
const MaxSource = 1<<31 - 1

// compact returns t as a token, with its text kept only if it is not its
// source.
func (in *tokenSource) compact(t antlr.Token) *token {
	c := in.alloc(token{in: in, typ: int32(t.GetTokenType()), channel: int32(t.GetChannel()),
		start: int32(t.GetStart()), stop: int32(t.GetStop()), index: int32(t.GetTokenIndex())})
	if text := t.GetText(); t.GetStart() < 0 || text != c.source() {
		c.text = in.addText(tokenText{text, int32(t.GetLine()), int32(t.GetColumn())})
	}
	return c
}

// alloc returns a new token with the fields of v, from a slab.
func (in *tokenSource) alloc(v token) *token {
	if len(in.slab) == 0 {
		in.slab = make([]token, 1<<in.shift)
		in.slabs = append(in.slabs, in.slab)
	}
	t := &in.slab[0]
	*t = v
	in.slab = in.slab[1:]
	return t
}

// addText keeps the text of a token and returns its number (token.text).
func (in *tokenSource) addText(t tokenText) int32 {
	in.texts = append(in.texts, t)
	return int32(len(in.texts))
}

// Create makes the tokens error recovery conjures (the parser's token
// factory, see stoppingLexer).
func (in *tokenSource) Create(_ *antlr.TokenSourceCharStreamPair, typ int, text string, channel, start, stop, line, column int) antlr.Token {
	return &token{in: in, typ: int32(typ), channel: int32(channel), start: int32(start), stop: int32(stop),
		index: -1, text: in.addText(tokenText{text, int32(line), int32(column)})}
}

// position returns the line (from 1) and the column (in code points, from
// 0) of offset off, as the lexer counts them: a line ends at each \n.
func (in *tokenSource) position(off int) (line, col int) {
	src, p := in.stream.src, &in.pos
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.lines == nil {
		p.lines = []int32{0}
		for i := 0; i < len(src); i++ {
			j := strings.IndexByte(src[i:], '\n')
			if j < 0 {
				break
			}
			i += j
			p.lines = append(p.lines, int32(i+1))
		}
	}
	off = min(max(off, 0), len(src))
	l := sort.Search(len(p.lines), func(i int) bool { return int(p.lines[i]) > off }) - 1
	from, col := int(p.lines[l]), 0
	if p.last.line == l+1 && p.last.off <= off {
		from, col = p.last.off, p.last.col
	}
	col += utf8.RuneCountInString(src[from:off])
	p.last.off, p.last.line, p.last.col = off, l+1, col
	return l + 1, col
}

func (t *token) source() string {
	if t.typ == antlr.TokenEOF {
		return "<EOF>"
	}
	return t.in.stream.GetText(int(t.start), int(t.stop))
}

func (t *token) GetSource() *antlr.TokenSourceCharStreamPair { return t.in.pair }
func (t *token) GetTokenSource() antlr.TokenSource           { return t.in.lexer }
func (t *token) GetInputStream() antlr.CharStream            { return t.in.stream }
func (t *token) GetTokenType() int                           { return int(t.typ) }
func (t *token) GetChannel() int                             { return int(t.channel) }
func (t *token) GetStart() int                               { return int(t.start) }
func (t *token) GetStop() int                                { return int(t.stop) }
func (t *token) GetTokenIndex() int                          { return int(t.index) }
func (t *token) SetTokenIndex(i int)                         { t.index = int32(i) }

// GetLine returns the line of the token, from 1.
func (t *token) GetLine() int {
	line, _ := t.position()
	return line
}

// GetColumn returns the column of the token, in code points from 0.
func (t *token) GetColumn() int {
	_, col := t.position()
	return col
}

// position returns the line and column of the token: those the lexer or
// error recovery gave it if it has a text of its own, else found from
// its offset.
func (t *token) position() (line, col int) {
	if t.text > 0 {
		x := t.in.texts[t.text-1]
		return int(x.line), int(x.col)
	}
	return t.in.position(int(t.start))
}

func (t *token) GetText() string {
	if t.text > 0 {
		return t.in.texts[t.text-1].text
	}
	return t.source()
}

func (t *token) SetText(s string) {
	line, col := t.position()
	t.text = t.in.addText(tokenText{s, int32(line), int32(col)})
}

// String renders t as the runtime's CommonToken does.
func (t *token) String() string {
	text := t.GetText()
	if text == "" {
		text = "<no text>"
	}
	text = strings.NewReplacer("\n", `\n`, "\r", `\r`, "\t", `\t`).Replace(text)
	ch := ""
	if t.channel > 0 {
		ch = ",channel=" + strconv.Itoa(int(t.channel))
	}
	line, col := t.position()
	return fmt.Sprintf("[@%d,%d:%d='%s',<%d>%s,%d:%d]", t.index, t.start, t.stop, text, t.typ, ch, line, col)
}
