#!/bin/sh
# Writes what the ANTLR tool makes of the grammars of this folder, for the
# tests to compare with: ref/NAME.interp (the .interp files the tool writes)
# and INPUT.antlr-tree (the tree TestRig -tree prints for each input).
# Needs Java 17 and the ANTLR 4.13.2 jar (see grammars/antlr.sh); run it
# from this folder after changing a grammar or an input.
set -eu
jar=${ANTLR_JAR:-../../../.tools/node_modules/antlr4ng-cli/antlr4-4.13.2-SNAPSHOT-complete.jar}
jar=$(cd "$(dirname "$jar")" && pwd)/$(basename "$jar")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p ref
# grammar files | start rule | input
while IFS='|' read -r files start input; do
	out=$tmp/$start
	mkdir -p "$out"
	# shellcheck disable=SC2086
	java -jar "$jar" -Dlanguage=Java -no-listener -Xexact-output-dir -o "$out" $files
	cp "$out"/*.interp ref/
	javac -nowarn -cp "$jar" -d "$out" "$out"/*.java
	grammar=$(basename "$(echo $files | awk '{print $NF}')" .g4)
	grammar=${grammar%Parser}
	java -cp "$jar:$out" org.antlr.v4.gui.TestRig "$grammar" "$start" -tree "$input" > "$input.antlr-tree"
done <<'LIST'
TemplateLexer.g4 TemplateParser.g4|document|template.txt
Lexical.g4|items|lexical.txt
Calc.g4|program|calc.txt
Imports.g4|script|imports.txt
Actions.g4|list|actions.txt
LIST
