#!/bin/sh
# javatrees.sh GRAMMAR_DIR START EXAMPLE... writes the Java target's parse
# tree of each EXAMPLE beside it (EXAMPLE.antlr-tree), and its syntax
# errors if it has some (EXAMPLE.antlr-errors): the reference trees of
# package target's tests. GRAMMAR_DIR is a grammar's folder in a checkout
# of grammars-v4, with its .g4 files and its Java/ base classes. Needs
# Java 17 and the ANTLR 4.13.2 complete jar ($ANTLR_JAR). In a folder of
# several parser grammars (csharp/v6 has a preprocessor's), name the
# lexer and the parser classes in $LEXER and $PARSER.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
jar=${ANTLR_JAR:?set ANTLR_JAR to the ANTLR 4.13.2 complete jar}
dir=$1 start=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$dir"/*.g4 "$work"/
if [ -d "$dir/Java" ]; then cp "$dir"/Java/*.java "$work"/; fi
cp "$here/Trees.java" "$work"/
(cd "$work" && java -jar "$jar" -Dlanguage=Java ./*.g4 >antlr.log 2>&1) || { cat "$work/antlr.log"; exit 1; }
(cd "$work" && javac -nowarn -cp "$jar" -d classes ./*.java >javac.log 2>&1) || { cat "$work/javac.log"; exit 1; }
lexer=${LEXER:-} parser=${PARSER:-}
if [ -z "$lexer" ]; then
	for f in "$work"/*Lexer.java; do lexer=$(basename "$f" .java); done
fi
if [ -z "$parser" ]; then
	for f in "$work"/*Parser.java; do
		case $f in *Base.java | *Listener.java | *Visitor.java) ;; *) parser=$(basename "$f" .java) ;; esac
	done
fi
java -Xss64m -cp "$jar:$work/classes" Trees "$lexer" "$parser" "$start" "$@"
