#!/bin/sh
# Runs the ANTLR tool to generate a Go lexer and parser from grammars/.
# Usage: grammars/antlr.sh PACKAGE GRAMMAR.g4...   (from the module root)
# The output goes to parser/PACKAGE (or $ANTLR_OUT), .interp files included.
#
# The tool is the ANTLR 4.13.2 complete jar that the npm package
# antlr4ng-cli@2.0.0 ships. Set ANTLR_JAR to its path, or install it once with
#   npm install --prefix .tools antlr4ng-cli@2.0.0
set -eu
pkg=$1
shift
jar=${ANTLR_JAR:-.tools/node_modules/antlr4ng-cli/antlr4-4.13.2-SNAPSHOT-complete.jar}
if [ ! -f "$jar" ]; then
	echo "antlr.sh: no ANTLR jar at $jar" >&2
	echo "antlr.sh: run 'npm install --prefix .tools antlr4ng-cli@2.0.0' or set ANTLR_JAR" >&2
	exit 1
fi
out=${ANTLR_OUT:-parser/$pkg}
mkdir -p "$out"
# Remove what the tool made last time; hand-written files in the package stay.
for f in "$out"/*.go; do
	if [ -f "$f" ] && head -n 1 "$f" | grep -q '^// Code generated from .* by ANTLR'; then rm -f "$f"; fi
done
rm -f "$out"/*.interp "$out"/*.tokens
java -jar "$jar" -Dlanguage=Go -package "$pkg" -no-listener -no-visitor \
	-Xexact-output-dir -o "$out" -lib grammars "$@"
rm -f "$out"/*.tokens
# The Go target ends every rule function with an unreachable
# "goto errorExit" that only keeps the label used; go vet rejects
# unreachable code, so the goto moves before the return, behind a
# condition that is never true.
for f in "$out"/*.go; do
	if head -n 1 "$f" | grep -q '^// Code generated from .* by ANTLR'; then
		perl -0pi -e 's/\treturn localctx\n\tgoto errorExit \/\/ Trick to prevent compiler error if the label is not used\n/\tif false {\n\t\tgoto errorExit \/\/ keeps the label used\n\t}\n\treturn localctx\n/g' "$f"
	fi
done
