#!/bin/sh
# slow-test.sh: test.sh after a wait of two seconds (SLEEP), as a test
# that waits on a device or a build: the tests are many and slow, and the
# cores of the machine that runs hddmin are not what limits them.
sleep "${SLEEP:-2}"
grep -q '"zsh"' "$1" && grep -q '"retries": *-' "$1"
