package fromparse_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hddmin/hddmin/tree"
	"github.com/hddmin/hddmin/tree/fromparse"
)

// nonGreedy is a grammar whose parser rules loop non-greedily: *?, +? and
// ??. Each rule can parse its input greedily too, into another tree.
const nonGreedy = `grammar NonGreedy;

s     : item+ EOF ;
item  : star | plus | opt | pair ;
star  : 'star' x*? y* ';' ;
plus  : 'plus' x+? y* ';' ;
opt   : 'opt' x?? y* ';' ;
pair  : 'pair' z*? 'end' z* ';' ;
x     : A ;
y     : A ;
z     : A | 'end' ;

A     : 'a' ;
WS    : [ \t\r\n]+ -> skip ;
`

// TestNonGreedyLoops parses through the non-greedy loops of a grammar
// loaded at run time (the interpreting parser) and builds the tree: a
// non-greedy loop leaves to what follows it all that it can match, as
// ANTLR's own interpreter parses it (org.antlr.v4.gui.Interpreter, tool
// 4.13.2, gave the parse below). Run greedily, x*? would take both a's of
// star, x+? all three of plus, x?? the a of opt, and z*? of pair all but
// the last end.
func TestNonGreedyLoops(t *testing.T) {
	dir := t.TempDir()
	g4 := filepath.Join(dir, "NonGreedy.g4")
	require.NoError(t, os.WriteFile(g4, []byte(nonGreedy), 0o644))
	src := []byte("star a a ;\nplus a a a ;\nopt a ;\npair a end a end ;\n")
	source := func() fromparse.Source {
		return fromparse.Source{File: "in.txt", Text: src, GrammarFiles: []string{g4}}
	}

	only := source()
	only.ParseOnly = true
	in, err := fromparse.Load(only)
	require.NoError(t, err)
	require.Empty(t, in.Errors)
	assert.Equal(t, "(s (item (star star (y a) (y a) ;)) (item (plus plus (x a) (y a) (y a) ;)) "+
		"(item (opt opt (y a) ;)) (item (pair pair (z a) end (z a) (z end) ;)) <EOF>)", in.Parse.String())

	full := source()
	full.Transform = tree.TransformOptions{PlainLists: true, NoSqueeze: true, NoHide: true} // the tree as built
	in, err = fromparse.Load(full)
	require.NoError(t, err)
	// The tree has the loops' instances as the parse matched them: one
	// block instance for each pass through a loop's body.
	assert.Equal(t, `(s
  (+
    (item
      (star "star"
        (*
          (y "a"))
        (*
          (y "a"))
        ";")))
  (+
    (item
      (plus "plus"
        (+
          (x "a"))
        (*
          (y "a"))
        (*
          (y "a"))
        ";")))
  (+
    (item
      (opt "opt"
        (*
          (y "a"))
        ";")))
  (+
    (item
      (pair "pair"
        (*
          (z "a"))
        "end"
        (*
          (z "a"))
        (*
          (z "end"))
        ";")))
  EOF)
`, in.Tree.Sexpr(tree.State{}))
}
