#!/bin/sh
# Interesting if the file mentions both foo and bar.
grep -q foo "$1" && grep -q bar "$1"
