// The tokens of HTML, as the WHATWG HTML standard's tokenizer (section
// 13.2.5) reads real pages, made coarse enough for hddmin: a start tag is its
// `<name`, its attributes and its `>`; text is words between whitespace.
// Written for hddmin.
//
// A tag's attributes are lexed in mode TAG, and a value in mode VALUE, which
// the `=` pushes: a quote starts a quoted value only there, and is a
// character of an attribute name or an unquoted value anywhere else, as in
// the standard's attribute states.
//
// The raw-text elements (script, style) and the escapable raw-text elements
// (textarea, title) hold text up to their own end tag: the start of such a
// tag pushes the mode of its text under the mode TAG, so that the `>` that
// ends the tag enters it. The text comes in chunks (every `<` that does not
// start the end tag is a chunk of its own); the base lexer
// (parser/html/lexer_base.go) joins a run of chunks into one token. A script's
// text has the standard's escaped states: after `<!--`, a `<script` starts
// double escaped text, in which `</script` does not end the script, until
// `</script` or `-->`.
//
// An end tag `</script` (`</style`, ...) ends the text only where a space,
// `/` or `>` follows it; the base lexer takes any other back as text, since
// a lexer rule cannot look at the character after its token.
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
    : '<script' -> pushMode(SCRIPT), pushMode(TAG)
    ;

STYLE_OPEN
    : '<style' -> pushMode(STYLE), pushMode(TAG)
    ;

TEXTAREA_OPEN
    : '<textarea' -> pushMode(TEXTAREA), pushMode(TAG)
    ;

TITLE_OPEN
    : '<title' -> pushMode(TITLE), pushMode(TAG)
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

// The attributes of a tag, up to its `>` (or `/>`), which returns to the
// text, or to the raw text of a script, style, textarea or title.
mode TAG;

TAG_CLOSE
    : '>' -> popMode
    ;

SLASH_CLOSE
    : '/>' -> popMode
    ;

// A name: anything up to a space, `/`, `>` or `=`, quotes and `<` included
// (the standard's attribute name state).
ATTR_NAME
    : ~[ \t\r\n\f/>=]+
    ;

// The = of an attribute, with the spaces around it. The value follows in
// mode VALUE.
EQ
    : SPACE* '=' SPACE* -> pushMode(VALUE)
    ;

TAG_WS
    : SPACE+ -> channel(HIDDEN), type(WS)
    ;

// A / that does not close the tag; the standard ignores it.
TAG_SLASH
    : '/' -> channel(HIDDEN), type(WS)
    ;

// An attribute's value, after its `=`: quoted (an unclosed quote runs to the
// end of the page), or unquoted, up to a space or `>`, quotes, `=`, `<`, a
// backquote and `/` included (the standard's before attribute value state
// and those after it). A `>` instead of a value ends the tag.
mode VALUE;

VALUE_CLOSE
    : '>' -> type(TAG_CLOSE), popMode, popMode
    ;

ATTR_VALUE
    : ('"' ~'"'* '"'? | '\'' ~'\''* '\''? | ~[ \t\r\n\f>"'] ~[ \t\r\n\f>]*) -> popMode
    ;

// The text of a script element, in chunks that the base lexer joins, as the
// standard's script data states read it. `<!--` enters the escaped text
// (`<!-->` and `<!--->` end it at once).
mode SCRIPT;

SCRIPT_END
    : '</script' -> type(RAW_END_OPEN), mode(TAG)
    ;

SCRIPT_ESCAPE
    : '<!--' -> type(SCRIPT_TEXT), mode(SCRIPT_ESCAPED)
    ;

SCRIPT_TEXT
    : ~'<'+
    | '<'
    | '<!--' '-'* '>'
    ;

// The escaped text of a script, after `<!--`: `-->` returns to the plain
// text, and `<script` followed by a space, `/` or `>` enters the double
// escaped text.
mode SCRIPT_ESCAPED;

SCRIPT_ESCAPED_END
    : '</script' -> type(RAW_END_OPEN), mode(TAG)
    ;

SCRIPT_UNESCAPE
    : '--' '-'* '>' -> type(SCRIPT_TEXT), mode(SCRIPT)
    ;

SCRIPT_DOUBLE_ESCAPE
    : '<script' [ \t\r\n\f/>] -> type(SCRIPT_TEXT), mode(SCRIPT_DOUBLE_ESCAPED)
    ;

SCRIPT_ESCAPED_TEXT
    : (~[<-]+ | '-'+ | '<') -> type(SCRIPT_TEXT)
    ;

// The double escaped text of a script: `</script` followed by a space, `/`
// or `>` returns to the escaped text, `-->` to the plain text.
mode SCRIPT_DOUBLE_ESCAPED;

SCRIPT_DOUBLE_UNESCAPE
    : '--' '-'* '>' -> type(SCRIPT_TEXT), mode(SCRIPT)
    ;

SCRIPT_DOUBLE_END
    : '</script' [ \t\r\n\f/>] -> type(SCRIPT_TEXT), mode(SCRIPT_ESCAPED)
    ;

SCRIPT_DOUBLE_TEXT
    : (~[<-]+ | '-'+ | '<') -> type(SCRIPT_TEXT)
    ;

mode STYLE;

STYLE_END
    : '</style' -> type(RAW_END_OPEN), mode(TAG)
    ;

STYLE_TEXT
    : ~'<'+
    | '<'
    ;

mode TEXTAREA;

TEXTAREA_END
    : '</textarea' -> type(RAW_END_OPEN), mode(TAG)
    ;

TEXTAREA_TEXT
    : (~'<'+ | '<') -> type(RAW_TEXT)
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
