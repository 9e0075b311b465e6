#!/bin/sh
# Interesting if sqlite3 reports an aggregate used where it is not allowed.
sqlite3 :memory: < "$1" 2>&1 | grep -q 'misuse of aggregate'
