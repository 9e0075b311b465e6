package g4

import (
	"slices"
	"strings"
	"sync"
	"unicode"
)

// Unicode properties for \p{name} and \P{name} in lexer char sets.
//
// The ANTLR 4.13.2 tool looks the name up in its UnicodeData class,
// generated at build time from ICU 72.1 (Unicode 15.0). The name is
// normalized (lower case as Java's toLowerCase(Locale.US) does it, '-' made
// '_'; nothing else: spaces and underscores count), then looked up first as
// a property key, then as an alias of one. A key or alias whose set is
// empty is unknown. What the tool knows:
//
//   - general categories, with ICU's names for them: Lu, Uppercase_Letter,
//     digit, cntrl; the groups L, M, N, P, S, Z and C (C includes the
//     unassigned code points), whose long names are Letter, Mark, Number,
//     Punctuation, Symbol, Control (not Cc!) and Space (which White_Space
//     takes over: \p{Space} is White_Space). There is no LC.
//   - gc=Lu, General_Category=Lu, General_Category=Uppercase_Letter; but
//     not gc=Uppercase_Letter, nor gc=L.
//   - ICU's binary properties by short or long name: Alpha, Alphabetic,
//     ID_Start, White_Space, Emoji, ..., and the POSIX-like alnum, blank,
//     graph, print and xdigit.
//   - scripts by name or code: Latin, Latn, Script=Latin, sc=Latn (not
//     sc=Latin).
//   - blocks as In + name (InBasic_Latin, InASCII, not InBasicLatin),
//     Block=Basic_Latin or blk=ASCII.
//   - every other enumerated property of ICU 72, as Bidi_Class=L or bc=L:
//     none of these is supported here.
//   - the tool's own additions: Extended_Pictographic (with alias EP) is a
//     fixed older list, distinct from ICU's ExtPict; EmojiRK, EmojiNRK, and
//     EmojiPresentation=EmojiDefault, =TextDefault and =Text.
//
// The sets come from Go's unicode tables, derived where needed as
// DerivedCoreProperties.txt and UTS #18 derive them, and from tables below
// for what Go has no table of: block ranges and emoji properties, generated
// from the tool's own UnicodeData. Go's tables are those of unicode.Version;
// when that is not 15.0.0 the sets differ from the tool's for the code
// points whose properties changed since. Names of properties that Go's
// tables cannot give are known but unsupported: Bidi_Mirrored,
// Case_Ignorable, Case_Sensitive, Changes_When_Uppercased, _Titlecased,
// _Casefolded, _Casemapped and _NFKC_Casefolded, Full_Composition_Exclusion,
// Grapheme_Link, the NF*_Inert properties, Segment_Starter, and all
// enumerated properties other than general category, script and block.
// Changes_When_Lowercased is derived from Go's simple case mappings, which
// give the right set for Unicode 15.0 though not by definition.

// propertyStatus is the result of looking up a Unicode property name.
type propertyStatus int

const (
	propertyUnknown     propertyStatus = iota // the tool does not know the name: an invalid escape
	propertyFound                             // known and computed
	propertyUnsupported                       // the tool knows the name, this package cannot compute the set
)

func (s propertyStatus) String() string {
	switch s {
	case propertyUnknown:
		return "unknown"
	case propertyFound:
		return "found"
	case propertyUnsupported:
		return "unsupported"
	}
	return "propertyStatus(?)"
}

// unicodeProperty returns the code points of a Unicode property name as
// written in \p{name}. ok is false if the tool does not know the name or
// if this package cannot compute its set; lookupProperty tells them apart.
func unicodeProperty(name string) (intervalSet, bool) {
	set, status := lookupProperty(name)
	return set, status == propertyFound
}

// lookupProperty returns the code points of a Unicode property name as
// written in \p{name}, and whether it is known and supported. The set is
// the caller's to modify.
func lookupProperty(name string) (intervalSet, propertyStatus) {
	key, ok := propertyKey(name)
	if !ok {
		return nil, propertyUnknown
	}
	compute := unicodeProperties().keys[key]
	if compute == nil {
		return nil, propertyUnsupported
	}
	set := compute()
	if len(set) == 0 {
		return nil, propertyUnknown
	}
	return set, propertyFound
}

// propertyKey returns the tool's key for a property name: the name of the
// property and value in ICU's short form, in lower case ("lu", "alpha",
// "sc=latn", "blk=ascii"). The property may have no code points ("sc=zmth"),
// and then the tool rejects the name.
func propertyKey(name string) (string, bool) {
	p := unicodeProperties()
	n := normalizePropertyName(name)
	if _, ok := p.keys[n]; ok {
		return n, true
	}
	key, ok := p.aliases[n]
	if _, known := p.keys[key]; !ok || !known {
		return "", false
	}
	return key, true
}

// normalizePropertyName normalizes a property name as the tool does, with
// Java's toLowerCase(Locale.US), which makes U+0130 'İ' "i̇" where Go's
// unicode.ToLower makes it 'i'.
func normalizePropertyName(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r == '-':
			b.WriteByte('_')
		case r == 'İ':
			b.WriteString("i\u0307")
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// propertyTables are the tool's property keys, each with the function that
// computes its set (nil if unsupported), and the aliases of the keys.
type propertyTables struct {
	keys    map[string]func() intervalSet
	aliases map[string]string
}

// unicodeProperties returns the property tables, built on first use.
var unicodeProperties = sync.OnceValue(buildProperties)

// buildProperties builds the tool's tables of property keys and aliases.
// The aliases are added in the order the tool adds them, since a later one
// replaces an earlier one of the same name (Space, Control).
func buildProperties() *propertyTables {
	p := &propertyTables{keys: map[string]func() intervalSet{}, aliases: map[string]string{}}
	alias := func(prefix string, names []string, key string) {
		for _, n := range names {
			p.aliases[prefix+n] = key
		}
	}

	// General categories.
	goCategories := map[string]*unicode.RangeTable{}
	for n, t := range unicode.Categories {
		goCategories[strings.ToLower(n)] = t
	}
	for _, names := range generalCategories {
		f := strings.Fields(names)
		t := goCategories[f[0]]
		p.keys[f[0]] = func() intervalSet { return rangeTableSet(t) }
		p.keys["gc="+f[0]] = p.keys[f[0]]
		alias("", f[1:], f[0])
	}
	for _, g := range categoryGroups {
		t := goCategories[g.key]
		p.keys[g.key] = func() intervalSet { return rangeTableSet(t) }
		p.aliases[g.alias] = g.key
	}

	// Binary properties.
	for _, b := range binaryProperties {
		f := strings.Fields(b.names)
		p.keys[f[0]] = b.set
		alias("", f[1:], f[0])
	}

	// Scripts.
	goScripts := map[string]*unicode.RangeTable{}
	for n, t := range unicode.Scripts {
		goScripts[strings.ToLower(n)] = t
	}
	for _, names := range unicodeScripts {
		f := strings.Fields(names)
		var t *unicode.RangeTable
		for _, n := range f {
			if goScripts[n] != nil {
				t = goScripts[n]
			}
		}
		key := "sc=" + f[0]
		switch {
		case f[0] == "zzzz":
			p.keys[key] = unknownScriptSet
		case t == nil: // ICU has a name for it, no code points
			p.keys[key] = func() intervalSet { return nil }
		default:
			p.keys[key] = func() intervalSet { return rangeTableSet(t) }
		}
		alias("", f, key)
	}

	// Blocks.
	for _, b := range unicodeBlocks {
		f := strings.Fields(b.names)
		p.keys["blk="+f[0]] = func() intervalSet { return intervalSet{{b.lo, b.hi}} }
		alias("in", f, "blk="+f[0])
	}
	p.keys["blk=nb"] = noBlockSet
	alias("in", []string{"nb", "no_block"}, "blk=nb")

	// Enumerated properties by their long names.
	for _, e := range enumProperties {
		values := e.values
		switch e.short {
		case "gc":
			values = generalCategories
		case "sc":
			values = unicodeScripts
		case "blk":
			values = []string{"nb no_block"}
			for _, b := range unicodeBlocks {
				values = append(values, b.names)
			}
		}
		for _, v := range values {
			f := strings.Fields(v)
			key := e.short + "=" + f[0]
			if e.short != "gc" && e.short != "sc" && e.short != "blk" {
				p.keys[key] = nil
			}
			alias(e.long+"=", f, key)
		}
	}

	// The tool's additions.
	p.keys["extended_pictographic"] = clonedSet(toolExtendedPictographic)
	p.keys["emojirk"] = emojiRKSet
	p.keys["emojinrk"] = func() intervalSet { return setMinus(emojiSet, emojiRKSet()) }
	p.keys["emojipresentation=emojidefault"] = func() intervalSet { return setIntersect(emojiSet, emojiPresentationSet) }
	p.keys["emojipresentation=textdefault"] = func() intervalSet { return setMinus(emojiSet, emojiPresentationSet) }
	p.keys["emojipresentation=text"] = func() intervalSet { return emojiSet.complement(0, unicode.MaxRune) }
	p.aliases["ep"] = "extended_pictographic"
	return p
}

// generalCategories are ICU's general category names, short name first, in
// ICU's order.
var generalCategories = []string{
	"cn unassigned", "lu uppercase_letter", "ll lowercase_letter", "lt titlecase_letter",
	"lm modifier_letter", "lo other_letter", "mn nonspacing_mark", "me enclosing_mark",
	"mc spacing_mark", "nd decimal_number digit", "nl letter_number", "no other_number",
	"zs space_separator", "zl line_separator", "zp paragraph_separator", "cc control cntrl",
	"cf format", "co private_use", "cs surrogate", "pd dash_punctuation", "ps open_punctuation",
	"pe close_punctuation", "pc connector_punctuation", "po other_punctuation",
	"sm math_symbol", "sc currency_symbol", "sk modifier_symbol", "so other_symbol",
	"pi initial_punctuation", "pf final_punctuation",
}

// categoryGroups are the one-letter categories the tool adds, with the
// long name it gives each.
var categoryGroups = []struct{ key, alias string }{
	{"l", "letter"}, {"m", "mark"}, {"n", "number"}, {"p", "punctuation"}, {"s", "symbol"},
	{"z", "space"}, {"c", "control"},
}

// binaryProperties are ICU 72's binary properties, short name first, in
// ICU's order, with the function that computes each (nil if unsupported).
var binaryProperties = []struct {
	names string
	set   func() intervalSet
}{
	{"alpha alphabetic", alphabeticSet},
	{"ahex ascii_hex_digit", propertyFunc("ASCII_Hex_Digit")},
	{"bidi_c bidi_control", propertyFunc("Bidi_Control")},
	{"bidi_m bidi_mirrored", nil},
	{"dash dash", propertyFunc("Dash")},
	{"di default_ignorable_code_point", defaultIgnorableSet},
	{"dep deprecated", propertyFunc("Deprecated")},
	{"dia diacritic", propertyFunc("Diacritic")},
	{"ext extender", propertyFunc("Extender")},
	{"comp_ex full_composition_exclusion", nil},
	{"gr_base grapheme_base", graphemeBaseSet},
	{"gr_ext grapheme_extend", graphemeExtendSet},
	{"gr_link grapheme_link", nil},
	{"hex hex_digit", propertyFunc("Hex_Digit")},
	{"hyphen hyphen", propertyFunc("Hyphen")},
	{"idc id_continue", idContinueSet},
	{"ids id_start", idStartSet},
	{"ideo ideographic", propertyFunc("Ideographic")},
	{"idsb ids_binary_operator", propertyFunc("IDS_Binary_Operator")},
	{"idst ids_trinary_operator", propertyFunc("IDS_Trinary_Operator")},
	{"join_c join_control", propertyFunc("Join_Control")},
	{"loe logical_order_exception", propertyFunc("Logical_Order_Exception")},
	{"lower lowercase", lowercaseSet},
	{"math math", mathSet},
	{"nchar noncharacter_code_point", propertyFunc("Noncharacter_Code_Point")},
	{"qmark quotation_mark", propertyFunc("Quotation_Mark")},
	{"radical radical", propertyFunc("Radical")},
	{"sd soft_dotted", propertyFunc("Soft_Dotted")},
	{"term terminal_punctuation", propertyFunc("Terminal_Punctuation")},
	{"uideo unified_ideograph", propertyFunc("Unified_Ideograph")},
	{"upper uppercase", uppercaseSet},
	{"wspace white_space space", propertyFunc("White_Space")},
	{"xidc xid_continue", xidContinueSet},
	{"xids xid_start", xidStartSet},
	{"sensitive case_sensitive", nil},
	{"sterm sentence_terminal", propertyFunc("Sentence_Terminal")},
	{"vs variation_selector", propertyFunc("Variation_Selector")},
	{"nfdinert nfd_inert", nil},
	{"nfkdinert nfkd_inert", nil},
	{"nfcinert nfc_inert", nil},
	{"nfkcinert nfkc_inert", nil},
	{"segstart segment_starter", nil},
	{"pat_syn pattern_syntax", propertyFunc("Pattern_Syntax")},
	{"pat_ws pattern_white_space", propertyFunc("Pattern_White_Space")},
	{"alnum alnum", posixAlnum},
	{"blank blank", posixBlank},
	{"graph graph", posixGraph},
	{"print print", posixPrint},
	{"xdigit xdigit", posixXDigit},
	{"cased cased", casedSet},
	{"ci case_ignorable", nil},
	{"cwl changes_when_lowercased", changesWhenLowercasedSet},
	{"cwu changes_when_uppercased", nil},
	{"cwt changes_when_titlecased", nil},
	{"cwcf changes_when_casefolded", nil},
	{"cwcm changes_when_casemapped", nil},
	{"cwkcf changes_when_nfkc_casefolded", nil},
	{"emoji emoji", clonedSet(emojiSet)},
	{"epres emoji_presentation", clonedSet(emojiPresentationSet)},
	{"emod emoji_modifier", clonedSet(emojiModifierSet)},
	{"ebase emoji_modifier_base", clonedSet(emojiModifierBaseSet)},
	{"ecomp emoji_component", clonedSet(emojiComponentSet)},
	{"ri regional_indicator", propertyFunc("Regional_Indicator")},
	{"pcm prepended_concatenation_mark", propertyFunc("Prepended_Concatenation_Mark")},
	{"extpict extended_pictographic", clonedSet(extendedPictographicSet)},
	{"basic_emoji basic_emoji", basicEmojiSet},
	// ICU 72 gives these properties of strings no code points: unknown.
	{"emoji_keycap_sequence emoji_keycap_sequence", noCodePoints},
	{"rgi_emoji_modifier_sequence rgi_emoji_modifier_sequence", noCodePoints},
	{"rgi_emoji_flag_sequence rgi_emoji_flag_sequence", noCodePoints},
	{"rgi_emoji_tag_sequence rgi_emoji_tag_sequence", noCodePoints},
	{"rgi_emoji_zwj_sequence rgi_emoji_zwj_sequence", noCodePoints},
	{"rgi_emoji rgi_emoji", basicEmojiSet},
}

// Derived properties, as DerivedCoreProperties.txt (Unicode 15.0) derives
// them from the general categories and PropList.txt.

func alphabeticSet() intervalSet {
	return setUnion(categorySet(unicode.L), categorySet(unicode.Nl), propertySet("Other_Alphabetic"))
}

func lowercaseSet() intervalSet {
	return setUnion(categorySet(unicode.Ll), propertySet("Other_Lowercase"))
}

func uppercaseSet() intervalSet {
	return setUnion(categorySet(unicode.Lu), propertySet("Other_Uppercase"))
}

func mathSet() intervalSet { return setUnion(categorySet(unicode.Sm), propertySet("Other_Math")) }

func casedSet() intervalSet { return setUnion(lowercaseSet(), uppercaseSet(), categorySet(unicode.Lt)) }

func patternSet() intervalSet {
	return setUnion(propertySet("Pattern_Syntax"), propertySet("Pattern_White_Space"))
}

func idStartSet() intervalSet {
	return setMinus(setUnion(categorySet(unicode.L), categorySet(unicode.Nl), propertySet("Other_ID_Start")), patternSet())
}

func idContinueSet() intervalSet {
	return setMinus(setUnion(idStartSet(), categorySet(unicode.Mn), categorySet(unicode.Mc), categorySet(unicode.Nd),
		categorySet(unicode.Pc), propertySet("Other_ID_Continue")), patternSet())
}

// The characters that UAX #31 (section 5.1) takes out of ID_Start and
// ID_Continue to make XID_Start and XID_Continue closed under NFKC.
var (
	notXIDStart = intervalSet{
		{0x037A, 0x037A}, {0x0E33, 0x0E33}, {0x0EB3, 0x0EB3}, {0x309B, 0x309C},
		{0xFC5E, 0xFC63}, {0xFDFA, 0xFDFB}, {0xFE70, 0xFE70}, {0xFE72, 0xFE72},
		{0xFE74, 0xFE74}, {0xFE76, 0xFE76}, {0xFE78, 0xFE78}, {0xFE7A, 0xFE7A},
		{0xFE7C, 0xFE7C}, {0xFE7E, 0xFE7E}, {0xFF9E, 0xFF9F},
	}
	notXIDContinue = intervalSet{
		{0x037A, 0x037A}, {0x309B, 0x309C}, {0xFC5E, 0xFC63}, {0xFDFA, 0xFDFB},
		{0xFE70, 0xFE70}, {0xFE72, 0xFE72}, {0xFE74, 0xFE74}, {0xFE76, 0xFE76},
		{0xFE78, 0xFE78}, {0xFE7A, 0xFE7A}, {0xFE7C, 0xFE7C}, {0xFE7E, 0xFE7E},
	}
)

func xidStartSet() intervalSet { return setMinus(idStartSet(), notXIDStart) }

func xidContinueSet() intervalSet { return setMinus(idContinueSet(), notXIDContinue) }

func defaultIgnorableSet() intervalSet {
	return setMinus(setUnion(propertySet("Other_Default_Ignorable_Code_Point"), categorySet(unicode.Cf), propertySet("Variation_Selector")),
		setUnion(propertySet("White_Space"), intervalSet{{0xFFF9, 0xFFFB}, {0x13430, 0x1343F}},
			propertySet("Prepended_Concatenation_Mark")))
}

func graphemeExtendSet() intervalSet {
	return setUnion(categorySet(unicode.Me), categorySet(unicode.Mn), propertySet("Other_Grapheme_Extend"))
}

func graphemeBaseSet() intervalSet {
	return setMinus(intervalSet{{0, unicode.MaxRune}}, setUnion(categorySet(unicode.Cc), categorySet(unicode.Cf),
		categorySet(unicode.Cs), categorySet(unicode.Co), categorySet(unicode.Cn), categorySet(unicode.Zl), categorySet(unicode.Zp), graphemeExtendSet()))
}

// changesWhenLowercasedSet is derived from the simple lowercase mappings
// rather than from the full ones and NFD as DerivedCoreProperties.txt
// does; for Unicode 15.0 the sets are the same.
func changesWhenLowercasedSet() intervalSet {
	var s intervalSet
	for _, cr := range unicode.CaseRanges {
		for c := rune(cr.Lo); c <= rune(cr.Hi); c++ {
			if unicode.ToLower(c) != c {
				s.add(int(c), int(c))
			}
		}
	}
	return s
}

// The POSIX-like properties, as UTS #18 (annex C) and ICU define them.

func posixAlnum() intervalSet { return setUnion(alphabeticSet(), categorySet(unicode.Nd)) }

func posixBlank() intervalSet { return setUnion(intervalSet{{'\t', '\t'}}, categorySet(unicode.Zs)) }

func posixGraph() intervalSet {
	return setMinus(intervalSet{{0, unicode.MaxRune}}, setUnion(propertySet("White_Space"), categorySet(unicode.Cc),
		categorySet(unicode.Cs), categorySet(unicode.Cn)))
}

func posixPrint() intervalSet {
	return setMinus(setUnion(posixGraph(), posixBlank()), categorySet(unicode.Cc))
}

func posixXDigit() intervalSet { return setUnion(categorySet(unicode.Nd), propertySet("Hex_Digit")) }

// Emoji properties that the tool derives from others.

// basicEmojiSet is what ICU 72 gives as the code points of the properties of
// strings Basic_Emoji and RGI_Emoji.
func basicEmojiSet() intervalSet {
	return setMinus(emojiPresentationSet, propertySet("Regional_Indicator"))
}

// emojiRKSet is the tool's EmojiRK: regional indicators, keycap bases and a
// few symbols.
func emojiRKSet() intervalSet {
	return setUnion(propertySet("Regional_Indicator"), intervalSet{{'#', '#'}, {'*', '*'}, {'0', '9'},
		{0xA9, 0xA9}, {0xAE, 0xAE}, {0x2122, 0x2122}, {0x3030, 0x3030}, {0x303D, 0x303D}})
}

// unknownScriptSet is Script=Unknown: the code points of no script.
func unknownScriptSet() intervalSet {
	var all intervalSet
	for _, t := range unicode.Scripts {
		all = setUnion(all, rangeTableSet(t))
	}
	return all.complement(0, unicode.MaxRune)
}

// noBlockSet is Block=No_Block: the code points of no block.
func noBlockSet() intervalSet {
	var all intervalSet
	for _, b := range unicodeBlocks {
		all.add(b.lo, b.hi)
	}
	return all.complement(0, unicode.MaxRune)
}

func noCodePoints() intervalSet { return nil }

// propertyFunc returns a function that returns the set of a property of Go's
// unicode.Properties.
func propertyFunc(name string) func() intervalSet {
	return func() intervalSet { return propertySet(name) }
}

func propertySet(name string) intervalSet {
	t := unicode.Properties[name]
	if t == nil {
		panic("g4: no Unicode property " + name + " in Go's tables")
	}
	return rangeTableSet(t)
}

func categorySet(t *unicode.RangeTable) intervalSet { return rangeTableSet(t) }

// clonedSet returns a function that returns a copy of s.
func clonedSet(s intervalSet) func() intervalSet {
	return func() intervalSet { return slices.Clone(s) }
}

// rangeTableSet returns the code points of a Go range table.
func rangeTableSet(t *unicode.RangeTable) intervalSet {
	var s intervalSet
	addRange := func(lo, hi, stride int) {
		if stride == 1 {
			s.add(lo, hi)
			return
		}
		for c := lo; c <= hi; c += stride {
			s.add(c, c)
		}
	}
	for _, r := range t.R16 {
		addRange(int(r.Lo), int(r.Hi), int(r.Stride))
	}
	for _, r := range t.R32 {
		addRange(int(r.Lo), int(r.Hi), int(r.Stride))
	}
	return s
}

// setUnion returns the code points of any of the sets.
func setUnion(sets ...intervalSet) intervalSet {
	var all []interval
	for _, s := range sets {
		all = append(all, s...)
	}
	slices.SortFunc(all, func(a, b interval) int { return a.lo - b.lo })
	var out intervalSet
	for _, iv := range all {
		if n := len(out); n > 0 && iv.lo <= out[n-1].hi+1 {
			out[n-1].hi = max(out[n-1].hi, iv.hi)
			continue
		}
		out = append(out, iv)
	}
	return out
}

// setIntersect returns the code points of both a and b.
func setIntersect(a, b intervalSet) intervalSet {
	var out intervalSet
	for i, j := 0, 0; i < len(a) && j < len(b); {
		lo, hi := max(a[i].lo, b[j].lo), min(a[i].hi, b[j].hi)
		if lo <= hi {
			out = append(out, interval{lo, hi})
		}
		if a[i].hi < b[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

// setMinus returns the code points of a that are not in b.
func setMinus(a, b intervalSet) intervalSet {
	return setIntersect(a, b.complement(0, unicode.MaxRune))
}

// The tables below were generated from the tool's own UnicodeData (the
// ANTLR 4.13.2 complete jar, built with ICU 72.1): its property keys and
// aliases, read by reflection, and the sets of its block and emoji
// properties. Names are stored normalized, short name first; names with a
// '-', which normalized names never match, are left out, and so are the
// values of unsupported properties that have no code points, which the
// tool rejects.

// unicodeScripts are the script names ICU 72 knows, code first. Some, such as
// Zmth, have no code points.
var unicodeScripts = []string{
	"adlm adlam",
	"afak",
	"aghb caucasian_albanian",
	"ahom",
	"arab arabic",
	"armi imperial_aramaic",
	"armn armenian",
	"avst avestan",
	"bali balinese",
	"bamu bamum",
	"bass bassa_vah",
	"batk batak",
	"beng bengali",
	"bhks bhaiksuki",
	"blis",
	"bopo bopomofo",
	"brah brahmi",
	"brai braille",
	"bugi buginese",
	"buhd buhid",
	"cakm chakma",
	"cans canadian_aboriginal",
	"cari carian",
	"cham",
	"cher cherokee",
	"chrs chorasmian",
	"cirt",
	"copt coptic qaac",
	"cpmn cypro_minoan",
	"cprt cypriot",
	"cyrl cyrillic",
	"cyrs",
	"deva devanagari",
	"diak dives_akuru",
	"dogr dogra",
	"dsrt deseret",
	"dupl duployan",
	"egyd",
	"egyh",
	"egyp egyptian_hieroglyphs",
	"elba elbasan",
	"elym elymaic",
	"ethi ethiopic",
	"geok",
	"geor georgian",
	"glag glagolitic",
	"gong gunjala_gondi",
	"gonm masaram_gondi",
	"goth gothic",
	"gran grantha",
	"grek greek",
	"gujr gujarati",
	"guru gurmukhi",
	"hanb",
	"hang hangul",
	"hani han",
	"hano hanunoo",
	"hans",
	"hant",
	"hatr hatran",
	"hebr hebrew",
	"hira hiragana",
	"hluw anatolian_hieroglyphs",
	"hmng pahawh_hmong",
	"hmnp nyiakeng_puachue_hmong",
	"hrkt katakana_or_hiragana",
	"hung old_hungarian",
	"inds",
	"ital old_italic",
	"jamo",
	"java javanese",
	"jpan",
	"jurc",
	"kali kayah_li",
	"kana katakana",
	"kawi",
	"khar kharoshthi",
	"khmr khmer",
	"khoj khojki",
	"kits khitan_small_script",
	"knda kannada",
	"kore",
	"kpel",
	"kthi kaithi",
	"lana tai_tham",
	"laoo lao",
	"latf",
	"latg",
	"latn latin",
	"lepc lepcha",
	"limb limbu",
	"lina linear_a",
	"linb linear_b",
	"lisu",
	"loma",
	"lyci lycian",
	"lydi lydian",
	"mahj mahajani",
	"maka makasar",
	"mand mandaic",
	"mani manichaean",
	"marc marchen",
	"maya",
	"medf medefaidrin",
	"mend mende_kikakui",
	"merc meroitic_cursive",
	"mero meroitic_hieroglyphs",
	"mlym malayalam",
	"modi",
	"mong mongolian",
	"moon",
	"mroo mro",
	"mtei meetei_mayek",
	"mult multani",
	"mymr myanmar",
	"nagm nag_mundari",
	"nand nandinagari",
	"narb old_north_arabian",
	"nbat nabataean",
	"newa",
	"nkgb",
	"nkoo nko",
	"nshu nushu",
	"ogam ogham",
	"olck ol_chiki",
	"orkh old_turkic",
	"orya oriya",
	"osge osage",
	"osma osmanya",
	"ougr old_uyghur",
	"palm palmyrene",
	"pauc pau_cin_hau",
	"perm old_permic",
	"phag phags_pa",
	"phli inscriptional_pahlavi",
	"phlp psalter_pahlavi",
	"phlv",
	"phnx phoenician",
	"plrd miao",
	"prti inscriptional_parthian",
	"rjng rejang",
	"rohg hanifi_rohingya",
	"roro",
	"runr runic",
	"samr samaritan",
	"sara",
	"sarb old_south_arabian",
	"saur saurashtra",
	"sgnw signwriting",
	"shaw shavian",
	"shrd sharada",
	"sidd siddham",
	"sind khudawadi",
	"sinh sinhala",
	"sogd sogdian",
	"sogo old_sogdian",
	"sora sora_sompeng",
	"soyo soyombo",
	"sund sundanese",
	"sylo syloti_nagri",
	"syrc syriac",
	"syre",
	"syrj",
	"syrn",
	"tagb tagbanwa",
	"takr takri",
	"tale tai_le",
	"talu new_tai_lue",
	"taml tamil",
	"tang tangut",
	"tavt tai_viet",
	"telu telugu",
	"teng",
	"tfng tifinagh",
	"tglg tagalog",
	"thaa thaana",
	"thai",
	"tibt tibetan",
	"tirh tirhuta",
	"tnsa tangsa",
	"toto",
	"ugar ugaritic",
	"vaii vai",
	"visp",
	"vith vithkuqi",
	"wara warang_citi",
	"wcho wancho",
	"wole",
	"xpeo old_persian",
	"xsux cuneiform",
	"yezi yezidi",
	"yiii yi",
	"zanb zanabazar_square",
	"zinh inherited qaai",
	"zmth",
	"zsye",
	"zsym",
	"zxxx",
	"zyyy common",
	"zzzz unknown",
}

// unicodeBlocks are the blocks of Unicode 15.0 with their ICU names, short name
// first.
var unicodeBlocks = []struct {
	names  string
	lo, hi int
}{
	{"ascii basic_latin", 0x0000, 0x007F},
	{"latin_1_sup latin_1 latin_1_supplement", 0x0080, 0x00FF},
	{"latin_ext_a latin_extended_a", 0x0100, 0x017F},
	{"latin_ext_b latin_extended_b", 0x0180, 0x024F},
	{"ipa_ext ipa_extensions", 0x0250, 0x02AF},
	{"modifier_letters spacing_modifier_letters", 0x02B0, 0x02FF},
	{"diacriticals combining_diacritical_marks", 0x0300, 0x036F},
	{"greek greek_and_coptic", 0x0370, 0x03FF},
	{"cyrillic", 0x0400, 0x04FF},
	{"cyrillic_sup cyrillic_supplement cyrillic_supplementary", 0x0500, 0x052F},
	{"armenian", 0x0530, 0x058F},
	{"hebrew", 0x0590, 0x05FF},
	{"arabic", 0x0600, 0x06FF},
	{"syriac", 0x0700, 0x074F},
	{"arabic_sup arabic_supplement", 0x0750, 0x077F},
	{"thaana", 0x0780, 0x07BF},
	{"nko", 0x07C0, 0x07FF},
	{"samaritan", 0x0800, 0x083F},
	{"mandaic", 0x0840, 0x085F},
	{"syriac_sup syriac_supplement", 0x0860, 0x086F},
	{"arabic_ext_b arabic_extended_b", 0x0870, 0x089F},
	{"arabic_ext_a arabic_extended_a", 0x08A0, 0x08FF},
	{"devanagari", 0x0900, 0x097F},
	{"bengali", 0x0980, 0x09FF},
	{"gurmukhi", 0x0A00, 0x0A7F},
	{"gujarati", 0x0A80, 0x0AFF},
	{"oriya", 0x0B00, 0x0B7F},
	{"tamil", 0x0B80, 0x0BFF},
	{"telugu", 0x0C00, 0x0C7F},
	{"kannada", 0x0C80, 0x0CFF},
	{"malayalam", 0x0D00, 0x0D7F},
	{"sinhala", 0x0D80, 0x0DFF},
	{"thai", 0x0E00, 0x0E7F},
	{"lao", 0x0E80, 0x0EFF},
	{"tibetan", 0x0F00, 0x0FFF},
	{"myanmar", 0x1000, 0x109F},
	{"georgian", 0x10A0, 0x10FF},
	{"jamo hangul_jamo", 0x1100, 0x11FF},
	{"ethiopic", 0x1200, 0x137F},
	{"ethiopic_sup ethiopic_supplement", 0x1380, 0x139F},
	{"cherokee", 0x13A0, 0x13FF},
	{"ucas canadian_syllabics unified_canadian_aboriginal_syllabics", 0x1400, 0x167F},
	{"ogham", 0x1680, 0x169F},
	{"runic", 0x16A0, 0x16FF},
	{"tagalog", 0x1700, 0x171F},
	{"hanunoo", 0x1720, 0x173F},
	{"buhid", 0x1740, 0x175F},
	{"tagbanwa", 0x1760, 0x177F},
	{"khmer", 0x1780, 0x17FF},
	{"mongolian", 0x1800, 0x18AF},
	{"ucas_ext unified_canadian_aboriginal_syllabics_extended", 0x18B0, 0x18FF},
	{"limbu", 0x1900, 0x194F},
	{"tai_le", 0x1950, 0x197F},
	{"new_tai_lue", 0x1980, 0x19DF},
	{"khmer_symbols", 0x19E0, 0x19FF},
	{"buginese", 0x1A00, 0x1A1F},
	{"tai_tham", 0x1A20, 0x1AAF},
	{"diacriticals_ext combining_diacritical_marks_extended", 0x1AB0, 0x1AFF},
	{"balinese", 0x1B00, 0x1B7F},
	{"sundanese", 0x1B80, 0x1BBF},
	{"batak", 0x1BC0, 0x1BFF},
	{"lepcha", 0x1C00, 0x1C4F},
	{"ol_chiki", 0x1C50, 0x1C7F},
	{"cyrillic_ext_c cyrillic_extended_c", 0x1C80, 0x1C8F},
	{"georgian_ext georgian_extended", 0x1C90, 0x1CBF},
	{"sundanese_sup sundanese_supplement", 0x1CC0, 0x1CCF},
	{"vedic_ext vedic_extensions", 0x1CD0, 0x1CFF},
	{"phonetic_ext phonetic_extensions", 0x1D00, 0x1D7F},
	{"phonetic_ext_sup phonetic_extensions_supplement", 0x1D80, 0x1DBF},
	{"diacriticals_sup combining_diacritical_marks_supplement", 0x1DC0, 0x1DFF},
	{"latin_ext_additional latin_extended_additional", 0x1E00, 0x1EFF},
	{"greek_ext greek_extended", 0x1F00, 0x1FFF},
	{"punctuation general_punctuation", 0x2000, 0x206F},
	{"super_and_sub superscripts_and_subscripts", 0x2070, 0x209F},
	{"currency_symbols", 0x20A0, 0x20CF},
	{"diacriticals_for_symbols combining_diacritical_marks_for_symbols combining_marks_for_symbols", 0x20D0, 0x20FF},
	{"letterlike_symbols", 0x2100, 0x214F},
	{"number_forms", 0x2150, 0x218F},
	{"arrows", 0x2190, 0x21FF},
	{"math_operators mathematical_operators", 0x2200, 0x22FF},
	{"misc_technical miscellaneous_technical", 0x2300, 0x23FF},
	{"control_pictures", 0x2400, 0x243F},
	{"ocr optical_character_recognition", 0x2440, 0x245F},
	{"enclosed_alphanum enclosed_alphanumerics", 0x2460, 0x24FF},
	{"box_drawing", 0x2500, 0x257F},
	{"block_elements", 0x2580, 0x259F},
	{"geometric_shapes", 0x25A0, 0x25FF},
	{"misc_symbols miscellaneous_symbols", 0x2600, 0x26FF},
	{"dingbats", 0x2700, 0x27BF},
	{"misc_math_symbols_a miscellaneous_mathematical_symbols_a", 0x27C0, 0x27EF},
	{"sup_arrows_a supplemental_arrows_a", 0x27F0, 0x27FF},
	{"braille braille_patterns", 0x2800, 0x28FF},
	{"sup_arrows_b supplemental_arrows_b", 0x2900, 0x297F},
	{"misc_math_symbols_b miscellaneous_mathematical_symbols_b", 0x2980, 0x29FF},
	{"sup_math_operators supplemental_mathematical_operators", 0x2A00, 0x2AFF},
	{"misc_arrows miscellaneous_symbols_and_arrows", 0x2B00, 0x2BFF},
	{"glagolitic", 0x2C00, 0x2C5F},
	{"latin_ext_c latin_extended_c", 0x2C60, 0x2C7F},
	{"coptic", 0x2C80, 0x2CFF},
	{"georgian_sup georgian_supplement", 0x2D00, 0x2D2F},
	{"tifinagh", 0x2D30, 0x2D7F},
	{"ethiopic_ext ethiopic_extended", 0x2D80, 0x2DDF},
	{"cyrillic_ext_a cyrillic_extended_a", 0x2DE0, 0x2DFF},
	{"sup_punctuation supplemental_punctuation", 0x2E00, 0x2E7F},
	{"cjk_radicals_sup cjk_radicals_supplement", 0x2E80, 0x2EFF},
	{"kangxi kangxi_radicals", 0x2F00, 0x2FDF},
	{"idc ideographic_description_characters", 0x2FF0, 0x2FFF},
	{"cjk_symbols cjk_symbols_and_punctuation", 0x3000, 0x303F},
	{"hiragana", 0x3040, 0x309F},
	{"katakana", 0x30A0, 0x30FF},
	{"bopomofo", 0x3100, 0x312F},
	{"compat_jamo hangul_compatibility_jamo", 0x3130, 0x318F},
	{"kanbun", 0x3190, 0x319F},
	{"bopomofo_ext bopomofo_extended", 0x31A0, 0x31BF},
	{"cjk_strokes", 0x31C0, 0x31EF},
	{"katakana_ext katakana_phonetic_extensions", 0x31F0, 0x31FF},
	{"enclosed_cjk enclosed_cjk_letters_and_months", 0x3200, 0x32FF},
	{"cjk_compat cjk_compatibility", 0x3300, 0x33FF},
	{"cjk_ext_a cjk_unified_ideographs_extension_a", 0x3400, 0x4DBF},
	{"yijing yijing_hexagram_symbols", 0x4DC0, 0x4DFF},
	{"cjk cjk_unified_ideographs", 0x4E00, 0x9FFF},
	{"yi_syllables", 0xA000, 0xA48F},
	{"yi_radicals", 0xA490, 0xA4CF},
	{"lisu", 0xA4D0, 0xA4FF},
	{"vai", 0xA500, 0xA63F},
	{"cyrillic_ext_b cyrillic_extended_b", 0xA640, 0xA69F},
	{"bamum", 0xA6A0, 0xA6FF},
	{"modifier_tone_letters", 0xA700, 0xA71F},
	{"latin_ext_d latin_extended_d", 0xA720, 0xA7FF},
	{"syloti_nagri", 0xA800, 0xA82F},
	{"indic_number_forms common_indic_number_forms", 0xA830, 0xA83F},
	{"phags_pa", 0xA840, 0xA87F},
	{"saurashtra", 0xA880, 0xA8DF},
	{"devanagari_ext devanagari_extended", 0xA8E0, 0xA8FF},
	{"kayah_li", 0xA900, 0xA92F},
	{"rejang", 0xA930, 0xA95F},
	{"jamo_ext_a hangul_jamo_extended_a", 0xA960, 0xA97F},
	{"javanese", 0xA980, 0xA9DF},
	{"myanmar_ext_b myanmar_extended_b", 0xA9E0, 0xA9FF},
	{"cham", 0xAA00, 0xAA5F},
	{"myanmar_ext_a myanmar_extended_a", 0xAA60, 0xAA7F},
	{"tai_viet", 0xAA80, 0xAADF},
	{"meetei_mayek_ext meetei_mayek_extensions", 0xAAE0, 0xAAFF},
	{"ethiopic_ext_a ethiopic_extended_a", 0xAB00, 0xAB2F},
	{"latin_ext_e latin_extended_e", 0xAB30, 0xAB6F},
	{"cherokee_sup cherokee_supplement", 0xAB70, 0xABBF},
	{"meetei_mayek", 0xABC0, 0xABFF},
	{"hangul hangul_syllables", 0xAC00, 0xD7AF},
	{"jamo_ext_b hangul_jamo_extended_b", 0xD7B0, 0xD7FF},
	{"high_surrogates", 0xD800, 0xDB7F},
	{"high_pu_surrogates high_private_use_surrogates", 0xDB80, 0xDBFF},
	{"low_surrogates", 0xDC00, 0xDFFF},
	{"pua private_use private_use_area", 0xE000, 0xF8FF},
	{"cjk_compat_ideographs cjk_compatibility_ideographs", 0xF900, 0xFAFF},
	{"alphabetic_pf alphabetic_presentation_forms", 0xFB00, 0xFB4F},
	{"arabic_pf_a arabic_presentation_forms_a", 0xFB50, 0xFDFF},
	{"vs variation_selectors", 0xFE00, 0xFE0F},
	{"vertical_forms", 0xFE10, 0xFE1F},
	{"half_marks combining_half_marks", 0xFE20, 0xFE2F},
	{"cjk_compat_forms cjk_compatibility_forms", 0xFE30, 0xFE4F},
	{"small_forms small_form_variants", 0xFE50, 0xFE6F},
	{"arabic_pf_b arabic_presentation_forms_b", 0xFE70, 0xFEFF},
	{"half_and_full_forms halfwidth_and_fullwidth_forms", 0xFF00, 0xFFEF},
	{"specials", 0xFFF0, 0xFFFF},
	{"linear_b_syllabary", 0x10000, 0x1007F},
	{"linear_b_ideograms", 0x10080, 0x100FF},
	{"aegean_numbers", 0x10100, 0x1013F},
	{"ancient_greek_numbers", 0x10140, 0x1018F},
	{"ancient_symbols", 0x10190, 0x101CF},
	{"phaistos phaistos_disc", 0x101D0, 0x101FF},
	{"lycian", 0x10280, 0x1029F},
	{"carian", 0x102A0, 0x102DF},
	{"coptic_epact_numbers", 0x102E0, 0x102FF},
	{"old_italic", 0x10300, 0x1032F},
	{"gothic", 0x10330, 0x1034F},
	{"old_permic", 0x10350, 0x1037F},
	{"ugaritic", 0x10380, 0x1039F},
	{"old_persian", 0x103A0, 0x103DF},
	{"deseret", 0x10400, 0x1044F},
	{"shavian", 0x10450, 0x1047F},
	{"osmanya", 0x10480, 0x104AF},
	{"osage", 0x104B0, 0x104FF},
	{"elbasan", 0x10500, 0x1052F},
	{"caucasian_albanian", 0x10530, 0x1056F},
	{"vithkuqi", 0x10570, 0x105BF},
	{"linear_a", 0x10600, 0x1077F},
	{"latin_ext_f latin_extended_f", 0x10780, 0x107BF},
	{"cypriot_syllabary", 0x10800, 0x1083F},
	{"imperial_aramaic", 0x10840, 0x1085F},
	{"palmyrene", 0x10860, 0x1087F},
	{"nabataean", 0x10880, 0x108AF},
	{"hatran", 0x108E0, 0x108FF},
	{"phoenician", 0x10900, 0x1091F},
	{"lydian", 0x10920, 0x1093F},
	{"meroitic_hieroglyphs", 0x10980, 0x1099F},
	{"meroitic_cursive", 0x109A0, 0x109FF},
	{"kharoshthi", 0x10A00, 0x10A5F},
	{"old_south_arabian", 0x10A60, 0x10A7F},
	{"old_north_arabian", 0x10A80, 0x10A9F},
	{"manichaean", 0x10AC0, 0x10AFF},
	{"avestan", 0x10B00, 0x10B3F},
	{"inscriptional_parthian", 0x10B40, 0x10B5F},
	{"inscriptional_pahlavi", 0x10B60, 0x10B7F},
	{"psalter_pahlavi", 0x10B80, 0x10BAF},
	{"old_turkic", 0x10C00, 0x10C4F},
	{"old_hungarian", 0x10C80, 0x10CFF},
	{"hanifi_rohingya", 0x10D00, 0x10D3F},
	{"rumi rumi_numeral_symbols", 0x10E60, 0x10E7F},
	{"yezidi", 0x10E80, 0x10EBF},
	{"arabic_ext_c arabic_extended_c", 0x10EC0, 0x10EFF},
	{"old_sogdian", 0x10F00, 0x10F2F},
	{"sogdian", 0x10F30, 0x10F6F},
	{"old_uyghur", 0x10F70, 0x10FAF},
	{"chorasmian", 0x10FB0, 0x10FDF},
	{"elymaic", 0x10FE0, 0x10FFF},
	{"brahmi", 0x11000, 0x1107F},
	{"kaithi", 0x11080, 0x110CF},
	{"sora_sompeng", 0x110D0, 0x110FF},
	{"chakma", 0x11100, 0x1114F},
	{"mahajani", 0x11150, 0x1117F},
	{"sharada", 0x11180, 0x111DF},
	{"sinhala_archaic_numbers", 0x111E0, 0x111FF},
	{"khojki", 0x11200, 0x1124F},
	{"multani", 0x11280, 0x112AF},
	{"khudawadi", 0x112B0, 0x112FF},
	{"grantha", 0x11300, 0x1137F},
	{"newa", 0x11400, 0x1147F},
	{"tirhuta", 0x11480, 0x114DF},
	{"siddham", 0x11580, 0x115FF},
	{"modi", 0x11600, 0x1165F},
	{"mongolian_sup mongolian_supplement", 0x11660, 0x1167F},
	{"takri", 0x11680, 0x116CF},
	{"ahom", 0x11700, 0x1174F},
	{"dogra", 0x11800, 0x1184F},
	{"warang_citi", 0x118A0, 0x118FF},
	{"dives_akuru", 0x11900, 0x1195F},
	{"nandinagari", 0x119A0, 0x119FF},
	{"zanabazar_square", 0x11A00, 0x11A4F},
	{"soyombo", 0x11A50, 0x11AAF},
	{"ucas_ext_a unified_canadian_aboriginal_syllabics_extended_a", 0x11AB0, 0x11ABF},
	{"pau_cin_hau", 0x11AC0, 0x11AFF},
	{"devanagari_ext_a devanagari_extended_a", 0x11B00, 0x11B5F},
	{"bhaiksuki", 0x11C00, 0x11C6F},
	{"marchen", 0x11C70, 0x11CBF},
	{"masaram_gondi", 0x11D00, 0x11D5F},
	{"gunjala_gondi", 0x11D60, 0x11DAF},
	{"makasar", 0x11EE0, 0x11EFF},
	{"kawi", 0x11F00, 0x11F5F},
	{"lisu_sup lisu_supplement", 0x11FB0, 0x11FBF},
	{"tamil_sup tamil_supplement", 0x11FC0, 0x11FFF},
	{"cuneiform", 0x12000, 0x123FF},
	{"cuneiform_numbers cuneiform_numbers_and_punctuation", 0x12400, 0x1247F},
	{"early_dynastic_cuneiform", 0x12480, 0x1254F},
	{"cypro_minoan", 0x12F90, 0x12FFF},
	{"egyptian_hieroglyphs", 0x13000, 0x1342F},
	{"egyptian_hieroglyph_format_controls", 0x13430, 0x1345F},
	{"anatolian_hieroglyphs", 0x14400, 0x1467F},
	{"bamum_sup bamum_supplement", 0x16800, 0x16A3F},
	{"mro", 0x16A40, 0x16A6F},
	{"tangsa", 0x16A70, 0x16ACF},
	{"bassa_vah", 0x16AD0, 0x16AFF},
	{"pahawh_hmong", 0x16B00, 0x16B8F},
	{"medefaidrin", 0x16E40, 0x16E9F},
	{"miao", 0x16F00, 0x16F9F},
	{"ideographic_symbols ideographic_symbols_and_punctuation", 0x16FE0, 0x16FFF},
	{"tangut", 0x17000, 0x187FF},
	{"tangut_components", 0x18800, 0x18AFF},
	{"khitan_small_script", 0x18B00, 0x18CFF},
	{"tangut_sup tangut_supplement", 0x18D00, 0x18D7F},
	{"kana_ext_b kana_extended_b", 0x1AFF0, 0x1AFFF},
	{"kana_sup kana_supplement", 0x1B000, 0x1B0FF},
	{"kana_ext_a kana_extended_a", 0x1B100, 0x1B12F},
	{"small_kana_ext small_kana_extension", 0x1B130, 0x1B16F},
	{"nushu", 0x1B170, 0x1B2FF},
	{"duployan", 0x1BC00, 0x1BC9F},
	{"shorthand_format_controls", 0x1BCA0, 0x1BCAF},
	{"znamenny_music znamenny_musical_notation", 0x1CF00, 0x1CFCF},
	{"byzantine_music byzantine_musical_symbols", 0x1D000, 0x1D0FF},
	{"music musical_symbols", 0x1D100, 0x1D1FF},
	{"ancient_greek_music ancient_greek_musical_notation", 0x1D200, 0x1D24F},
	{"kaktovik_numerals", 0x1D2C0, 0x1D2DF},
	{"mayan_numerals", 0x1D2E0, 0x1D2FF},
	{"tai_xuan_jing tai_xuan_jing_symbols", 0x1D300, 0x1D35F},
	{"counting_rod counting_rod_numerals", 0x1D360, 0x1D37F},
	{"math_alphanum mathematical_alphanumeric_symbols", 0x1D400, 0x1D7FF},
	{"sutton_signwriting", 0x1D800, 0x1DAAF},
	{"latin_ext_g latin_extended_g", 0x1DF00, 0x1DFFF},
	{"glagolitic_sup glagolitic_supplement", 0x1E000, 0x1E02F},
	{"cyrillic_ext_d cyrillic_extended_d", 0x1E030, 0x1E08F},
	{"nyiakeng_puachue_hmong", 0x1E100, 0x1E14F},
	{"toto", 0x1E290, 0x1E2BF},
	{"wancho", 0x1E2C0, 0x1E2FF},
	{"nag_mundari", 0x1E4D0, 0x1E4FF},
	{"ethiopic_ext_b ethiopic_extended_b", 0x1E7E0, 0x1E7FF},
	{"mende_kikakui", 0x1E800, 0x1E8DF},
	{"adlam", 0x1E900, 0x1E95F},
	{"indic_siyaq_numbers", 0x1EC70, 0x1ECBF},
	{"ottoman_siyaq_numbers", 0x1ED00, 0x1ED4F},
	{"arabic_math arabic_mathematical_alphabetic_symbols", 0x1EE00, 0x1EEFF},
	{"mahjong mahjong_tiles", 0x1F000, 0x1F02F},
	{"domino domino_tiles", 0x1F030, 0x1F09F},
	{"playing_cards", 0x1F0A0, 0x1F0FF},
	{"enclosed_alphanum_sup enclosed_alphanumeric_supplement", 0x1F100, 0x1F1FF},
	{"enclosed_ideographic_sup enclosed_ideographic_supplement", 0x1F200, 0x1F2FF},
	{"misc_pictographs miscellaneous_symbols_and_pictographs", 0x1F300, 0x1F5FF},
	{"emoticons", 0x1F600, 0x1F64F},
	{"ornamental_dingbats", 0x1F650, 0x1F67F},
	{"transport_and_map transport_and_map_symbols", 0x1F680, 0x1F6FF},
	{"alchemical alchemical_symbols", 0x1F700, 0x1F77F},
	{"geometric_shapes_ext geometric_shapes_extended", 0x1F780, 0x1F7FF},
	{"sup_arrows_c supplemental_arrows_c", 0x1F800, 0x1F8FF},
	{"sup_symbols_and_pictographs supplemental_symbols_and_pictographs", 0x1F900, 0x1F9FF},
	{"chess_symbols", 0x1FA00, 0x1FA6F},
	{"symbols_and_pictographs_ext_a symbols_and_pictographs_extended_a", 0x1FA70, 0x1FAFF},
	{"symbols_for_legacy_computing", 0x1FB00, 0x1FBFF},
	{"cjk_ext_b cjk_unified_ideographs_extension_b", 0x20000, 0x2A6DF},
	{"cjk_ext_c cjk_unified_ideographs_extension_c", 0x2A700, 0x2B73F},
	{"cjk_ext_d cjk_unified_ideographs_extension_d", 0x2B740, 0x2B81F},
	{"cjk_ext_e cjk_unified_ideographs_extension_e", 0x2B820, 0x2CEAF},
	{"cjk_ext_f cjk_unified_ideographs_extension_f", 0x2CEB0, 0x2EBEF},
	{"cjk_compat_ideographs_sup cjk_compatibility_ideographs_supplement", 0x2F800, 0x2FA1F},
	{"cjk_ext_g cjk_unified_ideographs_extension_g", 0x30000, 0x3134F},
	{"cjk_ext_h cjk_unified_ideographs_extension_h", 0x31350, 0x323AF},
	{"tags", 0xE0000, 0xE007F},
	{"vs_sup variation_selectors_supplement", 0xE0100, 0xE01EF},
	{"sup_pua_a supplementary_private_use_area_a", 0xF0000, 0xFFFFF},
	{"sup_pua_b supplementary_private_use_area_b", 0x100000, 0x10FFFF},
}

// enumProperties are ICU 72's enumerated properties in ICU's order: short
// and long name, and the names of the values, short name first. Only
// general category, script and block are supported.
var enumProperties = []struct {
	short, long string
	values      []string
}{
	{"bc", "bidi_class", []string{
		"al arabic_letter", "an arabic_number", "b paragraph_separator", "bn boundary_neutral",
		"cs common_separator", "en european_number", "es european_separator",
		"et european_terminator", "fsi first_strong_isolate", "l left_to_right",
		"lre left_to_right_embedding", "lri left_to_right_isolate", "lro left_to_right_override",
		"nsm nonspacing_mark", "on other_neutral", "pdf pop_directional_format",
		"pdi pop_directional_isolate", "r right_to_left", "rle right_to_left_embedding",
		"rli right_to_left_isolate", "rlo right_to_left_override", "s segment_separator",
		"ws white_space",
	}},
	{"blk", "block", nil}, // blocks
	{"ccc", "canonical_combining_class", cccValues},
	{"dt", "decomposition_type", []string{
		"can canonical", "com compat", "enc circle", "fin final", "font", "fra fraction",
		"init initial", "iso isolated", "med medial", "nar narrow", "nb nobreak", "none",
		"sml small", "sqr square", "sub", "sup super", "vert vertical", "wide",
	}},
	{"ea", "east_asian_width", []string{
		"a ambiguous", "f fullwidth", "h halfwidth", "n neutral", "na narrow", "w wide",
	}},
	{"gc", "general_category", nil}, // generalCategories
	{"jg", "joining_group", []string{
		"african_feh", "african_noon", "african_qaf", "ain", "alaph", "alef", "beh", "beth",
		"burushaski_yeh_barree", "dal", "dalath_rish", "e", "farsi_yeh", "fe", "feh",
		"final_semkath", "gaf", "gamal", "hah", "hanifi_rohingya_kinna_ya", "hanifi_rohingya_pa",
		"he", "heh", "heh_goal", "heth", "kaf", "kaph", "khaph", "knotted_heh", "lam", "lamadh",
		"malayalam_bha", "malayalam_ja", "malayalam_lla", "malayalam_llla", "malayalam_nga",
		"malayalam_nna", "malayalam_nnna", "malayalam_nya", "malayalam_ra", "malayalam_ssa",
		"malayalam_tta", "manichaean_aleph", "manichaean_ayin", "manichaean_beth",
		"manichaean_daleth", "manichaean_dhamedh", "manichaean_five", "manichaean_gimel",
		"manichaean_heth", "manichaean_hundred", "manichaean_kaph", "manichaean_lamedh",
		"manichaean_mem", "manichaean_nun", "manichaean_one", "manichaean_pe", "manichaean_qoph",
		"manichaean_resh", "manichaean_sadhe", "manichaean_samekh", "manichaean_taw",
		"manichaean_ten", "manichaean_teth", "manichaean_thamedh", "manichaean_twenty",
		"manichaean_waw", "manichaean_yodh", "manichaean_zayin", "meem", "mim", "no_joining_group",
		"noon", "nun", "nya", "pe", "qaf", "qaph", "reh", "reversed_pe", "rohingya_yeh", "sad",
		"sadhe", "seen", "semkath", "shin", "straight_waw", "swash_kaf", "syriac_waw", "tah", "taw",
		"teh_marbuta", "teh_marbuta_goal hamza_on_heh_goal", "teth", "thin_yeh", "vertical_tail",
		"waw", "yeh", "yeh_barree", "yeh_with_tail", "yudh", "yudh_he", "zain", "zhain",
	}},
	{"jt", "joining_type", []string{
		"c join_causing", "d dual_joining", "l left_joining", "r right_joining", "t transparent",
		"u non_joining",
	}},
	{"lb", "line_break", []string{
		"ai ambiguous", "al alphabetic", "b2 break_both", "ba break_after", "bb break_before",
		"bk mandatory_break", "cb contingent_break", "cj conditional_japanese_starter",
		"cl close_punctuation", "cm combining_mark", "cp close_parenthesis", "cr carriage_return",
		"eb e_base", "em e_modifier", "ex exclamation", "gl glue", "h2", "h3", "hl hebrew_letter",
		"hy hyphen", "id ideographic", "in inseparable inseperable", "is infix_numeric", "jl", "jt",
		"jv", "lf line_feed", "nl next_line", "ns nonstarter", "nu numeric", "op open_punctuation",
		"po postfix_numeric", "pr prefix_numeric", "qu quotation", "ri regional_indicator",
		"sa complex_context", "sg surrogate", "sp space", "sy break_symbols", "wj word_joiner",
		"xx unknown", "zw zwspace", "zwj",
	}},
	{"nt", "numeric_type", []string{
		"de decimal", "di digit", "none", "nu numeric",
	}},
	{"sc", "script", nil}, // scripts
	{"hst", "hangul_syllable_type", []string{
		"l leading_jamo", "lv lv_syllable", "lvt lvt_syllable", "na not_applicable",
		"t trailing_jamo", "v vowel_jamo",
	}},
	{"nfd_qc", "nfd_quick_check", []string{
		"n no", "y yes",
	}},
	{"nfkd_qc", "nfkd_quick_check", []string{
		"n no", "y yes",
	}},
	{"nfc_qc", "nfc_quick_check", []string{
		"m maybe", "n no", "y yes",
	}},
	{"nfkc_qc", "nfkc_quick_check", []string{
		"m maybe", "n no", "y yes",
	}},
	{"lccc", "lead_canonical_combining_class", cccValues},
	{"tccc", "trail_canonical_combining_class", cccValues},
	{"gcb", "grapheme_cluster_break", []string{
		"cn control", "cr", "ex extend", "l", "lf", "lv", "lvt", "pp prepend",
		"ri regional_indicator", "sm spacingmark", "t", "v", "xx other", "zwj",
	}},
	{"sb", "sentence_break", []string{
		"at aterm", "cl close", "cr", "ex extend", "fo format", "le oletter", "lf", "lo lower",
		"nu numeric", "sc scontinue", "se sep", "sp", "st sterm", "up upper", "xx other",
	}},
	{"wb", "word_break", []string{
		"cr", "dq double_quote", "ex extendnumlet", "extend", "fo format", "hl hebrew_letter",
		"ka katakana", "le aletter", "lf", "mb midnumlet", "ml midletter", "mn midnum", "nl newline",
		"nu numeric", "ri regional_indicator", "sq single_quote", "wsegspace", "xx other", "zwj",
	}},
	{"bpt", "bidi_paired_bracket_type", []string{
		"c close", "n none", "o open",
	}},
	{"inpc", "indic_positional_category", []string{
		"bottom", "bottom_and_left", "bottom_and_right", "left", "left_and_right", "na",
		"overstruck", "right", "top", "top_and_bottom", "top_and_bottom_and_left",
		"top_and_bottom_and_right", "top_and_left", "top_and_left_and_right", "top_and_right",
		"visual_order_left",
	}},
	{"insc", "indic_syllabic_category", []string{
		"avagraha", "bindu", "brahmi_joining_number", "cantillation_mark", "consonant",
		"consonant_dead", "consonant_final", "consonant_head_letter", "consonant_initial_postfixed",
		"consonant_killer", "consonant_medial", "consonant_placeholder", "consonant_preceding_repha",
		"consonant_prefixed", "consonant_subjoined", "consonant_succeeding_repha",
		"consonant_with_stacker", "gemination_mark", "invisible_stacker", "joiner",
		"modifying_letter", "non_joiner", "nukta", "number", "number_joiner", "other", "pure_killer",
		"register_shifter", "syllable_modifier", "tone_letter", "tone_mark", "virama", "visarga",
		"vowel", "vowel_dependent", "vowel_independent",
	}},
	{"vo", "vertical_orientation", []string{
		"r rotated", "tr transformed_rotated", "tu transformed_upright", "u upright",
	}},
}

// cccValues are the values of the canonical combining class properties.
var cccValues = []string{
	"a above", "al above_left", "ar above_right", "ata attached_above",
	"atar attached_above_right", "atb attached_below", "b below", "bl below_left",
	"br below_right", "ccc10", "ccc103", "ccc107", "ccc11", "ccc118", "ccc12", "ccc122",
	"ccc129", "ccc13", "ccc130", "ccc132", "ccc14", "ccc15", "ccc16", "ccc17", "ccc18", "ccc19",
	"ccc20", "ccc21", "ccc22", "ccc23", "ccc24", "ccc25", "ccc26", "ccc27", "ccc28", "ccc29",
	"ccc30", "ccc31", "ccc32", "ccc33", "ccc34", "ccc35", "ccc36", "ccc84", "ccc91",
	"da double_above", "db double_below", "hanr han_reading", "is iota_subscript",
	"kv kana_voicing", "l left", "nk nukta", "nr not_reordered", "ov overlay", "r right",
	"vr virama",
}

// emojiSet is Emoji.
var emojiSet = intervalSet{
	{0x0023, 0x0023}, {0x002A, 0x002A}, {0x0030, 0x0039}, {0x00A9, 0x00A9},
	{0x00AE, 0x00AE}, {0x203C, 0x203C}, {0x2049, 0x2049}, {0x2122, 0x2122},
	{0x2139, 0x2139}, {0x2194, 0x2199}, {0x21A9, 0x21AA}, {0x231A, 0x231B},
	{0x2328, 0x2328}, {0x23CF, 0x23CF}, {0x23E9, 0x23F3}, {0x23F8, 0x23FA},
	{0x24C2, 0x24C2}, {0x25AA, 0x25AB}, {0x25B6, 0x25B6}, {0x25C0, 0x25C0},
	{0x25FB, 0x25FE}, {0x2600, 0x2604}, {0x260E, 0x260E}, {0x2611, 0x2611},
	{0x2614, 0x2615}, {0x2618, 0x2618}, {0x261D, 0x261D}, {0x2620, 0x2620},
	{0x2622, 0x2623}, {0x2626, 0x2626}, {0x262A, 0x262A}, {0x262E, 0x262F},
	{0x2638, 0x263A}, {0x2640, 0x2640}, {0x2642, 0x2642}, {0x2648, 0x2653},
	{0x265F, 0x2660}, {0x2663, 0x2663}, {0x2665, 0x2666}, {0x2668, 0x2668},
	{0x267B, 0x267B}, {0x267E, 0x267F}, {0x2692, 0x2697}, {0x2699, 0x2699},
	{0x269B, 0x269C}, {0x26A0, 0x26A1}, {0x26A7, 0x26A7}, {0x26AA, 0x26AB},
	{0x26B0, 0x26B1}, {0x26BD, 0x26BE}, {0x26C4, 0x26C5}, {0x26C8, 0x26C8},
	{0x26CE, 0x26CF}, {0x26D1, 0x26D1}, {0x26D3, 0x26D4}, {0x26E9, 0x26EA},
	{0x26F0, 0x26F5}, {0x26F7, 0x26FA}, {0x26FD, 0x26FD}, {0x2702, 0x2702},
	{0x2705, 0x2705}, {0x2708, 0x270D}, {0x270F, 0x270F}, {0x2712, 0x2712},
	{0x2714, 0x2714}, {0x2716, 0x2716}, {0x271D, 0x271D}, {0x2721, 0x2721},
	{0x2728, 0x2728}, {0x2733, 0x2734}, {0x2744, 0x2744}, {0x2747, 0x2747},
	{0x274C, 0x274C}, {0x274E, 0x274E}, {0x2753, 0x2755}, {0x2757, 0x2757},
	{0x2763, 0x2764}, {0x2795, 0x2797}, {0x27A1, 0x27A1}, {0x27B0, 0x27B0},
	{0x27BF, 0x27BF}, {0x2934, 0x2935}, {0x2B05, 0x2B07}, {0x2B1B, 0x2B1C},
	{0x2B50, 0x2B50}, {0x2B55, 0x2B55}, {0x3030, 0x3030}, {0x303D, 0x303D},
	{0x3297, 0x3297}, {0x3299, 0x3299}, {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF},
	{0x1F170, 0x1F171}, {0x1F17E, 0x1F17F}, {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A},
	{0x1F1E6, 0x1F1FF}, {0x1F201, 0x1F202}, {0x1F21A, 0x1F21A}, {0x1F22F, 0x1F22F},
	{0x1F232, 0x1F23A}, {0x1F250, 0x1F251}, {0x1F300, 0x1F321}, {0x1F324, 0x1F393},
	{0x1F396, 0x1F397}, {0x1F399, 0x1F39B}, {0x1F39E, 0x1F3F0}, {0x1F3F3, 0x1F3F5},
	{0x1F3F7, 0x1F4FD}, {0x1F4FF, 0x1F53D}, {0x1F549, 0x1F54E}, {0x1F550, 0x1F567},
	{0x1F56F, 0x1F570}, {0x1F573, 0x1F57A}, {0x1F587, 0x1F587}, {0x1F58A, 0x1F58D},
	{0x1F590, 0x1F590}, {0x1F595, 0x1F596}, {0x1F5A4, 0x1F5A5}, {0x1F5A8, 0x1F5A8},
	{0x1F5B1, 0x1F5B2}, {0x1F5BC, 0x1F5BC}, {0x1F5C2, 0x1F5C4}, {0x1F5D1, 0x1F5D3},
	{0x1F5DC, 0x1F5DE}, {0x1F5E1, 0x1F5E1}, {0x1F5E3, 0x1F5E3}, {0x1F5E8, 0x1F5E8},
	{0x1F5EF, 0x1F5EF}, {0x1F5F3, 0x1F5F3}, {0x1F5FA, 0x1F64F}, {0x1F680, 0x1F6C5},
	{0x1F6CB, 0x1F6D2}, {0x1F6D5, 0x1F6D7}, {0x1F6DC, 0x1F6E5}, {0x1F6E9, 0x1F6E9},
	{0x1F6EB, 0x1F6EC}, {0x1F6F0, 0x1F6F0}, {0x1F6F3, 0x1F6FC}, {0x1F7E0, 0x1F7EB},
	{0x1F7F0, 0x1F7F0}, {0x1F90C, 0x1F93A}, {0x1F93C, 0x1F945}, {0x1F947, 0x1F9FF},
	{0x1FA70, 0x1FA7C}, {0x1FA80, 0x1FA88}, {0x1FA90, 0x1FABD}, {0x1FABF, 0x1FAC5},
	{0x1FACE, 0x1FADB}, {0x1FAE0, 0x1FAE8}, {0x1FAF0, 0x1FAF8},
}

// emojiPresentationSet is Emoji_Presentation.
var emojiPresentationSet = intervalSet{
	{0x231A, 0x231B}, {0x23E9, 0x23EC}, {0x23F0, 0x23F0}, {0x23F3, 0x23F3},
	{0x25FD, 0x25FE}, {0x2614, 0x2615}, {0x2648, 0x2653}, {0x267F, 0x267F},
	{0x2693, 0x2693}, {0x26A1, 0x26A1}, {0x26AA, 0x26AB}, {0x26BD, 0x26BE},
	{0x26C4, 0x26C5}, {0x26CE, 0x26CE}, {0x26D4, 0x26D4}, {0x26EA, 0x26EA},
	{0x26F2, 0x26F3}, {0x26F5, 0x26F5}, {0x26FA, 0x26FA}, {0x26FD, 0x26FD},
	{0x2705, 0x2705}, {0x270A, 0x270B}, {0x2728, 0x2728}, {0x274C, 0x274C},
	{0x274E, 0x274E}, {0x2753, 0x2755}, {0x2757, 0x2757}, {0x2795, 0x2797},
	{0x27B0, 0x27B0}, {0x27BF, 0x27BF}, {0x2B1B, 0x2B1C}, {0x2B50, 0x2B50},
	{0x2B55, 0x2B55}, {0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E},
	{0x1F191, 0x1F19A}, {0x1F1E6, 0x1F1FF}, {0x1F201, 0x1F201}, {0x1F21A, 0x1F21A},
	{0x1F22F, 0x1F22F}, {0x1F232, 0x1F236}, {0x1F238, 0x1F23A}, {0x1F250, 0x1F251},
	{0x1F300, 0x1F320}, {0x1F32D, 0x1F335}, {0x1F337, 0x1F37C}, {0x1F37E, 0x1F393},
	{0x1F3A0, 0x1F3CA}, {0x1F3CF, 0x1F3D3}, {0x1F3E0, 0x1F3F0}, {0x1F3F4, 0x1F3F4},
	{0x1F3F8, 0x1F43E}, {0x1F440, 0x1F440}, {0x1F442, 0x1F4FC}, {0x1F4FF, 0x1F53D},
	{0x1F54B, 0x1F54E}, {0x1F550, 0x1F567}, {0x1F57A, 0x1F57A}, {0x1F595, 0x1F596},
	{0x1F5A4, 0x1F5A4}, {0x1F5FB, 0x1F64F}, {0x1F680, 0x1F6C5}, {0x1F6CC, 0x1F6CC},
	{0x1F6D0, 0x1F6D2}, {0x1F6D5, 0x1F6D7}, {0x1F6DC, 0x1F6DF}, {0x1F6EB, 0x1F6EC},
	{0x1F6F4, 0x1F6FC}, {0x1F7E0, 0x1F7EB}, {0x1F7F0, 0x1F7F0}, {0x1F90C, 0x1F93A},
	{0x1F93C, 0x1F945}, {0x1F947, 0x1F9FF}, {0x1FA70, 0x1FA7C}, {0x1FA80, 0x1FA88},
	{0x1FA90, 0x1FABD}, {0x1FABF, 0x1FAC5}, {0x1FACE, 0x1FADB}, {0x1FAE0, 0x1FAE8},
	{0x1FAF0, 0x1FAF8},
}

// emojiModifierSet is Emoji_Modifier.
var emojiModifierSet = intervalSet{
	{0x1F3FB, 0x1F3FF},
}

// emojiModifierBaseSet is Emoji_Modifier_Base.
var emojiModifierBaseSet = intervalSet{
	{0x261D, 0x261D}, {0x26F9, 0x26F9}, {0x270A, 0x270D}, {0x1F385, 0x1F385},
	{0x1F3C2, 0x1F3C4}, {0x1F3C7, 0x1F3C7}, {0x1F3CA, 0x1F3CC}, {0x1F442, 0x1F443},
	{0x1F446, 0x1F450}, {0x1F466, 0x1F478}, {0x1F47C, 0x1F47C}, {0x1F481, 0x1F483},
	{0x1F485, 0x1F487}, {0x1F48F, 0x1F48F}, {0x1F491, 0x1F491}, {0x1F4AA, 0x1F4AA},
	{0x1F574, 0x1F575}, {0x1F57A, 0x1F57A}, {0x1F590, 0x1F590}, {0x1F595, 0x1F596},
	{0x1F645, 0x1F647}, {0x1F64B, 0x1F64F}, {0x1F6A3, 0x1F6A3}, {0x1F6B4, 0x1F6B6},
	{0x1F6C0, 0x1F6C0}, {0x1F6CC, 0x1F6CC}, {0x1F90C, 0x1F90C}, {0x1F90F, 0x1F90F},
	{0x1F918, 0x1F91F}, {0x1F926, 0x1F926}, {0x1F930, 0x1F939}, {0x1F93C, 0x1F93E},
	{0x1F977, 0x1F977}, {0x1F9B5, 0x1F9B6}, {0x1F9B8, 0x1F9B9}, {0x1F9BB, 0x1F9BB},
	{0x1F9CD, 0x1F9CF}, {0x1F9D1, 0x1F9DD}, {0x1FAC3, 0x1FAC5}, {0x1FAF0, 0x1FAF8},
}

// emojiComponentSet is Emoji_Component.
var emojiComponentSet = intervalSet{
	{0x0023, 0x0023}, {0x002A, 0x002A}, {0x0030, 0x0039}, {0x200D, 0x200D},
	{0x20E3, 0x20E3}, {0xFE0F, 0xFE0F}, {0x1F1E6, 0x1F1FF}, {0x1F3FB, 0x1F3FF},
	{0x1F9B0, 0x1F9B3}, {0xE0020, 0xE007F},
}

// extendedPictographicSet is Extended_Pictographic (ICU's ExtPict).
var extendedPictographicSet = intervalSet{
	{0x00A9, 0x00A9}, {0x00AE, 0x00AE}, {0x203C, 0x203C}, {0x2049, 0x2049},
	{0x2122, 0x2122}, {0x2139, 0x2139}, {0x2194, 0x2199}, {0x21A9, 0x21AA},
	{0x231A, 0x231B}, {0x2328, 0x2328}, {0x2388, 0x2388}, {0x23CF, 0x23CF},
	{0x23E9, 0x23F3}, {0x23F8, 0x23FA}, {0x24C2, 0x24C2}, {0x25AA, 0x25AB},
	{0x25B6, 0x25B6}, {0x25C0, 0x25C0}, {0x25FB, 0x25FE}, {0x2600, 0x2605},
	{0x2607, 0x2612}, {0x2614, 0x2685}, {0x2690, 0x2705}, {0x2708, 0x2712},
	{0x2714, 0x2714}, {0x2716, 0x2716}, {0x271D, 0x271D}, {0x2721, 0x2721},
	{0x2728, 0x2728}, {0x2733, 0x2734}, {0x2744, 0x2744}, {0x2747, 0x2747},
	{0x274C, 0x274C}, {0x274E, 0x274E}, {0x2753, 0x2755}, {0x2757, 0x2757},
	{0x2763, 0x2767}, {0x2795, 0x2797}, {0x27A1, 0x27A1}, {0x27B0, 0x27B0},
	{0x27BF, 0x27BF}, {0x2934, 0x2935}, {0x2B05, 0x2B07}, {0x2B1B, 0x2B1C},
	{0x2B50, 0x2B50}, {0x2B55, 0x2B55}, {0x3030, 0x3030}, {0x303D, 0x303D},
	{0x3297, 0x3297}, {0x3299, 0x3299}, {0x1F000, 0x1F0FF}, {0x1F10D, 0x1F10F},
	{0x1F12F, 0x1F12F}, {0x1F16C, 0x1F171}, {0x1F17E, 0x1F17F}, {0x1F18E, 0x1F18E},
	{0x1F191, 0x1F19A}, {0x1F1AD, 0x1F1E5}, {0x1F201, 0x1F20F}, {0x1F21A, 0x1F21A},
	{0x1F22F, 0x1F22F}, {0x1F232, 0x1F23A}, {0x1F23C, 0x1F23F}, {0x1F249, 0x1F3FA},
	{0x1F400, 0x1F53D}, {0x1F546, 0x1F64F}, {0x1F680, 0x1F6FF}, {0x1F774, 0x1F77F},
	{0x1F7D5, 0x1F7FF}, {0x1F80C, 0x1F80F}, {0x1F848, 0x1F84F}, {0x1F85A, 0x1F85F},
	{0x1F888, 0x1F88F}, {0x1F8AE, 0x1F8FF}, {0x1F90C, 0x1F93A}, {0x1F93C, 0x1F945},
	{0x1F947, 0x1FAFF}, {0x1FC00, 0x1FFFD},
}

// toolExtendedPictographic is the tool's own Extended_Pictographic, a
// list from an older version of UTS #35 that the tool hard-codes in place
// of ICU's.
var toolExtendedPictographic = intervalSet{
	{0x2388, 0x2388}, {0x2605, 0x2605}, {0x2607, 0x260D}, {0x260F, 0x2610},
	{0x2612, 0x2612}, {0x2616, 0x2617}, {0x2619, 0x261C}, {0x261E, 0x261F},
	{0x2621, 0x2621}, {0x2624, 0x2625}, {0x2627, 0x2629}, {0x262B, 0x262D},
	{0x2630, 0x2637}, {0x263B, 0x2647}, {0x2654, 0x265F}, {0x2661, 0x2662},
	{0x2664, 0x2664}, {0x2667, 0x2667}, {0x2669, 0x267A}, {0x267C, 0x267E},
	{0x2680, 0x2691}, {0x2695, 0x2695}, {0x2698, 0x2698}, {0x269A, 0x269A},
	{0x269D, 0x269F}, {0x26A2, 0x26A9}, {0x26AC, 0x26AF}, {0x26B2, 0x26BC},
	{0x26BF, 0x26C3}, {0x26C6, 0x26C7}, {0x26C9, 0x26CD}, {0x26D0, 0x26D0},
	{0x26D2, 0x26D2}, {0x26D5, 0x26E8}, {0x26EB, 0x26EF}, {0x26F6, 0x26F6},
	{0x26FB, 0x26FC}, {0x26FE, 0x2701}, {0x2703, 0x2704}, {0x270E, 0x270E},
	{0x2710, 0x2711}, {0x2765, 0x2767}, {0x1F000, 0x1F003}, {0x1F005, 0x1F0FF},
	{0x1F10D, 0x1F10F}, {0x1F12F, 0x1F12F}, {0x1F16C, 0x1F16F}, {0x1F1AD, 0x1F1E5},
	{0x1F203, 0x1F20F}, {0x1F23C, 0x1F23F}, {0x1F249, 0x1F24F}, {0x1F252, 0x1F2FF},
	{0x1F322, 0x1F323}, {0x1F394, 0x1F395}, {0x1F398, 0x1F398}, {0x1F39C, 0x1F39D},
	{0x1F3F1, 0x1F3F2}, {0x1F3F6, 0x1F3F6}, {0x1F4FE, 0x1F4FE}, {0x1F53E, 0x1F548},
	{0x1F54F, 0x1F54F}, {0x1F568, 0x1F56E}, {0x1F571, 0x1F572}, {0x1F57B, 0x1F586},
	{0x1F588, 0x1F589}, {0x1F58E, 0x1F58F}, {0x1F591, 0x1F594}, {0x1F597, 0x1F5A3},
	{0x1F5A6, 0x1F5A7}, {0x1F5A9, 0x1F5B0}, {0x1F5B3, 0x1F5BB}, {0x1F5BD, 0x1F5C1},
	{0x1F5C5, 0x1F5D0}, {0x1F5D4, 0x1F5DB}, {0x1F5DF, 0x1F5E0}, {0x1F5E2, 0x1F5E2},
	{0x1F5E4, 0x1F5E7}, {0x1F5E9, 0x1F5EE}, {0x1F5F0, 0x1F5F2}, {0x1F5F4, 0x1F5F9},
	{0x1F6C6, 0x1F6CA}, {0x1F6D3, 0x1F6DF}, {0x1F6E6, 0x1F6E8}, {0x1F6EA, 0x1F6EA},
	{0x1F6ED, 0x1F6EF}, {0x1F6F1, 0x1F6F2}, {0x1F6F7, 0x1F6FF}, {0x1F774, 0x1F77F},
	{0x1F7D5, 0x1F7FF}, {0x1F80C, 0x1F80F}, {0x1F848, 0x1F84F}, {0x1F85A, 0x1F85F},
	{0x1F888, 0x1F88F}, {0x1F8AE, 0x1F90F}, {0x1F91F, 0x1F91F}, {0x1F928, 0x1F92F},
	{0x1F931, 0x1F932}, {0x1F93F, 0x1F93F}, {0x1F94C, 0x1F94F}, {0x1F95F, 0x1F97F},
	{0x1F992, 0x1F9BF}, {0x1F9C1, 0x1FFFD},
}
