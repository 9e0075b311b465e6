// HTML pages as a tree of elements, for hddmin. Written from the WHATWG HTML
// standard's syntax (section 13.1) and its parsing rules (13.2), as far as
// they decide which element a piece of the page belongs to.
//
// An element is one subtree: its start tag, its content and its end tag, so
// that removing it removes what it holds. Where the end tag is missing, the
// base lexer decides where the element ends, as the standard's tree
// construction would (a <p> closed by the next <div>, an <li> by the next
// <li>, a <td> by the next <td> or <tr>, everything still open at the end of
// the page), and puts an IMPLIED_END token, which has no text, there. It
// also types a start tag of a void element (br, img, meta, ...) or one
// closed by `/>` as VOID_OPEN, and an end tag that closes nothing as
// STRAY_END_OPEN. Every page parses, however broken, and the tree prints
// it back byte for byte; the one syntax error left is a page that ends
// inside a tag (the standard's eof-in-tag), whose `>` error recovery
// supplies.
parser grammar HTMLParser;

options {
    tokenVocab = HTMLLexer;
}

document
    : node* EOF
    ;

node
    : element
    | voidElement
    | scriptElement
    | styleElement
    | rawTextElement
    | strayEndTag
    | TEXT
    | COMMENT
    | BOGUS_COMMENT
    | CDATA
    | CONDITIONAL
    | DOCTYPE
    ;

// The replacement of an end tag is empty (parser/bundle's overrides): an
// element that loses it ends where the page then implies. It is not
// optional here: an empty alternative would be followed by the IMPLIED_END
// of the enclosing elements, and predicting it would look at all of them.
element
    : TAG_OPEN attribute* TAG_CLOSE node* (endTag | IMPLIED_END)
    ;

voidElement
    : VOID_OPEN attribute* (TAG_CLOSE | SLASH_CLOSE)
    ;

endTag
    : END_TAG_OPEN attribute* (TAG_CLOSE | SLASH_CLOSE)
    ;

strayEndTag
    : STRAY_END_OPEN attribute* (TAG_CLOSE | SLASH_CLOSE)
    ;

// <script> and <style>: their text is a script or a style sheet (hddmin
// parses it with the JavaScript or CSS grammar: an island).
// A `/>` does not end them: their text follows.
scriptElement
    : SCRIPT_OPEN attribute* (TAG_CLOSE | SLASH_CLOSE) SCRIPT_TEXT? rawEndTag?
    ;

styleElement
    : STYLE_OPEN attribute* (TAG_CLOSE | SLASH_CLOSE) STYLE_TEXT? rawEndTag?
    ;

// <textarea> and <title>: text, but no tags.
rawTextElement
    : (TEXTAREA_OPEN | TITLE_OPEN) attribute* (TAG_CLOSE | SLASH_CLOSE) RAW_TEXT? rawEndTag?
    ;

rawEndTag
    : RAW_END_OPEN attribute* (TAG_CLOSE | SLASH_CLOSE)
    ;

// name, name=value, name="value", name='value'; and what broken tags hold
// (`<a =b>`, `<a b=>`). A quote where no value may start is part of a name.
attribute
    : ATTR_NAME (EQ attributeValue?)?
    | EQ attributeValue?
    ;

attributeValue
    : ATTR_VALUE
    ;
