#!/bin/sh
# Interesting if the SQL joins two tables on columns of the same name
# (a.c = b.c), filters with a LIKE pattern that has a %, and limits the
# rows with a number other than 0.
grep -Eq '([A-Za-z_]+)\.([A-Za-z_]+) *= *([A-Za-z_]+)\.\2([^A-Za-z_]|$)' "$1" &&
	grep -Eq "LIKE *'[^']*%" "$1" &&
	grep -Eq 'LIMIT *[1-9]' "$1"
