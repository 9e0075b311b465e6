package g4

import (
	"bufio"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The expected results below are the ANTLR 4.13.2 tool's, found by running
// it on lexer grammars with these sets and literals. Where the tool crashes,
// the test says so.

func TestParseEscape(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		set  string // the text between the brackets of a char set
		at   int    // rune index of the backslash
		kind escapeKind
		cp   int
		text string // the runes the escape takes, or that the tool quotes if invalid
	}{
		{"newline", `\n`, 0, escapeCodePoint, '\n', `\n`},
		{"return", `\rx`, 0, escapeCodePoint, '\r', `\r`},
		{"tab", `\t`, 0, escapeCodePoint, '\t', `\t`},
		{"backspace", `\b`, 0, escapeCodePoint, '\b', `\b`},
		{"form feed", `\f`, 0, escapeCodePoint, '\f', `\f`},
		{"backslash", `\\`, 0, escapeCodePoint, '\\', `\\`},
		{"bracket", `\]`, 0, escapeCodePoint, ']', `\]`},
		{"hyphen", `a\-z`, 1, escapeCodePoint, '-', `\-`},
		{"quote", `\'`, 0, escapeInvalid, 0, `\'`},
		{"unknown letter", `\qrs`, 0, escapeInvalid, 0, `\q`},
		{"upper U", `\U0041`, 0, escapeInvalid, 0, `\U`},
		{"x", `\x41`, 0, escapeInvalid, 0, `\x`},
		{"Latin-1", `\éab`, 0, escapeInvalid, 0, `\é`},
		{"y diaeresis", `\ÿab`, 0, escapeInvalid, 0, `\ÿab`}, // U+00FF is past the tool's table
		{"beyond BMP", `\😀x`, 0, escapeInvalid, 0, `\😀x`},
		{"lone backslash", `ab\`, 2, escapeInvalid, 0, `\`},
		{"u4", `\u00e9z`, 0, escapeCodePoint, 0xE9, `\u00e9`},
		{"u4 upper", `\u00E9`, 0, escapeCodePoint, 0xE9, `\u00E9`},
		{"u4 surrogate", `\uD800`, 0, escapeCodePoint, 0xD800, `\uD800`},
		{"u4 bad digit", `\u00G1`, 0, escapeInvalid, 0, `\u00G1`},
		{"u4 letters", `\uZZZZ`, 0, escapeInvalid, 0, `\uZZZZ`},
		{"u4 short", `\u12`, 0, escapeInvalid, 0, `\u12`},
		{"u4 shorter", `\ua`, 0, escapeInvalid, 0, `\ua`},
		{"u4 three", `\u00e`, 0, escapeInvalid, 0, `\u00e`},
		{"u4 plus", `\u+041`, 0, escapeCodePoint, 'A', `\u+041`},
		{"u4 minus one", `\u-001`, 0, escapeInvalid, 0, `\u-001`},
		{"u4 one unit left", `\u😀`, 0, escapeInvalid, 0, `\u😀`},
		{"u4 surrogate pairs", `\u😀😀`, 0, escapeInvalid, 0, `\u😀😀`},
		{"braces", `\u{1F600}x`, 0, escapeCodePoint, 0x1F600, `\u{1F600}`},
		{"braces short", `\u{41}\u{42}`, 6, escapeCodePoint, 'B', `\u{42}`},
		{"braces max", `\u{10FFFF}`, 0, escapeCodePoint, 0x10FFFF, `\u{10FFFF}`},
		{"braces zeros", `\u{0000000041}`, 0, escapeCodePoint, 'A', `\u{0000000041}`},
		{"braces beyond max", `a\u{110000}b`, 1, escapeInvalid, 0, `\u{110`},
		{"braces overflow", `\u{FFFFFFFFF}`, 0, escapeInvalid, 0, `\u{FFF`},
		{"braces int max", `\u{7FFFFFFF}`, 0, escapeInvalid, 0, `\u{7FF`},
		{"braces int overflow", `\u{80000000}`, 0, escapeInvalid, 0, `\u{800`},
		{"braces empty", `\u{}`, 0, escapeInvalid, 0, `\u{}`},
		{"braces unclosed", `\u{12`, 0, escapeInvalid, 0, `\u{12`},
		{"braces unclosed long", `\u{1F600`, 0, escapeInvalid, 0, `\u{1F600`},
		{"braces bad digit", `a\u{G}b`, 1, escapeInvalid, 0, `\u{G}b`},
		{"braces plus", `\u{+41}`, 0, escapeCodePoint, 'A', `\u{+41}`},
		{"braces minus zero", `\u{-0}`, 0, escapeCodePoint, 0, `\u{-0}`},
		// The tool accepts these, then crashes on the negative code point.
		{"braces negative", `\u{-5}`, 0, escapeInvalid, 0, `\u{-5}`},
		{"braces int min", `\u{-80000000}`, 0, escapeInvalid, 0, `\u{-80`},
		// The tool crashes on these: the text it would quote runs past the end.
		{"braces bad digit at end", `\u{G}`, 0, escapeInvalid, 0, `\u{G}`},
		{"braces sign only", `\u{+}`, 0, escapeInvalid, 0, `\u{+}`},
		{"Arabic-Indic digit", `\u{٣}`, 0, escapeCodePoint, 3, `\u{٣}`},
		{"fullwidth letters", `\u{ＡＢ}`, 0, escapeCodePoint, 0xAB, `\u{ＡＢ}`},
		{"property unclosed", `\p{Lu`, 0, escapeInvalid, 0, `\p{Lu`},
		{"property no brace", `\pL`, 0, escapeInvalid, 0, `\pL`},
		{"property no brace long", `\pLxyz`, 0, escapeInvalid, 0, `\pL`},
		{"property empty", `\p{}`, 0, escapeInvalid, 0, `\p{}`},
		{"property alone", `\p`, 0, escapeInvalid, 0, `\p`},
		{"property unknown", `\p{Foo}x`, 0, escapeInvalid, 0, `\p{Foo}`},
		{"property space", `\p{ Lu}`, 0, escapeInvalid, 0, `\p{ Lu}`},
		{"property no code points", `\p{Zmth}`, 0, escapeInvalid, 0, `\p{Zmth}`},
		{"not property no code points", `\P{Zmth}`, 0, escapeInvalid, 0, `\P{Zmth}`},
		{"not Any", `\P{Any}`, 0, escapeInvalid, 0, `\P{Any}`},
		{"property", `a\p{Lu}b`, 1, escapeProperty, 0, `\p{Lu}`},
		{"not property", `\P{Script=Latin}`, 0, escapeProperty, 0, `\P{Script=Latin}`},
		{"unsupported property", `\p{bc=L}-`, 0, escapeUnsupported, 0, `\p{bc=L}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := []rune(tt.set)
			got := parseEscape(s, tt.at)
			assert.Equal(t, tt.kind, got.kind)
			if tt.kind == escapeCodePoint {
				assert.Equal(t, tt.cp, got.cp)
			}
			require.LessOrEqual(t, tt.at+got.length, len(s))
			assert.Equal(t, tt.text, string(s[tt.at:tt.at+got.length]))
		})
	}
}

func TestParseEscapeProperty(t *testing.T) {
	t.Parallel()
	lu, ok := unicodeProperty("Lu")
	require.True(t, ok)
	e := parseEscape([]rune(`\p{Lu}`), 0)
	assert.Equal(t, escapeProperty, e.kind)
	assert.Equal(t, "Lu", e.name)
	assert.True(t, lu.equal(e.set))

	e = parseEscape([]rune(`\P{Lu}`), 0)
	assert.Equal(t, escapeProperty, e.kind)
	assert.True(t, lu.complement(0, unicode.MaxRune).equal(e.set))
	assert.False(t, e.set.contains('A'))
	assert.True(t, e.set.contains('a'))
	assert.True(t, e.set.contains(0x10FFFF))

	e = parseEscape([]rune(`\p{Line_Break=Alphabetic}`), 0)
	assert.Equal(t, escapeUnsupported, e.kind)
	assert.Equal(t, "Line_Break=Alphabetic", e.name)
	assert.Equal(t, len(`\p{Line_Break=Alphabetic}`), e.length)

	// The set is the caller's to change.
	e.set.add('a', 'z')
	assert.False(t, parseEscape([]rune(`\p{Lu}`), 0).set.contains('a'))
}

func TestCharValue(t *testing.T) {
	t.Parallel()
	tests := []struct {
		literal string
		want    int
	}{
		{`'a'`, 'a'},
		{`'é'`, 0xE9},
		{`'😀'`, -1}, // two UTF-16 units: not one character to the tool
		{`'\n'`, '\n'},
		{`'\r'`, '\r'},
		{`'\t'`, '\t'},
		{`'\b'`, '\b'},
		{`'\f'`, '\f'},
		{`'\\'`, '\\'},
		{`'\''`, '\''},
		{`'\]'`, -1},
		{`'\-'`, -1},
		{`'\q'`, -1},
		{`'\é'`, -1},
		{`'\u00e9'`, 0xE9},
		{`'\u00E9'`, 0xE9},
		{`'\uD83D'`, 0xD83D},
		{`'\u{1F600}'`, 0x1F600},
		{`'\u{41}'`, 'A'},
		{`'\u{4}'`, 4},
		{`'\u{0000041}'`, 'A'},
		{`'\u{7A}bc'`, 'z'}, // the tool reads up to the first '}'
		{`'\u{10FFFF}'`, 0x10FFFF},
		{`'\u{110000}'`, 0x110000}, // 'a'..'\u{110000}' is a range to the tool
		{`'\u{}'`, -1},
		{`'\u{'`, -1},
		{`'\u{41'`, -1},
		{`'\u12'`, -1},
		{`'\u123'`, -1},
		{`'\u12345'`, -1},
		{`'\uGGGG'`, -1},
		{`'\u+041'`, 'A'},
		{`'\u-041'`, -1},
		{`'ab'`, -1},
		{`'abcdef'`, -1},
		{`''`, -1},
		{`'`, -1},
		{``, -1},
	}
	for _, tt := range tests {
		t.Run(tt.literal, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, charValue(tt.literal))
		})
	}
}

func TestLiteralString(t *testing.T) {
	t.Parallel()
	tests := []struct {
		literal string
		want    []rune
		ok      bool
	}{
		{`'abc'`, []rune("abc"), true},
		{`''`, []rune{}, true},
		{`'😀x'`, []rune("😀x"), true},
		{`'a\nb\r\t\b\f\\\''`, []rune("a\nb\r\t\b\f\\'"), true},
		{`'\u00e9\u00C9'`, []rune("éÉ"), true},
		{`'\u{1F600}'`, []rune("😀"), true},
		{`'\u{41}\u{000042}'`, []rune("AB"), true},
		{`'\u{10FFFF}'`, []rune{0x10FFFF}, true},
		{`'\uD83D\uDE00'`, []rune{0x1F600}, true}, // a surrogate pair is one code point
		{`'\u{D83D}\u{DE00}'`, []rune{0x1F600}, true},
		{`'\uD83D'`, []rune{0xD83D}, true},
		{`'\uDE00\uD83D'`, []rune{0xDE00, 0xD83D}, true},
		{`'\uD83D😀'`, []rune{0xD83D, 0x1F600}, true},
		{`'\u{٤١}'`, []rune("A"), true}, // decimal digits of any script
		{`'\u{110000}'`, nil, false},    // the tool crashes
		{`'\u{}'`, nil, false},
		{`'\u{41'`, nil, false},
		{`'\u{G}'`, nil, false},
		{`'\u{+41}'`, nil, false},
		{`'\u12'`, nil, false},
		{`'\u12G4'`, nil, false},
		{`'\uＡＢＣＤ'`, nil, false},
		{`'\q'`, nil, false},
		{`'\]'`, nil, false},
		{`'\é'`, nil, false},
		{`'ab\'`, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.literal, func(t *testing.T) {
			t.Parallel()
			got, ok := literalString(tt.literal)
			assert.Equal(t, tt.ok, ok)
			if tt.ok {
				assert.Equal(t, tt.want, got)
			}
		})
	}
}

func TestParseJavaHex(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want int
	}{
		{"0", 0}, {"41", 0x41}, {"aBcD", 0xABCD}, {"+41", 0x41}, {"-41", -0x41}, {"-0", 0},
		{"7FFFFFFF", 0x7FFFFFFF}, {"80000000", -1}, {"-80000000", -0x80000000}, {"-80000001", -1},
		{"", -1}, {"+", -1}, {"-", -1}, {"4+1", -1}, {"g", -1}, {" 41", -1},
		{"٤١", 0x41}, {"１０", 0x10}, {"ＡｆＦ", 0xAFF}, {"Ｇ", -1},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, parseJavaHex(utf16Of(tt.in)), "%q", tt.in)
	}
}

func utf16Of(s string) []uint16 {
	var u []uint16
	for _, r := range s {
		u = append(u, uint16(r))
	}
	return u
}

// TestDecimalDigitRuns checks what decimalDigit assumes of unicode.Nd.
func TestDecimalDigitRuns(t *testing.T) {
	t.Parallel()
	check := func(lo, hi, stride int) {
		assert.Equal(t, 1, stride, "Nd range %X..%X", lo, hi)
		assert.Zero(t, (hi-lo+1)%10, "Nd range %X..%X", lo, hi)
	}
	for _, r := range unicode.Nd.R16 {
		check(int(r.Lo), int(r.Hi), int(r.Stride))
	}
	for _, r := range unicode.Nd.R32 {
		check(int(r.Lo), int(r.Hi), int(r.Stride))
	}
	assert.Equal(t, 7, decimalDigit('7'))
	assert.Equal(t, 3, decimalDigit('٣'))
	assert.Equal(t, 9, decimalDigit(0x1D7FF)) // MATHEMATICAL MONOSPACE DIGIT NINE
	assert.Equal(t, -1, decimalDigit('a'))
}

func TestPropertyNames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		status propertyStatus
		key    string
	}{
		{"Lu", propertyFound, "lu"},
		{"LU", propertyFound, "lu"},
		{"Uppercase_Letter", propertyFound, "lu"},
		{"uppercase-letter", propertyFound, "lu"},
		{"gc=Lu", propertyFound, "gc=lu"},
		{"General_Category=Uppercase_Letter", propertyFound, "gc=lu"},
		{"general-category=lu", propertyFound, "gc=lu"},
		{"L", propertyFound, "l"},
		{"Letter", propertyFound, "l"},
		{"digit", propertyFound, "nd"},
		{"cntrl", propertyFound, "cc"},
		{"Control", propertyFound, "c"}, // not Cc
		{"General_Category=Control", propertyFound, "gc=cc"},
		{"Space", propertyFound, "wspace"}, // not Z
		{"Sc", propertyFound, "sc"},        // Currency_Symbol, not Script
		{"Alpha", propertyFound, "alpha"},
		{"Alphabetic", propertyFound, "alpha"},
		{"White_Space", propertyFound, "wspace"},
		{"ID_Start", propertyFound, "ids"},
		{"XID_Continue", propertyFound, "xidc"},
		{"Latin", propertyFound, "sc=latn"},
		{"LATIN", propertyFound, "sc=latn"},
		{"Latn", propertyFound, "sc=latn"},
		{"Script=Latin", propertyFound, "sc=latn"},
		{"sc=Latn", propertyFound, "sc=latn"},
		{"Inherited", propertyFound, "sc=zinh"},
		{"Unknown", propertyFound, "sc=zzzz"},
		{"\u212Aatakana", propertyFound, "sc=kana"}, // KELVIN SIGN lowers to k
		{"InBasic_Latin", propertyFound, "blk=ascii"},
		{"InASCII", propertyFound, "blk=ascii"},
		{"Block=Basic_Latin", propertyFound, "blk=ascii"},
		{"blk=ASCII", propertyFound, "blk=ascii"},
		{"Inarabic_presentation_forms-a", propertyFound, "blk=arabic_pf_a"},
		{"InNo_Block", propertyFound, "blk=nb"},
		{"Emoji", propertyFound, "emoji"},
		{"Extended_Pictographic", propertyFound, "extended_pictographic"},
		{"EP", propertyFound, "extended_pictographic"},
		{"ExtPict", propertyFound, "extpict"},
		{"EmojiRK", propertyFound, "emojirk"},
		{"EmojiPresentation=TextDefault", propertyFound, "emojipresentation=textdefault"},
		{"bc=L", propertyUnsupported, "bc=l"},
		{"Bidi_Class=Left_To_Right", propertyUnsupported, "bc=l"},
		{"Bidi_Mirrored", propertyUnsupported, "bidi_m"},
		{"Case_Ignorable", propertyUnsupported, "ci"},
		{"Word_Break=ALetter", propertyUnsupported, "wb=le"},
		{"ccc=ccc10", propertyUnsupported, "ccc=ccc10"},
		// Unknown, or known with no code points, which the tool rejects too.
		{"Foo", propertyUnknown, ""},
		{"", propertyUnknown, ""},
		{"Zmth", propertyUnknown, ""},
		{"Script=Zmth", propertyUnknown, ""},
		{"Katakana_Or_Hiragana", propertyUnknown, ""},
		{"sc=Latin", propertyUnknown, ""},
		{"gc=Uppercase_Letter", propertyUnknown, ""},
		{"gc=L", propertyUnknown, ""},
		{"LC", propertyUnknown, ""},
		{"Cased_Letter", propertyUnknown, ""},
		{"Combining_Mark", propertyUnknown, ""},
		{"punct", propertyUnknown, ""},
		{"Other", propertyUnknown, ""},
		{"Separator", propertyUnknown, ""},
		{"InBasicLatin", propertyUnknown, ""},
		{"In_Basic_Latin", propertyUnknown, ""},
		{"Any", propertyUnknown, ""},
		{"Assigned", propertyUnknown, ""},
		{"ASCII", propertyUnknown, ""},
		{"Other_Alphabetic", propertyUnknown, ""},
		{"L&", propertyUnknown, ""},
		{"IsLatin", propertyUnknown, ""},
		{"Latin_", propertyUnknown, ""},
		{" Lu", propertyUnknown, ""},
		{"Script-Latin", propertyUnknown, ""},
		{"Script_Extensions=Latin", propertyUnknown, ""},
		{"scx=Latn", propertyUnknown, ""},
		{"İnherited", propertyUnknown, ""}, // Java lowers İ to i and a combining dot
		{"ccc=ATbl", propertyUnknown, ""},
		{"Emoji_Keycap_Sequence", propertyUnknown, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			set, status := lookupProperty(tt.name)
			assert.Equal(t, tt.status, status)
			assert.Equal(t, tt.status == propertyFound, len(set) > 0)
			if tt.status != propertyUnknown {
				key, ok := propertyKey(tt.name)
				assert.True(t, ok)
				assert.Equal(t, tt.key, key)
			}
		})
	}
}

func TestDerivedProperties(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		in, out  []int
		subsetOf string
	}{
		{"Alphabetic", []int{'a', 'Z', 0x2160 /* Ⅰ, Nl */, 0x0345 /* Other_Alphabetic */}, []int{'1', '_'}, ""},
		{"ID_Start", []int{'a', 0x2118 /* ℘, Other_ID_Start */}, []int{'1', '_', 0x2E2F /* Pattern_Syntax Lm */}, "ID_Continue"},
		{"ID_Continue", []int{'1', '_', 0x00B7 /* Other_ID_Continue */}, []int{'-', ' '}, ""},
		{"XID_Start", []int{'a'}, []int{0x037A, 0x0E33, 0xFF9E}, "ID_Start"},
		{"XID_Continue", []int{'1', 0x0E33, 0xFF9E}, []int{0x037A, 0xFC5E}, "ID_Continue"},
		{"Uppercase", []int{'A', 0x2160}, []int{'a'}, "Cased"},
		{"Lowercase", []int{'a', 0x00AA}, []int{'A'}, "Cased"},
		{"Math", []int{'+', '^'}, []int{'-'}, ""},
		{"Default_Ignorable_Code_Point", []int{0x00AD, 0x200B, 0xFE0F}, []int{' ', 0xFFF9, 0x0600}, ""},
		{"Grapheme_Extend", []int{0x0300, 0x200C}, []int{'a'}, ""},
		{"Grapheme_Base", []int{'a', ' '}, []int{0x0300, '\n', 0xE000}, ""},
		{"alnum", []int{'a', '1', 0x0663}, []int{'_'}, ""},
		{"blank", []int{' ', '\t', 0x3000}, []int{'\n'}, ""},
		{"graph", []int{'a', 0xE000}, []int{' ', '\n', 0x0378}, "print"},
		{"print", []int{'a', ' '}, []int{'\n', '\t'}, ""},
		{"xdigit", []int{'a', 'F', 0x0663, 0xFF21}, []int{'g'}, ""},
		{"Changes_When_Lowercased", []int{'A', 0x0130}, []int{'a', 0x00DF}, ""},
		{"Unknown", []int{0x0378, 0x10FFFF}, []int{'a', ' ', 0x0300}, ""},
		{"InNo_Block", []int{0x2FE0, 0x50000}, []int{'a', 0xFFFF0, 0x10FFFF}, ""},
		{"Basic_Emoji", []int{0x231A, 0x1F600}, []int{'#', 0x1F1E6}, "Emoji_Presentation"},
		{"EmojiRK", []int{'#', '0', 0xA9, 0x1F1E6}, []int{0x1F600}, "Emoji"},
		{"EmojiNRK", []int{0x1F600}, []int{'#', '0'}, "Emoji"},
		{"EmojiPresentation=EmojiDefault", []int{0x1F600}, []int{'#'}, "Emoji"},
		{"EmojiPresentation=TextDefault", []int{'#', 0xA9}, []int{0x1F600}, "Emoji"},
		{"EmojiPresentation=Text", []int{'a'}, []int{'#', 0x1F600}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			set, ok := unicodeProperty(tt.name)
			require.True(t, ok)
			for _, c := range tt.in {
				assert.True(t, set.contains(c), "U+%04X", c)
			}
			for _, c := range tt.out {
				assert.False(t, set.contains(c), "U+%04X", c)
			}
			if tt.subsetOf != "" {
				super, ok := unicodeProperty(tt.subsetOf)
				require.True(t, ok)
				assert.Empty(t, setMinus(set, super))
			}
		})
	}
}

func TestSetOperations(t *testing.T) {
	t.Parallel()
	a := intervalSet{{1, 5}, {10, 20}}
	b := intervalSet{{4, 12}, {20, 30}}
	assert.Equal(t, intervalSet{{1, 30}}, setUnion(a, b))
	assert.Equal(t, intervalSet{{1, 5}, {7, 7}, {10, 20}}, setUnion(a, intervalSet{{7, 7}}))
	assert.Equal(t, intervalSet{{1, 6}, {10, 20}}, setUnion(a, intervalSet{{6, 6}}))
	assert.Equal(t, intervalSet{{4, 5}, {10, 12}, {20, 20}}, setIntersect(a, b))
	assert.Equal(t, intervalSet{{1, 3}, {13, 19}}, setMinus(a, b))
	assert.Empty(t, setIntersect(a, nil))
	assert.Equal(t, a, setMinus(a, nil))
}

// toolProperty is a line of testdata/g4/unicode/properties.txt: the
// tool's set for a property, and the names that select it.
type toolProperty struct {
	key    string
	size   int
	hash   string
	latin1 intervalSet
	names  []string
}

// readToolProperties reads testdata/g4/unicode/properties.txt, which was
// made by running the tool on a grammar with a rule [\p{name}] for each
// name it knows (see the file's header); it cannot be rewritten without
// the tool.
func readToolProperties(t *testing.T) []toolProperty {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "testdata", "g4", "unicode", "properties.txt"))
	require.NoError(t, err)
	defer f.Close()
	var props []toolProperty
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		require.Len(t, fields, 5, line)
		p := toolProperty{key: fields[0], hash: fields[2], names: strings.Fields(fields[4])}
		p.size, err = strconv.Atoi(fields[1])
		require.NoError(t, err, line)
		if fields[3] != "-" {
			for _, iv := range strings.Fields(fields[3]) {
				lo, hi, _ := strings.Cut(iv, "-")
				a, err1 := strconv.ParseInt(lo, 16, 32)
				b, err2 := strconv.ParseInt(hi, 16, 32)
				require.NoError(t, err1, line)
				require.NoError(t, err2, line)
				p.latin1.add(int(a), int(b))
			}
		}
		props = append(props, p)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, props)
	return props
}

// hashSet is the hash of properties.txt: FNV-1a 64 of "%x-%x," per
// interval.
func hashSet(s intervalSet) string {
	h := fnv.New64a()
	for _, iv := range s {
		fmt.Fprintf(h, "%x-%x,", iv.lo, iv.hi)
	}
	return fmt.Sprintf("%016x", h.Sum64())
}

// unsupportedKey reports whether this package is expected not to support
// a property the tool knows.
func unsupportedKey(key string) bool {
	if prop, _, ok := strings.Cut(key, "="); ok {
		return prop != "gc" && prop != "sc" && prop != "blk" && prop != "emojipresentation"
	}
	switch key {
	case "bidi_m", "ci", "comp_ex", "cwcf", "cwcm", "cwkcf", "cwt", "cwu", "gr_link",
		"nfcinert", "nfdinert", "nfkcinert", "nfkdinert", "segstart", "sensitive":
		return true
	}
	return false
}

// TestToolProperties checks every property name the tool knows against the
// tool's sets: the names must select the same property, and the sets must
// agree on Latin-1, and everywhere if Go's Unicode tables are of the same
// version as the tool's (Unicode 15.0); if not, the differences are logged.
func TestToolProperties(t *testing.T) {
	t.Parallel()
	const toolUnicode = "15.0.0"
	var differ []string
	for _, p := range readToolProperties(t) {
		for _, name := range p.names {
			key, ok := propertyKey(name)
			if assert.True(t, ok, "%s: unknown", name) {
				assert.Equal(t, p.key, key, "%s: key", name)
			}
		}
		set, status := lookupProperty(p.names[0])
		if unsupportedKey(p.key) {
			assert.Equal(t, propertyUnsupported, status, p.key)
			continue
		}
		if !assert.Equal(t, propertyFound, status, p.key) {
			continue
		}
		assert.Equal(t, p.latin1, setIntersect(set, intervalSet{{0, 0xFF}}), "%s: Latin-1", p.key)
		if set.size() != p.size || hashSet(set) != p.hash {
			differ = append(differ, fmt.Sprintf("%s (%d code points, the tool's %d)", p.key, set.size(), p.size))
		}
	}
	if unicode.Version == toolUnicode {
		assert.Empty(t, differ, "sets that differ from the tool's")
	} else if len(differ) > 0 {
		t.Logf("Go's Unicode %s is not the tool's %s; %d sets differ: %s",
			unicode.Version, toolUnicode, len(differ), strings.Join(differ, ", "))
	}
}
