#!/bin/sh
# Interesting if a WHERE clause calls max(): the shape of the query that
# misuse.sh finds with sqlite3, found with grep (no sqlite3 needed).
grep -qiE 'where[^;]*max[[:space:]]*\(' "$1"
