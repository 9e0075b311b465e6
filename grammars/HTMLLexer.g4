// The tokens of HTML, as the WHATWG HTML standard's tokenizer (section
// 13.2.5) reads real pages, made coarse enough for hddmin: a start tag is its
// `<name`, its attributes and its `>`; text is words between whitespace.
// Written for hddmin.
//
// The raw-text elements (script, style) and the escapable raw-text elements
// (textarea, title) hold text up to their own end tag: each has a mode for
// its start tag and one for its text, which the `>` of the start tag enters.
// The text comes in chunks (every `<` that does not start the end tag is a
// chunk of its own); the base lexer (parser/html/lexer_base.go) joins a run of
// chunks into one token.
//
// Whether a start tag opens an element with content (and where that element
// ends: at its end tag, or where the standard closes it implicitly) is not a
// matter of tokens; the base lexer follows the open elements as the
// standard's tree construction does and retypes tags accordingly, so that
// the parser needs no predicates. See HTMLParser.g4.
lexer grammar HTMLLexer;

options {
    superClass = HTMLLexerBase;
    caseInsensitive = true;
}

tokens {
    // A start tag of a void element (br, img, input, ...) or one closed
    // by `/>`: it has no content and no end tag. Retyped from TAG_OPEN.
    VOID_OPEN,
    // An end tag that closes no open element. Retyped from END_TAG_OPEN.
    STRAY_END_OPEN,
    // The end of an element whose end tag is implied (a <p> that the next
    // <div> closes, an <li> closed by the next <li>, elements open at the
    // end of the page). It has no text; the base lexer makes it.
    IMPLIED_END,
    // The end tag of a raw-text element: </script, </style, </textarea,
    // </title.
    RAW_END_OPEN
}

// <!DOCTYPE html> and its older forms.
DOCTYPE
    : '<!doctype' ~'>'* '>'?
    ;

// Comments; an unclosed one runs to the end of the page. Internet
// Explorer's conditional comments are comments.
COMMENT
    : '<!--' .*? ('-->' | '--!>' | EOF)
    ;

CDATA
    : '<![cdata[' .*? (']]>' | EOF)
    ;

// Microsoft Word's conditional sections: <![if !supportLists]>, <![endif]>.
CONDITIONAL
    : '<![' ~[>]* ']>'
    ;

// What the standard reads as a bogus comment: <!...>, <?xml ...?>, </ >.
BOGUS_COMMENT
    : ('<!' | '<?' | '</' ~[a-z>]) ~'>'* '>'?
    ;

SCRIPT_OPEN
    : '<script' -> pushMode(SCRIPT_TAG)
    ;

STYLE_OPEN
    : '<style' -> pushMode(STYLE_TAG)
    ;

TEXTAREA_OPEN
    : '<textarea' -> pushMode(TEXTAREA_TAG)
    ;

TITLE_OPEN
    : '<title' -> pushMode(TITLE_TAG)
    ;

// `<name`, namespaced tags such as <o:p> included.
TAG_OPEN
    : '<' TAG_NAME -> pushMode(TAG)
    ;

END_TAG_OPEN
    : '</' TAG_NAME -> pushMode(TAG)
    ;

// A word of text; character references are part of it.
TEXT
    : ~[< \t\r\n\f]+
    // A < that starts no tag: `a < b`, `<3`, `<` at the end.
    | '<'
    | '</'
    ;

WS
    : SPACE+ -> channel(HIDDEN)
    ;

fragment TAG_NAME
    : [a-z] ~[ \t\r\n\f/>]*
    ;

fragment SPACE
    : [ \t\r\n\f]
    ;

// The attributes of a tag, up to its `>`. The same rules stand in each of
// the modes that follow, where only the `>` differs.
mode TAG;

TAG_CLOSE
    : '>' -> popMode
    ;

SLASH_CLOSE
    : '/>' -> popMode
    ;

ATTR_NAME
    : ATTR_NAME_CHARS
    ;

// The = of an attribute, with the spaces around it.
EQ
    : SPACE* '=' SPACE*
    ;

// A quoted or unquoted attribute value. An unquoted word is an ATTR_NAME
// where both match: the parser takes either after =.
ATTR_VALUE
    : ATTR_VALUE_TEXT
    ;

TAG_WS
    : SPACE+ -> channel(HIDDEN), type(WS)
    ;

// A / that does not close the tag; the standard ignores it.
TAG_SLASH
    : '/' -> channel(HIDDEN), type(WS)
    ;

fragment ATTR_NAME_CHARS
    : ~[ \t\r\n\f/>="']+
    ;

fragment ATTR_VALUE_TEXT
    : '"' ~'"'* '"'?
    | '\'' ~'\''* '\''?
    | ~[ \t\r\n\f>"'=<`]* ~[ \t\r\n\f>"'=<`/]
    ;

mode SCRIPT_TAG;

SCRIPT_TAG_CLOSE
    : ('>' | '/>') -> type(TAG_CLOSE), mode(SCRIPT)
    ;

SCRIPT_ATTR_NAME
    : ATTR_NAME_CHARS -> type(ATTR_NAME)
    ;

SCRIPT_EQ
    : SPACE* '=' SPACE* -> type(EQ)
    ;

SCRIPT_ATTR_VALUE
    : ATTR_VALUE_TEXT -> type(ATTR_VALUE)
    ;

SCRIPT_TAG_WS
    : (SPACE+ | '/') -> channel(HIDDEN), type(WS)
    ;

mode SCRIPT;

SCRIPT_END
    : '</script' -> type(RAW_END_OPEN), mode(TAG)
    ;

// The text of a script element, in chunks that the base lexer joins.
SCRIPT_TEXT
    : ~'<'+
    | '<'
    ;

mode STYLE_TAG;

STYLE_TAG_CLOSE
    : ('>' | '/>') -> type(TAG_CLOSE), mode(STYLE)
    ;

STYLE_ATTR_NAME
    : ATTR_NAME_CHARS -> type(ATTR_NAME)
    ;

STYLE_EQ
    : SPACE* '=' SPACE* -> type(EQ)
    ;

STYLE_ATTR_VALUE
    : ATTR_VALUE_TEXT -> type(ATTR_VALUE)
    ;

STYLE_TAG_WS
    : (SPACE+ | '/') -> channel(HIDDEN), type(WS)
    ;

mode STYLE;

STYLE_END
    : '</style' -> type(RAW_END_OPEN), mode(TAG)
    ;

STYLE_TEXT
    : ~'<'+
    | '<'
    ;

mode TEXTAREA_TAG;

TEXTAREA_TAG_CLOSE
    : ('>' | '/>') -> type(TAG_CLOSE), mode(TEXTAREA)
    ;

TEXTAREA_ATTR_NAME
    : ATTR_NAME_CHARS -> type(ATTR_NAME)
    ;

TEXTAREA_EQ
    : SPACE* '=' SPACE* -> type(EQ)
    ;

TEXTAREA_ATTR_VALUE
    : ATTR_VALUE_TEXT -> type(ATTR_VALUE)
    ;

TEXTAREA_TAG_WS
    : (SPACE+ | '/') -> channel(HIDDEN), type(WS)
    ;

mode TEXTAREA;

TEXTAREA_END
    : '</textarea' -> type(RAW_END_OPEN), mode(TAG)
    ;

TEXTAREA_TEXT
    : (~'<'+ | '<') -> type(RAW_TEXT)
    ;

mode TITLE_TAG;

TITLE_TAG_CLOSE
    : ('>' | '/>') -> type(TAG_CLOSE), mode(TITLE)
    ;

TITLE_ATTR_NAME
    : ATTR_NAME_CHARS -> type(ATTR_NAME)
    ;

TITLE_EQ
    : SPACE* '=' SPACE* -> type(EQ)
    ;

TITLE_ATTR_VALUE
    : ATTR_VALUE_TEXT -> type(ATTR_VALUE)
    ;

TITLE_TAG_WS
    : (SPACE+ | '/') -> channel(HIDDEN), type(WS)
    ;

mode TITLE;

TITLE_END
    : '</title' -> type(RAW_END_OPEN), mode(TAG)
    ;

// The text of a textarea or title element (character references are
// decoded there, tags are not).
RAW_TEXT
    : ~'<'+
    | '<'
    ;
