#!/bin/sh
# Interesting if the file mentions both foo and bar, after a pause.
sleep "${HDDMIN_TEST_SLEEP:-0.05}"
grep -q foo "$1" && grep -q bar "$1"
