#!/bin/sh
# Interestingness test for config.json (C-Reduce convention: exit 0 if the
# file is still interesting). Our imaginary scheduler crashes on a worker
# whose shell is zsh and whose retry count is negative: the file must still
# say both.
grep -q '"zsh"' "$1" && grep -q '"retries": *-' "$1"
